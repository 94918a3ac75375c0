//! Assignment 1: the legality check and the inversion count for an N×M board.
//!
//! The board is the lesson's one-dimensional array: `width` tiles per row, rows one after the
//! other, 0 for the empty place. A [`Direction`] names the way the *tile* slides: `Up` moves
//! the tile below the empty place up into it.
//!
//! Self-check: `cargo run --example assignment_1`.

use puzzlelab_rules::Direction;

/// Whether a tile can slide in direction `dir` on a board `width` tiles wide.
///
/// The lesson's rule: a vertical move changes the index by the width and is illegal when the
/// index leaves the array; a horizontal move changes it by 1 and is illegal when the row changes.
pub fn is_legal(width: usize, tiles: &[u8], dir: Direction) -> bool {
    let blank = tiles
        .iter()
        .position(|&t| t == 0)
        .expect("a board has an empty place");
    match dir {
        // The tile below the empty place: it must exist.
        Direction::Up => blank + width < tiles.len(),
        // The tile above the empty place: it must exist.
        Direction::Down => blank >= width,
        // TODO: the horizontal moves. Which tile slides, and when does the row change?
        Direction::Left | Direction::Right => true,
    }
}

/// The lesson's count of disorders: pairs of tiles where a larger number stands before a smaller
/// one in the array. The empty place (0) never counts.
pub fn inversions(tiles: &[u8]) -> usize {
    // TODO: count the pairs.
    let _ = tiles;
    0
}
