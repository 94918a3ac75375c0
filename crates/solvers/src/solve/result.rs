//! A solve's result as one object of the schema [`SCHEMA`] (`docs/src/json.md`), the same
//! wherever a board is solved: `fifteen solve --json` prints it, the web page's engine answers
//! with it. Every field is always present, `null` where it does not apply.

use puzzlelab_rules::Board;
use serde::Serialize;

use super::{Algorithm, Report};
use crate::search::{Horizon, Iteration, Limit, Outcome};
use crate::sliding::moves_of;

/// The schema's name and version: the `schema` field of every object.
pub const SCHEMA: &str = "puzzlelab-solve/1";

/// One board's result, or why it could not be solved at all.
#[derive(Clone, Debug, Serialize)]
pub struct SolveResult {
    /// [`SCHEMA`].
    pub schema: &'static str,
    /// The batch line, if the board came from one.
    pub line: Option<usize>,
    /// The board, one line (an unreadable one as it was given).
    pub board: String,
    /// The goal as it was given.
    pub goal: Option<String>,
    /// The algorithm's name.
    pub algorithm: Option<&'static str>,
    /// The heuristic's name, for the algorithms that use one.
    pub heuristic: Option<String>,
    /// SAT's encoding.
    pub encoding: Option<&'static str>,
    /// SAT's backend.
    pub backend: Option<&'static str>,
    /// `solved`, `unsolvable`, `limit` or `error`.
    pub status: &'static str,
    /// Why the board could not be solved at all.
    pub error: Option<String>,
    /// The solution's length, when solved.
    pub length: Option<usize>,
    /// The solution's moves, when solved.
    pub moves: Option<String>,
    /// What the run learned when a limit stopped it: no solution is shorter.
    pub lower_bound: Option<usize>,
    /// The limit that stopped the run.
    pub limit: Option<LimitValue>,
    /// The heuristic's estimate of the start.
    pub initial_estimate: Option<usize>,
    /// Nodes expanded.
    pub expanded: u64,
    /// Nodes generated.
    pub generated: u64,
    /// The largest frontier.
    pub max_frontier: usize,
    /// The most nodes stored at once.
    pub max_stored: usize,
    /// IDA*'s and iterative deepening's iterations.
    pub iterations: Vec<Iteration>,
    /// SAT's horizons.
    pub horizons: Vec<Horizon>,
    /// The effective branching factor of a solved run.
    pub effective_branching_factor: Option<f64>,
    /// Wall time of the search.
    pub seconds: f64,
}

/// A limit as the schema writes it: its kind and its value (nodes, seconds or bytes).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct LimitValue {
    /// `nodes`, `time`, `memory`, or `cancelled` (its value the expansions done).
    pub kind: &'static str,
    /// The limit's value.
    pub value: Amount,
}

/// A limit's value: a count (nodes, bytes) or seconds.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(untagged)]
pub enum Amount {
    /// Nodes or bytes.
    Count(u64),
    /// Seconds.
    Seconds(f64),
}

impl From<&Limit> for LimitValue {
    fn from(limit: &Limit) -> LimitValue {
        match *limit {
            Limit::Nodes(n) => LimitValue {
                kind: "nodes",
                value: Amount::Count(n),
            },
            Limit::Time(t) => LimitValue {
                kind: "time",
                value: Amount::Seconds(t.as_secs_f64()),
            },
            Limit::Memory(b) => LimitValue {
                kind: "memory",
                value: Amount::Count(b),
            },
            Limit::Cancelled(n) => LimitValue {
                kind: "cancelled",
                value: Amount::Count(n),
            },
        }
    }
}

/// What a solve was asked with, beside its board: the parts of a result the report does not
/// hold.
#[derive(Clone, Debug, Default)]
pub struct Asked {
    /// The batch line, if the board came from one.
    pub line: Option<usize>,
    /// The goal as it was given.
    pub goal: String,
    /// The heuristic's name, if the algorithm uses one.
    pub heuristic: Option<String>,
    /// SAT's encoding.
    pub encoding: Option<&'static str>,
    /// SAT's backend.
    pub backend: Option<&'static str>,
}

impl SolveResult {
    /// The result of `report`, the solve of `board` by `algorithm` as `asked`.
    pub fn of(board: &Board, algorithm: Algorithm, asked: Asked, report: &Report) -> SolveResult {
        let outcome = &report.outcome;
        let (status, moves, lower_bound, limit) = match outcome {
            Outcome::Solved { path, .. } => {
                ("solved", Some(moves_of(path).to_string()), None, None)
            }
            Outcome::Unsolvable => ("unsolvable", None, None, None),
            Outcome::LimitReached { limit, lower_bound } => {
                ("limit", None, Some(*lower_bound), Some(limit.into()))
            }
        };
        let s = &report.stats;
        SolveResult {
            schema: SCHEMA,
            line: asked.line,
            board: board.to_string(),
            goal: Some(asked.goal),
            algorithm: Some(algorithm.name()),
            heuristic: asked.heuristic,
            encoding: asked.encoding,
            backend: asked.backend,
            status,
            error: None,
            length: outcome.cost(),
            moves,
            lower_bound,
            limit,
            initial_estimate: report.initial_estimate,
            expanded: s.expanded,
            generated: s.generated,
            max_frontier: s.max_frontier,
            max_stored: s.max_stored,
            iterations: s.iterations.clone(),
            horizons: s.horizons.clone(),
            effective_branching_factor: s.effective_branching_factor(),
            seconds: s.elapsed.as_secs_f64(),
        }
    }

    /// The result of a board that could not be solved at all (unreadable, unsolvable): its
    /// text as given and the reason.
    pub fn error(line: Option<usize>, text: &str, error: String) -> SolveResult {
        SolveResult {
            schema: SCHEMA,
            line,
            board: text.to_string(),
            goal: None,
            algorithm: None,
            heuristic: None,
            encoding: None,
            backend: None,
            status: "error",
            error: Some(error),
            length: None,
            moves: None,
            lower_bound: None,
            limit: None,
            initial_estimate: None,
            expanded: 0,
            generated: 0,
            max_frontier: 0,
            max_stored: 0,
            iterations: Vec::new(),
            horizons: Vec::new(),
            effective_branching_factor: None,
            seconds: 0.0,
        }
    }
}
