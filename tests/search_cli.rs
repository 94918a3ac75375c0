//! `puzzlelab fifteen solve`, `compare` and `bfs-layers` as a user runs them.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use puzzlelab_rules::{Board, Goal, MoveSeq};

const WORKSHEET: &str = "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12";
/// Korf's first instance, far beyond what BFS can reach (read with the standard goal).
const FAR: &str = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";

fn command(args: &[&str]) -> Command {
    // An empty cache folder: `solve`'s default heuristic does not depend on databases built
    // on this machine.
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlelab"));
    command.args(args).env(
        "XDG_CACHE_HOME",
        std::env::temp_dir().join("puzzlelab-search-cli-no-cache"),
    );
    command
}

fn puzzlelab(args: &[&str]) -> Output {
    command(args).output().expect("the binary runs")
}

/// Runs the binary with `input` on its standard input.
fn puzzlelab_fed(args: &[&str], input: &str) -> Output {
    let mut child = command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// The `length` of each JSON line of the output.
fn json_lengths(out: &Output) -> Vec<u64> {
    stdout(out)
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["length"]
                .as_u64()
                .unwrap()
        })
        .collect()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn solves_the_worksheet_board_in_fifteen_moves() {
    for algo in ["bfs", "iddfs", "astar", "ida", "ida-generic"] {
        let out = puzzlelab(&["fifteen", "solve", WORKSHEET, "--algo", algo]);
        assert_eq!(out.status.code(), Some(0), "{algo}: {}", stderr(&out));
        let text = stdout(&out);
        let line = text.lines().find(|l| l.starts_with("15 moves: ")).unwrap();
        let moves: MoveSeq = line["15 moves: ".len()..].parse().unwrap();
        let mut board: Board = WORKSHEET.parse().unwrap();
        board.apply_all(&moves).unwrap();
        assert_eq!(board, Goal::Standard.board(board.size()));
        assert!(text.contains("expanded "));
    }
}

#[test]
fn json_has_the_board_the_moves_and_every_statistic() {
    let out = puzzlelab(&[
        "fifteen",
        "solve",
        WORKSHEET,
        "--json",
        "--heuristic",
        "manhattan",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["board"], WORKSHEET);
    assert_eq!(v["algorithm"], "ida");
    assert_eq!(v["heuristic"], "manhattan");
    assert_eq!(v["length"], 15);
    assert_eq!(v["moves"].as_str().unwrap().len(), 15);
    for key in [
        "expanded",
        "generated",
        "max_frontier",
        "max_stored",
        "iterations",
        "seconds",
    ] {
        assert!(!v[key].is_null(), "{key}");
    }
}

#[test]
fn unsolvable_boards_are_refused_with_the_parity_reason() {
    let out = puzzlelab(&["fifteen", "solve", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("swap 14 and 15"), "{}", stderr(&out));
    assert!(stdout(&out).is_empty(), "no search was run");
    let bad = puzzlelab(&["fifteen", "solve", "1 2 x 0"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn a_node_limit_stops_with_exit_code_3() {
    let out = puzzlelab(&["fifteen", "solve", FAR, "--max-nodes", "1000", "--json"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out).contains("node limit of 1000"),
        "{}",
        stderr(&out)
    );
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(v["status"], "limit");
    assert_eq!(v["expanded"], 1000);
}

#[test]
fn bfs_on_the_fifteen_puzzle_stops_at_200mb() {
    let out = puzzlelab(&[
        "fifteen",
        "solve",
        FAR,
        "--algo",
        "bfs",
        "--max-memory",
        "200MB",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("memory limit of 200 MB reached"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn batch_solves_each_line_and_reports_bad_ones() {
    let dir = std::env::temp_dir().join(format!("puzzlelab-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    let text = format!(
        "# two boards and a bad one\n{WORKSHEET}\n\n1 2 3 4 5 6 7 8 0  # the 8-puzzle, solved\n2 1 3 0\n"
    );
    std::fs::write(&file, text).unwrap();
    let out = puzzlelab(&[
        "fifteen",
        "solve",
        "--batch",
        file.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "the bad line sets the exit code"
    );
    assert_eq!(json_lengths(&out), [15, 0]);
    assert!(stderr(&out).contains("line 5:"), "{}", stderr(&out));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_batch_can_come_from_standard_input() {
    let boards = format!("{WORKSHEET}\n# a comment\n1 2 3 4 5 6 7 0 8\n");
    let args = ["fifteen", "solve", "--batch", "-", "--json", "--quiet"];
    let out = puzzlelab_fed(&args, &boards);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_lengths(&out), [15, 1]);
}

#[test]
fn bfs_layers_of_the_eight_puzzle() {
    let out = puzzlelab(&["fifteen", "bfs-layers", "--size", "3x3"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("total 181440 positions, the farthest 31 moves away"));
}

#[test]
fn compare_prints_every_algorithm_and_heuristic() {
    let out = puzzlelab(&["fifteen", "compare", WORKSHEET]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let rows: Vec<&str> = text.lines().skip(2).collect();
    assert_eq!(
        rows.len(),
        11,
        "bfs, iddfs, and three heuristics for astar, ida-generic, ida"
    );
    for row in rows {
        assert_eq!(row.split_whitespace().nth(2), Some("15"), "{row}");
    }
}

#[test]
fn steps_show_every_board_and_goals_can_change() {
    let out = puzzlelab(&["fifteen", "solve", WORKSHEET, "--steps"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let last = text
        .split("after 15 moves:\n")
        .nth(1)
        .expect("the last board");
    let rows: Vec<&str> = last.lines().take(4).map(str::trim).collect();
    assert_eq!(
        rows,
        ["1  2  3  4", "5  6  7  8", "9 10 11 12", "13 14 15  ."]
    );
    // The spiral goal, from a board one move away from it.
    let spiral = puzzlelab(&["fifteen", "solve", "1 2 3 8 4 0 7 6 5", "--goal", "spiral"]);
    assert_eq!(spiral.status.code(), Some(0), "{}", stderr(&spiral));
    assert!(stdout(&spiral).contains("1 move: R"), "{}", stdout(&spiral));
}
