//! `puzzlelab bachet tree N`: the game trees of a pile as data: their sizes, or JSON.

use clap::ValueEnum;
use puzzlelab_rules::Lang;
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
    /// The language of the sizes line: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
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
                let (pile, nodes, edges) = (args.pile, graph.nodes.len(), graph.edges.len());
                match args.lang {
                    Lang::En => outln!(
                        "folded graph of the piles 0..={pile}: {nodes} nodes, {edges} edges"
                    )?,
                    Lang::Ru => {
                        outln!("свёрнутый граф кучек 0..={pile}: вершин {nodes}, рёбер {edges}")?
                    }
                }
            }
            return Ok(());
        }
    }
    .map_err(|err| {
        let advice = args
            .lang
            .pick("or raise --max-nodes", "или увеличьте --max-nodes");
        Exit::new(LIMIT, format!("{err} ({advice})"))
    })?;
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&tree)?)?;
    } else {
        let full = matches!(args.kind, Kind::Full);
        let (pile, nodes, leaves, depth) = (
            args.pile,
            tree.node_count(),
            tree.leaf_count(),
            tree.depth(),
        );
        match args.lang {
            Lang::En => outln!(
                "{} tree from {pile}: {nodes} nodes, {leaves} leaves (finished games), depth {depth}",
                if full { "full" } else { "strategy" }
            )?,
            Lang::Ru => outln!(
                "{} от {pile}: вершин {nodes}, листьев (оконченных партий) {leaves}, глубина {depth}",
                if full { "полное дерево" } else { "дерево стратегии" }
            )?,
        }
    }
    Ok(())
}
