//! IDA* on several threads, for one hard board: each iteration is split below a depth and the
//! subtrees are shared out.
//!
//! An iteration of IDA* is a depth-first search with a bound, and the subtrees below a depth
//! are independent of each other: the only thing they share is the bound. So each iteration
//! first searches the top of the tree down to a *split depth* (chosen so that there are a few
//! dozen positions per thread), keeping the positions it reaches there in the order a serial
//! search would reach them. The threads then take those positions one after another, each
//! searching its subtree with the same bound. The result is the serial search's: the first
//! position in that order whose subtree holds a solution gives the same solution the serial
//! search finds, since the serial search would have searched every earlier subtree in vain
//! before it. A thread working on a later position stops as soon as an earlier one has a
//! solution; the iterations before the last generate exactly the serial search's nodes.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::Instant;

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::ida::{solvable, solved, Halt, Item, Search, CHECK_EVERY, FOUND, NO_PARENT};
use super::pruning::MovePruning;
use super::Incremental;
use crate::search::{Limit, Limits, NoObserver, Observer, Outcome};

/// Positions per thread the split aims at: enough that a thread finishing early finds work.
const ITEMS_PER_THREAD: usize = 32;

/// Finds a shortest solution from `start` to `goal` as [`ida_with`](super::ida_with) does (the
/// moves pruned by `pruning`), with one thread per observer in `workers`. The solution is the
/// one the serial search finds.
///
/// `observer` hears the iterations (`threshold`, `solution`, `limit`, `finish`) and the events
/// of the top of each iteration's tree; each worker's observer hears every `threshold` and
/// `finish` and the events of the subtrees its thread searched, so that their counts added to
/// `observer`'s are the search's ([`Stats::absorb`](crate::search::Stats::absorb) adds them).
/// The node limit counts every thread's expansions together (checked every 1,024 expansions
/// of a thread, so a search may pass it by that much per thread).
///
/// ```
/// use puzzlelab_rules::{Board, Goal, Size};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// use puzzlelab_solvers::sliding::{ida_parallel, ida_with, pruning::MovePruning, LinearConflict};
/// let board: Board = "5 1 3 4 2 0 7 8 10 6 11 12 9 13 14 15".parse().unwrap();
/// let goal = Goal::Standard.board(Size::FIFTEEN);
/// let h = LinearConflict::new(&goal);
/// let machine = MovePruning::shared(board.size());
/// let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); 2]);
/// let none = Limits::none();
/// let parallel = ida_parallel(&board, &goal, &h, machine, &none, &mut top, &mut workers);
/// let serial = ida_with(&board, &goal, &h, machine, &none, &mut Stats::default());
/// assert_eq!(parallel.path(), serial.path());
/// ```
pub fn ida_parallel<H, O, W>(
    start: &Board,
    goal: &Board,
    heuristic: &H,
    pruning: &MovePruning,
    limits: &Limits,
    observer: &mut O,
    workers: &mut [W],
) -> Outcome<Board>
where
    H: Incremental + Sync,
    H::State: Send + Sync,
    O: Observer<[u8]>,
    W: Observer<[u8]> + Send,
{
    if !solvable(start, goal) {
        return Outcome::Unsolvable;
    }
    let clock = Instant::now();
    let moves = MoveTable::new(start.size());
    assert_eq!(pruning.size(), start.size(), "a machine for another size");
    let tree = Tree {
        start,
        goal: goal.tiles(),
        moves: &moves,
        pruning,
        heuristic,
        limits,
        clock,
        spent: AtomicU64::new(0),
    };
    let root = tree.search(observer, &[]);
    let h = heuristic.full(root.position());
    drop(root);
    let mut bound = heuristic.value(h);
    let threads = workers.len().max(1);
    let outcome = loop {
        observer.threshold(bound as usize);
        let (items, cut) = tree.split(bound, h, threads * ITEMS_PER_THREAD, observer);
        for worker in workers.iter_mut() {
            worker.threshold(bound as usize);
        }
        let result = match tree.share(bound, &items, workers) {
            Ok(result) => result,
            Err(limit) => {
                observer.limit(limit);
                break Outcome::LimitReached {
                    limit,
                    lower_bound: bound as usize,
                };
            }
        };
        match result {
            Probe::Found(moves) => {
                let cost = moves.len();
                observer.solution(cost, cost);
                break solved(start, &moves);
            }
            Probe::Next(next) => match next.min(cut) {
                u32::MAX => break Outcome::Unsolvable,
                next => bound = next,
            },
        }
    };
    for worker in workers.iter_mut() {
        worker.finish(clock.elapsed());
    }
    observer.finish(clock.elapsed());
    outcome
}

/// What searching one subtree gave.
#[derive(Clone, Debug)]
enum Probe {
    /// A solution: every move from the start.
    Found(Vec<Direction>),
    /// None within the bound: the smallest `f` cut off.
    Next(u32),
}

