//! IDA* on several boards at once on one thread, their table reads overlapped.
//!
//! With pattern databases of hundreds of megabytes, nearly every estimate the search reads is a
//! miss of the processor's caches, and one depth-first search cannot ask for the next entry
//! before it knows the last: whether it descends depends on it. The searches of *different*
//! boards do not depend on each other. So this module runs a few of them side by side as
//! *lanes*: a lane makes a move, asks for the entries its estimate needs
//! ([`Incremental::reads`], prefetched) and hands over to the next lane; by the time its turn comes
//! again, the entries have arrived. Each lane is the serial search of [`ida_with`] written as
//! a loop over an explicit stack, so that it can stop after any move and resume: it visits the
//! same nodes in the same order, tells its board's observer the same events and finds the same
//! solution; only the order in which the boards' work is done changes.
//!
//! [`ida_with`]: super::ida_with

use puzzlelab_rules::moves::MoveTable;
use puzzlelab_rules::{Board, Direction};

use super::ida::{solvable, solved};
use super::pruning::{MovePruning, FORBIDDEN};
use super::{Incremental, Position};
use crate::prefetch::prefetch;
use crate::search::{Budget, Limit, Limits, Observer, Outcome};

/// Boards searched side by side on a thread: on Korf's 100 with the 7-8 databases (a 2-core AMD
/// EPYC), 8 took 0.21 CPU s where the serial search took 0.27–0.28 s, 16 and 24 took 0.22–0.23 s
/// (`docs/pdb.md`, *Boards side by side*).
pub const LANES: usize = 8;

