//! "What is the Sprague-Grundy value of this pile?" In a subtraction game a pile's value is the
//! mex (the least whole number not among them) of the values of the piles one move away; a
//! pile with no move has value 0, and the value is 0 exactly on the lost piles. With takes
//! 1 to k the values run 0, 1, ..., k over and over.

use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::subtraction::SubtractionGame;
use puzzlelab_solvers::game::Game;
use rand_chacha::ChaCha8Rng;

use super::messages;
use super::rules::Rules;
use crate::{Form, Level, Made};

/// One question: the game and the pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    /// The subtraction game: its takes.
    pub game: SubtractionGame,
    /// The pile whose value is asked.
    pub pile: u64,
}

/// What the level is read from.
pub(super) struct Measured {
    /// The pile.
    pub pile: u64,
    /// How many takes there are.
    pub takes: u64,
    /// The largest take.
    pub largest_take: u64,
    /// Whether the takes are `1..=k` (the values are `N mod (k + 1)`).
    pub one_to_k: bool,
    /// The largest value among the piles `0..=pile`: how far the mex climbs.
    pub largest_value: u64,
}

impl Measured {
    /// Easy: takes 1 to k, or values that stay 0 and 1; medium: values that stay at most 2,
    /// for a pile up to 16; hard: any other set of takes.
    pub fn level(&self) -> Level {
        if self.one_to_k || self.largest_value <= 1 {
            Level::Easy
        } else if self.largest_value <= 2 && self.pile <= 16 {
            Level::Medium
        } else {
            Level::Hard
        }
    }

    /// The measurements by name.
    fn named(&self) -> Vec<(String, u64)> {
        vec![
            ("pile".into(), self.pile),
            ("takes".into(), self.takes),
            ("largest-take".into(), self.largest_take),
            ("one-to-k".into(), u64::from(self.one_to_k)),
            ("largest-value".into(), self.largest_value),
        ]
    }
}

/// The Sprague-Grundy value of every pile `0..=max_pile`, from the solvers.
pub(super) fn values(game: &SubtractionGame, max_pile: u64) -> Vec<u64> {
    game.grundy_values(max_pile)
}

/// A candidate for `level`; what it measures decides whether it is kept.
fn propose(level: Level, rng: &mut ChaCha8Rng) -> Instance {
    let (game, pile) = match level {
        Level::Easy => (
            Rules::one_to(crate::draw::between(rng, 2..=5)),
            crate::draw::between(rng, 4..=30),
        ),
        Level::Medium => (
            Rules::draw_set(rng, 2, 3..=6),
            crate::draw::between(rng, 5..=16),
        ),
        Level::Hard => {
            let count = crate::draw::between(rng, 3..=4);
            (
                Rules::draw_set(rng, count, 5..=8),
                crate::draw::between(rng, 10..=30),
            )
        }
    };
    Instance { game, pile }
}

/// What `instance` measures.
fn measure(instance: &Instance) -> Option<Measured> {
    let Instance { game, pile } = instance;
    let rules = Rules::Takes(game.clone());
    Some(Measured {
        pile: *pile,
        takes: game.takes.len() as u64,
        largest_take: rules.largest_take(),
        one_to_k: rules.one_to_k(),
        largest_value: values(game, *pile).into_iter().max()?,
    })
}

/// An instance drawn for `level`, with what it measures.
pub(super) fn draw(level: Level, rng: &mut ChaCha8Rng) -> Option<(Instance, Measured)> {
    super::draw(level, rng, propose, measure, Measured::level)
}

/// The question about `instance`, its sentences in `lang`.
pub(super) fn ask(instance: &Instance, measured: &Measured, lang: Lang) -> Option<Made> {
    let Instance { game, pile } = instance;
    let pile = *pile;
    let rules = Rules::Takes(game.clone());
    let values = values(game, pile);
    let value = values[pile as usize];

    let moves = game.moves(&pile);
    let takes: Vec<u64> = moves.iter().map(|&(take, _)| take).collect();
    let left: Vec<u64> = moves.iter().map(|&(_, left)| left).collect();
    let left_values: Vec<u64> = left.iter().map(|&l| values[l as usize]).collect();
    let mut explanation = vec![
        messages::grundy_values(lang, &values),
        messages::grundy_step(lang, pile, &takes, &left, &left_values, value),
    ];
    if measured.one_to_k {
        explanation.push(messages::grundy_one_to_k(
            lang,
            measured.largest_take,
            pile,
            value,
        ));
    }

    Some(Made {
        text: messages::grundy_question(lang, &messages::rules(lang, &rules), pile),
        board: None,
        pile: Some(pile),
        form: Form::Number,
        answer: value.to_string(),
        accepted: vec![value.to_string()],
        choices: Vec::new(),
        explanation: explanation.join(" "),
        measured: measured.named(),
    })
}
