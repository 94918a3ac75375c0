//! `puzzlelab sat model BOARD FILE`: a SAT solver's answer read back into moves.

use std::path::PathBuf;

use puzzlelab_rules::Lang;
use puzzlelab_solvers::sat::{dimacs, optimal};

use super::messages::Messages;
use super::GivenPosition;
use crate::input::{self, Source, What};
use crate::limits::parse_bytes;
use puzzlelab_solvers::solve::SatEncoding;

/// The largest horizon tried when the answer's size has to tell the number of moves.
const MAX_MOVES: usize = 200;

/// The most bytes of a solver's answer: a value per variable, for the largest formulas this
/// program writes.
const MAX_ANSWER_BYTES: u64 = 256 << 20;

/// Arguments of `sat model`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: GivenPosition,
    /// The solver's answer: `s SATISFIABLE` / `v ...` lines, or MiniSat's result file.
    file: PathBuf,
    /// The horizon the formula was written for (found from the answer's size if left out).
    #[arg(long, value_name = "M")]
    horizon: Option<usize>,
    /// The encoding the formula was written with.
    #[arg(long, value_enum, default_value = "compact")]
    encoding: SatEncoding,
    /// Refuse a formula whose size would pass this (200MB, 2GB, 512KB).
    #[arg(long, value_name = "SIZE", value_parser = parse_bytes, default_value = puzzlelab_solvers::solve::MAX_MEMORY.default)]
    max_memory: u64,
    /// The language of the text: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Decodes the answer and prints the moves.
pub fn run(args: Args) -> anyhow::Result<()> {
    let (board, goal) = args.position.read()?;
    let said = input::read_text(
        Source::of(&args.file),
        MAX_ANSWER_BYTES,
        What::new(
            "a SAT solver's answer",
            "ответ SAT-решателя",
            "ответа SAT-решателя",
        ),
    )?;
    let encoding = args.encoding.encoding();
    let moves = match args.horizon {
        Some(m) => m,
        None => {
            let vars = dimacs::largest_var(&said);
            (0..=MAX_MOVES)
                .take_while(|&m| super::fits(&board, m, encoding, args.max_memory).is_ok())
                .find(|&m| {
                    optimal::formula(&board, &goal, m, encoding)
                        .cnf()
                        .num_vars()
                        == vars
                })
                .ok_or_else(|| super::refusal_messages::no_horizon_of(MAX_MOVES, vars))?
        }
    };
    super::fits(&board, moves, encoding, args.max_memory)?;
    let formula = optimal::formula(&board, &goal, moves, encoding);
    let answer = dimacs::read_model(&said, formula.cnf().num_vars())
        .map_err(|e| super::refusal_messages::answer_unreadable(&args.file).because(e))?;
    let text = Messages::new(args.lang);
    match answer {
        None => outln!("{}", text.no_solution_of_exactly(moves))?,
        Some(model) => {
            if !formula.cnf().is_satisfied_by(&model) {
                let refusal =
                    super::refusal_messages::assignment_unsatisfying(encoding.name(), moves);
                return Err(refusal.into());
            }
            let solution = formula.decode(&model)?;
            outln!("{solution}")?;
            outln!("{}", text.replayed(solution.len(), &board))?;
        }
    };
    Ok(())
}
