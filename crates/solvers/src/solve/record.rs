//! A run recorded for the lab's player, the one way every front end records one: the command
//! line's `fifteen trace` and `bachet trace`, the server, and the web page's engine all call
//! [`record_fifteen`] or [`record_bachet`], so the same run gives the same document, event
//! for event, wherever it is asked for. The document itself is [`super::trace`]'s.

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::{Board, BoardError, Lang, MoveSeq};

use super::job::{solve, Job, SolveError};
use super::trace::{BachetHead, FifteenHead, GameRules, Recording, SCHEMA};
use super::{solve_pile, Algorithm, GameAlgorithm, Ready};
use crate::game::Value;
use crate::search::{Limit, Limits, Observer, Outcome, Pseudocode, Trace};

/// The largest pile the minimax is recorded from: its recursion is as deep as the longest
/// game, and a page's stack or a thread's is not endless.
pub const MAX_RECORDED_MINIMAX_PILE: u64 = 10_000;

/// What a recording may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capacity {
    /// The most events recorded (the run goes on to its end, counted).
    pub max_events: usize,
    /// A snapshot of the frontier every this many events.
    pub snapshot_every: usize,
    /// The bytes the recording may hold, its document counted in.
    pub max_bytes: u64,
}

impl Capacity {
    /// An empty trace of this capacity, each node costing `node_bytes` beyond its maps.
    fn trace<T: Clone + Eq + std::hash::Hash>(self, node_bytes: u64) -> Trace<T> {
        Trace::new(self.max_events, self.snapshot_every).within(self.max_bytes, node_bytes)
    }
}

/// A run recorded: what its document says before the events (`head`), the trace of its
/// events, the pseudo-code their lines number, and whether a limit stopped it.
pub struct Recorded<H> {
    /// What was run and how it ended.
    pub head: H,
    /// The pseudo-code of the run's algorithm.
    pub pseudocode: Pseudocode,
    /// Whether a limit stopped the run (the document then holds it up to the limit).
    pub stopped: bool,
    trace: Traces,
}

/// The trace a run filled: boards (the generic searches), tiles (the fast IDA*) or piles.
enum Traces {
    Boards(Trace<Board>),
    Tiles(Trace<Vec<u8>>),
    Piles(Trace<u64>),
}

impl<H> Recorded<H> {
    /// The recorded events, snapshots and counts, for the document.
    pub fn recording(&self) -> Recording<'_> {
        match &self.trace {
            Traces::Boards(t) => Recording::of(t),
            Traces::Tiles(t) => Recording::of(t),
            Traces::Piles(t) => Recording::of(t),
        }
    }
}

/// The two traces a sliding-puzzle search may fill; the one its algorithm hears is kept.
struct Recorder {
    boards: Trace<Board>,
    tiles: Trace<Vec<u8>>,
}

impl Observer<Board> for Recorder {
    fn expand(&mut self, node: &Board, g: usize) {
        self.boards.expand(node, g)
    }
    fn generate(&mut self, parent: &Board, child: &Board, g: usize) {
        self.boards.generate(parent, child, g)
    }
    fn push(&mut self, node: &Board, g: usize, frontier: usize, stored: usize) {
        self.boards.push(node, g, frontier, stored)
    }
    fn pop(&mut self, node: &Board, g: usize, frontier: usize) {
        Observer::<Board>::pop(&mut self.boards, node, g, frontier)
    }
    fn threshold(&mut self, bound: usize) {
        Observer::<Board>::threshold(&mut self.boards, bound)
    }
    fn solution(&mut self, cost: usize, steps: usize) {
        Observer::<Board>::solution(&mut self.boards, cost, steps)
    }
    fn limit(&mut self, limit: Limit) {
        Observer::<Board>::limit(&mut self.boards, limit)
    }
    fn finish(&mut self, elapsed: std::time::Duration) {
        Observer::<Board>::finish(&mut self.boards, elapsed)
    }
}

impl Observer<[u8]> for Recorder {
    fn expand(&mut self, node: &[u8], g: usize) {
        self.tiles.expand(node, g)
    }
    fn generate(&mut self, parent: &[u8], child: &[u8], g: usize) {
        self.tiles.generate(parent, child, g)
    }
    fn push(&mut self, node: &[u8], g: usize, frontier: usize, stored: usize) {
        self.tiles.push(node, g, frontier, stored)
    }
    fn pop(&mut self, node: &[u8], g: usize, frontier: usize) {
        Observer::<[u8]>::pop(&mut self.tiles, node, g, frontier)
    }
    fn threshold(&mut self, bound: usize) {
        Observer::<[u8]>::threshold(&mut self.tiles, bound)
    }
    fn solution(&mut self, cost: usize, steps: usize) {
        Observer::<[u8]>::solution(&mut self.tiles, cost, steps)
    }
    fn limit(&mut self, limit: Limit) {
        Observer::<[u8]>::limit(&mut self.tiles, limit)
    }
    fn finish(&mut self, elapsed: std::time::Duration) {
        Observer::<[u8]>::finish(&mut self.tiles, elapsed)
    }
}

