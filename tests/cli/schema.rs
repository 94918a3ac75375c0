//! Every algorithm's JSON, and the rows of a limit and of a bad batch line, validate against
//! the one documented schema of a solve result (`docs/src/schema/solve-result.json`).

use puzzlelab_rules::lessons::WORKSHEET;
use serde_json::Value;

use super::runner::{puzzlelab, scratch};

fn schema() -> jsonschema::Validator {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/src/schema/solve-result.json"
    );
    let text = std::fs::read_to_string(path).expect("the schema");
    let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::validator_for(&schema).expect("a valid schema")
}

/// The JSON lines `fifteen solve ARGS --json` prints, with the exit code.
fn rows(args: &[&str], stdin: &str) -> (Vec<Value>, i32) {
    let mut all = vec!["fifteen", "solve", "--json", "--quiet"];
    all.extend_from_slice(args);
    let run = puzzlelab(&all).stdin(stdin).run();
    let rows = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a line of JSON"))
        .collect();
    (rows, run.code)
}

#[test]
fn every_algorithm_and_every_status_validates() {
    let validator = schema();
    let dir = scratch("schema");
    let d = dir.to_str().unwrap();
    let eight = "1 2 3 4 5 6 0 7 8";
    let mut cases: Vec<(Vec<&str>, i32)> = ["bfs", "iddfs", "astar", "ida", "ida-generic", "sat"]
        .iter()
        .map(|&algo| (vec![WORKSHEET, "--algo", algo], 0))
        .collect();
    cases.push((vec![eight, "--heuristic", "pdb:44", "--pdb-dir", d], 0));
    cases.push((
        vec![WORKSHEET, "--algo", "sat", "--encoding", "worksheet"],
        0,
    ));
    cases.push((vec![WORKSHEET, "--algo", "bfs", "--max-nodes", "10"], 3));
    let far = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1"; // Korf's first, with the standard goal
    cases.push((vec![far, "--algo", "astar", "--max-memory", "1KB"], 3));
    let mut statuses = Vec::new();
    for (args, code) in cases {
        let (rows, got) = rows(&args, "");
        assert_eq!(got, code, "{args:?}");
        assert_eq!(rows.len(), 1, "{args:?}");
        let row = &rows[0];
        let errors: Vec<String> = validator.iter_errors(row).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{args:?}: {row}\n{}", errors.join("\n"));
        statuses.push(row["status"].as_str().unwrap().to_string());
    }
    let (batch, code) = rows(&["--batch", "-"], &format!("{eight}\n1 2 x\n"));
    assert_eq!(code, 2);
    for row in &batch {
        let errors: Vec<String> = validator.iter_errors(row).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{row}\n{}", errors.join("\n"));
        statuses.push(row["status"].as_str().unwrap().to_string());
    }
    for status in ["solved", "limit", "error"] {
        assert!(
            statuses.iter().any(|s| s == status),
            "{status}: {statuses:?}"
        );
    }
}

#[test]
fn a_row_that_breaks_the_schema_is_caught() {
    let validator = schema();
    let (rows, _) = rows(&["1 2 3 4 5 6 0 7 8"], "");
    let mut row = rows[0].clone();
    row["status"] = Value::from("done");
    assert!(!validator.is_valid(&row));
    row = rows[0].clone();
    row.as_object_mut().unwrap().remove("expanded");
    assert!(!validator.is_valid(&row));
}
