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
    fn a_full_board_of_sixty_four_cells() {
        let cells = [63u8, 0, 62, 1];
        let mut back = [0u8; 4];
        unrank(rank(&cells, 64), 64, &mut back);
        assert_eq!(back, cells);
        assert!(rank(&cells, 64) < placements(64, 4));
    }
}
