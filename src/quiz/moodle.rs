//! A question bank in Moodle XML (Question bank → Import → Moodle XML format): a category per
//! lesson, and each question with its name (`KIND-LEVEL-SEED`, also its `idnumber` and a tag
//! `seed-SEED`), its text as HTML with the board as a table, its right answers at fraction
//! 100 (a number as a `numerical` question, text as a `shortanswer`, a choice or yes-or-no as
//! a `multichoice` with the wrong choices at fraction 0), and the explanation as its general
//! feedback.

use std::fmt::Write as _;

use puzzlelab_quiz::Question;

use super::bank::{self, escape_html as escape, Shape};
use super::messages::Messages;

/// The bank of `questions` (made by `command`) as a Moodle XML document.
pub fn document(questions: &[Question], command: &str, text: &Messages) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let comment = text
        .bank_comment(questions.len(), command)
        .replace("--", "- -");
    let _ = writeln!(xml, "<!-- {comment} -->");
    let mut category = String::new();
    for question in bank::by_lesson(questions) {
        let here = bank::category(question);
        if here != category {
            let _ = write!(
                xml,
                "  <question type=\"category\">\n    <category><text>{}</text></category>\n  </question>\n",
                escape(&here)
            );
            category = here;
        }
        xml += &entry(question, text);
    }
    xml + "</quiz>\n"
}

/// One question's element.
fn entry(question: &Question, text: &Messages) -> String {
    let name = escape(&bank::name(question));
    let kind = match bank::shape(question) {
        Shape::Numerical => "numerical",
        Shape::ShortAnswer => "shortanswer",
        Shape::MultiChoice => "multichoice",
    };
    let mut xml = String::new();
    let _ = writeln!(
        xml,
        "  <!-- {name}: kind {}, level {}, seed {} -->",
        question.kind, question.level, question.seed
    );
    let _ = writeln!(xml, "  <question type=\"{kind}\">");
    let _ = writeln!(xml, "    <name><text>{name}</text></name>");
    let _ = writeln!(
        xml,
        "    <questiontext format=\"html\"><text>{}</text></questiontext>",
        escape(&bank::html(question, text))
    );
    let _ = writeln!(
        xml,
        "    <generalfeedback format=\"html\"><text>{}</text></generalfeedback>",
        escape(&format!("<p>{}</p>", escape(&question.explanation)))
    );
    xml += "    <defaultgrade>1</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n";
    let _ = writeln!(xml, "    <idnumber>{name}</idnumber>");
    match bank::shape(question) {
        Shape::Numerical => {
            for answer in bank::written_answers(question, text) {
                let _ = writeln!(
                    xml,
                    "    <answer fraction=\"100\" format=\"moodle_auto_format\"><text>{}</text><feedback format=\"html\"><text></text></feedback><tolerance>0</tolerance></answer>",
                    escape(&answer)
                );
            }
        }
        Shape::ShortAnswer => {
            xml += "    <usecase>0</usecase>\n";
            for answer in bank::written_answers(question, text) {
                let _ = writeln!(
                    xml,
                    "    <answer fraction=\"100\" format=\"moodle_auto_format\"><text>{}</text><feedback format=\"html\"><text></text></feedback></answer>",
                    escape(&answer)
                );
            }
        }
        Shape::MultiChoice => {
            xml += "    <single>true</single>\n    <shuffleanswers>0</shuffleanswers>\n    <answernumbering>123</answernumbering>\n";
            for (choice, right) in bank::options(question, text) {
                let fraction = if right { 100 } else { 0 };
                let _ = writeln!(
                    xml,
                    "    <answer fraction=\"{fraction}\" format=\"plain_text\"><text>{}</text><feedback format=\"html\"><text></text></feedback></answer>",
                    escape(&choice)
                );
            }
        }
    }
    let _ = writeln!(
        xml,
        "    <tags><tag><text>puzzlelab</text></tag><tag><text>{}</text></tag><tag><text>{}</text></tag><tag><text>seed-{}</text></tag></tags>",
        question.kind, question.level, question.seed
    );
    xml + "  </question>\n"
}
