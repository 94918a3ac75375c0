//! Lesson 1, step 1: the box as a one-dimensional array.
//!
//! "These 16 numbers are kept in a one-dimensional array: indices 0 to 3 are the four places of
//! the top row, 4 to 7 those of the second row, and so on. The quotient of the index divided by
//! 4 is one less than the row number, and the remainder one less than the column number."
//!
//! Run: `cargo run --example fifteen_array_model` (`-- --lang ru` for Russian)

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::{Board, Goal, Lang, Size};

use super::messages::Messages;

/// Prints the array, then where every index lies in the box, then the rule run backwards,
/// in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let text = Messages::new(lang);
    let size = Size::FIFTEEN;
    let board: Board = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();

    writeln!(out, "{}", text.array_heading())?;
    for (index, tile) in board.tiles().iter().enumerate() {
        writeln!(out, "  a[{index:2}] = {tile:2}")?;
    }

    writeln!(out, "\n{}", text.index_to_place())?;
    for row in 0..size.height() {
        let places: Vec<String> = (0..size.width())
            .map(|col| {
                let index = size.index(row, col);
                format!(
                    "{index:2}:({},{})",
                    size.row(index) + 1,
                    size.col(index) + 1
                )
            })
            .collect();
        writeln!(out, "  {}", places.join("  "))?;
    }

    let blank = board.blank();
    let (row, col) = (size.row(blank) + 1, size.col(blank) + 1);
    writeln!(out, "\n{}", text.empty_place(blank, row, col))?;
    let goal = Goal::Standard.board(size);
    writeln!(out, "{} {goal}", text.goal_array())?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
