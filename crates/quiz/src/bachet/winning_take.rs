//! "Which takes win from this pile?" A take wins when it leaves the opponent a pile that is lost
//! for them against correct play. With takes 1 to k there is one such take or none (the
//! lesson's `P = (N - 1) mod 4`); with a set of takes there can be several, so the question
//! asks for every winning take and accepts exactly that set ("none" from a lost pile).

use puzzlelab_rules::Lang;

use super::instance::{Bands, Instance, Measured, Ranges, Spec};
use super::messages;
use super::rules::Rules;
use crate::Made;

/// The winning-take question. Easy: the lesson's classes with takes up to 4 and piles up to 30,
/// or odd takes with 1 (the lost piles are the even ones); medium: the classes with larger takes
/// or piles, or a set of takes whose lost piles repeat within 6 piles, from a pile up to 20;
/// hard: any other set of takes.
pub(super) const SPEC: Spec = Spec {
    pile_name: "pile",
    ranges: Ranges {
        easy_take: 2..=4,
        easy_pile: 3..=30,
        medium_take: 5..=9,
        medium_pile: 10..=60,
        pair_take: 3..=5,
        pair_pile: 6..=20,
        hard_count: 2..=4,
        hard_take: 5..=8,
        hard_pile: 12..=40,
    },
    bands: Bands {
        easy_take: 4,
        easy_pile: 30,
        easy_span: 2,
        medium_span: 6,
        medium_pile: 20,
    },
};

/// The question about `instance`, its sentences in `lang`.
pub(super) fn ask(instance: &Instance, measured: &Measured, lang: Lang) -> Option<Made> {
    let rules = &instance.rules;
    let pile = instance.pile;
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

    let text = messages::winning_take_question(lang, &messages::rules(lang, rules), pile);
    Some(measured.question(text, Some(pile), &winning, &explanation, lang))
}
