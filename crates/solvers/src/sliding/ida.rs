//! IDA* for the sliding puzzle, the fast way: one array of tiles changed in place, the
//! heuristic updated by the moving tile, the moves back to the parent never generated, and no
//! allocation per node. The algorithm is the one of [`crate::search::idastar`].

use puzzlelab_rules::{Board, Direction};

use super::Incremental;
use crate::search::{Budget, Limit, Limits, Observer, Outcome};

/// Finds a shortest solution from `start` to `goal` (of the same size). A board the parity
/// rule ([`Board::solvability`]) declares unsolvable is answered `Outcome::Unsolvable` at
/// once, without a search.
///
/// `heuristic` is any [`Incremental`] heuristic for `goal`. The observer sees the positions
/// as tile slices (`&[u8]`), changed in place: for a `generate` event, parent and child are
/// both the child position. The path holds every position from `start` to `goal`.
///
/// ```
/// use puzzlelab_rules::{Board, Goal};
/// use puzzlelab_solvers::search::{Limits, Stats};
/// use puzzlelab_solvers::sliding::{ida, Manhattan};
/// let board: Board = "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12".parse().unwrap();
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
    assert_eq!(
        start.size(),
        goal.size(),
        "board and goal must have the same size"
    );
    if !start.solvability(goal).is_solvable() {
        return Outcome::Unsolvable;
    }
    let cells = start.cells();
    let width = start.width();
    let mut neighbours = vec![[NONE; 4]; cells];
    for (blank, slots) in neighbours.iter_mut().enumerate() {
        let (r, c) = (blank / width, blank % width);
        let mut n = 0;
        let mut add = |src: usize| {
            slots[n] = src as u8;
            n += 1;
        };
        if blank + width < cells {
            add(blank + width); // the tile below slides up
        }
        if r > 0 {
            add(blank - width); // down
        }
        if c + 1 < width {
            add(blank + 1); // left
        }
        if c > 0 {
            add(blank - 1); // right
        }
    }
    let mut tiles = [0u8; 64];
    tiles[..cells].copy_from_slice(start.tiles());
    let mut search = Search {
        tiles,
        cells,
        goal: goal.tiles(),
        blank: start.blank(),
        neighbours,
        heuristic,
        observer,
        budget: Budget::start(limits),
        bound: 0,
        path: Vec::with_capacity(256),
    };
    let h = heuristic.full(start.tiles());
    let mut bound = heuristic.value(h);
    let outcome = loop {
        search.bound = bound;
        search.observer.threshold(bound as usize);
        search.observer.push(&search.tiles[..cells], 1, 1);
        match search.dfs(0, h, NONE as usize) {
            Ok(FOUND) => {
                let cost = search.path.len();
                search.observer.solution(cost, cost);
                let mut board = start.clone();
                let mut path = vec![board.clone()];
                for &src in &search.path {
                    let dir = direction(board.blank(), src as usize, width);
                    board.apply(dir).expect("the search made legal moves");
                    path.push(board.clone());
                }
                break Outcome::Solved { path, cost };
            }
            Ok(u32::MAX) => break Outcome::Unsolvable,
            Ok(next) => bound = next,
            Err(limit) => {
                break Outcome::LimitReached {
                    limit,
                    lower_bound: bound as usize,
                }
            }
        }
    };
    search.observer.finish(search.budget.elapsed());
    outcome
}

/// No neighbour in this slot.
const NONE: u8 = u8::MAX;
/// The result of a probe that reached the goal.
const FOUND: u32 = 0;

/// The move that brings the tile at `src` into the blank at `blank`.
fn direction(blank: usize, src: usize, width: usize) -> Direction {
    if src == blank + width {
        Direction::Up
    } else if src + width == blank {
        Direction::Down
    } else if src == blank + 1 {
        Direction::Left
    } else {
        Direction::Right
    }
}

struct Search<'a, H, O: ?Sized> {
    tiles: [u8; 64],
    cells: usize,
    goal: &'a [u8],
    blank: usize,
    /// `neighbours[blank]`: the indices of the tiles that can slide into the blank.
    neighbours: Vec<[u8; 4]>,
    heuristic: &'a H,
    observer: &'a mut O,
    budget: Budget,
    bound: u32,
    /// The index each move's tile came from, i.e. the blank's places after each move.
    path: Vec<u8>,
}

impl<H: Incremental, O: Observer<[u8]> + ?Sized> Search<'_, H, O> {
    /// Searches below the current position, reached in `g` moves with estimate `h`, the
    /// blank having come from `parent`. Returns `FOUND`, or the smallest `f` cut off.
    fn dfs(&mut self, g: u32, h: H::State, parent: usize) -> Result<u32, Limit> {
        if self.heuristic.value(h) == 0 && self.tiles[..self.cells] == *self.goal {
            return Ok(FOUND);
        }
        if let Some(limit) = self.budget.spend(|| 0) {
            return Err(limit);
        }
        self.observer.expand(&self.tiles[..self.cells], g as usize);
        let blank = self.blank;
        let mut next = u32::MAX;
        for slot in 0..4 {
            let src = self.neighbours[blank][slot];
            if src == NONE {
                break;
            }
            let src = src as usize;
            if src == parent {
                continue; // never straight back
            }
            let tile = self.tiles[src];
            self.tiles[blank] = tile;
            self.tiles[src] = 0;
            self.blank = src;
            let child_h = self
                .heuristic
                .moved(h, &self.tiles[..self.cells], tile, src, blank);
            let f = g + 1 + self.heuristic.value(child_h);
            let child = &self.tiles[..self.cells];
            self.observer.generate(child, child, g as usize + 1);
            if f <= self.bound {
                self.path.push(src as u8);
                let depth = self.path.len() + 1;
                self.observer.push(&self.tiles[..self.cells], depth, depth);
                let found = self.dfs(g + 1, child_h, blank)?;
                if found == FOUND {
                    return Ok(FOUND);
                }
                self.path.pop();
                self.observer.pop(&self.tiles[..self.cells], depth - 1);
                next = next.min(found);
            } else {
                next = next.min(f);
            }
            self.tiles[src] = tile;
            self.tiles[blank] = 0;
            self.blank = blank;
        }
        Ok(next)
    }
}
