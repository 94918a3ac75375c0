//! `puzzlelab sat worksheet BOARD`: the worksheet's own loop (M = 5, 10, 15, ...), its lines
//! printed as the worksheet prints them, whether its answer is proven optimal, and then the
//! fix (refute L-2) that proves it. The work runs on a worker thread: at the time limit it is
//! abandoned and what was proven so far is said.

use puzzlelab_rules::{Lang, MoveSeq};
use puzzlelab_solvers::sat::limit::{run_limited, Limited};
use puzzlelab_solvers::sat::worksheet::{self, Said};
use puzzlelab_solvers::sat::SatError;

use super::messages::Messages;
use super::Position;
use crate::exit::{Exit, LIMIT};
use crate::limits::parse_duration;
use puzzlelab_solvers::solve::SatSolver;

/// The worksheet's bound: every 15-puzzle position is solved in at most 80 moves.
const WORKSHEET_MAX_MOVES: usize = 80;

/// Arguments of `sat worksheet`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: Position,
    /// The SAT solver (cadical only in a build with `--features cadical`).
    #[arg(long, value_enum, default_value = "varisat")]
    backend: SatSolver,
    /// Give up after this much time (500ms, 30s, 2m), saying what was proven by then.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = puzzlelab_solvers::solve::TIMEOUT.default)]
    timeout: std::time::Duration,
    /// Show the board after every move of the solution.
    #[arg(long)]
    steps: bool,
    /// The language of the text: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// A line of the run: the worksheet's and the fix's own, or the command's.
enum Line {
    Said(Said),
    Answer(String),
    Fix,
}

/// Runs the loop and the fix, printing as it goes.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let mut backend = args.backend.backend()?;
    let mut refuted: Option<usize> = None;
    let (start, end) = (board.clone(), goal.clone());
    let mut printed: std::io::Result<()> = Ok(());
    let lang = args.lang;
    let text = Messages::new(lang);
    let outcome = run_limited(
        Some(args.timeout),
        move |report: &dyn Fn(Line)| -> Result<(MoveSeq, String), SatError> {
            let mut say = |said: Said| report(Line::Said(said));
            let result = worksheet::worksheet_loop(
                &start,
                &end,
                &mut *backend,
                WORKSHEET_MAX_MOVES,
                &mut say,
            )?;
            let found = result.solution.clone().ok_or_else(|| {
                SatError::BadModel(format!(
                    "no solution of {WORKSHEET_MAX_MOVES} moves or fewer"
                ))
            })?;
            report(Line::Answer(result.verdict(lang)));
            if result.proven_optimal() {
                return Ok((found, result.verdict(lang)));
            }
            report(Line::Fix);
            let best = worksheet::tighten(&start, &end, found, &mut *backend, &mut say)?;
            let why = text.proven_by_the_fix(best.len());
            Ok((best, why))
        },
        |line: Line| {
            let line = match line {
                Line::Said(said) => {
                    if let Said::Round {
                        moves,
                        found: false,
                        ..
                    } = said
                    {
                        refuted = Some(moves);
                    }
                    said.text(lang)
                }
                Line::Answer(verdict) => text.worksheet_answer(&verdict),
                Line::Fix => text.the_fix(),
            };
            if printed.is_ok() {
                printed = outln!("{line}");
            }
        },
    );
    printed?;
    match outcome {
        Limited::Done(result) => {
            let (moves, why) = result?;
            outln!("{moves}")?;
            outln!("{why}")?;
            if args.steps {
                let mut b = board.clone();
                outln!("{b}")?;
                for dir in moves.iter() {
                    b.apply(dir)?;
                    outln!("{b}")?;
                }
            }
            Ok(())
        }
        Limited::TimedOut => {
            let seconds = args.timeout.as_secs_f64();
            let message = text.worksheet_timed_out(seconds, refuted);
            Err(Exit::new(LIMIT, message).into())
        }
    }
}
