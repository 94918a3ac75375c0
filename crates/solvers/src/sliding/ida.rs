//! IDA* for the sliding puzzle, the fast way: one array of tiles changed in place (a
//! [`Cursor`]), the heuristic updated by the moving tile ([`Incremental`]), the move back to the
//! parent never searched, move strings with a better twin skipped ([`MovePruning`]), and no
//! allocation per node.
//!
//! The algorithm is the one of [`crate::search::idastar`], and [`Search::dfs`] reads like its
//! `dfs`: the goal test, the budget, the expansion, each child cut off or searched. What the
//! speed needs sits in small types beside it: the cursor makes the moves, the [`Meter`] counts
//! expansions against the limits (one thread's own, or the limits threads share), and the
//! machine of the move pruning is one table lookup a move. [`SlidingIda`] holds what a search
//! is asked with; `parallel.rs` and `batch.rs` search with the same pieces.

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::cursor::Cursor;
use super::pruning::{MovePruning, FORBIDDEN};
use super::Incremental;
use crate::search::{Budget, Limit, Limits, Observer, Outcome};

/// The fast IDA* of the sliding puzzle toward one goal: a heuristic, the move pruning and the
/// limits, ready to solve boards one at a time ([`SlidingIda::solve`]), one board on several
/// threads ([`SlidingIda::solve_parallel`]) or several boards side by side on one thread
/// ([`SlidingIda::solve_batch`]). Every way finds the same shortest solution with the same
/// node counts.
///
/// Built with [`SlidingIda::new`] and the options after it: by default the moves are pruned
/// by the board size's shared machine ([`MovePruning::shared`]) and nothing limits the search.
///
/// The observer sees the positions as tile slices (`&[u8]`), changed in place: for a
/// `generate` event, parent and child are both the child position. Every successor of an
/// expanded position is generated but the way back to its parent and the moves the pruning
/// forbids, as in [`crate::search`]'s algorithms (which have no pruning): without pruning, the
/// two IDA*s count alike. A solution's path holds every position from the start to the goal.
///
/// ```
/// use puzzlelab_rules::{lessons::WORKSHEET, Board, Goal};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// use puzzlelab_solvers::sliding::{Manhattan, SlidingIda};
/// let board: Board = WORKSHEET.parse().unwrap();
/// let goal = Goal::Standard.board(board.size());
/// let ida = SlidingIda::new(&goal, Manhattan::new(&goal)).limits(Limits::nodes(1_000_000));
/// let mut stats = Stats::default();
/// assert_eq!(ida.solve(&board, &mut stats).cost(), Some(15));
/// assert_eq!(stats.iterations.len(), 1); // Manhattan says 15 at once: one iteration
/// ```
#[derive(Clone, Debug)]
pub struct SlidingIda<H> {
    pub(super) goal: Board,
    pub(super) heuristic: H,
    pruning: Pruning,
    pub(super) limits: Limits,
    /// The boards a batch searches side by side, when not left to the batch.
    pub(super) lanes: Option<usize>,
}

impl<H: Incremental> SlidingIda<H> {
    /// The search toward `goal` with `heuristic` (a heuristic for that goal, or a reference to
    /// one), its moves pruned by the shared machine, without limits.
    pub fn new(goal: &Board, heuristic: H) -> SlidingIda<H> {
        SlidingIda {
            goal: goal.clone(),
            heuristic,
            pruning: Pruning::Shared,
            limits: Limits::none(),
            lanes: None,
        }
    }

    /// The same search within `limits` (each board's own, in a batch; the threads' together,
    /// on several threads).
    pub fn limits(mut self, limits: Limits) -> SlidingIda<H> {
        self.limits = limits;
        self
    }

