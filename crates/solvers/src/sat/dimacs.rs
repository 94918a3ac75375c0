//! The DIMACS CNF format, so that any SAT solver can take a puzzle's formula, and the solvers'
//! answer format (`s SATISFIABLE`, `v 1 -2 3 ... 0`), so that their models come back as moves.
//!
//! The written file names every variable in a comment (`c 17 S[1,2,1,0]`), which makes the
//! 8-puzzle's formulas small enough to read whole.

use std::io::{self, Write};

use super::cnf::{Cnf, Lit, Model};
use super::SatError;

/// Writes `cnf` in DIMACS: the `header` lines as comments, one comment per variable naming it,
/// the `p cnf V C` line and the clauses.
pub fn write(cnf: &Cnf, header: &[String], out: &mut dyn Write) -> io::Result<()> {
    let mut out = io::BufWriter::new(out);
    for line in header {
        writeln!(out, "c {line}")?;
    }
    for v in 1..=cnf.num_vars() {
        writeln!(out, "c {v} {}", cnf.name(v))?;
    }
    writeln!(out, "p cnf {} {}", cnf.num_vars(), cnf.num_clauses())?;
    for clause in cnf.clauses() {
        for lit in clause {
            write!(out, "{lit} ")?;
        }
        writeln!(out, "0")?;
    }
    out.flush()
}

/// Reads a DIMACS CNF file back: the clauses, and the variable names from `c N name` comments
/// (other variables are named `xN`).
pub fn parse(text: &str) -> Result<Cnf, SatError> {
    let bad = |line: usize, message: String| SatError::Dimacs { line, message };
    let mut names: Vec<Option<String>> = Vec::new();
    let mut header: Option<(usize, usize)> = None;
    let mut clauses: Vec<Vec<Lit>> = Vec::new();
    let mut current: Vec<Lit> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(comment) = line.strip_prefix('c') {
            let mut words = comment.split_whitespace();
            if let (Some(n), Some(name)) = (words.next(), words.next()) {
                if let Ok(v) = n.parse::<usize>() {
                    if v >= 1 && words.next().is_none() {
                        if names.len() < v {
                            names.resize(v, None);
                        }
                        names[v - 1] = Some(name.to_string());
                    }
                }
            }
            continue;
        }
        if let Some(p) = line.strip_prefix('p') {
            let words: Vec<&str> = p.split_whitespace().collect();
            match words.as_slice() {
                ["cnf", v, c] => {
                    let v = v
                        .parse()
                        .map_err(|_| bad(line_no, format!("'{v}' is not a count")))?;
                    let c = c
                        .parse()
                        .map_err(|_| bad(line_no, format!("'{c}' is not a count")))?;
                    header = Some((v, c));
                }
                _ => return Err(bad(line_no, "expected 'p cnf VARIABLES CLAUSES'".into())),
            }
            continue;
        }
        let (vars, _) =
            header.ok_or_else(|| bad(line_no, "a clause before the 'p cnf' line".into()))?;
        for word in line.split_whitespace() {
            let n: i32 = word
                .parse()
                .map_err(|_| bad(line_no, format!("'{word}' is not a literal")))?;
            if n == 0 {
                clauses.push(std::mem::take(&mut current));
            } else if n.unsigned_abs() as usize > vars {
                return Err(bad(
                    line_no,
                    format!("literal {n} is beyond the {vars} variables"),
                ));
            } else {
                current.push(Lit::from_dimacs(n));
            }
        }
    }
    let (vars, count) = header.ok_or_else(|| bad(0, "no 'p cnf' line".into()))?;
    if !current.is_empty() {
        clauses.push(current);
    }
    if clauses.len() != count {
        return Err(bad(
            0,
            format!(
                "the header says {count} clauses, the file has {}",
                clauses.len()
            ),
        ));
    }
    let mut cnf = Cnf::new();
    names.resize(vars, None);
    for (i, name) in names.into_iter().enumerate() {
        cnf.new_var(name.unwrap_or_else(|| format!("x{}", i + 1)));
    }
    for clause in &clauses {
        cnf.add_lits(clause);
    }
    Ok(cnf)
}

/// Reads a SAT solver's answer: the competition format (`s SATISFIABLE` and `v ...` lines,
/// as CaDiCaL and Kissat print), MiniSat's result file (`SAT` then the literals), or just the
/// literals. Returns `None` for an unsatisfiable answer.
pub fn read_model(text: &str, num_vars: usize) -> Result<Option<Model>, SatError> {
    let mut lits = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        let upper = line.to_ascii_uppercase();
        if upper.contains("UNSAT") {
            return Ok(None);
        }
        if line.is_empty() || line.starts_with('c') || line.starts_with('s') || upper == "SAT" {
            continue;
        }
        let body = line.strip_prefix('v').unwrap_or(line);
        for word in body.split_whitespace() {
            let n: i32 = word.parse().map_err(|_| SatError::Dimacs {
                line: i + 1,
                message: format!("'{word}' is not a literal"),
            })?;
            if n != 0 {
                lits.push(n);
            }
        }
    }
    if lits.is_empty() {
        return Err(SatError::Dimacs {
            line: 0,
            message: "the answer holds no assignment".into(),
        });
    }
    Ok(Some(Model::from_dimacs(num_vars, lits)))
}

/// The largest variable an answer mentions: how a model file tells its formula's size.
pub fn largest_var(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('c') && !l.starts_with('s'))
        .flat_map(|l| l.trim_start_matches('v').split_whitespace())
        .filter_map(|w| w.parse::<i32>().ok())
        .map(|n| n.unsigned_abs() as usize)
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::Term;

    #[test]
    fn round_trip_keeps_clauses_and_names() {
        let mut cnf = Cnf::new();
        let a = cnf.new_var("S[1,1,16,0]");
        let b = cnf.new_var("blank[0,3]");
        cnf.add([Term::from(a), (!b).into()]);
        cnf.add([Term::from(b)]);
        let mut text = Vec::new();
        write(&cnf, &["a test".into()], &mut text).unwrap();
        let back = parse(std::str::from_utf8(&text).unwrap()).unwrap();
        assert_eq!(back.clauses(), cnf.clauses());
        assert_eq!(back.name(1), "S[1,1,16,0]");
        assert_eq!(back.name(2), "blank[0,3]");
    }

    #[test]
    fn reads_the_usual_answer_formats() {
        let m = read_model("s SATISFIABLE\nv 1 -2\nv 3 0\n", 3)
            .unwrap()
            .unwrap();
        assert!(
            m.lit(Lit::from_dimacs(1)) && m.lit(Lit::from_dimacs(-2)) && m.lit(Lit::from_dimacs(3))
        );
        assert!(read_model("SAT\n-1 2 0\n", 2).unwrap().is_some());
        assert!(read_model("s UNSATISFIABLE\n", 2).unwrap().is_none());
        assert!(read_model("v 1 x 0", 2).is_err());
        assert_eq!(largest_var("s SATISFIABLE\nv 1 -7 3 0\n"), 7);
    }

    #[test]
    fn rejects_broken_files() {
        assert!(parse("1 2 0\n").is_err());
        assert!(parse("p cnf 2 1\n1 3 0\n").is_err());
        assert!(parse("p cnf 2 2\n1 2 0\n").is_err());
    }
}
