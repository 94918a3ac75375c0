//! The 15-puzzle's hardest positions: the 17 that need 80 moves (Brüngger, Marzetta, Fukuda
//! and Nievergelt, 1999, who proved 80 the most any position needs). The data is in
//! `hardest.txt` beside this file, toward the standard goal; [`toward_blank_first`] turns a
//! position toward Korf's goal with the blank first, for the databases built for that goal.

use puzzlelab_rules::Board;

/// The data file, as text.
const HARDEST: &str = include_str!("hardest.txt");

/// The moves every one of [`positions`] needs.
pub const MOVES: u32 = 80;

/// The 17 positions, toward the standard goal.
///
/// ```
/// let all = puzzlelab_solvers::pdb::hardest::positions();
/// assert_eq!(all.len(), 17);
/// assert_eq!(all[0].to_string(), "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1");
/// ```
pub fn positions() -> Vec<Board> {
    HARDEST
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| line.parse().expect("a 4x4 board"))
        .collect()
}

/// The same position seen from the opposite corner: the board turned half a turn and each tile
/// `t` renamed `n - t` (the blank stays the blank). The standard goal becomes the goal with the
/// blank first, and every distance stays as it was, since a move of one is a move of the other.
///
/// ```
/// use puzzlelab_rules::{Board, Goal, Size};
/// use puzzlelab_solvers::pdb::hardest::toward_blank_first;
/// let standard = Goal::Standard.board(Size::FIFTEEN);
/// assert_eq!(toward_blank_first(&standard), Goal::BlankFirst.board(Size::FIFTEEN));
/// ```
pub fn toward_blank_first(board: &Board) -> Board {
    let n = board.cells() as u8;
    let turned: Vec<String> = board
        .tiles()
        .iter()
        .rev()
        .map(|&t| if t == 0 { 0 } else { n - t }.to_string())
        .collect();
    turned
        .join(" ")
        .parse()
        .expect("a permutation of the same size")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::NoObserver;
    use crate::sliding::{Manhattan, SlidingIda};
    use puzzlelab_rules::{shuffle, Goal, Size};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn turning_toward_blank_first_keeps_every_distance() {
        let standard = Goal::Standard.board(Size::EIGHT);
        let blank_first = Goal::BlankFirst.board(Size::EIGHT);
        let mut rng = ChaCha8Rng::seed_from_u64(80);
        for _ in 0..20 {
            let board = shuffle::uniform(&mut rng, &standard);
            let turned = toward_blank_first(&board);
            let d = |b: &Board, g: &Board| {
                let ida = SlidingIda::new(g, Manhattan::new(g)).without_pruning();
                ida.solve(b, &mut NoObserver).cost()
            };
            assert_eq!(d(&board, &standard), d(&turned, &blank_first), "{board}");
        }
    }

    #[test]
    fn the_positions_are_seventeen_distinct_solvable_boards() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let all = positions();
        assert_eq!(all.len(), 17);
        for (i, board) in all.iter().enumerate() {
            assert!(board.solvability(&goal).is_solvable(), "{board}");
            assert!(!all[..i].contains(board), "{board} twice");
        }
    }
}
