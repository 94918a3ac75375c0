//! Certified optimality: `fifteen solve BOARD --algo sat --certify DIR` writes, for every
//! horizon it refutes, the formula (DIMACS, its variables named) and varisat's DRAT proof; for
//! the horizon it solves, the model; and `manifest.json` (the schema `puzzlelab-certificate/1`):
//! the board, the goal, the encoding, each horizon's verdict and every file's SHA-256.
//! `sat verify DIR` checks all of it without the solver: the checksums, every proof with our
//! own checker (`puzzlelab_solvers::sat::drat`), the model against its formula, the plan it
//! decodes replayed through the rules, and the argument that the refuted horizons cover every
//! shorter length.
//!
//! The argument, written down: every move changes the Manhattan distance `h` by one, so every
//! solution has the parity of `h` and at least `h` moves; the compact encoding bans undoing a
//! move, so a solution cannot be padded and each horizon `h, h+2, ..., L-2` is refuted on its
//! own. Those refutations and the parity rule together say "no solution of fewer than L moves".

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{bail, Context};
use puzzlelab_rules::{Board, MoveSeq};
use puzzlelab_solvers::heuristics::manhattan;
use puzzlelab_solvers::sat::backend::Varisat;
use puzzlelab_solvers::sat::cnf::Model;
use puzzlelab_solvers::sat::optimal::{formula, Encoding};
use puzzlelab_solvers::sat::{dimacs, drat};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The schema of a certificate's manifest.
pub const SCHEMA: &str = "puzzlelab-certificate/1";

/// The most horizons a certificate tries past the Manhattan distance.
const MAX_EXTRA: usize = 80;

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
    Ok(json!({ "file": name, "sha256": sha256(bytes) }))
}

/// What a certificate proved: the optimal moves and the horizons refuted.
pub struct Certified {
    /// The optimal solution.
    pub moves: MoveSeq,
    /// The horizons refuted, in order.
    pub refuted: Vec<usize>,
}

/// Solves `start` optimally with the compact encoding and writes its certificate into `dir`.
pub fn certify(start: &Board, goal: &Board, dir: &Path) -> anyhow::Result<Certified> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let encoding = Encoding::default();
    let h = manhattan(start, goal) as usize;
    let mut horizons = Vec::new();
    let mut refuted = Vec::new();
    for moves in (h..=h + MAX_EXTRA).step_by(2) {
        let f = formula(start, goal, moves, encoding);
        let mut cnf = Vec::new();
        let header = vec![
            format!("puzzlelab certificate: the compact encoding, exactly {moves} moves"),
            format!("board {start}"),
            format!("goal  {goal}"),
            "variables:".to_string(),
        ];
        dimacs::write(f.cnf(), &header, &mut cnf)?;
        let cnf_entry = file(dir, &format!("horizon-{moves}.cnf"), &cnf)?;
        let (model, proof) = Varisat.solve_with_proof(f.cnf())?;
        match model {
            None => {
                let proof_entry = file(dir, &format!("horizon-{moves}.drat"), proof.as_bytes())?;
                horizons.push(json!({
                    "moves": moves, "verdict": "unsatisfiable", "cnf": cnf_entry, "proof": proof_entry,
                }));
                refuted.push(moves);
            }
            Some(model) => {
                let plan = f.decode(&model)?;
                let mut text = String::from("v");
                for lit in model.to_dimacs() {
                    let _ = write!(text, " {lit}");
                }
                text.push_str(" 0\n");
                let model_entry = file(dir, &format!("horizon-{moves}.model"), text.as_bytes())?;
                horizons.push(json!({
                    "moves": moves, "verdict": "satisfiable", "cnf": cnf_entry, "model": model_entry,
                    "plan": plan.to_string(),
                }));
                let claim = match refuted.last() {
                    Some(&r) => format!(
                        "no solution of {} moves or fewer: {moves} moves is optimal",
                        r + 1
                    ),
                    None => format!("{moves} moves is the Manhattan distance: optimal"),
                };
                let manifest = json!({
                    "schema": SCHEMA,
                    "board": start.to_string(),
                    "goal": goal.to_string(),
                    "encoding": encoding.name(),
                    "manhattan": h,
                    "claim": claim,
                    "argument": "every move changes the Manhattan distance by one, so a solution has the parity of h and at least h moves; the encoding forbids undoing a move, so each horizon h, h+2, ..., L-2 is refuted on its own",
                    "horizons": horizons,
                });
                let text = serde_json::to_string_pretty(&manifest)? + "\n";
                puzzlelab_files::write(&dir.join("manifest.json"), text.as_bytes())?;
                return Ok(Certified {
                    moves: plan,
                    refuted,
                });
            }
        }
    }
    bail!("no solution within {MAX_EXTRA} moves of the Manhattan distance {h}")
}

