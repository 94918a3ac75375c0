//! Bachet's game's questions: which takes win from a pile, which piles are lost (takes 1 to k
//! in either convention, or any set of takes), and the Sprague-Grundy value of a pile of a
//! subtraction game. Every answer is the solvers'; a question's level is what its instance
//! measures (the takes, the piles, how long the lost piles take to repeat).

mod grundy;
mod losing_piles;
mod messages;
mod rules;
mod winning_take;

#[cfg(test)]
mod tests;

use puzzlelab_rules::Lang;
use rand_chacha::ChaCha8Rng;

use crate::{Kind, Level, Made};

/// The most instances drawn for one question before its level is given up.
const TRIES: usize = 200;

/// The question of `kind` at `level`, drawn with `rng`.
pub(crate) fn make(kind: Kind, level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    match kind {
        Kind::WinningTake => winning_take::make(level, rng, lang),
        Kind::LosingPiles => losing_piles::make(level, rng, lang),
        Kind::Grundy => grundy::make(level, rng, lang),
        _ => None,
    }
}

/// Draws instances with `propose` until one measures at `level`: the level is what an instance
/// measures, never what it was drawn for.
fn draw<I, M>(
    level: Level,
    rng: &mut ChaCha8Rng,
    propose: fn(Level, &mut ChaCha8Rng) -> I,
    measure: fn(&I) -> Option<M>,
    level_of: fn(&M) -> Level,
) -> Option<(I, M)> {
    (0..TRIES).find_map(|_| {
        let instance = propose(level, rng);
        let measured = measure(&instance)?;
        (level_of(&measured) == level).then_some((instance, measured))
    })
}

/// A set of numbers written the canonical way: smallest first, by spaces (`""` for none).
fn canonical(numbers: &[u64]) -> String {
    let mut numbers = numbers.to_vec();
    numbers.sort_unstable();
    numbers.dedup();
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
