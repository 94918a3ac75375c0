//! `cargo xtask bench certify`: certificates of optimality on the worksheet's board and on
//! seeded boards whose optima run from 30 to 44 moves: the CPU seconds to solve and write one,
//! to check it with our checker and with `rate` (a second DRAT checker, `cargo install rate`),
//! the proof's size, and the optimum beside pattern-database IDA*'s.
//!
//! Each measurement runs in a child process (this program with the hidden `--one` option) that
//! reports its own CPU time, user and system, all threads (and, for `rate`, its child's).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Context;
use puzzlelab_certificate as certificate;
use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::heuristics::manhattan;
use puzzlelab_solvers::sat::optimal::{formula, Encoding};
use puzzlelab_solvers::sat::{drat, Compact, CompactOptions};
use puzzlelab_solvers::search::{Limits, Stats};
use puzzlelab_solvers::sliding::SlidingIda;
use puzzlelab_solvers::solve::SatSolver;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// Arguments of `bench certify`.
#[derive(clap::Args)]
pub struct Args {
    /// The SAT solver that writes the proofs (cadical only in a build with `--features cadical`).
    #[arg(long, value_enum, default_value = "varisat")]
    backend: SatSolver,
    /// Seeded boards to certify, besides the worksheet's.
    #[arg(long, default_value_t = 20)]
    boards: usize,
    /// The optima the seeded boards are chosen from: at least, at most.
    #[arg(long, num_args = 2, value_names = ["LEAST", "MOST"], default_values_t = [30, 44])]
    optima: Vec<usize>,
    /// Where the certificates are written (each board's in its own folder).
    #[arg(long, default_value = "output/bench/certificates")]
    out: PathBuf,
    /// Also certify the 50-move board (`fifteen shuffle --seed 1 --shuffle walk:200`): about
    /// six CPU minutes with CaDiCaL, and a proof of some 600 MB.
    #[arg(long)]
    fifty: bool,
    /// Also measure, on the boards of these optima (one each), the chain the certificate
    /// replaced: every horizon h, h+2, ..., L of exactly M moves solved with its proof, each
    /// refutation checked by ours.
    #[arg(long, value_delimiter = ',', value_name = "L,...")]
    ablation: Vec<usize>,
    /// Internal: run one measurement (`JOB ARG ARG`) and print it as JSON.
    #[arg(long, hide = true, num_args = 3, value_names = ["JOB", "A", "B"])]
    one: Option<Vec<String>>,
}

/// CPU seconds this process has used (`self`), or its waited-for children (`children`), from
/// `/proc/self/stat` (Linux, 100 ticks a second).
fn cpu_seconds(children: bool) -> anyhow::Result<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat")?;
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .context("/proc/self/stat")?
        .1
        .split_whitespace()
        .collect();
    let at = if children { 13 } else { 11 };
    let ticks: f64 = fields[at].parse::<f64>()? + fields[at + 1].parse::<f64>()?;
    Ok(ticks / 100.0)
}

/// One measurement in this process, as JSON.
fn measure(job: &str, a: &str, b: &str, backend: SatSolver) -> anyhow::Result<Value> {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    match job {
        "certify" => {
            let board: Board = a.parse()?;
            let dir = Path::new(b);
            let _ = std::fs::remove_dir_all(dir);
            let c = certificate::certify(&board, &goal, dir, backend, &Limits::none())?;
            let proof = match c.refuted {
                Some(r) => std::fs::metadata(dir.join(format!("horizon-{r}.drat")))?.len(),
                None => 0,
            };
            Ok(json!({
                "moves": c.moves.len(), "refuted": c.refuted, "proof_bytes": proof,
                "cpu": cpu_seconds(false)?,
            }))
        }
        "verify" => {
            let v = certificate::verify(Path::new(a), &Limits::none())?;
            Ok(json!({ "claim": v.claim, "steps": v.lemmas, "cpu": cpu_seconds(false)? }))
        }
        "rate" => {
            let out = Command::new("rate")
                .args([a, b])
                .output()
                .context("cannot run rate (cargo install rate)")?;
            let said = String::from_utf8_lossy(&out.stdout);
            Ok(json!({ "verified": said.contains("s VERIFIED"), "cpu": cpu_seconds(true)? }))
        }
        "plain" => {
            // the refutation alone, no proof written: what writing the proof costs is the rest
            let board: Board = a.parse()?;
            let moves: usize = b.parse()?;
            let options = CompactOptions {
                at_most: true,
                ..CompactOptions::default()
            };
            let cpu = thread_cpu();
            let f = Compact::new(&board, &goal, moves, options);
            let refuted = backend.backend()?.solve(&f.cnf)?.is_none();
            Ok(json!({ "refuted": refuted, "cpu": thread_cpu() - cpu }))
        }
        "chain" => {
            let board: Board = a.parse()?;
            let h = manhattan(&board, &goal);
            let mut solver = backend.backend()?;
            let (mut solve, mut check, mut bytes) = (0.0, 0.0, 0usize);
            for moves in (h..=h + 80).step_by(2) {
                let cpu = thread_cpu();
                let f = formula(&board, &goal, moves, Encoding::default());
                let (model, proof) = solver.solve_with_proof(f.cnf())?;
                solve += thread_cpu() - cpu;
                if let Some(model) = model {
                    let moves = f.decode(&model)?.len();
                    return Ok(
                        json!({ "moves": moves, "solve": solve, "check": check, "proof_bytes": bytes }),
                    );
                }
                let cpu = thread_cpu();
                let clauses: Vec<Vec<i32>> = f.cnf().dimacs_clauses();
                drat::check(&clauses, &proof)?;
                check += thread_cpu() - cpu;
                bytes += proof.len();
            }
            anyhow::bail!("no solution within 80 moves of h")
        }
        _ => anyhow::bail!("unknown job '{job}'"),
    }
}

