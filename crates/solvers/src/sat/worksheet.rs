//! The worksheet's encoding ("Solving the 15-puzzle", Curtis Bright), faithfully, on any board.
//!
//! `S[i,j,n,t]` says "square (i,j) holds tile n after t moves"; rows `i` and columns `j` count
//! from 1, tiles `n` from 1 to the number of cells, the last of which stands for the blank (16
//! on the 4x4 board). The formula is the worksheet's four families of constraints, each a
//! function below with the worksheet's name, turned into CNF.
//!
//! Two kinds of helper (Tseitin) variables are added, both used in one direction only because
//! their formulas occur only positively:
//! - `slide[i,j<-k,l,t]`: the tile on (k,l) slides into the blank on (i,j) at time t (one per
//!   square and neighbour and step, for `oneAdjacentTileMoved`'s disjunction);
//! - `solved[t]`: the board is solved at time t (for `endingConstraints`' disjunction).
//!
//! The worksheet's loop tries M = 5, 10, 15, ... with the board solved at some step from M-4
//! to M, and takes the first solved step of the first model. **That answer is not optimal in
//! general**: the solver may reach the goal first at any step of the window. [`tighten`] is the
//! fix: this encoding lets a solution be padded (slide a tile away and back), so "no solution
//! ending exactly at L-2" proves that none is shorter than L.

use crate::clock::Stopwatch;

use puzzlelab_rules::{Board, Lang, MoveSeq};

use super::backend::SatBackend;
use super::cnf::{Cnf, Lit, Model};
use super::messages::Messages;
use super::{moves_between, SatError};

/// The worksheet's formula for a start, a goal and a window of end steps.
#[derive(Clone, Debug)]
pub struct Worksheet {
    /// The CNF.
    pub cnf: Cnf,
    /// How many constraints the worksheet itself counts (`nops([allConstraints])`): one per
    /// formula it generates, before any translation to clauses.
    pub constraints: usize,
    /// How many `S` variables there are (the worksheet's `indets`), Tseitin ones not counted.
    pub variables: usize,
    /// The last time step, M.
    pub moves: usize,
    height: usize,
    width: usize,
    goal: Board,
}

impl Worksheet {
    /// The worksheet's `allConstraints` for `start` reaching `goal` at some step from `first`
    /// to `last` (the worksheet's `endingConstraints(M-4, M)` is `first = M-4, last = M`).
    pub fn new(start: &Board, goal: &Board, first: usize, last: usize) -> Worksheet {
        let (height, width) = (start.height(), start.width());
        let tiles = start.cells();
        let mut w = Worksheet {
            cnf: Cnf::new(),
            constraints: 0,
            variables: 0,
            moves: last,
            height,
            width,
            goal: goal.clone(),
        };
        for t in 0..=last {
            for i in 1..=height {
                for j in 1..=width {
                    for n in 1..=tiles {
                        w.cnf.new_var(format!("S[{i},{j},{n},{t}]"));
                    }
                }
            }
        }
        w.variables = w.cnf.num_vars();
        w.no_square_has_two_tiles(last);
        w.static_transition_constraints(last);
        w.slide_transition_constraints(last);
        w.starting_constraint(start);
        w.ending_constraints(first, last);
        w
    }

    /// `S[i,j,n,t]`: square (i,j) holds tile n after t moves (all from 1 but t).
    pub fn s(&self, i: usize, j: usize, n: usize, t: usize) -> Lit {
        let tiles = self.height * self.width;
        let index = ((t * self.height + (i - 1)) * self.width + (j - 1)) * tiles + (n - 1);
        Lit::from_dimacs(index as i32 + 1)
    }

    /// The worksheet's tile number of a board's tile: the blank (0) is the last number.
    fn number(&self, tile: usize) -> usize {
        if tile == 0 {
            self.height * self.width
        } else {
            tile
        }
    }

    /// The worksheet's `adjacent(i, j)`: the squares next to (i,j).
    fn adjacent(&self, i: usize, j: usize) -> Vec<(usize, usize)> {
        let mut squares = Vec::with_capacity(4);
        if i > 1 {
            squares.push((i - 1, j));
        }
        if i < self.height {
            squares.push((i + 1, j));
        }
        if j > 1 {
            squares.push((i, j - 1));
        }
        if j < self.width {
            squares.push((i, j + 1));
        }
        squares
    }

    fn squares(&self) -> Vec<(usize, usize)> {
        let (h, w) = (self.height, self.width);
        (1..=h).flat_map(|i| (1..=w).map(move |j| (i, j))).collect()
    }

