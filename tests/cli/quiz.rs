//! `puzzlelab quiz` end to end: the quiz driven through a pipe with the answers of its own
//! answer key (every one right) and with wrong ones (each explained), the score per level,
//! the end of the input, `quit` and endless bad answers; a question made again from its name;
//! the Moodle XML bank parsed and every question checked, the GIFT bank read back by a parser
//! of its own and compared with the questions; the same seed giving the same files; bad flags
//! refused with exit 2; and a short session in a real terminal (tmux), in both languages.

use std::path::Path;

use puzzlelab_quiz::{generate, Kind, Level, Question};
use puzzlelab_rules::Lang;
use serde_json::Value;

use super::runner::{arg, head_1_fed, puzzlelab, scratch, Run};
use super::tmux::Tmux;

/// Runs `args` and fails unless it exits with 0.
fn ok(args: &[&str]) -> Run {
    let run = puzzlelab(args).run();
    assert!(run.ok(), "{args:?}: exit {}\n{}", run.code, run.stderr);
    run
}

/// The questions `quiz --json` prints for `args` (added to `quiz --json`).
fn questions(args: &[&str]) -> Vec<Value> {
    let mut words = vec!["quiz", "--json"];
    words.extend_from_slice(args);
    let run = ok(&words);
    run.stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON object a line"))
        .collect()
}

/// A question's kind, level and seed from its name, `KIND-LEVEL-SEED` (a kind's name has
/// hyphens of its own).
fn named(name: &str) -> (Kind, Level, u64) {
    let (rest, seed) = name.rsplit_once('-').expect("KIND-LEVEL-SEED");
    let (kind, level) = rest.rsplit_once('-').expect("KIND-LEVEL-SEED");
    (
        kind.parse().expect("a kind"),
        level.parse().expect("a level"),
        seed.parse().expect("a seed"),
    )
}

/// The question named `name`, made again by the quiz crate.
fn made(name: &str, lang: Lang) -> Question {
    let (kind, level, seed) = named(name);
    generate(kind, level, seed, lang).expect("a question that was made once is made again")
}

/// The names of the questions `listed`, as a bank orders them: by lesson (in the lessons'
/// order), each lesson's in the quiz's order.
fn bank_order(listed: &[Value]) -> Vec<String> {
    let mut names: Vec<String> = listed
        .iter()
        .map(|q| q["name"].as_str().unwrap().to_string())
        .collect();
    let lesson = |name: &String| {
        let topic = named(name).0.topic();
        puzzlelab_quiz::Topic::ALL.iter().position(|t| *t == topic)
    };
    names.sort_by_key(lesson);
    names
}

/// An answer that reads in the question's form and is wrong.
fn wrong_answer(question: &Question) -> String {
    let mut candidates: Vec<String> = [
        "999999", "0", "1", "2", "3", "L", "U", "R", "D", "LL", "UU", "yes", "no", "none", "1 2",
        "2 1", "1 2 3", "5 7",
    ]
    .map(String::from)
    .to_vec();
    candidates.extend(question.choices.iter().cloned());
    candidates
        .into_iter()
        .find(|c| {
            question.form.canonical(c, &question.choices).is_some() && !question.check(c).right
        })
        .unwrap_or_else(|| panic!("no wrong answer found for {question:?}"))
}

/// The answers in a Markdown answer key, in order: the text in backticks after each label.
fn key_answers(key: &str, label: &str) -> Vec<String> {
    key.lines()
        .filter_map(|line| line.strip_prefix(label))
        .map(|rest| rest.trim().trim_matches('`').to_string())
        .collect()
}

