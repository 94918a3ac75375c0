//! What a self-check says: what passed, what failed, and examples to act on.

use std::fmt;

use puzzlelab_rules::Lang;

/// The verdict of one self-check: a line per check made, and the failures with examples.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The assignment's title.
    pub title: String,
    /// Checks that passed, one line each.
    pub passed: Vec<String>,
    /// Checks that failed, one line each, with an example a student can reproduce.
    pub failed: Vec<String>,
    /// The language of the verdict's words.
    pub lang: Lang,
}

impl Report {
    /// An empty report for the assignment `title`.
    pub fn new(title: impl Into<String>) -> Report {
        Report {
            title: title.into(),
            ..Report::default()
        }
    }

    /// The same report with its verdict in `lang` (its lines are written by the check).
    pub fn in_lang(self, lang: Lang) -> Report {
        Report { lang, ..self }
    }

    /// Records one check: `ok` decides whether `line` goes to the passed or the failed list.
    pub fn check(&mut self, ok: bool, line: impl Into<String>) {
        if ok {
            self.passed.push(line.into());
        } else {
            self.failed.push(line.into());
        }
    }

    /// Whether every check passed (and at least one was made).
    pub fn is_pass(&self) -> bool {
        self.failed.is_empty() && !self.passed.is_empty()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.title)?;
        for line in &self.passed {
            writeln!(f, "  {}    {line}", self.lang.pick("ok", "да"))?;
        }
        for line in &self.failed {
            writeln!(f, "  {}  {line}", self.lang.pick("FAIL", "НЕТ "))?;
        }
        let (passed, failed) = (self.passed.len(), self.failed.len());
        match (self.lang, self.is_pass()) {
            (Lang::En, pass) => {
                let verdict = if pass { "PASS" } else { "FAIL" };
                write!(f, "{verdict}: {passed} passed, {failed} failed")
            }
            (Lang::Ru, pass) => {
                let verdict = if pass {
                    "ЗАЧТЕНО"
                } else {
                    "НЕ ЗАЧТЕНО"
                };
                write!(f, "{verdict}: пройдено {passed}, не пройдено {failed}")
            }
        }
    }
}
