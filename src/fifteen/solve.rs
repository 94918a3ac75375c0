//! `puzzlelab fifteen solve`: one board (or a file of them) solved by the chosen algorithm
//! and heuristic, with the moves, the length and every statistic.

use std::fmt;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, Instant};

use anyhow::bail;
use puzzlelab_rules::{Board, Goal, Size};
use puzzlelab_solvers::heuristics::{Heuristic, UnknownHeuristic};
use puzzlelab_solvers::search::{
    astar, bfs, idastar, iddfs, Limit, Limits, Observer, Outcome, Stats,
};
use puzzlelab_solvers::sliding::{self, ida, moves_of, neighbours};

use crate::exit::{self, Exit};

/// The search algorithms the command line offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Algo {
    /// Breadth-first search (no heuristic): every position up to the solution's depth.
    Bfs,
    /// Iterative-deepening depth-first search (no heuristic).
    Iddfs,
    /// A* with the heuristic.
    Astar,
    /// IDA*, the fast sliding-puzzle path.
    Ida,
    /// IDA*, the generic algorithm on boards.
    IdaGeneric,
    /// SAT: the optimum proven by refuting every shorter horizon (see `puzzlelab sat`).
    Sat,
}

impl Algo {
    /// Whether the algorithm uses a heuristic.
    pub fn uses_heuristic(self) -> bool {
        !matches!(self, Algo::Bfs | Algo::Iddfs | Algo::Sat)
    }

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Bfs => "bfs",
            Algo::Iddfs => "iddfs",
            Algo::Astar => "astar",
            Algo::Ida => "ida",
            Algo::IdaGeneric => "ida-generic",
            Algo::Sat => "sat",
        }
    }
}

/// The heuristics the command line offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeuristicArg {
    /// One of the classic heuristics of [`puzzlelab_solvers::heuristics`].
    Classic(Heuristic),
    /// Pattern databases (`pdb:555`, `pdb:663`, `pdb:78`), solved by their own IDA*.
    Pdb(crate::pdb::PdbName),
}

impl FromStr for HeuristicArg {
    type Err = UnknownHeuristic;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if let Some(name) = crate::pdb::PdbName::parse(text) {
            return Ok(HeuristicArg::Pdb(name));
        }
        text.parse().map(HeuristicArg::Classic)
    }
}

impl fmt::Display for HeuristicArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeuristicArg::Classic(h) => write!(f, "{h}"),
            HeuristicArg::Pdb(name) => write!(f, "{name}"),
        }
    }
}

/// Bounds on the work, shared by `solve`, `compare` and `bfs-layers`.
#[derive(clap::Args, Clone)]
pub struct Bounds {
    /// Stop after this many node expansions.
    #[arg(long)]
    pub max_nodes: Option<u64>,
    /// Stop after this much time: seconds, or with a unit (`500ms`, `30s`, `2m`).
    #[arg(long, value_parser = parse_duration)]
    pub timeout: Option<Duration>,
    /// Stop before the search's tables pass this size (`200MB`, `2GB`, `512KB`).
    #[arg(long, value_parser = parse_bytes, default_value = "2GB")]
    pub max_memory: u64,
    /// No progress line on stderr.
    #[arg(long, short)]
    pub quiet: bool,
}

impl Bounds {
    /// The limits of a search (a board keeps its cells in place: nothing on the heap).
    pub fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            timeout: self.timeout,
            max_memory: Some(self.max_memory),
            heap_bytes_per_node: 0,
        }
    }
}

fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else {
        (t, 1.0)
    };
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (try 30s, 500ms, 2m)"))?;
    if !(value >= 0.0 && value.is_finite()) {
        return Err(format!("'{text}' is not a duration"));
    }
    Ok(Duration::from_secs_f64(value * scale))
}

fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim().to_ascii_uppercase();
    let units = [
        ("GB", 1e9),
        ("G", 1e9),
        ("MB", 1e6),
        ("M", 1e6),
        ("KB", 1e3),
        ("K", 1e3),
        ("B", 1.0),
    ];
    let (number, scale) = units
        .iter()
        .find_map(|&(u, s)| t.strip_suffix(u).map(|n| (n.to_string(), s)))
        .unwrap_or((t.clone(), 1.0));
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a size (try 200MB, 2GB)"))?;
    if !(value >= 0.0 && value.is_finite()) {
        return Err(format!("'{text}' is not a size"));
    }
    Ok((value * scale) as u64)
}

