//! Pattern databases as a user runs them: `pdb build`, `pdb info`, and solving with them through
//! `fifteen solve --heuristic pdb:NAME`, one board and a batch; bad files refused and rebuilt.

use std::path::PathBuf;

use super::runner::{self, Run};

fn puzzlelab(args: &[&str]) -> Run {
    runner::puzzlelab(args).run()
}

fn temp_dir(name: &str) -> PathBuf {
    runner::scratch(name)
}

/// `fifteen solve` with pattern databases from `dir`, the rest of the arguments after.
fn solve_pdb(dir: &str, rest: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = ["fifteen", "solve", "--pdb-dir", dir, "--quiet"]
        .map(String::from)
        .to_vec();
    args.extend(rest.iter().map(|a| a.to_string()));
    args
}

fn run_pdb(dir: &str, rest: &[&str]) -> Run {
    let args = solve_pdb(dir, rest);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    puzzlelab(&args)
}

#[test]
fn one_board_on_two_threads_gets_the_serial_solution() {
    let dir = temp_dir("threads");
    let d = dir.to_str().unwrap();
    let boards = [
        ("8 6 7 2 5 4 3 0 1", "pdb:44"),
        ("5 1 3 4 2 0 7 8 10 6 11 12 9 13 14 15", "linear-conflict"),
        ("1 2 3 4 5 6 7 8 0", "manhattan"),
    ];
    for (board, heuristic) in boards {
        let solve = |jobs: &str| {
            let out = run_pdb(
                d,
                &[board, "--heuristic", heuristic, "--jobs", jobs, "--json"],
            );
            assert!(out.ok(), "{}", out.stderr);
            serde_json::from_str::<serde_json::Value>(&out.stdout).unwrap()
        };
        let (one, two) = (solve("1"), solve("2"));
        assert_eq!(one["moves"], two["moves"], "{board}");
        assert_eq!(one["length"], two["length"], "{board}");
        let thresholds = |row: &serde_json::Value| -> Vec<u64> {
            let iterations = row["iterations"].as_array().unwrap();
            iterations
                .iter()
                .map(|i| i["threshold"].as_u64().unwrap())
                .collect()
        };
        assert_eq!(thresholds(&one), thresholds(&two), "{board}");
        // every iteration before the last searches the same tree on both
        let before_last = |row: &serde_json::Value| -> Vec<u64> {
            let iterations = row["iterations"].as_array().unwrap();
            let n = iterations.len().saturating_sub(1);
            iterations[..n]
                .iter()
                .map(|i| i["expanded"].as_u64().unwrap())
                .collect()
        };
        assert_eq!(before_last(&one), before_last(&two), "{board}");
    }
}

#[test]
fn solves_the_hardest_eight_puzzle_and_a_batch_in_input_order() {
    let dir = temp_dir("solve");
    let d = dir.to_str().unwrap();
    let out = run_pdb(d, &["8 6 7 2 5 4 3 0 1", "--heuristic", "pdb:44"]);
    assert!(out.ok(), "{}", out.stderr);
    assert!(out.stdout.contains("31 moves"), "{}", out.stdout);

    let batch = dir.join("boards.txt");
    std::fs::write(
        &batch,
        "# three boards\n8 6 7 2 5 4 3 0 1\n1 2 3 4 5 6 7 8 0\n\n1 2 3 4 5 6 0 7 8\n",
    )
    .unwrap();
    let b = batch.to_str().unwrap();
    for jobs in ["1", "2"] {
        let out = run_pdb(
            d,
            &[
                "--batch",
                b,
                "--jobs",
                jobs,
                "--heuristic",
                "pdb:44",
                "--json",
            ],
        );
        assert!(out.ok(), "{}", out.stderr);
        let rows: Vec<serde_json::Value> = out
            .stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let lengths: Vec<u64> = rows.iter().map(|r| r["length"].as_u64().unwrap()).collect();
        assert_eq!(lengths, [31, 0, 2], "--jobs {jobs}");
        let lines: Vec<u64> = rows.iter().map(|r| r["line"].as_u64().unwrap()).collect();
        assert_eq!(lines, [2, 3, 5], "--jobs {jobs}");
    }

    // the same batch from standard input, with a line that is not a board: the batch goes on
    let text = std::fs::read_to_string(&batch).unwrap() + "1 2 x\n";
    let args = solve_pdb(d, &["--batch", "-", "--heuristic", "pdb:44", "--json"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = runner::puzzlelab(&args).stdin(text).run();
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("line 6: the board could not be read"),
        "{}",
        out.stderr
    );
    let last: serde_json::Value = serde_json::from_str(out.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(
        (last["status"].as_str(), last["line"].as_u64()),
        (Some("error"), Some(6))
    );
    assert_eq!(out.stdout.lines().count(), 4);
}

#[test]
fn a_corrupt_database_is_reported_and_rebuilt() {
    let dir = temp_dir("corrupt");
    let d = dir.to_str().unwrap();
    let out = puzzlelab(&["pdb", "build", "44", "--pdb-dir", d]);
    assert!(out.ok(), "{}", out.stderr);
    // a database file, not the stamp a checked file may have beside it
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "bin"))
        .unwrap();
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() - 100]).unwrap();

    let out = puzzlelab(&["pdb", "info", "--pdb-dir", d]);
    assert!(out.stdout.contains("REFUSED"));
    let out = run_pdb(d, &["1 2 3 4 5 6 0 7 8", "--heuristic", "pdb:44"]);
    assert!(out.ok());
    assert!(
        out.stderr.contains("truncated") && out.stderr.contains("building it again"),
        "{}",
        out.stderr
    );
    assert_eq!(std::fs::read(&file).unwrap(), bytes);
}

