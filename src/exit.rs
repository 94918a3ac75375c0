//! Exit codes and the one place where errors become messages on stderr.
//!
//! | code | meaning |
//! |---|---|
//! | 0 | done (a game won, a board solved) |
//! | 1 | a game given up or lost, end of input in a game |
//! | 2 | bad input: a malformed board, an unsolvable board, a bad argument, a missing file |
//! | 3 | a limit was reached (nodes, time, memory) before the work was done |

use std::fmt;
use std::process::ExitCode;

use puzzlelab_rules::Lang;
use puzzlelab_solvers::pdb::PdbError;
use puzzlelab_solvers::solve::SolveError;

use puzzlelab_rules::printable::printable;

/// The error that carries its own exit code, and the codes: written with the other errors a
/// reader reads, in [`crate::messages`].
pub use crate::messages::{Exit, BAD_INPUT, GAVE_UP, LIMIT};

/// The exit code an error stands for: its own, or [`BAD_INPUT`].
pub fn code_of(err: &anyhow::Error) -> u8 {
    if let Some(e) = err.downcast_ref::<Exit>() {
        return e.code;
    }
    if err
        .downcast_ref::<puzzlelab_figures::FigureError>()
        .is_some_and(puzzlelab_figures::FigureError::is_limit)
    {
        return LIMIT;
    }
    let is_limit = |cause: &(dyn std::error::Error + 'static)| {
        let pdb = cause.downcast_ref::<PdbError>();
        let solving = cause.downcast_ref::<SolveError>();
        pdb.is_some_and(PdbError::is_limit)
            || matches!(solving, Some(SolveError::Pdb(e)) if e.is_limit())
    };
    if err.chain().any(is_limit) {
        return LIMIT;
    }
    BAD_INPUT
}

/// An error's message with its causes, in the one shape every error is printed in:
/// `what went wrong: because of this: because of that`.
pub fn message_of(err: &anyhow::Error) -> String {
    message_in(err, Lang::En)
}

/// [`message_of`] in `lang`: each step that can be said in Russian (the command line's own
/// words, a board that could not be read) is, the others as they are.
pub fn message_in(err: &anyhow::Error, lang: Lang) -> String {
    let parts: Vec<String> = err
        .chain()
        .map(|e| crate::messages::step_in(e, lang))
        .filter(|m| !m.is_empty())
        .collect();
    parts.join(": ")
}

/// Whether the error is standard output closed under the program (`| head`).
fn is_closed_stdout(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Prints an error (with its causes) once, as `puzzlelab: ...` on stderr, and turns the
/// result into the process's exit code. Standard output closed by its reader ends the program
/// quietly with success: the reader has all it wanted.
pub fn report(result: anyhow::Result<()>) -> ExitCode {
    report_in(result, Lang::En)
}

/// [`report`], the message in `lang` (the reader's: `--lang`, or the locale).
pub fn report_in(result: anyhow::Result<()>, lang: Lang) -> ExitCode {
    report_as("puzzlelab", result.map(|()| ExitCode::SUCCESS), lang)
}

/// [`report_in`] for the program `name` (a lesson program prints `NAME: ...`), which gives
/// its own exit code when it ends without an error.
pub fn report_as(name: &str, result: anyhow::Result<ExitCode>, lang: Lang) -> ExitCode {
    let err = match result {
        Ok(code) => return code,
        Err(err) => err,
    };
    if is_closed_stdout(&err) {
        return ExitCode::SUCCESS;
    }
    let message = message_in(&err, lang);
    if !message.is_empty() {
        noteln!("{name}: {}", printable(&message));
    }
    ExitCode::from(code_of(&err))
}

/// Prints a message that does not end the program (a batch's bad line, a database file
/// refused and built again) the way [`report`] prints an error: `puzzlelab: ...` on stderr.
/// A message may quote a file or a request (a board, a name, a parser's complaint), so its
/// control characters are shown, not sent to the terminal ([`printable`]).
pub fn warn(message: impl fmt::Display) {
    noteln!("puzzlelab: {}", printable(&message.to_string()));
}
