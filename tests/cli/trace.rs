//! `fifteen trace`: the recorded run is the run `fifteen solve` makes (the same counters), its
//! snapshots are what replaying its events gives (so a player may start from any of them), and
//! a limit stops it with exit 3 and the trace up to the limit.

use serde_json::Value;

use super::runner::{puzzlelab, scratch};

/// An 8-puzzle 18 moves from the goal: BFS expands 18,929 positions, every other search fewer.
const EIGHTEEN: &str = "8 1 0 4 7 2 6 5 3";

fn json(args: &[&str]) -> Value {
    let run = puzzlelab(args).run();
    assert!(run.ok(), "{args:?}: {}", run.stderr);
    serde_json::from_str(&run.stdout).expect("one JSON document")
}

/// A frontier entry as the trace writes it: `[node, g]`.
type Entry = [u64; 2];

fn entry(e: &Value) -> Entry {
    [e["node"].as_u64().unwrap(), e["g"].as_u64().unwrap()]
}

/// Replays the events from snapshot `i` to the next one and checks the frontier and counters.
fn check_snapshots(trace: &Value) {
    let events = trace["events"].as_array().unwrap();
    let snapshots = trace["snapshots"].as_array().unwrap();
    for pair in snapshots.windows(2) {
        let (from, to) = (&pair[0], &pair[1]);
        let mut frontier: Vec<Entry> = serde_json::from_value(from["frontier"].clone()).unwrap();
        let (mut expanded, mut generated) = (
            from["expanded"].as_u64().unwrap(),
            from["generated"].as_u64().unwrap(),
        );
        let (a, b) = (
            from["at"].as_u64().unwrap() as usize,
            to["at"].as_u64().unwrap() as usize,
        );
        let mut threshold = from["threshold"].clone();
        for e in &events[a..b] {
            match e["event"].as_str().unwrap() {
                "push" => frontier.push(entry(e)),
                "pop" => {
                    let i = frontier
                        .iter()
                        .rposition(|&n| n == entry(e))
                        .expect("an entry on the frontier");
                    frontier.remove(i);
                }
                "threshold" => {
                    frontier.clear();
                    threshold = e["bound"].clone();
                }
                "expand" => expanded += 1,
                "generate" => generated += 1,
                _ => {}
            }
        }
        let expected: Vec<Entry> = serde_json::from_value(to["frontier"].clone()).unwrap();
        assert_eq!(frontier, expected, "the frontier at event {b}");
        assert_eq!(threshold, to["threshold"], "the bound at event {b}");
        assert_eq!(
            (expanded, generated),
            (
                to["expanded"].as_u64().unwrap(),
                to["generated"].as_u64().unwrap()
            )
        );
    }
}

/// Every node that leaves the frontier is the one the algorithm's order puts first, as the
/// player orders its open list: BFS the oldest entry, IDA* the newest (its path is a stack),
/// A* the least `f = g + h`, then the greatest `g`, then the newest.
fn check_order(trace: &Value) {
    let h: Vec<u64> = match trace["h"].as_array() {
        Some(h) => h.iter().map(|v| v.as_u64().unwrap()).collect(),
        None => vec![0; trace["nodes"].as_array().unwrap().len()],
    };
    let algorithm = trace["algorithm"].as_str().unwrap();
    let mut frontier: Vec<Entry> = Vec::new();
    for e in trace["events"].as_array().unwrap() {
        match e["event"].as_str().unwrap() {
            "push" => frontier.push(entry(e)),
            "pop" => {
                let first = match algorithm {
                    "bfs" => 0,
                    "astar" => (0..frontier.len())
                        .min_by_key(|&i| {
                            let [n, g] = frontier[i];
                            (
                                g + h[n as usize],
                                std::cmp::Reverse(g),
                                std::cmp::Reverse(i),
                            )
                        })
                        .unwrap(),
                    _ => frontier.len() - 1,
                };
                assert_eq!(frontier[first], entry(e), "{algorithm}: {e}");
                frontier.remove(first);
            }
            "threshold" => frontier.clear(),
            _ => {}
        }
    }
}

