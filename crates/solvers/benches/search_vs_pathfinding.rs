//! Our generic A* and IDA* against the `pathfinding` crate's `astar` and `idastar`: the same
//! seeded 15-puzzle instances, the same node type (`Board`), the same successor and heuristic
//! closures (Manhattan distance). First a table of CPU times, expansions and the ratio, then
//! criterion's own measurements.
//!
//! `cargo bench -p puzzlelab-solvers --bench search_vs_pathfinding`

use std::cell::Cell;
use std::hash::Hash;
use std::hint::black_box;
use std::time::Duration;

use criterion::Criterion;
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::search::{astar, idastar, Limits, NoObserver, Observer};
use puzzlelab_solvers::sliding::{self, neighbours};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use cpu_time::ThreadTime;

/// Seeded instances: random walks of 50 moves from the goal.
fn instances() -> (Board, Vec<Board>) {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let boards = (0..8)
        .map(|_| shuffle::random_walk(&mut rng, &goal, 50).0)
        .collect();
    (goal, boards)
}

/// A node type of the race: how it makes its successors and its Manhattan distance, the same
/// closures for both crates.
trait Node: Clone + Eq + Hash {
    /// The label of its rows.
    const NAME: &str;
    /// The positions one move away, each with its cost.
    fn children(&self) -> impl IntoIterator<Item = (Self, usize)> + use<Self>;
    /// Manhattan distance to `goal`, as a closure.
    fn manhattan_to(goal: &Self) -> impl Fn(&Self) -> usize;
    /// [`Node::children`], counted as an expansion.
    fn counted(&self, expanded: &Cell<u64>) -> impl IntoIterator<Item = (Self, usize)> + use<Self> {
        expanded.set(expanded.get() + 1);
        self.children()
    }
}

