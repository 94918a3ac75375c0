//! The checks' own tools: the Manhattan distance, an A* that reports the nodes it expands in
//! order, IDA*'s bounds, a pattern database by 0-1 breadth-first search, and a breadth-first
//! search from the goal that knows the true distance of every nearby state.
//! They are deliberately plain: a self-check must be easy to trust.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::hash::Hash;

use puzzlelab_rules::{Board, Direction, MoveSeq};

use super::astar::Searched;

/// A heuristic: an estimate of the number of moves from a board to a goal.
pub type Heuristic = fn(&Board, &Board) -> u32;

/// The sum over the tiles (not the blank) of their row and column distances to their goal place.
pub fn manhattan(board: &Board, goal: &Board) -> u32 {
    let width = board.width();
    let mut home = vec![0; board.cells()];
    for (index, &tile) in goal.tiles().iter().enumerate() {
        home[tile as usize] = index;
    }
    board
        .tiles()
        .iter()
        .enumerate()
        .filter(|&(_, &tile)| tile != 0)
        .map(|(index, &tile)| {
            let target = home[tile as usize];
            (index / width).abs_diff(target / width) + (index % width).abs_diff(target % width)
        })
        .sum::<usize>() as u32
}

/// What an A* search found: an optimal move sequence and the number of nodes it expanded.
#[derive(Clone, Debug)]
pub struct Found {
    /// The moves, start to goal.
    pub moves: MoveSeq,
    /// Nodes taken off the open list and expanded (the goal is not).
    pub expanded: u64,
}

/// A* from `start` to `goal` guided by `h`; `None` when `limit` nodes were expanded without
/// reaching it.
/// It is [`astar_over`] on the puzzle's moves, each of cost 1.
pub fn astar(start: &Board, goal: &Board, h: Heuristic, limit: u64) -> Option<Found> {
    let successors = |b: &Board| -> Vec<(Board, u32)> {
        b.legal_moves()
            .map(|dir| (b.applied(dir).expect("a legal move"), 1))
            .collect()
    };
    let searched = astar_over(start, &successors, &|b| h(b, goal), &|b| b == goal, limit)?;
    let moves: Vec<Direction> = searched
        .path
        .windows(2)
        .map(|pair| {
            pair[0]
                .legal_moves()
                .find(|&dir| pair[0].applied(dir).as_ref() == Ok(&pair[1]))
                .expect("one move apart")
        })
        .collect();
    Some(Found {
        moves: moves.into(),
        expanded: searched.expanded.len() as u64,
    })
}

/// A* over closures, expanding in [`ASTAR_ORDER`](crate::ASTAR_ORDER), the solvers' order: the
/// open list gives the entry of least `f = g + h`, then of largest `g`, then the one pushed
/// last; an entry whose node was expanded before with a `g` no greater is skipped; the goal
/// test is made when a node leaves the open list, and the goal is not expanded; every
/// successor but the parent is pushed. `None` when no goal is reachable, or when `limit` nodes
/// were expanded without reaching one.
pub fn astar_over<N: Clone + Eq + Hash>(
    start: &N,
    successors: &dyn Fn(&N) -> Vec<(N, u32)>,
    heuristic: &dyn Fn(&N) -> u32,
    success: &dyn Fn(&N) -> bool,
    limit: u64,
) -> Option<Searched<N>> {
    // Every entry ever pushed, numbered in the order pushed: its node, its g and the number of
    // the entry it was generated from.
    let mut entries: Vec<(N, u32, Option<usize>)> = vec![(start.clone(), 0, None)];
    // The largest key leaves first: least f, then largest g, then the last pushed.
    let mut open = BinaryHeap::from([(Reverse(heuristic(start)), 0u32, 0usize)]);
    // Each node expanded, with the g it was expanded with.
    let mut closed: HashMap<N, u32> = HashMap::new();
    let mut expanded = Vec::new();
    while let Some((_, g, id)) = open.pop() {
        let node = entries[id].0.clone();
        if closed.get(&node).is_some_and(|&before| before <= g) {
            continue; // expanded before at least as cheaply
        }
        if success(&node) {
            let mut path = vec![node];
            let mut at = id;
            while let Some(before) = entries[at].2 {
                path.push(entries[before].0.clone());
                at = before;
            }
            path.reverse();
            return Some(Searched {
                path,
                cost: g,
                expanded,
            });
        }
        if expanded.len() as u64 >= limit {
            return None;
        }
        closed.insert(node.clone(), g);
        expanded.push(node.clone());
        let parent = entries[id].2.map(|p| entries[p].0.clone());
        for (next, step) in successors(&node) {
            if parent.as_ref() == Some(&next) {
                continue;
            }
            let g_next = g + step;
            open.push((Reverse(g_next + heuristic(&next)), g_next, entries.len()));
            entries.push((next, g_next, Some(id)));
        }
    }
    None
}

