//! The one way a command reads a board: a positional `BOARD` that is the board's text in any
//! format (see `puzzlelab_rules::format`), a file holding it, or `-` for standard input.
//! Every command that takes a board reads it here, so every one accepts the same inputs and
//! gives the same errors.

use std::io::Read;
use std::path::Path;

use anyhow::Context;
use puzzlelab_rules::{Board, Goal, Size};

use crate::exit::{Exit, BAD_INPUT};

/// The most bytes read for one board: far more than any board's text, and bounded so that a
/// huge file or an endless stream cannot exhaust memory.
const MAX_BOARD_BYTES: u64 = 1 << 20;

/// How `BOARD` is described in every command's help.
pub const HELP: &str = "The board: its numbers in any format (one line, rows, JSON, ...), a file holding it, or - for standard input";

/// Reads a board: `-` reads standard input, an existing file is read, anything else is the
/// board's text. `size` gives the size of a one-line board that is not square.
pub fn read_board(arg: &str, size: Option<Size>) -> anyhow::Result<Board> {
    let text = if arg == "-" {
        read_bounded(std::io::stdin().lock())
            .context("could not read the board from standard input")?
    } else if Path::new(arg).is_file() {
        let file =
            std::fs::File::open(arg).with_context(|| format!("could not open the file {arg}"))?;
        read_bounded(file).with_context(|| format!("could not read the file {arg}"))?
    } else {
        arg.to_string()
    };
    Board::parse_any(&text, size).with_context(|| {
        let looks_like_path = arg.contains('/') || arg.ends_with(".txt") || arg.ends_with(".json");
        if looks_like_path && !Path::new(arg).exists() {
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

/// The text of `input`, at most [`MAX_BOARD_BYTES`] of it (more is an error, not a hang).
fn read_bounded(input: impl Read) -> anyhow::Result<String> {
    let mut bytes = Vec::new();
    input.take(MAX_BOARD_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_BOARD_BYTES {
        anyhow::bail!(
            "more than {} KB: that is not a board",
            MAX_BOARD_BYTES / 1024
        );
    }
    String::from_utf8(bytes).context("the text is not UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_stream_is_refused_not_read_forever() {
        let endless = std::io::repeat(b'1');
        let err = read_bounded(endless).unwrap_err();
        assert!(err.to_string().contains("not a board"), "{err}");
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
