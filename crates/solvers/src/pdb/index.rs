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

/// What one unit of each tile's digit is worth in the index of a placement of `k` tiles (at
/// most [`MAX_TILES`]) on `n` cells: tile `i`'s is `(n-i-1) (n-i-2) … (n-k+1)`, the product of
/// the later tiles' radices; 0 past the `k`th tile. The index is the sum of digit times unit.
///
/// ```
/// use puzzlelab_solvers::pdb::index::units;
/// assert_eq!(units(16, 3)[..4], [14 * 15, 14, 1, 0]);
/// ```
pub fn units(n: usize, k: usize) -> [usize; MAX_TILES] {
    let mut units = [0; MAX_TILES];
    let mut unit = 1;
    for i in (0..k).rev() {
        units[i] = unit;
        unit *= n - i;
    }
    units
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

/// The placement of an index, written into `cells` (its length is the pattern's size `k`, at
/// most [`MAX_TILES`]).
pub fn unrank(index: usize, n: usize, cells: &mut [u8]) {
    let mut step = Stepper::new(n, cells.len());
    step.place(index);
    cells.copy_from_slice(step.cells());
}

/// The most tiles a [`Stepper`] takes.
pub const MAX_TILES: usize = 8;

/// Placements one after another, each ready to move its tiles: the index after one tile's
/// move, stepped from the placement's own index instead of ranked again. Any order works;
/// the order of the indices is the cheap one.
///
/// **Unranking.** The digits of an index come from its low end, a division each; the number
/// formed by the digits of tiles `0..=i` is the index divided by the unit of tile `i`. When
/// that number is the one of the last placement, the digits of tiles `0..=i` and so their cells
/// are the same as before, and only the later tiles get their cells again: placed in the order
/// of their indices, most placements differ from the last in the last tile or two. A digit
/// names a cell as the digit-th cell that no earlier tile holds.
///
/// **Stepping.** Moving tile `i` from cell `a` to cell `b` changes two kinds of digit. Its own
/// digit counts the cells below it that no earlier tile holds, so it changes by the number of
/// such cells from the lower of `a` and `b` up to the higher. And every later tile standing
/// between `a` and `b` is passed: tile `i` no longer lies below it (moving up past it, its
/// digit grows by one) or now does (moving down, it shrinks by one). A move of the blank's
/// neighbour passes at most `width - 1` cells, so a step costs a few bit operations where a
/// rank costs `k²/2` comparisons.
///
/// ```
/// use puzzlelab_solvers::pdb::index::{rank, Stepper};
/// let mut step = Stepper::new(16, 3);
/// step.place(rank(&[5, 0, 9], 16));
/// assert_eq!(step.cells(), [5, 0, 9]);
/// assert_eq!(step.moved(0, 1), rank(&[1, 0, 9], 16));
/// ```
pub struct Stepper {
    n: usize,
    k: usize,
    index: usize,
    cells: [u8; MAX_TILES],
    /// For each tile `i`, the number formed by the digits of tiles `0..=i` (`usize::MAX` before
    /// the first placement).
    prefix: [usize; MAX_TILES],
    /// The cells of tiles `0..i`, and of tiles `i+1..k`, for each tile `i`.
    earlier: [u64; MAX_TILES],
    later: [u64; MAX_TILES],
    /// What one unit of tile `i`'s digit is worth in the index: `(n-i-1) (n-i-2) … (n-k+1)`.
    unit: [usize; MAX_TILES],
    /// The unit of the tile standing on each cell: right for every cell a tile of the current
    /// placement holds (the others are never read).
    unit_at: [usize; 64],
}

impl Stepper {
    /// A stepper for placements of `k` tiles (at most [`MAX_TILES`]) on `n <= 64` cells, with no
    /// placement yet.
    pub fn new(n: usize, k: usize) -> Stepper {
        assert!(
            k <= MAX_TILES && k <= n && n <= 64,
            "at most {MAX_TILES} tiles on 64 cells"
        );
        Stepper {
            n,
            k,
            index: 0,
            cells: [0; MAX_TILES],
            prefix: [usize::MAX; MAX_TILES],
            earlier: [0; MAX_TILES],
            later: [0; MAX_TILES],
            unit: units(n, k),
            unit_at: [0; 64],
        }
    }

    /// Takes the placement of `index` (below `n!/(n-k)!`).
    #[inline]
    pub fn place(&mut self, index: usize) {
        let k = self.k;
        self.index = index;
        // the digits, from the low end, down to the first tile whose prefix is unchanged
        let mut digits = [0usize; MAX_TILES];
        let mut number = index;
        let mut first = 0;
        for i in (0..k).rev() {
            if self.prefix[i] == number {
                first = i + 1;
                break;
            }
            self.prefix[i] = number;
            // tile i's digit has radix n - i
            digits[i] = number % (self.n - i);
            number /= self.n - i;
        }
        // the changed tiles' cells: the digit-th cell no earlier tile holds
        for (i, &digit) in digits.iter().enumerate().take(k).skip(first) {
            let used = self.earlier[i];
            let mut free = !used;
            for _ in 0..digit {
                free &= free - 1;
            }
            let cell = free.trailing_zeros() as u8;
            self.cells[i] = cell;
            self.unit_at[cell as usize] = self.unit[i];
            if i + 1 < k {
                self.earlier[i + 1] = used | 1 << cell;
            }
        }
        let mut after = 0u64;
        for i in (0..k).rev() {
            self.later[i] = after;
            after |= 1 << self.cells[i];
        }
    }

    /// The cells of the placement's tiles.
    #[inline]
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.k]
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
    fn a_stepper_placed_in_any_order_unranks_as_the_formula_does() {
        let (n, k) = (16, 6);
        let count = placements(n, k);
        let mut step = Stepper::new(n, k);
        // in order, then jumping back and forth so that any prefix may or may not be shared
        let order = (0..5000).chain((0..5000).map(|i| (i * 7_919_993 + 12_345) % count));
        for index in order {
            step.place(index);
            assert_eq!(rank(step.cells(), n), index, "{:?}", step.cells());
        }
    }

    #[test]
    fn a_stepped_index_is_the_rank_of_the_moved_placement() {
        let (n, k) = (16, 5);
        let mut cells = [0u8; 5];
        let mut step = Stepper::new(n, k);
        for index in (0..placements(n, k)).step_by(97) {
            unrank(index, n, &mut cells);
            step.place(index);
            assert_eq!(step.cells(), cells);
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
