//! `puzzlelab bachet table`: the classes of the piles and the lesson's class-transition table.

use std::fmt::Write;

use puzzlelab_rules::bachet::BachetRules;

use super::RulesArgs;

/// Options of `bachet table`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    /// List the piles 0..=N with their class and winning take.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(0..=100_000))]
    upto: u64,
}

/// Prints the table.
pub fn run(args: Args) -> anyhow::Result<()> {
    print!("{}", table(&args.rules.rules(), args.upto));
    Ok(())
}

/// The whole printout: the rules, the transition table, the piles `0..=upto`.
pub fn table(rules: &BachetRules, upto: u64) -> String {
    let (k, period, losing) = (rules.max_take, rules.period(), rules.losing_class());
    let mut out = String::new();
    let convention = if rules.misere {
        "whoever takes the last object loses (misère)"
    } else {
        "whoever takes the last object wins (normal play)"
    };
    let _ = writeln!(
        out,
        "Bachet's game: take 1 to {k} objects a move; {convention}."
    );
    let _ = writeln!(
        out,
        "Classes: N mod {period}. The player to move loses against correct play when N ≡ {losing} (mod {period})."
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Class-transition table: from class (row), taking C (column), the class reached."
    );
    let _ = writeln!(
        out,
        "* marks the take that reaches the losing class {losing}: the winning take."
    );
    let mut header = "class     |".to_string();
    for take in 1..=k {
        let _ = write!(header, " C={take:<2}|");
    }
    let _ = writeln!(out, "{header}");
    let _ = writeln!(out, "{}", "-".repeat(header.chars().count()));
    for row in rules.transition_table().chunks(k as usize) {
        let class = row[0].class;
        let mark = if class == losing { "lost" } else { "won " };
        let mut line = format!("{class:>3} {mark}  |");
        for t in row {
            let star = if t.to == losing { '*' } else { ' ' };
            let _ = write!(line, " {:>3}{star}|", t.to);
        }
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:>6} | {:>5} | {:<5} | winning take",
        "N", "class", "value"
    );
    for n in 0..=upto {
        let (value, take) = match rules.winning_take(n) {
            _ if rules.is_over(n) => (
                if rules.mover_wins_at_end() {
                    "won"
                } else {
                    "lost"
                },
                "- (game over)".to_string(),
            ),
            Some(p) => ("won", p.to_string()),
            None => ("lost", "none".to_string()),
        };
        let _ = writeln!(out, "{n:>6} | {:>5} | {value:<5} | {take}", rules.class(n));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lessons_table() {
        let text = table(&BachetRules::LESSON, 13);
        assert!(text.contains("N ≡ 1 (mod 4)"), "{text}");
        // class 2: take 1 reaches class 1, the losing class
        assert!(text.contains("  2 won   |   1*|   0 |   3 |"), "{text}");
        assert!(text.contains("  1 lost  |   0 |   3 |   2 |"), "{text}");
        assert!(text.contains("    13 |     1 | lost  | none"), "{text}");
        assert!(!text.contains("    14 |"), "{text}");
        assert!(text.contains("    12 |     0 | won   | 3"), "{text}");
    }
}
