//! `cargo xtask bench solvers`: optimal solvers on Korf's 100 random instances (Korf 1985, the
//! list and optimal lengths in `crates/solvers/src/pdb/korf100.txt`), on a seeded set of our
//! own, and on an 80-move position, with the peers measured in the same run:
//!
//! - `slidy` 0.4.1 (its 4-4-4-3 pattern databases; 0.5 to 0.7 do not build on stable Rust),
//!   compiled in with `--features peers`;
//! - `pathfinding`'s `idastar` with Manhattan distance, each instance cut at `--cap` seconds.
//!
//! Every length is checked: against the published optimum on Korf's set, against the first
//! solver's on the others. Times are the thread's CPU time ([`thread_cpu_time`]), one thread,
//! databases already built (with `--threads`, the process's CPU time, and the wall time beside
//! it). Memory is each solver's own: its tables (ours: the bytes of the database files, which
//! are mapped rather than read; a peer's: the growth of the process's resident memory while it
//! was set up) and its search (how far the process's own memory, mapped files aside, grew while
//! it solved the set).

use std::cell::Cell;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::clock::{process_cpu_time, thread_cpu_time};
use puzzlelab_solvers::pdb::{hardest, korf, PdbHeuristic};
use puzzlelab_solvers::search::{Limits, Stats};
use puzzlelab_solvers::sliding::pruning::MovePruning;
use puzzlelab_solvers::sliding::Incremental;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Arguments of `bench solvers`.
#[derive(clap::Args)]
pub struct Args {
    /// Instance sets, comma-separated: korf, random (uniformly random boards toward Korf's
    /// goal), hard (the 17 positions that need 80 moves), korf24 (ten of Korf and Felner's
    /// 24-puzzles), walk5 (5x5 boards from 60-move random walks); the 5x5 sets are solved with
    /// 6-6-6-6 once `pdb build 6666 --goal blank-first` has run.
    #[arg(long, default_value = "korf,random", value_delimiter = ',')]
    sets: Vec<String>,
    /// Only the first N instances of each set.
    #[arg(long)]
    first: Option<usize>,
    /// Size of the seeded random set.
    #[arg(long, default_value_t = 25)]
    random: usize,
    /// Size of the walk5 set.
    #[arg(long, default_value_t = 5)]
    walks: usize,
    /// Seed of the random set.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Our pattern-database partitions, comma-separated (78 only if built).
    #[arg(long, default_value = "663,555", value_delimiter = ',')]
    pdb: Vec<String>,
    /// Peers, comma-separated: slidy, pathfinding, or none.
    #[arg(long, default_value = "slidy,pathfinding", value_delimiter = ',')]
    peers: Vec<String>,
    /// The peers solve only the first N instances of each set (the ratios compare the same
    /// instances).
    #[arg(long)]
    peer_first: Option<usize>,
    /// Threads per board for our solvers, comma-separated: each of our partitions runs once
    /// for each count (above 1, the parallel IDA*, timed by the process's CPU clock; the wall
    /// time is beside it).
    #[arg(long, default_value = "1", value_delimiter = ',')]
    threads: Vec<usize>,
    /// Boards side by side for our solvers on one thread, comma-separated: each of our
    /// partitions runs once for each count (above 1, a set is solved at once, that many boards
    /// at a time, timed as one and its time shared evenly among its instances).
    #[arg(long, default_value = "1", value_delimiter = ',')]
    lanes: Vec<usize>,
    /// Also run each of our partitions without the reflected lookup (node counts of both).
    #[arg(long)]
    plain_too: bool,
    /// Also run each of our partitions without the move-pruning machine (node counts of both;
    /// without it the search skips only the move straight back, as the literature's IDA* does).
    #[arg(long)]
    unpruned_too: bool,
    /// CPU-time cap per instance for pathfinding's idastar, seconds.
    #[arg(long, default_value_t = 2.0)]
    cap: f64,
    /// The cache folder of the databases.
    #[arg(long)]
    pdb_dir: Option<PathBuf>,
    /// Also write the results as JSON to this file.
    #[arg(long)]
    json: Option<PathBuf>,
}

