//! The lesson programs: what a teacher runs in front of the class, one file per program of
//! `examples/`, named after it. Lesson 1 builds the 15-puzzle as the lesson's array
//! (`fifteen_array_model`, `fifteen_moves`, `fifteen_display`, `fifteen_parity`,
//! `fifteen_play`); lesson 2 plays and solves Bachet's game (`bachet_steps`, `bachet_variant2`,
//! `bachet_classes`, `bachet_solver`, `bachet_tree`); lesson 3 runs the SAT worksheet
//! (`sat_worksheet`, `render_board`, `render_playback`); the search programs (`search_*`)
//! compare the algorithms on one board.
//!
//! Each lesson is a `run` that writes into the `Write` it is handed (and reads the `BufRead` it
//! is handed, for the games; the pictures go into the folder it is handed), so a test reads
//! its output from a buffer and the docs site shows exactly what the program prints. Beside it,
//! its `main` is its command line: the arguments read, the lesson run on standard input and
//! output, the exit code. A program in `examples/` is one call, [`main`], which prints an error
//! the one way every lesson program prints it.
//!
//! The assignment programs (`examples/assignment_N.rs`) are the command line's
//! `puzzlelab check assignment N` (`cli::check_assignment`), not lessons.

use std::process::ExitCode;

use puzzlelab_rules::Lang;

pub mod args;
pub mod bachet_classes;
pub mod bachet_solver;
pub mod bachet_steps;
pub mod bachet_tree;
pub mod bachet_variant2;
pub mod fifteen_array_model;
pub mod fifteen_display;
pub mod fifteen_moves;
pub mod fifteen_parity;
pub mod fifteen_play;
mod messages;
pub mod render_board;
pub mod render_playback;
pub mod sat_worksheet;
pub mod search_astar_heuristics;
pub mod search_bfs_8puzzle;
pub mod search_ida_iterations;

/// A lesson program's command line: its arguments (without the program's name) in, its exit
/// code out.
pub type Program = fn(Vec<String>) -> anyhow::Result<ExitCode>;

/// Runs the lesson program `name` (`program`, a lesson's `main`) on the process's arguments.
/// An error is printed once, as `NAME: what went wrong: because of this` on standard error in
/// the reader's language (`--lang`, else the locale's), and exits with code 2; standard output closed by its reader (`| head`) ends the program
/// quietly with success.
pub fn main(name: &str, program: Program) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<std::ffi::OsString> = args.iter().map(Into::into).collect();
    let lang = crate::reader::asked(&words);
    crate::exit::report_as(name, program(args), lang)
}

/// The command line of a lesson that only prints: `[--lang en|ru]`, the lesson `run` on
/// standard output.
pub fn on_stdout(
    args: Vec<String>,
    run: impl FnOnce(&mut std::io::StdoutLock<'static>, Lang) -> std::io::Result<()>,
) -> anyhow::Result<ExitCode> {
    let lang = args::lang_only(args)?;
    run(&mut std::io::stdout().lock(), lang)?;
    Ok(ExitCode::SUCCESS)
}