#[test]
fn bad_boards_and_names_exit_with_code_two() {
    let dir = temp_dir("bad");
    let d = dir.to_str().unwrap();
    let out = run_pdb(d, &["2 1 3 4 5 6 7 8 0", "--heuristic", "pdb:44"]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("cannot reach the goal"),
        "{}",
        out.stderr
    );
    let out = puzzlelab(&["pdb", "build", "99"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("no partition '99'"));
    let out = run_pdb(d, &["1 2 x", "--heuristic", "pdb:44"]);
    assert_eq!(out.code, 2);
    let out = run_pdb(d, &["1 2 3 4 5 6 0 7 8", "--heuristic", "pdb:99"]);
    assert_eq!(out.code, 2);
    let out = run_pdb(
        d,
        &[
            "1 2 3 4 5 6 0 7 8",
            "--algo",
            "bfs",
            "--heuristic",
            "pdb:44",
        ],
    );
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("uses no heuristic"), "{}", out.stderr);
}

#[test]
fn every_heuristic_search_takes_the_pattern_databases() {
    let dir = temp_dir("every");
    let d = dir.to_str().unwrap();
    for algo in ["ida", "astar", "ida-generic"] {
        let out = run_pdb(
            d,
            &[
                "8 6 7 2 5 4 3 0 1",
                "--algo",
                algo,
                "--heuristic",
                "pdb:44",
                "--json",
            ],
        );
        assert!(out.ok(), "{algo}: {}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(
            (v["length"].as_u64(), v["heuristic"].as_str()),
            (Some(31), Some("pdb:44"))
        );
    }
}

/// The default heuristic never depends on what the machine's cache holds; `best-built` opts in.
#[test]
fn the_default_heuristic_does_not_depend_on_the_cache() {
    let dir = temp_dir("default");
    let d = dir.to_str().unwrap();
    let board = puzzlelab_rules::lessons::KORF_79; // 42 moves toward the blank-first goal
    let solve = |extra: &[&str]| {
        let mut rest = vec![board, "--goal", "blank-first", "--json"];
        rest.extend_from_slice(extra);
        let out = run_pdb(d, &rest);
        assert!(out.ok(), "{}", out.stderr);
        serde_json::from_str::<serde_json::Value>(&out.stdout).unwrap()
    };
    let before = solve(&[]);
    assert_eq!(before["heuristic"], "linear-conflict");
    assert_eq!(before["length"], 42);
    assert!(!dir.join("pdb-4x4").exists() && std::fs::read_dir(&dir).unwrap().next().is_none());
    assert_eq!(
        solve(&["--heuristic", "best-built"])["heuristic"],
        "linear-conflict"
    );

    let out = puzzlelab(&[
        "pdb",
        "build",
        "555",
        "--goal",
        "blank-first",
        "--pdb-dir",
        d,
    ]);
    assert!(out.ok());
    let after = solve(&[]);
    assert_eq!(after["heuristic"], "linear-conflict");
    assert_eq!(
        after["expanded"], before["expanded"],
        "the same search on every machine"
    );
    let best = solve(&["--heuristic", "best-built"]);
    assert_eq!(best["heuristic"], "pdb:555");
    assert_eq!(best["length"], 42);
}

