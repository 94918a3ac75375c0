//! # What a run is asked for: its limits and its trace, each default written once
//!
//! Every front end asks for a run in its own words: the command line's flags
//! (`--timeout 30s`), the server's query (`timeout=30s`), the page engine's JSON
//! (`"timeout": "30s"`) and Python's keywords (`timeout="30s"` or `timeout=30`). All of them
//! hand the words to [`Ask::read`], so a default, a range and a syntax are written here and
//! nowhere else: the [`SETTINGS`] table is the data the help text, the docs and every front
//! end's refusals take them from.
//!
//! ```
//! use std::time::Duration;
//! use puzzlelab_solvers::solve::{Ask, AskWords};
//! let asked = Ask::read(&AskWords { timeout: Some("30s".into()), ..AskWords::default() }).unwrap();
//! assert_eq!(asked.timeout, Duration::from_secs(30));
//! assert_eq!(asked, Ask { timeout: Duration::from_secs(30), ..Ask::default() });
//! // a traced run shares its memory with its trace, half each
//! let (search, capacity) = Ask::default().traced();
//! assert_eq!(search.max_memory, Some(1_000_000_000));
//! assert_eq!(capacity.max_bytes, 1_000_000_000);
//! ```

use std::time::Duration;

use serde::Deserialize;

use super::Capacity;
use crate::search::{parse_bytes, parse_duration, Limits};

/// One setting of a run as every front end names it: its name (the command line's flag
/// without `--`, as the page engine's JSON and the server's query write it too) and Python's
/// keyword, its default as the command line writes it (`None`: no limit unless one is given),
/// its range and what it means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The name, as the command line's flag without `--`.
    pub name: &'static str,
    /// Python's keyword for it.
    pub keyword: &'static str,
    /// The default, in the command line's syntax.
    pub default: Option<&'static str>,
    /// The whole numbers it may be (a count's range; a duration's or a size's in its unit).
    pub range: (u64, u64),
    /// What it means, in a few words.
    pub meaning: &'static str,
}

/// `max-nodes`: the node expansions a search may make (SAT: the horizons it may try).
pub const MAX_NODES: Setting = Setting {
    name: "max-nodes",
    keyword: "max_nodes",
    default: None,
    range: (1, u64::MAX),
    meaning: "node expansions (SAT: horizons)",
};

/// `timeout`: the wall time a run may take, `5m` unless given.
pub const TIMEOUT: Setting = Setting {
    name: "timeout",
    keyword: "timeout",
    default: Some("5m"),
    range: (0, u64::MAX),
    meaning: "wall time: seconds, or with a unit (500ms, 30s, 2m)",
};

/// `max-memory`: the bytes a run's tables may hold, `2GB` unless given.
pub const MAX_MEMORY: Setting = Setting {
    name: "max-memory",
    keyword: "max_memory",
    default: Some("2GB"),
    range: (0, u64::MAX),
    meaning: "the search's tables (200MB, 2GB, 512KB); a traced run shares it with its trace",
};

/// `max-events`: the events a trace holds, a million unless given.
pub const MAX_EVENTS: Setting = Setting {
    name: "max-events",
    keyword: "max_events",
    default: Some("1000000"),
    range: (1, 10_000_000),
    meaning: "events a trace holds (the run goes on, counted)",
};

/// `snapshot-every`: the events between two snapshots of a trace's frontier, 1000 unless
/// given.
pub const SNAPSHOT_EVERY: Setting = Setting {
    name: "snapshot-every",
    keyword: "snapshot_every",
    default: Some("1000"),
    range: (1, 1_000_000),
    meaning: "events between two snapshots of the frontier",
};

/// Every setting of a run, in the order the help text lists them.
pub const SETTINGS: [Setting; 5] = [MAX_NODES, TIMEOUT, MAX_MEMORY, MAX_EVENTS, SNAPSHOT_EVERY];

/// A run's limits and its trace's capacity, read from a front end's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    /// At most this many node expansions, if any limit is given.
    pub max_nodes: Option<u64>,
    /// At most this much wall time.
    pub timeout: Duration,
    /// At most this many bytes: the search's tables, or (traced) the tables and the trace.
    pub max_memory: u64,
    /// At most this many events in a trace.
    pub max_events: u64,
    /// A snapshot of the frontier every this many events.
    pub snapshot_every: u64,
}

/// The words of an [`Ask`] as a front end has them, each in the command line's syntax
/// (`"30s"`, `"2GB"`, `"1000"`), `None` for the default: what the page engine's JSON and the
/// server's query deserialise into, and what the command line's and Python's values are
/// written as.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct AskWords {
    /// `max-nodes`.
    pub max_nodes: Option<String>,
    /// `timeout`.
    pub timeout: Option<String>,
    /// `max-memory`.
    pub max_memory: Option<String>,
    /// `max-events`.
    pub max_events: Option<String>,
    /// `snapshot-every`.
    pub snapshot_every: Option<String>,
}

