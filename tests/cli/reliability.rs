//! Hostile input as normal input: a table of cases across boards, moves, limits, Bachet's
//! game, files and faults, the terminal game and resource bounds. Every case runs the binary
//! with its address space capped at 1 GB and a deadline, and asserts the exit code, the message,
//! and that nothing panicked, aborted, hung or grew past the cap. The summary (cases, clear
//! errors, limits, panics, hangs, memory blow-ups) is printed with `--nocapture`.

use std::collections::BTreeMap;
use std::time::Duration;

use super::runner::{puzzlelab, scratch, Puzzlelab, Run};

/// The address space every case runs in.
const MEMORY_CAP: u64 = 1 << 30;
/// How long a case may take.
const DEADLINE: Duration = Duration::from_secs(60);

/// The worksheet's board and Korf's first instance with the standard goal (far from solved).
const WORKSHEET: &str = "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12";
const FAR: &str = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";

/// Escape sequences a terminal would obey: a new title, the clipboard, a hidden link, the
/// screen cleared, a C1 control sequence.
const ESCAPES: &str = "\x1b]0;pwned\x07\x1b]52;c;cHduZWQ=\x07\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\\x1b[2J\u{9b}31m";

/// The control characters of what a run printed that a terminal would obey: all but a line
/// break, and the game's bell on standard output (the lesson's beep at an illegal move).
fn obeyed(run: &Run) -> Vec<char> {
    let control = |c: &char| c.is_control() && *c != '\n';
    let printed = run.stdout.chars().filter(|c| control(c) && *c != '\x07');
    printed.chain(run.stderr.chars().filter(control)).collect()
}

/// Where a case's standard streams go.
#[derive(Clone, Debug, Default)]
enum Stream {
    /// Bytes on stdin, a pipe on stdout and stderr.
    #[default]
    Pipe,
    /// A file (`/dev/zero` for stdin, `/dev/full` for an output).
    File(String),
}

/// One hostile input and what the program must do with it.
#[derive(Clone, Debug)]
struct Case {
    area: &'static str,
    args: Vec<String>,
    stdin: String,
    stdin_file: Stream,
    stdout: Stream,
    stderr: Stream,
    env: Vec<(&'static str, Option<String>)>,
    /// The exit code.
    code: i32,
    /// A piece of the message (stderr, or stdout for the games), empty for none.
    says: &'static str,
}

fn case(area: &'static str, code: i32, says: &'static str, args: &[&str]) -> Case {
    Case {
        area,
        args: args.iter().map(|a| a.to_string()).collect(),
        stdin: String::new(),
        stdin_file: Stream::Pipe,
        stdout: Stream::Pipe,
        stderr: Stream::Pipe,
        env: Vec::new(),
        code,
        says,
    }
}

impl Case {
    fn stdin(mut self, input: &str) -> Case {
        self.stdin = input.to_string();
        self
    }
    fn stdin_file(mut self, path: &str) -> Case {
        self.stdin_file = Stream::File(path.into());
        self
    }
    fn stdout_file(mut self, path: &str) -> Case {
        self.stdout = Stream::File(path.into());
        self
    }
    fn stderr_file(mut self, path: &str) -> Case {
        self.stderr = Stream::File(path.into());
        self
    }
    fn env(mut self, key: &'static str, value: Option<&str>) -> Case {
        self.env.push((key, value.map(str::to_string)));
        self
    }

