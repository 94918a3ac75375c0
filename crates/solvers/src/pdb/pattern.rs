//! Patterns and partitions: which tiles a database watches, and how the tiles are shared out.
//!
//! A *pattern* is a set of tiles; its database holds, for every placement of those tiles, the
//! fewest moves *of those tiles* that bring them home (the other tiles are blurred into blanks
//! and move for free). A *partition* splits all the tiles into disjoint patterns; since no move
//! is counted twice, the databases' values add up and the sum still never overestimates.

use puzzlelab_rules::{Board, Size};

use super::error::PdbError;
use super::index::placements;

/// The most tiles one pattern may hold: 8 tiles on 16 cells are 519 million entries already.
pub(crate) const MAX_PATTERN_TILES: usize = 8;

/// A set of tiles of one board size and goal, in a fixed order (the order of the perfect hash).
///
/// ```
/// use puzzlelab_rules::{Goal, Size};
/// use puzzlelab_solvers::pdb::Pattern;
/// let goal = Goal::BlankFirst.board(Size::FIFTEEN);
/// let pattern = Pattern::new(&goal, vec![1, 2, 3]).unwrap();
/// assert_eq!(pattern.entries(), 16 * 15 * 14);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    goal: Board,
    tiles: Vec<u8>,
}

impl Pattern {
    /// The pattern of `tiles` toward `goal`: 1 to 8 distinct tiles, none of them the blank.
    pub fn new(goal: &Board, tiles: Vec<u8>) -> Result<Pattern, PdbError> {
        let cells = goal.cells();
        if tiles.is_empty() || tiles.len() > MAX_PATTERN_TILES {
            return Err(PdbError::PatternSize(tiles.len()));
        }
        let mut seen = vec![false; cells];
        for &t in &tiles {
            if t == 0 || t as usize >= cells || seen[t as usize] {
                return Err(PdbError::PatternTile { tile: t, cells });
            }
            seen[t as usize] = true;
        }
        Ok(Pattern {
            goal: goal.clone(),
            tiles,
        })
    }

    /// The pattern of the tiles that `goal` puts on `cells`.
    pub(crate) fn at_cells(goal: &Board, cells: &[usize]) -> Result<Pattern, PdbError> {
        Pattern::new(goal, cells.iter().map(|&c| goal.tiles()[c]).collect())
    }

    /// The tiles, in hash order.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The goal the distances lead to.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The board size.
    pub fn size(&self) -> Size {
        self.goal.size()
    }

    /// The number of database entries: one per placement of the tiles.
    pub fn entries(&self) -> usize {
        placements(self.goal.cells(), self.tiles.len())
    }

    /// The cells where the pattern's tiles stand on `board`, in hash order.
    pub fn cells_on(&self, board: &Board) -> Vec<u8> {
        let mut where_is = vec![0u8; board.cells()];
        for (cell, &t) in board.tiles().iter().enumerate() {
            where_is[t as usize] = cell as u8;
        }
        self.tiles.iter().map(|&t| where_is[t as usize]).collect()
    }
}

/// A split of all the tiles into disjoint patterns, by a name such as `663`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partition {
    name: String,
    patterns: Vec<Pattern>,
}

/// The named partitions, as cells of a board whose goal has the blank on cell 0.
///
/// The layouts are not symmetric about the main diagonal, so the reflected lookup (the board
/// transposed, looked up in the same databases) sees the tiles grouped differently and adds
/// information (the idea of Korf and Felner, "Disjoint pattern database heuristics", 2002).
const LAYOUTS: &[(&str, usize, &[&[usize]])] = &[
    // 4x4:  . A A A / B A A C / B B C C / B B C C
    (
        "555",
        4,
        &[&[1, 2, 3, 5, 6], &[4, 8, 9, 12, 13], &[7, 10, 11, 14, 15]],
    ),
    // 4x4:  . A A A / B B C C / B B C C / B B C C
    (
        "663",
        4,
        &[&[1, 2, 3], &[4, 5, 8, 9, 12, 13], &[6, 7, 10, 11, 14, 15]],
    ),
    // 4x4: the top two rows and the bottom two
    (
        "78",
        4,
        &[&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]],
    ),
    // 3x3: every tile in one pattern, the exact distance
    ("full", 3, &[&[1, 2, 3, 4, 5, 6, 7, 8]]),
    ("44", 3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]),
    // 5x5: . A A B B / A A A B B / C C A B B / C C D D D / C C D D D (Korf and Felner's)
    (
        "6666",
        5,
        &[
            &[1, 2, 5, 6, 7, 12],
            &[3, 4, 8, 9, 13, 14],
            &[10, 11, 15, 16, 20, 21],
            &[17, 18, 19, 22, 23, 24],
        ],
    ),
];

