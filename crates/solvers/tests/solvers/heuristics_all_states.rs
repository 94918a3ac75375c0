//! The heuristics on every one of the 181,440 positions of the 8-puzzle: admissible (never
//! above the true distance, which an exhaustive BFS gives), consistent (one move changes them
//! by at most one), ordered, and equal to their incremental versions of the fast path.

use std::collections::HashMap;

use puzzlelab_rules::{Board, Goal, Size};
use puzzlelab_solvers::heuristics::{linear_conflict, manhattan, misplaced};
use puzzlelab_solvers::search::{bfs, Limits, Observer, Outcome};
use puzzlelab_solvers::sliding::{self, neighbours, Incremental, Position, TileMove};

struct Distances(HashMap<Board, usize>);

impl Observer<Board> for Distances {
    fn expand(&mut self, node: &Board, g: usize) {
        self.0.insert(node.clone(), g);
    }
}

fn check_goal(goal: Goal) {
    let goal = goal.board(Size::EIGHT);
    let mut distances = Distances(HashMap::new());
    let positions = |b: &Board| neighbours(b).map(|(n, _)| n);
    let outcome = bfs(&goal, positions, |_| false, &Limits::none(), &mut distances);
    assert_eq!(outcome, Outcome::Unsolvable);
    let distances = distances.0;
    assert_eq!(distances.len(), 181_440);

    let exact = [misplaced, manhattan, linear_conflict];
    for (board, &distance) in &distances {
        let h = exact.map(|f| f(board, &goal));
        assert!(h[0] <= h[1] && h[1] <= h[2], "ordered on {board}: {h:?}");
        assert!(
            h[2] <= distance,
            "admissible on {board}: {h:?} > {distance}"
        );
        if distance == 0 {
            assert_eq!(h, [0, 0, 0]);
        }
        for next in positions(board) {
            for (i, f) in exact.iter().enumerate() {
                assert!(
                    h[i].abs_diff(f(&next, &goal)) <= 1,
                    "consistent on {board} -> {next}"
                );
            }
        }
    }
    check_incremental(
        &sliding::Misplaced::new(&goal),
        misplaced,
        &goal,
        &distances,
    );
    check_incremental(
        &sliding::Manhattan::new(&goal),
        manhattan,
        &goal,
        &distances,
    );
    check_incremental(
        &sliding::LinearConflict::new(&goal),
        linear_conflict,
        &goal,
        &distances,
    );
}

/// The fast path's heuristic gives the plain one's values on every position, from scratch
/// and updated by every move.
fn check_incremental<H: Incremental<State = u32>>(
    inc: &H,
    exact: fn(&Board, &Board) -> usize,
    goal: &Board,
    distances: &HashMap<Board, usize>,
) {
    for board in distances.keys() {
        let h = exact(board, goal);
        assert_eq!(inc.estimate(board), h as u32, "{board}");
        for dir in board.legal_moves().collect::<Vec<_>>() {
            let from = board.source_of(dir).unwrap();
            let to = board.blank();
            let next = board.applied(dir).unwrap();
            let tile = next.tiles()[to];
            let places = Position::places_of(next.tiles());
            let at = Position {
                tiles: next.tiles(),
                places: &places,
            };
            let updated = inc.moved(h as u32, &at, TileMove { tile, from, to }, u32::MAX);
            let after = exact(&next, goal);
            assert_eq!(updated, after as u32, "incremental on {board} -> {next}");
        }
    }
}

#[test]
fn admissible_consistent_and_ordered_for_the_standard_goal() {
    check_goal(Goal::Standard);
}

#[test]
fn admissible_consistent_and_ordered_for_the_spiral_goal() {
    check_goal(Goal::Spiral);
}
