//! Certified optimality: `fifteen solve BOARD --algo sat --certify DIR` finds an optimal plan
//! of L moves by search (IDA\* with linear conflicts) and proves it optimal by SAT: the compact
//! formula of *at most* L - 2 moves, refuted, with the solver's DRAT proof (varisat's, or
//! CaDiCaL's in a build with the `cadical` feature); the formula of at most L moves with the
//! model that spells the plan; and `manifest.json` (the schema `puzzlelab-certificate/2`): the
//! board, the goal, the encoding, the solver, each horizon's verdict and every file's SHA-256.
//! `sat verify DIR` checks all of it without the solver or the search: the checksums, each
//! formula written again from the board, the proof with our own checker
//! (`puzzlelab_solvers::sat::drat`), the model against its formula, the plan it decodes
//! replayed through the rules, and the argument that the refutation covers every shorter length.
//!
//! The argument, written down: the formula of at most M moves lets a solution stop early (after
//! its last move the blank stays), so refuting M = L - 2 rules out every solution of L - 2
//! moves or fewer; every move changes the Manhattan distance `h` by one, so every solution has
//! the parity of `h`, which rules out L - 1. When L = h, the Manhattan distance alone proves it.
//! The search only says where to look: were its plan not optimal, the refutation would fail and
//! the shorter solution found would be certified instead.

mod error;
mod messages;

use std::fmt::Write as _;
use std::path::Path;

use puzzlelab_rules::{Board, Lang, MoveSeq};
use puzzlelab_solvers::clock::{Deadline, Stopwatch};
use puzzlelab_solvers::heuristics::{manhattan, Heuristic};
use puzzlelab_solvers::sat::cnf::{Cnf, Model};
use puzzlelab_solvers::sat::limit::{run_limited, Limited};
use puzzlelab_solvers::sat::optimal::{bytes_bound, Encoding};
use puzzlelab_solvers::sat::{dimacs, drat, Compact, CompactOptions};
use puzzlelab_solvers::search::{Limits, NoObserver, Outcome};
use puzzlelab_solvers::sliding;
use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready, SatSolver};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

pub use error::CertificateError;
pub use messages::claim as claim_in;

use messages as refuse;

/// What a certificate's steps return.
type Result<T> = std::result::Result<T, CertificateError>;

/// The schema of a certificate's manifest.
pub const SCHEMA: &str = "puzzlelab-certificate/2";

/// The encoding a certificate's formulas are written in: compact, at most M moves.
pub const ENCODING: &str = "compact-at-most";

/// Why the refuted horizon covers every shorter length, as the manifest states it.
const ARGUMENT: &str = "the formula of at most M moves lets a solution stop early (after its last move the blank stays), so refuting M = L-2 rules out every solution of L-2 moves or fewer; every move changes the Manhattan distance h by one, so a solution has the parity of h, which rules out L-1; when L = h the Manhattan distance alone proves it";

/// The compact options of a certificate's formulas.
fn options() -> CompactOptions {
    CompactOptions {
        at_most: true,
        ..CompactOptions::default()
    }
}

