//! Manhattan distance plus linear conflicts (Hansson, Mayer and Yung, 1992).
//!
//! Two tiles in their goal row (or column), standing in the wrong order, cannot pass each
//! other inside that line: one of them must leave it and come back, two moves that the
//! Manhattan distance does not count. In each line, the fewest tiles to take out so that the
//! rest stand in goal order is the line's length minus its longest increasing run of goal
//! places (a longest increasing subsequence); each costs two extra moves.

use puzzlelab_rules::Board;

use super::{goal_places, manhattan};

/// Manhattan distance plus two moves for every tile that must leave its goal row or goal
/// column to let another tile of that line pass.
pub fn linear_conflict(board: &Board, goal: &Board) -> usize {
    let size = board.size();
    let home = goal_places(goal);
    let (w, h) = (size.width(), size.height());
    let tiles = board.tiles();
    let mut extra = 0;
    let mut line = [0u8; 8];
    for r in 0..h {
        let mut n = 0;
        for c in 0..w {
            let t = tiles[size.index(r, c)];
            if t != 0 && size.row(home[t as usize]) == r {
                line[n] = size.col(home[t as usize]) as u8;
                n += 1;
            }
        }
        extra += line_conflicts(&line[..n]);
    }
    for c in 0..w {
        let mut n = 0;
        for r in 0..h {
            let t = tiles[size.index(r, c)];
            if t != 0 && size.col(home[t as usize]) == c {
                line[n] = size.row(home[t as usize]) as u8;
                n += 1;
            }
        }
        extra += line_conflicts(&line[..n]);
    }
    manhattan(board, goal) + 2 * extra
}

/// The fewest tiles to take out of a line so that the others stand in goal order, given the
/// goal places (along the line) of the tiles that belong to it, in the order they stand (at
/// most 8: a line of the largest board).
///
/// ```
/// use puzzlelab_solvers::heuristics::line_conflicts;
/// assert_eq!(line_conflicts(&[1, 0, 3, 2]), 2); // keep 0 and 2 (or 1 and 3): two go out
/// ```
pub fn line_conflicts(goal_places: &[u8]) -> usize {
    // Longest increasing subsequence, O(n^2): lines have at most 8 tiles.
    let mut best = [0u8; 8];
    let mut longest = 0;
    for i in 0..goal_places.len() {
        best[i] = 1;
        for j in 0..i {
            if goal_places[j] < goal_places[i] {
                best[i] = best[i].max(best[j] + 1);
            }
        }
        longest = longest.max(best[i]);
    }
    goal_places.len() - longest as usize
}

#[cfg(test)]
mod tests {
    use super::line_conflicts;

    #[test]
    fn a_line_gives_up_the_tiles_outside_its_longest_ordered_run() {
        assert_eq!(line_conflicts(&[0, 1, 2]), 0);
        assert_eq!(line_conflicts(&[2, 1, 0]), 2); // keep one, take two out
        assert_eq!(line_conflicts(&[1, 0, 3, 2]), 2);
    }
}