    /// `noSquareHasTwoTiles(M)`: `¬S[i,j,n,t] ∨ ¬S[i,j,m,t]` for every square, time and pair
    /// of tiles n < m. Already clauses.
    fn no_square_has_two_tiles(&mut self, m: usize) {
        let tiles = self.height * self.width;
        for t in 0..=m {
            for (i, j) in self.squares() {
                for n in 1..=tiles {
                    for k in n + 1..=tiles {
                        let clause = [!self.s(i, j, n, t), !self.s(i, j, k, t)];
                        self.cnf.add_lits(&clause);
                        self.constraints += 1;
                    }
                }
            }
        }
    }

    /// `doesNotChange` and `swapSquares(i,j,k,l,t)` as clauses: for every tile n,
    /// `S[i,j,n,t] ↔ S[k,l,n,t+1]`, each clause extended by `guard` (the negated premise).
    fn swap_squares(
        &mut self,
        guard: &[Lit],
        (i, j): (usize, usize),
        (k, l): (usize, usize),
        t: usize,
    ) {
        let tiles = self.height * self.width;
        for n in 1..=tiles {
            let (now, next) = (self.s(i, j, n, t), self.s(k, l, n, t + 1));
            let mut forward = guard.to_vec();
            forward.extend([!now, next]);
            self.cnf.add_lits(&forward);
            let mut backward = guard.to_vec();
            backward.extend([now, !next]);
            self.cnf.add_lits(&backward);
        }
    }

    /// `staticTransitionConstraints(M)`: `notEqualOrAdjacentToBlank(i,j,t) ⇒
    /// doesNotChange(i,j,t)`. The premise is a conjunction of negated `S[.,.,blank,t]`, so each
    /// clause of `doesNotChange` gets the blank literals of (i,j) and its neighbours: no Tseitin
    /// variable needed.
    fn static_transition_constraints(&mut self, m: usize) {
        let blank = self.height * self.width;
        for t in 0..m {
            for (i, j) in self.squares() {
                let mut guard = vec![self.s(i, j, blank, t)];
                guard.extend(
                    self.adjacent(i, j)
                        .iter()
                        .map(|&(x, y)| self.s(x, y, blank, t)),
                );
                self.swap_squares(&guard, (i, j), (i, j), t);
                self.constraints += 1;
            }
        }
    }

    /// `slideTransitionConstraints(M)`: `equalToBlank(i,j,t) ⇒ oneAdjacentTileMoved(i,j,t)`.
    /// The disjunction over the neighbours x gets one Tseitin variable `slide[i,j<-x,t]` each:
    /// `¬S[i,j,blank,t] ∨ ⋁ slide[...]`, and `slide ⇒ swapSquares(x, (i,j), t) ∧ doesNotChange(y, t)`
    /// for the other neighbours y.
    fn slide_transition_constraints(&mut self, m: usize) {
        let blank = self.height * self.width;
        for t in 0..m {
            for (i, j) in self.squares() {
                let adjacent = self.adjacent(i, j);
                let mut choice = vec![!self.s(i, j, blank, t)];
                for &x in &adjacent {
                    let slide = self
                        .cnf
                        .new_var(format!("slide[{i},{j}<-{},{},{t}]", x.0, x.1));
                    choice.push(slide);
                    self.swap_squares(&[!slide], x, (i, j), t);
                    for &y in adjacent.iter().filter(|&&y| y != x) {
                        self.swap_squares(&[!slide], y, y, t);
                    }
                }
                self.cnf.add_lits(&choice);
                self.constraints += 1;
            }
        }
    }

    /// `startingConstraint`: every `S[i,j,start[i,j],0]` true (unit clauses).
    fn starting_constraint(&mut self, start: &Board) {
        for (i, j) in self.squares() {
            let n = self.number(start.tile((i - 1) * self.width + (j - 1)));
            let lit = self.s(i, j, n, 0);
            self.cnf.add_lits(&[lit]);
        }
        self.constraints += 1;
    }

    /// `endingConstraints(N, M)`: `boardSolved(N) ∨ ... ∨ boardSolved(M)`, with a Tseitin
    /// variable `solved[t] ⇒ boardSolved(t)` per step.
    fn ending_constraints(&mut self, first: usize, last: usize) {
        let mut choice = Vec::new();
        for t in first..=last {
            let solved = self.cnf.new_var(format!("solved[{t}]"));
            choice.push(solved);
            for (i, j) in self.squares() {
                let n = self.number(self.goal.tile((i - 1) * self.width + (j - 1)));
                let lit = self.s(i, j, n, t);
                self.cnf.add_lits(&[!solved, lit]);
            }
        }
        self.cnf.add_lits(&choice);
        self.constraints += 1;
    }

