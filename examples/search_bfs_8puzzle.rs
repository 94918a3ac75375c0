//! Breadth-first search over the whole 8-puzzle: from the goal, layer by layer, until no new
//! position is left. It prints how many positions lie at each distance: 181,440 in all (half
//! of the 9! placements; the other half cannot be reached, as the parity rule says), the
//! farthest 31 moves away.
//!
//! `cargo run --example search_bfs_8puzzle` (`-- --lang ru` for Russian)
//!
//! The lesson is `puzzlelab::lessons::search_bfs_8puzzle`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main(
        "search_bfs_8puzzle",
        puzzlelab::lessons::search_bfs_8puzzle::main,
    )
}