/// The bounds IDA* searches under, one per iteration, the last the optimal length: the first
/// is `h(start)`, each next the least `f` that went over the one before; the move just made is
/// never undone. `None` when no bound up to `max_bound` finds the goal.
pub fn ida_bounds(start: &Board, goal: &Board, h: Heuristic, max_bound: u32) -> Option<Vec<u32>> {
    fn search(
        board: &Board,
        goal: &Board,
        h: Heuristic,
        g: u32,
        bound: u32,
        came: Option<Direction>,
    ) -> Result<(), Option<u32>> {
        let f = g + h(board, goal);
        if f > bound {
            return Err(Some(f));
        }
        if board == goal {
            return Ok(());
        }
        let mut least: Option<u32> = None;
        for dir in board.legal_moves() {
            if came.is_some_and(|c| c.opposite() == dir) {
                continue;
            }
            let next = board.applied(dir).expect("a legal move");
            match search(&next, goal, h, g + 1, bound, Some(dir)) {
                Ok(()) => return Ok(()),
                Err(Some(over)) => least = Some(least.map_or(over, |l| l.min(over))),
                Err(None) => {}
            }
        }
        Err(least)
    }
    let mut bounds = vec![h(start, goal)];
    loop {
        let bound = *bounds.last().expect("one bound at least");
        match search(start, goal, h, 0, bound, None) {
            Ok(()) => return Some(bounds),
            Err(Some(next)) if next <= max_bound => bounds.push(next),
            Err(_) => return None,
        }
    }
}

/// The pattern database of `pattern`'s tiles on `goal`'s board: for every placement of those
/// tiles (their cells, in the pattern's order), the fewest moves *of those tiles* that bring
/// them home, the other tiles' moves free. A 0-1 breadth-first search backwards from the goal
/// over (the pattern's cells, the empty place's cell).
pub fn pattern_database(goal: &Board, pattern: &[u8]) -> HashMap<Vec<u8>, u8> {
    let (width, cells) = (goal.width(), goal.cells());
    let cell_of = |tile: u8| {
        goal.tiles()
            .iter()
            .position(|&t| t == tile)
            .expect("the pattern's tiles are on the board") as u8
    };
    let start: (Vec<u8>, u8) = (pattern.iter().map(|&t| cell_of(t)).collect(), cell_of(0));
    let mut best: HashMap<(Vec<u8>, u8), u8> = HashMap::from([(start.clone(), 0)]);
    let mut queue = VecDeque::from([(start, 0u8)]);
    while let Some(((placed, blank), cost)) = queue.pop_front() {
        if best
            .get(&(placed.clone(), blank))
            .is_some_and(|&b| b < cost)
        {
            continue;
        }
        let (row, col) = (blank as usize / width, blank as usize % width);
        let mut neighbours = Vec::new();
        if row > 0 {
            neighbours.push(blank as usize - width);
        }
        if row + 1 < cells / width {
            neighbours.push(blank as usize + width);
        }
        if col > 0 {
            neighbours.push(blank as usize - 1);
        }
        if col + 1 < width {
            neighbours.push(blank as usize + 1);
        }
        for cell in neighbours {
            let cell = cell as u8;
            // the tile on `cell` slides into the empty place, which moves to `cell`
            let mut next = placed.clone();
            let step = match next.iter().position(|&c| c == cell) {
                Some(k) => {
                    next[k] = blank;
                    1
                }
                None => 0,
            };
            let key = (next, cell);
            let cost = cost + step;
            if best.get(&key).is_none_or(|&b| cost < b) {
                best.insert(key.clone(), cost);
                if step == 0 {
                    queue.push_front((key, cost));
                } else {
                    queue.push_back((key, cost));
                }
            }
        }
    }
    let mut table: HashMap<Vec<u8>, u8> = HashMap::new();
    for ((placed, _), cost) in best {
        let entry = table.entry(placed).or_insert(cost);
        *entry = (*entry).min(cost);
    }
    table
}