/// One instance: the board, its goal, and the optimal length when it is published.
struct Instance {
    board: Board,
    goal: Board,
    optimal: Option<u32>,
    /// Its number and the nodes its paper's search expanded, where they compare with ours.
    paper: Option<(u32, u64)>,
}

/// What one solver did on one instance.
#[derive(Clone)]
struct Outcome {
    length: Option<u32>,
    expanded: u64,
    generated: u64,
}

/// A solver in the race.
enum Entrant {
    /// A partition's solvers, one for each goal the sets need, on this many threads, this many
    /// boards side by side.
    Pdb(String, Vec<PdbHeuristic>, usize, usize),
    /// The 5x5 board's 6-6-6-6 databases, toward the blank-first goal.
    Pdb5x5(Box<PdbHeuristic>, usize),
    #[cfg(feature = "peers")]
    Slidy(Box<slidy::solver::size4x4::stm::solver::Solver>),
    Pathfinding(Duration),
}

/// An entrant with the memory its set-up took (tables, databases), in MB.
struct Racer {
    entrant: Entrant,
    tables_mb: f64,
}

impl Racer {
    /// Sets up an entrant, measuring the resident memory it adds.
    fn set_up(make: impl FnOnce() -> anyhow::Result<Entrant>) -> anyhow::Result<Racer> {
        let before = memory_mb("VmRSS:");
        let entrant = make()?;
        // Our move-pruning machines are built here, with the tables, not in the first instance's
        // time; and the tables' pages are read in once, in order, so that no solver's first
        // instances pay for reading them (pages not cached yet then come in huge pages).
        let ours: Vec<&PdbHeuristic> = match &entrant {
            Entrant::Pdb(_, solvers, ..) => solvers.iter().collect(),
            Entrant::Pdb5x5(solver, _) => vec![&**solver],
            _ => Vec::new(),
        };
        for solver in ours {
            MovePruning::shared(solver.goal().size());
            for db in solver.databases() {
                let sum = db
                    .values()
                    .iter()
                    .step_by(4096)
                    .map(|&v| v as u64)
                    .sum::<u64>();
                std::hint::black_box(sum);
            }
        }
        // our tables are mapped from their files, resident only as the search touches them
        let mapped = |h: &PdbHeuristic| h.bytes() as f64 / (1u64 << 20) as f64;
        let tables_mb = match &entrant {
            Entrant::Pdb(_, solvers, ..) => solvers.iter().map(mapped).sum(),
            Entrant::Pdb5x5(solver, _) => mapped(solver),
            _ => (memory_mb("VmRSS:") - before).max(0.0),
        };
        Ok(Racer { entrant, tables_mb })
    }
}

impl Entrant {
    fn name(&self) -> String {
        let threads = |n: usize| match n {
            1 => String::new(),
            n => format!(" x{n}"),
        };
        match self {
            Entrant::Pdb(name, solvers, n, lanes) => {
                let first = solvers.first();
                let plain = if first.is_some_and(|s| !s.reflects()) {
                    " plain"
                } else {
                    ""
                };
                let unpruned = if first.is_some_and(|s| !s.prunes()) {
                    " unpruned"
                } else {
                    ""
                };
                let lanes = match lanes {
                    1 => String::new(),
                    n => format!(" {n} side by side"),
                };
                format!(
                    "puzzlelab pdb:{name}{plain}{unpruned}{}{lanes}",
                    threads(*n)
                )
            }
            Entrant::Pdb5x5(_, n) => format!("puzzlelab pdb:6666{}", threads(*n)),
            #[cfg(feature = "peers")]
            Entrant::Slidy(_) => "slidy 0.4.1 (4-4-4-3)".into(),
            Entrant::Pathfinding(cap) => {
                format!(
                    "pathfinding idastar+manhattan (cap {:.1}s)",
                    cap.as_secs_f64()
                )
            }
        }
    }

    /// Whether the entrant solves boards of this size (pathfinding solves any).
    fn takes(&self, size: Size) -> bool {
        match self {
            Entrant::Pdb5x5(..) => size == Size::square(5).expect("5x5 is a size"),
            Entrant::Pathfinding(_) => true,
            _ => size == Size::FIFTEEN,
        }
    }

