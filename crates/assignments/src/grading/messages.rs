//! The words of a grade's report, in English and in Russian side by side: the file to edit,
//! each test's mark and line, the labels under a failure, and the score.

use std::time::Duration;

use puzzlelab_rules::Lang;

use super::Verdict;
use crate::Files;

/// The words of a grade's report in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The line naming the file to edit and the statement to read (in this language).
    pub(crate) fn where_to_work(&self, files: &Files) -> String {
        match self.lang {
            Lang::En => format!(
                "  your file: {} · the statement: {}",
                files.starter, files.statement
            ),
            Lang::Ru => format!(
                "  ваш файл: {} · условие: {}",
                files.starter, files.statement_ru
            ),
        }
    }

    /// The mark a test's line starts with, one word for each kind of verdict.
    pub(crate) fn mark(&self, verdict: &Verdict) -> &'static str {
        match verdict {
            Verdict::Passed(_) => self.lang.pick("ok", "да"),
            Verdict::Failed(_) => self.lang.pick("FAIL", "НЕТ"),
            Verdict::TimedOut(_) => self.lang.pick("TIME", "ВРЕМЯ"),
            Verdict::Panicked(_) => self.lang.pick("PANIC", "СБОЙ"),
            Verdict::Skipped(_) => self.lang.pick("SKIP", "ПРОП"),
        }
    }

    /// A hidden test's failure, as a student reads it.
    pub(crate) fn failed_hidden(&self) -> &'static str {
        self.lang.pick(
            "failed on the teacher's cases",
            "не пройдён на примерах преподавателя",
        )
    }

    /// A test stopped by the time `limit`.
    pub(crate) fn timed_out(&self, limit: Duration) -> String {
        match self.lang {
            Lang::En => format!(
                "did not finish within {} s: an endless loop, or far too slow",
                limit.as_secs_f64()
            ),
            Lang::Ru => format!(
                "не закончился за {} с: бесконечный цикл или слишком медленно",
                self.lang.decimal(limit.as_secs_f64(), 0)
            ),
        }
    }

    /// The student's code panicked with `message`.
    pub(crate) fn panicked(&self, message: &str) -> String {
        format!(
            "{}: {message}",
            self.lang.pick("the code panicked", "код упал с паникой")
        )
    }

    /// A test not run because the test `need` did not pass.
    pub(crate) fn skipped(&self, need: &str) -> String {
        match self.lang {
            Lang::En => format!("not run: {need} must pass first"),
            Lang::Ru => format!("не запускался: сначала должен пройти {need}"),
        }
    }

    /// What a test worth no points shows for its points: it is required.
    pub(crate) fn required(&self) -> &'static str {
        self.lang.pick("required", "обязательно")
    }

    /// The note under a hidden test's failure, in place of its cases.
    pub(crate) fn hidden_cases(&self) -> &'static str {
        self.lang.pick(
            "(a hidden test: its cases are the teacher's)",
            "(скрытый тест: его примеры — у преподавателя)",
        )
    }

    /// The label of a failure's smallest example.
    pub(crate) fn smallest_example(&self) -> &'static str {
        self.lang.pick("smallest example:", "наименьший пример:")
    }

    /// The label of what was expected in the example.
    pub(crate) fn expected(&self) -> &'static str {
        self.lang.pick("expected:", "ожидалось:")
    }

    /// The label of where to look for the mistake.
    pub(crate) fn where_to_look(&self) -> &'static str {
        self.lang.pick("where to look:", "где искать:")
    }

    /// The report's last line: `score` of `max` points, and whether that passes.
    pub(crate) fn score(&self, score: u32, max: u32, pass: bool) -> String {
        let verdict = match (pass, self.lang) {
            (true, Lang::En) => "PASS",
            (false, Lang::En) => "FAIL",
            (true, Lang::Ru) => "ЗАЧТЕНО",
            (false, Lang::Ru) => "НЕ ЗАЧТЕНО",
        };
        format!(
            "{} {score}/{max} ({verdict})",
            self.lang.pick("Score:", "Баллы:")
        )
    }
}
