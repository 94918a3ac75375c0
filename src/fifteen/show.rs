//! `puzzlelab fifteen show BOARD`: the board drawn as the lesson's box, and the parity rule's
//! verdict with its reasons.

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::{play, Goal, Lang, Size};

use crate::board_arg::read_board;

/// Arguments of `fifteen show`.
#[derive(clap::Args)]
pub struct Args {
    /// The board: its numbers in any format (`5 1 7 3 ...`, rows, JSON, ...), a file, or `-`
    /// for standard input.
    board: String,
    /// The size of a one-line board that is not square (e.g. 3x4).
    #[arg(long)]
    size: Option<Size>,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// Draw with ASCII characters instead of box-drawing ones.
    #[arg(long)]
    ascii: bool,
    /// Language of the explanation: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Draws the board and explains its solvability.
pub fn run(args: Args) -> anyhow::Result<()> {
    let board = read_board(&args.board, args.size)?;
    let goal = args.goal.board_for(&board)?;
    let style = if args.ascii {
        Style::Ascii
    } else {
        Style::Lines
    };
    out!("{}", board.boxed(style))?;
    outln!("{}", play::explain(args.lang, &board.solvability(&goal)))?;
    Ok(())
}
