//! `puzzlelab sat ...`: solving the sliding puzzle with a SAT solver (lesson 3), and the formula
//! exported for any other solver.

mod dimacs;
mod model;
mod solve;

use anyhow::Context;
use puzzlelab_rules::{Board, Goal};
use puzzlelab_solvers::sat::limit::{run_limited, Limited};
use puzzlelab_solvers::sat::optimal::{self, Proof};
use puzzlelab_solvers::sat::{backend, compact, CompactOptions, Encoding, SatBackend, SatError};

/// The SAT subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Write the formula "BOARD is solved in exactly M moves" in DIMACS CNF, with comments
    /// naming every variable, for any SAT solver (cadical, minisat, picosat, ...).
    Dimacs(dimacs::Args),
    /// Read a SAT solver's answer to the `sat dimacs` formula back into moves.
    Model(model::Args),
    /// Solve a board with SAT: the worksheet's loop, or the compact encoding's proven optimum.
    Solve(solve::Args),
}

/// Runs one `sat` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Dimacs(args) => dimacs::run(args),
        Command::Model(args) => model::run(args),
        Command::Solve(args) => solve::run(args),
    }
}

/// Which encoding to use, on the command line (also `fifteen solve --algo sat --encoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EncodingArg {
    /// The worksheet's: S[i,j,n,t] for every square, tile and step.
    Worksheet,
    /// The compact one: the blank, the moves, and tiles only where they can be.
    Compact,
}

impl EncodingArg {
    /// The library's encoding (the compact one with all its ideas on).
    pub fn encoding(self) -> Encoding {
        match self {
            EncodingArg::Worksheet => Encoding::Worksheet,
            EncodingArg::Compact => Encoding::Compact(CompactOptions::default()),
        }
    }
}

/// Which SAT solver answers, on the command line (`sat solve`, `fifteen solve --algo sat`,
/// `bench sat`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum BackendArg {
    /// varisat, in pure Rust: always built in.
    #[default]
    Varisat,
    /// CaDiCaL (C++): only in a build with `--features cadical`.
    Cadical,
}

impl BackendArg {
    /// The backend's name, as on the command line.
    pub fn name(self) -> &'static str {
        match self {
            BackendArg::Varisat => "varisat",
            BackendArg::Cadical => "cadical",
        }
    }

    /// The solver, or why this build does not have it.
    pub fn backend(self) -> Result<Box<dyn SatBackend + Send>, SatError> {
        backend::by_name(self.name())
    }
}

/// The board and goal arguments every `sat` command takes.
#[derive(clap::Args)]
pub struct Position {
    /// The board in any of the board formats, e.g. one line: "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12".
    board: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
}

impl Position {
    /// The board and the goal, read and checked (a board that cannot reach the goal is refused).
    pub fn read(&self) -> anyhow::Result<(Board, Board)> {
        let board = Board::parse_any(&self.board, None).context("the board could not be read")?;
        let goal = self.goal.board_for(&board)?;
        let solvability = board.solvability(&goal);
        if !solvability.is_solvable() {
            anyhow::bail!("the board cannot reach the goal: {solvability}");
        }
        Ok((board, goal))
    }
}

/// What a time-limited proof ended with.
pub enum Bounded {
    /// The optimum, proven.
    Proven(Proof),
    /// The time limit came first; no solution is shorter than `lower_bound` moves.
    TimedOut {
        /// The length below which no solution exists, as proven by then.
        lower_bound: usize,
    },
}

/// Proves the optimum with `encoding` on `backend`, on a worker thread abandoned after
/// `timeout` (used by `fifteen solve --algo sat`).
pub fn prove_within(
    board: &Board,
    goal: &Board,
    encoding: Encoding,
    mut backend: Box<dyn SatBackend + Send>,
    timeout: Option<std::time::Duration>,
) -> Result<Bounded, SatError> {
    let (start, end) = (board.clone(), goal.clone());
    let mut lower_bound = compact::manhattan(board, goal);
    let outcome = run_limited(
        timeout,
        move |report: &dyn Fn(usize)| {
            optimal::prove(&start, &end, encoding, &mut *backend, &mut |a| {
                if a.solution.is_none() {
                    report(a.moves + 2);
                }
            })
        },
        |bound| lower_bound = lower_bound.max(bound),
    );
    match outcome {
        Limited::Done(proof) => proof.map(Bounded::Proven),
        Limited::TimedOut => Ok(Bounded::TimedOut { lower_bound }),
    }
}
