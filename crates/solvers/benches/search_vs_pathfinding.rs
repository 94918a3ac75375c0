//! Our generic A* and IDA* against the `pathfinding` crate's `astar` and `idastar`: the same
//! seeded 15-puzzle instances, the same node type (`Board`), the same successor and heuristic
//! closures (Manhattan distance). First a table of CPU times, expansions and the ratio, then
//! criterion's own measurements.
//!
//! `cargo bench -p puzzlelab-solvers --bench search_vs_pathfinding`

use std::cell::Cell;
use std::hint::black_box;
use std::time::Duration;

use criterion::Criterion;
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::heuristics::manhattan;
use puzzlelab_solvers::search::{astar, idastar, Limits, NoObserver, Observer};
use puzzlelab_solvers::sliding::neighbours;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Seeded instances: random walks of 50 moves from the goal.
fn instances() -> (Board, Vec<Board>) {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let boards = (0..8)
        .map(|_| shuffle::random_walk(&mut rng, &goal, 50).0)
        .collect();
    (goal, boards)
}

type Solver = fn(&Board, &Board, &Cell<u64>) -> usize;

fn ours_astar(start: &Board, goal: &Board, expanded: &Cell<u64>) -> usize {
    let successors = |b: &Board| {
        expanded.set(expanded.get() + 1);
        neighbours(b).collect::<Vec<_>>()
    };
    astar(
        start,
        successors,
        |b| manhattan(b, goal),
        |b| b == goal,
        &Limits::none(),
        &mut NoObserver,
    )
    .cost()
    .expect("solvable")
}

fn their_astar(start: &Board, goal: &Board, expanded: &Cell<u64>) -> usize {
    let successors = |b: &Board| {
        expanded.set(expanded.get() + 1);
        neighbours(b).collect::<Vec<_>>()
    };
    pathfinding::directed::astar::astar(start, successors, |b| manhattan(b, goal), |b| b == goal)
        .expect("solvable")
        .1
}

fn ours_idastar(start: &Board, goal: &Board, expanded: &Cell<u64>) -> usize {
    let successors = |b: &Board| {
        expanded.set(expanded.get() + 1);
        neighbours(b).collect::<Vec<_>>()
    };
    idastar(
        start,
        successors,
        |b| manhattan(b, goal),
        |b| b == goal,
        &Limits::none(),
        &mut NoObserver,
    )
    .cost()
    .expect("solvable")
}

fn their_idastar(start: &Board, goal: &Board, expanded: &Cell<u64>) -> usize {
    let successors = |b: &Board| {
        expanded.set(expanded.get() + 1);
        neighbours(b).collect::<Vec<_>>()
    };
    pathfinding::directed::idastar::idastar(
        start,
        successors,
        |b| manhattan(b, goal),
        |b| b == goal,
    )
    .expect("solvable")
    .1
}

/// A 4x4 position packed in a `u64`, one nibble a cell: nodes that are cheap to copy and
/// hash, so that the algorithms' own bookkeeping shows in the figures.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Packed(u64);

impl Packed {
    fn of(board: &Board) -> Packed {
        Packed(
            board
                .tiles()
                .iter()
                .enumerate()
                .map(|(i, &t)| (t as u64) << (4 * i))
                .sum(),
        )
    }
    fn at(self, i: usize) -> u64 {
        (self.0 >> (4 * i)) & 15
    }
    fn neighbours(self) -> impl Iterator<Item = (Packed, usize)> {
        let blank = (0..16).find(|&i| self.at(i) == 0).expect("a blank");
        let (r, c) = (blank / 4, blank % 4);
        let slide = |src: usize| {
            let tile = self.at(src);
            Packed(self.0 - (tile << (4 * src)) + (tile << (4 * blank)))
        };
        [
            (r < 3).then(|| (slide(blank + 4), 1)),
            (r > 0).then(|| (slide(blank - 4), 1)),
            (c < 3).then(|| (slide(blank + 1), 1)),
            (c > 0).then(|| (slide(blank - 1), 1)),
        ]
        .into_iter()
        .flatten()
    }
    /// Manhattan distance to the standard goal.
    fn manhattan(self) -> usize {
        (0..16)
            .map(|i| match self.at(i) as usize {
                0 => 0,
                t => (i / 4).abs_diff((t - 1) / 4) + (i % 4).abs_diff((t - 1) % 4),
            })
            .sum()
    }
}

