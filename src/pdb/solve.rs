//! `puzzlelab pdb solve BOARD --pdb 663`: optimal solutions, one board or a batch in parallel.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::Context;
use puzzlelab_rules::{Board, Goal};
use puzzlelab_solvers::pdb::{PdbError, PdbSolution};
use rayon::prelude::*;
use serde::Serialize;

use crate::exit::{Exit, BAD_INPUT, LIMIT};

/// Arguments of `pdb solve`.
#[derive(clap::Args)]
pub struct Args {
    /// The board, as one line of numbers (0 for the blank); or use --batch.
    board: Option<String>,
    /// A file of boards (`-`: standard input), one a line (`#` comments and blank lines
    /// skipped), solved in parallel.
    #[arg(long)]
    batch: Option<PathBuf>,
    /// Threads for --batch (default: every core).
    #[arg(long)]
    jobs: Option<usize>,
    /// The partition: 555, 663 or 78 (4x4), 6666 (5x5), full or 44 (3x3); default: the best
    /// one already built for 4x4 (else 663), full for 3x3, 6666 for 5x5.
    #[arg(long)]
    pdb: Option<String>,
    /// The goal: standard, blank-first (Korf's), spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// The cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long)]
    pdb_dir: Option<PathBuf>,
    /// Give up a board after this many expanded nodes (exit code 3).
    #[arg(long)]
    max_nodes: Option<u64>,
    /// Print the results as JSON.
    #[arg(long)]
    json: bool,
}

/// One board's result, as printed in JSON.
#[derive(Serialize)]
struct Row {
    board: String,
    length: Option<usize>,
    moves: Option<String>,
    nodes: Option<u64>,
    iterations: Option<u32>,
    initial_h: Option<u32>,
    seconds: f64,
    error: Option<String>,
}

/// Solves the board or the batch and prints each result in input order.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (boards, label) = match (&args.board, &args.batch) {
        (Some(b), None) => (vec![(1, b.clone())], "board"),
        (None, Some(path)) => (crate::batch::read(path)?, "line"),
        _ => return Err(Exit::new(BAD_INPUT, "give one board, or --batch FILE (not both)").into()),
    };
    let boards: Vec<Board> = boards
        .iter()
        .map(|(n, text)| {
            text.parse::<Board>()
                .with_context(|| format!("{label} {n} ('{text}') could not be read"))
        })
        .collect::<anyhow::Result<_>>()?;
    let first = boards
        .first()
        .ok_or_else(|| Exit::new(BAD_INPUT, "no boards to solve"))?;
    if let Some(other) = boards.iter().find(|b| b.size() != first.size()) {
        return Err(Exit::new(
            BAD_INPUT,
            format!(
                "a batch holds one size: {} and {}",
                first.size(),
                other.size()
            ),
        )
        .into());
    }
    let goal = args.goal.board_for(first)?;
    let dir = super::cache_dir(args.pdb_dir.as_deref());
    let name = match &args.pdb {
        Some(name) => name.clone(),
        None => default_partition(&goal, &dir)?,
    };
    if !args.json {
        eprintln!(
            "solving with the {name} pattern databases from {}",
            dir.display()
        );
    }
    let solver = super::open_solver(&name, &goal, &dir, false, args.json)?;

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0))
        .build()
        .context("cannot start the worker threads")?;
    let results: Vec<(Result<PdbSolution, PdbError>, f64)> = pool.install(|| {
        boards
            .par_iter()
            .map(|board| {
                let start = Instant::now();
                let result = solver.solve(board, args.max_nodes);
                (result, start.elapsed().as_secs_f64())
            })
            .collect()
    });

    let mut worst = 0u8;
    let mut rows = Vec::new();
    for (board, (result, seconds)) in boards.iter().zip(results) {
        let row = match result {
            Ok(s) => Row {
                board: board.to_string(),
                length: Some(s.moves.len()),
                moves: Some(s.moves.to_string()),
                nodes: Some(s.nodes),
                iterations: Some(s.iterations),
                initial_h: Some(s.initial_h),
                seconds,
                error: None,
            },
            Err(e) => {
                worst = worst.max(if matches!(e, PdbError::NodeLimit { .. }) {
                    LIMIT
                } else {
                    BAD_INPUT
                });
                Row {
                    board: board.to_string(),
                    length: None,
                    moves: None,
                    nodes: None,
                    iterations: None,
                    initial_h: None,
                    seconds,
                    error: Some(e.to_string()),
                }
            }
        };
        if !args.json {
            match (&row.length, &row.error) {
                (Some(len), _) => println!(
                    "{}: {len} moves {} ({} nodes, {} iterations, h0 {}, {:.3} s)",
                    row.board,
                    row.moves.as_deref().unwrap_or(""),
                    row.nodes.unwrap_or(0),
                    row.iterations.unwrap_or(0),
                    row.initial_h.unwrap_or(0),
                    row.seconds
                ),
                (None, Some(err)) => println!("{}: {err}", row.board),
                _ => {}
            }
        }
        rows.push(row);
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    }
    if worst != 0 {
        return Err(Exit::new(worst, "some boards were not solved (see above)").into());
    }
    Ok(())
}

/// The partition used when none is named: the best one whose files are present, never one that
/// needs a long build.
pub fn default_partition(goal: &Board, dir: &std::path::Path) -> anyhow::Result<String> {
    let size = goal.size();
    let names = puzzlelab_solvers::pdb::Partition::names(size);
    let present = |name: &str| {
        puzzlelab_solvers::pdb::Partition::named(name, goal)
            .map(|p| {
                p.patterns().iter().all(|pat| {
                    dir.join(puzzlelab_solvers::pdb::file::file_name(pat))
                        .exists()
                })
            })
            .unwrap_or(false)
    };
    let preference: &[&str] = match names.first() {
        Some(&"555") => &["78", "663", "555"],
        Some(&"full") => &["full"],
        _ => &["6666"],
    };
    if let Some(name) = preference.iter().find(|n| present(n)) {
        return Ok(name.to_string());
    }
    match preference.iter().find(|n| names.contains(n)) {
        Some(&"78") => {
            eprintln!(
                "(7-8 is not built: using 6-6-3; `puzzlelab pdb build 78` makes solving faster)"
            );
            Ok("663".into())
        }
        Some(name) => Ok(name.to_string()),
        None => Err(Exit::new(
            BAD_INPUT,
            format!("no pattern databases for a {size} board (they exist for 3x3, 4x4, 5x5)"),
        )
        .into()),
    }
}