/// CPU seconds this thread has used (the chain runs its solver on this thread).
fn thread_cpu() -> f64 {
    crate::clock::thread_cpu_time().as_secs_f64()
}

/// Runs one measurement in a child process.
fn child(job: &str, a: &str, b: &str, backend: SatSolver) -> anyhow::Result<Value> {
    let exe = std::env::current_exe().context("cannot find this program")?;
    let out = Command::new(exe)
        .args([
            "bench",
            "certify",
            "--backend",
            backend.name(),
            "--one",
            job,
            a,
            b,
        ])
        .output()
        .context("cannot start a measurement")?;
    anyhow::ensure!(
        out.status.success(),
        "the measurement '{job} {a}' failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(serde_json::from_str(
        String::from_utf8_lossy(&out.stdout).trim(),
    )?)
}

/// The seeded boards: random walks of 40, 50 and 60 moves from the goal (ChaCha8, seed n),
/// kept while their optimum (by pattern-database IDA*) lies in `optima` and no length has
/// more than three, until there are `count`.
fn boards(
    count: usize,
    optima: (usize, usize),
    optimum: &dyn Fn(&Board) -> anyhow::Result<usize>,
) -> anyhow::Result<Vec<(String, Board, usize)>> {
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let mut chosen: Vec<(String, Board, usize)> = Vec::new();
    for seed in 0u64..2_000 {
        if chosen.len() == count {
            break;
        }
        let walk = 40 + 10 * (seed % 3) as usize;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (board, _) = shuffle::random_walk(&mut rng, &goal, walk);
        let length = optimum(&board)?;
        let same = chosen.iter().filter(|(_, _, l)| *l == length).count();
        if (optima.0..=optima.1).contains(&length) && same < 3 {
            chosen.push((format!("walk {walk} #{seed}"), board, length));
        }
    }
    chosen.sort_by_key(|(_, _, l)| *l);
    Ok(chosen)
}

/// Boards named by the command that deals them: a 40-move optimum that is Manhattan + 14 (the
/// seeded set's 40 is + 20, a harder kind), and a 50-move one.
const NAMED: [(&str, &str); 2] = [
    (
        "shuffle seed 7 walk:60",
        "4 5 3 6 1 0 10 7 13 9 8 11 14 12 15 2",
    ),
    (
        "shuffle seed 1 walk:200",
        "3 8 2 12 7 0 4 1 6 14 15 13 9 11 5 10",
    ),
];

