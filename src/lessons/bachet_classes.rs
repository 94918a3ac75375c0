//! Lesson 2, Bachet's game: the classes of the piles and the lesson's "table of transitions
//! from one class to another".
//!
//! A pile of N objects is in class N mod 4. From class 1 (13 = 4·3 + 1 in the lesson) every take
//! leads to another class; from every other class exactly one take, P = (N - 1) mod 4, leads
//! back to class 1. That is the whole strategy.
//!
//! ```sh
//! cargo run --example bachet_classes
//! cargo run --example bachet_classes -- --lang ru    # in Russian
//! ```

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;

use super::messages::Messages;

/// Writes the transition table of the lesson's game, and the piles 1..=16 by class, in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let rules = BachetRules::LESSON;
    let text = Messages::new(lang);
    writeln!(out, "{}", text.transition_table())?;
    let from = text.class_column_head();
    let width = from.chars().count();
    writeln!(out, "{from} | C=1 | C=2 | C=3")?;
    for row in rules.transition_table().chunks(3) {
        // a take that leaves class 1 is starred
        let cells: Vec<String> = row
            .iter()
            .map(|t| {
                let star = if t.to == rules.losing_class() {
                    "*"
                } else {
                    " "
                };
                format!("{}{star}", t.to)
            })
            .collect();
        let lost = if rules.is_losing(row[0].class) {
            text.lost_mark()
        } else {
            ""
        };
        let line = format!("{:>width$} | {}{lost}", row[0].class, cells.join(" | "));
        writeln!(out, "{}", line.trim_end())?;
    }
    writeln!(out, "{}", text.starred_take())?;
    writeln!(out)?;
    let label = text.class();
    for class in 0..rules.period() {
        let piles: Vec<u64> = (1..=16).filter(|&n| rules.class(n) == class).collect();
        let what = text.class_verdict(rules.winning_take(piles[0]));
        let piles: Vec<String> = piles.iter().map(|n| n.to_string()).collect();
        writeln!(out, "{label} {class}: {:<14} {what}", piles.join(" "))?;
    }
    Ok(())
}

/// The program: `[--lang en|ru]`, the table on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
