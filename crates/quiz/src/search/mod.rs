//! The search and SAT lessons' questions: heuristic values, A*'s next expansion, IDA*'s
//! next threshold, BFS layers, the optimal length, the horizons SAT refutes.
//!
//! Every answer comes from the solvers themselves, run through their one door (`solve`, or the
//! SAT formula of a horizon with its solver), each run under small limits: an instance the
//! solvers cannot settle at once is drawn again, and after [`TRIES`] draws the kind gives up.

mod astar_next;
mod bfs_layers;
mod heuristic;
mod ida_threshold;
mod messages;
mod optimal_length;
mod sat_horizons;

use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size};
use puzzlelab_solvers::search::{Limit, Trace};
use puzzlelab_solvers::{solve, Algorithm, Job, Limits, Observer, Ready};
use rand_chacha::ChaCha8Rng;

use crate::{Kind, Level, Made};

/// The question of `kind` at `level`, drawn with `rng`.
pub(crate) fn make(kind: Kind, level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    match kind {
        Kind::Heuristic => heuristic::make(level, rng, lang),
        Kind::AstarNext => astar_next::make(level, rng, lang),
        Kind::IdaThreshold => ida_threshold::make(level, rng, lang),
        Kind::BfsLayers => bfs_layers::make(level, rng, lang),
        Kind::OptimalLength => optimal_length::make(level, rng, lang),
        Kind::SatHorizons => sat_horizons::make(level, rng, lang),
        _ => None,
    }
}

/// Instances a generator draws before it gives up on a level.
const TRIES: usize = 200;

/// The most events a question's run may record: runs that need more are too big to ask about.
const MAX_EVENTS: usize = 200_000;

/// The measured properties a level comes from, each a name and a value.
type Measured = Vec<(String, u64)>;

/// Measured properties from names and values.
fn named(pairs: &[(&str, usize)]) -> Measured {
    pairs
        .iter()
        .map(|&(n, v)| (n.to_string(), v as u64))
        .collect()
}

/// The lesson's goal on a board of `size`: the tiles in order, the empty place last.
fn goal(size: Size) -> Board {
    Goal::Standard.board(size)
}

/// A board `steps` random moves away from the goal (never undoing the move before), so
/// at most `steps` moves from it.
fn walk(rng: &mut ChaCha8Rng, size: Size, steps: usize) -> Board {
    shuffle::random_walk(rng, &goal(size), steps).0
}

/// A board a random walk of between `least` and `most` moves away from the goal.
fn walk_between(rng: &mut ChaCha8Rng, size: Size, least: usize, most: usize) -> Board {
    let steps = crate::draw::between(rng, least..=most);
    walk(rng, size, steps)
}

/// A board of `width` columns and `height` rows (both within the rules' range).
fn size(width: usize, height: usize) -> Size {
    Size::new(width, height).expect("a size the rules allow")
}

/// A recorded search on boards: the solvers' own [`Trace`], heard through `solve`. The fast
/// IDA* reports tiles instead of boards; it is never recorded here, so that half is silent.
struct Recorder(Trace<Board>);

impl Observer<Board> for Recorder {
    fn expand(&mut self, node: &Board, g: usize) {
        self.0.expand(node, g)
    }
    fn generate(&mut self, parent: &Board, child: &Board, g: usize) {
        self.0.generate(parent, child, g)
    }
    fn push(&mut self, node: &Board, g: usize, frontier: usize, stored: usize) {
        self.0.push(node, g, frontier, stored)
    }
    fn pop(&mut self, node: &Board, g: usize, frontier: usize) {
        Observer::<Board>::pop(&mut self.0, node, g, frontier)
    }
    fn threshold(&mut self, bound: usize) {
        Observer::<Board>::threshold(&mut self.0, bound)
    }
    fn solution(&mut self, cost: usize, steps: usize) {
        Observer::<Board>::solution(&mut self.0, cost, steps)
    }
    fn limit(&mut self, limit: Limit) {
        Observer::<Board>::limit(&mut self.0, limit)
    }
}

impl Observer<[u8]> for Recorder {}

/// The run of `algorithm` (one of the generic searches on boards) with `heuristic` from
/// `board`, under a limit of `max_nodes` expansions, recorded with a frontier snapshot every
/// `every` events; `None` when the run did not reach the goal within the limit or the trace
/// could not hold it.
fn record(
    board: &Board,
    algorithm: Algorithm,
    heuristic: &Ready,
    max_nodes: u64,
    every: usize,
) -> Option<Trace<Board>> {
    let goal = goal(board.size());
    let limits = Limits::nodes(max_nodes);
    let mut recorder = Recorder(Trace::new(MAX_EVENTS, every));
    let job = Job::new(board, &goal, algorithm, heuristic, &limits);
    let report = solve(job, &mut recorder).ok()?;
    let trace = recorder.0;
    (report.outcome.is_solved() && !trace.truncated()).then_some(trace)
}

#[cfg(test)]
mod tests;