impl Partition {
    /// The names known for a board size, such as `["555", "663", "78"]` for 4x4.
    pub fn names(size: Size) -> Vec<&'static str> {
        LAYOUTS
            .iter()
            .filter(|(_, side, _)| size.width() == *side && size.height() == *side)
            .map(|(name, _, _)| *name)
            .collect()
    }

    /// The partition called `name` (`555`, `663`, `78` on 4x4; `6666` on 5x5; `full`, `44` on
    /// 3x3) toward `goal`.
    ///
    /// The layouts are drawn for a goal with the blank on the first cell; when the goal's blank
    /// is on the last cell the layout is turned half a turn, elsewhere the blank's cell and the
    /// first cell trade places.
    ///
    /// ```
    /// use puzzlelab_rules::{Goal, Size};
    /// use puzzlelab_solvers::pdb::Partition;
    /// let p = Partition::named("663", &Goal::BlankFirst.board(Size::FIFTEEN)).unwrap();
    /// assert_eq!(p.patterns()[0].tiles(), &[1, 2, 3]);
    /// let p = Partition::named("663", &Goal::Standard.board(Size::FIFTEEN)).unwrap();
    /// assert_eq!(p.patterns()[0].tiles(), &[15, 14, 13]);
    /// ```
    pub fn named(name: &str, goal: &Board) -> Result<Partition, PdbError> {
        let size = goal.size();
        let n = goal.cells();
        let name = name.trim().trim_start_matches("pdb:");
        let (_, _, layout) = LAYOUTS
            .iter()
            .find(|(nm, side, _)| *nm == name && size.width() == *side && size.height() == *side)
            .ok_or_else(|| PdbError::UnknownPartition {
                name: name.to_string(),
                size: size.to_string(),
                known: Partition::names(size).join(", "),
            })?;
        let blank = goal.blank();
        let place = |c: usize| -> usize {
            if blank == 0 {
                c
            } else if blank == n - 1 {
                n - 1 - c
            } else if c == blank {
                0
            } else {
                c
            }
        };
        let patterns = layout
            .iter()
            .map(|cells| {
                let cells: Vec<usize> = cells.iter().map(|&c| place(c)).collect();
                Pattern::at_cells(goal, &cells)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Partition {
            name: name.to_string(),
            patterns,
        })
    }

    /// A partition of your own: `patterns` must share one goal and hold every tile once.
    pub fn new(name: &str, patterns: Vec<Pattern>) -> Result<Partition, PdbError> {
        let first = patterns.first().ok_or(PdbError::NotAPartition)?;
        let n = first.goal().cells();
        let mut seen = vec![false; n];
        for p in &patterns {
            if p.goal() != first.goal() {
                return Err(PdbError::NotAPartition);
            }
            for &t in p.tiles() {
                if seen[t as usize] {
                    return Err(PdbError::NotAPartition);
                }
                seen[t as usize] = true;
            }
        }
        if seen.iter().skip(1).filter(|&&s| s).count() != n - 1 {
            return Err(PdbError::NotAPartition);
        }
        Ok(Partition {
            name: name.to_string(),
            patterns,
        })
    }

    /// The partition's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The patterns.
    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    /// The goal.
    pub fn goal(&self) -> &Board {
        self.patterns[0].goal()
    }
}
