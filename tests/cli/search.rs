//! `puzzlelab fifteen solve`, `compare` and `bfs-layers` as a user runs them.

use puzzlelab_rules::lessons::WORKSHEET;
use puzzlelab_rules::{Board, Goal, MoveSeq};

use super::runner::{self, Run};

/// Korf's first instance, far beyond what BFS can reach (read with the standard goal).
const FAR: &str = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";

fn puzzlelab(args: &[&str]) -> Run {
    runner::puzzlelab(args).run()
}

/// Runs the binary with `input` on its standard input.
fn puzzlelab_fed(args: &[&str], input: &str) -> Run {
    runner::puzzlelab(args).stdin(input).run()
}

/// The `length` of each JSON line of the output.
fn json_lengths(out: &Run) -> Vec<u64> {
    out.stdout
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["length"]
                .as_u64()
                .unwrap()
        })
        .collect()
}

#[test]
fn solves_the_worksheet_board_in_fifteen_moves() {
    for algo in ["bfs", "iddfs", "astar", "ida", "ida-generic"] {
        let out = puzzlelab(&["fifteen", "solve", WORKSHEET, "--algo", algo]);
        assert_eq!(Some(out.code), Some(0), "{algo}: {}", out.stderr.clone());
        let text = out.stdout.clone();
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
    assert_eq!(Some(out.code), Some(0));
    let v: serde_json::Value = serde_json::from_str(out.stdout.clone().trim()).unwrap();
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
fn the_fast_ida_prunes_move_strings_and_finds_the_generic_solution() {
    // an 8-puzzle that needs 31 moves: both IDA*s find the same first solution, the fast one
    // without the move strings that have a better twin
    let solve = |algo: &str| {
        let args = [
            "fifteen",
            "solve",
            "8 6 7 2 5 4 3 0 1",
            "--algo",
            algo,
            "--json",
        ];
        let out = puzzlelab(&[&args[..], &["--heuristic", "manhattan"]].concat());
        assert_eq!(Some(out.code), Some(0), "{algo}: {}", out.stderr);
        serde_json::from_str::<serde_json::Value>(out.stdout.trim()).unwrap()
    };
    let (fast, generic) = (solve("ida"), solve("ida-generic"));
    assert_eq!(fast["length"], 31);
    assert_eq!(fast["moves"], generic["moves"]);
    let generated = |v: &serde_json::Value| v["generated"].as_u64().unwrap();
    assert!(
        generated(&fast) < generated(&generic),
        "{} against {}",
        generated(&fast),
        generated(&generic)
    );
}

#[test]
fn unsolvable_boards_are_refused_with_the_parity_reason() {
    let out = puzzlelab(&["fifteen", "solve", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"]);
    assert_eq!(Some(out.code), Some(2));
    assert!(
        out.stderr.clone().contains("swap 14 and 15"),
        "{}",
        out.stderr.clone()
    );
    assert!(out.stdout.clone().is_empty(), "no search was run");
    let bad = puzzlelab(&["fifteen", "solve", "1 2 x 0"]);
    assert_eq!(Some(bad.code), Some(2));
}

#[test]
fn a_node_limit_stops_with_exit_code_3() {
    let out = puzzlelab(&["fifteen", "solve", FAR, "--max-nodes", "1000", "--json"]);
    assert_eq!(Some(out.code), Some(3));
    assert!(
        out.stderr.clone().contains("node limit of 1000"),
        "{}",
        out.stderr.clone()
    );
    let v: serde_json::Value = serde_json::from_str(out.stdout.clone().trim()).unwrap();
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
    assert_eq!(Some(out.code), Some(3), "{}", out.stderr.clone());
    assert!(
        out.stderr
            .clone()
            .contains("memory limit of 200 MB reached"),
        "{}",
        out.stderr.clone()
    );
}

#[test]
fn batch_solves_each_line_and_reports_bad_ones() {
    let file = runner::scratch("batch").join("boards.txt");
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
    assert_eq!(Some(out.code), Some(2), "the bad line sets the exit code");
    let rows: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let lengths: Vec<Option<u64>> = rows.iter().map(|r| r["length"].as_u64()).collect();
    assert_eq!(lengths, [Some(15), Some(0), None]);
    assert_eq!(rows[2]["status"], "error");
    assert!(out.stderr.contains("line 5:"), "{}", out.stderr);
}

#[test]
fn a_batch_can_come_from_standard_input() {
    let boards = format!("{WORKSHEET}\n# a comment\n1 2 3 4 5 6 7 0 8\n");
    let args = ["fifteen", "solve", "--batch", "-", "--json", "--quiet"];
    let out = puzzlelab_fed(&args, &boards);
    assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    assert_eq!(json_lengths(&out), [15, 1]);
}

#[test]
fn bfs_layers_of_the_eight_puzzle() {
    let out = puzzlelab(&["fifteen", "bfs-layers", "--size", "3x3"]);
    assert_eq!(Some(out.code), Some(0));
    assert!(out
        .stdout
        .clone()
        .contains("total 181,440 positions, the farthest 31 moves away"));
}

#[test]
fn compare_prints_every_algorithm_and_heuristic() {
    let out = puzzlelab(&["fifteen", "compare", WORKSHEET]);
    assert_eq!(Some(out.code), Some(0));
    let text = out.stdout.clone();
    let (table, legend) = text
        .split_once("what the counters mean:")
        .expect("the columns explained under the table");
    let rows: Vec<&str> = table
        .lines()
        .skip(2)
        .filter(|row| !row.trim().is_empty())
        .collect();
    assert_eq!(
        rows.len(),
        11,
        "bfs, iddfs, and three heuristics for astar, ida-generic, ida"
    );
    for row in rows {
        assert_eq!(row.split_whitespace().nth(2), Some("15"), "{row}");
    }
    for column in ["largest frontier:", "most stored:", "branching factor b*:"] {
        assert!(legend.contains(column), "{column}\n{legend}");
    }
}

#[test]
fn steps_show_every_board_and_goals_can_change() {
    let out = puzzlelab(&["fifteen", "solve", WORKSHEET, "--steps"]);
    assert_eq!(Some(out.code), Some(0));
    let text = out.stdout.clone();
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
    assert_eq!(Some(spiral.code), Some(0), "{}", spiral.stderr.clone());
    assert!(
        spiral.stdout.clone().contains("1 move: R"),
        "{}",
        spiral.stdout.clone()
    );
}

#[test]
fn the_search_lessons_output_in_russian() {
    let out = puzzlelab(&["fifteen", "solve", WORKSHEET, "--lang", "ru"]);
    assert!(out.ok(), "{}", out.stderr);
    for words in [
        "15 ходов: DDDLUUULDDDLUUU",
        "раскрыто 15",
        "итерация 1: порог 15",
        "решена",
    ] {
        assert!(out.stdout.contains(words), "{words}: {}", out.stdout);
    }
    let out = puzzlelab(&[
        "fifteen",
        "solve",
        FAR,
        "--max-nodes",
        "100",
        "--lang",
        "ru",
    ]);
    assert_eq!(out.code, 3);
    assert!(out.stderr.contains("решения короче"), "{}", out.stderr);
    let out = puzzlelab(&["fifteen", "compare", "1 2 3 4 5 6 0 7 8", "--lang", "ru"]);
    assert!(out.stdout.contains("алгоритм") && out.stdout.contains("эвристика"));
    let out = puzzlelab(&["fifteen", "bfs-layers", "--size", "2x3", "--lang", "ru"]);
    assert!(out.stdout.contains("всего 360 позиций"), "{}", out.stdout);
}
