//! Checking a SAT solver's "no": a DRAT proof of unsatisfiability, checked without trusting the
//! solver that wrote it.
//!
//! A proof is a list of clauses the solver learned (and `d` lines for clauses it deleted),
//! ending with the empty clause. Each learned clause must *follow* from the clauses so far: put
//! the negation of each of its literals on the board and propagate the unit clauses; if that
//! reaches a conflict, the clause is implied (a *reverse unit propagation*, RUP). A clause that
//! is not RUP may still be a *resolution asymmetric tautology* (RAT) on its first literal `p`:
//! every resolvent with a clause holding `-p` is RUP. Once the empty clause is implied, the
//! formula has no model: that is what "no solution of M moves" rests on.
//!
//! The checker works forwards, clause by clause, with two watched literals per clause, and keeps
//! what the clauses force by themselves (the top level) from one lemma to the next: small
//! enough to read in one sitting, which is the point of a certificate.

use std::collections::HashMap;

use thiserror::Error;

use crate::clock::Deadline;

/// What a proof that checked held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checked {
    /// Clauses added and checked (the empty clause included).
    pub lemmas: usize,
    /// Of those, the ones that needed the RAT check.
    pub rat: usize,
    /// Clauses deleted.
    pub deletions: usize,
}

/// Why a proof was refused.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ProofError {
    /// A line that is not a clause: numbers ending in 0, `d` before a deletion.
    #[error("proof line {line}: {message}")]
    Malformed {
        /// The proof's line (from 1).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A learned clause that does not follow from the clauses before it.
    #[error("proof line {line}: the clause {clause:?} does not follow from the clauses before it (neither RUP nor RAT)")]
    NotImplied {
        /// The proof's line (from 1).
        line: usize,
        /// The clause, in DIMACS numbers.
        clause: Vec<i32>,
    },
    /// The proof never reaches the empty clause.
    #[error("the proof ends without the empty clause: it does not refute the formula")]
    NoEmptyClause,
    /// The time given ran out before the proof was checked to its end.
    #[error("the time limit came at proof line {line}: checked so far, not to the end")]
    OutOfTime {
        /// The proof's line it had reached.
        line: usize,
    },
}

/// The clause database with its watches, and the assignment the clauses force by themselves
/// (the *top level*): `trail[..top]`, with the clause that forced each literal. A lemma is
/// checked by propagating its negation on top of that and undoing back to it; the top level is
/// built again only when a clause it rests on is deleted.
struct Database {
    clauses: Vec<Vec<i32>>,
    alive: Vec<bool>,
    units: Vec<usize>,
    /// For each literal, the clauses watching it, each with a *blocker*: another of its
    /// literals, which when true makes the clause satisfied without reading it.
    watches: Vec<Vec<(usize, i32)>>,
    /// The clauses alive by a hash of their sorted literals, for finding the one a deletion
    /// names.
    by_literals: HashMap<u64, Vec<usize>>,
    value: Vec<i8>,
    reason: Vec<Option<usize>>,
    trail: Vec<i32>,
    /// The top level's length, and how much of it has been propagated.
    top: usize,
    propagated: usize,
    /// The clauses alone propagate to a conflict: every clause follows from them.
    refuted: bool,
    /// A clause a top-level literal rests on was deleted: build the top level again.
    stale: bool,
}

/// A hash of a clause's literals that does not depend on their order.
fn literals_hash(clause: &[i32]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut sorted = clause.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    sorted.hash(&mut hasher);
    hasher.finish()
}

/// The index of literal `lit` in the watch lists.
fn code(lit: i32) -> usize {
    2 * lit.unsigned_abs() as usize + usize::from(lit < 0)
}

impl Database {
    fn new(vars: usize) -> Database {
        Database {
            clauses: Vec::new(),
            alive: Vec::new(),
            units: Vec::new(),
            watches: vec![Vec::new(); 2 * vars + 2],
            by_literals: HashMap::new(),
            value: vec![0; vars + 1],
            reason: vec![None; vars + 1],
            trail: Vec::new(),
            top: 0,
            propagated: 0,
            refuted: false,
            stale: false,
        }
    }

