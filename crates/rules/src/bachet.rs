//! # Bachet's game: the rules, the classes and the closed-form strategy
//!
//! Two players take turns removing from 1 to `max_take` objects from a pile of `N`. In the lesson's
//! game (`max_take = 3`, *misère*) whoever is left to take the last object loses; in the
//! *normal-play* convention whoever takes the last object wins.
//!
//! The lesson's insight is that positions fall into **classes** by `N mod (max_take + 1)`: a move
//! carries a position from one class to another ([`BachetRules::transition_table`]), and one class
//! is losing for the player to move (`N ≡ 1` in misère, `N ≡ 0` in normal play). From any other
//! class the winning take `P` puts the opponent into it, and whatever the opponent takes, `Y`, the
//! answer `C = (max_take + 1) - Y` puts them back: `Y + C = 4` in the lesson.
//!
//! ```
//! use puzzlelab_rules::bachet::BachetRules;
//!
//! let lesson = BachetRules::LESSON; // take 1..3, whoever takes the last object loses
//! assert_eq!(lesson.winning_take(14), Some(1)); // P = (14 - 1) mod 4: leave 13
//! assert_eq!(lesson.winning_take(13), None); // 13 = 4·3 + 1: lost against correct play
//! assert!(lesson.is_losing(9));
//! assert_eq!(lesson.answer(2), 2); // the opponent took Y = 2, take C = 4 - Y
//! ```
//!
//! The game solver in `puzzlelab_solvers::game` proves every statement here by brute force.
//!
//! [`dialogue`] plays the lesson's two variants with a person, in the words of [`messages`].

pub mod dialogue;
pub mod messages;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The largest pile the lesson programs accept (step 1 checks `1 <= N <= 10^9`).
pub const MAX_PILE: u64 = 1_000_000_000;

/// The rules of one Bachet game: how many objects a move may take, and who wins at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BachetRules {
    /// The most objects one move may take (at least 1); every move takes from 1 to this.
    pub max_take: u64,
    /// `true`: whoever takes the last object loses (the lesson's game);
    /// `false`: normal play, whoever takes the last object wins.
    pub misere: bool,
}

/// Why a take is not a legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum TakeError {
    /// A move must take at least one object.
    #[error("a move must take at least 1 object")]
    Zero,
    /// More than the rules allow in one move.
    #[error("a move may take at most {max_take} objects, not {take}")]
    TooMany {
        /// The take asked for.
        take: u64,
        /// The rules' limit.
        max_take: u64,
    },
    /// More than the pile holds.
    #[error("only {pile} objects are left, {take} cannot be taken")]
    MoreThanPile {
        /// The take asked for.
        take: u64,
        /// The objects in the pile.
        pile: u64,
    },
}

/// Why rules could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum BachetError {
    /// `max_take` must be at least 1.
    #[error("a move must be allowed to take at least 1 object (max_take >= 1)")]
    ZeroMaxTake,
}

/// One row of the class-transition table: from `class`, taking `take` objects reaches `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transition {
    /// The class moved from (`N mod (max_take + 1)`).
    pub class: u64,
    /// The objects taken.
    pub take: u64,
    /// The class reached (`(N - take) mod (max_take + 1)`).
    pub to: u64,
}

impl BachetRules {
    /// The lesson's game: take 1 to 3, whoever takes the last object loses.
    pub const LESSON: BachetRules = BachetRules {
        max_take: 3,
        misere: true,
    };

    /// Rules taking 1 to `max_take` objects a move; `misere` as in [`BachetRules::misere`].
    pub fn new(max_take: u64, misere: bool) -> Result<BachetRules, BachetError> {
        if max_take == 0 {
            return Err(BachetError::ZeroMaxTake);
        }
        Ok(BachetRules { max_take, misere })
    }

    /// The number of classes, `max_take + 1` (the lesson's 4).
    pub fn period(&self) -> u64 {
        self.max_take + 1
    }

    /// The class of a pile: `pile mod (max_take + 1)`.
    pub fn class(&self, pile: u64) -> u64 {
        pile % self.period()
    }