/// Every state within `radius` moves of `goal`, with its true distance, by breadth-first search.
pub fn ball(goal: &Board, radius: u32) -> Vec<(Board, u32)> {
    let mut seen: HashMap<Board, u32> = HashMap::from([(goal.clone(), 0)]);
    let mut queue = VecDeque::from([goal.clone()]);
    let mut order = vec![(goal.clone(), 0)];
    while let Some(board) = queue.pop_front() {
        let d = seen[&board];
        if d == radius {
            continue;
        }
        for dir in board.legal_moves() {
            let next = board.applied(dir).expect("a legal move");
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), d + 1);
                order.push((next.clone(), d + 1));
                queue.push_back(next);
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_rules::{Goal, Size};

    #[test]
    fn astar_finds_the_shortest_way_back_from_a_short_walk() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let start: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15".parse().unwrap();
        let found = astar(&start, &goal, manhattan, 1000).unwrap();
        assert_eq!(found.moves.to_string(), "LL");
    }

    #[test]
    fn the_ball_of_radius_two_has_the_goal_its_two_neighbours_and_their_four() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let ball = ball(&goal, 2);
        assert_eq!(ball.len(), 1 + 2 + 4);
        assert!(ball.iter().all(|(b, d)| manhattan(b, &goal) <= *d));
    }
}

#[cfg(test)]
mod more_tests {
    use super::*;
    use puzzlelab_rules::{Goal, Size};

    #[test]
    fn ida_bounds_rise_by_two_with_manhattan_and_end_at_the_optimum() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let start: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap(); // 31 moves
        let bounds = ida_bounds(&start, &goal, manhattan, 40).unwrap();
        assert_eq!(*bounds.last().unwrap(), 31);
        assert!(bounds.windows(2).all(|w| w[1] == w[0] + 2), "{bounds:?}");
    }

    #[test]
    fn a_pattern_database_is_zero_at_home_and_never_more_than_the_distance() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let low = pattern_database(&goal, &[1, 2, 3, 4]);
        let high = pattern_database(&goal, &[5, 6, 7, 8]);
        assert_eq!(low.len(), 9 * 8 * 7 * 6);
        assert_eq!(low[&vec![0, 1, 2, 3]], 0);
        let cells = |b: &Board, pattern: &[u8]| -> Vec<u8> {
            pattern
                .iter()
                .map(|&t| b.tiles().iter().position(|&x| x == t).unwrap() as u8)
                .collect()
        };
        for (board, distance) in ball(&goal, 31) {
            let sum = low[&cells(&board, &[1, 2, 3, 4])] + high[&cells(&board, &[5, 6, 7, 8])];
            assert!(u32::from(sum) <= distance, "{board}");
            assert!(u32::from(sum) >= manhattan(&board, &goal));
        }
    }
}
