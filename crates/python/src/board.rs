//! `puzzlelab.Board`: the lesson's board as a Python value. It is the rules' `Board` and
//! nothing more: read by the rules' one reader of every format, moved by the rules' move rule,
//! judged by the rules' parity rule, shuffled by the rules' shuffle from the command line's
//! seeded generator, drawn by the renderer's board figure. So a board in a notebook is the
//! board of `puzzlelab fifteen show`, move for move and word for word.
//!
//! A `Board` is immutable and hashable: `apply` returns a new board, so boards can be kept in
//! sets and dicts, as a student's own search keeps them.

use puzzlelab_render::{render, BoardFigure, BoardStyle, Format as Picture};
use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::shuffle::Shuffle;
use puzzlelab_rules::{play, Board, Format, MoveSeq};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::args;
use crate::error::Refusal;
use crate::words::{self, BoardArg, GoalArg, SizeArg};

/// A position of the sliding puzzle (2x2 to 8x8, rectangular too): the tiles in the lesson's
/// one-dimensional array, 0 the blank.
#[pyclass(name = "Board", module = "puzzlelab", frozen, eq, hash, from_py_object)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyBoard {
    /// The rules' board.
    pub board: Board,
}

impl PyBoard {
    /// The Python value of `board`.
    pub fn of(board: Board) -> PyBoard {
        PyBoard { board }
    }
}

#[pymethods]
impl PyBoard {
    /// Reads a board from text in any format the command line reads (one line, rows, `N`
    /// then rows, `R C` then rows, UVa's `x`, JSON), from a list of numbers (the array) or of
    /// rows, or copies a Board. `size` ("3x4" or (3, 4)) is the size of a one-line board that
    /// is not square.
    #[new]
    #[pyo3(signature = (board, size = None))]
    fn new(board: BoardArg, size: Option<SizeArg>) -> PyResult<PyBoard> {
        let size = size.map(|s| s.size()).transpose()?;
        Ok(PyBoard::of(board.board(size)?))
    }