    /// The board after t moves as the model says (the worksheet's `digits[.,.,t]`), or `None`
    /// if the true variables do not make a board at that step (possible after the goal).
    pub(crate) fn board_at(&self, model: &Model, t: usize) -> Option<Board> {
        let tiles = self.height * self.width;
        let mut cells = Vec::with_capacity(tiles);
        for (i, j) in self.squares() {
            let n = (1..=tiles).find(|&n| model.lit(self.s(i, j, n, t)))?;
            cells.push(if n == tiles { 0 } else { n });
        }
        Board::new(self.goal.size(), cells).ok()
    }

    /// The solution in the model: boards up to the first solved step (the worksheet's
    /// `numMoves`: "once a solved state is reached any additional moves are irrelevant"),
    /// turned into moves and checked move by move.
    pub fn decode(&self, model: &Model) -> Result<MoveSeq, SatError> {
        let mut boards = Vec::new();
        for t in 0..=self.moves {
            let board = self
                .board_at(model, t)
                .ok_or_else(|| SatError::BadModel(format!("no board at step {t}")))?;
            let solved = board == self.goal;
            boards.push(board);
            if solved {
                return moves_between(&boards);
            }
        }
        Err(SatError::BadModel(
            "the model never reaches the goal".into(),
        ))
    }

    /// Solves this formula: the solution's moves, or `None` if there is none.
    pub fn solve(&self, backend: &mut dyn SatBackend) -> Result<Option<MoveSeq>, SatError> {
        match backend.solve(&self.cnf)? {
            Some(model) => self.decode(&model).map(Some),
            None => Ok(None),
        }
    }
}

/// One round of the worksheet's loop.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopStep {
    /// M: at most this many moves.
    pub moves: usize,
    /// The worksheet's constraint count.
    pub constraints: usize,
    /// The worksheet's variable count (`S` only).
    pub variables: usize,
    /// Clauses of the CNF.
    pub clauses: usize,
    /// Variables of the CNF, Tseitin ones included.
    pub cnf_variables: usize,
    /// Whether a solution was found.
    pub found: bool,
    /// Wall-clock seconds of the solve (the worksheet's `time[real]`).
    pub seconds: f64,
}

/// What the worksheet's loop found.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopResult {
    /// Every round, in order.
    pub steps: Vec<LoopStep>,
    /// The moves of the first solution found (cut at its first solved step).
    pub solution: Option<MoveSeq>,
    /// The largest M whose round found nothing: no solution of M moves or fewer exists
    /// (a shorter one would be padded into the window).
    pub refuted: Option<usize>,
}

impl LoopResult {
    /// Whether the loop itself proves the solution optimal: only when its length L has
    /// L-2 ≤ the largest refuted M (a solution's length has a fixed parity, so L-1 cannot be).
    pub fn proven_optimal(&self) -> bool {
        match &self.solution {
            None => false,
            Some(moves) => moves.len() < 2 || self.refuted.is_some_and(|r| r + 2 >= moves.len()),
        }
    }

    /// The verdict in words, saying plainly whether the length is proven optimal.
    pub fn verdict(&self, lang: Lang) -> String {
        let words = Messages::new(lang);
        match &self.solution {
            None => words.no_solution().to_string(),
            Some(moves) if self.proven_optimal() => words.proven_optimal(moves.len(), self.refuted),
            Some(moves) => words.not_proven_optimal(moves.len(), self.refuted),
        }
    }
}

/// What the worksheet's loop and its fix report as they go: the worksheet's own lines, and
/// the fix's. [`Said::text`] words them in either language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Said {
    /// A round's formula is generated and about to be solved (the worksheet's first line).
    Searching {
        /// M: at most this many moves.
        moves: usize,
        /// The worksheet's constraint count.
        constraints: usize,
        /// The worksheet's variable count.
        variables: usize,
    },
    /// A round's answer (the worksheet's second line).
    Round {
        /// M.
        moves: usize,
        /// Whether a solution was found.
        found: bool,
        /// Wall-clock seconds of the solve.
        seconds: f64,
    },
    /// The fix asked for a solution ending exactly at `step`.
    Shorter {
        /// The step the end was fixed at.
        step: usize,
        /// Wall-clock seconds of the solve.
        seconds: f64,
        /// The length of the solution found; `None` when there is none.
        found: Option<usize>,
        /// The best length known before this question.
        best: usize,
    },
}

