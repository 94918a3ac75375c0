//! Formulas in conjunctive normal form: variables with names, literals, clauses, models.
//!
//! An encoding asks the [`Cnf`] for a fresh variable (with a name such as `S[1,2,16,3]`, so a
//! student can read the DIMACS file) and adds clauses made of [`Term`]s. A term may be a
//! constant: an encoding that leaves out a variable it knows to be false (a tile that cannot be
//! on a square at that time) writes `Term::FALSE`, and the clause simplifies itself.

use std::fmt;
use std::ops::Not;

/// A literal: a variable (numbered from 1, as in DIMACS) or its negation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lit(i32);

impl Lit {
    /// The literal of DIMACS number `n` (`3` is variable 3, `-3` its negation); `n` is not 0.
    pub fn from_dimacs(n: i32) -> Lit {
        assert!(n != 0, "0 is not a literal");
        Lit(n)
    }
    /// The DIMACS number of the literal.
    pub fn to_dimacs(self) -> i32 {
        self.0
    }
    /// The variable, numbered from 1.
    pub fn var(self) -> usize {
        self.0.unsigned_abs() as usize
    }
    /// Whether the literal is the variable itself rather than its negation.
    pub fn is_positive(self) -> bool {
        self.0 > 0
    }
}

impl Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(-self.0)
    }
}

/// One member of a clause: a literal, or a constant that an encoding already knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// A constant: a variable that was left out because its value is known.
    Const(bool),
    /// A literal of the formula.
    Lit(Lit),
}

impl Term {
    /// The constant true.
    pub const TRUE: Term = Term::Const(true);
    /// The constant false: what a pruned variable reads as.
    pub const FALSE: Term = Term::Const(false);
}

impl From<Lit> for Term {
    fn from(lit: Lit) -> Term {
        Term::Lit(lit)
    }
}

impl Not for Term {
    type Output = Term;
    fn not(self) -> Term {
        match self {
            Term::Const(b) => Term::Const(!b),
            Term::Lit(l) => Term::Lit(!l),
        }
    }
}

/// A formula in CNF: numbered, named variables and a list of clauses.
///
/// ```
/// use puzzlelab_solvers::sat::{Cnf, Term};
/// let mut cnf = Cnf::new();
/// let a = cnf.new_var("a");
/// let b = cnf.new_var("b");
/// cnf.add([Term::from(a), b.into()]); // a or b
/// cnf.add([!Term::from(a), Term::FALSE]); // not a (the constant drops out)
/// cnf.add([Term::TRUE, b.into()]); // always true: not stored
/// assert_eq!(cnf.num_clauses(), 2);
/// assert_eq!(cnf.name(b.var()), "b");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Cnf {
    names: Vec<String>,
    clauses: Vec<Vec<Lit>>,
}

impl Cnf {
    /// An empty formula (true).
    pub fn new() -> Cnf {
        Cnf::default()
    }

    /// A fresh variable named `name`, as a positive literal.
    pub fn new_var(&mut self, name: impl Into<String>) -> Lit {
        self.names.push(name.into());
        Lit(self.names.len() as i32)
    }

    /// Adds the clause `terms[0] ∨ terms[1] ∨ ...`: dropped if a term is true, false terms
    /// left out. All terms false gives the empty clause, which no assignment satisfies.
    pub fn add(&mut self, terms: impl IntoIterator<Item = Term>) {
        let mut clause = Vec::new();
        for term in terms {
            match term {
                Term::Const(true) => return,
                Term::Const(false) => {}
                Term::Lit(l) => clause.push(l),
            }
        }
        self.clauses.push(clause);
    }

    /// Adds a clause of plain literals.
    pub(crate) fn add_lits(&mut self, lits: &[Lit]) {
        self.clauses.push(lits.to_vec());
    }

    /// Adds "at most one of `lits` is true", pairwise: `¬a ∨ ¬b` for every pair.
    pub(crate) fn at_most_one(&mut self, lits: &[Term]) {
        for (i, &a) in lits.iter().enumerate() {
            for &b in &lits[i + 1..] {
                self.add([!a, !b]);
            }
        }
    }

    /// Adds "at most `k` of `lits` are true" with Sinz's sequential counter: `s[i][j]` says
    /// "at least j+1 of the first i+1 literals are true". It costs about `2·n·k` clauses and
    /// `n·k` variables, named `prefix[i,j]`.
    pub(crate) fn at_most_k(&mut self, lits: &[Lit], k: usize, prefix: &str) {
        let n = lits.len();
        if k >= n {
            return;
        }
        if k == 0 {
            for &x in lits {
                self.add_lits(&[!x]);
            }
            return;
        }
        let s: Vec<Vec<Lit>> = (0..n - 1)
            .map(|i| {
                (0..k)
                    .map(|j| self.new_var(format!("{prefix}[{i},{}]", j + 1)))
                    .collect()
            })
            .collect();
        // The first literal counts to one.
        self.add_lits(&[!lits[0], s[0][0]]);
        for &sj in &s[0][1..] {
            self.add_lits(&[!sj]);
        }
        for i in 1..n - 1 {
            let x = lits[i];
            self.add_lits(&[!x, s[i][0]]);
            self.add_lits(&[!s[i - 1][0], s[i][0]]);
            for j in 1..k {
                self.add_lits(&[!x, !s[i - 1][j - 1], s[i][j]]);
                self.add_lits(&[!s[i - 1][j], s[i][j]]);
            }
            self.add_lits(&[!x, !s[i - 1][k - 1]]);
        }
        self.add_lits(&[!lits[n - 1], !s[n - 2][k - 1]]);
    }