    fn run(&self) -> Run {
        let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
        let mut run: Puzzlelab = puzzlelab(&args)
            .stdin(self.stdin.clone())
            .memory_cap(MEMORY_CAP)
            .within(DEADLINE);
        if let Stream::File(path) = &self.stdin_file {
            run = run.stdin_file(path);
        }
        if let Stream::File(path) = &self.stdout {
            run = run.stdout_file(path);
        }
        if let Stream::File(path) = &self.stderr {
            run = run.stderr_file(path);
        }
        for (key, value) in &self.env {
            run = run.env(key, value.as_deref());
        }
        run.run()
    }
}

/// A board that is not one, read by every command that takes a board.
fn boards(cases: &mut Vec<Case>) {
    let bad = [
        ("", "the board is empty"),
        (" ", "the board is empty"),
        ("# only a comment", "the board is empty"),
        ("[]", "the board is empty"),
        ("1 2 3", "3 numbers do not make a square board"),
        ("1 2 3 4 5 6 7 8", "8 numbers do not make a square board"),
        ("1 2 3 0 x", "5 numbers do not make a square board"),
        ("4x4", "1 numbers do not make a square board"),
        ("1;2;3;0", "1 numbers do not make a square board"),
        ("0 0 1 2", "the blank appears twice"),
        ("1 2 3 4 5 6 7 8 9", "tile 9 is out of range"),
        ("1 2 3 4 5 6 7 8 8", "tile 8 appears twice"),
        ("1 2 3 0000000000000000000000001", "tile 1 appears twice"),
        ("a b c d", "'a' is not a tile number"),
        ("99999999999999999999 1 2 3", "is not a tile number"),
        ("1.5 2 3 0", "'1.5' is not a tile number"),
        ("0x1 2 3 0", "'0x1' is not a tile number"),
        ("１ ２ ３ ０", "is not a tile number"),
        ("∞ 1 2 0", "is not a tile number"),
        ("[[1,2],[3]]", "row 2 has 1 numbers"),
        ("[[1,2],[3,0]", "EOF while parsing"),
        ("{\"rows\": 2}", "unknown field `rows`"),
        ("{}", "missing field `width`"),
        ("[[]]", "a board must be from 2x2 to 8x8"),
        ("1 1\n0", "a board must be from 2x2 to 8x8"),
        ("1 2\n3", "this row has 1 numbers"),
        (
            "1 2 3 4 5 6 7 8 0 10 11 12 13 14 15 9 16",
            "17 numbers do not make a square board",
        ),
    ];
    for (text, says) in bad {
        cases.push(case("boards", 2, says, &["fifteen", "show", text]));
    }
    let long = "1 2 3 0 ".repeat(1000);
    cases.push(case(
        "boards",
        2,
        "4000 numbers do not make a square board",
        &["fifteen", "show", &long],
    ));
    // the same reader behind every command that takes a board
    let through = [
        ("0 0 1 2", "the blank appears twice"),
        ("a b c d", "'a' is not a tile number"),
        ("1 1\n0", "a board must be from 2x2 to 8x8"),
        ("1 2 3", "3 numbers do not make a square board"),
    ];
    for (text, says) in through {
        let out = scratch("reliability-boards")
            .join("x.png")
            .display()
            .to_string();
        for args in [
            vec!["fifteen", "solve", text],
            vec!["fifteen", "play", text],
            vec!["check", "moves", text, "L"],
            vec!["render", "board", text, "--out", &out],
            vec!["sat", "dimacs", text, "--horizon", "3"],
            vec!["sat", "worksheet", text],
        ] {
            cases.push(case("boards", 2, says, &args));
        }
    }
    // a board quoting escape sequences: the message shows them, the terminal obeys none
    let dir = scratch("reliability-escapes");
    let board = format!("1 2 3 {ESCAPES}");
    let file = dir.join("board.txt");
    std::fs::write(&file, &board).unwrap();
    let file = file.display().to_string();
    for args in [
        vec!["fifteen", "show", &board],
        vec!["fifteen", "solve", &file],
        vec!["check", "moves", &file, "L"],
    ] {
        cases.push(case("boards", 2, "'␛]0;pwned␇␛]52;c;", &args));
    }
    let piped = case("boards", 2, "'␛]0;pwned␇", &["fifteen", "solve", "-"]);
    cases.push(piped.stdin(&board));
    let moves = ["check", "moves", WORKSHEET, ESCAPES];
    cases.push(case("boards", 2, "'␛' at position 1 is not a move", &moves));
    // valid spellings stay valid
    for text in [
        "1\t2\t3\t0",
        "\u{a0} 1 2 3 0",
        "1 2 3 0 # comment",
        "+1 2 3 0",
        "1 2 3 00",
    ] {
        cases.push(case("boards", 0, "", &["fifteen", "show", text]));
    }
}

/// Move strings that are not moves, or not legal.
fn moves(cases: &mut Vec<Case>) {
    for (text, says) in [
        ("X", "'X' at position 1 is not a move"),
        ("Я", "'Я' at position 1 is not a move"),
        ("R1", "'1' at position 2 is not a move"),
        ("LRLRX", "'X' at position 5 is not a move"),
    ] {
        cases.push(case("moves", 2, says, &["check", "moves", WORKSHEET, text]));
    }
    let long = "L".repeat(100_000);
    for text in ["LLLLLLLLLL", "U D", "", "l", "udududud", &long, "   "] {
        // read, replayed, and answered: not legal or not a solution (exit 1)
        cases.push(case("moves", 1, "", &["check", "moves", WORKSHEET, text]));
    }
    cases.push(case(
        "moves",
        1,
        "",
        &["check", "moves", "1 2 3 4 5 6 7 8 0", "U"],
    ));
    let out = scratch("reliability-moves")
        .join("p.gif")
        .display()
        .to_string();
    cases.push(case(
        "moves",
        2,
        "cannot be made",
        &[
            "render", "playback", WORKSHEET, "--moves", "UUUU", "--out", &out,
        ],
    ));
}

/// How the command line refuses a value: a leading `-` reads as a flag.
fn refused(value: &str) -> &'static str {
    if value.starts_with('-') {
        "unexpected argument"
    } else {
        "invalid value"
    }
}

