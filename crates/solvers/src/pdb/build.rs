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
//! 2.1 GB.
//!
//! A level costs what its moves cost, and each move does three things fast:
//!
//! - it names the blank's new region with one read of a table of every set of free cells
//!   (`region::Regions`), where a flood would take a step per cell of the region's
//!   width;
//! - it steps the moved placement's index from the old one (`index::Stepper`) instead of ranking it
//!   again, and the stepper takes the frontier's placements in order, each unranked from the
//!   last;
//! - it marks its state a batch of 64 moves after asking for the state's word (`Reached`), so
//!   that the misses of a batch, one a move, overlap instead of waiting in turn.
//!
//! Each level is expanded in parallel (`rayon`), the threads marking bits with atomic
//! operations; the table's bytes are written after the level, in one pass in order. The loop
//! counts bits (a region's name, a stepped digit) at every move: it is compiled a second time
//! with the processor's population count, used where the processor has one.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use rayon::prelude::*;

use super::index::{rank, Stepper, MAX_TILES};
use super::memory;
use super::pattern::Pattern;
use super::region::{Grid, Regions};
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

/// A bit set with atomic marking, one bit a pattern state.
struct Bits(Vec<AtomicU64>);

impl Bits {
    fn new(bits: usize) -> Bits {
        Bits(memory::atomic_words(bits.div_ceil(64)))
    }
    /// Bits `start..start + len` (`len` below 64) as the low bits of a word.
    fn field(&self, start: usize, len: usize) -> u64 {
        let (word, shift) = (start / 64, start % 64);
        let mut bits = self.0[word].load(Relaxed) >> shift;
        if shift + len > 64 {
            bits |= self.0[word + 1].load(Relaxed) << (64 - shift);
        }
        bits & ((1u64 << len) - 1)
    }
    /// Sets bit `i`; true if it was clear. A bit already set costs a plain read, not a locked
    /// write.
    fn insert(&self, i: usize) -> bool {
        let (word, bit) = (&self.0[i / 64], 1u64 << (i % 64));
        word.load(Relaxed) & bit == 0 && word.fetch_or(bit, Relaxed) & bit == 0
    }
    /// Asks for bit `i`'s word from memory ahead of its use.
    fn prefetch(&self, i: usize) {
        memory::prefetch(&self.0[i / 64]);
    }
    fn clear(&mut self) {
        self.0.par_iter_mut().for_each(|w| *w.get_mut() = 0);
    }
}

/// How many reached states a thread holds before it marks them (the 7-tile table: 25.0–25.5 CPU
/// s with 64, 26.8–28.0 s with 32 or 256).
const BATCH: usize = 64;

/// The states one thread has reached and not yet marked. Each state lands on a random word of
/// the visited set, a miss in every cache; marked at once, each would wait for its word in
/// turn. So a state's word is asked for (prefetched) when the state is found, and the state is
/// marked a batch later, when its word has arrived: the misses of a batch overlap.
struct Reached<'a> {
    visited: &'a Bits,
    next: &'a Bits,
    /// (state, placement) pairs.
    pending: [(usize, u32); BATCH],
    len: usize,
}

impl<'a> Reached<'a> {
    fn new(visited: &'a Bits, next: &'a Bits) -> Self {
        Reached {
            visited,
            next,
            pending: [(0, 0); BATCH],
            len: 0,
        }
    }

    /// Notes that `state` of placement `config` was reached.
    #[inline]
    fn push(&mut self, state: usize, config: usize) {
        self.visited.prefetch(state);
        self.next.prefetch(config);
        self.pending[self.len] = (state, config as u32);
        self.len += 1;
        if self.len == BATCH {
            self.mark();
        }
    }

    /// Marks the pending states visited, and the placements of the new ones in the next
    /// frontier.
    fn mark(&mut self) {
        for &(state, config) in &self.pending[..self.len] {
            if self.visited.insert(state) {
                self.next.insert(config as usize);
            }
        }
        self.len = 0;
    }
}

/// Frontier words a task of the parallel expansion takes (16,384 placements).
const CHUNK: usize = 256;

/// One level of the search: what expanding a frontier placement reads and writes.
struct Level<'a> {
    regions: &'a Regions,
    visited: &'a Bits,
    next: &'a Bits,
    k: usize,
    free_cells: usize,
}

