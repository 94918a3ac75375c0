//! `puzzlelab bachet tree N`: the game trees of a pile as data: their sizes, or JSON.

use clap::ValueEnum;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::tree::{FoldedGraph, GameTree, Player};
use puzzlelab_solvers::game::Stopped;

use super::messages::Messages;
use super::RulesArgs;
use crate::exit::{Exit, LIMIT};
use crate::fifteen::messages::Messages as Search;
use crate::limits::LimitArgs;

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
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    rules: RulesArgs,
    /// The language of the sizes line: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Builds the tree and prints it or its sizes.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (rules, limits, lang) = (args.rules.rules(), args.limits.limits(), args.lang);
    let text = Messages::new(lang);
    let stopped = |err: Stopped| {
        let advice = Search::new(lang).raise_limits();
        Exit::new(LIMIT, format!("{err} ({advice})"))
    };
    let tree = match args.kind {
        Kind::Full => GameTree::full(&rules, args.pile, &limits),
        Kind::Strategy => GameTree::strategy(&rules, args.pile, Player::First, &limits),
        Kind::Graph => {
            let graph = FoldedGraph::new(&rules, args.pile, &limits).map_err(stopped)?;
            if args.json {
                crate::out::json(&graph)?;
            } else {
                let (pile, nodes, edges) = (args.pile, graph.nodes.len(), graph.edges.len());
                outln!("{}", text.graph_sizes(pile, nodes, edges))?;
            }
            return Ok(());
        }
    }
    .map_err(stopped)?;
    if args.json {
        crate::out::json(&tree)?;
    } else {
        let full = matches!(args.kind, Kind::Full);
        let (pile, nodes, leaves, depth) = (
            args.pile,
            tree.node_count(),
            tree.leaf_count(),
            tree.depth(),
        );
        outln!("{}", text.tree_sizes(full, pile, nodes, leaves, depth))?;
    }
    Ok(())
}
