//! IDA*: iterative-deepening A*. A depth-first search that cuts off every node whose
//! `f = g + h` exceeds a threshold; when an iteration fails, the threshold rises to the
//! smallest `f` that was cut off, and the search starts again. Memory: the current path only.

use super::pseudocode::Pseudocode;
use super::Event;
use super::{Budget, Limit, Limits, Observer, Outcome};

/// IDA* in pseudo-code, and the line of each event (iterative deepening is the same with
/// h = 0, and the SAT chain's horizons its bounds).
pub(crate) const PSEUDOCODE: Pseudocode = Pseudocode {
    en: &[
        "bound ← h(start)",
        "loop: search(start, 0, bound); bound ← the least f that passed it",
        "search(n, g, bound):",
        "    if g + h(n) > bound: return g + h(n)",
        "    if n is the goal: return FOUND",
        "    for each successor c of n but the parent:",
        "        search(c, g + 1, bound)",
        "    (back up from n)",
    ],
    ru: &[
        "порог ← h(старт)",
        "повторять: поиск(старт, 0, порог); порог ← наименьшее f сверх порога",
        "поиск(n, g, порог):",
        "    если g + h(n) > порог: вернуть g + h(n)",
        "    если n — цель: вернуть НАЙДЕНО",
        "    для каждого преемника c узла n, кроме родителя:",
        "        поиск(c, g + 1, порог)",
        "    (вернуться из n)",
    ],
    line_of: |e| match e {
        Event::Threshold { .. } => 1,
        Event::Solution { .. } => 4,
        Event::Expand { .. } => 5,
        Event::Generate { .. } => 3,
        Event::Push { g: 0, .. } => 1,
        Event::Push { .. } => 6,
        Event::Pop { .. } => 7,
        _ => 1,
    },
};

/// Finds a cheapest path from `start` to a node where `success` holds, in memory linear in
/// the path's length.
///
/// - `successors(node)` gives the neighbours with the cost of the step to each (the step back
///   to the node's own parent is skipped; longer cycles are not checked, as in the classic
///   algorithm: on the sliding puzzle they cost little);
/// - `heuristic(node)` must never overestimate the cost to a goal (be *admissible*);
/// - `success(node)` says whether a node is a goal.
///
/// Each iteration is announced to the observer with its threshold. The path contains the
/// start and the goal. `Outcome::Unsolvable` means an iteration cut nothing off and found no
/// goal: the reachable space is finite and holds no goal.
///
/// ```
/// use puzzlelab_solvers::search::{idastar, Limits, NoObserver};
/// let outcome = idastar(
///     &1usize,
///     |&n| [(n + 1, 1), (n * 2, 1)],
///     |&n| usize::from(n < 17),
///     |&n| n == 17,
///     &Limits::none(),
///     &mut NoObserver,
/// );
/// assert_eq!(outcome.cost(), Some(5));
/// ```
pub fn idastar<N, FN, IN, FH, FS, O>(
    start: &N,
    mut successors: FN,
    mut heuristic: FH,
    mut success: FS,
    limits: &Limits,
    observer: &mut O,
) -> Outcome<N>
where
    N: Eq + Clone,
    FN: FnMut(&N) -> IN,
    IN: IntoIterator<Item = (N, usize)>,
    FH: FnMut(&N) -> usize,
    FS: FnMut(&N) -> bool,
    O: Observer<N>,
{
    let mut search = Search {
        successors: &mut successors,
        heuristic: &mut heuristic,
        success: &mut success,
        observer,
        budget: Budget::start(limits),
        path: vec![start.clone()],
    };
    let mut threshold = (search.heuristic)(start);
    let outcome = loop {
        search.observer.threshold(threshold);
        search.observer.push(start, 0, 1, 1);
        match search.dfs(0, threshold) {
            Step::Found(cost) => {
                search.observer.solution(cost, search.path.len() - 1);
                break Outcome::Solved {
                    path: std::mem::take(&mut search.path),
                    cost,
                };
            }
            Step::Stopped(limit) => {
                search.observer.limit(limit);
                break Outcome::LimitReached {
                    limit,
                    lower_bound: threshold,
                };
            }
            Step::Exceeded(usize::MAX) => break Outcome::Unsolvable,
            Step::Exceeded(next) => threshold = next,
        }
    };
    search.observer.finish(search.budget.elapsed());
    outcome
}

/// How a depth-first probe ended.
enum Step {
    /// A goal, at this cost; `path` holds the way to it.
    Found(usize),
    /// No goal within the threshold; the smallest `f` cut off (`usize::MAX`: none was).
    Exceeded(usize),
    /// A limit was reached.
    Stopped(Limit),
}

struct Search<'a, N, FN, FH, FS, O> {
    successors: &'a mut FN,
    heuristic: &'a mut FH,
    success: &'a mut FS,
    observer: &'a mut O,
    budget: Budget,
    /// The current path; the node being searched is the last one.
    path: Vec<N>,
}

impl<N, FN, IN, FH, FS, O> Search<'_, N, FN, FH, FS, O>
where
    N: Eq + Clone,
    FN: FnMut(&N) -> IN,
    IN: IntoIterator<Item = (N, usize)>,
    FH: FnMut(&N) -> usize,
    FS: FnMut(&N) -> bool,
    O: Observer<N>,
{
    /// Searches below the last node of the path, reached at cost `g`, within `threshold`.
    fn dfs(&mut self, g: usize, threshold: usize) -> Step {
        let depth = self.path.len() - 1;
        let node = &self.path[depth];
        if (self.success)(node) {
            return Step::Found(g);
        }
        let memory = || (self.path.capacity() * std::mem::size_of::<N>()) as u64; // all it keeps
        if let Some(limit) = self.budget.spend(memory) {
            return Step::Stopped(limit);
        }
        self.observer.expand(node, g);
        let mut next = usize::MAX;
        let children = (self.successors)(node);
        for (child, step) in children {
            if depth > 0 && child == self.path[depth - 1] {
                continue; // never straight back to the parent: not generated
            }
            self.observer.generate(&self.path[depth], &child, g + step);
            let f = g + step + (self.heuristic)(&child);
            if f > threshold {
                next = next.min(f);
                continue;
            }
            self.path.push(child);
            let len = self.path.len();
            self.observer.push(&self.path[len - 1], g + step, len, len);
            match self.dfs(g + step, threshold) {
                Step::Exceeded(f) => next = next.min(f),
                found_or_stopped => return found_or_stopped,
            }
            let child = self.path.pop().expect("pushed above");
            self.observer.pop(&child, g + step, self.path.len());
        }
        Step::Exceeded(next)
    }
}
