//! Optimality, proven: a length L is optimal only when no shorter solution exists, and a SAT
//! solver proves that by failing to satisfy the formulas of the shorter horizons.
//!
//! Every move changes the Manhattan distance h by exactly one, so every solution has the parity
//! of h and at least h moves. The chain tries M = h, h+2, h+4, ...; the first satisfiable
//! horizon is optimal. What the refutations prove depends on the encoding:
//! - with the worksheet's encoding, a solution can be padded (a tile slid away and back), so
//!   the refutation of L-2 alone rules out every shorter length;
//! - with the compact encoding's reversal ban it cannot, and each horizon from h to L-2 has to
//!   be refuted on its own — which the chain does anyway.

use crate::clock::Stopwatch;

use puzzlelab_rules::{Board, MoveSeq};

use super::backend::SatBackend;
use super::cnf::{Cnf, Model};
use super::compact::{Compact, CompactOptions};
use super::worksheet::Worksheet;
use super::SatError;
use crate::heuristics::manhattan;
use crate::search::{Limit, Limits};

/// Which encoding turns "a solution of exactly M moves" into a formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// The worksheet's, with its end window narrowed to the one step M.
    Worksheet,
    /// The compact encoding, with the ideas switched on in its options.
    Compact(CompactOptions),
}

impl Default for Encoding {
    fn default() -> Encoding {
        Encoding::Compact(CompactOptions::default())
    }
}

impl Encoding {
    /// The encoding's short name: `worksheet` or `compact`.
    pub fn name(&self) -> &'static str {
        match self {
            Encoding::Worksheet => "worksheet",
            Encoding::Compact(_) => "compact",
        }
    }
}

/// One horizon tried: the formula's size and the solver's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The horizon M: a solution of exactly M moves was asked for.
    pub moves: usize,
    /// Variables of the formula.
    pub variables: usize,
    /// Clauses of the formula.
    pub clauses: usize,
    /// The solution found, or `None` when the formula was refuted.
    pub solution: Option<MoveSeq>,
    /// Seconds spent building the formula.
    pub build_seconds: f64,
    /// Seconds the SAT solver took.
    pub solve_seconds: f64,
    /// The conflicts the solver ran into, where it tells.
    pub conflicts: Option<u64>,
}

impl Attempt {
    /// The attempt as the statistics keep it.
    pub fn horizon(&self) -> crate::search::Horizon {
        crate::search::Horizon {
            moves: self.moves,
            variables: self.variables,
            clauses: self.clauses,
            conflicts: self.conflicts,
            seconds: self.build_seconds + self.solve_seconds,
            satisfiable: self.solution.is_some(),
        }
    }
}

/// An optimal solution with its proof.
#[derive(Clone, Debug, PartialEq)]
pub struct Proof {
    /// The optimal moves.
    pub moves: MoveSeq,
    /// The Manhattan distance of the start, below which no solution can be.
    pub manhattan: usize,
    /// Every horizon tried, in order; all but the last refuted.
    pub attempts: Vec<Attempt>,
    /// The encoding used.
    pub encoding: Encoding,
}

impl Proof {
    /// What was proven, in words.
    pub fn explanation(&self) -> String {
        let len = self.moves.len();
        if len == self.manhattan {
            return format!(
                "{len} moves: optimal (proven: it equals the Manhattan distance, which no solution can beat)"
            );
        }
        let why = match self.encoding {
            Encoding::Worksheet => format!(
                "SAT refuted {} moves, and the worksheet's encoding pads any shorter solution to that length",
                len - 2
            ),
            Encoding::Compact(_) => format!(
                "SAT refuted every horizon of the solution's parity from the Manhattan distance {} to {} (the reversal ban stops padding, so each needs its own refutation); other lengths have the wrong parity",
                self.manhattan,
                len - 2,
            ),
        };
        format!("{len} moves: optimal (proven by SAT: {why})")
    }
}

/// A formula of "a solution of exactly M moves", whichever the encoding.
pub trait Formula {
    /// The CNF.
    fn cnf(&self) -> &Cnf;
    /// The solution a model of the CNF describes, replayed through the rules.
    fn decode(&self, model: &Model) -> Result<MoveSeq, SatError>;
}

impl Formula for Worksheet {
    fn cnf(&self) -> &Cnf {
        &self.cnf
    }
    fn decode(&self, model: &Model) -> Result<MoveSeq, SatError> {
        Worksheet::decode(self, model)
    }
}

impl Formula for Compact {
    fn cnf(&self) -> &Cnf {
        &self.cnf
    }
    fn decode(&self, model: &Model) -> Result<MoveSeq, SatError> {
        Compact::decode(self, model)
    }
}

