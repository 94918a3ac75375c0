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
//! databases already built. Memory is each solver's own: its tables (the growth of the
//! process's resident memory while the solver was set up, databases loaded) and its search
//! (how far the resident high-water mark rose above that while it solved the set).

use std::cell::Cell;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::clock::thread_cpu_time;
use puzzlelab_solvers::pdb::{korf, PdbHeuristic};
use puzzlelab_solvers::search::{Limits, Stats};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Arguments of `bench solvers`.
#[derive(clap::Args)]
pub struct Args {
    /// Instance sets, comma-separated: korf, random, hard (the 80-move position), walk5 (5x5
    /// boards from 60-move random walks, solved with 6-6-6-6 once `pdb build 6666` has run).
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
}

/// What one solver did on one instance.
struct Outcome {
    length: Option<u32>,
    nodes: u64,
}

/// A solver in the race.
enum Entrant {
    /// A partition's solvers, one for each goal the sets need.
    Pdb(String, Vec<PdbHeuristic>),
    /// The 5x5 board's 6-6-6-6 databases, toward the standard goal.
    Pdb5x5(Box<PdbHeuristic>),
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
        Ok(Racer {
            entrant,
            tables_mb: (memory_mb("VmRSS:") - before).max(0.0),
        })
    }
}

impl Entrant {
    fn name(&self) -> String {
        match self {
            Entrant::Pdb(name, _) => format!("puzzlelab pdb:{name}"),
            Entrant::Pdb5x5(_) => "puzzlelab pdb:6666".into(),
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
            Entrant::Pdb5x5(_) => size == Size::square(5).expect("5x5 is a size"),
            Entrant::Pathfinding(_) => true,
            _ => size == Size::FIFTEEN,
        }
    }

    fn solve(&self, instance: &Instance) -> Outcome {
        match self {
            Entrant::Pdb5x5(solver) => pdb_outcome(solver, instance),
            Entrant::Pdb(_, solvers) => {
                let solver = solvers
                    .iter()
                    .find(|s| *s.goal() == instance.goal)
                    .expect("a solver for every goal of the sets");
                pdb_outcome(solver, instance)
            }
            #[cfg(feature = "peers")]
            Entrant::Slidy(solver) => slidy_solve(solver, instance),
            Entrant::Pathfinding(cap) => pathfinding_solve(instance, *cap),
        }
    }
}

/// A pattern-database solver's outcome on one instance.
fn pdb_outcome(solver: &PdbHeuristic, instance: &Instance) -> Outcome {
    let mut stats = Stats::default();
    let outcome = solver.solve(&instance.board, &Limits::none(), &mut stats);
    Outcome {
        length: outcome.ok().and_then(|o| o.cost()).map(|c| c as u32),
        nodes: stats.expanded,
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
            nodes: 0, // slidy does not count them
        },
        Err(_) => Outcome {
            length: None,
            nodes: 0,
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
        nodes: nodes.get(),
    }
}

/// Resets the process's peak-memory mark to its resident memory now (Linux; elsewhere
/// nothing).
fn reset_peak_memory() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// A line of `/proc/self/status` in MB: `VmRSS:` the resident memory now, `VmHWM:` its peak
/// since the last reset (Linux; elsewhere 0).
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

/// One solver's results on one set.
#[derive(Serialize)]
struct Summary {
    solver: String,
    set: String,
    instances: usize,
    solved: usize,
    wrong_length: usize,
    total_cpu_s: f64,
    median_cpu_ms: f64,
    max_cpu_ms: f64,
    nodes: u64,
    nodes_per_s: f64,
    /// Resident memory the solver's set-up added: its tables.
    tables_mb: f64,
    /// How far resident memory rose above the level before the set while it was solved.
    search_mb: f64,
}

