//! `bachet` and `trace_bachet`: Bachet's game solved and recorded by the solvers' game
//! solvers (retrograde analysis, the memoised minimax) through the solvers' `solve_pile` and
//! `record_bachet`, the calls behind `puzzlelab bachet trace` and the page's engine.
//!
//! `bachet` answers as a teacher asks: who wins from this pile, how long the game lasts under
//! best play, which takes win, and how much work the proof took. The lesson's closed form
//! (`N mod (max_take + 1)`) is beside it, so a notebook can set the brute-force proof next to
//! the rule.

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_solvers::clock::Stopwatch;
use puzzlelab_solvers::game::Value;
use puzzlelab_solvers::search::Limits;
use puzzlelab_solvers::solve::{
    record_bachet, solve_pile, GameAlgorithm, MAX_RECORDED_MINIMAX_PILE,
};
use puzzlelab_solvers::Stats;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::args;
use crate::error::{limit_reached, Refusal};
use crate::interrupt::interruptible;
use crate::words::{self, Amount};

/// The largest pile solved, and the largest take, as `bachet trace` takes them.
const MAX_PILE: u64 = 1_000_000;

/// The rules and the solver of a call, checked.
fn asked(
    pile: i128,
    max_take: i128,
    misere: bool,
    solver: &str,
) -> Result<(u64, BachetRules, GameAlgorithm), Refusal> {
    let pile = words::number("pile", pile, 0, MAX_PILE)?;
    let max_take = words::number("max_take", max_take, 1, MAX_PILE)?;
    let solver = words::game_algorithm(solver)?;
    if solver == GameAlgorithm::Minimax && pile > MAX_RECORDED_MINIMAX_PILE {
        return Err(Refusal::MinimaxPile(MAX_RECORDED_MINIMAX_PILE));
    }
    Ok((pile, BachetRules { max_take, misere }, solver))
}

/// Solves Bachet's game from `pile` (the lesson's game: take 1 to `max_take`, and with
/// `misere` whoever takes the last object loses) by `solver` ("retrograde" or "minimax")
/// and returns `pile`, `max_take`, `misere`, `solver`, `value` ("win" or "loss" for the
/// player to move), `win`, `distance` (moves to the end under best play), `winning_takes`,
/// `closed_form_take` (the lesson's rule: the take that leaves the losing class, or None),
/// `expanded`, `generated` (positions whose takes were listed, and the takes) and `seconds`.
///
/// Raises `PuzzlelabError` for bad input and `LimitReached` when a limit stops the solver.
#[pyfunction]
#[pyo3(signature = (
    pile, max_take = 3, misere = true, solver = "retrograde".into(),
    max_nodes = None, timeout = None, max_memory = None,
))]
#[allow(clippy::too_many_arguments)] // the command line's flags, one argument each
pub fn bachet<'py>(
    py: Python<'py>,
    #[pyo3(from_py_with = args::pile)] pile: i128,
    #[pyo3(from_py_with = args::max_take)] max_take: i128,
    misere: bool,
    #[pyo3(from_py_with = args::solver)] solver: String,
    #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
    #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
    #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
) -> PyResult<Bound<'py, PyDict>> {
    let (pile, rules, algorithm) = asked(pile, max_take, misere, &solver)?;
    let limits: Limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
    let mut stats = Stats::default();
    let clock = Stopwatch::start();
    let solved = interruptible(py, limits, |limits| {
        solve_pile(rules, pile, algorithm, &limits, &mut stats)
    })?;
    let seconds = clock.elapsed().as_secs_f64();
    let dict = PyDict::new(py);
    dict.set_item("pile", pile)?;
    dict.set_item("max_take", rules.max_take)?;
    dict.set_item("misere", rules.misere)?;
    dict.set_item("solver", algorithm.name())?;
    let solved = match solved {
        Ok(solved) => solved,
        Err(stopped) => {
            dict.set_item("expanded", stats.expanded)?;
            dict.set_item("generated", stats.generated)?;
            dict.set_item("seconds", seconds)?;
            let message = stopped.to_string();
            return Err(limit_reached(py, &message, dict.into_any(), None, None));
        }
    };
    let win = solved.value == Value::Win;
    dict.set_item("value", if win { "win" } else { "loss" })?;
    dict.set_item("win", win)?;
    dict.set_item("distance", solved.distance)?;
    dict.set_item("winning_takes", solved.winning_moves)?;
    dict.set_item("closed_form_take", rules.winning_take(pile))?;
    dict.set_item("expanded", stats.expanded)?;
    dict.set_item("generated", stats.generated)?;
    dict.set_item("seconds", seconds)?;
    Ok(dict)
}

/// Records a game solver from `pile` for the lab's player and returns the document
/// `puzzlelab bachet trace` writes for the same words (the schema `puzzlelab-trace/1`, the
/// nodes piles): each position's takes listed, each value settled, each winning take chosen,
/// with the pseudo-code line of every event in `lang`.
///
/// Raises `PuzzlelabError` for bad input and `LimitReached`, carrying the document up to
/// there, when a limit stops the solver.
#[pyfunction]
#[pyo3(signature = (
    pile, max_take = 3, misere = true, solver = "retrograde".into(),
    max_nodes = None, timeout = None, max_memory = None,
    *, lang = "en".into(), max_events = None, snapshot_every = None,
))]
#[allow(clippy::too_many_arguments)] // the command line's flags, one argument each
pub fn trace_bachet<'py>(
    py: Python<'py>,
    #[pyo3(from_py_with = args::pile)] pile: i128,
    #[pyo3(from_py_with = args::max_take)] max_take: i128,
    misere: bool,
    #[pyo3(from_py_with = args::solver)] solver: String,
    #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
    #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
    #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
    #[pyo3(from_py_with = args::lang)] lang: String,
    #[pyo3(from_py_with = args::max_events)] max_events: Option<i128>,
    #[pyo3(from_py_with = args::snapshot_every)] snapshot_every: Option<i128>,
) -> PyResult<Bound<'py, PyAny>> {
    let lang = words::lang(&lang)?;
    let (pile, rules, algorithm) = asked(pile, max_take, misere, &solver)?;
    let limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
    let (limits, capacity) = words::shares(limits, max_events, snapshot_every)?;
    let (json, stopped) = interruptible(py, limits, |limits| {
        let recorded = record_bachet(rules, pile, algorithm, &limits, capacity, lang);
        let recording = recorded.recording();
        let document = recording.document(&recorded.head, recorded.pseudocode, lang);
        let stopped = recorded.stopped.then(|| recording.limit());
        (serde_json::to_vec(&document), stopped)
    })?;
    let json = json.map_err(|e| Refusal::Solver(format!("the trace could not be written: {e}")))?;
    let doc = crate::load_document(py, json)?;
    match stopped {
        None => Ok(doc),
        Some(limit) => {
            let said = limit.map_or("a limit was reached".to_string(), |l| l.to_string());
            let message = format!("{said}; the trace holds the run up to there");
            Err(limit_reached(py, &message, doc, None, None))
        }
    }
}
