//! A question bank in GIFT, Moodle's text format (Question bank → Import → GIFT format): a
//! `$CATEGORY:` per lesson, and each question as `::NAME::[html]TEXT{ANSWERS ####FEEDBACK}`:
//! `=ANSWER` for each right way of writing the answer, `{#=N:0}` for a number, `=RIGHT` and
//! `~WRONG` for the choices, the explanation as the general feedback after `####`. GIFT's
//! special characters (`~ = # { } :` and the backslash) are escaped with a backslash wherever
//! they occur in a name, a text or an answer, and a new line is written `\n`, as Moodle's own
//! GIFT writer does.

use std::fmt::Write as _;

use puzzlelab_quiz::Question;

use super::bank::{self, escape_html, Shape};
use super::messages::Messages;

/// The bank of `questions` (made by `command`) as GIFT text.
pub fn document(questions: &[Question], command: &str, text: &Messages) -> String {
    let mut gift = String::new();
    for line in text.bank_comment(questions.len(), command).lines() {
        let _ = writeln!(gift, "// {line}");
    }
    let mut category = String::new();
    for question in bank::by_lesson(questions) {
        let here = bank::category(question);
        if here != category {
            let _ = write!(gift, "\n$CATEGORY: {here}\n");
            category = here;
        }
        gift += "\n";
        gift += &entry(question, text);
    }
    gift
}

/// One question, ending with a new line.
fn entry(question: &Question, text: &Messages) -> String {
    let name = bank::name(question);
    let mut gift = format!(
        "// {name}: kind {}, level {}, seed {}\n",
        question.kind, question.level, question.seed
    );
    let _ = write!(
        gift,
        "::{}::[html]{}{{",
        escape(&name),
        escape(&bank::html(question, text))
    );
    match bank::shape(question) {
        Shape::Numerical => {
            gift += "#\n";
            for answer in bank::written_answers(question, text) {
                let _ = writeln!(gift, "\t={}:0", escape(&answer));
            }
        }
        Shape::ShortAnswer => {
            gift += "\n";
            for answer in bank::written_answers(question, text) {
                let _ = writeln!(gift, "\t={}", escape(&answer));
            }
        }
        Shape::MultiChoice => {
            gift += "\n";
            for (choice, right) in bank::options(question, text) {
                let mark = if right { '=' } else { '~' };
                let _ = writeln!(gift, "\t{mark}{}", escape(&escape_html(&choice)));
            }
        }
    }
    let feedback = format!("<p>{}</p>", escape_html(&question.explanation));
    let _ = writeln!(gift, "\t####{}\n}}", escape(&feedback));
    gift
}

/// Text with GIFT's special characters escaped: `~ = # { } :` and the backslash behind a
/// backslash, a new line as `\n`, a carriage return dropped.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '~' | '=' | '#' | '{' | '}' | ':' => {
                escaped.push('\\');
                escaped.push(c);
            }
            '\n' => escaped.push_str("\\n"),
            '\r' => {}
            c => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_special_character_is_escaped() {
        assert_eq!(
            escape("a~b=c#d{e}f:g\\h\ni"),
            "a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni"
        );
    }
}