/// What every thread of one search shares.
struct Tree<'a, H> {
    start: &'a Board,
    goal: &'a [u8],
    moves: &'a MoveTable,
    pruning: &'a MovePruning,
    heuristic: &'a H,
    limits: &'a Limits,
    clock: Instant,
    /// Expansions of every thread so far, for the node limit.
    spent: AtomicU64,
}

impl<'a, H: Incremental + Sync> Tree<'a, H>
where
    H::State: Send + Sync,
{
    /// A search at the start, with `path` played: its own budget holds the memory limit,
    /// `check` the limits the threads share.
    fn search<'s, O: Observer<[u8]> + ?Sized>(
        &'s self,
        observer: &'s mut O,
        path: &[Direction],
    ) -> Search<'s, H, O> {
        let own = Limits {
            max_nodes: None,
            timeout: None,
            ..*self.limits
        };
        let mut search = Search::at_start(
            self.start,
            self.goal,
            self.moves,
            self.pruning,
            self.heuristic,
            observer,
            &own,
        );
        for &dir in path {
            let from = self
                .moves
                .at(search.blank)
                .iter()
                .find(|s| s.dir == dir)
                .expect("an item's moves are legal")
                .from;
            search.slide(from as usize);
            search.path.push(dir);
        }
        search
    }

    /// The limit that the threads' expansions together have passed, if any: `n` more
    /// expansions are counted first.
    fn over(&self, n: u64) -> Option<Limit> {
        let total = self.spent.fetch_add(n, Relaxed) + n;
        if let Some(max) = self.limits.max_nodes {
            if total > max {
                return Some(Limit::Nodes(max));
            }
        }
        match self.limits.timeout {
            Some(t) if self.clock.elapsed() > t => Some(Limit::Time(t)),
            _ => None,
        }
    }

    /// The top of an iteration's tree with bound `bound`: the positions at the shallowest
    /// split depth that gives at least `wanted` of them (or at the deepest the bound allows),
    /// in the serial order, and the smallest `f` cut off above them. Only the last, chosen
    /// split is reported to `observer`.
    fn split<O: Observer<[u8]>>(
        &self,
        bound: u32,
        h: H::State,
        wanted: usize,
        observer: &mut O,
    ) -> (Vec<Item<H::State>>, u32) {
        let probe = |depth: u32, observer: &mut dyn Observer<[u8]>| {
            let mut search = self.search(observer, &[]);
            search.bound = bound;
            search.split = depth;
            let cells = search.cells;
            search.observer.push(&search.tiles[..cells], 0, 1, 1);
            let machine = search.pruning.start(search.blank);
            let cut = search.dfs(0, h, NO_PARENT, machine);
            (
                std::mem::take(&mut search.items),
                cut,
                search.budget.spent(),
            )
        };
        let mut depth = 1;
        while depth < bound {
            let (items, cut, _) = probe(depth, &mut NoObserver);
            if items.len() >= wanted || (items.is_empty() && cut == u32::MAX) {
                break;
            }
            depth += 1;
        }
        let (items, cut, expanded) = probe(depth, observer);
        self.spent.fetch_add(expanded, Relaxed);
        (items, cut)
    }

    /// Searches the subtrees of `items` with bound `bound` on one thread per worker; the
    /// first item's result that is a solution, or the smallest `f` cut off in all of them.
    fn share<W: Observer<[u8]> + Send>(
        &self,
        bound: u32,
        items: &[Item<H::State>],
        workers: &mut [W],
    ) -> Result<Probe, Limit> {
        let taken = AtomicUsize::new(0);
        let first_found = AtomicUsize::new(usize::MAX);
        let halted: Mutex<Option<Limit>> = Mutex::new(None);
        let results: Vec<Mutex<Option<Probe>>> = items.iter().map(|_| Mutex::new(None)).collect();
        std::thread::scope(|scope| {
            for worker in workers.iter_mut() {
                let (taken, first_found, halted, results) =
                    (&taken, &first_found, &halted, &results);
                scope.spawn(move || loop {
                    let i = taken.fetch_add(1, Relaxed);
                    let stop = || {
                        halted.lock().map_or(true, |h| h.is_some()) || first_found.load(Relaxed) < i
                    };
                    if i >= items.len() || stop() {
                        break;
                    }
                    let check = |n: u64| match self.over(n) {
                        Some(limit) => Some(Halt::Limit(limit)),
                        None if stop() => Some(Halt::Cancelled),
                        None => None,
                    };
                    let item = &items[i];
                    let mut search = self.search(&mut *worker, &item.path);
                    search.bound = bound;
                    search.check = &check;
                    let g = item.path.len() as u32;
                    let probe = search.dfs(g, item.state, item.parent, item.machine);
                    if search.stopped.is_none() {
                        // the expansions since the last check count too
                        if let Some(limit) = self.over(search.budget.spent() % CHECK_EVERY) {
                            search.stopped = Some(Halt::Limit(limit));
                        }
                    }
                    match search.stopped {
                        Some(Halt::Limit(limit)) => {
                            if let Ok(mut h) = halted.lock() {
                                h.get_or_insert(limit);
                            }
                            break;
                        }
                        Some(Halt::Cancelled) => {}
                        None if probe == FOUND => {
                            first_found.fetch_min(i, Relaxed);
                            let path = std::mem::take(&mut search.path);
                            *results[i].lock().expect("one writer") = Some(Probe::Found(path));
                        }
                        None => {
                            *results[i].lock().expect("one writer") = Some(Probe::Next(probe));
                        }
                    }
                });
            }
        });
        if let Some(limit) = halted.into_inner().ok().flatten() {
            return Err(limit);
        }
        let mut next = u32::MAX;
        for result in results {
            match result.into_inner().ok().flatten() {
                Some(Probe::Found(path)) => return Ok(Probe::Found(path)),
                Some(Probe::Next(cut)) => next = next.min(cut),
                None => {}
            }
        }
        Ok(Probe::Next(next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Stats;
    use crate::sliding::{ida_with, LinearConflict, Manhattan};
    use puzzlelab_rules::{shuffle, Goal, Size};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn counts(top: &Stats, workers: &[Stats]) -> (u64, u64) {
        let expanded = top.expanded + workers.iter().map(|w| w.expanded).sum::<u64>();
        let generated = top.generated + workers.iter().map(|w| w.generated).sum::<u64>();
        (expanded, generated)
    }

    #[test]
    fn the_parallel_search_finds_the_serial_solution() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let h = LinearConflict::new(&goal);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let none = MovePruning::none(Size::FIFTEEN);
        for (walk, machine) in [0, 1, 3, 20, 40, 60, 60, 80]
            .into_iter()
            .flat_map(|walk| [(walk, &none), (walk, MovePruning::shared(Size::FIFTEEN))])
        {
            let board = shuffle::random_walk(&mut rng, &goal, walk).0;
            let mut serial_stats = Stats::default();
            let serial = ida_with(
                &board,
                &goal,
                &h,
                machine,
                &Limits::none(),
                &mut serial_stats,
            );
            for threads in [1, 2, 3] {
                let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); threads]);
                let limits = Limits::none();
                let parallel =
                    ida_parallel(&board, &goal, &h, machine, &limits, &mut top, &mut workers);
                assert_eq!(
                    parallel.path(),
                    serial.path(),
                    "walk {walk}, {threads} threads"
                );
                assert_eq!(top.iterations.len(), serial_stats.iterations.len());
            }
        }
    }

    #[test]
    fn only_the_last_iteration_can_expand_more_than_the_serial_search() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let h = Manhattan::new(&goal);
        let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap(); // 31 moves
        let machine = MovePruning::shared(Size::EIGHT);
        let mut serial = Stats::default();
        ida_with(&board, &goal, &h, machine, &Limits::none(), &mut serial);
        let before_last: u64 = serial.iterations[..serial.iterations.len() - 1]
            .iter()
            .map(|i| i.expanded)
            .sum();
        let last = serial.iterations.last().unwrap().expanded;
        for threads in [1, 2] {
            let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); threads]);
            let none = Limits::none();
            let outcome = ida_parallel(&board, &goal, &h, machine, &none, &mut top, &mut workers);
            assert_eq!(outcome.cost(), Some(31));
            let (expanded, _) = counts(&top, &workers);
            assert!(expanded > before_last, "{expanded} {before_last}");
            assert!(
                expanded <= before_last + 2 * last + 2_000,
                "{expanded} {before_last} {last}"
            );
        }
    }

    #[test]
    fn a_node_limit_stops_every_thread_with_a_lower_bound() {
        let goal = Goal::BlankFirst.board(Size::FIFTEEN);
        let h = Manhattan::new(&goal);
        let board: Board = "15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0".parse().unwrap();
        let limits = Limits::nodes(50_000);
        let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); 2]);
        let machine = MovePruning::shared(Size::FIFTEEN);
        let outcome = ida_parallel(&board, &goal, &h, machine, &limits, &mut top, &mut workers);
        let Outcome::LimitReached { limit, lower_bound } = outcome else {
            panic!("{outcome:?}")
        };
        assert_eq!(limit, Limit::Nodes(50_000));
        assert!(lower_bound >= h.estimate(&board) as usize);
        let (expanded, _) = counts(&top, &workers);
        assert!(expanded <= 50_000 + 2 * 2 * CHECK_EVERY, "{expanded}");
    }

    #[test]
    fn an_unsolvable_board_and_the_goal_itself() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let h = Manhattan::new(&goal);
        let swapped: Board = "2 1 3 4 5 6 7 8 0".parse().unwrap();
        let mut workers = vec![Stats::default(); 2];
        let machine = MovePruning::shared(Size::EIGHT);
        let run = |b: &Board, w: &mut [Stats]| {
            ida_parallel(
                b,
                &goal,
                &h,
                machine,
                &Limits::none(),
                &mut Stats::default(),
                w,
            )
        };
        assert!(matches!(run(&swapped, &mut workers), Outcome::Unsolvable));
        assert_eq!(run(&goal, &mut workers).cost(), Some(0));
    }
}
