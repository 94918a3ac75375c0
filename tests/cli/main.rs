//! The integration tests of the `puzzlelab` package, one binary: the command line by area,
//! and the lesson programs, every run of the binary through [`runner`].

mod runner;

mod bachet;
mod bachet_classes;
mod bachet_solver;
mod bachet_steps;
mod bachet_variant2;
mod check;
mod engine;
mod faults;
mod fifteen;
mod fifteen_examples;
mod flags;
mod fuzz;
mod invariants;
mod limits;
mod output;
mod pdb;
mod quiz;
mod reliability;
mod render;
mod render_examples;
mod sat;
mod sat_worksheet;
mod schema;
mod search;
mod search_examples;
mod serve;
mod serve_attacks;
mod slides;
mod tidy;
mod tmux;
mod trace;
mod trace_play;
