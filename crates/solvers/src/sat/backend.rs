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
    /// Solves `cnf` as [`SatBackend::solve`] does, and counts the conflicts on the way (each
    /// one learns a clause) where the solver can tell: `None` where it cannot.
    fn solve_counted(&mut self, cnf: &Cnf) -> Result<(Option<Model>, Option<u64>), SatError> {
        Ok((self.solve(cnf)?, None))
    }
    /// Solves `cnf` and, when it is unsatisfiable, returns the solver's DRAT proof of that
    /// too (text, the format [`super::drat::check`] reads): the model, or `None` and the
    /// proof. A backend that cannot write proofs says so.
    fn solve_with_proof(&mut self, cnf: &Cnf) -> Result<(Option<Model>, String), SatError> {
        let _ = cnf;
        Err(SatError::Unavailable(format!(
            "{} writes no proofs",
            self.name()
        )))
    }
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

    /// Varisat keeps no statistics it would show, but its proof has one added clause for
    /// each conflict: the proof is written, in binary DRAT, into a counter that keeps nothing.
    fn solve_counted(&mut self, cnf: &Cnf) -> Result<(Option<Model>, Option<u64>), SatError> {
        let mut learned = LearnedClauses::default();
        let model =
            self.solve_writing(cnf, Some((&mut learned, varisat::ProofFormat::BinaryDrat)))?;
        Ok((model, Some(learned.added)))
    }

    fn solve_with_proof(&mut self, cnf: &Cnf) -> Result<(Option<Model>, String), SatError> {
        let mut proof = Vec::new();
        let model = self.solve_writing(cnf, Some((&mut proof, varisat::ProofFormat::Drat)))?;
        let proof = String::from_utf8(proof)
            .map_err(|_| SatError::Backend("varisat wrote a proof that is not text".into()))?;
        Ok((model, proof))
    }
}

