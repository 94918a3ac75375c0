//! The workspace's tools checked: the docs site and the program agree, and the solver bench
//! checks every length it measures.
//!
//! The docs site and the program agree: every page's `{{#include}}` of the program's output
//! names a file (and an anchor) that `cargo xtask docs` really writes, and nothing else
//! on a page claims to come from `output/generated/`. Since pages take every transcript and
//! number from there, a page that disagrees with the program fails here.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Every markdown page of both books.
fn pages(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("docs/ exists") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            pages(&path, found);
        } else if path.extension().is_some_and(|e| e == "md") {
            found.push(path);
        }
    }
}

/// The `{{#include PATH}}` and `{{#include PATH:ANCHOR}}` directives of a page.
fn includes(text: &str) -> Vec<String> {
    text.match_indices("{{#include ")
        .map(|(at, _)| {
            let rest = &text[at + "{{#include ".len()..];
            rest[..rest.find("}}").expect("a closed include")]
                .trim()
                .to_string()
        })
        .collect()
}

/// The generated parts written once for the whole file, into a fresh folder.
/// The built `puzzlelab` binary and lesson programs beside this test (`cargo test --workspace`
/// builds them with the package's own tests).
fn built() -> (PathBuf, PathBuf) {
    let mut dir = std::env::current_exe().expect("the test binary");
    dir.pop(); // deps/
    dir.pop();
    let exe = dir.join(format!("puzzlelab{}", std::env::consts::EXE_SUFFIX));
    assert!(
        exe.exists(),
        "{} is not built: run the workspace's tests (cargo test --workspace)",
        exe.display()
    );
    (exe, dir.join("examples"))
}

fn generated() -> &'static Path {
    static OUT: OnceLock<PathBuf> = OnceLock::new();
    OUT.get_or_init(|| {
        let out = std::env::temp_dir().join(format!("puzzlelab-docs-{}", std::process::id()));
        let args = xtask::docs::GenerateArgs {
            out: out.join("generated"),
            figures: out.join("no-figures"),
            figures_ru: out.join("no-figures-ru"),
        };
        let (exe, examples) = built();
        xtask::docs::generate(&args, &exe, &examples, puzzlelab::command()).expect("generated");
        out.join("generated")
    })
}

/// What is wrong with one page's includes, given the folder the generator wrote (one line per
/// problem); `root` is the repository. Returns the problems and the number of includes seen.
fn problems(page: &Path, text: &str, root: &Path, out: &Path) -> (Vec<String>, usize) {
    let mut found = Vec::new();
    let includes = includes(text);
    for include in &includes {
        let (path, anchor) = match include.rsplit_once(':') {
            Some((path, anchor)) => (path, Some(anchor)),
            None => (include.as_str(), None),
        };
        // Includes are relative to the page; each must land in output/generated/.
        let target = page.parent().unwrap().join(path);
        let target = target.components().fold(PathBuf::new(), |mut acc, c| {
            match c {
                std::path::Component::ParentDir => {
                    acc.pop();
                }
                other => acc.push(other),
            }
            acc
        });
        let Ok(name) = target.strip_prefix(root.join("output/generated")) else {
            found.push(format!(
                "{}: {include} is not in output/generated/",
                page.display()
            ));
            continue;
        };
        let Ok(written) = fs::read_to_string(out.join(name)) else {
            found.push(format!(
                "{}: {include}: the generator writes no {}",
                page.display(),
                name.display()
            ));
            continue;
        };
        if let Some(anchor) = anchor {
            if !written.contains(&format!("ANCHOR: {anchor}\n")) {
                found.push(format!(
                    "{}: {include}: no anchor {anchor} in what the generator writes",
                    page.display()
                ));
            }
        }
        // A figure or a gallery is empty when no figures were rendered; nothing else may be.
        let gallery = name.to_string_lossy().starts_with("figure");
        if !gallery && written.trim().is_empty() {
            found.push(format!("{}: {include} is empty", page.display()));
        }
    }
    (found, includes.len())
}

#[test]
fn every_include_names_what_docs_generate_writes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = generated();
    let mut found = Vec::new();
    pages(&root.join("docs"), &mut found);
    assert!(found.len() >= 15, "the books' pages: {found:?}");
    let mut checked = 0;
    let mut wrong = Vec::new();
    for page in &found {
        let text = fs::read_to_string(page).expect("a page");
        let (problems, count) = problems(page, &text, root, out);
        wrong.extend(problems);
        checked += count;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked >= 40, "only {checked} includes found");
}

