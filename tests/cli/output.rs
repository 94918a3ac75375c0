//! Standard output closed under the program (`| head`) ends it quietly with success.

use super::runner::head_1;

#[test]
fn a_closed_stdout_ends_quietly_after_bachet_table_upto_100000() {
    let (line, run) = head_1(&["bachet", "table", "--upto", "100000"]);
    assert!(!line.is_empty());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.is_empty(),
        "nothing on stderr, no panic: {}",
        run.stderr
    );
}

#[test]
fn a_closed_stdout_ends_quietly_after_a_game_tree_in_json() {
    let (_, run) = head_1(&["bachet", "tree", "12", "--json"]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}

#[test]
fn a_closed_stdout_ends_quietly_after_the_first_row_of_a_board() {
    let args = [
        "fifteen", "shuffle", "--size", "8x8", "--seed", "1", "--format", "rows",
    ];
    let (_, run) = head_1(&args);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
}
