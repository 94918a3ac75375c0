//! Answer key of assignment 2: Manhattan plus linear conflicts.

use puzzlelab_rules::Board;

use crate::selfcheck::reference::manhattan;

/// Manhattan plus two moves for every tile that must leave its goal row (or column) to let the
/// others in that line pass: the line's tiles minus its longest run already in goal order.
pub fn heuristic(board: &Board, goal: &Board) -> u32 {
    let width = board.width();
    let height = board.height();
    let mut home = vec![0; board.cells()];
    for (index, &tile) in goal.tiles().iter().enumerate() {
        home[tile as usize] = index;
    }
    let tiles = board.tiles();
    let mut extra = 0;
    for row in 0..height {
        // Goal columns of the tiles of this row whose goal is this row, left to right.
        let line: Vec<usize> = (0..width)
            .map(|col| tiles[row * width + col])
            .filter(|&t| t != 0 && home[t as usize] / width == row)
            .map(|t| home[t as usize] % width)
            .collect();
        extra += line.len() - longest_increasing(&line);
    }
    for col in 0..width {
        let line: Vec<usize> = (0..height)
            .map(|row| tiles[row * width + col])
            .filter(|&t| t != 0 && home[t as usize] % width == col)
            .map(|t| home[t as usize] / width)
            .collect();
        extra += line.len() - longest_increasing(&line);
    }
    manhattan(board, goal) + 2 * extra as u32
}

/// The length of the longest strictly increasing subsequence (the tiles that may stay).
fn longest_increasing(values: &[usize]) -> usize {
    let mut best = vec![1; values.len()];
    for i in 0..values.len() {
        for j in 0..i {
            if values[j] < values[i] {
                best[i] = best[i].max(best[j] + 1);
            }
        }
    }
    best.into_iter().max().unwrap_or(0)
}
