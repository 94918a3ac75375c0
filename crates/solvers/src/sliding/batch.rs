//! IDA* on several boards at once on one thread, their table reads overlapped.
//!
//! With pattern databases of hundreds of megabytes, nearly every estimate the search reads is a
//! miss of the processor's caches, and one depth-first search cannot ask for the next entry
//! before it knows the last: whether it descends depends on it. The searches of *different*
//! boards do not depend on each other. So this module runs a few of them side by side as
//! *lanes*: a lane makes a move, asks the memory for the entries its estimate needs
//! ([`Prefetch::prefetch`]) and hands over to the next lane; by the time its turn comes again,
//! the entries have arrived. Each lane is the serial search of [`SlidingIda::solve`] written
//! as a loop over an explicit stack, so that it can stop after any move and resume: it visits
//! the same nodes in the same order, tells its board's observer the same events and finds the
//! same solution; only the order in which the boards' work is done changes.

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::cursor::Cursor;
use super::ida::{solved, SlidingIda};
use super::incremental::TileMove;
use super::pruning::{MovePruning, FORBIDDEN};
use super::{Incremental, Position};
use crate::search::{Budget, Limit, Limits, Observer, Outcome};

/// Boards searched side by side on a thread where that gains: on Korf's 100 with the 7-8
/// databases (a 2-core AMD EPYC), 8 took 0.21 CPU s where the serial search took 0.27–0.28 s,
/// 16 and 24 took 0.22–0.23 s (`docs/pdb.md`, *Boards side by side*).
pub const LANES: usize = 8;

/// The tables' size past which boards side by side gain: far larger than the caches (7-8,
/// 6-6-6-6), so that nearly every read waits for the memory. With 6-6-3's 11 MB the lanes only
/// cost: Korf's 100 took 4.61 CPU s side by side against 3.43 s one at a time
/// (`docs/bench/korf.json`).
const SIDE_BY_SIDE_BYTES: u64 = 256 << 20;

/// A heuristic whose update can ask the memory for its entries ahead of reading them: a
/// search with other work to do meanwhile (the lanes of [`SlidingIda::solve_batch`]) calls
/// `prefetch` for a move, does that work, then `moved_prefetched` for the same move. The
/// pattern databases are one; the heuristics whose tables stay in the caches gain nothing by it.
/// On Korf's 100 with the 7-8 databases, 8 lanes took 0.21–0.26 CPU s with the prefetch and
/// 0.59–0.65 s without it (`docs/pdb.md`, *Boards side by side*): the prefetch is what pays.
pub trait Prefetch: Incremental {
    /// What `prefetch` found out for the update (for the pattern databases: where their entries
    /// are).
    type Ahead<'a>: Copy
    where
        Self: 'a;
    /// Asks the memory for what [`Incremental::moved`] will read for `step` from state `h`,
    /// `at` the position after the move.
    fn prefetch<'a>(&'a self, h: Self::State, at: &Position<'_>, step: TileMove)
        -> Self::Ahead<'a>;
    /// [`Incremental::moved`] for a move that `prefetch` saw, with what it gave.
    fn moved_prefetched<'a>(
        &'a self,
        h: Self::State,
        at: &Position<'_>,
        step: TileMove,
        limit: u32,
        ahead: Self::Ahead<'a>,
    ) -> Self::State;
}

/// A borrowed heuristic prefetches as the heuristic does.
impl<H: Prefetch + ?Sized> Prefetch for &H {
    type Ahead<'a>
        = H::Ahead<'a>
    where
        Self: 'a;
    #[inline(always)]
    fn prefetch<'a>(
        &'a self,
        h: Self::State,
        at: &Position<'_>,
        step: TileMove,
    ) -> Self::Ahead<'a> {
        (**self).prefetch(h, at, step)
    }
    #[inline(always)]
    fn moved_prefetched<'a>(
        &'a self,
        h: Self::State,
        at: &Position<'_>,
        step: TileMove,
        limit: u32,
        ahead: Self::Ahead<'a>,
    ) -> Self::State {
        (**self).moved_prefetched(h, at, step, limit, ahead)
    }
}

impl<H: Incremental> SlidingIda<H> {
    /// Whether a batch gains by searching boards side by side: when the heuristic's tables are
    /// far larger than the caches. [`SlidingIda::solve_batch`] then takes [`LANES`] boards at a
    /// time, otherwise one (unless [`SlidingIda::lanes`] says otherwise).
    pub fn gains_side_by_side(&self) -> bool {
        self.heuristic.bytes() > SIDE_BY_SIDE_BYTES
    }
}

