//! What the winning-take and the losing-piles questions have in common: an instance is a set of
//! rules and a pile, drawn from ranges that grow with the level, and its level is read back from
//! what it measures. Each of the two kinds is a `Spec`, a constant of ranges and bands.

use std::ops::RangeInclusive;

use puzzlelab_rules::Lang;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::messages;
use super::rules::{Facts, Rules};
use crate::{Form, Level, Made};

/// One question: the rules and a pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Instance {
    /// The rules played.
    pub rules: Rules,
    /// The pile: the one the player to move faces, or the largest one asked about.
    pub pile: u64,
}

/// One kind of question, as constants: the name of its pile, where it draws its instances
/// from, and where its levels part.
pub(super) struct Spec {
    /// The pile's name among the measurements.
    pub pile_name: &'static str,
    /// Where candidates are drawn from.
    pub ranges: Ranges,
    /// Where the levels part.
    pub bands: Bands,
}

/// Where candidates are drawn from, level by level: the largest take, then the pile. A medium
/// candidate is Bachet's rules or a pair of takes, by a coin.
pub(super) struct Ranges {
    /// Easy, Bachet's rules: the largest take.
    pub easy_take: RangeInclusive<u64>,
    /// Easy: the pile.
    pub easy_pile: RangeInclusive<u64>,
    /// Medium, Bachet's rules: the largest take.
    pub medium_take: RangeInclusive<u64>,
    /// Medium, Bachet's rules: the pile.
    pub medium_pile: RangeInclusive<u64>,
    /// Medium, a pair of takes: the larger take.
    pub pair_take: RangeInclusive<u64>,
    /// Medium, a pair of takes: the pile.
    pub pair_pile: RangeInclusive<u64>,
    /// Hard, a set of takes: how many.
    pub hard_count: RangeInclusive<usize>,
    /// Hard, a set of takes: the largest take.
    pub hard_take: RangeInclusive<u64>,
    /// Hard: the pile.
    pub hard_pile: RangeInclusive<u64>,
}

/// Where the levels part. Takes 1 to k are easy with small takes and piles, medium otherwise;
/// a set of takes is as hard as its lost piles are slow to repeat.
pub(super) struct Bands {
    /// Takes 1 to k are easy up to this largest take...
    pub easy_take: u64,
    /// ...and this pile.
    pub easy_pile: u64,
    /// A set of takes is easy when its lost piles repeat within this many piles (2: odd takes
    /// with 1, whose lost piles are the even ones)...
    pub easy_span: u64,
    /// ...medium when they repeat within this many...
    pub medium_span: u64,
    /// ...from a pile up to this (`u64::MAX`: any pile); any other set is hard.
    pub medium_pile: u64,
}

/// What the level is read from: the rules' facts and the pile, with the kind that measured
/// them.
pub(super) struct Measured {
    /// The kind of question measured.
    pub spec: &'static Spec,
    /// The rules' facts.
    pub facts: Facts,
    /// The pile.
    pub pile: u64,
}

impl Measured {
    /// The level, by the kind's bands.
    pub fn level(&self) -> Level {
        let bands = &self.spec.bands;
        let facts = &self.facts;
        if facts.one_to_k {
            if facts.largest_take <= bands.easy_take && self.pile <= bands.easy_pile {
                Level::Easy
            } else {
                Level::Medium
            }
        } else if facts.pattern_span() <= bands.easy_span {
            Level::Easy
        } else if facts.pattern_span() <= bands.medium_span && self.pile <= bands.medium_pile {
            Level::Medium
        } else {
            Level::Hard
        }
    }

    /// The measurements by name: the pile first, then the rules' facts.
    pub fn named(&self) -> Vec<(String, u64)> {
        let mut named = vec![(self.spec.pile_name.to_string(), self.pile)];
        named.extend(self.facts.named());
        named
    }

    /// The question so measured whose answer is the set `numbers`: asked in `text` (about
    /// `pile`, if one), the `explanation`'s sentences in `lang`.
    pub fn question(
        &self,
        text: String,
        pile: Option<u64>,
        numbers: &[u64],
        explanation: &[String],
        lang: Lang,
    ) -> Made {
        let canonical = canonical(numbers);
        Made {
            text,
            board: None,
            pile,
            form: Form::NumberSet,
            answer: messages::answer(lang, &canonical),
            accepted: vec![canonical],
            choices: Vec::new(),
            explanation: explanation.join(" "),
            measured: self.named(),
        }
    }
}

impl Spec {
    /// An instance drawn for `level`, with what it measures.
    pub fn draw(&'static self, level: Level, rng: &mut ChaCha8Rng) -> Option<(Instance, Measured)> {
        let propose = |level, rng: &mut ChaCha8Rng| self.propose(level, rng);
        super::draw(level, rng, propose, |i| self.measure(i), Measured::level)
    }

    /// What `instance` measures.
    pub fn measure(&'static self, instance: &Instance) -> Option<Measured> {
        Some(Measured {
            spec: self,
            facts: instance.rules.facts()?,
            pile: instance.pile,
        })
    }

    /// A candidate for `level`, the rules drawn before the pile; what it measures decides
    /// whether it is kept.
    fn propose(&self, level: Level, rng: &mut ChaCha8Rng) -> Instance {
        let r = &self.ranges;
        let (rules, piles) = match level {
            Level::Easy => (Rules::draw_bachet(rng, r.easy_take.clone()), &r.easy_pile),
            Level::Medium if rng.gen_bool(0.5) => (
                Rules::draw_bachet(rng, r.medium_take.clone()),
                &r.medium_pile,
            ),
            Level::Medium => {
                let pair = Rules::draw_set(rng, 2, r.pair_take.clone());
                (Rules::Takes(pair), &r.pair_pile)
            }
            Level::Hard => {
                let count = crate::draw::between(rng, r.hard_count.clone());
                let set = Rules::draw_set(rng, count, r.hard_take.clone());
                (Rules::Takes(set), &r.hard_pile)
            }
        };
        let pile = crate::draw::between(rng, piles.clone());
        Instance { rules, pile }
    }
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