/// Arguments of `fifteen solve`.
#[derive(clap::Args)]
pub struct Args {
    /// The board: its numbers in any format, a file, or `-` for standard input; or --batch.
    #[arg(required_unless_present = "batch")]
    board: Option<String>,
    /// The algorithm.
    #[arg(long, value_enum, default_value = "ida")]
    algo: Algo,
    /// The heuristic: misplaced, manhattan, linear-conflict, or pattern databases
    /// (pdb:555, pdb:663, pdb:78, with --algo ida; built on first use, 78 by `pdb build 78`).
    /// Default: with --algo ida on a 4x4 board, the best pattern database already built in
    /// --pdb-dir (7-8, 6-6-3, 5-5-5; never built here); else linear-conflict.
    #[arg(long)]
    heuristic: Option<HeuristicArg>,
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long)]
    pdb_dir: Option<PathBuf>,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// Solve every board of this file (`-`: standard input), one a line (`#` starts a comment).
    #[arg(long, conflicts_with = "board")]
    batch: Option<PathBuf>,
    /// Write one JSON object per board instead of text.
    #[arg(long)]
    json: bool,
    /// Show the board after every move.
    #[arg(long)]
    steps: bool,
    #[command(flatten)]
    bounds: Bounds,
    /// With --algo sat: the encoding.
    #[arg(long, value_enum, default_value = "compact")]
    encoding: crate::sat::EncodingArg,
    /// With --algo sat: the SAT solver (cadical only in a build with `--features cadical`).
    #[arg(long, value_enum, default_value = "varisat")]
    backend: crate::sat::BackendArg,
}

/// What one solve produced.
pub struct Report {
    /// How the search ended, with the positions of the solution.
    pub outcome: Outcome<Board>,
    /// The statistics.
    pub stats: Stats,
}

/// Solves `board` for `goal` with `algo` and `heuristic`: the one place where a solver is
/// chosen.
pub fn solve(
    board: &Board,
    goal: &Board,
    algo: Algo,
    heuristic: HeuristicArg,
    limits: &Limits,
    quiet: bool,
) -> Report {
    let mut stats = Stats::default();
    let mut observer = (&mut stats, Progress::new(quiet));
    let is_goal = |b: &Board| b == goal;
    let HeuristicArg::Classic(h) = heuristic else {
        unreachable!("pdb:* heuristics are solved by crate::pdb::fifteen_report (see solve_one)")
    };
    let estimate = |b: &Board| h.estimate(b, goal);
    let moves = neighbours;
    let positions = |b: &Board| neighbours(b).map(|(n, _)| n);
    let o = &mut observer;
    let outcome = match (algo, h) {
        (Algo::Sat, _) => {
            let varisat = Box::new(puzzlelab_solvers::sat::Varisat);
            return sat_report(board, goal, Default::default(), varisat, limits);
        }
        (Algo::Bfs, _) => bfs(board, positions, is_goal, limits, o),
        (Algo::Iddfs, _) => iddfs(board, positions, is_goal, limits, o),
        (Algo::Astar, _) => astar(board, moves, estimate, is_goal, limits, o),
        (Algo::IdaGeneric, _) => idastar(board, moves, estimate, is_goal, limits, o),
        (Algo::Ida, Heuristic::Misplaced) => {
            ida(board, goal, &sliding::Misplaced::new(goal), limits, o)
        }
        (Algo::Ida, Heuristic::Manhattan) => {
            ida(board, goal, &sliding::Manhattan::new(goal), limits, o)
        }
        (Algo::Ida, Heuristic::LinearConflict) => {
            ida(board, goal, &sliding::LinearConflict::new(goal), limits, o)
        }
    };
    Report { outcome, stats }
}

