//! `puzzlelab sat ...`: solving the sliding puzzle with a SAT solver (lesson 3), and the formula
//! exported for any other solver.

mod dimacs;
mod messages;
mod model;
mod refusal_messages;
mod worksheet;

use puzzlelab_rules::{Board, Goal, Lang};
use puzzlelab_solvers::sat::{optimal, Encoding};
use puzzlelab_solvers::search::{Bytes, Limit};

use crate::exit::{Exit, LIMIT};
use messages::Messages;
pub(crate) use refusal_messages::certificate_error;

/// The SAT subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Write the formula "BOARD is solved in exactly M moves" in DIMACS CNF, with comments
    /// naming every variable, for any SAT solver (cadical, minisat, picosat, ...).
    Dimacs(dimacs::Args),
    /// Read a SAT solver's answer to the `sat dimacs` formula back into moves.
    Model(model::Args),
    /// The worksheet's loop on a board, line by line as the worksheet prints it, then the fix
    /// that proves the answer optimal (every encoding solves with `fifteen solve --algo sat`).
    Worksheet(worksheet::Args),
    /// Check a certificate of optimality (`fifteen solve --algo sat --certify DIR`) without the
    /// solver: checksums, every DRAT proof, the model, the plan replayed, the argument.
    Verify(VerifyArgs),
}

/// Arguments of `sat verify`.
#[derive(clap::Args)]
pub struct VerifyArgs {
    /// The certificate's folder.
    dir: std::path::PathBuf,
    /// The language of the verdict: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    #[command(flatten)]
    limits: crate::limits::LimitArgs,
}

/// Checks a certificate; a refused one exits 1 with what failed, a limit reached 3 (time,
/// memory: a file or a formula too large, nodes: too many horizons), bad input 2.
fn verify(args: VerifyArgs) -> anyhow::Result<()> {
    match puzzlelab_certificate::verify(&args.dir, &args.limits.limits()) {
        Ok(v) => {
            outln!("{}", Messages::new(args.lang).certificate_verified(&v))?;
            Ok(())
        }
        Err(e) => Err(refusal_messages::certificate_refused(e)),
    }
}

/// Runs one `sat` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Dimacs(args) => dimacs::run(args),
        Command::Model(args) => model::run(args),
        Command::Worksheet(args) => worksheet::run(args),
        Command::Verify(args) => verify(args),
    }
}

/// The board and goal arguments of `sat worksheet` and `sat dimacs`: the worksheet's own board
/// unless another is given.
#[derive(clap::Args)]
pub struct Position {
    #[arg(help = crate::board_arg::HELP, default_value = crate::render::WORKSHEET)]
    board: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
}

impl Position {
    /// The board and the goal, read and checked (a board that cannot reach the goal is refused).
    pub fn read(&self) -> anyhow::Result<(Board, Board)> {
        crate::board_arg::read_solvable(&self.board, &self.goal)
    }
}

/// The board and goal of `sat model`, the board required (the answer's file follows it).
#[derive(clap::Args)]
pub struct GivenPosition {
    #[arg(help = crate::board_arg::HELP)]
    board: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
}

impl GivenPosition {
    /// The board and the goal, read and checked (a board that cannot reach the goal is refused).
    pub fn read(&self) -> anyhow::Result<(Board, Board)> {
        crate::board_arg::read_solvable(&self.board, &self.goal)
    }
}

/// Whether the formula of `moves` moves fits in `max_memory` bytes, known before it is built
/// ([`optimal::bytes_bound`]); exit 3 naming the limit when it does not.
fn fits(board: &Board, moves: usize, encoding: Encoding, max_memory: u64) -> anyhow::Result<()> {
    let bound = optimal::bytes_bound(board, moves, encoding);
    if bound <= max_memory {
        return Ok(());
    }
    let message = format!(
        "{}: the formula of {moves} moves would take up to {} (raise --max-memory, or fewer moves)",
        Limit::Memory(max_memory),
        Bytes(bound)
    );
    Err(Exit::new(LIMIT, message).into())
}
