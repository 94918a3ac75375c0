//! The docs site's generated parts: the program's own output, written where the pages include
//! it (`{{#include ../../output/generated/...}}`), so that no number, transcript or help text on
//! the site is typed by hand. `cargo xtask docs` writes them before `mdbook build`.

use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use anyhow::Context;

use puzzlelab_assignments::selfcheck;
use puzzlelab_rules::{Board, Goal, Lang, Size};

/// Where `generate` reads from and writes to.
#[derive(clap::Args, Clone)]
pub struct GenerateArgs {
    /// Where to write them.
    #[arg(long, default_value = "output/generated")]
    pub out: PathBuf,
    /// Where `puzzlelab figures` wrote the figures and their `index.md` (if it did): each
    /// lesson's page shows its figures from there.
    #[arg(long, default_value = "output/figures")]
    pub figures: PathBuf,
    /// The same in Russian (`puzzlelab figures --lang ru`), for the Russian pages; without
    /// its `index.md` they show the English figures.
    #[arg(long, default_value = "output/figures-ru")]
    pub figures_ru: PathBuf,
}

use puzzlelab_rules::lessons::{KORF_79, WORKSHEET};

// The lesson programs whose output the pages show, called here as `cargo run --example NAME`
// calls them, so that the pages print exactly what the programs print.
use puzzlelab::lessons::{
    bachet_classes, bachet_solver, fifteen_array_model, fifteen_display, fifteen_moves,
    fifteen_parity, search_astar_heuristics, search_bfs_8puzzle, search_ida_iterations,
};

/// The lesson programs run as they are built (their output is only on stdout), each in a
/// scratch folder of its own so that what it writes stays out of the work tree.
const BUILT_EXAMPLES: [&str; 1] = ["sat_worksheet"];

/// The languages of the lesson programs' transcripts: the language, the file name's suffix
/// (`example-NAME.txt`, `example-NAME-ru.txt`) and the arguments that ask for it.
const LESSON_LANGS: [(Lang, &str, &[&str]); 2] =
    [(Lang::En, "", &[]), (Lang::Ru, "-ru", &["--lang", "ru"])];

/// A lesson program's transcript: the command line shown (`$ cargo run --example NAME`, with
/// `-- ARGS` when it has arguments), then what it printed.
fn lesson_transcript(name: &str, args: &[&str], printed: &[u8]) -> String {
    let args = if args.is_empty() {
        String::new()
    } else {
        format!(" -- {}", args.join(" "))
    };
    format!(
        "$ cargo run --example {name}{args}\n{}",
        String::from_utf8_lossy(printed)
    )
}

/// The lesson programs' transcripts, each in English and in Russian: file name, then the
/// command line shown and the output.
fn lesson_transcripts() -> anyhow::Result<Vec<(String, String)>> {
    type Run = fn(&mut Vec<u8>, Lang) -> std::io::Result<()>;
    let programs: [(&str, Run); 9] = [
        ("bachet_classes", bachet_classes::run),
        ("bachet_solver", bachet_solver::run),
        ("fifteen_array_model", fifteen_array_model::run),
        ("fifteen_moves", fifteen_moves::run),
        ("fifteen_display", fifteen_display::run),
        ("fifteen_parity", |out, lang| {
            fifteen_parity::run(out, lang, fifteen_parity::DEFAULT_SEED)
        }),
        ("search_bfs_8puzzle", search_bfs_8puzzle::run),
        ("search_astar_heuristics", search_astar_heuristics::run),
        ("search_ida_iterations", search_ida_iterations::run),
    ];
    let mut transcripts = Vec::new();
    for (name, run) in programs {
        for (lang, suffix, args) in LESSON_LANGS {
            let mut out = Vec::new();
            run(&mut out, lang).with_context(|| format!("the example {name} failed ({lang})"))?;
            transcripts.push((
                format!("example-{name}{suffix}.txt"),
                lesson_transcript(name, args, &out),
            ));
        }
    }
    Ok(transcripts)
}

