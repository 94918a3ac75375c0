//! The progress line on stderr for searches over a second: the iteration and the nodes per
//! second. An observer like any other, so every algorithm shows it the same way.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use puzzlelab_solvers::search::{NoObserver, Observer};
use puzzlelab_solvers::solve::{self, Job, Report, SolveError};

/// A progress reporter; silent when asked, or when stderr is not a terminal.
pub struct Progress {
    on: bool,
    start: Instant,
    last: Instant,
    nodes: u64,
    threshold: Option<usize>,
    iterations: usize,
    shown: bool,
}

impl Progress {
    /// A progress reporter, on unless `quiet` or stderr is not a terminal.
    pub fn new(quiet: bool) -> Progress {
        let now = Instant::now();
        Progress {
            on: !quiet && std::io::stderr().is_terminal(),
            start: now,
            last: now,
            nodes: 0,
            threshold: None,
            iterations: 0,
            shown: false,
        }
    }

    /// Whether the line will show at all.
    pub fn is_on(&self) -> bool {
        self.on
    }

    fn tick(&mut self) {
        let now = Instant::now();
        if now - self.start < Duration::from_secs(1) || now - self.last < Duration::from_millis(250)
        {
            return;
        }
        self.last = now;
        let rate = self.nodes as f64 / (now - self.start).as_secs_f64();
        let iteration = match self.threshold {
            Some(t) => format!("iteration {} (threshold {t}), ", self.iterations),
            None => String::new(),
        };
        note!(
            "\r{iteration}{} nodes, {:.1} M nodes/s   ",
            self.nodes,
            rate / 1e6
        );
        self.shown = true;
    }
}

impl<N: ?Sized> Observer<N> for Progress {
    #[inline]
    fn expand(&mut self, _node: &N, _g: usize) {
        if self.on {
            self.nodes += 1;
            if self.nodes.is_multiple_of(1 << 16) {
                self.tick();
            }
        }
    }
    fn threshold(&mut self, bound: usize) {
        self.threshold = Some(bound);
        self.iterations += 1;
        if self.on {
            self.tick();
        }
    }
    fn finish(&mut self, _elapsed: Duration) {
        if self.shown {
            note!("\r{:60}\r", "");
        }
    }
}

/// Runs `job` through the solvers' one solve path ([`solve::solve`]), the progress line on
/// stderr unless `quiet` (or stderr is no terminal).
pub fn solve(job: Job<'_>, quiet: bool) -> Result<Report, SolveError> {
    let mut progress = Progress::new(quiet);
    if progress.is_on() {
        solve::solve(job, &mut progress)
    } else {
        solve::solve(job, &mut NoObserver) // nothing to tell
    }
}
