//! IDA* on several threads, for one hard board: each iteration is split below a depth and the
//! subtrees are shared out.
//!
//! An iteration of IDA* is a depth-first search with a bound, and the subtrees below a depth
//! are independent of each other: the only thing they share is the bound. So each iteration
//! first searches the top of the tree down to a *split depth* (chosen so that there are a few
//! dozen positions per thread), keeping the positions it reaches there in the order a serial
//! search would reach them: that is a pass of its own ([`Search::top`]), the serial search's
//! order cut at a depth. The threads then take those positions one after another, each
//! searching its subtree with the serial [`Search::dfs`] and the same bound, counted by a
//! [`Meter`] that adds every thread's expansions together. The result is the serial search's:
//! the first position in that order whose subtree holds a solution gives the same solution the
//! serial search finds, since the serial search would have searched every earlier subtree in
//! vain before it. A thread working on a later position stops as soon as an earlier one has a
//! solution; the iterations before the last generate exactly the serial search's nodes.

use crate::clock::Stopwatch;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::ida::{solved, Alone, Meter, Search, SlidingIda, Step, NO_PARENT};
use super::Incremental;
use crate::search::{Limit, Limits, NoObserver, Observer, Outcome};

/// Positions per thread the split aims at: enough that a thread finishing early finds work.
const ITEMS_PER_THREAD: usize = 32;

/// How many expansions pass between two looks of a thread at the limits the threads share.
const CHECK_EVERY: u64 = 1024;

impl<H> SlidingIda<H>
where
    H: Incremental + Sync,
    H::State: Send + Sync,
{
    /// Finds a shortest solution from `start` as [`SlidingIda::solve`] does, with one thread
    /// per observer in `workers`. The solution is the one the serial search finds.
    ///
    /// `observer` hears the iterations (`threshold`, `solution`, `limit`, `finish`) and the
    /// events of the top of each iteration's tree; each worker's observer hears every
    /// `threshold` and `finish` and the events of the subtrees its thread searched, so that
    /// their counts added to `observer`'s are the search's
    /// ([`Stats::absorb`](crate::search::Stats::absorb) adds them). The node limit counts every
    /// thread's expansions together (checked every 1,024 expansions of a thread, so a search
    /// may pass it by that much per thread).
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Goal, Size};
    /// use puzzlelab_solvers::search::Stats;
    /// use puzzlelab_solvers::sliding::{LinearConflict, SlidingIda};
    /// let board: Board = "5 1 3 4 2 0 7 8 10 6 11 12 9 13 14 15".parse().unwrap();
    /// let goal = Goal::Standard.board(Size::FIFTEEN);
    /// let ida = SlidingIda::new(&goal, LinearConflict::new(&goal));
    /// let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); 2]);
    /// let parallel = ida.solve_parallel(&board, &mut top, &mut workers);
    /// let serial = ida.solve(&board, &mut Stats::default());
    /// assert_eq!(parallel.path(), serial.path());
    /// ```
    ///
    /// # Panics
    /// If `start` is not of the goal's size.
    pub fn solve_parallel<O, W>(
        &self,
        start: &Board,
        observer: &mut O,
        workers: &mut [W],
    ) -> Outcome<Board>
    where
        O: Observer<[u8]>,
        W: Observer<[u8]> + Send,
    {
        if !self.solvable(start) {
            return Outcome::Unsolvable;
        }
        let moves = MoveTable::new(start.size());
        let tree = Tree {
            ida: self,
            start,
            moves: &moves,
            together: Together {
                limits: self.limits,
                clock: Stopwatch::start(),
                spent: AtomicU64::new(0),
            },
        };
        let h = self
            .heuristic
            .full(super::cursor::Cursor::new(start).position());
        let mut bound = self.heuristic.value(h);
        let threads = workers.len().max(1);
        let outcome = loop {
            observer.threshold(bound as usize);
            let split = tree.split(bound, h, threads * ITEMS_PER_THREAD, observer);
            for worker in workers.iter_mut() {
                worker.threshold(bound as usize);
            }
            let result = split.and_then(|split| {
                let result = tree.share(bound, &split.items, workers)?;
                Ok((result, split.cut))
            });
            match result {
                Err(limit) => {
                    observer.limit(limit);
                    break Outcome::LimitReached {
                        limit,
                        lower_bound: bound as usize,
                    };
                }
                Ok((Probe::Found(moves), _)) => {
                    let cost = moves.len();
                    observer.solution(cost, cost);
                    break solved(start, &moves);
                }
                Ok((Probe::Next(next), cut)) => match next.min(cut) {
                    u32::MAX => break Outcome::Unsolvable,
                    next => bound = next,
                },
            }
        };
        let elapsed = tree.together.clock.elapsed();
        for worker in workers.iter_mut() {
            worker.finish(elapsed);
        }
        observer.finish(elapsed);
        outcome
    }
}

