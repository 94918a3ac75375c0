//! Lesson 1, step 5: the game. Read a direction, check it, beep if it is wrong, swap, draw;
//! stop when the goal is reached (with praise) or when the player gives up (an "unsuccessful"
//! end).
//!
//! This is the game in a few lines, one command a line (`U D L R`, `undo`, `quit`); the full
//! version with arrow keys is `cargo run -- fifteen play`.
//!
//! Run: `cargo run --example fifteen_play -- [SEED]`
//!
//! The lesson is `puzzlelab::lessons::fifteen_play`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("fifteen_play", puzzlelab::lessons::fifteen_play::main)
}
