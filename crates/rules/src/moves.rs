//! The lesson's move rule, written once: which tile can slide into the empty place.
//!
//! The lesson checks a direction against the array: a vertical move changes the index by the
//! width and must stay inside the array; a horizontal one changes it by 1 and must stay in the
//! row. [`source`] is that rule for one move; [`MoveTable`] is the same rule tabulated for every
//! cell of the empty place, for the searches that look it up millions of times a second.

use crate::{Direction, Size};

/// The index of the tile that slides in direction `dir` into the empty place at `blank`, or
/// `None` when the move would leave the board.
///
/// ```
/// use puzzlelab_rules::{moves::source, Direction, Size};
/// let s = Size::FIFTEEN;
/// assert_eq!(source(s, 5, Direction::Up), Some(9)); // the tile below comes up
/// assert_eq!(source(s, 4, Direction::Right), None); // nothing left of the first column
/// ```
#[inline]
pub fn source(size: Size, blank: usize, dir: Direction) -> Option<usize> {
    let (w, cells, b) = (size.width() as isize, size.cells() as isize, blank as isize);
    let from = match dir {
        Direction::Up => b + w,
        Direction::Down => b - w,
        Direction::Left => b + 1,
        Direction::Right => b - 1,
    };
    let legal = if dir.is_vertical() {
        (0..cells).contains(&from) // a vertical move must stay inside the array
    } else {
        from >= 0 && from / w == b / w // a horizontal one must stay in the row
    };
    legal.then_some(from as usize)
}

/// One legal move: the direction the tile slides and the cell it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// The way the tile moves.
    pub dir: Direction,
    /// The cell the tile leaves (the empty place's cell after the move).
    pub from: u8,
}

/// The legal moves for every cell of the empty place, in the order `U D L R`: two in a corner,
/// three on an edge, four inside.
///
/// ```
/// use puzzlelab_rules::{moves::MoveTable, Direction, Size};
/// let table = MoveTable::new(Size::FIFTEEN);
/// let corner: Vec<Direction> = table.at(15).iter().map(|s| s.dir).collect();
/// assert_eq!(corner, [Direction::Down, Direction::Right]);
/// assert_eq!(table.at(5).len(), 4);
/// ```
#[derive(Clone, Debug)]
pub struct MoveTable {
    slides: Vec<Slide>,
    /// `starts[b]..starts[b + 1]`: the moves with the empty place on `b`.
    starts: Vec<u16>,
}

impl MoveTable {
    /// The table for boards of `size`.
    pub fn new(size: Size) -> MoveTable {
        let mut slides = Vec::with_capacity(4 * size.cells());
        let mut starts = vec![0u16];
        for blank in 0..size.cells() {
            for dir in Direction::ALL {
                if let Some(from) = source(size, blank, dir) {
                    slides.push(Slide {
                        dir,
                        from: from as u8,
                    });
                }
            }
            starts.push(slides.len() as u16);
        }
        MoveTable { slides, starts }
    }

    /// The legal moves with the empty place on cell `blank`.
    #[inline(always)]
    pub fn at(&self, blank: usize) -> &[Slide] {
        &self.slides[self.starts[blank] as usize..self.starts[blank + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_its_edge_count_of_moves() {
        for (w, h) in [(2, 2), (3, 3), (4, 4), (3, 5), (8, 8)] {
            let size = Size::new(w, h).unwrap();
            let table = MoveTable::new(size);
            for b in 0..size.cells() {
                let (r, c) = (size.row(b), size.col(b));
                let edges = usize::from(r == 0)
                    + usize::from(r + 1 == h)
                    + usize::from(c == 0)
                    + usize::from(c + 1 == w);
                assert_eq!(table.at(b).len(), 4 - edges, "{size} cell {b}");
                for slide in table.at(b) {
                    let from = slide.from as usize;
                    let d = size.row(from).abs_diff(r) + size.col(from).abs_diff(c);
                    assert_eq!(d, 1, "a move swaps neighbours");
                }
            }
        }
    }
}
