//! The transcripts of the `puzzlelab` binary the pages show (`NAME.txt`): each command line run
//! as a user would type it, in a scratch folder, with the user's cache folder standing in as
//! `~/.cache`; and each again in Russian (`NAME-ru.txt`, `--lang ru` added) when its command
//! takes `--lang`. Run as a separate process, not called in: a transcript shows what the
//! installed program prints, its exit code and its standard error included.

use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command as Process, Stdio};

use anyhow::Context;

use puzzlelab_rules::lessons::{KORF_79, WORKSHEET};

use super::Out;

/// The board the SAT lesson certifies: 14 moves, four more than its Manhattan distance, so
/// that its certificate refutes a horizon (at most 12 moves).
const CERTIFIED: &str = "8 1 3 4 0 2 7 6 5";

/// The command lines whose output the pages show: file name, arguments, standard input (run in
/// a scratch folder, where the files they write go).
const TRANSCRIPTS: &[(&str, &[&str], &str)] = &[
    (
        "sat-certify",
        &[
            "fifteen",
            "solve",
            CERTIFIED,
            "--algo",
            "sat",
            "--certify",
            "certificate",
        ],
        "",
    ),
    ("sat-verify", &["sat", "verify", "certificate"], ""),
    (
        "sat-certify-worksheet",
        &[
            "fifteen",
            "solve",
            WORKSHEET,
            "--algo",
            "sat",
            "--certify",
            "worksheet-certificate",
        ],
        "",
    ),
    (
        "sat-verify-worksheet",
        &["sat", "verify", "worksheet-certificate"],
        "",
    ),
    (
        "fifteen-show-worksheet",
        &["fifteen", "show", WORKSHEET],
        "",
    ),
    (
        "fifteen-show-worksheet-ru",
        &["fifteen", "show", WORKSHEET, "--lang", "ru"],
        "",
    ),
    (
        "fifteen-show-sam-loyd",
        &["fifteen", "show", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"],
        "",
    ),
    (
        "fifteen-show-sam-loyd-ru",
        &[
            "fifteen",
            "show",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0",
            "--lang",
            "ru",
        ],
        "",
    ),
    (
        "fifteen-solve-worksheet",
        &["fifteen", "solve", WORKSHEET],
        "",
    ),
    (
        "fifteen-solve-worksheet-json",
        &["fifteen", "solve", WORKSHEET, "--json"],
        "",
    ),
    (
        "fifteen-solve-astar",
        &[
            "fifteen",
            "solve",
            "1 3 4 12 5 2 7 10 6 13 8 15 9 14 11 0",
            "--algo",
            "astar",
            "--heuristic",
            "manhattan",
        ],
        "",
    ),
    (
        "bachet-play-en",
        &["bachet", "play", "--echo", "--lang", "en"],
        "10\n2\n3\nno\n",
    ),
    (
        "bachet-play-ru",
        &["bachet", "play", "--trace", "--echo", "--lang", "ru"],
        "10\n2\n3\nнет\n",
    ),
    ("bachet-table", &["bachet", "table"], ""),
    ("bachet-solve-13", &["bachet", "solve", "13"], ""),
    (
        "bachet-trees-13",
        &["bachet", "tree", "13", "--kind", "strategy"],
        "",
    ),
    (
        "check-moves-optimal",
        &["check", "moves", "1 2 3 4 5 6 0 7 8", "LL"],
        "",
    ),
    (
        "check-moves-longer",
        &["check", "moves", "1 2 3 4 5 6 0 7 8", "LLRL"],
        "",
    ),
    (
        "check-moves-illegal",
        &["check", "moves", "1 2 3 4 5 6 0 7 8", "RL"],
        "",
    ),
    (
        "fifteen-play-scripted",
        &[
            "fifteen",
            "play",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
            "--echo",
        ],
        "U\nL\n",
    ),
];

/// The pattern-database transcripts, run in this order in a fresh cache folder: the 5-5-5
/// build (seconds), then Korf's instance 79 (42 moves toward the blank-first goal, one of the
/// easiest of his hundred) solved with it, and with the default heuristic for comparison.
const PDB_TRANSCRIPTS: &[(&str, &[&str])] = &[
    (
        "pdb-build-555",
        &["pdb", "build", "555", "--goal", "blank-first"],
    ),
    (
        "fifteen-solve-korf-79-pdb",
        &[
            "fifteen",
            "solve",
            KORF_79,
            "--goal",
            "blank-first",
            "--heuristic",
            "pdb:555",
        ],
    ),
    (
        "fifteen-solve-korf-79-default",
        &["fifteen", "solve", KORF_79, "--goal", "blank-first"],
    ),
];

/// Writes every transcript, then its Russian twin, the pattern databases built from an empty
/// cache folder each time.
pub(super) fn write(write: Out, exe: &Path, cli: &clap::Command) -> anyhow::Result<()> {
    // A cache folder of our own, empty at first: what `solve` picks by default does not depend
    // on the databases built on this machine.
    let cache = std::env::temp_dir().join(format!("puzzlelab-docs-cache-{}", std::process::id()));
    let _ = fs::remove_dir_all(&cache);
    for (name, args, input) in TRANSCRIPTS {
        write(
            &format!("{name}.txt"),
            &transcript(exe, args, input, &cache)?,
        )?;
    }
    for (name, args) in PDB_TRANSCRIPTS {
        write(&format!("{name}.txt"), &transcript(exe, args, "", &cache)?)?;
    }
    let _ = fs::remove_dir_all(&cache);
    // The same in Russian for the Russian pages (`NAME-ru.txt`, `--lang ru` added), the
    // pattern databases again from an empty cache, in the same order.
    let twins: Vec<&str> = TRANSCRIPTS.iter().map(|(name, _, _)| *name).collect();
    let runs = TRANSCRIPTS
        .iter()
        .map(|&(name, args, input)| (name, args, input))
        .chain(PDB_TRANSCRIPTS.iter().map(|&(name, args)| (name, args, "")));
    for (name, args, input) in runs {
        let has_twin = name.ends_with("-ru") || twins.contains(&format!("{name}-ru").as_str());
        let Some(russian) = in_russian(cli, args).filter(|_| !has_twin) else {
            continue;
        };
        let russian: Vec<&str> = russian.iter().map(String::as_str).collect();
        write(
            &format!("{name}-ru.txt"),
            &transcript(exe, &russian, input, &cache)?,
        )?;
    }
    let _ = fs::remove_dir_all(&cache);
    let _ = fs::remove_dir_all(cache.with_extension("cwd"));
    Ok(())
}

/// The command line `args` in Russian (`--lang ru` added), when its command takes `--lang`
/// and the line does not give it already.
fn in_russian(cli: &clap::Command, args: &[&str]) -> Option<Vec<String>> {
    let mut cmd = cli;
    for word in args {
        match cmd.find_subcommand(word) {
            Some(sub) => cmd = sub,
            None => break,
        }
    }
    let takes_lang = cmd.get_arguments().any(|a| a.get_id() == "lang");
    let gives_lang = args.contains(&"--lang");
    (takes_lang && !gives_lang).then(|| {
        let mut russian: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        russian.extend(["--lang".to_string(), "ru".to_string()]);
        russian
    })
}

/// `$ puzzlelab ARGS`, then what it printed and its exit code if not 0. Standard output and
/// standard error go to one file, so that they appear in the order the program wrote them, as
/// at a terminal. `cache` stands for the user's cache folder (`XDG_CACHE_HOME`), shown as
/// `~/.cache`.
fn transcript(exe: &Path, args: &[&str], input: &str, cache: &Path) -> anyhow::Result<String> {
    let printed = cache.with_extension(format!("out-{}", std::process::id()));
    let file = fs::File::create(&printed)
        .with_context(|| format!("cannot create {}", printed.display()))?;
    // the files a command writes go into a scratch folder beside the cache, never the checkout
    let scratch = cache.with_extension("cwd");
    fs::create_dir_all(&scratch)?;
    let mut child = Process::new(exe)
        .args(args)
        .current_dir(&scratch)
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", cache)
        .stdin(Stdio::piped())
        .stdout(file.try_clone()?)
        .stderr(file)
        .spawn()
        .with_context(|| format!("cannot run puzzlelab {}", args.join(" ")))?;
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())?;
    let status = child.wait()?;
    let output = fs::read(&printed)?;
    let _ = fs::remove_file(&printed);
    let shown: Vec<String> = args
        .iter()
        .map(|a| {
            if a.contains(' ') {
                format!("\"{a}\"")
            } else {
                a.to_string()
            }
        })
        .collect();
    let mut text = String::new();
    if !input.is_empty() {
        let lines = input.trim_end().replace('\n', "\\n");
        let _ = write!(text, "$ printf '{lines}\\n' | ");
    } else {
        text.push_str("$ ");
    }
    let _ = writeln!(text, "puzzlelab {}", shown.join(" "));
    text.push_str(&String::from_utf8_lossy(&output));
    if let Some(code) = status.code().filter(|&c| c != 0) {
        let russian = args.windows(2).any(|w| w == ["--lang", "ru"]);
        let words = if russian {
            "код выхода"
        } else {
            "exit code"
        };
        let _ = writeln!(text, "({words} {code})");
    }
    Ok(text.replace(&cache.display().to_string(), "~/.cache"))
}
