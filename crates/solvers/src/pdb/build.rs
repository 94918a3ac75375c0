//! Building a database: a breadth-first search backwards from the goal over *pattern states*.
//!
//! A pattern state is where the pattern's tiles stand plus where the blank may be. The other
//! tiles are blurred: the blank wanders among them for free, so only the *region* of free cells
//! around it matters, and the region is named by its lowest cell. A move slides a pattern tile
//! into the blank's region and costs one; the search runs level by level, so the first time a
//! placement of the tiles is reached, its level is its distance.
//!
//! The visited set is a bit set over `placements × free cells` (one bit a state, the region
//! named by its lowest cell's rank among the free ones): 519 MB for 8 tiles of the 15-puzzle,
//! as much as the table itself. The frontiers are smaller: a bit per *placement*, set when one
//! of its states was reached at the last level (65 MB each for 8 tiles), and a level expands
//! every visited state of the placements in its frontier. Those include states reached at
//! earlier levels, whose moves lead only to visited states, so expanding them again changes
//! nothing; and no state of a frontier placement can be reached during its level, because a
//! move changes the colour (on a chessboard colouring) of one pattern tile's cell, so every
//! state of a placement lies at distances of one parity. So the build needs the table, the
//! visited set and two small bit sets: 1.17 GB for 7-8 where a frontier of states would need
//! 2.1 GB. Each level is expanded in parallel (`rayon`), the threads marking bits with atomic
//! operations.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering::Relaxed};

use rayon::prelude::*;

use super::index::{rank, unrank};
use super::memory;
use super::pattern::Pattern;
use super::PatternDb;

/// What a build reports after each level of its search.
#[derive(Clone, Copy, Debug)]
pub struct BuildProgress {
    /// The level just finished (moves from the goal).
    pub depth: u8,
    /// Database entries filled so far.
    pub filled: u64,
    /// Database entries in all.
    pub entries: u64,
    /// Pattern states expanded at this level (with the states of the level's placements that
    /// were reached before, expanded again).
    pub expanded: u64,
}

/// The cells of a board as bit masks: all of them, and each cell's neighbours.
struct Grid {
    n: usize,
    width: usize,
    neighbours: Vec<u64>,
    /// All cells but the last column, and all but the first: where a shift left or right is
    /// allowed.
    not_last_column: u64,
    not_first_column: u64,
}

impl Grid {
    fn new(width: usize, height: usize) -> Grid {
        let n = width * height;
        let neighbours = (0..n)
            .map(|c| {
                let (r, col) = (c / width, c % width);
                let mut m = 0u64;
                if r > 0 {
                    m |= 1 << (c - width);
                }
                if r + 1 < height {
                    m |= 1 << (c + width);
                }
                if col > 0 {
                    m |= 1 << (c - 1);
                }
                if col + 1 < width {
                    m |= 1 << (c + 1);
                }
                m
            })
            .collect();
        let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let column = |col: usize| (0..height).fold(0u64, |m, r| m | 1 << (r * width + col));
        Grid {
            n,
            width,
            neighbours,
            not_last_column: all & !column(width - 1),
            not_first_column: all & !column(0),
        }
    }

