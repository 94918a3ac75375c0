//! The rules a Bachet question is played under, and what the solvers say about them.
//!
//! Two families of rules. Bachet's own: a move takes 1 to k objects, in either convention (the
//! lesson's game, in both of its variants, takes 1 to 3, and whoever takes the last object
//! loses); the solvers' `BachetGame` plays it. And the subtraction game after it: a move takes
//! one of a set of numbers, and a player who cannot move loses; the solvers'
//! `SubtractionGame` plays it. This module draws rules, asks the solvers for every pile, and
//! measures the pattern of the lost piles; it decides no position itself.

use std::collections::HashMap;
use std::ops::RangeInclusive;

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_solvers::game::subtraction::SubtractionGame;
use puzzlelab_solvers::game::{Solved, Value};
use puzzlelab_solvers::search::{Limits, NoObserver};
use puzzlelab_solvers::solve::{solve_piles, solve_takes};
use rand::seq::index;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The most piles the solvers settle for one question's rules.
const MAX_PILES: u64 = 1 << 12;

/// The rules of one question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Rules {
    /// Bachet's game: a move takes 1 to `max_take` objects, misère or normal play.
    Bachet(BachetRules),
    /// A subtraction game: a move takes one of the game's takes; a player who cannot move
    /// loses.
    Takes(SubtractionGame),
}

impl Rules {
    /// Bachet's rules, the largest take drawn from `max_takes`, the convention by a coin.
    pub fn draw_bachet(rng: &mut ChaCha8Rng, max_takes: RangeInclusive<u64>) -> Rules {
        let max_take = crate::draw::between(rng, max_takes);
        let misere = rng.gen_bool(0.5);
        Rules::Bachet(BachetRules { max_take, misere })
    }

    /// The subtraction game with the takes `1..=k`: Bachet's game in normal play, as a set.
    pub fn one_to(k: u64) -> SubtractionGame {
        SubtractionGame::new(&(1..=k).collect::<Vec<_>>())
    }

    /// A set of `count` takes, the largest drawn from `largest` (each more than `count`), and
    /// never `1..=count`, which is Bachet's game.
    pub fn draw_set(
        rng: &mut ChaCha8Rng,
        count: usize,
        largest: RangeInclusive<u64>,
    ) -> SubtractionGame {
        loop {
            let top = crate::draw::between(rng, largest.clone());
            let mut takes: Vec<u64> = index::sample(rng, top as usize - 1, count - 1)
                .into_iter()
                .map(|i| i as u64 + 1)
                .collect();
            takes.push(top);
            let game = SubtractionGame::new(&takes);
            if !is_one_to_k(&game.takes) {
                return game;
            }
        }
    }

    /// Every take the rules allow, smallest first (from a pile large enough).
    pub fn takes(&self) -> Vec<u64> {
        match self {
            Rules::Bachet(rules) => (1..=rules.max_take).collect(),
            Rules::Takes(game) => game.takes.clone(),
        }
    }

    /// The takes allowed from `pile`, smallest first.
    pub fn takes_from(&self, pile: u64) -> Vec<u64> {
        self.takes().into_iter().filter(|&t| t <= pile).collect()
    }

    /// The largest take.
    pub fn largest_take(&self) -> u64 {
        self.takes().last().copied().unwrap_or(0)
    }

    /// Whether whoever takes the last object loses (the lesson's convention).
    pub fn misere(&self) -> bool {
        matches!(self, Rules::Bachet(rules) if rules.misere)
    }

    /// Whether the takes are `1..=k`: the lesson's classes `N mod (k + 1)` decide every pile.
    pub fn one_to_k(&self) -> bool {
        is_one_to_k(&self.takes())
    }

    /// The solvers' answer for every pile `0..=max_pile` (by retrograde analysis), or `None`
    /// past the limits.
    pub fn solve(&self, max_pile: u64) -> Option<Table> {
        if max_pile > MAX_PILES {
            return None;
        }
        let limits = Limits::nodes(MAX_PILES + 1);
        let solved = match self {
            Rules::Bachet(rules) => solve_piles(*rules, max_pile, &limits, &mut NoObserver),
            Rules::Takes(game) => solve_takes(game, max_pile, &limits, &mut NoObserver),
        };
        solved.ok().map(Table)
    }