/// A position left for a thread by the split: the moves that lead to it from the start, its
/// heuristic state, the cell the blank came from and the move-pruning machine's state there.
#[derive(Clone, Debug)]
struct Item<S> {
    path: Vec<Direction>,
    state: S,
    parent: usize,
    machine: u32,
}

/// The top of an iteration's tree: the positions left for the threads, in the serial order,
/// and the smallest `f` cut off above them.
struct Split<S> {
    items: Vec<Item<S>>,
    cut: u32,
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
    ida: &'a SlidingIda<H>,
    start: &'a Board,
    moves: &'a MoveTable,
    together: Together,
}

/// The limits the threads share: the nodes they expand together, the time since the start.
struct Together {
    limits: Limits,
    clock: Stopwatch,
    /// Expansions of every thread so far, for the node limit.
    spent: AtomicU64,
}

impl Together {
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

    /// A thread's own limits: the memory (its own tables and path); nodes and time are
    /// counted together.
    fn own(&self) -> Limits {
        Limits {
            max_nodes: None,
            timeout: None,
            ..self.limits
        }
    }
}

/// Why a worker's probe stopped before its end.
#[derive(Clone, Copy, Debug)]
enum Halt {
    /// A limit of the search.
    Limit(Limit),
    /// The probe's result is no longer wanted (another thread found a solution first).
    Cancelled,
}

/// A worker's meter: its own limits, and every [`CHECK_EVERY`] expansions the limits the
/// threads share and whether its subtree is still wanted.
struct Shared<'t, F> {
    own: Alone,
    together: &'t Together,
    /// Whether the subtree's result is no longer wanted.
    cancelled: F,
    halt: Option<Halt>,
}

impl<F: Fn() -> bool> Meter for Shared<'_, F> {
    #[inline]
    fn spend(&mut self, memory: impl FnOnce() -> u64) -> bool {
        if self.own.spend(memory) {
            self.halt = Some(Halt::Limit(self.own.limit()));
            return true;
        }
        if self.own.budget.spent().is_multiple_of(CHECK_EVERY) {
            if let Some(limit) = self.together.over(CHECK_EVERY) {
                self.halt = Some(Halt::Limit(limit));
                return true;
            }
            if (self.cancelled)() {
                self.halt = Some(Halt::Cancelled);
                return true;
            }
        }
        false
    }
}

