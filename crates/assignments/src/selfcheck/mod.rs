//! The graded checks: each takes the student's functions (or the answer key's) and builds the
//! assignment's [`Suite`](crate::Suite) of tests.

pub mod astar;
pub mod bachet;
pub mod heuristic;
pub mod ida;
pub mod legality;
pub mod pdb;
pub mod reference;
pub mod sat;
pub mod subtraction;
