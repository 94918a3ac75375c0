//! "Which piles are lost for the player to move?" With takes 1 to k the lesson's classes answer
//! at once (`N mod (k + 1)`, the lost class 1 in misère, 0 in normal play); with a set of takes
//! the piles are worked up from 0, a pile lost when every take leaves a won one, until the
//! pattern repeats.

use puzzlelab_rules::Lang;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::messages;
use super::rules::{Facts, Rules, Table};
use crate::{Form, Level, Made};

/// One question: the rules and the largest pile asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    /// The rules played.
    pub rules: Rules,
    /// The piles asked about are `1..=up_to`.
    pub up_to: u64,
}

/// What the level is read from: the rules' facts and the piles asked about.
pub(super) struct Measured {
    /// The rules' facts.
    pub facts: Facts,
    /// The largest pile asked about.
    pub up_to: u64,
}

impl Measured {
    /// Easy: the lesson's classes with takes up to 4 and piles up to 24, or odd takes with 1
    /// (the lost piles are the even ones); medium: the classes with larger takes or piles, or a
    /// set of takes whose lost piles repeat within 6 piles; hard: any other set of takes.
    pub fn level(&self) -> Level {
        let f = &self.facts;
        if f.one_to_k {
            if f.largest_take <= 4 && self.up_to <= 24 {
                Level::Easy
            } else {
                Level::Medium
            }
        } else if f.pattern_span() <= 2 {
            Level::Easy
        } else if f.pattern_span() <= 6 {
            Level::Medium
        } else {
            Level::Hard
        }
    }

    /// The measurements by name.
    fn named(&self) -> Vec<(String, u64)> {
        let mut named = vec![("up-to".to_string(), self.up_to)];
        named.extend(self.facts.named());
        named
    }
}

/// A candidate for `level`; what it measures decides whether it is kept.
fn propose(level: Level, rng: &mut ChaCha8Rng) -> Instance {
    let (rules, up_to) = match level {
        Level::Easy => (
            Rules::draw_bachet(rng, 2..=4),
            crate::draw::between(rng, 10..=24),
        ),
        Level::Medium if rng.gen_bool(0.5) => (
            Rules::draw_bachet(rng, 5..=8),
            crate::draw::between(rng, 25..=40),
        ),
        Level::Medium => (
            Rules::Takes(Rules::draw_set(rng, 2, 3..=5)),
            crate::draw::between(rng, 12..=24),
        ),
        Level::Hard => {
            let count = crate::draw::between(rng, 2..=4);
            let game = Rules::draw_set(rng, count, 5..=8);
            (Rules::Takes(game), crate::draw::between(rng, 16..=30))
        }
    };
    Instance { rules, up_to }
}

/// What `instance` measures.
fn measure(instance: &Instance) -> Option<Measured> {
    let facts = instance.rules.facts()?;
    Some(Measured {
        facts,
        up_to: instance.up_to,
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
    let Instance { rules, up_to } = instance;
    let up_to = *up_to;
    let table = rules.solve(up_to)?;
    let lost = table.lost_piles(1..=up_to);

    let mut explanation = match rules {
        Rules::Bachet(bachet) => vec![
            messages::classes(lang, bachet),
            messages::transitions(lang, bachet),
        ],
        Rules::Takes(_) => vec![
            messages::worked_table(lang, &worked(rules, &table, up_to, lang)),
            messages::pattern(lang, &measured.facts.pattern),
        ],
    };
    explanation.push(messages::lost_from_one(lang, up_to, &lost));

    let canonical = super::canonical(&lost);
    Some(Made {
        text: messages::losing_piles_question(lang, &messages::rules(lang, rules), up_to),
        board: None,
        pile: None,
        form: Form::NumberSet,
        answer: messages::answer(lang, &canonical),
        accepted: vec![canonical],
        choices: Vec::new(),
        explanation: explanation.join(" "),
        measured: measured.named(),
    })
}

/// The piles `0..=up_to` one by one, as the solvers' table decides them: a won pile with its
/// first winning take, a lost one with the won piles its takes leave.
fn worked(rules: &Rules, table: &Table, up_to: u64, lang: Lang) -> Vec<String> {
    (0..=up_to)
        .map(|pile| {
            let takes = rules.takes_from(pile);
            match table.winning_takes(pile).first() {
                Some(&take) => messages::pile_won(lang, pile, take, pile - take),
                None if takes.is_empty() => messages::pile_stuck(lang, pile),
                None => {
                    let left: Vec<u64> = takes.iter().map(|take| pile - take).collect();
                    messages::pile_lost(lang, pile, &left)
                }
            }
        })
        .collect()
}
