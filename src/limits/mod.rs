//! The limits every long computation runs under, as the command line writes them: one node
//! flag, one duration syntax (`30s`, `2m`, `500ms`, or plain seconds) and one size syntax
//! (`200MB`, `2GB`, `512KB`) for every command.

pub(crate) mod messages;

use std::time::Duration;

pub use puzzlelab_solvers::search::{parse_bytes, parse_duration, Limits};
use puzzlelab_solvers::solve::{Ask, MAX_MEMORY, TIMEOUT};

/// `--max-nodes`, `--timeout`, `--max-memory`: shared by every command that searches.
#[derive(clap::Args, Clone, Debug)]
pub struct LimitArgs {
    /// Stop after this many node expansions (SAT: this many horizons).
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Stop after this much time: seconds, or with a unit (500ms, 30s, 2m).
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = TIMEOUT.default)]
    pub timeout: Duration,
    /// Stop before the search's tables pass this size (200MB, 2GB, 512KB).
    #[arg(long, value_name = "SIZE", value_parser = parse_bytes, default_value = MAX_MEMORY.default)]
    pub max_memory: u64,
}

impl LimitArgs {
    /// The run these flags ask for, the trace's settings at their defaults.
    pub fn ask(&self) -> Ask {
        Ask {
            max_nodes: self.max_nodes,
            timeout: self.timeout,
            max_memory: self.max_memory,
            ..Ask::default()
        }
    }

    /// The limits of a search (a board keeps its cells in place: nothing on the heap).
    pub fn limits(&self) -> Limits {
        self.ask().limits()
    }
}
