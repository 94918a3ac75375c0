//! A student's own search, written in Python: recorded for the lab's player and graded.
//!
//! The search runs in Python and tells a tracer (`puzzlelab.tracer`) what it does; the events
//! come here as tuples. [`record_search`] writes them as the document `fifteen trace` writes
//! (the solvers' `record_steps`), so the same player plays the student's run beside the
//! reference. [`grade_search`] grades them with the assignments' `traced` suite against the
//! solvers' own run of the same board, and answers with the assignments' report and its
//! Gradescope and JUnit forms.

use puzzlelab_assignments::grading::TIME_LIMIT;
use puzzlelab_assignments::traced::{self, Expansions, Run};
use puzzlelab_rules::{Board, MoveSeq};
use puzzlelab_solvers::search::{Limits, Outcome};
use puzzlelab_solvers::sliding::moves_of;
use puzzlelab_solvers::solve::{record_steps, solve, Job, Step};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::error::Refusal;
use crate::interrupt::interruptible;
use crate::search::{ready, Asking};
use crate::words::{self, BoardArg, GoalArg};

/// The most expansions a reference run may make to be graded against: a board for a lesson,
/// not a benchmark.
const MOST_EXPANSIONS: u64 = 1_000_000;

/// One event tuple read: `("push", state, g)`, `("pop", state, g)`, `("expand", state, g)`,
/// `("generate", parent, child, g)`, `("threshold", bound)` or `("solution", moves)`.
fn step(event: &Bound<'_, PyAny>, start: &Board, at: usize) -> Result<Step, Refusal> {
    let bad = |why: String| Refusal::Event(at, why);
    let tuple = event
        .cast::<PyTuple>()
        .map_err(|_| bad("an event is a tuple such as (\"expand\", state, g)".into()))?;
    let item = |i: usize| {
        tuple
            .get_item(i)
            .map_err(|_| bad("an item is missing".into()))
    };
    let kind: String = item(0)?
        .extract()
        .map_err(|_| bad("its first item names the event".into()))?;
    let state = |i: usize| -> Result<Board, Refusal> {
        let given: BoardArg = item(i)?
            .extract()
            .map_err(|_| bad("a state is a Board, a string or a list of numbers".into()))?;
        let board = given.board(Some(start.size()))?;
        if board.size() != start.size() {
            return Err(bad(format!(
                "a {} board in a search of a {} board",
                board.size(),
                start.size()
            )));
        }
        Ok(board)
    };
    let number = |i: usize| -> Result<usize, Refusal> {
        item(i)?
            .extract()
            .map_err(|_| bad("a depth or a bound is a whole number".into()))
    };
    let step = match kind.as_str() {
        "push" => Step::Push(state(1)?, number(2)?),
        "pop" => Step::Pop(state(1)?, number(2)?),
        "expand" => Step::Expand(state(1)?, number(2)?),
        "generate" => Step::Generate(state(1)?, state(2)?, number(3)?),
        "threshold" => Step::Threshold(number(1)?),
        "solution" => {
            let moves: String = item(1)?
                .extract()
                .map_err(|_| bad("the solution's moves are letters such as \"LLU\"".into()))?;
            let moves: MoveSeq = moves
                .parse()
                .map_err(|e| bad(format!("the moves {moves:?} could not be read: {e}")))?;
            Step::Solution(moves)
        }
        other => {
            return Err(bad(format!(
                "{other:?} is not an event: push, pop, expand, generate, threshold or solution"
            )))
        }
    };
    Ok(step)
}

/// Every event read, in order.
fn steps(events: &[Bound<'_, PyAny>], start: &Board) -> Result<Vec<Step>, Refusal> {
    let read = events.iter().enumerate().map(|(at, e)| step(e, start, at));
    read.collect()
}

/// Records a search written in Python from `board` as the lab's player plays it: `events` are
/// the tuples a `puzzlelab.Tracer` collects (`("expand", state, g)`, ...), and the answer is
/// the document `puzzlelab fifteen trace` writes (the schema `puzzlelab-trace/1`), with the
/// pseudo-code of `algo` and the estimates of `heuristic`.
///
/// Raises `PuzzlelabError` for a malformed event or board.
#[pyfunction]
#[pyo3(signature = (
    board, events, *, algo = "astar", heuristic = None,
    goal = GoalArg::Text("standard".into()), lang = "en",
))]
pub fn record_search<'py>(
    py: Python<'py>,
    board: BoardArg,
    events: Vec<Bound<'py, PyAny>>,
    algo: &str,
    heuristic: Option<&str>,
    goal: GoalArg,
    lang: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let lang = words::lang(lang)?;
    let asking = Asking::read(&board, algo, heuristic, &goal, Limits::none())?;
    let steps = steps(&events, &asking.board)?;
    let (_, capacity) = words::shares(words::limits(None, None, None)?, None, None)?;
    let estimate = ready(asking.heuristic, &asking.goal, None)?;
    let recorded = record_steps(
        &asking.board,
        &asking.goal,
        asking.algo,
        &estimate,
        &steps,
        capacity,
        lang,
    );
    let document = recorded
        .recording()
        .document(&recorded.head, recorded.pseudocode, lang);
    let text = serde_json::to_string(&document)
        .map_err(|e| Refusal::Solver(format!("the trace could not be written: {e}")))?;
    crate::loads(py, &text)
}

