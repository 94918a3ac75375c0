//! `puzzlelab fifteen trace BOARD --algo ... --out t.json`: a search recorded for the lab's
//! player: the observer's events in order, each with the pseudo-code line it belongs to and a
//! narration key, the nodes as boards, a snapshot of the frontier every K events, and the
//! counters, which equal `fifteen solve --json`'s for the same run. The schema is
//! `puzzlelab-trace/1` (docs/src/trace.md).

use puzzlelab_solvers::solve::TRACE;
use std::path::PathBuf;

use puzzlelab_rules::Goal;
use puzzlelab_solvers::pdb::file::Building;
use puzzlelab_solvers::solve::{record_fifteen, Algorithm, HeuristicChoice, Job};

use crate::board_arg;
use crate::exit::{Exit, BAD_INPUT};
use crate::limits::LimitArgs;
use crate::trace::{TraceArgs, Traced};

/// Arguments of `fifteen trace`.
#[derive(clap::Args)]
pub struct Args {
    #[arg(help = board_arg::HELP)]
    board: board_arg::BoardInput,
    /// The algorithm (every one but sat, which has no search nodes).
    #[arg(long, value_enum, default_value = TRACE.algo.name())]
    algo: Algorithm,
    /// The heuristic of astar, ida and ida-generic (as for `fifteen solve`).
    #[arg(long)]
    heuristic: Option<HeuristicChoice>,
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    trace: TraceArgs,
}

impl Args {
    /// The same request with its board taken as text only, never as a file or `-`.
    pub fn board_as_text(mut self) -> Args {
        self.board = self.board.into_text();
        self
    }
}

/// Records the run and writes or plays its trace.
pub fn run(args: Args) -> anyhow::Result<()> {
    args.trace.check()?;
    document(&args)?.finish(&args.trace)
}

/// Records the run as its document.
pub fn document(args: &Args) -> anyhow::Result<Traced> {
    if args.algo == Algorithm::Sat {
        let message =
            "SAT has no search nodes to trace: give --algo bfs, iddfs, astar, ida or ida-generic";
        return Err(Exit::new(BAD_INPUT, message).into());
    }
    let (board, goal) = args.board.read_solvable(&args.goal)?;
    let heuristic = args.heuristic.unwrap_or(TRACE.heuristic);
    let dir = match heuristic {
        HeuristicChoice::Classic(_) => PathBuf::new(),
        _ => crate::pdb::cache_dir(args.pdb_dir.as_deref())?,
    };
    let ready = crate::pdb::tables(dir, Building::default(), None).ready(heuristic, &goal)?;
    let (limits, capacity) = crate::trace::shares(&args.limits, &args.trace);
    let job = Job::new(&board, &goal, args.algo, &ready, &limits);
    let recorded = record_fifteen(job, capacity, args.trace.lang)?;
    Traced::of(&recorded, args.trace.lang)
}
