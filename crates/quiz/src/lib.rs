//! # puzzlelab-quiz: practice that never runs out
//!
//! A question is made from a seed: the seed draws an instance (a board, a pile, a set of
//! takes), the real rules and solvers answer it, and the same seed makes the same question
//! again, so a question needs no storage: its kind, level and seed are its name. The checker
//! accepts every correct answer (every tied choice, every way of writing it), and a wrong
//! answer gets the explanation of the right one, in the lesson's words.
//!
//! Nothing here reads or writes: the command line (`puzzlelab quiz`, its exports for a
//! course's quiz system) and the page's engine both ask this crate, so a question practised
//! in the page, in the terminal and in Moodle is the same question.
//!
//! ```
//! use puzzlelab_quiz::{generate, Kind, Level};
//! use puzzlelab_rules::Lang;
//! let question = generate(Kind::AfterMoves, Level::Easy, 7, Lang::En).unwrap();
//! assert!(question.check(&question.answer).right);
//! assert_eq!(question, generate(Kind::AfterMoves, Level::Easy, 7, Lang::En).unwrap());
//! ```

#![warn(missing_docs)]

pub mod answer;
mod bachet;
mod draw;
mod fifteen;
mod kind;
mod messages;
mod search;

use puzzlelab_rules::Lang;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use messages::Messages;

pub use answer::Form;
pub use kind::{Kind, Level, Topic};

/// One question: what is asked, how to answer, every answer accepted, and why.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// What kind of question.
    pub kind: Kind,
    /// How hard, as measured on the instance.
    pub level: Level,
    /// The seed that made it: with the kind and the level, the question's name.
    pub seed: u64,
    /// The language of every sentence.
    pub lang: Lang,
    /// The question, one paragraph (plain text; a board as one line of numbers).
    pub text: String,
    /// The board the question is about, one line of numbers, to draw beside the text.
    pub board: Option<String>,
    /// The pile, for a game question.
    pub pile: Option<u64>,
    /// How an answer is written (a number, numbers, moves, yes or no, a choice).
    pub form: Form,
    /// How to write the answer, one short sentence ("a number", "the tiles, by spaces").
    pub how: String,
    /// One correct answer, as a student would write it.
    pub answer: String,
    /// Every accepted answer, canonical (a quiz system's list of right answers), at most
    /// [`MAX_ACCEPTED`]; a checker never needs it (`check` decides by the form).
    pub accepted: Vec<String>,
    /// The choices offered, for a question of [`Form::Choice`].
    pub choices: Vec<String>,
    /// Why the right answer is right: what a wrong answer is told.
    pub explanation: String,
    /// The measured properties the level comes from, e.g. `[("depth", 12)]`.
    pub measured: Vec<(String, u64)>,
}

/// The most answers a question lists as accepted: a kind with more correct answers asks so
/// that fewer are.
pub const MAX_ACCEPTED: usize = 64;

/// What a given answer earned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Whether it is correct.
    pub right: bool,
    /// What the student is told: a confirmation, or what was wrong and the explanation.
    pub feedback: String,
}

/// Why no question could be made.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum QuizError {
    /// The solvers could not settle any instance drawn within the limits for this level.
    #[error("no instance of {kind} at level {level} could be settled within the limits")]
    Unsettled {
        /// The kind.
        kind: Kind,
        /// The level.
        level: Level,
    },
}

/// The question of `kind` at `level` made from `seed`, its sentences in `lang`. The same
/// arguments make the same question.
pub fn generate(kind: Kind, level: Level, seed: u64, lang: Lang) -> Result<Question, QuizError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let made = match kind.topic() {
        Topic::Fifteen => fifteen::make(kind, level, &mut rng, lang),
        Topic::Search | Topic::Sat => search::make(kind, level, &mut rng, lang),
        Topic::Bachet => bachet::make(kind, level, &mut rng, lang),
    };
    let made = made.ok_or(QuizError::Unsettled { kind, level })?;
    Ok(made.into_question(kind, level, seed, lang))
}

impl Question {
    /// Whether `given` is a correct answer, with what the student is told.
    pub fn check(&self, given: &str) -> Verdict {
        let right = self
            .form
            .accepts_among(given, &self.accepted, &self.answer, &self.choices);
        let feedback =
            Messages::new(self.lang).feedback(right, given, &self.answer, &self.explanation);
        Verdict { right, feedback }
    }
}

/// What a kind's generator makes: the question without its name.
pub(crate) struct Made {
    pub text: String,
    pub board: Option<String>,
    pub pile: Option<u64>,
    pub form: Form,
    pub answer: String,
    pub accepted: Vec<String>,
    pub choices: Vec<String>,
    pub explanation: String,
    pub measured: Vec<(String, u64)>,
}

impl Made {
    /// A question with one right answer (already written the canonical way) and no choices.
    pub(crate) fn one_answer(
        form: Form,
        text: String,
        board: Option<String>,
        answer: String,
        explanation: String,
        measured: Vec<(String, u64)>,
    ) -> Made {
        Made {
            text,
            board,
            pile: None,
            form,
            accepted: vec![answer.clone()],
            answer,
            choices: Vec::new(),
            explanation,
            measured,
        }
    }

    fn into_question(self, kind: Kind, level: Level, seed: u64, lang: Lang) -> Question {
        debug_assert!(
            self.accepted.len() <= MAX_ACCEPTED,
            "{kind}: too many accepted"
        );
        Question {
            kind,
            level,
            seed,
            lang,
            how: Messages::new(lang).how(&self.form),
            text: self.text,
            board: self.board,
            pile: self.pile,
            form: self.form,
            answer: self.answer,
            accepted: self.accepted,
            choices: self.choices,
            explanation: self.explanation,
            measured: self.measured,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The median of what `kind`'s questions at `level` measure as `name`, over 24 seeds.
    fn median(kind: Kind, level: Level, name: &str) -> u64 {
        let mut values: Vec<u64> = (0..24)
            .map(|seed| {
                let q = generate(kind, level, seed, Lang::En).unwrap();
                let found = q.measured.iter().find(|(n, _)| n == name);
                found
                    .unwrap_or_else(|| panic!("{kind} measures no {name}"))
                    .1
            })
            .collect();
        values.sort_unstable();
        values[values.len() / 2]
    }

    #[test]
    fn each_level_measures_at_least_the_one_below() {
        // the measure each kind's levels grow on; a cell question is harder on a rectangle
        // (the trap of dividing by the height), a heuristic question by its heuristic
        // (Manhattan, linear conflict, a pattern database), a Grundy question where no formula
        // gives it, and none of these shows in one number
        let grows = [
            (Kind::Parity, "blank-rows"),
            (Kind::FixSwap, "moves"),
            (Kind::LegalMoves, "side"),
            (Kind::AfterMoves, "moves"),
            (Kind::AstarNext, "tied"),
            (Kind::IdaThreshold, "cut-off"),
            (Kind::BfsLayers, "positions"),
            (Kind::OptimalLength, "depth"),
            (Kind::SatHorizons, "horizons"),
            (Kind::WinningTake, "period"),
            (Kind::LosingPiles, "period"),
        ];
        for (kind, name) in grows {
            let medians: Vec<u64> = Level::ALL.iter().map(|&l| median(kind, l, name)).collect();
            assert!(
                medians.windows(2).all(|w| w[0] <= w[1]),
                "{kind}: the median {name} by level is {medians:?}"
            );
        }
    }
}
