//! `puzzlelab check moves` and `puzzlelab check assignment` end to end: what a student reads, and
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

/// One of the hardest boards (80 moves from the goal) asked of `check moves` with no limit
/// given: the default node limit stops the search for the optimum at once, with exit 3 and the
/// lower bound it learned, long before the five-minute time limit (the runner's watchdog would
/// stop a run that went on toward it).
#[test]
fn an_eighty_move_board_stops_at_the_default_node_limit_with_its_lower_bound() {
    let hardest = "0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1";
    for (lang, stopped, at_least) in [
        ("en", "the search stopped: node limit of 5", "at least "),
        ("ru", "поиск остановлен: достигнут предел в 5", "не меньше "),
    ] {
        let out = runner::puzzlelab(&["check", "moves", hardest, "L", "--lang", lang])
            .within(std::time::Duration::from_secs(60))
            .run();
        assert_eq!((out.code, out.hung), (3, false), "{}", out.stderr);
        assert!(out.stdout.contains(stopped), "{}", out.stdout);
        let bound: usize = out
            .stdout
            .split(at_least)
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no lower bound in {}", out.stdout));
        assert!((50..=80).contains(&bound), "{bound}: {}", out.stdout);
    }
}

/// The lessons' boards are answered under the default limits: the worksheet's, the hardest
/// 8-puzzle (31 moves) and Korf's instance 79 (42 moves, the blank-first goal).
#[test]
fn the_lessons_boards_are_answered_under_the_default_limits() {
    for (board, goal, moves, code, says) in [
        (
            puzzlelab_rules::lessons::WORKSHEET,
            "standard",
            "DDDLUUULDDDLUUU",
            0,
            "optimal: yes, 15 moves",
        ),
        (
            "8 6 7 2 5 4 3 0 1",
            "standard",
            "L",
            1,
            "the shortest solution has 31 moves",
        ),
        (
            puzzlelab_rules::lessons::KORF_79,
            "blank-first",
            "L",
            1,
            "the shortest solution has 42 moves",
        ),
    ] {
        let out = puzzlelab(&["check", "moves", board, moves, "--goal", goal]);
        assert_eq!(out.code, code, "{board}: {}{}", out.stdout, out.stderr);
        assert!(out.stdout.contains(says), "{board}: {}", out.stdout);
    }
}

/// `check moves` takes the shared limits: a time limit ends even a search whose node limit is
/// lifted, with exit 3 and what was learned (a lower bound on the optimum).
#[test]
fn a_time_limit_ends_check_moves_with_exit_3() {
    let far = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1"; // Korf's first instance: 57 moves
    let out = runner::puzzlelab(&[
        "check",
        "moves",
        far,
        "L",
        "--max-nodes",
        "18446744073709551615",
        "--timeout",
        "300ms",
    ])
    .within(std::time::Duration::from_secs(30))
    .run();
    assert_eq!((out.code, out.hung), (3, false), "{}", out.stderr);
    assert!(
        out.stdout
            .contains("optimal: unknown, the search stopped: time limit of 0.300 s reached")
            && out.stdout.contains("the shortest solution has at least"),
        "{}",
        out.stdout
    );
}

#[test]
fn an_assignment_is_graded_with_points_and_hints() {
    let out = puzzlelab(&["check", "assignment", "2"]);
    assert_eq!(Some(out.code), Some(1), "a failed test exits 1");
    let text = out.stdout.clone();
    assert!(text.contains("ok    admissible (required)"), "{text}");
    assert!(text.contains("FAIL  better (0/10)"), "{text}");
    assert!(text.contains("where to look: heuristic:"), "{text}");
    assert!(text.trim_end().ends_with("Score: 0/10 (FAIL)"), "{text}");
    let ru = puzzlelab(&["check", "assignment", "2", "--lang", "ru"]).stdout;
    assert!(ru.trim_end().ends_with("Баллы: 0/10 (НЕ ЗАЧТЕНО)"), "{ru}");
}

/// The formats a course's grader reads, each the same grade: our JSON, Gradescope's
/// results.json (its documented fields), JUnit XML; written atomically with `--out`.
#[test]
fn an_assignment_grade_in_every_format() {
    let dir = super::runner::scratch("grade-formats");
    let json = super::runner::arg(&dir, "grade.json");
    let out = puzzlelab(&[
        "check",
        "assignment",
        "3",
        "--format",
        "json",
        "--out",
        &json,
    ]);
    assert_eq!(Some(out.code), Some(1));
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    let grade: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("grade.json")).unwrap()).unwrap();
    assert_eq!(grade["schema"], "puzzlelab-grade/1");
    assert_eq!(
        (grade["score"].as_u64(), grade["max_score"].as_u64()),
        (Some(0), Some(10))
    );
    assert_eq!(grade["tests"][0]["id"], "bfs_levels");

    let out = puzzlelab(&["check", "assignment", "3", "--format", "gradescope"]);
    let results: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(results["score"].is_u64());
    for test in results["tests"].as_array().unwrap() {
        for field in [
            "score",
            "max_score",
            "name",
            "output",
            "visibility",
            "status",
        ] {
            assert!(!test[field].is_null(), "{field} missing in {test}");
        }
        assert!(["visible", "hidden", "after_due_date", "after_published"]
            .contains(&test["visibility"].as_str().unwrap()));
    }

    let out = puzzlelab(&["check", "assignment", "3", "--format", "junit"]);
    let xml = out.stdout.clone();
    assert!(xml.starts_with("<?xml"), "{xml}");
    assert!(
        xml.contains("<testsuite name=\"assignment-3\" tests=\"2\" failures=\"2\""),
        "{xml}"
    );
    assert_eq!(xml.matches("<failure ").count(), 2, "{xml}");
}

