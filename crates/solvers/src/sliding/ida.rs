//! IDA* for the sliding puzzle, the fast way: one array of tiles changed in place, the
//! heuristic updated by the moving tile ([`Incremental`]), the move back to the parent never
//! searched, and no allocation per node. The algorithm is the one of [`crate::search::idastar`].

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::pruning::{MovePruning, FORBIDDEN};
use super::{Incremental, Position};
use crate::search::{Budget, Limit, Limits, Observer, Outcome};

/// Finds a shortest solution from `start` to `goal` (of the same size). A board the parity
/// rule ([`Board::solvability`]) declares unsolvable is answered `Outcome::Unsolvable` at
/// once, without a search.
///
/// `heuristic` is any [`Incremental`] heuristic for `goal`. The observer sees the positions
/// as tile slices (`&[u8]`), changed in place: for a `generate` event, parent and child are
/// both the child position. Every successor of an expanded position is generated but the way
/// back to its parent, as in every algorithm of [`crate::search`], so the two IDA*s count alike. The path holds every position from `start` to `goal`.
///
/// ```
/// use puzzlelab_rules::{lessons::WORKSHEET, Board, Goal};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// use puzzlelab_solvers::sliding::{ida, Manhattan};
/// let board: Board = WORKSHEET.parse().unwrap();
/// let goal = Goal::Standard.board(board.size());
/// let mut stats = Stats::default();
/// let outcome = ida(&board, &goal, &Manhattan::new(&goal), &Limits::none(), &mut stats);
/// assert_eq!(outcome.cost(), Some(15));
/// assert_eq!(stats.iterations.len(), 1); // Manhattan says 15 at once: one iteration
/// ```
pub fn ida<H, O>(
    start: &Board,
    goal: &Board,
    heuristic: &H,
    limits: &Limits,
    observer: &mut O,
) -> Outcome<Board>
where
    H: Incremental,
    O: Observer<[u8]>,
{
    let pruning = MovePruning::none(start.size());
    ida_with(start, goal, heuristic, &pruning, limits, observer)
}

/// [`ida`] that also skips every move completing a string that `pruning` forbids (a machine
/// for the board's size, see [`super::pruning`]): the same first solution, fewer nodes. The
/// moves it skips are not generated, so the node counts are those of the pruned tree.
///
/// ```
/// use puzzlelab_rules::{Board, Goal};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// use puzzlelab_solvers::sliding::{ida, ida_with, pruning::MovePruning, Manhattan};
/// let board: Board = "5 1 3 4 2 0 7 8 10 6 11 12 9 13 14 15".parse().unwrap();
/// let goal = Goal::Standard.board(board.size());
/// let h = Manhattan::new(&goal);
/// let (mut plain, mut pruned) = (Stats::default(), Stats::default());
/// let a = ida(&board, &goal, &h, &Limits::none(), &mut plain);
/// let machine = MovePruning::shared(board.size());
/// let b = ida_with(&board, &goal, &h, machine, &Limits::none(), &mut pruned);
/// assert_eq!(a, b); // the same solution
/// assert!(pruned.generated <= plain.generated);
/// ```
pub fn ida_with<H, O>(
    start: &Board,
    goal: &Board,
    heuristic: &H,
    pruning: &MovePruning,
    limits: &Limits,
    observer: &mut O,
) -> Outcome<Board>
where
    H: Incremental,
    O: Observer<[u8]>,
{
    if !solvable(start, goal) {
        return Outcome::Unsolvable;
    }
    let cells = start.cells();
    let moves = MoveTable::new(start.size());
    assert_eq!(pruning.size(), start.size(), "a machine for another size");
    let mut search = Search::at_start(
        start,
        goal.tiles(),
        &moves,
        pruning,
        heuristic,
        observer,
        limits,
    );
    let h = heuristic.full(search.position());
    let mut bound = heuristic.value(h);
    let outcome = loop {
        search.bound = bound;
        search.observer.threshold(bound as usize);
        search.observer.push(&search.tiles[..cells], 0, 1, 1);
        let machine = search.pruning.start(search.blank);
        let probe = search.dfs(0, h, NO_PARENT, machine);
        if let Some(Halt::Limit(limit)) = search.stopped {
            search.observer.limit(limit);
            break Outcome::LimitReached {
                limit,
                lower_bound: bound as usize,
            };
        }
        match probe {
            FOUND => {
                let cost = search.path.len();
                search.observer.solution(cost, cost);
                break solved(start, &search.path);
            }
            u32::MAX => break Outcome::Unsolvable,
            next => bound = next,
        }
    };
    search.observer.finish(search.budget.elapsed());
    outcome
}

