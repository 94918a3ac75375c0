//! # The one place a search is chosen and run
//!
//! Every front end (the command line, its figures, charts, traces and certificates, the server,
//! the benches) asks for a search the same way: a [`Job`] (a board, its goal, an
//! [`Algorithm`], a heuristic made [`Ready`] by [`Tables`], SAT's [`SatChoice`], the
//! [`Limits`](crate::search::Limits) and the threads), an observer of its own, and a
//! [`Report`] back. So the same board searched for a figure and by `fifteen solve` expands the
//! same nodes: the choice of a solver, its move pruning and its limits are made here once.
//! Bachet's game is asked for the same way: a pile, a [`GameAlgorithm`], the limits and an
//! observer ([`solve_pile`], [`solve_piles`]).
//!
//! ```
//! use puzzlelab_rules::{Board, Goal, Size};
//! use puzzlelab_solvers::heuristics::Heuristic;
//! use puzzlelab_solvers::search::{Limits, NoObserver};
//! use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready};
//! let goal = Goal::Standard.board(Size::EIGHT);
//! let board: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
//! let (heuristic, limits) = (Ready::Classic(Heuristic::Manhattan), Limits::none());
//! let job = Job::new(&board, &goal, Algorithm::Ida, &heuristic, &limits);
//! let report = solve(job, &mut NoObserver).unwrap();
//! assert_eq!(report.outcome.cost(), Some(2));
//! assert_eq!(report.initial_estimate, Some(2));
//! ```

mod ask;
mod choice;
mod choice_words;
mod game;
mod job;
mod messages;
mod record;
pub mod result;
mod tables;
pub mod trace;

pub use ask::{
    Ask, AskError, AskWords, Setting, MAX_EVENTS, MAX_MEMORY, MAX_NODES, SETTINGS, SNAPSHOT_EVERY,
    TIMEOUT,
};
pub use choice::{
    Algorithm, Defaults, HeuristicChoice, PdbName, SatChoice, SatEncoding, SatSolver, SOLVE,
    STUDENT, TRACE,
};
pub use choice_words::{ChoiceError, ChoiceWords, Choices};
pub use game::{solve_pile, solve_piles, solve_takes, GameAlgorithm};
pub use job::{layers, solve, solve_batch, Job, Report, SolveError};
pub use record::{
    record_bachet, record_fifteen, record_steps, Capacity, Recorded, Step,
    MAX_RECORDED_MINIMAX_PILE,
};
pub use tables::{Ready, Tables};
