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

/// An error that carries its own exit code; any other error exits with [`BAD_INPUT`].
#[derive(Debug)]
pub struct Exit {
    /// The process's exit code.
    pub code: u8,
    /// The message printed on stderr (empty: print nothing).
    pub message: String,
}

/// A game given up, lost, or ended by end of input.
pub const GAVE_UP: u8 = 1;
/// Bad input of any kind.
pub const BAD_INPUT: u8 = 2;
/// A node, time or memory limit reached.
pub const LIMIT: u8 = 3;

impl Exit {
    /// An exit with `code` and `message`.
    pub fn new(code: u8, message: impl Into<String>) -> Exit {
        Exit {
            code,
            message: message.into(),
        }
    }
}

impl fmt::Display for Exit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Exit {}

/// Prints an error (with its causes) and turns the result into the process's exit code.
pub fn report(result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => match err.downcast_ref::<Exit>() {
            Some(exit) => {
                if !exit.message.is_empty() {
                    eprintln!("puzzlelab: {}", exit.message);
                }
                ExitCode::from(exit.code)
            }
            None => {
                eprintln!("puzzlelab: error: {err}");
                for cause in err.chain().skip(1) {
                    eprintln!("  because: {cause}");
                }
                ExitCode::from(BAD_INPUT)
            }
        },
    }
}
