//! The trace player in a real terminal (tmux): the keys move it where the trace says, its
//! counters are the trace's own at each point, it redraws when the window changes size, and it
//! gives the terminal back as it found it after `q`, Ctrl-C and `kill -TERM`; in English and
//! in Russian, a search and a game, a run just recorded and a saved file.

use std::process::Command;
use std::time::Duration;

use serde_json::Value;

use super::runner::{puzzlelab, scratch};
use super::tmux::{restored, Tmux};

const BOARD: &str = "1 2 3 4 5 6 0 7 8";

fn trace(args: &[&str]) -> Value {
    let run = puzzlelab(args).run();
    assert!(run.ok(), "{args:?}: {}", run.stderr);
    serde_json::from_str(&run.stdout).expect("one JSON document")
}

/// The counters after the first `at` events, replayed from the trace's events:
/// expanded, generated, and the frontier's size.
fn counters(trace: &Value, at: usize) -> (u64, u64, usize) {
    let (mut expanded, mut generated, mut frontier) = (0, 0, 0usize);
    for e in &trace["events"].as_array().unwrap()[..at] {
        match e["event"].as_str().unwrap() {
            "expand" => expanded += 1,
            "generate" => generated += 1,
            "push" => frontier += 1,
            "pop" => frontier -= 1,
            "threshold" => frontier = 0,
            _ => {}
        }
    }
    (expanded, generated, frontier)
}

/// Waits for the player at event `at` of a search's trace and checks what it shows there: the
/// position, the counters, the pseudo-code line marked and the event told.
fn shows(tmux: &Tmux, trace: &Value, at: usize) {
    let events = trace["events"].as_array().unwrap();
    let screen = tmux.until(&format!("event {at} of {}", events.len()));
    let (expanded, generated, frontier) = counters(trace, at);
    for counter in [
        format!("expanded: {expanded} "),
        format!("generated: {generated} "),
        format!("frontier: {frontier} "),
    ] {
        assert!(screen.contains(&counter), "{counter} at {at}:\n{screen}");
    }
    let said = match at {
        0 => "the start: nothing done yet".to_string(),
        _ => events[at - 1]["say"]
            .as_str()
            .unwrap()
            .chars()
            .take(30)
            .collect(),
    };
    assert!(screen.contains(&said), "{said} at {at}:\n{screen}");
    if at > 0 {
        let line = events[at - 1]["line"].as_u64().unwrap() as usize;
        let code = trace["pseudocode"][line].as_str().unwrap();
        assert!(
            screen.contains(&format!("▶ {code}")),
            "line {line} at {at}:\n{screen}"
        );
    }
}

/// The pid of the process started with `args`, in the session.
fn pid_of(args: &str) -> String {
    let out = Command::new("pgrep").args(["-f", args]).output().unwrap();
    let pids = String::from_utf8_lossy(&out.stdout).into_owned();
    pids.lines().next().expect("the player runs").to_string()
}

#[test]
fn the_keys_move_the_player_where_the_trace_says_and_ctrl_c_ends_it() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let dir = scratch("player-keys");
    let trace = trace(&["fifteen", "trace", BOARD]);
    let n = trace["events"].as_array().unwrap().len();
    let page = (n / 10).max(1);
    let before = tmux.modes(&dir.join("stty-before"));
    let bin = env!("CARGO_BIN_EXE_puzzlelab");
    tmux.keys(&[&format!("{bin} fifteen trace '{BOARD}' --play"), "Enter"]);
    shows(&tmux, &trace, 0);
    let steps: [(&[&str], usize); 14] = [
        (&["Right"], 1),
        (&["Right", "Right"], 3),
        (&["Left"], 2),
        (&["l"], 3),
        (&["h"], 2),
        (&["Space"], 3),
        (&["End"], n),
        (&["Home"], 0),
        (&["PageDown"], page),
        (&["PageUp"], 0),
        (&["g", "7", "Enter"], 7),
        (&["g", "9", "9", "9", "Enter"], n),
        (&["g", "4", "Escape"], n),
        (&["Home"], 0),
    ];
    for (keys, at) in steps {
        tmux.keys(keys);
        shows(&tmux, &trace, at);
    }
    tmux.keys(&["g", "5", "Enter"]);
    shows(&tmux, &trace, 5);
    // a narrower window: drawn again to its width; too small a one: a line saying so
    tmux.resize(70, 30);
    std::thread::sleep(Duration::from_millis(700));
    let screen = tmux.until(&format!("event 5 of {n}"));
    let header = screen.lines().next().unwrap();
    assert_eq!(header.chars().count(), 70, "{screen}");
    assert!(screen.lines().all(|l| l.chars().count() <= 70), "{screen}");
    tmux.resize(40, 10);
    tmux.until("terminal too small");
    tmux.resize(100, 40);
    shows(&tmux, &trace, 5);
    // Ctrl-C ends the player and the terminal is as it was
    tmux.keys(&["C-c"]);
    let after = tmux.modes(&dir.join("stty-after"));
    assert!(restored(&after), "{after}");
    assert_eq!(before, after);
}

