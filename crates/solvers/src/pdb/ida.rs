//! IDA* specialised for pattern databases: the board packed in small arrays, the heuristic
//! kept up to date one pattern at a time.
//!
//! A move shifts one tile, so it changes the placement of one pattern only: the search
//! recomputes that pattern's index (a few population counts) and reads one byte, for the plain
//! board and for its reflection. Everything else is the IDA* of the lecture: a depth-first
//! search cut at `g + h > bound`, the bound raised to the smallest `f` that was cut, the
//! previous move never undone.

use puzzlelab_rules::{Board, Direction, MoveSeq};

use super::error::PdbError;
use super::PatternDb;

/// An optimal solution and what the search did to find it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdbSolution {
    /// The moves (the way each tile slides), shortest possible.
    pub moves: MoveSeq,
    /// Nodes expanded (positions whose `f` was within the bound), all iterations together.
    pub nodes: u64,
    /// Nodes generated (children produced by the expansions), all iterations together.
    pub generated: u64,
    /// IDA* iterations (bounds tried).
    pub iterations: u32,
    /// The heuristic's estimate of the starting board.
    pub initial_h: u32,
}

/// The transpose about the main diagonal with the tiles renamed so the goal maps to itself.
#[derive(Clone, Debug)]
struct Reflection {
    /// `cell[c]`: the cell `c` goes to.
    cell: Vec<u8>,
    /// `tiles[p][i]`: the tile that becomes tile `i` of pattern `p` on the reflected board.
    tiles: Vec<Vec<u8>>,
    /// `owner[t]`: the pattern that tile `t` belongs to once reflected.
    owner: Vec<u8>,
}

/// An optimal solver: IDA* over the sum of disjoint pattern databases, with the reflected lookup
/// where the goal allows it (a square board whose goal has the blank on the main diagonal).
#[derive(Clone, Debug)]
pub struct PdbSolver {
    dbs: Vec<PatternDb>,
    goal: Board,
    /// The tiles of each pattern, in hash order.
    tiles: Vec<Vec<u8>>,
    /// `owner[t]`: the pattern that holds tile `t` (unused for the blank).
    owner: Vec<u8>,
    reflection: Option<Reflection>,
    /// `moves[b]`: the moves possible with the blank on `b`: (direction number, source cell).
    moves: Vec<Vec<(u8, u8)>>,
}

const NO_MOVE: u8 = 4;
const FOUND: u32 = 0;

impl PdbSolver {
    /// A solver over `dbs`, which must share one goal and cover every tile exactly once.
    pub fn new(dbs: Vec<PatternDb>) -> Result<PdbSolver, PdbError> {
        let first = dbs.first().ok_or(PdbError::NotAPartition)?;
        let goal = first.pattern().goal().clone();
        let n = goal.cells();
        let mut owner = vec![u8::MAX; n];
        for (p, db) in dbs.iter().enumerate() {
            if db.pattern().goal() != &goal {
                return Err(PdbError::NotAPartition);
            }
            for &t in db.pattern().tiles() {
                if owner[t as usize] != u8::MAX {
                    return Err(PdbError::NotAPartition);
                }
                owner[t as usize] = p as u8;
            }
        }
        if (1..n).any(|t| owner[t] == u8::MAX) {
            return Err(PdbError::NotAPartition); // every tile but the blank must be counted
        }
        let (w, h) = (goal.width(), goal.height());
        let moves = (0..n)
            .map(|b| {
                Direction::ALL
                    .iter()
                    .enumerate()
                    .filter_map(|(d, &dir)| {
                        let (r, c) = (b / w, b % w);
                        let source = match dir {
                            Direction::Up if r + 1 < h => b + w,
                            Direction::Down if r > 0 => b - w,
                            Direction::Left if c + 1 < w => b + 1,
                            Direction::Right if c > 0 => b - 1,
                            _ => return None,
                        };
                        Some((d as u8, source as u8))
                    })
                    .collect()
            })
            .collect();
        let tiles: Vec<Vec<u8>> = dbs.iter().map(|d| d.pattern().tiles().to_vec()).collect();
        let reflection = Self::reflection_of(&goal, &tiles, &owner);
        Ok(PdbSolver {
            tiles,
            dbs,
            goal,
            owner,
            reflection,
            moves,
        })
    }

