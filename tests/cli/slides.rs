//! `puzzlelab slides LESSON`: each deck in each language is one page that needs nothing else,
//! its slides and steps as it says, its numbers the solvers' own; the same deck twice is the
//! same file; Beamer source compiles where `pdflatex` is installed, a page a step; bad
//! requests are clear errors.

use super::runner::{self, arg, scratch, Run};

const LESSONS: [&str; 4] = ["fifteen", "search", "sat", "bachet"];

fn puzzlelab(args: &[&str]) -> Run {
    runner::puzzlelab(args).run()
}

/// The two numbers of `wrote PATH: S slides, F steps` (in either language).
fn counts(said: &str) -> (usize, usize) {
    let tail = said.rsplit_once(": ").expect("wrote ...: counts").1;
    let numbers: Vec<usize> = tail
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect();
    (numbers[0], numbers[1])
}

/// The values of `attribute="..."` in `html`, in order.
fn attributes<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let key = format!(" {attribute}=\"");
    html.match_indices(&key)
        .map(|(i, _)| {
            let rest = &html[i + key.len()..];
            &rest[..rest.find('"').unwrap()]
        })
        .collect()
}

/// The deck `lesson` in `lang` on `more` (a board or a pile, options), written into `dir`: its
/// page and what the command said.
fn deck(lesson: &str, lang: &str, dir: &std::path::Path, more: &[&str]) -> (String, String) {
    let file = arg(dir, &format!("{lesson}.{lang}.html"));
    let mut args = vec!["slides", lesson];
    args.extend(more);
    args.extend(["--lang", lang, "--out", &file]);
    let run = puzzlelab(&args);
    assert_eq!(run.code, 0, "{lesson} {lang}: {}", run.stderr);
    (std::fs::read_to_string(&file).unwrap(), run.stdout)
}

#[test]
fn every_deck_in_both_languages_is_one_page_that_needs_nothing_else() {
    let dir = scratch("slides-decks");
    for lesson in LESSONS {
        for lang in ["en", "ru"] {
            let (html, said) = deck(lesson, lang, &dir, &[]);
            let (slides, steps) = counts(&said);
            let what = format!("{lesson} {lang}");
            assert!(html.starts_with("<!doctype html>\n<html lang=\""), "{what}");
            assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{what}");
            let deck_part = &html[..html.find("<script>").unwrap()];
            assert_eq!(
                deck_part.matches("<section class=\"slide").count(),
                slides,
                "{what}"
            );
            assert_eq!(
                attributes(&html, "data-slides"),
                [slides.to_string()],
                "{what}"
            );
            assert_eq!(
                attributes(&html, "data-fragments"),
                [steps.to_string()],
                "{what}"
            );
            // every picture inside the page, nothing fetched from anywhere
            let sources = attributes(deck_part, "src");
            assert!(!sources.is_empty(), "{what}");
            for src in sources {
                assert!(
                    src.starts_with("data:image/"),
                    "{what}: {}",
                    &src[..src.len().min(60)]
                );
            }
            for word in ["http://", "https://", "href=\"/", "url(//"] {
                assert!(!deck_part.contains(word), "{what} refers to {word}");
            }
            // every slide has notes, and its key presses are 1, 2, ... without a gap
            let sections: Vec<&str> = deck_part.split("<section class=\"slide").skip(1).collect();
            let mut presses = 0;
            for (n, section) in sections.iter().enumerate() {
                let notes = section
                    .split("<aside class=\"notes\">")
                    .nth(1)
                    .and_then(|rest| rest.split("</aside>").next())
                    .unwrap_or("");
                assert!(notes.len() > 40, "{what}: slide {} has no notes", n + 1);
                let mut used: Vec<usize> = attributes(section, "data-fragment-index")
                    .iter()
                    .map(|s| s.parse().unwrap())
                    .collect();
                used.sort();
                used.dedup();
                let expected: Vec<usize> = (1..=used.len()).collect();
                assert_eq!(used, expected, "{what}: slide {}", n + 1);
                presses += used.len();
            }
            assert_eq!(presses, steps, "{what}");
            assert!(steps >= slides, "{what}: a step a slide at least ({steps})");
        }
    }
}