#[test]
fn the_json_lines_are_the_questions_and_a_name_makes_its_question_again() {
    let first = questions(&["--count", "6", "--seed", "11"]);
    assert_eq!(first.len(), 6);
    assert_eq!(first, questions(&["--count", "6", "--seed", "11"]));
    for q in &first {
        let name = q["name"].as_str().unwrap();
        let (kind, level, seed) = named(name);
        assert_eq!(q["kind"], kind.name());
        assert_eq!(q["level"], level.name());
        assert_eq!(q["seed"], seed);
        for field in ["text", "answer", "explanation", "how", "form"] {
            assert!(
                q[field].as_str().is_some_and(|s| !s.is_empty()),
                "{field}: {q}"
            );
        }
        // the same question, alone, from its kind, level and seed
        let again = questions(&[
            "--kind",
            kind.name(),
            "--level",
            level.name(),
            "--seed",
            &seed.to_string(),
            "--count",
            "1",
        ]);
        assert_eq!(&again[0], q, "{name} made again");
        let question = made(name, Lang::En);
        assert_eq!(q["text"], question.text.as_str());
        assert!(question.check(&question.answer).right, "{name}");
    }
    // a topic's questions are its kinds'
    for q in questions(&["--topic", "bachet", "--count", "4", "--seed", "3"]) {
        let (kind, _, _) = named(q["name"].as_str().unwrap());
        assert_eq!(kind.topic().name(), "bachet", "{q}");
    }
    let russian = questions(&["--count", "2", "--seed", "11", "--lang", "ru"]);
    assert_eq!(russian[0]["name"], first[0]["name"]);
    assert_ne!(russian[0]["text"], first[0]["text"]);
    assert_eq!(
        russian[0]["lang"], "ru",
        "the language by its code, as --lang takes it"
    );
    assert_eq!(first[0]["lang"], "en");
}

