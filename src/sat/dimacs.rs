//! `puzzlelab sat dimacs BOARD --moves M`: the formula in DIMACS, variables named in comments.

use std::fs::File;
use std::io::{self, Write};
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
    #[arg(long)]
    moves: usize,
    /// The encoding.
    #[arg(long, value_enum, default_value = "compact")]
    encoding: EncodingArg,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    output: Option<PathBuf>,
}

/// Writes the formula.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let encoding = args.encoding.encoding();
    let formula = optimal::formula(&board, &goal, args.moves, encoding);
    let header = vec![
        format!("puzzlelab sat dimacs: the {} encoding", encoding.name()),
        format!("board {board}"),
        format!("goal  {goal}"),
        format!("satisfiable exactly when the board is solved in exactly {} moves", args.moves),
        format!(
            "read a solver's answer back with: puzzlelab sat model \"{board}\" ANSWER --encoding {} --moves {}",
            encoding.name(),
            args.moves
        ),
        "variables:".to_string(),
    ];
    let mut out: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(
            File::create(path).with_context(|| format!("cannot create {}", path.display()))?,
        ),
        None => Box::new(io::stdout().lock()),
    };
    dimacs::write(formula.cnf(), &header, &mut out).context("cannot write the formula")?;
    if let Some(path) = &args.output {
        eprintln!(
            "wrote {} variables and {} clauses to {}",
            formula.cnf().num_vars(),
            formula.cnf().num_clauses(),
            path.display()
        );
    }
    Ok(())
}
