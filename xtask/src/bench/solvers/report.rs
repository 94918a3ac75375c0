//! What `bench solvers` reports: one summary per solver and set, printed as a table and
//! written as JSON (the docs' "How fast" tables are made from those files).

use std::path::Path;

use anyhow::Context;
use serde::Serialize;

/// What `--json` writes: the run's command line, day and processor, and every result (the
/// docs' "How fast" tables are made from these files).
#[derive(Serialize, serde::Deserialize)]
pub struct Record {
    /// `puzzlelab-bench-solvers/1`.
    pub schema: String,
    /// The command that made it.
    pub command: String,
    /// The day of the run, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// The processor it ran on.
    pub cpu: String,
    /// The cores the run could use.
    pub cores: usize,
    /// One row per solver and set.
    pub results: Vec<Summary>,
}

/// One solver's results on one set.
#[derive(Serialize, serde::Deserialize)]
pub struct Summary {
    /// The solver, with its threads when more than one (`puzzlelab pdb:78 x2`).
    pub solver: String,
    /// The set of instances.
    pub set: String,
    /// Instances in the set.
    pub instances: usize,
    /// Instances solved (a peer may be given only the first few, or stop at its cap).
    pub solved: usize,
    /// Solutions of the wrong length (none, or the bench has found a bug).
    pub wrong_length: usize,
    /// CPU seconds of the instances solved: the thread's, or the process's with threads.
    pub total_cpu_s: f64,
    /// Wall seconds of the instances solved.
    pub total_wall_s: f64,
    /// The median instance's CPU milliseconds.
    pub median_cpu_ms: f64,
    /// The slowest instance's CPU milliseconds.
    pub max_cpu_ms: f64,
    /// This solver's CPU time over the first solver's on the same instances.
    pub cpu_ratio: f64,
    /// Nodes expanded (ours and pathfinding's; slidy counts none).
    pub expanded: u64,
    /// Nodes generated (ours).
    pub generated: u64,
    /// Nodes generated per instance solved.
    pub mean_generated: f64,
    /// Nodes expanded per CPU second.
    pub nodes_per_s: f64,
    /// The tables' memory: ours the database files' bytes (mapped), a peer's the resident
    /// memory its set-up added.
    pub tables_mb: f64,
    /// How far the process's own memory (mapped files aside) grew while the set was solved.
    pub search_mb: f64,
    /// Each instance solved, for the sets whose paper gives nodes per instance (none else).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub each: Vec<Each>,
}

/// One instance of a set whose paper reports its search's nodes.
#[derive(Serialize, serde::Deserialize)]
pub struct Each {
    /// Its number in the paper.
    pub number: u32,
    /// The solution's length.
    pub moves: u32,
    /// Nodes this solver expanded.
    pub expanded: u64,
    /// Nodes the paper's search expanded.
    pub paper_expanded: u64,
    /// CPU seconds.
    pub cpu_s: f64,
}

/// Prints the summaries as a table, and the instances of the sets whose paper reports nodes
/// beside the paper's.
pub(super) fn print(summaries: &[Summary]) {
    println!(
        "{:<30} {:>6} {:>7} {:>5} {:>9} {:>9} {:>9} {:>9} {:>7} {:>12} {:>10} {:>8} {:>9}",
        "solver",
        "set",
        "solved",
        "wrong",
        "CPU s",
        "wall s",
        "median ms",
        "ratio",
        "Mexp/s",
        "generated",
        "mean gen",
        "tables MB",
        "search MB"
    );
    for s in summaries {
        println!(
            "{:<30} {:>6} {:>3}/{:<3} {:>5} {:>9.3} {:>9.3} {:>9.3} {:>9.2} {:>7.1} {:>12} {:>10.0} {:>8.0} {:>9.1}",
            s.solver,
            s.set,
            s.solved,
            s.instances,
            s.wrong_length,
            s.total_cpu_s,
            s.total_wall_s,
            s.median_cpu_ms,
            s.cpu_ratio,
            s.nodes_per_s / 1e6,
            s.generated,
            s.mean_generated,
            s.tables_mb,
            s.search_mb
        );
    }
    for s in summaries.iter().filter(|s| !s.each.is_empty()) {
        println!(
            "\n{} on {}: nodes expanded against the paper's",
            s.solver, s.set
        );
        println!(
            "{:>8} {:>5} {:>14} {:>14} {:>7} {:>9}",
            "instance", "moves", "expanded", "paper", "ratio", "CPU s"
        );
        for e in &s.each {
            println!(
                "{:>8} {:>5} {:>14} {:>14} {:>7.3} {:>9.1}",
                e.number,
                e.moves,
                e.expanded,
                e.paper_expanded,
                e.expanded as f64 / e.paper_expanded as f64,
                e.cpu_s
            );
        }
    }
}

/// Writes the summaries as JSON to `path`, with the command line, day and processor.
pub(super) fn write_json(path: &Path, summaries: Vec<Summary>) -> anyhow::Result<()> {
    let record = Record {
        schema: "puzzlelab-bench-solvers/1".into(),
        command: std::iter::once("cargo xtask bench solvers".to_string())
            .chain(std::env::args().skip(3))
            .collect::<Vec<_>>()
            .join(" "),
        date: crate::bench::today(),
        cpu: crate::bench::cpu_model(),
        cores: crate::bench::cores(),
        results: summaries,
    };
    let text = serde_json::to_string_pretty(&record)? + "\n";
    puzzlelab_files::write(path, text.as_bytes())
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}
