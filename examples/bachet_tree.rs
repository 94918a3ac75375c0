//! Lesson 2 (Bachet's game): the game as a graph and the strategy as a tree.
//!
//! The game solver labels every pile won or lost for the player to move; the folded graph shows
//! the piles 0..N with every take as an arrow, and the strategy tree shows the computer's one
//! answer to every reply of the player: whatever the player does, the game ends in a loss for
//! them when N is not of the form 4k + 1. (The glue from the solver's trees to the renderer's
//! pictures is `puzzlelab::bachet_pictures`, shared with the command line.)
//!
//! Run: `cargo run --example bachet_tree [OUT_DIR] [N]` (default `output/`, 13).

use std::path::{Path, PathBuf};

use puzzlelab::bachet_pictures::{graph, strategy};
use puzzlelab_render::output::save;
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;

/// Draws the graph of the piles `0..=n` and the strategy tree of `n` into `dir`: the same
/// pictures as `puzzlelab render bachet graph` and `... strategy`.
pub fn run(dir: &Path, n: u64) -> Result<Vec<PathBuf>, Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dir)?;
    let rules = BachetRules::LESSON;
    let files = vec![
        dir.join("bachet-graph.png"),
        dir.join("bachet-strategy.png"),
    ];
    save(&graph(&rules, n, Lang::En)?, &files[0])?;
    save(&strategy(&rules, n, Lang::En)?, &files[1])?;
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
