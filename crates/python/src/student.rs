//! A student's own search, written in Python: recorded for the lab's player and graded.
//!
//! The search runs in Python and tells a tracer (`puzzlelab.tracer`) what it does; the events
//! come here as tuples. [`record_search`] writes them as the document `fifteen trace` writes
//! (the solvers' `record_steps`), so the same player plays the student's run beside the
//! reference. [`grade_search`] grades them with the assignments' `traced` suite against the
//! solvers' own run of the same board, and answers with the assignments' report and its
//! Gradescope and JUnit forms. [`Budget`] bounds a student's search as it runs, by the command
//! line's limits and the trace's capacity, so a search that never ends stops with what it
//! did.

use std::time::Duration;

use puzzlelab_assignments::grading::TIME_LIMIT;
use puzzlelab_assignments::traced::{self, Expansions, Run};
use puzzlelab_rules::{Board, Lang, MoveSeq};
use puzzlelab_solvers::clock::Stopwatch;
use puzzlelab_solvers::search::{Bytes, Full, Limit, Limits, Observer, Outcome, Trace};
use puzzlelab_solvers::sliding::moves_of;
use puzzlelab_solvers::solve::result::LimitValue;
use puzzlelab_solvers::solve::{record_steps, solve, Job, Step, STUDENT};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::args;
use crate::error::Refusal;
use crate::interrupt::interruptible;
use crate::search::{ready, Asking};
use crate::words::{self, Amount, BoardArg, GoalArg};

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

/// `events`: the event tuples of a search, as a list (or any sequence but text).
fn event_list<'py>(value: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let expected = "a list of event tuples such as (\"expand\", state, g)";
    if value.is_instance_of::<PyString>() {
        return Err(args::wrong_type("events", expected, value));
    }
    value
        .extract()
        .map_err(|_| args::wrong_type("events", expected, value))
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
    board, events, *, algo = STUDENT.algo.name().into(), heuristic = None,
    goal = GoalArg::Text("standard".into()), lang = "en".into(),
))]
pub fn record_search<'py>(
    py: Python<'py>,
    board: BoardArg,
    #[pyo3(from_py_with = event_list)] events: Vec<Bound<'py, PyAny>>,
    #[pyo3(from_py_with = args::algo)] algo: String,
    #[pyo3(from_py_with = args::heuristic)] heuristic: Option<String>,
    goal: GoalArg,
    #[pyo3(from_py_with = args::lang)] lang: String,
) -> PyResult<Bound<'py, PyAny>> {
    let lang = words::lang(&lang)?;
    let asking = Asking::read(
        &board,
        &algo,
        heuristic.as_deref(),
        &goal,
        Limits::none(),
        STUDENT,
    )?;
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
    let json = serde_json::to_vec(&document)
        .map_err(|e| Refusal::Solver(format!("the trace could not be written: {e}")))?;
    crate::load_document(py, json)
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
    board, events, *, algo = STUDENT.algo.name().into(), heuristic = None,
    goal = GoalArg::Text("standard".into()), lang = "en".into(),
))]
pub fn grade_search<'py>(
    py: Python<'py>,
    board: BoardArg,
    #[pyo3(from_py_with = event_list)] events: Vec<Bound<'py, PyAny>>,
    #[pyo3(from_py_with = args::algo)] algo: String,
    #[pyo3(from_py_with = args::heuristic)] heuristic: Option<String>,
    goal: GoalArg,
    #[pyo3(from_py_with = args::lang)] lang: String,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = words::lang(&lang)?;
    let limits = Limits {
        max_nodes: Some(MOST_EXPANSIONS),
        ..words::limits(None, None, None)?
    };
    let asking = Asking::read(&board, &algo, heuristic.as_deref(), &goal, limits, STUDENT)?;
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

/// What a student's search may spend while a `Tracer` records it: the command line's limits
/// (`max_nodes`, `timeout`, `max_memory`, with `--timeout`'s and `--max-memory`'s defaults)
/// and the trace's capacity (`max_events`; the memory shared half and half, as `trace`
/// shares it), read by the same words. Each event goes into a trace as it comes, as
/// `record_search` records it, so the trace's own count of events and bytes says when the
/// recording is full.
#[pyclass(name = "_Budget", module = "puzzlelab")]
pub struct Budget {
    /// The start, whose size every state has.
    start: Board,
    /// The run recorded so far.
    trace: Trace<Board>,
    /// The frontier's size, counted from the pushes and pops.
    frontier: usize,
    /// The most expansions.
    max_nodes: Option<u64>,
    /// The most time, from the budget's making.
    timeout: Duration,
    /// The trace's share of the memory: half the limit.
    share: u64,
    /// Started when the budget was made.
    clock: Stopwatch,
    /// Why the search was stopped, once it was.
    stopped: Option<(String, Option<Limit>)>,
}

