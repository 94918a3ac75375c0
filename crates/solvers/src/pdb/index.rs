//! The perfect hash of a pattern: where its `k` tiles stand, numbered `0..n!/(n-k)!` with no gaps.
//!
//! Tile `i` of the pattern stands on one of the `n - i` cells its predecessors left free; its
//! *digit* is the rank of its cell among those. The digits form a number in a mixed radix
//! (`n`, `n-1`, …, `n-k+1`): every placement gets its own index and every index a placement,
//! so a database is a plain array with one entry per placement and nothing wasted.

/// The number of placements of `k` distinct tiles on `n` cells: `n (n-1) … (n-k+1)`.
///
/// ```
/// use puzzlelab_solvers::pdb::index::placements;
/// assert_eq!(placements(16, 6), 5_765_760); // a 6-tile pattern of the 15-puzzle
/// ```
pub fn placements(n: usize, k: usize) -> usize {
    (n - k + 1..=n).product()
}

/// The index of a placement: `cells[i]` is the cell of the pattern's tile `i`, all distinct and
/// below `n` (at most 64 cells).
///
/// ```
/// use puzzlelab_solvers::pdb::index::{rank, unrank};
/// let index = rank(&[5, 0, 9], 16);
/// let mut cells = [0u8; 3];
/// unrank(index, 16, &mut cells);
/// assert_eq!(cells, [5, 0, 9]);
/// ```
#[inline]
pub fn rank(cells: &[u8], n: usize) -> usize {
    let mut index = 0;
    for (i, &cell) in cells.iter().enumerate() {
        // the digit: the cell less the earlier tiles' cells below it
        let below: usize = cells[..i].iter().map(|&c| (c < cell) as usize).sum();
        index = index * (n - i) + cell as usize - below;
    }
    index
}

/// The placement of an index, written into `cells` (its length is the pattern's size `k`).
pub fn unrank(mut index: usize, n: usize, cells: &mut [u8]) {
    let k = cells.len();
    for i in (0..k).rev() {
        let radix = n - i;
        cells[i] = (index % radix) as u8; // the digit for now
        index /= radix;
    }
    let mut used = 0u64;
    for cell in cells.iter_mut() {
        // the digit-th free cell: skip the used cells below it
        let mut free = !used;
        for _ in 0..*cell {
            free &= free - 1;
        }
        let chosen = free.trailing_zeros() as u8;
        *cell = chosen;
        used |= 1u64 << chosen;
    }
}

/// A placement ready to move its tiles: the index after one tile's move, stepped from the
/// placement's own index instead of ranked again.
///
/// Moving tile `i` from cell `a` to cell `b` changes two kinds of digit. Its own digit counts
/// the cells below it that no earlier tile holds, so it changes by the number of such cells
/// from the lower of `a` and `b` up to the higher. And every later tile standing between `a`
/// and `b` is passed: tile `i` no longer lies below it (moving up past it, its digit grows by
/// one) or now does (moving down, it shrinks by one). A move of the blank's
/// neighbour passes at most `width - 1` cells, so a step costs a few bit operations where a
/// rank costs `k²/2` comparisons.
///
/// ```
/// use puzzlelab_solvers::pdb::index::{rank, Stepper};
/// let cells = [5u8, 0, 9];
/// let step = Stepper::new(&cells, 16, rank(&cells, 16));
/// assert_eq!(step.moved(0, 1), rank(&[1, 0, 9], 16));
/// ```
pub struct Stepper {
    index: usize,
    cells: [u8; MAX_TILES],
    /// The cells of tiles `0..i`, and of tiles `i+1..k`, for each tile `i`.
    earlier: [u64; MAX_TILES],
    later: [u64; MAX_TILES],
    /// What one unit of tile `i`'s digit is worth in the index: `(n-i-1) (n-i-2) … (n-k+1)`.
    unit: [usize; MAX_TILES],
    /// The unit of the tile standing on each cell (cells no tile holds are never read).
    unit_at: [usize; 64],
}

/// The most tiles a [`Stepper`] takes.
pub const MAX_TILES: usize = 8;

impl Stepper {
    /// The placement `cells` (at most [`MAX_TILES`] tiles on `n <= 64` cells), whose index is
    /// `index`.
    #[inline]
    pub fn new(cells: &[u8], n: usize, index: usize) -> Stepper {
        let k = cells.len();
        debug_assert!(k <= MAX_TILES && n <= 64);
        let mut step = Stepper {
            index,
            cells: [0; MAX_TILES],
            earlier: [0; MAX_TILES],
            later: [0; MAX_TILES],
            unit: [0; MAX_TILES],
            unit_at: [0; 64],
        };
        let mut unit = 1;
        let mut after = 0u64;
        for i in (0..k).rev() {
            step.cells[i] = cells[i];
            step.unit[i] = unit;
            step.unit_at[cells[i] as usize] = unit;
            step.later[i] = after;
            after |= 1 << cells[i];
            unit *= n - i;
        }
        let mut before = 0u64;
        for (earlier, &cell) in step.earlier.iter_mut().zip(cells) {
            *earlier = before;
            before |= 1 << cell;
        }
        step
    }

    /// The index of the placement with tile `i` moved to the free cell `to`.
    #[inline]
    pub fn moved(&self, i: usize, to: u8) -> usize {
        let from = self.cells[i];
        let (low, high) = (from.min(to), from.max(to));
        // the cells strictly between the two, and those from `low` up to but not `high`
        let span = (1u64 << high) - (1u64 << low);
        let between = span & !(1u64 << low);
        // tile i's digit: the cells it crossed that no earlier tile holds
        let crossed = (span & !self.earlier[i]).count_ones() as usize;
        let mut passed = 0;
        let mut later = self.later[i] & between;
        while later != 0 {
            passed += self.unit_at[later.trailing_zeros() as usize];
            later &= later - 1;
        }
        let shift = crossed * self.unit[i] + passed;
        if to > from {
            self.index + shift
        } else {
            self.index - shift
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_index_round_trips() {
        let (n, k) = (9, 4);
        let mut seen = vec![false; placements(n, k)];
        let mut cells = [0u8; 4];
        for (index, seen) in seen.iter_mut().enumerate() {
            unrank(index, n, &mut cells);
            assert_eq!(rank(&cells, n), index);
            let mut sorted = cells;
            sorted.sort();
            assert!(sorted.windows(2).all(|w| w[0] < w[1]) && sorted[3] < n as u8);
            *seen = true;
        }
    }

    #[test]
    fn a_stepped_index_is_the_rank_of_the_moved_placement() {
        let (n, k) = (16, 5);
        let mut cells = [0u8; 5];
        for index in (0..placements(n, k)).step_by(97) {
            unrank(index, n, &mut cells);
            let step = Stepper::new(&cells, n, index);
            let occupied = cells.iter().fold(0u64, |m, &c| m | 1 << c);
            for i in 0..k {
                for to in (0..n as u8).filter(|&c| occupied & 1 << c == 0) {
                    let mut moved = cells;
                    moved[i] = to;
                    assert_eq!(
                        step.moved(i, to),
                        rank(&moved, n),
                        "{cells:?}: tile {i} to {to}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_full_board_of_sixty_four_cells() {
        let cells = [63u8, 0, 62, 1];
        let mut back = [0u8; 4];
        unrank(rank(&cells, 64), 64, &mut back);
        assert_eq!(back, cells);
        assert!(rank(&cells, 64) < placements(64, 4));
    }
}