    /// The class that is lost for the player to move: 1 in misère (the lesson's `4k + 1`), 0 in
    /// normal play.
    pub fn losing_class(&self) -> u64 {
        u64::from(self.misere)
    }

    /// The takes allowed from `pile`: `1..=min(max_take, pile)` (empty when the pile is empty).
    pub fn legal_takes(&self, pile: u64) -> RangeInclusive<u64> {
        1..=self.max_take.min(pile)
    }

    /// Checks a take from `pile` against the rules.
    pub fn check_take(&self, pile: u64, take: u64) -> Result<(), TakeError> {
        if take == 0 {
            Err(TakeError::Zero)
        } else if take > self.max_take {
            Err(TakeError::TooMany {
                take,
                max_take: self.max_take,
            })
        } else if take > pile {
            Err(TakeError::MoreThanPile { take, pile })
        } else {
            Ok(())
        }
    }

    /// The game is over when the pile is empty.
    pub fn is_over(&self, pile: u64) -> bool {
        pile == 0
    }

    /// Whether the player to move at an empty pile has won: the other player took the last
    /// object, which loses in misère and wins in normal play.
    pub fn mover_wins_at_end(&self) -> bool {
        self.misere
    }

    /// The pile at which the player to move has lost, whatever happens: 1 in misère (they must
    /// take the last object: the lesson's step 7, `N = 1`), 0 in normal play (the other player
    /// has taken the last object).
    pub fn lost_pile(&self) -> u64 {
        u64::from(self.misere)
    }

    /// Whether `pile` is lost for the player to move against correct play: its class is the
    /// losing class.
    pub fn is_losing(&self, pile: u64) -> bool {
        self.class(pile) == self.losing_class()
    }

    /// The closed-form strategy: the take that leaves the opponent in the losing class, `None`
    /// when the player to move is in it already. In the lesson's game `P = (N - 1) mod 4`.
    pub fn winning_take(&self, pile: u64) -> Option<u64> {
        if self.misere && pile == 0 {
            return None; // the game is over, and won: there is nothing to take
        }
        let take = (pile + self.period() - self.losing_class()) % self.period();
        (take != 0).then_some(take)
    }

    /// The lesson's answer to the opponent's take `y` from a losing position: `C = (max_take + 1) - Y`,
    /// so that every pair of moves removes `max_take + 1` objects.
    pub fn answer(&self, y: u64) -> u64 {
        self.period() - y
    }

    /// The number of moves left under best play, down to the empty pile: the winner hurries,
    /// the loser delays. Each pair of moves removes exactly `max_take + 1` objects, so the
    /// count is closed-form too.
    ///
    /// ```
    /// use puzzlelab_rules::bachet::BachetRules;
    /// // 13 = 4·3 + 1: three rounds of 4, then the loser takes the last object.
    /// assert_eq!(BachetRules::LESSON.distance_to_end(13), 7);
    /// assert_eq!(BachetRules::LESSON.distance_to_end(14), 8);
    /// ```
    pub fn distance_to_end(&self, pile: u64) -> u64 {
        let first = self.winning_take(pile).unwrap_or(0);
        let rest = pile - first; // a losing position (or the end)
        let rounds = (rest - self.losing_class().min(rest)) / self.period();
        u64::from(first > 0) + 2 * rounds + self.losing_class().min(rest)
    }

    /// The lesson's class-transition table: from each class, each take, the class reached.
    /// Rows come class by class (`0..=max_take`), take by take (`1..=max_take`): `(k + 1)·k`
    /// entries, so callers show it up to [`MAX_TABLE_TAKE`].
    pub fn transition_table(&self) -> Vec<Transition> {
        let period = self.period();
        (0..period)
            .flat_map(|class| {
                (1..=self.max_take).map(move |take| Transition {
                    class,
                    take,
                    to: (class + period - take) % period,
                })
            })
            .collect()
    }
}

/// The largest take whose class-transition table is shown (in words or as a picture): 420
/// entries, against a trillion for a largest take of a million.
pub const MAX_TABLE_TAKE: u64 = 20;