#[test]
fn a_russian_quiz_names_its_questions_in_russian() {
    let run = puzzlelab(&["quiz", "--count", "14", "--seed", "2", "--lang", "ru"])
        .stdin("выход\n")
        .run();
    let head = run
        .stdout
        .lines()
        .find(|line| line.starts_with("Вопрос 1 из 14"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    // the kind and the level in words, the command line's names only after the flags
    let (words, flags) = head.split_once("; ").expect("words; flags");
    let flags = flags.trim_end_matches(')');
    let names: Vec<&str> = flags.split_whitespace().collect();
    let [_, kind, _, level] = names[..] else {
        panic!("{head}")
    };
    kind.parse::<Kind>().expect("the kind's name after --kind");
    level
        .parse::<Level>()
        .expect("the level's name after --level");
    assert!(!words.contains(kind) && !words.contains(level), "{head}");
}

#[test]
fn the_answer_key_s_answers_through_a_pipe_score_full_marks() {
    let dir = scratch("quiz-key");
    let sheet = arg(&dir, "quiz.md");
    let run = ok(&[
        "quiz", "--export", "markdown", "--count", "6", "--seed", "5", "--out", &sheet,
    ]);
    assert!(run.stdout.contains("quiz-key.md"), "{}", run.stdout);
    let key = std::fs::read_to_string(dir.join("quiz-key.md")).unwrap();
    let answers = key_answers(&key, "**Answer:**");
    assert_eq!(answers.len(), 6, "{key}");
    let listed = questions(&["--count", "6", "--seed", "5"]);
    for (answer, q) in answers.iter().zip(&listed) {
        let listed_answer = q["answer"].as_str().unwrap();
        if !listed_answer.trim().is_empty() {
            assert_eq!(answer, listed_answer);
        }
    }
    let input = answers.join("\n") + "\n";
    let run = puzzlelab(&["quiz", "--count", "6", "--seed", "5"])
        .stdin(input)
        .run();
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert_eq!(run.stdout.matches("\nRight. ").count(), 6, "{}", run.stdout);
    assert!(run.stdout.contains("Score: 6 of 6"), "{}", run.stdout);
    for level in ["easy", "medium", "hard"] {
        let asked = listed.iter().filter(|q| q["level"] == level).count();
        if asked > 0 {
            let line = format!("  {level}: {asked} of {asked}");
            assert!(run.stdout.contains(&line), "{line}\n{}", run.stdout);
        }
    }
    // each question printed with its name's parts, so it can be made again
    for (i, q) in listed.iter().enumerate() {
        let head = format!(
            "Question {} of 6 ({}, {}, seed {})",
            i + 1,
            q["kind"].as_str().unwrap(),
            q["level"].as_str().unwrap(),
            q["seed"]
        );
        assert!(run.stdout.contains(&head), "{head}\n{}", run.stdout);
    }
    // the sheet has the questions, numbered, and no answer
    let text = std::fs::read_to_string(&sheet).unwrap();
    for (i, q) in listed.iter().enumerate() {
        let heading = format!("## {}. Question `{}`", i + 1, q["name"].as_str().unwrap());
        assert!(text.contains(&heading), "{heading}\n{text}");
        assert!(text.contains(q["text"].as_str().unwrap()));
        assert!(!text.contains(q["explanation"].as_str().unwrap()));
        assert!(key.contains(q["explanation"].as_str().unwrap()));
    }
    // in Russian, the same questions in Russian words
    let ru_sheet = arg(&dir, "тест.md");
    ok(&[
        "quiz", "--export", "markdown", "--count", "3", "--seed", "5", "--out", &ru_sheet,
        "--lang", "ru",
    ]);
    let ru_key = std::fs::read_to_string(dir.join("тест-key.md")).unwrap();
    let ru_answers = key_answers(&ru_key, "**Ответ:**");
    assert_eq!(ru_answers.len(), 3, "{ru_key}");
    let run = puzzlelab(&["quiz", "--count", "3", "--seed", "5", "--lang", "ru"])
        .stdin(ru_answers.join("\n") + "\n")
        .run();
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Итог: 3 из 3"), "{}", run.stdout);
}

#[test]
fn wrong_answers_are_explained_and_unreadable_ones_asked_again() {
    let listed = questions(&["--count", "5", "--seed", "23"]);
    let asked: Vec<Question> = listed
        .iter()
        .map(|q| made(q["name"].as_str().unwrap(), Lang::En))
        .collect();
    // every answer wrong, each after a line that is no answer at all
    let mut input = String::new();
    for question in &asked {
        input += "xyz!\n";
        input += &wrong_answer(question);
        input += "\n";
    }
    let run = puzzlelab(&["quiz", "--count", "5", "--seed", "23"])
        .stdin(input)
        .run();
    assert_eq!(run.code, 0, "{}", run.stderr);
    let out = &run.stdout;
    assert_eq!(out.matches("\nNot quite: ").count(), 5, "{out}");
    assert_eq!(
        out.matches("\"xyz!\" cannot be read as an answer").count(),
        5,
        "{out}"
    );
    for question in &asked {
        assert!(out.contains(&question.explanation), "{out}");
        assert!(out.contains(&format!("one right answer is {}", question.answer)));
    }
    assert!(out.contains("Score: 0 of 5"), "{out}");
    // half right, half wrong: the score counts them, level by level
    let mut input = String::new();
    for (i, question) in asked.iter().enumerate() {
        let answer = match i % 2 {
            0 => question.answer.clone(),
            _ => wrong_answer(question),
        };
        input += &format!("{answer}\n");
    }
    let run = puzzlelab(&["quiz", "--count", "5", "--seed", "23"])
        .stdin(input)
        .run();
    assert!(run.stdout.contains("Score: 3 of 5"), "{}", run.stdout);
    let mut by_level = std::collections::BTreeMap::<Level, (usize, usize)>::new();
    for (i, question) in asked.iter().enumerate() {
        let entry = by_level.entry(question.level).or_default();
        entry.0 += usize::from(i % 2 == 0);
        entry.1 += 1;
    }
    for (level, (right, n)) in by_level {
        let line = format!("  {level}: {right} of {n}");
        assert!(run.stdout.contains(&line), "{line}\n{}", run.stdout);
    }
}

#[test]
fn the_input_ending_quit_and_endless_bad_answers_end_the_quiz() {
    let listed = questions(&["--count", "3", "--seed", "2"]);
    let first = listed[0]["answer"].as_str().unwrap();
    // the input ends after one answer: the score so far, exit 1 as a game's
    let run = puzzlelab(&["quiz", "--count", "3", "--seed", "2"])
        .stdin(format!("{first}\n"))
        .run();
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run
        .stdout
        .contains("The input ended after 1 of 3 questions."));
    assert!(run.stdout.contains("Score: 1 of 1"), "{}", run.stdout);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    // quit, in either language
    for (lang, word, said) in [
        ("en", "quit", "Quiz ended after 1 of 3 questions."),
        ("ru", "выход", "Тест прерван: отвечено вопросов 1 из 3."),
    ] {
        let answer = questions(&["--count", "1", "--seed", "2", "--lang", lang])[0]["answer"]
            .as_str()
            .unwrap()
            .to_string();
        let run = puzzlelab(&["quiz", "--count", "3", "--seed", "2", "--lang", lang])
            .stdin(format!("{answer}\n{word}\nnever read\n"))
            .run();
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert!(run.stdout.contains(said), "{}", run.stdout);
    }
    // `yes xyz | puzzlelab quiz`: stopped after ten lines in a row that answer nothing
    let run = puzzlelab(&["quiz", "--count", "3", "--seed", "2"])
        .stdin("xyz\n".repeat(100_000))
        .run();
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .starts_with("puzzlelab: 10 answers in a row could not be read"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.len() < 20_000, "{} bytes", run.stdout.len());
    // a line with no end is refused, not read forever
    let run = puzzlelab(&["quiz", "--count", "1", "--seed", "2"])
        .stdin_file("/dev/zero")
        .run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!run.hung);
}

