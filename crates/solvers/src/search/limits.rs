//! Limits: the budget a caller gives a search, and the one place that checks it.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::clock::Stopwatch;

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
    /// A flag another thread may raise to stop the search (a notebook's Ctrl-C); looked at
    /// with the clock.
    pub cancel: Option<&'static Cancel>,
}

/// A flag that stops a search from outside it: raised by another thread, seen by the search
/// at its next look at the clock (every 1024 expansions), which then stops with
/// [`Limit::Cancelled`].
///
/// ```
/// use puzzlelab_solvers::search::Cancel;
/// static STOP: Cancel = Cancel::new();
/// assert!(!STOP.is_raised());
/// STOP.raise();
/// assert!(STOP.is_raised());
/// ```
#[derive(Debug, Default)]
pub struct Cancel(AtomicBool);

impl Cancel {
    /// A flag not raised.
    pub const fn new() -> Cancel {
        Cancel(AtomicBool::new(false))
    }

    /// Asks the searches that watch this flag to stop.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Lowers the flag, for the next search.
    pub fn lower(&self) {
        self.0.store(false, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Two limits are the same when they watch the same flag.
impl PartialEq for Cancel {
    fn eq(&self, other: &Cancel) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Cancel {}

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
    /// The [`Cancel`] flag was raised, after this many expansions.
    Cancelled(u64),
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Limit::Nodes(n) => write!(f, "node limit of {n} expansions reached"),
            Limit::Time(t) => write!(f, "time limit of {:.3} s reached", t.as_secs_f64()),
            Limit::Memory(b) => write!(f, "memory limit of {} reached", Bytes(*b)),
            Limit::Cancelled(n) => write!(f, "interrupted after {n} expansions"),
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
    start: Stopwatch,
    spent: u64,
}

impl Budget {
    pub(crate) fn start(limits: &Limits) -> Budget {
        Budget {
            limits: *limits,
            start: Stopwatch::start(),
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
            if self.limits.cancel.is_some_and(Cancel::is_raised) {
                return Some(Limit::Cancelled(self.spent - 1));
            }
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

/// A duration as every limit is written: `500ms`, `30s`, `2m`, `1h`, or a plain number of
/// seconds (`1.5`).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (t, 1.0)
    };
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (try 30s, 500ms, 2m)"))?;
    if !(value > 0.0 && value.is_finite() && value * scale < 1e9) {
        return Err(format!("'{text}' is not a positive duration"));
    }
    Ok(Duration::from_secs_f64(value * scale))
}

/// A size in bytes as every limit is written: `200MB`, `2GB`, `512KB`, `64B`, or a plain number of bytes.
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim().to_ascii_uppercase();
    let units = [
        ("GB", 1e9),
        ("G", 1e9),
        ("MB", 1e6),
        ("M", 1e6),
        ("KB", 1e3),
        ("K", 1e3),
        ("B", 1.0),
    ];
    let (number, scale) = units
        .iter()
        .find_map(|&(u, s)| t.strip_suffix(u).map(|n| (n.to_string(), s)))
        .unwrap_or((t.clone(), 1.0));
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a size (try 200MB, 2GB)"))?;
    if !(value * scale >= 1.0 && value.is_finite() && value * scale < 1e18) {
        return Err(format!("'{text}' is not a size of one byte or more"));
    }
    Ok((value * scale) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_in_every_unit() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("1.5"), Ok(Duration::from_millis(1500)));
        for bad in ["", "x", "-1", "0", "NaN", "inf", "1e300"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_in_every_unit() {
        assert_eq!(parse_bytes("200MB"), Ok(200_000_000));
        assert_eq!(parse_bytes("2gb"), Ok(2_000_000_000));
        assert_eq!(parse_bytes("512K"), Ok(512_000));
        assert_eq!(parse_bytes("64"), Ok(64));
        for bad in ["", "MB", "-5MB", "0", "1e30GB"] {
            assert!(parse_bytes(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_raised_flag_stops_a_search_at_its_next_look_at_the_clock() {
        static STOP: Cancel = Cancel::new();
        let limits = Limits {
            cancel: Some(&STOP),
            ..Limits::none()
        };
        let endless = |&n: &u64| [2 * n, 2 * n + 1];
        let run = |limits: &Limits| {
            let mut budget = Budget::start(limits);
            (0..5000).find_map(|_| budget.spend(|| 0))
        };
        assert_eq!(run(&limits), None);
        STOP.raise();
        assert_eq!(run(&limits), Some(Limit::Cancelled(0)));
        let outcome = super::super::bfs(
            &1u64,
            endless,
            |_| false,
            &limits,
            &mut super::super::NoObserver,
        );
        assert!(matches!(
            outcome,
            super::super::Outcome::LimitReached {
                limit: Limit::Cancelled(0),
                ..
            }
        ));
        STOP.lower();
        assert_eq!(run(&limits), None);
    }
}