/// `job` run and recorded within `capacity`, its pseudo-code in `lang`. The board must be
/// able to reach its goal (the front end refuses one that cannot, with the parity rule's
/// reason); SAT, which has no search nodes, is refused by the front ends too.
pub fn record_fifteen(
    job: Job<'_>,
    capacity: Capacity,
    lang: Lang,
) -> Result<Recorded<FifteenHead>, SolveError> {
    let board = job.board;
    let cells = board.size().cells() as u64;
    // a node's cost beyond the trace's maps: its board, text and estimate in the document
    let node_bytes = std::mem::size_of::<Board>() as u64 + 128 + 6 * cells;
    let mut recorder = Recorder {
        boards: capacity.trace(node_bytes),
        tiles: capacity.trace(node_bytes + cells + 16),
    };
    let outcome = solve(job, &mut recorder)?.outcome;
    let size = board.size();
    let (boards, trace) = if job.algorithm == Algorithm::Ida {
        let tiles = recorder.tiles.nodes().iter();
        let boards = tiles.map(|t| Board::new(size, t.iter().map(|&t| usize::from(t)).collect()));
        let boards: Result<Vec<Board>, BoardError> = boards.collect();
        (boards?, Traces::Tiles(recorder.tiles))
    } else {
        (
            recorder.boards.nodes().to_vec(),
            Traces::Boards(recorder.boards),
        )
    };
    // each node's estimate, by which A* orders its open list and IDA* cuts its paths
    let uses_heuristic = job.algorithm.uses_heuristic();
    let estimates = uses_heuristic.then(|| {
        let estimate = |b: &Board| job.heuristic.estimate(b, job.goal);
        boards.iter().map(estimate).collect()
    });
    let (status, moves, lower_bound) = match &outcome {
        Outcome::Solved { path, .. } => {
            let moves = crate::sliding::moves_of(path).to_string();
            ("solved", Some(moves), None)
        }
        Outcome::LimitReached { lower_bound, .. } => ("limit", None, Some(*lower_bound)),
        Outcome::Unsolvable => ("unsolvable", None, None),
    };
    let pseudocode = job.algorithm.pseudocode();
    let head = FifteenHead {
        schema: SCHEMA,
        board: board.to_string(),
        goal: job.goal.to_string(),
        size: size.to_string(),
        algorithm: job.algorithm.name(),
        heuristic: uses_heuristic.then(|| job.heuristic.to_string()),
        pseudocode: pseudocode.lines(lang),
        nodes: boards.iter().map(Board::to_string).collect(),
        h: estimates,
        status,
        moves,
        lower_bound,
    };
    Ok(Recorded {
        head,
        pseudocode,
        stopped: matches!(outcome, Outcome::LimitReached { .. }),
        trace,
    })
}

/// One thing a search run outside the solvers did (a student's search, written in Python),
/// as the solvers' observer hears their own searches do it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A position entered the frontier at depth `g`.
    Push(Board, usize),
    /// A position left the frontier.
    Pop(Board, usize),
    /// A position was expanded: its successors are generated next.
    Expand(Board, usize),
    /// A successor of the first position was generated.
    Generate(Board, Board, usize),
    /// A new iteration under this bound began (IDA*, iterative deepening).
    Threshold(usize),
    /// The search ended with these moves.
    Solution(MoveSeq),
}

/// The steps of a search run outside the solvers, from `board` toward `goal`, recorded as
/// [`record_fifteen`] records the solvers' own runs: the same document, so the lab's player
/// plays a student's search as it plays the reference. `algorithm` names the pseudo-code shown
/// beside it; `heuristic` gives each position's estimate. The frontier's size is counted
/// from the pushes and pops. A run whose moves do not take the start to the goal (or that
/// gave none) has the status `unfinished`.
pub fn record_steps(
    board: &Board,
    goal: &Board,
    algorithm: Algorithm,
    heuristic: &Ready,
    steps: &[Step],
    capacity: Capacity,
    lang: Lang,
) -> Recorded<FifteenHead> {
    let cells = board.size().cells() as u64;
    let mut trace: Trace<Board> =
        capacity.trace(std::mem::size_of::<Board>() as u64 + 128 + 6 * cells);
    let (mut frontier, mut solution) = (0usize, None);
    for step in steps {
        match step {
            Step::Push(b, g) => {
                frontier += 1;
                trace.push(b, *g, frontier, frontier);
            }
            Step::Pop(b, g) => {
                frontier = frontier.saturating_sub(1);
                trace.pop(b, *g, frontier);
            }
            Step::Expand(b, g) => trace.expand(b, *g),
            Step::Generate(parent, child, g) => trace.generate(parent, child, *g),
            Step::Threshold(bound) => Observer::<Board>::threshold(&mut trace, *bound),
            Step::Solution(found) => {
                Observer::<Board>::solution(&mut trace, found.len(), found.len());
                solution = Some(found);
            }
        }
    }
    // a run is solved when its moves take the start to the goal, whatever it claimed
    let reaches = solution.is_some_and(|m| {
        let mut end = board.clone();
        end.apply_all(m).is_ok() && end == *goal
    });
    let moves = solution.map(MoveSeq::to_string);
    let uses_heuristic = algorithm.uses_heuristic();
    let estimates = uses_heuristic.then(|| {
        let nodes = trace.nodes().iter();
        nodes.map(|b| heuristic.estimate(b, goal)).collect()
    });
    let pseudocode = algorithm.pseudocode();
    let head = FifteenHead {
        schema: SCHEMA,
        board: board.to_string(),
        goal: goal.to_string(),
        size: board.size().to_string(),
        algorithm: algorithm.name(),
        heuristic: uses_heuristic.then(|| heuristic.to_string()),
        pseudocode: pseudocode.lines(lang),
        nodes: trace.nodes().iter().map(Board::to_string).collect(),
        h: estimates,
        status: if reaches { "solved" } else { "unfinished" },
        moves,
        lower_bound: None,
    };
    Recorded {
        head,
        pseudocode,
        stopped: false,
        trace: Traces::Boards(trace),
    }
}

