//! A compact encoding: far fewer clauses than the worksheet's, and far faster to solve.
//!
//! Instead of "which tile is on each square" for every square and tile, it keeps:
//! - `blank[i,j,t]`: where the blank is, one-hot per step;
//! - `move[t,D]`: which way the tile of step t slides (`U D L R`), exactly one per step;
//! - `tile[i,j,n,t]`: tile n on square (i,j) after t moves, **only where the tile can be**: its
//!   Manhattan distance from its start is at most t and to its goal at most M - t (every
//!   other such variable is left out, as the constant false);
//! - `away[t]`: the tile of step t moves away from its goal square.
//!
//! Its constraints:
//! - the blank moves the way the move says, never off the board (both ways: blank after ⇔
//!   blank before and the move);
//! - successor-state axioms: a tile stays unless the blank comes to its square; it moves to the
//!   blank's square if the blank comes to it; it is never where the blank is, and it was at the
//!   same square or next to it one step before;
//! - no move undoes the one before it (`move[t,D] ⇒ ¬move[t+1,opposite D]`);
//! - the Manhattan counter: each move changes the Manhattan distance h by exactly one, so a
//!   solution of M moves from distance h has exactly (M - h)/2 moves away from a goal square:
//!   at most that many `away[t]` may be true (a sequential counter, `count[i,j]`).
//!
//! The goal is reached exactly at step M. The reversal ban means a shorter solution cannot be
//! padded to M moves: refuting one horizon says nothing of the shorter ones, so
//! [`super::optimal`] refutes every horizon of the right parity from h up.
//!
//! With [`CompactOptions::at_most`] the formula says "at most M moves" instead: a fifth choice
//! `stay[t]` leaves the blank (and so every tile) where it is, and once a step stays every later
//! step does, so a solution of k ≤ M moves is the same solution followed by M - k stays. One
//! refutation of L - 2 then rules out every shorter length at once; the counter allows
//! ⌊(M - h)/2⌋ moves away, which every such solution keeps to.

use puzzlelab_rules::moves::source;
use puzzlelab_rules::{Board, Direction, MoveSeq, Size};

use super::backend::SatBackend;
use super::cnf::{Cnf, Lit, Model, Term};
use super::{replay, SatError};
use crate::heuristics::{manhattan, tile_distance};

/// Which of the compact encoding's ideas are switched on (all, by default); the bench
/// measures each one by switching it off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompactOptions {
    /// Leave out tile and blank variables where they cannot be.
    pub prune: bool,
    /// Forbid a move that undoes the move before it.
    pub ban_reversals: bool,
    /// Count the moves away from the goal with an at-most-k constraint.
    pub manhattan_counter: bool,
    /// Ask for at most M moves rather than exactly M (a solution may stay put after its end).
    pub at_most: bool,
}

impl Default for CompactOptions {
    fn default() -> CompactOptions {
        CompactOptions {
            prune: true,
            ban_reversals: true,
            manhattan_counter: true,
            at_most: false,
        }
    }
}

/// The compact formula for "`start` reaches `goal` in exactly `moves` moves".
#[derive(Clone, Debug)]
pub struct Compact {
    /// The CNF.
    pub cnf: Cnf,
    /// The horizon M.
    pub moves: usize,
    size: Size,
    start: Board,
    goal: Board,
    dir: Vec<[Lit; 4]>,
    stay: Vec<Lit>,
}

