//! When can a position be solved? The lesson's inversions ("disorders") and the parity rule.
//!
//! "A disorder is a smaller number standing after a larger one." Every move keeps the parity of
//! the count, taken together with the empty place's row on boards of even width, so half of all
//! placements can never reach the goal. Solvability is decided *relative to a goal*: the tiles
//! are renamed by their places in the goal, and the renamed count must be even.

use std::fmt;

use crate::board::Board;

/// The lesson's count of disorders: pairs of tiles (the 0 never counts) where a larger number
/// stands before a smaller one in the array.
///
/// ```
/// use puzzlelab_rules::inversions;
/// assert_eq!(inversions(&[1, 2, 3, 0]), 0);
/// assert_eq!(inversions(&[3, 1, 2, 0]), 2);
/// assert_eq!(inversions(&[2, 1, 0, 3]), 1);
/// ```
pub fn inversions(tiles: &[u8]) -> usize {
    let tiles: Vec<u8> = tiles.iter().copied().filter(|&t| t != 0).collect();
    (0..tiles.len())
        .map(|i| {
            tiles[i + 1..]
                .iter()
                .filter(|&&later| later < tiles[i])
                .count()
        })
        .sum()
}

/// The verdict of the parity rule for a board and a goal, with what it was computed from, so
/// that it can be explained to a student.
///
/// ```
/// use puzzlelab_rules::{Board, Goal, Size};
/// let goal = Goal::Standard.board(Size::FIFTEEN);
/// let sam_loyd: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0".parse().unwrap();
/// let verdict = sam_loyd.solvability(&goal);
/// assert!(!verdict.is_solvable());
/// assert_eq!(verdict.inversions, 1);
/// assert_eq!(verdict.fix, Some((14, 15)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solvability {
    /// Inversions of the board with its tiles renamed by their order in the goal (for the
    /// lesson's goal, the lesson's own count).
    pub inversions: usize,
    /// Whether the board's width is even, so that the empty place's row counts too.
    pub even_width: bool,
    /// Rows between the empty place and its place in the goal (counts only on even widths).
    pub blank_row_distance: usize,
    /// Two tiles whose swap would make an unsolvable board solvable, the smaller first: the
    /// swap a person would make ([`fixing_swap`]); `None` when it is solvable already.
    pub fix: Option<(usize, usize)>,
}

/// The swap of two tiles that fixes an unsolvable board as a person would fix it: any swap of
/// two tiles changes the parity, so the one that puts the most tiles home (two: they were in
/// each other's places), then the closest pair, then the pair latest in the goal (Sam Loyd's
/// 14 and 15). The smaller tile first.
///
/// ```
/// use puzzlelab_rules::{Board, Goal, Size};
/// let goal = Goal::Standard.board(Size::EIGHT);
/// let board: Board = "2 1 3 4 5 6 7 8 0".parse().unwrap();
/// assert_eq!(board.solvability(&goal).fix, Some((1, 2)));
/// ```
pub fn fixing_swap(board: &Board, goal: &Board) -> (usize, usize) {
    let size = board.size();
    let (tiles, home) = (board.tiles(), goal.tiles());
    let goal_place = |t: u8| home.iter().position(|&h| h == t).unwrap_or(0);
    let filled: Vec<usize> = (0..tiles.len()).filter(|&i| tiles[i] != 0).collect();
    let pairs = filled
        .iter()
        .enumerate()
        .flat_map(|(k, &i)| filled[k + 1..].iter().map(move |&j| (i, j)));
    // most tiles home, then nearest, then latest in the goal
    let best = pairs.min_by_key(|&(i, j)| {
        let put_home = usize::from(home[i] == tiles[j]) + usize::from(home[j] == tiles[i]);
        let apart = size.row(i).abs_diff(size.row(j)) + size.col(i).abs_diff(size.col(j));
        let late = goal_place(tiles[i]).max(goal_place(tiles[j]));
        (2 - put_home, apart, home.len() - late)
    });
    best.map_or((1, 2), |(i, j)| {
        let (a, b) = (tiles[i] as usize, tiles[j] as usize);
        (a.min(b), a.max(b))
    })
}

impl Solvability {
    /// Applies the parity rule to `board` and `goal` (of the same size).
    pub fn of(board: &Board, goal: &Board) -> Solvability {
        assert_eq!(
            board.size(),
            goal.size(),
            "board and goal must have the same size"
        );
        let mut rank = vec![0u8; board.cells()];
        for (order, &tile) in goal.tiles().iter().filter(|&&t| t != 0).enumerate() {
            rank[tile as usize] = order as u8 + 1;
        }
        let renamed: Vec<u8> = board.tiles().iter().map(|&t| rank[t as usize]).collect();
        let size = board.size();
        let even_width = size.width().is_multiple_of(2);
        let blank_row_distance = size.row(board.blank()).abs_diff(size.row(goal.blank()));
        let count = inversions(&renamed) + if even_width { blank_row_distance } else { 0 };
        let fix = (count % 2 == 1).then(|| fixing_swap(board, goal));
        Solvability {
            inversions: inversions(&renamed),
            even_width,
            blank_row_distance,
            fix,
        }
    }

    /// Whether the goal can be reached.
    pub fn is_solvable(&self) -> bool {
        self.fix.is_none()
    }

    /// The number whose parity decides: inversions, plus the empty place's row distance on
    /// boards of even width.
    pub fn parity_count(&self) -> usize {
        self.inversions
            + if self.even_width {
                self.blank_row_distance
            } else {
                0
            }
    }
}

impl fmt::Display for Solvability {
    /// An explanation in English, e.g. "1 disorder, odd: unsolvable; swap 14 and 15 to fix".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.inversions;
        write!(f, "{n} disorder{}", if n == 1 { "" } else { "s" })?;
        if self.even_width && self.blank_row_distance > 0 {
            let d = self.blank_row_distance;
            write!(
                f,
                " + {d} row{} of the empty place from its goal row = {}",
                if d == 1 { "" } else { "s" },
                self.parity_count()
            )?;
        }
        match self.fix {
            None => write!(f, ", even: solvable"),
            Some((a, b)) => write!(f, ", odd: unsolvable; swap {a} and {b} to fix"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Direction, Goal, Size};

    #[test]
    fn goal_is_solvable_for_every_goal_and_size() {
        for (w, h) in [(2, 2), (3, 3), (4, 4), (3, 4), (4, 3), (2, 5), (5, 5)] {
            let size = Size::new(w, h).unwrap();
            for goal in [Goal::Standard, Goal::BlankFirst, Goal::Spiral] {
                let g = goal.board(size);
                assert!(g.solvability(&g).is_solvable(), "{goal} {size}");
            }
        }
    }

    #[test]
    fn moves_keep_the_verdict() {
        let goal = Goal::Spiral.board(Size::FIFTEEN);
        let mut board = goal.clone();
        for d in [
            Direction::Right,
            Direction::Down,
            Direction::Down,
            Direction::Left,
        ] {
            board.apply(d).unwrap();
            assert!(board.solvability(&goal).is_solvable());
        }
        assert!(!board.swapped(2, 3).solvability(&goal).is_solvable());
    }

    #[test]
    fn the_fix_offered_is_the_swap_a_person_would_make_not_the_goals_last_tiles() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let b: Board = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap();
        assert_eq!(
            b.solvability(&goal).to_string(),
            "1 disorder, odd: unsolvable; swap 1 and 2 to fix"
        );
        let loyd: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0".parse().unwrap();
        assert_eq!(loyd.solvability(&goal).fix, Some((14, 15)));
    }
}
