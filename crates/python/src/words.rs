//! A call's arguments read as the command line's words: the same names (`astar`,
//! `linear-conflict`, `pdb:663`, `blank-first`, `walk:30`), the same limit syntax (`30s`,
//! `2GB`, or plain seconds and bytes) and the same parsers, so `solve(board, algo="ida",
//! timeout="30s")` asks for exactly what `puzzlelab fifteen solve BOARD --algo ida --timeout
//! 30s` asks for. Nothing is read twice: every name goes through the rules' and the solvers'
//! own `FromStr`s and name lists.

use puzzlelab_rules::{Board, Goal, Lang, Size};
use puzzlelab_solvers::search::Limits;
use puzzlelab_solvers::solve::{
    Algorithm, Ask, AskError, AskWords, Capacity, ChoiceError, ChoiceWords, Choices, Defaults,
    GameAlgorithm, HeuristicChoice, SatEncoding, SatSolver, SOLVE,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use crate::args::{type_name, wrong_type};
use crate::board::PyBoard;
use crate::error::Refusal;

/// A limit as a caller writes it: a number (seconds, bytes) or the command line's text
/// (read by [`crate::args::timeout`] and [`crate::args::max_memory`]).
pub enum Amount {
    /// A whole number: seconds or bytes.
    Whole(i128),
    /// A number of seconds.
    Real(f64),
    /// The command line's text: `30s`, `500ms`, `2GB`.
    Text(String),
}

impl Amount {
    /// The amount as the command line's text, for its parsers.
    fn text(&self) -> String {
        match self {
            Amount::Whole(n) => n.to_string(),
            Amount::Real(x) => x.to_string(),
            Amount::Text(t) => t.clone(),
        }
    }
}

/// A board given as text in any format the command line reads, a `Board`, or numbers: a flat
/// list (the lesson's array) or a list of rows, read as the JSON format reads them.
pub enum BoardArg {
    /// A `Board`.
    Board(PyBoard),
    /// Text in any format.
    Text(String),
    /// A list of rows.
    Rows(Vec<Vec<i64>>),
    /// The tiles in array order.
    Tiles(Vec<i64>),
}

/// What a board argument may be, for the message of one of another type.
const BOARD_EXPECTED: &str =
    "a Board, a string like '1 2 3 4 5 6 7 8 0', or a list of ints (the tiles, or the rows)";

impl<'a, 'py> FromPyObject<'a, 'py> for BoardArg {
    type Error = PyErr;

    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<BoardArg> {
        if let Ok(board) = value.cast::<PyBoard>() {
            return Ok(BoardArg::Board(board.get().clone()));
        }
        if let Ok(text) = value.cast::<PyString>() {
            return Ok(BoardArg::Text(text.to_cow()?.into_owned()));
        }
        let value = value.to_owned();
        if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
            if let Ok(tiles) = value.extract::<Vec<i64>>() {
                return Ok(BoardArg::Tiles(tiles));
            }
            if let Ok(rows) = value.extract::<Vec<Vec<i64>>>() {
                return Ok(BoardArg::Rows(rows));
            }
            let odd = value
                .try_iter()?
                .flatten()
                .find(|item| item.extract::<i64>().is_err() && item.extract::<Vec<i64>>().is_err());
            let holding = odd.map_or("something else".to_string(), |item| type_name(&item));
            return Err(PyTypeError::new_err(format!(
                "board: expected {BOARD_EXPECTED}; got a {} holding {holding}",
                type_name(&value)
            )));
        }
        Err(wrong_type("board", BOARD_EXPECTED, &value))
    }
}

impl BoardArg {
    /// The board, read by the rules' one reader of every format (`Board::parse_any`); `size`
    /// gives the size of a one-line board that is not square.
    pub fn board(&self, size: Option<Size>) -> Result<Board, Refusal> {
        let text = match self {
            BoardArg::Board(b) => return Ok(b.board.clone()),
            BoardArg::Text(t) => t.clone(),
            BoardArg::Rows(rows) => serde_json::json!(rows).to_string(),
            BoardArg::Tiles(tiles) => serde_json::json!(tiles).to_string(),
        };
        Board::parse_any(&text, size).map_err(Refusal::Board)
    }
}

