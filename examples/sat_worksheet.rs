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

use puzzlelab_render::playback::Playback;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq, Size};
use puzzlelab_solvers::sat::worksheet::{self, Said};
use puzzlelab_solvers::sat::{SatError, Varisat};

/// The worksheet's starting position: `[[5,1,7,3],[9,2,11,4],[13,6,15,8],[16,10,14,12]]`,
/// its 16 being our 0.
pub use puzzlelab_rules::lessons::WORKSHEET as WORKSHEET_POSITION;

/// The worksheet's run: its loop with its printed lines, the verdict on optimality, and the
/// fix, in `lang`. Every line goes to `say`; returns the loop's answer and the proven optimum.
pub fn run(say: &mut dyn FnMut(&str), lang: Lang) -> Result<(MoveSeq, MoveSeq), SatError> {
    let start: Board = WORKSHEET_POSITION
        .parse()
        .expect("the worksheet's position");
    let goal = Goal::Standard.board(Size::FIFTEEN);
    // M = 5, 10, 15, ... while no solution is found and M <= 80.
    let mut said = |line: Said| say(&line.text(lang));
    let result = worksheet::worksheet_loop(&start, &goal, &mut Varisat, 80, &mut said)?;
    let found = result
        .solution
        .clone()
        .ok_or_else(|| SatError::BadModel("no solution in 80 moves".into()))?;
    say(&format!("numMoves = {}: {found}", found.len()));
    say(&result.verdict(lang));
    // The fix: refute L-2 with the end fixed at exactly that step.
    let mut said = |line: Said| say(&line.text(lang));
    let optimal = worksheet::tighten(&start, &goal, found.clone(), &mut Varisat, &mut said)?;
    Ok((found, optimal))
}

fn main() {
    let lang = match puzzlelab::lesson::lesson_lang() {
        Ok(lang) => lang,
        Err(err) => {
            eprintln!("sat_worksheet: {err}");
            std::process::exit(2);
        }
    };
    let (_, optimal) = match run(&mut |line| println!("{line}"), lang) {
        Ok(answer) => answer,
        Err(e) => {
            eprintln!("sat_worksheet: {e}");
            std::process::exit(2);
        }
    };
    // The playback, one board per move ("the board at each timestep").
    let mut board: Board = WORKSHEET_POSITION
        .parse()
        .expect("the worksheet's position");
    println!("t = 0: {board}");
    let tile_slid = lang.pick("a tile slid", "фишка сдвинулась");
    for (t, dir) in optimal.iter().enumerate() {
        board.apply(dir).expect("a replayed solution");
        let way = dir.word_in(lang);
        println!("t = {}: {board}  ({tile_slid} {way})", t + 1);
    }
    // The worksheet's animation: the renderer slides each tile over res = 10 frames.
    let start: Board = WORKSHEET_POSITION
        .parse()
        .expect("the worksheet's position");
    let gif = std::path::Path::new("output/sat-worksheet-playback.gif");
    let playback = lang.pick("playback:", "анимация:");
    match Playback::new(start, optimal).save_gif(gif) {
        Ok(()) => println!("{playback} {}", gif.display()),
        Err(e) => eprintln!(
            "sat_worksheet: {} {e}",
            lang.pick(
                "the playback could not be written:",
                "анимацию записать не удалось:",
            )
        ),
    }
}
