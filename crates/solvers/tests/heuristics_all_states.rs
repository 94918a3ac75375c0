//! The heuristics on every one of the 181,440 positions of the 8-puzzle: admissible (never
//! above the true distance, which an exhaustive BFS gives), consistent (one move changes them
//! by at most one), ordered, and equal to their incremental versions of the fast path.

use std::collections::HashMap;

use puzzlelab_rules::{Board, Goal, Size};
use puzzlelab_solvers::heuristics::{linear_conflict, manhattan, misplaced};
use puzzlelab_solvers::search::{bfs, Limits, Observer, Outcome};
use puzzlelab_solvers::sliding::{self, neighbours, Incremental};

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

    let fast_misplaced = sliding::Misplaced::new(&goal);
    let fast_manhattan = sliding::Manhattan::new(&goal);
    let fast_conflict = sliding::LinearConflict::new(&goal);
    let fast: [&dyn Incremental<State = u32>; 3] =
        [&fast_misplaced, &fast_manhattan, &fast_conflict];
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
        for (f, inc) in exact.iter().zip(fast) {
            assert_eq!(inc.full(board.tiles()), f(board, &goal) as u32);
        }
        for dir in board.legal_moves().collect::<Vec<_>>() {
            let from = board.source_of(dir).unwrap();
            let to = board.blank();
            let next = board.applied(dir).unwrap();
            let tile = next.tiles()[to];
            for (i, (f, inc)) in exact.iter().zip(fast).enumerate() {
                let after = f(&next, &goal);
                assert!(h[i].abs_diff(after) <= 1, "consistent on {board} -> {next}");
                let updated = inc.moved(h[i] as u32, next.tiles(), tile, from, to);
                assert_eq!(updated, after as u32, "incremental on {board} -> {next}");
            }
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
