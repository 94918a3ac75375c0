//! "Which takes win from this pile?" A take wins when it leaves the opponent a pile that is lost
//! for them against correct play. With takes 1 to k there is one such take or none (the
//! lesson's `P = (N - 1) mod 4`); with a set of takes there can be several, so the question
//! asks for every winning take and accepts exactly that set ("none" from a lost pile).

use puzzlelab_rules::Lang;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::messages;
use super::rules::{Facts, Rules};
use crate::{Form, Level, Made};

/// One question: the rules and the pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    /// The rules played.
    pub rules: Rules,
    /// The pile the player to move faces.
    pub pile: u64,
}

/// What the level is read from: the rules' facts and the pile.
pub(super) struct Measured {
    /// The rules' facts.
    pub facts: Facts,
    /// The pile.
    pub pile: u64,
}

impl Measured {
    /// Easy: the lesson's classes with takes up to 4 and piles up to 30, or odd takes with 1
    /// (the lost piles are the even ones); medium: the classes with larger takes or piles, or a
    /// set of takes whose lost piles repeat within 6 piles, from a pile up to 20; hard: any
    /// other set of takes.
    pub fn level(&self) -> Level {
        let f = &self.facts;
        if f.one_to_k {
            if f.largest_take <= 4 && self.pile <= 30 {
                Level::Easy
            } else {
                Level::Medium
            }
        } else if f.pattern_span() <= 2 {
            Level::Easy
        } else if f.pattern_span() <= 6 && self.pile <= 20 {
            Level::Medium
        } else {
            Level::Hard
        }
    }

    /// The measurements by name.
    fn named(&self) -> Vec<(String, u64)> {
        let mut named = vec![("pile".to_string(), self.pile)];
        named.extend(self.facts.named());
        named
    }
}

/// A candidate for `level`; what it measures decides whether it is kept.
fn propose(level: Level, rng: &mut ChaCha8Rng) -> Instance {
    let (rules, pile) = match level {
        Level::Easy => (
            Rules::draw_bachet(rng, 2..=4),
            crate::draw::between(rng, 3..=30),
        ),
        Level::Medium if rng.gen_bool(0.5) => (
            Rules::draw_bachet(rng, 5..=9),
            crate::draw::between(rng, 10..=60),
        ),
        Level::Medium => (
            Rules::Takes(Rules::draw_set(rng, 2, 3..=5)),
            crate::draw::between(rng, 6..=20),
        ),
        Level::Hard => {
            let count = crate::draw::between(rng, 2..=4);
            let game = Rules::draw_set(rng, count, 5..=8);
            (Rules::Takes(game), crate::draw::between(rng, 12..=40))
        }
    };
    Instance { rules, pile }
}

/// What `instance` measures.
fn measure(instance: &Instance) -> Option<Measured> {
    let facts = instance.rules.facts()?;
    Some(Measured {
        facts,
        pile: instance.pile,
    })
}

/// An instance drawn for `level`, with what it measures.
pub(super) fn draw(level: Level, rng: &mut ChaCha8Rng) -> Option<(Instance, Measured)> {
    super::draw(level, rng, propose, measure, Measured::level)
}

/// The question at `level`, drawn with `rng`.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let (instance, measured) = draw(level, rng)?;
    ask(&instance, &measured, lang)
}

/// The question about `instance`, its sentences in `lang`.
pub(super) fn ask(instance: &Instance, measured: &Measured, lang: Lang) -> Option<Made> {
    let Instance { rules, pile } = instance;
    let pile = *pile;
    let table = rules.solve(pile)?;
    let winning = table.winning_takes(pile);

    let lost = table.lost_piles(0..=pile);
    let rule = match rules {
        Rules::Bachet(bachet) => format!(
            "{} {}",
            messages::classes(lang, bachet),
            messages::lost_up_to(lang, pile, &lost)
        ),
        Rules::Takes(_) => messages::worked_up(lang, pile, &lost),
    };
    let steps: Vec<String> = rules
        .takes_from(pile)
        .into_iter()
        .map(|take| {
            let left = pile - take;
            messages::take_leaves(lang, rules.misere(), take, left, table.lost(left))
        })
        .collect();
    let mut explanation = vec![
        rule,
        messages::from_pile(lang, pile, &steps),
        messages::winning_takes(lang, pile, &winning),
    ];
    if let Rules::Bachet(bachet) = rules {
        let p = bachet.winning_take(pile).unwrap_or(0);
        explanation.push(messages::lesson_formula(lang, bachet, pile, p));
    }

    let canonical = super::canonical(&winning);
    Some(Made {
        text: messages::winning_take_question(lang, &messages::rules(lang, rules), pile),
        board: None,
        pile: Some(pile),
        form: Form::NumberSet,
        answer: messages::answer(lang, &canonical),
        accepted: vec![canonical],
        choices: Vec::new(),
        explanation: explanation.join(" "),
        measured: measured.named(),
    })
}