    /// Whether the entrant is one of ours (a peer may be asked to solve fewer instances).
    fn ours(&self) -> bool {
        matches!(self, Entrant::Pdb(..) | Entrant::Pdb5x5(..))
    }

    /// The threads the entrant solves one board on.
    fn threads(&self) -> usize {
        match self {
            Entrant::Pdb(_, _, n, _) | Entrant::Pdb5x5(_, n) => *n,
            _ => 1,
        }
    }

    /// A set's outcomes at once and the CPU time of them all, for an entrant that solves boards
    /// side by side (`None` for the others, which solve one instance at a time).
    fn solve_set(&self, instances: &[Instance]) -> Option<(Vec<Outcome>, Duration)> {
        let Entrant::Pdb(_, solvers, 1, lanes @ 2..) = self else {
            return None;
        };
        let goal = &instances.first()?.goal;
        if instances.iter().any(|i| &i.goal != goal) {
            return None; // a set of several goals goes one board at a time
        }
        let solver = solvers.iter().find(|s| s.goal() == goal)?;
        let boards: Vec<Board> = instances.iter().map(|i| i.board.clone()).collect();
        let mut stats = vec![Stats::default(); boards.len()];
        let start = thread_cpu_time();
        let outcomes = solver
            .solve_all(&boards, &Limits::none(), *lanes, &mut stats)
            .ok()?;
        let spent = thread_cpu_time() - start;
        let outcomes = outcomes
            .iter()
            .zip(&stats)
            .map(|(o, s)| Outcome {
                length: o.cost().map(|c| c as u32),
                expanded: s.expanded,
                generated: s.generated,
            })
            .collect();
        Some((outcomes, spent))
    }

    fn solve(&self, instance: &Instance) -> Outcome {
        match self {
            Entrant::Pdb5x5(solver, threads) => pdb_outcome(solver, instance, *threads),
            Entrant::Pdb(_, solvers, threads, _) => {
                let solver = solvers
                    .iter()
                    .find(|s| *s.goal() == instance.goal)
                    .expect("a solver for every goal of the sets");
                pdb_outcome(solver, instance, *threads)
            }
            #[cfg(feature = "peers")]
            Entrant::Slidy(solver) => slidy_solve(solver, instance),
            Entrant::Pathfinding(cap) => pathfinding_solve(instance, *cap),
        }
    }
}

/// A pattern-database solver's outcome on one instance, on `threads` threads.
fn pdb_outcome(solver: &PdbHeuristic, instance: &Instance, threads: usize) -> Outcome {
    let mut stats = Stats::default();
    let outcome = if threads > 1 {
        let mut workers = vec![Stats::default(); threads];
        let outcome =
            solver.solve_parallel(&instance.board, &Limits::none(), &mut stats, &mut workers);
        workers.iter().for_each(|w| stats.absorb(w));
        outcome
    } else {
        solver.solve(&instance.board, &Limits::none(), &mut stats)
    };
    Outcome {
        length: outcome.ok().and_then(|o| o.cost()).map(|c| c as u32),
        expanded: stats.expanded,
        generated: stats.generated,
    }
}