    /// The goal board of `size` ("4x4", "3", or (width, height)): "standard" (the blank
    /// last), "blank-first" or "spiral".
    #[staticmethod]
    #[pyo3(
        signature = (size = SizeArg::Text("4x4".into()), goal = GoalArg::Text("standard".into())),
        text_signature = "(size='4x4', goal='standard')"
    )]
    fn goal(size: SizeArg, goal: GoalArg) -> PyResult<PyBoard> {
        let size = size.size()?;
        let start = puzzlelab_rules::Goal::Standard.board(size);
        let goal = goal.goal()?.board_for(&start).map_err(Refusal::Goal)?;
        Ok(PyBoard::of(goal))
    }

    /// A shuffled start position of `size` made from `seed`, as `puzzlelab fifteen shuffle
    /// --size SIZE --seed SEED` makes it: the lesson's shuffle, or with `moves=K` a random
    /// walk of K moves from the goal (`--shuffle walk:K`); it can always reach `goal`.
    #[staticmethod]
    #[pyo3(
        signature = (size, seed, moves = None, goal = GoalArg::Text("standard".into())),
        text_signature = "(size, seed, moves=None, goal='standard')"
    )]
    fn shuffle(
        size: SizeArg,
        #[pyo3(from_py_with = args::seed)] seed: i128,
        #[pyo3(from_py_with = args::walk)] moves: Option<i128>,
        goal: GoalArg,
    ) -> PyResult<PyBoard> {
        let seed = words::number("seed", seed, 0, u64::MAX)?;
        let goal = PyBoard::goal(size, goal)?.board;
        let shuffle = match moves {
            None => Shuffle::Lesson,
            Some(k) => format!("walk:{k}").parse().map_err(Refusal::Word)?,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        Ok(PyBoard::of(shuffle.start(&mut rng, &goal)))
    }

    /// The size as (width, height).
    #[getter]
    fn size(&self) -> (usize, usize) {
        (self.board.width(), self.board.height())
    }

    /// Columns.
    #[getter]
    fn width(&self) -> usize {
        self.board.width()
    }

    /// Rows.
    #[getter]
    fn height(&self) -> usize {
        self.board.height()
    }

    /// The tiles in array order (row = index // width, col = index % width), 0 the blank.
    #[getter]
    fn tiles(&self) -> Vec<usize> {
        self.board.tiles().iter().map(|&t| usize::from(t)).collect()
    }

    /// The array index of the blank.
    #[getter]
    fn blank(&self) -> usize {
        self.board.blank()
    }

    /// The legal moves, in the order U D L R: each letter names the way the *tile* slides
    /// into the empty place (four in the middle, three at an edge, two in a corner).
    fn legal_moves(&self) -> Vec<String> {
        let moves = self.board.legal_moves();
        moves.map(|d| d.letter().to_string()).collect()
    }

    /// The board after `moves` ("LLURD": the letters U D L R, either case), each checked by
    /// the lesson's rule; the first illegal one is refused with its place and the reason.
    fn apply(&self, #[pyo3(from_py_with = args::moves)] moves: String) -> PyResult<PyBoard> {
        let moves = moves.as_str();
        let seq: MoveSeq = moves.parse().map_err(Refusal::Moves)?;
        let mut board = self.board.clone();
        board.apply_all(&seq).map_err(|(at, error)| Refusal::Move {
            at: at + 1,
            moves: moves.to_string(),
            error,
        })?;
        Ok(PyBoard::of(board))
    }

    /// Whether the parity rule lets this board reach `goal` ("standard", "blank-first",
    /// "spiral", a board's numbers or a Board).
    #[pyo3(
        signature = (goal = GoalArg::Text("standard".into())),
        text_signature = "(self, goal='standard')"
    )]
    fn is_solvable(&self, goal: GoalArg) -> PyResult<bool> {
        let goal = goal.goal()?.board_for(&self.board).map_err(Refusal::Goal)?;
        Ok(self.board.solvability(&goal).is_solvable())
    }

    /// The parity rule's verdict toward `goal`, with what it was computed from and the
    /// sentence `puzzlelab fifteen show` explains it with, in `lang` ("en" or "ru"):
    /// `solvable`, `inversions`, `even_width`, `blank_row_distance`, `parity_count`, `fix`
    /// (the two tiles whose swap fixes an unsolvable board, or None) and `explanation`.
    #[pyo3(
        signature = (goal = GoalArg::Text("standard".into()), lang = "en".into()),
        text_signature = "(self, goal='standard', lang='en')"
    )]
    fn solvability<'py>(
        &self,
        py: Python<'py>,
        goal: GoalArg,
        #[pyo3(from_py_with = args::lang)] lang: String,
    ) -> PyResult<Bound<'py, PyDict>> {
        let lang = words::lang(&lang)?;
        let goal = goal.goal()?.board_for(&self.board).map_err(Refusal::Goal)?;
        let verdict = self.board.solvability(&goal);
        let dict = PyDict::new(py);
        dict.set_item("solvable", verdict.is_solvable())?;
        dict.set_item("inversions", verdict.inversions)?;
        dict.set_item("even_width", verdict.even_width)?;
        dict.set_item("blank_row_distance", verdict.blank_row_distance)?;
        dict.set_item("parity_count", verdict.parity_count())?;
        dict.set_item("fix", verdict.fix)?;
        dict.set_item("explanation", play::explain(lang, &verdict))?;
        Ok(dict)
    }

    /// The lesson's box-drawn picture (`╔═══╤═══╗`), or an ASCII one, as `fifteen show`
    /// draws it.
    #[pyo3(signature = (ascii = false))]
    fn boxed(&self, ascii: bool) -> String {
        let style = if ascii { Style::Ascii } else { Style::Lines };
        self.board.boxed(style)
    }

    /// The board written in a format of `fifteen shuffle --format`: "line", "rows", "side",
    /// "dims", "uva" or "json".
    #[pyo3(signature = (name = "line".into()), text_signature = "(self, name='line')")]
    fn format(&self, #[pyo3(from_py_with = args::board_format)] name: String) -> PyResult<String> {
        let format: Format = name.parse().map_err(Refusal::Word)?;
        Ok(format.write(&self.board))
    }

    /// The board in the worksheet's style as an SVG document (the renderer's board figure):
    /// squares of `cell` pixels, and `caption`, if given, under the board (any language).
    #[pyo3(signature = (caption = None, cell = 80))]
    fn svg(
        &self,
        caption: Option<String>,
        #[pyo3(from_py_with = args::cell)] cell: i128,
    ) -> PyResult<String> {
        let cell = words::number("cell", cell, 8, 400)? as u32;
        let style = BoardStyle { cell, caption };
        let figure = BoardFigure {
            board: &self.board,
            style: &style,
        };
        let bytes = render(&figure, Picture::Svg).map_err(|e| Refusal::Figure(e.to_string()))?;
        String::from_utf8(bytes).map_err(|e| Refusal::Figure(e.to_string()).into())
    }

    /// The board as a PNG image (bytes), drawn as [`svg`](Self::svg) draws it.
    #[pyo3(signature = (caption = None, cell = 80))]
    fn png(
        &self,
        caption: Option<String>,
        #[pyo3(from_py_with = args::cell)] cell: i128,
    ) -> PyResult<Vec<u8>> {
        let cell = words::number("cell", cell, 8, 400)? as u32;
        let style = BoardStyle { cell, caption };
        let figure = BoardFigure {
            board: &self.board,
            style: &style,
        };
        Ok(render(&figure, Picture::Png).map_err(|e| Refusal::Figure(e.to_string()))?)
    }

    /// The picture a notebook shows for a board: the SVG figure.
    fn _repr_svg_(&self) -> PyResult<String> {
        self.svg(None, 80)
    }

    /// The one-line format, the lesson's array: "1 2 3 4 5 6 7 8 0".
    fn __str__(&self) -> String {
        self.board.to_string()
    }

    /// `Board('1 2 3 4 5 6 7 8 0')`, or with the size of a board that is not square.
    fn __repr__(&self) -> String {
        let size = self.board.size();
        if size.width() == size.height() {
            return format!("Board('{}')", self.board);
        }
        format!("Board('{}', size='{size}')", self.board)
    }
}
