//! Lesson 2 (Bachet's game): the game as a graph and the strategy as a tree.
//!
//! Run: `cargo run --example bachet_tree [OUT_DIR] [N]` (default `output/`, 13).
//!
//! The lesson is `puzzlelab::lessons::bachet_tree`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("bachet_tree", puzzlelab::lessons::bachet_tree::main)
}