/// Limits written wrong, and limits that stop a search.
fn limits(cases: &mut Vec<Case>) {
    for value in [
        "0",
        "-1",
        "abc",
        "99999999999999999999",
        "18446744073709551615s",
        "1e400",
        "NaN",
        "inf",
        "",
    ] {
        for command in [["fifteen", "solve"], ["sat", "worksheet"]] {
            let args = [command[0], command[1], WORKSHEET, "--timeout", value];
            cases.push(case("limits", 2, refused(value), &args));
        }
    }
    for value in ["0", "-5MB", "1e30", "abc", "1XB", "0.5B"] {
        let args = ["fifteen", "solve", WORKSHEET, "--max-memory", value];
        cases.push(case("limits", 2, refused(value), &args));
    }
    for value in ["-1", "abc", "1e3", "18446744073709551616"] {
        let args = ["fifteen", "solve", WORKSHEET, "--max-nodes", value];
        cases.push(case("limits", 2, "", &args));
    }
    for jobs in ["0", "257", "100000"] {
        let args = ["fifteen", "solve", "--batch", "-", "--jobs", jobs];
        cases.push(case("limits", 2, "invalid value", &args));
    }
    for (algo, flag, value, says) in [
        (
            "bfs",
            "--max-memory",
            "50MB",
            "memory limit of 50 MB reached",
        ),
        (
            "astar",
            "--timeout",
            "300ms",
            "time limit of 0.300 s reached",
        ),
        (
            "iddfs",
            "--max-nodes",
            "10000",
            "node limit of 10000 expansions",
        ),
        // IDA* holds only its path and its tables: 100 bytes stop it
        (
            "ida",
            "--max-memory",
            "100B",
            "memory limit of 100 B reached",
        ),
        ("sat", "--max-nodes", "1", "node limit"),
    ] {
        let args = [
            "fifteen", "solve", FAR, "--algo", algo, flag, value, "--quiet",
        ];
        cases.push(case("limits", 3, says, &args));
    }
    cases.push(case(
        "limits",
        3,
        "memory limit of 2 GB reached: the formula of 100000 moves",
        &["sat", "dimacs", WORKSHEET, "--horizon", "100000"],
    ));
    cases.push(case(
        "limits",
        3,
        "the formula of 4294967296 moves",
        &["sat", "dimacs", WORKSHEET, "--horizon", "4294967296"],
    ));
    let chart = scratch("reliability-limits")
        .join("c.png")
        .display()
        .to_string();
    for kind in ["ida-iterations", "heuristics"] {
        let args = [
            "render",
            "chart",
            kind,
            FAR,
            "--max-nodes",
            "1000",
            "--out",
            &chart,
        ];
        cases.push(case("limits", 3, "node limit of 1000 expansions", &args));
    }
    let strip = scratch("reliability-limits")
        .join("s.png")
        .display()
        .to_string();
    let args = [
        "render",
        "strip",
        FAR,
        "--timeout",
        "500ms",
        "--out",
        &strip,
    ];
    cases.push(case("limits", 3, "time limit of 0.500 s", &args));
}

