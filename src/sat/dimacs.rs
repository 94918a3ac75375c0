//! `puzzlelab sat dimacs BOARD --horizon M`: the formula in DIMACS, variables named in comments.

use std::path::PathBuf;

use puzzlelab_rules::Lang;
use puzzlelab_solvers::sat::{dimacs, optimal};

use super::messages::Messages;
use super::Position;
use crate::limits::parse_bytes;
use puzzlelab_solvers::solve::SatEncoding;

/// Arguments of `sat dimacs`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: Position,
    /// The horizon: a solution of exactly this many moves.
    #[arg(long, value_name = "M")]
    horizon: usize,
    /// The encoding.
    #[arg(long, value_enum, default_value = "compact")]
    encoding: SatEncoding,
    /// Write to this file (atomically) instead of standard output.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// Refuse a formula whose size would pass this (200MB, 2GB, 512KB).
    #[arg(long, value_name = "SIZE", value_parser = parse_bytes, default_value = puzzlelab_solvers::solve::MAX_MEMORY.default)]
    max_memory: u64,
    /// The language of the comments and notices: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Writes the formula.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let encoding = args.encoding.encoding();
    super::fits(&board, args.horizon, encoding, args.max_memory)?;
    let formula = optimal::formula(&board, &goal, args.horizon, encoding);
    let (name, m) = (encoding.name(), args.horizon);
    let read_back =
        format!("puzzlelab sat model \"{board}\" ANSWER --encoding {name} --horizon {m}");
    let text = Messages::new(args.lang);
    let header = text.dimacs_header(name, &board, &goal, m, &read_back);
    match &args.out {
        Some(path) => {
            puzzlelab_files::write_with(path, |out| dimacs::write(formula.cnf(), &header, out))
                .map_err(|e| crate::messages::cannot_write(path).because(e))?
        }
        None => dimacs::write(formula.cnf(), &header, &mut std::io::stdout().lock())?,
    }
    if let Some(path) = &args.out {
        let cnf = formula.cnf();
        noteln!(
            "{}",
            text.wrote_formula(cnf.num_vars(), cnf.num_clauses(), path)
        );
    }
    Ok(())
}
