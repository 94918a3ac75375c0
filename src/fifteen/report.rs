//! A solve's result as the user reads it: text, or one JSON object of the schema
//! `puzzlelab-solve/1` (documented on the docs site, `docs/src/json.md`; every field is always
//! present, `null` where it does not apply).

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Goal, Lang};
use puzzlelab_solvers::search::{Bytes, Limit, Outcome, Stats, Verdict};
use puzzlelab_solvers::sliding::moves_of;
use serde_json::{json, Value};

use crate::exit;
use puzzlelab_solvers::solve::{Algorithm, Ready, Report};

/// The schema's name and version: the `schema` field of every object.
pub const SCHEMA: &str = "puzzlelab-solve/1";

/// One board's result, with what it was solved with.
pub struct Row<'a> {
    /// The batch line, if the board came from one.
    pub line: Option<usize>,
    /// The board.
    pub board: &'a Board,
    /// The goal as given.
    pub goal: &'a Goal,
    /// The algorithm.
    pub algo: Algorithm,
    /// The heuristic's name, if the algorithm uses one.
    pub heuristic: Option<&'a str>,
    /// SAT's encoding.
    pub encoding: Option<&'static str>,
    /// SAT's backend.
    pub backend: Option<&'static str>,
    /// What the solve produced.
    pub report: &'a Report,
}

impl Row<'_> {
    /// The JSON object of the schema.
    pub fn to_json(&self) -> Value {
        let outcome = &self.report.outcome;
        let (status, moves, lower_bound, limit) = match outcome {
            Outcome::Solved { path, .. } => {
                ("solved", Some(moves_of(path).to_string()), None, None)
            }
            Outcome::Unsolvable => ("unsolvable", None, None, None),
            Outcome::LimitReached { limit, lower_bound } => {
                ("limit", None, Some(*lower_bound), Some(limit_json(limit)))
            }
        };
        let s = &self.report.stats;
        json!({
            "schema": SCHEMA,
            "line": self.line,
            "board": self.board.to_string(),
            "goal": self.goal.to_string(),
            "algorithm": self.algo.name(),
            "heuristic": self.heuristic,
            "encoding": self.encoding,
            "backend": self.backend,
            "status": status,
            "error": null,
            "length": outcome.cost(),
            "moves": moves,
            "lower_bound": lower_bound,
            "limit": limit,
            "initial_estimate": self.report.initial_estimate,
            "expanded": s.expanded,
            "generated": s.generated,
            "max_frontier": s.max_frontier,
            "max_stored": s.max_stored,
            "iterations": s.iterations,
            "effective_branching_factor": s.effective_branching_factor(),
            "seconds": s.elapsed.as_secs_f64(),
        })
    }
}

/// The object of a batch line that could not be solved at all (unreadable, unsolvable).
pub fn error_row(line: Option<usize>, text: &str, err: &anyhow::Error) -> Value {
    json!({
        "schema": SCHEMA,
        "line": line,
        "board": text,
        "goal": null,
        "algorithm": null,
        "heuristic": null,
        "encoding": null,
        "backend": null,
        "status": "error",
        "error": exit::message_of(err),
        "length": null,
        "moves": null,
        "lower_bound": null,
        "limit": null,
        "initial_estimate": null,
        "expanded": 0,
        "generated": 0,
        "max_frontier": 0,
        "max_stored": 0,
        "iterations": [],
        "effective_branching_factor": null,
        "seconds": 0.0,
    })
}

fn limit_json(limit: &Limit) -> Value {
    match limit {
        Limit::Nodes(n) => json!({"kind": "nodes", "value": n}),
        Limit::Time(t) => json!({"kind": "time", "value": t.as_secs_f64()}),
        Limit::Memory(b) => json!({"kind": "memory", "value": b}),
    }
}

/// A limit in words.
pub(crate) fn limit_words(limit: &Limit, lang: Lang) -> String {
    match (limit, lang) {
        (_, Lang::En) => limit.to_string(),
        (Limit::Nodes(n), Lang::Ru) => format!("достигнут предел в {} раскрытий", lang.int(*n)),
        (Limit::Time(t), Lang::Ru) => {
            format!(
                "достигнут предел времени {} с",
                lang.decimal(t.as_secs_f64(), 3)
            )
        }
        (Limit::Memory(b), Lang::Ru) => {
            let bytes = Bytes(*b).to_string();
            let ru = bytes
                .replace("GB", "ГБ")
                .replace("MB", "МБ")
                .replace("KB", "КБ");
            format!("достигнут предел памяти {}", ru.replace(" B", " Б"))
        }
    }
}

