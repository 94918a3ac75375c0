//! Statistics: the counters every lecture table shows, kept by an observer.

use std::time::Duration;

use serde::Serialize;

use super::{Limit, Observer};

/// What a search did, counted from its events. Pass a `&mut Stats` as the observer.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Nodes expanded: nodes whose successors were generated (the goal node, when found, is
    /// not expanded). Counted once per expansion, so a node expanded again (by A* when a
    /// cheaper path is found, or by every IDA* iteration) counts again.
    pub expanded: u64,
    /// Nodes generated: successors produced by expansions, before any duplicate or
    /// parent check; each counts once per time it is produced.
    pub generated: u64,
    /// The largest frontier: the BFS queue, the A* open list (a node reached by two paths
    /// waits there twice), or the IDA* path (the current depth plus one), at its largest.
    pub max_frontier: usize,
    /// The most nodes held in memory at once: every node BFS has seen (its table of visited
    /// nodes), every node A* has generated (a node reached by two paths twice; the way back
    /// to a parent is not kept), or the IDA* path.
    pub max_stored: usize,
    /// IDA* and iterative deepening: one entry per iteration, in order (SAT: one per horizon).
    pub iterations: Vec<Iteration>,
    /// The solution's cost, if one was found.
    pub solution_cost: Option<usize>,
    /// The solution's number of steps, if one was found.
    pub solution_steps: Option<usize>,
    /// SAT: one entry per horizon answered, in order (no search nodes: a SAT solver's
    /// work is its formula and its conflicts).
    pub horizons: Vec<Horizon>,
    /// The limit that stopped the search, if one did.
    #[serde(skip)]
    pub limit: Option<Limit>,
    /// Wall time of the whole search.
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
}

/// One horizon of the SAT chain, answered: the formula "a solution of exactly `moves` moves",
/// its size, and what the solver did with it.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Horizon {
    /// The horizon M: exactly M moves were asked for.
    pub moves: usize,
    /// Variables of the formula.
    pub variables: usize,
    /// Clauses of the formula.
    pub clauses: usize,
    /// Conflicts the solver ran into, each ending in a learned clause (`None` when the solver
    /// does not tell).
    pub conflicts: Option<u64>,
    /// Seconds to build the formula and solve it.
    pub seconds: f64,
    /// Whether a solution of that length exists (the formula has a model).
    pub satisfiable: bool,
}

/// One iteration of IDA* or iterative deepening, or one horizon of the SAT chain.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Iteration {
    /// The cost bound of the iteration: nodes with `f = g + h` above it are cut off (for SAT,
    /// the horizon: a solution of exactly that many moves was asked for).
    pub threshold: usize,
    /// Nodes expanded in this iteration.
    pub expanded: u64,
    /// Nodes generated in this iteration.
    pub generated: u64,
    /// How the iteration ended.
    pub verdict: Verdict,
}

/// How one iteration ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Still running (what a statistic shows only while its search is).
    #[default]
    Running,
    /// No solution within the threshold: the threshold is proven too small.
    Refuted,
    /// A solution was found within the threshold.
    Solved,
    /// A limit stopped the iteration before it could tell.
    Stopped,
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

