//! # puzzlelab-assignments: course assignments with self-checks
//!
//! Four assignments, each in three parts:
//!
//! - a **starter** in [`starter`]: the file a student edits (it compiles, runs, and fails its
//!   self-check until the work is done);
//! - a **graded check** in [`selfcheck`], built on [`grading`]: named tests with points,
//!   prerequisites and a hint with each failure (in English and Russian); what
//!   `cargo run --example assignment_N` and `puzzlelab check assignment N` run;
//! - an **answer key** in `keys`, compiled only with the `answer-keys` feature.
//!
//! | # | assignment | starter | self-check |
//! |---|---|---|---|
//! | 1 | the legality check and the inversion count for an N×M board | [`starter::legality`] | [`selfcheck::legality`] |
//! | 2 | a heuristic for the 15-puzzle better than Manhattan | [`starter::heuristic`] | [`selfcheck::heuristic`] |
//! | 3 | BFS over Bachet's game tree and its losing positions | [`starter::bachet`] | [`selfcheck::bachet`] |
//! | 4 | a small 8-puzzle instance in SAT, and the model read back | [`starter::sat`] | [`selfcheck::sat`] |

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod grading;
#[cfg(feature = "answer-keys")]
pub mod keys;
pub mod selfcheck;
pub mod starter;

pub use grading::{Grade, Said, Suite};

/// The assignments there are: 1 to [`COUNT`].
pub const COUNT: u8 = 4;

/// The graded check of assignment `number` on the student's starter files: what
/// `cargo run --example assignment_N` and `puzzlelab check assignment N` run. `None` for a
/// number with no assignment.
pub fn starter_suite(number: u8) -> Option<Suite> {
    use selfcheck::{bachet, heuristic, legality, sat};
    Some(match number {
        1 => legality::suite(legality::Solution {
            is_legal: starter::legality::is_legal,
            inversions: starter::legality::inversions,
        }),
        2 => heuristic::suite(starter::heuristic::heuristic, &heuristic::Config::default()),
        3 => bachet::suite(bachet::Solution {
            bfs_levels: starter::bachet::bfs_levels,
            losing_positions: starter::bachet::losing_positions,
        }),
        4 => sat::suite(sat::Solution {
            encode: starter::sat::encode,
            decode: starter::sat::decode,
        }),
        _ => return None,
    })
}