/// What a limit stopped, in words: the limit, the work done, the bound learned, and for a
/// classic heuristic the pattern databases that would go further.
pub fn limit_message(
    limit: &Limit,
    lower_bound: usize,
    report: &Report,
    heuristic: &Ready,
    lang: Lang,
) -> String {
    let expanded = report.stats.expanded;
    let mut message = match lang {
        Lang::En => format!(
            "{} after {expanded} expansions; no solution is shorter than {lower_bound} moves",
            limit_words(limit, lang)
        ),
        Lang::Ru => format!(
            "{} после {} раскрытий; решения короче {lower_bound} {} нет",
            limit_words(limit, lang),
            lang.int(expanded),
            moves_word(lower_bound, lang)
        ),
    };
    if matches!(heuristic, Ready::Classic(_)) && report.initial_estimate.is_some() {
        message += lang.pick(
            " (pattern databases go further: --heuristic pdb:663)",
            " (базы образцов продвинутся дальше: --heuristic pdb:663)",
        );
    }
    message
}

/// "move" or "moves" (ход, хода, ходов) for `n`.
fn moves_word(n: usize, lang: Lang) -> &'static str {
    match lang {
        Lang::En if n == 1 => "move",
        Lang::En => "moves",
        Lang::Ru => ru_plural(n as u64, "хода", "ходов", "ходов"),
    }
}

/// The result as text in `lang`: the board, the moves (with `steps`, the board after each)
/// and the statistics.
pub fn text(row: &Row<'_>, steps: bool, lang: Lang) -> String {
    let algo = match (row.heuristic.or(row.encoding), lang) {
        (Some(h), Lang::En) => format!("{} with {h}", row.algo.name()),
        (Some(h), Lang::Ru) => format!("{}, {h}", row.algo.name()),
        (None, _) => row.algo.name().to_string(),
    };
    let mut out = match lang {
        Lang::En => format!("board {} (goal {}), {algo}\n", row.board, row.goal),
        Lang::Ru => format!("доска {} (цель {}), {algo}\n", row.board, row.goal),
    };
    if let Some(h) = row.report.initial_estimate {
        out += &format!(
            "{} {h}\n",
            lang.pick("estimate at the start", "оценка в начале")
        );
    }
    if let Outcome::Solved { path, cost } = &row.report.outcome {
        let word = lang.moves(*cost as u64);
        out += &format!("{cost} {word}: {}\n", moves_of(path));
        if steps {
            for (i, step) in path.iter().enumerate() {
                let after = match lang {
                    Lang::En => format!("after {i} {}:", moves_word(i, lang)),
                    Lang::Ru => format!(
                        "после {i} {}:",
                        ru_plural(i as u64, "хода", "ходов", "ходов")
                    ),
                };
                out += &format!("{after}\n{}", grid(step));
            }
        }
    }
    out + &stats_text(&row.report.stats, lang)
}

/// The board as rows of right-aligned numbers, the blank as a dot.
pub fn grid(board: &Board) -> String {
    let width = (board.cells() - 1).to_string().len();
    let mut out = String::new();
    for row in board.tiles().chunks(board.width()) {
        let cells: Vec<String> = row
            .iter()
            .map(|&t| match t {
                0 => format!("{:>width$}", "."),
                t => format!("{t:>width$}"),
            })
            .collect();
        out += &format!("  {}\n", cells.join(" "));
    }
    out
}

/// The statistics, one per line, in `lang`.
pub fn stats_text(s: &Stats, lang: Lang) -> String {
    let mut out = match lang {
        Lang::En => format!(
            "expanded {}, generated {}, largest frontier {}, most stored {}\n",
            s.expanded, s.generated, s.max_frontier, s.max_stored
        ),
        Lang::Ru => format!(
            "раскрыто {}, порождено {}, наибольший фронт {}, больше всего в памяти {}\n",
            lang.int(s.expanded),
            lang.int(s.generated),
            lang.int(s.max_frontier as u64),
            lang.int(s.max_stored as u64)
        ),
    };
    if let Some(b) = s.effective_branching_factor() {
        let name = lang.pick(
            "effective branching factor",
            "эффективный коэффициент ветвления",
        );
        out += &format!("{name} {}\n", lang.decimal(b, 3));
    }
    for (i, it) in s.iterations.iter().enumerate() {
        let (t, e, g) = (it.threshold, it.expanded, it.generated);
        let verdict = verdict_word(it.verdict, lang);
        out += &match lang {
            Lang::En => format!(
                "iteration {}: threshold {t}, expanded {e}, generated {g}, {verdict}\n",
                i + 1
            ),
            Lang::Ru => format!(
                "итерация {}: порог {t}, раскрыто {}, порождено {}, {verdict}\n",
                i + 1,
                lang.int(e),
                lang.int(g)
            ),
        };
    }
    let (seconds, rate) = (s.elapsed.as_secs_f64(), s.nodes_per_second() / 1e6);
    out += &match lang {
        Lang::En => format!("time {seconds:.3} s ({rate:.2} M nodes/s)\n"),
        Lang::Ru => format!(
            "время {} с ({} млн узлов/с)\n",
            lang.decimal(seconds, 3),
            lang.decimal(rate, 2)
        ),
    };
    out
}

fn verdict_word(v: Verdict, lang: Lang) -> &'static str {
    match v {
        Verdict::Running => lang.pick("running", "идёт"),
        Verdict::Refuted => lang.pick("refuted", "опровергнута"),
        Verdict::Solved => lang.pick("solved", "решена"),
        Verdict::Stopped => lang.pick("stopped", "остановлена"),
    }
}