impl Varisat {
    fn solve_writing(
        &self,
        cnf: &Cnf,
        proof: Option<(&mut dyn std::io::Write, varisat::ProofFormat)>,
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
        if let Some((proof, format)) = proof {
            solver.write_proof(proof, format);
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

/// A binary DRAT proof read as it is written, keeping only the number of clauses it adds.
///
/// Each step is a letter (`a` adds a clause, `d` deletes one), the clause's literals as
/// variable-length numbers (every byte but a number's last has its high bit set, and a
/// literal is never 0) and a 0 byte: so a step ends at the first 0 byte.
#[derive(Debug, Default)]
struct LearnedClauses {
    added: u64,
    in_step: bool,
}

impl std::io::Write for LearnedClauses {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        for &byte in bytes {
            if !self.in_step {
                self.added += u64::from(byte == b'a');
                self.in_step = true;
            } else if byte == 0 {
                self.in_step = false;
            }
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
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
        cadical_proof::solve(cnf, None)
    }

    fn solve_with_proof(&mut self, cnf: &Cnf) -> Result<(Option<Model>, String), SatError> {
        let path = cadical_proof::scratch_path();
        let result = cadical_proof::solve(cnf, Some(&path));
        let proof = std::fs::read_to_string(&path);
        let _ = std::fs::remove_file(&path);
        let model = result?;
        let proof = proof.map_err(|e| SatError::Backend(format!("cadical's proof: {e}")))?;
        Ok((model, proof))
    }
}

/// CaDiCaL through its C API (`ccadical.h`), which the `cadical` crate compiles and links but
/// wraps without proof tracing: the few functions a solve with a DRAT proof needs.
#[cfg(feature = "cadical")]
mod cadical_proof {
    use std::ffi::{c_char, c_int, c_void, CString};
    use std::path::{Path, PathBuf};

    use super::{Cnf, Model, SatError};

    // The crate is linked for its compiled CaDiCaL, whose C functions are declared here.
    use cadical as _;

    extern "C" {
        fn ccadical_init() -> *mut c_void;
        fn ccadical_release(solver: *mut c_void);
        fn ccadical_set_option(solver: *mut c_void, name: *const c_char, value: c_int);
        fn ccadical_add(solver: *mut c_void, lit: c_int);
        fn ccadical_solve(solver: *mut c_void) -> c_int;
        fn ccadical_val(solver: *mut c_void, lit: c_int) -> c_int;
        fn ccadical_trace_proof(
            solver: *mut c_void,
            file: *mut c_void,
            path: *const c_char,
        ) -> c_int;
        fn ccadical_close_proof(solver: *mut c_void);
        fn fopen(path: *const c_char, mode: *const c_char) -> *mut c_void;
        fn fclose(file: *mut c_void) -> c_int;
    }

    /// A file name for one proof, in the system's temporary folder.
    pub(crate) fn scratch_path() -> PathBuf {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        std::env::temp_dir().join(format!("puzzlelab-cadical-{}-{n}.drat", std::process::id()))
    }

    /// Solves `cnf` with a fresh CaDiCaL, tracing its DRAT proof (text) into `proof` if given.
    pub fn solve(cnf: &Cnf, proof: Option<&Path>) -> Result<Option<Model>, SatError> {
        let num_vars = i32::try_from(cnf.num_vars())
            .map_err(|_| SatError::Backend("too many variables for cadical".into()))?;
        // SAFETY: the solver and the file are created, used and released here, one thread.
        unsafe {
            let solver = ccadical_init();
            let mut file = std::ptr::null_mut();
            if let Some(path) = proof {
                let name = CString::new(path.to_string_lossy().as_bytes())
                    .map_err(|_| SatError::Backend("a proof path with a NUL byte".into()))?;
                file = fopen(name.as_ptr(), c"w".as_ptr());
                if file.is_null() {
                    ccadical_release(solver);
                    return Err(SatError::Backend(format!(
                        "cannot write cadical's proof to {}",
                        path.display()
                    )));
                }
                ccadical_set_option(solver, c"binary".as_ptr(), 0);
                ccadical_trace_proof(solver, file, name.as_ptr());
            }
            for clause in cnf.clauses() {
                for lit in clause {
                    ccadical_add(solver, lit.to_dimacs());
                }
                ccadical_add(solver, 0);
            }
            let answer = ccadical_solve(solver);
            let model = (answer == 10).then(|| {
                // a variable the model leaves free may take either value: false here
                let values =
                    (1..=num_vars).map(|v| if ccadical_val(solver, v) > 0 { v } else { -v });
                Model::from_dimacs(cnf.num_vars(), values)
            });
            if !file.is_null() {
                ccadical_close_proof(solver);
                fclose(file);
            }
            ccadical_release(solver);
            match answer {
                10 | 20 => Ok(model),
                _ => Err(SatError::Backend(
                    "cadical stopped without an answer".into(),
                )),
            }
        }
    }
}

/// Every backend's name, whether this build has it or not (`varisat`, `cadical`).
pub(crate) const NAMES: [&str; 2] = ["varisat", "cadical"];

/// The backend named `name`: `varisat` always, `cadical` when built with the `cadical` feature.
pub(crate) fn by_name(name: &str) -> Result<Box<dyn SatBackend + Send>, SatError> {
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
    fn a_backend_is_found_by_its_name_and_an_unknown_name_is_refused() {
        assert_eq!(by_name("varisat").unwrap().name(), "varisat");
        assert!(by_name("minisat").is_err());
    }

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
    fn cadical_proofs_check() {
        let mut cnf = Cnf::new();
        let a = cnf.new_var("a");
        let b = cnf.new_var("b");
        for (x, y) in [(a, b), (!a, b), (a, !b), (!a, !b)] {
            cnf.add([Term::from(x), y.into()]);
        }
        let (model, proof) = Cadical.solve_with_proof(&cnf).unwrap();
        assert!(model.is_none());
        let clauses: Vec<Vec<i32>> = cnf.dimacs_clauses();
        crate::sat::drat::check(&clauses, &proof).unwrap();
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
