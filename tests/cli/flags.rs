//! The command line as one language: a flag name means the same in every command (one value
//! type, one value name, the same choices), and every command that takes a board reads it the
//! same way (all six formats, a file, and `-` for standard input).

use std::collections::BTreeMap;

use super::runner::{puzzlelab, scratch};

/// Every command of the tree with its path (`fifteen solve`).
fn commands(cmd: &clap::Command, path: &str, found: &mut Vec<(String, clap::Command)>) {
    let here = if path.is_empty() {
        String::new()
    } else {
        path.to_string()
    };
    if !here.is_empty() {
        found.push((here.clone(), cmd.clone()));
    }
    for sub in cmd.get_subcommands() {
        let next = if here.is_empty() {
            sub.get_name().to_string()
        } else {
            format!("{here} {}", sub.get_name())
        };
        commands(sub, &next, found);
    }
}

/// What a flag is, as far as a user can tell: whether it takes a value, the value's name, the
/// choices it accepts, and the parser's type.
fn shape(arg: &clap::Arg) -> String {
    let takes = arg.get_num_args().is_some_and(|n| n.takes_values());
    let names: Vec<String> = arg
        .get_value_names()
        .map(|v| v.iter().map(|s| s.to_string()).collect())
        .unwrap_or_default();
    let choices: Vec<String> = arg
        .get_possible_values()
        .iter()
        .map(|p| p.get_name().to_string())
        .collect();
    let parser = format!("{:?}", arg.get_value_parser().type_id());
    if arg.get_long() == Some("format") {
        // `--format` is always "how what the command prints is written"; its choices are the
        // ways that command's output can be written (a board's, a grade's)
        return format!("takes a value: {takes}, named {names:?}: the output's format");
    }
    if arg.get_long() == Some("kind") {
        // `--kind` is always "which kind of the thing the command makes"; its choices are the
        // kinds that command makes (a tree's, a question's)
        return format!("takes a value: {takes}, named {names:?}: the kind of what is made");
    }
    format!("takes a value: {takes}, named {names:?}, choices {choices:?}, type {parser}")
}

fn tree() -> Vec<(String, clap::Command)> {
    let mut cli = puzzlelab::command();
    cli.build();
    let mut found = Vec::new();
    commands(&cli, "", &mut found);
    found
}

#[test]
fn one_flag_name_means_one_thing_everywhere() {
    let mut seen: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for (path, cmd) in tree() {
        for arg in cmd.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            seen.entry(long.to_string())
                .or_default()
                .entry(shape(arg))
                .or_default()
                .push(path.clone());
        }
    }
    let clashes: Vec<String> = seen
        .iter()
        .filter(|(_, shapes)| shapes.len() > 1)
        .map(|(long, shapes)| format!("--{long}: {shapes:#?}"))
        .collect();
    assert!(clashes.is_empty(), "{}", clashes.join("\n"));
    for retired in [
        "dims",
        "node-limit",
        "limit",
        "output",
        "boards",
        "board",
        "pile",
    ] {
        assert!(
            !seen.contains_key(retired),
            "--{retired} is an old spelling"
        );
    }
}

/// The six formats of one board (the 8-puzzle two moves from the goal).
const FORMATS: [&str; 6] = [
    "1 2 3 4 5 6 0 7 8",
    "1 2 3\n4 5 6\n_ 7 8",
    "3\n1 2 3\n4 5 6\n0 7 8",
    "3 3\n1 2 3\n4 5 6\n0 7 8",
    "1 2 3 4 5 6 x 7 8",
    "{\"width\":3,\"height\":3,\"tiles\":[1,2,3,4,5,6,0,7,8]}",
];