#[test]
fn a_trace_counts_what_the_solve_counts_and_its_snapshots_replay() {
    let pdb = scratch("trace-pdb").display().to_string();
    let runs: [&[&str]; 7] = [
        &["--algo", "bfs"],
        &["--algo", "iddfs"],
        &["--algo", "ida-generic", "--heuristic", "manhattan"],
        &["--algo", "astar", "--heuristic", "misplaced"],
        &["--algo", "astar", "--heuristic", "manhattan"],
        &["--algo", "ida", "--heuristic", "manhattan"],
        &["--algo", "ida", "--heuristic", "pdb:44", "--pdb-dir", &pdb],
    ];
    for run in runs {
        let mut solve = vec!["fifteen", "solve", EIGHTEEN, "--json"];
        solve.extend(run);
        let solved = json(&solve);
        let mut trace = vec!["fifteen", "trace", EIGHTEEN, "--snapshot-every", "250"];
        trace.extend(run);
        let traced = json(&trace);
        assert_eq!(traced["schema"], "puzzlelab-trace/1");
        for field in ["expanded", "generated", "moves"] {
            assert_eq!(traced[field], solved[field], "{run:?}: {field}");
        }
        assert_eq!(traced["truncated"], false, "{run:?}");
        let lines = traced["pseudocode"].as_array().unwrap().len() as u64;
        let events = traced["events"].as_array().unwrap();
        assert!(events.iter().all(|e| e["line"].as_u64().unwrap() < lines));
        let expands = events.iter().filter(|e| e["event"] == "expand").count() as u64;
        assert_eq!(Some(expands), solved["expanded"].as_u64(), "{run:?}");
        // every node is a board of the puzzle
        let nodes = traced["nodes"].as_array().unwrap();
        assert_eq!(nodes[0], EIGHTEEN);
        check_snapshots(&traced);
        check_order(&traced);
        let estimates = traced["h"].as_array().map_or(0, Vec::len);
        let uses_h = !["bfs", "iddfs"].contains(&run[1]);
        assert_eq!(estimates, if uses_h { nodes.len() } else { 0 }, "{run:?}");
    }
}

#[test]
fn a_limit_stops_the_trace_with_exit_3_and_keeps_what_was_recorded() {
    let far = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";
    let run = puzzlelab(&[
        "fifteen",
        "trace",
        far,
        "--algo",
        "astar",
        "--max-nodes",
        "500",
    ])
    .run();
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert!(
        run.stderr.contains("node limit of 500 expansions"),
        "{}",
        run.stderr
    );
    let trace: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(trace["status"], "limit");
    assert_eq!(trace["expanded"], 500);
    let ru = puzzlelab(&["fifteen", "trace", EIGHTEEN, "--lang", "ru"]).run();
    let ru: Value = serde_json::from_str(&ru.stdout).unwrap();
    assert_eq!(ru["pseudocode"][0], "открытые ← {старт}");
    let sat = puzzlelab(&["fifteen", "trace", far, "--algo", "sat"]).run();
    assert_eq!(sat.code, 2);
    assert!(
        sat.stderr.contains("SAT has no search nodes"),
        "{}",
        sat.stderr
    );
}

#[test]
fn a_game_trace_settles_every_pile_as_the_lesson_says_and_chooses_winning_takes() {
    for algo in ["retrograde", "minimax"] {
        let trace = json(&[
            "bachet",
            "trace",
            "20",
            "--solver",
            algo,
            "--snapshot-every",
            "7",
        ]);
        assert_eq!(trace["schema"], "puzzlelab-trace/1");
        let nodes = trace["nodes"].as_array().unwrap();
        let pile =
            |e: &Value, key: &str| nodes[e[key].as_u64().unwrap() as usize].as_u64().unwrap();
        let events = trace["events"].as_array().unwrap();
        let mut settled = std::collections::BTreeMap::new();
        for e in events {
            match e["event"].as_str().unwrap() {
                "settled" => {
                    let before = settled.insert(pile(e, "node"), e["win"].as_bool().unwrap());
                    assert!(before.is_none(), "{algo}: a pile settled twice");
                }
                // a chosen move leads from a won pile to a lost one: N ≡ 1 (mod 4), misère
                "chosen" => assert_eq!(pile(e, "next") % 4, 1, "{algo}: {e}"),
                _ => {}
            }
        }
        assert_eq!(settled.len(), 21, "{algo}: the piles 0..=20");
        for (n, win) in settled {
            assert_eq!(win, n % 4 != 1, "{algo}: pile {n}");
        }
        // 20 = 4·4 + 4: won, by taking 3 and leaving 17 = 4·4 + 1
        assert_eq!(trace["win"], true, "{algo}");
        assert_eq!(trace["winning_takes"], serde_json::json!([3]), "{algo}");
        let lines = trace["pseudocode"].as_array().unwrap().len() as u64;
        assert!(events.iter().all(|e| e["line"].as_u64().unwrap() < lines));
    }
    let deep = puzzlelab(&["bachet", "trace", "20000", "--solver", "minimax"]).run();
    assert_eq!(deep.code, 2);
    assert!(
        deep.stderr.contains("use --solver retrograde"),
        "{}",
        deep.stderr
    );
    let stopped = puzzlelab(&["bachet", "trace", "1000", "--max-nodes", "100"]).run();
    assert_eq!(stopped.code, 3, "{}", stopped.stderr);
    assert!(
        stopped.stderr.contains("node limit of 100"),
        "{}",
        stopped.stderr
    );
    let partial: Value = serde_json::from_str(&stopped.stdout).unwrap();
    assert_eq!(partial["status"], "limit");
}

