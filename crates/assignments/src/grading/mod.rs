//! A graded check: named tests with points, run one after another on a student's code, each
//! under a time limit and after the tests it needs; a failure says what was expected, shows the
//! smallest example found and where to look, in English and Russian.
//!
//! One code path grades for everyone: a student's `cargo run --example assignment_N`, a
//! teacher's `puzzlelab check assignment N --hidden FILE --format gradescope`, and the tests of
//! this repository all build a [`Suite`] and call [`Suite::grade`]. What a student sees locally
//! and what a course's grader computes cannot disagree (the lesson nbgrader's "validate" and
//! "autograde" taught).

mod formats;
mod messages;
mod text;

use std::sync::mpsc;
use std::time::Duration;

use puzzlelab_rules::Lang;
use puzzlelab_solvers::clock::Stopwatch;

/// A text in both languages of the books.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// English.
    pub en: String,
    /// Russian.
    pub ru: String,
}

impl Said {
    /// A text given in both languages.
    pub fn new(en: impl Into<String>, ru: impl Into<String>) -> Said {
        Said {
            en: en.into(),
            ru: ru.into(),
        }
    }

    /// A text that reads the same in both (a board, a number).
    pub fn same(text: impl Into<String>) -> Said {
        let text = text.into();
        Said {
            en: text.clone(),
            ru: text,
        }
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Ru => &self.ru,
        }
    }
}

/// What a failed test tells the student.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong, in a line (`"17 of 340 boards counted wrongly"`).
    pub what: Said,
    /// The smallest failing example found and what the code answered (`"[1 0 2 3]: got 1"`).
    pub example: Said,
    /// What was expected there (`"0 inversions"`).
    pub expected: Said,
    /// Where to look: the function, and the idea it misses.
    pub look: Said,
}

/// What a test found: a line on what passed, or a failure.
pub type Found = Result<Said, Box<Failure>>;

/// A test's failure, as the test returns it.
pub fn failed(failure: Failure) -> Found {
    Err(Box::new(failure))
}

/// Whether a test's cases are shown to students.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// The repository's own cases: students run them.
    Public,
    /// A teacher's cases from a file of their own: graded, their details not shown.
    Hidden,
}

/// One test: a name, points, the tests it needs, and the work.
pub struct Test {
    /// A short name, unique within its suite (`"is_legal"`, `"hidden:inversions"`).
    pub id: String,
    /// What it checks, for the report.
    pub title: Said,
    /// What passing it is worth. A test worth 0 is a requirement: what the starter already
    /// does right, shown as required; no test worth points runs until every requirement
    /// before it passed.
    pub points: u32,
    /// Tests (by id) that must pass before this one runs.
    pub needs: Vec<String>,
    /// Public or hidden.
    pub visibility: Visibility,
    /// The check itself, run on a thread of its own under the suite's time limit.
    pub run: Box<dyn FnOnce() -> Found + Send>,
}

impl Test {
    /// A public test with no prerequisite.
    pub fn new(
        id: &str,
        title: Said,
        points: u32,
        run: impl FnOnce() -> Found + Send + 'static,
    ) -> Test {
        Test {
            id: id.into(),
            title,
            points,
            needs: Vec::new(),
            visibility: Visibility::Public,
            run: Box::new(run),
        }
    }

    /// The same test, run only once `ids` have passed.
    pub fn after(mut self, ids: &[&str]) -> Test {
        self.needs.extend(ids.iter().map(|id| id.to_string()));
        self
    }

    /// The same test on a teacher's cases: `hidden:ID`, hidden, after the public tests it
    /// needs (a hidden case is graded only where the public ones already pass).
    pub fn hidden(mut self) -> Test {
        self.id = format!("hidden:{}", self.id);
        self.visibility = Visibility::Hidden;
        self
    }
}

/// An assignment's tests, in the order they run.
pub struct Suite {
    /// The assignment's number.
    pub number: u8,
    /// Its title.
    pub title: Said,
    /// The tests.
    pub tests: Vec<Test>,
}

/// How a test ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It passed: what it found.
    Passed(Said),
    /// It failed: why, an example, what was expected, where to look.
    Failed(Failure),
    /// It did not finish within the time limit (a student's endless loop).
    TimedOut(Duration),
    /// The student's code panicked: the panic's message.
    Panicked(String),
    /// It was not run: this test it needs did not pass.
    Skipped(String),
}

/// One test's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The test's id.
    pub id: String,
    /// What it checks.
    pub title: Said,
    /// The points earned: all of them on a pass, none otherwise.
    pub score: u32,
    /// The points it was worth.
    pub max_score: u32,
    /// Public or hidden.
    pub visibility: Visibility,
    /// How it ended.
    pub verdict: Verdict,
    /// How long it ran.
    pub seconds: f64,
}

/// A graded suite: every test's outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    /// The assignment's number.
    pub number: u8,
    /// Its title.
    pub title: Said,
    /// The tests' outcomes, in the order they ran.
    pub outcomes: Vec<Outcome>,
}

/// The time a test may run by default: generous for a correct solution, short for a loop.
pub const TIME_LIMIT: Duration = Duration::from_secs(10);