/// `--algo sat`: the SAT proof as a search's outcome (the path replayed from its moves; no
/// nodes, as SAT expands none), or the time limit with what was proven by then.
fn sat_report(
    board: &Board,
    goal: &Board,
    encoding: puzzlelab_solvers::sat::Encoding,
    backend: Box<dyn puzzlelab_solvers::sat::SatBackend + Send>,
    limits: &Limits,
) -> Report {
    let clock = Instant::now();
    let outcome = match crate::sat::prove_within(board, goal, encoding, backend, limits.timeout) {
        Ok(crate::sat::Bounded::Proven(proof)) => {
            let mut path = vec![board.clone()];
            for dir in proof.moves.iter() {
                let next = path[path.len() - 1]
                    .applied(dir)
                    .expect("a replayed solution");
                path.push(next);
            }
            Outcome::Solved {
                cost: proof.moves.len(),
                path,
            }
        }
        Ok(crate::sat::Bounded::TimedOut { lower_bound }) => Outcome::LimitReached {
            limit: Limit::Time(limits.timeout.unwrap_or_default()),
            lower_bound,
        },
        Err(_) => Outcome::Unsolvable,
    };
    let stats = Stats {
        solution_cost: outcome.cost(),
        solution_steps: outcome.cost(),
        elapsed: clock.elapsed(),
        ..Stats::default()
    };
    Report { outcome, stats }
}

/// A progress line on stderr for searches over a second: iterations and nodes per second.
/// Silent when asked, or when stderr is not a terminal.
pub struct Progress {
    on: bool,
    start: Instant,
    last: Instant,
    nodes: u64,
    threshold: Option<usize>,
    iterations: usize,
    shown: bool,
}

impl Progress {
    /// A progress reporter, on unless `quiet` or stderr is not a terminal.
    pub fn new(quiet: bool) -> Progress {
        let now = Instant::now();
        Progress {
            on: !quiet && std::io::stderr().is_terminal(),
            start: now,
            last: now,
            nodes: 0,
            threshold: None,
            iterations: 0,
            shown: false,
        }
    }

    fn tick(&mut self) {
        let now = Instant::now();
        if now - self.start < Duration::from_secs(1) || now - self.last < Duration::from_millis(250)
        {
            return;
        }
        self.last = now;
        let rate = self.nodes as f64 / (now - self.start).as_secs_f64();
        let iteration = match self.threshold {
            Some(t) => format!("iteration {} (threshold {t}), ", self.iterations),
            None => String::new(),
        };
        eprint!(
            "\r{iteration}{} nodes, {:.1} M nodes/s   ",
            self.nodes,
            rate / 1e6
        );
        self.shown = true;
    }
}

impl<N: ?Sized> Observer<N> for Progress {
    #[inline]
    fn expand(&mut self, _node: &N, _g: usize) {
        if self.on {
            self.nodes += 1;
            if self.nodes.is_multiple_of(1 << 16) {
                self.tick();
            }
        }
    }
    fn threshold(&mut self, bound: usize) {
        self.threshold = Some(bound);
        self.iterations += 1;
    }
    fn finish(&mut self, _elapsed: Duration) {
        if self.shown {
            eprint!("\r{:60}\r", "");
        }
    }
}

/// Reads a board (any format, a file, or `-` for standard input) and its goal, refusing
/// unsolvable boards with the parity rule's reason.
pub fn read_board(text: &str, goal: &Goal) -> anyhow::Result<(Board, Board)> {
    let board = super::start::read_board(text, None)?;
    let goal = goal.board_for(&board)?;
    let verdict = board.solvability(&goal);
    if !verdict.is_solvable() {
        bail!(Exit::new(
            exit::BAD_INPUT,
            format!("the board cannot reach the goal: {verdict}")
        ));
    }
    Ok((board, goal))
}

