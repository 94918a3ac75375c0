//! `puzzlelab pdb lookup NAME BOARD`: what the pattern databases say about one board: each
//! pattern's tiles, where they stand, the moves its table holds for them, and the sum, beside
//! the Manhattan distance it improves on. The lesson's pattern-database view shows this JSON.

use std::path::PathBuf;

use puzzlelab_rules::{Goal, Lang};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::pdb::file::Building;
use serde_json::json;

use super::messages::Messages;
use crate::board_arg;
use crate::exit::{Exit, BAD_INPUT};

/// Arguments of `pdb lookup`.
#[derive(clap::Args)]
pub struct Args {
    /// The partition: 555, 663 or 78 (4x4), 6666 (5x5), full or 44 (3x3).
    name: String,
    #[arg(help = board_arg::HELP)]
    board: String,
    /// The goal: standard, blank-first (Korf's), spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// Print JSON (the schema puzzlelab-pdb-lookup/1) instead of text.
    #[arg(long)]
    json: bool,
    /// The language of the text: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Looks the board up in every database of the partition and prints what each holds.
pub fn run(args: Args) -> anyhow::Result<()> {
    let Some(size) = super::size_of(&args.name) else {
        let message = format!(
            "no partition '{}' (known: 555, 663, 78 for 4x4; 6666 for 5x5; full, 44 for 3x3)",
            args.name
        );
        return Err(Exit::new(BAD_INPUT, message).into());
    };
    let board = board_arg::read_board(&args.board, Some(size))?;
    let goal = args.goal.board(size);
    let dir = super::cache_dir(args.pdb_dir.as_deref())?;
    let pdb = super::tables(dir, Building::default(), None).open(&args.name, &goal)?;
    let lookups = pdb.lookups(&board);
    let sum = |values: &[u8]| values.iter().map(|&v| u32::from(v)).sum::<u32>();
    let plain_sum = sum(&lookups.plain);
    let reflected_sum = lookups.reflected.as_deref().map(sum);
    let estimate = plain_sum.max(reflected_sum.unwrap_or(0));
    let manhattan = Heuristic::Manhattan.estimate(&board, &goal);
    let patterns: Vec<_> = pdb
        .databases()
        .iter()
        .zip(&lookups.plain)
        .map(|(db, &value)| {
            let tiles = db.pattern().tiles();
            let cells = db.pattern().cells_on(&board);
            json!({"tiles": tiles, "cells": cells, "value": value})
        })
        .collect();
    if args.json {
        let doc = json!({
            "schema": "puzzlelab-pdb-lookup/1",
            "partition": args.name,
            "board": board.to_string(),
            "goal": goal.to_string(),
            "size": size.to_string(),
            "patterns": patterns,
            "sum": plain_sum,
            "reflected": lookups.reflected,
            "reflected_sum": reflected_sum,
            "estimate": estimate,
            "manhattan": manhattan,
        });
        return Ok(outln!("{}", serde_json::to_string_pretty(&doc)?)?);
    }
    let text = Messages::new(args.lang);
    outln!("{board}")?;
    for (db, value) in pdb.databases().iter().zip(&lookups.plain) {
        outln!("{}", text.pattern_value(db.pattern().tiles(), *value))?;
    }
    outln!("{}", text.sum(plain_sum))?;
    if let Some(r) = reflected_sum {
        outln!("{}", text.reflected_sum(r))?;
    }
    outln!("{}", text.estimate(estimate, manhattan))?;
    Ok(())
}
