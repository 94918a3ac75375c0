//! `cargo xtask bench sat`: the SAT encodings measured on seeded 15-puzzle boards.
//!
//! Every measurement runs in a child process (this program, with the hidden `--one` option),
//! which is killed at the time limit: varisat cannot be interrupted, and a thread left running
//! would spoil the next measurement. The child reports its own CPU time, the fair figure on a
//! loaded machine.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::clock::thread_cpu_time;
use anyhow::Context;
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::heuristics::manhattan;
use puzzlelab_solvers::sat::{optimal, worksheet, CompactOptions, Encoding, SatBackend};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use puzzlelab_solvers::solve::SatSolver;

/// Arguments of `bench sat`.
#[derive(clap::Args)]
pub struct Args {
    /// CPU seconds allowed to each measurement before its process is killed.
    #[arg(long, default_value_t = 60.0)]
    limit: f64,
    /// Only the boards up to 28 moves, and no ablations.
    #[arg(long)]
    quick: bool,
    /// The SAT solver (cadical only in a build with `--features cadical`).
    #[arg(long, value_enum, default_value = "varisat")]
    backend: SatSolver,
    /// Internal: run one measurement (`JOB BOARD`) and print it as JSON.
    #[arg(long, hide = true, num_args = 2, value_names = ["JOB", "BOARD"])]
    one: Option<Vec<String>>,
}

/// What can be measured on one board.
const JOBS: [(&str, &str); 6] = [
    ("loop", "the worksheet's loop, end to end (M = 5, 10, ...)"),
    (
        "worksheet",
        "the worksheet's encoding, horizons h, h+2, ... (proof)",
    ),
    (
        "compact",
        "the compact encoding, horizons h, h+2, ... (proof)",
    ),
    ("compact-no-ban", "compact without the reversal ban"),
    (
        "compact-no-counter",
        "compact without the Manhattan counter",
    ),
    ("compact-no-prune", "compact with every tile variable kept"),
];

/// Runs the benchmark, or one measurement of it.
pub fn run(args: Args) -> anyhow::Result<()> {
    if let Some(one) = &args.one {
        let board: Board = one[1].parse().context("the board could not be read")?;
        let mut backend = args.backend.backend()?;
        println!("{}", measure(&one[0], &board, &mut *backend)?);
        return Ok(());
    }
    args.backend.backend()?;
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let limit = Duration::from_secs_f64(args.limit);
    let mut boards = vec![(
        "worksheet".to_string(),
        puzzlelab_rules::lessons::WORKSHEET.parse::<Board>()?,
    )];
    // Random walks whose Manhattan distance h is 4 to 8 below their length: the optimum is
    // between h and the walk's length, with a gap to h as on real boards.
    let targets: &[usize] = if args.quick {
        &[12, 16, 20, 24, 28]
    } else {
        &[12, 16, 20, 24, 28, 32, 36, 40, 44]
    };
    for &walk in targets {
        let (seed, board) = seeded(&goal, walk, |h| h + 4 <= walk && h + 8 >= walk);
        boards.push((format!("walk {walk} #{seed}"), board));
    }
    if !args.quick {
        // A large gap between the optimum and h makes boards hard as much as length does.
        for walk in [30, 34] {
            let (seed, board) = seeded(&goal, walk, |h| h + 14 <= walk && h + 16 >= walk);
            boards.push((format!("gap walk {walk} #{seed}"), board));
        }
    }
    println!(
        "SAT on the 15-puzzle ({}). Each run in its own process, killed after {} CPU s.",
        args.backend.name(),
        args.limit
    );
    println!("find: the satisfiable horizon's build + solve (the loop: all its rounds); prove: every horizon of the proof.");
    println!(
        "CPU: the run's own CPU seconds. Wall-clock figures are on a loaded machine; compare CPU."
    );
    for (job, what) in JOBS {
        println!("  {job:<18} {what}");
    }
    println!("Boards (seeded random walks from the goal; ChaCha8 seeds after #):");
    for (name, board) in &boards {
        println!("  {name:<16} {board}");
    }
    println!();
    println!(
        "| board | h | job | moves | variables | clauses | find s | prove s | CPU s |\n|---|---|---|---|---|---|---|---|---|"
    );
    let mut ratios = Vec::new();
    for (name, board) in &boards {
        let h = manhattan(board, &goal);
        let mut jobs = vec!["compact", "worksheet", "loop"];
        if !args.quick && (name.starts_with("walk 24") || name.starts_with("walk 28")) {
            jobs.extend(["compact-no-ban", "compact-no-counter", "compact-no-prune"]);
        }
        let (mut optimum, mut find_cpu) = (None, [None, None]);
        for job in jobs {
            // The worksheet's encoding cannot finish long boards: not tried beyond 30 moves.
            if job != "compact" && !job.starts_with("compact") && optimum.is_none_or(|o| o > 30) {
                println!("| {name} | {h} | {job} | | | | not tried: optimum over 30 | | |");
                continue;
            }
            let Some(v) = child(job, board, args.backend, limit)? else {
                println!(
                    "| {name} | {h} | {job} | | | | > {0} | > {0} | > {0} |",
                    args.limit
                );
                continue;
            };
            match job {
                "compact" => {
                    optimum = v["moves"].as_u64();
                    find_cpu[1] = v["find_cpu"].as_f64();
                }
                "worksheet" => find_cpu[0] = v["find_cpu"].as_f64(),
                _ => {}
            }
            println!(
                "| {name} | {h} | {job} | {} | {} | {} | {:.2} | {} | {:.2} |",
                v["moves"],
                v["variables"],
                v["clauses"],
                v["find"].as_f64().unwrap_or(f64::NAN),
                v["prove"]
                    .as_f64()
                    .map_or("not proven".to_string(), |p| format!("{p:.2}")),
                v["cpu"].as_f64().unwrap_or(f64::NAN),
            );
        }
        if let (Some(o), [Some(w), Some(c)]) = (optimum, find_cpu) {
            ratios.push((name.clone(), o, w, c));
        }
    }
    println!();
    println!(
        "CPU seconds to find the optimal solution (the satisfiable horizon's build and solve):"
    );
    println!("| board | optimum | worksheet encoding | compact | ratio |\n|---|---|---|---|---|");
    for (name, o, w, c) in ratios {
        println!(
            "| {name} | {o} | {w:.3} | {c:.3} | {:.0} |",
            w / c.max(1e-3)
        );
    }
    Ok(())
}

