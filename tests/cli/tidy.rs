//! ARCHITECTURE.md's invariants stated as absences, checked over the sources the way a tidy
//! pass checks a compiler's: each check names the lines that break it, so the map cannot drift
//! from the code. `TIDY_ROOT` points the checks at another checkout (to count what an older
//! tree breaks); by default they read this one.

use std::path::{Path, PathBuf};

use crate::invariants::sources;

/// The checkout the checks read.
fn root() -> PathBuf {
    std::env::var_os("TIDY_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// The code lines (not comments, not `#[cfg(test)]` modules or test files) of the `.rs` files
/// under `dirs`, with where they are: `(file, line number, line)`.
fn code_lines(dirs: &[&str]) -> Vec<(PathBuf, usize, String)> {
    let root = root();
    let mut found = Vec::new();
    for dir in dirs {
        let dir = root.join(dir);
        if !dir.is_dir() {
            continue;
        }
        for (path, text) in sources(&dir) {
            if path.ends_with("tests.rs") {
                continue;
            }
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            for (n, line) in code.lines().enumerate() {
                let trimmed = line.trim_start();
                if trimmed.starts_with("//") {
                    continue;
                }
                let path = path.strip_prefix(&root).unwrap_or(&path).to_path_buf();
                found.push((path, n + 1, line.to_string()));
            }
        }
    }
    found
}

/// The lines of `dirs` outside the files `allowed` (paths from the root) that contain any of
/// `words`, as `file:line: text`.
fn breaking(dirs: &[&str], allowed: &[&str], words: &[&str]) -> Vec<String> {
    code_lines(dirs)
        .into_iter()
        .filter(|(path, _, _)| !allowed.iter().any(|a| path == Path::new(a)))
        .filter(|(_, _, line)| words.iter().any(|w| contains_word(line, w)))
        .map(|(path, n, line)| format!("{}:{n}: {}", path.display(), line.trim()))
        .collect()
}

/// Whether `word` occurs in `line` not as the tail of a longer identifier (`bfs(` is found in
/// `x = bfs(`, not in `layers_bfs(`).
fn contains_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Fails with every line a check found, counted.
fn assert_none(check: &str, found: Vec<String>) {
    assert!(
        found.is_empty(),
        "{check}: {} lines\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn nothing_but_exit_prints_an_error() {
    let found = breaking(
        &["src"],
        &["src/exit.rs"],
        &["\"puzzlelab: ", "eprintln!", "eprint!", "noteln!(\"{name}"],
    );
    assert_none("an error printed outside src/exit.rs", found);
}

#[test]
fn only_messages_modules_choose_words_by_language() {
    let found: Vec<String> = code_lines(&["src"])
        .into_iter()
        .filter(|(path, _, _)| {
            !path
                .components()
                .any(|c| c.as_os_str().to_string_lossy().contains("messages"))
                && path != Path::new("src/help.rs")
        })
        .filter(|(_, _, line)| line.contains("Lang::Ru") || line.contains(".pick("))
        .map(|(path, n, line)| format!("{}:{n}: {}", path.display(), line.trim()))
        .collect();
    assert_none("a language chosen outside a messages module", found);
}

#[test]
fn nothing_but_input_reads_a_file_or_stdin() {
    let found = breaking(
        &["src"],
        &["src/input.rs"],
        &[
            "fs::read",
            "File::open",
            "OpenOptions",
            "read_to_string(",
            "read_to_end(",
            "stdin()",
        ],
    );
    assert_none("a file or stdin read outside src/input.rs", found);
}

#[test]
fn the_libraries_read_the_time_only_through_the_solvers_clock() {
    // a page has no `std` clock: every limit and statistic of a search reads `solvers::clock`
    // (a database file's stamp compares the calendar with the file's times: no page has files)
    let found = breaking(
        &["crates/rules/src", "crates/solvers/src", "crates/quiz/src"],
        &[
            "crates/solvers/src/clock.rs",
            "crates/solvers/src/pdb/file.rs",
        ],
        &["Instant::now", "SystemTime::now"],
    );
    assert_none("the time read outside solvers::clock", found);
}

#[test]
fn nothing_outside_solve_runs_a_search() {
    // every front end (the command line, its figures and its server, the quiz, the page's
    // engine, Python): every search through the solvers' `solve` (the lesson programs call the
    // algorithms they teach by their names, and the assignments grade against their own
    // reference searches)
    let searches = [
        "bfs(",
        "iddfs(",
        "astar(",
        "idastar(",
        "ida(",
        "ida_with(",
        "ida_parallel(",
        "ida_interleaved(",
        "solve_all(",
        "solve_parallel(",
        "search::solve(",
        "optimal::prove(",
        "optimal::chain(",
        "solve_upto(",
        "Minimax::new(",
    ];
    assert_none(
        "a search run outside puzzlelab_solvers::solve",
        breaking(
            &[
                "src",
                "crates/quiz/src",
                "crates/engine/src",
                "crates/python/src",
            ],
            &[],
            &searches,
        )
        .into_iter()
        .filter(|line| !line.starts_with("src/lessons/"))
        .collect(),
    );
}

#[test]
fn no_path_includes_in_tests_examples_or_tools() {
    let dirs = ["tests", "examples", "xtask", "src", "crates"];
    let found = breaking(&dirs, &["tests/cli/tidy.rs"], &["#[path"]);
    assert_none("a #[path] include", found);
}

#[test]
fn the_map_names_only_files_that_exist() {
    let root = root();
    let map = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let every_file: Vec<String> = ["src", "crates", "xtask", "tests", "examples"]
        .iter()
        .filter(|d| root.join(d).is_dir())
        .flat_map(|d| sources(&root.join(d)))
        .map(|(path, _)| path.to_string_lossy().replace('\\', "/"))
        .collect();
    // every `name.rs` the map speaks of, in backticks, is a file of the workspace
    let stale: Vec<&str> = map
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|name| name.ends_with(".rs") && !name.contains(' ') && !name.contains('*'))
        .filter(|name| !every_file.iter().any(|f| f.ends_with(&format!("/{name}"))))
        .collect();
    assert_none(
        "files ARCHITECTURE.md names that do not exist",
        stale.iter().map(|s| s.to_string()).collect(),
    );
}

#[test]
fn the_map_names_every_crate_and_every_module() {
    let root = root();
    let map = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let mut missing = Vec::new();
    let crates = std::fs::read_dir(root.join("crates")).unwrap();
    let mut roots: Vec<PathBuf> = crates.map(|e| e.unwrap().path()).collect();
    roots.extend([root.clone(), root.join("xtask")]);
    for krate in roots {
        let src = krate.join("src");
        let name = krate
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .to_string();
        if !name.is_empty() && !map.contains(&format!("`{name}`")) && !map.contains(&name) {
            missing.push(format!("the crate {name}"));
        }
        // each module of the crate's root, by its file or folder name
        for entry in std::fs::read_dir(&src).unwrap() {
            let path = entry.unwrap().path();
            let file = path.file_name().unwrap().to_string_lossy().to_string();
            let module = file.trim_end_matches(".rs");
            if ["lib", "main", "mod", "tests"].contains(&module) {
                continue;
            }
            let named = [
                format!("`{module}"),
                format!("{module}.rs"),
                format!("{module}/"),
            ]
            .iter()
            .any(|n| map.contains(n.as_str()));
            if !named {
                missing.push(format!(
                    "{}/{file}",
                    src.strip_prefix(&root).unwrap().display()
                ));
            }
        }
    }
    assert_none("modules ARCHITECTURE.md does not name", missing);
}
