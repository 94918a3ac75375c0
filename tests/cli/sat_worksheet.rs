//! The worksheet's run, end to end: the lesson program `sat_worksheet`'s own code, its lines
//! checked (times aside).

use puzzlelab::lessons::sat_worksheet;
use puzzlelab_rules::Lang;

/// A printed line with its time replaced by `T`.
fn without_time(line: &str) -> String {
    match line.rsplit_once(" in ") {
        Some((head, tail)) if tail.ends_with(" seconds.") => format!("{head} in T seconds."),
        _ => line.to_string(),
    }
}

#[test]
fn the_worksheet_run_prints_the_worksheets_lines() {
    let mut out = Vec::new();
    let (found, optimal) = sat_worksheet::solve(&mut out, Lang::En).unwrap();
    let lines: Vec<String> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(without_time)
        .collect();
    let expected = [
        "Generated 11682 constraints with 1536 variables and now searching for a solution with at most 5 moves...",
        "No solution found with at most 5 moves in T seconds.",
        "Generated 21442 constraints with 2816 variables and now searching for a solution with at most 10 moves...",
        "No solution found with at most 10 moves in T seconds.",
        "Generated 31202 constraints with 4096 variables and now searching for a solution with at most 15 moves...",
        "Solution found with at most 15 moves in T seconds.",
    ];
    assert_eq!(&lines[..6], &expected);
    assert_eq!(found.len(), 15);
    assert!(lines[7].contains("NOT proven optimal"), "{}", lines[7]);
    assert!(lines
        .last()
        .unwrap()
        .contains("15 moves is optimal (proven by SAT)"));
    assert_eq!(optimal.len(), 15);
}

#[test]
fn a_playback_folder_that_cannot_be_made_is_an_error_with_its_reason() {
    let scratch = std::env::temp_dir().join(format!("puzzlelab-worksheet-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let file = scratch.join("a-file");
    std::fs::write(&file, b"not a folder").unwrap();
    let err = sat_worksheet::run(&mut Vec::new(), &file.join("output"), Lang::En).unwrap_err();
    let message = format!("{err:#}");
    std::fs::remove_dir_all(&scratch).unwrap();
    assert!(
        message.contains("the playback could not be written"),
        "{message}"
    );
    assert!(message.contains("a-file"), "{message}");
}