    /// Where the lost piles start repeating, and how often. Whether a pile is lost depends only
    /// on the `largest take` piles below it, so the first run of that many piles that is seen
    /// twice starts the repetition.
    pub fn pattern(&self) -> Option<Pattern> {
        let width = self.largest_take() as usize;
        let mut span = 64;
        while span <= MAX_PILES {
            let table = self.solve(span)?;
            let lost: Vec<bool> = (0..=span).map(|pile| table.lost(pile)).collect();
            let mut seen: HashMap<&[bool], usize> = HashMap::new();
            for (j, run) in lost.windows(width).enumerate() {
                if let Some(&i) = seen.get(run) {
                    let (start, period) = (i as u64, (j - i) as u64);
                    return Some(Pattern { start, period });
                }
                seen.insert(run, j);
            }
            span *= 4;
        }
        None
    }

    /// What the rules measure, for a question's level.
    pub fn facts(&self) -> Option<Facts> {
        Some(Facts {
            largest_take: self.largest_take(),
            takes: self.takes().len() as u64,
            misere: self.misere(),
            one_to_k: self.one_to_k(),
            pattern: self.pattern()?,
        })
    }
}

/// Whether `takes` (sorted) are exactly `1..=k` for some k.
fn is_one_to_k(takes: &[u64]) -> bool {
    takes.iter().zip(1..).all(|(&take, k)| take == k)
}

/// The solvers' answer for the piles `0..=max_pile`: entry `n` is pile `n`.
pub(super) struct Table(Vec<Solved<u64>>);

impl Table {
    /// Whether `pile` is lost for the player to move, against correct play.
    pub fn lost(&self, pile: u64) -> bool {
        self.0[pile as usize].value == Value::Loss
    }

    /// Every take from `pile` that wins (leaves the opponent a lost pile), smallest first.
    pub fn winning_takes(&self, pile: u64) -> Vec<u64> {
        let mut takes = self.0[pile as usize].winning_moves.clone();
        takes.sort_unstable();
        takes
    }

    /// The piles of `piles` lost for the player to move.
    pub fn lost_piles(&self, piles: RangeInclusive<u64>) -> Vec<u64> {
        piles.filter(|&pile| self.lost(pile)).collect()
    }
}

/// The lost piles repeat: the same `period` piles over and over from pile `start` on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Pattern {
    /// The first pile of the repetition.
    pub start: u64,
    /// The length of the repeated run.
    pub period: u64,
}

/// What a question's rules measure: the part of its level the rules decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Facts {
    /// The largest take.
    pub largest_take: u64,
    /// How many takes there are.
    pub takes: u64,
    /// Whether whoever takes the last object loses.
    pub misere: bool,
    /// Whether the takes are `1..=k` (the lesson's classes apply).
    pub one_to_k: bool,
    /// The pattern of the lost piles.
    pub pattern: Pattern,
}

impl Facts {
    /// The piles to work through before the lost piles repeat.
    pub fn pattern_span(&self) -> u64 {
        self.pattern.start + self.pattern.period
    }

    /// The facts by name, as a question records them.
    pub fn named(&self) -> Vec<(String, u64)> {
        vec![
            ("largest-take".into(), self.largest_take),
            ("takes".into(), self.takes),
            ("misere".into(), u64::from(self.misere)),
            ("one-to-k".into(), u64::from(self.one_to_k)),
            ("pattern-start".into(), self.pattern.start),
            ("period".into(), self.pattern.period),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn the_lessons_game_repeats_every_four_piles_from_the_start() {
        let lesson = Rules::Bachet(BachetRules::LESSON);
        assert_eq!(
            lesson.pattern(),
            Some(Pattern {
                start: 0,
                period: 4
            })
        );
        let table = lesson.solve(14).unwrap();
        assert_eq!(table.lost_piles(0..=14), [1, 5, 9, 13]);
        assert_eq!(table.winning_takes(14), [1]);
    }

    #[test]
    fn a_set_of_takes_repeats_as_the_solver_says() {
        // {1, 3, 4}: lost 0, 2, 7, 9, 14, 16, ...: the same 7 piles over and over.
        let rules = Rules::Takes(SubtractionGame::new(&[1, 3, 4]));
        let pattern = rules.pattern().unwrap();
        assert_eq!(pattern.period, 7);
        let table = rules.solve(100).unwrap();
        for pile in pattern.start..=100 - pattern.period {
            assert_eq!(table.lost(pile), table.lost(pile + pattern.period));
        }
    }

    #[test]
    fn drawn_sets_are_never_one_to_k() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..500 {
            let game = Rules::draw_set(&mut rng, 3, 4..=6);
            assert_eq!(game.takes.len(), 3);
            assert!(!is_one_to_k(&game.takes));
        }
        assert!(is_one_to_k(&Rules::one_to(4).takes));
    }
}