#[test]
fn the_search_decks_numbers_are_the_solvers() {
    let dir = scratch("slides-numbers");
    let board = "1 2 0 4 5 6 7 3 8";
    let (html, _) = deck("search", "en", &dir, &[board]);
    let solved = |algo: &str| -> serde_json::Value {
        let mut args = vec!["fifteen", "solve", board, "--algo", algo, "--json"];
        if algo != "bfs" {
            args.extend(["--heuristic", "manhattan"]);
        }
        let run = puzzlelab(&args);
        serde_json::from_str(&run.stdout).unwrap()
    };
    // the table of the three searches: moves, expanded, generated, most stored
    for (name, algo) in [("BFS", "bfs"), ("A*", "astar"), ("IDA*", "ida-generic")] {
        let json = solved(algo);
        let row = format!(
            "<td>{name}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            json["length"], json["expanded"], json["generated"], json["max_stored"]
        );
        assert!(html.contains(&row), "{row}");
    }
    // IDA*'s iterations, a row a key press
    let ida = solved("ida-generic");
    let iterations = ida["iterations"].as_array().unwrap();
    assert_eq!(iterations.len(), 4);
    for (i, it) in iterations.iter().enumerate() {
        let row = format!(
            "<tr class=\"fragment\" data-fragment-index=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            i + 1,
            i + 1,
            it["threshold"],
            it["expanded"],
            it["generated"]
        );
        assert!(html.contains(&row), "{row}");
    }
    // the A* run in the player is `fifteen trace`'s
    let trace = puzzlelab(&[
        "fifteen",
        "trace",
        board,
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
    ]);
    assert_eq!(trace.code, 0, "{}", trace.stderr);
    let recorded: serde_json::Value = serde_json::from_str(&trace.stdout).unwrap();
    let start = html.find("\"astar\": ").unwrap() + "\"astar\": ".len();
    let end = html[start..].find("\n};\n</script>").unwrap() + start;
    let embedded: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
    assert_eq!(embedded["events"], recorded["events"]);
}

#[test]
fn the_bachet_deck_says_the_lessons_words_and_the_rules_numbers() {
    let dir = scratch("slides-bachet");
    let (html, _) = deck("bachet", "en", &dir, &["21"]);
    let p = "P = (N − 1) mod 4 = (21 − 1) mod 4 = 0: the first player cannot win";
    assert!(html.contains(p), "the lesson's P");
    let (html, _) = deck("bachet", "ru", &dir, &["14"]);
    let p = "P = (N − 1) mod 4 = (14 − 1) mod 4 = 1: первый игрок выигрывает";
    assert!(html.contains(p), "the lesson's P");
    for words in ["Я делаю первый ход.", "Я беру 1 предмет.", "Ваш ход."]
    {
        assert!(html.contains(words), "the lesson's own words: {words}");
    }
}

#[test]
fn the_same_deck_twice_is_the_same_file() {
    let dir = scratch("slides-twice");
    for (lesson, more) in [("sat", vec![]), ("bachet", vec!["--seed", "3"])] {
        let (first, _) = deck(lesson, "en", &dir, &more);
        let (second, _) = deck(lesson, "en", &dir, &more);
        assert!(first == second, "{lesson}: two runs differ");
    }
}

#[test]
fn bad_requests_are_clear_errors() {
    let dir = scratch("slides-bad");
    let out = arg(&dir, "deck.html");
    let docx = arg(&dir, "deck.docx");
    for (args, says) in [
        (
            vec!["slides", "search", "--pile", "5"],
            "unexpected argument '--pile'",
        ),
        (
            vec!["slides", "bachet", "1 2 3 4 5 6 7 8 0"],
            "invalid value",
        ),
        (vec!["slides", "bachet", "0"], "a pile of 1 to 50"),
        (vec!["slides", "search", "2 1 3 4 5 6 7 8 0"], "unsolvable"),
        (vec!["slides", "search", "1 2 3"], "board"),
        (
            vec!["slides", "sat", "8 6 7 2 5 4 3 0 1"],
            "at most 20 moves",
        ),
        (vec!["slides", "fifteen", "--out", "-"], "give --out PATH"),
        (
            vec!["slides", "sat", "0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1"],
            "at least 58",
        ),
        (
            vec!["slides", "fifteen", "--format", "pdf"],
            "--format asks for a .pdf file",
        ),
        (
            vec!["slides", "fifteen", "--out", &docx],
            "ends in .html, .pdf or .tex",
        ),
    ] {
        let mut args = args.clone();
        if !args.contains(&"--out") {
            args.extend(["--out", &out]);
        }
        let run = puzzlelab(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
        assert!(!dir.join("deck.html").exists(), "{args:?} left a file");
        assert!(!dir.join("deck.docx").exists(), "{args:?} left a file");
    }
    // a board far from its goal stops at the decks' node limit with what was learned
    let far = puzzlelab(&[
        "slides",
        "fifteen",
        "0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1",
        "--out",
        &out,
    ]);
    assert_eq!(far.code, 3, "{}", far.stderr);
    assert!(
        far.stderr.contains("no solution is shorter than"),
        "{}",
        far.stderr
    );
}

#[test]
fn a_search_stopped_by_a_limit_exits_3() {
    let dir = scratch("slides-limit");
    let run = puzzlelab(&[
        "slides",
        "search",
        "--max-nodes",
        "5",
        "--out",
        &arg(&dir, "deck.html"),
    ]);
    assert_eq!(run.code, 3, "{}", run.stderr);
}

/// Every deck in both languages as Beamer source: a frame a slide, its pictures beside it,
/// compiled by `pdflatex` (CI installs it: Debian's texlive-latex-recommended,
/// texlive-latex-extra, texlive-lang-cyrillic and lmodern) into a page a step, with not one
/// overfull box (a table cut, a line of output off its frame, a figure past the foot).
#[test]
fn beamer_source_compiles_without_an_overfull_box() {
    let dir = scratch("slides-beamer");
    let pdflatex = on_path("pdflatex");
    if pdflatex.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "pdflatex is not installed (Debian: texlive-latex-recommended texlive-latex-extra texlive-lang-cyrillic lmodern)"
        );
        eprintln!("pdflatex is not installed (Debian: texlive-latex-recommended texlive-latex-extra texlive-lang-cyrillic lmodern): the Beamer source is not compiled");
    }
    for lesson in LESSONS {
        for lang in ["en", "ru"] {
            let name = format!("{lesson}.{lang}");
            let tex = dir.join(format!("{name}.tex"));
            let run = puzzlelab(&[
                "slides",
                lesson,
                "--lang",
                lang,
                "--format",
                "beamer",
                "--out",
                &tex.display().to_string(),
            ]);
            assert_eq!(run.code, 0, "{}", run.stderr);
            let (slides, steps) = counts(&run.stdout);
            let source = std::fs::read_to_string(&tex).unwrap();
            assert_eq!(source.matches("\\begin{frame}").count(), slides, "{name}");
            let figures = dir.join(format!("{name}-figures"));
            for include in source.split("\\includegraphics").skip(1) {
                let file = include
                    .split('{')
                    .nth(1)
                    .unwrap()
                    .split('}')
                    .next()
                    .unwrap();
                assert!(dir.join(file).is_file(), "{file} is not beside the source");
            }
            assert!(std::fs::read_dir(&figures).unwrap().count() > 0);
            let Some(pdflatex) = &pdflatex else {
                continue;
            };
            let compiled = std::process::Command::new(pdflatex)
                .args(["-interaction=nonstopmode", "-halt-on-error"])
                .arg(&tex)
                .current_dir(&dir)
                .output()
                .unwrap();
            let log = String::from_utf8_lossy(&compiled.stdout);
            assert!(
                compiled.status.success(),
                "{name}: {}",
                &log[log.len().saturating_sub(3000)..]
            );
            let log = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap();
            let overfull: Vec<&str> = log.lines().filter(|l| l.starts_with("Overfull")).collect();
            assert!(overfull.is_empty(), "{name}: {overfull:#?}");
            // a page for the slide before any press, and one for every press
            let pdf = dir.join(format!("{name}.pdf"));
            assert_eq!(pages(&pdf), slides + steps, "{name}");
        }
    }
}

