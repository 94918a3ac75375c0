//! The perfect hash of a pattern: where its `k` tiles stand, numbered `0..n!/(n-k)!` with no gaps.
//!
//! Tile `i` of the pattern stands on one of the `n - i` cells its predecessors left free; its
//! *digit* is the rank of its cell among those. The digits form a number in a mixed radix
//! (`n`, `n-1`, …, `n-k+1`): every placement gets its own index and every index a placement,
//! so a database is a plain array with one entry per placement and nothing wasted.
//!
//! An index is computed one way, [`Radix`]: the sum of each digit times its unit, which
//! [`rank`], the fast searches' lookups and the [`Stepper`]'s units all go through; the stepper
//! steps a moved placement's index from the old one, and unranks, with the same units.

/// The number of placements of `k` distinct tiles on `n` cells: `n (n-1) … (n-k+1)`.
pub(crate) fn placements(n: usize, k: usize) -> usize {
    (n - k + 1..=n).product()
}

/// The mixed radix of the placements of `k` tiles (at most [`MAX_TILES`]) on `n` cells (at
/// most 64), and the one way an index is computed from the tiles' cells: the sum, over the
/// tiles, of each one's digit times what one unit of its digit is worth.
///
/// Tile `i`'s unit is `(n-i-1) (n-i-2) … (n-k+1)`, the product of the later tiles' radices (0
/// past the `k`th tile, so that a shorter pattern padded with any cells sums the same). The
/// digits do not depend on each other's results, so the processor computes them side by side:
/// on boards of up to 32 cells a digit is read from a counter of four bits a cell (the cells
/// placed below it so far), one shift and one mask; on larger boards it is counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Radix {
    n: usize,
    units: [usize; MAX_TILES],
}

impl Radix {
    /// The radix of placements of `k` tiles on `n` cells.
    pub(crate) fn new(n: usize, k: usize) -> Radix {
        assert!(
            k <= MAX_TILES && n <= 64,
            "at most {MAX_TILES} tiles on 64 cells"
        );
        let mut units = [0; MAX_TILES];
        let mut unit = 1;
        for i in (0..k).rev() {
            units[i] = unit;
            unit *= n - i;
        }
        Radix { n, units }
    }

    /// What one unit of tile `i`'s digit is worth in the index.
    #[inline(always)]
    pub(crate) fn unit(&self, i: usize) -> usize {
        self.units[i]
    }

    /// The index of a placement: `cells[i]` is the cell of the pattern's tile `i`, all
    /// distinct and below `n`.
    #[inline]
    pub(crate) fn rank(&self, cells: &[u8]) -> usize {
        self.index::<MAX_TILES>(|i| cells.get(i).copied().unwrap_or(0))
    }

    /// The index of the placement where tile `i` stands on `cell(i)`, summed over the first
    /// `K` tiles (the others' units must be 0): the fast searches' lookups, whose patterns
    /// are padded to `K` tiles with any cell.
    #[inline(always)]
    pub(crate) fn index<const K: usize>(&self, cell: impl Fn(usize) -> u8) -> usize {
        /// A one in every four-bit count.
        const ONES: u128 = u128::MAX / 15;
        let unit = &self.units;
        let mut index = 0usize;
        if self.n <= 16 {
            let mut below = 0u64; // four bits a cell: the cells placed below it
            for (i, &unit) in unit.iter().enumerate().take(K) {
                let c = cell(i);
                let shift = 4 * (c as u32 & 15);
                let digit = (c as usize).wrapping_sub(((below >> shift) & 15) as usize);
                index = index.wrapping_add(digit.wrapping_mul(unit));
                below += (ONES as u64) << shift << 4;
            }
        } else if self.n <= 32 {
            let mut below = 0u128;
            for (i, &unit) in unit.iter().enumerate().take(K) {
                let c = cell(i);
                let shift = 4 * (c as u32 & 31);
                let digit = (c as usize).wrapping_sub(((below >> shift) & 15) as usize);
                index = index.wrapping_add(digit.wrapping_mul(unit));
                below += ONES << shift << 4;
            }
        } else {
            let mut placed = 0u64; // a bit a cell: the cells placed so far
            for (i, &unit) in unit.iter().enumerate().take(K) {
                let c = cell(i) & 63;
                let below = (placed & ((1u64 << c) - 1)).count_ones() as usize;
                index = index.wrapping_add((c as usize).wrapping_sub(below).wrapping_mul(unit));
                placed |= 1 << c;
            }
        }
        index
    }
}

/// The index of a placement: `cells[i]` is the cell of the pattern's tile `i`, all distinct and
/// below `n` (at most 64 cells), as [`Radix::rank`] gives it.
#[inline]
pub(crate) fn rank(cells: &[u8], n: usize) -> usize {
    Radix::new(n, cells.len()).rank(cells)
}

/// The placement of an index, written into `cells` (its length is the pattern's size `k`, at
/// most [`MAX_TILES`]).
#[cfg(test)]
pub(crate) fn unrank(index: usize, n: usize, cells: &mut [u8]) {
    let mut step = Stepper::new(n, cells.len());
    step.place(index);
    cells.copy_from_slice(step.cells());
}

/// The most tiles a [`Stepper`] takes.
pub(crate) const MAX_TILES: usize = 8;

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
pub(crate) struct Stepper {
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
    /// What one unit of each tile's digit is worth in the index.
    radix: Radix,
    /// The unit of the tile standing on each cell: right for every cell a tile of the current
    /// placement holds (the others are never read).
    unit_at: [usize; 64],
}

impl Stepper {
    /// A stepper for placements of `k` tiles (at most [`MAX_TILES`]) on `n <= 64` cells, with no
    /// placement yet.
    pub(crate) fn new(n: usize, k: usize) -> Stepper {
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
            radix: Radix::new(n, k),
            unit_at: [0; 64],
        }
    }

    /// Takes the placement of `index` (below `n!/(n-k)!`).
    #[inline]
    pub(crate) fn place(&mut self, index: usize) {
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
            self.unit_at[cell as usize] = self.radix.unit(i);
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
    pub(crate) fn cells(&self) -> &[u8] {
        &self.cells[..self.k]
    }

    /// The index of the placement with tile `i` moved to the free cell `to`.
    #[inline]
    pub(crate) fn moved(&self, i: usize, to: u8) -> usize {
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
        let shift = crossed * self.radix.unit(i) + passed;
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
    fn placements_of_a_six_tile_pattern() {
        assert_eq!(placements(16, 6), 5_765_760); // a 6-tile pattern of the 15-puzzle
    }

    #[test]
    fn the_radix_of_three_tiles_on_sixteen_cells() {
        let radix = Radix::new(16, 3);
        assert_eq!(
            [radix.unit(0), radix.unit(1), radix.unit(2)],
            [14 * 15, 14, 1]
        );
        // digits 5, 0 (cell 0, nothing below it free) and 7 (9 less the two cells below it)
        assert_eq!(radix.rank(&[5, 0, 9]), 5 * 14 * 15 + 7);
    }

    #[test]
    fn a_rank_unranks_back() {
        let index = rank(&[5, 0, 9], 16);
        let mut cells = [0u8; 3];
        unrank(index, 16, &mut cells);
        assert_eq!(cells, [5, 0, 9]);
    }

    #[test]
    fn a_stepper_places_and_steps() {
        let mut step = Stepper::new(16, 3);
        step.place(rank(&[5, 0, 9], 16));
        assert_eq!(step.cells(), [5, 0, 9]);
        assert_eq!(step.moved(0, 1), rank(&[1, 0, 9], 16));
    }

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
