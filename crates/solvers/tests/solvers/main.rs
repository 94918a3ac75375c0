//! The integration tests of puzzlelab-solvers, one binary, a module per area.

mod heuristics_all_states;
mod sat_cadical;
mod sat_optimal;
mod search_agree;
