//! The horizons SAT refutes. The solvers' SAT chain asks, for a horizon T, whether the board
//! reaches the goal in *exactly* T moves, no move undoing the one before (the compact encoding
//! that `fifteen solve --algo sat` builds). So a horizon is refuted when it is shorter than
//! the optimum, when its parity is not the Manhattan distance's, and even some longer horizons
//! of the right parity: those every way of that length reaches only by undoing a move. Each
//! answer here is the SAT solver's own, one formula per horizon.

use puzzlelab_rules::{Board, Lang, MoveSeq, Size};
use puzzlelab_solvers::heuristics::manhattan;
use puzzlelab_solvers::sat::optimal::{bytes_bound, formula};
use puzzlelab_solvers::sat::{Encoding, SatBackend, Varisat};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{goal, messages, named, size, walk_between, TRIES};
use crate::{Form, Level, Made};

/// The most bytes one horizon's formula may take.
const MAX_FORMULA_BYTES: u64 = 16 << 20;

/// The longest horizon asked of SAT.
const MAX_HORIZON: usize = 16;

/// What SAT said of one horizon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Answered {
    /// The horizon T.
    pub moves: usize,
    /// A solution of exactly T moves, or `None` when the formula was refuted.
    pub solution: Option<MoveSeq>,
}

/// What the explanation needs: the board's Manhattan distance, the optimum and every answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Horizons {
    /// The Manhattan distance of the board.
    pub manhattan: usize,
    /// The shortest satisfiable horizon: the optimal length.
    pub optimal: usize,
    /// Every horizon from 0, answered.
    pub answered: Vec<Answered>,
}

impl Horizons {
    /// The horizons refuted, in order.
    pub fn refuted(&self) -> Vec<usize> {
        let refuted = self.answered.iter().filter(|a| a.solution.is_none());
        refuted.map(|a| a.moves).collect()
    }
}

/// A SAT question: easy, the horizons up to the optimum; medium, one horizon past it (of the
/// wrong parity); hard, two to five past it, where a horizon of the right parity may be refuted
/// too.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    for _ in 0..TRIES {
        let board = draw(level, rng);
        let beyond = match level {
            Level::Easy => 0,
            Level::Medium => 1,
            Level::Hard => crate::draw::between(rng, 2..=5),
        };
        let Some(horizons) = horizons(&board, beyond) else {
            continue;
        };
        let refuted = horizons.refuted();
        let optimal = horizons.optimal;
        let above = refuted.iter().filter(|&&t| t > optimal).count();
        let answer = refuted
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let (text, explanation) = messages::sat_horizons(lang, &board, &horizons);
        let measured = named(&[
            ("cells", board.cells()),
            ("optimal", optimal),
            ("horizons", horizons.answered.len()),
            ("refuted-above-optimal", above),
        ]);
        return Some(Made::one_answer(
            Form::NumberSet,
            text,
            Some(board.to_string()),
            answer,
            explanation,
            measured,
        ));
    }
    None
}

/// A small board for `level`: a 2x2 board, or a 3x3 board a few moves from the goal (a
/// little further from medium on).
fn draw(level: Level, rng: &mut ChaCha8Rng) -> Board {
    if rng.gen_bool(0.4) {
        return walk_between(rng, size(2, 2), 1, 5);
    }
    match level {
        Level::Easy => walk_between(rng, Size::EIGHT, 1, 5),
        _ => walk_between(rng, Size::EIGHT, 2, 6),
    }
}

/// Every horizon from 0 answered by SAT, up to `beyond` horizons past the first satisfiable
/// one (the optimum); `None` when no horizon up to [`MAX_HORIZON`] is satisfiable or one could
/// not be answered.
fn horizons(board: &Board, beyond: usize) -> Option<Horizons> {
    let mut answered = Vec::new();
    let mut optimal = None;
    for t in 0..=MAX_HORIZON {
        if optimal.is_some_and(|o| t > o + beyond) {
            break;
        }
        let a = answer(board, t)?;
        if a.solution.is_some() && optimal.is_none() {
            optimal = Some(t);
        }
        answered.push(a);
    }
    Some(Horizons {
        manhattan: manhattan(board, &goal(board.size())),
        optimal: optimal.filter(|&o| o > 0)?,
        answered,
    })
}

/// The SAT solver's answer for the horizon `moves`: the compact formula of exactly `moves`
/// moves, solved by varisat; `None` if the formula would be too big or the solver failed.
pub(super) fn answer(board: &Board, moves: usize) -> Option<Answered> {
    let encoding = Encoding::default();
    if bytes_bound(board, moves, encoding) > MAX_FORMULA_BYTES {
        return None;
    }
    let goal = goal(board.size());
    let f = formula(board, &goal, moves, encoding);
    let model = Varisat.solve(f.cnf()).ok()?;
    let solution = match model {
        Some(model) => Some(f.decode(&model).ok()?),
        None => None,
    };
    Some(Answered { moves, solution })
}
