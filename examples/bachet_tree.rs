//! Lesson 2 (Bachet's game): the game as a graph and the strategy as a tree.
//!
//! The game solver labels every pile won or lost for the player to move; the folded graph shows
//! the piles 0..N with every take as an arrow, and the strategy tree shows the computer's one
//! answer to every reply of the player: whatever the player does, the game ends in a loss for
//! them when N is not of the form 4k + 1.
//!
//! Run: `cargo run --example bachet_tree [OUT_DIR] [N]` (default `output/`, 13).

use std::path::{Path, PathBuf};

use puzzlelab_render::bachet::{GameNode, GraphEdge, GraphPosition};
use puzzlelab_render::output::save;
use puzzlelab_render::{GameGraph, GameTree};
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_solvers::game::tree::{self as solved, FoldedGraph, Player};
use puzzlelab_solvers::game::Value;

/// Draws the graph of the piles `0..=n` and the strategy tree of `n` into `dir`.
pub fn run(dir: &Path, n: u64) -> Result<Vec<PathBuf>, Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dir)?;
    let rules = BachetRules::LESSON;
    let folded = FoldedGraph::new(&rules, n);
    let graph = GameGraph {
        title: format!("Bachet's game: the piles 0..{n}"),
        positions: folded
            .nodes
            .iter()
            .map(|p| GraphPosition {
                pile: p.pile,
                winning: p.value == Value::Win,
            })
            .collect(),
        edges: folded
            .edges
            .iter()
            .map(|e| GraphEdge {
                from: e.from,
                to: e.to,
                take: e.take,
                winning: e.winning,
            })
            .collect(),
        legend: Default::default(),
    };
    // The computer takes the side that wins: first when pile n is won for the player to move.
    let computer = if folded.nodes[n as usize].value == Value::Win {
        Player::First
    } else {
        Player::Second
    };
    let strategy = solved::GameTree::strategy(&rules, n, computer, 10_000)?;
    let nodes = strategy
        .nodes
        .iter()
        .map(|node| GameNode {
            parent: node.parent,
            take: node.take,
            pile: node.pile,
            winning: node.value == Value::Win,
        })
        .collect();
    let who = match computer {
        Player::First => "the computer moves first",
        Player::Second => "the player moves first",
    };
    let tree = GameTree::new(&format!("The computer's strategy from {n} ({who})"), nodes);
    let files = vec![
        dir.join("bachet-graph.png"),
        dir.join("bachet-strategy.png"),
    ];
    save(&graph, &files[0])?;
    save(&tree, &files[1])?;
    Ok(files)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "output".into()));
    let n = args.next().map(|n| n.parse()).transpose()?.unwrap_or(13);
    for path in run(&dir, n)? {
        println!("wrote {}", path.display());
    }
    Ok(())
}
