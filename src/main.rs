//! `puzzlelab`: the command line of the project. Glue only: every rule, search and picture lives
//! in the crates under `crates/`; the package's library reads arguments, calls them and prints.

fn main() -> std::process::ExitCode {
    puzzlelab::cli::main()
}
