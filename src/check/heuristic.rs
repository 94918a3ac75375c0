//! `puzzlelab check heuristic`: the student's heuristic over a sample of 15-puzzle positions.

use puzzlelab_assignments::selfcheck::heuristic::{check, Config};
use puzzlelab_assignments::starter;

use crate::exit::{Exit, GAVE_UP};

/// The largest radius: the ball of 18 moves around the goal holds millions of positions, and
/// every step outward doubles it.
const MAX_RADIUS: i64 = 18;

/// The most nodes one sample's A* may store: ten million fit in about a gigabyte.
const MAX_NODES: u64 = 10_000_000;

/// Arguments of `check heuristic`.
#[derive(clap::Args)]
pub struct Args {
    /// Check every position within this many moves of the goal.
    #[arg(long, default_value_t = Config::default().radius, value_parser = clap::value_parser!(u32).range(0..=MAX_RADIUS))]
    radius: u32,
    /// How many random positions to solve with A*, with your heuristic and with Manhattan.
    #[arg(long, default_value_t = Config::default().samples as u64, value_parser = clap::value_parser!(u64).range(1..=1000))]
    samples: u64,
    /// How many random moves from the goal each sample starts.
    #[arg(long, default_value_t = Config::default().walk as u64, value_parser = clap::value_parser!(u64).range(0..=100_000))]
    walk: u64,
    /// The seed of the random walks.
    #[arg(long, default_value_t = Config::default().seed)]
    seed: u64,
    /// A* gives up on a sample after expanding this many nodes.
    #[arg(long, value_name = "N", default_value_t = Config::default().node_limit, value_parser = clap::value_parser!(u64).range(1..=MAX_NODES))]
    max_nodes: u64,
    /// The language of the report: en or ru.
    #[arg(long, default_value = "en")]
    lang: puzzlelab_rules::Lang,
}

/// Runs the self-check of assignment 2 and prints its report.
pub fn run(args: Args) -> anyhow::Result<()> {
    let config = Config {
        radius: args.radius,
        samples: args.samples as usize,
        walk: args.walk as usize,
        seed: args.seed,
        node_limit: args.max_nodes,
        lang: args.lang,
    };
    let report = check(starter::heuristic::heuristic, &config);
    outln!("{report}")?;
    if report.is_pass() {
        Ok(())
    } else {
        Err(Exit::new(GAVE_UP, "").into())
    }
}