    fn grow(&mut self, lit: i32) {
        let var = lit.unsigned_abs() as usize;
        if var >= self.value.len() {
            self.value.resize(var + 1, 0);
            self.reason.resize(var + 1, None);
            self.watches.resize(2 * var + 2, Vec::new());
        }
    }

    /// Adds a clause and lets the top level take in what it forces.
    fn add(&mut self, mut clause: Vec<i32>) {
        for &lit in &clause {
            self.grow(lit);
        }
        let id = self.clauses.len();
        self.by_literals
            .entry(literals_hash(&clause))
            .or_default()
            .push(id);
        // the literals not false at the top level go first: they are the ones to watch
        clause.sort_by_key(|&lit| self.truth(lit) == -1);
        let open = clause.iter().filter(|&&lit| self.truth(lit) != -1).count();
        match clause.len() {
            0 => {}
            1 => self.units.push(id),
            _ => {
                self.watches[code(clause[0])].push((id, clause[1]));
                self.watches[code(clause[1])].push((id, clause[0]));
            }
        }
        let first = clause.first().copied();
        self.clauses.push(clause);
        self.alive.push(true);
        match (open, first) {
            (0, _) | (_, None) => self.refuted = true,
            (1, Some(lit)) if self.truth(lit) == 1 && self.clauses[id].len() == 1 => {
                // the unit now rests on itself rather than on the clauses that forced it
                self.reason[lit.unsigned_abs() as usize] = Some(id);
            }
            (1, Some(lit)) if self.truth(lit) == 0 => {
                self.assign(lit, Some(id));
                self.settle();
            }
            _ => {}
        }
    }

    fn delete(&mut self, clause: &[i32]) -> bool {
        let mut sorted = clause.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let Some(ids) = self.by_literals.get_mut(&literals_hash(clause)) else {
            return false;
        };
        let same = |id: &usize| {
            let mut theirs = self.clauses[*id].clone();
            theirs.sort_unstable();
            theirs.dedup();
            theirs == sorted
        };
        let Some(k) = ids.iter().rposition(same) else {
            return false;
        };
        let id = ids.swap_remove(k);
        self.alive[id] = false;
        // its literals are no longer needed: a watch of a dead clause is dropped unread
        self.clauses[id] = Vec::new();
        let rests_on_it = |&lit: &i32| {
            self.truth(lit) == 1 && self.reason[lit.unsigned_abs() as usize] == Some(id)
        };
        if clause.iter().any(rests_on_it) {
            self.stale = true;
        }
        true
    }

    fn truth(&self, lit: i32) -> i8 {
        let v = self.value[lit.unsigned_abs() as usize];
        if lit > 0 {
            v
        } else {
            -v
        }
    }

    /// Makes `lit` true because of clause `reason`; false when it already is false (a
    /// conflict).
    fn assign(&mut self, lit: i32, reason: Option<usize>) -> bool {
        match self.truth(lit) {
            1 => true,
            -1 => false,
            _ => {
                let var = lit.unsigned_abs() as usize;
                self.value[var] = if lit > 0 { 1 } else { -1 };
                self.reason[var] = reason;
                self.trail.push(lit);
                true
            }
        }
    }

    /// Undoes every assignment after the first `keep`.
    fn undo_to(&mut self, keep: usize) {
        for lit in self.trail.drain(keep..) {
            self.value[lit.unsigned_abs() as usize] = 0;
        }
    }

    /// Propagates the trail from `next` on; true on a conflict.
    fn propagate_from(&mut self, mut next: usize) -> bool {
        while next < self.trail.len() {
            let falsified = -self.trail[next];
            next += 1;
            if self.propagate(falsified) {
                return true;
            }
        }
        false
    }

    /// Propagates the top level to its end, after a clause was added.
    fn settle(&mut self) {
        if self.propagate_from(self.propagated) {
            self.refuted = true;
        }
        self.top = self.trail.len();
        self.propagated = self.top;
    }