#[pymethods]
impl Budget {
    /// The budget of a search from `board`; `None` for a limit is the command line's default.
    #[new]
    #[pyo3(signature = (board, max_nodes = None, timeout = None, max_memory = None, max_events = None))]
    fn new(
        board: BoardArg,
        #[pyo3(from_py_with = args::max_nodes)] max_nodes: Option<i128>,
        #[pyo3(from_py_with = args::timeout)] timeout: Option<Amount>,
        #[pyo3(from_py_with = args::max_memory)] max_memory: Option<Amount>,
        #[pyo3(from_py_with = args::max_events)] max_events: Option<i128>,
    ) -> PyResult<Budget> {
        let start = board.board(None)?;
        let limits = words::limits(max_nodes, timeout.as_ref(), max_memory.as_ref())?;
        let (limits, capacity) = words::shares(limits, max_events, None)?;
        // a node's board and its line of text in the document, as `record_search` counts it
        let node_bytes =
            std::mem::size_of::<Board>() as u64 + 128 + 6 * start.size().cells() as u64;
        let trace = Trace::new(capacity.max_events, capacity.snapshot_every)
            .within(capacity.max_bytes, node_bytes);
        Ok(Budget {
            start,
            trace,
            frontier: 0,
            max_nodes: limits.max_nodes,
            timeout: limits.timeout.unwrap_or(Duration::MAX),
            share: limits.max_memory.unwrap_or_default(),
            clock: Stopwatch::start(),
            stopped: None,
        })
    }

    /// Spends what `event` costs (an event tuple, as `record_search` takes them): `None` while
    /// the search is within its budget, else why it must stop, as `(message, limit)`
    /// (`limit` a dict `{"kind", "value"}`, or None when the trace is full of events), the
    /// event then not recorded. Once stopped, every later event is refused the same way.
    ///
    /// Raises `PuzzlelabError` for a malformed event.
    fn spend<'py>(
        &mut self,
        py: Python<'py>,
        event: &Bound<'py, PyAny>,
    ) -> PyResult<Option<(String, Option<Bound<'py, PyAny>>)>> {
        if self.stopped.is_none() {
            let at = self.trace.events().len();
            let step = step(event, &self.start, at)?;
            self.stopped = self.stop(&step);
            if self.stopped.is_none() {
                self.record(&step);
                self.stopped = self.full();
            }
        }
        let Some((message, limit)) = &self.stopped else {
            return Ok(None);
        };
        let limit = match limit {
            None => None,
            Some(l) => {
                let value = serde_json::to_string(&LimitValue::from(l))
                    .map_err(|e| Refusal::Solver(e.to_string()))?;
                Some(crate::loads(py, &value)?)
            }
        };
        Ok(Some((message.clone(), limit)))
    }
}

impl Budget {
    /// The limit `step` would pass: the node limit on an expansion, or the time limit.
    fn stop(&self, step: &Step) -> Option<(String, Option<Limit>)> {
        let limit = match (step, self.max_nodes) {
            (Step::Expand(..), Some(max)) if self.trace.expanded() >= max => Limit::Nodes(max),
            _ if self.clock.elapsed() > self.timeout => Limit::Time(self.timeout),
            _ => return None,
        };
        let message = format!("{limit}; the trace holds the search up to there");
        Some((message, Some(limit)))
    }

    /// Why the trace is full, if it is: its events, or its share of the memory.
    fn full(&self) -> Option<(String, Option<Limit>)> {
        let events = Lang::En.int(self.trace.events().len() as u64);
        match self.trace.full()? {
            Full::Events(n) => Some((
                format!(
                    "the trace holds at most {} events (max_events); it holds the search up to there",
                    Lang::En.int(n as u64)
                ),
                None,
            )),
            Full::Memory(_) => Some((
                format!(
                    "the trace filled its share of the memory ({}, half of max_memory) after {events} events; it holds the search up to there",
                    Bytes(self.share)
                ),
                Some(Limit::Memory(self.share)),
            )),
        }
    }

    /// Records `step` into the trace, as `record_search` records it.
    fn record(&mut self, step: &Step) {
        let trace = &mut self.trace;
        match step {
            Step::Push(b, g) => {
                self.frontier += 1;
                trace.push(b, *g, self.frontier, self.frontier);
            }
            Step::Pop(b, g) => {
                self.frontier = self.frontier.saturating_sub(1);
                trace.pop(b, *g, self.frontier);
            }
            Step::Expand(b, g) => trace.expand(b, *g),
            Step::Generate(parent, child, g) => trace.generate(parent, child, *g),
            Step::Threshold(bound) => Observer::<Board>::threshold(trace, *bound),
            Step::Solution(found) => Observer::<Board>::solution(trace, found.len(), found.len()),
        }
    }
}
