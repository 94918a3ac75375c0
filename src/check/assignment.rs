//! `puzzlelab check assignment N`: an assignment's graded check, on the student's starter
//! files, in the format a student or a course's grader reads. `cargo run --example
//! assignment_N` runs exactly this.
//!
//! Exit codes: 0 every test passed, 1 a test failed (what GitHub Classroom's command grader
//! reads), 2 bad input.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use clap::ValueEnum;
use puzzlelab_assignments::{starter_suite, Hidden, COUNT};
use puzzlelab_rules::Lang;

use crate::exit::{Exit, GAVE_UP};
use crate::input::{self, Source};

/// How the grade is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For a student: a line per test, a hint under each failure, the score.
    Text,
    /// The `puzzlelab-grade/1` JSON report.
    Json,
    /// Gradescope's `results.json`.
    Gradescope,
    /// JUnit XML, for CI systems.
    Junit,
}

/// Arguments of `check assignment`.
#[derive(clap::Args)]
pub struct Args {
    /// The assignment: 1 to 8.
    #[arg(value_parser = clap::value_parser!(u8).range(1..=COUNT as i64))]
    number: u8,
    /// The language of the report: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// How the grade is written.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// The seconds each test may run before it counts as failed (an endless loop).
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0, value_parser = seconds)]
    time_limit: f64,
    /// Write the report to this file (atomically) instead of standard output.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// A teacher's hidden cases (one a line: `board WxH T1 T2 ...`, `seed N`, `pile P T`,
    /// `takes T ...`, `pattern T ...`), graded by the same tests after the public ones.
    #[arg(long, value_name = "FILE")]
    hidden: Option<PathBuf>,
}

/// The largest hidden-case file read.
const MAX_HIDDEN_BYTES: u64 = 1 << 20;

/// A time limit from 0.1 s to an hour.
fn seconds(text: &str) -> Result<f64, String> {
    let s: f64 = text
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds"))?;
    if (0.1..=3600.0).contains(&s) {
        Ok(s)
    } else {
        Err(format!("{s} s: give 0.1 to 3600 seconds"))
    }
}

/// Grades the assignment and writes the report; fails (exit 1) when a test failed.
pub fn run(args: Args) -> anyhow::Result<()> {
    let hidden = match &args.hidden {
        Some(path) => Some(read_hidden(path, args.number)?),
        None => None,
    };
    let suite = starter_suite(args.number, hidden.as_ref()).expect("the number is checked by clap");
    let grade = suite.grade(Duration::from_secs_f64(args.time_limit));
    let text = match args.format {
        Format::Text => grade.text(args.lang) + "\n",
        Format::Json => serde_json::to_string_pretty(&grade.json(args.lang))? + "\n",
        Format::Gradescope => serde_json::to_string_pretty(&grade.gradescope(args.lang))? + "\n",
        Format::Junit => grade.junit(args.lang),
    };
    match &args.out {
        Some(path) => puzzlelab_files::write(path, text.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => crate::out::print(format_args!("{text}"))?,
    }
    if grade.is_pass() {
        Ok(())
    } else {
        Err(Exit::new(GAVE_UP, "").into())
    }
}

/// The hidden cases of `path` for assignment `number`.
fn read_hidden(path: &std::path::Path, number: u8) -> anyhow::Result<Hidden> {
    let text = input::read_text(Source::of(path), MAX_HIDDEN_BYTES, "a hidden-case file")?;
    Hidden::parse(&text, number).with_context(|| format!("{}", path.display()))
}
