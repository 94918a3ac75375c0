//! Assignment 7: a pattern database for the 8-puzzle, built backwards from the goal.
//!
//! A pattern is a set of tiles, `[1, 2, 3, 4]` say. Its database says, for every placement of
//! those tiles (the cells they stand on, 0 to 8, in the pattern's order), how many moves *of the
//! pattern's tiles* it takes at least to bring them all home. The other tiles' moves are free:
//! that is what lets two patterns with no tile in common add up to an estimate that never
//! overestimates.
//!
//! Build it by a breadth-first search backwards from the goal, over the pattern's cells and the
//! empty place's cell: a move of a pattern tile costs 1, a move of another tile 0 (it only
//! moves the empty place). A search with steps of cost 0 and 1 is a "0-1 BFS": a deque, the
//! free steps pushed at the front. The entry of a placement is the least over the empty place's
//! cells.
//!
//! Graded check: `cargo run --example assignment_7`.

use std::collections::{HashMap, VecDeque};

/// The board's side: the 8-puzzle.
pub const SIDE: usize = 3;

/// The database of `pattern`: each placement of its tiles (their cells in the pattern's order)
/// to the fewest moves of those tiles that bring them home. The goal is the standard one: tile
/// `t` at cell `t - 1`, the empty place at cell 8.
pub fn build(pattern: &[u8]) -> HashMap<Vec<u8>, u8> {
    let home: Vec<u8> = pattern.iter().map(|&t| t - 1).collect();
    let blank_home = (SIDE * SIDE - 1) as u8;
    let mut seen: HashMap<(Vec<u8>, u8), u8> = HashMap::from([((home.clone(), blank_home), 0)]);
    let mut queue = VecDeque::from([((home, blank_home), 0u8)]);
    while let Some(((placed, blank), cost)) = queue.pop_front() {
        for cell in neighbours(blank) {
            let mut next = placed.clone();
            if let Some(k) = next.iter().position(|&c| c == cell) {
                next[k] = blank;
            }
            // TODO: every move costs 1 here, the other tiles' too, so the entries count the
            // empty place's wanderings and two patterns no longer add up. A move of a pattern
            // tile costs 1, any other 0: push the free ones at the front of the queue.
            let key = (next, cell);
            if !seen.contains_key(&key) {
                seen.insert(key.clone(), cost + 1);
                queue.push_back((key, cost + 1));
            }
        }
    }
    let mut table: HashMap<Vec<u8>, u8> = HashMap::new();
    for ((placed, _), cost) in seen {
        let entry = table.entry(placed).or_insert(cost);
        *entry = (*entry).min(cost);
    }
    table
}

/// The cells next to `cell` on the board.
fn neighbours(cell: u8) -> Vec<u8> {
    let (row, col) = (cell as usize / SIDE, cell as usize % SIDE);
    let mut cells = Vec::new();
    if row > 0 {
        cells.push(cell - SIDE as u8);
    }
    if row + 1 < SIDE {
        cells.push(cell + SIDE as u8);
    }
    if col > 0 {
        cells.push(cell - 1);
    }
    if col + 1 < SIDE {
        cells.push(cell + 1);
    }
    cells
}