#[test]
fn a_russian_page_shows_the_programs_russian_output_and_russian_figures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = generated();
    let mut found = Vec::new();
    pages(&root.join("docs/ru"), &mut found);
    let mut wrong = Vec::new();
    for page in &found {
        let text = fs::read_to_string(page).unwrap();
        for include in includes(&text) {
            let name = include.rsplit('/').next().unwrap_or_default();
            let name = name.split(':').next().unwrap_or_default();
            let russian =
                name.ends_with("-ru.txt") || name.ends_with("-ru.md") || name.ends_with("-ru.js");
            let twin = out.join(name.replace(".txt", "-ru.txt").replace(".md", "-ru.md"));
            // an English part with a Russian twin is always wrong; a new one without a twin too
            let shared = name == "lab-bachet.js" || name == "lab-pdb-eight.js";
            if !russian && !shared {
                wrong.push(format!(
                    "{}: {include} (Russian: {})",
                    page.display(),
                    twin.exists()
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "English parts on Russian pages:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_page_that_disagrees_with_the_program_is_caught() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let page = root.join("docs/src/fifteen.md");
    let text = "{{#include ../../output/generated/facts.txt:worksheet_inversions}} is right;\n\
                {{#include ../../output/generated/facts.txt:no_such_fact}} is not,\n\
                {{#include ../../output/generated/no-such-transcript.txt}} nor\n\
                {{#include ../../README.md}}.";
    let (problems, count) = problems(&page, text, root, generated());
    assert_eq!(count, 4);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].contains("no anchor no_such_fact"));
    assert!(problems[1].contains("writes no no-such-transcript.txt"));
    assert!(problems[2].contains("is not in output/generated/"));
}

#[test]
fn the_assignment_transcripts_are_what_the_assignment_programs_print() {
    let out = generated();
    let (_, examples) = built();
    for (suffix, args) in [("", &[][..]), ("-ru", &["--lang", "ru"][..])] {
        let text = fs::read_to_string(out.join(format!("assignment-3{suffix}.txt"))).unwrap();
        let program = examples.join(format!("assignment_3{}", std::env::consts::EXE_SUFFIX));
        let run = std::process::Command::new(&program)
            .args(args)
            .output()
            .expect("the assignment program runs");
        assert_eq!(run.status.code(), Some(1), "the starter fails its check");
        let (head, report) = text.split_once('\n').unwrap();
        assert!(
            head.starts_with("$ cargo run --example assignment_3"),
            "{head}"
        );
        assert_eq!(report, String::from_utf8_lossy(&run.stdout));
    }
}

/// Runs the `xtask` binary.
fn xtask(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .expect("xtask runs")
}

#[test]
fn bench_solvers_checks_korfs_lengths_and_reports_each_solvers_memory() {
    let dir = std::env::temp_dir().join(format!("xtask-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let d = dir.to_str().unwrap();
    let json = dir.join("bench.json");
    let out = xtask(&[
        "bench",
        "solvers",
        "--sets",
        "korf",
        "--first",
        "2",
        "--pdb",
        "555",
        "--peers",
        "pathfinding",
        "--cap",
        "0.2",
        "--pdb-dir",
        d,
        "--json",
        json.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("tables MB") && text.contains("search MB"),
        "{text}"
    );
    let record: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(record["schema"], "puzzlelab-bench-solvers/1");
    let command = record["command"].as_str().unwrap();
    assert!(
        command.starts_with("cargo xtask bench solvers --sets korf --first 2"),
        "{command}"
    );
    let rows = &record["results"];
    let ours = &rows[0];
    assert_eq!(ours["solver"], "puzzlelab pdb:555");
    assert_eq!(ours["solved"], 2, "{ours}");
    assert_eq!(ours["wrong_length"], 0, "Korf's published optima: {ours}");
    assert!(ours["expanded"].as_u64().unwrap() > 0);
    assert!(ours["generated"].as_u64().unwrap() > ours["expanded"].as_u64().unwrap());
    // three 5-5-5 tables of half a megabyte each
    assert!(ours["tables_mb"].as_f64().unwrap() >= 1.0, "{ours}");
    assert_eq!(
        ours["cpu_ratio"], 1.0,
        "the first solver is its own reference"
    );
    let peer = &rows[1];
    assert!(peer["solver"].as_str().unwrap().starts_with("pathfinding"));
    assert_eq!(peer["wrong_length"], 0, "{peer}");

    let out = xtask(&["bench", "solvers", "--sets", "nope", "--pdb-dir", d]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no instance set 'nope'"));
}

/// Words the books spell with `ё`, whose `е` spelling must not appear in Russian text.
const WITH_YO: [&str; 14] = [
    "ещё",
    "её",
    "решён",
    "найдён",
    "пройдён",
    "идёт",
    "берёт",
    "берёте",
    "берём",
    "даёт",
    "растёт",
    "ведёт",
    "трёх",
    "четырёх",
];

/// The beginnings of words spelt with `ё` (`чётная`, `чётность`, ...).
const WITH_YO_FIRST: [&str; 7] = [
    "чётн",
    "нечётн",
    "жёлт",
    "объём",
    "приём",
    "отчёт",
    "счётчик",
];

/// Words that are other words with `е`, not the same word without its dots.
const DISTINCT_WITH_E: [&str; 6] = ["все", "всем", "небо", "осел", "совершенный", "узнаем"];

/// The Russian words of `text`, lower case.
fn russian_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic() || c.is_ascii())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The source files (`.rs`, `.json`) under `dir`, where the program's Russian words are.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs" || e == "json") {
            found.push(path);
        }
    }
}

/// Every Russian text a reader sees: the Russian book's pages, every Russian part generated
/// for it (transcripts, facts, figures' captions), and the program's own words (every
/// source of the workspace: its messages, the help's table, the lessons' phrases, printed
/// with `ё` as the books write them).
fn russian_texts() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut found = Vec::new();
    pages(&root.join("docs/ru"), &mut found);
    for dir in ["src", "crates", "examples", "xtask/src"] {
        sources(&root.join(dir), &mut found);
    }
    let mut texts: Vec<(String, String)> = found
        .iter()
        .map(|p| (p.display().to_string(), fs::read_to_string(p).unwrap()))
        .collect();
    for entry in fs::read_dir(generated()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.contains("-ru.") || name.ends_with("-ru") {
            texts.push((name, fs::read_to_string(&path).unwrap_or_default()));
        }
    }
    texts
}

/// The problems of Russian text: a word written with `е` in one place and `ё` in another (or
/// without the `ё` the books use), and a measured number written with a decimal point.
fn russian_spelling_problems(texts: &[(String, String)]) -> Vec<String> {
    let mut with_yo = std::collections::BTreeSet::new();
    for (_, text) in texts {
        with_yo.extend(russian_words(text).filter(|w| w.contains('ё')));
    }
    let mut problems = Vec::new();
    for (name, text) in texts {
        for word in russian_words(text) {
            if word.contains('ё') || DISTINCT_WITH_E.contains(&word.as_str()) {
                continue;
            }
            let dotted = with_yo.iter().find(|w| w.replace('ё', "е") == word);
            let undotted = |w: &str| w.replace('ё', "е");
            let stem = WITH_YO
                .iter()
                .find(|w| undotted(w) == word)
                .or(WITH_YO_FIRST
                    .iter()
                    .find(|w| word.starts_with(&undotted(w))));
            if let Some(spelling) = dotted.map(String::as_str).or(stem.copied()) {
                problems.push(format!("{name}: {word:?} (the books write {spelling:?})"));
            }
        }
        // a source's numbers are code and English comments; its Russian is checked for `ё`
        let is_source = name.ends_with(".rs") || name.ends_with(".json");
        for line in text.lines().filter(|_| !is_source) {
            for (at, _) in line.match_indices('.') {
                let (before, after) = (&line[..at], &line[at + 1..]);
                let digit_before = before.chars().last().is_some_and(|c| c.is_ascii_digit());
                let number: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
                let unit = after[number.len()..].trim_start();
                let measured = ["с", "мс", "с.", "ГБ", "МБ", "КБ", "%", "раз"]
                    .iter()
                    .any(|u| {
                        unit.starts_with(u) && !unit[u.len()..].starts_with(char::is_alphabetic)
                    });
                if digit_before && !number.is_empty() && measured {
                    problems.push(format!("{name}: a decimal point in {line:?}"));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    problems
}

#[test]
fn russian_text_spells_yo_one_way_and_writes_a_decimal_comma() {
    let texts = russian_texts();
    assert!(texts.len() > 40, "{} Russian texts", texts.len());
    let problems = russian_spelling_problems(&texts);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_missing_yo_and_a_decimal_point_are_caught() {
    let texts = [
        ("a".to_string(), "Решение найдено ещё раз.".to_string()),
        (
            "b".to_string(),
            "Еще одна четная кучка; проверено за 0.13 с.".to_string(),
        ),
        (
            "c".to_string(),
            "Все кучки, всё сразу; файл t1.2.3.bin; 0,13 с.".to_string(),
        ),
    ];
    let problems = russian_spelling_problems(&texts);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("\"еще\"")));
    assert!(problems.iter().any(|p| p.contains("\"четная\"")));
    assert!(problems.iter().any(|p| p.contains("0.13")));
}

/// Every file under `dir`, relative to it.
fn files_under(dir: &Path, base: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_under(&path, base, found);
        } else {
            found.push(path.strip_prefix(base).unwrap().to_path_buf());
        }
    }
}

#[test]
fn the_student_edition_holds_no_answer_key_and_no_hidden_case() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    if !root.join("crates/assignments/src/keys").exists() {
        return; // this is the student edition: there is nothing to withhold
    }
    let out = std::env::temp_dir().join(format!("puzzlelab-kit-{}", std::process::id()));
    let _ = fs::remove_dir_all(&out);
    let kit = xtask::student_kit::write(root, &out).unwrap();
    assert!(kit.files > 100 && kit.withheld >= 9, "{kit:?}");
    let mut files = Vec::new();
    files_under(&out, &out, &mut files);
    assert_eq!(files.len(), kit.files);
    // every starter is there, no key and no hidden case is
    for starter in [
        "legality",
        "heuristic",
        "bachet",
        "sat",
        "astar",
        "ida",
        "pdb",
        "subtraction",
    ] {
        let path = out.join(format!("crates/assignments/src/starter/{starter}.rs"));
        assert!(path.exists(), "{} is missing", path.display());
    }
    for file in &files {
        let name = file.to_string_lossy();
        assert!(
            !name.contains("/keys/") && !name.contains("assignments/hidden/"),
            "{name}"
        );
    }
    // nothing names the keys any more, and the keys' own code is nowhere
    // (a key's function, named in two halves so that this file does not hold it)
    let probe = ["fn longest", "_increasing"].concat();
    let keys = root.join("crates/assignments/src/keys/heuristic.rs");
    assert!(fs::read_to_string(keys).unwrap().contains(&probe));
    for file in &files {
        let Ok(text) = fs::read_to_string(out.join(file)) else {
            continue;
        };
        let name = file.to_string_lossy();
        assert!(!text.contains(&probe), "a key's code in {name}");
        if name.ends_with("Cargo.toml") {
            assert!(
                !text.contains("answer-keys"),
                "{name} still names the keys' feature"
            );
        }
        if name.ends_with("assignments/src/lib.rs") {
            assert!(!text.contains("mod keys"), "{name} still builds the keys");
        }
    }
    // the assignment notebooks come without their worked answers (the solution's heap push,
    // named in two halves so that this file does not hold it), with the starter cell in their
    // place; a notebook with no answer is copied as it is
    let answer = ["heapq.heappush(", "open_list"].concat();
    let cells = |text: &str| -> Vec<serde_json::Value> {
        let notebook: serde_json::Value = serde_json::from_str(text).unwrap();
        notebook["cells"].as_array().unwrap().clone()
    };
    let tagged = |cell: &serde_json::Value, tag: &str| {
        cell["metadata"]["tags"]
            .as_array()
            .is_some_and(|tags| tags.iter().any(|t| t == tag))
    };
    let mut left_out = 0;
    for notebook in xtask::student_kit::NOTEBOOKS {
        let teachers = fs::read_to_string(root.join(notebook)).unwrap();
        let students = fs::read_to_string(out.join(notebook)).unwrap();
        assert!(teachers.contains(&answer), "{notebook}: no worked answer");
        assert!(
            !students.contains(&answer),
            "{notebook}: the answer shipped"
        );
        let (ours, theirs) = (cells(&teachers), cells(&students));
        let kept: Vec<_> = ours.iter().filter(|c| !tagged(c, "answer")).collect();
        assert!(kept.len() < ours.len(), "{notebook}: no cell tagged answer");
        left_out += ours.len() - kept.len();
        assert_eq!(kept, theirs.iter().collect::<Vec<_>>(), "{notebook}");
        assert!(theirs.iter().any(|c| tagged(c, "starter")), "{notebook}");
    }
    assert_eq!(kit.answers, left_out);
    for lesson in ["search-lesson.en.ipynb", "search-lesson.ru.ipynb"] {
        let path = format!("crates/python/notebooks/{lesson}");
        let (teachers, students) = (root.join(&path), out.join(&path));
        assert_eq!(
            fs::read(teachers).unwrap(),
            fs::read(students).unwrap(),
            "{path}"
        );
    }
    for file in &files {
        let text = fs::read_to_string(out.join(file)).unwrap_or_default();
        assert!(
            !text.contains(&answer),
            "a worked answer in {}",
            file.display()
        );
    }
    // a second kit into a folder that is not empty is refused
    assert!(xtask::student_kit::write(root, &out).is_err());
    let _ = fs::remove_dir_all(&out);
}

/// The recorded practice of `topic` in `lang` (`practice-TOPIC.js`), as the page reads it.
fn practice_bank(topic: puzzlelab_quiz::Topic, lang: puzzlelab_rules::Lang) -> serde_json::Value {
    let suffix = lang.pick("", "-ru");
    let text = fs::read_to_string(generated().join(format!("practice-{topic}{suffix}.js")))
        .expect("the recorded practice");
    let (_, value) = text
        .split_once(&format!("window.PUZZLELAB_PRACTICE[\"{topic}\"] = "))
        .expect("the bank's global");
    let value = value.trim_end().strip_suffix(';').expect("one statement");
    serde_json::from_str(value).expect("the bank is JSON")
}

#[test]
fn the_recorded_practice_is_the_quizs_questions_checked_in_its_words() {
    use puzzlelab_quiz::{generate, Form, Kind, Level, Topic};
    use puzzlelab_rules::Lang;
    let forms = [
        Form::Number,
        Form::Numbers,
        Form::NumberSet,
        Form::Moves,
        Form::YesNo,
    ];
    let mut checked = 0;
    for topic in Topic::ALL {
        for lang in [Lang::En, Lang::Ru] {
            let bank = practice_bank(topic, lang);
            // the questions: every settled seed of 1..=SEEDS of each kind and level, as made
            let mut expected = Vec::new();
            for level in Level::ALL {
                for seed in 1..=xtask::docs::PRACTICE_SEEDS {
                    for kind in topic.kinds() {
                        if let Ok(q) = generate(kind, level, seed, lang) {
                            expected.push(serde_json::to_value(q).unwrap());
                        }
                    }
                }
            }
            assert_eq!(bank["questions"].as_array().unwrap(), &expected, "{topic}");
            // the verdict's words, filled in, are what the quiz's checker says
            let words = &bank["verdict"];
            let word = |i: usize| words["wrong"][i].as_str().unwrap();
            for recorded in &expected {
                let kind: Kind = recorded["kind"].as_str().unwrap().parse().unwrap();
                let level: Level = recorded["level"].as_str().unwrap().parse().unwrap();
                let q = generate(kind, level, recorded["seed"].as_u64().unwrap(), lang).unwrap();
                let right = q.check(&q.answer);
                assert!(right.right, "{kind} {level}: its own answer");
                let said = format!("{}{}", words["right"].as_str().unwrap(), q.explanation);
                assert_eq!(right.feedback, said);
                for given in [" 0 0 ", "say \"no\"", "a\\b", "u\td", "да", "none"] {
                    let verdict = q.check(given);
                    if verdict.right {
                        continue;
                    }
                    let given = given.trim();
                    let given = if words["quoted"].as_bool().unwrap() {
                        format!("{given:?}")
                    } else {
                        given.to_string()
                    };
                    let said = format!(
                        "{}{given}{}{}{}{}",
                        word(0),
                        word(1),
                        q.answer,
                        word(2),
                        q.explanation
                    );
                    assert_eq!(verdict.feedback, said);
                    checked += 1;
                }
            }
            // the typed answers' canonical writings are Form::canonical's
            let cases = bank["cases"].as_array().unwrap();
            assert!(cases.len() >= 5 * 30, "{} cases", cases.len());
            for case in cases {
                let form = forms
                    .into_iter()
                    .find(|f| serde_json::to_value(f).unwrap() == case[0])
                    .expect("a typed form");
                let typed = case[1].as_str().unwrap();
                assert_eq!(
                    form.canonical(typed, &[]).as_deref(),
                    case[2].as_str(),
                    "{form:?} {typed:?}"
                );
            }
        }
    }
    assert!(checked > 1000, "{checked} wrong answers checked");
}
