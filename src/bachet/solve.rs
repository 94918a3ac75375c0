//! `puzzlelab bachet solve N`: the value of a pile, its winning takes, and why.

use puzzlelab_rules::bachet::{BachetRules, MAX_PILE};
use puzzlelab_solvers::game::bachet::{closed_form, BachetGame};

use super::RulesArgs;

/// Piles up to this are also solved by retrograde analysis, and checked against the formula.
const CHECK_UP_TO: u64 = 1_000_000;

/// Options of `bachet solve`.
#[derive(clap::Args)]
pub struct Args {
    /// The number of objects in the pile.
    #[arg(value_parser = clap::value_parser!(u64).range(0..=MAX_PILE))]
    pile: u64,
    #[command(flatten)]
    rules: RulesArgs,
}

/// Prints the explanation.
pub fn run(args: Args) -> anyhow::Result<()> {
    print!("{}", explain(&args.rules.rules(), args.pile));
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
pub fn explain(rules: &BachetRules, n: u64) -> String {
    let mut out = String::new();
    let convention = if rules.misere {
        "whoever takes the last object loses"
    } else {
        "whoever takes the last object wins"
    };
    out += &format!(
        "N = {n}; take 1 to {} objects a move; {convention}.\n",
        rules.max_take
    );
    out += &format!("Class: {n} mod {} = {}.\n", rules.period(), rules.class(n));
    let solved = closed_form(rules, n);
    if rules.is_over(n) {
        let who = if rules.mover_wins_at_end() {
            "won"
        } else {
            "lost"
        };
        out += &format!("The pile is empty: the game is over, {who} for the player to move.\n");
    } else if let Some(p) = rules.winning_take(n) {
        out += "Value: a win for the player to move.\n";
        out += &format!(
            "Winning take: {p}: leave {}, a losing position (N ≡ {} mod {}).\n",
            as_class(rules, n - p),
            rules.losing_class(),
            rules.period()
        );
        out += &format!(
            "Then answer every take Y with {} - Y, leaving the losing class each time.\n",
            rules.period()
        );
    } else {
        out += &format!(
            "Value: a loss for the player to move against correct play ({}).\n",
            as_class(rules, n)
        );
        let after: Vec<String> = rules.legal_takes(n).map(|y| (n - y).to_string()).collect();
        let back = n.saturating_sub(rules.period());
        out += &format!(
            "Every take leaves {}; the opponent answers Y with {} - Y and leaves {}.\n",
            after.join(", "),
            rules.period(),
            as_class(rules, back)
        );
    }
    out += &format!("Moves to the end under best play: {}.\n", solved.distance);
    if n <= CHECK_UP_TO {
        let table = BachetGame::new(*rules).solve_upto(n);
        let agrees = table[n as usize] == solved;
        out += &format!(
            "Retrograde analysis of the piles 0..={n}: {}.\n",
            if agrees { "agrees" } else { "DISAGREES" }
        );
    } else {
        out += &format!("(Not re-solved by retrograde analysis: piles above {CHECK_UP_TO} use the proven formula.)\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explains_a_won_and_a_lost_pile() {
        let won = explain(&BachetRules::LESSON, 14);
        assert!(
            won.contains("Winning take: 1: leave 13 = 4·3 + 1, a losing position"),
            "{won}"
        );
        assert!(
            won.contains("Moves to the end under best play: 8."),
            "{won}"
        );
        assert!(won.contains("0..=14: agrees"), "{won}");
        let lost = explain(&BachetRules::LESSON, 13);
        assert!(
            lost.contains("a loss for the player to move against correct play (13 = 4·3 + 1)"),
            "{lost}"
        );
        assert!(lost.contains("Every take leaves 12, 11, 10; the opponent answers Y with 4 - Y and leaves 9 = 4·2 + 1."), "{lost}");
        let normal = explain(&BachetRules::new(3, false).unwrap(), 14);
        assert!(
            normal.contains("Winning take: 2: leave 12 = 4·3"),
            "{normal}"
        );
    }
}
