//! "Which piles are lost for the player to move?" With takes 1 to k the lesson's classes answer
//! at once (`N mod (k + 1)`, the lost class 1 in misère, 0 in normal play); with a set of takes
//! the piles are worked up from 0, a pile lost when every take leaves a won one, until the
//! pattern repeats.

use puzzlelab_rules::Lang;

use super::instance::{Bands, Instance, Measured, Ranges, Spec};
use super::messages;
use super::rules::{Rules, Table};
use crate::Made;

/// The losing-piles question, its pile the largest asked about. Easy: the lesson's classes with
/// takes up to 4 and piles up to 24, or odd takes with 1 (the lost piles are the even ones);
/// medium: the classes with larger takes or piles, or a set of takes whose lost piles repeat
/// within 6 piles; hard: any other set of takes.
pub(super) const SPEC: Spec = Spec {
    pile_name: "up-to",
    ranges: Ranges {
        easy_take: 2..=4,
        easy_pile: 10..=24,
        medium_take: 5..=8,
        medium_pile: 25..=40,
        pair_take: 3..=5,
        pair_pile: 12..=24,
        hard_count: 2..=4,
        hard_take: 5..=8,
        hard_pile: 16..=30,
    },
    bands: Bands {
        easy_take: 4,
        easy_pile: 24,
        easy_span: 2,
        medium_span: 6,
        medium_pile: u64::MAX,
    },
};

/// The question about `instance`, its sentences in `lang`.
pub(super) fn ask(instance: &Instance, measured: &Measured, lang: Lang) -> Option<Made> {
    let rules = &instance.rules;
    let up_to = instance.pile;
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

    let text = messages::losing_piles_question(lang, &messages::rules(lang, rules), up_to);
    Some(measured.question(text, None, &lost, &explanation, lang))
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
