//! The one way a command reads a board: a positional `BOARD` that is the board's text in any
//! format (see `puzzlelab_rules::format`), a file holding it, or `-` for standard input.
//! Every command that takes a board reads it here, so every one accepts the same inputs and
//! gives the same errors.

use std::path::Path;

use anyhow::Context;
use puzzlelab_rules::{Board, Goal, Size};

use crate::exit::{Exit, BAD_INPUT};
use crate::input::{self, Source};

/// The most bytes read for one board: far more than any board's text, and bounded so that a
/// huge file or an endless stream cannot exhaust memory.
const MAX_BOARD_BYTES: u64 = 1 << 20;

/// How `BOARD` is described in every command's help.
pub const HELP: &str = "The board: its numbers in any format (one line, rows, JSON, ...), a file holding it, or - for standard input";

/// Reads a board: `-` reads standard input, an existing file is read, anything else is the
/// board's text. `size` gives the size of a one-line board that is not square.
pub fn read_board(arg: &str, size: Option<Size>) -> anyhow::Result<Board> {
    let path = Path::new(arg);
    let text = if arg == "-" || path.exists() {
        input::read_text(Source::of(path), MAX_BOARD_BYTES, "a board")?
    } else {
        arg.to_string()
    };
    Board::parse_any(&text, size).with_context(|| {
        let looks_like_path = arg.contains('/') || arg.ends_with(".txt") || arg.ends_with(".json");
        if arg != "-" && path.exists() {
            format!("the board in {arg} could not be read")
        } else if looks_like_path {
            format!("'{arg}' is neither a file nor a board")
        } else {
            "the board could not be read".to_string()
        }
    })
}

/// Reads a board and its goal, refusing a board the parity rule says cannot reach the goal.
pub fn read_solvable(arg: &str, goal: &Goal) -> anyhow::Result<(Board, Board)> {
    let board = read_board(arg, None)?;
    let goal = goal.board_for(&board)?;
    let verdict = board.solvability(&goal);
    if !verdict.is_solvable() {
        return Err(Exit::new(
            BAD_INPUT,
            format!("the board cannot reach the goal: {verdict}"),
        )
        .into());
    }
    Ok((board, goal))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_is_named() {
        let err = read_board("no/such/board.txt", None).unwrap_err();
        assert!(
            format!("{err:#}").contains("neither a file nor a board"),
            "{err:#}"
        );
    }
}
