//! `puzzlelab sat dimacs BOARD --horizon M`: the formula in DIMACS, variables named in comments.

use std::path::PathBuf;

use anyhow::Context;
use puzzlelab_solvers::sat::{dimacs, optimal};

use super::{EncodingArg, Position};

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
    encoding: EncodingArg,
    /// Write to this file (atomically) instead of standard output.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
}

/// Writes the formula.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let encoding = args.encoding.encoding();
    let formula = optimal::formula(&board, &goal, args.horizon, encoding);
    let header = vec![
        format!("puzzlelab sat dimacs: the {} encoding", encoding.name()),
        format!("board {board}"),
        format!("goal  {goal}"),
        format!("satisfiable exactly when the board is solved in exactly {} moves", args.horizon),
        format!(
            "read a solver's answer back with: puzzlelab sat model \"{board}\" ANSWER --encoding {} --horizon {}",
            encoding.name(),
            args.horizon
        ),
        "variables:".to_string(),
    ];
    let mut text = Vec::new();
    dimacs::write(formula.cnf(), &header, &mut text).context("cannot write the formula")?;
    match &args.out {
        Some(path) => puzzlelab_render::write_atomic(path, &text)?,
        None => crate::out::print(format_args!("{}", String::from_utf8_lossy(&text)))?,
    }
    if let Some(path) = &args.out {
        eprintln!(
            "wrote {} variables and {} clauses to {}",
            formula.cnf().num_vars(),
            formula.cnf().num_clauses(),
            path.display()
        );
    }
    Ok(())
}
