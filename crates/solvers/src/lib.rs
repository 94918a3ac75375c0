//! # puzzlelab-solvers: searching for solutions
//!
//! This crate teaches search: breadth-first search, A*, IDA*, the heuristics that guide them,
//! SAT encodings and the solving of two-player games, each readable on a slide and each
//! reporting what it did.

#![warn(missing_docs)]

pub mod game;
pub mod heuristics;
pub mod pdb;
mod prefetch;
pub mod sat;
pub mod search;
pub mod sliding;
pub mod solve;
mod table;
