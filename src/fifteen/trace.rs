//! `puzzlelab fifteen trace BOARD --algo ... --out t.json`: a search recorded for the lab's
//! player: the observer's events in order, each with the pseudo-code line it belongs to and a
//! narration key, the nodes as boards, a snapshot of the frontier every K events, and the
//! counters, which equal `fifteen solve --json`'s for the same run. The schema is
//! `puzzlelab-trace/1` (docs/src/trace.md).

use std::path::PathBuf;

use puzzlelab_rules::{Board, Goal};
use puzzlelab_solvers::pdb::file::Building;
use puzzlelab_solvers::search::{Observer, Outcome, Trace};
use puzzlelab_solvers::solve::trace::{self, FifteenHead, Recording};
use puzzlelab_solvers::solve::{solve, Algorithm, HeuristicChoice, Job};

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
    #[arg(long, value_enum, default_value = "astar")]
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

/// The two traces a run may fill: boards (the generic algorithms) or tiles (the fast IDA*).
struct Recorder {
    boards: Trace<Board>,
    tiles: Trace<Vec<u8>>,
}

impl Observer<Board> for Recorder {
    fn expand(&mut self, node: &Board, g: usize) {
        self.boards.expand(node, g)
    }
    fn generate(&mut self, parent: &Board, child: &Board, g: usize) {
        self.boards.generate(parent, child, g)
    }
    fn push(&mut self, node: &Board, g: usize, frontier: usize, stored: usize) {
        self.boards.push(node, g, frontier, stored)
    }
    fn pop(&mut self, node: &Board, g: usize, frontier: usize) {
        Observer::<Board>::pop(&mut self.boards, node, g, frontier)
    }
    fn threshold(&mut self, bound: usize) {
        Observer::<Board>::threshold(&mut self.boards, bound)
    }
    fn solution(&mut self, cost: usize, steps: usize) {
        Observer::<Board>::solution(&mut self.boards, cost, steps)
    }
    fn limit(&mut self, limit: puzzlelab_solvers::search::Limit) {
        Observer::<Board>::limit(&mut self.boards, limit)
    }
    fn finish(&mut self, elapsed: std::time::Duration) {
        Observer::<Board>::finish(&mut self.boards, elapsed)
    }
}

impl Observer<[u8]> for Recorder {
    fn expand(&mut self, node: &[u8], g: usize) {
        self.tiles.expand(node, g)
    }
    fn generate(&mut self, parent: &[u8], child: &[u8], g: usize) {
        self.tiles.generate(parent, child, g)
    }
    fn push(&mut self, node: &[u8], g: usize, frontier: usize, stored: usize) {
        self.tiles.push(node, g, frontier, stored)
    }
    fn pop(&mut self, node: &[u8], g: usize, frontier: usize) {
        Observer::<[u8]>::pop(&mut self.tiles, node, g, frontier)
    }
    fn threshold(&mut self, bound: usize) {
        Observer::<[u8]>::threshold(&mut self.tiles, bound)
    }
    fn solution(&mut self, cost: usize, steps: usize) {
        Observer::<[u8]>::solution(&mut self.tiles, cost, steps)
    }
    fn limit(&mut self, limit: puzzlelab_solvers::search::Limit) {
        Observer::<[u8]>::limit(&mut self.tiles, limit)
    }
    fn finish(&mut self, elapsed: std::time::Duration) {
        Observer::<[u8]>::finish(&mut self.tiles, elapsed)
    }
}

impl Args {
    /// The same request with its board taken as text only, never as a file or `-`.
    pub fn board_as_text(mut self) -> Args {
        self.board = self.board.into_text();
        self
    }
}

/// Records the run and writes its trace.
pub fn run(args: Args) -> anyhow::Result<()> {
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
    let heuristic = args.heuristic.unwrap_or(HeuristicChoice::Classic(
        puzzlelab_solvers::heuristics::Heuristic::LinearConflict,
    ));
    let dir = match heuristic {
        HeuristicChoice::Classic(_) => PathBuf::new(),
        _ => crate::pdb::cache_dir(args.pdb_dir.as_deref())?,
    };
    let ready = crate::pdb::tables(dir, Building::default(), None).ready(heuristic, &goal)?;
    let (limits, trace_bytes) = crate::trace::shares(&args.limits);
    let job = Job::new(&board, &goal, args.algo, &ready, &limits);
    let (max, every) = args.trace.sizes();
    // a node's cost beyond the trace's maps: its board, text and estimate in the document
    let cells = board.size().cells() as u64;
    let node_bytes = std::mem::size_of::<Board>() as u64 + 128 + 6 * cells;
    let mut recorder = Recorder {
        boards: Trace::new(max, every).within(trace_bytes, node_bytes),
        tiles: Trace::new(max, every).within(trace_bytes, node_bytes + cells + 16),
    };
    let outcome = solve(job, &mut recorder)?.outcome;
    let size = board.size();
    let (boards, recording): (Vec<Board>, _) = if args.algo == Algorithm::Ida {
        let t = &recorder.tiles;
        let boards = t.nodes().iter().map(|tiles| {
            let tiles = tiles.iter().map(|&t| usize::from(t)).collect();
            Board::new(size, tiles)
        });
        (boards.collect::<Result<_, _>>()?, Recording::of(t))
    } else {
        let t = &recorder.boards;
        (t.nodes().to_vec(), Recording::of(t))
    };
    let nodes: Vec<String> = boards.iter().map(Board::to_string).collect();
    // each node's estimate, by which A* orders its open list and IDA* cuts its paths
    let estimates: Option<Vec<usize>> = args
        .algo
        .uses_heuristic()
        .then(|| boards.iter().map(|b| ready.estimate(b, &goal)).collect());
    let pseudocode = args.algo.pseudocode();
    let (status, moves, lower_bound) = match &outcome {
        Outcome::Solved { path, .. } => (
            "solved",
            Some(puzzlelab_solvers::sliding::moves_of(path).to_string()),
            None,
        ),
        Outcome::LimitReached { lower_bound, .. } => ("limit", None, Some(*lower_bound)),
        Outcome::Unsolvable => ("unsolvable", None, None),
    };
    let heuristic_name = args.algo.uses_heuristic().then(|| ready.to_string());
    let head = FifteenHead {
        schema: trace::SCHEMA,
        board: board.to_string(),
        goal: goal.to_string(),
        size: size.to_string(),
        algorithm: args.algo.name(),
        heuristic: heuristic_name,
        pseudocode: pseudocode.lines(args.trace.lang),
        nodes,
        h: estimates,
        status,
        moves,
        lower_bound,
    };
    let stopped = matches!(outcome, Outcome::LimitReached { .. });
    Traced::new(recording, &head, pseudocode, stopped, args.trace.lang)
}