    /// Builds the top level again from the unit clauses alive, after a deletion it rested on.
    fn rebuild(&mut self) {
        self.undo_to(0);
        self.refuted = self
            .clauses
            .iter()
            .zip(&self.alive)
            .any(|(c, &alive)| alive && c.is_empty());
        let units: Vec<usize> = self
            .units
            .iter()
            .copied()
            .filter(|&id| self.alive[id])
            .collect();
        for id in units {
            if !self.assign(self.clauses[id][0], Some(id)) {
                self.refuted = true;
            }
        }
        self.propagated = 0;
        self.settle();
        self.stale = false;
    }

    /// Whether assuming the negation of `clause` and propagating reaches a conflict: the
    /// clause follows by reverse unit propagation.
    fn implies(&mut self, clause: &[i32]) -> bool {
        for &lit in clause {
            self.grow(lit);
        }
        if self.stale {
            self.rebuild();
        }
        if self.refuted {
            return true;
        }
        let conflict =
            clause.iter().any(|&lit| !self.assign(-lit, None)) || self.propagate_from(self.top);
        self.undo_to(self.top);
        conflict
    }

    /// Visits the clauses watching `lit`, which just became false; true on a conflict.
    fn propagate(&mut self, lit: i32) -> bool {
        let list = std::mem::take(&mut self.watches[code(lit)]);
        let mut kept = Vec::with_capacity(list.len());
        let mut conflict = false;
        for (k, &(id, blocker)) in list.iter().enumerate() {
            if conflict {
                kept.extend_from_slice(&list[k..]);
                break;
            }
            if self.truth(blocker) == 1 {
                kept.push((id, blocker)); // satisfied: nothing to do
                continue;
            }
            if !self.alive[id] {
                continue;
            }
            let clause = &mut self.clauses[id];
            if clause[0] == lit {
                clause.swap(0, 1);
            }
            let other = clause[0];
            let value = |l: i32| {
                let v = self.value[l.unsigned_abs() as usize];
                if l > 0 {
                    v
                } else {
                    -v
                }
            };
            if value(other) == 1 {
                kept.push((id, other));
                continue;
            }
            let replacement = (2..clause.len()).find(|&i| value(clause[i]) != -1);
            if let Some(i) = replacement {
                clause.swap(1, i);
                let watched = clause[1];
                self.watches[code(watched)].push((id, other));
                continue;
            }
            kept.push((id, other));
            if !self.assign(other, Some(id)) {
                conflict = true;
            }
        }
        self.watches[code(lit)].extend(kept);
        conflict
    }

    /// Whether `clause` is a resolution asymmetric tautology on its first literal.
    fn rat(&mut self, clause: &[i32]) -> bool {
        let Some(&pivot) = clause.first() else {
            return false;
        };
        let partners: Vec<usize> = (0..self.clauses.len())
            .filter(|&id| self.alive[id] && self.clauses[id].contains(&-pivot))
            .collect();
        partners.into_iter().all(|id| {
            let mut resolvent: Vec<i32> = clause.to_vec();
            resolvent.extend(self.clauses[id].iter().filter(|&&l| l != -pivot));
            resolvent.sort_unstable();
            resolvent.dedup();
            // a resolvent with a literal and its negation is true anyway
            resolvent.windows(2).any(|w| w[0] == -w[1]) || self.implies(&resolvent)
        })
    }
}

