//! One board, A* three times: with misplaced tiles, with the Manhattan distance and with
//! linear conflicts. The better the estimate, the fewer positions A* has to expand, and the
//! length found is the same each time: every one of them is admissible.
//!
//! `cargo run --example search_astar_heuristics` (`-- --lang ru` for Russian)
//!
//! The lesson is `puzzlelab::lessons::search_astar_heuristics`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main(
        "search_astar_heuristics",
        puzzlelab::lessons::search_astar_heuristics::main,
    )
}
