//! `cargo xtask student-kit --out DIR`: the repository as a course hands it to students, without
//! the answer keys, the teacher's hidden cases and the notebooks' worked answers.
//!
//! The feature gate keeps the keys out of a student's build, not out of a student's clone: `cat`
//! reads them. The student edition is a copy of the files git tracks, less what is withheld,
//! with the lines that name the keys edited out, the keys' own tests cut, and every notebook's
//! cells tagged [`ANSWER_TAG`] left out. Every edit must still match its file, and every
//! assignment notebook must still hold a tagged answer, so a change to those files that the kit
//! does not know fails loudly here (and in its test), never by shipping a key.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::Context;

/// What a teacher keeps: folders (and everything under them) left out of the student edition.
pub const WITHHELD: [&str; 2] = ["crates/assignments/src/keys/", "crates/assignments/hidden/"];

/// The edits that take the keys' name out of the build: `(file, text, replacement)`.
pub const EDITS: [(&str, &str, &str); 3] = [
    (
        "Cargo.toml",
        "puzzlelab-assignments = { workspace = true, features = [\"answer-keys\"] }",
        "puzzlelab-assignments.workspace = true",
    ),
    (
        "crates/assignments/Cargo.toml",
        "[features]\n# The teacher's answer keys. A student's build does not compile them, so they do not show up in\n# `cargo doc` or in `puzzlelab check`; the workspace's tests turn them on to prove the keys pass.\nanswer-keys = []\n\n",
        "",
    ),
    (
        "crates/assignments/src/lib.rs",
        "#[cfg(feature = \"answer-keys\")]\npub mod keys;\n",
        "",
    ),
];

/// Files whose end, from a line on, is the keys' own tests: cut there.
pub const CUTS: [(&str, &str); 1] = [(
    "crates/assignments/tests/self_checks.rs",
    "#[cfg(feature = \"answer-keys\")]\nmod keys {",
)];

/// The tag (in a cell's `metadata.tags`) of a notebook cell that holds or introduces a worked
/// answer: the student edition of every notebook is the notebook without those cells.
pub const ANSWER_TAG: &str = "answer";

/// The assignment notebooks: each must hold a cell tagged [`ANSWER_TAG`], or the kit fails
/// rather than ship an answer that lost its tag.
pub const NOTEBOOKS: [&str; 2] = [
    "crates/python/notebooks/astar-assignment.en.ipynb",
    "crates/python/notebooks/astar-assignment.ru.ipynb",
];

/// What a student kit holds.
#[derive(Debug)]
pub struct Kit {
    /// The folder written.
    pub out: PathBuf,
    /// The files copied.
    pub files: usize,
    /// The files left out.
    pub withheld: usize,
    /// The notebook cells left out: the worked answers.
    pub answers: usize,
}

/// `notebook`, a Jupyter notebook's JSON, without its cells tagged [`ANSWER_TAG`], written as
/// Jupyter writes it (one space of indent, keys in their order, a final newline); and the
/// number of cells left out.
///
/// ```
/// let notebook = r#"{"cells": [
///     {"cell_type": "code", "metadata": {"tags": ["answer"]}, "source": "x = 42"},
///     {"cell_type": "code", "metadata": {}, "source": "print(x)"}
/// ], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}"#;
/// let (student, left_out) = xtask::student_kit::without_answers(notebook).unwrap();
/// assert_eq!(left_out, 1);
/// assert!(!student.contains("42") && student.contains("print(x)"));
/// ```
pub fn without_answers(notebook: &str) -> anyhow::Result<(String, usize)> {
    let mut json: serde_json::Value =
        serde_json::from_str(notebook).context("a notebook is JSON")?;
    let cells = json
        .get_mut("cells")
        .and_then(serde_json::Value::as_array_mut)
        .context("a notebook has a list of cells")?;
    let before = cells.len();
    cells.retain(|cell| {
        let tags = cell.pointer("/metadata/tags").and_then(|t| t.as_array());
        !tags.is_some_and(|tags| tags.iter().any(|t| t == ANSWER_TAG))
    });
    let left_out = before - cells.len();
    let mut text = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b" ");
    let mut writer = serde_json::Serializer::with_formatter(&mut text, formatter);
    serde::Serialize::serialize(&json, &mut writer)?;
    text.push(b'\n');
    Ok((String::from_utf8(text)?, left_out))
}

/// Writes the student edition of the repository at `root` into `out`, which must be missing
/// or empty.
pub fn write(root: &Path, out: &Path) -> anyhow::Result<Kit> {
    if out.exists() {
        let empty = fs::read_dir(out)
            .with_context(|| format!("cannot list {}", out.display()))?
            .next()
            .is_none();
        anyhow::ensure!(empty, "{} exists and is not empty", out.display());
    }
    let listed = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .context("cannot run git ls-files: the student kit copies the files git tracks")?;
    anyhow::ensure!(
        listed.status.success(),
        "git ls-files failed in {}",
        root.display()
    );
    let names: Vec<String> = String::from_utf8(listed.stdout)?
        .split('\0')
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect();
    let (mut files, mut withheld, mut answers) = (0, 0, 0);
    for name in &names {
        if WITHHELD.iter().any(|w| name.starts_with(w)) {
            withheld += 1;
            continue;
        }
        let from = root.join(name);
        let Ok(bytes) = fs::read(&from) else {
            continue; // deleted in the work tree, not yet in git
        };
        let bytes = match EDITS.iter().find(|(file, _, _)| file == name) {
            Some((_, text, replacement)) => {
                let content = String::from_utf8(bytes)?;
                anyhow::ensure!(
                    content.contains(text),
                    "{name} no longer holds what the student kit edits out:\n{text}"
                );
                content.replacen(text, replacement, 1).into_bytes()
            }
            None => bytes,
        };
        let bytes = match CUTS.iter().find(|(file, _)| file == name) {
            Some((_, from)) => {
                let content = String::from_utf8(bytes)?;
                let at = content.find(from).with_context(|| {
                    format!("{name} no longer holds the keys' tests the student kit cuts:\n{from}")
                })?;
                format!("{}\n", content[..at].trim_end()).into_bytes()
            }
            None => bytes,
        };
        let bytes = if name.ends_with(".ipynb") {
            let (student, left_out) = without_answers(&String::from_utf8(bytes)?)
                .with_context(|| format!("cannot read the notebook {name}"))?;
            anyhow::ensure!(
                left_out > 0 || !NOTEBOOKS.contains(&name.as_str()),
                "{name} no longer holds a cell tagged {ANSWER_TAG:?}: the student kit would ship its worked answer"
            );
            answers += left_out;
            student.into_bytes()
        } else {
            bytes
        };
        let to = out.join(name);
        if let Some(dir) = to.parent() {
            fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        }
        puzzlelab_files::write(&to, &bytes)
            .with_context(|| format!("cannot write {}", to.display()))?;
        let mode = fs::metadata(&from)?.permissions();
        fs::set_permissions(&to, mode)?;
        files += 1;
    }
    Ok(Kit {
        out: out.to_path_buf(),
        files,
        withheld,
        answers,
    })
}
