//! The graded checks: each takes the student's functions (or the answer key's) and builds the
//! assignment's [`Suite`](crate::Suite) of tests.

pub mod bachet;
pub mod heuristic;
pub mod legality;
pub mod reference;
pub mod sat;