/// A setting's words that could not be read, naming the setting.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AskError {
    /// A duration or a size that does not read (`"forever"`), with the parser's reason.
    #[error("{}: {reason}", setting.name)]
    Unreadable {
        /// The setting.
        setting: Setting,
        /// Why it does not read.
        reason: String,
    },
    /// A count that is not a whole number in its range.
    #[error("{}: {given} is not a whole number from {min} to {max}", setting.name)]
    OutOfRange {
        /// The setting.
        setting: Setting,
        /// What was given.
        given: String,
        /// The least it may be.
        min: u64,
        /// The most it may be.
        max: u64,
    },
}

impl Setting {
    /// The default read by `read` (a setting with a default: its text always reads).
    fn default_as<T>(&self, read: impl Fn(&str) -> Result<T, String>) -> T {
        let text = self.default.expect("a setting read by default has one");
        read(text).unwrap_or_else(|e| panic!("the default of {} reads: {e}", self.name))
    }

    /// `given` read as a whole number in the setting's range.
    fn count(&self, given: &str) -> Result<u64, AskError> {
        let (min, max) = self.range;
        given
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| AskError::OutOfRange {
                setting: *self,
                given: given.to_string(),
                min,
                max,
            })
    }

    /// `given` read by `read` (a duration or a size), or the default.
    fn amount<T>(
        &self,
        given: Option<&str>,
        read: impl Fn(&str) -> Result<T, String>,
    ) -> Result<T, AskError> {
        match given {
            None => Ok(self.default_as(read)),
            Some(text) => read(text).map_err(|reason| AskError::Unreadable {
                setting: *self,
                reason,
            }),
        }
    }
}

impl Default for Ask {
    /// Every setting at its default.
    fn default() -> Ask {
        Ask::read(&AskWords::default()).expect("the defaults read")
    }
}

impl Ask {
    /// The run `words` ask for, each setting not given at its default.
    pub fn read(words: &AskWords) -> Result<Ask, AskError> {
        let count = |setting: &Setting, given: &Option<String>| match given {
            None => Ok(setting.default_as(|t| t.parse::<u64>().map_err(|e| e.to_string()))),
            Some(text) => setting.count(text),
        };
        Ok(Ask {
            max_nodes: match &words.max_nodes {
                None => None,
                Some(text) => Some(MAX_NODES.count(text)?),
            },
            timeout: TIMEOUT.amount(words.timeout.as_deref(), parse_duration)?,
            max_memory: MAX_MEMORY.amount(words.max_memory.as_deref(), parse_bytes)?,
            max_events: count(&MAX_EVENTS, &words.max_events)?,
            snapshot_every: count(&SNAPSHOT_EVERY, &words.snapshot_every)?,
        })
    }

    /// The limits of a search run alone: all of `max_memory` for its tables.
    pub fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            timeout: Some(self.timeout),
            max_memory: Some(self.max_memory),
            heap_bytes_per_node: 0,
            cancel: None,
        }
    }

    /// The limits of a traced run's search and what its trace may hold: `max_memory` shared
    /// half and half.
    pub fn traced(&self) -> (Limits, Capacity) {
        let half = self.max_memory / 2;
        let search = Limits {
            max_memory: Some(half),
            ..self.limits()
        };
        let capacity = Capacity {
            max_events: self.max_events as usize,
            snapshot_every: self.snapshot_every as usize,
            max_bytes: half,
        };
        (search, capacity)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_reads_and_is_in_its_range() {
        let asked = Ask::default();
        assert_eq!(asked.max_nodes, None);
        assert_eq!(asked.timeout, Duration::from_secs(300));
        assert_eq!(asked.max_memory, 2_000_000_000);
        assert_eq!((asked.max_events, asked.snapshot_every), (1_000_000, 1000));
        for setting in SETTINGS {
            let (min, max) = setting.range;
            assert!(min <= max, "{}", setting.name);
        }
    }

    #[test]
    fn a_count_out_of_its_range_is_refused_naming_the_setting() {
        let words = AskWords {
            max_events: Some("0".into()),
            ..AskWords::default()
        };
        let refused = Ask::read(&words).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "max-events: 0 is not a whole number from 1 to 10000000"
        );
        let words = AskWords {
            timeout: Some("forever".into()),
            ..AskWords::default()
        };
        assert!(matches!(
            Ask::read(&words),
            Err(AskError::Unreadable {
                setting: TIMEOUT,
                ..
            })
        ));
    }
}