impl Level<'_> {
    /// Expands the frontier placements of `words`, the first word's first bit being placement
    /// `first`; returns the states expanded. The loop is compiled twice: for the baseline
    /// processor, and with the population count and bit instructions of processors that have
    /// them (nearly every x86-64 since 2013), chosen when it runs.
    fn expand(&self, first: usize, words: &[AtomicU64]) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
        {
            // SAFETY: the processor has the instructions the function is compiled for.
            return unsafe { self.expand_with_bit_instructions(first, words) };
        }
        self.expand_portably(first, words)
    }

    /// The loop with the population count and bit instructions: for processors that have them.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1")]
    fn expand_with_bit_instructions(&self, first: usize, words: &[AtomicU64]) -> u64 {
        self.expand_portably(first, words)
    }

    /// The loop, written once and inlined into both compilations.
    #[inline(always)]
    fn expand_portably(&self, first: usize, words: &[AtomicU64]) -> u64 {
        let (regions, free_cells) = (self.regions, self.free_cells);
        let grid = regions.grid();
        let all = grid.all();
        let mut step = Stepper::new(grid.cells(), self.k);
        let mut reached = Reached::new(self.visited, self.next);
        let mut count = 0u64;
        for (w, word) in words.iter().enumerate() {
            let mut bits = word.load(Relaxed);
            while bits != 0 {
                let config = first + w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                // the regions of the placement where the blank has been
                let seen = self.visited.field(config * free_cells, free_cells);
                count += u64::from(seen.count_ones());
                step.place(config);
                let cells = step.cells();
                let free = cells.iter().fold(all, |m, &c| m & !(1 << c));
                let names = regions.names(free);
                // every move of a tile into one of those regions
                for (i, &from) in cells.iter().enumerate() {
                    let mut targets = grid.neighbours(from as usize) & free;
                    while targets != 0 {
                        let to = targets.trailing_zeros() as usize;
                        targets &= targets - 1;
                        if seen & (1 << regions.name(names, to)) == 0 {
                            continue;
                        }
                        let moved = free ^ (1 << from) ^ (1 << to);
                        let next_config = step.moved(i, to as u8);
                        let blank = regions.name_of(moved, from as usize);
                        reached.push(next_config * free_cells + blank, next_config);
                    }
                }
            }
        }
        reached.mark();
        count
    }
}

/// The bytes of the regions' table a build of a board of at most 16 cells keeps.
const REGIONS_TABLE_BYTES: u64 = 512 << 10;

/// The bytes a build of `pattern` holds, known before anything is allocated: the table (a byte
/// an entry), the visited set (a bit a pattern state), the two frontiers (a bit a placement
/// each) and the regions' table.
pub(crate) fn build_bytes(pattern: &Pattern) -> u64 {
    let goal = pattern.goal();
    let cells = (goal.width() * goal.height()) as u64;
    let entries = pattern.entries() as u64;
    let free_cells = cells.saturating_sub(pattern.tiles().len() as u64);
    let bits = |n: u64| n.div_ceil(64).saturating_mul(8);
    entries
        .saturating_add(bits(entries.saturating_mul(free_cells)))
        .saturating_add(bits(entries).saturating_mul(2))
        .saturating_add(REGIONS_TABLE_BYTES)
}

/// Fills the database of `pattern` by breadth-first search; `progress` hears after each level.
pub fn build(pattern: &Pattern, progress: &mut dyn FnMut(BuildProgress)) -> PatternDb {
    let goal = pattern.goal();
    let regions = Regions::new(Grid::new(goal.width(), goal.height()));
    let grid = regions.grid();
    let n = grid.cells();
    let k = pattern.tiles().len();
    let entries = pattern.entries();
    assert!(
        k <= MAX_TILES && u32::try_from(entries).is_ok(),
        "a pattern of at most {MAX_TILES} tiles"
    );
    let all = grid.all();

    let mut values = memory::bytes(entries, u8::MAX);
    let free_cells = n - k;
    // a state's number: the placement, then its region's name
    let visited = Bits::new(entries * free_cells);
    // placements with a state reached at the level being expanded, and at the next one
    let mut frontier = Bits::new(entries);
    let mut next = Bits::new(entries);

    // The goal: the pattern's tiles at home, the blank somewhere in its region.
    let home = pattern.cells_on(goal);
    let goal_config = rank(&home, n);
    let occupied = home.iter().fold(0u64, |m, &c| m | 1 << c);
    visited.insert(goal_config * free_cells + regions.name_of(all & !occupied, goal.blank()));
    frontier.insert(goal_config);
    values[goal_config] = 0;
    let mut filled = 1u64;

    let mut depth = 0u8;
    loop {
        let level = Level {
            regions: &regions,
            visited: &visited,
            next: &next,
            k,
            free_cells,
        };
        let expanded: u64 = frontier
            .0
            .par_chunks(CHUNK)
            .enumerate()
            .map(|(chunk, words)| level.expand(chunk * CHUNK * 64, words))
            .sum();
        if expanded == 0 {
            break;
        }
        filled += record_level(&mut values, &next, depth + 1);
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
    PatternDb::from_values(pattern.clone(), values)
}

/// Gives `depth` to every placement of `reached` that has no value yet; returns how many got
/// one. A pass in order over both arrays, where setting each value as its state was found would
/// be one more random write a state.
fn record_level(values: &mut [u8], reached: &Bits, depth: u8) -> u64 {
    values
        .par_chunks_mut(64 * 256)
        .zip(reached.0.par_chunks(256))
        .map(|(values, words)| {
            let mut fresh = 0;
            for (w, word) in words.iter().enumerate() {
                let mut bits = word.load(Relaxed);
                while bits != 0 {
                    let value = &mut values[w * 64 + bits.trailing_zeros() as usize];
                    bits &= bits - 1;
                    if *value == u8::MAX {
                        *value = depth;
                        fresh += 1;
                    }
                }
            }
            fresh
        })
        .sum()
}
