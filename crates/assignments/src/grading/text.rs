//! The report a student reads: a line per test with its points, and under a failure the
//! smallest example, what was expected there and where to look; the score last. Its words are
//! in [`super::messages`].

use std::fmt::Write as _;

use puzzlelab_rules::Lang;

use super::messages::Messages;
use super::{Grade, Verdict, Visibility};

impl Grade {
    /// The line under the title naming the file to edit and the statement to read.
    pub fn where_to_work(&self, lang: Lang) -> Option<String> {
        let files = crate::files(self.number)?;
        Some(Messages::new(lang).where_to_work(&files))
    }

    /// The report in `lang`, for a student: a hidden test shows its verdict and points, never
    /// its cases.
    pub fn text(&self, lang: Lang) -> String {
        self.report(lang, false)
    }

    /// The report in `lang`, hidden tests' cases shown when `reveal` (for the teacher).
    pub fn report(&self, lang: Lang, reveal: bool) -> String {
        let words = Messages::new(lang);
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title.get(lang));
        if let Some(line) = self.where_to_work(lang) {
            let _ = writeln!(out, "{line}");
        }
        for o in &self.outcomes {
            let mark = words.mark(&o.verdict);
            let line = match &o.verdict {
                Verdict::Passed(found) => found.get(lang).to_string(),
                Verdict::Failed(_) if o.visibility == Visibility::Hidden && !reveal => {
                    words.failed_hidden().to_string()
                }
                Verdict::Failed(f) => f.what.get(lang).to_string(),
                Verdict::TimedOut(limit) => words.timed_out(*limit),
                Verdict::Panicked(message) => words.panicked(message),
                Verdict::Skipped(need) => words.skipped(need),
            };
            // a test worth no points is a requirement: what the starter already does right,
            // guarding the points that follow
            let points = match o.max_score {
                0 => words.required().to_string(),
                max => format!("{}/{max}", o.score),
            };
            let _ = writeln!(
                out,
                "  {mark:<5} {} ({points}): {}",
                o.id,
                o.title.get(lang)
            );
            let indent = "        ";
            for part in line.lines() {
                let _ = writeln!(out, "{indent}{part}");
            }
            if let Verdict::Failed(f) = &o.verdict {
                if o.visibility == Visibility::Hidden && !reveal {
                    let _ = writeln!(out, "{indent}{}", words.hidden_cases());
                    continue;
                }
                for (label, said) in [
                    (words.smallest_example(), &f.example),
                    (words.expected(), &f.expected),
                    (words.where_to_look(), &f.look),
                ] {
                    let said = said.get(lang);
                    if !said.is_empty() {
                        let _ = writeln!(out, "{indent}{label} {said}");
                    }
                }
            }
        }
        out.push_str(&words.score(self.score(), self.max_score(), self.is_pass()));
        out
    }
}