type PackedSolver = fn(Packed, Packed, &Cell<u64>) -> usize;

fn ours_astar_packed(start: Packed, goal: Packed, expanded: &Cell<u64>) -> usize {
    let successors = |p: &Packed| {
        expanded.set(expanded.get() + 1);
        p.neighbours()
    };
    astar(
        &start,
        successors,
        |p| p.manhattan(),
        |p| *p == goal,
        &Limits::none(),
        &mut NoObserver,
    )
    .cost()
    .expect("solvable")
}

fn their_astar_packed(start: Packed, goal: Packed, expanded: &Cell<u64>) -> usize {
    let successors = |p: &Packed| {
        expanded.set(expanded.get() + 1);
        p.neighbours()
    };
    pathfinding::directed::astar::astar(&start, successors, |p| p.manhattan(), |p| *p == goal)
        .expect("solvable")
        .1
}

fn ours_idastar_packed(start: Packed, goal: Packed, expanded: &Cell<u64>) -> usize {
    let successors = |p: &Packed| {
        expanded.set(expanded.get() + 1);
        p.neighbours()
    };
    idastar(
        &start,
        successors,
        |p| p.manhattan(),
        |p| *p == goal,
        &Limits::none(),
        &mut NoObserver,
    )
    .cost()
    .expect("solvable")
}

fn their_idastar_packed(start: Packed, goal: Packed, expanded: &Cell<u64>) -> usize {
    let successors = |p: &Packed| {
        expanded.set(expanded.get() + 1);
        p.neighbours()
    };
    pathfinding::directed::idastar::idastar(&start, successors, |p| p.manhattan(), |p| *p == goal)
        .expect("solvable")
        .1
}

/// CPU time of this thread (Linux), for figures that a loaded machine does not distort.
fn cpu_time() -> Duration {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let ns = text
        .split_whitespace()
        .next()
        .and_then(|w| w.parse().ok())
        .unwrap_or(0);
    Duration::from_nanos(ns)
}

/// Runs `solver` on every instance, repeatedly for at least a second of CPU time; returns
/// the lengths, the expansions of one pass and the CPU time per pass.
fn measure(solver: Solver, goal: &Board, boards: &[Board]) -> (Vec<usize>, u64, Duration) {
    let expanded = Cell::new(0);
    let start = cpu_time();
    let mut passes = 0;
    let mut lengths = Vec::new();
    while passes == 0 || cpu_time() - start < Duration::from_secs(1) {
        lengths = boards
            .iter()
            .map(|b| solver(black_box(b), goal, &expanded))
            .collect();
        passes += 1;
    }
    (
        lengths,
        expanded.get() / passes,
        (cpu_time() - start) / passes as u32,
    )
}

/// As [`measure`], on packed nodes.
fn measure_packed(
    solver: PackedSolver,
    goal: Packed,
    boards: &[Packed],
) -> (Vec<usize>, u64, Duration) {
    let expanded = Cell::new(0);
    let start = cpu_time();
    let mut passes = 0;
    let mut lengths = Vec::new();
    while passes == 0 || cpu_time() - start < Duration::from_secs(1) {
        lengths = boards
            .iter()
            .map(|&b| solver(black_box(b), goal, &expanded))
            .collect();
        passes += 1;
    }
    (
        lengths,
        expanded.get() / passes,
        (cpu_time() - start) / passes as u32,
    )
}