impl Default for BachetRules {
    /// The lesson's game.
    fn default() -> BachetRules {
        BachetRules::LESSON
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The strategy's two facts, on piles far beyond what the solver checks: from a winning
        /// pile the winning take is legal and leaves a losing pile; from a losing pile every take
        /// leaves a winning one, and the answer `C = (max_take + 1) - Y` restores a losing pile.
        #[test]
        fn the_strategy_holds_on_large_piles(max_take in 1u64..=1000, misere: bool, pile in 2u64..=MAX_PILE) {
            let rules = BachetRules::new(max_take, misere).unwrap();
            match rules.winning_take(pile) {
                Some(p) => {
                    prop_assert!(rules.check_take(pile, p).is_ok());
                    prop_assert!(rules.is_losing(pile - p));
                }
                None => {
                    prop_assert!(rules.is_losing(pile));
                    for y in rules.legal_takes(pile) {
                        prop_assert!(!rules.is_losing(pile - y));
                        let c = rules.answer(y);
                        if pile - y >= c {
                            prop_assert_eq!(rules.winning_take(pile - y), Some(c));
                            prop_assert!(rules.is_losing(pile - y - c));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn lesson_classes_and_takes() {
        let r = BachetRules::LESSON;
        let losing: Vec<u64> = (0..=20).filter(|&n| r.is_losing(n)).collect();
        assert_eq!(losing, [1, 5, 9, 13, 17]);
        assert_eq!(r.winning_take(14), Some(1));
        assert_eq!(r.winning_take(16), Some(3));
        assert_eq!(r.winning_take(2), Some(1));
        assert_eq!(r.winning_take(0), None);
        for n in 1..=100 {
            assert_eq!(r.winning_take(n).unwrap_or(0), (n - 1) % 4, "N = {n}");
        }
    }

    #[test]
    fn normal_play() {
        let r = BachetRules::new(3, false).unwrap();
        assert_eq!(r.winning_take(0), None);
        assert_eq!(r.winning_take(13), Some(1));
        assert_eq!(r.winning_take(12), None);
        assert_eq!(r.distance_to_end(12), 6);
        assert_eq!(r.distance_to_end(13), 7);
        assert_eq!(r.distance_to_end(0), 0);
    }

    #[test]
    fn misere_distances() {
        let r = BachetRules::LESSON;
        assert_eq!(r.distance_to_end(0), 0);
        assert_eq!(r.distance_to_end(1), 1);
        assert_eq!(r.distance_to_end(2), 2);
        assert_eq!(r.distance_to_end(5), 3);
    }

    #[test]
    fn takes_are_checked() {
        let r = BachetRules::LESSON;
        assert_eq!(r.check_take(10, 0), Err(TakeError::Zero));
        assert_eq!(
            r.check_take(10, 4),
            Err(TakeError::TooMany {
                take: 4,
                max_take: 3
            })
        );
        assert_eq!(
            r.check_take(2, 3),
            Err(TakeError::MoreThanPile { take: 3, pile: 2 })
        );
        assert_eq!(r.check_take(2, 2), Ok(()));
        assert_eq!(r.legal_takes(2), 1..=2);
        assert!(r.legal_takes(0).is_empty());
        assert_eq!(BachetRules::new(0, true), Err(BachetError::ZeroMaxTake));
    }

    #[test]
    fn the_lessons_transition_table() {
        let table = BachetRules::LESSON.transition_table();
        assert_eq!(table.len(), 12);
        // From the losing class 1 every take leaves a winning class; from every other class one
        // take reaches class 1.
        for t in &table {
            if t.class == 1 {
                assert_ne!(t.to, 1);
            }
        }
        for class in [0, 2, 3] {
            let to_one: Vec<_> = table
                .iter()
                .filter(|t| t.class == class && t.to == 1)
                .collect();
            assert_eq!(to_one.len(), 1);
        }
        assert!(table.contains(&Transition {
            class: 2,
            take: 1,
            to: 1
        }));
    }
}
