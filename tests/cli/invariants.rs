//! ARCHITECTURE.md's invariants, checked against the workspace as `cargo metadata` describes
//! it and against the crates' sources: the rules crate uses no other crate of ours and does no
//! I/O; the renderer never uses the solvers; the quiz uses the rules and the solvers only and
//! does no I/O; the Python package uses the rules, the solvers and the renderer only; the
//! solvers print nothing and know no JSON beyond serde's derives.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// The workspace as `cargo metadata` describes it (no build, no network).
fn metadata() -> Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON")
}

/// The names of a package's normal (not dev, not build) dependencies.
fn dependencies(meta: &Value, package: &str) -> Vec<String> {
    let p = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == package)
        .unwrap_or_else(|| panic!("no package {package}"));
    p["dependencies"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["kind"].is_null())
        .map(|d| d["name"].as_str().unwrap().to_string())
        .collect()
}

/// Every `.rs` file under a folder, with its text.
pub(crate) fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            found.push((path, text));
        }
    }
    found
}

/// The lines of a crate's library code (not its `#[cfg(test)]` modules and test files) that
/// contain any of `words`.
fn offending(crate_dir: &str, words: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(crate_dir)
        .join("src");
    let mut found = Vec::new();
    for (path, text) in sources(&root) {
        if path.ends_with("tests.rs") {
            continue;
        }
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in code.lines().enumerate() {
            let line_code = line.split("//").next().unwrap_or("");
            if words.iter().any(|w| line_code.contains(w)) {
                found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn dependencies_point_one_way() {
    let meta = metadata();
    let ours = |deps: Vec<String>| -> Vec<String> {
        deps.into_iter()
            .filter(|d| d.starts_with("puzzlelab"))
            .collect()
    };
    assert!(ours(dependencies(&meta, "puzzlelab-rules")).is_empty());
    // the one writer of files is a leaf too: every crate that writes may use it
    assert!(ours(dependencies(&meta, "puzzlelab-files")).is_empty());
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-solvers")),
        ["puzzlelab-files", "puzzlelab-rules"]
    );
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-render")),
        ["puzzlelab-files", "puzzlelab-rules"]
    );
    // the figures are drawn from the rules, the solvers and the renderer, by no front end
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-figures")),
        ["puzzlelab-render", "puzzlelab-rules", "puzzlelab-solvers"]
    );
    // the assignments check against the rules and the game solver, never the renderer or the CLI
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-assignments")),
        ["puzzlelab-rules", "puzzlelab-solvers"]
    );
    // the page's engine is the command line's solvers and questions, never a second
    // implementation
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-engine")),
        ["puzzlelab-quiz", "puzzlelab-rules", "puzzlelab-solvers"]
    );
    // the quiz's questions are answered by the rules and the solvers, and written by no one
    // but the command line
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-quiz")),
        ["puzzlelab-rules", "puzzlelab-solvers"]
    );
    // certificates are made and checked from the rules and the solvers, written by the one
    // writer of files
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-certificate")),
        ["puzzlelab-files", "puzzlelab-rules", "puzzlelab-solvers"]
    );
    // the Python package stands on library crates only: the rules, the solvers, the renderer,
    // the figures, the certificates, the assignments' grading and the one file writer, never
    // the command line or a second implementation, and nothing of ours builds on it
    assert_eq!(
        ours(dependencies(&meta, "puzzlelab-python")),
        [
            "puzzlelab-assignments",
            "puzzlelab-certificate",
            "puzzlelab-figures",
            "puzzlelab-files",
            "puzzlelab-render",
            "puzzlelab-rules",
            "puzzlelab-solvers"
        ]
    );
    let packages = meta["packages"].as_array().unwrap();
    let on_python: Vec<&str> = packages
        .iter()
        .filter(|p| {
            let deps = p["dependencies"].as_array().unwrap();
            deps.iter().any(|d| d["name"] == "puzzlelab-python")
        })
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(
        on_python.is_empty(),
        "built on the Python package: {on_python:?}"
    );
    assert!(ours(dependencies(&meta, "puzzlelab")).contains(&"puzzlelab-quiz".to_string()));
    let solvers = dependencies(&meta, "puzzlelab-solvers");
    assert!(
        !solvers.iter().any(|d| d == "serde_json"),
        "the solvers know no JSON beyond serde's derives: {solvers:?}"
    );
}

#[test]
fn the_rules_do_no_io() {
    let io = [
        "std::fs",
        "std::env",
        "std::process",
        "std::net",
        "Instant",
        "SystemTime",
        "stdin()",
        "stdout()",
        "stderr()",
        "println!",
        "print!(",
        "thread_rng",
    ];
    let found = offending("crates/rules", &io);
    assert!(
        found.is_empty(),
        "I/O in the rules crate:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_quiz_does_no_io() {
    let io = [
        "std::fs",
        "std::env",
        "std::process",
        "std::net",
        "SystemTime",
        "stdin()",
        "stdout()",
        "stderr()",
        "println!",
        "print!(",
        "thread_rng",
    ];
    let found = offending("crates/quiz", &io);
    assert!(
        found.is_empty(),
        "I/O in the quiz crate:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_solvers_print_nothing() {
    let found = offending(
        "crates/solvers",
        &["println!", "print!(", "stdout()", "stderr()", "dbg!("],
    );
    assert!(found.is_empty(), "the solvers print:\n{}", found.join("\n"));
}

/// The crates a package is built from, all the way down (`cargo tree`, normal dependencies
/// only, this machine's target), by name.
fn built_from(package: &str) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "-e",
            "normal",
            "--prefix",
            "none",
            "-p",
            package,
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut names: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next().map(String::from))
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn the_python_package_and_the_engine_carry_no_command_line() {
    for package in ["puzzlelab-python", "puzzlelab-engine"] {
        let crates = built_from(package);
        assert!(
            crates.iter().any(|c| c == "puzzlelab-solvers"),
            "{crates:?}"
        );
        for front_end in ["puzzlelab", "clap", "ratatui", "crossterm"] {
            assert!(
                !crates.iter().any(|c| c == front_end),
                "{package} is built from {front_end}"
            );
        }
    }
}