/// Bachet's game: the dialogues fed nonsense, and numbers out of range.
fn bachet(cases: &mut Vec<Case>) {
    // each dialogue asks again after a wrong answer and ends (exit 1) when input runs out
    for input in [
        "abc\n",
        "-5\n",
        "0\n",
        "99999999999999999999\n",
        "\n\n\n\n",
        "13\n4\n",
        "13\n1\n1\n1\n",
        "14\n",
        "нет\n",
        "13\n2\n13\n2\n13\n2\n",
    ] {
        let c = case("bachet", 1, "", &["bachet", "play", "--lang", "ru"]).stdin(input);
        cases.push(c);
    }
    for input in ["13\n1\n", "да\n", "x\n"] {
        let c = case("bachet", 1, "", &["bachet", "play", "--variant", "2"]).stdin(input);
        cases.push(c);
    }
    let c = case("bachet", 2, "more than 4096 bytes", &["bachet", "play"]).stdin_file("/dev/zero");
    cases.push(c);
    for args in [
        vec!["bachet", "tree", "-1"],
        vec!["bachet", "tree", "1000001"],
        vec!["bachet", "solve", "5", "--max-take", "0"],
        vec!["bachet", "solve", "5", "--max-take", "1000001"],
        vec!["bachet", "table", "--upto", "100001"],
    ] {
        cases.push(case("bachet", 2, "", &args));
    }
    cases.push(case(
        "bachet",
        0,
        "",
        &["bachet", "solve", "1000000", "--max-take", "1000000"],
    ));
    cases.push(case(
        "bachet",
        0,
        "",
        &["bachet", "table", "--max-take", "1000000", "--upto", "5"],
    ));
    for (args, says) in [
        (
            vec!["bachet", "tree", "30", "--max-memory", "1MB"],
            "memory limit of 1 MB",
        ),
        (
            vec!["bachet", "tree", "40", "--max-nodes", "1000"],
            "node limit of 1000",
        ),
        (
            vec![
                "bachet",
                "tree",
                "20000",
                "--max-take",
                "20000",
                "--kind",
                "graph",
            ],
            "memory limit of 2 GB reached after 0 positions",
        ),
    ] {
        cases.push(case("bachet", 3, says, &args));
    }
}

