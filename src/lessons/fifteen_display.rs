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

/// The lesson's board, the same in ASCII, and two other sizes, in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let board: Board = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();
    match lang {
        Lang::En => writeln!(out, "The array {board}\nin the box:")?,
        Lang::Ru => writeln!(out, "Массив {board}\nв коробочке:")?,
    }
    write!(out, "{}", board.boxed(Style::Lines))?;

    writeln!(
        out,
        "\n{}",
        lang.pick(
            "The same for terminals without box drawing (--ascii):",
            "То же для терминалов без псевдографики (--ascii):",
        )
    )?;
    write!(out, "{}", board.boxed(Style::Ascii))?;

    let eight: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    writeln!(
        out,
        "\n{}",
        lang.pick(
            "The 8-puzzle, cells one digit wide:",
            "Игра «8», клетки шириной в одну цифру:",
        )
    )?;
    write!(out, "{}", eight.boxed(Style::Lines))?;

    let wide = Board::new(Size::new(4, 2).unwrap(), vec![1, 2, 3, 4, 5, 6, 7, 0]).unwrap();
    writeln!(
        out,
        "\n{}",
        lang.pick("A rectangular 4x2 box:", "Прямоугольная коробочка 4x2:")
    )?;
    write!(out, "{}", wide.boxed(Style::Lines))?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
