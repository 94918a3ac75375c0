//! The search and SAT questions against answers computed again here, another way: the
//! Manhattan distance and linear conflicts by brute force, A*'s choice by replaying its trace
//! event by event under the player's rule, IDA*'s bounds from the fast IDA*, BFS layers and
//! optimal lengths by a plain breadth-first search of our own (and the fast IDA*), SAT's
//! refutations by asking the SAT solver again and by walking every move string that never
//! undoes a move.

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use puzzlelab_rules::{Board, Direction, Lang};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::sat::optimal::formula;
use puzzlelab_solvers::sat::{Encoding, SatBackend, Varisat};
use puzzlelab_solvers::search::{Event, Limits, Stats};
use puzzlelab_solvers::sliding::{Incremental, LinearConflict};
use puzzlelab_solvers::{solve, Algorithm, Job, Ready};

use super::{goal, heuristic, record};
use crate::{generate, Kind, Level, Question};

/// The kinds this module makes.
const KINDS: [Kind; 6] = [
    Kind::Heuristic,
    Kind::AstarNext,
    Kind::IdaThreshold,
    Kind::BfsLayers,
    Kind::OptimalLength,
    Kind::SatHorizons,
];

/// The question of `kind` at `level` from `seed`, which must be settled.
fn question(kind: Kind, level: Level, seed: u64, lang: Lang) -> Question {
    generate(kind, level, seed, lang).unwrap_or_else(|e| panic!("seed {seed}: {e}"))
}

/// The question's board.
fn board_of(q: &Question) -> Board {
    q.board
        .as_deref()
        .expect("a board")
        .parse()
        .expect("a square board")
}

/// A measured property of the question.
fn measured(q: &Question, name: &str) -> Option<u64> {
    q.measured.iter().find(|(n, _)| n == name).map(|&(_, v)| v)
}