/// Files that are not what they claim, streams that cannot be written, a missing cache.
fn files(cases: &mut Vec<Case>) {
    let dir = scratch("reliability-files");
    let path = |name: &str| dir.join(name).display().to_string();
    std::fs::write(dir.join("bom.txt"), format!("\u{feff}{WORKSHEET}\n")).unwrap();
    std::fs::write(dir.join("latin1.txt"), b"1 2 3 \xe9\n").unwrap();
    std::fs::write(dir.join("batch.txt"), format!("{WORKSHEET}\n1 2 3\n")).unwrap();
    cases.push(case("files", 0, "", &["fifteen", "show", &path("bom.txt")]));
    cases.push(case(
        "files",
        2,
        "not UTF-8",
        &["fifteen", "show", &path("latin1.txt")],
    ));
    cases.push(case(
        "files",
        2,
        "is a folder, not a board",
        &["fifteen", "show", &path("")],
    ));
    cases.push(case(
        "files",
        2,
        "/dev/null is not a regular file",
        &["fifteen", "show", "/dev/null"],
    ));
    cases.push(case(
        "files",
        2,
        "neither a file nor a board",
        &["fifteen", "show", &path("missing.txt")],
    ));
    for (args, says) in [
        (vec!["fifteen", "show", "-"], "too much for a board"),
        (
            vec!["fifteen", "solve", "--batch", "-"],
            "too much for a batch",
        ),
        (
            vec!["sat", "model", WORKSHEET, "-"],
            "too much for a SAT solver's answer",
        ),
        (vec!["fifteen", "play", WORKSHEET], "more than 4096 bytes"),
    ] {
        cases.push(case("files", 2, says, &args).stdin_file("/dev/zero"));
    }
    cases.push(case(
        "files",
        2,
        "/dev/zero is not a regular file",
        &["fifteen", "solve", "--batch", "/dev/zero"],
    ));
    // a trace to play that is not one, or broken inside; a good one without a terminal
    let trace = puzzlelab(&["bachet", "trace", "5"]).run().stdout;
    let broken = [
        ("not-json.json", "[1, 2".to_string(), "not a trace"),
        ("empty.json", "{}".to_string(), "not a trace"),
        (
            "schema.json",
            trace.replace("puzzlelab-trace/1", "puzzlelab-trace/2"),
            "this player reads puzzlelab-trace/1",
        ),
        (
            "node.json",
            trace.replacen("\"node\":1", "\"node\":18446744073709551615", 1),
            "names a node or a pseudo-code line",
        ),
        (
            "every.json",
            trace.replace("\"every\":1000", "\"every\":0"),
            "is 0",
        ),
        ("good.json", trace.clone(), "needs a terminal"),
    ];
    for (name, text, says) in broken {
        std::fs::write(dir.join(name), text).unwrap();
        cases.push(case("files", 2, says, &["trace", "play", &path(name)]));
    }
    cases.push(case(
        "files",
        2,
        "/dev/zero is not a regular file",
        &["trace", "play", "/dev/zero"],
    ));
    cases.push(case("files", 2, "not a trace", &["trace", "play", "-"]).stdin("\u{0}\u{ff}"));
    cases.push(case(
        "files",
        2,
        "needs a terminal",
        &["fifteen", "trace", WORKSHEET, "--play"],
    ));
    // a bad line of a batch is reported and the batch goes on; the exit code tells
    cases.push(case(
        "files",
        2,
        "line 2: the board could not be read",
        &["fifteen", "solve", "--batch", &path("batch.txt"), "--json"],
    ));
    // standard output full: the error says so, once, with exit 2; no panic
    for args in [
        vec!["fifteen", "show", WORKSHEET],
        vec!["fifteen", "shuffle", "--seed", "1"],
        vec!["fifteen", "solve", WORKSHEET],
        vec!["fifteen", "bfs-layers", "--size", "2x3"],
        vec!["bachet", "tree", "5"],
        vec!["bachet", "tree", "12", "--json"],
        vec!["bachet", "table"],
        vec!["sat", "dimacs", WORKSHEET, "--horizon", "3"],
        vec!["man"],
    ] {
        cases.push(case("files", 2, "No space left on device", &args).stdout_file("/dev/full"));
    }
    // standard error full as well: nothing can be said, the exit code still tells
    let c = case("files", 2, "", &["fifteen", "show", "1 2 3"]).stderr_file("/dev/full");
    cases.push(c);
    let c = case("files", 2, "", &["fifteen", "show", WORKSHEET])
        .stdout_file("/dev/full")
        .stderr_file("/dev/full");
    cases.push(c);
    // no cache folder to be found: a clear message, not a cache in the current folder
    let c = case("files", 2, "give --pdb-dir", &["pdb", "info"])
        .env("XDG_CACHE_HOME", None)
        .env("HOME", None);
    cases.push(c);
    let c = case("files", 0, "", &["fifteen", "solve", WORKSHEET])
        .env("XDG_CACHE_HOME", None)
        .env("HOME", None);
    cases.push(c);
    // outputs that cannot be written where asked
    let args = [
        "render",
        "board",
        WORKSHEET,
        "--out",
        &path("no/such/folder/x.png"),
    ];
    cases.push(case("files", 2, "cannot write", &args));
    let args = ["render", "board", WORKSHEET, "--out", &path("")];
    cases.push(case("files", 2, "unknown output format", &args));
    let args = ["render", "board", WORKSHEET, "--out", &path("x.jpg")];
    cases.push(case("files", 2, "unknown output format", &args));
}

/// The game fed from a pipe: wrong commands are answered, not fatal.
fn terminal(cases: &mut Vec<Case>) {
    for input in [
        "x\n",
        "UUUUUUUUUU\n",
        "q\n",
        "\n",
        "LLRR\nuuuu\n",
        "\u{1b}[A\n",
        &format!("{ESCAPES}\nq\n"),
    ] {
        let c = case("terminal", 1, "", &["fifteen", "play", WORKSHEET]).stdin(input);
        cases.push(c);
    }
    let long = format!("{}\n", "L".repeat(5000));
    let c = case(
        "terminal",
        2,
        "more than 4096 bytes",
        &["fifteen", "play", WORKSHEET],
    );
    cases.push(c.stdin(&long));
    let won = case("terminal", 0, "", &["fifteen", "play", "1 2 3 4 5 6 7 0 8"]).stdin("L\n");
    cases.push(won);
}

