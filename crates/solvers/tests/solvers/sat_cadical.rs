//! CaDiCaL against varisat (built with `--features cadical` only): on the same formulas both
//! backends agree on satisfiability, and on seeded boards both prove the same optimal length,
//! every solution replayed through the rules.
#![cfg(feature = "cadical")]

use puzzlelab_rules::{shuffle, Goal, Size};
use puzzlelab_solvers::sat::optimal::{self, formula};
use puzzlelab_solvers::sat::{replay, worksheet, Cadical, Encoding, SatBackend, Varisat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Seeded random walks: 8-puzzles and 15-puzzles of up to 24 moves.
fn boards() -> Vec<(puzzlelab_rules::Board, puzzlelab_rules::Board)> {
    let mut boards = Vec::new();
    for (size, seed0, walks) in [
        (Size::EIGHT, 300, [8, 14, 20]),
        (Size::FIFTEEN, 400, [12, 18, 24]),
    ] {
        let goal = Goal::Standard.board(size);
        for (i, walk) in walks.into_iter().enumerate() {
            let mut rng = ChaCha8Rng::seed_from_u64(seed0 + i as u64);
            let (board, _) = shuffle::random_walk(&mut rng, &goal, walk);
            boards.push((board, goal.clone()));
        }
    }
    boards
}

#[test]
fn cadical_and_varisat_prove_the_same_optimum() {
    for (start, goal) in boards() {
        // The worksheet's encoding is slow on long 15-puzzles: the 8-puzzles only.
        let mut encodings = vec![Encoding::Compact(Default::default())];
        if start.size() == Size::EIGHT {
            encodings.push(Encoding::Worksheet);
        }
        for encoding in encodings {
            let mut lengths = Vec::new();
            let backends: [&mut dyn SatBackend; 2] = [&mut Varisat, &mut Cadical];
            for backend in backends {
                let proof = optimal::prove(&start, &goal, encoding, backend, &mut |_| {}).unwrap();
                replay(&start, &goal, &proof.moves).unwrap();
                lengths.push(proof.moves.len());
            }
            assert_eq!(lengths[0], lengths[1], "{start} with {encoding:?}");
        }
    }
}

#[test]
fn cadical_and_varisat_agree_on_every_horizon() {
    // Horizons on both sides of the optimum: refuted by both or satisfied by both, and every
    // model cadical gives satisfies every clause.
    for (start, goal) in boards().into_iter().take(4) {
        let h = puzzlelab_solvers::heuristics::manhattan(&start, &goal);
        for moves in (h..h + 8).step_by(2) {
            let f = formula(&start, &goal, moves, Encoding::Compact(Default::default()));
            let by_varisat = Varisat.solve(f.cnf()).unwrap();
            let by_cadical = Cadical.solve(f.cnf()).unwrap();
            assert_eq!(
                by_varisat.is_some(),
                by_cadical.is_some(),
                "{start}, {moves}"
            );
            if let Some(model) = by_cadical {
                assert!(f.cnf().is_satisfied_by(&model));
                replay(&start, &goal, &f.decode(&model).unwrap()).unwrap();
            }
        }
    }
}

#[test]
fn the_worksheet_loop_runs_on_cadical() {
    let start = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let result = worksheet::worksheet_loop(&start, &goal, &mut Cadical, 80, &mut |_| {}).unwrap();
    let moves = result.solution.expect("solved within 80 moves");
    replay(&start, &goal, &moves).unwrap();
    assert!(moves.len() >= 15);
}
