//! Moves: which way a tile slides into the empty place, and strings of moves like `LLURD`.
//!
//! A [`Direction`] names the way the **tile** moves. `Up` slides the tile *below* the empty
//! place up into it; the empty place itself goes down. Some formats (and some textbooks) name
//! the blank's move instead: [`Direction::blank_direction`] gives that reading.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::MoveError;
use crate::lang::Lang;
use crate::messages::Messages;

/// The way a tile slides into the empty place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Direction {
    /// The tile below the empty place slides up.
    Up,
    /// The tile above the empty place slides down.
    Down,
    /// The tile right of the empty place slides left.
    Left,
    /// The tile left of the empty place slides right.
    Right,
}

impl Direction {
    /// All four directions, in the order `U D L R`.
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];

    /// The move that undoes this one.
    ///
    /// ```
    /// use puzzlelab_rules::Direction;
    /// assert_eq!(Direction::Left.opposite(), Direction::Right);
    /// ```
    pub fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
        }
    }

    /// The way the *empty place* moves when a tile slides this way: the opposite one.
    pub fn blank_direction(self) -> Direction {
        self.opposite()
    }

    /// Whether the move is vertical (the lesson: "vertical moves change the index by 4").
    pub fn is_vertical(self) -> bool {
        matches!(self, Direction::Up | Direction::Down)
    }

    /// The move's letter: `U`, `D`, `L` or `R`.
    pub fn letter(self) -> char {
        match self {
            Direction::Up => 'U',
            Direction::Down => 'D',
            Direction::Left => 'L',
            Direction::Right => 'R',
        }
    }

    /// The direction of a letter, either case (`u`, `D`, ...).
    pub fn from_letter(letter: char) -> Option<Direction> {
        match letter.to_ascii_uppercase() {
            'U' => Some(Direction::Up),
            'D' => Some(Direction::Down),
            'L' => Some(Direction::Left),
            'R' => Some(Direction::Right),
            _ => None,
        }
    }

    /// The lower-case English word: `up`, `down`, `left`, `right`.
    pub fn word(self) -> &'static str {
        self.word_in(Lang::En)
    }

    /// The lower-case word in `lang`: `up`, `вверх`, ...
    ///
    /// ```
    /// use puzzlelab_rules::{Direction, Lang};
    /// assert_eq!(Direction::Left.word_in(Lang::Ru), "влево");
    /// ```
    pub fn word_in(self, lang: Lang) -> &'static str {
        Messages::new(lang).direction(self)
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Direction {
    type Err = MoveError;

    /// Reads a letter (`U`) or a word (`up`), any case.
    fn from_str(text: &str) -> Result<Direction, MoveError> {
        let t = text.trim().to_ascii_lowercase();
        let found = match t.as_str() {
            "u" | "up" => Some(Direction::Up),
            "d" | "down" => Some(Direction::Down),
            "l" | "left" => Some(Direction::Left),
            "r" | "right" => Some(Direction::Right),
            _ => None,
        };
        found.ok_or_else(|| MoveError::NotAMove {
            text: text.trim().to_string(),
            position: 1,
        })
    }
}

/// A sequence of moves, written as letters: `LLURD`.
///
/// ```
/// use puzzlelab_rules::{Direction, MoveSeq};
/// let moves: MoveSeq = "LLurd".parse().unwrap();
/// assert_eq!(moves.len(), 5);
/// assert_eq!(moves.to_string(), "LLURD");
/// assert!("LLX".parse::<MoveSeq>().is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveSeq(pub Vec<Direction>);

impl MoveSeq {
    /// Number of moves.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no moves.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The moves in order.
    pub fn iter(&self) -> impl Iterator<Item = Direction> + '_ {
        self.0.iter().copied()
    }

    /// The sequence that undoes this one: reversed, each move opposite.
    pub fn inverse(&self) -> MoveSeq {
        MoveSeq(self.0.iter().rev().map(|d| d.opposite()).collect())
    }

    /// The same moves named the other way: by where the *empty place* goes instead of the
    /// tile (for formats and textbooks that use that reading). Applying it twice gives the
    /// tile reading back.
    ///
    /// ```
    /// use puzzlelab_rules::MoveSeq;
    /// let tiles: MoveSeq = "LLURD".parse().unwrap();
    /// assert_eq!(tiles.blank_reading().to_string(), "RRDLU");
    /// assert_eq!(tiles.blank_reading().blank_reading(), tiles);
    /// ```
    pub fn blank_reading(&self) -> MoveSeq {
        MoveSeq(self.0.iter().map(|d| d.blank_direction()).collect())
    }
}

impl From<Vec<Direction>> for MoveSeq {
    fn from(moves: Vec<Direction>) -> MoveSeq {
        MoveSeq(moves)
    }
}

impl fmt::Display for MoveSeq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|d| write!(f, "{}", d.letter()))
    }
}

impl FromStr for MoveSeq {
    type Err = MoveError;

    /// Reads letters `U D L R` in either case; spaces and commas between them are ignored.
    fn from_str(text: &str) -> Result<MoveSeq, MoveError> {
        let mut moves = Vec::new();
        for (i, c) in text.chars().enumerate() {
            if c.is_whitespace() || c == ',' {
                continue;
            }
            let d = Direction::from_letter(c).ok_or_else(|| MoveError::NotAMove {
                text: c.to_string(),
                position: i + 1,
            })?;
            moves.push(d);
        }
        Ok(MoveSeq(moves))
    }
}
