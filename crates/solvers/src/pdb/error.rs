//! What can go wrong with pattern databases: bad patterns, bad files, unsolvable boards.

use std::path::PathBuf;

use thiserror::Error;

use crate::search::{Bytes, Limit};

/// An error of the pattern-database module.
#[derive(Debug, Error)]
pub enum PdbError {
    /// A pattern must hold 1 to 8 tiles.
    #[error("a pattern holds 1 to 8 tiles, not {0}")]
    PatternSize(usize),
    /// A pattern named the blank, a tile off the board, or a tile twice.
    #[error("tile {tile} cannot be in a pattern of a board of {cells} cells (the blank, out of range or repeated)")]
    PatternTile {
        /// The tile.
        tile: u8,
        /// Cells of the board.
        cells: usize,
    },
    /// The patterns do not share every tile out exactly once.
    #[error("the patterns do not share the tiles out exactly once, toward one goal")]
    NotAPartition,
    /// No partition of that name for that size.
    #[error("no partition '{name}' for a {size} board (known: {known})")]
    UnknownPartition {
        /// The name asked for.
        name: String,
        /// The board size.
        size: String,
        /// The names known for that size.
        known: String,
    },
    /// Reading or writing a database file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A database file that cannot be trusted: wrong magic, version, pattern, size or checksum.
    #[error("{path}: {reason}")]
    BadFile {
        /// The file.
        path: PathBuf,
        /// What is wrong with it, in words.
        reason: String,
    },
    /// A partition too big to build on the way is not built yet.
    #[error("the {partition} databases are not built yet in {} (a long build, done on its own: `puzzlelab pdb build {partition}`)", dir.display())]
    NotBuilt {
        /// The partition's name.
        partition: String,
        /// The folder searched.
        dir: PathBuf,
    },
    /// A build would take more memory than allowed.
    #[error("{}: building the database of the tiles {tiles:?} takes {} (raise --max-memory)", Limit::Memory(*max_memory), Bytes(*bytes))]
    TooBig {
        /// The memory limit.
        max_memory: u64,
        /// The pattern's tiles.
        tiles: Vec<u8>,
        /// Bytes the build takes.
        bytes: u64,
    },
}

impl PdbError {
    /// Whether the error is a limit reached (the memory a build takes), not bad input.
    pub fn is_limit(&self) -> bool {
        matches!(self, PdbError::TooBig { .. })
    }
}
