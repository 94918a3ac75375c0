//! The quiz asked: each question printed with its board and how to answer, one answer read a
//! line, checked by the question itself, the verdict and the explanation printed, and the
//! score at the end, overall and per level. An answer that cannot be read in the question's
//! form is asked again, up to [`MAX_BAD_ANSWERS`] in a row; `quit` ends the quiz; so does the
//! end of the input. A terminal and a pipe are read alike.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use puzzlelab_quiz::{Level, Question};
use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::line::{next_line, MAX_BAD_ANSWERS};
use puzzlelab_rules::Lang;

use super::bank;
use super::draw::Draw;
use super::messages::Messages;

/// How a quiz ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Every question was answered.
    Finished,
    /// The student typed `quit`.
    Quit,
    /// The input ran out first.
    EndOfInput,
    /// [`MAX_BAD_ANSWERS`] answers in a row could not be read: bad input.
    Unreadable,
}

/// The right answers of those asked, per level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Score {
    by_level: BTreeMap<Level, (usize, usize)>,
}

impl Score {
    /// Counts one answer to a question of `level`.
    fn add(&mut self, level: Level, right: bool) {
        let (r, asked) = self.by_level.entry(level).or_default();
        *r += usize::from(right);
        *asked += 1;
    }

    /// The right answers and the questions answered.
    fn total(&self) -> (usize, usize) {
        self.by_level
            .values()
            .fold((0, 0), |(r, n), (right, asked)| (r + right, n + asked))
    }

    /// The score's lines: the total, then each level asked.
    fn lines(&self, text: &Messages) -> Vec<String> {
        let (right, asked) = self.total();
        let mut lines = vec![text.score(right, asked)];
        for (level, (right, asked)) in &self.by_level {
            lines.push(text.level_score(*level, *right, *asked));
        }
        lines
    }
}

/// Asks `count` questions drawn by `draw`, reading the answers from `input` and writing the
/// quiz, the verdicts and the score on `out`; says how it ended.
pub fn ask(
    draw: &mut Draw,
    count: usize,
    lang: Lang,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<Ending> {
    let text = Messages::new(lang);
    let mut score = Score::default();
    let mut ending = Ending::Finished;
    for i in 1..=count {
        let question = draw.next_question()?;
        show(&question, i, count, &text, out)?;
        let Some(answer) = read_answer(&question, &text, &mut input, out)? else {
            ending = Ending::EndOfInput;
            break;
        };
        match answer {
            Answer::Given(given) => {
                let verdict = question.check(&given);
                writeln!(out, "{}\n", verdict.feedback)?;
                score.add(question.level, verdict.right);
            }
            Answer::Quit => {
                ending = Ending::Quit;
                break;
            }
            Answer::Unreadable => {
                ending = Ending::Unreadable;
                break;
            }
        }
    }
    let answered = score.total().1;
    match ending {
        Ending::Finished | Ending::Unreadable => {}
        Ending::Quit => writeln!(out, "{}", text.quit(answered, count))?,
        Ending::EndOfInput => writeln!(out, "{}", text.input_ended(answered, count))?,
    }
    if ending != Ending::Unreadable {
        for line in score.lines(&text) {
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(ending)
}

/// Prints question `i` of `n`: its head, its text, its board, its choices, how to answer.
fn show(
    question: &Question,
    i: usize,
    n: usize,
    text: &Messages,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(out, "{}", text.question_head(i, n, question))?;
    writeln!(out, "{}", question.text)?;
    if let Some(board) = bank::board(question) {
        write!(out, "{}", board.boxed(Style::Lines))?;
    }
    for (k, choice) in question.choices.iter().enumerate() {
        writeln!(out, "  {}) {choice}", k + 1)?;
    }
    writeln!(out, "{}", text.your_answer(&question.how))?;
    out.flush()
}

/// What a line of input said.
enum Answer {
    /// An answer that reads in the question's form.
    Given(String),
    /// `quit`.
    Quit,
    /// Too many lines in a row that are no answer.
    Unreadable,
}

/// The next answer to `question`: lines that cannot be read in its form are refused and asked
/// again; `None` at the end of the input.
fn read_answer(
    question: &Question,
    text: &Messages,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<Option<Answer>> {
    let mut refused = 0;
    while let Some(line) = next_line(input)? {
        if Messages::is_quit(&line) {
            return Ok(Some(Answer::Quit));
        }
        let readable =
            !line.trim().is_empty() && question.form.canonical(&line, &question.choices).is_some();
        if readable {
            return Ok(Some(Answer::Given(line)));
        }
        refused += 1;
        if refused == MAX_BAD_ANSWERS {
            return Ok(Some(Answer::Unreadable));
        }
        writeln!(out, "{}", text.unreadable(&line, &question.how))?;
        out.flush()?;
    }
    Ok(None)
}
