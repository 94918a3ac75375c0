//! `puzzlelab bachet solve N`: the value of a pile, its winning takes, and why.

use std::fmt::Write;

use puzzlelab_rules::bachet::{BachetRules, MAX_PILE};
use puzzlelab_rules::lang::Lang;
use puzzlelab_solvers::game::bachet::closed_form;
use puzzlelab_solvers::search::{Limits, NoObserver};
use puzzlelab_solvers::solve::solve_piles;

use super::messages::Messages;
use super::RulesArgs;

/// Piles up to this are also solved by retrograde analysis, and checked against the formula.
const CHECK_UP_TO: u64 = 1_000_000;

/// The most memory the retrograde check may take (a million piles with large takes would
/// need far more).
const CHECK_MEMORY: u64 = 500_000_000;

/// Options of `bachet solve`.
#[derive(clap::Args)]
pub struct Args {
    /// The number of objects in the pile.
    #[arg(value_parser = clap::value_parser!(u64).range(0..=MAX_PILE))]
    pile: u64,
    #[command(flatten)]
    rules: RulesArgs,
    /// The language of the explanation: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Prints the explanation.
pub fn run(args: Args) -> anyhow::Result<()> {
    out!("{}", explain(&args.rules.rules(), args.pile, args.lang))?;
    Ok(())
}

/// `n` written as `period·q + r`, the way the lesson reasons about classes.
fn as_class(rules: &BachetRules, n: u64) -> String {
    let (q, r) = (n / rules.period(), n % rules.period());
    match r {
        0 => format!("{n} = {}·{q}", rules.period()),
        _ => format!("{n} = {}·{q} + {r}", rules.period()),
    }
}

/// The explanation of pile `n`: value, winning takes with the reason, moves to the end.
pub fn explain(rules: &BachetRules, n: u64, lang: Lang) -> String {
    let (k, period, losing) = (rules.max_take, rules.period(), rules.losing_class());
    let text = Messages::new(lang);
    let mut out = String::new();
    let _ = writeln!(out, "{}", text.pile_rules(n, k, rules.misere));
    let _ = writeln!(out, "{}", text.class_of(n, period, rules.class(n)));
    let solved = closed_form(rules, n);
    if rules.is_over(n) {
        let _ = writeln!(out, "{}", text.empty_pile(rules.mover_wins_at_end()));
    } else if let Some(p) = rules.winning_take(n) {
        let left = as_class(rules, n - p);
        let _ = writeln!(out, "{}", text.won_pile());
        let _ = writeln!(out, "{}", text.winning_take(p, &left, losing, period));
        let _ = writeln!(out, "{}", text.answer_every_take(period));
    } else {
        let here = as_class(rules, n);
        let after: Vec<String> = rules.legal_takes(n).map(|y| (n - y).to_string()).collect();
        let after = after.join(", ");
        let back = as_class(rules, n.saturating_sub(period));
        let _ = writeln!(out, "{}", text.lost_pile(&here));
        let _ = writeln!(out, "{}", text.every_take_leaves(&after, period, &back));
    }
    let _ = writeln!(out, "{}", text.moves_to_the_end(solved.distance));
    let limits = Limits {
        max_memory: Some(CHECK_MEMORY),
        ..Limits::none()
    };
    let check = (n <= CHECK_UP_TO).then(|| solve_piles(*rules, n, &limits, &mut NoObserver));
    let checked = match check {
        Some(Err(stopped)) => text.check_stopped(stopped, CHECK_MEMORY / 1_000_000),
        Some(Ok(table)) => text.retrograde(n, table[n as usize] == solved),
        None => text.beyond_the_check(CHECK_UP_TO),
    };
    let _ = writeln!(out, "{checked}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explains_a_won_and_a_lost_pile() {
        let won = explain(&BachetRules::LESSON, 14, Lang::En);
        assert!(
            won.contains("Winning take: 1: leave 13 = 4·3 + 1, a losing position"),
            "{won}"
        );
        assert!(
            won.contains("Moves to the end under best play: 8."),
            "{won}"
        );
        assert!(won.contains("0..=14: agrees"), "{won}");
        let lost = explain(&BachetRules::LESSON, 13, Lang::En);
        assert!(
            lost.contains("a loss for the player to move against correct play (13 = 4·3 + 1)"),
            "{lost}"
        );
        assert!(lost.contains("Every take leaves 12, 11, 10; the opponent answers Y with 4 - Y and leaves 9 = 4·2 + 1."), "{lost}");
        let normal = explain(&BachetRules::new(3, false).unwrap(), 14, Lang::En);
        assert!(
            normal.contains("Winning take: 2: leave 12 = 4·3"),
            "{normal}"
        );
    }

    #[test]
    fn in_russian() {
        let won = explain(&BachetRules::LESSON, 14, Lang::Ru);
        assert!(
            won.contains("Выигрышный ход: взять 1, оставить 13 = 4·3 + 1"),
            "{won}"
        );
        assert!(won.contains("0..=14: совпадает"), "{won}");
        let lost = explain(&BachetRules::LESSON, 13, Lang::Ru);
        assert!(
            lost.contains("соперник отвечает на Y ходом 4 - Y и оставляет 9 = 4·2 + 1"),
            "{lost}"
        );
    }
}
