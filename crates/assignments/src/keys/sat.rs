//! Answer key of assignment 4.

use puzzlelab_rules::Board;
use varisat::{CnfFormula, ExtendFormula, Lit};

use crate::selfcheck::sat::{var, CELLS, WIDTH};

/// The cells next to `cell` on the 3×3 board.
fn neighbours(cell: usize) -> Vec<usize> {
    let (row, col) = (cell / WIDTH, cell % WIDTH);
    let mut out = Vec::new();
    if row > 0 {
        out.push(cell - WIDTH);
    }
    if row + 1 < WIDTH {
        out.push(cell + WIDTH);
    }
    if col > 0 {
        out.push(cell - 1);
    }
    if col + 1 < WIDTH {
        out.push(cell + 1);
    }
    out
}

/// The formula: the start at `t = 0`, the goal at `t = steps`, one legal move per step.
pub fn encode(start: &Board, goal: &Board, steps: usize) -> CnfFormula {
    let mut f = CnfFormula::new();
    for (cell, &tile) in start.tiles().iter().enumerate() {
        f.add_clause(&[var(0, cell, tile as usize).positive()]);
    }
    for (cell, &tile) in goal.tiles().iter().enumerate() {
        f.add_clause(&[var(steps, cell, tile as usize).positive()]);
    }
    for t in 0..=steps {
        for cell in 0..CELLS {
            // Each cell holds at least one tile, and no two.
            let some: Vec<Lit> = (0..CELLS).map(|n| var(t, cell, n).positive()).collect();
            f.add_clause(&some);
            for n in 0..CELLS {
                for m in n + 1..CELLS {
                    f.add_clause(&[var(t, cell, n).negative(), var(t, cell, m).negative()]);
                }
            }
        }
        for n in 0..CELLS {
            // Each tile is in at most one cell.
            for a in 0..CELLS {
                for b in a + 1..CELLS {
                    f.add_clause(&[var(t, a, n).negative(), var(t, b, n).negative()]);
                }
            }
        }
    }
    for t in 0..steps {
        for cell in 0..CELLS {
            // The blank arrives only from a neighbouring cell: it moves every step.
            let mut from: Vec<Lit> = vec![var(t + 1, cell, 0).negative()];
            from.extend(
                neighbours(cell)
                    .into_iter()
                    .map(|q| var(t, q, 0).positive()),
            );
            f.add_clause(&from);
            // A tile stays put unless the blank arrives in its cell.
            for n in 1..CELLS {
                f.add_clause(&[
                    var(t, cell, n).negative(),
                    var(t + 1, cell, 0).positive(),
                    var(t + 1, cell, n).positive(),
                ]);
            }
            // The tile the blank swaps with lands where the blank was.
            for q in neighbours(cell) {
                for n in 1..CELLS {
                    f.add_clause(&[
                        var(t, cell, 0).negative(),
                        var(t + 1, q, 0).negative(),
                        var(t, q, n).negative(),
                        var(t + 1, cell, n).positive(),
                    ]);
                }
            }
        }
    }
    f
}

/// The boards at t = 0, 1, ..., `steps`, read from the true literals of a model.
pub fn decode(model: &[Lit], steps: usize) -> Vec<Board> {
    let mut tiles = vec![vec![0usize; CELLS]; steps + 1];
    for lit in model.iter().filter(|lit| lit.is_positive()) {
        let index = lit.var().index();
        let (t, rest) = (index / (CELLS * CELLS), index % (CELLS * CELLS));
        if t <= steps {
            tiles[t][rest / CELLS] = rest % CELLS;
        }
    }
    tiles
        .into_iter()
        .map(|board| Board::from_tiles(board).expect("the formula keeps a permutation"))
        .collect()
}