    /// The free cells reachable from `start` through free cells (`start` itself included):
    /// the region grows by one step in all four directions at once, with shifts, until it stops.
    fn region(&self, start: usize, free: u64) -> u64 {
        let mut region = 1u64 << start;
        loop {
            let grown = (region
                | region << self.width
                | region >> self.width
                | (region & self.not_last_column) << 1
                | (region & self.not_first_column) >> 1)
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    fn all(&self) -> u64 {
        if self.n == 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        }
    }
}

/// A bit set with atomic marking, one bit a pattern state.
struct Bits(Vec<AtomicU64>);

impl Bits {
    fn new(bits: usize) -> Bits {
        Bits(memory::atomic_words(bits.div_ceil(64)))
    }
    /// Whether bit `i` is set.
    fn contains(&self, i: usize) -> bool {
        self.0[i / 64].load(Relaxed) & (1u64 << (i % 64)) != 0
    }
    /// Sets bit `i`; true if it was clear.
    fn insert(&self, i: usize) -> bool {
        let bit = 1u64 << (i % 64);
        self.0[i / 64].fetch_or(bit, Relaxed) & bit == 0
    }
    fn clear(&mut self) {
        self.0.par_iter_mut().for_each(|w| *w.get_mut() = 0);
    }
}

/// Fills the database of `pattern` by breadth-first search; `progress` hears after each level.
pub fn build(pattern: &Pattern, progress: &mut dyn FnMut(BuildProgress)) -> PatternDb {
    let goal = pattern.goal();
    let grid = Grid::new(goal.width(), goal.height());
    let n = grid.n;
    let k = pattern.tiles().len();
    let entries = pattern.entries();
    let all = grid.all();

    let values: Vec<AtomicU8> = memory::atomic_bytes(entries, u8::MAX);
    let free_cells = n - k;
    let visited = Bits::new(entries * free_cells);
    // placements with a state reached at the level being expanded, and at the next one
    let mut frontier = Bits::new(entries);
    let mut next = Bits::new(entries);
    // a state's number: the placement, then the region's lowest cell among the free cells
    let state_of = |config: usize, occupied: u64, region: u64| {
        let lowest = region.trailing_zeros();
        let below = (occupied & ((1u64 << lowest) - 1)).count_ones();
        config * free_cells + (lowest - below) as usize
    };

    // The goal: the pattern's tiles at home, the blank somewhere in its region.
    let home = pattern.cells_on(goal);
    let occupied = home.iter().fold(0u64, |m, &c| m | 1 << c);
    let region = grid.region(goal.blank(), all & !occupied);
    let start = state_of(rank(&home, n), occupied, region);
    visited.insert(start);
    frontier.insert(rank(&home, n));
    values[rank(&home, n)].store(0, Relaxed);
    let mut filled = 1u64;

    let mut depth = 0u8;
    loop {
        let expanded = AtomicU64::new(0);
        let newly = AtomicU64::new(0);
        frontier
            .0
            .par_chunks(256)
            .enumerate()
            .for_each(|(chunk, words)| {
                let mut cells = [0u8; 8];
                let mut count = 0u64;
                let mut fresh = 0u64;
                for (w, word) in words.iter().enumerate() {
                    let mut bits = word.load(Relaxed);
                    while bits != 0 {
                        let config = (chunk * 256 + w) * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let cells = &mut cells[..k];
                        unrank(config, n, cells);
                        let occupied = cells.iter().fold(0u64, |m, &c| m | 1 << c);
                        let free = all & !occupied;
                        // every visited state of the placement: each region's lowest cell
                        let mut reps = free;
                        for rank_of_rep in 0..free_cells {
                            let rep = reps.trailing_zeros() as usize;
                            reps &= reps - 1;
                            if !visited.contains(config * free_cells + rank_of_rep) {
                                continue;
                            }
                            count += 1;
                            let region = grid.region(rep, free);
                            for i in 0..k {
                                let from = cells[i] as usize;
                                let mut targets = grid.neighbours[from] & region;
                                while targets != 0 {
                                    let to = targets.trailing_zeros() as u8;
                                    targets &= targets - 1;
                                    cells[i] = to;
                                    let moved = occupied & !(1 << from) | 1 << to;
                                    let blank_region = grid.region(from, all & !moved);
                                    let next_config = rank(cells, n);
                                    let id = state_of(next_config, moved, blank_region);
                                    if visited.insert(id) {
                                        next.insert(next_config);
                                        if values[next_config]
                                            .compare_exchange(u8::MAX, depth + 1, Relaxed, Relaxed)
                                            .is_ok()
                                        {
                                            fresh += 1;
                                        }
                                    }
                                }
                                cells[i] = from as u8;
                            }
                        }
                    }
                }
                expanded.fetch_add(count, Relaxed);
                newly.fetch_add(fresh, Relaxed);
            });
        filled += newly.load(Relaxed);
        let expanded = expanded.load(Relaxed);
        if expanded == 0 {
            break;
        }
        progress(BuildProgress {
            depth,
            filled,
            entries: entries as u64,
            expanded,
        });
        std::mem::swap(&mut frontier, &mut next);
        next.clear();
        depth += 1;
    }
    let values = values.into_iter().map(AtomicU8::into_inner).collect();
    PatternDb::from_values(pattern.clone(), values)
}
