//! `puzzlelab sat worksheet BOARD`: the worksheet's own loop (M = 5, 10, 15, ...), its lines
//! printed as the worksheet prints them, whether its answer is proven optimal, and then the
//! fix (refute L-2) that proves it. The work runs on a worker thread: at the time limit it is
//! abandoned and what was proven so far is said.

use puzzlelab_rules::MoveSeq;
use puzzlelab_solvers::sat::limit::{run_limited, Limited};
use puzzlelab_solvers::sat::{worksheet, SatError};

use super::{BackendArg, Position};
use crate::exit::{Exit, LIMIT};
use crate::limits::parse_duration;

/// The worksheet's bound: every 15-puzzle position is solved in at most 80 moves.
const WORKSHEET_MAX_MOVES: usize = 80;

/// Arguments of `sat worksheet`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: Position,
    /// The SAT solver (cadical only in a build with `--features cadical`).
    #[arg(long, value_enum, default_value = "varisat")]
    backend: BackendArg,
    /// Give up after this much time (500ms, 30s, 2m), saying what was proven by then.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "5m")]
    timeout: std::time::Duration,
    /// Show the board after every move of the solution.
    #[arg(long)]
    steps: bool,
}

/// Runs the loop and the fix, printing as it goes.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let mut backend = args.backend.backend()?;
    let mut refuted: Option<usize> = None;
    let (start, end) = (board.clone(), goal.clone());
    let mut printed: std::io::Result<()> = Ok(());
    let outcome = run_limited(
        Some(args.timeout),
        move |report: &dyn Fn(String)| -> Result<(MoveSeq, String), SatError> {
            let mut say = |line: &str| report(line.to_string());
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
            say(&format!("The worksheet's answer: {}", result.verdict()));
            if result.proven_optimal() {
                return Ok((found, result.verdict()));
            }
            say("The fix: ask for a solution ending exactly 2 moves earlier, until there is none.");
            let best = worksheet::tighten(&start, &end, found, &mut *backend, &mut say)?;
            let why = format!(
                "{} moves: optimal (proven by SAT: no solution of exactly {} moves, and the worksheet's encoding pads any shorter one to that length)",
                best.len(),
                best.len().saturating_sub(2)
            );
            Ok((best, why))
        },
        |line: String| {
            if let Some(m) = line
                .strip_prefix("No solution found with at most ")
                .and_then(|rest| rest.split(' ').next())
                .and_then(|m| m.parse().ok())
            {
                refuted = Some(m);
            }
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
            let proven = match refuted {
                Some(r) => format!("no solution of {r} moves or fewer"),
                None => "nothing".to_string(),
            };
            Err(Exit::new(
                LIMIT,
                format!(
                    "time limit of {:.3} s reached; proven by then: {proven}",
                    args.timeout.as_secs_f64()
                ),
            )
            .into())
        }
    }
}
