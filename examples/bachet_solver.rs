//! Lesson 2, Bachet's game: the game solver beside the lesson's formula.
//!
//! Retrograde analysis solves every pile from the end of the game backwards (the empty pile:
//! the player to move has won, the other took the last object). Its table, for N = 1..20, sits
//! beside the formula P = (N - 1) mod 4: they agree on every line. The tests prove the same for
//! every largest take 1..10, both conventions, every pile up to 1000.
//!
//! ```sh
//! cargo run --example bachet_solver
//! ```

use std::fmt::Write;

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_solvers::game::bachet::BachetGame;
use puzzlelab_solvers::game::Value;
use puzzlelab_solvers::search::{Limits, NoObserver};

/// The solver's table and the formula for N = 1..=20, with the number of disagreements.
pub fn solver_beside_formula() -> (String, usize) {
    let rules = BachetRules::LESSON;
    // 21 piles: no limit needed
    let table = BachetGame::new(rules)
        .solve_upto(20, &Limits::none(), &mut NoObserver)
        .expect("21 piles fit any machine");
    let mut out = String::new();
    let mut disagreements = 0;
    writeln!(
        out,
        " N | solver: value | moves to end | winning takes | formula: P = (N-1) mod 4 | agree"
    )
    .unwrap();
    for n in 1..=20u64 {
        let solved = &table[n as usize];
        let value = match solved.value {
            Value::Win => "win ",
            Value::Loss => "loss",
        };
        let takes: Vec<String> = solved.winning_moves.iter().map(|t| t.to_string()).collect();
        let p = (n - 1) % 4;
        let formula = if p == 0 {
            "0: loss".to_string()
        } else {
            format!("{p}: win, take {p}")
        };
        let agree = match solved.value {
            Value::Loss => p == 0,
            Value::Win => solved.winning_moves == [p],
        };
        disagreements += usize::from(!agree);
        writeln!(
            out,
            "{n:>2} | {value:>13} | {:>12} | {:>13} | {formula:<24} | {}",
            solved.distance,
            if takes.is_empty() {
                "-".to_string()
            } else {
                takes.join(",")
            },
            if agree { "yes" } else { "NO" }
        )
        .unwrap();
    }
    (out, disagreements)
}

fn main() {
    let (table, disagreements) = solver_beside_formula();
    print!("{table}");
    println!("Disagreements: {disagreements}");
}
