//! A*: best-first search by `f = g + h`, the cost so far plus the heuristic's estimate of the
//! cost still to come. With an admissible heuristic the first goal taken from the open list
//! is an optimal one.
//!
//! Costs are whole numbers, so the open list is an array of *buckets*, one per value of `f`:
//! taking the best node is looking at the lowest non-empty bucket, and adding one is a push,
//! both O(1) instead of a binary heap's O(log n). Among nodes of equal `f`, the one with the
//! largest `g` (the deepest, the nearest to a goal by the estimate) comes out first, as in
//! the `pathfinding` crate; among equal `g`, the last one in.
//!
//! Every node generated goes into one numbered table, and the open list holds numbers. The
//! *closed set*, the nodes already expanded, is an index over that table, consulted when a
//! node comes *out* of the open list rather than when it goes in: a node reached by two paths
//! waits twice, and the dearer copy is dropped when its turn comes. The search is the same as
//! with the check on the way in (every node with `f` below the optimal cost is expanded, once
//! if the heuristic is consistent; only ties at the last `f` may fall differently), but the
//! hash table, where a search spends its time waiting for memory, is probed once per
//! expansion instead of once per child, and indexes only the nodes expanded.

use std::hash::Hash;

use super::pseudocode::Pseudocode;
use super::Event;
use super::{Budget, Limits, Observer, Outcome};
use crate::table::{NodeId, NodeTable, NO_NODE};

/// A* in pseudo-code, and the line of each event.
pub(crate) const PSEUDOCODE: Pseudocode = Pseudocode {
    en: &[
        "open ← {start}",
        "while open is not empty:",
        "    n ← the node of open with the least f = g + h",
        "    if n is the goal: return the path to n",
        "    if n is closed: skip it; else close n",
        "    for each successor c of n:",
        "        g(c) ← g(n) + 1; add c to open",
    ],
    ru: &[
        "открытые ← {старт}",
        "пока открытые не пусты:",
        "    n ← узел из открытых с наименьшим f = g + h",
        "    если n — цель: вернуть путь к n",
        "    если n закрыт: пропустить; иначе закрыть n",
        "    для каждого преемника c узла n:",
        "        g(c) ← g(n) + 1; добавить c к открытым",
    ],
    line_of: |e| match e {
        Event::Push { g: 0, .. } => 0,
        Event::Pop { .. } => 2,
        Event::Solution { .. } => 3,
        Event::Expand { .. } => 5,
        Event::Generate { .. } | Event::Push { .. } => 6,
        _ => 1,
    },
};

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
    // Every node generated, with its parent's number and the cost of the path to it; those
    // expanded (the closed set) can be looked up.
    let mut nodes: NodeTable<N, (NodeId, Cost)> = NodeTable::new();
    let mut open = Buckets::default();
    open.push(heuristic(start), nodes.push(start.clone(), (NO_NODE, 0)), 0);
    observer.push(start, 0, 1, 1);
    let node_bytes = budget.node_bytes::<N>(0);
    let outcome = loop {
        let Some((f, index, g)) = open.pop() else {
            break Outcome::Unsolvable;
        };
        let (node, &(parent, cost)) = nodes.get(index);
        observer.pop(node, g, open.len);
        if let Some(earlier) = nodes.find_or_index(index) {
            let best = nodes.value_mut(earlier);
            if best.1 <= cost {
                continue; // expanded before at least as cheaply
            }
            *best = (parent, cost); // cheaper than when it was expanded: only if `h` is inconsistent
        }
        let node = nodes.get(index).0;
        if success(node) {
            let path = nodes.path_to(index, |&(parent, _)| parent);
            observer.solution(g, path.len() - 1);
            break Outcome::Solved { path, cost: g };
        }
        let memory = || nodes.bytes(node_bytes) + open.bytes();
        if let Some(limit) = budget.spend(memory) {
            observer.limit(limit);
            break Outcome::LimitReached {
                limit,
                lower_bound: f,
            };
        }
        observer.expand(node, g);
        for (child, step) in successors(node) {
            let child_g = g + step;
            if parent != NO_NODE && *nodes.get(parent).0 == child {
                continue; // the way back: the parent was reached more cheaply; not generated
            }
            observer.generate(nodes.get(index).0, &child, child_g);
            let child_f = child_g + heuristic(&child);
            let cost = Cost::try_from(child_g).expect("path costs below 2^32");
            let c = nodes.push(child, (index, cost));
            open.push(child_f, c, child_g);
            observer.push(nodes.get(c).0, child_g, open.len, nodes.len());
        }
    };
    observer.finish(budget.elapsed());
    outcome
}

/// A path cost as the node table stores it.
type Cost = u32;

/// The open list: `buckets[f][g]` holds the numbers of the nodes waiting with that `f` and `g`.
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

    /// Bytes held, by capacity.
    fn bytes(&self) -> u64 {
        let entries: usize = self.buckets.iter().flatten().map(Vec::capacity).sum();
        (entries * size_of::<NodeId>()) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Limit, NoObserver, Stats};

    /// A small weighted graph: `s -> a` (1), `s -> b` (4), `a -> b` (1), `b -> t` (5).
    fn edges(n: &char) -> Vec<(char, usize)> {
        match n {
            's' => vec![('a', 1), ('b', 4)],
            'a' => vec![('b', 1)],
            'b' => vec![('t', 5)],
            _ => vec![],
        }
    }

    #[test]
    fn an_inconsistent_heuristic_reopens_a_node_and_stays_optimal() {
        // Admissible (never above the true distance: s 7, a 6, b 5) but not consistent:
        // h(a) = 5 > cost(a, b) + h(b) = 1 + 0, so b is first expanded through s at cost 4,
        // then found again through a at cost 2 and expanded a second time.
        let h = |n: &char| match n {
            'a' => 5,
            _ => 0,
        };
        let mut stats = Stats::default();
        let outcome = astar(&'s', edges, h, |&n| n == 't', &Limits::none(), &mut stats);
        assert_eq!(outcome.cost(), Some(7));
        assert_eq!(outcome.path(), Some(&['s', 'a', 'b', 't'][..]));
        assert_eq!(stats.expanded, 4); // s, b (cost 4), a, b again (cost 2)
    }

    #[test]
    fn a_node_reached_twice_is_expanded_once_with_a_consistent_heuristic() {
        // Every number has its successor twice: both copies wait, the second is dropped.
        struct Order(Vec<u32>);
        impl Observer<u32> for Order {
            fn expand(&mut self, node: &u32, _g: usize) {
                self.0.push(*node);
            }
        }
        let mut order = Order(Vec::new());
        let outcome = astar(
            &0u32,
            |&n: &u32| [(n + 1, 1), (n + 1, 1)],
            |&n| 3 - n.min(3) as usize,
            |&n| n == 3,
            &Limits::none(),
            &mut order,
        );
        assert_eq!(outcome.cost(), Some(3));
        assert_eq!(order.0, [0, 1, 2]);
    }

    #[test]
    fn a_memory_limit_stops_an_endless_search() {
        // An endless binary tree: the nodes generated pile up until the limit stops the search.
        let limits = Limits {
            max_memory: Some(1 << 20),
            ..Limits::none()
        };
        let outcome = astar(
            &1u64,
            |&n: &u64| [(2 * n, 1), (2 * n + 1, 1)],
            |_| 0,
            |_| false,
            &limits,
            &mut NoObserver,
        );
        assert!(matches!(
            outcome,
            Outcome::LimitReached {
                limit: Limit::Memory(_),
                ..
            }
        ));
    }
}