impl Said {
    /// The line in `lang`; in English, the worksheet's own words.
    pub fn text(&self, lang: Lang) -> String {
        self.text_timed(lang, true)
    }

    /// The line in `lang`, with the seconds a solve took when `timed` (a slide that must read
    /// the same on every machine leaves them out).
    pub fn text_timed(&self, lang: Lang, timed: bool) -> String {
        let words = Messages::new(lang);
        let took = |seconds: f64| timed.then_some(seconds);
        match *self {
            Said::Searching {
                moves,
                constraints,
                variables,
            } => words.searching(moves, constraints, variables),
            Said::Round {
                moves,
                found,
                seconds,
            } => words.round(moves, found, took(seconds)),
            Said::Shorter {
                step,
                seconds,
                found,
                best,
            } => words.shorter(step, found, best, took(seconds)),
        }
    }
}

/// The worksheet's search: M = 5, 10, 15, ... up to `max_moves`, each round printing the
/// worksheet's two lines through `say`, and stopping at the first solution.
pub fn worksheet_loop(
    start: &Board,
    goal: &Board,
    backend: &mut dyn SatBackend,
    max_moves: usize,
    say: &mut dyn FnMut(Said),
) -> Result<LoopResult, SatError> {
    let mut result = LoopResult {
        steps: Vec::new(),
        solution: None,
        refuted: None,
    };
    let mut m = 5;
    while result.solution.is_none() && m <= max_moves {
        let formula = Worksheet::new(start, goal, m.saturating_sub(4), m);
        say(Said::Searching {
            moves: m,
            constraints: formula.constraints,
            variables: formula.variables,
        });
        let clock = Stopwatch::start();
        let solution = formula.solve(backend)?;
        let seconds = clock.elapsed().as_secs_f64();
        let found = solution.is_some();
        say(Said::Round {
            moves: m,
            found,
            seconds,
        });
        if !found {
            result.refuted = Some(m);
        }
        result.steps.push(LoopStep {
            moves: m,
            constraints: formula.constraints,
            variables: formula.variables,
            clauses: formula.cnf.num_clauses(),
            cnf_variables: formula.cnf.num_vars(),
            found,
            seconds,
        });
        result.solution = solution;
        m += 5;
    }
    Ok(result)
}

/// The fix for the loop's answer: while a solution ending exactly at L-2 exists, take it;
/// when none does, L is optimal, because this encoding pads any shorter solution (slide a
/// tile away and back) into one of exactly L-2 moves. Says each step through `say`.
/// Returns the optimal moves.
pub fn tighten(
    start: &Board,
    goal: &Board,
    found: MoveSeq,
    backend: &mut dyn SatBackend,
    say: &mut dyn FnMut(Said),
) -> Result<MoveSeq, SatError> {
    let mut best = found;
    while best.len() >= 2 {
        let shorter = best.len() - 2;
        let formula = Worksheet::new(start, goal, shorter, shorter);
        let clock = Stopwatch::start();
        let answer = formula.solve(backend)?;
        let seconds = clock.elapsed().as_secs_f64();
        say(Said::Shorter {
            step: shorter,
            seconds,
            found: answer.as_ref().map(MoveSeq::len),
            best: best.len(),
        });
        match answer {
            Some(moves) => best = moves,
            None => break,
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::Varisat;
    use puzzlelab_rules::{Goal, Size};

    #[test]
    fn counts_match_the_worksheet_formulas() {
        let start: Board = puzzlelab_rules::lessons::WORKSHEET.parse().unwrap();
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let w = Worksheet::new(&start, &goal, 1, 5);
        // 16 squares x C(16,2) pairs x 6 steps, 16 + 16 transitions x 5 steps, start, end.
        assert_eq!(w.constraints, 16 * 120 * 6 + 32 * 5 + 2);
        assert_eq!(w.variables, 16 * 16 * 6);
        assert_eq!(w.s(1, 1, 1, 0).to_dimacs(), 1);
        assert_eq!(w.cnf.name(w.s(4, 4, 16, 5).var()), "S[4,4,16,5]");
    }

    #[test]
    fn an_eight_puzzle_in_two_moves() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let start: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
        let moves = Worksheet::new(&start, &goal, 2, 2)
            .solve(&mut Varisat)
            .unwrap()
            .unwrap();
        assert_eq!(moves.to_string(), "LL");
        assert!(Worksheet::new(&start, &goal, 0, 0)
            .solve(&mut Varisat)
            .unwrap()
            .is_none());
    }
}
