//! Assignment 4: a small 8-puzzle instance in SAT, and the model read back.
//!
//! The worksheet's variables, on a 3×3 board: [`var`]`(t, cell, tile)` is true when `cell` holds
//! `tile` after `t` moves (tile 0 is the empty place), for `t` from 0 to `steps`. Write the
//! clauses so that the formula is satisfiable exactly when the start reaches the goal in exactly
//! `steps` moves, then read the boards back from a satisfying assignment.
//!
//! Self-check: `cargo run --example assignment_4`.

use puzzlelab_rules::Board;
use varisat::{CnfFormula, ExtendFormula, Lit};

pub use crate::selfcheck::sat::var;

/// The formula: the start at `t = 0`, the goal at `t = steps`, one legal move per step.
pub fn encode(start: &Board, goal: &Board, steps: usize) -> CnfFormula {
    let mut formula = CnfFormula::new();
    for (cell, &tile) in start.tiles().iter().enumerate() {
        formula.add_clause(&[var(0, cell, tile as usize).positive()]);
    }
    // TODO: each cell holds exactly one tile at each t; the goal at t = steps; the moves.
    let _ = (goal, steps);
    formula
}

/// The boards at t = 0, 1, ..., `steps`, read from the true literals of a model.
pub fn decode(model: &[Lit], steps: usize) -> Vec<Board> {
    // TODO: for each t, find the tile each cell holds.
    let _ = (model, steps);
    Vec::new()
}