/// Bachet's game under `rules` solved from `pile` by `algorithm` within `limits` and
/// recorded within `capacity`, its pseudo-code in `lang`. The front ends refuse the minimax
/// from a pile past [`MAX_RECORDED_MINIMAX_PILE`].
pub fn record_bachet(
    rules: BachetRules,
    pile: u64,
    algorithm: GameAlgorithm,
    limits: &Limits,
    capacity: Capacity,
    lang: Lang,
) -> Recorded<BachetHead> {
    // a pile's cost beyond the trace's maps: its number in the document
    let mut trace: Trace<u64> = capacity.trace(48);
    let solved = solve_pile(rules, pile, algorithm, limits, &mut trace);
    let pseudocode = algorithm.pseudocode();
    let (status, win, takes) = match &solved {
        Ok(s) => {
            let win = s.value == Value::Win;
            ("solved", Some(win), Some(s.winning_moves.clone()))
        }
        Err(_) => ("limit", None, None),
    };
    let head = BachetHead {
        schema: SCHEMA,
        game: "bachet",
        pile,
        rules: GameRules {
            max_take: rules.max_take,
            misere: rules.misere,
        },
        algorithm: algorithm.name(),
        pseudocode: pseudocode.lines(lang),
        nodes: trace.nodes().to_vec(),
        status,
        win,
        winning_takes: takes,
    };
    Recorded {
        head,
        pseudocode,
        stopped: solved.is_err(),
        trace: Traces::Piles(trace),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristics::Heuristic;
    use crate::search::Event;

    /// The steps the solvers' own run took, read back from its trace.
    fn steps_of(recorded: &Recorded<FifteenHead>, moves: &str) -> Vec<Step> {
        let Traces::Boards(trace) = &recorded.trace else {
            panic!("a generic search records boards")
        };
        let node = |i: usize| trace.nodes()[i].clone();
        let mut steps: Vec<Step> = trace
            .events()
            .iter()
            .filter_map(|e| match *e {
                Event::Push { node: n, g } => Some(Step::Push(node(n), g)),
                Event::Pop { node: n, g } => Some(Step::Pop(node(n), g)),
                Event::Expand { node: n, g } => Some(Step::Expand(node(n), g)),
                Event::Generate { parent, child, g } => {
                    Some(Step::Generate(node(parent), node(child), g))
                }
                Event::Threshold { bound } => Some(Step::Threshold(bound)),
                _ => None,
            })
            .collect();
        steps.push(Step::Solution(moves.parse().unwrap()));
        steps
    }

    #[test]
    fn a_run_replayed_step_by_step_is_recorded_as_the_run_itself() {
        let board: Board = "4 1 3 7 2 6 0 5 8".parse().unwrap();
        let goal = puzzlelab_rules::Goal::Standard.board(board.size());
        let manhattan = Ready::Classic(Heuristic::Manhattan);
        let capacity = Capacity {
            max_events: 100_000,
            snapshot_every: 16,
            max_bytes: 1 << 30,
        };
        for algorithm in [Algorithm::Astar, Algorithm::Bfs, Algorithm::IdaGeneric] {
            let limits = Limits::none();
            let job = Job::new(&board, &goal, algorithm, &manhattan, &limits);
            let own = record_fifteen(job, capacity, Lang::En).unwrap();
            let moves = own.head.moves.clone().unwrap();
            let steps = steps_of(&own, &moves);
            let replayed = record_steps(
                &board,
                &goal,
                algorithm,
                &manhattan,
                &steps,
                capacity,
                Lang::En,
            );
            let text = |r: &Recorded<FifteenHead>| {
                let doc = r.recording().document(&r.head, r.pseudocode, Lang::En);
                serde_json::to_value(&doc).unwrap()
            };
            assert_eq!(text(&replayed), text(&own), "{algorithm}");
        }
    }
}
