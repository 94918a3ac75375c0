//! Every solver agrees on the optimal length, and every solution replays through the rules.

use std::collections::HashMap;

use puzzlelab_rules::{shuffle, Board, Goal, MoveSeq, Size};
use puzzlelab_solvers::heuristics::{linear_conflict, manhattan, misplaced, Heuristic};
use puzzlelab_solvers::pdb;
use puzzlelab_solvers::search::{
    astar, bfs, idastar, iddfs, Limits, NoObserver, Observer, Outcome, Stats,
};
use puzzlelab_solvers::sliding::{self, moves_of, neighbours, Incremental, SlidingIda};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use puzzlelab_rules::lessons::WORKSHEET;

/// The solution's length after checking that its moves, played from `start` by the rules,
/// reach `goal`.
fn replayed(start: &Board, goal: &Board, outcome: &Outcome<Board>) -> usize {
    let path = outcome.path().expect("solved");
    assert_eq!(&path[0], start);
    let moves: MoveSeq = moves_of(path);
    let mut board = start.clone();
    board.apply_all(&moves).expect("legal moves");
    assert_eq!(&board, goal, "the solution reaches the goal");
    assert_eq!(outcome.cost(), Some(moves.len()));
    moves.len()
}

fn no_limits() -> Limits {
    Limits::none()
}

fn generic_bfs(start: &Board, goal: &Board) -> Outcome<Board> {
    let succ = |b: &Board| neighbours(b).map(|(n, _)| n);
    bfs(start, succ, |b| b == goal, &no_limits(), &mut NoObserver)
}

fn generic_astar(start: &Board, goal: &Board, h: Heuristic) -> Outcome<Board> {
    astar(
        start,
        neighbours,
        |b| h.estimate(b, goal),
        |b| b == goal,
        &no_limits(),
        &mut NoObserver,
    )
}

fn generic_idastar(start: &Board, goal: &Board, h: Heuristic) -> Outcome<Board> {
    idastar(
        start,
        neighbours,
        |b| h.estimate(b, goal),
        |b| b == goal,
        &no_limits(),
        &mut NoObserver,
    )
}

fn fast(start: &Board, goal: &Board, h: Heuristic) -> Outcome<Board> {
    let limits = no_limits();
    match h {
        Heuristic::Misplaced => SlidingIda::new(goal, &sliding::Misplaced::new(goal))
            .without_pruning()
            .limits(limits)
            .solve(start, &mut NoObserver),
        Heuristic::Manhattan => SlidingIda::new(goal, &sliding::Manhattan::new(goal))
            .without_pruning()
            .limits(limits)
            .solve(start, &mut NoObserver),
        Heuristic::LinearConflict => SlidingIda::new(goal, &sliding::LinearConflict::new(goal))
            .without_pruning()
            .limits(limits)
            .solve(start, &mut NoObserver),
    }
}

#[test]
fn worksheet_board_takes_fifteen_moves_for_every_solver() {
    let start: Board = WORKSHEET.parse().unwrap();
    let goal = Goal::Standard.board(start.size());
    assert_eq!(replayed(&start, &goal, &generic_bfs(&start, &goal)), 15);
    for h in Heuristic::ALL {
        assert_eq!(
            replayed(&start, &goal, &generic_astar(&start, &goal, h)),
            15,
            "A* {h}"
        );
        assert_eq!(
            replayed(&start, &goal, &generic_idastar(&start, &goal, h)),
            15,
            "IDA* {h}"
        );
        assert_eq!(
            replayed(&start, &goal, &fast(&start, &goal, h)),
            15,
            "fast IDA* {h}"
        );
    }
    let succ = |b: &Board| neighbours(b).map(|(n, _)| n);
    let deepening = iddfs(&start, succ, |b| *b == goal, &no_limits(), &mut NoObserver);
    assert_eq!(replayed(&start, &goal, &deepening), 15);
}

/// The distance of every position from `goal`, by one exhaustive BFS backwards from it (moves
/// are reversible, so distances to and from the goal are the same).
fn distances(goal: &Board) -> HashMap<Board, usize> {
    struct Record(HashMap<Board, usize>);
    impl Observer<Board> for Record {
        fn expand(&mut self, node: &Board, g: usize) {
            self.0.insert(node.clone(), g);
        }
    }
    let mut record = Record(HashMap::new());
    let succ = |b: &Board| neighbours(b).map(|(n, _)| n);
    let outcome = bfs(goal, succ, |_| false, &no_limits(), &mut record);
    assert_eq!(outcome, Outcome::Unsolvable);
    record.0
}

