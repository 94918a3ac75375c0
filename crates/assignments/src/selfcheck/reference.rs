//! The self-checks' own tools: the Manhattan distance, an A* that counts the nodes it expands,
//! and a breadth-first search from the goal that knows the true distance of every nearby state.
//! They are deliberately plain: a self-check must be easy to trust.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};

use puzzlelab_rules::{Board, Direction, MoveSeq};

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
    /// Nodes taken off the open list and expanded (the goal counts too).
    pub expanded: u64,
}

/// A* from `start` to `goal` guided by `h`; `None` when more than `limit` nodes were expanded.
/// Ties on f are broken towards the deeper node, so runs are repeatable.
pub fn astar(start: &Board, goal: &Board, h: Heuristic, limit: u64) -> Option<Found> {
    let mut best_g: HashMap<Board, u32> = HashMap::new();
    let mut parent: HashMap<Board, (Board, Direction)> = HashMap::new();
    // The open list holds (f, g, id) where `nodes[id]` is the board: deeper first on a tie of
    // f, then first pushed first.
    let mut nodes = vec![start.clone()];
    let mut open = BinaryHeap::from([(Reverse(h(start, goal)), 0u32, Reverse(0usize))]);
    best_g.insert(start.clone(), 0);
    let mut expanded = 0;
    while let Some((_, g, Reverse(id))) = open.pop() {
        let board = nodes[id].clone();
        if best_g.get(&board).is_some_and(|&best| best < g) {
            continue; // a stale entry: a shorter way here was found after it was pushed
        }
        expanded += 1;
        if board == *goal {
            let mut moves = Vec::new();
            let mut at = board;
            while let Some((before, dir)) = parent.get(&at) {
                moves.push(*dir);
                at = before.clone();
            }
            moves.reverse();
            return Some(Found {
                moves: moves.into(),
                expanded,
            });
        }
        if expanded > limit {
            return None;
        }
        for dir in board.legal_moves() {
            let next = board.applied(dir).expect("a legal move");
            if best_g.get(&next).is_none_or(|&best| g + 1 < best) {
                best_g.insert(next.clone(), g + 1);
                parent.insert(next.clone(), (board.clone(), dir));
                let f = g + 1 + h(&next, goal);
                open.push((Reverse(f), g + 1, Reverse(nodes.len())));
                nodes.push(next);
            }
        }
    }
    None
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
