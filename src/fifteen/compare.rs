//! `puzzlelab fifteen compare BOARD`: every algorithm and heuristic on one board, their
//! statistics side by side (the table textbooks print).

use puzzlelab_rules::Goal;
use puzzlelab_solvers::heuristics::Heuristic;

use super::messages::Messages;
use crate::board_arg;
use crate::limits::LimitArgs;
use puzzlelab_solvers::solve::{Algorithm, Job, Ready};

/// Arguments of `fifteen compare`.
#[derive(clap::Args)]
pub struct Args {
    #[arg(help = board_arg::HELP)]
    board: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// Limits for each run (a run that reaches one shows `limit`). Default: 2 million nodes.
    #[command(flatten)]
    limits: LimitArgs,
    /// No progress line on stderr.
    #[arg(long, short)]
    quiet: bool,
    /// The language of the table: en or ru.
    #[arg(long, default_value = "en")]
    lang: puzzlelab_rules::Lang,
}

/// Runs every search algorithm with every classic heuristic it takes and prints the table.
pub fn run(mut args: Args) -> anyhow::Result<()> {
    let (board, goal) = board_arg::read_solvable(&args.board, &args.goal)?;
    args.limits.max_nodes.get_or_insert(2_000_000);
    let limits = args.limits.limits();
    let text = Messages::new(args.lang);
    outln!("{}", text.board_and_goal(&board, &args.goal))?;
    let [algorithm, heuristic, length, expanded, generated, frontier, stored, ms] =
        text.comparison_columns();
    outln!(
        "{algorithm:<12} {heuristic:<16} {length:>7} {expanded:>10} {generated:>10} {frontier:>9} {stored:>9} {:>6} {ms:>9}",
        "b*"
    )?;
    let algos = [
        Algorithm::Bfs,
        Algorithm::Iddfs,
        Algorithm::Astar,
        Algorithm::IdaGeneric,
        Algorithm::Ida,
    ];
    for algo in algos {
        let heuristics: &[Heuristic] = if algo.uses_heuristic() {
            &Heuristic::ALL
        } else {
            &[Heuristic::Manhattan] // not used
        };
        for &h in heuristics {
            let heuristic = Ready::Classic(h);
            let job = Job::new(&board, &goal, algo, &heuristic, &limits);
            let report = crate::progress::solve(job, args.quiet)?;
            let s = &report.stats;
            let length = text.length_cell(&report.outcome);
            let name = if algo.uses_heuristic() { h.name() } else { "-" };
            let b = s
                .effective_branching_factor()
                .map_or("-".to_string(), |b| format!("{b:.3}"));
            outln!(
                "{:<12} {:<16} {:>7} {:>10} {:>10} {:>9} {:>9} {:>6} {:>9.1}",
                algo.name(),
                name,
                length,
                args.lang.int(s.expanded),
                args.lang.int(s.generated),
                args.lang.int(s.max_frontier as u64),
                args.lang.int(s.max_stored as u64),
                b,
                s.elapsed.as_secs_f64() * 1e3
            )?;
        }
    }
    // what the columns count, under the table
    outln!("\n{}", super::report::legend(false, args.lang).trim_end())?;
    Ok(())
}
