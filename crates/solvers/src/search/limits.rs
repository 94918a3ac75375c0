//! Limits: the budget a caller gives a search, and the one place that checks it.

use std::fmt;
use std::time::{Duration, Instant};

/// Bounds on the work of one search. `None` means unbounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// At most this many node expansions (see [`Stats::expanded`](super::Stats::expanded)).
    pub max_nodes: Option<u64>,
    /// At most this much wall time.
    pub timeout: Option<Duration>,
    /// At most this many bytes held by the search's own tables (an estimate from the
    /// tables' capacities, node sizes and [`Limits::heap_bytes_per_node`]).
    pub max_memory: Option<u64>,
    /// Bytes each stored node owns on the heap besides its own `size_of` (for a `Vec`-backed
    /// board, its cells plus the allocator's overhead); used by the memory estimate.
    pub heap_bytes_per_node: usize,
}

impl Limits {
    /// No limits at all.
    pub fn none() -> Limits {
        Limits::default()
    }

    /// Only a node limit.
    pub fn nodes(max: u64) -> Limits {
        Limits {
            max_nodes: Some(max),
            ..Limits::default()
        }
    }
}

/// Which limit stopped a search, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// The node limit: this many expansions.
    Nodes(u64),
    /// The time limit.
    Time(Duration),
    /// The memory limit, in bytes.
    Memory(u64),
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Limit::Nodes(n) => write!(f, "node limit of {n} expansions reached"),
            Limit::Time(t) => write!(f, "time limit of {:.3} s reached", t.as_secs_f64()),
            Limit::Memory(b) => write!(f, "memory limit of {} reached", Bytes(*b)),
        }
    }
}

/// A number of bytes in the largest unit (B, KB, MB, GB) that keeps it at least 1, with one
/// decimal at most: `2 GB`, `1.5 MB`, `100 B`.
///
/// ```
/// use puzzlelab_solvers::search::Bytes;
/// assert_eq!(Bytes(2_000_000_000).to_string(), "2 GB");
/// assert_eq!(Bytes(1_500_000).to_string(), "1.5 MB");
/// assert_eq!(Bytes(1_000).to_string(), "1 KB");
/// assert_eq!(Bytes(100).to_string(), "100 B");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let units = [(1e9, "GB"), (1e6, "MB"), (1e3, "KB")];
        let b = self.0 as f64;
        match units.iter().find(|&&(scale, _)| b >= scale) {
            Some(&(scale, unit)) => {
                let v = (b / scale * 10.0).floor() / 10.0;
                write!(f, "{v} {unit}")
            }
            None => write!(f, "{} B", self.0),
        }
    }
}

/// How often (in expansions) the clock and the memory estimate are consulted: at the first
/// expansion, then every 1024.
const CHECK_EVERY: u64 = 1024;

/// A running budget: counts expansions and checks the limits. Kept out of the algorithms'
/// way: they call [`Budget::spend`] once per expansion.
pub(crate) struct Budget {
    limits: Limits,
    start: Instant,
    spent: u64,
}

impl Budget {
    pub(crate) fn start(limits: &Limits) -> Budget {
        Budget {
            limits: *limits,
            start: Instant::now(),
            spent: 0,
        }
    }

    /// Counts one expansion; says which limit, if any, forbids it. `memory` estimates the
    /// bytes held now (called only now and then).
    #[inline]
    pub(crate) fn spend(&mut self, memory: impl FnOnce() -> u64) -> Option<Limit> {
        self.spent += 1;
        if let Some(max) = self.limits.max_nodes {
            if self.spent > max {
                return Some(Limit::Nodes(max));
            }
        }
        if self.spent % CHECK_EVERY == 1 {
            if let Some(t) = self.limits.timeout {
                if self.start.elapsed() > t {
                    return Some(Limit::Time(t));
                }
            }
            if let Some(max) = self.limits.max_memory {
                if memory() > max {
                    return Some(Limit::Memory(max));
                }
            }
        }
        None
    }

    /// The memory limit, if `bytes` passes it: for a solver that knows its size exactly and
    /// checks before it allocates, not only now and then.
    pub(crate) fn over_memory(&self, bytes: u64) -> Option<Limit> {
        let max = self.limits.max_memory?;
        (bytes > max).then_some(Limit::Memory(max))
    }

    /// Bytes a stored node of type `N` takes with its share of a table entry of `extra` bytes.
    pub(crate) fn node_bytes<N>(&self, extra: usize) -> u64 {
        (std::mem::size_of::<N>() + self.limits.heap_bytes_per_node + extra) as u64
    }

    /// The expansions counted so far.
    pub(crate) fn spent(&self) -> u64 {
        self.spent
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}