/// The formula of `encoding` for "`start` reaches `goal` in exactly `moves` moves".
pub fn formula(start: &Board, goal: &Board, moves: usize, encoding: Encoding) -> Box<dyn Formula> {
    match encoding {
        Encoding::Worksheet => Box::new(Worksheet::new(start, goal, moves, moves)),
        Encoding::Compact(options) => Box::new(Compact::new(start, goal, moves, options)),
    }
}

/// An upper bound on the bytes of [`formula`]`(start, _, moves, encoding)`, known before it is
/// built: a step costs at most about a kilobyte per pair of a cell and a tile (measured, and
/// checked by the tests), and the compact encoding's counter of moves away from the goal
/// grows with the square of the horizon.
pub fn bytes_bound(start: &Board, moves: usize, encoding: Encoding) -> u64 {
    let pairs = (start.cells() * start.cells()) as u64;
    let steps = moves as u64 + 1;
    let per_pair = match encoding {
        Encoding::Worksheet => 1_200,
        Encoding::Compact(_) => 800,
    };
    let counter = match encoding {
        Encoding::Compact(o) if o.manhattan_counter => {
            steps.saturating_mul(steps).saturating_mul(64)
        }
        _ => 0,
    };
    steps
        .saturating_mul(pairs)
        .saturating_mul(per_pair)
        .saturating_add(counter)
        .saturating_add(1 << 16)
}

/// Why a horizon was not tried: a limit reached first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The chain was given up from outside (a time limit that abandoned it).
    Abandoned,
    /// A limit of [`Limits`]: the horizons tried (nodes), or the formula's bytes (memory).
    Limit(Limit),
}

/// Tries one horizon under `limits`: the formula of exactly `moves` moves is sized before it is
/// built ([`bytes_bound`]) and after (twice the bytes: the formula and the solver's copy of
/// it), then solved. A formula too big for the memory limit is refused unbuilt or unsolved.
pub(crate) fn attempt(
    start: &Board,
    goal: &Board,
    moves: usize,
    encoding: Encoding,
    backend: &mut dyn SatBackend,
    limits: &Limits,
) -> Result<Result<Attempt, Stop>, SatError> {
    let too_big = |bytes: u64| limits.max_memory.filter(|&max| 2 * bytes > max);
    if let Some(max) = too_big(bytes_bound(start, moves, encoding)) {
        return Ok(Err(Stop::Limit(Limit::Memory(max))));
    }
    let clock = Stopwatch::start();
    let f = formula(start, goal, moves, encoding);
    let build_seconds = clock.elapsed().as_secs_f64();
    if let Some(max) = too_big(f.cnf().bytes()) {
        return Ok(Err(Stop::Limit(Limit::Memory(max))));
    }
    let clock = Stopwatch::start();
    let (model, conflicts) = backend.solve_counted(f.cnf())?;
    let solution = match model {
        Some(model) => Some(f.decode(&model)?),
        None => None,
    };
    Ok(Ok(Attempt {
        moves,
        variables: f.cnf().num_vars(),
        clauses: f.cnf().num_clauses(),
        solution,
        build_seconds,
        solve_seconds: clock.elapsed().as_secs_f64(),
        conflicts,
    }))
}

/// How a chain of horizons ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Chain {
    /// A horizon was satisfiable: the optimum, proven by the ones refuted before it.
    Proven(Proof),
    /// A limit stopped the chain before `horizon`, the smallest horizon not refuted.
    Stopped {
        /// Why it stopped.
        stop: Stop,
        /// The smallest horizon not refuted: no solution is shorter.
        horizon: usize,
    },
}

