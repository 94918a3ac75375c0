//! # Solving two-player games
//!
//! This module teaches how a computer *proves* a strategy: for every position of a finite game
//! it works out who wins with correct play, how long the game lasts, and which moves win.
//!
//! - [`Game`]: the small trait a game implements: the moves from a position, and who has won
//!   when no move is left.
//! - [`retrograde()`]: retrograde analysis, working backwards from the ends of the game over a
//!   given set of positions (for Bachet's game, the piles `0..=N`).
//! - [`Minimax`]: the memoised minimax, working forwards from one position down the game tree.
//! - [`bachet`]: Bachet's game as a [`Game`], and the proof of the lesson's closed form.
//! - [`subtraction`]: the subtraction game with any set of takes, Bachet's game its special
//!   case.
//! - [`tree`]: game trees as data (the full tree, the strategy tree, the folded graph), for
//!   counting and for drawing.
//!
//! Both solvers give the same answer ([`Solved`]) and the tests check them against each other
//! and against the closed form of `puzzlelab_rules::bachet`. Like the searches, they run under
//! [`Limits`] (positions, time, memory), report to an [`Observer`] (a position is expanded when
//! its moves are listed, each move generates its successor), and say what stopped them
//! ([`Stopped`]).
//!
//! ```
//! use puzzlelab_rules::bachet::BachetRules;
//! use puzzlelab_solvers::game::{bachet::BachetGame, solve_piles, Minimax, Value};
//! use puzzlelab_solvers::search::{Limits, NoObserver};
//!
//! let game = BachetGame::new(BachetRules::LESSON);
//! let table = solve_piles(&game, 20, &Limits::none(), &mut NoObserver).unwrap();
//! assert_eq!(table[13].value, Value::Loss); // 13 = 4·3 + 1
//! assert_eq!(table[14].winning_moves, [1]); // take 1, leave 13
//! let mut minimax = Minimax::new(&game, &Limits::none());
//! assert_eq!(minimax.solve(&14, &mut NoObserver), Ok(table[14].clone()));
//! ```

pub mod bachet;
mod minimax;
mod retrograde;

pub(crate) use {minimax::PSEUDOCODE as MINIMAX, retrograde::PSEUDOCODE as RETROGRADE};
pub mod subtraction;
pub mod tree;

use std::fmt::Debug;
use std::hash::Hash;

use serde::{Deserialize, Serialize};
use thiserror::Error;

#[cfg(doc)]
use crate::search::Limits;
use crate::search::{Limit, NoObserver, Observer, Stats, Trace};

pub use minimax::Minimax;
pub use retrograde::solve_piles;

/// A finite two-player game with no chance and full information, seen from the player to move.
pub trait Game {
    /// A position of the game, including (if the game needs it) whose move it is.
    type Position: Clone + Eq + Hash + Debug;
    /// A move.
    type Move: Clone + Eq + Debug;

    /// Every legal move from `position`, with the position it leads to. Empty when the game is
    /// over.
    fn moves(&self, position: &Self::Position) -> Vec<(Self::Move, Self::Position)>;

    /// Who has won at a position with no moves, seen from the player to move there.
    fn end_value(&self, position: &Self::Position) -> Value;
}

/// An [`Observer`] of a game solver, which also hears when a position's value is settled and
/// when a winning move is chosen. Both have empty default bodies.
pub trait GameObserver<P: ?Sized>: Observer<P> {
    /// `position` is `value` for the player to move, `distance` moves from the end.
    fn settle(&mut self, _position: &P, _value: Value, _distance: u64) {}
    /// The move from `position` to `next` wins (it leaves the opponent a lost position).
    fn choose(&mut self, _position: &P, _next: &P) {}
}

impl<P: ?Sized> GameObserver<P> for NoObserver {}

/// The statistics count a game solver's work as a search's: positions expanded (their moves
/// listed) and generated, and the time.
impl<P: ?Sized> GameObserver<P> for Stats {}

impl<P: ?Sized, O: GameObserver<P> + ?Sized> GameObserver<P> for &mut O {
    fn settle(&mut self, position: &P, value: Value, distance: u64) {
        (**self).settle(position, value, distance)
    }
    fn choose(&mut self, position: &P, next: &P) {
        (**self).choose(position, next)
    }
}

impl<P, T> GameObserver<P> for Trace<T>
where
    P: ToOwned<Owned = T> + ?Sized,
    T: Clone + Eq + Hash,
{
    fn settle(&mut self, position: &P, value: Value, distance: u64) {
        self.settled(position, value == Value::Win, distance)
    }
    fn choose(&mut self, position: &P, next: &P) {
        self.chosen(position, next)
    }
}

/// The value of a position for the player to move, with correct play on both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Value {
    /// The player to move wins.
    Win,
    /// The player to move loses, whatever they do.
    Loss,
}

impl Value {
    /// The value for the other player.
    pub fn flip(self) -> Value {
        match self {
            Value::Win => Value::Loss,
            Value::Loss => Value::Win,
        }
    }
}

/// What a solver knows about one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solved<M> {
    /// Win or loss for the player to move.
    pub value: Value,
    /// The number of moves to the end of the game under best play: the winner hurries (the
    /// shortest win), the loser delays (the longest loss). 0 at the end.
    pub distance: u64,
    /// Every move that wins (leaves the opponent a lost position), in the game's move order;
    /// empty for a lost position.
    pub winning_moves: Vec<M>,
}

/// A game solver stopped by a limit before it was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("{limit} after {done} positions")]
pub struct Stopped {
    /// The limit.
    pub limit: Limit,
    /// The positions (or tree nodes) done by then.
    pub done: u64,
}
