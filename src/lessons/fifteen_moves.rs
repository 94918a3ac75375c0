//! Lesson 1, step 2: moves, and which of them are legal.
//!
//! A move swaps the empty place with a neighbouring tile. "Vertical moves change the index by
//! 4, horizontal ones by 1." At an edge only 3 moves remain, in a corner only 2: a vertical move
//! is wrong when the index leaves the array, a horizontal one when the row number changes.
//! A direction names the way the TILE slides into the empty place.
//!
//! Run: `cargo run --example fifteen_moves` (`-- --lang ru` for Russian)

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::play::illegal;
use puzzlelab_rules::{Board, Direction, Lang};

use super::messages::Messages;

/// Tries all four directions from a board and says what each does.
pub fn try_all(out: &mut impl Write, name: &str, board: &Board, lang: Lang) -> io::Result<()> {
    let text = Messages::new(lang);
    let legal: Vec<&str> = board.legal_moves().map(|d| d.word_in(lang)).collect();
    writeln!(out, "{}", text.legal_moves(name, board.blank(), &legal))?;
    // The words in one column: as wide as the longest.
    let width = Direction::ALL
        .iter()
        .map(|&d| d.word_in(lang).chars().count())
        .max()
        .unwrap_or(0);
    for dir in Direction::ALL {
        let dir_word = dir.word_in(lang);
        let what = match board.source_of(dir) {
            Ok(source) => text.tile_moves(board.tile(source), source, board.blank()),
            Err(why) => format!("{} {}", text.beep(), illegal(lang, &why)),
        };
        writeln!(out, "  {dir_word:width$}: {what}")?;
    }
    Ok(())
}

/// The centre, an edge and a corner of the 4x4 box, in `lang`.
pub fn run(out: &mut impl Write, lang: Lang) -> io::Result<()> {
    let corner: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap();
    let edge = corner.applied(Direction::Right).unwrap();
    let centre = edge.applied(Direction::Down).unwrap();
    let text = Messages::new(lang);
    try_all(out, text.centre(), &centre, lang)?;
    try_all(out, text.edge(), &edge, lang)?;
    try_all(out, text.corner(), &corner, lang)?;

    // The lesson's horizontal check: index 3 + 1 = 4 is in the array, but in the next row.
    let right_edge: Board = "1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15".parse().unwrap();
    let wrong = right_edge.source_of(Direction::Left).unwrap_err();
    writeln!(out, "\n{} {}", text.next_row(), illegal(lang, &wrong))?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    super::on_stdout(args, run)
}
