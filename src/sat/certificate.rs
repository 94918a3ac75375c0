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

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use anyhow::{bail, Context};
use puzzlelab_rules::{Board, Lang, MoveSeq};
use puzzlelab_solvers::heuristics::{manhattan, Heuristic};
use puzzlelab_solvers::sat::cnf::{Cnf, Model};
use puzzlelab_solvers::sat::limit::{run_limited, Limited};
use puzzlelab_solvers::sat::optimal::{bytes_bound, Encoding};
use puzzlelab_solvers::sat::{dimacs, drat, Compact, CompactOptions};
use puzzlelab_solvers::search::{Bytes, Limit, Limits, NoObserver, Outcome};
use puzzlelab_solvers::sliding;
use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready, SatSolver};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use super::messages::Messages;
use crate::exit::{self, Exit};
use crate::input::{self, Source, What};

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
fn file(dir: &Path, name: &str, bytes: &[u8]) -> anyhow::Result<Value> {
    let path = dir.join(name);
    puzzlelab_files::write(&path, bytes)
        .with_context(|| format!("cannot write {}", path.display()))?;
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
fn dimacs_of(f: &Compact, start: &Board, goal: &Board) -> anyhow::Result<Vec<u8>> {
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
    dimacs::write(&f.cnf, &header, &mut out)?;
    Ok(out)
}

/// A horizon solved on the worker thread: the refutation's proof, or a shorter plan found.
type Refutation = anyhow::Result<Result<String, MoveSeq>>;

/// Solves the formula of at most `moves` moves with `backend`, its proof written.
fn refute(start: &Board, goal: &Board, moves: usize, backend: SatSolver) -> Refutation {
    let f = Compact::new(start, goal, moves, options());
    let (model, proof) = backend.backend()?.solve_with_proof(&f.cnf)?;
    Ok(match model {
        Some(model) => Err(f.decode(&model)?),
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
) -> anyhow::Result<Certified> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    // a manifest left from an earlier run must not vouch for this one if it stops at a limit
    let old = dir.join("manifest.json");
    if old.exists() {
        std::fs::remove_file(&old).with_context(|| format!("cannot replace {}", old.display()))?;
    }
    let h = manhattan(start, goal) as usize;
    let clock = Instant::now();
    let stopped = |why: String| -> anyhow::Error {
        let text = format!("{why}; nothing certified (no manifest written)");
        Exit::new(exit::LIMIT, text).into()
    };
    let heuristic = Ready::Classic(Heuristic::LinearConflict);
    let job = Job::new(start, goal, Algorithm::Ida, &heuristic, limits);
    let mut plan = match solve(job, &mut NoObserver)?.outcome {
        Outcome::Solved { path, .. } => sliding::moves_of(&path),
        Outcome::LimitReached { limit, .. } => {
            return Err(stopped(format!(
                "the search for a plan reached its {limit}"
            )))
        }
        Outcome::Unsolvable => bail!("the board cannot reach the goal"),
    };
    let mut horizons = Vec::new();
    let mut refuted = None;
    while plan.len() >= h + 2 {
        let moves = plan.len() - 2;
        if limits
            .max_memory
            .is_some_and(|max| bytes_bound(start, moves, Encoding::Compact(options())) > max)
        {
            return Err(stopped(format!(
                "the formula of {moves} moves would pass --max-memory"
            )));
        }
        let left = limits.timeout.map(|t| t.saturating_sub(clock.elapsed()));
        let (s, g) = (start.clone(), goal.clone());
        let job = move |_: &dyn Fn(())| refute(&s, &g, moves, backend);
        let proof = match run_limited(left, job, |_| {}) {
            Limited::Done(answer) => answer?,
            Limited::TimedOut => {
                return Err(stopped(format!(
                    "time limit reached refuting {moves} moves"
                )))
            }
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
        .backend()?
        .solve(&f.pinned(&plan))?
        .context("the plan's moves do not satisfy its formula")?;
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
    let text = serde_json::to_string_pretty(&manifest)? + "\n";
    puzzlelab_files::write(&dir.join("manifest.json"), text.as_bytes())?;
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
    Messages::new(Lang::En).claim(refuted, optimum)
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
fn checked_file(dir: &Path, entry: &Value, budget: Budget) -> anyhow::Result<String> {
    let name = entry["file"]
        .as_str()
        .context("a manifest entry without a file name")?;
    if name.contains('/') || name.contains("..") {
        bail!("{name:?}: a certificate's files lie in its folder");
    }
    let recorded = entry["bytes"].as_u64();
    if let Some(size) = recorded.filter(|&size| size > budget.room) {
        let text = format!(
            "{}: {name} is {}, more than the {} left for it (raise --max-memory); nothing verified",
            Limit::Memory(budget.limit),
            Bytes(size),
            Bytes(budget.room)
        );
        return Err(Exit::new(exit::LIMIT, text).into());
    }
    let path = dir.join(name);
    let bytes = input::read_bytes(
        Source::File(&path),
        recorded.unwrap_or(budget.room),
        What::named(name),
    )?;
    if let Some(size) = recorded.filter(|&size| size != bytes.len() as u64) {
        bail!(
            "{name}: {} bytes, not the manifest's {size} (the file was changed)",
            bytes.len()
        );
    }
    let want = entry["sha256"].as_str().unwrap_or("");
    if sha256(&bytes) != want {
        bail!("{name}: its SHA-256 is not the manifest's (the file was changed)");
    }
    String::from_utf8(bytes).with_context(|| format!("{name} is not text"))
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
fn fits(start: &Board, moves: usize, max_bytes: u64) -> anyhow::Result<u64> {
    let formula = bytes_bound(start, moves, Encoding::Compact(options()));
    let bound = formula.saturating_mul(FORMULA_COPIES);
    if bound <= max_bytes {
        return Ok(bound);
    }
    let text = format!(
        "{}: checking the formula of {moves} moves would take up to {} (raise --max-memory); nothing verified",
        Limit::Memory(max_bytes),
        Bytes(bound)
    );
    Err(Exit::new(exit::LIMIT, text).into())
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
fn horizons_of<'m>(manifest: &'m Value, limits: &Limits) -> anyhow::Result<&'m Vec<Value>> {
    let horizons = manifest["horizons"].as_array().context("no horizons")?;
    if let Some(max) = limits.max_nodes.filter(|&max| horizons.len() as u64 > max) {
        let text = format!(
            "{}: the manifest has {} horizons (raise --max-nodes); nothing verified",
            Limit::Nodes(max),
            horizons.len()
        );
        return Err(Exit::new(exit::LIMIT, text).into());
    }
    Ok(horizons)
}

/// Checks the certificate in `dir` independently of the solver that made it, within `limits`:
/// its time; its memory, which caps each file read and each formula, its size estimated from
/// the horizon and the board before it is built; its nodes, the horizons. A limit reached
/// exits 3 (no limit: a bench's own certificates, read whole).
pub fn verify(dir: &Path, limits: &Limits) -> anyhow::Result<Verified> {
    let deadline = limits.timeout.map(|t| Instant::now() + t);
    let max_bytes = limits.max_memory.unwrap_or(u64::MAX);
    let path = dir.join("manifest.json");
    let text = input::read_text(
        Source::File(&path),
        MAX_MANIFEST_BYTES,
        What::new(
            "a certificate's manifest",
            "манифест сертификата",
            "манифеста сертификата",
        ),
    )?;
    let manifest: Value = serde_json::from_str(&text).context("manifest.json is not JSON")?;
    if manifest["schema"] != SCHEMA {
        bail!("manifest.json is not a {SCHEMA} certificate");
    }
    let start: Board = manifest["board"]
        .as_str()
        .unwrap_or("")
        .parse()
        .context("the manifest's board")?;
    let goal: Board = manifest["goal"]
        .as_str()
        .unwrap_or("")
        .parse()
        .context("the manifest's goal")?;
    if manifest["encoding"] != ENCODING {
        bail!("the argument covers the encoding {ENCODING} only");
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
            .context("a horizon without its moves")? as usize;
        let formulas = fits(&start, moves, max_bytes)?;
        let clauses = {
            let cnf = checked_file(dir, &horizon["cnf"], whole)?;
            drat::parse_dimacs(&cnf).with_context(|| format!("horizon-{moves}.cnf"))?
        };
        // the formula must be the one the encoding writes for this board and horizon
        let expected = Compact::new(&start, &goal, moves, options());
        if !same_clauses(&expected.cnf, &clauses) {
            bail!("horizon-{moves}.cnf is not the compact encoding of the board in at most {moves} moves");
        }
        match horizon["verdict"].as_str() {
            Some("unsatisfiable") => {
                let room = max_bytes.saturating_sub(formulas) / PROOF_COPIES;
                let proof_budget = Budget { room, ..whole };
                let proof = checked_file(dir, &horizon["proof"], proof_budget)?;
                let checked = match drat::check_until(&clauses, &proof, deadline) {
                    Err(drat::ProofError::OutOfTime { line }) => {
                        let text = format!(
                            "time limit reached checking horizon-{moves}.drat at its line {line}; nothing verified"
                        );
                        return Err(Exit::new(exit::LIMIT, text).into());
                    }
                    checked => checked.with_context(|| format!("horizon-{moves}.drat"))?,
                };
                lemmas += checked.lemmas;
                refuted.push(moves);
            }
            Some("satisfiable") => {
                let text = checked_file(dir, &horizon["model"], whole)?;
                let lits: Vec<i32> = text
                    .split_whitespace()
                    .filter(|w| *w != "v")
                    .map(|w| w.parse().context("a model literal that is not a number"))
                    .collect::<anyhow::Result<_>>()?;
                if let Err(clause) = drat::satisfies(&clauses, &lits) {
                    bail!("horizon-{moves}.model falsifies the clause {clause:?}");
                }
                let model = Model::from_dimacs(expected.cnf.num_vars(), lits);
                let plan = expected
                    .decode(&model)
                    .context("the model does not decode to a plan")?;
                let mut board = start.clone();
                for dir in plan.iter() {
                    board
                        .apply(dir)
                        .context("the model's plan makes an illegal move")?;
                }
                if board != goal || plan.len() != moves {
                    bail!(
                        "the model's plan of {} moves does not end at the goal",
                        plan.len()
                    );
                }
                solved = Some((moves, plan));
            }
            _ => bail!("horizon {moves}: a verdict is satisfiable or unsatisfiable"),
        }
    }
    let Some((optimum, _)) = solved else {
        bail!("the certificate solves no horizon");
    };
    let needed: Vec<usize> = (optimum >= h + 2)
        .then(|| optimum - 2)
        .into_iter()
        .collect();
    if refuted != needed {
        bail!("the refuted horizons {refuted:?} do not cover every length below {optimum}: {needed:?} is needed");
    }
    let claim = claim(refuted.last().copied(), optimum);
    if manifest["claim"] != claim.as_str() {
        bail!(
            "the manifest claims {:?}; the checks prove {claim:?}",
            manifest["claim"]
        );
    }
    Ok(Verified {
        claim,
        optimum,
        lemmas,
        refuted,
    })
}