#[test]
fn a_game_s_player_ended_by_a_signal_gives_the_terminal_back() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let dir = scratch("player-signal");
    let before = tmux.modes(&dir.join("stty-before"));
    let bin = env!("CARGO_BIN_EXE_puzzlelab");
    tmux.keys(&[
        &format!("{bin} bachet trace 9 --play --max-take 3"),
        "Enter",
    ]);
    tmux.until("Pile: node");
    tmux.keys(&["End"]);
    let screen = tmux.until("settled: 10 ");
    for words in ["Piles' values so far", "0W", "1L", "2W", "9L", "object"] {
        assert!(screen.contains(words), "{words}:\n{screen}");
    }
    let pid = pid_of("bachet trace 9 --play --max-take 3");
    let killed = Command::new("kill").args(["-TERM", &pid]).status();
    assert!(killed.unwrap().success());
    std::thread::sleep(Duration::from_millis(500));
    let after = tmux.modes(&dir.join("stty-after"));
    assert!(restored(&after), "{after}");
    assert_eq!(before, after);
}

#[test]
fn a_saved_trace_plays_in_russian_with_the_russian_keys() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let dir = scratch("player-russian");
    let file = dir.join("game.json");
    let path = file.display().to_string();
    let run = puzzlelab(&["bachet", "trace", "9", "--lang", "ru", "--out", &path]).run();
    assert!(run.ok(), "{}", run.stderr);
    let trace: Value = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    let n = trace["events"].as_array().unwrap().len();
    let before = tmux.modes(&dir.join("stty-before"));
    let bin = env!("CARGO_BIN_EXE_puzzlelab");
    tmux.keys(&[&format!("{bin} trace play {path} --lang ru"), "Enter"]);
    let screen = tmux.until(&format!("событие 0 из {n}"));
    for words in [
        "Псевдокод",
        "Кучка: узел",
        "начало: ещё ничего не сделано",
        "Счётчики",
    ] {
        assert!(screen.contains(words), "{words}:\n{screen}");
    }
    tmux.keys(&["д"]);
    let screen = tmux.until(&format!("событие 1 из {n}"));
    let said: String = trace["events"][0]["say"]
        .as_str()
        .unwrap()
        .chars()
        .take(30)
        .collect();
    assert!(screen.contains(&said), "{said}:\n{screen}");
    tmux.keys(&["п", "1", "2", "Enter"]);
    tmux.until(&format!("событие 12 из {n}"));
    tmux.keys(&["р"]);
    tmux.until(&format!("событие 11 из {n}"));
    tmux.keys(&["End"]);
    let screen = tmux.until("решено: 10 ");
    assert!(
        screen.contains("Цены кучек") && screen.contains("1П"),
        "{screen}"
    );
    tmux.keys(&["й"]);
    let after = tmux.modes(&dir.join("stty-after"));
    assert!(restored(&after), "{after}");
    assert_eq!(before, after);
}

/// What a forged trace puts in its texts: a new title (OSC 0), the clipboard filled (OSC 52), a
/// hidden link (OSC 8), the screen cleared and the cursor moved (CSI), the same in C1 controls
/// (`U+009B`, `U+009D`), a carriage return, DEL and a line break.
const ESCAPES: &str = "\x1b]0;pwned\x07\x1b]52;c;cHduZWQ=\x07\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\\x1b[2J\x1b[H\u{9b}31m\u{9d}0;t\u{9c}\r\x7f\n";

