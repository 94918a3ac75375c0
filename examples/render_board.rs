//! Lesson step: the worksheet's board as a picture.
//!
//! The SAT worksheet draws its start position as a gray frame with square tiles, LightBlue or
//! White by the rule `(n - floor((n-1)/4)) mod 2 = 1`. This program draws the same board as PNG
//! and SVG: `cargo run --example render_board [OUT_DIR]` (default `output/`).

use std::path::PathBuf;

use puzzlelab_render::board::{BoardFigure, BoardStyle};
use puzzlelab_render::output::save;
use puzzlelab_rules::Board;

/// The worksheet's start position (16, its blank, is our 0).
const WORKSHEET: &str = "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "output".into()));
    std::fs::create_dir_all(&dir)?;
    let board: Board = WORKSHEET.parse()?;
    let style = BoardStyle {
        cell: 80,
        caption: Some("The worksheet's start position".into()),
    };
    let figure = BoardFigure {
        board: &board,
        style: &style,
    };
    for name in ["worksheet-board.png", "worksheet-board.svg"] {
        let path = dir.join(name);
        save(&figure, &path)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