/// The board as slidy wants it: slidy's goal is the standard one, so a blank-first instance is
/// turned half a turn and renamed (tile t becomes 16 - t), which keeps every distance.
#[cfg(feature = "peers")]
fn slidy_solve(
    solver: &slidy::solver::size4x4::stm::solver::Solver,
    instance: &Instance,
) -> Outcome {
    use slidy::solver::solver::Solver as _;
    use std::str::FromStr;
    let tiles: Vec<u8> = if instance.goal == Goal::Standard.board(Size::FIFTEEN) {
        instance.board.tiles().to_vec()
    } else {
        let t = instance.board.tiles();
        (0..16)
            .map(|c| match t[15 - c] {
                0 => 0,
                x => 16 - x,
            })
            .collect()
    };
    let rows: Vec<String> = tiles
        .chunks(4)
        .map(|r| {
            r.iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let puzzle = slidy::puzzle::puzzle::Puzzle::from_str(&rows.join("/")).expect("a 4x4 board");
    match solver.solve(&puzzle) {
        Ok(solution) => Outcome {
            length: Some(solution.len_stm::<u32>()),
            expanded: 0, // slidy does not count them
            generated: 0,
        },
        Err(_) => Outcome {
            length: None,
            expanded: 0,
            generated: 0,
        },
    }
}

/// pathfinding's `idastar` over packed boards with Manhattan distance, stopped at the cap: past
/// it the successors are cut off, so the search ends with no path.
fn pathfinding_solve(instance: &Instance, cap: Duration) -> Outcome {
    let n = instance.board.cells();
    let w = instance.board.width();
    let mut home = [0usize; 64];
    for (c, &t) in instance.goal.tiles().iter().enumerate() {
        home[t as usize] = c;
    }
    let manhattan = |tiles: &Vec<u8>| -> u32 {
        tiles
            .iter()
            .enumerate()
            .filter(|(_, &t)| t != 0)
            .map(|(c, &t)| {
                let h = home[t as usize];
                ((c / w).abs_diff(h / w) + (c % w).abs_diff(h % w)) as u32
            })
            .sum()
    };
    let start = thread_cpu_time();
    let nodes = Cell::new(0u64);
    let out_of_time = Cell::new(false);
    let goal = instance.goal.tiles().to_vec();
    let result = pathfinding::directed::idastar::idastar(
        &instance.board.tiles().to_vec(),
        |tiles: &Vec<u8>| {
            nodes.set(nodes.get() + 1);
            if nodes.get().is_multiple_of(4096) && thread_cpu_time() - start > cap {
                out_of_time.set(true);
            }
            if out_of_time.get() {
                return Vec::new();
            }
            let blank = tiles.iter().position(|&t| t == 0).expect("a blank");
            let mut next = Vec::with_capacity(4);
            let (r, c) = (blank / w, blank % w);
            let mut push = |s: usize| {
                let mut t = tiles.clone();
                t.swap(blank, s);
                next.push((t, 1u32));
            };
            if r > 0 {
                push(blank - w);
            }
            if r + 1 < n / w {
                push(blank + w);
            }
            if c > 0 {
                push(blank - 1);
            }
            if c + 1 < w {
                push(blank + 1);
            }
            next
        },
        manhattan,
        |tiles: &Vec<u8>| *tiles == goal,
    );
    Outcome {
        length: result.map(|(_, cost)| cost),
        expanded: nodes.get(),
        generated: 0, // its successor closure is called once per expansion
    }
}

/// A line of `/proc/self/status` in MB: `VmRSS:` the resident memory now, `RssAnon:` the
/// part of it that is the process's own rather than mapped files (Linux; elsewhere 0).
fn memory_mb(key: &str) -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(key))?
                .split_whitespace()
                .nth(1)?
                .parse::<f64>()
                .ok()
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(0.0)
}

/// What `--json` writes: the run's command line, day and processor, and every result (the
/// docs' "How fast" tables are made from these files).
#[derive(Serialize, serde::Deserialize)]
pub struct Record {
    /// `puzzlelab-bench-solvers/1`.
    pub schema: String,
    /// The command that made it.
    pub command: String,
    /// The day of the run, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// The processor it ran on.
    pub cpu: String,
    /// The cores the run could use.
    pub cores: usize,
    /// One row per solver and set.
    pub results: Vec<Summary>,
}

/// One solver's results on one set.
#[derive(Serialize, serde::Deserialize)]
pub struct Summary {
    /// The solver, with its threads when more than one (`puzzlelab pdb:78 x2`).
    pub solver: String,
    /// The set of instances.
    pub set: String,
    /// Instances in the set.
    pub instances: usize,
    /// Instances solved (a peer may be given only the first few, or stop at its cap).
    pub solved: usize,
    /// Solutions of the wrong length (none, or the bench has found a bug).
    pub wrong_length: usize,
    /// CPU seconds of the instances solved: the thread's, or the process's with threads.
    pub total_cpu_s: f64,
    /// Wall seconds of the instances solved.
    pub total_wall_s: f64,
    /// The median instance's CPU milliseconds.
    pub median_cpu_ms: f64,
    /// The slowest instance's CPU milliseconds.
    pub max_cpu_ms: f64,
    /// This solver's CPU time over the first solver's on the same instances.
    pub cpu_ratio: f64,
    /// Nodes expanded (ours and pathfinding's; slidy counts none).
    pub expanded: u64,
    /// Nodes generated (ours).
    pub generated: u64,
    /// Nodes generated per instance solved.
    pub mean_generated: f64,
    /// Nodes expanded per CPU second.
    pub nodes_per_s: f64,
    /// The tables' memory: ours the database files' bytes (mapped), a peer's the resident
    /// memory its set-up added.
    pub tables_mb: f64,
    /// How far the process's own memory (mapped files aside) grew while the set was solved.
    pub search_mb: f64,
    /// Each instance solved, for the sets whose paper gives nodes per instance (none else).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub each: Vec<Each>,
}