/// The rest of a command line that takes a board, for every such command: a new command that
/// takes a board fails the test until it is listed here.
fn rest_of(path: &str, dir: &std::path::Path) -> Vec<String> {
    let out = |name: &str| vec!["--out".to_string(), dir.join(name).display().to_string()];
    match path {
        "fifteen show" | "fifteen compare" => vec![],
        "fifteen solve" => vec!["--quiet".into()],
        "fifteen trace" => out("trace.json"),
        "fifteen play" => vec!["--lines".into()],
        "sat dimacs" => vec!["--horizon".into(), "2".into()],
        "sat model" => {
            let answer = dir.join("answer.txt");
            std::fs::write(&answer, "s UNSATISFIABLE\n").unwrap();
            vec![answer.display().to_string(), "--horizon".into(), "2".into()]
        }
        "sat worksheet" => vec![],
        "check moves" => vec!["LL".into()],
        "render board" => out("board.png"),
        "render playback" => out("playback.gif"),
        "render strip" => out("strip.png"),
        "render search-tree" => out("tree.png"),
        "slides fifteen" | "slides search" | "slides sat" => out("deck.html"),
        "render chart" | "pdb lookup" => vec![], // the kind, the partition come first: below
        other => panic!("`{other}` takes a board: say here how to run it"),
    }
}

#[test]
fn every_command_that_takes_a_board_reads_every_format_a_file_and_stdin() {
    let dir = scratch("formats");
    let mut checked = 0;
    for (path, cmd) in tree() {
        let takes_board = cmd
            .get_positionals()
            .any(|a| a.get_id().as_str() == "board");
        if !takes_board {
            continue;
        }
        let mut rest = rest_of(&path, &dir);
        let mut words: Vec<String> = path.split(' ').map(String::from).collect();
        if path == "render chart" {
            words.push("heuristics".into());
            rest = vec!["--out".into(), dir.join("chart.png").display().to_string()];
        }
        if path == "pdb lookup" {
            words.push("44".into());
            rest = vec!["--pdb-dir".into(), dir.join("pdb").display().to_string()];
        }
        let file = dir.join("board.txt");
        std::fs::write(&file, FORMATS[1]).unwrap();
        let mut inputs: Vec<(String, &str)> = FORMATS.iter().map(|f| (f.to_string(), "")).collect();
        inputs.push((file.display().to_string(), ""));
        inputs.push(("-".to_string(), FORMATS[2]));
        for (board, stdin) in inputs {
            let mut args = words.clone();
            args.push(board.clone());
            args.extend(rest.iter().cloned());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let run = puzzlelab(&args).stdin(stdin).run();
            // `play` is lost when its input ends (1); `sat model` reads an unsatisfiable answer.
            assert!(
                run.code == 0 || (path == "fifteen play" && run.code == 1),
                "{args:?} with {board:?}: exit {}\n{}",
                run.code,
                run.stderr
            );
            checked += 1;
        }
    }
    assert!(checked >= 8 * 12, "only {checked} runs");
}

#[test]
fn completions_and_the_man_page_name_the_commands() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = puzzlelab(&["completions", shell]).run();
        assert!(run.ok(), "{shell}: {}", run.stderr);
        assert!(
            run.stdout.contains("fifteen") && run.stdout.contains("heuristic"),
            "{shell}"
        );
    }
    let run = puzzlelab(&["completions", "tcsh"]).run();
    assert_eq!(run.code, 2);
    let man = puzzlelab(&["man"]).run();
    assert!(man.ok() && man.stdout.starts_with(".ie"), "{}", man.stderr);
    assert!(man.stdout.contains("fifteen") && man.stdout.contains("bachet"));
}

/// The commands whose output has no words to translate: numbers, scripts, roff.
const WORDLESS: [&str; 2] = ["fifteen shuffle", "completions"];

#[test]
fn every_command_that_prints_words_takes_lang() {
    let missing: Vec<String> = tree()
        .into_iter()
        .filter(|(path, cmd)| {
            cmd.get_subcommands().next().is_none()
                && !WORDLESS.contains(&path.as_str())
                && !path.split(' ').any(|word| word == "help") // clap's own
                && !cmd.get_arguments().any(|a| a.get_long() == Some("lang"))
        })
        .map(|(path, _)| path)
        .collect();
    assert!(missing.is_empty(), "no --lang on: {missing:?}");
}

