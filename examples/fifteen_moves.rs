//! Lesson 1, step 2: moves, and which of them are legal.
//!
//! A move swaps the empty place with a neighbouring tile. "Vertical moves change the index by
//! 4, horizontal ones by 1." At an edge only 3 moves remain, in a corner only 2: a vertical move
//! is wrong when the index leaves the array, a horizontal one when the row number changes.
//! A direction names the way the TILE slides into the empty place.
//!
//! Run: `cargo run --example fifteen_moves`

use std::io::{self, Write};

use puzzlelab_rules::{Board, Direction};

/// Tries all four directions from a board and says what each does.
fn try_all(out: &mut dyn Write, name: &str, board: &Board) -> io::Result<()> {
    let legal: Vec<String> = board.legal_moves().map(|d| d.to_string()).collect();
    writeln!(
        out,
        "{name}: the empty place is a[{}]; {} legal moves: {}",
        board.blank(),
        legal.len(),
        legal.join(", ")
    )?;
    for dir in Direction::ALL {
        match board.source_of(dir) {
            Ok(source) => writeln!(
                out,
                "  {:5}: tile {} moves from a[{source}] to a[{}]",
                dir.word(),
                board.tile(source),
                board.blank()
            )?,
            Err(why) => writeln!(out, "  {:5}: beep! {why}", dir.word())?,
        }
    }
    Ok(())
}

/// The centre, an edge and a corner of the 4x4 box.
pub fn run(out: &mut dyn Write) -> io::Result<()> {
    let corner: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap();
    let edge = corner.applied(Direction::Right).unwrap();
    let centre = edge.applied(Direction::Down).unwrap();
    try_all(out, "Centre", &centre)?;
    try_all(out, "Edge", &edge)?;
    try_all(out, "Corner", &corner)?;

    // The lesson's horizontal check: index 3 + 1 = 4 is in the array, but in the next row.
    let right_edge: Board = "1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15".parse().unwrap();
    let wrong = right_edge.source_of(Direction::Left).unwrap_err();
    writeln!(
        out,
        "\nFrom a[3], a[4] is in the array but in row 2: {wrong}"
    )?;
    Ok(())
}

fn main() -> io::Result<()> {
    run(&mut io::stdout())
}