/// The sets asked for.
fn sets(args: &Args) -> anyhow::Result<Vec<(String, Vec<Instance>)>> {
    let standard = Goal::Standard.board(Size::FIFTEEN);
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
                })
                .collect(),
            "random" => {
                let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
                (0..args.random)
                    .map(|_| Instance {
                        board: shuffle::uniform(&mut rng, &standard),
                        goal: standard.clone(),
                        optimal: None,
                    })
                    .collect()
            }
            "hard" => vec![Instance {
                // 80 moves to the blank-first goal, the most any position needs
                // (Brüngger, Marzetta, Fukuda and Nievergelt 1999)
                board: "15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0".parse()?,
                goal: blank_first.clone(),
                optimal: Some(80),
            }],
            "walk5" => {
                let goal = Goal::Standard.board(Size::square(5)?);
                let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
                (0..args.walks)
                    .map(|_| Instance {
                        board: shuffle::random_walk(&mut rng, &goal, 60).0,
                        goal: goal.clone(),
                        optimal: None,
                    })
                    .collect()
            }
            other => anyhow::bail!("no instance set '{other}' (korf, random, hard, walk5)"),
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
    for name in &args.pdb {
        entrants.push(Racer::set_up(|| {
            let solvers = goals
                .iter()
                .map(|goal| {
                    puzzlelab::open_heuristic(
                        name,
                        goal,
                        &dir,
                        false,
                        Some(puzzlelab_rules::Lang::En),
                    )
                })
                .collect::<anyhow::Result<_>>()?;
            Ok(Entrant::Pdb(name.clone(), solvers))
        })?);
    }
    if args.sets.iter().any(|s| s == "walk5") {
        let goal = Goal::Standard.board(Size::square(5)?);
        entrants.push(Racer::set_up(|| {
            let solver = puzzlelab::open_heuristic(
                "6666",
                &goal,
                &dir,
                false,
                Some(puzzlelab_rules::Lang::En),
            )?;
            Ok(Entrant::Pdb5x5(Box::new(solver)))
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
        let size = instances.first().map(|i| i.board.size());
        for racer in entrants
            .iter()
            .filter(|r| size.is_some_and(|s| r.entrant.takes(s)))
        {
            let entrant = &racer.entrant;
            let resident = memory_mb("VmRSS:");
            reset_peak_memory();
            let mut times = Vec::new();
            let (mut solved, mut wrong, mut nodes) = (0, 0, 0u64);
            for (i, instance) in instances.iter().enumerate() {
                let start = thread_cpu_time();
                let outcome = entrant.solve(instance);
                let spent = thread_cpu_time() - start;
                if let Some(len) = outcome.length {
                    solved += 1;
                    nodes += outcome.nodes; // the instances solved, like the times
                    times.push(spent);
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
                median_cpu_ms: times
                    .get(times.len() / 2)
                    .map_or(0.0, |t| t.as_secs_f64() * 1e3),
                max_cpu_ms: times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3),
                nodes,
                nodes_per_s: if total > 0.0 {
                    nodes as f64 / total
                } else {
                    0.0
                },
                tables_mb: racer.tables_mb,
                search_mb: (memory_mb("VmHWM:") - resident).max(0.0),
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
        "{:<44} {:>6} {:>7} {:>5} {:>10} {:>10} {:>14} {:>10} {:>9} {:>9}",
        "solver",
        "set",
        "solved",
        "wrong",
        "CPU s",
        "median ms",
        "nodes",
        "Mnodes/s",
        "tables MB",
        "search MB"
    );
    for s in &summaries {
        println!(
            "{:<44} {:>6} {:>3}/{:<3} {:>5} {:>10.3} {:>10.3} {:>14} {:>10.1} {:>9.0} {:>9.1}",
            s.solver,
            s.set,
            s.solved,
            s.instances,
            s.wrong_length,
            s.total_cpu_s,
            s.median_cpu_ms,
            s.nodes,
            s.nodes_per_s / 1e6,
            s.tables_mb,
            s.search_mb
        );
    }
    if let Some(path) = &args.json {
        std::fs::write(path, serde_json::to_string_pretty(&summaries)?)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}