/// A goal given by name (`standard`, `blank-first`, `spiral`), as a board's numbers, or as a
/// `Board`.
pub enum GoalArg {
    /// A `Board`.
    Board(PyBoard),
    /// A name or a board's numbers.
    Text(String),
}

impl<'a, 'py> FromPyObject<'a, 'py> for GoalArg {
    type Error = PyErr;

    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<GoalArg> {
        if let Ok(board) = value.cast::<PyBoard>() {
            return Ok(GoalArg::Board(board.get().clone()));
        }
        if let Ok(text) = value.cast::<PyString>() {
            return Ok(GoalArg::Text(text.to_cow()?.into_owned()));
        }
        let expected = "a goal's name as a string ('standard', 'blank-first' or 'spiral'), a board's numbers as a string, or a Board";
        Err(wrong_type("goal", expected, &value))
    }
}

impl GoalArg {
    /// The goal as `--goal` reads it.
    pub fn goal(&self) -> Result<Goal, Refusal> {
        match self {
            GoalArg::Board(b) => Ok(Goal::Custom(b.board.clone())),
            GoalArg::Text(t) => t.parse().map_err(Refusal::Goal),
        }
    }
}

/// A board size: `"4x4"`, `"3"`, or `(width, height)`.
pub enum SizeArg {
    /// `(width, height)`.
    Pair(i64, i64),
    /// `WxH` or a side.
    Text(String),
}

impl<'a, 'py> FromPyObject<'a, 'py> for SizeArg {
    type Error = PyErr;

    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<SizeArg> {
        if let Ok(text) = value.cast::<PyString>() {
            return Ok(SizeArg::Text(text.to_cow()?.into_owned()));
        }
        if let Ok((w, h)) = value.extract::<(i64, i64)>() {
            return Ok(SizeArg::Pair(w, h));
        }
        let expected = "a size as a string such as '4x4' or '3', or a pair of ints (width, height)";
        Err(wrong_type("size", expected, &value))
    }
}

impl SizeArg {
    /// The size, checked (2x2 to 8x8).
    pub fn size(&self) -> Result<Size, Refusal> {
        match self {
            SizeArg::Pair(w, h) => match (usize::try_from(*w), usize::try_from(*h)) {
                (Ok(w), Ok(h)) => Size::new(w, h),
                _ => format!("{w}x{h}").parse(),
            },
            SizeArg::Text(t) => t.parse(),
        }
        .map_err(Refusal::Size)
    }
}

/// `goal`'s board for `board`, refusing one the parity rule says `board` cannot reach (before
/// any search, with the rule's reason, as the command line refuses it).
pub fn solvable(board: &Board, goal: &Goal) -> Result<Board, Refusal> {
    let goal = goal.board_for(board).map_err(Refusal::Goal)?;
    let verdict = board.solvability(&goal);
    if !verdict.is_solvable() {
        return Err(Refusal::Unsolvable(verdict));
    }
    Ok(goal)
}

/// The language `en` or `ru`.
pub fn lang(text: &str) -> Result<Lang, Refusal> {
    text.parse().map_err(Refusal::Word)
}

/// A choice the solvers' reader refused, as Python raises it.
fn refused(e: ChoiceError) -> Refusal {
    match e {
        ChoiceError::Unknown {
            what,
            given,
            choices,
            ..
        } => Refusal::Unknown {
            what,
            given,
            choices,
        },
        ChoiceError::NoHeuristic(algo) => Refusal::NoHeuristic(algo.name()),
    }
}

/// The choices these words make, read by the solvers as every front end's are.
fn chosen(words: ChoiceWords, defaults: Defaults) -> Result<Choices, Refusal> {
    words.read(defaults).map_err(refused)
}

/// The algorithm of `--algo`.
pub fn algorithm(name: &str) -> Result<Algorithm, Refusal> {
    let words = ChoiceWords {
        algo: Some(name.to_string()),
        ..ChoiceWords::default()
    };
    Ok(chosen(words, SOLVE)?.algo)
}

/// The heuristic of `--heuristic` for `algo`: the run's default (`defaults`) when none is
/// given; one given to an algorithm that uses none is refused, as the command line refuses it.
pub fn heuristic(
    name: Option<&str>,
    algo: Algorithm,
    defaults: Defaults,
) -> Result<HeuristicChoice, Refusal> {
    let words = ChoiceWords {
        algo: Some(algo.name().to_string()),
        heuristic: name.map(str::to_string),
        ..ChoiceWords::default()
    };
    Ok(chosen(words, defaults)?.heuristic)
}

