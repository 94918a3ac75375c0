//! The `clap` command tree of `puzzlelab` and the one dispatch from a command to its module.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::{bachet, check, exit, fifteen, figures, pdb, quiz, render, sat};

/// Teaching algorithms through the 15-puzzle and Bachet's game.
#[derive(Parser)]
#[command(
    name = "puzzlelab",
    version,
    about,
    propagate_version = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The 15-puzzle (and every other size): play, show, shuffle, solve.
    #[command(subcommand)]
    Fifteen(fifteen::Command),
    /// Pattern databases: build them and list them (solve with `fifteen solve --heuristic pdb:NAME`).
    #[command(subcommand)]
    Pdb(pdb::Command),
    /// Bachet's game: play the lesson's two variants, print the classes, solve a pile.
    #[command(subcommand)]
    Bachet(bachet::Command),
    /// Solving with SAT: the worksheet's encoding, a compact one, DIMACS files, proofs.
    #[command(subcommand)]
    Sat(sat::Command),
    /// Recorded runs: play a saved trace in the terminal.
    #[command(subcommand)]
    Trace(crate::trace::Command),
    /// Figures and animations: boards, playbacks, strips, search trees, charts.
    #[command(subcommand)]
    Render(render::Command),
    /// Render every lecture figure into output/ (the main job), with output/index.md.
    Figures(figures::Args),
    /// A lesson as a lecture ready to give: one HTML deck that works offline, its searches
    /// and games revealed a step a key press (or the deck as PDF, or as Beamer source).
    #[command(subcommand)]
    Slides(crate::slides::Command),
    /// Check a student's work: a move string, or an assignment, graded.
    #[command(subcommand)]
    Check(check::Command),
    /// Practice questions made from seeds and answered by the solvers: asked one answer a
    /// line with the verdict and the score, printed as JSON, or written as a bank for Moodle
    /// (XML, GIFT) or for paper (Markdown).
    Quiz(quiz::Args),
    /// Serve the docs site on 127.0.0.1 with the solvers behind it: traces of any board or
    /// pile, asked by the pages.
    Serve(crate::serve::Args),
    /// Print a shell's completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print a manual page (roff), for `man -l -`: the program's or a command's; or write
    /// every page into a man folder.
    Man(crate::man::Args),
    /// Print the help of the program or of a command, in English or Russian (`help --lang ru
    /// fifteen solve`).
    Help(crate::help::Args),
}

/// Parses the command line, runs the command, prints any error once and returns the exit code.
pub fn main() -> ExitCode {
    main_with(std::env::args_os())
}

/// The assignment programs (`cargo run --example assignment_N`): `puzzlelab check assignment
/// NUMBER ARGS...`, `ARGS` being the process's arguments (`--lang ru`, `--format gradescope`,
/// ...), through the one dispatch, so a student and a grader run one code path; exits 1 until
/// every test passes.
pub fn check_assignment(number: u32) -> ExitCode {
    let given = std::env::args_os().skip(1);
    let number = number.to_string();
    let args = ["puzzlelab", "check", "assignment", &number].map(Into::into);
    main_with(args.into_iter().chain(given))
}

/// [`main`] on the arguments given (the program's name first): what a lesson program that is a
/// command of `puzzlelab` under another name runs.
pub fn main_with(args: impl IntoIterator<Item = std::ffi::OsString>) -> ExitCode {
    let args: Vec<std::ffi::OsString> = args.into_iter().collect();
    let mut cmd = crate::command();
    if let Some(lang) = crate::reader::from_locale() {
        cmd = crate::reader::defaulting_to(cmd, lang);
    }
    let parsed = cmd
        .try_get_matches_from(&args)
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(err) => return clap_exit(&err, &args),
    };
    let result = match cli.command {
        Command::Fifteen(cmd) => fifteen::run(cmd),
        Command::Bachet(cmd) => bachet::run(cmd),
        Command::Sat(cmd) => sat::run(cmd),
        Command::Pdb(cmd) => pdb::run(cmd),
        Command::Trace(cmd) => crate::trace::run(cmd),
        Command::Render(cmd) => render::run(cmd),
        Command::Figures(args) => figures::run(args),
        Command::Slides(args) => crate::slides::run(args),
        Command::Check(cmd) => check::run(cmd),
        Command::Quiz(args) => quiz::run(args),
        Command::Serve(args) => crate::serve::run(args),
        Command::Completions { shell } => completions(shell),
        Command::Man(args) => crate::man::run(args),
        Command::Help(args) => crate::help::run(args),
    };
    exit::report_in(result, crate::reader::asked(&args))
}

/// What clap has to say when it does not hand back a command: the help or the version, asked
/// for, on standard output through [`crate::out`] (so that an output that cannot be written is
/// an error, and a closed pipe a quiet end); a mistake in the arguments, as clap writes it, on
/// standard error with clap's exit code.
fn clap_exit(err: &clap::Error, args: &[std::ffi::OsString]) -> ExitCode {
    use clap::error::ErrorKind;
    use std::io::IsTerminal;
    let help = matches!(
        err.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    let lang = crate::reader::asked(args);
    if help && lang != puzzlelab_rules::Lang::En {
        // the help in the reader's language, of the command the words name
        let help = crate::help::of_words(args, lang);
        if err.use_stderr() {
            // asked for a command without one: the help, as a mistake
            note!("{help}");
            return ExitCode::from(exit::BAD_INPUT);
        }
        return exit::report(crate::out::print(format_args!("{help}")).map_err(Into::into));
    }
    let text = err.render();
    if err.use_stderr() {
        if std::io::stderr().is_terminal() {
            note!("{}", text.ansi());
        } else {
            note!("{text}");
        }
        return ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(exit::BAD_INPUT));
    }
    let printed = if std::io::stdout().is_terminal() {
        out!("{}", text.ansi())
    } else {
        out!("{text}")
    };
    exit::report(printed.map_err(anyhow::Error::from))
}

/// The completion script of `shell` on standard output.
fn completions(shell: clap_complete::Shell) -> anyhow::Result<()> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut crate::command(), "puzzlelab", &mut script);
    crate::out::print(format_args!("{}", String::from_utf8_lossy(&script)))?;
    Ok(())
}
