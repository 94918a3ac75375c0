//! IDA* iteration by iteration: each depth-first search stops at the positions whose
//! `f = g + h` passes the threshold, and the next threshold is the smallest `f` it cut off.
//! The last iteration finds the solution; the earlier ones are the price of using so little
//! memory.
//!
//! `cargo run --example search_ida_iterations` (`-- --lang ru` for Russian)
//!
//! The lesson is `puzzlelab::lessons::search_ida_iterations`; this program is its command line.

fn main() -> std::process::ExitCode {
    puzzlelab::lessons::main(
        "search_ida_iterations",
        puzzlelab::lessons::search_ida_iterations::main,
    )
}
