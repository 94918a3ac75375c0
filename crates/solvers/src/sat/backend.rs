//! SAT solvers behind one small trait, so an encoding does not care which one answers.
//!
//! The default is [`Varisat`], a CDCL solver written in pure Rust. It has no time limit of its
//! own: [`super::limit`] runs it on a worker thread that is abandoned when time is up.

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
        solver.add_formula(&formula);
        let satisfiable = solver
            .solve()
            .map_err(|e| SatError::Backend(e.to_string()))?;
        if !satisfiable {
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

/// The backend named `name` (`varisat`), if this build has it.
pub fn by_name(name: &str) -> Option<Box<dyn SatBackend + Send>> {
    match name {
        "varisat" => Some(Box::new(Varisat)),
        _ => None,
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
}
