//! The observer hook: what a search reports while it runs.

use std::time::Duration;

use super::{Horizon, Limit};

/// Receives the events of a search. Every method has an empty default body, so an observer
/// implements only what it needs, and [`NoObserver`] compiles to nothing at all.
///
/// `N` is the node type; it may be unsized (the fast sliding-puzzle path reports its tiles
/// as a `[u8]` slice). `g` is always the cost of the path from the start to the node.
pub trait Observer<N: ?Sized> {
    /// A node is expanded: its successors are about to be generated.
    #[inline(always)]
    fn expand(&mut self, _node: &N, _g: usize) {}
    /// A successor of `parent` was generated (before any duplicate check).
    #[inline(always)]
    fn generate(&mut self, _parent: &N, _child: &N, _g: usize) {}
    /// A node entered the frontier (BFS queue, A* open list, IDA* path) with its cost `g`; the
    /// sizes are after the push: `frontier` nodes waiting, `stored` nodes held in memory in all.
    #[inline(always)]
    fn push(&mut self, _node: &N, _g: usize, _frontier: usize, _stored: usize) {}
    /// A node left the frontier (the entry of cost `g`); `frontier` is the size after the pop.
    #[inline(always)]
    fn pop(&mut self, _node: &N, _g: usize, _frontier: usize) {}
    /// An iteration of IDA* or iterative deepening starts with this cost bound.
    #[inline(always)]
    fn threshold(&mut self, _bound: usize) {}
    /// A SAT horizon was answered (SAT searches no nodes: this is its unit of work).
    fn horizon(&mut self, _horizon: &Horizon) {}
    /// A solution was found: its cost and its number of steps.
    #[inline(always)]
    fn solution(&mut self, _cost: usize, _steps: usize) {}
    /// A limit stopped the search (the outcome says what was learned).
    #[inline(always)]
    fn limit(&mut self, _limit: Limit) {}
    /// The search ended (solved or not) after `elapsed` wall time.
    #[inline(always)]
    fn finish(&mut self, _elapsed: Duration) {}
}

/// The observer that does nothing, at no cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl<N: ?Sized> Observer<N> for NoObserver {}

impl<N: ?Sized, O: Observer<N> + ?Sized> Observer<N> for &mut O {
    #[inline(always)]
    fn expand(&mut self, node: &N, g: usize) {
        (**self).expand(node, g)
    }
    #[inline(always)]
    fn generate(&mut self, parent: &N, child: &N, g: usize) {
        (**self).generate(parent, child, g)
    }
    #[inline(always)]
    fn push(&mut self, node: &N, g: usize, frontier: usize, stored: usize) {
        (**self).push(node, g, frontier, stored)
    }
    #[inline(always)]
    fn pop(&mut self, node: &N, g: usize, frontier: usize) {
        (**self).pop(node, g, frontier)
    }
    #[inline(always)]
    fn threshold(&mut self, bound: usize) {
        (**self).threshold(bound)
    }
    fn horizon(&mut self, horizon: &Horizon) {
        (**self).horizon(horizon)
    }
    #[inline(always)]
    fn solution(&mut self, cost: usize, steps: usize) {
        (**self).solution(cost, steps)
    }
    #[inline(always)]
    fn limit(&mut self, limit: Limit) {
        (**self).limit(limit)
    }
    #[inline(always)]
    fn finish(&mut self, elapsed: Duration) {
        (**self).finish(elapsed)
    }
}

/// Two observers at once: both receive every event, the first one first.
impl<N: ?Sized, A: Observer<N>, B: Observer<N>> Observer<N> for (A, B) {
    #[inline(always)]
    fn expand(&mut self, node: &N, g: usize) {
        self.0.expand(node, g);
        self.1.expand(node, g);
    }
    #[inline(always)]
    fn generate(&mut self, parent: &N, child: &N, g: usize) {
        self.0.generate(parent, child, g);
        self.1.generate(parent, child, g);
    }
    #[inline(always)]
    fn push(&mut self, node: &N, g: usize, frontier: usize, stored: usize) {
        self.0.push(node, g, frontier, stored);
        self.1.push(node, g, frontier, stored);
    }
    #[inline(always)]
    fn pop(&mut self, node: &N, g: usize, frontier: usize) {
        self.0.pop(node, g, frontier);
        self.1.pop(node, g, frontier);
    }
    #[inline(always)]
    fn threshold(&mut self, bound: usize) {
        self.0.threshold(bound);
        self.1.threshold(bound);
    }
    fn horizon(&mut self, horizon: &Horizon) {
        self.0.horizon(horizon);
        self.1.horizon(horizon);
    }
    #[inline(always)]
    fn solution(&mut self, cost: usize, steps: usize) {
        self.0.solution(cost, steps);
        self.1.solution(cost, steps);
    }
    #[inline(always)]
    fn limit(&mut self, limit: Limit) {
        self.0.limit(limit);
        self.1.limit(limit);
    }
    #[inline(always)]
    fn finish(&mut self, elapsed: Duration) {
        self.0.finish(elapsed);
        self.1.finish(elapsed);
    }
}
