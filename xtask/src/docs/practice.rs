//! The practice's recorded questions (`practice-TOPIC.js`, `practice-TOPIC-ru.js`), for a copy
//! of the site built without the page's engine: each lesson's questions made by the quiz crate
//! at build time, every kind of the lesson at every level from the seeds `1..=SEEDS`, each as
//! the crate's `Question` serializes it (so it is, field for field, what `puzzlelab quiz --kind
//! K --level L --seed S --count 1 --json` prints). Beside them, what the page needs to check an
//! answer as the quiz does without the quiz: the verdict's words, taken from the quiz's own
//! checker, and a table of typed answers with their canonical writing by `Form::canonical`,
//! which the browser test holds `practice.js`'s small copy of it to.

use std::fmt::Write as _;

use anyhow::{bail, Context};
use puzzlelab_quiz::{generate, Form, Level, Question, QuizError, Topic};
use puzzlelab_rules::Lang;
use serde_json::{json, Value};

use super::Out;

/// The seeds of each kind and level recorded: `1..=SEEDS` (a seed the quiz's limits leave
/// unsettled is left out, since `--seed S --count 1` would pass it over).
pub const SEEDS: u64 = 8;

/// The forms an answer is typed in (a choice is pressed, never typed).
const TYPED_FORMS: [Form; 5] = [
    Form::Number,
    Form::Numbers,
    Form::NumberSet,
    Form::Moves,
    Form::YesNo,
];

/// Answers as a student might type them, each read in every typed form for the table of
/// canonical writings: spaces, signs, zeros, separators, case, the words for nothing, Russian
/// yes and no, and the spaces `char::is_whitespace` and JavaScript's `\s` disagree on.
const TYPED: &[&str] = &[
    " 12 ",
    "+7",
    "007",
    "-3",
    "+",
    "0",
    "18446744073709551615",
    "18446744073709551616",
    "١٢",
    "1 2",
    "3 1,3",
    " 1  2 ",
    "1;2,,3",
    "2, 10, 9",
    "4 x",
    "",
    "none",
    "NONE",
    "-",
    "—",
    "нет",
    "Ничего",
    "l, u d",
    "LURD",
    "lx",
    "l\u{a0}r",
    "\u{85}7\u{85}",
    "\u{feff}7",
    "u\td",
    "yes",
    "Y",
    "Да",
    "д",
    "НЕТ",
    "no",
    "n",
    "maybe",
];

/// Wrong answers whose quoting in the English verdict (Rust's `{:?}`) the page must match.
const QUOTED: &[&str] = &["12", "say \"no\"", "a\\b", "u\td", "да", "\u{1}\u{7f}"];

/// Writes each lesson's bank in both languages.
pub(super) fn write(write: Out) -> anyhow::Result<()> {
    for topic in Topic::ALL {
        for (suffix, lang) in [("", Lang::En), ("-ru", Lang::Ru)] {
            let questions = bank(topic, lang)?;
            let quoting: Vec<Value> = QUOTED
                .iter()
                .map(|s| json!([s, format!("{s:?}")]))
                .collect();
            let head = [
                ("lang", json!(lang.code())),
                ("seeds", json!(SEEDS)),
                ("verdict", verdict_words(&questions[0])?),
                ("cases", Value::Array(cases())),
                ("quoting", Value::Array(quoting)),
            ];
            let mut text = format!(
                "window.PUZZLELAB_PRACTICE = window.PUZZLELAB_PRACTICE || {{}};\n\
                 window.PUZZLELAB_PRACTICE[{:?}] = {{\n",
                topic.name()
            );
            for (key, value) in head {
                let _ = writeln!(text, "{key:?}: {},", script_json(&value.to_string()));
            }
            let lines: Vec<String> = questions
                .iter()
                .map(|q| serde_json::to_string(q).map(|q| script_json(&q)))
                .collect::<Result<_, _>>()?;
            text.push_str("\"questions\": [\n");
            text.push_str(&lines.join(",\n"));
            text.push_str("\n]};\n");
            write(&format!("practice-{topic}{suffix}.js"), &text)?;
        }
    }
    Ok(())
}

/// The questions of `topic` in `lang`: level by level, seed by seed, the lesson's kinds in
/// order within a seed (the order "Another one" walks them).
pub(super) fn bank(topic: Topic, lang: Lang) -> anyhow::Result<Vec<Question>> {
    let mut questions = Vec::new();
    for level in Level::ALL {
        for seed in 1..=SEEDS {
            for kind in topic.kinds() {
                match generate(kind, level, seed, lang) {
                    Ok(q) => questions.push(q),
                    Err(QuizError::Unsettled { .. }) => {}
                }
            }
        }
    }
    anyhow::ensure!(!questions.is_empty(), "no {topic} question settled");
    Ok(questions)
}

/// JSON for inside a page's `<script>`: every `<` written `\u003c`, so no string closes the
/// script or opens a comment.
fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The typed answers of [`TYPED`] in each typed form, with their canonical writing (`null`
/// when the form cannot read them): `[form, typed, canonical]`.
fn cases() -> Vec<Value> {
    TYPED_FORMS
        .iter()
        .flat_map(|&form| {
            TYPED
                .iter()
                .map(move |typed| json!([form, typed, form.canonical(typed, &[])]))
        })
        .collect()
}

/// The verdict's words in `like`'s language, read off the quiz's own checker on a copy of
/// `like` whose answer, explanation and given answer are markers: `right`, the words before
/// the explanation of a right answer; `wrong`, the three pieces around the given answer (as
/// typed, trimmed) and the right one, before the explanation; `quoted`, whether the given
/// answer is written as a Rust string literal (`{:?}`: in quotes, `"` and `\` escaped).
pub(super) fn verdict_words(like: &Question) -> anyhow::Result<Value> {
    const ANSWER: &str = "@ANSWER@";
    const EXPLANATION: &str = "@EXPLANATION@";
    const GIVEN: &str = "@GIVEN@";
    let mut q = like.clone();
    q.form = Form::Choice;
    q.choices = vec![ANSWER.into()];
    q.accepted = vec![ANSWER.into()];
    q.answer = ANSWER.into();
    q.explanation = EXPLANATION.into();
    let said = q.check(ANSWER);
    let right = said
        .feedback
        .strip_suffix(EXPLANATION)
        .filter(|_| said.right)
        .with_context(|| format!("a right answer's verdict: {:?}", said.feedback))?;
    let quoted = q.check("@GIVEN\\@").feedback.contains("\"@GIVEN\\\\@\"");
    let mark = if quoted {
        format!("{GIVEN:?}")
    } else {
        GIVEN.to_string()
    };
    let wrong = q.check(&format!(" {GIVEN} ")).feedback;
    let pieces = wrong
        .strip_suffix(EXPLANATION)
        .and_then(|w| w.split_once(&mark))
        .and_then(|(head, rest)| Some((head, rest.split_once(ANSWER)?)));
    let Some((head, (middle, tail))) = pieces else {
        bail!("a wrong answer's verdict: {wrong:?}");
    };
    if [head, middle, tail, right].iter().any(|p| p.contains('@')) {
        bail!("a verdict with its parts more than once: {wrong:?}");
    }
    Ok(json!({ "right": right, "wrong": [head, middle, tail], "quoted": quoted }))
}