    /// The reflection about the main diagonal, if the goal maps to itself under it (the tiles
    /// renamed): a square board whose goal has the blank on the diagonal.
    fn reflection_of(goal: &Board, tiles: &[Vec<u8>], owner: &[u8]) -> Option<Reflection> {
        let (w, h) = (goal.width(), goal.height());
        if w != h {
            return None;
        }
        let cell: Vec<u8> = (0..w * w).map(|c| ((c % w) * w + c / w) as u8).collect();
        let mut home = vec![0usize; w * w];
        for (c, &t) in goal.tiles().iter().enumerate() {
            home[t as usize] = c;
        }
        // rename[t]: tile t's name on the reflected board; original[u] the other way
        let rename: Vec<u8> = (0..w * w)
            .map(|t| goal.tiles()[cell[home[t]] as usize])
            .collect();
        if rename[0] != 0 {
            return None;
        }
        let mut original = vec![0u8; w * w];
        for (t, &u) in rename.iter().enumerate() {
            original[u as usize] = t as u8;
        }
        Some(Reflection {
            tiles: tiles
                .iter()
                .map(|p| p.iter().map(|&u| original[u as usize]).collect())
                .collect(),
            owner: (0..w * w).map(|t| owner[rename[t] as usize]).collect(),
            cell,
        })
    }

    /// Whether the reflected lookup is used (square board, goal blank on the diagonal).
    pub fn reflects(&self) -> bool {
        self.reflection.is_some()
    }

    /// The goal.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The databases.
    pub fn databases(&self) -> &[PatternDb] {
        &self.dbs
    }

    /// The estimate for `board`: the sum over the patterns, in max with the reflected sum.
    pub fn heuristic(&self, board: &Board) -> u32 {
        let search = Search::new(self, board, u64::MAX);
        search.h()
    }

    /// The shortest solution of `board`, or an error if it is of another size, cannot reach
    /// the goal, or needs more than `max_nodes` expansions.
    pub fn solve(&self, board: &Board, max_nodes: Option<u64>) -> Result<PdbSolution, PdbError> {
        if board.size() != self.goal.size() {
            return Err(PdbError::WrongSize {
                expected: self.goal.size().to_string(),
                found: board.size().to_string(),
            });
        }
        let solvability = board.solvability(&self.goal);
        if !solvability.is_solvable() {
            return Err(PdbError::Unsolvable(solvability.to_string()));
        }
        let mut search = Search::new(self, board, max_nodes.unwrap_or(u64::MAX));
        let initial_h = search.h();
        let mut bound = initial_h;
        let mut iterations = 0;
        loop {
            iterations += 1;
            let next = if search.h() == 0 {
                FOUND
            } else {
                search.dfs(0, bound, NO_MOVE)
            };
            if next == FOUND {
                let moves = search.path.iter().map(|&d| Direction::ALL[d as usize]);
                return Ok(PdbSolution {
                    moves: MoveSeq(moves.collect()),
                    nodes: search.nodes,
                    generated: search.generated,
                    iterations,
                    initial_h,
                });
            }
            if search.stopped || next == u32::MAX {
                return Err(PdbError::NodeLimit {
                    nodes: search.nodes,
                    bound,
                });
            }
            bound = next;
        }
    }
}

/// The board of one search, packed: which tile is on each cell and where each tile is.
struct Search<'a> {
    solver: &'a PdbSolver,
    n: usize,
    cells: [u8; 64],
    pos: [u8; 64],
    blank: usize,
    /// Each pattern's value on the plain board, and their sum.
    h: [u8; 16],
    hsum: u32,
    /// Each pattern's value on the reflected board, and their sum.
    rh: [u8; 16],
    rhsum: u32,
    path: Vec<u8>,
    nodes: u64,
    generated: u64,
    max_nodes: u64,
    stopped: bool,
}

