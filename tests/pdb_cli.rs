//! `puzzlelab pdb ...` as a user runs it: build, solve one board and a batch, refuse bad files.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn puzzlelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("puzzlelab-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn solves_the_hardest_eight_puzzle_and_a_batch_in_input_order() {
    let dir = temp_dir("solve");
    let d = dir.to_str().unwrap();
    let out = puzzlelab(&[
        "pdb",
        "solve",
        "8 6 7 2 5 4 3 0 1",
        "--pdb",
        "44",
        "--pdb-dir",
        d,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("31 moves"), "{text}");

    let batch = dir.join("boards.txt");
    std::fs::write(
        &batch,
        "# three boards\n8 6 7 2 5 4 3 0 1\n1 2 3 4 5 6 7 8 0\n\n1 2 3 4 5 6 0 7 8\n",
    )
    .unwrap();
    let out = puzzlelab(&[
        "pdb",
        "solve",
        "--batch",
        batch.to_str().unwrap(),
        "--jobs",
        "2",
        "--pdb",
        "44",
        "--pdb-dir",
        d,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let lengths: Vec<u64> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["length"].as_u64().unwrap())
        .collect();
    assert_eq!(lengths, [31, 0, 2]);

    // the same batch from standard input, with a line that is not a board
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args([
            "pdb",
            "solve",
            "--batch",
            "-",
            "--pdb",
            "44",
            "--pdb-dir",
            d,
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let text = std::fs::read_to_string(&batch).unwrap() + "1 2 x\n";
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(text.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 6 ('1 2 x') could not be read"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_corrupt_database_is_reported_and_rebuilt() {
    let dir = temp_dir("corrupt");
    let d = dir.to_str().unwrap();
    let out = puzzlelab(&["pdb", "build", "44", "--pdb-dir", d]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() - 100]).unwrap();

    let out = puzzlelab(&["pdb", "info", "--pdb-dir", d]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("REFUSED"));
    let out = puzzlelab(&[
        "pdb",
        "solve",
        "1 2 3 4 5 6 0 7 8",
        "--pdb",
        "44",
        "--pdb-dir",
        d,
    ]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("truncated") && err.contains("building it again"),
        "{err}"
    );
    assert_eq!(std::fs::read(&file).unwrap(), bytes);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_boards_and_names_exit_with_code_two() {
    let dir = temp_dir("bad");
    let d = dir.to_str().unwrap();
    let out = puzzlelab(&[
        "pdb",
        "solve",
        "2 1 3 4 5 6 7 8 0",
        "--pdb",
        "44",
        "--pdb-dir",
        d,
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stdout).contains("cannot reach the goal"));
    std::fs::remove_dir_all(dir).unwrap();
    let out = puzzlelab(&["pdb", "build", "99"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no partition '99'"));
    let out = puzzlelab(&["pdb", "solve", "1 2 x"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn fifteen_solve_takes_a_pdb_heuristic() {
    let dir = temp_dir("fifteen");
    let out = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args([
            "fifteen",
            "solve",
            "8 6 7 2 5 4 3 0 1",
            "--heuristic",
            "pdb:44",
            "--quiet",
        ])
        .env("XDG_CACHE_HOME", &dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("31 moves") && text.contains("pdb:44"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// `fifteen solve` without `--heuristic` on a 4x4 board: linear conflict and a hint while no
/// database is built (and none built behind the user's back), the best built one after.
#[test]
fn fifteen_solve_defaults_to_the_best_database_built() {
    let dir = temp_dir("default");
    let d = dir.to_str().unwrap();
    // Korf's instance 79, 42 moves toward the blank-first goal: a second with linear conflict.
    let board = "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15";
    let solve = |extra: &[&str]| {
        let mut args = vec![
            "fifteen",
            "solve",
            board,
            "--goal",
            "blank-first",
            "--pdb-dir",
            d,
        ];
        args.extend_from_slice(extra);
        puzzlelab(&args)
    };

    let out = solve(&["--json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("using linear-conflict")
            && err.contains("`puzzlelab pdb build 663 --goal blank-first --pdb-dir"),
        "{err}"
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["heuristic"], "linear-conflict");
    let optimum = v["length"].as_u64().unwrap();
    assert_eq!(optimum, 42);
    assert!(!dir.exists(), "nothing is built without asking");

    let out = puzzlelab(&[
        "pdb",
        "build",
        "555",
        "--goal",
        "blank-first",
        "--pdb-dir",
        d,
    ]);
    assert!(out.status.success());
    let out = solve(&["--json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("using pdb:555"), "{err}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["heuristic"], "pdb:555");
    assert_eq!(v["length"].as_u64().unwrap(), optimum);

    // A named heuristic, another algorithm or --quiet: no notice.
    for extra in [&["--heuristic", "manhattan"][..], &["--quiet"]] {
        let out = solve(extra);
        assert!(out.status.success());
        assert!(!String::from_utf8_lossy(&out.stderr).contains("using"));
    }
    let out = solve(&["--algo", "astar", "--max-nodes", "10"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("using"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bench_solvers_checks_korfs_lengths_and_reports_each_solvers_memory() {
    let dir = temp_dir("bench");
    let d = dir.to_str().unwrap();
    let json = dir.join("bench.json");
    let out = puzzlelab(&[
        "bench",
        "solvers",
        "--sets",
        "korf",
        "--first",
        "2",
        "--pdb",
        "555",
        "--peers",
        "pathfinding",
        "--cap",
        "0.2",
        "--pdb-dir",
        d,
        "--json",
        json.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("tables MB") && text.contains("search MB"),
        "{text}"
    );
    let rows: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    let ours = &rows[0];
    assert_eq!(ours["solver"], "puzzlelab pdb:555");
    assert_eq!(ours["solved"], 2, "{ours}");
    assert_eq!(ours["wrong_length"], 0, "Korf's published optima: {ours}");
    assert!(ours["nodes"].as_u64().unwrap() > 0);
    // the set-up loaded three 5-5-5 tables of half a megabyte each
    assert!(ours["tables_mb"].as_f64().unwrap() >= 1.0, "{ours}");
    let peer = &rows[1];
    assert!(peer["solver"].as_str().unwrap().starts_with("pathfinding"));
    assert_eq!(peer["wrong_length"], 0, "{peer}");

    let out = puzzlelab(&["bench", "solvers", "--sets", "nope", "--pdb-dir", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no instance set 'nope'"));
    std::fs::remove_dir_all(dir).unwrap();
}
