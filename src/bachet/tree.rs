//! `puzzlelab bachet tree N`: the game trees of a pile as data: their sizes, or JSON.

use clap::ValueEnum;
use puzzlelab_solvers::game::tree::{FoldedGraph, GameTree, Player};

use super::RulesArgs;
use crate::exit::{Exit, LIMIT};

/// Which tree.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Kind {
    /// Every possible game, down to the empty pile.
    Full,
    /// The first player's moves fixed to the strategy, every reply of the second.
    Strategy,
    /// One node per pile 0..=N, one edge per legal take.
    Graph,
}

/// Options of `bachet tree`.
#[derive(clap::Args)]
pub struct Args {
    /// The number of objects at the root.
    #[arg(value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    pile: u64,
    /// The tree to build.
    #[arg(long, value_enum, default_value_t = Kind::Full)]
    kind: Kind,
    /// Print the tree as JSON instead of its sizes.
    #[arg(long)]
    json: bool,
    /// The most nodes a tree may have (exit 3 beyond); at most 20 million.
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..=20_000_000))]
    max_nodes: u64,
    #[command(flatten)]
    rules: RulesArgs,
}

/// Builds the tree and prints it or its sizes.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (rules, limit) = (args.rules.rules(), args.max_nodes as usize);
    let tree = match args.kind {
        Kind::Full => GameTree::full(&rules, args.pile, limit),
        Kind::Strategy => GameTree::strategy(&rules, args.pile, Player::First, limit),
        Kind::Graph => {
            let graph = FoldedGraph::new(&rules, args.pile);
            if args.json {
                outln!("{}", serde_json::to_string_pretty(&graph)?)?;
            } else {
                outln!(
                    "folded graph of the piles 0..={}: {} nodes, {} edges",
                    args.pile,
                    graph.nodes.len(),
                    graph.edges.len()
                )?;
            }
            return Ok(());
        }
    }
    .map_err(|err| Exit::new(LIMIT, format!("{err} (or raise --max-nodes)")))?;
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&tree)?)?;
    } else {
        outln!(
            "{} tree from {}: {} nodes, {} leaves (finished games), depth {}",
            if matches!(args.kind, Kind::Full) {
                "full"
            } else {
                "strategy"
            },
            args.pile,
            tree.node_count(),
            tree.leaf_count(),
            tree.depth()
        )?;
    }
    Ok(())
}