fn print_row(name: &str, ours: (Vec<usize>, u64, Duration), theirs: (Vec<usize>, u64, Duration)) {
    let (our_len, our_nodes, our_time) = ours;
    let (their_len, their_nodes, their_time) = theirs;
    assert_eq!(our_len, their_len, "{name}: both optimal");
    println!(
        "{name:>14}: ours {:>8.1} ms ({our_nodes} expansions), pathfinding {:>8.1} ms \
         ({their_nodes} expansions): ours is {:.2}x faster",
        our_time.as_secs_f64() * 1e3,
        their_time.as_secs_f64() * 1e3,
        their_time.as_secs_f64() / our_time.as_secs_f64()
    );
}

/// The nodes our A* expands and pushes, recorded once.
#[derive(Default)]
struct Recorded {
    expanded: Vec<Board>,
    pushed: Vec<Board>,
}

impl Observer<Board> for Recorded {
    fn expand(&mut self, node: &Board, _g: usize) {
        self.expanded.push(node.clone());
    }
    fn push(&mut self, node: &Board, _frontier: usize, _stored: usize) {
        self.pushed.push(node.clone());
    }
}

/// The floor under an A* pass on `Board` nodes, whichever search runs it: the caller's
/// closures timed alone (the successors of every expanded node, made and dropped; the
/// heuristic of every pushed node).
fn closures_alone(goal: &Board, boards: &[Board]) -> Duration {
    let mut recorded = Recorded::default();
    for b in boards {
        astar(
            b,
            |b: &Board| neighbours(b).collect::<Vec<_>>(),
            |b| manhattan(b, goal),
            |b| b == goal,
            &Limits::none(),
            &mut recorded,
        );
    }
    per_pass(|| {
        for node in &recorded.expanded {
            black_box(neighbours(black_box(node)).collect::<Vec<_>>());
        }
        for node in &recorded.pushed {
            black_box(manhattan(black_box(node), goal));
        }
    })
}

/// CPU time of one call of `work`, repeated for at least a second.
fn per_pass(mut work: impl FnMut()) -> Duration {
    let start = cpu_time();
    let mut passes = 0;
    while passes == 0 || cpu_time() - start < Duration::from_secs(1) {
        work();
        passes += 1;
    }
    (cpu_time() - start) / passes
}

fn ratio_table(goal: &Board, boards: &[Board]) {
    println!("Same instances, same closures, Manhattan distance; CPU time per pass over all:");
    let pairs: [(&str, Solver, Solver); 2] = [
        ("A*", ours_astar, their_astar),
        ("IDA*", ours_idastar, their_idastar),
    ];
    for (name, ours, theirs) in pairs {
        let row = format!("{name} (Board)");
        print_row(
            &row,
            measure(ours, goal, boards),
            measure(theirs, goal, boards),
        );
    }
    println!(
        "  A* (Board): the closures alone (successors of each expanded node, heuristic of \
         each pushed one) take {:.1} ms of that",
        closures_alone(goal, boards).as_secs_f64() * 1e3
    );
    let packed: Vec<Packed> = boards.iter().map(Packed::of).collect();
    let goal = Packed::of(goal);
    let pairs: [(&str, PackedSolver, PackedSolver); 2] = [
        ("A*", ours_astar_packed, their_astar_packed),
        ("IDA*", ours_idastar_packed, their_idastar_packed),
    ];
    for (name, ours, theirs) in pairs {
        let row = format!("{name} (u64)");
        print_row(
            &row,
            measure_packed(ours, goal, &packed),
            measure_packed(theirs, goal, &packed),
        );
    }
}

fn main() {
    let (goal, boards) = instances();
    ratio_table(&goal, &boards);
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    let mut group = c.benchmark_group("15-puzzle, Manhattan");
    let solvers: [(&str, Solver); 4] = [
        ("ours astar", ours_astar),
        ("pathfinding astar", their_astar),
        ("ours idastar", ours_idastar),
        ("pathfinding idastar", their_idastar),
    ];
    for (name, solver) in solvers {
        let expanded = Cell::new(0);
        group.bench_function(name, |b| {
            b.iter(|| {
                boards
                    .iter()
                    .map(|s| solver(s, &goal, &expanded))
                    .sum::<usize>()
            })
        });
    }
    group.finish();
    c.final_summary();
}