/// The board the SAT lesson certifies: 14 moves, four more than its Manhattan distance, so
/// that its certificate refutes a horizon (at most 12 moves).
const CERTIFIED: &str = "8 1 3 4 0 2 7 6 5";

/// The command lines whose output the pages show: file name, arguments, standard input (run in
/// a scratch folder, where the files they write go).
const TRANSCRIPTS: &[(&str, &[&str], &str)] = &[
    (
        "sat-certify",
        &[
            "fifteen",
            "solve",
            CERTIFIED,
            "--algo",
            "sat",
            "--certify",
            "certificate",
        ],
        "",
    ),
    ("sat-verify", &["sat", "verify", "certificate"], ""),
    (
        "sat-certify-worksheet",
        &[
            "fifteen",
            "solve",
            WORKSHEET,
            "--algo",
            "sat",
            "--certify",
            "worksheet-certificate",
        ],
        "",
    ),
    (
        "sat-verify-worksheet",
        &["sat", "verify", "worksheet-certificate"],
        "",
    ),
    (
        "fifteen-show-worksheet",
        &["fifteen", "show", WORKSHEET],
        "",
    ),
    (
        "fifteen-show-worksheet-ru",
        &["fifteen", "show", WORKSHEET, "--lang", "ru"],
        "",
    ),
    (
        "fifteen-show-sam-loyd",
        &["fifteen", "show", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"],
        "",
    ),
    (
        "fifteen-show-sam-loyd-ru",
        &[
            "fifteen",
            "show",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0",
            "--lang",
            "ru",
        ],
        "",
    ),
    (
        "fifteen-solve-worksheet",
        &["fifteen", "solve", WORKSHEET],
        "",
    ),
    (
        "fifteen-solve-worksheet-json",
        &["fifteen", "solve", WORKSHEET, "--json"],
        "",
    ),
    (
        "fifteen-solve-astar",
        &[
            "fifteen",
            "solve",
            "1 3 4 12 5 2 7 10 6 13 8 15 9 14 11 0",
            "--algo",
            "astar",
            "--heuristic",
            "manhattan",
        ],
        "",
    ),
    (
        "bachet-play-en",
        &["bachet", "play", "--echo", "--lang", "en"],
        "10\n2\n3\nno\n",
    ),
    (
        "bachet-play-ru",
        &["bachet", "play", "--trace", "--echo", "--lang", "ru"],
        "10\n2\n3\nнет\n",
    ),
    ("bachet-table", &["bachet", "table"], ""),
    ("bachet-solve-13", &["bachet", "solve", "13"], ""),
    (
        "bachet-trees-13",
        &["bachet", "tree", "13", "--kind", "strategy"],
        "",
    ),
    (
        "check-moves-optimal",
        &["check", "moves", "1 2 3 4 5 6 0 7 8", "LL"],
        "",
    ),
    (
        "check-moves-longer",
        &["check", "moves", "1 2 3 4 5 6 0 7 8", "LLRL"],
        "",
    ),
    (
        "check-moves-illegal",
        &["check", "moves", "1 2 3 4 5 6 0 7 8", "RL"],
        "",
    ),
    (
        "fifteen-play-scripted",
        &[
            "fifteen",
            "play",
            "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
            "--echo",
        ],
        "U\nL\n",
    ),
];

/// The pattern-database transcripts, run in this order in a fresh cache folder: the 5-5-5
/// build (seconds), then Korf's instance 79 (42 moves toward the blank-first goal, one of the
/// easiest of his hundred) solved with it, and with the default heuristic for comparison.
const PDB_TRANSCRIPTS: &[(&str, &[&str])] = &[
    (
        "pdb-build-555",
        &["pdb", "build", "555", "--goal", "blank-first"],
    ),
    (
        "fifteen-solve-korf-79-pdb",
        &[
            "fifteen",
            "solve",
            KORF_79,
            "--goal",
            "blank-first",
            "--heuristic",
            "pdb:555",
        ],
    ),
    (
        "fifteen-solve-korf-79-default",
        &["fifteen", "solve", KORF_79, "--goal", "blank-first"],
    ),
];

/// Writes every generated part: `exe` is the built `puzzlelab` binary, `examples` the folder
/// of the built lesson programs, `cli` the command line's definition (for the reference).
pub fn generate(
    args: &GenerateArgs,
    exe: &Path,
    examples: &Path,
    cli: clap::Command,
) -> anyhow::Result<()> {
    let (out, figures, figures_ru) = (&args.out, &args.figures, &args.figures_ru);
    fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let write = |name: &str, text: &str| -> anyhow::Result<()> {
        let path = out.join(name);
        fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
    };

    // A cache folder of our own, empty at first: what `solve` picks by default does not depend
    // on the databases built on this machine.
    let cache = std::env::temp_dir().join(format!("puzzlelab-docs-cache-{}", std::process::id()));
    let _ = fs::remove_dir_all(&cache);
    for (name, args, input) in TRANSCRIPTS {
        write(
            &format!("{name}.txt"),
            &transcript(exe, args, input, &cache)?,
        )?;
    }
    for (name, args) in PDB_TRANSCRIPTS {
        write(&format!("{name}.txt"), &transcript(exe, args, "", &cache)?)?;
    }
    let _ = fs::remove_dir_all(&cache);
    // The same in Russian for the Russian pages (`NAME-ru.txt`, `--lang ru` added), the
    // pattern databases again from an empty cache, in the same order.
    let twins: Vec<&str> = TRANSCRIPTS.iter().map(|(name, _, _)| *name).collect();
    let runs = TRANSCRIPTS
        .iter()
        .map(|&(name, args, input)| (name, args, input))
        .chain(PDB_TRANSCRIPTS.iter().map(|&(name, args)| (name, args, "")));
    for (name, args, input) in runs {
        let has_twin = name.ends_with("-ru") || twins.contains(&format!("{name}-ru").as_str());
        let Some(russian) = in_russian(&cli, args).filter(|_| !has_twin) else {
            continue;
        };
        let russian: Vec<&str> = russian.iter().map(String::as_str).collect();
        write(
            &format!("{name}-ru.txt"),
            &transcript(exe, &russian, input, &cache)?,
        )?;
    }
    let _ = fs::remove_dir_all(&cache);
    let _ = fs::remove_dir_all(cache.with_extension("cwd"));
    let scratch = std::env::temp_dir().join(format!("puzzlelab-docs-run-{}", std::process::id()));
    fs::create_dir_all(&scratch)?;
    for name in BUILT_EXAMPLES {
        let program = examples.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
        if !program.exists() {
            anyhow::bail!(
                "the lesson program {name} is not built in {}: run `cargo build --examples` first",
                examples.display()
            );
        }
        for (lang, suffix, args) in LESSON_LANGS {
            let output = Process::new(&program)
                .args(args)
                .current_dir(&scratch)
                .output()
                .with_context(|| format!("cannot run {}", program.display()))?;
            anyhow::ensure!(
                output.status.success(),
                "the lesson program {name} failed ({lang})"
            );
            write(
                &format!("example-{name}{suffix}.txt"),
                &lesson_transcript(name, args, &output.stdout),
            )?;
        }
    }
    let _ = fs::remove_dir_all(&scratch);
    for (file, text) in lesson_transcripts()? {
        write(&file, &text)?;
    }
    for number in 1..=puzzlelab_assignments::COUNT {
        for (lang, suffix, args) in LESSON_LANGS {
            let grade = puzzlelab_assignments::starter_suite(number, None)
                .expect("every assignment has a suite")
                .grade(puzzlelab_assignments::grading::TIME_LIMIT);
            let report = grade.text(lang) + "\n";
            let name = format!("assignment_{number}");
            let text = lesson_transcript(&name, args, report.as_bytes());
            write(&format!("assignment-{number}{suffix}.txt"), &text)?;
        }
    }
    for (file, text) in bench_tables()? {
        write(&file, &text)?;
    }
    write("facts.txt", &facts(Lang::En))?;
    write("facts-ru.txt", &facts(Lang::Ru))?;
    crate::lab::write(out, exe)?;
    write("cli-reference.md", &cli_reference(Lang::En))?;
    write("cli-reference-ru.md", &cli_reference(Lang::Ru))?;
    let index = fs::read_to_string(figures.join("index.md")).unwrap_or_default();
    write("figures-all.md", &all_figures(&index, "figures/"))?;
    let index_ru = fs::read_to_string(figures_ru.join("index.md")).ok();
    let all_ru = match &index_ru {
        Some(index_ru) => all_figures(index_ru, "../figures-ru/"),
        None => all_figures(&index, "../figures/"),
    };
    write("figures-all-ru.md", &all_ru)?;
    // each figure at the lesson step that names it: `figure-STEM.md`, `figure-STEM-ru.md`
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
    let mut stems = figure_stems(&index);
    stems.extend(included_figures(&docs)?);
    for stem in stems {
        write(
            &format!("figure-{stem}.md"),
            &figure_of(&index, &stem, "figures/"),
        )?;
        let russian = match &index_ru {
            Some(index_ru) => figure_of(index_ru, &stem, "../figures-ru/"),
            None => figure_of(&index, &stem, "../figures/"),
        };
        write(&format!("figure-{stem}-ru.md"), &russian)?;
    }
    println!("wrote the docs' generated pages into {}", out.display());
    Ok(())
}

/// The bench records the "How fast" page shows, in `docs/bench/`: each one the `--json` output
/// of one `cargo xtask bench solvers` run.
pub const BENCH_RECORDS: &[&str] = &["korf", "random", "hard", "korf24"];

/// The "How fast" tables, `bench-NAME.md` and `bench-NAME-ru.md`, from the bench records: the
/// figures as the bench wrote them, none typed.
fn bench_tables() -> anyhow::Result<Vec<(String, String)>> {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/bench");
    let mut out = Vec::new();
    for name in BENCH_RECORDS {
        let path = docs.join(format!("{name}.json"));
        let text =
            fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let record: crate::bench::Record = serde_json::from_str(&text)
            .with_context(|| format!("{} is not a bench record", path.display()))?;
        out.push((format!("bench-{name}.md"), bench_table(&record, Lang::En)));
        out.push((
            format!("bench-{name}-ru.md"),
            bench_table(&record, Lang::Ru),
        ));
    }
    Ok(out)
}

/// One bench record as a table, with the command, the day and the machine above it.
fn bench_table(record: &crate::bench::Record, lang: Lang) -> String {
    let mut t = String::new();
    let date = match lang {
        Lang::En => record.date.clone(),
        Lang::Ru => record.date.split('-').rev().collect::<Vec<_>>().join("."),
    };
    let (cpu, cores, command) = (&record.cpu, record.cores, &record.command);
    let _ = match lang {
        Lang::En => writeln!(
            t,
            "Measured on {date} ({cpu}, {cores} cores): `{command}`\n"
        ),
        Lang::Ru => writeln!(t, "Измерено {date} ({cpu}, ядер: {cores}): `{command}`\n"),
    };
    let heads = match lang {
        Lang::En => [
            "solver",
            "solved",
            "CPU s",
            "wall s",
            "CPU ratio",
            "nodes per instance",
            "tables MB",
        ],
        Lang::Ru => [
            "решатель",
            "решено",
            "процессор, с",
            "по часам, с",
            "к первому",
            "узлов на задачу",
            "таблицы, МБ",
        ],
    };
    let _ = writeln!(t, "| {} |", heads.join(" | "));
    let _ = writeln!(t, "|{}", "---|".repeat(heads.len()));
    for r in &record.results {
        let generated = if r.generated > 0 {
            lang.int(r.mean_generated.round() as u64)
        } else {
            "—".to_string()
        };
        let _ = writeln!(
            t,
            "| {} | {}/{} | {} | {} | {} | {generated} | {} |",
            r.solver,
            r.solved,
            r.instances,
            lang.decimal(r.total_cpu_s, 2),
            lang.decimal(r.total_wall_s, 2),
            lang.decimal(r.cpu_ratio, 2),
            lang.int(r.tables_mb.round() as u64),
        );
    }
    for r in record.results.iter().filter(|r| !r.each.is_empty()) {
        let heads = match lang {
            Lang::En => [
                "instance",
                "moves",
                "nodes expanded",
                "Korf and Felner's",
                "ratio",
                "CPU s",
            ],
            Lang::Ru => [
                "задача",
                "ходов",
                "раскрыто узлов",
                "у Корфа и Фельнера",
                "отношение",
                "процессор, с",
            ],
        };
        let _ = writeln!(t, "\n{}:\n", r.solver);
        let _ = writeln!(t, "| {} |", heads.join(" | "));
        let _ = writeln!(t, "|{}", "---|".repeat(heads.len()));
        for e in &r.each {
            let _ = writeln!(
                t,
                "| {} | {} | {} | {} | {} | {} |",
                e.number,
                e.moves,
                lang.int(e.expanded),
                lang.int(e.paper_expanded),
                lang.decimal(e.expanded as f64 / e.paper_expanded as f64, 2),
                lang.decimal(e.cpu_s, 1),
            );
        }
    }
    t
}

/// The command line `args` in Russian (`--lang ru` added), when its command takes `--lang`
/// and the line does not give it already.
fn in_russian(cli: &clap::Command, args: &[&str]) -> Option<Vec<String>> {
    let mut cmd = cli;
    for word in args {
        match cmd.find_subcommand(word) {
            Some(sub) => cmd = sub,
            None => break,
        }
    }
    let takes_lang = cmd.get_arguments().any(|a| a.get_id() == "lang");
    let gives_lang = args.contains(&"--lang");
    (takes_lang && !gives_lang).then(|| {
        let mut russian: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        russian.extend(["--lang".to_string(), "ru".to_string()]);
        russian
    })
}

/// `$ puzzlelab ARGS`, then what it printed and its exit code if not 0. Standard output and
/// standard error go to one file, so that they appear in the order the program wrote them, as
/// at a terminal. `cache` stands for the user's cache folder (`XDG_CACHE_HOME`), shown as
/// `~/.cache`.
fn transcript(exe: &Path, args: &[&str], input: &str, cache: &Path) -> anyhow::Result<String> {
    let printed = cache.with_extension(format!("out-{}", std::process::id()));
    let file = fs::File::create(&printed)
        .with_context(|| format!("cannot create {}", printed.display()))?;
    // the files a command writes go into a scratch folder beside the cache, never the checkout
    let scratch = cache.with_extension("cwd");
    fs::create_dir_all(&scratch)?;
    let mut child = Process::new(exe)
        .args(args)
        .current_dir(&scratch)
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", cache)
        .stdin(Stdio::piped())
        .stdout(file.try_clone()?)
        .stderr(file)
        .spawn()
        .with_context(|| format!("cannot run puzzlelab {}", args.join(" ")))?;
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())?;
    let status = child.wait()?;
    let output = fs::read(&printed)?;
    let _ = fs::remove_file(&printed);
    let shown: Vec<String> = args
        .iter()
        .map(|a| {
            if a.contains(' ') {
                format!("\"{a}\"")
            } else {
                a.to_string()
            }
        })
        .collect();
    let mut text = String::new();
    if !input.is_empty() {
        let lines = input.trim_end().replace('\n', "\\n");
        let _ = write!(text, "$ printf '{lines}\\n' | ");
    } else {
        text.push_str("$ ");
    }
    let _ = writeln!(text, "puzzlelab {}", shown.join(" "));
    text.push_str(&String::from_utf8_lossy(&output));
    if let Some(code) = status.code().filter(|&c| c != 0) {
        let russian = args.windows(2).any(|w| w == ["--lang", "ru"]);
        let words = if russian {
            "код выхода"
        } else {
            "exit code"
        };
        let _ = writeln!(text, "({words} {code})");
    }
    Ok(text.replace(&cache.display().to_string(), "~/.cache"))
}