/// One instance of a set whose paper reports its search's nodes.
#[derive(Serialize, serde::Deserialize)]
pub struct Each {
    /// Its number in the paper.
    pub number: u32,
    /// The solution's length.
    pub moves: u32,
    /// Nodes this solver expanded.
    pub expanded: u64,
    /// Nodes the paper's search expanded.
    pub paper_expanded: u64,
    /// CPU seconds.
    pub cpu_s: f64,
}

/// The sets asked for.
fn sets(args: &Args) -> anyhow::Result<Vec<(String, Vec<Instance>)>> {
    let blank_first = Goal::BlankFirst.board(Size::FIFTEEN);
    let mut out = Vec::new();
    for set in &args.sets {
        let mut instances: Vec<Instance> = match set.as_str() {
            "korf" => korf::instances()
                .into_iter()
                .map(|k| Instance {
                    board: k.board,
                    goal: blank_first.clone(),
                    optimal: Some(k.optimal),
                    paper: None,
                })
                .collect(),
            "random" => {
                let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
                (0..args.random)
                    .map(|_| Instance {
                        board: shuffle::uniform(&mut rng, &blank_first),
                        goal: blank_first.clone(),
                        optimal: None,
                        paper: None,
                    })
                    .collect()
            }
            "hard" => hardest::positions()
                .iter()
                .map(|board| Instance {
                    board: hardest::toward_blank_first(board),
                    goal: blank_first.clone(),
                    optimal: Some(hardest::MOVES),
                    paper: None,
                })
                .collect(),
            "korf24" => {
                let all = korf::twenty_four();
                korf::EASY_TWENTY_FOUR
                    .iter()
                    .map(|&n| {
                        let k = &all[n as usize - 1];
                        Instance {
                            board: k.board.clone(),
                            goal: Goal::BlankFirst.board(k.board.size()),
                            optimal: Some(k.optimal),
                            paper: Some((k.number, k.korf_nodes)),
                        }
                    })
                    .collect()
            }
            "walk5" => {
                let goal = Goal::BlankFirst.board(Size::square(5)?);
                let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
                (0..args.walks)
                    .map(|_| Instance {
                        board: shuffle::random_walk(&mut rng, &goal, 60).0,
                        goal: goal.clone(),
                        optimal: None,
                        paper: None,
                    })
                    .collect()
            }
            other => anyhow::bail!("no instance set '{other}' (korf, random, hard, korf24, walk5)"),
        };
        if let Some(n) = args.first {
            instances.truncate(n);
        }
        out.push((set.clone(), instances));
    }
    Ok(out)
}

