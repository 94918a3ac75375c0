//! `puzzlelab fifteen show BOARD`: the board drawn, and the parity rule's verdict.

use anyhow::Context;
use puzzlelab_rules::{Board, Goal};

/// Arguments of `fifteen show`.
#[derive(clap::Args)]
pub struct Args {
    /// The board, as one line of numbers (0 for the blank).
    board: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
}

/// Draws the board and explains its solvability.
pub fn run(args: Args) -> anyhow::Result<()> {
    let board: Board = args.board.parse().context("the board could not be read")?;
    let goal = args.goal.board_for(&board)?;
    println!("{board}");
    println!("{}", board.solvability(&goal));
    Ok(())
}