/// Runs the benchmark, or one measurement of it.
pub fn run(args: Args) -> anyhow::Result<()> {
    if let Some(one) = &args.one {
        println!("{}", measure(&one[0], &one[1], &one[2], args.backend)?);
        return Ok(());
    }
    args.backend.backend()?;
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let dir = puzzlelab::cache_dir(None)?;
    let pdb = puzzlelab::tables(dir, Default::default(), None).open("663", &goal)?;
    let ida = SlidingIda::new(&goal, pdb);
    let optimum = |board: &Board| -> anyhow::Result<usize> {
        let mut stats = Stats::default();
        let outcome = ida.solve(board, &mut stats);
        outcome
            .cost()
            .context("pattern-database IDA* found no solution")
    };
    let worksheet: Board = puzzlelab_rules::lessons::WORKSHEET.parse()?;
    let mut all = vec![(
        "worksheet".to_string(),
        worksheet.clone(),
        optimum(&worksheet)?,
    )];
    all.extend(boards(
        args.boards,
        (args.optima[0], args.optima[1]),
        &optimum,
    )?);
    let mut named = vec![NAMED[0]];
    if args.fifty {
        named.push(NAMED[1]);
    }
    for (name, text) in named {
        let board: Board = text.parse()?;
        let length = optimum(&board)?;
        all.push((name.to_string(), board, length));
    }
    std::fs::create_dir_all(&args.out)?;
    println!(
        "Certificates of optimality ({}; compact encoding, at most L-2 moves refuted). CPU seconds of each step, each in its own process.",
        args.backend.name()
    );
    println!("PDB IDA*: the optimum by IDA* with the 6-6-3 pattern databases, for comparison.");
    println!();
    println!("Solve, proof written: the whole `--certify` run (IDA*'s plan, the refutation with its proof, the model, the files); without proof: the refutation alone.");
    println!();
    println!("| board | h | optimum | PDB IDA* | refuted | solve, proof written s | solve without proof s | proof MB | our check s | rate s | write + our check s |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    let (mut agree, mut total_ours, mut total_rate) = (true, 0.0, 0.0);
    let mut measured: Vec<(String, f64)> = Vec::new();
    for (name, board, pdb_optimum) in &all {
        let folder = args.out.join(name.replace([' ', '#', ':'], "-"));
        let folder_text = folder.to_string_lossy().to_string();
        let c = child("certify", &board.to_string(), &folder_text, args.backend)?;
        let v = child("verify", &folder_text, "-", args.backend)?;
        let (moves, cpu) = (
            c["moves"].as_u64().unwrap_or(0) as usize,
            c["cpu"].as_f64().unwrap_or(f64::NAN),
        );
        let ours = v["cpu"].as_f64().unwrap_or(f64::NAN);
        let (refuted, rate, plain) = match c["refuted"].as_u64() {
            Some(r) => {
                let p = child("plain", &board.to_string(), &r.to_string(), args.backend)?;
                anyhow::ensure!(
                    p["refuted"] == true,
                    "{name}: at most {r} moves was not refuted"
                );
                let cnf = folder.join(format!("horizon-{r}.cnf"));
                let drat = folder.join(format!("horizon-{r}.drat"));
                let r2 = child(
                    "rate",
                    &cnf.to_string_lossy(),
                    &drat.to_string_lossy(),
                    args.backend,
                )?;
                anyhow::ensure!(r2["verified"] == true, "rate refused the proof of {name}");
                let plain = p["cpu"].as_f64().unwrap_or(f64::NAN);
                (
                    format!("≤ {r}"),
                    r2["cpu"].as_f64().unwrap_or(f64::NAN),
                    plain,
                )
            }
            None => ("none (L = h)".to_string(), 0.0, 0.0),
        };
        agree &= moves == *pdb_optimum;
        measured.push((name.clone(), cpu + ours));
        total_ours += cpu + ours;
        total_rate += rate;
        println!(
            "| {name} | {} | {moves} | {pdb_optimum} | {refuted} | {cpu:.2} | {plain:.2} | {:.1} | {ours:.2} | {rate:.2} | {:.2} |",
            manhattan(board, &goal),
            c["proof_bytes"].as_f64().unwrap_or(0.0) / 1e6,
            cpu + ours,
        );
    }
    println!();
    println!(
        "{} boards; every optimum {} pattern-database IDA*'s; every proof verified by our checker and by rate; in all: write + our check {total_ours:.1} CPU s, rate {total_rate:.1} CPU s.",
        all.len(),
        if agree { "equal to" } else { "NOT equal to" }
    );
    if !args.ablation.is_empty() {
        println!();
        println!("The chain the certificate replaced (every horizon h, h+2, ..., L of exactly M moves, each refutation's proof checked by ours) against the certificate (IDA*'s plan, at most L-2 refuted), same boards, same solver:");
        println!();
        println!("| board | optimum | chain: solve s | chain: proofs MB | chain: our check s | chain in all s | certificate in all s | ratio |");
        println!("|---|---|---|---|---|---|---|---|");
        for &length in &args.ablation {
            let Some((name, board, _)) = all.iter().find(|(_, _, l)| *l == length) else {
                println!("| (no board of {length} moves) | | | | | | | |");
                continue;
            };
            let c = child("chain", &board.to_string(), "-", args.backend)?;
            let (solve, check) = (
                c["solve"].as_f64().unwrap_or(f64::NAN),
                c["check"].as_f64().unwrap_or(f64::NAN),
            );
            let certificate = measured
                .iter()
                .find(|(n, _)| n == name)
                .map_or(f64::NAN, |(_, t)| *t);
            println!(
                "| {name} | {length} | {solve:.2} | {:.1} | {check:.2} | {:.2} | {certificate:.2} | {:.1} |",
                c["proof_bytes"].as_f64().unwrap_or(0.0) / 1e6,
                solve + check,
                (solve + check) / certificate,
            );
        }
    }
    anyhow::ensure!(agree, "an optimum differs from pattern-database IDA*'s");
    Ok(())
}