#[test]
fn a_pdb_lookup_sums_its_patterns_to_the_estimate_the_search_starts_from() {
    let pdb = scratch("lookup-pdb").display().to_string();
    let lookup = json(&["pdb", "lookup", "44", EIGHTEEN, "--json", "--pdb-dir", &pdb]);
    assert_eq!(lookup["schema"], "puzzlelab-pdb-lookup/1");
    let patterns = lookup["patterns"].as_array().unwrap();
    let sum: u64 = patterns.iter().map(|p| p["value"].as_u64().unwrap()).sum();
    assert_eq!(lookup["sum"].as_u64(), Some(sum));
    // every tile but the blank in exactly one pattern, each at the cell the board shows
    let board: Vec<u64> = EIGHTEEN.split(' ').map(|t| t.parse().unwrap()).collect();
    let mut tiles: Vec<u64> = Vec::new();
    for p in patterns {
        for (t, c) in p["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .zip(p["cells"].as_array().unwrap())
        {
            assert_eq!(board[c.as_u64().unwrap() as usize], t.as_u64().unwrap());
            tiles.push(t.as_u64().unwrap());
        }
    }
    tiles.sort_unstable();
    assert_eq!(tiles, (1..=8).collect::<Vec<_>>());
    // disjoint databases count every move of their tiles: never below Manhattan
    assert!(lookup["estimate"].as_u64() >= lookup["manhattan"].as_u64());
    let trace = json(&[
        "fifteen",
        "trace",
        EIGHTEEN,
        "--algo",
        "ida",
        "--heuristic",
        "pdb:44",
        "--pdb-dir",
        &pdb,
    ]);
    assert_eq!(
        trace["h"][0], lookup["estimate"],
        "the search starts from the lookup"
    );
    assert_eq!(trace["events"][0]["bound"], lookup["estimate"]);
    let text = puzzlelab(&[
        "pdb",
        "lookup",
        "44",
        EIGHTEEN,
        "--pdb-dir",
        &pdb,
        "--lang",
        "ru",
    ])
    .run();
    assert!(text.stdout.contains("сумма: "), "{}", text.stdout);
    let wrong = puzzlelab(&["pdb", "lookup", "44", "1 2 3", "--pdb-dir", &pdb]).run();
    assert_eq!(wrong.code, 2, "{}", wrong.stderr);
}

/// Traces of runs far beyond their limits, with every snapshot asked for: each ends at
/// `--max-memory` with exit 3 and the trace up to there, under an address-space cap that an
/// unbounded trace would pass (it would abort instead).
#[test]
fn a_trace_stops_at_its_memory_limit_before_the_allocator_does() {
    let hardest = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";
    for args in [
        vec!["fifteen", "trace", hardest, "--snapshot-every", "1"],
        vec!["fifteen", "trace", hardest, "--algo", "bfs"],
        vec![
            "bachet",
            "trace",
            "1000000",
            "--max-events",
            "10000000",
            "--snapshot-every",
            "1",
        ],
    ] {
        let mut args = args.clone();
        args.extend(["--max-memory", "200MB"]);
        let run = puzzlelab(&args).memory_cap(600_000_000).run();
        assert_eq!(run.code, 3, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("memory limit of 100 MB"),
            "{}",
            run.stderr
        );
        let trace: Value = serde_json::from_str(&run.stdout).unwrap();
        assert!(
            trace["status"] == "limit" || trace["truncated"] == true,
            "{args:?}"
        );
        assert!(
            run.stdout.len() < 100_000_000,
            "{args:?}: {} bytes",
            run.stdout.len()
        );
    }
}

/// The start's push is the pseudo-code's first line (`open ← {start}`), every event is told in
/// a sentence of the trace's language, and a trace written into a file says so.
#[test]
fn the_start_is_pushed_on_the_first_line_and_the_narration_is_in_the_trace_language() {
    for algo in ["astar", "bfs"] {
        let trace = json(&[
            "fifteen",
            "trace",
            "1 2 3 4 5 6 0 7 8",
            "--algo",
            algo,
            "--lang",
            "ru",
        ]);
        let first = &trace["events"][0];
        assert_eq!(first["event"], "push");
        assert_eq!(first["line"], 0, "{algo}: {first}");
        let line = trace["pseudocode"][0].as_str().unwrap();
        assert!(line.contains("старт"), "{algo}: {line}");
        for event in trace["events"].as_array().unwrap() {
            let say = event["say"].as_str().unwrap();
            assert!(
                say.contains(' ') && say != event["event"],
                "{algo}: {event}"
            );
            assert!(
                say.chars().any(|c| ('а'..='я').contains(&c)),
                "{algo}: {say}"
            );
        }
    }
    let dir = super::runner::scratch("trace-out");
    let out = super::runner::arg(&dir, "t.json");
    let run =
        super::runner::puzzlelab(&["fifteen", "trace", "1 2 3 4 5 6 0 7 8", "--out", &out]).run();
    assert_eq!(run.code, 0, "{}", run.stderr);
    let bytes = std::fs::metadata(dir.join("t.json")).unwrap().len();
    assert!(
        run.stdout.starts_with(&format!("wrote {out}: ")),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains(&format!("{} bytes", puzzlelab_rules::Lang::En.int(bytes))),
        "{}",
        run.stdout
    );
}