/// The SHA-256 of `bytes`, in hex.
fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .fold(String::new(), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

/// Writes `bytes` as `dir/name` and returns its manifest entry: the name and its checksum.
fn file(dir: &Path, name: &str, bytes: &[u8]) -> Result<Value> {
    let path = dir.join(name);
    puzzlelab_files::write(&path, bytes).map_err(|e| refuse::cannot_write(&path).because_io(e))?;
    Ok(json!({ "file": name, "sha256": sha256(bytes), "bytes": bytes.len() }))
}

/// What a certificate proved (the optimal moves and the horizon refuted) and its size.
pub struct Certified {
    /// The optimal solution.
    pub moves: MoveSeq,
    /// The horizon refuted (`None` when the Manhattan distance proves the optimum).
    pub refuted: Option<usize>,
    /// The certificate's files (the manifest too) and their bytes in all.
    pub files: usize,
    /// Their bytes in all.
    pub bytes: u64,
}

/// A formula in DIMACS, with the header naming what it says.
fn dimacs_of(f: &Compact, start: &Board, goal: &Board) -> Result<Vec<u8>> {
    let header = vec![
        format!(
            "puzzlelab certificate: the compact encoding, at most {} moves",
            f.moves
        ),
        format!("board {start}"),
        format!("goal  {goal}"),
        "variables:".to_string(),
    ];
    let mut out = Vec::new();
    dimacs::write(&f.cnf, &header, &mut out).map_err(CertificateError::solver)?;
    Ok(out)
}

/// A horizon solved on the worker thread: the refutation's proof, or a shorter plan found.
type Refutation = Result<std::result::Result<String, MoveSeq>>;

/// Solves the formula of at most `moves` moves with `backend`, its proof written.
fn refute(start: &Board, goal: &Board, moves: usize, backend: SatSolver) -> Refutation {
    let f = Compact::new(start, goal, moves, options());
    let mut solver = backend.backend().map_err(CertificateError::solver)?;
    let (model, proof) = solver
        .solve_with_proof(&f.cnf)
        .map_err(CertificateError::solver)?;
    Ok(match model {
        Some(model) => Err(f.decode(&model).map_err(CertificateError::solver)?),
        None => Ok(proof),
    })
}

/// Solves `start` optimally and writes its certificate into `dir`: a plan from IDA\* (linear
/// conflicts), the refutation of at most L - 2 moves by `backend`, the model at L. All within
/// `limits` (the search's nodes, the time in all, the formula's size as memory); a limit
/// reached exits 3 with what was known then.
pub fn certify(
    start: &Board,
    goal: &Board,
    dir: &Path,
    backend: SatSolver,
    limits: &Limits,
) -> Result<Certified> {
    std::fs::create_dir_all(dir).map_err(|e| refuse::cannot_create(dir).because_io(e))?;
    // a manifest left from an earlier run must not vouch for this one if it stops at a limit
    let old = dir.join("manifest.json");
    if old.exists() {
        std::fs::remove_file(&old).map_err(|e| refuse::cannot_write(&old).because_io(e))?;
    }
    let h = manhattan(start, goal) as usize;
    let clock = Stopwatch::start();
    let heuristic = Ready::Classic(Heuristic::LinearConflict);
    let job = Job::new(start, goal, Algorithm::Ida, &heuristic, limits);
    let mut plan = match solve(job, &mut NoObserver)?.outcome {
        Outcome::Solved { path, .. } => sliding::moves_of(&path),
        Outcome::LimitReached { limit, .. } => return Err(refuse::plan_stopped(&limit)),
        Outcome::Unsolvable => return Err(refuse::unreachable_goal()),
    };
    let mut horizons = Vec::new();
    let mut refuted = None;
    while plan.len() >= h + 2 {
        let moves = plan.len() - 2;
        if limits
            .max_memory
            .is_some_and(|max| bytes_bound(start, moves, Encoding::Compact(options())) > max)
        {
            return Err(refuse::formula_too_big(moves));
        }
        let left = limits.timeout.map(|t| t.saturating_sub(clock.elapsed()));
        let (s, g) = (start.clone(), goal.clone());
        let job = move |_: &dyn Fn(())| refute(&s, &g, moves, backend);
        let proof = match run_limited(left, job, |_| {}) {
            Limited::Done(answer) => answer?,
            Limited::TimedOut => return Err(refuse::refuting_timed_out(moves)),
        };
        match proof {
            Ok(proof) => {
                let f = Compact::new(start, goal, moves, options());
                let cnf = file(
                    dir,
                    &format!("horizon-{moves}.cnf"),
                    &dimacs_of(&f, start, goal)?,
                )?;
                let proof = file(dir, &format!("horizon-{moves}.drat"), proof.as_bytes())?;
                horizons.push(json!({
                    "moves": moves, "verdict": "unsatisfiable", "cnf": cnf, "proof": proof,
                }));
                refuted = Some(moves);
                break;
            }
            // the search's plan was not optimal: certify the shorter one instead
            Err(shorter) => plan = shorter,
        }
    }
    let moves = plan.len();
    let f = Compact::new(start, goal, moves, options());
    let model = backend
        .backend()
        .map_err(CertificateError::solver)?
        .solve(&f.pinned(&plan))
        .map_err(CertificateError::solver)?
        .ok_or_else(refuse::plan_unsatisfying)?;
    let mut text = String::from("v");
    for lit in model.to_dimacs() {
        let _ = write!(text, " {lit}");
    }
    text.push_str(" 0\n");
    let cnf = file(
        dir,
        &format!("horizon-{moves}.cnf"),
        &dimacs_of(&f, start, goal)?,
    )?;
    let model = file(dir, &format!("horizon-{moves}.model"), text.as_bytes())?;
    horizons.push(json!({
        "moves": moves, "verdict": "satisfiable", "cnf": cnf, "model": model,
        "plan": plan.to_string(),
    }));
    let manifest = json!({
        "schema": SCHEMA,
        "board": start.to_string(),
        "goal": goal.to_string(),
        "encoding": ENCODING,
        "solver": backend.name(),
        "manhattan": h,
        "claim": claim(refuted, moves),
        "argument": ARGUMENT,
        "horizons": horizons,
    });
    let text = serde_json::to_string_pretty(&manifest).map_err(CertificateError::solver)? + "\n";
    let path = dir.join("manifest.json");
    puzzlelab_files::write(&path, text.as_bytes())
        .map_err(|e| refuse::cannot_write(&path).because_io(e))?;
    let entries = horizons
        .iter()
        .flat_map(|h| ["cnf", "proof", "model"].map(|k| h[k]["bytes"].as_u64()))
        .flatten();
    let (files, bytes) = entries.fold((1, text.len() as u64), |(n, b), e| (n + 1, b + e));
    Ok(Certified {
        moves: plan,
        refuted,
        files,
        bytes,
    })
}

/// The claim of a certificate that refuted `refuted` and solved `optimum`, in English as its
/// manifest states it.
fn claim(refuted: Option<usize>, optimum: usize) -> String {
    messages::claim(Lang::En, refuted, optimum)
}

/// What `verify` checked.
pub struct Verified {
    /// The claim, as the manifest states it and the checks bear out.
    pub claim: String,
    /// The length of the plan the certificate proves optimal.
    pub optimum: usize,
    /// Proof steps checked, over all refuted horizons.
    pub lemmas: usize,
    /// Horizons refuted.
    pub refuted: Vec<usize>,
}

/// The largest manifest read: a certificate's is a few kilobytes.
const MAX_MANIFEST_BYTES: u64 = 1 << 20;

/// What a file of a certificate may take: `room` bytes, out of the `limit` of `--max-memory`.
#[derive(Clone, Copy)]
struct Budget {
    room: u64,
    limit: u64,
}

/// Reads `dir/name` and checks it against its manifest entry: its size, known before it is
/// read (a size past the budget's room is a limit reached, exit 3), and its checksum.
fn checked_file(dir: &Path, entry: &Value, budget: Budget) -> Result<String> {
    let name = entry["file"]
        .as_str()
        .ok_or_else(refuse::entry_without_file)?;
    if name.contains('/') || name.contains("..") {
        return Err(refuse::file_outside(name));
    }
    let recorded = entry["bytes"].as_u64();
    if let Some(size) = recorded.filter(|&size| size > budget.room) {
        return Err(refuse::file_too_big(name, size, budget.room, budget.limit));
    }
    let path = dir.join(name);
    let bytes = puzzlelab_files::read(&path, recorded.unwrap_or(budget.room))
        .map_err(|e| refuse::cannot_read(name, e))?;
    if let Some(size) = recorded.filter(|&size| size != bytes.len() as u64) {
        return Err(refuse::wrong_size(name, bytes.len(), size));
    }
    let want = entry["sha256"].as_str().unwrap_or("");
    if sha256(&bytes) != want {
        return Err(refuse::wrong_checksum(name));
    }
    String::from_utf8(bytes).map_err(|e| refuse::not_text(name).because(e))
}

/// The copies of a horizon's formula that checking it holds at once: as read from its file,
/// as written again from the board, and as the proof checker keeps it.
const FORMULA_COPIES: u64 = 3;

/// The copies of a proof that checking it holds at once: its text, and its lemmas as the
/// proof checker keeps them.
const PROOF_COPIES: u64 = 2;

/// Whether checking the formula of `moves` moves fits in `max_bytes`, estimated from the
/// horizon and the board before anything is read or built ([`bytes_bound`]): the bytes it
/// takes, or exit 3 naming the limit and the estimate.
fn fits(start: &Board, moves: usize, max_bytes: u64) -> Result<u64> {
    let formula = bytes_bound(start, moves, Encoding::Compact(options()));
    let bound = formula.saturating_mul(FORMULA_COPIES);
    if bound <= max_bytes {
        return Ok(bound);
    }
    Err(refuse::checking_too_big(moves, bound, max_bytes))
}

/// Whether `cnf` has exactly the clauses `theirs`, literal for literal, in order.
fn same_clauses(cnf: &Cnf, theirs: &[Vec<i32>]) -> bool {
    let ours = cnf.clauses();
    ours.len() == theirs.len()
        && ours.iter().zip(theirs).all(|(a, b)| {
            a.len() == b.len() && a.iter().zip(b).all(|(lit, &n)| lit.to_dimacs() == n)
        })
}

/// The horizons of a manifest, refused before any formula is built when there are more than
/// `limits.max_nodes` of them (a limit reached, exit 3).
fn horizons_of<'m>(manifest: &'m Value, limits: &Limits) -> Result<&'m Vec<Value>> {
    let horizons = manifest["horizons"]
        .as_array()
        .ok_or_else(refuse::no_horizons)?;
    if let Some(max) = limits.max_nodes.filter(|&max| horizons.len() as u64 > max) {
        return Err(refuse::too_many_horizons(horizons.len(), max));
    }
    Ok(horizons)
}

