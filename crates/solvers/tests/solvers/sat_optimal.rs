//! SAT against an optimal search: both encodings and IDA* (this crate's sliding-puzzle IDA*
//! with linear conflicts, and the `pathfinding` crate's with the Manhattan distance) agree on
//! the optimal length of 20 seeded boards of up to 24 moves; and the worksheet's loop, shown
//! giving a non-optimal answer, labelled as such.

use pathfinding::prelude::idastar;
use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size};
use puzzlelab_solvers::heuristics::manhattan;
use puzzlelab_solvers::sat::{optimal, replay, worksheet, Encoding, Varisat};
use puzzlelab_solvers::search::Stats;
use puzzlelab_solvers::sliding::{LinearConflict, SlidingIda};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The optimal length by this crate's IDA*, checked against the `pathfinding` crate's.
fn ida_star(start: &Board, goal: &Board) -> usize {
    let ours = SlidingIda::new(goal, &LinearConflict::new(goal))
        .without_pruning()
        .solve(start, &mut Stats::default())
        .cost()
        .expect("a solvable board");
    assert_eq!(ours, pathfinding_ida_star(start, goal), "IDA* on {start}");
    ours
}

/// The optimal length by the `pathfinding` crate's IDA* with the Manhattan distance.
fn pathfinding_ida_star(start: &Board, goal: &Board) -> usize {
    let successors = |b: &Board| -> Vec<(Board, usize)> {
        b.legal_moves()
            .map(|d| (b.applied(d).unwrap(), 1))
            .collect()
    };
    let (_, cost) = idastar(start, successors, |b| manhattan(b, goal), |b| b == goal)
        .expect("a solvable board");
    cost
}

/// 20 seeded boards: ten 8-puzzles and ten 15-puzzles, random walks of 6 to 24 moves.
fn boards() -> Vec<(Board, Board)> {
    let mut boards = Vec::new();
    for (size, seed0) in [(Size::EIGHT, 100), (Size::FIFTEEN, 200)] {
        let goal = Goal::Standard.board(size);
        for i in 0..10u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed0 + i);
            let walk = 6 + 2 * i as usize; // 6, 8, ..., 24
            let (board, _) = shuffle::random_walk(&mut rng, &goal, walk);
            boards.push((board, goal.clone()));
        }
    }
    boards
}

#[test]
fn sat_and_ida_star_agree_on_twenty_boards() {
    for (start, goal) in boards() {
        let optimum = ida_star(&start, &goal);
        let compact = optimal::prove(
            &start,
            &goal,
            Encoding::default(),
            &mut Varisat,
            &mut |_| {},
        )
        .unwrap();
        replay(&start, &goal, &compact.moves).unwrap();
        assert_eq!(compact.moves.len(), optimum, "compact on {start}");
        // The worksheet's encoding is much slower on the 15-puzzle: there, only short boards.
        if start.cells() == 9 || optimum <= 10 {
            let sheet = optimal::prove(
                &start,
                &goal,
                Encoding::Worksheet,
                &mut Varisat,
                &mut |_| {},
            )
            .unwrap();
            replay(&start, &goal, &sheet.moves).unwrap();
            assert_eq!(sheet.moves.len(), optimum, "worksheet on {start}");
        }
    }
}

#[test]
fn the_worksheet_loop_is_not_optimal_and_says_so() {
    // Optimum 6; the loop refutes M = 5 and then returns a 10-move solution from M = 10.
    let goal = Goal::Standard.board(Size::EIGHT);
    let start: Board = "4 1 3 2 0 6 7 5 8".parse().unwrap();
    assert_eq!(ida_star(&start, &goal), 6);
    let result = worksheet::worksheet_loop(&start, &goal, &mut Varisat, 80, &mut |_| {}).unwrap();
    let found = result.solution.clone().unwrap();
    replay(&start, &goal, &found).unwrap();
    assert_eq!(found.len(), 10);
    assert!(!result.proven_optimal());
    assert_eq!(
        result.verdict(Lang::En),
        "10 moves: NOT proven optimal (the loop ruled out 5 moves or fewer, but not 6 to 9; \
         the window M-4..M lets the solver stop at any of its steps)."
    );
    // The fix finds the optimum and proves it.
    let mut said = Vec::new();
    let best = worksheet::tighten(&start, &goal, found, &mut Varisat, &mut |l| {
        said.push(l.text(Lang::En))
    })
    .unwrap();
    assert_eq!(best.len(), 6);
    assert!(said
        .last()
        .unwrap()
        .contains("6 moves is optimal (proven by SAT)"));
}

#[test]
fn a_model_from_varisat_satisfies_every_clause() {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let (start, _) = shuffle::random_walk(&mut rng, &goal, 12);
    let proof = optimal::prove(
        &start,
        &goal,
        Encoding::default(),
        &mut Varisat,
        &mut |_| {},
    )
    .unwrap();
    for encoding in [Encoding::Worksheet, Encoding::default()] {
        let formula = optimal::formula(&start, &goal, proof.moves.len(), encoding);
        let model = puzzlelab_solvers::sat::SatBackend::solve(&mut Varisat, formula.cnf())
            .unwrap()
            .expect("satisfiable at the optimum");
        assert!(formula.cnf().is_satisfied_by(&model), "{}", encoding.name());
        let moves = formula.decode(&model).unwrap();
        replay(&start, &goal, &moves).unwrap();
    }
    assert!(manhattan(&start, &goal) <= proof.moves.len());
}
