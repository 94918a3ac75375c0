//! `puzzlelab fifteen compare BOARD`: every algorithm and heuristic on one board, their
//! statistics side by side (the table textbooks print).

use puzzlelab_rules::Goal;
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::Outcome;

use super::solve::{read_board, solve, Algo, Bounds, HeuristicArg};

/// Arguments of `fifteen compare`.
#[derive(clap::Args)]
pub struct Args {
    /// The board: its numbers in any format, a file, or `-` for standard input.
    board: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// Bounds for each run (a run that reaches one shows `limit`). Default: 2 million nodes.
    #[command(flatten)]
    bounds: Bounds,
}

/// Runs every algorithm with every heuristic it takes and prints the table.
pub fn run(mut args: Args) -> anyhow::Result<()> {
    let (board, goal) = read_board(&args.board, &args.goal)?;
    args.bounds.max_nodes.get_or_insert(2_000_000);
    let limits = args.bounds.limits();
    println!("board {board} (goal {})", args.goal);
    println!(
        "{:<12} {:<16} {:>7} {:>10} {:>10} {:>9} {:>9} {:>6} {:>9}",
        "algorithm",
        "heuristic",
        "length",
        "expanded",
        "generated",
        "frontier",
        "stored",
        "b*",
        "ms"
    );
    let algos = [
        Algo::Bfs,
        Algo::Iddfs,
        Algo::Astar,
        Algo::IdaGeneric,
        Algo::Ida,
    ];
    for algo in algos {
        let heuristics: &[Heuristic] = if algo.uses_heuristic() {
            &Heuristic::ALL
        } else {
            &[Heuristic::Manhattan] // not used
        };
        for &h in heuristics {
            let report = solve(
                &board,
                &goal,
                algo,
                HeuristicArg::Classic(h),
                &limits,
                args.bounds.quiet,
            );
            let s = &report.stats;
            let length = match &report.outcome {
                Outcome::Solved { cost, .. } => cost.to_string(),
                Outcome::LimitReached { .. } => "limit".to_string(),
                Outcome::Unsolvable => "none".to_string(),
            };
            let name = if algo.uses_heuristic() { h.name() } else { "-" };
            let b = s
                .effective_branching_factor()
                .map_or("-".to_string(), |b| format!("{b:.3}"));
            println!(
                "{:<12} {:<16} {:>7} {:>10} {:>10} {:>9} {:>9} {:>6} {:>9.1}",
                algo.name(),
                name,
                length,
                s.expanded,
                s.generated,
                s.max_frontier,
                s.max_stored,
                b,
                s.elapsed.as_secs_f64() * 1e3
            );
        }
    }
    Ok(())
}
