//! What the lesson programs print, in English and in Russian side by side: one value,
//! [`Messages`], whose messages are grouped by lesson family, a file each: `fifteen.rs` (the
//! 15-puzzle as an array), `bachet.rs` (Bachet's game), `search.rs` (the searches compared) and
//! `sat.rs` (the SAT worksheet).
//!
//! The Russian phrases are the lessons' own, verbatim; the numbers are written as each language
//! writes them (`Lang::int`, `Lang::moves`, `ru_plural`).

use puzzlelab_rules::Lang;

mod bachet;
mod fifteen;
mod sat;
mod search;

/// The language of the lesson games that talk with a student (Bachet's game, both variants)
/// when none is asked for: the lessons' own, Russian.
pub(crate) const DIALOGUE_LANG: Lang = Lang::Ru;

/// The lesson programs' messages in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// `en` or `ru`, whichever this language is.
    fn pick(&self, en: &'static str, ru: &'static str) -> &'static str {
        self.lang.pick(en, ru)
    }
}
