//! Lesson 2, Bachet's game, variant 2: you choose who moves first, and the game is played out
//! even when the first player cannot win. The computer's move is the lesson's routine MoveK,
//! yours is MoveI (printed as the game goes). In a losing position the computer takes 1 and
//! hopes for your mistake (`--seed S`: a random legal take instead).
//!
//! ```sh
//! cargo run --example bachet_variant2                         # in Russian
//! cargo run --example bachet_variant2 -- --lang en --seed 7   # in English, random takes
//! ```
//!
//! The lesson is `puzzlelab::lessons::bachet_variant2`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("bachet_variant2", puzzlelab::lessons::bachet_variant2::main)
}
