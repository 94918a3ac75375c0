//! Lesson 1, step 4: the shuffle, the disorders, and the fix-up swap.
//!
//! Run: `cargo run --example fifteen_parity -- [SEED] [--lang ru]` (the same seed, the same
//! output; `--lang ru` for Russian).
//!
//! The lesson is `puzzlelab::lessons::fifteen_parity`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("fifteen_parity", puzzlelab::lessons::fifteen_parity::main)
}