/// What `verify` checked.
pub struct Verified {
    /// The claim, as the manifest states it and the checks bear out.
    pub claim: String,
    /// The same claim in Russian.
    pub claim_ru: String,
    /// Proof steps checked, over all refuted horizons.
    pub lemmas: usize,
    /// Horizons refuted.
    pub refuted: Vec<usize>,
}

/// Reads `dir/name` and checks it against its manifest entry's checksum.
fn checked_file(dir: &Path, entry: &Value) -> anyhow::Result<String> {
    let name = entry["file"]
        .as_str()
        .context("a manifest entry without a file name")?;
    if name.contains('/') || name.contains("..") {
        bail!("{name:?}: a certificate's files lie in its folder");
    }
    let path = dir.join(name);
    let bytes = std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let want = entry["sha256"].as_str().unwrap_or("");
    if sha256(&bytes) != want {
        bail!("{name}: its SHA-256 is not the manifest's (the file was changed)");
    }
    String::from_utf8(bytes).with_context(|| format!("{name} is not text"))
}

/// Checks the certificate in `dir` independently of the solver that made it.
pub fn verify(dir: &Path) -> anyhow::Result<Verified> {
    let path = dir.join("manifest.json");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
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
    if manifest["encoding"] != "compact" {
        bail!("the argument covers the compact encoding only");
    }
    let h = manhattan(&start, &goal) as usize;
    let horizons = manifest["horizons"].as_array().context("no horizons")?;
    let (mut lemmas, mut refuted) = (0, Vec::new());
    let mut solved: Option<(usize, MoveSeq)> = None;
    for horizon in horizons {
        let moves = horizon["moves"]
            .as_u64()
            .context("a horizon without its moves")? as usize;
        let cnf = checked_file(dir, &horizon["cnf"])?;
        let clauses = drat::parse_dimacs(&cnf).with_context(|| format!("horizon-{moves}.cnf"))?;
        // the formula must be the one the encoding writes for this board and horizon
        let expected = formula(&start, &goal, moves, Encoding::default());
        let ours: Vec<Vec<i32>> = expected
            .cnf()
            .clauses()
            .iter()
            .map(|c| c.iter().map(|l| l.to_dimacs()).collect())
            .collect();
        if ours != clauses {
            bail!("horizon-{moves}.cnf is not the compact encoding of the board in {moves} moves");
        }
        match horizon["verdict"].as_str() {
            Some("unsatisfiable") => {
                let proof = checked_file(dir, &horizon["proof"])?;
                let checked = drat::check(&clauses, &proof)
                    .with_context(|| format!("horizon-{moves}.drat"))?;
                lemmas += checked.lemmas;
                refuted.push(moves);
            }
            Some("satisfiable") => {
                let text = checked_file(dir, &horizon["model"])?;
                let lits: Vec<i32> = text
                    .split_whitespace()
                    .filter(|w| *w != "v")
                    .map(|w| w.parse().context("a model literal that is not a number"))
                    .collect::<anyhow::Result<_>>()?;
                if let Err(clause) = drat::satisfies(&clauses, &lits) {
                    bail!("horizon-{moves}.model falsifies the clause {clause:?}");
                }
                let model = Model::from_dimacs(expected.cnf().num_vars(), lits);
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
    let needed: Vec<usize> = (h..optimum).step_by(2).collect();
    if refuted != needed {
        bail!("the refuted horizons {refuted:?} do not cover every length of the right parity below {optimum}: {needed:?} are needed");
    }
    let claim = match refuted.last() {
        Some(&r) => format!(
            "no solution of {} moves or fewer: {optimum} moves is optimal",
            r + 1
        ),
        None => format!("{optimum} moves is the Manhattan distance: optimal"),
    };
    if manifest["claim"] != claim.as_str() {
        bail!(
            "the manifest claims {:?}; the checks prove {claim:?}",
            manifest["claim"]
        );
    }
    let ru = puzzlelab_rules::Lang::Ru;
    let claim_ru = match refuted.last() {
        Some(&r) => format!(
            "нет решения из {} {} или меньше: {optimum} {} — оптимум",
            r + 1,
            ru.moves((r + 1) as u64),
            ru.moves(optimum as u64)
        ),
        None => format!(
            "{optimum} {} — манхэттенское расстояние: оптимум",
            ru.moves(optimum as u64)
        ),
    };
    Ok(Verified {
        claim,
        claim_ru,
        lemmas,
        refuted,
    })
}