impl<'a> Search<'a> {
    fn new(solver: &'a PdbSolver, board: &Board, max_nodes: u64) -> Search<'a> {
        let n = board.cells();
        let mut s = Search {
            solver,
            n,
            cells: [0; 64],
            pos: [0; 64],
            blank: board.blank(),
            h: [0; 16],
            hsum: 0,
            rh: [0; 16],
            rhsum: 0,
            path: Vec::new(),
            nodes: 0,
            generated: 0,
            max_nodes,
            stopped: false,
        };
        for (c, &t) in board.tiles().iter().enumerate() {
            s.cells[c] = t;
            s.pos[t as usize] = c as u8;
        }
        for p in 0..solver.dbs.len() {
            s.h[p] = s.value(p);
            s.hsum += s.h[p] as u32;
            if solver.reflection.is_some() {
                s.rh[p] = s.reflected_value(p);
                s.rhsum += s.rh[p] as u32;
            }
        }
        s
    }

    /// The database value of pattern `p` on the board: its tiles' cells, hashed, looked up.
    #[inline]
    fn value(&self, p: usize) -> u8 {
        let pos = &self.pos;
        self.lookup(p, self.solver.tiles[p].iter().map(|&t| pos[t as usize]))
    }

    /// The value of pattern `p` on the reflected board: the tiles that become `p`'s tiles,
    /// at their transposed cells.
    #[inline]
    fn reflected_value(&self, p: usize) -> u8 {
        let r = self.solver.reflection.as_ref().expect("a reflection");
        let pos = &self.pos;
        self.lookup(
            p,
            r.tiles[p].iter().map(|&t| r.cell[pos[t as usize] as usize]),
        )
    }

    /// The perfect hash of [`index::rank`](super::index::rank), written for speed: a cell's
    /// digit is the cell less the earlier cells below it, counted by comparisons (a population
    /// count is a slow library call on the baseline x86-64 target).
    #[inline]
    fn lookup(&self, p: usize, cells: impl Iterator<Item = u8>) -> u8 {
        let mut seen = [0u8; 8];
        let mut index = 0;
        for (i, cell) in cells.enumerate() {
            let below: usize = seen[..i].iter().map(|&c| (c < cell) as usize).sum();
            index = index * (self.n - i) + cell as usize - below;
            seen[i] = cell;
        }
        self.solver.dbs[p].value(index)
    }

    #[inline]
    fn h(&self) -> u32 {
        self.hsum.max(self.rhsum)
    }

    /// The depth-first search of one iteration, from a position with `g + h <= bound`:
    /// FOUND, or the smallest `f` above `bound` among the positions cut off.
    ///
    /// A child is cut on its plain estimate before the reflected one is even computed.
    fn dfs(&mut self, g: u32, bound: u32, previous: u8) -> u32 {
        if self.hsum == 0 {
            return FOUND; // every tile home
        }
        self.nodes += 1;
        if self.nodes >= self.max_nodes {
            self.stopped = true;
            return u32::MAX;
        }
        let solver = self.solver;
        let mut min = u32::MAX;
        for &(d, source) in &solver.moves[self.blank] {
            if d ^ 1 == previous {
                continue; // never undo the previous move
            }
            self.generated += 1;
            let (before, source) = (self.blank, source as usize);
            let tile = self.cells[source];
            self.cells[before] = tile;
            self.cells[source] = 0;
            self.pos[tile as usize] = before as u8;
            self.blank = source;

            let p = solver.owner[tile as usize] as usize;
            let old = self.h[p];
            self.h[p] = self.value(p);
            self.hsum = self.hsum + self.h[p] as u32 - old as u32;
            let mut f = g + 1 + self.hsum;
            if f <= bound {
                let mut undo_reflected = None;
                if let Some(r) = &solver.reflection {
                    let rp = r.owner[tile as usize] as usize;
                    let rold = self.rh[rp];
                    self.rh[rp] = self.reflected_value(rp);
                    self.rhsum = self.rhsum + self.rh[rp] as u32 - rold as u32;
                    f = f.max(g + 1 + self.rhsum);
                    undo_reflected = Some((rp, rold));
                }
                if f <= bound {
                    self.path.push(d);
                    f = self.dfs(g + 1, bound, d);
                    if f == FOUND {
                        return FOUND;
                    }
                    self.path.pop();
                }
                if let Some((rp, rold)) = undo_reflected {
                    self.rhsum = self.rhsum + rold as u32 - self.rh[rp] as u32;
                    self.rh[rp] = rold;
                }
            }
            self.hsum = self.hsum + old as u32 - self.h[p] as u32;
            self.h[p] = old;
            self.cells[source] = tile;
            self.cells[before] = 0;
            self.pos[tile as usize] = source as u8;
            self.blank = before;
            if self.stopped {
                return u32::MAX;
            }
            min = min.min(f);
        }
        min
    }
}