#[test]
fn a_closed_output_ends_the_quiz_quietly() {
    // more output than a pipe holds, so the program is still writing when the reader goes
    let answers: Vec<String> = questions(&["--count", "300", "--seed", "4"])
        .iter()
        .map(|q| q["answer"].as_str().unwrap().to_string())
        .collect();
    let input = answers.join("\n") + "\n";
    for (args, input) in [
        (
            &["quiz", "--count", "300", "--seed", "4"][..],
            input.as_str(),
        ),
        (&["quiz", "--json", "--count", "300", "--seed", "4"][..], ""),
    ] {
        let (line, run) = head_1_fed(args, input.as_bytes());
        assert!(!line.is_empty(), "{args:?}");
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stderr.is_empty(), "{args:?}: {}", run.stderr);
    }
    let run = puzzlelab(&["quiz", "--json", "--count", "3", "--seed", "4"])
        .stdout_file("/dev/full")
        .run();
    assert_eq!(run.code, 2, "a full disk is an error: {}", run.stderr);
}

#[test]
fn bad_flags_exit_2_with_a_message() {
    let dir = scratch("quiz-flags");
    let out = arg(&dir, "bank.xml");
    let cases: [(&[&str], &str); 11] = [
        (&["quiz", "--level", "extreme"], "extreme"),
        (&["quiz", "--topic", "chess"], "chess"),
        (&["quiz", "--kind", "bfs"], "bfs"),
        (&["quiz", "--count", "0"], "--count"),
        (&["quiz", "--count", "many"], "many"),
        (&["quiz", "--seed", "-1"], "-1"),
        (&["quiz", "--export", "pdf", "--out", &out], "pdf"),
        (&["quiz", "--export", "gift"], "--out"),
        (&["quiz", "--out", &out], "--export"),
        (
            &["quiz", "--topic", "fifteen", "--kind", "parity"],
            "--kind",
        ),
        (
            &["quiz", "--export", "markdown", "--out", "-"],
            "answer key",
        ),
    ];
    for (args, named) in cases {
        let run = puzzlelab(args).run();
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(named), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
    }
    let run = puzzlelab(&["quiz", "--json", "--export", "gift", "--out", &out]).run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!dir.join("bank.xml").exists());
    // --out without its path
    let run = puzzlelab(&["quiz", "--export", "gift", "--count", "1", "--out"]).run();
    assert_eq!(run.code, 2);
    // a folder is not a bank file
    let folder = dir.display().to_string();
    let run = puzzlelab(&[
        "quiz", "--export", "gift", "--count", "1", "--seed", "1", "--out", &folder,
    ])
    .run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("puzzlelab: cannot write"),
        "{}",
        run.stderr
    );
}