/// Whether the parity rule lets `start` reach `goal` (a board of the same size).
pub(super) fn solvable(start: &Board, goal: &Board) -> bool {
    assert_eq!(
        start.size(),
        goal.size(),
        "board and goal must have the same size"
    );
    start.solvability(goal).is_solvable()
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
/// The result of a probe that reached the goal.
pub(super) const FOUND: u32 = 0;
/// The split depth of a search that does not split.
const NEVER: u32 = u32::MAX;
/// How many expansions pass between two calls of a search's `check`.
pub(super) const CHECK_EVERY: u64 = 1024;

/// The `check` of a search whose limits are all in its own budget: nothing to stop it.
fn unchecked(_: u64) -> Option<Halt> {
    None
}

/// Why a probe stopped before its end.
#[derive(Clone, Copy, Debug)]
pub(super) enum Halt {
    /// A limit of the search.
    Limit(Limit),
    /// The probe's result is no longer wanted (another thread found a solution first).
    Cancelled,
}

/// A position left for later by a search that splits: the moves that lead to it from the
/// start, its heuristic state, and the cell the blank came from.
#[derive(Clone, Debug)]
pub(super) struct Item<S> {
    pub(super) path: Vec<Direction>,
    pub(super) state: S,
    pub(super) parent: usize,
    /// The move-pruning machine's state there.
    pub(super) machine: u32,
}

/// One depth-first probe's machinery: the position, changed in place, and its bookkeeping.
pub(super) struct Search<'a, H: Incremental, O: ?Sized> {
    pub(super) tiles: [u8; 64],
    /// The cell of each tile, kept beside `tiles` for the heuristics that look tiles up
    /// ([`Incremental::USES_PLACES`]; for the others it stays as it was at the start).
    pub(super) places: [u8; 64],
    pub(super) cells: usize,
    pub(super) goal: &'a [u8],
    pub(super) blank: usize,
    pub(super) moves: &'a MoveTable,
    /// The machine that forbids useless move strings.
    pub(super) pruning: &'a MovePruning,
    pub(super) heuristic: &'a H,
    pub(super) observer: &'a mut O,
    pub(super) budget: Budget,
    pub(super) bound: u32,
    /// Why the probe stopped early, if it did.
    pub(super) stopped: Option<Halt>,
    /// The moves from the start to the current position.
    pub(super) path: Vec<Direction>,
    /// The depth at which positions are not searched but kept in `items` ([`NEVER`] for a
    /// search that does not split); a goal above it is kept too.
    pub(super) split: u32,
    pub(super) items: Vec<Item<H::State>>,
    /// Asked every [`CHECK_EVERY`] expansions (with that number) whether to stop: the limits
    /// that threads share.
    pub(super) check: &'a dyn Fn(u64) -> Option<Halt>,
}

impl<'a, H: Incremental, O: Observer<[u8]> + ?Sized> Search<'a, H, O> {
    /// A search at `start`, toward the goal of tiles `goal`, under `limits`, not splitting.
    pub(super) fn at_start(
        start: &Board,
        goal: &'a [u8],
        moves: &'a MoveTable,
        pruning: &'a MovePruning,
        heuristic: &'a H,
        observer: &'a mut O,
        limits: &Limits,
    ) -> Self {
        let cells = start.cells();
        let mut tiles = [0u8; 64];
        tiles[..cells].copy_from_slice(start.tiles());
        Search {
            tiles,
            places: Position::places_of(start.tiles()),
            cells,
            goal,
            blank: start.blank(),
            moves,
            pruning,
            heuristic,
            observer,
            budget: Budget::start(limits),
            bound: 0,
            stopped: None,
            path: Vec::with_capacity(256),
            split: NEVER,
            items: Vec::new(),
            check: &unchecked,
        }
    }

    pub(super) fn position(&self) -> Position<'_> {
        Position {
            tiles: &self.tiles[..self.cells],
            places: &self.places,
        }
    }

    /// Slides the tile at `from` into the blank; returns the tile.
    #[inline(always)]
    pub(super) fn slide(&mut self, from: usize) -> u8 {
        let (to, tile) = (self.blank, self.tiles[from]);
        self.tiles[to] = tile;
        self.tiles[from] = 0;
        if H::USES_PLACES {
            self.places[tile as usize] = to as u8;
            self.places[0] = from as u8;
        }
        self.blank = from;
        tile
    }

    /// Searches below the current position, reached in `g` moves with estimate `h`, the
    /// blank having come from `parent`. Returns `FOUND`, or the smallest `f` cut off.
    /// A limit stops the probe as a goal would (it returns `FOUND`), with `stopped` set.
    pub(super) fn dfs(&mut self, g: u32, h: H::State, parent: usize, machine: u32) -> u32 {
        let goal = self.heuristic.value(h) == 0 && self.tiles[..self.cells] == *self.goal;
        if g >= self.split || (goal && self.split != NEVER) {
            let path = self.path.clone();
            self.items.push(Item {
                path,
                state: h,
                parent,
                machine,
            });
            return u32::MAX; // searched later: no bound from here for now
        }
        if goal {
            return FOUND;
        }
        let memory = || self.heuristic.bytes() + self.path.capacity() as u64; // tables and path
        if let Some(limit) = self.budget.spend(memory) {
            self.stopped = Some(Halt::Limit(limit));
            return FOUND;
        }
        if self.budget.spent().is_multiple_of(CHECK_EVERY) {
            if let Some(halt) = (self.check)(CHECK_EVERY) {
                self.stopped = Some(halt);
                return FOUND;
            }
        }
        self.observer.expand(&self.tiles[..self.cells], g as usize);
        // the position as it was, for the observer's `generate` (dead code for most observers)
        let parent_tiles = self.tiles;
        let blank = self.blank;
        // The most a child's estimate may be for the child to be searched (f <= bound).
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
            let tile = self.slide(from);
            let child = &self.tiles[..self.cells];
            self.observer
                .generate(&parent_tiles[..self.cells], child, g as usize + 1);
            let child_h = self
                .heuristic
                .moved(h, &self.position(), tile, from, blank, limit);
            let f = g + 1 + self.heuristic.value(child_h);
            if f <= self.bound {
                self.path.push(slide.dir);
                let depth = self.path.len() + 1;
                self.observer
                    .push(&self.tiles[..self.cells], g as usize + 1, depth, depth);
                let found = self.dfs(g + 1, child_h, blank, after);
                if found == FOUND {
                    return FOUND;
                }
                self.path.pop();
                self.observer
                    .pop(&self.tiles[..self.cells], g as usize + 1, depth - 1);
                next = next.min(found);
            } else {
                next = next.min(f);
            }
            self.slide(blank);
        }
        next
    }
}