/// Solves the board or the batch and prints the results.
pub fn run(args: Args) -> anyhow::Result<()> {
    let boards = match (&args.board, &args.batch) {
        (Some(b), _) => vec![(0, b.clone())],
        (None, Some(path)) => crate::batch::read(path)?,
        (None, None) => bail!("give a board or --batch FILE"),
    };
    let mut worst: Option<anyhow::Error> = None;
    let mut told = Vec::new();
    for (line, text) in boards {
        let result = solve_one(&args, &text, &mut told);
        match result {
            Ok(()) => {}
            Err(err) if args.batch.is_none() => return Err(err),
            Err(err) => {
                let code = err
                    .downcast_ref::<Exit>()
                    .map_or(exit::BAD_INPUT, |e| e.code);
                eprintln!("puzzlelab: line {line}: {}", err_text(&err));
                if worst.as_ref().is_none_or(|w| code_of(w) < code) {
                    worst = Some(Exit::new(code, "").into());
                }
            }
        }
    }
    worst.map_or(Ok(()), Err)
}

fn code_of(err: &anyhow::Error) -> u8 {
    err.downcast_ref::<Exit>()
        .map_or(exit::BAD_INPUT, |e| e.code)
}

fn err_text(err: &anyhow::Error) -> String {
    err.chain()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join(": ")
}

/// The heuristic used when `--heuristic` is not given: with IDA* on a 4x4 board, the best
/// pattern database already built in `dir`; else linear conflict. It never builds one (a long
/// wait the user did not ask for): it says what it uses, and how to build a database if none
/// is there.
pub fn default_heuristic(
    algo: Algo,
    goal: &Goal,
    goal_board: &Board,
    dir: &Path,
) -> (HeuristicArg, Option<String>) {
    let classic = HeuristicArg::Classic(Heuristic::LinearConflict);
    if algo != Algo::Ida || goal_board.size() != Size::FIFTEEN {
        return (classic, None);
    }
    if let Some(name) = crate::pdb::best_built(goal_board, dir) {
        let notice = format!(
            "using {name}, the best pattern database built in {} (--heuristic chooses another)",
            dir.display()
        );
        return (HeuristicArg::Pdb(name), Some(notice));
    }
    let notice = format!(
        "using linear-conflict: no pattern database is built in {}; `puzzlelab pdb build 663{}` \
         takes about {PDB_663_BUILD_SECONDS} s once and makes solving much faster",
        dir.display(),
        build_options(goal, dir)
    );
    (classic, Some(notice))
}

/// The CPU seconds a release build of the 6-6-3 databases takes, as measured in `docs/pdb.md`.
const PDB_663_BUILD_SECONDS: u32 = 10;

/// The options `pdb build` needs to build for this goal into this folder.
fn build_options(goal: &Goal, dir: &Path) -> String {
    let mut options = String::new();
    if *goal != Goal::Standard {
        let g = goal.to_string();
        options += &if g.contains(' ') {
            format!(" --goal \"{g}\"")
        } else {
            format!(" --goal {g}")
        };
    }
    if dir != crate::pdb::cache_dir(None) {
        options += &format!(" --pdb-dir {}", dir.display());
    }
    options
}

fn solve_one(args: &Args, text: &str, told: &mut Vec<String>) -> anyhow::Result<()> {
    let (board, goal) = read_board(text, &args.goal)?;
    let limits = args.bounds.limits();
    let dir = crate::pdb::cache_dir(args.pdb_dir.as_deref());
    let heuristic = match args.heuristic {
        Some(h) => h,
        None => {
            let (h, notice) = default_heuristic(args.algo, &args.goal, &goal, &dir);
            if let Some(notice) = notice.filter(|n| !args.bounds.quiet && !told.contains(n)) {
                eprintln!("puzzlelab: {notice}");
                told.push(notice);
            }
            h
        }
    };
    let report = match heuristic {
        _ if args.algo == Algo::Sat => {
            let backend = args.backend.backend()?;
            sat_report(&board, &goal, args.encoding.encoding(), backend, &limits)
        }
        HeuristicArg::Pdb(name) if args.algo == Algo::Ida => {
            let (outcome, stats) = crate::pdb::fifteen_report(
                &board,
                &goal,
                name,
                &dir,
                args.bounds.max_nodes,
                args.bounds.quiet,
            )?;
            Report { outcome, stats }
        }
        HeuristicArg::Pdb(name) => bail!("the {name} heuristic runs with --algo ida"),
        HeuristicArg::Classic(_) => solve(
            &board,
            &goal,
            args.algo,
            heuristic,
            &limits,
            args.bounds.quiet,
        ),
    };
    let heuristic = args.algo.uses_heuristic().then(|| heuristic.to_string());
    if args.json {
        println!(
            "{}",
            json(&board, &args.goal, args.algo, heuristic.as_deref(), &report)
        );
    } else {
        print_text(&board, args, heuristic.as_deref(), &report);
    }
    match report.outcome {
        Outcome::LimitReached { limit, lower_bound } => bail!(Exit::new(
            exit::LIMIT,
            format!(
                "{limit} after {} expansions; no solution is shorter than {lower_bound} moves",
                report.stats.expanded
            )
        )),
        Outcome::Unsolvable => bail!(Exit::new(exit::BAD_INPUT, "the goal cannot be reached")),
        Outcome::Solved { .. } => Ok(()),
    }
}