/// Runs every solver on every set and prints the table (and the JSON).
pub fn run(args: Args) -> anyhow::Result<()> {
    let dir = puzzlelab::cache_dir(args.pdb_dir.as_deref())?;
    let sets = sets(&args)?;
    // the 4x4 goals the sets use, each once: only their databases are loaded
    let mut goals: Vec<&Board> = Vec::new();
    for instance in sets.iter().flat_map(|(_, i)| i) {
        if instance.board.size() == Size::FIFTEEN && !goals.contains(&&instance.goal) {
            goals.push(&instance.goal);
        }
    }
    let mut entrants = Vec::new();
    let combinations = args.threads.iter().flat_map(|&t| {
        // boards side by side on one thread only
        let lanes = args.lanes.iter().filter(move |&&l| t == 1 || l == 1);
        lanes.map(move |&l| (t, l.max(1)))
    });
    let combinations: Vec<(usize, usize)> = combinations.collect();
    for (name, (threads, lanes)) in args
        .pdb
        .iter()
        .flat_map(|name| combinations.iter().map(move |&c| (name, c)))
    {
        let open = |reflect: bool, prune: bool| {
            Racer::set_up(|| {
                let solvers = goals
                    .iter()
                    .map(|goal| {
                        let voice = Some(puzzlelab_rules::Lang::En);
                        let mut tables = puzzlelab::tables(dir.clone(), Default::default(), voice);
                        let pdb = tables.open(name, goal)?;
                        let pdb = if reflect {
                            pdb
                        } else {
                            pdb.without_reflection()
                        };
                        Ok(if prune { pdb } else { pdb.without_pruning() })
                    })
                    .collect::<anyhow::Result<Vec<_>>>()?;
                Ok(Entrant::Pdb(name.clone(), solvers, threads.max(1), lanes))
            })
        };
        entrants.push(open(true, true)?);
        if args.plain_too {
            entrants.push(open(false, true)?);
        }
        if args.unpruned_too {
            entrants.push(open(true, false)?);
        }
    }
    if args.sets.iter().any(|s| s == "walk5" || s == "korf24") {
        let goal = Goal::BlankFirst.board(Size::square(5)?);
        entrants.push(Racer::set_up(|| {
            let voice = Some(puzzlelab_rules::Lang::En);
            let solver =
                puzzlelab::tables(dir.clone(), Default::default(), voice).open("6666", &goal)?;
            Ok(Entrant::Pdb5x5(Box::new(solver), 1))
        })?);
    }
    for peer in &args.peers {
        match peer.as_str() {
            "none" => {}
            #[cfg(feature = "peers")]
            "slidy" => {
                eprintln!("building slidy's databases (not timed)...");
                entrants.push(Racer::set_up(|| {
                    Ok(Entrant::Slidy(Box::new(
                        slidy::solver::size4x4::stm::solver::Solver::new(),
                    )))
                })?);
            }
            #[cfg(not(feature = "peers"))]
            "slidy" => eprintln!("slidy is not compiled in: build with `--features peers`"),
            "pathfinding" => entrants.push(Racer::set_up(|| {
                Ok(Entrant::Pathfinding(Duration::from_secs_f64(args.cap)))
            })?),
            other => anyhow::bail!("no peer '{other}' (slidy, pathfinding, none)"),
        }
    }

    let mut summaries = Vec::new();
    for (set, instances) in &sets {
        let mut reference: Vec<Option<u32>> = instances.iter().map(|i| i.optimal).collect();
        // the first solver's CPU time on each instance, for the ratios
        let mut first: Vec<Option<Duration>> = vec![None; instances.len()];
        let size = instances.first().map(|i| i.board.size());
        for (rank, racer) in entrants
            .iter()
            .filter(|r| size.is_some_and(|s| r.entrant.takes(s)))
            .enumerate()
        {
            let entrant = &racer.entrant;
            let private = memory_mb("RssAnon:");
            let mut times = Vec::new();
            let (mut solved, mut wrong, mut expanded, mut generated) = (0, 0, 0u64, 0u64);
            let (mut wall, mut mine, mut theirs) = (0.0, 0.0, 0.0);
            let mut each = Vec::new();
            let cpu_clock = if entrant.threads() > 1 {
                process_cpu_time
            } else {
                thread_cpu_time
            };
            let take = match args.peer_first {
                Some(n) if !entrant.ours() => n,
                _ => instances.len(),
            };
            let set_at_once = entrant.solve_set(&instances[..take]);
            for (i, instance) in instances.iter().enumerate().take(take) {
                let (start, clock) = (cpu_clock(), std::time::Instant::now());
                let (outcome, spent) = match &set_at_once {
                    Some((outcomes, total)) => (outcomes[i].clone(), *total / take as u32),
                    None => {
                        let outcome = entrant.solve(instance);
                        (outcome, cpu_clock() - start)
                    }
                };
                let Some(len) = outcome.length else { continue };
                solved += 1;
                wall += match set_at_once {
                    Some(_) => spent.as_secs_f64(), // one thread: its share of the set's time
                    None => clock.elapsed().as_secs_f64(),
                };
                expanded += outcome.expanded; // the instances solved, like the times
                generated += outcome.generated;
                times.push(spent);
                if let Some((number, paper_expanded)) = instance.paper {
                    each.push(Each {
                        number,
                        moves: len,
                        expanded: outcome.expanded,
                        paper_expanded,
                        cpu_s: spent.as_secs_f64(),
                    });
                }
                if rank == 0 {
                    first[i] = Some(spent);
                }
                if let Some(reference) = first[i] {
                    mine += spent.as_secs_f64();
                    theirs += reference.as_secs_f64();
                }
                match reference[i] {
                    Some(best) if best != len => {
                        wrong += 1;
                        eprintln!(
                            "{}: {set} #{}: {len} moves, expected {best}",
                            entrant.name(),
                            i + 1
                        );
                    }
                    None => reference[i] = Some(len),
                    _ => {}
                }
            }
            let total = 0.0 + times.iter().map(Duration::as_secs_f64).sum::<f64>();
            times.sort();
            let summary = Summary {
                solver: entrant.name(),
                set: set.clone(),
                instances: instances.len(),
                solved,
                wrong_length: wrong,
                total_cpu_s: total,
                total_wall_s: wall,
                median_cpu_ms: times
                    .get(times.len() / 2)
                    .map_or(0.0, |t| t.as_secs_f64() * 1e3),
                max_cpu_ms: times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3),
                cpu_ratio: if theirs > 0.0 { mine / theirs } else { 0.0 },
                expanded,
                generated,
                mean_generated: generated as f64 / solved.max(1) as f64,
                nodes_per_s: if total > 0.0 {
                    expanded as f64 / total
                } else {
                    0.0
                },
                tables_mb: racer.tables_mb,
                search_mb: (memory_mb("RssAnon:") - private).max(0.0),
                each,
            };
            eprintln!(
                "{} on {set}: {solved}/{} in {:.2} s",
                summary.solver,
                instances.len(),
                total
            );
            summaries.push(summary);
        }
    }

    println!(
        "{:<30} {:>6} {:>7} {:>5} {:>9} {:>9} {:>9} {:>9} {:>7} {:>12} {:>10} {:>8} {:>9}",
        "solver",
        "set",
        "solved",
        "wrong",
        "CPU s",
        "wall s",
        "median ms",
        "ratio",
        "Mexp/s",
        "generated",
        "mean gen",
        "tables MB",
        "search MB"
    );
    for s in &summaries {
        println!(
            "{:<30} {:>6} {:>3}/{:<3} {:>5} {:>9.3} {:>9.3} {:>9.3} {:>9.2} {:>7.1} {:>12} {:>10.0} {:>8.0} {:>9.1}",
            s.solver,
            s.set,
            s.solved,
            s.instances,
            s.wrong_length,
            s.total_cpu_s,
            s.total_wall_s,
            s.median_cpu_ms,
            s.cpu_ratio,
            s.nodes_per_s / 1e6,
            s.generated,
            s.mean_generated,
            s.tables_mb,
            s.search_mb
        );
    }
    for s in summaries.iter().filter(|s| !s.each.is_empty()) {
        println!(
            "\n{} on {}: nodes expanded against the paper's",
            s.solver, s.set
        );
        println!(
            "{:>8} {:>5} {:>14} {:>14} {:>7} {:>9}",
            "instance", "moves", "expanded", "paper", "ratio", "CPU s"
        );
        for e in &s.each {
            println!(
                "{:>8} {:>5} {:>14} {:>14} {:>7.3} {:>9.1}",
                e.number,
                e.moves,
                e.expanded,
                e.paper_expanded,
                e.expanded as f64 / e.paper_expanded as f64,
                e.cpu_s
            );
        }
    }
    if let Some(path) = &args.json {
        let record = Record {
            schema: "puzzlelab-bench-solvers/1".into(),
            command: std::iter::once("cargo xtask bench solvers".to_string())
                .chain(std::env::args().skip(3))
                .collect::<Vec<_>>()
                .join(" "),
            date: super::today(),
            cpu: super::cpu_model(),
            cores: super::cores(),
            results: summaries,
        };
        std::fs::write(path, serde_json::to_string_pretty(&record)? + "\n")
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}