/// The text of the first child element `name` of `node` (of its `<text>` child, if it has
/// one).
fn text_of<'a>(node: roxmltree::Node<'a, 'a>, name: &str) -> Option<String> {
    let child = node.children().find(|c| c.has_tag_name(name))?;
    let inner = child
        .children()
        .find(|c| c.has_tag_name("text"))
        .unwrap_or(child);
    Some(inner.text().unwrap_or("").to_string())
}

/// Text escaped for HTML, as the banks write it.
fn html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// HTML's escapes read back.
fn unhtml(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

#[test]
fn the_moodle_xml_bank_is_well_formed_and_every_question_complete() {
    let dir = scratch("quiz-moodle");
    for lang in [Lang::En, Lang::Ru] {
        let out = arg(&dir, &format!("bank-{}.xml", lang.code()));
        let run = ok(&[
            "quiz",
            "--export",
            "moodle-xml",
            "--count",
            "14",
            "--seed",
            "31",
            "--out",
            &out,
            "--lang",
            lang.code(),
        ]);
        assert!(run.stdout.contains("moodle-xml"), "{}", run.stdout);
        let xml = std::fs::read_to_string(&out).unwrap();
        let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
        let root = doc.root_element();
        assert!(root.has_tag_name("quiz"));
        let listed = questions(&["--count", "14", "--seed", "31", "--lang", lang.code()]);
        let mut seen = Vec::new();
        for node in root.children().filter(|n| n.has_tag_name("question")) {
            let kind = node.attribute("type").expect("a type");
            if kind == "category" {
                let path = text_of(node, "category").expect("a category's path");
                assert!(path.starts_with("$course$/puzzlelab/"), "{path}");
                continue;
            }
            let name = text_of(node, "name").expect("a name");
            let question = made(&name, lang);
            assert_eq!(text_of(node, "idnumber").as_deref(), Some(name.as_str()));
            let seed_tag = format!("seed-{}", question.seed);
            assert!(
                node.descendants()
                    .any(|t| t.has_tag_name("tag") && text_of(t, "text") == Some(seed_tag.clone())),
                "{name}: the seed's tag"
            );
            let text_node = node
                .children()
                .find(|c| c.has_tag_name("questiontext"))
                .expect("a question text");
            assert_eq!(text_node.attribute("format"), Some("html"));
            let text = text_of(node, "questiontext").unwrap();
            assert!(text.contains(&html(&question.text)), "{name}: {text}");
            if let Some(board) = &question.board {
                let cells = board.split_whitespace().count();
                assert_eq!(text.matches("<td").count(), cells, "{name}: {text}");
            }
            let feedback = text_of(node, "generalfeedback").expect("general feedback");
            assert!(
                feedback.contains(&html(&question.explanation)),
                "{name}: {feedback}"
            );
            let expected = match question.form {
                puzzlelab_quiz::Form::Number => "numerical",
                puzzlelab_quiz::Form::YesNo | puzzlelab_quiz::Form::Choice => "multichoice",
                _ => "shortanswer",
            };
            assert_eq!(kind, expected, "{name}");
            let mut right = 0;
            for answer in node.children().filter(|c| c.has_tag_name("answer")) {
                let given = text_of(answer, "text").unwrap();
                match answer.attribute("fraction") {
                    Some("100") => {
                        right += 1;
                        assert!(question.check(&given).right, "{name}: {given:?} is right");
                    }
                    Some("0") => {
                        assert_eq!(kind, "multichoice", "{name}");
                        assert!(!question.check(&given).right, "{name}: {given:?} is wrong");
                    }
                    other => panic!("{name}: fraction {other:?}"),
                }
                if kind == "numerical" {
                    assert_eq!(text_of(answer, "tolerance").as_deref(), Some("0"));
                }
            }
            assert!(right >= 1, "{name}: no answer at fraction 100");
            seen.push(name);
        }
        assert_eq!(
            seen,
            bank_order(&listed),
            "the bank's questions are the quiz's"
        );
    }
}

/// One question read back from a GIFT file.
#[derive(Debug)]
struct Gift {
    name: String,
    text: String,
    numerical: bool,
    right: Vec<String>,
    wrong: Vec<String>,
    feedback: String,
}

/// The byte offsets in `text` of `c` where it is not escaped by a backslash.
fn unescaped(text: &str, c: char) -> Vec<usize> {
    let mut found = Vec::new();
    let mut escaped = false;
    for (at, ch) in text.char_indices() {
        if escaped {
            escaped = false;
        } else if ch == '\\' {
            escaped = true;
        } else if ch == c {
            found.push(at);
        }
    }
    found
}

/// GIFT's escapes read back: `\x` is `x`, `\n` a new line.
fn ungift(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => out.push('\n'),
                Some(next) => out.push(next),
                None => out.push('\\'),
            },
            (c, false) => out.push(c),
        }
    }
    out
}

