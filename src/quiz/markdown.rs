//! A quiz on paper: a Markdown sheet of numbered questions (each board drawn in a code block,
//! the choices listed, how to answer said), and its answer key, a second file beside it
//! (`quiz.md` → `quiz-key.md`): each question's answer, the other answers accepted, why it is
//! right, and what its level was measured on.

use std::fmt::Write as _;

use puzzlelab_quiz::Question;
use puzzlelab_rules::boxed::Style;

use super::bank;
use super::messages::Messages;

/// The sheet of `questions` (made by `command`), its key named `key`.
pub fn sheet(questions: &[Question], command: &str, key: &str, text: &Messages) -> String {
    let mut md = format!(
        "# {}\n\n{}\n",
        text.sheet_title(),
        text.sheet_intro(questions.len(), command, key)
    );
    for (i, question) in questions.iter().enumerate() {
        let _ = write!(
            md,
            "\n{}\n\n{}\n",
            text.numbered(i + 1, &bank::name(question)),
            question.text
        );
        if let Some(board) = bank::board(question) {
            let _ = write!(md, "\n```text\n{}```\n", board.boxed(Style::Lines));
        }
        if !question.choices.is_empty() {
            md += "\n";
            for (k, choice) in question.choices.iter().enumerate() {
                let _ = writeln!(md, "{}. {choice}", k + 1);
            }
        }
        let _ = write!(md, "\n*{}: {}*\n", text.answer_label(), question.how);
    }
    md
}

/// The answer key of `questions`, for the sheet named `sheet`.
pub fn key(questions: &[Question], sheet: &str, text: &Messages) -> String {
    let mut md = format!("# {}\n\n{}\n", text.key_title(), text.key_intro(sheet));
    for (i, question) in questions.iter().enumerate() {
        let answer = match question.answer.trim() {
            "" => text.none_words()[0],
            answer => answer,
        };
        let _ = write!(
            md,
            "\n{}\n\n{} `{answer}`\n",
            text.numbered(i + 1, &bank::name(question)),
            text.key_answer(),
        );
        let others: Vec<String> = question
            .accepted
            .iter()
            .filter(|a| !a.is_empty() && question.check(a).right)
            .filter(|a| {
                question
                    .form
                    .canonical(&question.answer, &question.choices)
                    .as_ref()
                    != Some(*a)
            })
            .map(|a| format!("`{a}`"))
            .collect();
        if !others.is_empty() {
            let _ = write!(md, "\n{} {}\n", text.also_accepted(), others.join(", "));
        }
        let _ = write!(md, "\n{}\n", question.explanation);
        if !question.measured.is_empty() {
            let measured: Vec<String> = question
                .measured
                .iter()
                .map(|(what, n)| format!("{what} {n}"))
                .collect();
            let _ = write!(md, "\n*{} {}*\n", text.measured(), measured.join(", "));
        }
    }
    md
}
