//! The databases checked against brute force, and the solver against the published optima.

use std::collections::{HashMap, VecDeque};

use puzzlelab_rules::{Board, Goal, Size};

use super::build::build;
use super::{korf, Partition, Pattern, PatternDb, PdbHeuristic};
use crate::search::{Limit, Limits, Outcome, Stats};
use crate::sliding::{moves_of, Incremental, SlidingIda};

/// The true distance to `goal` of every position that can reach it, by breadth-first search.
fn true_distances(goal: &Board) -> HashMap<Board, u8> {
    let mut dist = HashMap::from([(goal.clone(), 0u8)]);
    let mut queue = VecDeque::from([goal.clone()]);
    while let Some(board) = queue.pop_front() {
        let d = dist[&board];
        for dir in board.legal_moves().collect::<Vec<_>>() {
            let next = board.applied(dir).unwrap();
            if !dist.contains_key(&next) {
                dist.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    dist
}

/// The shortest solution's moves and the statistics of the search, every solution replayed
/// through the rules to the goal.
fn solve(pdb: &PdbHeuristic, board: &Board) -> (puzzlelab_rules::MoveSeq, Stats) {
    let mut stats = Stats::default();
    let outcome = SlidingIda::new(pdb.goal(), pdb).solve(board, &mut stats);
    let moves = moves_of(outcome.path().expect("solved"));
    let mut replay = board.clone();
    replay.apply_all(&moves).unwrap();
    assert_eq!(&replay, pdb.goal(), "{board}");
    (moves, stats)
}

fn databases(partition: &Partition) -> Vec<PatternDb> {
    partition
        .patterns()
        .iter()
        .map(|p| build(p, &mut |_| {}))
        .collect()
}

#[test]
fn a_three_tile_pattern_never_overestimates_on_any_entry() {
    let goal = Goal::Standard.board(Size::EIGHT);
    let truth = true_distances(&goal);
    assert_eq!(truth.len(), 181_440);
    let pattern = Pattern::new(&goal, vec![1, 2, 3]).unwrap();
    let db = build(&pattern, &mut |_| {});
    // the least true distance of the positions that show each placement of the pattern
    let mut least = vec![u8::MAX; pattern.entries()];
    for (board, &d) in &truth {
        let i = super::index::rank(&pattern.cells_on(board), 9);
        least[i] = least[i].min(d);
    }
    for (i, (&value, &true_min)) in db.values().iter().zip(&least).enumerate() {
        assert_ne!(value, u8::MAX, "entry {i} never reached by the build");
        assert_ne!(true_min, u8::MAX, "entry {i} shown by no position");
        assert!(value <= true_min, "entry {i}: {value} > {true_min}");
    }
    // and the pattern really informs: the hardest placement needs several moves
    assert!(db.max_value() >= 8);
}

/// Each placement's distance by brute force: a 0-1 breadth-first search over the pattern's
/// cells *and* the blank's cell, a move of a pattern tile costing one and any other move none.
fn placement_distances(pattern: &Pattern, goal: &Board) -> Vec<u8> {
    let (w, n) = (goal.width(), goal.cells());
    let neighbours = |c: usize| {
        let (r, col) = (c / w, c % w);
        [
            (r > 0).then(|| c - w),
            (c + w < n).then(|| c + w),
            (col > 0).then(|| c - 1),
            (col + 1 < w).then(|| c + 1),
        ]
        .into_iter()
        .flatten()
    };
    let start = (pattern.cells_on(goal), goal.blank() as u8);
    let mut dist = HashMap::from([(start.clone(), 0u8)]);
    let mut queue = VecDeque::from([start]);
    while let Some((cells, blank)) = queue.pop_front() {
        let d = dist[&(cells.clone(), blank)];
        for to in neighbours(blank as usize) {
            let mut moved = cells.clone();
            let tile = cells.iter().position(|&c| c as usize == to);
            if let Some(i) = tile {
                moved[i] = blank;
            }
            let cost = d + u8::from(tile.is_some());
            let next = (moved, to as u8);
            if dist.get(&next).is_none_or(|&old| cost < old) {
                dist.insert(next.clone(), cost);
                if tile.is_some() {
                    queue.push_back(next);
                } else {
                    queue.push_front(next);
                }
            }
        }
    }
    let mut least = vec![u8::MAX; pattern.entries()];
    for ((cells, _), d) in dist {
        let i = super::index::rank(&cells, n);
        least[i] = least[i].min(d);
    }
    least
}

#[test]
fn the_build_finds_every_placements_distance_on_small_and_large_boards() {
    // a board of 16 cells names the blank's regions from a table, one of 25 by flooding
    for (side, tiles) in [(4, vec![3, 6, 9]), (5, vec![1, 5, 7])] {
        let goal = Goal::Standard.board(Size::square(side).unwrap());
        let pattern = Pattern::new(&goal, tiles).unwrap();
        let db = build(&pattern, &mut |_| {});
        assert_eq!(
            db.values(),
            &placement_distances(&pattern, &goal)[..],
            "{side}×{side}"
        );
    }
}

#[test]
fn the_full_pattern_of_the_eight_puzzle_is_the_exact_distance() {
    let goal = Goal::BlankFirst.board(Size::EIGHT);
    let truth = true_distances(&goal);
    let partition = Partition::named("full", &goal).unwrap();
    let db = build(&partition.patterns()[0], &mut |_| {});
    for (board, &d) in &truth {
        assert_eq!(db.lookup(board), d, "{board}");
    }
    assert_eq!(db.max_value(), 31);
}

#[test]
fn additive_four_four_is_admissible_and_the_solver_optimal_on_the_eight_puzzle() {
    let goal = Goal::Standard.board(Size::EIGHT);
    let truth = true_distances(&goal);
    let solver = PdbHeuristic::new(databases(&Partition::named("44", &goal).unwrap())).unwrap();
    assert!(solver.reflects());
    for (board, &d) in &truth {
        assert!(solver.estimate(board) <= d as u32, "{board}");
    }
    // a sample of positions, every solution replayed through the rules
    for (board, &d) in truth.iter().step_by(997) {
        let (moves, _) = solve(&solver, board);
        assert_eq!(moves.len(), d as usize, "{board}");
    }
}

#[test]
fn unsolvable_and_wrong_size_boards_are_refused() {
    let goal = Goal::Standard.board(Size::EIGHT);
    let pdb = PdbHeuristic::new(databases(&Partition::named("44", &goal).unwrap())).unwrap();
    let solver = SlidingIda::new(&goal, &pdb);
    let swapped: Board = "2 1 3 4 5 6 7 8 0".parse().unwrap();
    let outcome = solver.solve(&swapped, &mut Stats::default());
    assert_eq!(outcome, Outcome::Unsolvable);
    let big = Goal::Standard.board(Size::FIFTEEN);
    let refused = std::panic::catch_unwind(|| solver.solve(&big, &mut Stats::default()));
    let err = refused.expect_err("a board of another size is refused");
    let message = err.downcast_ref::<String>().expect("a message");
    assert!(message.contains("4x4"), "{message}");
    let hard: Board = "8 6 7 2 5 4 3 0 1".parse().unwrap();
    let outcome = solver
        .limits(Limits::nodes(10))
        .solve(&hard, &mut Stats::default());
    assert!(matches!(
        outcome,
        Outcome::LimitReached { limit: Limit::Nodes(10), lower_bound } if lower_bound > 0
    ));
}

#[test]
fn partitions_cover_every_tile_for_any_goal() {
    for goal in [Goal::Standard, Goal::BlankFirst, Goal::Spiral] {
        for (name, size) in [
            ("555", Size::FIFTEEN),
            ("663", Size::FIFTEEN),
            ("78", Size::FIFTEEN),
        ] {
            let board = goal.board(size);
            let p = Partition::named(name, &board).unwrap();
            let tiles: usize = p.patterns().iter().map(|p| p.tiles().len()).sum();
            assert_eq!(tiles, 15, "{name}");
            assert!(Partition::new(name, p.patterns().to_vec()).is_ok());
        }
    }
    let err = Partition::named("99", &Goal::Standard.board(Size::FIFTEEN)).unwrap_err();
    assert!(err.to_string().contains("555, 663, 78"), "{err}");
}

/// Korf's instances solved with 5-5-5 (built here in well under a second): the easiest twelve
/// by Korf's own node counts, every length equal to the published optimum.
#[test]
fn korf_instances_with_555_reach_the_published_optima() {
    let goal = Goal::BlankFirst.board(Size::FIFTEEN);
    let solver = PdbHeuristic::new(databases(&Partition::named("555", &goal).unwrap())).unwrap();
    let mut all = korf::instances();
    all.sort_by_key(|k| k.korf_nodes);
    for instance in all.iter().take(12) {
        let (moves, _) = solve(&solver, &instance.board);
        assert_eq!(
            moves.len() as u32,
            instance.optimal,
            "instance {}",
            instance.number
        );
    }
}

/// A batch searched side by side ([`SlidingIda::solve_batch`]): each board's solution and
/// counts are those of its own serial search, whatever the number of lanes.
#[test]
fn boards_side_by_side_find_the_serial_solutions_and_counts() {
    let goal = Goal::BlankFirst.board(Size::FIFTEEN);
    let solver = PdbHeuristic::new(databases(&Partition::named("555", &goal).unwrap())).unwrap();
    let mut all = korf::instances();
    all.sort_by_key(|k| k.korf_nodes);
    let boards: Vec<Board> = all.iter().take(6).map(|k| k.board.clone()).collect();
    let serial: Vec<_> = boards.iter().map(|b| solve(&solver, b)).collect();
    for lanes in [1, 4, crate::sliding::LANES] {
        let mut stats = vec![Stats::default(); boards.len()];
        let ida = SlidingIda::new(&goal, &solver).lanes(lanes);
        let outcomes = ida.solve_batch(&boards, &mut stats);
        for ((outcome, got), (moves, expected)) in outcomes.iter().zip(&stats).zip(&serial) {
            let path = outcome.path().expect("solved");
            assert_eq!(&crate::sliding::moves_of(path), moves, "{lanes} lanes");
            assert_eq!(got.expanded, expected.expanded, "{lanes} lanes");
            assert_eq!(got.generated, expected.generated, "{lanes} lanes");
        }
    }
}

/// The 6-6-3 databases on all of Korf's 100: run with
/// `cargo test --release -p puzzlelab-solvers -- --ignored korf_100`.
#[test]
#[ignore = "builds 6-6-3 and solves all 100: seconds in release, minutes in debug"]
fn korf_100_with_663() {
    let goal = Goal::BlankFirst.board(Size::FIFTEEN);
    let t = std::time::Instant::now();
    let solver = PdbHeuristic::new(databases(&Partition::named("663", &goal).unwrap())).unwrap();
    eprintln!("663 built in {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let mut nodes = 0;
    for instance in korf::instances() {
        let (moves, stats) = solve(&solver, &instance.board);
        assert_eq!(
            moves.len() as u32,
            instance.optimal,
            "instance {}",
            instance.number
        );
        nodes += stats.expanded;
    }
    eprintln!("solved in {:?}, {nodes} nodes", t.elapsed());
}

/// One of the positions that need 80 moves, the most any 15-puzzle position needs
/// (Brüngger, Marzetta, Fukuda and Nievergelt, 1999), toward the blank-first goal.
#[test]
#[ignore = "an 80-move position: minutes of search"]
fn an_eighty_move_position() {
    let goal = Goal::BlankFirst.board(Size::FIFTEEN);
    let solver = PdbHeuristic::new(databases(&Partition::named("663", &goal).unwrap())).unwrap();
    let board: Board = "15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0".parse().unwrap();
    let (moves, _) = solve(&solver, &board);
    assert_eq!(moves.len(), 80);
}

/// The 17 positions that need 80 moves ([`super::hardest`]), each solved in exactly 80 by the
/// 7-8 databases toward the blank-first goal: the proof that the list holds what it says. Run
/// with `cargo test --release -p puzzlelab-solvers -- --ignored all_seventeen` after `puzzlelab
/// pdb build 78 --goal blank-first` (the databases are read from the user's cache folder).
#[test]
#[ignore = "needs the 7-8 databases built in the cache folder; about 20 s of search"]
fn all_seventeen_eighty_move_positions_need_eighty() {
    let solver = cached("78", &Goal::BlankFirst.board(Size::FIFTEEN));
    for board in super::hardest::positions() {
        let turned = super::hardest::toward_blank_first(&board);
        let (moves, _) = solve(&solver, &turned);
        assert_eq!(moves.len() as u32, super::hardest::MOVES, "{board}");
    }
}

/// Ten of Korf and Felner's 24-puzzle instances ([`korf::EASY_TWENTY_FOUR`]) solved by the
/// 6-6-6-6 databases with the reflected lookup, every length equal to the published optimum,
/// the nodes printed beside the paper's. Run with `cargo test --release -p puzzlelab-solvers --
/// --ignored korf_and_felner --nocapture` after `puzzlelab pdb build 6666 --goal blank-first`.
#[test]
#[ignore = "needs the 6-6-6-6 databases built in the cache folder; CPU minutes of search"]
fn ten_of_korf_and_felners_24_puzzles_reach_the_published_optima() {
    let solver = cached("6666", &Goal::BlankFirst.board(Size::square(5).unwrap()));
    let all = korf::twenty_four();
    for number in korf::EASY_TWENTY_FOUR {
        let instance = &all[number as usize - 1];
        let t = std::time::Instant::now();
        let (moves, stats) = solve(&solver, &instance.board);
        eprintln!(
            "instance {number}: {} moves, {} nodes expanded (Korf and Felner: {}), {:?}",
            moves.len(),
            stats.expanded,
            instance.korf_nodes,
            t.elapsed()
        );
        assert_eq!(moves.len() as u32, instance.optimal, "instance {number}");
    }
}

/// The databases of partition `name` toward `goal`, read from the user's cache folder, where
/// `puzzlelab pdb build NAME --goal blank-first` leaves them.
fn cached(name: &str, goal: &Board) -> PdbHeuristic {
    let home = std::env::var_os("HOME").expect("a home folder");
    let dir = std::path::Path::new(&home).join(".cache/puzzlelab/pdb");
    let partition = Partition::named(name, goal).unwrap();
    let dbs = partition
        .patterns()
        .iter()
        .map(|p| {
            super::file::load(p, &dir)
                .unwrap_or_else(|e| panic!("run `pdb build {name} --goal blank-first` first: {e}"))
        })
        .collect();
    PdbHeuristic::new(dbs).unwrap()
}

/// The 6-6-6-6 databases of the 24-puzzle on a 5x5 board from a 60-move random walk (seeded):
/// the solution replays to the goal, is no longer than the walk and has its parity. Run with
/// `cargo test --release -p puzzlelab-solvers -- --ignored five_by_five`.
#[test]
#[ignore = "builds the four 6-tile databases of the 5x5 board: minutes in release"]
fn five_by_five_from_a_sixty_move_walk_with_6666() {
    use rand::SeedableRng;
    let goal = Goal::Standard.board(Size::square(5).unwrap());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(60);
    let (board, walk) = puzzlelab_rules::shuffle::random_walk(&mut rng, &goal, 60);
    let t = std::time::Instant::now();
    let solver = PdbHeuristic::new(databases(&Partition::named("6666", &goal).unwrap())).unwrap();
    eprintln!("6666 built in {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let (moves, stats) = solve(&solver, &board);
    eprintln!(
        "{board}: {} moves (walk {}), {} nodes, {:?}",
        moves.len(),
        walk.len(),
        stats.expanded,
        t.elapsed()
    );
    assert!(moves.len() <= walk.len());
    assert_eq!(moves.len() % 2, walk.len() % 2);
}

#[test]
fn the_largest_build_of_the_78_partition_is_known_before_it_starts() {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let patterns = Partition::named("78", &goal).unwrap();
    let most = patterns
        .patterns()
        .iter()
        .map(super::build::build_bytes)
        .max()
        .unwrap();
    assert!((1_100_000_000..1_200_000_000).contains(&most)); // 1.17 GB for 8 tiles
}