/// The questions of a GIFT file, as Moodle's importer reads them: blank lines between
/// questions, `//` comments, `$CATEGORY:` lines, `::name::`, an optional `[html]`, the
/// answers between the first unescaped `{` and the last `}`, the general feedback after
/// `####`, `=` right and `~` wrong, `#` first for a number.
fn read_gift(file: &str) -> Vec<Gift> {
    let mut found = Vec::new();
    for block in file.split("\n\n") {
        let lines: Vec<&str> = block
            .lines()
            .filter(|l| !l.trim_start().starts_with("//") && !l.trim().is_empty())
            .collect();
        if lines.is_empty() || lines[0].starts_with("$CATEGORY:") {
            continue;
        }
        let body = lines.join("\n");
        let body = body.strip_prefix("::").expect("a title");
        let colons = unescaped(body, ':');
        let end = colons
            .windows(2)
            .find(|w| w[1] == w[0] + 1)
            .map(|w| w[0])
            .expect("a title's end");
        let name = ungift(&body[..end]);
        let rest = &body[end + 2..];
        let open = unescaped(rest, '{')[0];
        let close = *unescaped(rest, '}').last().expect("an answer's end");
        let text = ungift(rest[..open].strip_prefix("[html]").expect("[html]"));
        let mut answers = rest[open + 1..close].trim().to_string();
        let split = answers.rfind("####").expect("general feedback");
        let feedback = ungift(answers[split + 4..].trim());
        answers.truncate(split);
        let numerical = answers.starts_with('#');
        let answers = answers.trim_start_matches('#');
        let mut marks: Vec<usize> = unescaped(answers, '=');
        marks.extend(unescaped(answers, '~'));
        marks.sort_unstable();
        let (mut right, mut wrong) = (Vec::new(), Vec::new());
        for (i, &at) in marks.iter().enumerate() {
            let until = marks.get(i + 1).copied().unwrap_or(answers.len());
            let mut answer = answers[at + 1..until].trim();
            if numerical {
                let colon = *unescaped(answer, ':').last().expect("N:tolerance");
                assert_eq!(&answer[colon..], ":0", "a tolerance of 0");
                answer = &answer[..colon];
            }
            let answer = unhtml(&ungift(answer));
            match &answers[at..at + 1] {
                "=" => right.push(answer),
                _ => wrong.push(answer),
            }
        }
        found.push(Gift {
            name,
            text,
            numerical,
            right,
            wrong,
            feedback,
        });
    }
    found
}

