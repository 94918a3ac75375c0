//! `puzzlelab check moves` and `puzzlelab check heuristic` end to end: what a student reads, and
//! the exit codes (0 right, 1 wrong, 2 bad input, 3 limit reached).

use super::runner::{self, Run};

fn puzzlelab(args: &[&str]) -> Run {
    runner::puzzlelab(args).run()
}

#[test]
fn an_optimal_solution_is_legal_solves_and_is_optimal() {
    let out = puzzlelab(&["check", "moves", "1 2 3 4 5 6 0 7 8", "LL"]);
    assert_eq!(Some(out.code), Some(0));
    let text = out.stdout.clone();
    assert!(text.contains("legal:   yes"), "{text}");
    assert!(text.contains("solves:  yes"), "{text}");
    assert!(text.contains("optimal: yes, 2 moves"), "{text}");
}

#[test]
fn a_longer_solution_is_told_the_optimal_length() {
    let out = puzzlelab(&["check", "moves", "1 2 3 4 5 6 0 7 8", "LLRL"]);
    assert_eq!(Some(out.code), Some(1));
    assert!(out
        .stdout
        .clone()
        .contains("optimal: no, the shortest solution has 2 moves (yours has 4)"));
}

#[test]
fn an_illegal_move_is_named_with_its_position() {
    let out = puzzlelab(&["check", "moves", "1 2 3 4 5 6 0 7 8", "LUU"]);
    assert_eq!(Some(out.code), Some(1));
    let text = out.stdout.clone();
    assert!(
        text.contains("legal:   no, move 2 (U) is illegal"),
        "{text}"
    );
}

#[test]
fn moves_that_stop_short_do_not_solve() {
    let out = puzzlelab(&["check", "moves", "1 2 3 4 5 6 0 7 8", "L"]);
    assert_eq!(Some(out.code), Some(1));
    assert!(out
        .stdout
        .clone()
        .contains("solves:  no, it ends at [1 2 3 4 5 6 7 0 8]"));
}

#[test]
fn bad_input_exits_2_with_a_message() {
    for args in [
        ["check", "moves", "1 2 3 4 5 6 0 8 7", "LL"], // unsolvable
        ["check", "moves", "1 2 3 4 5 6 0 7 8", "LX"], // not a move
        ["check", "moves", "1 2 3 4 5 6 0 7", "LL"],   // not a board
    ] {
        let out = puzzlelab(&args);
        assert_eq!(Some(out.code), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn a_node_limit_exits_3() {
    let out = puzzlelab(&[
        "check",
        "moves",
        puzzlelab_rules::lessons::WORKSHEET,
        "UUU",
        "--max-nodes",
        "5",
    ]);
    assert_eq!(Some(out.code), Some(3));
    assert!(out.stdout.clone().contains("optimal: unknown"));
}

#[test]
fn the_starter_heuristic_is_reported_as_not_better_than_manhattan() {
    let out = puzzlelab(&[
        "check",
        "heuristic",
        "--radius",
        "6",
        "--samples",
        "3",
        "--walk",
        "20",
    ]);
    assert_eq!(Some(out.code), Some(1));
    let text = out.stdout.clone();
    assert!(text.contains("ok    admissible: 0 overestimates"), "{text}");
    assert!(text.contains("FAIL  better than Manhattan"), "{text}");
}

#[test]
fn the_answers_in_russian() {
    let out = puzzlelab(&[
        "check",
        "moves",
        "1 2 3 4 5 6 0 7 8",
        "LLRL",
        "--lang",
        "ru",
    ]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout
            .contains("оптимальны: нет, в кратчайшем решении 2 хода (в вашем 4)"),
        "{}",
        out.stdout
    );
    let out = puzzlelab(&["check", "moves", "1 2 3 4 5 6 0 7 8", "RL", "--lang", "ru"]);
    assert!(
        out.stdout.contains("законны: нет, ход 1 (R) незаконен"),
        "{}",
        out.stdout
    );
}