/// BFS, A* (three heuristics), the fast IDA* (three heuristics) and the generic IDA* on 200
/// seeded 8-puzzles (random walks of up to 40 moves, 100 for each of two goals), against the
/// distances of an exhaustive BFS; a BFS search of its own on one instance in `bfs_every`.
fn agree_on_200_eight_puzzles(bfs_every: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for goal in [Goal::Standard, Goal::Spiral] {
        let goal = goal.board(Size::EIGHT);
        let distance = distances(&goal);
        assert_eq!(distance.len(), 181_440);
        for i in 0..100 {
            let steps = rand::Rng::gen_range(&mut rng, 0..=40);
            let (start, _) = shuffle::random_walk(&mut rng, &goal, steps);
            let optimum = distance[&start];
            if i % bfs_every == 0 {
                assert_eq!(
                    replayed(&start, &goal, &generic_bfs(&start, &goal)),
                    optimum
                );
            }
            for h in Heuristic::ALL {
                assert_eq!(
                    replayed(&start, &goal, &generic_astar(&start, &goal, h)),
                    optimum
                );
                assert_eq!(replayed(&start, &goal, &fast(&start, &goal, h)), optimum);
            }
            let lc = Heuristic::LinearConflict;
            assert_eq!(
                replayed(&start, &goal, &generic_idastar(&start, &goal, lc)),
                optimum
            );
        }
    }
}

#[test]
fn all_solvers_agree_on_200_eight_puzzles() {
    agree_on_200_eight_puzzles(5);
}

/// The same with a BFS search on every instance (about twice the time).
#[test]
#[ignore]
fn all_solvers_agree_on_200_eight_puzzles_bfs_on_each() {
    agree_on_200_eight_puzzles(1);
}

#[test]
fn all_solvers_agree_on_30_fifteen_puzzles() {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let goal = Goal::Standard.board(Size::FIFTEEN);
    for i in 0..30 {
        let steps = 10 + i; // 10 to 39 moves of random walk
        let (start, _) = shuffle::random_walk(&mut rng, &goal, steps);
        let lc = Heuristic::LinearConflict;
        let optimum = replayed(&start, &goal, &fast(&start, &goal, lc));
        assert!(optimum <= steps);
        let md = Heuristic::Manhattan;
        assert_eq!(replayed(&start, &goal, &fast(&start, &goal, md)), optimum);
        assert_eq!(
            replayed(&start, &goal, &generic_astar(&start, &goal, lc)),
            optimum
        );
        assert_eq!(
            replayed(&start, &goal, &generic_idastar(&start, &goal, lc)),
            optimum
        );
        if optimum <= 12 {
            assert_eq!(
                replayed(&start, &goal, &generic_bfs(&start, &goal)),
                optimum
            );
        }
    }
}

#[test]
fn statistics_count_what_their_docs_say() {
    let start: Board = WORKSHEET.parse().unwrap();
    let goal = Goal::Standard.board(start.size());
    let mut generic = Stats::default();
    let outcome = idastar(
        &start,
        neighbours,
        |b| manhattan(b, &goal),
        |b| *b == goal,
        &no_limits(),
        &mut generic,
    );
    assert_eq!(outcome.cost(), Some(15));
    let mut quick = Stats::default();
    SlidingIda::new(&goal, &sliding::Manhattan::new(&goal))
        .without_pruning()
        .limits(no_limits())
        .solve(&start, &mut quick);
    let thresholds = |s: &Stats| s.iterations.iter().map(|i| i.threshold).collect::<Vec<_>>();
    assert_eq!(thresholds(&generic), thresholds(&quick));
    // The generic path generates the move back to the parent and then skips it; the fast
    // path never generates it. Expansions are the same nodes in the same order.
    assert_eq!(generic.expanded, quick.expanded);
    let per_iteration: u64 = quick.iterations.iter().map(|i| i.expanded).sum();
    assert_eq!(per_iteration, quick.expanded);
    assert_eq!(quick.solution_steps, Some(15));
    assert!(quick.effective_branching_factor().is_some());
}

#[test]
fn limits_stop_the_search_with_what_was_learned() {
    let start: Board = WORKSHEET.parse().unwrap();
    let goal = Goal::Standard.board(start.size());
    let limits = Limits::nodes(100);
    let mut stats = Stats::default();
    let far: Board = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1".parse().unwrap();
    let outcome = SlidingIda::new(&goal, &sliding::Misplaced::new(&goal))
        .without_pruning()
        .limits(limits)
        .solve(&far, &mut stats);
    assert!(matches!(outcome, Outcome::LimitReached { lower_bound, .. } if lower_bound >= 12));
    assert_eq!(stats.expanded, 100);
    let limited = astar(
        &far,
        neighbours,
        |b| misplaced(b, &goal),
        |b| *b == goal,
        &limits,
        &mut NoObserver,
    );
    assert!(matches!(limited, Outcome::LimitReached { .. }));
    let memory = Limits {
        max_memory: Some(1_000_000),
        ..Limits::none()
    };
    let succ = |b: &Board| neighbours(b).map(|(n, _)| n);
    let stopped = bfs(&far, succ, |b| *b == goal, &memory, &mut NoObserver);
    assert!(matches!(stopped, Outcome::LimitReached { .. }));
}

