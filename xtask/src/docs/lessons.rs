//! The lesson programs' transcripts (`example-NAME.txt`, `example-NAME-ru.txt`) and the
//! assignment programs' (`assignment-N.txt`): what `cargo run --example NAME` prints, in both
//! languages. The lessons are called in (`puzzlelab::lessons`), their output into a buffer;
//! the one that writes a file beside its output (`sat_worksheet`) runs as it is built, in a
//! scratch folder; an assignment's report comes from its suite, graded here.

use std::path::Path;
use std::process::Command as Process;

use anyhow::Context;

// The lesson programs whose output the pages show, called here as `cargo run --example NAME`
// calls them, so that the pages print exactly what the programs print.
use puzzlelab::lessons::{
    bachet_classes, bachet_solver, fifteen_array_model, fifteen_display, fifteen_moves,
    fifteen_parity, search_astar_heuristics, search_bfs_8puzzle, search_ida_iterations,
};
use puzzlelab_rules::Lang;

use super::Out;

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

/// Writes the transcripts of the built lesson programs (`examples` is their folder), of the
/// lessons called in, and of the assignment programs.
pub(super) fn write(write: Out, examples: &Path) -> anyhow::Result<()> {
    let scratch = std::env::temp_dir().join(format!("puzzlelab-docs-run-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)?;
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
    let _ = std::fs::remove_dir_all(&scratch);
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
    Ok(())
}