/// Each text field of `doc` by where it is, its array indices as `*` (`events/*/say`).
fn text_fields(doc: &Value, at: &str, fields: &mut Vec<String>) {
    match doc {
        Value::String(_) if !fields.iter().any(|f| f == at) => fields.push(at.to_string()),
        Value::Array(items) => items
            .iter()
            .for_each(|v| text_fields(v, &format!("{at}/*"), fields)),
        Value::Object(map) => map
            .iter()
            .for_each(|(k, v)| text_fields(v, &format!("{at}/{k}"), fields)),
        _ => {}
    }
}

/// `doc` with [`ESCAPES`] after every text of the fields `chosen` says yes to.
fn forged(doc: &Value, at: &str, chosen: &dyn Fn(&str) -> bool) -> Value {
    match doc {
        Value::String(text) if chosen(at) => Value::String(format!("{text}{ESCAPES}")),
        Value::Array(items) => items
            .iter()
            .map(|v| forged(v, &format!("{at}/*"), chosen))
            .collect(),
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| (k.clone(), forged(v, &format!("{at}/{k}"), chosen)))
            .collect(),
        other => other.clone(),
    }
}

/// The control characters of `text` a terminal would obey (a line break is only a line break).
fn obeyed(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| c.is_control() && c != '\n')
        .collect()
}

#[test]
fn a_forged_trace_s_escape_sequences_in_any_field_reach_no_terminal() {
    let dir = scratch("player-forged-fields");
    let file = dir.join("forged.json");
    let path = file.display().to_string();
    let mut checked = 0;
    for args in [
        &["fifteen", "trace", BOARD, "--heuristic", "manhattan"][..],
        &["bachet", "trace", "9"],
    ] {
        let doc = trace(args);
        let mut fields = Vec::new();
        text_fields(&doc, "", &mut fields);
        assert!(fields.len() >= 6, "{fields:?}");
        for field in &fields {
            let forged = forged(&doc, "", &|at| at == field);
            std::fs::write(&file, serde_json::to_vec(&forged).unwrap()).unwrap();
            for lang in ["en", "ru"] {
                // not a terminal: the player reads the file, then refuses or names what is wrong
                let run = puzzlelab(&["trace", "play", &path, "--lang", lang]).run();
                assert_eq!(run.code, 2, "{field}: {}", run.stderr);
                let said = run.stdout + &run.stderr;
                assert!(obeyed(&said).is_empty(), "{field}: {:?}", obeyed(&said));
                checked += 1;
            }
        }
    }
    assert!(checked >= 20);
}

#[test]
fn a_forged_trace_played_in_a_terminal_shows_its_escape_sequences_and_obeys_none() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let dir = scratch("player-forged-terminal");
    let file = dir.join("forged.json");
    let sent = dir.join("sent-to-the-terminal");
    // every text the player reads as text forged at once (the others make it bad input)
    let read = ["/schema", "/size", "/nodes/*", "/events/*/event"];
    let doc = trace(&["fifteen", "trace", BOARD, "--heuristic", "manhattan"]);
    let n = doc["events"].as_array().unwrap().len();
    let forged = forged(&doc, "", &|at| !read.contains(&at));
    std::fs::write(&file, serde_json::to_vec(&forged).unwrap()).unwrap();
    let title = tmux.title();
    tmux.record(&sent);
    let bin = env!("CARGO_BIN_EXE_puzzlelab");
    tmux.keys(&[&format!("{bin} trace play {}", file.display()), "Enter"]);
    let screen = tmux.until(&format!("event 0 of {n}"));
    assert!(screen.contains("astar␛]0;pwned␇"), "{screen}");
    for keys in [&["Right"][..], &["Right"], &["End"], &["g", "3", "Enter"]] {
        tmux.keys(keys);
    }
    let screen = tmux.until(&format!("event 3 of {n}"));
    assert!(screen.contains("␛]0;pwned␇"), "{screen}");
    assert_eq!(tmux.title(), title, "the window's title was changed");
    tmux.keys(&["q"]);
    let bytes = std::fs::read(&sent).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(
        text.contains("␛]52;c;cHduZWQ=␇"),
        "the player drew no forged text"
    );
    for sequence in ["\x1b]", "\x07", "\u{9b}", "\u{9c}", "\u{9d}", "\x7f"] {
        assert!(
            !text.contains(sequence),
            "{sequence:?} sent to the terminal"
        );
    }
}