/// Grades a search written in Python from `board` against puzzlelab's own run of `algo` (the
/// run `trace` records for the same words): the solution legal and reaching the goal (3
/// points), as short as the reference's (2), as many positions expanded (2), and the
/// expansions in the reference's order (3), a divergence drawn as the two boards.
///
/// Returns a dict: `score`, `max_score`, `report` (the assignments' text report in `lang`),
/// `gradescope` (a Gradescope `results.json` object), `junit` (JUnit XML), `tests` (each
/// test's id, title, score, max_score, status and message), `divergence` (None, or the first
/// expansion that differs: `index`, `yours`, `reference`), `expanded` (`yours`, `reference`)
/// and `tie_rule` (the order the reference expands in, in `lang`).
#[pyfunction]
#[pyo3(signature = (
    board, events, *, algo = "astar", heuristic = None,
    goal = GoalArg::Text("standard".into()), lang = "en",
))]
pub fn grade_search<'py>(
    py: Python<'py>,
    board: BoardArg,
    events: Vec<Bound<'py, PyAny>>,
    algo: &str,
    heuristic: Option<&str>,
    goal: GoalArg,
    lang: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = words::lang(lang)?;
    let limits = Limits {
        max_nodes: Some(MOST_EXPANSIONS),
        ..words::limits(None, None, None)?
    };
    let asking = Asking::read(&board, algo, heuristic, &goal, limits)?;
    let steps = steps(&events, &asking.board)?;
    let mut student = Run::default();
    for s in &steps {
        match s {
            Step::Expand(b, _) => student.expanded.push(b.clone()),
            Step::Solution(m) => student.moves = Some(m.clone()),
            _ => {}
        }
    }
    let (report, expanded) = interruptible(py, asking.limits, |limits| {
        let estimate = ready(asking.heuristic, &asking.goal, None)?;
        let job = Job::new(&asking.board, &asking.goal, asking.algo, &estimate, &limits);
        let mut seen = Expansions::new(&asking.board, MOST_EXPANSIONS as usize);
        let report = solve(job, &mut seen).map_err(|e| Refusal::Solver(e.to_string()))?;
        Ok::<_, Refusal>((report, seen.boards))
    })??;
    let moves = match &report.outcome {
        Outcome::Solved { path, .. } => moves_of(path),
        _ => {
            return Err(Refusal::Solver(format!(
                "puzzlelab's own {} did not finish within {MOST_EXPANSIONS} expansions: grade on a board nearer the goal",
                asking.algo
            ))
            .into())
        }
    };
    let run = Run {
        expanded,
        moves: Some(moves),
    };
    let reference = traced::reference(asking.algo, run).ok_or(Refusal::SatNotTraced)?;
    let divergence = traced::divergence(&student, &reference.run);
    let (yours, theirs) = (student.expanded.len(), reference.run.expanded.len());
    let tie_rule = reference.tie_rule.get(lang).to_string();
    let grade = traced::suite(&asking.board, &asking.goal, student, reference).grade(TIME_LIMIT);

    let dict = PyDict::new(py);
    dict.set_item("score", grade.score())?;
    dict.set_item("max_score", grade.max_score())?;
    dict.set_item("report", grade.report(lang, true))?;
    let gradescope = serde_json::to_string(&grade.gradescope(lang))
        .map_err(|e| Refusal::Solver(e.to_string()))?;
    dict.set_item("gradescope", crate::loads(py, &gradescope)?)?;
    dict.set_item("junit", grade.junit(lang))?;
    let tests: Vec<Bound<'_, PyDict>> = grade
        .outcomes
        .iter()
        .map(|o| -> PyResult<Bound<'_, PyDict>> {
            let t = PyDict::new(py);
            t.set_item("id", &o.id)?;
            t.set_item("title", o.title.get(lang))?;
            t.set_item("score", o.score)?;
            t.set_item("max_score", o.max_score)?;
            t.set_item("status", o.status())?;
            t.set_item("message", o.message(lang, true))?;
            Ok(t)
        })
        .collect::<PyResult<_>>()?;
    dict.set_item("tests", tests)?;
    let divergence = match divergence {
        None => None,
        Some((index, yours, theirs)) => {
            let d = PyDict::new(py);
            d.set_item("index", index)?;
            d.set_item("yours", yours.map(|b| b.to_string()))?;
            d.set_item("reference", theirs.map(|b| b.to_string()))?;
            Some(d)
        }
    };
    dict.set_item("divergence", divergence)?;
    let expanded = PyDict::new(py);
    expanded.set_item("yours", yours)?;
    expanded.set_item("reference", theirs)?;
    dict.set_item("expanded", expanded)?;
    dict.set_item("tie_rule", tie_rule)?;
    Ok(dict)
}