/// A Russian reader gets Russian help from any command's `--help`, with `--lang ru` on the
/// same line or from a Russian locale, and the locale makes Russian every `--lang`'s default
/// (an explicit `--lang en` still wins).
#[test]
fn the_help_and_the_default_language_follow_lang_and_the_locale() {
    let help = puzzlelab(&["fifteen", "solve", "--lang", "ru", "--help"]).run();
    assert_eq!(help.code, 0, "{}", help.stderr);
    assert!(
        help.stdout
            .contains("Использование: puzzlelab fifteen solve"),
        "{}",
        help.stdout
    );
    assert!(help.stdout.contains("Решить доски"), "{}", help.stdout);
    let russian = |args: &[&str]| puzzlelab(args).env("LANG", Some("ru_RU.UTF-8")).run();
    let help = russian(&["render", "chart", "--help"]);
    assert!(
        help.stdout
            .contains("Использование: puzzlelab render chart"),
        "{}",
        help.stdout
    );
    let solved = russian(&["fifteen", "solve", "1 2 3 4 5 6 0 7 8"]);
    assert!(
        solved.stdout.starts_with("доска 1 2 3 4 5 6 0 7 8"),
        "{}",
        solved.stdout
    );
    let english = russian(&["fifteen", "solve", "1 2 3 4 5 6 0 7 8", "--lang", "en"]);
    assert!(
        english.stdout.starts_with("board 1 2 3 4 5 6 0 7 8"),
        "{}",
        english.stdout
    );
    let missing = russian(&["fifteen"]);
    assert_eq!(missing.code, 2);
    assert!(
        missing
            .stderr
            .contains("Использование: puzzlelab fifteen <КОМАНДА>"),
        "{}",
        missing.stderr
    );
    let plain = puzzlelab(&["fifteen", "solve", "--help"]).run();
    assert!(
        plain.stdout.contains("Usage: puzzlelab fifteen solve"),
        "{}",
        plain.stdout
    );
}

/// `man --out` writes a page for the program and for every command, each with its examples and
/// the exit status; every page another names is there, and every example is a command line
/// the program accepts.
#[test]
fn every_command_has_a_manual_page_with_examples_that_parse() {
    let dir = scratch("man-pages");
    for lang in ["en", "ru"] {
        let run = puzzlelab(&["man", "--lang", lang, "--out", &dir.display().to_string()]).run();
        assert!(run.ok(), "{}", run.stderr);
        let (examples, status) = match lang {
            "en" => (".SH EXAMPLES", ".SH EXIT STATUS"),
            _ => (".SH ПРИМЕРЫ", ".SH КОД ВОЗВРАТА"),
        };
        // the program's page, and one for each command (clap's own `help`s aside)
        let commands = 1 + tree()
            .into_iter()
            .filter(|(path, _)| path == "help" || !path.split(' ').any(|w| w == "help"))
            .count();
        let mut pages = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let page = std::fs::read_to_string(&path).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            assert!(
                page.contains(examples) && page.contains(status),
                "{name} ({lang})"
            );
            // every page it names is there
            for named in page
                .split("\\fB")
                .skip(1)
                .filter_map(|p| p.split_once("\\fR(1)"))
            {
                let file = named.0.replace("\\-", "-");
                assert!(
                    dir.join(format!("{file}.1")).is_file(),
                    "{name} names {file}(1)"
                );
            }
            for named in page
                .lines()
                .filter(|l| l.starts_with("puzzlelab\\-") && l.ends_with("(1)"))
            {
                let file = named.trim_end_matches("(1)").replace("\\-", "-");
                assert!(
                    dir.join(format!("{file}.1")).is_file(),
                    "{name} names {file}(1)"
                );
            }
            // every example parses
            let section = page
                .split(examples)
                .nth(1)
                .unwrap()
                .split(".SH")
                .next()
                .unwrap();
            for line in section.lines().filter(|l| l.starts_with("\\fBpuzzlelab ")) {
                let line = line
                    .trim_start_matches("\\fB")
                    .trim_end_matches("\\fR")
                    .replace("\\-", "-");
                let line = line.split(" > ").next().unwrap();
                let words = super::runner::shell_words(line);
                let parsed = puzzlelab::command().try_get_matches_from(&words);
                assert!(
                    parsed.is_ok(),
                    "{name}: `{line}` does not parse: {}",
                    parsed.unwrap_err()
                );
            }
            pages += 1;
        }
        assert_eq!(pages, commands, "a page a command ({lang})");
    }
}