/// The clauses of a DIMACS-style text: numbers, each clause ending in `0`; `d` starts a
/// deletion; blank lines and `c` comments are skipped. Yields `(line, deleted, clause)`.
fn lines(text: &str) -> impl Iterator<Item = Result<(usize, bool, Vec<i32>), ProofError>> + '_ {
    text.lines().enumerate().filter_map(|(k, raw)| {
        let line = k + 1;
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('c') || raw.starts_with('p') {
            return None;
        }
        let (deleted, rest) = match raw.strip_prefix('d') {
            Some(rest) => (true, rest),
            None => (false, raw),
        };
        let numbers: Result<Vec<i32>, _> = rest.split_whitespace().map(str::parse).collect();
        Some(match numbers {
            Ok(mut numbers) if numbers.last() == Some(&0) => {
                numbers.pop();
                if numbers.contains(&0) {
                    Err(ProofError::Malformed {
                        line,
                        message: "a 0 inside a clause".into(),
                    })
                } else {
                    Ok((line, deleted, numbers))
                }
            }
            Ok(_) => Err(ProofError::Malformed {
                line,
                message: "a clause must end in 0".into(),
            }),
            Err(_) => Err(ProofError::Malformed {
                line,
                message: format!("{raw:?} is not a clause"),
            }),
        })
    })
}

/// The clauses of a DIMACS formula (`p cnf V C` and `c` lines skipped).
pub fn parse_dimacs(text: &str) -> Result<Vec<Vec<i32>>, ProofError> {
    lines(text)
        .map(|r| {
            r.and_then(|(line, deleted, clause)| {
                if deleted {
                    Err(ProofError::Malformed {
                        line,
                        message: "a formula deletes nothing".into(),
                    })
                } else {
                    Ok(clause)
                }
            })
        })
        .collect()
}

/// Checks that the DRAT `proof` refutes `formula`: every clause it adds follows from the
/// clauses before it, and it reaches the empty clause.
///
/// ```
/// use puzzlelab_solvers::sat::drat::{check, ProofError};
/// // x and y, not x or not y, x or not y, not x or y: no model
/// let formula = vec![vec![1, 2], vec![-1, -2], vec![1, -2], vec![-1, 2]];
/// assert!(check(&formula, "1 0\n0\n").is_ok());
/// assert_eq!(check(&formula, "1 0\n"), Err(ProofError::NoEmptyClause));
/// assert!(matches!(check(&formula[..3], "-1 0\n0\n"), Err(ProofError::NotImplied { line: 1, .. })));
/// // without the last clause, x still follows but the empty clause does not
/// assert!(matches!(check(&formula[..3], "1 0\n0\n"), Err(ProofError::NotImplied { line: 2, .. })));
/// ```
pub fn check(formula: &[Vec<i32>], proof: &str) -> Result<Checked, ProofError> {
    check_until(formula, proof, None)
}

/// [`check`], stopped with [`ProofError::OutOfTime`] once `deadline` (if any) has passed.
pub fn check_until(
    formula: &[Vec<i32>],
    proof: &str,
    deadline: Option<Deadline>,
) -> Result<Checked, ProofError> {
    let vars = formula
        .iter()
        .flatten()
        .map(|l| l.unsigned_abs() as usize)
        .max()
        .unwrap_or(0);
    let mut db = Database::new(vars);
    for clause in formula {
        if clause.is_empty() {
            return Ok(Checked::default()); // the formula holds the empty clause itself
        }
        db.add(clause.clone());
    }
    let mut checked = Checked::default();
    for step in lines(proof) {
        let (line, deleted, clause) = step?;
        if deleted {
            // deleting a clause the formula never had is harmless: it weakens nothing
            if db.delete(&clause) {
                checked.deletions += 1;
            }
            continue;
        }
        checked.lemmas += 1;
        let late = |deadline: Deadline| checked.lemmas % 1024 == 0 && deadline.passed();
        if deadline.is_some_and(late) {
            return Err(ProofError::OutOfTime { line });
        }
        if !db.implies(&clause) {
            if db.rat(&clause) {
                checked.rat += 1;
            } else {
                return Err(ProofError::NotImplied { line, clause });
            }
        }
        if clause.is_empty() {
            return Ok(checked);
        }
        db.add(clause);
    }
    Err(ProofError::NoEmptyClause)
}

