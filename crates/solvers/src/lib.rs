//! # puzzlelab-solvers: searching for solutions
//!
//! This crate teaches search: breadth-first search, A*, IDA*, the heuristics that guide them,
//! SAT encodings and the solving of two-player games, each readable on a slide and each
//! reporting what it did.
//!
//! A front end needs only the crate root: a [`Job`] in, a [`Report`] out, through [`solve`],
//! with the [`Limits`] every search runs under and an [`Observer`] that watches it. The modules
//! below hold the algorithms themselves, for a reader who wants to see how each works.
//!
//! ```
//! use puzzlelab_rules::{Board, Goal, Size};
//! use puzzlelab_solvers::{solve, Algorithm, Heuristic, Job, Limits, NoObserver, Ready};
//! let goal = Goal::Standard.board(Size::EIGHT);
//! let board: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
//! let (heuristic, limits) = (Ready::Classic(Heuristic::Manhattan), Limits::none());
//! let report = solve(Job::new(&board, &goal, Algorithm::Astar, &heuristic, &limits), &mut NoObserver);
//! assert_eq!(report.unwrap().outcome.cost(), Some(2));
//! ```

#![warn(missing_docs)]

pub mod clock;
pub mod game;
pub mod heuristics;
pub mod pdb;
mod prefetch;
pub mod sat;
pub mod search;
pub mod sliding;
pub mod solve;
mod table;

pub use heuristics::Heuristic;
pub use search::{Limit, Limits, NoObserver, Observer, Outcome, Stats};
pub use solve::{solve, solve_batch, Algorithm, Job, Ready, Report, SolveError, Tables};
