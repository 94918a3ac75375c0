//! What the `fifteen` commands say, in English and Russian side by side: a solve's report and
//! statistics, a limit reached, a certificate written, the comparison table, the BFS layers.
//!
//! Russian groups the digits of large numbers (`lang.int`), writes a decimal comma
//! (`lang.decimal`) and puts "moves" in the form its number and preposition ask for.

use std::path::Path;

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq};
use puzzlelab_solvers::search::{Bytes, Iteration, Limit, Outcome, Stats, Verdict};

use crate::sat::certificate::Certified;

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

    /// "moves" after a number where Russian asks for the genitive (после, короче, не меньше):
    /// 5 moves, после 5 ходов, после 21 хода.
    pub(crate) fn moves_genitive(&self, n: usize) -> &'static str {
        match self.lang {
            Lang::En => Lang::En.moves(n as u64),
            Lang::Ru => ru_plural(n as u64, "хода", "ходов", "ходов"),
        }
    }

    /// A limit reached, in words: `node limit of 1000 expansions reached`, «достигнут предел
    /// в 1000 раскрытий».
    pub(crate) fn limit(&self, limit: &Limit) -> String {
        let lang = self.lang;
        match (lang, limit) {
            (Lang::En, _) => limit.to_string(),
            (Lang::Ru, Limit::Nodes(n)) => {
                format!("достигнут предел в {} раскрытий", lang.int(*n))
            }
            (Lang::Ru, Limit::Time(t)) => {
                format!(
                    "достигнут предел времени {} с",
                    lang.decimal(t.as_secs_f64(), 3)
                )
            }
            (Lang::Ru, Limit::Memory(b)) => {
                let bytes = Bytes(*b).to_string();
                let ru = bytes
                    .replace("GB", "ГБ")
                    .replace("MB", "МБ")
                    .replace("KB", "КБ");
                format!("достигнут предел памяти {}", ru.replace(" B", " Б"))
            }
        }
    }

    /// The advice after a search stopped by a limit.
    pub(crate) fn raise_limits(&self) -> &'static str {
        self.lang.pick(
            "raise --max-nodes, --timeout or --max-memory",
            "увеличьте --max-nodes, --timeout или --max-memory",
        )
    }

    /// A solve stopped by `limit` after `expanded` expansions, and the bound it learned.
    pub(crate) fn limit_reached(&self, limit: &Limit, expanded: u64, lower_bound: usize) -> String {
        let limit = self.limit(limit);
        match self.lang {
            Lang::En => format!(
                "{limit} after {expanded} expansions; no solution is shorter than {lower_bound} moves"
            ),
            Lang::Ru => format!(
                "{limit} после {} раскрытий; решения короче {lower_bound} {} нет",
                self.lang.int(expanded),
                self.moves_genitive(lower_bound)
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
            Lang::En => format!("after {i} {}:", self.moves_genitive(i)),
            Lang::Ru => format!("после {i} {}:", self.moves_genitive(i)),
        }
    }

    /// A search's counts: expanded, generated, the largest frontier, the most stored.
    pub(crate) fn counts(&self, s: &Stats) -> String {
        let lang = self.lang;
        match lang {
            Lang::En => format!(
                "expanded {}, generated {}, largest frontier {}, most stored {}",
                s.expanded, s.generated, s.max_frontier, s.max_stored
            ),
            Lang::Ru => format!(
                "раскрыто {}, порождено {}, наибольший фронт {}, больше всего в памяти {}",
                lang.int(s.expanded),
                lang.int(s.generated),
                lang.int(s.max_frontier as u64),
                lang.int(s.max_stored as u64)
            ),
        }
    }

    /// The effective branching factor.
    pub(crate) fn branching_factor(&self, b: f64) -> String {
        let name = self.lang.pick(
            "effective branching factor",
            "эффективный коэффициент ветвления",
        );
        format!("{name} {}", self.lang.decimal(b, 3))
    }

    /// Iteration `number` of a deepening search: its threshold, its counts, its verdict.
    pub(crate) fn iteration(&self, number: usize, it: &Iteration) -> String {
        let (lang, t, e, g) = (self.lang, it.threshold, it.expanded, it.generated);
        let verdict = self.verdict(it.verdict);
        match lang {
            Lang::En => {
                format!("iteration {number}: threshold {t}, expanded {e}, generated {g}, {verdict}")
            }
            Lang::Ru => format!(
                "итерация {number}: порог {t}, раскрыто {}, порождено {}, {verdict}",
                lang.int(e),
                lang.int(g)
            ),
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

    /// The time a search took, and its rate in millions of nodes a second.
    pub(crate) fn time(&self, seconds: f64, millions_a_second: f64) -> String {
        let (lang, rate) = (self.lang, millions_a_second);
        match lang {
            Lang::En => format!("time {seconds:.3} s ({rate:.2} M nodes/s)"),
            Lang::Ru => format!(
                "время {} с ({} млн узлов/с)",
                lang.decimal(seconds, 3),
                lang.decimal(rate, 2)
            ),
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
        match self.lang {
            Lang::En => {
                format!("{limit} while exploring distance {depth} ({total} positions so far)")
            }
            Lang::Ru => format!("{limit}: на расстоянии {depth} (пока {total} позиций)"),
        }
    }

    /// The BFS layers' total: the positions, and the distance of the farthest.
    pub(crate) fn layers_total(&self, total: u64, farthest: usize) -> String {
        match self.lang {
            Lang::En => format!("total {total} positions, the farthest {farthest} moves away"),
            Lang::Ru => format!(
                "всего {total} позиций, самые дальние в {farthest} {} от цели",
                ru_plural(farthest as u64, "ходе", "ходах", "ходах")
            ),
        }
    }
}
