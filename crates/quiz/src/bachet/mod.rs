//! Bachet's game's questions: which takes win from a pile, which piles are lost (takes 1 to k
//! in either convention, or any set of takes), and the Sprague-Grundy value of a pile of a
//! subtraction game. Every answer is the solvers'; a question's level is what its instance
//! measures (the takes, the piles, how long the lost piles take to repeat).

mod grundy;
mod instance;
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
        Kind::WinningTake => {
            let (instance, measured) = winning_take::SPEC.draw(level, rng)?;
            winning_take::ask(&instance, &measured, lang)
        }
        Kind::LosingPiles => {
            let (instance, measured) = losing_piles::SPEC.draw(level, rng)?;
            losing_piles::ask(&instance, &measured, lang)
        }
        Kind::Grundy => {
            let (instance, measured) = grundy::draw(level, rng)?;
            grundy::ask(&instance, &measured, lang)
        }
        _ => None,
    }
}

/// Draws instances with `propose` until one measures at `level`: the level is what an instance
/// measures, never what it was drawn for.
fn draw<I, M>(
    level: Level,
    rng: &mut ChaCha8Rng,
    mut propose: impl FnMut(Level, &mut ChaCha8Rng) -> I,
    measure: impl Fn(&I) -> Option<M>,
    level_of: impl Fn(&M) -> Level,
) -> Option<(I, M)> {
    (0..TRIES).find_map(|_| {
        let instance = propose(level, rng);
        let measured = measure(&instance)?;
        (level_of(&measured) == level).then_some((instance, measured))
    })
}