/// Solves every board of `boards` toward `goal` as [`ida_with`](super::ida_with) does (the
/// moves pruned by `pruning`, each board under `limits` of its own), `lanes` boards at a time
/// on this thread. `observers[i]` hears board `i`'s search; the outcomes come in the boards'
/// order.
///
/// ```
/// use puzzlelab_rules::{Board, Goal, Size};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// use puzzlelab_solvers::sliding::{ida_interleaved, ida_with, pruning::MovePruning, Manhattan};
/// let goal = Goal::Standard.board(Size::EIGHT);
/// let boards: Vec<Board> = ["8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 0 7 8", "0 1 2 3 4 5 6 7 8"]
///     .iter().map(|b| b.parse().unwrap()).collect();
/// let (h, machine) = (Manhattan::new(&goal), MovePruning::shared(goal.size()));
/// let mut stats = vec![Stats::default(); boards.len()];
/// let outcomes = ida_interleaved(&boards, &goal, &h, machine, &Limits::none(), 2, &mut stats);
/// for (board, outcome) in boards.iter().zip(&outcomes) {
///     let serial = ida_with(board, &goal, &h, machine, &Limits::none(), &mut Stats::default());
///     assert_eq!(outcome.path(), serial.path());
/// }
/// ```
///
/// # Panics
/// If `observers` has not one observer per board, or a board or the machine is of another
/// size than `goal`.
pub fn ida_interleaved<H, O>(
    boards: &[Board],
    goal: &Board,
    heuristic: &H,
    pruning: &MovePruning,
    limits: &Limits,
    lanes: usize,
    observers: &mut [O],
) -> Vec<Outcome<Board>>
where
    H: Incremental,
    O: Observer<[u8]>,
{
    assert_eq!(observers.len(), boards.len(), "one observer per board");
    assert_eq!(pruning.size(), goal.size(), "a machine for another size");
    let moves = MoveTable::new(goal.size());
    let shared = Shared {
        goal: goal.tiles(),
        moves: &moves,
        pruning,
        heuristic,
        limits,
    };
    let mut outcomes: Vec<Option<Outcome<Board>>> = boards.iter().map(|_| None).collect();
    let mut waiting = 0;
    // the next solvable board's lane; the unsolvable ones on the way get their outcome
    let mut next_lane = |observers: &mut [O], outcomes: &mut [Option<Outcome<Board>>]| {
        while let Some(board) = boards.get(waiting) {
            let i = waiting;
            waiting += 1;
            assert_eq!(
                board.size(),
                goal.size(),
                "board and goal must have the same size"
            );
            if solvable(board, goal) {
                return Some(Lane::start(i, board, &shared, &mut observers[i]));
            }
            outcomes[i] = Some(Outcome::Unsolvable);
        }
        None
    };
    let mut running: Vec<Lane<'_, H::State>> = Vec::new();
    while running.len() < lanes.max(1) {
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
struct Pending {
    dir: Direction,
    /// The cell the tile came from: the blank's cell at the child.
    from: usize,
    tile: u8,
    /// The machine's state at the child.
    machine: u32,
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
struct Lane<'a, S> {
    board: usize,
    tiles: [u8; 64],
    places: [u8; 64],
    cells: usize,
    blank: usize,
    /// The start's heuristic state, where each iteration begins.
    root: S,
    bound: u32,
    path: Vec<Direction>,
    stack: Vec<Frame<S>>,
    pending: Option<Pending>,
    /// Where the pending child's estimate will be read.
    reads: [Option<&'a u8>; 2],
    budget: Budget,
}

impl<'a, S: Copy> Lane<'a, S> {
    /// The search of board number `board`, its first iteration begun.
    fn start<H: Incremental<State = S>, O: Observer<[u8]>>(
        board: usize,
        start: &Board,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Lane<'a, S> {
        let cells = start.cells();
        let mut tiles = [0u8; 64];
        tiles[..cells].copy_from_slice(start.tiles());
        let places = Position::places_of(start.tiles());
        let root = shared.heuristic.full(Position {
            tiles: &tiles[..cells],
            places: &places,
        });
        let mut lane = Lane {
            board,
            tiles,
            places,
            cells,
            blank: start.blank(),
            root,
            bound: shared.heuristic.value(root),
            path: Vec::with_capacity(256),
            stack: Vec::with_capacity(256),
            pending: None,
            reads: [None; 2],
            budget: Budget::start(shared.limits),
        };
        lane.begin_iteration(shared, observer);
        lane
    }

    fn position(&self) -> Position<'_> {
        Position {
            tiles: &self.tiles[..self.cells],
            places: &self.places,
        }
    }

    /// Slides the tile at `from` into the blank; returns the tile.
    #[inline(always)]
    fn slide(&mut self, from: usize) -> u8 {
        let (to, tile) = (self.blank, self.tiles[from]);
        self.tiles[to] = tile;
        self.tiles[from] = 0;
        self.places[tile as usize & 63] = to as u8;
        self.places[0] = from as u8;
        self.blank = from;
        tile
    }

    /// Puts the start on the stack for an iteration with the lane's bound.
    fn begin_iteration<H: Incremental<State = S>, O: Observer<[u8]>>(
        &mut self,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) {
        observer.threshold(self.bound as usize);
        observer.push(&self.tiles[..self.cells], 0, 1, 1);
        let machine = shared.pruning.start(self.blank);
        self.stack.clear();
        self.stack.push(Frame {
            h: self.root,
            blank: self.blank,
            parent: usize::MAX,
            machine,
            tried: 0,
            next: u32::MAX,
        });
    }

    /// Enters the node on top of the stack, as the serial search enters a call: the goal test,
    /// the budget, the expansion. `Some` when the search ends there.
    fn enter<H: Incremental<State = S>, O: Observer<[u8]>>(
        &mut self,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Option<End> {
        let top = *self.stack.last().expect("a node to enter");
        if shared.heuristic.value(top.h) == 0 && self.tiles[..self.cells] == *shared.goal {
            let cost = self.path.len();
            observer.solution(cost, cost);
            return Some(End::Solved);
        }
        let (heuristic, capacity) = (shared.heuristic, self.path.capacity() as u64);
        if let Some(limit) = self.budget.spend(|| heuristic.bytes() + capacity) {
            observer.limit(limit);
            return Some(End::Limit(limit));
        }
        observer.expand(&self.tiles[..self.cells], self.stack.len() - 1);
        None
    }

    /// Runs the search until it has asked for the next child's estimate (`None`: the lane
    /// hands over) or has ended.
    fn step<H: Incremental<State = S>, O: Observer<[u8]>>(
        &mut self,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Option<End> {
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
                let tile = self.slide(from);
                let mut parent = self.tiles;
                parent[top.blank] = 0;
                parent[from] = tile;
                observer.generate(&parent[..self.cells], &self.tiles[..self.cells], depth);
                let reads = shared
                    .heuristic
                    .reads(top.h, &self.position(), tile, from, top.blank);
                for read in reads.into_iter().flatten() {
                    prefetch(read);
                }
                self.reads = reads;
                self.pending = Some(Pending {
                    dir: slide.dir,
                    from,
                    tile,
                    machine,
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
            observer.pop(&self.tiles[..self.cells], depth - 1, depth - 1);
            self.slide(back);
        }
    }

    /// Reads the estimate of the child made last: descends into it if it is inside the bound,
    /// otherwise takes it back.
    fn evaluate<H: Incremental<State = S>, O: Observer<[u8]>>(
        &mut self,
        child: Pending,
        shared: &Shared<'a, H>,
        observer: &mut O,
    ) -> Option<End> {
        let top = *self.stack.last().expect("the child's parent");
        let g = self.stack.len() as u32 - 1;
        let limit = self.bound.saturating_sub(g + 1);
        let h = shared.heuristic.moved_read(
            top.h,
            &self.position(),
            child.tile,
            child.from,
            top.blank,
            limit,
            self.reads,
        );
        let f = g + 1 + shared.heuristic.value(h);
        if f > self.bound {
            let top = self.stack.last_mut().expect("the child's parent");
            top.next = top.next.min(f);
            let back = top.blank;
            self.slide(back);
            return None;
        }
        self.path.push(child.dir);
        let depth = self.path.len() + 1;
        observer.push(&self.tiles[..self.cells], g as usize + 1, depth, depth);
        self.stack.push(Frame {
            h,
            blank: child.from,
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
    use crate::sliding::{ida_with, LinearConflict};
    use puzzlelab_rules::{Goal, Size};
    use rand::SeedableRng;

    #[test]
    fn every_lane_finds_the_serial_solution_with_the_serial_counts() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut boards: Vec<Board> = (0..12)
            .map(|_| puzzlelab_rules::shuffle::random_walk(&mut rng, &goal, 40).0)
            .collect();
        boards.push(goal.clone());
        boards.push("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap()); // unsolvable
        let h = LinearConflict::new(&goal);
        let machine = MovePruning::shared(goal.size());
        for lanes in [1, 3, 8] {
            let mut stats = vec![Stats::default(); boards.len()];
            let outcomes = ida_interleaved(
                &boards,
                &goal,
                &h,
                machine,
                &Limits::none(),
                lanes,
                &mut stats,
            );
            for ((board, outcome), got) in boards.iter().zip(&outcomes).zip(&stats) {
                let mut serial = Stats::default();
                let expected = ida_with(board, &goal, &h, machine, &Limits::none(), &mut serial);
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
        let h = LinearConflict::new(&goal);
        let limits = Limits {
            max_nodes: Some(5_000),
            ..Limits::none()
        };
        let mut stats = vec![Stats::default(); 2];
        let machine = MovePruning::shared(goal.size());
        let outcomes = ida_interleaved(&boards, &goal, &h, machine, &limits, 2, &mut stats);
        assert!(matches!(outcomes[0], Outcome::LimitReached { .. }));
        assert_eq!(outcomes[1].cost(), Some(1));
    }
}