impl Node for Board {
    const NAME: &str = "Board";
    fn children(&self) -> impl IntoIterator<Item = (Board, usize)> + use<> {
        neighbours(self)
    }
    /// From the crate's table of distances (one load a tile; `heuristics::manhattan` rebuilds
    /// the goal's places at every call).
    fn manhattan_to(goal: &Board) -> impl Fn(&Board) -> usize {
        let table = sliding::Manhattan::new(goal);
        move |b| table.of_tiles(b.tiles()) as usize
    }
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

impl Node for Packed {
    const NAME: &str = "u64";
    fn children(&self) -> impl IntoIterator<Item = (Packed, usize)> + use<> {
        self.neighbours()
    }
    /// To the standard goal, the only one the race uses.
    fn manhattan_to(_goal: &Packed) -> impl Fn(&Packed) -> usize {
        |p| p.manhattan()
    }
}

/// A search on one instance: start, goal, a counter of expansions; returns the length.
type Solver<N> = fn(&N, &N, &Cell<u64>) -> usize;

fn ours_astar<N: Node>(start: &N, goal: &N, expanded: &Cell<u64>) -> usize {
    let outcome = astar(
        start,
        |n: &N| n.counted(expanded),
        N::manhattan_to(goal),
        |n| n == goal,
        &Limits::none(),
        &mut NoObserver,
    );
    outcome.cost().expect("solvable")
}

fn their_astar<N: Node>(start: &N, goal: &N, expanded: &Cell<u64>) -> usize {
    let (_, cost) = pathfinding::directed::astar::astar(
        start,
        |n: &N| n.counted(expanded),
        N::manhattan_to(goal),
        |n| n == goal,
    )
    .expect("solvable");
    cost
}

fn ours_idastar<N: Node>(start: &N, goal: &N, expanded: &Cell<u64>) -> usize {
    let outcome = idastar(
        start,
        |n: &N| n.counted(expanded),
        N::manhattan_to(goal),
        |n| n == goal,
        &Limits::none(),
        &mut NoObserver,
    );
    outcome.cost().expect("solvable")
}

fn their_idastar<N: Node>(start: &N, goal: &N, expanded: &Cell<u64>) -> usize {
    let (_, cost) = pathfinding::directed::idastar::idastar(
        start,
        |n: &N| n.counted(expanded),
        N::manhattan_to(goal),
        |n| n == goal,
    )
    .expect("solvable");
    cost
}

/// What one search did in a race: its lengths, the expansions of one pass over the
/// instances, and the CPU time of its fastest pass.
struct Figures {
    lengths: Vec<usize>,
    expanded: u64,
    pass: Duration,
}

/// Rounds of a race, and the CPU time each solver runs in a round.
const ROUNDS: usize = 5;
const ROUND: Duration = Duration::from_millis(250);

/// Times `ours` and `theirs` on every instance in turns, [`ROUNDS`] rounds each, and keeps each
/// one's fastest pass: taking turns spreads the machine's moods (other processes, the
/// allocator's state) over both, and the fastest pass is the least disturbed.
fn race<N>(ours: Solver<N>, theirs: Solver<N>, goal: &N, starts: &[N]) -> (Figures, Figures) {
    let run = |solver: Solver<N>, best: &mut Option<Figures>| {
        let expanded = Cell::new(0);
        let start = ThreadTime::now();
        let mut passes = 0;
        let mut lengths = Vec::new();
        while passes == 0 || start.elapsed() < ROUND {
            lengths = starts
                .iter()
                .map(|s| solver(black_box(s), goal, &expanded))
                .collect();
            passes += 1;
        }
        let pass = (start.elapsed()) / passes as u32;
        if best.as_ref().is_none_or(|b| pass < b.pass) {
            *best = Some(Figures {
                lengths,
                expanded: expanded.get() / passes as u64,
                pass,
            });
        }
    };
    let (mut a, mut b) = (None, None);
    for _ in 0..ROUNDS {
        run(ours, &mut a);
        run(theirs, &mut b);
    }
    (a.expect("a round ran"), b.expect("a round ran"))
}

fn print_row(name: &str, (ours, theirs): (Figures, Figures)) {
    assert_eq!(ours.lengths, theirs.lengths, "{name}: both optimal");
    println!(
        "{name:>14}: ours {:>8.1} ms ({} expansions), pathfinding {:>8.1} ms \
         ({} expansions): ours is {:.2}x faster",
        ours.pass.as_secs_f64() * 1e3,
        ours.expanded,
        theirs.pass.as_secs_f64() * 1e3,
        theirs.expanded,
        theirs.pass.as_secs_f64() / ours.pass.as_secs_f64()
    );
}

/// The nodes our A* expands and pushes, recorded once.
struct Recorded<N> {
    expanded: Vec<N>,
    pushed: Vec<N>,
}

impl<N: Clone> Observer<N> for Recorded<N> {
    fn expand(&mut self, node: &N, _g: usize) {
        self.expanded.push(node.clone());
    }
    fn push(&mut self, node: &N, _g: usize, _frontier: usize, _stored: usize) {
        self.pushed.push(node.clone());
    }
}

/// The floor under an A* pass, whichever search runs it: the caller's closures timed alone
/// (the successors of every expanded node, made and dropped; the heuristic of every pushed
/// node), on the nodes our A* expands and pushes.
fn closures_alone<N: Node>(goal: &N, starts: &[N]) -> Duration {
    let mut recorded = Recorded {
        expanded: Vec::new(),
        pushed: Vec::new(),
    };
    let heuristic = N::manhattan_to(goal);
    for start in starts {
        astar(
            start,
            N::children,
            &heuristic,
            |n| n == goal,
            &Limits::none(),
            &mut recorded,
        );
    }
    per_pass(|| {
        for node in &recorded.expanded {
            for child in black_box(node).children() {
                black_box(child);
            }
        }
        for node in &recorded.pushed {
            black_box(heuristic(black_box(node)));
        }
    })
}

/// CPU time of one call of `work`, repeated for at least a second.
fn per_pass(mut work: impl FnMut()) -> Duration {
    let start = ThreadTime::now();
    let mut passes = 0;
    while passes == 0 || start.elapsed() < Duration::from_secs(1) {
        work();
        passes += 1;
    }
    (start.elapsed()) / passes
}

/// The race on one node type: A* and IDA*, then the closures' floor.
fn race_on<N: Node>(goal: &N, starts: &[N]) {
    let pairs: [(&str, Solver<N>, Solver<N>); 2] = [
        ("A*", ours_astar, their_astar),
        ("IDA*", ours_idastar, their_idastar),
    ];
    for (name, ours, theirs) in pairs {
        print_row(
            &format!("{name} ({})", N::NAME),
            race(ours, theirs, goal, starts),
        );
    }
    println!(
        "  A* ({}): the closures alone (successors of each expanded node, heuristic of each \
         pushed one) take {:.1} ms of that",
        N::NAME,
        closures_alone(goal, starts).as_secs_f64() * 1e3
    );
}

fn ratio_table(goal: &Board, boards: &[Board]) {
    println!(
        "Same instances, same closures, Manhattan distance; CPU time of the fastest pass over \
         all of them in {ROUNDS} rounds taken in turns:"
    );
    race_on(goal, boards);
    let packed: Vec<Packed> = boards.iter().map(Packed::of).collect();
    race_on(&Packed::of(goal), &packed);
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
    let solvers: [(&str, Solver<Board>); 4] = [
        ("ours astar", ours_astar::<Board>),
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