impl Compact {
    /// Builds the formula with the ideas in `options`.
    // The loops run over the formula's subscripts t, n, p, as the constraints are written.
    #[allow(clippy::needless_range_loop)]
    pub fn new(start: &Board, goal: &Board, moves: usize, options: CompactOptions) -> Compact {
        let size = start.size();
        let cells = size.cells();
        let m = moves;
        let mut cnf = Cnf::new();
        let name = |p: usize| format!("{},{}", size.row(p) + 1, size.col(p) + 1);
        let reachable = |from: usize, to: usize, p: usize, t: usize| {
            !options.prune
                || (tile_distance(size, from, p) <= t && tile_distance(size, p, to) <= m - t)
        };

        // blank[t][p] and tile[t][n][p]; a left-out variable is the constant false.
        let (blank_start, blank_goal) = (start.blank(), goal.blank());
        let mut blank = vec![vec![Term::FALSE; cells]; m + 1];
        let mut tile = vec![vec![vec![Term::FALSE; cells]; cells]; m + 1];
        for t in 0..=m {
            for p in 0..cells {
                if reachable(blank_start, blank_goal, p, t) {
                    blank[t][p] = cnf.new_var(format!("blank[{},{t}]", name(p))).into();
                }
            }
            for n in 1..cells {
                let (from, to) = (start.position_of(n), goal.position_of(n));
                for p in 0..cells {
                    if reachable(from, to, p, t) {
                        tile[t][n][p] = cnf.new_var(format!("tile[{},{n},{t}]", name(p))).into();
                    }
                }
            }
        }
        let dir: Vec<[Lit; 4]> = (0..m)
            .map(|t| Direction::ALL.map(|d| cnf.new_var(format!("move[{t},{}]", d.letter()))))
            .collect();
        let away: Vec<Lit> = (0..m).map(|t| cnf.new_var(format!("away[{t}]"))).collect();
        let stay: Vec<Lit> = match options.at_most {
            true => (0..m).map(|t| cnf.new_var(format!("stay[{t}]"))).collect(),
            false => Vec::new(),
        };

        // Start and goal.
        for p in 0..cells {
            let at_start = p == blank_start;
            cnf.add([if at_start { blank[0][p] } else { !blank[0][p] }]);
            cnf.add([if p == blank_goal {
                blank[m][p]
            } else {
                !blank[m][p]
            }]);
            for n in 1..cells {
                let s = start.position_of(n) == p;
                cnf.add([if s { tile[0][n][p] } else { !tile[0][n][p] }]);
                let g = goal.position_of(n) == p;
                cnf.add([if g { tile[m][n][p] } else { !tile[m][n][p] }]);
            }
        }

        for t in 0..m {
            let d: Vec<Term> = dir[t].iter().map(|&l| l.into()).collect();
            // Exactly one move per step (or, asked for at most M, a stay).
            let choices: Vec<Term> = d
                .iter()
                .copied()
                .chain(stay.get(t).map(|&s| s.into()))
                .collect();
            cnf.add(choices.iter().copied());
            cnf.at_most_one(&choices);
            if let Some(&s) = stay.get(t) {
                // Once stayed, stayed; and staying keeps the blank where it is.
                if let Some(&later) = stay.get(t + 1) {
                    cnf.add([Term::from(!s), later.into()]);
                }
                for p in 0..cells {
                    cnf.add([Term::from(!s), !blank[t][p], blank[t + 1][p]]);
                    cnf.add([Term::from(!s), blank[t][p], !blank[t + 1][p]]);
                }
            }
            // The blank follows the move, both ways.
            for (k, &way) in Direction::ALL.iter().enumerate() {
                for p in 0..cells {
                    match source(size, p, way) {
                        Some(q) => cnf.add([!blank[t][p], !d[k], blank[t + 1][q]]),
                        None => cnf.add([!blank[t][p], !d[k]]),
                    }
                    match source(size, p, way.opposite()) {
                        Some(q) => cnf.add([!blank[t + 1][p], !d[k], blank[t][q]]),
                        None => cnf.add([!blank[t + 1][p], !d[k]]),
                    }
                }
                // No move undoes the one before.
                if options.ban_reversals && t + 1 < m {
                    let undo = Direction::ALL
                        .iter()
                        .position(|&o| o == way.opposite())
                        .unwrap();
                    cnf.add([!d[k], Term::from(!dir[t + 1][undo])]);
                }
            }
            // Successor-state axioms of the tiles, and which moves go away from the goal.
            for n in 1..cells {
                let home = goal.position_of(n);
                for p in 0..cells {
                    let (now, next) = (tile[t][n][p], tile[t + 1][n][p]);
                    let neighbours: Vec<usize> = Direction::ALL
                        .iter()
                        .filter_map(|&way| source(size, p, way))
                        .collect();
                    // It stays unless the blank comes to it.
                    cnf.add([!now, blank[t + 1][p], next]);
                    // It is never where the blank is.
                    cnf.add([!next, !blank[t + 1][p]]);
                    // It was here or next door.
                    cnf.add(
                        [!next, now]
                            .into_iter()
                            .chain(neighbours.iter().map(|&q| tile[t][n][q])),
                    );
                    for &q in &neighbours {
                        // From q into the blank on p when the blank goes to q.
                        cnf.add([!tile[t][n][q], !blank[t + 1][q], !blank[t][p], next]);
                        // Having come from q, the blank was on p and went to q.
                        cnf.add([!next, !tile[t][n][q], blank[t][p]]);
                        cnf.add([!next, !tile[t][n][q], blank[t + 1][q]]);
                        if options.manhattan_counter {
                            let worse = tile_distance(size, p, home) > tile_distance(size, q, home);
                            let a = Term::from(away[t]);
                            cnf.add([!tile[t][n][q], !next, if worse { a } else { !a }]);
                        }
                    }
                }
            }
        }

        if options.manhattan_counter {
            let h = manhattan(start, goal);
            if m < h || (!options.at_most && (m - h) % 2 == 1) {
                cnf.add([]); // no solution of this length: the counter cannot balance
            } else {
                cnf.at_most_k(&away, (m - h) / 2, "count");
            }
        }

        Compact {
            cnf,
            moves: m,
            size,
            start: start.clone(),
            goal: goal.clone(),
            dir,
            stay,
        }
    }