/// Checks the certificate in `dir` independently of the solver that made it, within `limits`:
/// its time; its memory, which caps each file read and each formula, its size estimated from
/// the horizon and the board before it is built; its nodes, the horizons. A limit reached
/// exits 3 (no limit: a bench's own certificates, read whole).
pub fn verify(dir: &Path, limits: &Limits) -> Result<Verified> {
    let deadline = limits.timeout.map(Deadline::after);
    let max_bytes = limits.max_memory.unwrap_or(u64::MAX);
    let path = dir.join("manifest.json");
    let bytes = puzzlelab_files::read(&path, MAX_MANIFEST_BYTES)
        .map_err(|e| refuse::cannot_read("manifest.json", e))?;
    let text =
        String::from_utf8(bytes).map_err(|e| refuse::not_text("manifest.json").because(e))?;
    let manifest: Value =
        serde_json::from_str(&text).map_err(|e| refuse::manifest_not_json().because(e))?;
    if manifest["schema"] != SCHEMA {
        return Err(refuse::wrong_schema(SCHEMA));
    }
    let start: Board = manifest["board"]
        .as_str()
        .unwrap_or("")
        .parse()
        .map_err(|e| refuse::manifest_board().because(e))?;
    let goal: Board = manifest["goal"]
        .as_str()
        .unwrap_or("")
        .parse()
        .map_err(|e| refuse::manifest_goal().because(e))?;
    if manifest["encoding"] != ENCODING {
        return Err(refuse::wrong_encoding(ENCODING));
    }
    let h = manhattan(&start, &goal) as usize;
    let horizons = horizons_of(&manifest, limits)?;
    let whole = Budget {
        room: max_bytes,
        limit: max_bytes,
    };
    let (mut lemmas, mut refuted) = (0, Vec::new());
    let mut solved: Option<(usize, MoveSeq)> = None;
    for horizon in horizons {
        let moves = horizon["moves"]
            .as_u64()
            .ok_or_else(refuse::horizon_without_moves)? as usize;
        let formulas = fits(&start, moves, max_bytes)?;
        let clauses = {
            let cnf = checked_file(dir, &horizon["cnf"], whole)?;
            let name = format!("horizon-{moves}.cnf");
            drat::parse_dimacs(&cnf).map_err(|e| refuse::wrong_file(&name).because(e))?
        };
        // the formula must be the one the encoding writes for this board and horizon
        let expected = Compact::new(&start, &goal, moves, options());
        if !same_clauses(&expected.cnf, &clauses) {
            return Err(refuse::not_the_encoding(moves));
        }
        match horizon["verdict"].as_str() {
            Some("unsatisfiable") => {
                let room = max_bytes.saturating_sub(formulas) / PROOF_COPIES;
                let proof_budget = Budget { room, ..whole };
                let proof = checked_file(dir, &horizon["proof"], proof_budget)?;
                let checked = match drat::check_until(&clauses, &proof, deadline) {
                    Err(drat::ProofError::OutOfTime { line }) => {
                        return Err(refuse::proof_timed_out(moves, line));
                    }
                    checked => checked.map_err(|e| {
                        refuse::wrong_file(&format!("horizon-{moves}.drat")).because(e)
                    })?,
                };
                lemmas += checked.lemmas;
                refuted.push(moves);
            }
            Some("satisfiable") => {
                let text = checked_file(dir, &horizon["model"], whole)?;
                let lits: Vec<i32> = text
                    .split_whitespace()
                    .filter(|w| *w != "v")
                    .map(|w| {
                        w.parse()
                            .map_err(|e| refuse::literal_not_a_number().because(e))
                    })
                    .collect::<Result<_>>()?;
                if let Err(clause) = drat::satisfies(&clauses, &lits) {
                    return Err(refuse::model_falsifies(moves, &clause));
                }
                let model = Model::from_dimacs(expected.cnf.num_vars(), lits);
                let plan = expected
                    .decode(&model)
                    .map_err(|e| refuse::model_not_a_plan().because(e))?;
                let mut board = start.clone();
                for dir in plan.iter() {
                    board
                        .apply(dir)
                        .map_err(|e| refuse::plan_illegal().because(e))?;
                }
                if board != goal || plan.len() != moves {
                    return Err(refuse::plan_misses_goal(plan.len()));
                }
                solved = Some((moves, plan));
            }
            _ => return Err(refuse::no_verdict(moves)),
        }
    }
    let Some((optimum, _)) = solved else {
        return Err(refuse::nothing_solved());
    };
    let needed: Vec<usize> = (optimum >= h + 2)
        .then(|| optimum - 2)
        .into_iter()
        .collect();
    if refuted != needed {
        return Err(refuse::not_covered(&refuted, optimum, &needed));
    }
    let claim = claim(refuted.last().copied(), optimum);
    if manifest["claim"] != claim.as_str() {
        return Err(refuse::wrong_claim(&manifest["claim"], &claim));
    }
    Ok(Verified {
        claim,
        optimum,
        lemmas,
        refuted,
    })
}