/// The worksheet's board through the one solve command: every heuristic search, with Manhattan
/// distance or with the 5-5-5 databases, expands the same 15 positions and counts `generated`
/// by the one definition (A* every successor but the way back, 32; the IDA*s up to the move
/// that reaches the goal, 15).
#[test]
fn every_heuristic_search_expands_the_worksheets_fifteen_positions() {
    let dir = temp_dir("worksheet");
    let d = dir.to_str().unwrap();
    let board = puzzlelab_rules::lessons::WORKSHEET;
    for heuristic in ["manhattan", "pdb:555"] {
        for (algo, generated) in [("ida", 15), ("ida-generic", 15), ("astar", 32)] {
            let args = [board, "--algo", algo, "--heuristic", heuristic, "--json"];
            let out = run_pdb(d, &args);
            assert!(out.ok(), "{algo} {heuristic}: {}", out.stderr);
            let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
            let counts = (
                v["length"].as_u64(),
                v["expanded"].as_u64(),
                v["generated"].as_u64(),
            );
            assert_eq!(
                counts,
                (Some(15), Some(15), Some(generated)),
                "{algo} {heuristic}"
            );
        }
    }
}

#[test]
fn build_and_info_in_russian() {
    let dir = temp_dir("russian");
    let d = dir.to_str().unwrap();
    let out = puzzlelab(&["pdb", "build", "44", "--pdb-dir", d, "--lang", "ru"]);
    assert!(out.ok(), "{}", out.stderr);
    assert!(
        out.stdout.contains("3\u{a0}024 записи") && out.stdout.contains("готова за"),
        "{}",
        out.stdout
    );
    let out = puzzlelab(&["pdb", "info", "--pdb-dir", d, "--lang", "ru"]);
    assert!(
        out.stdout.contains("папка кэша") && out.stdout.contains("в порядке"),
        "{}",
        out.stdout
    );
}

/// `pdb build` takes the shared `--max-memory`: a database whose build would pass it is
/// refused before anything is allocated (exit 3, naming the limit and the size), and no file
/// is written; within it, the build goes on.
#[test]
fn a_build_larger_than_max_memory_is_refused_before_it_allocates() {
    let dir = temp_dir("max-memory");
    let d = dir.to_str().unwrap();
    let out = runner::puzzlelab(&[
        "pdb",
        "build",
        "663",
        "--pdb-dir",
        d,
        "--max-memory",
        "10MB",
    ])
    .memory_cap(256 << 20)
    .run();
    assert_eq!(out.code, 3, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("memory limit of 10 MB reached: building the database of the tiles")
            && out.stderr.contains("(raise --max-memory)"),
        "{}",
        out.stderr
    );
    let built = std::fs::read_dir(&dir).map_or(0, |files| files.count());
    assert_eq!(built, 0, "nothing is written");
    let out = puzzlelab(&["pdb", "build", "44", "--pdb-dir", d, "--max-memory", "10MB"]);
    assert!(out.ok(), "{}", out.stderr);
}

/// `pdb build`'s refusals (a partition no size has, no cache folder) and a database's own
/// error (a partition too big to build on the way) follow `--lang`.
#[test]
fn pdb_refusals_follow_lang_ru() {
    runner::assert_refusal_follows_lang(
        &["pdb", "build", "999"],
        &[],
        2,
        "нет разбиения «999» (известны: 555, 663, 78 для 4x4",
        &["no partition", "known"],
    );
    runner::assert_refusal_follows_lang(
        &["pdb", "build", "44"],
        &[("XDG_CACHE_HOME", None), ("HOME", None)],
        2,
        "не задана ни XDG_CACHE_HOME, ни HOME, поэтому папки кэша нет: укажите --pdb-dir ПАПКА",
        &["neither", "is set", "give --pdb-dir"],
    );
    let dir = temp_dir("pdb-refusals");
    let dir = dir.display().to_string();
    runner::assert_refusal_follows_lang(
        &[
            "pdb",
            "build",
            "44",
            "--pdb-dir",
            &dir,
            "--max-memory",
            "1KB",
        ],
        &[],
        3,
        "достигнут предел памяти 1 КБ: построение базы плиток",
        &["memory limit", "building the database", "raise"],
    );
}