    /// The moves of a model, replayed through the rules to the goal.
    pub fn decode(&self, model: &Model) -> Result<MoveSeq, SatError> {
        let mut moves = Vec::with_capacity(self.moves);
        for (t, step) in self.dir.iter().enumerate() {
            if self.stay.get(t).is_some_and(|&s| model.lit(s)) {
                break;
            }
            let k = step
                .iter()
                .position(|&l| model.lit(l))
                .ok_or_else(|| SatError::BadModel(format!("no move at step {t}")))?;
            moves.push(Direction::ALL[k]);
        }
        let moves = MoveSeq(moves);
        replay(&self.start, &self.goal, &moves)?;
        debug_assert_eq!(self.size, self.start.size());
        Ok(moves)
    }

    /// The formula with `plan`'s moves fixed (and, asked for at most M moves, the stays after
    /// it): a model of this is a model of the formula that spells the plan, which a solver
    /// finds by propagation alone.
    pub fn pinned(&self, plan: &MoveSeq) -> Cnf {
        let mut cnf = self.cnf.clone();
        for t in 0..self.moves {
            match plan.0.get(t) {
                Some(&way) => {
                    let k = Direction::ALL.iter().position(|&d| d == way);
                    cnf.add(k.map(|k| Term::from(self.dir[t][k])));
                }
                None => cnf.add(self.stay.get(t).map(|&s| Term::from(s))),
            }
        }
        cnf
    }

