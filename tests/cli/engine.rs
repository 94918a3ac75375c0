//! The page's engine (`puzzlelab-engine`) answers as the command line does: a board traced in
//! the page is the document `fifteen trace` writes, byte for byte, a pile the one `bachet
//! trace` writes, a board solved the object `fifteen solve --json` prints (but its time), and
//! a request the command line refuses is refused with its reason, in both languages.

use puzzlelab_engine::Engine;
use serde_json::{json, Value};

use super::runner::{puzzlelab, scratch};

/// An 8-puzzle 18 moves from the goal.
const EIGHTEEN: &str = "8 1 0 4 7 2 6 5 3";

fn ask(engine: &mut Engine, request: Value) -> Value {
    serde_json::from_str(&engine.answer(&request.to_string())).expect("an answer is JSON")
}

fn stdout(args: &[&str]) -> String {
    let run = puzzlelab(args).run();
    assert!(run.ok(), "{args:?}: {}", run.stderr);
    run.stdout
}

#[test]
fn a_board_traced_in_the_page_is_the_command_lines_trace_byte_for_byte() {
    let mut engine = Engine::new(|_| {});
    let runs: [(&str, Option<&str>); 7] = [
        ("bfs", None),
        ("iddfs", None),
        ("astar", Some("misplaced")),
        ("astar", Some("manhattan")),
        ("ida", Some("linear-conflict")),
        ("ida-generic", Some("manhattan")),
        ("ida", Some("pdb:44")),
    ];
    for lang in ["en", "ru"] {
        for (algo, heuristic) in runs {
            let mut request = json!({"board": EIGHTEEN, "algo": algo, "lang": lang});
            let mut args = vec!["fifteen", "trace", EIGHTEEN, "--algo", algo, "--lang", lang];
            if let Some(h) = heuristic {
                request["heuristic"] = json!(h);
                args.extend(["--heuristic", h]);
            }
            let dir = scratch("engine-pdb");
            let dir = dir.to_str().unwrap();
            args.extend(["--pdb-dir", dir]);
            let answer = ask(&mut engine, request);
            assert_eq!(answer["status"], 0, "{algo} {heuristic:?}: {answer}");
            let cli: Value = serde_json::from_str(&stdout(&args)).unwrap();
            assert_eq!(answer["trace"], cli, "{algo} {heuristic:?} in {lang}");
        }
    }
}

#[test]
fn a_pile_traced_in_the_page_is_the_command_lines_trace() {
    let mut engine = Engine::new(|_| {});
    for solver in ["retrograde", "minimax"] {
        for (rules, flags) in [
            (json!({}), vec![]),
            (
                json!({"max-take": "4", "normal": true}),
                vec!["--max-take", "4", "--normal"],
            ),
        ] {
            let mut request = json!({"pile": "21", "solver": solver, "lang": "ru"});
            request
                .as_object_mut()
                .unwrap()
                .extend(rules.as_object().unwrap().clone());
            let mut args = vec!["bachet", "trace", "21", "--solver", solver, "--lang", "ru"];
            args.extend(flags);
            let answer = ask(&mut engine, request);
            let cli: Value = serde_json::from_str(&stdout(&args)).unwrap();
            assert_eq!(answer["trace"], cli, "{args:?}");
        }
    }
}

#[test]
fn a_board_solved_in_the_page_is_the_command_lines_solve_json_but_its_time() {
    let mut engine = Engine::new(|_| {});
    // Korf's instance 8, 50 moves to the blank-first goal
    let korf = "12 11 15 3 8 0 4 2 6 13 9 5 14 1 10 7";
    let runs = [
        (EIGHTEEN, "standard", "astar", "linear-conflict"),
        ("8 1 0 4 7 2 5 6 3", "spiral", "ida", "manhattan"),
        (korf, "blank-first", "ida", "linear-conflict"),
    ];
    for (board, goal, algo, heuristic) in runs {
        let request = json!({"run": "solve", "board": board, "goal": goal, "algo": algo, "heuristic": heuristic});
        let mut answer = ask(&mut engine, request);
        let args = [
            "fifteen",
            "solve",
            board,
            "--goal",
            goal,
            "--algo",
            algo,
            "--heuristic",
            heuristic,
            "--json",
        ];
        let mut cli: Value = serde_json::from_str(&stdout(&args)).unwrap();
        assert_eq!(answer["status"], 0);
        answer["result"]["seconds"] = json!(null);
        cli["seconds"] = json!(null);
        assert_eq!(answer["result"], cli, "{args:?}");
    }
}

#[test]
fn an_unsolvable_board_is_refused_with_the_parity_rule_in_both_languages() {
    let mut engine = Engine::new(|_| {});
    let board = "1 2 3 4 5 6 8 7 0";
    let run = puzzlelab(&["fifteen", "trace", board]).run();
    assert_eq!(run.code, 2);
    let en = ask(&mut engine, json!({"board": board}));
    assert_eq!(en["status"], 2);
    let said = en["error"].as_str().unwrap();
    assert!(run.stderr.contains(said), "{said:?} in {:?}", run.stderr);
    let ru = ask(&mut engine, json!({"board": board, "lang": "ru"}));
    assert_eq!(
        ru["error"],
        "доска не придёт к цели: 1 беспорядок, нечётное число: решения нет; поменяйте местами 7 и 8"
    );
}

