//! Lesson 3 (the SAT worksheet): its start position drawn as the worksheet draws it.
//!
//! The worksheet's playback shows "a gray frame with tiles as squares, each tile LightBlue or
//! White by the rule `(n - floor((n-1)/4)) mod 2 = 1`". This program draws the same board as
//! PNG and SVG (text stays text in the SVG, for slides).
//!
//! Run: `cargo run --example render_board [OUT_DIR]` (default `output/`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use puzzlelab_render::save;
use puzzlelab_render::{BoardFigure, BoardStyle};
use puzzlelab_rules::lessons::WORKSHEET;
use puzzlelab_rules::Board;

/// Draws the worksheet's board into `dir` with squares of `cell` pixels; returns the files.
pub fn run(dir: &Path, cell: u32) -> anyhow::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let board: Board = WORKSHEET.parse()?;
    let style = BoardStyle {
        cell,
        caption: Some("The worksheet's start position".into()),
    };
    let figure = BoardFigure {
        board: &board,
        style: &style,
    };
    let mut written = Vec::new();
    for name in ["worksheet-board.png", "worksheet-board.svg"] {
        let path = dir.join(name);
        save(&figure, &path)?;
        written.push(path);
    }
    Ok(written)
}

/// The program: `[OUT_DIR]`, each file written named on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let dir = PathBuf::from(args.first().map_or("output", String::as_str));
    let mut out = std::io::stdout().lock();
    for path in run(&dir, 80)? {
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(ExitCode::SUCCESS)
}