    /// Solves this formula: the solution's moves, or `None` if there is none.
    pub fn solve(&self, backend: &mut dyn SatBackend) -> Result<Option<MoveSeq>, SatError> {
        match backend.solve(&self.cnf)? {
            Some(model) => self.decode(&model).map(Some),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::{SatBackend, Varisat};
    use puzzlelab_rules::Goal;

    #[test]
    fn solves_a_short_board_exactly_at_its_length() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let start: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15".parse().unwrap();
        let formula = Compact::new(&start, &goal, 2, CompactOptions::default());
        assert_eq!(
            formula.solve(&mut Varisat).unwrap().unwrap().to_string(),
            "LL"
        );
        for m in [0, 1, 3] {
            let formula = Compact::new(&start, &goal, m, CompactOptions::default());
            assert!(formula.solve(&mut Varisat).unwrap().is_none(), "m = {m}");
        }
    }

    #[test]
    fn every_option_off_still_solves() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let start: Board = "1 2 3 4 0 6 7 5 8".parse().unwrap();
        let off = CompactOptions {
            prune: false,
            ban_reversals: false,
            manhattan_counter: false,
            at_most: false,
        };
        let two = Compact::new(&start, &goal, 2, off)
            .solve(&mut Varisat)
            .unwrap();
        assert_eq!(two.unwrap().to_string(), "UL");
        let moves = Compact::new(&start, &goal, 4, off)
            .solve(&mut Varisat)
            .unwrap();
        // Without the ban a 2-move solution pads to 4.
        assert_eq!(moves.unwrap().len(), 4);
    }

    #[test]
    fn at_most_m_moves_holds_every_shorter_solution() {
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let start: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15".parse().unwrap();
        let at_most = CompactOptions {
            at_most: true,
            ..CompactOptions::default()
        };
        // 2 moves are optimal: at most 5 finds them, at most 1 has none
        for m in [2, 3, 4, 5, 9] {
            let found = Compact::new(&start, &goal, m, at_most)
                .solve(&mut Varisat)
                .unwrap();
            assert_eq!(found.unwrap().to_string(), "LL", "at most {m}");
        }
        for m in [0, 1] {
            let formula = Compact::new(&start, &goal, m, at_most);
            assert!(
                formula.solve(&mut Varisat).unwrap().is_none(),
                "at most {m}"
            );
        }
        // a plan pinned: the model spells it
        let formula = Compact::new(&start, &goal, 4, at_most);
        let plan: MoveSeq = "LL".parse().unwrap();
        let model = Varisat.solve(&formula.pinned(&plan)).unwrap().unwrap();
        assert!(formula.cnf.is_satisfied_by(&model));
        assert_eq!(formula.decode(&model).unwrap(), plan);
        // the goal itself: zero moves, every step a stay
        let none = Compact::new(&goal, &goal, 3, at_most)
            .solve(&mut Varisat)
            .unwrap();
        assert_eq!(none.unwrap().len(), 0);
    }

    /// The certificate's argument on seeded 8-puzzles: with L the true distance (IDA*), at
    /// most L - 2 moves and L - 1 moves have no solution, at most L has one of exactly L.
    #[test]
    fn at_most_refutes_below_the_true_distance_and_solves_at_it() {
        use crate::search::Stats;
        use crate::sliding::{LinearConflict, SlidingIda};
        use rand::SeedableRng;
        let goal = Goal::Standard.board(Size::EIGHT);
        let at_most = CompactOptions {
            at_most: true,
            ..CompactOptions::default()
        };
        for seed in 0..12 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let start = puzzlelab_rules::shuffle::uniform(&mut rng, &goal);
            let mut stats = Stats::default();
            let ida = SlidingIda::new(&goal, LinearConflict::new(&goal)).without_pruning();
            let outcome = ida.solve(&start, &mut stats);
            let Some(length) = outcome.cost() else {
                continue; // the other half of the boards: unsolvable
            };
            let solve = |m: usize| {
                Compact::new(&start, &goal, m, at_most)
                    .solve(&mut Varisat)
                    .unwrap()
            };
            assert_eq!(solve(length).map(|p| p.len()), Some(length), "{start}");
            for shorter in [length.saturating_sub(2), length.saturating_sub(1)] {
                if shorter < length {
                    assert_eq!(solve(shorter), None, "{start} in at most {shorter}");
                }
            }
        }
    }
}
