//! A*: best-first search by `f = g + h`, the cost so far plus the heuristic's estimate of the
//! cost still to come. With an admissible heuristic the first goal taken from the open list
//! is an optimal one.
//!
//! Costs are whole numbers, so the open list is an array of *buckets*, one per value of `f`:
//! taking the best node is looking at the lowest non-empty bucket, and adding one is a push,
//! both O(1) instead of a binary heap's O(log n). Among nodes of equal `f`, the one with the
//! largest `g` (the deepest, the nearest to a goal by the estimate) comes out first, as in
//! the `pathfinding` crate; among equal `g`, the last one in.

use std::hash::Hash;

use super::{Budget, Limits, Observer, Outcome};
use crate::table::{NodeId, NodeTable, NO_NODE};

/// Finds a cheapest path from `start` to a node where `success` holds.
///
/// - `successors(node)` gives the neighbours with the cost of the step to each;
/// - `heuristic(node)` estimates the cost from `node` to the nearest goal and must never
///   overestimate it (be *admissible*), or the path returned may not be the cheapest; if it is
///   also *consistent* (`h(a) <= cost(a, b) + h(b)`), no node is expanded twice;
/// - `success(node)` says whether a node is a goal.
///
/// The path contains the start and the goal. `Outcome::Unsolvable` means that every node
/// reachable from the start was expanded. Costs are small whole numbers (below 2³², and the
/// open list keeps a bucket for every value of `f` up to the largest one met).
///
/// ```
/// use puzzlelab_solvers::search::{astar, Limits, NoObserver};
/// let outcome = astar(
///     &1usize,
///     |&n| [(n + 1, 1), (n * 2, 1)],
///     |&n| usize::from(n < 17),
///     |&n| n == 17,
///     &Limits::none(),
///     &mut NoObserver,
/// );
/// assert_eq!(outcome.path(), Some(&[1, 2, 4, 8, 16, 17][..]));
/// ```
pub fn astar<N, FN, IN, FH, FS, O>(
    start: &N,
    mut successors: FN,
    mut heuristic: FH,
    mut success: FS,
    limits: &Limits,
    observer: &mut O,
) -> Outcome<N>
where
    N: Eq + Hash + Clone,
    FN: FnMut(&N) -> IN,
    IN: IntoIterator<Item = (N, usize)>,
    FH: FnMut(&N) -> usize,
    FS: FnMut(&N) -> bool,
    O: Observer<N>,
{
    let mut budget = Budget::start(limits);
    // Every node seen, with its parent's number and the cost of the best path found to it.
    let mut seen: NodeTable<N, (NodeId, Cost)> = NodeTable::new();
    let mut open = Buckets::default();
    let (first, start) = seen.insert(start.clone(), (NO_NODE, 0));
    open.push(heuristic(start), first, 0);
    observer.push(start, 1, 1);
    let node_bytes = budget.node_bytes::<N>(0);
    let outcome = loop {
        let Some((f, index, g)) = open.pop() else {
            break Outcome::Unsolvable;
        };
        let (node, &(parent, best_g)) = seen.get(index);
        observer.pop(node, open.len);
        if g > best_g as usize {
            continue; // a stale entry: a cheaper path to this node was found after it
        }
        if success(node) {
            let path = seen.path_to(index, |&(parent, _)| parent);
            observer.solution(g, path.len() - 1);
            break Outcome::Solved { path, cost: g };
        }
        let memory = || seen.bytes(node_bytes) + open.bytes();
        if let Some(limit) = budget.spend(memory) {
            break Outcome::LimitReached {
                limit,
                lower_bound: f,
            };
        }
        observer.expand(node, g);
        let children = successors(node);
        for (child, step) in children {
            let child_g = g + step;
            observer.generate(seen.get(index).0, &child, child_g);
            if parent != NO_NODE && *seen.get(parent).0 == child {
                continue; // the way back: the parent was reached more cheaply, and is near at hand
            }
            let cost = Cost::try_from(child_g).expect("path costs below 2^32");
            let (c, new) = seen.find_or_insert(child, || (index, cost));
            if !new {
                let entry = seen.value_mut(c);
                if entry.1 <= cost {
                    continue; // reached before at least as cheaply
                }
                *entry = (index, cost);
            }
            let child = seen.get(c).0;
            open.push(child_g + heuristic(child), c, child_g);
            observer.push(child, open.len, seen.len());
        }
    };
    observer.finish(budget.elapsed());
    outcome
}

/// A path cost as the node table stores it.
type Cost = u32;

/// The open list: `buckets[f][g]` holds the numbers of the nodes with that `f` and `g`.
#[derive(Default)]
struct Buckets {
    buckets: Vec<Vec<Vec<NodeId>>>,
    lowest: usize,
    len: usize,
}

impl Buckets {
    fn push(&mut self, f: usize, node: NodeId, g: usize) {
        if f >= self.buckets.len() {
            self.buckets.resize_with(f + 1, Vec::new);
        }
        let by_g = &mut self.buckets[f];
        if g >= by_g.len() {
            by_g.resize_with(g + 1, Vec::new);
        }
        by_g[g].push(node);
        self.lowest = self.lowest.min(f);
        self.len += 1;
    }

    /// The node with the lowest `f`, and among those the highest `g`: `(f, node, g)`.
    fn pop(&mut self) -> Option<(usize, NodeId, usize)> {
        while self.lowest < self.buckets.len() {
            let by_g = &mut self.buckets[self.lowest];
            while let Some(nodes) = by_g.last_mut() {
                if let Some(node) = nodes.pop() {
                    self.len -= 1;
                    return Some((self.lowest, node, by_g.len() - 1));
                }
                by_g.pop();
            }
            self.lowest += 1;
        }
        None
    }

    fn bytes(&self) -> u64 {
        let entries: usize = self.buckets.iter().flatten().map(Vec::capacity).sum();
        (entries * size_of::<NodeId>()) as u64
    }
}
