//! The wall clock every limit and every statistic reads: a [`Stopwatch`] started when a run
//! starts. On a machine with an operating system it is `std`'s monotonic clock. A host
//! without one (WebAssembly in a web page, where `std::time::Instant` cannot be read) gives
//! its own time source once, with [`set_source`]; without one, no time passes there, so a
//! time limit never fires and the other limits still do.

use std::sync::OnceLock;
use std::time::Duration;

/// The host's time source: the time since some fixed moment.
static SOURCE: OnceLock<fn() -> Duration> = OnceLock::new();

/// Makes `source` the clock of every stopwatch started after it, for a host where `std`
/// cannot read the time. The first source given stays; a later one is ignored.
pub fn set_source(source: fn() -> Duration) {
    let _ = SOURCE.set(source);
}

/// The time since a fixed moment, from the host's source or `std`'s clock.
fn now() -> Duration {
    match SOURCE.get() {
        Some(source) => source(),
        None => system_now(),
    }
}

#[cfg(not(target_family = "wasm"))]
fn system_now() -> Duration {
    static EPOCH: OnceLock<std::time::Instant> = OnceLock::new();
    EPOCH.get_or_init(std::time::Instant::now).elapsed()
}

#[cfg(target_family = "wasm")]
fn system_now() -> Duration {
    Duration::ZERO
}

/// The time since a run started.
///
/// ```
/// use puzzlelab_solvers::clock::Stopwatch;
/// let watch = Stopwatch::start();
/// assert!(watch.elapsed() < std::time::Duration::from_secs(60));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    started: Duration,
}

impl Stopwatch {
    /// A stopwatch started now.
    pub fn start() -> Stopwatch {
        Stopwatch { started: now() }
    }

    /// The time since the stopwatch started.
    pub fn elapsed(&self) -> Duration {
        now().saturating_sub(self.started)
    }
}

/// A moment a run must end by: a time limit counted on a [`Stopwatch`] from when it was set.
///
/// ```
/// use std::time::Duration;
/// use puzzlelab_solvers::clock::Deadline;
/// let deadline = Deadline::after(Duration::from_secs(60));
/// assert!(!deadline.passed());
/// assert!(deadline.left() <= Duration::from_secs(60));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    watch: Stopwatch,
    limit: Duration,
}

impl Deadline {
    /// The moment `limit` from now.
    pub fn after(limit: Duration) -> Deadline {
        Deadline {
            watch: Stopwatch::start(),
            limit,
        }
    }

    /// Whether the moment has passed.
    pub fn passed(&self) -> bool {
        self.watch.elapsed() > self.limit
    }

    /// The time left until it (none once it has passed).
    pub fn left(&self) -> Duration {
        self.limit.saturating_sub(self.watch.elapsed())
    }
}
