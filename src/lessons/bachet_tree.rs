//! Lesson 2 (Bachet's game): the game as a graph and the strategy as a tree.
//!
//! The game solver labels every pile won or lost for the player to move; the folded graph shows
//! the piles 0..N with every take as an arrow, and the strategy tree shows the computer's one
//! answer to every reply of the player: whatever the player does, the game ends in a loss for
//! them when N is not of the form 4k + 1. (The glue from the solver's trees to the renderer's
//! pictures is `puzzlelab_figures::bachet`, shared with the command line.)
//!
//! Run: `cargo run --example bachet_tree [OUT_DIR] [N]` (default `output/`, 13).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use puzzlelab_render::save;
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;

use puzzlelab_figures::bachet::{graph, strategy, MAX_UNFOLDED};

/// Draws the graph of the piles `0..=n` and the strategy tree of `n` into `dir`: the same
/// pictures as `puzzlelab render bachet graph` and `... strategy`; returns the files.
pub fn run(dir: &Path, n: u64) -> anyhow::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let rules = BachetRules::LESSON;
    let files = vec![
        dir.join("bachet-graph.png"),
        dir.join("bachet-strategy.png"),
    ];
    save(&graph(&rules, n, Lang::En)?, &files[0])?;
    save(&strategy(&rules, n, Lang::En, MAX_UNFOLDED)?, &files[1])?;
    Ok(files)
}

/// The program: `[OUT_DIR] [N]`, each file written named on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let mut args = args.into_iter();
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "output".into()));
    let n = args.next().map(|n| n.parse()).transpose()?.unwrap_or(13);
    let mut out = std::io::stdout().lock();
    for path in run(&dir, n)? {
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(ExitCode::SUCCESS)
}
