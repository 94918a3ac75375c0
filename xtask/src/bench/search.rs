//! `cargo xtask bench search`: how many nodes the fast IDA* expands per CPU second.
//!
//! The instances are seeded random walks from the goal (so every run sees the same boards);
//! the time is the thread's CPU time ([`thread_cpu_time`]), not wall time, so
//! other processes on the machine do not count against the solver.

use std::time::Duration;

use crate::clock::thread_cpu_time;
use puzzlelab_rules::{shuffle, Goal, Size};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{Limits, Stats};
use puzzlelab_solvers::sliding::{self, Incremental, SlidingIda};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Arguments of `bench search`.
#[derive(clap::Args)]
pub struct Args {
    /// How many instances.
    #[arg(long, default_value_t = 10)]
    instances: usize,
    /// Length of the random walk that makes each instance.
    #[arg(long, default_value_t = 120)]
    walk: usize,
    /// The board size.
    #[arg(long, default_value = "4x4")]
    size: Size,
    /// The heuristic: misplaced, manhattan, linear-conflict.
    #[arg(long, default_value = "manhattan")]
    heuristic: Heuristic,
    /// The seed of the instances.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Skip instances whose search would pass this many expansions.
    #[arg(long, default_value_t = 200_000_000)]
    max_nodes: u64,
}

/// Solves the instances and prints nodes, CPU time and nodes per CPU second for each and in all.
pub fn run(args: Args) -> anyhow::Result<()> {
    let goal = Goal::Standard.board(args.size);
    match args.heuristic {
        Heuristic::Misplaced => measure(&args, &sliding::Misplaced::new(&goal)),
        Heuristic::Manhattan => measure(&args, &sliding::Manhattan::new(&goal)),
        Heuristic::LinearConflict => measure(&args, &sliding::LinearConflict::new(&goal)),
    }
}

fn measure(args: &Args, heuristic: &impl Incremental) -> anyhow::Result<()> {
    let goal = Goal::Standard.board(args.size);
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let limits = Limits::nodes(args.max_nodes);
    println!(
        "fast IDA* with {}, {} instances ({} random moves, seed {}), CPU time of this thread",
        args.heuristic, args.instances, args.walk, args.seed
    );
    println!(
        "{:>4} {:>6} {:>14} {:>10} {:>12}",
        "#", "length", "expanded", "CPU s", "M nodes/s"
    );
    let ida = SlidingIda::new(&goal, heuristic)
        .without_pruning()
        .limits(limits);
    let (mut nodes, mut cpu) = (0u64, Duration::ZERO);
    for i in 0..args.instances {
        let (start, _) = shuffle::random_walk(&mut rng, &goal, args.walk);
        let mut stats = Stats::default();
        let before = thread_cpu_time();
        let outcome = ida.solve(&start, &mut stats);
        let spent = thread_cpu_time() - before;
        let Some(length) = outcome.cost() else {
            println!(
                "{:>4} {:>6} {:>14} (skipped: over --max-nodes)",
                i + 1,
                "-",
                stats.expanded
            );
            continue;
        };
        // Below a millisecond the clock says too little for a rate.
        let rate = if spent >= Duration::from_millis(1) {
            format!("{:.1}", stats.expanded as f64 / spent.as_secs_f64() / 1e6)
        } else {
            "-".to_string()
        };
        println!(
            "{:>4} {:>6} {:>14} {:>10.3} {:>12}",
            i + 1,
            length,
            stats.expanded,
            spent.as_secs_f64(),
            rate
        );
        nodes += stats.expanded;
        cpu += spent;
    }
    if cpu.is_zero() {
        let message = "no instance was solved within --max-nodes".to_string();
        return Err(crate::LimitReached(message).into());
    }
    let rate = nodes as f64 / cpu.as_secs_f64() / 1e6;
    println!(
        "total {nodes} nodes in {:.3} CPU s: {rate:.1} M nodes per CPU second",
        cpu.as_secs_f64()
    );
    Ok(())
}