impl<H: Prefetch> SlidingIda<H> {
    /// Solves every board of `boards` as [`SlidingIda::solve`] does (each board under limits
    /// of its own), side by side on this thread where that gains
    /// ([`SlidingIda::gains_side_by_side`]). `observers[i]` hears board `i`'s search; the
    /// outcomes come in the boards' order, each with the serial search's solution and counts.
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Goal, Size};
    /// use puzzlelab_solvers::pdb::{build::build, Partition, PdbHeuristic};
    /// use puzzlelab_solvers::search::Stats;
    /// use puzzlelab_solvers::sliding::SlidingIda;
    /// let goal = Goal::Standard.board(Size::EIGHT);
    /// let partition = Partition::named("44", &goal).unwrap();
    /// let dbs = partition.patterns().iter().map(|p| build(p, &mut |_| {})).collect();
    /// let ida = SlidingIda::new(&goal, PdbHeuristic::new(dbs).unwrap()).lanes(2);
    /// let boards: Vec<Board> = ["8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 0 7 8", "0 1 2 3 4 5 6 7 8"]
    ///     .iter().map(|b| b.parse().unwrap()).collect();
    /// let mut stats = vec![Stats::default(); boards.len()];
    /// let outcomes = ida.solve_batch(&boards, &mut stats);
    /// for (board, outcome) in boards.iter().zip(&outcomes) {
    ///     assert_eq!(outcome.path(), ida.solve(board, &mut Stats::default()).path());
    /// }
    /// ```
    ///
    /// # Panics
    /// If `observers` has not one observer per board, or a board is of another size than the
    /// goal.
    pub fn solve_batch<O: Observer<[u8]>>(
        &self,
        boards: &[Board],
        observers: &mut [O],
    ) -> Vec<Outcome<Board>> {
        assert_eq!(observers.len(), boards.len(), "one observer per board");
        let lanes = match self.lanes {
            Some(lanes) => lanes,
            None if self.gains_side_by_side() => LANES,
            None => 1,
        };
        let moves = MoveTable::new(self.goal.size());
        let shared = Shared {
            goal: self.goal.tiles(),
            moves: &moves,
            pruning: self.machine(),
            heuristic: &self.heuristic,
            limits: &self.limits,
        };
        let mut outcomes: Vec<Option<Outcome<Board>>> = boards.iter().map(|_| None).collect();
        let mut waiting = 0;
        // the next solvable board's lane; the unsolvable ones on the way get their outcome
        let mut next_lane = |observers: &mut [O], outcomes: &mut [Option<Outcome<Board>>]| {
            while let Some(board) = boards.get(waiting) {
                let i = waiting;
                waiting += 1;
                if self.solvable(board) {
                    return Some(Lane::start(i, board, &shared, &mut observers[i]));
                }
                outcomes[i] = Some(Outcome::Unsolvable);
            }
            None
        };
        let mut running: Vec<Lane<'_, H>> = Vec::new();
        while running.len() < lanes {
            match next_lane(observers, &mut outcomes) {
                Some(lane) => running.push(lane),
                None => break,
            }
        }
        while !running.is_empty() {
            let mut at = 0;
            while at < running.len() {
                let lane = &mut running[at];
                let board = lane.board;
                if let Some(end) = lane.step(&shared, &mut observers[board]) {
                    let outcome = match end {
                        End::Solved => solved(&boards[board], &lane.path),
                        End::Unsolvable => Outcome::Unsolvable,
                        End::Limit(limit) => Outcome::LimitReached {
                            limit,
                            lower_bound: lane.bound as usize,
                        },
                    };
                    observers[board].finish(lane.budget.elapsed());
                    outcomes[board] = Some(outcome);
                    match next_lane(observers, &mut outcomes) {
                        Some(lane) => running[at] = lane,
                        None => {
                            running.swap_remove(at);
                            continue;
                        }
                    }
                }
                at += 1;
            }
        }
        outcomes
            .into_iter()
            .map(|o| o.expect("every board searched"))
            .collect()
    }
}

/// What the lanes of one call share.
struct Shared<'a, H> {
    goal: &'a [u8],
    moves: &'a MoveTable,
    pruning: &'a MovePruning,
    heuristic: &'a H,
    limits: &'a Limits,
}

/// A node on a lane's path, with how far its children have been tried.
#[derive(Clone, Copy)]
struct Frame<S> {
    /// The heuristic's state at the node.
    h: S,
    /// The blank's cell at the node.
    blank: usize,
    /// The cell the blank came from (the move straight back is never generated).
    parent: usize,
    /// The move-pruning machine's state at the node.
    machine: u32,
    /// The next of the node's moves to try, an index into the move table's list at `blank`.
    tried: usize,
    /// The smallest `f` cut off below the node so far.
    next: u32,
}

/// A child made and its estimate asked for, not yet read.
#[derive(Clone, Copy)]
struct Pending<A> {
    dir: Direction,
    /// The move that made it.
    step: TileMove,
    /// The machine's state at the child.
    machine: u32,
    /// What the heuristic's prefetch gave.
    ahead: A,
}