impl Suite {
    /// Runs every test in order, each on its own thread for at most `limit` (a test still
    /// running then is abandoned, its thread left to the end of the process), after the tests
    /// it needs.
    pub fn grade(self, limit: Duration) -> Grade {
        let mut outcomes: Vec<Outcome> = Vec::new();
        for test in self.tests {
            let passed = |o: &Outcome| matches!(o.verdict, Verdict::Passed(_));
            let needed = test
                .needs
                .iter()
                .find(|need| !outcomes.iter().any(|o| &o.id == *need && passed(o)));
            // points are earned only on top of every requirement (a test worth none) before
            let required = outcomes
                .iter()
                .find(|o| test.points > 0 && o.max_score == 0 && !passed(o))
                .map(|o| &o.id);
            let started = Stopwatch::start();
            let verdict = match needed.or(required) {
                Some(need) => Verdict::Skipped(need.clone()),
                None => run_within(test.run, limit),
            };
            let score = if matches!(verdict, Verdict::Passed(_)) {
                test.points
            } else {
                0
            };
            outcomes.push(Outcome {
                id: test.id,
                title: test.title,
                score,
                max_score: test.points,
                visibility: test.visibility,
                verdict,
                seconds: started.elapsed().as_secs_f64(),
            });
        }
        Grade {
            number: self.number,
            title: self.title,
            outcomes,
        }
    }
}

/// Runs `work` on a thread of its own, for at most `limit`.
fn run_within(work: Box<dyn FnOnce() -> Found + Send>, limit: Duration) -> Verdict {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("graded test".into())
        .spawn(move || {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
            let _ = tx.send(result);
        });
    if let Err(e) = spawned {
        return Verdict::Panicked(format!("the test's thread could not start: {e}"));
    }
    match rx.recv_timeout(limit) {
        Ok(Ok(Ok(line))) => Verdict::Passed(line),
        Ok(Ok(Err(failure))) => Verdict::Failed(*failure),
        Ok(Err(panic)) => Verdict::Panicked(panic_message(panic.as_ref())),
        Err(mpsc::RecvTimeoutError::Timeout) => Verdict::TimedOut(limit),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Verdict::Panicked("the test ended without a result".into())
        }
    }
}

/// The message a panic carried.
fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

impl Grade {
    /// The points earned.
    pub fn score(&self) -> u32 {
        self.outcomes.iter().map(|o| o.score).sum()
    }

    /// The points there were.
    pub fn max_score(&self) -> u32 {
        self.outcomes.iter().map(|o| o.max_score).sum()
    }

    /// Whether every test passed (and there was one).
    pub fn is_pass(&self) -> bool {
        !self.outcomes.is_empty()
            && self
                .outcomes
                .iter()
                .all(|o| matches!(o.verdict, Verdict::Passed(_)))
    }

    /// The outcome of the test `id`.
    pub fn outcome(&self, id: &str) -> Option<&Outcome> {
        self.outcomes.iter().find(|o| o.id == id)
    }
}

/// The first `n` distinct items of `failures`: the examples a report shows.
pub fn first_examples(failures: &[String], n: usize) -> Vec<&String> {
    let mut shown: Vec<&String> = Vec::new();
    for failure in failures {
        if shown.len() < n && !shown.contains(&failure) {
            shown.push(failure);
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass() -> Found {
        Ok(Said::same("fine"))
    }

    fn fail() -> Found {
        failed(Failure {
            what: Said::same("wrong"),
            ..Failure::default()
        })
    }

    #[test]
    fn points_prerequisites_and_limits() {
        let suite = Suite {
            number: 9,
            title: Said::same("t"),
            tests: vec![
                Test::new("a", Said::same("a"), 3, pass),
                Test::new("b", Said::same("b"), 2, fail),
                Test::new("c", Said::same("c"), 4, pass).after(&["b"]),
                Test::new("e", Said::same("e"), 1, || panic!("index out of bounds")),
            ],
        };
        let grade = suite.grade(TIME_LIMIT);
        assert_eq!((grade.score(), grade.max_score()), (3, 10));
        assert!(!grade.is_pass());
        let verdict = |id: &str| grade.outcome(id).unwrap().verdict.clone();
        assert!(matches!(verdict("a"), Verdict::Passed(_)));
        assert!(matches!(verdict("b"), Verdict::Failed(_)));
        assert_eq!(verdict("c"), Verdict::Skipped("b".into()));
        assert_eq!(
            verdict("e"),
            Verdict::Panicked("index out of bounds".into())
        );
    }

    #[test]
    fn a_test_that_never_ends_is_abandoned_at_its_limit() {
        let suite = Suite {
            number: 9,
            title: Said::same("t"),
            tests: vec![Test::new("d", Said::same("d"), 1, || loop {
                std::thread::sleep(Duration::from_millis(5));
            })],
        };
        let grade = suite.grade(Duration::from_millis(200));
        let verdict = &grade.outcome("d").unwrap().verdict;
        assert_eq!(*verdict, Verdict::TimedOut(Duration::from_millis(200)));
    }

    #[test]
    fn a_hidden_test_runs_after_the_public_tests_it_needs() {
        let test = Test::new("c", Said::same("c"), 1, pass)
            .after(&["a"])
            .hidden();
        assert_eq!(test.id, "hidden:c");
        assert_eq!(test.needs, vec!["a".to_string()]);
        assert_eq!(test.visibility, Visibility::Hidden);
    }
}