#[test]
fn every_request_the_command_line_refuses_is_refused_with_a_reason() {
    let mut engine = Engine::new(|_| {});
    let refused = [
        json!("not an object"),
        json!({"board": "1 2 3", "pile": "3"}),
        json!({}),
        json!({"board": "1 2 3 4 4 6 0 7 8"}),
        json!({"board": EIGHTEEN, "algo": "dfs"}),
        json!({"board": EIGHTEEN, "algo": "sat"}),
        json!({"board": EIGHTEEN, "heuristic": "pdb:999"}),
        json!({"board": EIGHTEEN, "heuristic": "pdb:555"}),
        json!({"board": EIGHTEEN, "goal": "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"}),
        json!({"board": EIGHTEEN, "timeout": "-1s"}),
        json!({"board": EIGHTEEN, "max-memory": "lots"}),
        json!({"board": EIGHTEEN, "max-events": "0"}),
        json!({"board": EIGHTEEN, "lang": "fr"}),
        json!({"board": EIGHTEEN, "output": "/etc/passwd"}),
        json!({"pile": "-1"}),
        json!({"pile": "1000001"}),
        json!({"pile": "20000", "solver": "minimax"}),
        json!({"pile": "13", "misere": true, "normal": true}),
        json!({"pile": "13", "solver": "alphabeta"}),
    ];
    for request in refused {
        for lang in ["en", "ru"] {
            let mut request = request.clone();
            if let Some(words) = request.as_object_mut().filter(|w| !w.contains_key("lang")) {
                words.insert("lang".into(), json!(lang));
            }
            let answer = ask(&mut engine, request.clone());
            assert_eq!(answer["status"], 2, "{request}: {answer}");
            let error = answer["error"].as_str().unwrap();
            assert!(
                !error.is_empty() && answer.get("trace").is_none(),
                "{request}"
            );
        }
    }
}

#[test]
fn a_run_a_limit_stops_answers_status_3_with_what_it_did_as_the_command_line_exits_3() {
    let mut engine = Engine::new(|_| {});
    let answer = ask(
        &mut engine,
        json!({"board": EIGHTEEN, "algo": "bfs", "max-nodes": "100"}),
    );
    let run = puzzlelab(&[
        "fifteen",
        "trace",
        EIGHTEEN,
        "--algo",
        "bfs",
        "--max-nodes",
        "100",
    ])
    .run();
    assert_eq!((answer["status"].as_u64(), run.code), (Some(3), 3));
    let cli: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(answer["trace"], cli);
    assert_eq!(answer["trace"]["status"], "limit");
}

#[test]
fn pattern_databases_are_built_in_memory_once_and_told_as_they_go() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static BUILT: AtomicUsize = AtomicUsize::new(0);
    let mut engine = Engine::new(|line| {
        if line.contains("\"built\"") {
            BUILT.fetch_add(1, Ordering::Relaxed);
        }
    });
    let board = "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15";
    for _ in 0..2 {
        let answer = ask(
            &mut engine,
            json!({"run": "solve", "board": board, "algo": "ida", "heuristic": "pdb:555"}),
        );
        assert_eq!(answer["result"]["length"], 2, "{answer}");
    }
    assert_eq!(
        BUILT.load(Ordering::Relaxed),
        3,
        "three patterns, built once"
    );
}

/// Words a hostile page could send in each field: empty, huge, negative, fractional, out of
/// range, another field's, control characters, a path, nothing at all.
const HOSTILE_WORDS: &[&str] = &[
    "",
    " ",
    "0",
    "-1",
    "1.5",
    "1e30",
    "18446744073709551616",
    "NaN",
    "bfs",
    "pdb:555",
    "1 2 3 4 5 6 0 7 8",
    "0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1",
    "\u{1b}]0;title\u{7}",
    "\u{0}",
    "/etc/passwd",
    "ru",
    "1ms",
    "1KB",
];

