//! Answer key of assignment 1.

use puzzlelab_rules::Direction;

/// Whether a tile can slide in direction `dir` on a board `width` tiles wide.
pub fn is_legal(width: usize, tiles: &[u8], dir: Direction) -> bool {
    let blank = tiles.iter().position(|&t| t == 0).expect("an empty place");
    let row = |index: usize| index / width;
    match dir {
        Direction::Up => blank + width < tiles.len(),
        Direction::Down => blank >= width,
        Direction::Left => blank + 1 < tiles.len() && row(blank + 1) == row(blank),
        Direction::Right => blank >= 1 && row(blank - 1) == row(blank),
    }
}

/// The count of disorders, the empty place left out.
pub fn inversions(tiles: &[u8]) -> usize {
    let numbers: Vec<u8> = tiles.iter().copied().filter(|&t| t != 0).collect();
    let mut count = 0;
    for i in 0..numbers.len() {
        for j in i + 1..numbers.len() {
            if numbers[i] > numbers[j] {
                count += 1;
            }
        }
    }
    count
}
