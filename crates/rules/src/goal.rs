//! Goals: the position a player tries to reach. The lesson's is 1..15 with the empty place
//! last; blank-first (Korf's instances use it) and the spiral ("snail") are the other classics.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::error::BoardError;
use crate::size::Size;

/// Which goal position to reach.
///
/// ```
/// use puzzlelab_rules::{Goal, Size};
/// let size = Size::EIGHT;
/// assert_eq!(Goal::Standard.board(size).to_string(), "1 2 3 4 5 6 7 8 0");
/// assert_eq!(Goal::BlankFirst.board(size).to_string(), "0 1 2 3 4 5 6 7 8");
/// assert_eq!(Goal::Spiral.board(size).to_string(), "1 2 3 8 0 4 7 6 5");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// The lesson's goal: 1, 2, ... in reading order, the empty place last.
    #[default]
    Standard,
    /// The empty place first, then 1, 2, ... (the goal of Korf's 100 instances).
    BlankFirst,
    /// 1, 2, ... clockwise along the edge and inwards, the empty place where the spiral ends.
    Spiral,
    /// Any position, given in full.
    Custom(Board),
}

impl Goal {
    /// The goal position for a board of `size`. A custom goal is returned as it is, whatever
    /// its size; [`Goal::board_for`] checks the size.
    pub fn board(&self, size: Size) -> Board {
        let cells = size.cells();
        let tiles: Vec<usize> = match self {
            Goal::Standard => (1..cells).chain([0]).collect(),
            Goal::BlankFirst => (0..cells).collect(),
            Goal::Spiral => spiral(size),
            Goal::Custom(board) => return board.clone(),
        };
        Board::new(size, tiles).expect("a goal is a permutation")
    }

    /// The goal position for `board`'s size, or an error if a custom goal has another size.
    pub fn board_for(&self, board: &Board) -> Result<Board, BoardError> {
        let goal = self.board(board.size());
        if goal.size() != board.size() {
            return Err(BoardError::GoalSize {
                goal: goal.size().to_string(),
                board: board.size().to_string(),
            });
        }
        Ok(goal)
    }
}

/// The spiral goal's tiles: 1.. clockwise from the top-left corner, 0 where the spiral ends.
fn spiral(size: Size) -> Vec<usize> {
    let (w, h) = (size.width() as isize, size.height() as isize);
    let mut tiles = vec![usize::MAX; size.cells()];
    let (mut r, mut c, mut dr, mut dc) = (0isize, 0isize, 0isize, 1isize);
    for n in 1..size.cells() {
        tiles[(r * w + c) as usize] = n;
        let (nr, nc) = (r + dr, c + dc);
        let free = |r: isize, c: isize| {
            (0..h).contains(&r) && (0..w).contains(&c) && tiles[(r * w + c) as usize] == usize::MAX
        };
        if !free(nr, nc) {
            (dr, dc) = (dc, -dr); // turn clockwise
        }
        (r, c) = (r + dr, c + dc);
    }
    tiles[(r * w + c) as usize] = 0;
    tiles
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Standard => f.write_str("standard"),
            Goal::BlankFirst => f.write_str("blank-first"),
            Goal::Spiral => f.write_str("spiral"),
            Goal::Custom(board) => write!(f, "{board}"),
        }
    }
}

impl FromStr for Goal {
    type Err = BoardError;

    /// `standard` (or `lesson`), `blank-first`, `spiral` (or `snail`), or a board's numbers.
    fn from_str(text: &str) -> Result<Goal, BoardError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "standard" | "lesson" | "blank-last" => Ok(Goal::Standard),
            "blank-first" | "korf" => Ok(Goal::BlankFirst),
            "spiral" | "snail" => Ok(Goal::Spiral),
            _ => text.parse::<Board>().map(Goal::Custom),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spiral_of_the_fifteen_puzzle() {
        let goal = Goal::Spiral.board(Size::FIFTEEN);
        assert_eq!(goal.to_string(), "1 2 3 4 12 13 14 5 11 0 15 6 10 9 8 7");
        let wide = Goal::Spiral.board(Size::new(4, 2).unwrap());
        assert_eq!(wide.to_string(), "1 2 3 4 0 7 6 5");
    }

    #[test]
    fn goal_names_parse() {
        assert_eq!("snail".parse::<Goal>().unwrap(), Goal::Spiral);
        assert_eq!("Blank-First".parse::<Goal>().unwrap(), Goal::BlankFirst);
        assert!(matches!(
            "0 1 2 3".parse::<Goal>().unwrap(),
            Goal::Custom(_)
        ));
        assert!("sideways".parse::<Goal>().is_err());
    }
}
