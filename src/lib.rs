//! The `puzzlelab` package: the command line a teacher or a student runs (`cli`), the lesson
//! programs (`lessons`, which `examples/` runs), and what the workspace's tools share with them.
//! The rules, the solvers and the renderer are crates of their own; this is the glue between
//! them and the user.

#![warn(missing_docs)]
#![deny(clippy::print_stdout, clippy::print_stderr)]

#[macro_use]
mod out;

mod bachet;
pub mod batch;
mod board_arg;
mod check;
pub mod cli;
mod exit;
mod fifteen;
mod figures;
pub mod help;
mod input;
pub mod lessons;
mod limits;
mod man;
mod messages;
mod pdb;
mod progress;
mod quiz;
pub mod reader;
mod record;
mod render;
mod sat;
mod screen;
pub mod serve;
mod slides;
mod trace;

pub use pdb::{cache_dir, tables};
pub use record::record as record_trace;

/// The exit code the command line gives for an error (2 for bad input, 3 for a limit
/// reached), and its message as the command line prints it.
pub use exit::{code_of as exit_code, message_of as error_message};

/// The whole command line's definition, for its reference pages, completions and man page.
pub fn command() -> clap::Command {
    <cli::Cli as clap::CommandFactory>::command()
}