/// How a lane's search ended.
enum End {
    /// The goal reached: the lane's path is the solution.
    Solved,
    /// No solution.
    Unsolvable,
    /// A limit stopped it.
    Limit(Limit),
}

/// One board's IDA*, resumable after any move.
struct Lane<'a, H: Prefetch + 'a> {
    board: usize,
    cursor: Cursor,
    /// The start's heuristic state, where each iteration begins.
    root: H::State,
    bound: u32,
    path: Vec<Direction>,
    stack: Vec<Frame<H::State>>,
    pending: Option<Pending<H::Ahead<'a>>>,
    budget: Budget,
}

impl<'a, H: Prefetch> Lane<'a, H> {
    /// The search of board number `board`, its first iteration begun.
    fn start<O: Observer<[u8]>>(
        board: usize,
        start: &Board,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Lane<'a, H> {
        let cursor = Cursor::new(start);
        let root = shared.heuristic.full(cursor.position());
        let mut lane = Lane {
            board,
            cursor,
            root,
            bound: shared.heuristic.value(root),
            path: Vec::with_capacity(256),
            stack: Vec::with_capacity(256),
            pending: None,
            budget: Budget::start(shared.limits),
        };
        lane.begin_iteration(shared, observer);
        lane
    }

    /// Puts the start on the stack for an iteration with the lane's bound.
    fn begin_iteration<O: Observer<[u8]>>(&mut self, shared: &Shared<'a, H>, observer: &mut O) {
        observer.threshold(self.bound as usize);
        observer.push(self.cursor.tiles(), 0, 1, 1);
        let blank = self.cursor.blank();
        let machine = shared.pruning.start(blank);
        self.stack.clear();
        self.stack.push(Frame {
            h: self.root,
            blank,
            parent: usize::MAX,
            machine,
            tried: 0,
            next: u32::MAX,
        });
    }

