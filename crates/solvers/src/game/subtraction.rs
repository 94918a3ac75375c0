//! The subtraction game: a pile, and a fixed set of takes (`{1, 3, 4}`, say); a player who
//! cannot move loses. Bachet's game with takes `1..=k` is the special case the lesson plays (in
//! its misère form, which is the normal game on one object less: whoever faces the last object
//! must take it and lose, exactly as whoever faces an empty pile cannot move).
//!
//! With takes other than `1..=k` there is no closed form as simple as `N mod (k + 1)`: the
//! losing piles come from the solver, working up from the piles with no move.

use super::{Game, GameObserver, Solved, Stopped, Value};
use crate::search::Limits;

/// The subtraction game with the takes `takes` (normal play: no move, no win).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionGame {
    /// The allowed takes, each at least 1.
    pub takes: Vec<u64>,
}

impl SubtractionGame {
    /// The game with these takes (zeros and repeats dropped, sorted).
    pub fn new(takes: &[u64]) -> SubtractionGame {
        let mut takes: Vec<u64> = takes.iter().copied().filter(|&t| t > 0).collect();
        takes.sort_unstable();
        takes.dedup();
        SubtractionGame { takes }
    }

    /// Solves the piles `0..=max_pile` within `limits`; entry `n` is pile `n`.
    ///
    /// ```
    /// use puzzlelab_solvers::game::{subtraction::SubtractionGame, Value};
    /// use puzzlelab_solvers::search::{Limits, NoObserver};
    /// let game = SubtractionGame::new(&[1, 3, 4]);
    /// let table = game.solve_upto(14, &Limits::none(), &mut NoObserver).unwrap();
    /// let lost: Vec<usize> = (0..=14).filter(|&n| table[n].value == Value::Loss).collect();
    /// assert_eq!(lost, [0, 2, 7, 9, 14]);
    /// ```
    pub fn solve_upto<O: GameObserver<u64>>(
        &self,
        max_pile: u64,
        limits: &Limits,
        observer: &mut O,
    ) -> Result<Vec<Solved<u64>>, Stopped> {
        super::solve_piles(self, max_pile, limits, observer)
    }

    /// The piles `0..=max_pile` lost for the player to move.
    pub fn losing_piles(&self, max_pile: u64, limits: &Limits) -> Result<Vec<u64>, Stopped> {
        let table = self.solve_upto(max_pile, limits, &mut crate::search::NoObserver)?;
        Ok((0..=max_pile)
            .filter(|&n| table[n as usize].value == Value::Loss)
            .collect())
    }

    /// The Sprague-Grundy value of every pile `0..=max_pile`: the least whole number that is
    /// not the value of a pile one move reaches (the mex). A pile is lost for the player to
    /// move exactly when its value is 0; the values add up games played side by side (by
    /// exclusive or), which is what they are for.
    ///
    /// ```
    /// use puzzlelab_solvers::game::subtraction::SubtractionGame;
    /// let game = SubtractionGame::new(&[1, 3, 4]);
    /// assert_eq!(game.grundy_values(10), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]);
    /// ```
    pub fn grundy_values(&self, max_pile: u64) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for pile in 0..=max_pile {
            let reached: Vec<u64> = self
                .moves(&pile)
                .into_iter()
                .map(|(_, left)| values[left as usize])
                .collect();
            let mex = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
            values.push(mex);
        }
        values
    }
}

impl Game for SubtractionGame {
    type Position = u64;
    type Move = u64;

    fn moves(&self, pile: &u64) -> Vec<(u64, u64)> {
        self.takes
            .iter()
            .filter(|&&t| t <= *pile)
            .map(|&t| (t, pile - t))
            .collect()
    }

    fn end_value(&self, _stuck: &u64) -> Value {
        Value::Loss
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::bachet::BachetGame;
    use puzzlelab_rules::bachet::BachetRules;

    /// Takes `1..=k` are Bachet's game: its normal play exactly, and the lesson's misère game
    /// on one object more.
    #[test]
    fn takes_one_to_k_are_bachets_game_normal_and_shifted_misere() {
        for k in 1..=6u64 {
            let takes: Vec<u64> = (1..=k).collect();
            let lost = SubtractionGame::new(&takes)
                .losing_piles(40, &Limits::none())
                .unwrap();
            for misere in [false, true] {
                let rules = BachetRules::new(k, misere).unwrap();
                let table = BachetGame::new(rules)
                    .solve_upto(41, &Limits::none(), &mut crate::search::NoObserver)
                    .unwrap();
                let bachet: Vec<u64> = (0..=41)
                    .filter(|&n| table[n as usize].value == Value::Loss)
                    .collect();
                let shift = u64::from(misere);
                let expected: Vec<u64> = lost.iter().map(|n| n + shift).collect();
                let bachet: Vec<u64> = bachet.into_iter().filter(|n| *n <= 40 + shift).collect();
                assert_eq!(bachet, expected, "takes 1..={k}, misère {misere}");
            }
        }
    }

    #[test]
    fn a_pile_smaller_than_every_take_is_lost() {
        let lost = SubtractionGame::new(&[5, 7])
            .losing_piles(14, &Limits::none())
            .unwrap();
        assert_eq!(lost, [0, 1, 2, 3, 4, 12, 13, 14]);
    }
}