/// The first seed whose random walk of `walk` moves ends on a board whose Manhattan distance
/// `h` passes `accept`.
fn seeded(goal: &Board, walk: usize, accept: impl Fn(usize) -> bool) -> (u64, Board) {
    (0u64..)
        .map(|seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (seed, shuffle::random_walk(&mut rng, goal, walk).0)
        })
        .find(|(_, b)| accept(manhattan(b, goal)))
        .expect("some seed fits")
}

/// Runs one measurement in a child process, killed once it has used `limit` of CPU time (or
/// ten times that of wall-clock time); `None` if it was.
fn child(
    job: &str,
    board: &Board,
    backend: SatSolver,
    limit: Duration,
) -> anyhow::Result<Option<Value>> {
    let exe = std::env::current_exe().context("cannot find this program")?;
    let mut child = Command::new(exe)
        .args(["bench", "sat", "--backend", backend.name(), "--one", job])
        .arg(board.to_string())
        .stdout(Stdio::piped())
        .spawn()
        .context("cannot start a measurement")?;
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait()? {
            let mut out = String::new();
            child
                .stdout
                .take()
                .expect("piped")
                .read_to_string(&mut out)?;
            anyhow::ensure!(status.success(), "the measurement '{job}' failed");
            return Ok(Some(serde_json::from_str(out.trim())?));
        }
        let cpu = process_cpu_seconds(child.id()).unwrap_or_else(|| start.elapsed().as_secs_f64());
        if cpu > limit.as_secs_f64() || start.elapsed() > 10 * limit {
            child.kill()?;
            child.wait()?;
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// CPU seconds (user and system) a process has used, from `/proc/PID/stat` (Linux, 100 ticks
/// a second).
fn process_cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// CPU seconds this thread has used.
fn cpu_seconds() -> f64 {
    thread_cpu_time().as_secs_f64()
}

/// One measurement, as JSON: moves, formula size at the satisfiable horizon, seconds to find
/// and to prove, CPU seconds.
fn measure(job: &str, board: &Board, backend: &mut dyn SatBackend) -> anyhow::Result<Value> {
    let goal = Goal::Standard.board(board.size());
    let clock = Instant::now();
    let cpu0 = cpu_seconds();
    let elapsed_cpu = || cpu_seconds() - cpu0;
    if job == "loop" {
        let result = worksheet::worksheet_loop(board, &goal, backend, 80, &mut |_| {})?;
        let last = result.steps.last().context("no round")?;
        let find = clock.elapsed().as_secs_f64();
        let cpu = elapsed_cpu();
        return Ok(json!({
            "moves": result.solution.as_ref().map(|m| m.len()),
            "variables": last.cnf_variables,
            "clauses": last.clauses,
            "find": find,
            "find_cpu": cpu,
            "prove": if result.proven_optimal() { Some(find) } else { None },
            "cpu": cpu,
        }));
    }
    let off = CompactOptions::default();
    let encoding = match job {
        "worksheet" => Encoding::Worksheet,
        "compact" => Encoding::Compact(off),
        "compact-no-ban" => Encoding::Compact(CompactOptions {
            ban_reversals: false,
            ..off
        }),
        "compact-no-counter" => Encoding::Compact(CompactOptions {
            manhattan_counter: false,
            ..off
        }),
        "compact-no-prune" => Encoding::Compact(CompactOptions {
            prune: false,
            ..off
        }),
        _ => anyhow::bail!("unknown job '{job}'"),
    };
    let mut find_cpu = 0.0;
    let mut last_cpu = cpu0;
    let proof = optimal::prove(board, &goal, encoding, backend, &mut |a| {
        let now = cpu_seconds();
        if a.solution.is_some() {
            find_cpu = now - last_cpu;
        }
        last_cpu = now;
    })?;
    let sat = proof.attempts.last().context("no attempt")?;
    let prove = clock.elapsed().as_secs_f64();
    Ok(json!({
        "moves": proof.moves.len(),
        "variables": sat.variables,
        "clauses": sat.clauses,
        "find": sat.build_seconds + sat.solve_seconds,
        "find_cpu": find_cpu,
        "prove": prove,
        "cpu": elapsed_cpu(),
    }))
}
