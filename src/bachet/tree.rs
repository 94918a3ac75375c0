//! `puzzlelab bachet tree N`: the game trees of a pile as text (their sizes, then the tree
//! itself, folded when it is too big to print whole), or as JSON.

use clap::ValueEnum;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::tree::{FoldedGraph, GameTree, Player};
use puzzlelab_solvers::game::{Stopped, Value};

use super::messages::Messages;
use super::RulesArgs;
use crate::exit::{Exit, LIMIT};
use crate::limits::messages::Messages as LimitWords;
use crate::limits::LimitArgs;

/// Which tree.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum Kind {
    /// Every possible game, down to the empty pile.
    Full,
    /// The winning side's moves fixed to the strategy (the first player's when the pile is won
    /// for them, else the second's), every reply of the other.
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
    /// Print the tree as JSON instead of as text.
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
        let advice = LimitWords::new(lang).raise_limits();
        Exit::new(LIMIT, format!("{err} ({advice})"))
    };
    let tree = match args.kind {
        Kind::Full => GameTree::full(&rules, args.pile, &limits),
        Kind::Strategy => {
            let winner = puzzlelab_figures::bachet::strategist(&rules, args.pile, &limits)
                .map_err(stopped)?;
            GameTree::strategy(&rules, args.pile, winner, &limits)
        }
        Kind::Graph => {
            let graph = FoldedGraph::new(&rules, args.pile, &limits).map_err(stopped)?;
            if args.json {
                crate::out::json(&graph)?;
            } else {
                let (pile, nodes, edges) = (args.pile, graph.nodes.len(), graph.edges.len());
                outln!("{}", text.graph_sizes(pile, nodes, edges))?;
                out!("{}", graph_text(&graph, text))?;
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
        out!("{}", tree_text(&tree, text))?;
    }
    Ok(())
}

/// The most nodes a tree is printed with, each on its line; a larger one is printed folded.
const MAX_PRINTED: usize = 200;

/// The tree as indented lines, the moves on the branches. A tree of more than
/// [`MAX_PRINTED`] nodes is folded: each position (pile, player to move) is printed with what
/// follows it once, and "as above" where it comes again.
fn tree_text(tree: &GameTree, text: Messages) -> String {
    let folded = tree.node_count() > MAX_PRINTED;
    let mut out = String::new();
    if folded {
        out += &format!("{}\n", text.folded_note(tree.node_count()));
    }
    let mut printed = std::collections::HashSet::new();
    // (node, the indent of its line, the indent of its children's lines)
    let mut todo = vec![(0usize, String::new(), String::new())];
    while let Some((i, lead, under)) = todo.pop() {
        let node = &tree.nodes[i];
        let label = text.tree_node(
            node.pile,
            node.to_move == Player::First,
            node.value == Value::Win,
        );
        let step = node
            .take
            .map(|take| format!("{} ", text.tree_move(take, node.winning_move)))
            .unwrap_or_default();
        let again =
            folded && !node.children.is_empty() && !printed.insert((node.pile, node.to_move));
        let tail = if again {
            format!(" {}", text.as_above())
        } else {
            String::new()
        };
        out += &format!("{lead}{step}{label}{tail}\n");
        if again {
            continue;
        }
        for (k, &child) in node.children.iter().enumerate().rev() {
            let last = k + 1 == node.children.len();
            let (branch, next) = if last {
                ("└─ ", "   ")
            } else {
                ("├─ ", "│  ")
            };
            todo.push((child, format!("{under}{branch}"), format!("{under}{next}")));
        }
    }
    out
}

/// The folded graph as one line per pile, from the largest: its value and its takes.
fn graph_text(graph: &FoldedGraph, text: Messages) -> String {
    let mut out = String::new();
    for node in graph.nodes.iter().rev() {
        let takes: Vec<(u64, u64, bool)> = graph
            .edges
            .iter()
            .filter(|e| e.from == node.pile)
            .map(|e| (e.take, e.to, e.winning))
            .collect();
        out += &format!(
            "{}\n",
            text.graph_pile(node.pile, node.value == Value::Win, &takes)
        );
    }
    out + &format!("{}\n", text.graph_key())
}
