//! Lesson 1, step 3: the text-mode picture of the box.
//!
//! "A double line for the box, single lines for the borders between tiles"; tile numbers where
//! their numbers sit in the array, and 0 shown as a space.
//!
//! Run: `cargo run --example fifteen_display`

use std::io::{self, Write};

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::{Board, Size};

/// The lesson's board, the same in ASCII, and two other sizes.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let board: Board = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();
    writeln!(out, "The array {board}\nin the box:")?;
    write!(out, "{}", board.boxed(Style::Lines))?;

    writeln!(
        out,
        "\nThe same for terminals without box drawing (--ascii):"
    )?;
    write!(out, "{}", board.boxed(Style::Ascii))?;

    let eight: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    writeln!(out, "\nThe 8-puzzle, cells one digit wide:")?;
    write!(out, "{}", eight.boxed(Style::Lines))?;

    let wide = Board::new(Size::new(4, 2).unwrap(), vec![1, 2, 3, 4, 5, 6, 7, 0]).unwrap();
    writeln!(out, "\nA rectangular 4x2 box:")?;
    write!(out, "{}", wide.boxed(Style::Lines))?;
    Ok(())
}

fn main() -> io::Result<()> {
    run(&mut io::stdout())
}
