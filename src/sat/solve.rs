//! `puzzlelab sat solve BOARD [--encoding worksheet|compact] [--backend varisat|cadical]
//! [--timeout SECONDS]`.
//!
//! The worksheet's encoding runs the worksheet's own loop, prints its lines, says whether its
//! answer is proven optimal, and then applies the fix (refute L-2). The compact encoding runs
//! the chain of horizons h, h+2, ... that proves its answer optimal. Either way the work runs
//! on a worker thread: at the time limit it is abandoned and what was proven so far is said.

use std::time::Duration;

use puzzlelab_rules::MoveSeq;
use puzzlelab_solvers::sat::limit::{run_limited, Limited};
use puzzlelab_solvers::sat::optimal::{self, Attempt};
use puzzlelab_solvers::sat::{compact, worksheet, Encoding, SatError};

use super::{BackendArg, EncodingArg, Position};
use crate::exit::{Exit, LIMIT};

/// The worksheet's bound: every 15-puzzle position is solved in at most 80 moves.
const WORKSHEET_MAX_MOVES: usize = 80;

/// Arguments of `sat solve`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: Position,
    /// The encoding: the worksheet's (its loop, then the fix), or the compact one.
    #[arg(long, value_enum, default_value = "compact")]
    encoding: EncodingArg,
    /// The SAT solver (cadical only in a build with `--features cadical`).
    #[arg(long, value_enum, default_value = "varisat")]
    backend: BackendArg,
    /// Give up after this many seconds, saying what was proven by then.
    #[arg(long)]
    timeout: Option<f64>,
    /// Print the board after every move of the solution.
    #[arg(long)]
    boards: bool,
}

/// What the worker reports as it goes.
enum Event {
    /// A line of the worksheet's loop.
    Line(String),
    /// A horizon of the chain, tried.
    Attempt(Attempt),
}

/// Solves, printing as it goes.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let limit = match args.timeout {
        Some(s) if !(s.is_finite() && s > 0.0) => {
            anyhow::bail!("--timeout must be a positive number of seconds, not {s}")
        }
        Some(s) => Some(Duration::from_secs_f64(s)),
        None => None,
    };
    let mut backend = args.backend.backend()?;
    let h = compact::manhattan(&board, &goal);
    let encoding = args.encoding.encoding();
    let mut refuted: Option<usize> = None;
    let mut attempts = Vec::new();
    let (start, end) = (board.clone(), goal.clone());
    let outcome = run_limited(
        limit,
        move |report: &dyn Fn(Event)| -> Result<(MoveSeq, String), SatError> {
            match encoding {
                Encoding::Worksheet => {
                    let mut say = |line: &str| report(Event::Line(line.to_string()));
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
                }
                Encoding::Compact(_) => {
                    let proof = optimal::prove(&start, &end, encoding, &mut *backend, &mut |a| {
                        report(Event::Attempt(a.clone()))
                    })?;
                    let why = proof.explanation();
                    Ok((proof.moves, why))
                }
            }
        },
        |event| match event {
            Event::Line(line) => {
                if let Some(m) = line
                    .strip_prefix("No solution found with at most ")
                    .and_then(|rest| rest.split(' ').next())
                    .and_then(|m| m.parse().ok())
                {
                    refuted = Some(m);
                }
                println!("{line}");
            }
            Event::Attempt(a) => {
                let answer = match &a.solution {
                    Some(m) => format!("a solution of {} moves", m.len()),
                    None => "no solution".to_string(),
                };
                println!(
                    "exactly {:>2} moves: {:>7} variables, {:>8} clauses: {answer} ({:.2} s to build, {:.2} s to solve)",
                    a.moves, a.variables, a.clauses, a.build_seconds, a.solve_seconds
                );
                attempts.push(a);
            }
        },
    );
    match outcome {
        Limited::Done(result) => {
            let (moves, why) = result?;
            println!("{moves}");
            println!("{why}");
            if args.boards {
                let mut b = board.clone();
                println!("{b}");
                for dir in moves.iter() {
                    b.apply(dir)?;
                    println!("{b}");
                }
            }
            Ok(())
        }
        Limited::TimedOut => {
            let proven = match args.encoding {
                EncodingArg::Worksheet => match refuted {
                    Some(r) => format!("no solution of {r} moves or fewer"),
                    None => "nothing".to_string(),
                },
                EncodingArg::Compact => optimal::proven_so_far(&attempts, h),
            };
            Err(Exit::new(
                LIMIT,
                format!(
                    "time limit of {} s reached; proven by then: {proven}",
                    args.timeout.unwrap_or_default()
                ),
            )
            .into())
        }
    }
}