/// The fields of a request that take words.
const FIELDS: &[&str] = &[
    "run",
    "board",
    "algo",
    "heuristic",
    "goal",
    "pile",
    "solver",
    "max-take",
    "lang",
    "snapshot-every",
    "max-events",
    "max-nodes",
    "timeout",
    "max-memory",
    "kind",
    "topic",
    "level",
    "seed",
    "answer",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Any mix of hostile words in any fields is answered (JSON with a status of 0, 2 or 3),
    /// never a panic; the run is bounded by a node and a time limit the words may replace
    /// (with nothing that lets it run long).
    #[test]
    fn hostile_requests_are_answered_never_a_panic(
        picks in proptest::collection::vec((0..FIELDS.len(), 0..HOSTILE_WORDS.len()), 0..6),
        board in proptest::prelude::any::<bool>(),
    ) {
        let mut engine = Engine::new(|_| {});
        let mut request = serde_json::Map::new();
        if board {
            request.insert("board".into(), json!(EIGHTEEN));
        } else {
            request.insert("pile".into(), json!("13"));
        }
        request.insert("max-nodes".into(), json!("20000"));
        request.insert("timeout".into(), json!("2s"));
        for (field, word) in picks {
            request.insert(FIELDS[field].into(), json!(HOSTILE_WORDS[word]));
        }
        let answer = ask(&mut engine, Value::Object(request.clone()));
        let status = answer["status"].as_u64();
        proptest::prop_assert!(matches!(status, Some(0 | 2 | 3)), "{:?}: {}", request, answer);
    }
}

#[test]
fn malformed_and_oversized_requests_are_refused() {
    let mut engine = Engine::new(|_| {});
    let deep = "[".repeat(100_000);
    let long_board = format!("{{\"board\": \"{}\"}}", "1 ".repeat(500_000));
    for request in [
        deep.as_str(),
        long_board.as_str(),
        "{\"board\": \"1 2 3 4 5 6 0 7 8\", \"board\": \"1 2 3 4 5 6 7 0 8\"}",
        "{\"pile\": 13}",
        "{\"seed\": -1, \"kind\": \"parity\"}",
        "{\"seed\": 1.5, \"kind\": \"parity\"}",
        "\u{feff}{}",
        "",
    ] {
        let answer: Value = serde_json::from_str(&engine.answer(request)).expect("JSON");
        assert_eq!(
            answer["status"],
            2,
            "{}: {answer}",
            &request[..request.len().min(60)]
        );
    }
}

#[test]
fn one_run_asked_in_every_front_end_s_words_is_the_same_run() {
    // the server's own limits (a served run may not choose them), and a trace setting of its
    // choosing: as flags, as the engine's JSON and as the server's query
    let flags = [
        ("algo", "astar"),
        ("heuristic", "manhattan"),
        ("snapshot-every", "3"),
        ("max-nodes", "2000000"),
        ("timeout", "5s"),
        ("max-events", "200000"),
    ];
    let mut words = vec!["fifteen".to_string(), "trace".into(), EIGHTEEN.into()];
    let mut request = json!({"board": EIGHTEEN});
    for (name, value) in flags {
        words.extend([format!("--{name}"), value.to_string()]);
        request[name] = json!(value);
    }
    let args: Vec<&str> = words.iter().map(String::as_str).collect();
    let cli: Value = serde_json::from_str(&stdout(&args)).unwrap();
    let answer = ask(&mut Engine::new(|_| {}), request);
    assert_eq!(answer["status"], 0, "{answer}");
    assert_eq!(answer["trace"], cli, "the engine's run");
    let served = super::serve::Served::start();
    let (status, body) = served.get(&format!(
        "/api/trace/fifteen?board={}&algo=astar&heuristic=manhattan&snapshot-every=3",
        EIGHTEEN.replace(' ', "+")
    ));
    assert_eq!(status, 200, "{body}");
    let served: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(served, cli, "the server's run");
    // the snapshot setting reached every one of them
    assert_eq!(cli["every"], 3, "{}", cli["every"]);
}

#[test]
fn a_run_asked_with_no_choices_is_the_same_run_in_every_front_end() {
    // the defaults written once (`solve::SOLVE`, `solve::TRACE`): a solve and a trace asked for
    // with the board alone, on the command line, of the engine and of the server
    let mut engine = Engine::new(|_| {});
    let mut solved = ask(&mut engine, json!({"run": "solve", "board": EIGHTEEN}));
    let mut cli: Value =
        serde_json::from_str(&stdout(&["fifteen", "solve", EIGHTEEN, "--json"])).unwrap();
    assert_eq!(solved["status"], 0, "{solved}");
    solved["result"]["seconds"] = json!(null);
    cli["seconds"] = json!(null);
    assert_eq!(solved["result"], cli, "a solve's defaults");
    assert_eq!(
        cli["algorithm"],
        puzzlelab_solvers::solve::SOLVE.algo.name(),
        "{cli}"
    );

    let traced = ask(&mut engine, json!({"board": EIGHTEEN}));
    let cli: Value = serde_json::from_str(&stdout(&["fifteen", "trace", EIGHTEEN])).unwrap();
    assert_eq!(traced["status"], 0, "{traced}");
    assert_eq!(traced["trace"], cli, "a trace's defaults, in the engine");
    let served = super::serve::Served::start();
    let query = format!("/api/trace/fifteen?board={}", EIGHTEEN.replace(' ', "+"));
    let (status, body) = served.get(&query);
    assert_eq!(status, 200, "{body}");
    let served: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        served["algorithm"], cli["algorithm"],
        "a trace's defaults, served"
    );
    assert_eq!(
        served["heuristic"], cli["heuristic"],
        "a trace's defaults, served"
    );
}
