//! # Pattern databases: the heuristic that makes optimal 15-puzzle solving fast
//!
//! This module teaches the last heuristic of the lecture. Manhattan distance looks at each tile
//! alone; a *pattern database* looks at a group of tiles together and remembers, for every way
//! they can stand, how many of their moves it takes to bring them home with the other tiles
//! blurred away. The table is filled once by a breadth-first search backwards from the goal
//! ([`build`]) and kept on disk ([`file`]); a search then reads it in one array access.
//!
//! Split all the tiles into disjoint patterns ([`Partition`]: 5-5-5, 6-6-3, 7-8 for the
//! 15-puzzle) and the values add up: the sum never overestimates, because each database counts
//! only the moves of its own tiles. Transposing the board about its main diagonal gives a
//! second, different estimate from the same tables; the larger of the two is taken. The fast
//! IDA* over these sums ([`PdbHeuristic`], an incremental heuristic of
//! [`SlidingIda`](crate::sliding::SlidingIda)) solves Korf's 100 random instances optimally in
//! seconds.
//!
//! ```
//! use puzzlelab_rules::{Goal, Size, Board};
//! use puzzlelab_solvers::pdb::{build, Partition, PatternDb, PdbHeuristic};
//! use puzzlelab_solvers::search::NoObserver;
//! use puzzlelab_solvers::sliding::SlidingIda;
//!
//! let goal = Goal::Standard.board(Size::EIGHT);
//! let partition = Partition::named("44", &goal).unwrap();
//! let dbs: Vec<PatternDb> =
//!     partition.patterns().iter().map(|p| build::build(p, &mut |_| {})).collect();
//! let pdb = PdbHeuristic::new(dbs).unwrap();
//! let board: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap(); // one of the two hardest: 31 moves
//! let outcome = SlidingIda::new(&goal, pdb).solve(&board, &mut NoObserver);
//! assert_eq!(outcome.cost(), Some(31));
//! ```

pub mod build;
mod error;
pub mod file;
pub mod hardest;
mod heuristic;
pub(crate) mod index;
pub mod korf;
mod memory;
mod pattern;
mod region;

pub use build::BuildProgress;
pub use error::PdbError;
pub use heuristic::{Lookups, PdbHeuristic};
pub(crate) use pattern::MAX_PATTERN_TILES;
pub use pattern::{Partition, Pattern};

use puzzlelab_rules::Board;

/// The database of one pattern: one byte per placement of its tiles, the fewest moves of those
/// tiles that bring them home (`255` for a placement that cannot occur).
///
/// A byte an entry rather than four bits: the values of a 6-tile pattern reach 30 or so, more
/// than four bits hold without the modulo tricks that slow every lookup down. The bytes are
/// held as a build left them, or mapped from their file ([`file::read`]).
pub struct PatternDb {
    pattern: Pattern,
    values: memory::Bytes,
}

impl std::fmt::Debug for PatternDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PatternDb")
            .field("pattern", &self.pattern)
            .field("entries", &self.values().len())
            .finish()
    }
}

impl PatternDb {
    /// A database from its values, one per placement (see [`index`]).
    ///
    /// # Panics
    /// If `values` does not hold exactly one entry per placement.
    pub(crate) fn from_values(pattern: Pattern, values: Vec<u8>) -> PatternDb {
        PatternDb::from_bytes(pattern, memory::Bytes::Owned(values))
    }

    fn from_bytes(pattern: Pattern, values: memory::Bytes) -> PatternDb {
        assert_eq!(
            values.as_slice().len(),
            pattern.entries(),
            "one value per placement"
        );
        PatternDb { pattern, values }
    }

    /// The pattern the database is for.
    pub fn pattern(&self) -> &Pattern {
        &self.pattern
    }

    /// All the values, indexed by the perfect hash of the placement.
    pub fn values(&self) -> &[u8] {
        self.values.as_slice()
    }

    /// The value of one placement by its index.
    #[inline]
    pub(crate) fn value(&self, index: usize) -> u8 {
        self.values()[index]
    }

    /// The value for a board: the fewest moves of the pattern's tiles from `board` to the goal.
    pub fn lookup(&self, board: &Board) -> u8 {
        let cells = self.pattern.cells_on(board);
        self.values()[index::rank(&cells, board.cells())]
    }

    /// The largest value: the pattern's hardest placement.
    pub fn max_value(&self) -> u8 {
        self.values()
            .iter()
            .copied()
            .filter(|&v| v != u8::MAX)
            .max()
            .unwrap_or(0)
    }

    /// Bytes of memory the values take.
    pub fn bytes(&self) -> usize {
        self.values().len()
    }
}

#[cfg(test)]
mod tests;
