//! What every exported bank says of a question, decided once: its name (`KIND-LEVEL-SEED`,
//! which makes it again), the kind of question a quiz system asks it as, its right answers
//! written the ways a quiz system compares as text, its choices, and its text with the board
//! as HTML. Every answer a bank calls right is one the question's own checker accepts, and
//! every choice it calls wrong one the checker refuses: the bank is filtered through
//! [`Question::check`], never decided beside it.

use std::path::{Path, PathBuf};

use puzzlelab_quiz::{Form, Question, Topic};
use puzzlelab_rules::Board;

use super::messages::Messages;

/// A question's name in a bank: `after-moves-easy-7`.
pub fn name(question: &Question) -> String {
    format!("{}-{}-{}", question.kind, question.level, question.seed)
}

/// The category of a question in a bank: its lesson.
pub fn category(question: &Question) -> String {
    format!("$course$/puzzlelab/{}", question.kind.topic())
}

/// The questions as a bank holds them: grouped by lesson (in the lessons' order, each
/// lesson's questions in the quiz's order), so that each lesson's category is named once.
pub fn by_lesson(questions: &[Question]) -> Vec<&Question> {
    let lesson = |q: &&Question| Topic::ALL.iter().position(|t| *t == q.kind.topic());
    let mut grouped: Vec<&Question> = questions.iter().collect();
    grouped.sort_by_key(lesson);
    grouped
}

/// How a quiz system asks a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A number, compared as a number.
    Numerical,
    /// Text, compared with each right way of writing it.
    ShortAnswer,
    /// One of the offered choices (yes and no are two choices).
    MultiChoice,
}

/// How a quiz system asks `question`.
pub fn shape(question: &Question) -> Shape {
    match question.form {
        Form::Number => Shape::Numerical,
        Form::Numbers | Form::NumberSet | Form::Moves => Shape::ShortAnswer,
        Form::YesNo | Form::Choice => Shape::MultiChoice,
    }
}

/// The right answers of a question, canonical: the accepted ones, or its one answer.
fn canonical_answers(question: &Question) -> Vec<String> {
    if !question.accepted.is_empty() {
        return question.accepted.clone();
    }
    let answer = question
        .form
        .canonical(&question.answer, &question.choices)
        .unwrap_or_else(|| question.answer.clone());
    vec![answer]
}

/// The right answers of a question as a quiz system compares them, each written every common
/// way (the canonical way first; moves also spaced out, numbers also with commas, "nothing"
/// in the language's words), each accepted by the question's checker, none twice.
pub fn written_answers(question: &Question, text: &Messages) -> Vec<String> {
    let mut ways: Vec<String> = Vec::new();
    for answer in canonical_answers(question) {
        let mut these = Vec::new();
        if answer.is_empty() {
            these.extend(text.none_words().iter().map(|w| w.to_string()));
        } else {
            these.push(answer.clone());
            match question.form {
                Form::Moves => these.push(spaced(&answer)),
                Form::Numbers | Form::NumberSet => {
                    these.push(answer.replace(' ', ", "));
                    these.push(answer.replace(' ', ","));
                }
                _ => {}
            }
        }
        for way in these {
            if !ways.contains(&way) && question.check(&way).right {
                ways.push(way);
            }
        }
    }
    ways
}

/// Moves written one a word: `L L U`.
fn spaced(moves: &str) -> String {
    let letters: Vec<String> = moves.chars().map(String::from).collect();
    letters.join(" ")
}

/// The choices a quiz system offers for a question asked as [`Shape::MultiChoice`], in order,
/// each with whether the question's checker accepts it.
pub fn options(question: &Question, text: &Messages) -> Vec<(String, bool)> {
    let offered: Vec<String> = match question.form {
        Form::YesNo => text.yes_no().iter().map(|w| w.to_string()).collect(),
        _ => question.choices.clone(),
    };
    offered
        .into_iter()
        .map(|choice| {
            let right = question.check(&choice).right;
            (choice, right)
        })
        .collect()
}

/// How a bank tells the student to write the answer to `question`.
pub fn how(question: &Question, text: &Messages) -> String {
    format!(
        "{}: {}",
        text.answer_label(),
        text.how_in_bank(question.form)
    )
}

/// The question's board, to be drawn (`None` when it has none, or one that does not read).
pub fn board(question: &Question) -> Option<Board> {
    let line = question.board.as_deref()?;
    Board::parse_any(line, None).ok()
}

/// The question as HTML: its text, its board as a small table, how to answer (unless it is
/// a choice: the choices are the answers).
pub fn html(question: &Question, text: &Messages) -> String {
    let mut page = format!("<p>{}</p>", escape_html(&question.text));
    if let Some(board) = board(question) {
        page += &board_table(&board);
    } else if let Some(line) = &question.board {
        page += &format!("<pre>{}</pre>", escape_html(line));
    }
    if shape(question) != Shape::MultiChoice {
        page += &format!("<p><em>{}</em></p>", escape_html(&how(question, text)));
    }
    page
}

/// A board as an HTML table: a bordered cell a tile, the blank an empty grey cell.
fn board_table(board: &Board) -> String {
    let mut table = String::from(
        "<table border=\"1\" cellpadding=\"8\" style=\"border-collapse:collapse;text-align:center;font-weight:bold\">",
    );
    for row in board.tiles().chunks(board.width()) {
        table += "<tr>";
        for &tile in row {
            match tile {
                0 => table += "<td style=\"background:#ddd\"></td>",
                t => table += &format!("<td>{t}</td>"),
            }
        }
        table += "</tr>";
    }
    table + "</table>"
}

/// Text made safe inside HTML (and inside XML).
pub fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The answer key beside a Markdown sheet: `quiz.md` → `quiz-key.md`, `quiz` → `quiz-key`.
pub fn key_path(sheet: &Path) -> PathBuf {
    let stem = sheet
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match sheet.extension() {
        Some(ext) => format!("{stem}-key.{}", ext.to_string_lossy()),
        None => format!("{stem}-key"),
    };
    sheet.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_sits_beside_the_sheet() {
        assert_eq!(key_path(Path::new("/tmp/q.md")), Path::new("/tmp/q-key.md"));
        assert_eq!(key_path(Path::new("sheet")), Path::new("sheet-key"));
        assert_eq!(
            key_path(Path::new("a/b.quiz.md")),
            Path::new("a/b.quiz-key.md")
        );
    }

    #[test]
    fn html_is_escaped() {
        assert_eq!(escape_html("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