    /// Enters the node on top of the stack, as the serial search enters a call: the goal test,
    /// the budget, the expansion. `Some` when the search ends there.
    fn enter<O: Observer<[u8]>>(
        &mut self,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Option<End> {
        let top = *self.stack.last().expect("a node to enter");
        if shared.heuristic.value(top.h) == 0 && self.cursor.tiles() == shared.goal {
            let cost = self.path.len();
            observer.solution(cost, cost);
            return Some(End::Solved);
        }
        let (heuristic, capacity) = (shared.heuristic, self.path.capacity() as u64);
        if let Some(limit) = self.budget.spend(|| heuristic.bytes() + capacity) {
            observer.limit(limit);
            return Some(End::Limit(limit));
        }
        observer.expand(self.cursor.tiles(), self.stack.len() - 1);
        None
    }

    /// Runs the search until it has asked for the next child's estimate (`None`: the lane
    /// hands over) or has ended.
    fn step<O: Observer<[u8]>>(&mut self, shared: &Shared<'a, H>, observer: &mut O) -> Option<End> {
        if self.stack.len() == 1 && self.stack[0].tried == 0 && self.pending.is_none() {
            // a fresh iteration: its start is entered first
            if let Some(end) = self.enter(shared, observer) {
                return Some(end);
            }
        }
        loop {
            if let Some(child) = self.pending.take() {
                if let Some(end) = self.evaluate(child, shared, observer) {
                    return Some(end);
                }
            }
            let depth = self.stack.len();
            let top = *self.stack.last().expect("a node on the path");
            let slides = shared.moves.at(top.blank);
            for (tried, slide) in slides.iter().enumerate().skip(top.tried) {
                let from = slide.from as usize;
                let machine = shared.pruning.after(top.machine, slide.dir);
                if from == top.parent || machine == FORBIDDEN {
                    continue; // never straight back, nor a move string with a better twin
                }
                self.stack[depth - 1].tried = tried + 1;
                let step = self.cursor.slide(from, H::USES_PLACES);
                let cells = self.cursor.cells();
                let mut parent = self.cursor.snapshot();
                parent[step.to] = 0;
                parent[step.from] = step.tile;
                observer.generate(&parent[..cells], self.cursor.tiles(), depth);
                let position = self.cursor.position();
                let ahead = shared.heuristic.prefetch(top.h, &position, step);
                self.pending = Some(Pending {
                    dir: slide.dir,
                    step,
                    machine,
                    ahead,
                });
                return None;
            }
            self.stack[depth - 1].tried = slides.len();
            // every child tried: back to the parent
            let done = self.stack.pop().expect("the node just tried");
            let Some(parent) = self.stack.last_mut() else {
                if done.next == u32::MAX {
                    return Some(End::Unsolvable);
                }
                self.bound = done.next;
                self.begin_iteration(shared, observer);
                if let Some(end) = self.enter(shared, observer) {
                    return Some(end);
                }
                continue;
            };
            parent.next = parent.next.min(done.next);
            let back = parent.blank;
            self.path.pop();
            observer.pop(self.cursor.tiles(), depth - 1, depth - 1);
            self.cursor.slide(back, H::USES_PLACES);
        }
    }

    /// Reads the estimate of the child made last: descends into it if it is inside the bound,
    /// otherwise takes it back.
    fn evaluate<O: Observer<[u8]>>(
        &mut self,
        child: Pending<H::Ahead<'a>>,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Option<End> {
        let top = *self.stack.last().expect("the child's parent");
        let g = self.stack.len() as u32 - 1;
        let limit = self.bound.saturating_sub(g + 1);
        let position = self.cursor.position();
        let h = shared
            .heuristic
            .moved_prefetched(top.h, &position, child.step, limit, child.ahead);
        let f = g + 1 + shared.heuristic.value(h);
        if f > self.bound {
            let top = self.stack.last_mut().expect("the child's parent");
            top.next = top.next.min(f);
            let back = top.blank;
            self.cursor.slide(back, H::USES_PLACES);
            return None;
        }
        self.path.push(child.dir);
        let depth = self.path.len() + 1;
        observer.push(self.cursor.tiles(), g as usize + 1, depth, depth);
        self.stack.push(Frame {
            h,
            blank: child.step.from,
            parent: top.blank,
            machine: child.machine,
            tried: 0,
            next: u32::MAX,
        });
        self.enter(shared, observer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Stats;
    use crate::sliding::LinearConflict;
    use puzzlelab_rules::{Goal, Size};
    use rand::SeedableRng;

    /// A heuristic that asks the memory for nothing ahead: the lanes with any heuristic.
    struct Unfetched<H>(H);

    impl<H: Incremental> Incremental for Unfetched<H> {
        type State = H::State;
        const USES_PLACES: bool = H::USES_PLACES;
        fn full(&self, at: Position<'_>) -> H::State {
            self.0.full(at)
        }
        fn moved(&self, h: H::State, at: &Position<'_>, step: TileMove, limit: u32) -> H::State {
            self.0.moved(h, at, step, limit)
        }
        fn value(&self, state: H::State) -> u32 {
            self.0.value(state)
        }
    }

    impl<H: Incremental> Prefetch for Unfetched<H> {
        type Ahead<'a>
            = ()
        where
            H: 'a;
        fn prefetch(&self, _: H::State, _: &Position<'_>, _: TileMove) {}
        fn moved_prefetched(
            &self,
            h: H::State,
            at: &Position<'_>,
            step: TileMove,
            limit: u32,
            _: (),
        ) -> H::State {
            self.moved(h, at, step, limit)
        }
    }

    #[test]
    fn every_lane_finds_the_serial_solution_with_the_serial_counts() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut boards: Vec<Board> = (0..12)
            .map(|_| puzzlelab_rules::shuffle::random_walk(&mut rng, &goal, 40).0)
            .collect();
        boards.push(goal.clone());
        boards.push("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap()); // unsolvable
        let h = Unfetched(LinearConflict::new(&goal));
        let ida = SlidingIda::new(&goal, &h);
        for lanes in [1, 3, 8] {
            let mut stats = vec![Stats::default(); boards.len()];
            let outcomes = ida.clone().lanes(lanes).solve_batch(&boards, &mut stats);
            for ((board, outcome), got) in boards.iter().zip(&outcomes).zip(&stats) {
                let mut serial = Stats::default();
                let expected = ida.solve(board, &mut serial);
                assert_eq!(outcome.path(), expected.path(), "{board}, {lanes} lanes");
                assert_eq!(outcome.cost(), expected.cost(), "{board}, {lanes} lanes");
                assert_eq!(got.expanded, serial.expanded, "{board}, {lanes} lanes");
                assert_eq!(got.generated, serial.generated, "{board}, {lanes} lanes");
            }
        }
    }

    #[test]
    fn a_node_limit_stops_one_lane_and_not_the_others() {
        let goal = Goal::BlankFirst.board(Size::FIFTEEN);
        let hard: Board = "15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0".parse().unwrap(); // 80 moves
        let easy = goal.applied(Direction::Up).unwrap();
        let boards = [hard, easy];
        let limits = Limits {
            max_nodes: Some(5_000),
            ..Limits::none()
        };
        let ida = SlidingIda::new(&goal, Unfetched(LinearConflict::new(&goal)));
        let mut stats = vec![Stats::default(); 2];
        let outcomes = ida.limits(limits).lanes(2).solve_batch(&boards, &mut stats);
        assert!(matches!(outcomes[0], Outcome::LimitReached { .. }));
        assert_eq!(outcomes[1].cost(), Some(1));
    }
}