#[test]
fn the_gift_bank_reads_back_to_the_questions() {
    let dir = scratch("quiz-gift");
    for lang in [Lang::En, Lang::Ru] {
        let out = arg(&dir, &format!("bank-{}.gift", lang.code()));
        ok(&[
            "quiz",
            "--export",
            "gift",
            "--count",
            "14",
            "--seed",
            "47",
            "--out",
            &out,
            "--lang",
            lang.code(),
        ]);
        let file = std::fs::read_to_string(&out).unwrap();
        let read = read_gift(&file);
        let listed = questions(&["--count", "14", "--seed", "47", "--lang", lang.code()]);
        let names: Vec<String> = read.iter().map(|g| g.name.clone()).collect();
        assert_eq!(
            names,
            bank_order(&listed),
            "the bank's questions are the quiz's"
        );
        for gift in &read {
            let question = made(&gift.name, lang);
            assert!(gift.text.contains(&html(&question.text)), "{gift:?}");
            assert_eq!(
                gift.feedback,
                format!("<p>{}</p>", html(&question.explanation))
            );
            assert_eq!(
                gift.numerical,
                question.form == puzzlelab_quiz::Form::Number,
                "{gift:?}"
            );
            assert!(!gift.right.is_empty(), "{gift:?}");
            for answer in &gift.right {
                assert!(question.check(answer).right, "{}: {answer:?}", gift.name);
            }
            for answer in &gift.wrong {
                assert!(!question.check(answer).right, "{}: {answer:?}", gift.name);
            }
            // every accepted answer is there, written at least one way
            for accepted in question.accepted.iter().filter(|a| !a.is_empty()) {
                let canonical = |a: &String| question.form.canonical(a, &question.choices);
                assert!(
                    gift.right
                        .iter()
                        .any(|r| canonical(r).as_ref() == Some(accepted)),
                    "{}: {accepted:?} not among {:?}",
                    gift.name,
                    gift.right
                );
            }
        }
    }
    // the reader reads GIFT's escapes
    let escaped = "::a\\:b::[html]x \\{y\\} \\= \\~ \\# \\\\{\n\t=1\\:2\n\t~3\n\t####f\\:g\n}";
    let read = read_gift(escaped);
    assert_eq!(read[0].name, "a:b");
    assert_eq!(read[0].text, "x {y} = ~ # \\");
    assert_eq!(
        (read[0].right.clone(), read[0].wrong.clone()),
        (vec!["1:2".to_string()], vec!["3".to_string()])
    );
    assert_eq!(read[0].feedback, "f:g");
}

#[test]
fn the_same_seed_writes_the_same_files() {
    let dir = scratch("quiz-same");
    for (export, file) in [
        ("moodle-xml", "bank.xml"),
        ("gift", "bank.gift"),
        ("markdown", "sheet.md"),
    ] {
        let mut made = Vec::new();
        for (run, seed) in [("a", "9"), ("b", "9"), ("c", "10")] {
            let sub = dir.join(run);
            std::fs::create_dir_all(&sub).unwrap();
            let out = arg(&sub, file);
            ok(&[
                "quiz", "--export", export, "--count", "8", "--seed", seed, "--out", &out,
            ]);
            let mut bytes = std::fs::read(&out).unwrap();
            if export == "markdown" {
                bytes.extend(std::fs::read(sub.join("sheet-key.md")).unwrap());
            }
            made.push(bytes);
        }
        assert_eq!(made[0], made[1], "{export}: one seed, one bank");
        assert_ne!(made[0], made[2], "{export}: another seed, another bank");
    }
    // a bank on standard output is the file's bytes
    let out = arg(&dir, "a/bank.gift");
    let run = ok(&[
        "quiz", "--export", "gift", "--count", "8", "--seed", "9", "--out", "-",
    ]);
    assert_eq!(run.stdout.as_bytes(), std::fs::read(out).unwrap());
}

