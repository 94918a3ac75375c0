//! A grade in the formats graders read: our JSON report (`puzzlelab-grade/1`), Gradescope's
//! `results.json` and JUnit XML. Each is the same [`Grade`]; only the spelling differs.

use puzzlelab_rules::Lang;
use serde_json::{json, Value};

use super::{Grade, Outcome, Verdict, Visibility};

/// The schema name of our JSON report.
pub const SCHEMA: &str = "puzzlelab-grade/1";

impl Outcome {
    /// `passed`, `failed`, `timed_out`, `panicked` or `skipped`.
    pub fn status(&self) -> &'static str {
        match self.verdict {
            Verdict::Passed(_) => "passed",
            Verdict::Failed(_) => "failed",
            Verdict::TimedOut(_) => "timed_out",
            Verdict::Panicked(_) => "panicked",
            Verdict::Skipped(_) => "skipped",
        }
    }

    /// What the report says of it in `lang`: the line, and for a failure the example, the
    /// expected value and where to look (a hidden test's only when `reveal`).
    pub fn message(&self, lang: Lang, reveal: bool) -> String {
        let one = Grade {
            number: 0,
            title: super::Said::default(),
            outcomes: vec![self.clone()],
        };
        let text = one.report(lang, reveal);
        // the one test's lines, without the empty title and the score
        let lines: Vec<&str> = text.lines().collect();
        lines[1..lines.len().saturating_sub(1)]
            .iter()
            .map(|l| l.trim())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl Grade {
    /// Our JSON report, for the teacher: every test with its points, status and message in
    /// `lang`, hidden tests' cases included.
    pub fn json(&self, lang: Lang) -> Value {
        json!({
            "schema": SCHEMA,
            "assignment": self.number,
            "title": self.title.get(lang),
            "starter": crate::files(self.number).map(|f| f.starter),
            "statement": crate::files(self.number).map(|f| f.statement),
            "score": self.score(),
            "max_score": self.max_score(),
            "passed": self.is_pass(),
            "tests": self.outcomes.iter().map(|o| json!({
                "id": o.id,
                "title": o.title.get(lang),
                "score": o.score,
                "max_score": o.max_score,
                "status": o.status(),
                "hidden": o.visibility == Visibility::Hidden,
                "seconds": o.seconds,
                "message": o.message(lang, true),
            })).collect::<Vec<_>>(),
        })
    }

    /// Gradescope's `results.json`: the score, and per test its score, maximum, status, name,
    /// output and visibility (a hidden test `after_published`: students see it once grades are
    /// published, without its cases).
    pub fn gradescope(&self, lang: Lang) -> Value {
        let tests: Vec<Value> = self
            .outcomes
            .iter()
            .enumerate()
            .map(|(k, o)| {
                json!({
                    "score": o.score,
                    "max_score": o.max_score,
                    "status": if o.score == o.max_score { "passed" } else { "failed" },
                    "name": format!("{}: {}", o.id, o.title.get(lang)),
                    "number": format!("{}.{}", self.number, k + 1),
                    "output": o.message(lang, false),
                    "visibility": match o.visibility {
                        Visibility::Public => "visible",
                        Visibility::Hidden => "after_published",
                    },
                })
            })
            .collect();
        json!({
            "score": self.score(),
            "execution_time": self.outcomes.iter().map(|o| o.seconds).sum::<f64>().ceil() as u64,
            "output": match self.where_to_work(lang) {
                Some(line) => format!("{}\n{}", self.title.get(lang), line.trim()),
                None => self.title.get(lang).to_string(),
            },
            "visibility": "visible",
            "stdout_visibility": "hidden",
            "tests": tests,
        })
    }

    /// JUnit XML, for the teacher's CI: one `<testsuite>` of the assignment, a `<testcase>` per
    /// test (a failure, an error for a timeout or a panic, `<skipped>` for a test not run).
    pub fn junit(&self, lang: Lang) -> String {
        let count = |status: &[&str]| {
            self.outcomes
                .iter()
                .filter(|o| status.contains(&o.status()))
                .count()
        };
        let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let time: f64 = self.outcomes.iter().map(|o| o.seconds).sum();
        xml.push_str(&format!(
            "<testsuites tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{time:.3}\">\n",
            self.outcomes.len(),
            count(&["failed"]),
            count(&["timed_out", "panicked"]),
            count(&["skipped"]),
        ));
        xml.push_str(&format!(
            "  <testsuite name=\"assignment-{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{time:.3}\">\n",
            self.number,
            self.outcomes.len(),
            count(&["failed"]),
            count(&["timed_out", "panicked"]),
            count(&["skipped"]),
        ));
        for o in &self.outcomes {
            xml.push_str(&format!(
                "    <testcase classname=\"assignment-{}\" name=\"{}\" time=\"{:.3}\">",
                self.number,
                escape(&o.id),
                o.seconds
            ));
            let message = escape(&o.message(lang, true));
            let first = message.lines().next().unwrap_or("").to_string();
            match o.status() {
                "passed" => {}
                "failed" => xml.push_str(&format!(
                    "\n      <failure message=\"{first}\">{message}</failure>\n    "
                )),
                "skipped" => xml.push_str(&format!("\n      <skipped message=\"{first}\"/>\n    ")),
                _ => xml.push_str(&format!(
                    "\n      <error message=\"{first}\">{message}</error>\n    "
                )),
            }
            xml.push_str("</testcase>\n");
        }
        xml.push_str("  </testsuite>\n</testsuites>\n");
        xml
    }
}

/// `text` safe inside an XML attribute or element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
