//! `puzzlelab check assignment N`: an assignment's graded check, on the student's starter
//! files, in the format a student or a course's grader reads. `cargo run --example
//! assignment_N` runs exactly this.
//!
//! Exit codes: 0 every test passed, 1 a test failed (what GitHub Classroom's command grader
//! reads), 2 bad input.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use clap::ValueEnum;
use puzzlelab_assignments::{starter_suite, Files, Hidden, COUNT};
use puzzlelab_rules::Lang;

use super::messages::Messages;
use crate::exit::{Exit, BAD_INPUT, GAVE_UP};
use crate::input::{self, Source, What};
use puzzlelab_rules::printable::printable;

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

/// The largest starter file compared with the one built in.
const MAX_STARTER_BYTES: u64 = 1 << 20;

/// The largest hidden-case file read.
const MAX_HIDDEN_BYTES: u64 = 1 << 20;

/// What a teacher's hidden cases are read as.
const HIDDEN: What = What::new(
    "a hidden-case file",
    "файл скрытых тестов",
    "файла скрытых тестов",
);

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

/// Set for the build a stale check starts, so that it never starts another.
const REBUILT: &str = "PUZZLELAB_REBUILT_FOR_CHECK";

/// Grades the assignment and writes the report; fails (exit 1) when a test failed. A starter
/// edited since this program was built is graded by a fresh build of it instead
/// ([`grade_fresh_build`]): a student is never graded on code other than their file.
pub fn run(args: Args) -> anyhow::Result<()> {
    let files = puzzlelab_assignments::files(args.number).expect("the number is checked by clap");
    if let Some(root) = edited_since_built(&files) {
        return grade_fresh_build(&args, &root, &files);
    }
    let hidden = match &args.hidden {
        Some(path) => Some(read_hidden(path, args.number)?),
        None => None,
    };
    let suite = starter_suite(args.number, hidden.as_ref()).expect("the number is checked by clap");
    let grade = suite.grade(Duration::from_secs_f64(args.time_limit));
    let text = match args.format {
        // the failures quote the student's code and the teacher's cases: shown, not obeyed
        Format::Text => printable(&grade.text(args.lang)).into_owned() + "\n",
        Format::Json => serde_json::to_string_pretty(&grade.json(args.lang))? + "\n",
        Format::Gradescope => serde_json::to_string_pretty(&grade.gradescope(args.lang))? + "\n",
        Format::Junit => grade.junit(args.lang),
    };
    match &args.out {
        Some(path) => puzzlelab_files::write(path, text.as_bytes())
            .map_err(|e| crate::messages::cannot_write(path).because(e))?,
        None => crate::out::print(format_args!("{text}"))?,
    }
    if grade.is_pass() {
        Ok(())
    } else {
        Err(Exit::new(GAVE_UP, "").into())
    }
}

/// The repository whose starter for `files` differs from the one compiled into this program,
/// if there is one: the first folder, from the current one up, that holds the starter, or else
/// the repository this program was built from (an installed `puzzlelab` remembers it).
fn edited_since_built(files: &Files) -> Option<PathBuf> {
    let here = std::env::current_dir().ok();
    let ancestors = here
        .iter()
        .flat_map(|dir| dir.ancestors().map(PathBuf::from));
    let built_from = option_env!("CARGO_MANIFEST_DIR").map(PathBuf::from);
    let root = ancestors
        .chain(built_from)
        .find(|root| root.join(files.starter).is_file())?;
    let path = root.join(files.starter);
    let on_disk = input::read_text(
        Source::of(&path),
        MAX_STARTER_BYTES,
        What::new("a starter", "заготовку", "заготовки"),
    )
    .ok()?;
    let same = |a: &str, b: &str| a.replace('\r', "") == b.replace('\r', "");
    (!same(&on_disk, files.compiled)).then_some(root)
}

/// Grades the starter as it is now: `cargo run --example assignment_N` in `root` rebuilds the
/// program with it and runs this check with the same options, its report and exit code
/// passed on. Without cargo, or if the fresh build is stale too, says the one command to run.
///
/// A build can take minutes, so it is announced on stderr, with why; on a terminal cargo shows
/// its own progress, elsewhere (a grader's log) it is quiet.
fn grade_fresh_build(args: &Args, root: &Path, files: &Files) -> anyhow::Result<()> {
    let text = Messages::new(args.lang);
    let example = format!("assignment_{}", args.number);
    let advice = text.run_this(&example, root);
    if std::env::var_os(REBUILT).is_some() {
        return Err(Exit::new(BAD_INPUT, text.still_stale(files.starter, &advice)).into());
    }
    crate::exit::warn(text.rebuilding(files.starter, &example));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let progress = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let status = std::process::Command::new(cargo)
        .current_dir(root)
        .arg("run")
        .args((!progress).then_some("--quiet"))
        .args(["--example", &example, "--"])
        .args(same_options(args)?)
        .env(REBUILT, "1")
        .status();
    match status {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(Exit::new(status.code().unwrap_or(1) as u8, "").into()),
        Err(e) => Err(Exit::new(BAD_INPUT, text.cannot_rebuild(files.starter, &e, &advice)).into()),
    }
}

/// `args`' options as words for the fresh build, paths made absolute (it runs elsewhere).
fn same_options(args: &Args) -> anyhow::Result<Vec<std::ffi::OsString>> {
    let absolute = |path: &Path| -> anyhow::Result<std::ffi::OsString> {
        Ok(std::path::absolute(path)?.into_os_string())
    };
    let format = args
        .format
        .to_possible_value()
        .expect("every format has a name");
    let mut words: Vec<std::ffi::OsString> = vec![
        "--lang".into(),
        args.lang.to_string().into(),
        "--format".into(),
        format.get_name().into(),
        "--time-limit".into(),
        args.time_limit.to_string().into(),
    ];
    if let Some(out) = &args.out {
        words.extend(["--out".into(), absolute(out)?]);
    }
    if let Some(hidden) = &args.hidden {
        words.extend(["--hidden".into(), absolute(hidden)?]);
    }
    Ok(words)
}

/// The hidden cases of `path` for assignment `number`.
fn read_hidden(path: &std::path::Path, number: u8) -> anyhow::Result<Hidden> {
    let text = input::read_text(Source::of(path), MAX_HIDDEN_BYTES, HIDDEN)?;
    Hidden::parse(&text, number).with_context(|| format!("{}", path.display()))
}
