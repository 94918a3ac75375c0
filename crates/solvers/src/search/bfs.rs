//! Breadth-first search: the frontier is a queue, so nodes are expanded in order of depth and
//! the first goal found is one with the fewest steps.

use std::collections::VecDeque;
use std::hash::Hash;

use super::pseudocode::Pseudocode;
use super::Event;
use super::{Budget, Limits, Observer, Outcome};
use crate::table::{NodeId, NodeTable, NO_NODE};

/// Breadth-first search in pseudo-code, and the line of each event.
pub(crate) const PSEUDOCODE: Pseudocode = Pseudocode {
    en: &[
        "queue ← [start]; seen ← {start}",
        "while queue is not empty:",
        "    n ← dequeue(queue)",
        "    if n is the goal: return the path to n",
        "    for each successor c of n:",
        "        if c is not in seen: add c to seen; enqueue(queue, c)",
    ],
    ru: &[
        "очередь ← [старт]; виденные ← {старт}",
        "пока очередь не пуста:",
        "    n ← взять из очереди",
        "    если n — цель: вернуть путь к n",
        "    для каждого преемника c узла n:",
        "        если c не среди виденных: добавить c к виденным; поставить c в очередь",
    ],
    line_of: |e| match e {
        Event::Push { g: 0, .. } => 0,
        Event::Pop { .. } => 2,
        Event::Solution { .. } => 3,
        Event::Expand { .. } => 4,
        Event::Generate { .. } | Event::Push { .. } => 5,
        _ => 1,
    },
};

/// Finds a path with the fewest steps from `start` to a node where `success` holds.
///
/// - `successors(node)` gives the nodes one step away (step costs are all 1; a cost, if the
///   closure's items carry one, is not needed here);
/// - `success(node)` says whether a node is a goal.
///
/// Every node seen is remembered (so that it is queued once), which is what limits BFS: the
/// memory grows with the whole explored space. `Outcome::Unsolvable` means every reachable
/// node was expanded; the observer's `expand` events then carry each node's depth, which is
/// how `bfs-layers` counts the positions at each distance.
///
/// ```
/// use puzzlelab_solvers::search::{bfs, Limits, NoObserver};
/// let outcome = bfs(&1usize, |&n| [n + 1, n * 2], |&n| n == 17, &Limits::none(), &mut NoObserver);
/// assert_eq!(outcome.path(), Some(&[1, 2, 4, 8, 16, 17][..]));
/// ```
pub fn bfs<N, FN, IN, FS, O>(
    start: &N,
    mut successors: FN,
    mut success: FS,
    limits: &Limits,
    observer: &mut O,
) -> Outcome<N>
where
    N: Eq + Hash + Clone,
    FN: FnMut(&N) -> IN,
    IN: IntoIterator<Item = N>,
    FS: FnMut(&N) -> bool,
    O: Observer<N>,
{
    let mut budget = Budget::start(limits);
    // Every node seen, with the index of the node it was reached from, and its depth.
    let mut seen: NodeTable<N, (NodeId, usize)> = NodeTable::new();
    let mut queue: VecDeque<NodeId> = VecDeque::new();
    let (first, _) = seen.insert(start.clone(), (NO_NODE, 0));
    queue.push_back(first);
    observer.push(start, 0, 1, 1);
    let node_bytes = budget.node_bytes::<N>(0);
    let outcome = loop {
        let Some(index) = queue.pop_front() else {
            break Outcome::Unsolvable;
        };
        let (node, &(grandparent, depth)) = seen.get(index);
        observer.pop(node, depth, queue.len());
        if success(node) {
            let path = seen.path_to(index, |&(parent, _)| parent);
            observer.solution(depth, depth);
            break Outcome::Solved { path, cost: depth };
        }
        let memory = || seen.bytes(node_bytes) + (queue.capacity() * size_of::<NodeId>()) as u64;
        if let Some(limit) = budget.spend(memory) {
            observer.limit(limit);
            break Outcome::LimitReached {
                limit,
                lower_bound: depth,
            };
        }
        observer.expand(node, depth);
        let children = successors(node);
        for child in children {
            if grandparent != NO_NODE && *seen.get(grandparent).0 == child {
                continue; // the way back to the node's own parent: not generated
            }
            let (parent, _) = seen.get(index);
            observer.generate(parent, &child, depth + 1);
            let stored = seen.len() + 1;
            if let Some((child_index, child)) = seen.insert_new(child, (index, depth + 1)) {
                queue.push_back(child_index);
                observer.push(child, depth + 1, queue.len(), stored);
            }
        }
    };
    observer.finish(budget.elapsed());
    outcome
}
