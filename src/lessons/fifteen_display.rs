//! Lesson 1, step 3: the text-mode picture of the box.
//!
//! "A double line for the box, single lines for the borders between tiles"; tile numbers where
//! their numbers sit in the array, and 0 shown as a space.
//!
//! Run: `cargo run --example fifteen_display` (`-- --lang ru` for Russian)

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::{Board, Lang, Size};

use super::messages::Messages;

/// The lesson's board, the same in ASCII, and two other sizes, in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let text = Messages::new(lang);
    let board: Board = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();
    writeln!(out, "{}", text.array_in_box(&board))?;
    write!(out, "{}", board.boxed(Style::Lines))?;

    writeln!(out, "\n{}", text.box_in_ascii())?;
    write!(out, "{}", board.boxed(Style::Ascii))?;

    let eight: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    writeln!(out, "\n{}", text.eight_puzzle_box())?;
    write!(out, "{}", eight.boxed(Style::Lines))?;

    let wide = Board::new(Size::new(4, 2).unwrap(), vec![1, 2, 3, 4, 5, 6, 7, 0]).unwrap();
    writeln!(out, "\n{}", text.rectangular_box())?;
    write!(out, "{}", wide.boxed(Style::Lines))?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