/// Whether `model` (literals true in it) satisfies every clause of `formula`; the first clause
/// it falsifies otherwise.
pub fn satisfies(formula: &[Vec<i32>], model: &[i32]) -> Result<(), Vec<i32>> {
    let truth: std::collections::HashSet<i32> = model.iter().copied().collect();
    match formula
        .iter()
        .find(|clause| !clause.iter().any(|l| truth.contains(l)))
    {
        Some(clause) => Err(clause.clone()),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::backend::{SatBackend, Varisat};
    use crate::sat::optimal::{formula, Encoding};
    use puzzlelab_rules::{Board, Goal};

    /// The compact formula of `board` at `moves`, as DIMACS clauses, and varisat's answer.
    fn solved(board: &str, moves: usize) -> (Vec<Vec<i32>>, Option<Vec<i32>>, String) {
        let start: Board = board.parse().unwrap();
        let goal = Goal::Standard.board(start.size());
        let f = formula(&start, &goal, moves, Encoding::default());
        let clauses: Vec<Vec<i32>> = f.cnf().dimacs_clauses();
        let (model, proof) = Varisat.solve_with_proof(f.cnf()).unwrap();
        let model = model.map(|m| m.to_dimacs());
        (clauses, model, proof)
    }

    /// The 8-puzzle two moves out has no solution of 0 moves (parity makes 1 impossible):
    /// varisat's refutation checks, and its model at 2 moves satisfies the formula.
    #[test]
    fn varisat_proofs_check_and_its_models_satisfy() {
        for board in [
            "1 2 3 4 5 6 0 7 8",
            "4 1 3 7 2 6 0 5 8",
            "1 2 3 0 4 6 7 5 8",
        ] {
            let start: Board = board.parse().unwrap();
            let goal = Goal::Standard.board(start.size());
            let optimal = crate::sat::optimal::prove(
                &start,
                &goal,
                Encoding::default(),
                &mut Varisat,
                &mut |_| {},
            )
            .unwrap()
            .moves
            .len();
            let (clauses, model, proof) = solved(board, optimal - 2);
            assert!(model.is_none(), "{board} at {}", optimal - 2);
            let checked = check(&clauses, &proof).unwrap_or_else(|e| panic!("{board}: {e}"));
            assert!(
                checked.lemmas >= 1 || clauses.iter().any(Vec::is_empty),
                "{board}"
            );
            let (clauses, model, _) = solved(board, optimal);
            assert_eq!(satisfies(&clauses, &model.unwrap()), Ok(()));
        }
    }

    #[test]
    fn a_tampered_proof_or_model_is_refused_naming_what_failed() {
        let (clauses, _, proof) = solved("8 1 3 4 0 2 7 6 5", 12);
        assert!(!clauses.iter().any(Vec::is_empty));
        assert!(check(&clauses, &proof).is_ok());
        // the empty clause taken away: no refutation
        let cut: String = proof
            .lines()
            .filter(|l| l.trim() != "0")
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(check(&clauses, &cut), Err(ProofError::NoEmptyClause));
        // a lemma that does not follow: the negation of a unit the formula forces
        let forced = clauses
            .iter()
            .find(|c| c.len() == 1)
            .expect("the start is pinned")[0];
        let wrong = format!("{} 0\n{proof}", -forced);
        assert!(matches!(
            check(&clauses, &wrong),
            Err(ProofError::NotImplied { line: 1, .. })
        ));
        // a clause of the formula dropped: the proof no longer follows from it
        let fewer: Vec<Vec<i32>> = clauses.iter().filter(|c| c.len() != 1).cloned().collect();
        assert!(check(&fewer, &proof).is_err());
        // a model with a literal flipped falsifies a clause
        let (clauses, model, _) = solved("8 1 3 4 0 2 7 6 5", 14);
        let mut model = model.unwrap();
        let on = model
            .iter()
            .position(|&l| l > 0)
            .expect("a variable is true");
        model[on] = -model[on];
        assert!(satisfies(&clauses, &model).is_err());
        // garbage is named with its line
        assert!(matches!(
            check(&clauses, "1 2\n"),
            Err(ProofError::Malformed { line: 1, .. })
        ));
    }
}
