//! `puzzlelab sat ...` as a student uses it: the formula written in DIMACS, read back, solved
//! by "another" solver (varisat reading the file), and its answer decoded by `sat model`.

use puzzlelab_rules::lessons::WORKSHEET;
use puzzlelab_solvers::sat::{dimacs, SatBackend, Varisat};

use super::runner;

/// Runs the binary: exit code, stdout, stderr.
fn puzzlelab(args: &[&str]) -> (i32, String, String) {
    let run = runner::puzzlelab(args).run();
    (run.code, run.stdout, run.stderr)
}

fn temp(name: &str) -> std::path::PathBuf {
    runner::scratch("sat").join(name)
}

#[test]
fn dimacs_parses_back_and_a_model_comes_back_as_moves() {
    for encoding in ["compact", "worksheet"] {
        let (code, text, err) = puzzlelab(&[
            "sat",
            "dimacs",
            WORKSHEET,
            "--horizon",
            "15",
            "--encoding",
            encoding,
        ]);
        assert_eq!(code, 0, "{err}");
        let cnf = dimacs::parse(&text).unwrap();
        assert!(text.contains("c 1 "), "variables are named in comments");
        if encoding == "worksheet" {
            assert_eq!(cnf.name(1), "S[1,1,1,0]");
        }
        // Any SAT solver will do: here varisat, on the file as read back.
        let model = Varisat.solve(&cnf).unwrap().expect("15 moves suffice");
        assert!(cnf.is_satisfied_by(&model));
        let lits: Vec<String> = (1..=cnf.num_vars())
            .map(|v| {
                let lit = puzzlelab_solvers::sat::Lit::from_dimacs(v as i32);
                if model.lit(lit) {
                    v.to_string()
                } else {
                    format!("-{v}")
                }
            })
            .collect();
        let answer = temp(&format!("{encoding}.out"));
        std::fs::write(&answer, format!("s SATISFIABLE\nv {} 0\n", lits.join(" "))).unwrap();
        // No --moves: the answer's size tells the horizon.
        let (code, out, err) = puzzlelab(&[
            "sat",
            "model",
            WORKSHEET,
            answer.to_str().unwrap(),
            "--encoding",
            encoding,
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("15 moves, replayed through the rules"),
            "{out}"
        );
        // Not 14 moves: the other parity.
        let (_, text, _) = puzzlelab(&["sat", "dimacs", WORKSHEET, "--horizon", "13"]);
        let short = dimacs::parse(&text).unwrap();
        assert_eq!(Varisat.solve(&short).unwrap(), None);
    }
}

#[test]
fn bad_input_is_refused_with_exit_code_2() {
    let (code, _, err) = puzzlelab(&["fifteen", "solve", "1 2 3 4 5 6 8 7 0", "--algo", "sat"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot reach the goal"), "{err}");
    let (code, _, err) = puzzlelab(&["sat", "model", WORKSHEET, "/no/such/file"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read"), "{err}");
    let (code, _, _) = puzzlelab(&["sat", "worksheet", WORKSHEET, "--timeout", "-1"]);
    assert_eq!(code, 2);
    let (code, _, err) = puzzlelab(&["fifteen", "solve", WORKSHEET, "--encoding", "compact"]);
    assert_eq!(code, 2);
    assert!(err.contains("go with --algo sat"), "{err}");
}

#[test]
fn the_sat_solve_prints_its_horizons_and_the_proof() {
    let board = "4 1 3 7 2 6 5 8 0"; // the optimum lies above the Manhattan distance
    let (code, out, err) = puzzlelab(&["fifteen", "solve", "1 2 3 4 0 6 7 5 8", "--algo", "sat"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 moves: UL\n"), "{out}");
    assert!(
        out.contains("horizon 2 moves: ") && out.contains("satisfiable: solved"),
        "{out}"
    );
    let (code, out, err) = puzzlelab(&["fifteen", "solve", board, "--algo", "sat", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let iterations = v["iterations"].as_array().unwrap();
    let last = iterations.last().unwrap();
    assert_eq!(last["verdict"], "solved");
    assert_eq!(last["threshold"], v["length"]);
    assert!(iterations[..iterations.len() - 1]
        .iter()
        .all(|i| i["verdict"] == "refuted"));
}

#[test]
fn the_worksheet_loop_prints_its_lines_and_the_fix() {
    let (code, out, err) = puzzlelab(&["sat", "worksheet", "1 2 3 4 0 6 7 5 8"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("UL\n"), "{out}");
    assert!(out.contains("optimal"), "{out}");
}

#[test]
fn a_time_limit_stops_the_solver_and_says_what_was_proven() {
    // A walk of 50 moves: far more than a twentieth of a second of SAT solving.
    let board = "6 2 3 4 5 0 15 7 1 13 11 8 14 9 10 12";
    let (code, out, err) = puzzlelab(&["sat", "worksheet", board, "--timeout", "50ms"]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(
        err.contains("time limit of 0.050 s reached; proven by then: no solution of"),
        "{err}"
    );
    let args = [
        "fifteen",
        "solve",
        board,
        "--algo",
        "sat",
        "--timeout",
        "50ms",
        "--json",
    ];
    let (code, out, err) = puzzlelab(&args);
    assert_eq!(code, 3, "{out}{err}");
    assert!(err.contains("time limit of 0.050 s reached"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["limit"]["kind"], "time");
    let stopped = v["iterations"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (stopped["verdict"].as_str(), &stopped["threshold"]),
        (Some("stopped"), &v["lower_bound"])
    );
}

#[test]
fn fifteen_solve_algo_sat_agrees_with_ida() {
    let board = "1 2 0 8 5 10 4 12 11 6 3 7 9 13 14 15"; // optimum 22, Manhattan 16
    let (code, ida, err) = puzzlelab(&["fifteen", "solve", board, "--algo", "ida"]);
    assert_eq!(code, 0, "{err}");
    let (code, sat, err) = puzzlelab(&["fifteen", "solve", board, "--algo", "sat"]);
    assert_eq!(code, 0, "{err}");
    assert!(ida.contains("\n22 moves: "), "{ida}");
    assert!(sat.contains("\n22 moves: "), "{sat}");
}

#[cfg(not(feature = "cadical"))]
#[test]
fn the_cadical_backend_is_refused_when_not_built_in() {
    for args in [
        &["sat", "worksheet", WORKSHEET, "--backend", "cadical"][..],
        &[
            "fifteen",
            "solve",
            WORKSHEET,
            "--algo",
            "sat",
            "--backend",
            "cadical",
        ],
    ] {
        let (code, out, err) = puzzlelab(args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(
            err.contains(
                "the cadical backend is not in this build: rebuild with `--features cadical`"
            ),
            "{args:?}: {err}"
        );
    }
}

#[cfg(feature = "cadical")]
#[test]
fn the_cadical_backend_solves_like_varisat() {
    for args in [
        &["sat", "worksheet", WORKSHEET, "--backend", "cadical"][..],
        &[
            "fifteen",
            "solve",
            WORKSHEET,
            "--algo",
            "sat",
            "--backend",
            "cadical",
            "--encoding",
            "worksheet",
        ],
    ] {
        let (code, out, err) = puzzlelab(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("15 moves: optimal (proven"), "{args:?}: {out}");
    }
    let args = [
        "fifteen",
        "solve",
        WORKSHEET,
        "--algo",
        "sat",
        "--backend",
        "cadical",
    ];
    let (code, out, err) = puzzlelab(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\n15 moves: "), "{out}");
}

#[test]
fn the_worksheet_speaks_russian() {
    let (code, out, err) = puzzlelab(&["sat", "worksheet", "1 2 3 4 0 6 7 5 8", "--lang", "ru"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("идёт поиск решения не более чем из 5 ходов"),
        "{out}"
    );
    assert!(
        out.contains("Ответ листа: 4 хода: оптимальность НЕ доказана"),
        "{out}"
    );
    assert!(
        out.contains("UL\n2 хода: оптимально (доказано SAT"),
        "{out}"
    );
}

/// A DRAT proof with its first learned clause flipped: every literal negated.
fn flip_first_lemma(proof: &str) -> String {
    let mut lines: Vec<String> = proof.lines().map(String::from).collect();
    let k = lines
        .iter()
        .position(|l| !l.starts_with('d') && l.trim() != "0")
        .expect("a proof with a learned clause");
    let flipped: Vec<String> = lines[k]
        .split_whitespace()
        .map(|w| match w {
            "0" => "0".to_string(),
            w => w.strip_prefix('-').map_or(format!("-{w}"), String::from),
        })
        .collect();
    lines[k] = flipped.join(" ");
    lines.join("\n") + "\n"
}

/// `fifteen solve --algo sat --certify DIR` and `sat verify DIR`: the certificate checks, and
/// each tampering is refused with a message naming what failed (the checksums made to match,
/// so that the deeper checks are what refuses).
#[test]
fn a_certificate_of_optimality_checks_and_every_tampering_is_refused() {
    use sha2::{Digest, Sha256};
    let fresh = |name: &str| {
        let dir = runner::scratch(name);
        let _ = std::fs::remove_dir_all(&dir);
        let out = runner::puzzlelab(&[
            "fifteen",
            "solve",
            "8 1 3 4 0 2 7 6 5",
            "--algo",
            "sat",
            "--certify",
            &dir.to_string_lossy(),
        ])
        .run();
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(out.stdout.starts_with("14 moves"), "{}", out.stdout);
        // the size it prints is the folder's
        let sizes: Vec<u64> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().metadata().unwrap().len())
            .collect();
        let bytes = puzzlelab_rules::Lang::En.int(sizes.iter().sum::<u64>());
        let said = format!("{} files, {bytes} bytes", sizes.len());
        assert!(out.stdout.contains(&said), "{said}: {}", out.stdout);
        dir
    };
    let verify =
        |dir: &std::path::Path| runner::puzzlelab(&["sat", "verify", &dir.to_string_lossy()]).run();
    // rewrites `file` with `change` and puts its new checksum and size in the manifest
    let tamper = |dir: &std::path::Path, file: &str, change: &dyn Fn(String) -> String| {
        let path = dir.join(file);
        let old = std::fs::read_to_string(&path).unwrap();
        let new = change(old.clone());
        assert_ne!(old, new, "{file} unchanged");
        std::fs::write(&path, &new).unwrap();
        let hex = Sha256::digest(new.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>();
        let manifest = dir.join("manifest.json");
        let text = std::fs::read_to_string(&manifest).unwrap();
        let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
        for horizon in json["horizons"].as_array_mut().unwrap() {
            for kind in ["cnf", "proof", "model"] {
                if horizon[kind]["file"] == file {
                    horizon[kind]["sha256"] = hex.clone().into();
                    horizon[kind]["bytes"] = new.len().into();
                }
            }
        }
        std::fs::write(manifest, serde_json::to_string_pretty(&json).unwrap()).unwrap();
    };

    let dir = fresh("cert-ok");
    let out = verify(&dir);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("no solution of at most 12 moves (refuted by SAT), none of 13 (parity): 14 moves is optimal"),
        "{}",
        out.stdout
    );

    // a time limit before the proof is checked to its end: exit 3, nothing verified
    let out =
        runner::puzzlelab(&["sat", "verify", &dir.to_string_lossy(), "--timeout", "1ms"]).run();
    assert_eq!(out.code, 3, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stderr
            .contains("time limit reached checking horizon-12.drat")
            && out.stderr.contains("nothing verified"),
        "{}",
        out.stderr
    );

    // a proof without its empty clause
    let dir = fresh("cert-proof-cut");
    tamper(&dir, "horizon-12.drat", &|p| {
        p.lines()
            .filter(|l| l.trim() != "0")
            .map(|l| format!("{l}\n"))
            .collect()
    });
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("horizon-12.drat: the proof ends without the empty clause"),
        "{}",
        out.stderr
    );

    // a proof step that does not follow
    let dir = fresh("cert-proof-added");
    tamper(&dir, "horizon-12.drat", &|p| format!("-1 0\n{p}"));
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("horizon-12.drat: proof line 1: the clause [-1]"),
        "{}",
        out.stderr
    );

    // a proof step flipped: the first learned clause with every literal negated
    let dir = fresh("cert-proof-flip");
    tamper(&dir, "horizon-12.drat", &|p| flip_first_lemma(&p));
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("horizon-12.drat: proof line")
            && out
                .stderr
                .contains("does not follow from the clauses before it"),
        "{}",
        out.stderr
    );

    // a clause of the formula changed
    let dir = fresh("cert-cnf");
    tamper(&dir, "horizon-12.cnf", &|c| {
        let mut lines: Vec<String> = c.lines().map(String::from).collect();
        let k = lines
            .iter()
            .rposition(|l| !l.starts_with('c') && !l.starts_with('p'))
            .unwrap();
        lines.remove(k);
        lines.join("\n") + "\n"
    });
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("horizon-12.cnf is not the compact encoding"),
        "{}",
        out.stderr
    );

    // a model literal flipped
    let dir = fresh("cert-model");
    tamper(&dir, "horizon-14.model", &|m| {
        let mut words: Vec<String> = m.split_whitespace().map(String::from).collect();
        let k = words
            .iter()
            .position(|w| !w.starts_with('-') && w != "v" && w != "0")
            .unwrap();
        words[k] = format!("-{}", words[k]);
        words.join(" ") + "\n"
    });
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("horizon-14.model falsifies the clause"),
        "{}",
        out.stderr
    );

    // a refutation of a shorter horizon than L - 2 proves less than the claim
    let dir = fresh("cert-claim");
    let manifest = dir.join("manifest.json");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, text.replace("\"moves\": 12", "\"moves\": 10")).unwrap();
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("horizon-10.cnf is not the compact encoding"),
        "{}",
        out.stderr
    );

    // a checksum in the manifest that is not the file's
    let dir = fresh("cert-sum");
    let manifest = dir.join("manifest.json");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let at = text.find("\"sha256\": \"").unwrap() + 11;
    let mut bytes = text.into_bytes();
    bytes[at] = if bytes[at] == b'0' { b'1' } else { b'0' };
    std::fs::write(&manifest, bytes).unwrap();
    let out = verify(&dir);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("its SHA-256 is not the manifest's"),
        "{}",
        out.stderr
    );
}

/// The certificate's proof checks with a second checker made by others: `rate` (a DRAT
/// checker from crates.io, `cargo install rate`; CI installs it), on the very files.
#[test]
fn a_certificate_checks_with_a_second_checker() {
    let rate = std::process::Command::new("rate").arg("--version").output();
    if rate.is_err() {
        assert!(
            std::env::var_os("CI").is_none(),
            "rate is not installed (cargo install rate): CI must check certificates with it"
        );
        eprintln!("skipped: the second checker rate is not installed (cargo install rate)");
        return;
    }
    let dir = runner::scratch("cert-rate");
    let _ = std::fs::remove_dir_all(&dir);
    let board = "8 1 3 4 0 2 7 6 5";
    let out = runner::puzzlelab(&[
        "fifteen",
        "solve",
        board,
        "--algo",
        "sat",
        "--certify",
        &dir.to_string_lossy(),
    ])
    .run();
    assert_eq!(out.code, 0, "{}", out.stderr);
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap();
    let refuted = &manifest["horizons"][0];
    assert_eq!(refuted["verdict"], "unsatisfiable");
    let file = |key: &str| dir.join(refuted[key]["file"].as_str().unwrap());
    let out = std::process::Command::new("rate")
        .arg(file("cnf"))
        .arg(file("proof"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("s VERIFIED"), "rate: {said}");
    // and refuses a proof whose first learned clause is flipped
    let proof = std::fs::read_to_string(file("proof")).unwrap();
    std::fs::write(file("proof"), flip_first_lemma(&proof)).unwrap();
    let out = std::process::Command::new("rate")
        .arg(file("cnf"))
        .arg(file("proof"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!said.contains("s VERIFIED"), "rate: {said}");
}

/// A certificate's run takes the limits: a time too short exits 3 and writes no manifest.
#[test]
fn a_certificate_run_stops_at_its_limit_with_exit_3() {
    let dir = runner::scratch("cert-limit");
    let _ = std::fs::remove_dir_all(&dir);
    // a manifest of an earlier run in the folder is taken away, not left to vouch for this one
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("manifest.json"), "{}").unwrap();
    let board = "4 5 3 6 1 0 10 7 13 9 8 11 14 12 15 2";
    let out = runner::puzzlelab(&[
        "fifteen",
        "solve",
        board,
        "--algo",
        "sat",
        "--timeout",
        "300ms",
        "--certify",
        &dir.to_string_lossy(),
    ])
    .run();
    assert_eq!(out.code, 3, "{}", out.stderr);
    assert!(out.stderr.contains("nothing certified"), "{}", out.stderr);
    assert!(!dir.join("manifest.json").exists());
}

/// A manifest of one horizon written by hand: no solver made it, no file of it need exist.
fn forged_certificate(name: &str, moves: u64) -> std::path::PathBuf {
    let dir = runner::scratch(name);
    let entry = |file: String| serde_json::json!({ "file": file, "sha256": "", "bytes": 100 });
    let manifest = serde_json::json!({
        "schema": "puzzlelab-certificate/2",
        "board": "1 2 3 4 5 6 7 0 8",
        "goal": "1 2 3 4 5 6 7 8 0",
        "encoding": "compact-at-most",
        "horizons": [{
            "moves": moves, "verdict": "satisfiable",
            "cnf": entry(format!("horizon-{moves}.cnf")),
            "model": entry(format!("horizon-{moves}.model")),
        }],
    });
    std::fs::write(dir.join("manifest.json"), manifest.to_string()).unwrap();
    dir
}

/// A forged horizon of 100,000 moves: its formula's size is estimated from the horizon and the
/// board and refused against `--max-memory` (exit 3, naming the limit and the estimate) before
/// anything is built, in a process whose address space is capped far below the formula.
#[test]
fn a_forged_huge_horizon_is_refused_before_its_formula_is_built() {
    let dir = forged_certificate("cert-huge-horizon", 100_000);
    let out = runner::puzzlelab(&["sat", "verify", &dir.to_string_lossy(), "--timeout", "10s"])
        .memory_cap(512 << 20)
        .within(std::time::Duration::from_secs(30))
        .run();
    assert_eq!(out.code, 3, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stderr.contains("memory limit of 2 GB reached")
            && out
                .stderr
                .contains("the formula of 100000 moves would take up to"),
        "{}",
        out.stderr
    );
}

/// A manifest that is a link to `/dev/zero`, and a folder whose files are named pipes (which
/// nobody writes: opening one would wait forever): refused as bad input, without hanging.
#[test]
fn a_certificate_of_devices_and_pipes_is_refused_without_hanging() {
    let verify = |dir: &std::path::Path| {
        runner::puzzlelab(&["sat", "verify", &dir.to_string_lossy()])
            .memory_cap(512 << 20)
            .within(std::time::Duration::from_secs(20))
            .run()
    };
    let fifo = |path: std::path::PathBuf| {
        let name = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string naming a path in a scratch folder of this test.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    };

    let dir = runner::scratch("cert-dev-zero");
    std::os::unix::fs::symlink("/dev/zero", dir.join("manifest.json")).unwrap();
    let out = verify(&dir);
    assert_eq!((out.code, out.hung), (2, false), "{}", out.stderr);
    assert!(
        out.stderr.contains("is not a regular file"),
        "{}",
        out.stderr
    );

    let dir = runner::scratch("cert-fifo-manifest");
    fifo(dir.join("manifest.json"));
    let out = verify(&dir);
    assert_eq!((out.code, out.hung), (2, false), "{}", out.stderr);
    assert!(
        out.stderr.contains("is not a regular file"),
        "{}",
        out.stderr
    );

    let dir = forged_certificate("cert-fifo-cnf", 1);
    fifo(dir.join("horizon-1.cnf"));
    let out = verify(&dir);
    assert_eq!((out.code, out.hung), (2, false), "{}", out.stderr);
    assert!(
        out.stderr.contains("horizon-1.cnf is not a regular file"),
        "{}",
        out.stderr
    );
}

/// A proof of 3 GB is never read: longer than the manifest records, it is refused as changed;
/// recorded as 3 GB, it is a limit reached against `--max-memory` (exit 3).
#[test]
fn a_huge_proof_is_refused_by_its_size_before_it_is_read() {
    let dir = runner::scratch("cert-huge-proof");
    let out = runner::puzzlelab(&[
        "fifteen",
        "solve",
        "8 1 3 4 0 2 7 6 5",
        "--algo",
        "sat",
        "--certify",
        &dir.to_string_lossy(),
    ])
    .run();
    assert_eq!(out.code, 0, "{}", out.stderr);
    let proof = std::fs::File::options()
        .write(true)
        .open(dir.join("horizon-12.drat"))
        .unwrap();
    proof.set_len(3_000_000_000).unwrap(); // sparse: no disk is filled
    let verify = || {
        runner::puzzlelab(&["sat", "verify", &dir.to_string_lossy()])
            .memory_cap(512 << 20)
            .within(std::time::Duration::from_secs(30))
            .run()
    };
    let out = verify();
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("certificate refused") && out.stderr.contains("it is 3 GB, more than"),
        "{}",
        out.stderr
    );

    let manifest = dir.join("manifest.json");
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&manifest).unwrap()).unwrap();
    json["horizons"][0]["proof"]["bytes"] = 3_000_000_000u64.into();
    std::fs::write(&manifest, json.to_string()).unwrap();
    let out = verify();
    assert_eq!(out.code, 3, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("memory limit of 2 GB reached: horizon-12.drat is 3 GB, more than the"),
        "{}",
        out.stderr
    );
}

/// A certificate that cannot be made (its folder not made) or checked (within its limits: exit
/// 3), and one refused (a manifest that is no JSON or of another schema, a file changed: exit
/// 1), is said in the reader's language.
#[test]
fn certificate_refusals_follow_lang_ru() {
    let dir = runner::scratch("cert-refusals");
    let made = runner::puzzlelab(&[
        "fifteen",
        "solve",
        "8 1 3 4 0 2 7 6 5",
        "--algo",
        "sat",
        "--certify",
        &dir.to_string_lossy(),
    ])
    .run();
    assert_eq!(made.code, 0, "{}", made.stderr);
    // a copy of the certificate with `file` rewritten
    let changed = |name: &str, file: &str, text: &str| {
        let copy = runner::scratch(name);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), copy.join(entry.file_name())).unwrap();
        }
        std::fs::write(copy.join(file), text).unwrap();
        copy.display().to_string()
    };
    let manifest = std::fs::read_to_string(dir.join("manifest.json")).unwrap();
    let not_json = changed("cert-not-json", "manifest.json", "{");
    let schema = changed(
        "cert-schema",
        "manifest.json",
        &manifest.replace("puzzlelab-certificate/2", "other/1"),
    );
    let model = changed("cert-model", "horizon-14.model", "v 1 0\n");
    let dir = dir.display().to_string();
    let cases: [(Vec<&str>, i32, &str, &[&str]); 6] = [
        (
            vec!["sat", "verify", &dir, "--max-nodes", "1"],
            3,
            "в манифесте 2 горизонта (увеличьте --max-nodes); ничего не проверено",
            &["the manifest has", "raise", "nothing verified"],
        ),
        (
            vec!["sat", "verify", &dir, "--max-memory", "1KB"],
            3,
            "достигнут предел памяти 1 КБ: проверка формулы для 12 ходов заняла бы до",
            &["checking the formula", "would take", "nothing verified"],
        ),
        (
            vec!["sat", "verify", &not_json],
            1,
            "сертификат отвергнут: manifest.json — не JSON",
            &["is not JSON"],
        ),
        (
            vec!["sat", "verify", &schema],
            1,
            "manifest.json — не сертификат puzzlelab-certificate/2",
            &["is not a", "refused"],
        ),
        (
            vec!["sat", "verify", &model],
            1,
            "horizon-14.model: 6 байт, а в манифесте",
            &["bytes, not the manifest's", "the file was changed"],
        ),
        (
            vec![
                "fifteen",
                "solve",
                "8 1 3 4 0 2 7 6 5",
                "--algo",
                "sat",
                "--certify",
                "/dev/null/certificate",
            ],
            2,
            "не удалось создать папку /dev/null/certificate: это не папка (ошибка ОС 20)",
            &["cannot create", "Not a directory"],
        ),
    ];
    for (args, code, russian, english) in cases {
        runner::assert_refusal_follows_lang(&args, &[], code, russian, english);
    }
}
