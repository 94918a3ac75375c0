//! `puzzlelab bachet table`: the classes of the piles and the lesson's class-transition table.

use std::fmt::Write;

use puzzlelab_rules::bachet::{BachetRules, MAX_TABLE_TAKE};
use puzzlelab_rules::lang::Lang;

use super::messages::Messages;
use super::RulesArgs;

/// Options of `bachet table`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    /// List the piles 0..=N with their class and winning take.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(0..=100_000))]
    upto: u64,
    /// The language of the printout: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Prints the table.
pub fn run(args: Args) -> anyhow::Result<()> {
    out!("{}", table(&args.rules.rules(), args.upto, args.lang))?;
    Ok(())
}

/// The whole printout: the rules, the transition table, the piles `0..=upto`.
pub fn table(rules: &BachetRules, upto: u64, lang: Lang) -> String {
    let (k, period, losing) = (rules.max_take, rules.period(), rules.losing_class());
    let text = Messages::new(lang);
    let mut out = String::new();
    let _ = writeln!(out, "{}", text.game_rules(k, rules.misere));
    let _ = writeln!(out, "{}", text.classes(period, losing));
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", text.transition_table());
    let _ = writeln!(out, "{}", text.star_marks(losing));
    if k > MAX_TABLE_TAKE {
        let cells = (k + 1).saturating_mul(k);
        let _ = writeln!(out, "{}", text.table_not_shown(cells));
    } else {
        let (lost, won) = (text.class_mark(false), text.class_mark(true));
        let width = lost.chars().count().max(won.chars().count());
        let mut header = format!("{:<w$}|", text.class_heading(), w = width + 6);
        for take in 1..=k {
            let _ = write!(header, " C={take:<2}|");
        }
        let _ = writeln!(out, "{header}");
        let _ = writeln!(out, "{}", "-".repeat(header.chars().count()));
        for row in rules.transition_table().chunks(k as usize) {
            let class = row[0].class;
            let mark = if class == losing { lost } else { won };
            let mut line = format!("{class:>3} {mark:<width$}  |");
            for t in row {
                let star = if t.to == losing { '*' } else { ' ' };
                let _ = write!(line, " {:>3}{star}|", t.to);
            }
            let _ = writeln!(out, "{line}");
        }
    }
    let _ = writeln!(out);
    let (value_title, value_won, value_lost) =
        (text.value_heading(), text.value(true), text.value(false));
    let vw = [value_title, value_won, value_lost]
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(5);
    let _ = writeln!(
        out,
        "{:>6} | {:>5} | {value_title:<vw$} | {}",
        "N",
        text.class_heading(),
        text.winning_take_heading()
    );
    for n in 0..=upto {
        let (value, take) = match rules.winning_take(n) {
            _ if rules.is_over(n) => (
                if rules.mover_wins_at_end() {
                    value_won
                } else {
                    value_lost
                },
                text.game_over().to_string(),
            ),
            Some(p) => (value_won, p.to_string()),
            None => (value_lost, text.no_winning_take().to_string()),
        };
        let _ = writeln!(
            out,
            "{n:>6} | {:>5} | {value:<vw$} | {take}",
            rules.class(n)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lessons_table() {
        let text = table(&BachetRules::LESSON, 13, Lang::En);
        assert!(text.contains("N ≡ 1 (mod 4)"), "{text}");
        assert!(text.contains("class     | C=1 | C=2 | C=3 |"), "{text}");
        // class 2: take 1 reaches class 1, the losing class
        assert!(text.contains("  2 won   |   1*|   0 |   3 |"), "{text}");
        assert!(text.contains("  1 lost  |   0 |   3 |   2 |"), "{text}");
        assert!(text.contains("    13 |     1 | lost  | none"), "{text}");
        assert!(!text.contains("    14 |"), "{text}");
        assert!(text.contains("    12 |     0 | won   | 3"), "{text}");
    }

    #[test]
    fn in_russian() {
        let text = table(&BachetRules::LESSON, 13, Lang::Ru);
        assert!(
            text.contains("Таблица перехода из одного класса в другой"),
            "{text}"
        );
        assert!(text.contains("класс        | C=1 | C=2 | C=3 |"), "{text}");
        assert!(text.contains("  1 проигр.  |   0 |   3 |   2 |"), "{text}");
        assert!(text.contains("    13 |     1 | проигрыш | нет"), "{text}");
        assert!(
            text.contains("     0 |     0 | выигрыш  | - (игра окончена)"),
            "{text}"
        );
    }
}
