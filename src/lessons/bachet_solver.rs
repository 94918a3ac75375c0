//! Lesson 2, Bachet's game: the game solver beside the lesson's formula.
//!
//! Retrograde analysis solves every pile from the end of the game backwards (the empty pile:
//! the player to move has won, the other took the last object). Its table, for N = 1..20, sits
//! beside the formula P = (N - 1) mod 4: they agree on every line. The tests prove the same for
//! every largest take 1..10, both conventions, every pile up to 1000.
//!
//! ```sh
//! cargo run --example bachet_solver
//! cargo run --example bachet_solver -- --lang ru    # in Russian
//! ```

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::bachet::BachetGame;
use puzzlelab_solvers::game::Value;
use puzzlelab_solvers::search::{Limits, NoObserver};

use super::messages::Messages;

/// Writes the solver's table and the formula for N = 1..=20 in `lang`; returns the number of
/// piles on which they disagree.
pub fn table(out: &mut impl Write, lang: Lang) -> io::Result<usize> {
    let rules = BachetRules::LESSON;
    let text = Messages::new(lang);
    // 21 piles: no limit needed
    let table = BachetGame::new(rules)
        .solve_upto(20, &Limits::none(), &mut NoObserver)
        .expect("21 piles fit any machine");
    let mut disagreements = 0;
    // The columns, each as wide as its heading: value, distance, takes, formula, agreement.
    let heads = text.solver_heads();
    let [vw, dw, tw, fw, _] = heads.map(|head| head.chars().count());
    writeln!(out, " N | {}", heads.join(" | "))?;
    for n in 1..=20u64 {
        let solved = &table[n as usize];
        let value = text.solver_value(solved.value);
        let takes: Vec<String> = solved.winning_moves.iter().map(|t| t.to_string()).collect();
        let p = (n - 1) % 4;
        let formula = text.formula(p);
        let agree = match solved.value {
            Value::Loss => p == 0,
            Value::Win => solved.winning_moves == [p],
        };
        disagreements += usize::from(!agree);
        writeln!(
            out,
            "{n:>2} | {value:>vw$} | {:>dw$} | {:>tw$} | {formula:<fw$} | {}",
            solved.distance,
            if takes.is_empty() {
                "-".to_string()
            } else {
                takes.join(",")
            },
            text.agree(agree)
        )?;
    }
    Ok(disagreements)
}

/// Writes the [`table`] and, under it, the number of disagreements, in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let disagreements = table(out, lang)?;
    let label = Messages::new(lang).disagreements();
    writeln!(out, "{label} {disagreements}")
}

/// The program: `[--lang en|ru]`, the table on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
