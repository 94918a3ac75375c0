//! Lesson 2, Bachet's game, variant 1: the computer moves first and follows the lesson's
//! 13 steps; each step prints its number (`ШАГ 5`) before it acts, so you can follow the
//! flowchart line by line.
//!
//! ```sh
//! cargo run --example bachet_steps                 # in Russian, as the lesson
//! cargo run --example bachet_steps -- --lang en    # in English
//! ```
//!
//! The lesson is `puzzlelab::lessons::bachet_steps`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("bachet_steps", puzzlelab::lessons::bachet_steps::main)
}
