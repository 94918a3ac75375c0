//! ARCHITECTURE.md's invariants stated as absences, checked over the sources the way a tidy
//! pass checks a compiler's: each check names the lines that break it, so the map cannot drift
//! from the code. A check reads every place its statement covers: the command line and its
//! lesson programs (`src`, `examples`), every library crate (each `crates/NAME/src`, found in
//! the tree, so a new crate is read without a change here), the developers' tools
//! (`xtask/src`), the fuzz targets and, where a statement reaches them, the Python package's
//! own modules and the docs site's scripts. Where a check leaves a place out or allows a file,
//! its doc comment says why. `TIDY_ROOT` points the checks at another checkout (to count what
//! an older tree breaks); by default they read this one.

use std::path::{Path, PathBuf};

use crate::invariants::sources;

/// The Python package's own modules, beside its compiled one.
const PYTHON: &str = "crates/python/python";

/// The docs site's scripts: the lab, the players, the practice, the decks' presenter and the
/// loader of the page's engine.
const PAGE_SCRIPTS: &str = "docs/theme";

/// The checkout the checks read.
fn root() -> PathBuf {
    std::env::var_os("TIDY_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// The `src` folder of every library crate (`crates/NAME/src`, from the root), in order.
fn library_sources() -> Vec<String> {
    let root = root();
    let Ok(entries) = std::fs::read_dir(root.join("crates")) else {
        return Vec::new();
    };
    let mut dirs: Vec<String> = entries
        .map(|entry| entry.unwrap().file_name().to_string_lossy().to_string())
        .map(|name| format!("crates/{name}/src"))
        .filter(|dir| root.join(dir).is_dir())
        .collect();
    dirs.sort();
    dirs
}

/// The Rust code that runs for a user: the command line and its lesson programs, the fuzz
/// targets (the server's readers) and every library crate.
fn user_sources() -> Vec<String> {
    let mut dirs: Vec<String> = ["src", "examples", "fuzz/fuzz_targets"]
        .iter()
        .map(|dir| dir.to_string())
        .collect();
    dirs.extend(library_sources());
    dirs
}

/// Every folder of Rust code that runs: [`user_sources`] and the developers' tools.
fn workspace_sources() -> Vec<String> {
    let mut dirs = user_sources();
    dirs.push("xtask/src".to_string());
    dirs
}

/// The code lines (not comments, not `#[cfg(test)]` modules or test files) of the `.rs` files
/// under `dirs`, with where they are: `(file, line number, line)`.
fn code_lines(dirs: &[impl AsRef<str>]) -> Vec<(PathBuf, usize, String)> {
    let root = root();
    let mut found = Vec::new();
    for dir in dirs {
        let dir: &str = dir.as_ref();
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

/// The files under `dir` (through its folders) whose names end in `ext`, in order.
fn files_named(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return found;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(files_named(&path, ext));
        } else if path.to_string_lossy().ends_with(ext) {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The code lines of the scripts under `dirs` whose names end in `ext` (`.py`, `.js`), with
/// where they are, as [`code_lines`] gives Rust's: comment lines (`#`, `//`, `/*`, `*`) and
/// Python's docstrings (whose examples are not the module's code) left out.
fn script_lines(dirs: &[&str], ext: &str) -> Vec<(PathBuf, usize, String)> {
    let root = root();
    let mut found = Vec::new();
    for dir in dirs {
        for path in files_named(&root.join(dir), ext) {
            let text = std::fs::read_to_string(&path).unwrap();
            let path = path.strip_prefix(&root).unwrap_or(&path).to_path_buf();
            let mut docstring = false;
            for (n, line) in text.lines().enumerate() {
                let quotes = line.matches("\"\"\"").count();
                let in_docstring = docstring || quotes > 0;
                if quotes % 2 == 1 {
                    docstring = !docstring;
                }
                let trimmed = line.trim_start();
                let comment = ["#", "//", "/*", "*"]
                    .iter()
                    .any(|c| trimmed.starts_with(*c));
                if in_docstring || comment {
                    continue;
                }
                found.push((path.clone(), n + 1, line.to_string()));
            }
        }
    }
    found
}

/// The `lines` outside the files and folders `allowed` (paths from the root) that contain
/// any of `words`, as `file:line: text`.
fn matching(lines: Vec<(PathBuf, usize, String)>, allowed: &[&str], words: &[&str]) -> Vec<String> {
    lines
        .into_iter()
        .filter(|(path, _, _)| !allowed.iter().any(|a| path.starts_with(a)))
        .filter(|(_, _, line)| words.iter().any(|w| contains_word(line, w)))
        .map(|(path, n, line)| format!("{}:{n}: {}", path.display(), line.trim()))
        .collect()
}

/// The code lines of `dirs` outside the files and folders `allowed` (paths from the root)
/// that contain any of `words`, as `file:line: text`.
fn breaking(dirs: &[impl AsRef<str>], allowed: &[&str], words: &[&str]) -> Vec<String> {
    matching(code_lines(dirs), allowed, words)
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

/// Errors reach the user one way. The command line and the lesson programs print theirs in
/// `src/exit.rs` (`puzzlelab: ...`, or a lesson's `NAME: ...`), and nothing else in the
/// package, its examples or the fuzz targets writes to standard error but through `noteln!`.
/// The library crates (the page's engine and the Python package's Rust among them) print no
/// error at all: they return it, and the engine answers it as a `status`, Python raises it.
/// The developers' tools print their progress and notices on standard error as they go, but
/// an error once, as `xtask: ...`, in `xtask/src/main.rs`.
#[test]
fn nothing_but_exit_prints_an_error() {
    let mut found = breaking(
        &user_sources(),
        &["src/exit.rs"],
        &["\"puzzlelab: ", "eprintln!", "eprint!", "noteln!(\"{name}"],
    );
    found.extend(breaking(
        &["xtask/src"],
        &["xtask/src/main.rs"],
        &["\"xtask: ", "\"puzzlelab: "],
    ));
    assert_none(
        "an error printed outside src/exit.rs (xtask: outside xtask/src/main.rs)",
        found,
    );
}

/// The library crates print nothing: no macro that prints, no standard output or error taken,
/// no `dbg!`. They hand their text to the caller, as a value or into a `Write` the caller
/// passes in. Standard output is taken in one place, by the writer (`crates/files/src/lib.rs`),
/// when a caller names `-` as the file to write. The Python package's own modules print
/// nothing either.
#[test]
fn the_libraries_print_nothing() {
    let printing = [
        "println!",
        "print!(",
        "eprintln!",
        "eprint!(",
        "dbg!(",
        "stderr()",
    ];
    let mut found = breaking(&library_sources(), &[], &printing);
    found.extend(breaking(
        &library_sources(),
        &["crates/files/src/lib.rs"],
        &["stdout()"],
    ));
    found.extend(matching(
        script_lines(&[PYTHON], ".py"),
        &[],
        &["print(", "stdout", "stderr"],
    ));
    assert_none("a library that prints", found);
}

/// Whether a line of Rust chooses words by language: a `.pick(` (English or Russian), a match
/// arm or a comparison on `Lang::Ru`, or `Lang::Ru` alone on a line of a pattern written over
/// several lines. A line that only names a language (a loop over both, `Lang::Ru` handed to a
/// function) chooses nothing, and neither does the accessor of a value held in both languages,
/// which picks one of two values named elsewhere (`lang.pick(self.en, self.ru)`,
/// `Lang::Ru => &self.ru,`): its words are written where the value is made.
fn chooses_a_language(line: &str) -> bool {
    let ru = line.contains("Lang::Ru");
    let chooses = line.contains(".pick(")
        || (ru
            && ["=>", "==", "!=", "matches!"]
                .iter()
                .any(|s| line.contains(s)))
        || line.trim() == "Lang::Ru,";
    chooses && !picks_a_named_value(line)
}

/// Whether what a line picks by language (after its `.pick(` or its `=>`) is only names: no
/// text, no call.
fn picks_a_named_value(line: &str) -> bool {
    let chosen = match (line.find(".pick("), line.find("=>")) {
        (Some(at), _) => &line[at + ".pick(".len()..],
        (None, Some(at)) => &line[at + "=>".len()..],
        (None, None) => return false,
    };
    let chosen = chosen.trim().trim_end_matches(|c: char| ",);".contains(c));
    !chosen.is_empty()
        && chosen
            .chars()
            .all(|c| c.is_alphanumeric() || " _.&,".contains(c))
}

/// Words in two languages live in `messages` modules (a `messages.rs`, a `messages/` folder,
/// `refusal_messages.rs`), so a translator reads one file an area with the two languages side
/// by side: no other Rust code of the workspace (the command line, every library crate, the
/// developers' tools that write the site's pages) chooses between English and Russian (see
/// [`chooses_a_language`]). Two files differ on purpose: `src/help.rs` applies the Russian
/// table of clap's own text (`src/help/ru.json`), and `crates/rules/src/lang.rs` is the
/// language itself (its name, plurals, how each language writes a number). The site's scripts
/// and the Python modules keep their words in one table at the top of each file (`WORDS`,
/// `_TITLES`), which this check does not read.
#[test]
fn only_messages_modules_choose_words_by_language() {
    let found: Vec<String> = code_lines(&workspace_sources())
        .into_iter()
        .filter(|(path, _, _)| {
            !path
                .components()
                .any(|c| c.as_os_str().to_string_lossy().contains("messages"))
                && path != Path::new("src/help.rs")
                && path != Path::new("crates/rules/src/lang.rs")
        })
        .filter(|(_, _, line)| chooses_a_language(line))
        .map(|(path, n, line)| format!("{}:{n}: {}", path.display(), line.trim()))
        .collect();
    assert_none("a language chosen outside a messages module", found);
}

/// What a user hands in (a file named on the command line, standard input) is read one way,
/// by `src/input/`, and every regular file read whole, by anyone, through
/// `puzzlelab_files::read` (`crates/files/src/read.rs`): capped, checked to be a regular file
/// before it is opened. Beside it the library crates read back only what they wrote
/// themselves, each in one place: the pattern databases (`crates/solvers/src/pdb/file.rs`),
/// the proof a SAT solver wrote into a file of ours (`crates/solvers/src/sat/backend.rs`), and
/// the writer's own folder, where it syncs and cleans its temporary files
/// (`crates/files/src/lib.rs`). The Python modules read nothing themselves. The developers' tools are left out: they read the workspace (its
/// pages, the bench records, their own builds, `/proc`), never a user's input.
#[test]
fn nothing_but_input_reads_a_file_or_stdin() {
    let mut found = breaking(
        &user_sources(),
        &[
            "src/input",
            "crates/files/src/lib.rs",
            "crates/files/src/read.rs",
            "crates/solvers/src/pdb/file.rs",
            "crates/solvers/src/sat/backend.rs",
        ],
        &[
            "fs::read",
            "File::open",
            "OpenOptions",
            "read_to_string(",
            "read_to_end(",
            "stdin()",
        ],
    );
    found.extend(matching(
        script_lines(&[PYTHON], ".py"),
        &[],
        &["open(", "stdin", "input(", "read_text(", "read_bytes("],
    ));
    assert_none("a file or stdin read outside src/input/", found);
}

/// A page has no `std` clock: every limit and statistic of a search reads `solvers::clock`,
/// which a host without one gives its time (`set_source`), and so does every other library
/// crate, so that one clock times a run wherever it runs. A pattern database's stamp compares
/// the calendar with the file's times (`crates/solvers/src/pdb/file.rs`: no page has files).
/// The renderer, which never runs in the page and may not use the solvers, stops an animation
/// at its deadline by `std`'s clock (`crates/render/src/playback.rs`). The command line and
/// the developers' tools run where `std` has a clock; the page's own scripts hand theirs to
/// the engine (`puzzlelab.now`).
#[test]
fn the_libraries_read_the_time_only_through_the_solvers_clock() {
    let found = breaking(
        &library_sources(),
        &[
            "crates/solvers/src/clock.rs",
            "crates/solvers/src/pdb/file.rs",
            "crates/render/src/playback.rs",
        ],
        &["Instant::now", "SystemTime::now"],
    );
    assert_none("the time read outside solvers::clock", found);
}

/// Every front end searches through the solvers' `solve` (a `Job` in, a `Report` out), so a
/// board searched anywhere is searched with the same pruning and limits: the command line
/// (its figures, slides, certificates and server), the quiz, the page's engine, the renderer,
/// the assignments' grading of a traced search, Python (its Rust and its modules) and the
/// site's scripts. The solvers' own modules are where the algorithms live. Three places call
/// an algorithm by its name on purpose: the lesson programs (`src/lessons`, which show the
/// algorithm they teach), the assignments' checks (`crates/assignments/src/selfcheck`, graded
/// against reference searches of their own, in the assignments' order of expansion) and the
/// benchmarks (`xtask/src/bench`, which measure the algorithms themselves and their peers).
#[test]
fn nothing_outside_solve_runs_a_search() {
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
    let dirs: Vec<String> = workspace_sources()
        .into_iter()
        .filter(|dir| dir.as_str() != "crates/solvers/src")
        .collect();
    let mut found = breaking(
        &dirs,
        &[
            "src/lessons",
            "crates/assignments/src/selfcheck",
            "xtask/src/bench",
        ],
        &searches,
    );
    found.extend(matching(script_lines(&[PYTHON], ".py"), &[], &searches));
    found.extend(matching(
        script_lines(&[PAGE_SCRIPTS], ".js"),
        &[],
        &searches,
    ));
    assert_none("a search run outside puzzlelab_solvers::solve", found);
}

/// Every file the workspace makes is written by `puzzlelab-files` (`write`, `write_with`): a
/// reader, a second writer or a killed run sees the old file or the whole new one. Nothing
/// else creates, writes, copies or renames a file: not the command line, the libraries (the
/// renderer's `write_atomic` and the pattern databases call the writer), the Python package
/// (its `write_file`) or the developers' tools, whose outputs are kept too (the bench records
/// in `docs/bench/`, the student kit, the site). Making or removing a folder is not writing a
/// file, and neither is the one scratch file the docs' transcripts hand a lesson program as
/// its standard output and standard error together (`xtask/src/docs/transcripts.rs`).
#[test]
fn nothing_but_the_files_crate_writes_a_file() {
    let mut found = breaking(
        &workspace_sources(),
        &["crates/files/src/lib.rs", "xtask/src/docs/transcripts.rs"],
        &[
            "fs::write",
            "File::create",
            "OpenOptions",
            "fs::copy",
            "fs::rename",
        ],
    );
    found.extend(matching(
        script_lines(&[PYTHON], ".py"),
        &[],
        &["open(", "write_text(", "write_bytes(", "shutil."],
    ));
    assert_none("a file written outside puzzlelab-files", found);
}

/// The terminal is taken over one way, by `src/screen.rs`: raw keys and the alternate screen,
/// given back by a guard, a panic hook and a thread that watches the signals (Ctrl-Z
/// included), so every way out of the game or the trace player restores it. No other Rust code
/// switches the terminal's mode or handles a signal (a notebook's Ctrl-C is Python's own,
/// looked at by `crates/python/src/interrupt.rs`).
#[test]
fn nothing_but_screen_takes_the_terminal() {
    let found = breaking(
        &workspace_sources(),
        &["src/screen.rs"],
        &["enable_raw_mode", "EnterAlternateScreen", "signal_hook"],
    );
    assert_none("the terminal taken outside src/screen.rs", found);
}

/// Output is reproducible: every random choice is drawn from a generator seeded by a number
/// the user can give again (`ChaCha8Rng::seed_from_u64`, the same stream on every machine),
/// and nothing draws from the operating system's entropy, in Rust or in the Python modules.
/// A run given no seed takes one from the clock and prints it. The page's practice
/// (`docs/theme/practice.js`) draws a seed the same way when its address gives none and shows
/// it with the question, and without the engine starts at a recorded question chosen at
/// random, each named by its seed.
#[test]
fn every_random_choice_comes_from_a_seed() {
    let entropy = [
        "thread_rng",
        "from_entropy",
        "from_os_rng",
        "OsRng",
        "rand::random",
        "rand::rng(",
        "getrandom",
    ];
    let mut found = breaking(&workspace_sources(), &[], &entropy);
    found.extend(matching(
        script_lines(&[PYTHON], ".py"),
        &[],
        &["import random", "from random", "urandom", "secrets"],
    ));
    found.extend(matching(
        script_lines(&[PAGE_SCRIPTS], ".js"),
        &["docs/theme/practice.js"],
        &["Math.random", "getRandomValues"],
    ));
    assert_none("randomness not drawn from a seed", found);
}

/// Every folder of Rust files in the tree, tests and benches included (the fuzz targets, not
/// their build).
const RUST_TREE: [&str; 6] = [
    "src",
    "crates",
    "xtask",
    "tests",
    "examples",
    "fuzz/fuzz_targets",
];

#[test]
fn no_path_includes_in_tests_examples_or_tools() {
    let found = breaking(&RUST_TREE, &["tests/cli/tidy.rs"], &["#[path"]);
    assert_none("a #[path] include", found);
}

/// The folders a path the map names from the root may start with.
const FROM_ROOT: [&str; 9] = [
    "src/",
    "crates/",
    "xtask/",
    "tests/",
    "examples/",
    "docs/",
    "fuzz/",
    ".ci/",
    ".cargo/",
];

/// Every file the map names in backticks exists: a Rust file by its name or its path's tail
/// (`exit.rs`, `play/messages.rs`, `src/exit.rs`), any other path from the root as it is
/// written (`docs/theme/`, `tests/browser/check_site.sh`). A name with a space or a placeholder
/// (`*`, `<name>`) is a pattern, not a file.
#[test]
fn the_map_names_only_files_that_exist() {
    let root = root();
    let map = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let every_file: Vec<String> = RUST_TREE
        .iter()
        .filter(|d| root.join(d).is_dir())
        .flat_map(|d| sources(&root.join(d)))
        .map(|(path, _)| path.to_string_lossy().replace('\\', "/"))
        .collect();
    let stale: Vec<String> = map
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|name| !name.contains(|c: char| " *<".contains(c)))
        .filter(|name| {
            if name.ends_with(".rs") {
                !every_file.iter().any(|f| f.ends_with(&format!("/{name}")))
            } else {
                FROM_ROOT.iter().any(|top| name.starts_with(*top)) && !root.join(name).exists()
            }
        })
        .map(|name| name.to_string())
        .collect();
    assert_none("files ARCHITECTURE.md names that do not exist", stale);
}

/// The workspace's members as the root `Cargo.toml` lists them (`crates/rules`, `xtask`).
fn members(manifest: &str) -> Vec<String> {
    let list = manifest
        .split("members = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap_or("");
    list.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The text under the first heading of `map` that contains `name`, up to the next heading (a
/// `#` inside a code block is not a heading).
fn section(map: &str, name: &str) -> Option<String> {
    let (mut inside, mut fenced, mut text) = (false, false, String::new());
    for line in map.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        let heading = !fenced && line.starts_with('#');
        if inside && heading {
            return Some(text);
        }
        if inside {
            text.push_str(line);
            text.push('\n');
        } else if heading && line.contains(name) {
            inside = true;
        }
    }
    inside.then_some(text)
}

/// The top-level modules of a crate's `src`: each `NAME.rs` and each folder `NAME/` that holds
/// Rust files, by name, without the crate's root (`lib`, `main`) and its tests.
fn top_level_modules(src: &Path) -> Vec<String> {
    let mut modules = Vec::new();
    let Ok(entries) = std::fs::read_dir(src) else {
        return modules;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let module = if path.is_dir() {
            if sources(&path).is_empty() {
                continue;
            }
            name
        } else if let Some(stem) = name.strip_suffix(".rs") {
            stem.to_string()
        } else {
            continue;
        };
        if !["lib", "main", "mod", "tests"].contains(&module.as_str()) && !modules.contains(&module)
        {
            modules.push(module);
        }
    }
    modules.sort();
    modules
}

/// The map names every crate of the workspace (each member of the root `Cargo.toml`, and the
/// root package as `src/`) in a heading of its own, and under that heading each top-level
/// module of the crate's `src` (a file `NAME.rs` or a folder `NAME/` of Rust files), in
/// backticks, by its name (`exit.rs`, `solve/`), a path inside it (`solve/ask.rs`) or its path
/// from the root (`src/exit.rs`). The modules below the top level are the module docs' to
/// describe.
#[test]
fn the_map_names_every_crate_and_its_top_level_modules() {
    let root = root();
    let map = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut crates = vec![String::new()];
    crates.extend(members(&manifest));
    let mut missing = Vec::new();
    for krate in crates {
        let (src, heading) = if krate.is_empty() {
            ("src".to_string(), "`src/`".to_string())
        } else {
            (format!("{krate}/src"), format!("`{krate}`"))
        };
        let Some(text) = section(&map, &heading) else {
            missing.push(format!("a heading naming {heading}"));
            continue;
        };
        let prefix = format!("{src}/");
        let names: Vec<&str> = text
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|name| name.strip_prefix(prefix.as_str()).unwrap_or(name))
            .collect();
        for module in top_level_modules(&root.join(&src)) {
            let (file, folder) = (format!("{module}.rs"), format!("{module}/"));
            if !names
                .iter()
                .any(|name| *name == file || name.starts_with(folder.as_str()))
            {
                missing.push(format!("{src}/{module} under {heading}"));
            }
        }
    }
    assert_none("crates and modules ARCHITECTURE.md does not name", missing);
}

/// The top-level module of `src/` a file belongs to (`src/fifteen/solve.rs`: `fifteen`), none
/// for the crate's roots (`lib.rs`, `main.rs`).
fn top_module(path: &Path) -> Option<String> {
    let within = path.strip_prefix("src").ok()?;
    let first = within.components().next()?.as_os_str().to_string_lossy();
    let name = first.trim_end_matches(".rs").to_string();
    (name != "lib" && name != "main").then_some(name)
}

/// The modules of `src/` that use each other, through any chain of `crate::` paths in their
/// code (tests left out): each group of two or more, in order.
fn import_circles(lines: Vec<(PathBuf, usize, String)>) -> Vec<Vec<String>> {
    use std::collections::{BTreeMap, BTreeSet};
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, _, line) in &lines {
        let Some(from) = top_module(path) else {
            continue;
        };
        let entry = uses.entry(from.clone()).or_default();
        for (at, _) in line.match_indices("crate::") {
            let name: String = line[at + "crate::".len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() && name != from {
                entry.insert(name);
            }
        }
    }
    // the modules each module reaches, through any chain
    let reach = |start: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut next = vec![start.clone()];
        while let Some(module) = next.pop() {
            for used in uses.get(&module).into_iter().flatten() {
                if seen.insert(used.clone()) {
                    next.push(used.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> = uses.keys().map(|m| (m, reach(m))).collect();
    let mut circles: Vec<Vec<String>> = Vec::new();
    for (module, reaches) in &reached {
        let circle: Vec<String> = reaches
            .iter()
            .filter(|other| {
                reached
                    .get(other)
                    .is_some_and(|back| back.contains(*module))
            })
            .cloned()
            .collect();
        if circle.len() > 1 && !circles.contains(&circle) {
            circles.push(circle);
        }
    }
    circles
}

/// The command line's modules import one way: no module of `src/` uses another that uses it
/// back, through any chain of `crate::` paths (its tests aside). So each sits in a layer: the
/// commands above the run's frame (`cli`, `exit`, `input`, `limits`), the frame above the
/// words every command shares (`messages`), and a module can be read, or moved into a crate of
/// its own, with only what is below it.
#[test]
fn the_command_lines_modules_import_one_way() {
    let circles = import_circles(code_lines(&["src"]));
    let found = circles.iter().map(|c| c.join(" <-> ")).collect();
    assert_none("modules of src/ that use each other", found);
}

/// Regression: the circle check finds a circle through a third module, and none where the
/// uses go one way.
#[test]
fn the_circle_check_finds_a_circle_through_a_chain() {
    let line = |file: &str, text: &str| (PathBuf::from(file), 1, text.to_string());
    let circle = vec![
        line("src/a.rs", "use crate::b::X;"),
        line("src/b/mod.rs", "crate::c::run()"),
        line("src/c.rs", "crate::a::y"),
        line("src/d.rs", "crate::a::y"),
    ];
    assert_eq!(import_circles(circle), [["a", "b", "c"]]);
    let one_way = vec![
        line("src/a.rs", "use crate::b::X;"),
        line("src/b.rs", "crate::c::run()"),
    ];
    assert!(import_circles(one_way).is_empty());
}