#[test]
fn the_quiz_s_help_is_in_russian_too() {
    let quiz = puzzlelab::command()
        .find_subcommand("quiz")
        .expect("the quiz command")
        .clone();
    let mut texts: Vec<String> = quiz
        .get_about()
        .map(|a| a.to_string())
        .into_iter()
        .collect();
    for arg in quiz.get_arguments() {
        texts.extend(arg.get_help().map(|h| h.to_string()));
        texts.extend(arg.get_long_help().map(|h| h.to_string()));
        for value in arg.get_possible_values() {
            texts.extend(value.get_help().map(|h| h.to_string()));
        }
    }
    let (missing, _) = puzzlelab::help::untranslated();
    let untranslated: Vec<&String> = texts.iter().filter(|t| missing.contains(t)).collect();
    assert!(
        untranslated.is_empty(),
        "no Russian in src/help/ru.json: {untranslated:#?}"
    );
    let help = ok(&["help", "--lang", "ru", "quiz"]);
    assert!(
        help.stdout.contains("Использование: puzzlelab quiz"),
        "{}",
        help.stdout
    );
}

/// Types `answer` into the terminal (literally, whatever its letters) and presses Enter.
fn answer_in(tmux: &Tmux, answer: &str) {
    tmux.keys(&["-l", answer]);
    tmux.keys(&["Enter"]);
}

#[test]
fn a_short_session_in_a_terminal_in_both_languages() {
    for (lang, heads, right, wrong, score) in [
        (
            Lang::En,
            ["Question 1 of 2", "Question 2 of 2"],
            "Right.",
            "Not quite",
            "Score: 1 of 2",
        ),
        (
            Lang::Ru,
            ["Вопрос 1 из 2", "Вопрос 2 из 2"],
            "Верно.",
            "Не совсем",
            "Итог: 1 из 2",
        ),
    ] {
        let Some(tmux) = Tmux::start() else {
            return;
        };
        let code = lang.code();
        let listed = questions(&["--count", "2", "--seed", "8", "--lang", code]);
        let first = made(listed[0]["name"].as_str().unwrap(), lang);
        let second = made(listed[1]["name"].as_str().unwrap(), lang);
        let bin = env!("CARGO_BIN_EXE_puzzlelab");
        tmux.keys(&[
            &format!("{bin} quiz --count 2 --seed 8 --lang {code}; echo exit=$?"),
            "Enter",
        ]);
        let screen = tmux.until(heads[0]);
        let opening: String = first.text.chars().take(20).collect();
        assert!(screen.contains(&opening), "{opening}\n{screen}");
        answer_in(&tmux, &first.answer);
        tmux.until(right);
        tmux.until(heads[1]);
        answer_in(&tmux, &wrong_answer(&second));
        tmux.until(wrong);
        tmux.until(score);
        tmux.until("exit=0");
    }
}

#[test]
fn an_exported_bank_names_where_it_went() {
    let dir = scratch("quiz-wrote");
    let out = arg(&dir, "bank.xml");
    let run = ok(&[
        "quiz",
        "--export",
        "moodle-xml",
        "--count",
        "2",
        "--seed",
        "1",
        "--out",
        &out,
        "--lang",
        "ru",
    ]);
    assert!(
        run.stdout.starts_with("записано вопросов: 2"),
        "{}",
        run.stdout
    );
    assert!(Path::new(&out).is_file());
    let run = puzzlelab(&["quiz", "--json", "--count", "1"]).run();
    assert!(run.ok(), "{}", run.stderr);
    assert!(
        run.stderr.starts_with("seed: "),
        "a chosen seed is told: {}",
        run.stderr
    );
}
