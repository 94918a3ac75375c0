//! What the `fifteen` commands say, in English and Russian side by side: a solve's report and
//! statistics, a limit reached, a certificate written, the comparison table, the BFS layers.
//!
//! Russian groups the digits of large numbers (`lang.int`), writes a decimal comma
//! (`lang.decimal`) and puts "moves" in the form its number and preposition ask for.

use std::path::Path;

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq};
use puzzlelab_solvers::search::{Horizon, Iteration, Limit, Outcome, Stats, Verdict};

use crate::limits::messages::Messages as Stopped;
use puzzlelab_certificate::Certified;

/// The `fifteen` commands' messages in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The words of a search stopped by a limit, in the same language.
    fn stopped(&self) -> Stopped {
        Stopped::new(self.lang)
    }

    /// A solve stopped by `limit` after `expanded` expansions, and the bound it learned.
    pub(crate) fn limit_reached(&self, limit: &Limit, expanded: u64, lower_bound: usize) -> String {
        let limit = self.stopped().limit(limit);
        match self.lang {
            Lang::En => format!(
                "{limit} after {} expansions; no solution is shorter than {lower_bound} moves",
                self.lang.int(expanded)
            ),
            Lang::Ru => format!(
                "{limit} после {} раскрытий; решения короче {lower_bound} {} нет",
                self.lang.int(expanded),
                self.stopped().moves_genitive(lower_bound)
            ),
        }
    }

    /// A SAT solve stopped by `limit` after `answered` horizons, and the bound it learned.
    pub(crate) fn sat_limit_reached(
        &self,
        limit: &Limit,
        answered: usize,
        lower_bound: usize,
    ) -> String {
        let lang = self.lang;
        let limit = match (lang, limit) {
            (Lang::En, Limit::Nodes(n)) => format!(
                "node limit of {n} {} reached (for SAT, --max-nodes counts horizons)",
                if *n == 1 { "horizon" } else { "horizons" }
            ),
            (Lang::Ru, Limit::Nodes(n)) => format!(
                "достигнут предел в {n} {}",
                ru_plural(*n, "горизонт", "горизонта", "горизонтов")
            ),
            _ => self.stopped().limit(limit),
        };
        match lang {
            Lang::En => format!(
                "{limit} after {answered} {} answered; no solution is shorter than {lower_bound} moves",
                if answered == 1 { "horizon" } else { "horizons" }
            ),
            Lang::Ru => format!(
                "{limit}, отвечено горизонтов: {answered}; решения короче {lower_bound} {} нет",
                self.stopped().moves_genitive(lower_bound)
            ),
        }
    }

    /// After a limit reached with a classic heuristic: the pattern databases would go further.
    pub(crate) fn pattern_databases_go_further(&self) -> &'static str {
        self.lang.pick(
            " (pattern databases go further: --heuristic pdb:663)",
            " (базы образцов продвинутся дальше: --heuristic pdb:663)",
        )
    }

    /// The algorithm with its heuristic or encoding: `ida with manhattan`, `ida, manhattan`.
    pub(crate) fn algorithm(&self, name: &str, with: Option<&str>) -> String {
        match (with, self.lang) {
            (Some(h), Lang::En) => format!("{name} with {h}"),
            (Some(h), Lang::Ru) => format!("{name}, {h}"),
            (None, _) => name.to_string(),
        }
    }

    /// The board and its goal: `board 1 2 3 ... (goal standard)`.
    pub(crate) fn board_and_goal(&self, board: &Board, goal: &Goal) -> String {
        match self.lang {
            Lang::En => format!("board {board} (goal {goal})"),
            Lang::Ru => format!("доска {board} (цель {goal})"),
        }
    }

    /// The heuristic's estimate of the start.
    pub(crate) fn estimate_at_start(&self, estimate: usize) -> String {
        let words = self.lang.pick("estimate at the start", "оценка в начале");
        format!("{words} {estimate}")
    }

    /// The solution: its length and its moves.
    pub(crate) fn solution(&self, cost: usize, moves: &MoveSeq) -> String {
        format!("{cost} {}: {moves}", self.lang.moves(cost as u64))
    }

    /// The heading of the board after `i` moves of the solution (`--steps`).
    pub(crate) fn after_moves(&self, i: usize) -> String {
        match self.lang {
            Lang::En => format!("after {i} {}:", self.stopped().moves_genitive(i)),
            Lang::Ru => format!("после {i} {}:", self.stopped().moves_genitive(i)),
        }
    }

    /// A search's counts: expanded, generated, the largest frontier, the most stored. A
    /// deepening search (IDA*, iterative deepening) holds nothing but the path it is on, so its
    /// frontier and its memory are one number, said as the longest path.
    pub(crate) fn counts(&self, s: &Stats) -> String {
        let lang = self.lang;
        let (e, g) = (lang.int(s.expanded), lang.int(s.generated));
        let (f, m) = (
            lang.int(s.max_frontier as u64),
            lang.int(s.max_stored as u64),
        );
        let deepening = !s.iterations.is_empty() && s.max_frontier == s.max_stored;
        match (lang, deepening) {
            (Lang::En, false) => format!(
                "expanded {e}, generated {g}, largest frontier {f} (positions waiting at once), most stored {m} (positions in memory at once)"
            ),
            (Lang::Ru, false) => format!(
                "раскрыто {e}, порождено {g}, наибольший фронт {f} (позиций ждут одновременно), больше всего в памяти {m} (позиций одновременно)"
            ),
            (Lang::En, true) => format!(
                "expanded {e}, generated {g}, longest path {f} (the positions on the path are all a deepening search keeps)"
            ),
            (Lang::Ru, true) => format!(
                "раскрыто {e}, порождено {g}, самый длинный путь {f} (позиции пути — всё, что хранит поиск с углублением)"
            ),
        }
    }

    /// One SAT horizon: the formula's size, the solver's conflicts, the time, the answer.
    pub(crate) fn horizon(&self, h: &Horizon) -> String {
        let lang = self.lang;
        let (m, v, c) = (
            h.moves,
            lang.int(h.variables as u64),
            lang.int(h.clauses as u64),
        );
        let seconds = lang.decimal(h.seconds, 3);
        let conflicts = match (h.conflicts, lang) {
            (Some(n), Lang::En) => format!("{} conflicts", lang.int(n)),
            (Some(n), Lang::Ru) => format!(
                "{} {}",
                lang.int(n),
                ru_plural(n, "конфликт", "конфликта", "конфликтов")
            ),
            (None, Lang::En) => "conflicts not counted by this solver".into(),
            (None, Lang::Ru) => "конфликты этот решатель не считает".into(),
        };
        match lang {
            Lang::En => {
                let answer = if h.satisfiable {
                    "satisfiable: solved"
                } else {
                    "unsatisfiable: refuted"
                };
                format!("horizon {m} moves: {v} variables, {c} clauses, {conflicts}, {seconds} s, {answer}")
            }
            Lang::Ru => {
                let answer = if h.satisfiable {
                    "формула выполнима: решение"
                } else {
                    "формула невыполнима: горизонт опровергнут"
                };
                format!(
                    "горизонт {m} {}: {v} {}, {c} {}, {conflicts}, {seconds} с, {answer}",
                    lang.moves(m as u64),
                    ru_plural(h.variables as u64, "переменная", "переменные", "переменных"),
                    ru_plural(h.clauses as u64, "дизъюнкт", "дизъюнкта", "дизъюнктов"),
                )
            }
        }
    }

    /// The effective branching factor.
    pub(crate) fn branching_factor(&self, b: f64) -> String {
        let name = self.lang.pick(
            "effective branching factor",
            "эффективный коэффициент ветвления",
        );
        let meaning = self.lang.pick(
            "nearer 1 means a better-guided search",
            "чем ближе к 1, тем лучше направлен поиск",
        );
        format!("{name} b* {} ({meaning})", self.lang.decimal(b, 3))
    }

    /// Iteration `number` of a deepening search: its threshold, its counts, its verdict.
    pub(crate) fn iteration(&self, number: usize, it: &Iteration) -> String {
        let (lang, t) = (self.lang, it.threshold);
        let (e, g) = (lang.int(it.expanded), lang.int(it.generated));
        let verdict = self.verdict(it.verdict);
        match lang {
            Lang::En => {
                format!("iteration {number}: threshold {t}, expanded {e}, generated {g}, {verdict}")
            }
            Lang::Ru => {
                format!("итерация {number}: порог {t}, раскрыто {e}, порождено {g}, {verdict}")
            }
        }
    }

    /// An iteration's verdict: running, refuted, solved, stopped.
    fn verdict(&self, v: Verdict) -> &'static str {
        match v {
            Verdict::Running => self.lang.pick("running", "идёт"),
            Verdict::Refuted => self.lang.pick("refuted", "опровергнута"),
            Verdict::Solved => self.lang.pick("solved", "решена"),
            Verdict::Stopped => self.lang.pick("stopped", "остановлена"),
        }
    }

    /// The time a search took.
    pub(crate) fn time(&self, seconds: f64) -> String {
        let lang = self.lang;
        match lang {
            Lang::En => format!("time {seconds:.3} s"),
            Lang::Ru => format!("время {} с", lang.decimal(seconds, 3)),
        }
    }

    /// The time a search took and its rate: nodes expanded a second.
    pub(crate) fn time_and_rate(&self, seconds: f64, nodes_a_second: f64) -> String {
        let lang = self.lang;
        let rate = lang.int(nodes_a_second.round() as u64);
        match lang {
            Lang::En => format!("time {seconds:.3} s ({rate} nodes expanded a second)"),
            Lang::Ru => format!(
                "время {} с ({rate} раскрытий в секунду)",
                lang.decimal(seconds, 3)
            ),
        }
    }

    /// What a search's counters mean (`--explain`).
    pub(crate) fn search_legend(&self) -> [&'static str; 7] {
        match self.lang {
            Lang::En => [
                "what the counters mean:",
                "expanded: positions whose moves were tried (a position expanded again, by A* on a cheaper path or by each IDA* iteration, counts again)",
                "generated: positions those moves produced, before any check for a repeat",
                "largest frontier: the most positions waiting at once: the BFS queue, the A* open list, for IDA* and iterative deepening the current path",
                "most stored: the most positions held in memory at once: every position BFS has seen, every one A* generated; for IDA* the path, so its memory stays tiny",
                "effective branching factor b*: the b for which a full tree of the solution's depth d has as many nodes as were generated (1 + b + ... + b^d); nearer 1 means a better-guided search",
                "iteration: one pass of IDA* or iterative deepening under a threshold on f = g + h (the depth, without a heuristic); refuted: no solution within it",
            ],
            Lang::Ru => [
                "что значат счётчики:",
                "раскрыто: позиции, из которых перепробованы все ходы (раскрытая снова, в A* по более короткому пути или на каждой итерации IDA*, считается снова)",
                "порождено: позиции, полученные этими ходами, до всякой проверки на повтор",
                "наибольший фронт: больше всего позиций, ждущих одновременно: очередь BFS, открытый список A*, у IDA* и итеративного углубления — текущий путь",
                "больше всего в памяти: больше всего позиций в памяти одновременно: все, что видел BFS, все, что породил A*; у IDA* — путь, поэтому памяти ему нужно мало",
                "эффективный коэффициент ветвления b*: такое b, при котором полное дерево глубины решения d имеет столько же вершин, сколько порождено (1 + b + ... + b^d); чем ближе к 1, тем лучше направлен поиск",
                "итерация: один проход IDA* или итеративного углубления с порогом для f = g + h (без эвристики — для глубины); опровергнута: в её пределах решения нет",
            ],
        }
    }

    /// What SAT's statistics mean (`--explain`).
    pub(crate) fn sat_legend(&self) -> [&'static str; 5] {
        match self.lang {
            Lang::En => [
                "what the statistics mean:",
                "horizon M moves: the formula \"a solution of exactly M moves exists\"; the horizons go up by 2 from the Manhattan distance (a solution's length has its parity)",
                "variables, clauses: the formula's size, as handed to the SAT solver",
                "conflicts: how often the solver's guesses contradicted the clauses, each time learning a new clause; the measure of how hard the formula was",
                "unsatisfiable: refuted, so no solution has M moves; the first satisfiable horizon is the optimum, proven by the refuted ones before it",
            ],
            Lang::Ru => [
                "что значат числа:",
                "горизонт M ходов: формула «существует решение ровно из M ходов»; горизонты растут на 2 от манхэттенского расстояния (длина решения той же чётности)",
                "переменные, дизъюнкты: размер формулы, переданной SAT-решателю",
                "конфликты: сколько раз догадки решателя противоречили дизъюнктам, и он выводил новый дизъюнкт; мера того, насколько трудной была формула",
                "невыполнима: опровергнута, решения из M ходов нет; первый выполнимый горизонт — оптимум, доказанный опровергнутыми до него",
            ],
        }
    }

    /// A certificate of optimality written into `dir`: the moves, what proves them optimal,
    /// the files and how to check them.
    pub(crate) fn certified(&self, certified: &Certified, dir: &Path) -> String {
        let lang = self.lang;
        let (n, moves, dir) = (certified.moves.len(), &certified.moves, dir.display());
        let proven = match (certified.refuted, lang) {
            (Some(r), Lang::En) => format!("SAT refuted at most {r} moves"),
            (Some(r), Lang::Ru) => {
                format!("SAT опроверг «не больше {r} {}»", lang.moves(r as u64))
            }
            (None, Lang::En) => "the Manhattan distance".to_string(),
            (None, Lang::Ru) => "манхэттенское расстояние".to_string(),
        };
        let (files, bytes) = (certified.files, lang.int(certified.bytes));
        match lang {
            Lang::En => format!(
                "{n} moves: {moves}; optimal by {proven}; the certificate is in {dir}: {files} files, {bytes} bytes (check it with: puzzlelab sat verify {dir})"
            ),
            Lang::Ru => format!(
                "{n} {}: {moves}; оптимум доказан: {proven}; сертификат — в {dir}: файлов: {files}, байтов: {bytes} (проверка: puzzlelab sat verify {dir})",
                lang.moves(n as u64)
            ),
        }
    }

    /// The comparison table's headings, in order: algorithm, heuristic, length, expanded,
    /// generated, frontier, stored, milliseconds.
    pub(crate) fn comparison_columns(&self) -> [&'static str; 8] {
        let pick = |en, ru| self.lang.pick(en, ru);
        [
            pick("algorithm", "алгоритм"),
            pick("heuristic", "эвристика"),
            pick("length", "длина"),
            pick("expanded", "раскрыто"),
            pick("generated", "порождено"),
            pick("frontier", "фронт"),
            pick("stored", "в памяти"),
            pick("ms", "мс"),
        ]
    }

    /// The comparison table's length of a run: the moves, or why there are none.
    pub(crate) fn length_cell(&self, outcome: &Outcome<Board>) -> String {
        match outcome {
            Outcome::Solved { cost, .. } => cost.to_string(),
            Outcome::LimitReached { .. } => self.lang.pick("limit", "предел").to_string(),
            Outcome::Unsolvable => self.lang.pick("none", "нет").to_string(),
        }
    }

    /// The BFS layers table's headings: the distance, the positions.
    pub(crate) fn layer_columns(&self) -> [&'static str; 2] {
        [
            self.lang.pick("distance", "ходов"),
            self.lang.pick("positions", "позиций"),
        ]
    }

    /// The BFS over the whole space stopped by `limit` at distance `depth`.
    pub(crate) fn layers_stopped(&self, limit: &Limit, depth: usize, total: u64) -> String {
        let (limit, total) = (self.stopped().limit(limit), self.lang.int(total));
        match self.lang {
            Lang::En => {
                format!("{limit} while exploring distance {depth} ({total} positions so far)")
            }
            Lang::Ru => format!("{limit}: на расстоянии {depth} (пока {total} позиций)"),
        }
    }

    /// The BFS layers' total: the positions, and the distance of the farthest.
    pub(crate) fn layers_total(&self, total: u64, farthest: usize) -> String {
        let total = self.lang.int(total);
        match self.lang {
            Lang::En => format!("total {total} positions, the farthest {farthest} moves away"),
            Lang::Ru => format!(
                "всего {total} позиций, самые дальние в {farthest} {} от цели",
                ru_plural(farthest as u64, "ходе", "ходах", "ходах")
            ),
        }
    }
}