/// Single facts for inline use, each between `ANCHOR: name` and `ANCHOR_END: name` lines, as
/// mdBook's `{{#include file:name}}` wants them, numbers and words in `lang`.
fn facts(lang: Lang) -> String {
    let worksheet: Board = WORKSHEET.parse().expect("the worksheet's board");
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let verdict = worksheet.solvability(&goal);
    let heuristic = selfcheck::heuristic::Config::default();
    let losing = selfcheck::bachet::expected_losing(3, 30);
    let facts: Vec<(&str, String)> = vec![
        ("worksheet_board", worksheet.to_string()),
        (
            "worksheet_inversions",
            puzzlelab_rules::inversions(worksheet.tiles()).to_string(),
        ),
        (
            "worksheet_solvable",
            if verdict.is_solvable() {
                lang.pick("yes", "да")
            } else {
                lang.pick("no", "нет")
            }
            .to_string(),
        ),
        ("heuristic_samples", heuristic.samples.to_string()),
        ("heuristic_walk", heuristic.walk.to_string()),
        ("heuristic_seed", heuristic.seed.to_string()),
        (
            "pdb_entries",
            lang.written(
                selfcheck::reference::pattern_database(
                    &Goal::Standard.board(Size::EIGHT),
                    &[1, 2, 3, 4],
                )
                .len() as u64,
            ),
        ),
        (
            "test_seconds",
            puzzlelab_assignments::grading::TIME_LIMIT
                .as_secs()
                .to_string(),
        ),
        (
            "eight_reachable",
            lang.written(
                selfcheck::reference::ball(&Goal::Standard.board(Size::EIGHT), u32::MAX).len()
                    as u64,
            ),
        ),
        (
            "fifteen_reachable",
            lang.written((1..=16u64).product::<u64>() / 2),
        ),
        (
            "bachet_losing_3",
            losing
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
    ];
    let mut text = String::new();
    for (name, value) in facts {
        let _ = writeln!(text, "ANCHOR: {name}\n{value}\nANCHOR_END: {name}");
    }
    text
}

/// The CLI reference: every command's long help, nested as the commands are.
/// Every command's long help in `lang`, one section per command, as `puzzlelab help --lang`
/// prints it.
fn cli_reference(lang: Lang) -> String {
    let mut cli = puzzlelab::help::command_in(lang);
    cli.build();
    let mut text = String::new();
    reference_of(&mut cli, "puzzlelab", 2, lang, &mut text);
    text
}

fn reference_of(cmd: &mut clap::Command, path: &str, depth: usize, lang: Lang, text: &mut String) {
    let _ = writeln!(text, "{} `{path}`\n", "#".repeat(depth.min(6)));
    let help = puzzlelab::help::rendered(cmd, lang);
    let _ = writeln!(text, "```text\n{}\n```\n", help.trim_end());
    for sub in cmd.get_subcommands_mut() {
        let path = format!("{path} {}", sub.get_name());
        reference_of(sub, &path, depth + 1, lang, text);
    }
}

/// One figure of the index: its file, its caption, and the SVG drawn beside a PNG, if any.
struct Figure {
    file: String,
    caption: String,
    svg: Option<String>,
}

/// The figures of the index (`## Lesson` headings, then `- [`file`](file): caption` lines),
/// each lesson's in order: a PNG and its SVG are one figure, shown as the PNG that opens the SVG.
fn figures_of(index: &str) -> Vec<(String, Vec<Figure>)> {
    let mut lessons: Vec<(String, Vec<Figure>)> = Vec::new();
    for line in index.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            lessons.push((heading.to_string(), Vec::new()));
            continue;
        }
        let (Some(item), Some((_, figures))) = (line.strip_prefix("- [`"), lessons.last_mut())
        else {
            continue;
        };
        let Some((file, rest)) = item.split_once('`') else {
            continue;
        };
        let caption = rest.split_once("): ").map_or("", |(_, c)| c).trim();
        let caption = caption
            .trim_end_matches(" (PNG)")
            .trim_end_matches(" (SVG)");
        let stem = file.rsplit_once('.').map_or(file, |(s, _)| s);
        if let Some(png) = figures
            .iter_mut()
            .find(|f| f.file.starts_with(&format!("{stem}.")))
        {
            if file.ends_with(".svg") {
                png.svg = Some(file.to_string());
            }
            continue;
        }
        figures.push(Figure {
            file: file.to_string(),
            caption: caption.to_string(),
            svg: None,
        });
    }
    lessons
}