    /// The same search without the move pruning: it skips only the move straight back, as the
    /// lesson's and the literature's IDA* do (their node counts; and to measure what the
    /// pruning saves). The solutions are the same.
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Goal};
    /// use puzzlelab_solvers::search::Stats;
    /// use puzzlelab_solvers::sliding::{Manhattan, SlidingIda};
    /// let board: Board = "5 1 3 4 2 0 7 8 10 6 11 12 9 13 14 15".parse().unwrap();
    /// let goal = Goal::Standard.board(board.size());
    /// let pruned = SlidingIda::new(&goal, Manhattan::new(&goal));
    /// let plain = pruned.clone().without_pruning();
    /// let (mut a, mut b) = (Stats::default(), Stats::default());
    /// assert_eq!(pruned.solve(&board, &mut a), plain.solve(&board, &mut b)); // the same solution
    /// assert!(a.generated <= b.generated);
    /// ```
    pub fn without_pruning(mut self) -> SlidingIda<H> {
        self.pruning = Pruning::Own(MovePruning::none(self.goal.size()));
        self
    }

    /// The same search with `lanes` boards side by side in a batch, instead of the number
    /// the batch chooses ([`SlidingIda::gains_side_by_side`]): to measure the lanes.
    pub fn lanes(mut self, lanes: usize) -> SlidingIda<H> {
        self.lanes = Some(lanes.max(1));
        self
    }

    /// The heuristic.
    pub fn heuristic(&self) -> &H {
        &self.heuristic
    }

    /// The goal.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Finds a shortest solution from `start` (a board of the goal's size) on this thread. A
    /// board the parity rule ([`Board::solvability`]) declares unsolvable is answered
    /// `Outcome::Unsolvable` at once, without a search.
    ///
    /// # Panics
    /// If `start` is not of the goal's size.
    pub fn solve<O: Observer<[u8]>>(&self, start: &Board, observer: &mut O) -> Outcome<Board> {
        if !self.solvable(start) {
            return Outcome::Unsolvable;
        }
        let moves = MoveTable::new(start.size());
        let meter = Alone::new(&self.limits);
        let mut search = Search::new(self, start, &moves, observer, meter);
        let h = self.heuristic.full(search.cursor.position());
        let mut bound = self.heuristic.value(h);
        let outcome = loop {
            search.bound = bound;
            search.observer.threshold(bound as usize);
            search.observer.push(search.cursor.tiles(), 0, 1, 1);
            let machine = search.pruning.start(start.blank());
            match search.dfs(0, h, NO_PARENT, machine) {
                Step::Found => {
                    let cost = search.path.len();
                    search.observer.solution(cost, cost);
                    break solved(start, &search.path);
                }
                Step::Stopped => {
                    let limit = search.meter.limit();
                    search.observer.limit(limit);
                    break Outcome::LimitReached {
                        limit,
                        lower_bound: bound as usize,
                    };
                }
                Step::Exceeded(u32::MAX) => break Outcome::Unsolvable,
                Step::Exceeded(next) => bound = next,
            }
        };
        search.observer.finish(search.meter.budget.elapsed());
        outcome
    }

    /// The machine the search prunes moves by.
    pub(super) fn machine(&self) -> &MovePruning {
        match &self.pruning {
            Pruning::Shared => MovePruning::shared(self.goal.size()),
            Pruning::Own(machine) => machine,
        }
    }

    /// Whether the parity rule lets `start` reach the goal.
    pub(super) fn solvable(&self, start: &Board) -> bool {
        assert_eq!(
            start.size(),
            self.goal.size(),
            "a {} board for a {} goal",
            start.size(),
            self.goal.size()
        );
        start.solvability(&self.goal).is_solvable()
    }
}

impl SlidingIda<crate::pdb::PdbHeuristic> {
    /// The same search over the plain sum of the pattern databases alone, without the reflected
    /// lookup: to measure what the reflection saves.
    pub fn without_reflection(mut self) -> Self {
        self.heuristic = self.heuristic.without_reflection();
        self
    }
}

/// The machine a search prunes moves by.
#[derive(Clone, Debug)]
enum Pruning {
    /// The board size's shared machine ([`MovePruning::shared`]), built on first use.
    Shared,
    /// A machine of the search's own.
    Own(MovePruning),
}

/// The outcome of a solution: every position from `start` along `moves`.
pub(super) fn solved(start: &Board, moves: &[Direction]) -> Outcome<Board> {
    let mut board = start.clone();
    let mut path = vec![board.clone()];
    for &dir in moves {
        board.apply(dir).expect("the search made legal moves");
        path.push(board.clone());
    }
    Outcome::Solved {
        path,
        cost: moves.len(),
    }
}

/// The parent cell of the start, which has none.
pub(super) const NO_PARENT: usize = usize::MAX;

/// How a depth-first probe ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// The goal: the search's path holds the moves to it.
    Found,
    /// No goal within the bound; the smallest `f` cut off (`u32::MAX`: none was).
    Exceeded(u32),
    /// The meter stopped the probe (it knows why).
    Stopped,
}

/// How a probe counts its expansions against its limits.
pub(super) trait Meter {
    /// Counts one expansion; `memory` gives the bytes the search holds, asked for now and then.
    /// `true` when the probe must stop there.
    fn spend(&mut self, memory: impl FnOnce() -> u64) -> bool;
}

/// The meter of a search alone on its thread: its own limits.
pub(super) struct Alone {
    pub(super) budget: Budget,
    /// The limit that stopped the search, once one has.
    stopped: Option<Limit>,
}

impl Alone {
    /// A meter with nothing spent of `limits`.
    pub(super) fn new(limits: &Limits) -> Alone {
        Alone {
            budget: Budget::start(limits),
            stopped: None,
        }
    }

    /// The limit that stopped the search.
    ///
    /// # Panics
    /// If none has.
    pub(super) fn limit(&self) -> Limit {
        self.stopped.expect("a probe stopped by a limit")
    }
}

impl Meter for Alone {
    #[inline]
    fn spend(&mut self, memory: impl FnOnce() -> u64) -> bool {
        match self.budget.spend(memory) {
            None => false,
            Some(limit) => {
                self.stopped = Some(limit);
                true
            }
        }
    }
}