#[test]
fn exhausted_space_is_unsolvable() {
    let goal = Goal::Standard.board(Size::new(2, 2).unwrap());
    let start = goal.swapped(0, 1);
    assert!(!start.solvability(&goal).is_solvable());
    assert_eq!(generic_bfs(&start, &goal), Outcome::Unsolvable);
    assert_eq!(
        generic_astar(&start, &goal, Heuristic::Manhattan),
        Outcome::Unsolvable
    );
    assert_eq!(
        fast(&start, &goal, Heuristic::Manhattan),
        Outcome::Unsolvable
    );
    let _ = linear_conflict(&start, &goal);
}

/// Records the nodes expanded and counts, for each, the successors the one definition of
/// `generated` counts: all but the way back to the node's parent.
#[derive(Default)]
struct Definition {
    expanded: Vec<Board>,
    parents: HashMap<Board, Board>,
}

impl Observer<Board> for Definition {
    fn expand(&mut self, node: &Board, _g: usize) {
        self.expanded.push(node.clone());
    }
    fn generate(&mut self, parent: &Board, child: &Board, _g: usize) {
        self.parents
            .entry(child.clone())
            .or_insert_with(|| parent.clone());
    }
}

impl Definition {
    /// Every successor of every expanded node but the way back to the node it was reached from.
    fn generated(&self, start: &Board) -> u64 {
        let count = |node: &Board| {
            let back = (node != start).then(|| &self.parents[node]);
            neighbours(node).filter(|(n, _)| Some(n) != back).count() as u64
        };
        self.expanded.iter().map(count).sum()
    }
}

/// The same board solved by every heuristic search, with an exact heuristic or one exact along
/// the way: each expands the same nodes, and counts `generated` by the one definition (A* every
/// successor but the way back; the IDA*s the same ones up to the move that reaches the goal,
/// the fast one exactly as the generic one).
#[test]
fn every_search_expands_the_same_nodes_and_counts_generated_one_way() {
    let worksheet: Board = WORKSHEET.parse().unwrap();
    let eight = Goal::Standard.board(Size::EIGHT);
    let full = {
        let partition = pdb::Partition::named("full", &eight).unwrap();
        let dbs = partition
            .patterns()
            .iter()
            .map(|p| pdb::build::build(p, &mut |_| {}))
            .collect();
        pdb::PdbHeuristic::new(dbs).unwrap()
    };
    let boards: [(Board, usize); 3] = [
        (worksheet, 15),
        ("8 6 7 2 5 4 3 0 1".parse().unwrap(), 31), // the 8-puzzle's hardest
        ("1 2 3 4 5 6 0 7 8".parse().unwrap(), 2),
    ];
    for (board, length) in boards {
        let goal = Goal::Standard.board(board.size());
        let exact = board.size() == Size::EIGHT;
        let h = |b: &Board| {
            if exact {
                full.estimate(b) as usize
            } else {
                manhattan(b, &goal)
            }
        };
        let none = no_limits();
        let (mut a, mut a_stats) = (Definition::default(), Stats::default());
        let outcome = astar(
            &board,
            neighbours,
            h,
            |b| b == &goal,
            &none,
            &mut (&mut a, &mut a_stats),
        );
        assert_eq!(replayed(&board, &goal, &outcome), length);
        assert_eq!(a_stats.generated, a.generated(&board), "A* on {board}");

        let (mut i, mut generic) = (Definition::default(), Stats::default());
        let outcome = idastar(
            &board,
            neighbours,
            h,
            |b| b == &goal,
            &none,
            &mut (&mut i, &mut generic),
        );
        assert_eq!(replayed(&board, &goal, &outcome), length);
        assert!(generic.generated <= i.generated(&board), "IDA* on {board}");

        let mut fast_stats = Stats::default();
        let outcome = if exact {
            SlidingIda::new(&goal, &full)
                .without_pruning()
                .limits(none)
                .solve(&board, &mut fast_stats)
        } else {
            SlidingIda::new(&goal, &sliding::Manhattan::new(&goal))
                .without_pruning()
                .limits(none)
                .solve(&board, &mut fast_stats)
        };
        assert_eq!(replayed(&board, &goal, &outcome), length);

        assert_eq!(
            a_stats.expanded, length as u64,
            "A* expands the path only on {board}"
        );
        assert_eq!(generic.expanded, a_stats.expanded, "{board}");
        assert_eq!(fast_stats.expanded, a_stats.expanded, "{board}");
        assert_eq!(fast_stats.generated, generic.generated, "{board}");
        assert_eq!(fast_stats.iterations, generic.iterations, "{board}");
    }
}