/// The numbers of an answer.
fn numbers(answer: &str) -> Vec<usize> {
    answer
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// Whether `text` holds a Cyrillic letter.
fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

/// Our own Manhattan distance.
fn manhattan(board: &Board) -> usize {
    let (size, goal) = (board.size(), goal(board.size()));
    let tiles = board.tiles().iter().enumerate().filter(|&(_, &t)| t != 0);
    tiles
        .map(|(cell, &t)| {
            let home = goal.position_of(t as usize);
            size.row(cell).abs_diff(size.row(home)) + size.col(cell).abs_diff(size.col(home))
        })
        .sum()
}

/// Our own linear conflicts: in each line, the fewest of its own tiles whose removal leaves
/// the rest in goal order, found by trying every subset.
fn linear_conflicts(board: &Board) -> usize {
    let (size, goal) = (board.size(), goal(board.size()));
    let mut extra = 0;
    for row in [true, false] {
        for line in 0..size.width() {
            let cells: Vec<usize> = (0..size.width())
                .map(|k| {
                    if row {
                        size.index(line, k)
                    } else {
                        size.index(k, line)
                    }
                })
                .collect();
            let along = |cell: usize| if row { size.col(cell) } else { size.row(cell) };
            let across = |cell: usize| if row { size.row(cell) } else { size.col(cell) };
            let places: Vec<usize> = cells
                .iter()
                .map(|&c| board.tiles()[c] as usize)
                .filter(|&t| t != 0 && across(goal.position_of(t)) == line)
                .map(|t| along(goal.position_of(t)))
                .collect();
            let n = places.len();
            let kept = (0u32..1 << n)
                .filter(|mask| {
                    let kept: Vec<usize> = (0..n).filter(|i| mask & 1 << i != 0).collect();
                    kept.windows(2).all(|w| places[w[0]] < places[w[1]])
                })
                .map(u32::count_ones)
                .max()
                .unwrap_or(0);
            extra += n - kept as usize;
        }
    }
    manhattan(board) + 2 * extra
}

/// Our own breadth-first search: the number of positions at each distance from `board`, up
/// to `depth`.
fn layers(board: &Board, depth: usize) -> Vec<usize> {
    let mut seen = HashSet::from([board.clone()]);
    let mut layer = vec![board.clone()];
    let mut counts = vec![1];
    while counts.len() <= depth {
        let next: Vec<Board> = layer
            .iter()
            .flat_map(|b| Direction::ALL.into_iter().filter_map(|d| b.applied(d).ok()))
            .filter(|b| seen.insert(b.clone()))
            .collect();
        counts.push(next.len());
        layer = next;
    }
    counts
}

/// Our own breadth-first search to the goal: the optimal length, if within `depth`.
fn distance(board: &Board, depth: usize) -> Option<usize> {
    let goal = goal(board.size());
    let mut seen = HashSet::from([board.clone()]);
    let mut queue = VecDeque::from([(board.clone(), 0)]);
    while let Some((b, d)) = queue.pop_front() {
        if b == goal {
            return Some(d);
        }
        if d == depth {
            continue;
        }
        for next in Direction::ALL
            .into_iter()
            .filter_map(|dir| b.applied(dir).ok())
        {
            if seen.insert(next.clone()) {
                queue.push_back((next, d + 1));
            }
        }
    }
    None
}

/// The fast IDA* with `heuristic` on `board`: its statistics, every iteration's bound in them.
fn fast_ida(board: &Board, heuristic: Heuristic) -> Stats {
    let goal = goal(board.size());
    let (ready, limits) = (Ready::Classic(heuristic), Limits::nodes(1_000_000));
    let mut stats = Stats::default();
    let job = Job::new(board, &goal, Algorithm::Ida, &ready, &limits);
    solve(job, &mut stats).expect("the fast IDA* runs");
    stats
}

/// The horizons from 0 to `last` that no move string of exactly that length, never undoing
/// the move before, takes from `board` to the goal.
fn refuted_by_walking(board: &Board, last: usize) -> Vec<usize> {
    let goal = goal(board.size());
    let mut now: HashSet<(Board, Option<Direction>)> = HashSet::from([(board.clone(), None)]);
    let mut refuted = Vec::new();
    for t in 0..=last {
        if !now.iter().any(|(b, _)| *b == goal) {
            refuted.push(t);
        }
        now = now
            .iter()
            .flat_map(|(b, before)| {
                let undo = before.map(Direction::opposite);
                Direction::ALL
                    .into_iter()
                    .filter(move |&d| Some(d) != undo)
                    .filter_map(move |d| Some((b.applied(d).ok()?, Some(d))))
            })
            .collect();
    }
    refuted
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Every kind at every level is settled in both languages, the same seed makes the same
    /// question, the language changes only the words, and the checker takes every accepted
    /// answer.
    #[test]
    fn every_question_is_settled_repeatable_and_checked(
        seed in any::<u64>(),
        kind in 0..KINDS.len(),
        level in 0..3usize,
    ) {
        let (kind, level) = (KINDS[kind], Level::ALL[level]);
        let en = question(kind, level, seed, Lang::En);
        let ru = question(kind, level, seed, Lang::Ru);
        prop_assert_eq!(&en, &question(kind, level, seed, Lang::En));
        prop_assert_eq!((&en.answer, &en.accepted), (&ru.answer, &ru.accepted));
        prop_assert_eq!(&en.choices, &ru.choices);
        prop_assert_eq!(&en.measured, &ru.measured);
        prop_assert_eq!(&en.board, &ru.board);
        prop_assert!(!en.measured.is_empty());
        for q in [&en, &ru] {
            prop_assert!(q.check(&q.answer).right, "{}", q.text);
            for a in &q.accepted {
                prop_assert!(q.check(a).right);
            }
            prop_assert!(!q.check("").right);
        }
        prop_assert!(cyrillic(&ru.text) && cyrillic(&ru.explanation), "{}", ru.text);
        prop_assert!(!cyrillic(&en.text) && !cyrillic(&en.explanation), "{}", en.text);
    }

    /// The heuristic's value is our own Manhattan distance, our own linear conflicts (and the
    /// fast IDA*'s incremental ones), or for the pattern databases a value between the
    /// Manhattan distance and the optimum whose reflected lookups are the tables' on the board
    /// shown; one more or one less is wrong.
    #[test]
    fn heuristic_values_agree(seed in any::<u64>(), level in 0..3usize) {
        let q = question(Kind::Heuristic, Level::ALL[level], seed, Lang::En);
        let board = board_of(&q);
        let value = q.answer.parse::<usize>().unwrap();
        if measured(&q, "conflicts").is_some() {
            prop_assert_eq!(value, linear_conflicts(&board));
            let fast = LinearConflict::new(&goal(board.size())).estimate(&board);
            prop_assert_eq!(value, fast as usize);
        } else if measured(&q, "plain").is_some() {
            let Some(Ready::Pdb(_, pdb)) = heuristic::eight_pdb() else {
                panic!("the 8-puzzle's pattern databases");
            };
            let mirrored = heuristic::reflect(&board);
            prop_assert!(q.text.contains(&mirrored.to_string()));
            let on_mirror = pdb.lookups(&mirrored).plain;
            prop_assert_eq!(Some(on_mirror), pdb.lookups(&board).reflected);
            let optimal = fast_ida(&board, Heuristic::LinearConflict).solution_cost.unwrap();
            prop_assert!(manhattan(&board) <= value && value <= optimal);
            prop_assert_eq!(Some(value as u64), measured(&q, "reflected"));
        } else {
            prop_assert_eq!(value, manhattan(&board));
        }
        prop_assert!(!q.check(&(value + 1).to_string()).right);
        prop_assert!(!q.check(&(value - 1).to_string()).right);
    }

    /// A*'s open list and choice, replayed from the start of its trace: the open list shown is
    /// the one before a real pop, the entry popped is the one the player's rule takes (least f,
    /// then largest g, then newest), medium accepts exactly the entries of least f, easy and
    /// hard exactly the one taken; every other choice is refused by its text and its number.
    #[test]
    fn astar_takes_what_its_trace_takes(seed in any::<u64>(), level in 0..3usize) {
        let level = Level::ALL[level];
        let q = question(Kind::AstarNext, level, seed, Lang::En);
        let start = board_of(&q);
        let ready = Ready::Classic(Heuristic::Manhattan);
        let trace = record(&start, Algorithm::Astar, &ready, 1_000, usize::MAX).unwrap();
        let (nodes, events) = (trace.nodes(), trace.events());
        let mut open: Vec<[usize; 2]> = Vec::new();
        let mut found = None;
        for (at, event) in events.iter().enumerate() {
            match *event {
                Event::Push { node, g } => open.push([node, g]),
                Event::Pop { node, g } => {
                    let shown: Vec<String> = open.iter().map(|e| nodes[e[0]].to_string()).collect();
                    let expanded = matches!(events.get(at + 1), Some(Event::Expand { .. }));
                    if found.is_none() && expanded && shown == q.choices {
                        found = Some((open.clone(), [node, g]));
                    }
                    let i = open.iter().rposition(|&e| e == [node, g]).unwrap();
                    open.remove(i);
                }
                _ => {}
            }
        }
        let (open, popped) = found.expect("the open list shown is one of the run's");
        let f = |e: &[usize; 2]| e[1] + manhattan(&nodes[e[0]]);
        let first_out = (0..open.len())
            .min_by_key(|&i| (f(&open[i]), std::cmp::Reverse(open[i][1]), std::cmp::Reverse(i)))
            .unwrap();
        prop_assert_eq!(open[first_out], popped);
        prop_assert_eq!(&q.answer, &q.choices[first_out]);
        let least = f(&open[first_out]);
        let expected: Vec<usize> = match level {
            Level::Medium => (0..open.len()).filter(|&i| f(&open[i]) == least).collect(),
            _ => vec![first_out],
        };
        let accepted: Vec<&String> = expected.iter().map(|&i| &q.choices[i]).collect();
        prop_assert_eq!(q.accepted.iter().collect::<Vec<_>>(), accepted);
        let tied = open.iter().filter(|e| f(e) == least).count();
        prop_assert_eq!(tied == 1, level == Level::Easy);
        for (i, choice) in q.choices.iter().enumerate() {
            let right = expected.contains(&i);
            prop_assert_eq!(q.check(choice).right, right);
            prop_assert_eq!(q.check(&(i + 1).to_string()).right, right);
        }
    }

    /// IDA*'s next bound is the bound after the asked one among the fast IDA*'s iterations.
    #[test]
    fn ida_bounds_are_the_fast_idas(seed in any::<u64>(), level in 0..3usize) {
        let level = Level::ALL[level];
        let q = question(Kind::IdaThreshold, level, seed, Lang::En);
        let start = board_of(&q);
        let heuristic = match level {
            Level::Medium => Heuristic::Misplaced,
            _ => Heuristic::Manhattan,
        };
        let iterations = fast_ida(&start, heuristic).iterations;
        let bounds: Vec<usize> = iterations.iter().map(|i| i.threshold).collect();
        let n = measured(&q, "iteration").unwrap() as usize;
        prop_assert!(q.text.contains(&format!("the bound {}:", bounds[n - 1])), "{}", q.text);
        prop_assert_eq!(q.answer.parse::<usize>().unwrap(), bounds[n]);
        if level == Level::Hard {
            prop_assert_eq!(bounds[n], bounds[n - 1] + 2);
        }
        prop_assert!(!q.check(&(bounds[n] + 1).to_string()).right);
    }

    /// BFS's layers are our own BFS's.
    #[test]
    fn bfs_layers_are_our_bfs(seed in any::<u64>(), level in 0..3usize) {
        let q = question(Kind::BfsLayers, Level::ALL[level], seed, Lang::En);
        let counts = numbers(&q.answer);
        prop_assert_eq!(&counts, &layers(&board_of(&q), counts.len() - 1));
        let longer = format!("{} 1", q.answer);
        prop_assert!(!q.check(&longer).right);
    }

    /// The optimal length is the fast IDA*'s, and our own BFS's where it is shallow; the level
    /// is the depth's band.
    #[test]
    fn optimal_lengths_are_idas_and_bfss(seed in any::<u64>(), level in 0..3usize) {
        let level = Level::ALL[level];
        let q = question(Kind::OptimalLength, level, seed, Lang::En);
        let board = board_of(&q);
        let length = q.answer.parse::<usize>().unwrap();
        let ida = fast_ida(&board, Heuristic::LinearConflict).solution_cost;
        prop_assert_eq!(Some(length), ida);
        if length <= 10 {
            prop_assert_eq!(Some(length), distance(&board, 10));
        }
        let band = match level {
            Level::Easy => 1..=8,
            Level::Medium => 9..=16,
            Level::Hard => 17..=31,
        };
        prop_assert!(band.contains(&length));
        prop_assert!(!q.check(&(length - 1).to_string()).right);
    }

    /// The horizons refuted are those the SAT solver refutes, asked here again, and those no
    /// move string of that length without an undo solves; the first one not refuted is our
    /// BFS's optimum; the level is the range past it.
    #[test]
    fn sat_refutes_what_no_walk_solves(seed in any::<u64>(), level in 0..3usize) {
        let level = Level::ALL[level];
        let q = question(Kind::SatHorizons, level, seed, Lang::En);
        let board = board_of(&q);
        let refuted = numbers(&q.answer);
        let last = measured(&q, "horizons").unwrap() as usize - 1;
        prop_assert_eq!(&refuted, &refuted_by_walking(&board, last));
        let goal = goal(board.size());
        let unsatisfiable = |t: usize| {
            let formula = formula(&board, &goal, t, Encoding::default());
            Varisat.solve(formula.cnf()).unwrap().is_none()
        };
        prop_assert_eq!(&refuted, &(0..=last).filter(|&t| unsatisfiable(t)).collect::<Vec<_>>());
        let optimal = distance(&board, 20).unwrap();
        prop_assert_eq!(refuted.iter().take_while(|&&t| t < optimal).count(), optimal);
        prop_assert!(!refuted.contains(&optimal));
        let beyond = last - optimal;
        let band = match level {
            Level::Easy => 0..=0,
            Level::Medium => 1..=1,
            Level::Hard => 2..=5,
        };
        prop_assert!(band.contains(&beyond));
        let below: Vec<String> = (0..optimal).map(|t| t.to_string()).collect();
        prop_assert_eq!(q.check(&below.join(" ")).right, refuted.len() == optimal);
    }
}
