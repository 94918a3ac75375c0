//! Lesson 3, end to end: the worksheet "Solving the 15-puzzle" (Curtis Bright) run in Rust.
//!
//! The rules of the puzzle become a Boolean formula over the variables `S[i,j,n,t]` ("square
//! (i,j) holds tile n after t moves"), and a SAT solver (varisat, pure Rust) finds an
//! assignment that makes it true. No search algorithm is written by hand.
//!
//! The worksheet's loop asks for "a solution with at most M moves" for M = 5, 10, 15, ...:
//! its end constraint lets the board be solved at any step from M-4 to M, and it takes the
//! first solved step of whatever model the solver returns.
//!
//! **The lesson in the lesson: that loop does not give optimal solutions in general.**
//! When round M-5 finds nothing, we know no solution of M-5 moves or fewer exists; but round M
//! may come back with a solution that reaches the goal first at step M even though one of
//! M-3 moves exists, because the solver stops at *any* model, not the shortest one. Measured
//! here: boards whose optimum is 16 came back with 18 or 20 moves, 28 with 30, 32 with 34.
//! So the loop's answer is labelled "not proven optimal" unless the refuted round is L-2.
//!
//! The fix takes one more idea. In this encoding a solution can always be padded: slide a tile
//! away and back, and a solution of L moves becomes one of L+2. So "no solution ending exactly
//! at step L-2" rules out every length below L (lengths of the other parity are impossible:
//! every move changes the Manhattan distance by one). We ask that question, take any shorter
//! solution it finds, and stop when there is none: the length is then proven optimal.
//!
//! On the worksheet's own position the loop's 15 moves happen to be optimal, but the loop
//! cannot know it (it refuted only 10); the fix proves it by refuting 13.
//!
//! Run it: `cargo run --example sat_worksheet` (`-- --lang ru` for Russian). The solution is
//! printed board by board and handed to the renderer's playback:
//! `output/sat-worksheet-playback.gif`.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use puzzlelab_render::Playback;
use puzzlelab_rules::lessons::WORKSHEET;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq};
use puzzlelab_solvers::sat::worksheet::{self, Said};
use puzzlelab_solvers::sat::{SatError, Varisat};

use super::messages::Messages;

/// The worksheet's starting position: `[[5,1,7,3],[9,2,11,4],[13,6,15,8],[16,10,14,12]]`,
/// its 16 being our 0.
fn start() -> Board {
    WORKSHEET.parse().expect("the worksheet's position")
}

/// Each line the solver says, written into `out` in `lang` as it comes (with the seconds each
/// solve took when `timed`); the first write that fails ends the writing and is kept in
/// `written`.
fn saying<'a>(
    out: &'a mut impl Write,
    lang: Lang,
    timed: bool,
    written: &'a mut io::Result<()>,
) -> impl FnMut(Said) + 'a {
    move |line| {
        if written.is_ok() {
            *written = writeln!(out, "{}", line.text_timed(lang, timed));
        }
    }
}

/// The worksheet's run: its loop with its printed lines, the verdict on optimality, and the
/// fix, in `lang`, a line each into `out`; returns the loop's answer and the proven optimum.
pub fn solve(out: &mut impl Write, lang: Lang) -> anyhow::Result<(MoveSeq, MoveSeq)> {
    solve_from(out, &start(), lang, true)
}

/// [`solve`] from any `start` toward the standard goal of its size, each solve's seconds
/// said when `timed`.
pub fn solve_from(
    out: &mut impl Write,
    start: &Board,
    lang: Lang,
    timed: bool,
) -> anyhow::Result<(MoveSeq, MoveSeq)> {
    let goal = Goal::Standard.board_for(start)?;
    // M = 5, 10, 15, ... while no solution is found and M <= 80. The writer is moved into
    // the call (`{ say }`), so `out` is free again after it.
    let mut written = Ok(());
    let say = saying(out, lang, timed, &mut written);
    let result = worksheet::worksheet_loop(start, &goal, &mut Varisat, 80, &mut { say })?;
    written?;
    let found = result
        .solution
        .clone()
        .ok_or_else(|| SatError::BadModel("no solution in 80 moves".into()))?;
    writeln!(out, "numMoves = {}: {found}", found.len())?;
    writeln!(out, "{}", result.verdict(lang))?;
    // The fix: refute L-2 with the end fixed at exactly that step.
    let mut written = Ok(());
    let say = saying(out, lang, timed, &mut written);
    let optimal = worksheet::tighten(start, &goal, found.clone(), &mut Varisat, &mut { say })?;
    written?;
    Ok((found, optimal))
}

/// Writes the board at each step of `moves` from the worksheet's start ("the board at each
/// timestep"), with the way each tile slid, in `lang`.
pub fn replay(out: &mut impl Write, moves: &MoveSeq, lang: Lang) -> io::Result<()> {
    replay_from(out, &start(), moves, lang)
}

/// [`replay`] from any `start`.
pub fn replay_from(
    out: &mut impl Write,
    start: &Board,
    moves: &MoveSeq,
    lang: Lang,
) -> io::Result<()> {
    let mut board = start.clone();
    writeln!(out, "t = 0: {board}")?;
    let tile_slid = Messages::new(lang).tile_slid();
    for (t, dir) in moves.iter().enumerate() {
        board.apply(dir).expect("a replayed solution");
        let way = dir.word_in(lang);
        writeln!(out, "t = {}: {board}  ({tile_slid} {way})", t + 1)?;
    }
    Ok(())
}

/// The worksheet end to end in `lang`: [`solve`], the optimum replayed board by board, and
/// the worksheet's animation (each tile sliding over res = 10 frames) written as
/// `sat-worksheet-playback.gif` into `dir`, which is made first if it is missing. A folder
/// that cannot be made, or a playback that cannot be written, is an error with its reason.
pub fn run(out: &mut impl Write, dir: &Path, lang: Lang) -> anyhow::Result<()> {
    let text = Messages::new(lang);
    let gif = dir.join("sat-worksheet-playback.gif");
    std::fs::create_dir_all(dir)
        .with_context(|| format!("{} {}", text.playback_failed(), dir.display()))?;
    let (_, optimal) = solve(out, lang)?;
    replay(out, &optimal, lang)?;
    Playback::new(start(), optimal)
        .save_gif(&gif)
        .with_context(|| format!("{} {}", text.playback_failed(), gif.display()))?;
    writeln!(out, "{} {}", text.playback(), gif.display())?;
    Ok(())
}

/// The program: `[--lang en|ru]`, the run on standard output, the playback into `output/`.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let lang = super::args::lang_only(args)?;
    run(&mut io::stdout().lock(), Path::new("output"), lang)?;
    Ok(ExitCode::SUCCESS)
}
