//! Lesson 3 (the SAT worksheet): its start position solved optimally and played back, the
//! tiles sliding with `res = 10` frames a move as in the worksheet's animation.
//!
//! The solution comes from the fast IDA* of `puzzlelab-solvers` (15 moves, the worksheet's
//! answer); the picture from `puzzlelab-render`.
//!
//! Run: `cargo run --release --example render_playback [OUT_DIR]` (default `output/`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use puzzlelab_render::Playback;
use puzzlelab_rules::lessons::WORKSHEET;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq};
use puzzlelab_solvers::search::NoObserver;
use puzzlelab_solvers::sliding::{moves_of, LinearConflict, SlidingIda};

/// Solves the worksheet's board and writes `worksheet-playback.gif` into `dir`, `side` pixels
/// square with `res` frames a move; returns the solution and the file.
pub fn run(dir: &Path, side: u32, res: u32) -> anyhow::Result<(MoveSeq, PathBuf)> {
    std::fs::create_dir_all(dir)?;
    let start: Board = WORKSHEET.parse()?;
    let goal = Goal::Standard.board(start.size());
    let ida = SlidingIda::new(&goal, LinearConflict::new(&goal)).without_pruning();
    let outcome = ida.solve(&start, &mut NoObserver);
    let moves = moves_of(outcome.path().ok_or_else(|| {
        crate::messages::Said::new("the solver found no solution", "решатель не нашёл решения")
    })?);
    let playback = Playback {
        frames_per_move: res,
        side,
        caption: Some(Lang::En),
        ..Playback::new(start, moves.clone())
    };
    let path = dir.join("worksheet-playback.gif");
    playback.save_gif(&path)?;
    Ok((moves, path))
}

/// The program: `[OUT_DIR]`, the solution and the file written on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let dir = PathBuf::from(args.first().map_or("output", String::as_str));
    let (moves, path) = run(&dir, 400, 10)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "solution ({} moves): {moves}", moves.len())?;
    writeln!(out, "wrote {}", path.display())?;
    Ok(ExitCode::SUCCESS)
}