/// Gradescope's `results.json` of every assignment's starter, field by field as Gradescope
/// documents them: a numeric `score` that is the tests' sum, and per test `score`,
/// `max_score`, `name`, `output`, `status` and a known `visibility`.
#[test]
fn every_assignment_writes_gradescope_results() {
    for number in 1..=8 {
        let out = puzzlelab(&[
            "check",
            "assignment",
            &number.to_string(),
            "--format",
            "gradescope",
        ]);
        assert_eq!(
            Some(out.code),
            Some(1),
            "assignment {number}: {}",
            out.stderr.clone()
        );
        let results: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        let tests = results["tests"].as_array().expect("a tests array");
        assert!(tests.len() >= 2, "assignment {number}: {results}");
        let mut sum = 0.0;
        for test in tests {
            let (score, max) = (
                test["score"].as_f64().unwrap(),
                test["max_score"].as_f64().unwrap(),
            );
            assert!(0.0 <= score && score <= max, "{test}");
            sum += score;
            for text in ["name", "output", "status"] {
                assert!(test[text].is_string(), "{text} in {test}");
            }
            assert!(["passed", "failed"].contains(&test["status"].as_str().unwrap()));
            assert!(["visible", "hidden", "after_due_date", "after_published"]
                .contains(&test["visibility"].as_str().unwrap()));
        }
        assert_eq!(results["score"].as_f64(), Some(sum), "assignment {number}");
        assert!(results["execution_time"].is_number());
    }
}

