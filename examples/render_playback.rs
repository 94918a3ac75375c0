//! Lesson 3 (the SAT worksheet): its start position solved optimally and played back, the
//! tiles sliding with `res = 10` frames a move as in the worksheet's animation.
//!
//! Run: `cargo run --release --example render_playback [OUT_DIR]` (default `output/`).
//!
//! The lesson is `puzzlelab::lessons::render_playback`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main("render_playback", puzzlelab::lessons::render_playback::main)
}