/// Requests whose answer would not fit: refused before anything big is allocated.
fn resources(cases: &mut Vec<Case>) {
    let dir = scratch("reliability-resources");
    let out = |name: &str| dir.join(name).display().to_string();
    let too_large = "is too large";
    for (kind, file) in [
        ("board", "b.png"),
        ("playback", "p.gif"),
        ("strip", "s.png"),
    ] {
        let args = [
            "render",
            kind,
            WORKSHEET,
            "--width",
            "100000",
            "--out",
            &out(file),
        ];
        cases.push(case("resources", 2, too_large, &args));
    }
    let args = [
        "render",
        "chart",
        "ida-iterations",
        WORKSHEET,
        "--width",
        "100000",
        "--out",
        &out("c.png"),
    ];
    cases.push(case("resources", 2, too_large, &args));
    for take in ["1000", "100000"] {
        let args = [
            "render",
            "bachet",
            "table",
            "--max-take",
            take,
            "--out",
            &out("t.png"),
        ];
        cases.push(case("resources", 2, "drawn for --max-take up to 20", &args));
    }
    for walk in [
        "walk:18446744073709551615",
        "walk:10000000000",
        "walk:1000001",
    ] {
        let args = ["fifteen", "shuffle", "--size", "8x8", "--shuffle", walk];
        cases.push(case("resources", 2, "", &args));
    }
    cases.push(case(
        "resources",
        2,
        "",
        &["check", "heuristic", "--radius", "30"],
    ));
    cases.push(case(
        "resources",
        2,
        "",
        &["check", "heuristic", "--samples", "100000000"],
    ));
    let moves = "LR".repeat(3_000);
    let args = [
        "render",
        "playback",
        "1 2 3 4 5 6 7 0 8",
        "--moves",
        &moves,
        "--out",
        &out("l.gif"),
    ];
    cases.push(case("resources", 2, "too long to watch", &args));
    let args = [
        "render",
        "strip",
        WORKSHEET,
        "--every",
        "0",
        "--out",
        &out("e.png"),
    ];
    cases.push(case("resources", 2, "", &args));
    let args = ["sat", "model", WORKSHEET, "-", "--horizon", "99999999"];
    cases.push(case("resources", 3, "the formula of 99999999 moves", &args));
}

/// How a case ended, for the summary.
fn verdict(run: &Run) -> &'static str {
    if run.hung {
        "hangs"
    } else if run.signal == Some(6) || run.stderr.contains("memory allocation") {
        "memory blow-ups"
    } else if run.code == 101 || run.stderr.contains("panicked") {
        "panics"
    } else if run.signal.is_some() {
        "crashes"
    } else if run.code == 2 {
        "clear errors"
    } else if run.code == 3 {
        "limits"
    } else {
        "answers"
    }
}

#[test]
fn hostile_input_gets_a_clear_answer_and_nothing_breaks() {
    let mut cases = Vec::new();
    boards(&mut cases);
    moves(&mut cases);
    limits(&mut cases);
    bachet(&mut cases);
    files(&mut cases);
    terminal(&mut cases);
    resources(&mut cases);
    assert!(cases.len() >= 150, "{} cases", cases.len());
    let mut summary: BTreeMap<&str, BTreeMap<&str, usize>> = BTreeMap::new();
    let mut failures = Vec::new();
    for c in &cases {
        let run = c.run();
        let outcome = verdict(&run);
        *summary
            .entry(c.area)
            .or_default()
            .entry(outcome)
            .or_default() += 1;
        let said = format!("{}{}", run.stderr, run.stdout);
        let bad = ["panics", "hangs", "memory blow-ups", "crashes"].contains(&outcome);
        if bad || run.code != c.code || !said.contains(c.says) {
            failures.push(format!(
                "{} {:?}: {outcome}, exit {} (expected {}), said {:?} (expected {:?})",
                c.area,
                c.args,
                run.code,
                c.code,
                said.trim(),
                c.says
            ));
        }
        if !obeyed(&run).is_empty() {
            failures.push(format!(
                "{} {:?}: printed {:?} for the terminal to obey",
                c.area,
                c.args,
                obeyed(&run)
            ));
        }
    }
    eprintln!("{} cases:", cases.len());
    for (area, outcomes) in &summary {
        eprintln!("  {area:<10} {outcomes:?}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