/// One depth-first probe's machinery: the position, changed in place, and its bookkeeping.
pub(super) struct Search<'a, H, O: ?Sized, M> {
    pub(super) cursor: Cursor,
    pub(super) goal: &'a [u8],
    pub(super) moves: &'a MoveTable,
    /// The machine that forbids useless move strings.
    pub(super) pruning: &'a MovePruning,
    pub(super) heuristic: &'a H,
    pub(super) observer: &'a mut O,
    pub(super) meter: M,
    pub(super) bound: u32,
    /// The moves from the start to the current position.
    pub(super) path: Vec<Direction>,
}

impl<'a, H: Incremental, O: Observer<[u8]> + ?Sized, M: Meter> Search<'a, H, O, M> {
    /// A search of `ida`'s at `start`, heard by `observer`, counted by `meter`.
    pub(super) fn new(
        ida: &'a SlidingIda<H>,
        start: &Board,
        moves: &'a MoveTable,
        observer: &'a mut O,
        meter: M,
    ) -> Self {
        Search {
            cursor: Cursor::new(start),
            goal: ida.goal.tiles(),
            moves,
            pruning: ida.machine(),
            heuristic: &ida.heuristic,
            observer,
            meter,
            bound: 0,
            path: Vec::with_capacity(256),
        }
    }

    /// Whether the position, of state `h`, is the goal.
    #[inline(always)]
    pub(super) fn at_goal(&self, h: H::State) -> bool {
        self.heuristic.value(h) == 0 && self.cursor.tiles() == self.goal
    }

    /// Counts an expansion: `true` when the meter stops the probe.
    #[inline(always)]
    pub(super) fn spend(&mut self) -> bool {
        let (heuristic, path) = (self.heuristic, &self.path);
        let memory = || heuristic.bytes() + path.capacity() as u64; // tables and path
        self.meter.spend(memory)
    }

    /// Searches below the current position, reached in `g` moves with heuristic state `h`,
    /// the blank having come from `parent`, the pruning machine in state `machine`.
    pub(super) fn dfs(&mut self, g: u32, h: H::State, parent: usize, machine: u32) -> Step {
        if self.at_goal(h) {
            return Step::Found;
        }
        self.expand(g, h, parent, machine, |search, child| {
            search.dfs(g + 1, child.h, child.parent, child.machine)
        })
    }

    /// Expands the current position (reached in `g` moves with heuristic state `h`, the
    /// blank from `parent`, the machine in state `machine`): counts it, generates every child
    /// but the way back and the moves the pruning forbids, and goes `down` into each child
    /// within the bound. Answers the smallest `f` cut off below, or the first step `down`
    /// answers that is not [`Step::Exceeded`]: the one expansion of the serial search
    /// ([`Search::dfs`]) and of the parallel search's split.
    #[inline(always)]
    pub(super) fn expand(
        &mut self,
        g: u32,
        h: H::State,
        parent: usize,
        machine: u32,
        mut down: impl FnMut(&mut Self, Child<H::State>) -> Step,
    ) -> Step {
        if self.spend() {
            return Step::Stopped;
        }
        self.observer.expand(self.cursor.tiles(), g as usize);
        // the position as it was, for the observer's `generate` (dead code for most observers)
        let before = self.cursor.snapshot();
        let cells = self.cursor.cells();
        let blank = self.cursor.blank();
        // the most a child's estimate may be for the child to be searched (f <= bound)
        let limit = self.bound.saturating_sub(g + 1);
        let mut next = u32::MAX;
        let moves = self.moves;
        for slide in moves.at(blank) {
            let from = slide.from as usize;
            if from == parent {
                continue; // never straight back: the way to the parent is not generated
            }
            let after = self.pruning.after(machine, slide.dir);
            if after == FORBIDDEN {
                continue; // a move string with a better twin: not generated either
            }
            let step = self.cursor.slide(from, H::USES_PLACES);
            let child = self.cursor.tiles();
            self.observer
                .generate(&before[..cells], child, g as usize + 1);
            let position = self.cursor.position();
            let child_h = self.heuristic.moved(h, &position, step, limit);
            let f = g + 1 + self.heuristic.value(child_h);
            if f > self.bound {
                next = next.min(f);
            } else {
                self.path.push(slide.dir);
                let depth = self.path.len() + 1;
                let child = self.cursor.tiles();
                self.observer.push(child, g as usize + 1, depth, depth);
                let child = Child {
                    h: child_h,
                    parent: blank,
                    machine: after,
                };
                match down(self, child) {
                    Step::Exceeded(f) => next = next.min(f),
                    found_or_stopped => return found_or_stopped,
                }
                self.path.pop();
                let child = self.cursor.tiles();
                self.observer.pop(child, g as usize + 1, depth - 1);
            }
            self.cursor.slide(blank, H::USES_PLACES);
        }
        Step::Exceeded(next)
    }
}

/// A child within the bound, as the search goes down into it: its heuristic state, the cell
/// the blank came from and the pruning machine's state there.
pub(super) struct Child<S> {
    pub(super) h: S,
    pub(super) parent: usize,
    pub(super) machine: u32,
}