/// The stems (file names without extension) of every figure of the index.
fn figure_stems(index: &str) -> std::collections::BTreeSet<String> {
    figures_of(index)
        .into_iter()
        .flat_map(|(_, figures)| figures)
        .map(|f| {
            f.file
                .rsplit_once('.')
                .map_or(f.file.clone(), |(s, _)| s.to_string())
        })
        .collect()
}

/// The figures the pages include (`figure-STEM.md`), so that each is written even when no
/// figures were rendered (then empty).
fn included_figures(docs: &Path) -> anyhow::Result<Vec<String>> {
    let mut stems = Vec::new();
    for dir in [docs.join("src"), docs.join("ru/src")] {
        for entry in fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))? {
            let text = fs::read_to_string(entry?.path()).unwrap_or_default();
            for part in text.split("output/generated/figure-").skip(1) {
                if let Some((stem, _)) = part.split_once(".md") {
                    stems.push(stem.trim_end_matches("-ru").to_string());
                }
            }
        }
    }
    Ok(stems)
}

/// A figure as HTML: the picture at the page's width, opening full size (the SVG when there
/// is one) on a click, with its caption; `class` says where it is shown.
fn figure_html(figure: &Figure, prefix: &str, class: &str) -> String {
    let caption = figure
        .caption
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;");
    let full = figure.svg.as_deref().unwrap_or(&figure.file);
    format!(
        "<figure class=\"{class}\">\n<a href=\"{prefix}{full}\"><img src=\"{prefix}{}\" alt=\"{caption}\"></a>\n<figcaption>{caption}</figcaption>\n</figure>\n",
        figure.file
    )
}

/// The figure `stem` of the index, for the lesson step that shows it (empty when the index
/// does not have it: no figures were rendered).
fn figure_of(index: &str, stem: &str, prefix: &str) -> String {
    figures_of(index)
        .into_iter()
        .flat_map(|(_, figures)| figures)
        .find(|f| f.file.starts_with(&format!("{stem}.")))
        .map(|f| figure_html(&f, prefix, "lesson-figure"))
        .unwrap_or_default()
}

/// Every figure of the index as a thumbnail, under its lesson's heading: the site's gallery.
fn all_figures(index: &str, prefix: &str) -> String {
    let mut text = String::new();
    for (heading, figures) in figures_of(index) {
        let _ = writeln!(text, "## {heading}\n\n<div class=\"gallery\">\n");
        for figure in &figures {
            let _ = writeln!(text, "{}", figure_html(figure, prefix, "thumbnail"));
        }
        let _ = writeln!(text, "</div>\n");
    }
    text
}