/// The pages of a PDF, as poppler's `pdfinfo` counts them, or its uncompressed `/Type /Page`
/// objects when `pdfinfo` is not installed.
fn pages(pdf: &std::path::Path) -> usize {
    if let Some(pdfinfo) = on_path("pdfinfo") {
        let info = std::process::Command::new(pdfinfo)
            .arg(pdf)
            .output()
            .unwrap();
        let info = String::from_utf8_lossy(&info.stdout).into_owned();
        let line = info.lines().find(|l| l.starts_with("Pages:")).unwrap();
        return line["Pages:".len()..].trim().parse().unwrap();
    }
    let text = String::from_utf8_lossy(&std::fs::read(pdf).unwrap()).into_owned();
    text.match_indices("/Type /Page")
        .filter(|(i, _)| !text[i + 11..].starts_with('s'))
        .count()
}

fn on_path(name: &str) -> Option<std::path::PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// A deck's search stopped by a limit advises only the options `slides` has (no `--moves`),
/// in the reader's language; `render playback`, which takes `--moves`, names it.
#[test]
fn a_deck_stopped_by_a_limit_advises_only_its_own_options_in_both_languages() {
    let dir = scratch("slides-limit-advice");
    let out = arg(&dir, "deck.html");
    let far = "0 12 9 13 15 11 10 14 3 7 5 6 4 8 2 1";
    let deck = |lang: &str| {
        puzzlelab(&[
            "slides",
            "fifteen",
            far,
            "--max-nodes",
            "1000",
            "--out",
            &out,
            "--lang",
            lang,
        ])
    };
    let en = deck("en");
    assert_eq!(en.code, 3, "{}", en.stderr);
    assert!(en.stderr.contains("raise --max-nodes"), "{}", en.stderr);
    assert!(!en.stderr.contains("--moves"), "{}", en.stderr);
    let ru = deck("ru");
    assert_eq!(ru.code, 3, "{}", ru.stderr);
    assert!(
        ru.stderr.contains("решения короче 64 ходов нет (увеличьте --max-nodes, --timeout или --max-memory либо выберите доску попроще)"),
        "{}",
        ru.stderr
    );
    runner::assert_russian(
        &ru.stderr,
        &["--moves", "solving", "no solution", "raise", "expansions"],
    );
    let gif = arg(&dir, "playback.gif");
    let playback = puzzlelab(&[
        "render",
        "playback",
        far,
        "--max-nodes",
        "1000",
        "--out",
        &gif,
        "--lang",
        "ru",
    ]);
    assert_eq!(playback.code, 3, "{}", playback.stderr);
    assert!(
        playback.stderr.contains("задайте ходы через --moves"),
        "{}",
        playback.stderr
    );
}
