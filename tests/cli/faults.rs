//! Faults from outside: a writer killed at any moment, builders racing for one file, and the
//! terminal game ended or suspended by a signal.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::runner::{puzzlelab, scratch};
use super::tmux::{restored, Tmux};

/// Every regular file under `dir` (relative name → bytes), but the stamps a pattern database
/// gets once it has been checked (`NAME.verified`): whether one is written depends on the
/// file's age when it is next read, that is on the machine's speed.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let name = path.strip_prefix(dir).unwrap().display().to_string();
                if name.ends_with(".verified") {
                    continue;
                }
                found.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    found
}

/// A command that writes into `dir`, as arguments.
type Writer = fn(&Path) -> Vec<String>;

fn dimacs(dir: &Path) -> Vec<String> {
    let out = dir.join("formula.cnf").display().to_string();
    let far = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";
    ["sat", "dimacs", far, "--horizon", "200", "--out", &out]
        .map(String::from)
        .to_vec()
}

fn figures(dir: &Path) -> Vec<String> {
    let out = dir.display().to_string();
    ["figures", "--out", &out, "--quiet"]
        .map(String::from)
        .to_vec()
}

fn frames(dir: &Path) -> Vec<String> {
    let gif = dir.join("playback.gif").display().to_string();
    let frames = dir.join("frames").display().to_string();
    let board = "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12";
    [
        "render", "playback", board, "--out", &gif, "--frames", &frames,
    ]
    .map(String::from)
    .to_vec()
}

fn pdb_build(dir: &Path) -> Vec<String> {
    let out = dir.display().to_string();
    ["pdb", "build", "555", "--pdb-dir", &out]
        .map(String::from)
        .to_vec()
}

/// Runs `args` to the end; panics unless it succeeds.
fn complete(args: &[String]) {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = puzzlelab(&args).run();
    assert!(run.ok(), "{args:?}: {}", run.stderr);
}

/// Starts `args` and kills it with SIGKILL after `delay`.
fn killed_after(args: &[String], delay: Duration) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(args)
        .env("XDG_CACHE_HOME", scratch("cache-unused"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    std::thread::sleep(delay);
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn a_writer_killed_at_any_moment_leaves_the_old_file_or_the_whole_new_one() {
    let writers: [(&str, Writer); 4] = [
        ("dimacs", dimacs),
        ("figures", figures),
        ("frames", frames),
        ("pdb", pdb_build),
    ];
    for (name, writer) in writers {
        // what a complete run writes, and how long it takes
        let fresh = scratch(&format!("kill-{name}-fresh"));
        let clock = Instant::now();
        complete(&writer(&fresh));
        let took = clock.elapsed();
        let new = files(&fresh);
        assert!(!new.is_empty(), "{name} wrote nothing");
        let old: BTreeMap<String, Vec<u8>> = new
            .keys()
            .map(|k| (k.clone(), format!("old {k}").into_bytes()))
            .collect();
        let dir = scratch(&format!("kill-{name}"));
        let mut kills = 0;
        for i in 0..12u32 {
            for (file, bytes) in &old {
                let path: PathBuf = dir.join(file);
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, bytes).unwrap();
            }
            // from the start to a little past the end of a complete run, evenly
            killed_after(&writer(&dir), took.mul_f64(f64::from(i) / 10.0));
            kills += 1;
            for (file, bytes) in files(&dir) {
                if file.ends_with(".tmp") {
                    continue; // a killed run's temporary file: cleaned by the next run
                }
                let is_old = old.get(&file) == Some(&bytes);
                let is_new = new.get(&file) == Some(&bytes);
                assert!(
                    is_old || is_new,
                    "{name}: {file} is neither old nor new after kill {i}"
                );
            }
        }
        // the next complete run writes every file and leaves no temporary one behind
        complete(&writer(&dir));
        let after = files(&dir);
        let left: Vec<&String> = after.keys().filter(|f| f.ends_with(".tmp")).collect();
        assert!(left.is_empty(), "{name}: temporary files left: {left:?}");
        assert_eq!(after, new, "{name}: the complete run after {kills} kills");
    }
}

#[test]
fn four_builders_of_one_database_all_succeed_with_sound_files() {
    let dir = scratch("pdb-race").display().to_string();
    let builders: Vec<_> = (0..4)
        .map(|_| {
            Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
                .args(["pdb", "build", "555", "--pdb-dir", &dir])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("a builder starts")
        })
        .collect();
    for builder in builders {
        let out = builder.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "a builder failed: {err}");
    }
    let info = puzzlelab(&["pdb", "info", "--pdb-dir", &dir]).run();
    assert!(info.ok(), "{}", info.stderr);
    let sound = info
        .stdout
        .lines()
        .filter(|l| l.contains("555") && l.contains(": ok"))
        .count();
    assert_eq!(sound, 3, "{}", info.stdout);
    let names: Vec<String> = files(Path::new(&dir)).into_keys().collect();
    assert_eq!(
        names.len(),
        3,
        "only the three database files remain: {names:?}"
    );
}

/// The game's process in the session, by its arguments.
fn game_pid(seed: &str) -> Option<String> {
    let out = Command::new("pgrep")
        .args(["-f", &format!("fifteen play --seed {seed}")])
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .map(str::to_string)
}

#[test]
fn the_terminal_is_restored_after_a_signal_and_the_game_resumes_after_ctrl_z() {
    let Some(tmux) = Tmux::start() else {
        return;
    };
    let dir = scratch("terminal");
    let game = env!("CARGO_BIN_EXE_puzzlelab");
    for (signal, seed) in [("TERM", "11"), ("HUP", "12")] {
        tmux.keys(&[&format!("{game} fifteen play --seed {seed}"), "Enter"]);
        let pid = game_pid(seed).expect("the game runs");
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status();
        assert!(killed.unwrap().success());
        std::thread::sleep(Duration::from_millis(500));
        let modes = tmux.modes(&dir.join(format!("stty-{signal}")));
        assert!(restored(&modes), "after kill -{signal}: {modes}");
    }
    // Ctrl-Z suspends with the terminal restored; fg resumes the game, drawn again
    tmux.keys(&[&format!("{game} fifteen play --seed 13"), "Enter"]);
    tmux.keys(&["C-z"]);
    let modes = tmux.modes(&dir.join("stty-suspended"));
    assert!(restored(&modes), "suspended: {modes}");
    tmux.keys(&["clear", "Enter"]);
    tmux.keys(&["fg", "Enter"]);
    let screen = tmux.screen();
    assert!(screen.contains("Moves: 0"), "resumed: {screen}");
    tmux.keys(&["q"]);
    tmux.keys(&["y"]);
    let modes = tmux.modes(&dir.join("stty-end"));
    assert!(restored(&modes), "after giving up: {modes}");
}