    /// Number of variables.
    pub fn num_vars(&self) -> usize {
        self.names.len()
    }

    /// Number of clauses.
    pub fn num_clauses(&self) -> usize {
        self.clauses.len()
    }

    /// Bytes the formula takes in memory (its clauses and its variables' names).
    pub fn bytes(&self) -> u64 {
        let clause = |c: &Vec<Lit>| std::mem::size_of::<Vec<Lit>>() + 4 * c.capacity();
        let name = |n: &String| std::mem::size_of::<String>() + n.capacity();
        let clauses: usize = self.clauses.iter().map(clause).sum();
        let names: usize = self.names.iter().map(name).sum();
        (clauses + names) as u64
    }

    /// The clauses.
    pub fn clauses(&self) -> &[Vec<Lit>] {
        &self.clauses
    }

    /// The clauses in DIMACS numbers (variable `v` is `v`, its negation `-v`), as a proof
    /// checker reads them.
    pub fn dimacs_clauses(&self) -> Vec<Vec<i32>> {
        self.clauses
            .iter()
            .map(|c| c.iter().map(|l| l.to_dimacs()).collect())
            .collect()
    }

    /// The name of variable `var` (numbered from 1).
    pub fn name(&self, var: usize) -> &str {
        &self.names[var - 1]
    }

    /// Whether `model` makes every clause true.
    pub fn is_satisfied_by(&self, model: &Model) -> bool {
        self.clauses
            .iter()
            .all(|clause| clause.iter().any(|&l| model.lit(l)))
    }
}

/// An assignment to a formula's variables, as a SAT solver returns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Model {
    values: Vec<bool>,
}

impl Model {
    /// A model from the DIMACS numbers of its true and false literals; variables not mentioned
    /// are false. `num_vars` is the formula's variable count.
    pub fn from_dimacs(num_vars: usize, lits: impl IntoIterator<Item = i32>) -> Model {
        let mut values = vec![false; num_vars + 1];
        for n in lits {
            let v = n.unsigned_abs() as usize;
            if v < values.len() {
                values[v] = n > 0;
            }
        }
        Model { values }
    }

    /// The value of a literal.
    pub fn lit(&self, lit: Lit) -> bool {
        let v = self.values.get(lit.var()).copied().unwrap_or(false);
        v == lit.is_positive()
    }

    /// Number of variables the model covers.
    pub fn num_vars(&self) -> usize {
        self.values.len() - 1
    }

    /// The model as DIMACS literals, one per variable: `v` when true, `-v` when false.
    pub fn to_dimacs(&self) -> Vec<i32> {
        (1..self.values.len())
            .map(|v| {
                if self.values[v] {
                    v as i32
                } else {
                    -(v as i32)
                }
            })
            .collect()
    }
}

impl fmt::Display for Lit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every assignment of `n` variables, as a model.
    fn all_models(n: usize) -> impl Iterator<Item = Model> {
        (0..1u32 << n).map(move |bits| {
            Model::from_dimacs(
                n,
                (1..=n).map(|v| {
                    if bits >> (v - 1) & 1 == 1 {
                        v as i32
                    } else {
                        -(v as i32)
                    }
                }),
            )
        })
    }

    #[test]
    fn sequential_counter_allows_exactly_up_to_k() {
        for n in 1..=5 {
            for k in 0..=n {
                let mut cnf = Cnf::new();
                let xs: Vec<Lit> = (0..n).map(|i| cnf.new_var(format!("x{i}"))).collect();
                cnf.at_most_k(&xs, k, "s");
                let extra = cnf.num_vars() - n;
                // For each assignment of the x's, some assignment of the counter satisfies it
                // exactly when at most k are true.
                for m in all_models(n) {
                    let count = xs.iter().filter(|&&x| m.lit(x)).count();
                    let ok = all_models(extra).any(|s| {
                        let lits = (1..=n)
                            .map(|v| {
                                if m.lit(Lit(v as i32)) {
                                    v as i32
                                } else {
                                    -(v as i32)
                                }
                            })
                            .chain((1..=extra).map(|v| {
                                let d = (v + n) as i32;
                                if s.lit(Lit(v as i32)) {
                                    d
                                } else {
                                    -d
                                }
                            }));
                        cnf.is_satisfied_by(&Model::from_dimacs(n + extra, lits))
                    });
                    assert_eq!(ok, count <= k, "n={n} k={k} count={count}");
                }
            }
        }
    }
}
