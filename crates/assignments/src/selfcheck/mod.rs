//! The self-checks: each takes the student's functions (or the answer key's) and reports.

pub mod bachet;
pub mod heuristic;
pub mod legality;
pub mod reference;
pub mod sat;
