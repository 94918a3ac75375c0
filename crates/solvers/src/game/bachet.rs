//! Bachet's game as a [`Game`], and the proof of the lesson's strategy.
//!
//! A position is the number of objects in the pile; a move is the number taken. The game ends at
//! the empty pile: in misère the player to move there has won (the other took the last object),
//! in normal play they have lost.
//!
//! [`prove_closed_form`] solves the piles `0..=N` by brute force and compares every value,
//! distance and winning move with the closed form of [`BachetRules`].

use puzzlelab_rules::bachet::BachetRules;

use super::{Game, GameObserver, Minimax, Solved, Stopped, Value};
use crate::search::{Limits, NoObserver};

/// Bachet's game under the given rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BachetGame {
    /// The rules: the largest take and the convention.
    pub rules: BachetRules,
}

impl BachetGame {
    /// The game under `rules`.
    pub fn new(rules: BachetRules) -> BachetGame {
        BachetGame { rules }
    }

    /// Solves the piles `0..=max_pile` by retrograde analysis within `limits`; entry `n` is
    /// pile `n`.
    ///
    /// ```
    /// use puzzlelab_rules::bachet::BachetRules;
    /// use puzzlelab_solvers::game::{bachet::BachetGame, Value};
    /// use puzzlelab_solvers::search::{Limit, Limits, NoObserver};
    /// let game = BachetGame::new(BachetRules::LESSON);
    /// let table = game.solve_upto(13, &Limits::none(), &mut NoObserver).unwrap();
    /// assert_eq!(table[13].value, Value::Loss);
    /// let stopped = game.solve_upto(13, &Limits::nodes(5), &mut NoObserver).unwrap_err();
    /// assert_eq!((stopped.limit, stopped.done), (Limit::Nodes(5), 5));
    /// ```
    pub fn solve_upto<O: GameObserver<u64>>(
        &self,
        max_pile: u64,
        limits: &Limits,
        observer: &mut O,
    ) -> Result<Vec<Solved<u64>>, Stopped> {
        super::solve_piles(self, max_pile, limits, observer)
    }
}

impl Game for BachetGame {
    type Position = u64;
    type Move = u64;

    fn moves(&self, pile: &u64) -> Vec<(u64, u64)> {
        self.rules
            .legal_takes(*pile)
            .map(|take| (take, pile - take))
            .collect()
    }

    fn end_value(&self, _empty: &u64) -> Value {
        if self.rules.mover_wins_at_end() {
            Value::Win
        } else {
            Value::Loss
        }
    }
}

/// The closed form's answer for `pile`, in the solvers' terms.
pub fn closed_form(rules: &BachetRules, pile: u64) -> Solved<u64> {
    let winning_take = rules.winning_take(pile);
    let value = if rules.is_over(pile) {
        if rules.mover_wins_at_end() {
            Value::Win
        } else {
            Value::Loss
        }
    } else if winning_take.is_some() {
        Value::Win
    } else {
        Value::Loss
    };
    Solved {
        value,
        distance: rules.distance_to_end(pile),
        winning_moves: winning_take.into_iter().collect(),
    }
}

/// Why the closed form was not proven.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unproven {
    /// A solver disagrees with it.
    Disagreement(Box<Disagreement>),
    /// A solver was stopped by a limit.
    Stopped(Stopped),
}

/// A pile where the closed form and a solver disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The rules played.
    pub rules: BachetRules,
    /// The pile.
    pub pile: u64,
    /// What the closed form says.
    pub closed_form: Solved<u64>,
    /// What the solver found.
    pub solver: Solved<u64>,
    /// Which solver: `"retrograde"` or `"minimax"`.
    pub by: &'static str,
}

/// Proves the closed form for every pile `0..=max_pile`: retrograde analysis and the memoised
/// minimax must both agree with it on the value, the distance to the end and the full list of
/// winning moves. Returns the number of piles checked, or the first disagreement. Each solver
/// runs within `limits`.
///
/// ```
/// use puzzlelab_rules::bachet::BachetRules;
/// use puzzlelab_solvers::game::bachet::prove_closed_form;
/// use puzzlelab_solvers::search::Limits;
/// assert_eq!(prove_closed_form(&BachetRules::LESSON, 100, &Limits::none()), Ok(101));
/// ```
pub fn prove_closed_form(
    rules: &BachetRules,
    max_pile: u64,
    limits: &Limits,
) -> Result<u64, Unproven> {
    let game = BachetGame::new(*rules);
    let table = game
        .solve_upto(max_pile, limits, &mut NoObserver)
        .map_err(Unproven::Stopped)?;
    let mut minimax = Minimax::new(&game, limits);
    for pile in 0..=max_pile {
        let expected = closed_form(rules, pile);
        // bottom-up order keeps the recursion shallow
        let by_minimax = minimax
            .solve(&pile, &mut NoObserver)
            .map_err(Unproven::Stopped)?;
        for (solver, by) in [
            (&table[pile as usize], "retrograde"),
            (&by_minimax, "minimax"),
        ] {
            if *solver != expected {
                return Err(Unproven::Disagreement(Box::new(Disagreement {
                    rules: *rules,
                    pile,
                    closed_form: expected,
                    solver: solver.clone(),
                    by,
                })));
            }
        }
    }
    Ok(max_pile + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closed form proven for every `max_take` from 1 to 10, both conventions, every pile up
    /// to 1000.
    #[test]
    fn closed_form_is_proven_for_max_take_1_to_10_both_conventions_up_to_1000() {
        for max_take in 1..=10 {
            for misere in [true, false] {
                let rules = BachetRules::new(max_take, misere).unwrap();
                assert_eq!(
                    prove_closed_form(&rules, 1000, &Limits::none()),
                    Ok(1001),
                    "{rules:?}"
                );
            }
        }
    }

    #[test]
    fn minimax_from_the_top_agrees_and_reuses_positions() {
        let game = BachetGame::new(BachetRules::LESSON);
        let mut minimax = Minimax::new(&game, &Limits::none());
        let solved = minimax.solve(&13, &mut NoObserver).unwrap();
        assert_eq!(
            solved,
            Solved {
                value: Value::Loss,
                distance: 7,
                winning_moves: vec![]
            }
        );
        assert_eq!(minimax.expanded, 14); // the piles 0..=13, once each
        assert_eq!(minimax.positions(), 14);
        assert!(minimax.memo_hits > 0);
    }

    #[test]
    fn a_wrong_closed_form_would_be_caught() {
        // The solver is not a rubber stamp: it tells the lesson's losing class from another.
        let game = BachetGame::new(BachetRules::LESSON);
        let table = game
            .solve_upto(20, &Limits::none(), &mut NoObserver)
            .unwrap();
        let losing: Vec<u64> = (0..=20)
            .filter(|&n| table[n as usize].value == Value::Loss)
            .collect();
        assert_eq!(losing, [1, 5, 9, 13, 17]);
        let normal = BachetGame::new(BachetRules::new(3, false).unwrap())
            .solve_upto(20, &Limits::none(), &mut NoObserver)
            .unwrap();
        let losing: Vec<u64> = (0..=20)
            .filter(|&n| normal[n as usize].value == Value::Loss)
            .collect();
        assert_eq!(losing, [0, 4, 8, 12, 16, 20]);
    }
}