/// SAT's encoding of `--encoding` (compact when none is given).
pub fn encoding(name: Option<&str>) -> Result<SatEncoding, Refusal> {
    let words = ChoiceWords {
        encoding: name.map(str::to_string),
        ..ChoiceWords::default()
    };
    Ok(chosen(words, SOLVE)?.sat.encoding)
}

/// SAT's solver of `--backend` (varisat when none is given).
pub fn backend(name: Option<&str>) -> Result<SatSolver, Refusal> {
    let words = ChoiceWords {
        backend: name.map(str::to_string),
        ..ChoiceWords::default()
    };
    Ok(chosen(words, SOLVE)?.sat.solver)
}

/// The game solver of `--solver`.
pub fn game_algorithm(name: &str) -> Result<GameAlgorithm, Refusal> {
    [GameAlgorithm::Retrograde, GameAlgorithm::Minimax]
        .into_iter()
        .find(|a| a.name() == name.trim())
        .ok_or_else(|| Refusal::Unknown {
            what: "game solver",
            given: name.to_string(),
            choices: "retrograde or minimax",
        })
}

/// A whole number `name` from `min` to `max`.
pub fn number(name: &'static str, given: i128, min: u64, max: u64) -> Result<u64, Refusal> {
    if (i128::from(min)..=i128::from(max)).contains(&given) {
        return Ok(given as u64);
    }
    Err(Refusal::Number {
        name,
        given: given.to_string(),
        min,
        max,
    })
}

/// A setting's words refused, named by its Python keyword.
fn refusal(refused: AskError) -> Refusal {
    match refused {
        AskError::Unreadable { setting, reason } => {
            Refusal::Word(format!("{}: {reason}", setting.keyword))
        }
        AskError::OutOfRange {
            setting,
            given,
            min,
            max,
        } => Refusal::Number {
            name: setting.keyword,
            given,
            min,
            max,
        },
    }
}

/// The limits of `max_nodes`, `timeout` and `max_memory`, read as the command line reads
/// them, its defaults where none is given ([`Ask`]).
pub fn limits(
    max_nodes: Option<i128>,
    timeout: Option<&Amount>,
    max_memory: Option<&Amount>,
) -> Result<Limits, Refusal> {
    let words = AskWords {
        max_nodes: max_nodes.map(|n| n.to_string()),
        timeout: timeout.map(Amount::text),
        max_memory: max_memory.map(Amount::text),
        ..AskWords::default()
    };
    Ok(Ask::read(&words).map_err(refusal)?.limits())
}

/// What a trace's document costs as Python values (dicts, lists, ints and strings, and its JSON
/// text while Python reads it) for each byte the trace counts for it: measured from 1.6 (an
/// IDA* run's events) to 3.3 (a snapshot every event, its frontiers as lists) while it is
/// read, the text held once beside it.
const PYTHON_DOCUMENT_COST: u64 = 4;

/// The limits of a recorded run's search and what its recording may hold: the memory shared
/// half and half, as `fifteen trace` and `bachet trace` share it; the trace's half holds its
/// document as Python values, so the trace counts within a [`PYTHON_DOCUMENT_COST`]th of it.
pub fn shares(
    limits: Limits,
    max_events: Option<i128>,
    snapshot_every: Option<i128>,
) -> Result<(Limits, Capacity), Refusal> {
    let words = AskWords {
        max_events: max_events.map(|n| n.to_string()),
        snapshot_every: snapshot_every.map(|n| n.to_string()),
        ..AskWords::default()
    };
    let trace = Ask::read(&words).map_err(refusal)?;
    let asked = Ask {
        max_nodes: limits.max_nodes,
        timeout: limits.timeout.unwrap_or(trace.timeout),
        max_memory: limits.max_memory.unwrap_or(trace.max_memory),
        ..trace
    };
    let (search, capacity) = asked.traced();
    let search = Limits {
        cancel: limits.cancel,
        ..search
    };
    let capacity = Capacity {
        max_bytes: capacity.max_bytes / PYTHON_DOCUMENT_COST,
        ..capacity
    };
    Ok((search, capacity))
}
