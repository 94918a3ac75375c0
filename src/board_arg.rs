//! The one way a command reads a board: a positional `BOARD` that is the board's text in any
//! format (see `puzzlelab_rules::format`), a file holding it, or `-` for standard input.
//! Every command that takes a board reads it here, so every one accepts the same inputs and
//! gives the same errors.

use std::path::Path;

use puzzlelab_rules::{Board, Goal, Size};

use crate::exit::BAD_INPUT;
use crate::input::{self, Source, What};
use crate::messages;

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
        input::read_text(
            Source::of(path),
            MAX_BOARD_BYTES,
            What::new("a board", "доску", "доски"),
        )?
    } else {
        arg.to_string()
    };
    Board::parse_any(&text, size).map_err(|err| {
        let looks_like_path = arg.contains('/') || arg.ends_with(".txt") || arg.ends_with(".json");
        let said = if arg != "-" && path.exists() {
            messages::board_file_unreadable(arg)
        } else if looks_like_path {
            messages::neither_file_nor_board(arg)
        } else {
            messages::board_unreadable()
        };
        said.because(err).into()
    })
}

/// A command's `BOARD` as it was given: on the command line (text, a file, or `-`), or as text
/// only, which is never looked up as a file (what a request to `puzzlelab serve` gives).
#[derive(Clone, Debug)]
pub enum BoardInput {
    /// The command line's argument, read by [`read_board`].
    Argument(String),
    /// The board's text, nothing else.
    Text(String),
}

impl std::str::FromStr for BoardInput {
    type Err = std::convert::Infallible;

    fn from_str(arg: &str) -> Result<BoardInput, Self::Err> {
        Ok(BoardInput::Argument(arg.to_string()))
    }
}

impl BoardInput {
    /// The same input, taken as the board's text only.
    pub fn into_text(self) -> BoardInput {
        match self {
            BoardInput::Argument(text) | BoardInput::Text(text) => BoardInput::Text(text),
        }
    }

    /// Reads the board and its goal as [`read_solvable`] does.
    pub fn read_solvable(&self, goal: &Goal) -> anyhow::Result<(Board, Board)> {
        match self {
            BoardInput::Argument(arg) => read_solvable(arg, goal),
            BoardInput::Text(text) => {
                let board = Board::parse_any(text, None)
                    .map_err(|err| messages::board_unreadable().because(err))?;
                solvable(board, goal)
            }
        }
    }
}

/// Reads a board and its goal, refusing a board the parity rule says cannot reach the goal.
pub fn read_solvable(arg: &str, goal: &Goal) -> anyhow::Result<(Board, Board)> {
    solvable(read_board(arg, None)?, goal)
}

/// The board and its goal, or the parity rule's refusal.
fn solvable(board: Board, goal: &Goal) -> anyhow::Result<(Board, Board)> {
    let goal = goal.board_for(&board)?;
    let verdict = board.solvability(&goal);
    if !verdict.is_solvable() {
        return Err(messages::cannot_reach_goal(BAD_INPUT, &verdict).into());
    }
    Ok((board, goal))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_given_as_text_is_never_read_from_a_file() {
        let dir = std::env::temp_dir().join(format!("puzzlelab-board-text-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("board.txt");
        std::fs::write(&file, "1 2 3 0").unwrap();
        let path = file.display().to_string();
        assert!(BoardInput::Argument(path.clone())
            .read_solvable(&Goal::Standard)
            .is_ok());
        let err = BoardInput::Text(path)
            .read_solvable(&Goal::Standard)
            .unwrap_err();
        assert_eq!(err.to_string(), "the board could not be read");
        let err = BoardInput::Text("-".into())
            .read_solvable(&Goal::Standard)
            .unwrap_err();
        assert_eq!(err.to_string(), "the board could not be read");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_file_is_named() {
        let err = read_board("no/such/board.txt", None).unwrap_err();
        assert!(
            format!("{err:#}").contains("neither a file nor a board"),
            "{err:#}"
        );
    }
}