/// A teacher's file adds hidden tests after the public ones: the student's report says a
/// hidden test failed, and not on what; the teacher's JSON says on what.
#[test]
fn hidden_cases_from_a_file_are_graded_after_the_public_ones() {
    let dir = super::runner::scratch("hidden-cases");
    std::fs::write(dir.join("cases.txt"), "# out of order\ntakes 4 1 3\n").unwrap();
    let cases = &super::runner::arg(&dir, "cases.txt");
    let out = puzzlelab(&["check", "assignment", "8", "--hidden", cases]);
    assert_eq!(Some(out.code), Some(1));
    let text = out.stdout.clone();
    assert!(text.contains("FAIL  hidden:any_takes (0/7)"), "{text}");
    assert!(text.contains("failed on the teacher's cases"), "{text}");
    assert!(
        !text.contains("[4, 1, 3]"),
        "a hidden case shown to the student: {text}"
    );
    assert!(text.trim_end().ends_with("/17 (FAIL)"), "{text}");
    let out = puzzlelab(&[
        "check",
        "assignment",
        "8",
        "--hidden",
        cases,
        "--format",
        "json",
    ]);
    let grade: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let hidden = grade["tests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == "hidden:any_takes")
        .unwrap();
    assert_eq!(hidden["hidden"], true);
    assert!(
        hidden["message"].as_str().unwrap().contains("[4, 1, 3]"),
        "{hidden}"
    );

    std::fs::write(dir.join("bad.txt"), "takes 1 3\npile 5 2\n").unwrap();
    let out = puzzlelab(&[
        "check",
        "assignment",
        "8",
        "--hidden",
        &super::runner::arg(&dir, "bad.txt"),
    ]);
    assert_eq!(Some(out.code), Some(2));
    assert!(
        out.stderr
            .contains("line 2: assignment 8 takes no `pile` lines"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_bad_assignment_or_time_limit_exits_2() {
    for args in [
        &["check", "assignment", "9"][..],
        &["check", "assignment", "1", "--time-limit", "0"],
        &["check", "assignment", "1", "--format", "pdf"],
    ] {
        let out = puzzlelab(args);
        assert_eq!(Some(out.code), Some(2), "{args:?}: {}", out.stderr.clone());
    }
}

/// `cargo run --example assignment_N` is `check assignment N`: the same report, options too.
#[test]
fn the_assignment_program_is_the_check_command() {
    let command = puzzlelab(&["check", "assignment", "1", "--lang", "ru"]);
    let example = super::runner::example("assignment_1", &["--lang", "ru"]);
    assert_eq!(example.stdout, command.stdout);
    assert_eq!(example.code, command.code);
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

/// A folder holding a copy of the repository's starter for assignment 2, edited as a student
/// would, and a stand-in for cargo that notes how it was called and exits with `code`.
fn student_copy(name: &str, code: u8) -> (std::path::PathBuf, std::path::PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let root = runner::scratch(name);
    let starter = root.join("crates/assignments/src/starter/heuristic.rs");
    std::fs::create_dir_all(starter.parent().unwrap()).unwrap();
    let original = std::fs::read_to_string("crates/assignments/src/starter/heuristic.rs").unwrap();
    std::fs::write(&starter, original + "\n// my linear conflicts go here\n").unwrap();
    let cargo = root.join("fake-cargo");
    let script = format!(
        "#!/bin/sh\necho \"$PWD $*\" > '{}'\nexit {code}\n",
        root.join("called").display()
    );
    std::fs::write(&cargo, script).unwrap();
    std::fs::set_permissions(&cargo, std::fs::Permissions::from_mode(0o755)).unwrap();
    (root, cargo)
}

/// A starter edited after the program was built is never graded as it was: the check builds
/// the student's file afresh (`cargo run --example assignment_N`, with the same options) and
/// passes on that grade.
#[test]
fn a_starter_edited_since_the_build_is_graded_by_a_fresh_build() {
    let (root, cargo) = student_copy("stale-starter", 1);
    let run = runner::puzzlelab(&["check", "assignment", "2", "--lang", "ru"])
        .dir(&root)
        .env("CARGO", Some(cargo.to_str().unwrap()))
        .run();
    assert_eq!(run.code, 1, "the fresh build's exit code: {}", run.stderr);
    assert!(
        run.stderr.contains("heuristic.rs изменился после сборки"),
        "{}",
        run.stderr
    );
    assert!(
        !run.stdout.contains("Score"),
        "no grade of the old code: {}",
        run.stdout
    );
    let called = std::fs::read_to_string(root.join("called")).unwrap();
    let expected = format!(
        "{} run --quiet --example assignment_2 -- --lang ru --format text",
        root.canonicalize().unwrap().display()
    );
    assert!(called.starts_with(&expected), "{called}");
}

/// The fresh build is announced on stderr before it starts, with why, in the reader's language;
/// off a terminal (a grader's log) cargo builds quietly.
#[test]
fn a_fresh_build_is_announced_with_why() {
    for (lang, says) in [
        (
            "en",
            [
                "heuristic.rs has changed since this puzzlelab was built",
                "building it with `cargo run --example assignment_2`",
            ],
        ),
        (
            "ru",
            [
                "heuristic.rs изменился после сборки этого puzzlelab",
                "собираю его через `cargo run --example assignment_2`",
            ],
        ),
    ] {
        let (root, cargo) = student_copy(&format!("announced-{lang}"), 0);
        let run = runner::puzzlelab(&["check", "assignment", "2", "--lang", lang])
            .dir(&root)
            .env("CARGO", Some(cargo.to_str().unwrap()))
            .run();
        assert_eq!(run.code, 0, "{}", run.stderr);
        for said in says {
            assert!(run.stderr.contains(said), "{lang}: {}", run.stderr);
        }
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        let called = std::fs::read_to_string(root.join("called")).unwrap();
        assert!(
            called.contains(" run --quiet --example assignment_2 -- "),
            "{called}"
        );
    }
}

/// On a terminal the fresh build shows cargo's own progress: cargo is not told to be quiet.
#[test]
fn on_a_terminal_the_fresh_build_shows_cargos_progress() {
    let Some(tmux) = super::tmux::Tmux::start() else {
        return;
    };
    let (root, cargo) = student_copy("announced-terminal", 0);
    let bin = env!("CARGO_BIN_EXE_puzzlelab");
    tmux.keys(&[
        &format!(
            "cd '{}' && CARGO='{}' {bin} check assignment 2; echo exit=$?",
            root.display(),
            cargo.display()
        ),
        "Enter",
    ]);
    let screen = tmux.until("exit=0").replace('\n', "");
    assert!(screen.contains("building it with `cargo run"), "{screen}");
    let called = std::fs::read_to_string(root.join("called")).unwrap();
    assert!(
        called.contains(" run --example assignment_2 -- "),
        "{called}"
    );
}

/// Without cargo, the check refuses to grade the old code and says the one command to run.
#[test]
fn a_stale_starter_without_cargo_names_the_one_command() {
    let (root, _) = student_copy("stale-no-cargo", 0);
    let run = runner::puzzlelab(&["check", "assignment", "2"])
        .dir(&root)
        .env("CARGO", Some("/nonexistent/cargo"))
        .run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("run `cargo run --example assignment_2` in"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty(), "{}", run.stdout);
}

/// The report names the file to edit and the statement, and an untouched starter earns
/// nothing: what it already does right is required, not scored.
#[test]
fn the_report_names_the_file_and_the_statement_and_a_starter_scores_nothing() {
    for n in 1..=8 {
        let out = puzzlelab(&["check", "assignment", &n.to_string()]);
        assert_eq!(out.code, 1, "{}", out.stdout);
        assert!(
            out.stdout
                .contains("your file: crates/assignments/src/starter/"),
            "{}",
            out.stdout
        );
        assert!(
            out.stdout.contains("the statement: docs/src/assignments/"),
            "{}",
            out.stdout
        );
        assert!(
            out.stdout.contains("Score: 0/10"),
            "assignment {n}: {}",
            out.stdout
        );
    }
}
