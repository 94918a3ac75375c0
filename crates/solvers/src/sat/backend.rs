//! SAT solvers behind one small trait, so an encoding does not care which one answers.
//!
//! The default is [`Varisat`], a CDCL solver written in pure Rust. It has no time limit of its
//! own: [`super::limit`] runs it on a worker thread that is abandoned when time is up.
//!
//! With the `cadical` cargo feature, [`Cadical`] is a second backend: Armin Biere's CaDiCaL
//! (C++, built with g++ by the `cadical` crate), for hard boards and for cross-checking varisat.
//! The feature is off by default; [`by_name`] says so when asked for a backend not built in.

use varisat::ExtendFormula;

use super::cnf::{Cnf, Model};
use super::SatError;

/// A SAT solver: takes a formula, returns a model of it or `None` when there is none.
pub trait SatBackend {
    /// The solver's name, for reports (`varisat`).
    fn name(&self) -> &'static str;
    /// Solves `cnf`: `Some(model)` if satisfiable, `None` if unsatisfiable.
    fn solve(&mut self, cnf: &Cnf) -> Result<Option<Model>, SatError>;
}

/// The pure-Rust `varisat` solver, a fresh instance for every formula.
#[derive(Clone, Copy, Debug, Default)]
pub struct Varisat;

impl SatBackend for Varisat {
    fn name(&self) -> &'static str {
        "varisat"
    }

    fn solve(&mut self, cnf: &Cnf) -> Result<Option<Model>, SatError> {
        self.solve_writing(cnf, None)
    }
}

impl Varisat {
    /// Solves `cnf` and, when it is unsatisfiable, returns its DRAT proof too (text, the
    /// format [`super::drat::check`] reads): the model, or `None` and the proof.
    pub fn solve_with_proof(&self, cnf: &Cnf) -> Result<(Option<Model>, String), SatError> {
        let mut proof = Vec::new();
        let model = self.solve_writing(cnf, Some(&mut proof))?;
        let proof = String::from_utf8(proof)
            .map_err(|_| SatError::Backend("varisat wrote a proof that is not text".into()))?;
        Ok((model, proof))
    }

    fn solve_writing(
        &self,
        cnf: &Cnf,
        proof: Option<&mut Vec<u8>>,
    ) -> Result<Option<Model>, SatError> {
        let mut formula = varisat::CnfFormula::new();
        formula.set_var_count(cnf.num_vars());
        for clause in cnf.clauses() {
            let lits: Vec<varisat::Lit> = clause
                .iter()
                .map(|l| varisat::Lit::from_dimacs(l.to_dimacs() as isize))
                .collect();
            formula.add_clause(&lits);
        }
        let mut solver = varisat::Solver::new();
        if let Some(proof) = proof {
            solver.write_proof(proof, varisat::ProofFormat::Drat);
        }
        solver.add_formula(&formula);
        let satisfiable = solver
            .solve()
            .map_err(|e| SatError::Backend(e.to_string()))?;
        if !satisfiable {
            solver
                .close_proof()
                .map_err(|e| SatError::Backend(e.to_string()))?;
            return Ok(None);
        }
        let model = solver
            .model()
            .ok_or_else(|| SatError::Backend("varisat gave no model".into()))?;
        Ok(Some(Model::from_dimacs(
            cnf.num_vars(),
            model.iter().map(|l| l.to_dimacs() as i32),
        )))
    }
}

/// The CaDiCaL solver (through the `cadical` crate), a fresh instance for every formula.
#[cfg(feature = "cadical")]
#[derive(Clone, Copy, Debug, Default)]
pub struct Cadical;

#[cfg(feature = "cadical")]
impl SatBackend for Cadical {
    fn name(&self) -> &'static str {
        "cadical"
    }

    fn solve(&mut self, cnf: &Cnf) -> Result<Option<Model>, SatError> {
        let mut solver: cadical::Solver = cadical::Solver::new();
        for clause in cnf.clauses() {
            solver.add_clause(clause.iter().map(|l| l.to_dimacs()));
        }
        match solver.solve() {
            Some(true) => {}
            Some(false) => return Ok(None),
            None => {
                return Err(SatError::Backend(
                    "cadical stopped without an answer".into(),
                ))
            }
        }
        // A variable the model leaves free (`None`) may take either value: false here.
        let num_vars = i32::try_from(cnf.num_vars())
            .map_err(|_| SatError::Backend("too many variables for cadical".into()))?;
        let values = (1..=num_vars).map(|v| match solver.value(v) {
            Some(true) => v,
            _ => -v,
        });
        Ok(Some(Model::from_dimacs(cnf.num_vars(), values)))
    }
}

/// Every backend's name, whether this build has it or not (`varisat`, `cadical`).
pub const NAMES: [&str; 2] = ["varisat", "cadical"];

/// The backend named `name`: `varisat` always, `cadical` when built with the `cadical` feature.
///
/// ```
/// use puzzlelab_solvers::sat::backend::by_name;
/// assert_eq!(by_name("varisat").unwrap().name(), "varisat");
/// assert!(by_name("minisat").is_err());
/// ```
pub fn by_name(name: &str) -> Result<Box<dyn SatBackend + Send>, SatError> {
    match name {
        "varisat" => Ok(Box::new(Varisat)),
        #[cfg(feature = "cadical")]
        "cadical" => Ok(Box::new(Cadical)),
        #[cfg(not(feature = "cadical"))]
        "cadical" => Err(SatError::Unavailable(
            "the cadical backend is not in this build: rebuild with `--features cadical` \
             (it compiles CaDiCaL with g++, a few CPU minutes)"
                .into(),
        )),
        _ => Err(SatError::Unavailable(format!(
            "no SAT backend named '{name}' (there are: {})",
            NAMES.join(", ")
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::Term;

    #[test]
    fn varisat_finds_a_model_and_refutes() {
        let mut cnf = Cnf::new();
        let a = cnf.new_var("a");
        let b = cnf.new_var("b");
        cnf.add([Term::from(a), b.into()]);
        cnf.add([Term::from(!a)]);
        let model = Varisat.solve(&cnf).unwrap().unwrap();
        assert!(cnf.is_satisfied_by(&model));
        assert!(model.lit(b));
        cnf.add([Term::from(!b)]);
        assert_eq!(Varisat.solve(&cnf).unwrap(), None);
    }

    #[cfg(not(feature = "cadical"))]
    #[test]
    fn cadical_is_refused_with_a_reason_when_not_built_in() {
        let err = by_name("cadical").err().expect("cadical is not built in");
        assert!(err.to_string().contains("--features cadical"), "{err}");
    }

    #[cfg(feature = "cadical")]
    #[test]
    fn cadical_finds_a_model_and_refutes() {
        let mut cnf = Cnf::new();
        let a = cnf.new_var("a");
        let b = cnf.new_var("b");
        cnf.add([Term::from(a), b.into()]);
        cnf.add([Term::from(!a)]);
        let mut cadical = by_name("cadical").unwrap();
        let model = cadical.solve(&cnf).unwrap().unwrap();
        assert!(cnf.is_satisfied_by(&model));
        assert!(model.lit(b));
        cnf.add([Term::from(!b)]);
        assert_eq!(cadical.solve(&cnf).unwrap(), None);
    }
}
