//! The report a student reads: a line per test with its points, and under a failure the
//! smallest example, what was expected there and where to look; the score last.

use std::fmt::Write as _;

use puzzlelab_rules::Lang;

use super::{Grade, Verdict, Visibility};

impl Grade {
    /// The line under the title naming the file to edit and the statement to read.
    pub fn where_to_work(&self, lang: Lang) -> Option<String> {
        let files = crate::files(self.number)?;
        Some(match lang {
            Lang::En => format!(
                "  your file: {} · the statement: {}",
                files.starter, files.statement
            ),
            Lang::Ru => format!(
                "  ваш файл: {} · условие: {}",
                files.starter, files.statement_ru
            ),
        })
    }

    /// The report in `lang`, for a student: a hidden test shows its verdict and points, never
    /// its cases.
    pub fn text(&self, lang: Lang) -> String {
        self.report(lang, false)
    }

    /// The report in `lang`, hidden tests' cases shown when `reveal` (for the teacher).
    pub fn report(&self, lang: Lang, reveal: bool) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title.get(lang));
        if let Some(line) = self.where_to_work(lang) {
            let _ = writeln!(out, "{line}");
        }
        for o in &self.outcomes {
            let (mark, line) = match &o.verdict {
                Verdict::Passed(found) => (lang.pick("ok", "да"), found.get(lang).to_string()),
                Verdict::Failed(_) if o.visibility == Visibility::Hidden && !reveal => (
                    lang.pick("FAIL", "НЕТ"),
                    lang.pick(
                        "failed on the teacher's cases",
                        "не пройдён на примерах преподавателя",
                    )
                    .to_string(),
                ),
                Verdict::Failed(f) => (lang.pick("FAIL", "НЕТ"), f.what.get(lang).to_string()),
                Verdict::TimedOut(limit) => (
                    lang.pick("TIME", "ВРЕМЯ"),
                    match lang {
                        Lang::En => format!(
                            "did not finish within {} s: an endless loop, or far too slow",
                            limit.as_secs_f64()
                        ),
                        Lang::Ru => format!(
                            "не закончился за {} с: бесконечный цикл или слишком медленно",
                            lang.decimal(limit.as_secs_f64(), 0)
                        ),
                    },
                ),
                Verdict::Panicked(message) => (
                    lang.pick("PANIC", "СБОЙ"),
                    format!(
                        "{}: {message}",
                        lang.pick("the code panicked", "код упал с паникой")
                    ),
                ),
                Verdict::Skipped(need) => (
                    lang.pick("SKIP", "ПРОП"),
                    match lang {
                        Lang::En => format!("not run: {need} must pass first"),
                        Lang::Ru => format!("не запускался: сначала должен пройти {need}"),
                    },
                ),
            };
            // a test worth no points is a requirement: what the starter already does right,
            // guarding the points that follow
            let points = match o.max_score {
                0 => lang.pick("required", "обязательно").to_string(),
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
                    let _ = writeln!(
                        out,
                        "{indent}{}",
                        lang.pick(
                            "(a hidden test: its cases are the teacher's)",
                            "(скрытый тест: его примеры — у преподавателя)"
                        )
                    );
                    continue;
                }
                for (label, said) in [
                    (
                        lang.pick("smallest example:", "наименьший пример:"),
                        &f.example,
                    ),
                    (lang.pick("expected:", "ожидалось:"), &f.expected),
                    (lang.pick("where to look:", "где искать:"), &f.look),
                ] {
                    let said = said.get(lang);
                    if !said.is_empty() {
                        let _ = writeln!(out, "{indent}{label} {said}");
                    }
                }
            }
        }
        let verdict = match (self.is_pass(), lang) {
            (true, Lang::En) => "PASS",
            (false, Lang::En) => "FAIL",
            (true, Lang::Ru) => "ЗАЧТЕНО",
            (false, Lang::Ru) => "НЕ ЗАЧТЕНО",
        };
        let _ = write!(
            out,
            "{} {}/{} ({verdict})",
            lang.pick("Score:", "Баллы:"),
            self.score(),
            self.max_score()
        );
        out
    }
}