/// One JSON object: the board, the algorithm, the heuristic, the length, the moves and every
/// statistic.
pub fn json(
    board: &Board,
    goal: &Goal,
    algo: Algo,
    heuristic: Option<&str>,
    report: &Report,
) -> String {
    let (status, moves) = match &report.outcome {
        Outcome::Solved { path, .. } => ("solved", Some(moves_of(path).to_string())),
        Outcome::Unsolvable => ("unsolvable", None),
        Outcome::LimitReached { .. } => ("limit", None),
    };
    let lower_bound = match report.outcome {
        Outcome::LimitReached { lower_bound, .. } => Some(lower_bound),
        _ => None,
    };
    let s = &report.stats;
    serde_json::json!({
        "board": board.to_string(),
        "goal": goal.to_string(),
        "algorithm": algo.name(),
        "heuristic": heuristic,
        "status": status,
        "length": report.outcome.cost(),
        "moves": moves,
        "lower_bound": lower_bound,
        "expanded": s.expanded,
        "generated": s.generated,
        "max_frontier": s.max_frontier,
        "max_stored": s.max_stored,
        "iterations": s.iterations,
        "effective_branching_factor": s.effective_branching_factor(),
        "seconds": s.elapsed.as_secs_f64(),
    })
    .to_string()
}

fn print_text(board: &Board, args: &Args, heuristic: Option<&str>, report: &Report) {
    let algo = match heuristic {
        Some(h) => format!("{} with {h}", args.algo.name()),
        None => args.algo.name().to_string(),
    };
    println!("board {board} (goal {}), {algo}", args.goal);
    if let Outcome::Solved { path, cost } = &report.outcome {
        let plural = if *cost == 1 { "" } else { "s" };
        println!("{cost} move{plural}: {}", moves_of(path));
        if args.steps {
            for (i, step) in path.iter().enumerate() {
                println!("after {i} move{}:", if i == 1 { "" } else { "s" });
                print!("{}", grid(step));
            }
        }
    }
    print!("{}", stats_text(&report.stats));
}

/// The board as rows of right-aligned numbers, the blank as a dot.
pub fn grid(board: &Board) -> String {
    let width = (board.cells() - 1).to_string().len();
    let mut out = String::new();
    for row in board.tiles().chunks(board.width()) {
        let cells: Vec<String> = row
            .iter()
            .map(|&t| {
                if t == 0 {
                    format!("{:>width$}", ".")
                } else {
                    format!("{t:>width$}")
                }
            })
            .collect();
        out.push_str("  ");
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

/// The statistics, one per line, as `solve` prints them.
pub fn stats_text(s: &Stats) -> String {
    let mut out = format!(
        "expanded {}, generated {}, largest frontier {}, most stored {}\n",
        s.expanded, s.generated, s.max_frontier, s.max_stored
    );
    if let Some(b) = s.effective_branching_factor() {
        out += &format!("effective branching factor {b:.3}\n");
    }
    for (i, it) in s.iterations.iter().enumerate() {
        out += &format!(
            "iteration {}: threshold {}, expanded {}, generated {}\n",
            i + 1,
            it.threshold,
            it.expanded,
            it.generated
        );
    }
    out += &format!(
        "time {:.3} s ({:.2} M nodes/s)\n",
        s.elapsed.as_secs_f64(),
        s.nodes_per_second() / 1e6
    );
    out
}