impl<'a, H: Incremental + Sync> Tree<'a, H>
where
    H::State: Send + Sync,
{
    /// A search at the start with `path` played, heard by `observer`, counted by `meter`.
    fn search<'s, O: Observer<[u8]> + ?Sized, M: Meter>(
        &'s self,
        observer: &'s mut O,
        meter: M,
        path: &[Direction],
    ) -> Search<'s, H, O, M> {
        let mut search = Search::new(self.ida, self.start, self.moves, observer, meter);
        for &dir in path {
            search.cursor.play(self.moves, dir);
            search.path.push(dir);
        }
        search
    }

    /// The top of an iteration's tree with bound `bound`: the positions at the shallowest
    /// split depth that gives at least `wanted` of them (or at the deepest the bound allows),
    /// in the serial order, and the smallest `f` cut off above them. Only the last, chosen
    /// split is reported to `observer`. A limit (the memory's: nodes and time are the
    /// threads') stops it.
    fn split<O: Observer<[u8]>>(
        &self,
        bound: u32,
        h: H::State,
        wanted: usize,
        observer: &mut O,
    ) -> Result<Split<H::State>, Limit> {
        let probe = |depth: u32, observer: &mut dyn Observer<[u8]>| {
            let mut search = self.search(observer, Alone::new(&self.together.own()), &[]);
            search.bound = bound;
            search.observer.push(search.cursor.tiles(), 0, 1, 1);
            let machine = search.pruning.start(self.start.blank());
            let mut items = Vec::new();
            match search.top(depth, &mut items, 0, h, NO_PARENT, machine) {
                Step::Exceeded(cut) => Ok((items, cut, search.meter.budget.spent())),
                Step::Stopped => Err(search.meter.limit()),
                Step::Found => unreachable!("the top of the tree keeps the goal as an item"),
            }
        };
        let mut depth = 1;
        while depth < bound {
            let (items, cut, _) = probe(depth, &mut NoObserver)?;
            if items.len() >= wanted || (items.is_empty() && cut == u32::MAX) {
                break;
            }
            depth += 1;
        }
        let (items, cut, expanded) = probe(depth, observer)?;
        self.together.spent.fetch_add(expanded, Relaxed);
        Ok(Split { items, cut })
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
                    let meter = Shared {
                        own: Alone::new(&self.together.own()),
                        together: &self.together,
                        cancelled: stop,
                        halt: None,
                    };
                    let item = &items[i];
                    let mut search = self.search(&mut *worker, meter, &item.path);
                    search.bound = bound;
                    let g = item.path.len() as u32;
                    let mut step = search.dfs(g, item.state, item.parent, item.machine);
                    if step != Step::Stopped {
                        // the expansions since the last look count too
                        let spent = search.meter.own.budget.spent() % CHECK_EVERY;
                        if let Some(limit) = self.together.over(spent) {
                            search.meter.halt = Some(Halt::Limit(limit));
                            step = Step::Stopped;
                        }
                    }
                    match (step, search.meter.halt) {
                        (Step::Stopped, Some(Halt::Limit(limit))) => {
                            if let Ok(mut h) = halted.lock() {
                                h.get_or_insert(limit);
                            }
                            break;
                        }
                        (Step::Stopped, _) => {} // cancelled
                        (Step::Found, _) => {
                            first_found.fetch_min(i, Relaxed);
                            let path = std::mem::take(&mut search.path);
                            *results[i].lock().expect("one writer") = Some(Probe::Found(path));
                        }
                        (Step::Exceeded(cut), _) => {
                            *results[i].lock().expect("one writer") = Some(Probe::Next(cut));
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

impl<H: Incremental, O: Observer<[u8]> + ?Sized> Search<'_, H, O, Alone> {
    /// The top of the tree below the current position (reached in `g` moves with heuristic
    /// state `h`, the blank from `parent`, the machine in state `machine`), in the order of
    /// [`Search::dfs`], down to `depth`: the positions there, and the goal above it, are kept
    /// in `items` for the threads instead of searched. Answers the smallest `f` cut off above
    /// them.
    fn top(
        &mut self,
        depth: u32,
        items: &mut Vec<Item<H::State>>,
        g: u32,
        h: H::State,
        parent: usize,
        machine: u32,
    ) -> Step {
        if g >= depth || self.at_goal(h) {
            let path = self.path.clone();
            items.push(Item {
                path,
                state: h,
                parent,
                machine,
            });
            return Step::Exceeded(u32::MAX); // searched later: no bound from here for now
        }
        self.expand(g, h, parent, machine, |search, child| {
            search.top(depth, items, g + 1, child.h, child.parent, child.machine)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Stats;
    use crate::sliding::{LinearConflict, Manhattan};
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
        let pruned = SlidingIda::new(&goal, LinearConflict::new(&goal));
        let plain = pruned.clone().without_pruning();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for (walk, ida) in [0, 1, 3, 20, 40, 60, 60, 80]
            .into_iter()
            .flat_map(|walk| [(walk, &plain), (walk, &pruned)])
        {
            let board = shuffle::random_walk(&mut rng, &goal, walk).0;
            let mut serial_stats = Stats::default();
            let serial = ida.solve(&board, &mut serial_stats);
            for threads in [1, 2, 3] {
                let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); threads]);
                let parallel = ida.solve_parallel(&board, &mut top, &mut workers);
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
        let ida = SlidingIda::new(&goal, Manhattan::new(&goal));
        let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap(); // 31 moves
        let mut serial = Stats::default();
        ida.solve(&board, &mut serial);
        let before_last: u64 = serial.iterations[..serial.iterations.len() - 1]
            .iter()
            .map(|i| i.expanded)
            .sum();
        let last = serial.iterations.last().unwrap().expanded;
        for threads in [1, 2] {
            let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); threads]);
            let outcome = ida.solve_parallel(&board, &mut top, &mut workers);
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
        let ida = SlidingIda::new(&goal, &h).limits(Limits::nodes(50_000));
        let (mut top, mut workers) = (Stats::default(), vec![Stats::default(); 2]);
        let outcome = ida.solve_parallel(&board, &mut top, &mut workers);
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
        let ida = SlidingIda::new(&goal, Manhattan::new(&goal));
        let swapped: Board = "2 1 3 4 5 6 7 8 0".parse().unwrap();
        let mut workers = vec![Stats::default(); 2];
        let run = |b: &Board, w: &mut [Stats]| ida.solve_parallel(b, &mut Stats::default(), w);
        assert!(matches!(run(&swapped, &mut workers), Outcome::Unsolvable));
        assert_eq!(run(&goal, &mut workers).cost(), Some(0));
    }
}