/// The chain of horizons h, h+2, ... (h the Manhattan distance) under `limits`: at most
/// `max_nodes` horizons, each sized against `max_memory` ([`attempt`]); `abandoned()` asked
/// before each one; every attempt passed to `on_attempt` as it ends. Refuses a board that
/// cannot reach the goal. The time limit is the caller's ([`super::search::solve`] runs the
/// chain on a worker it abandons).
pub fn chain(
    start: &Board,
    goal: &Board,
    encoding: Encoding,
    backend: &mut dyn SatBackend,
    limits: &Limits,
    abandoned: &dyn Fn() -> bool,
    on_attempt: &mut dyn FnMut(&Attempt),
) -> Result<Chain, SatError> {
    let solvability = start.solvability(goal);
    if !solvability.is_solvable() {
        return Err(SatError::Unsolvable(solvability.to_string()));
    }
    let h = manhattan(start, goal);
    let mut attempts: Vec<Attempt> = Vec::new();
    let mut m = h;
    loop {
        let stop = if abandoned() {
            Some(Stop::Abandoned)
        } else {
            let tried = attempts.len() as u64;
            limits
                .max_nodes
                .filter(|&max| tried >= max)
                .map(|_| Stop::Limit(Limit::Nodes(tried)))
        };
        let tried = match stop {
            Some(stop) => Err(stop),
            None => attempt(start, goal, m, encoding, backend, limits)?,
        };
        let a = match tried {
            Ok(a) => a,
            Err(stop) => return Ok(Chain::Stopped { stop, horizon: m }),
        };
        on_attempt(&a);
        let found = a.solution.clone();
        attempts.push(a);
        if let Some(moves) = found {
            return Ok(Chain::Proven(Proof {
                moves,
                manhattan: h,
                attempts,
                encoding,
            }));
        }
        m += 2; // a solution's length has the parity of the Manhattan distance
    }
}

/// Finds an optimal solution and proves it, without limits: [`chain`] until a horizon is
/// satisfiable, each attempt passed to `on_attempt` as it ends. Refuses a board that cannot
/// reach the goal.
pub fn prove(
    start: &Board,
    goal: &Board,
    encoding: Encoding,
    backend: &mut dyn SatBackend,
    on_attempt: &mut dyn FnMut(&Attempt),
) -> Result<Proof, SatError> {
    let unlimited = Limits::none();
    match chain(
        start,
        goal,
        encoding,
        backend,
        &unlimited,
        &|| false,
        on_attempt,
    )? {
        Chain::Proven(proof) => Ok(proof),
        Chain::Stopped { .. } => unreachable!("a chain without limits stops only when proven"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_size_bound_holds_for_every_encoding() {
        let boards = [
            "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12",
            "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1",
            "8 6 7 2 5 4 3 0 1",
            "2 3 1 0",
        ];
        let no_prune = CompactOptions {
            prune: false,
            ..CompactOptions::default()
        };
        let encodings = [
            Encoding::Worksheet,
            Encoding::default(),
            Encoding::Compact(no_prune),
        ];
        for board in boards {
            let start: Board = board.parse().unwrap();
            let goal = Goal::Standard.board(start.size());
            for encoding in encodings {
                for moves in [0, 1, 2, 5, 20, 60, 150] {
                    let actual = formula(&start, &goal, moves, encoding).cnf().bytes();
                    let bound = bytes_bound(&start, moves, encoding);
                    assert!(
                        actual <= bound,
                        "{board} {encoding:?} {moves}: {actual} > {bound}"
                    );
                    // long horizons, where a formula is big, are not refused for nothing
                    let tight = moves < 60 || bound <= 4 * actual;
                    assert!(
                        tight,
                        "{board} {encoding:?} {moves}: {bound} is loose for {actual}"
                    );
                }
            }
        }
    }
    use crate::sat::Varisat;
    use puzzlelab_rules::{shuffle, Goal, Size};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The proofs of the compact encoding and of the worksheet's, on varisat.
    fn both_encodings(start: &Board, goal: &Board) -> (Proof, Proof) {
        let proof = |encoding| prove(start, goal, encoding, &mut Varisat, &mut |_| {}).unwrap();
        (proof(Encoding::default()), proof(Encoding::Worksheet))
    }

    #[test]
    fn both_encodings_prove_the_same_optimum() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let (start, _) = shuffle::random_walk(&mut rng, &goal, 12);
        let (compact, sheet) = both_encodings(&start, &goal);
        assert_eq!(compact.moves.len(), sheet.moves.len());
        assert!(compact.explanation().contains("optimal"));
        assert!(compact.moves.len() <= 12);
    }

    #[test]
    fn a_rectangular_board_too() {
        let size = Size::new(3, 2).unwrap();
        let goal = Goal::Standard.board(size);
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let (start, _) = shuffle::random_walk(&mut rng, &goal, 15);
        let (compact, sheet) = both_encodings(&start, &goal);
        assert_eq!(compact.moves.len(), sheet.moves.len());
        crate::sat::replay(&start, &goal, &compact.moves).unwrap();
    }

    #[test]
    fn refuses_an_unsolvable_board() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let start: Board = "2 1 3 4 5 6 7 8 0".parse().unwrap();
        assert!(matches!(
            prove(
                &start,
                &goal,
                Encoding::default(),
                &mut Varisat,
                &mut |_| {}
            ),
            Err(SatError::Unsolvable(_))
        ));
    }
}
