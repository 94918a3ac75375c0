//! A solve's result as the user reads it: text, or one JSON object of the schema
//! `puzzlelab-solve/1` (documented on the docs site, `docs/src/json.md`; every field is always
//! present, `null` where it does not apply).

use puzzlelab_rules::{Board, Goal, Lang};
use puzzlelab_solvers::search::{Limit, Outcome, Stats};
use puzzlelab_solvers::sliding::moves_of;
use serde_json::Value;

use super::messages::Messages;
use crate::exit;
use puzzlelab_solvers::solve::result::{Asked, SolveResult};
use puzzlelab_solvers::solve::{Algorithm, Ready, Report};

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
    /// The object of the schema.
    pub fn to_json(&self) -> Value {
        let asked = Asked {
            line: self.line,
            goal: self.goal.to_string(),
            heuristic: self.heuristic.map(str::to_string),
            encoding: self.encoding,
            backend: self.backend,
        };
        let result = SolveResult::of(self.board, self.algo, asked, self.report);
        serde_json::to_value(result).unwrap_or(Value::Null)
    }
}

/// The object of a batch line that could not be solved at all (unreadable, unsolvable).
pub fn error_row(line: Option<usize>, text: &str, err: &anyhow::Error) -> Value {
    let result = SolveResult::error(line, text, exit::message_of(err));
    serde_json::to_value(result).unwrap_or(Value::Null)
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
    let text = Messages::new(lang);
    let s = &report.stats;
    let mut message = if report.stats.expanded == 0 && !s.horizons.is_empty() {
        text.sat_limit_reached(limit, s.horizons.len(), lower_bound)
    } else {
        text.limit_reached(limit, s.expanded, lower_bound)
    };
    if matches!(heuristic, Ready::Classic(_)) && report.initial_estimate.is_some() {
        message += text.pattern_databases_go_further();
    }
    message
}

/// The result as text in `lang`: the board, the moves (with `steps`, the board after each)
/// and the statistics.
pub fn text(row: &Row<'_>, steps: bool, lang: Lang) -> String {
    let text = Messages::new(lang);
    let algo = text.algorithm(row.algo.name(), row.heuristic.or(row.encoding));
    let mut out = format!("{}, {algo}\n", text.board_and_goal(row.board, row.goal));
    if let Some(h) = row.report.initial_estimate {
        out += &format!("{}\n", text.estimate_at_start(h));
    }
    if let Outcome::Solved { path, cost } = &row.report.outcome {
        out += &format!("{}\n", text.solution(*cost, &moves_of(path)));
        if steps {
            for (i, step) in path.iter().enumerate() {
                out += &format!("{}\n{}", text.after_moves(i), grid(step));
            }
        }
    }
    out + &stats_text(&row.report.stats, row.algo == Algorithm::Sat, lang)
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

/// A run shorter than this is too short for a rate to mean anything: the clock's own
/// granularity and the program's start would be most of it.
const MEASURABLE: std::time::Duration = std::time::Duration::from_millis(50);

/// The statistics, one per line, in `lang`, in the search's own terms: nodes for a search,
/// horizons (formula sizes, conflicts) for `sat`.
pub fn stats_text(s: &Stats, sat: bool, lang: Lang) -> String {
    let text = Messages::new(lang);
    let mut out = String::new();
    if sat {
        for horizon in &s.horizons {
            out += &format!("{}\n", text.horizon(horizon));
        }
        return out + &format!("{}\n", text.time(s.elapsed.as_secs_f64()));
    }
    out += &format!("{}\n", text.counts(s));
    if let Some(b) = s.effective_branching_factor() {
        out += &format!("{}\n", text.branching_factor(b));
    }
    for (i, it) in s.iterations.iter().enumerate() {
        out += &format!("{}\n", text.iteration(i + 1, it));
    }
    let seconds = s.elapsed.as_secs_f64();
    if s.elapsed < MEASURABLE {
        return out + &format!("{}\n", text.time(seconds));
    }
    out + &format!("{}\n", text.time_and_rate(seconds, s.nodes_per_second()))
}

/// What each statistic means, for `--explain`: the search's counters, or SAT's.
pub fn legend(sat: bool, lang: Lang) -> String {
    let text = Messages::new(lang);
    let lines: &[&str] = if sat {
        &text.sat_legend()
    } else {
        &text.search_legend()
    };
    lines.iter().map(|line| format!("  {line}\n")).collect()
}