impl Stats {
    /// The effective branching factor `b*` (Russell and Norvig): the branching factor a
    /// uniform tree of the solution's depth `d` would need to hold the `N` generated nodes,
    /// `N + 1 = 1 + b* + b*^2 + ... + b*^d`. `None` without a solution, or without a node
    /// generated (SAT generates none).
    ///
    /// ```
    /// use puzzlelab_solvers::search::Stats;
    /// let stats = Stats { generated: 52, solution_steps: Some(5), ..Stats::default() };
    /// let b = stats.effective_branching_factor().unwrap();
    /// assert!((b - 1.92).abs() < 0.01); // the textbook's example
    /// ```
    pub fn effective_branching_factor(&self) -> Option<f64> {
        let d = self.solution_steps? as i32;
        if d == 0 || self.generated == 0 {
            return None;
        }
        let n = self.generated as f64;
        let total = |b: f64| (0..=d).map(|i| b.powi(i)).sum::<f64>();
        let (mut lo, mut hi) = (0.0f64, n.max(1.0));
        for _ in 0..100 {
            let mid = (lo + hi) / 2.0;
            if total(mid) < n + 1.0 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        Some((lo + hi) / 2.0)
    }

    /// Adds the counts of `part`, the statistics of one thread of a parallel search (see
    /// [`SlidingIda::solve_parallel`](crate::sliding::SlidingIda::solve_parallel)), to these:
    /// the expansions and generations, each iteration's among them, and the largest frontier
    /// and store.
    ///
    /// ```
    /// use puzzlelab_solvers::search::Stats;
    /// let mut stats = Stats { expanded: 10, generated: 20, ..Stats::default() };
    /// stats.absorb(&Stats { expanded: 5, generated: 9, ..Stats::default() });
    /// assert_eq!((stats.expanded, stats.generated), (15, 29));
    /// ```
    pub fn absorb(&mut self, part: &Stats) {
        self.expanded += part.expanded;
        self.generated += part.generated;
        self.max_frontier = self.max_frontier.max(part.max_frontier);
        self.max_stored = self.max_stored.max(part.max_stored);
        for (mine, theirs) in self.iterations.iter_mut().zip(&part.iterations) {
            mine.expanded += theirs.expanded;
            mine.generated += theirs.generated;
        }
    }

    /// Expansions per second of wall time.
    pub fn nodes_per_second(&self) -> f64 {
        self.expanded as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

impl Stats {
    /// Ends the running iteration, if any, with `verdict`. A running iteration holds the
    /// totals at its start in its counters; they become its own counts here.
    fn close(&mut self, verdict: Verdict) {
        if let Some(it) = self.iterations.last_mut() {
            if it.verdict == Verdict::Running {
                it.expanded = self.expanded - it.expanded;
                it.generated = self.generated - it.generated;
                it.verdict = verdict;
            }
        }
    }
}

impl<N: ?Sized> Observer<N> for Stats {
    #[inline(always)]
    fn expand(&mut self, _node: &N, _g: usize) {
        self.expanded += 1;
    }
    #[inline(always)]
    fn generate(&mut self, _parent: &N, _child: &N, _g: usize) {
        self.generated += 1;
    }
    #[inline(always)]
    fn push(&mut self, _node: &N, _g: usize, frontier: usize, stored: usize) {
        self.max_frontier = self.max_frontier.max(frontier);
        self.max_stored = self.max_stored.max(stored);
    }
    fn threshold(&mut self, bound: usize) {
        self.close(Verdict::Refuted);
        self.iterations.push(Iteration {
            threshold: bound,
            expanded: self.expanded,
            generated: self.generated,
            verdict: Verdict::Running,
        });
    }
    fn horizon(&mut self, horizon: &Horizon) {
        self.horizons.push(horizon.clone());
    }
    fn solution(&mut self, cost: usize, steps: usize) {
        self.close(Verdict::Solved);
        self.solution_cost = Some(cost);
        self.solution_steps = Some(steps);
    }
    fn limit(&mut self, limit: Limit) {
        self.close(Verdict::Stopped);
        self.limit = Some(limit);
    }
    fn finish(&mut self, elapsed: Duration) {
        self.close(Verdict::Refuted); // searched to the end without a solution
        self.elapsed = elapsed;
    }
}

/// The nodes expanded at each depth (`g`): the lecture's table of BFS layers, the positions at
/// each distance from the start. An observer like [`Stats`]; pass both as a pair.
///
/// ```
/// use puzzlelab_solvers::search::{bfs, Layers, Limits};
/// let mut layers = Layers::default();
/// // from 1, by +1 or *2, the numbers up to 8: {1}, {2}, {3, 4}, {5, 6, 8}, {7}
/// bfs(&1u32, |&n| [n + 1, n * 2].into_iter().filter(|&m| m <= 8), |_| false, &Limits::none(), &mut layers);
/// assert_eq!(layers.counts(), [1, 1, 2, 3, 1]);
/// assert_eq!(layers.total(), 8);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layers(Vec<u64>);

impl Layers {
    /// The count at each depth, from depth 0.
    pub fn counts(&self) -> &[u64] {
        &self.0
    }

    /// The nodes counted in all.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }
}

impl<N: ?Sized> Observer<N> for Layers {
    fn expand(&mut self, _node: &N, g: usize) {
        if self.0.len() <= g {
            self.0.resize(g + 1, 0);
        }
        self.0[g] += 1;
    }
}
