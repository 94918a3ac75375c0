//! The blank's regions in a pattern state: which free cells the blank can reach without moving
//! a pattern tile, and the number that names each region in the build's visited set.
//!
//! The free cells (those no pattern tile holds) fall apart into connected regions. A region is
//! named by its lowest cell, counted among the free cells: the first region's name is 0, and a
//! placement with `f` free cells has at most `f` names. Every move the build makes asks for the
//! name of the region around one cell, so the answer is worth having fast.
//!
//! The regions are found by flooding: a region grows by one step in all four directions at once,
//! with shifts of a bit mask, until it stops. On a board of at most 16 cells there are only
//! 2¹⁶ sets of free cells, so [`Regions`] floods each of them once, ahead of the build, and keeps
//! every cell's name in one 64-bit word (4 bits a cell): a name is then one read from a 512 KiB
//! table. Larger boards flood at each question.

/// The cells of a board as bit masks: each cell's neighbours, and the masks that keep a shift
/// by one column on the board.
pub(super) struct Grid {
    n: usize,
    width: usize,
    neighbours: Vec<u64>,
    /// All cells but the last column, and all but the first: where a shift left or right is
    /// allowed.
    not_last_column: u64,
    not_first_column: u64,
}

impl Grid {
    /// The grid of a `width × height` board (at most 64 cells).
    pub(super) fn new(width: usize, height: usize) -> Grid {
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
        let all = mask_of_cells(n);
        let column = |col: usize| (0..height).fold(0u64, |m, r| m | 1 << (r * width + col));
        Grid {
            n,
            width,
            neighbours,
            not_last_column: all & !column(width - 1),
            not_first_column: all & !column(0),
        }
    }

    /// The number of cells.
    pub(super) fn cells(&self) -> usize {
        self.n
    }

    /// Every cell of the board.
    pub(super) fn all(&self) -> u64 {
        mask_of_cells(self.n)
    }

    /// The cells next to `cell`.
    pub(super) fn neighbours(&self, cell: usize) -> u64 {
        self.neighbours[cell]
    }

    /// The free cells reachable from `start` through free cells (`start` itself included).
    pub(super) fn region(&self, start: usize, free: u64) -> u64 {
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

    /// The name of `region`: its lowest cell's rank among the `free` cells.
    fn name(region: u64, free: u64) -> usize {
        let lowest = region.trailing_zeros();
        (free & ((1u64 << lowest) - 1)).count_ones() as usize
    }
}

/// The cells `0..n` as a mask.
fn mask_of_cells(n: usize) -> u64 {
    if n == 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The names of the regions of every set of free cells, for boards of at most 16 cells, or the
/// flood for larger ones.
pub(super) struct Regions {
    grid: Grid,
    /// For each set of free cells, every free cell's region name, 4 bits a cell.
    table: Option<Vec<u64>>,
}

/// Every free cell's region name for one set of free cells.
#[derive(Clone, Copy)]
pub(super) enum Names {
    /// 4 bits a cell, from the table.
    Packed(u64),
    /// The set of free cells, named by flooding at each question.
    Free(u64),
}

impl Regions {
    /// The regions of `grid`'s board; floods every set of free cells ahead when the board has at
    /// most 16 cells.
    pub(super) fn new(grid: Grid) -> Regions {
        let table = (grid.n <= 16).then(|| {
            (0..1u64 << grid.n)
                .map(|free| {
                    let mut names = 0u64;
                    let mut unnamed = free;
                    while unnamed != 0 {
                        let region = grid.region(unnamed.trailing_zeros() as usize, free);
                        let name = Grid::name(region, free) as u64;
                        let mut cells = region;
                        while cells != 0 {
                            names |= name << (4 * cells.trailing_zeros());
                            cells &= cells - 1;
                        }
                        unnamed &= !region;
                    }
                    names
                })
                .collect()
        });
        Regions { grid, table }
    }

    /// The board's grid.
    pub(super) fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The region names of the cells of `free`.
    #[inline]
    pub(super) fn names(&self, free: u64) -> Names {
        match &self.table {
            Some(table) => Names::Packed(table[free as usize]),
            None => Names::Free(free),
        }
    }

    /// The name of the region around the free cell `cell` among the cells of `free`.
    #[inline]
    pub(super) fn name_of(&self, free: u64, cell: usize) -> usize {
        self.name(self.names(free), cell)
    }

    /// The name of the region around the free cell `cell`, from its set's `names`.
    #[inline]
    pub(super) fn name(&self, names: Names, cell: usize) -> usize {
        match names {
            Names::Packed(packed) => (packed >> (4 * cell)) as usize & 15,
            Names::Free(free) => Grid::name(self.grid.region(cell, free), free),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_names_every_region_as_the_flood_does() {
        let table = Regions::new(Grid::new(4, 4));
        let grid = Grid::new(4, 4);
        for free in 0..1u64 << 16 {
            let names = table.names(free);
            let mut cells = free;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let flooded = Grid::name(grid.region(cell, free), free);
                assert_eq!(
                    table.name(names, cell),
                    flooded,
                    "free {free:#x} cell {cell}"
                );
            }
        }
    }

    #[test]
    fn a_wall_of_tiles_splits_the_free_cells_in_two() {
        // 3×3, tiles on the middle column: the left column is region 0, the right one region 1
        let regions = Regions::new(Grid::new(3, 3));
        let free = 0b111_111_111 & !0b010_010_010;
        assert_eq!(regions.name_of(free, 0), 0);
        assert_eq!(regions.name_of(free, 6), 0);
        assert_eq!(regions.name_of(free, 2), 1);
        assert_eq!(regions.name_of(free, 8), 1);
    }
}
