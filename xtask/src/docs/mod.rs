//! The docs site's generated parts: the program's own output, written where the pages include
//! it (`{{#include ../../output/generated/...}}`), so that no number, transcript or help text on
//! the site is typed by hand. `cargo xtask docs` writes them before `mdbook build`.
//!
//! Each kind of part is made in a file of its own, and [`generate`] calls them in turn, each
//! handed the one writer into the output folder: `transcripts` (command lines of the
//! `puzzlelab` binary, in both languages), `lessons` (the lesson and assignment programs'
//! output), `bench` (the "How fast" tables from the bench records), `facts` (single numbers
//! and words for inline use), `reference` (the CLI reference from clap), `figures` (each
//! figure's snippet and the gallery) and `practice` (the lessons' recorded practice questions,
//! for a site without the page's engine). A new kind of part is a new file, and one call here.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Context;

use puzzlelab_rules::Lang;

mod bench;
mod facts;
mod figures;
mod lessons;
mod messages;
mod practice;
mod reference;
mod transcripts;

pub use bench::BENCH_RECORDS;
pub use practice::SEEDS as PRACTICE_SEEDS;

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

/// Writes one generated part: its file name in the output folder, then its text.
type Out<'a> = &'a dyn Fn(&str, &str) -> anyhow::Result<()>;

/// Writes every generated part: `exe` is the built `puzzlelab` binary, `examples` the folder
/// of the built lesson programs, `cli` the command line's definition (for the reference).
pub fn generate(
    args: &GenerateArgs,
    exe: &Path,
    examples: &Path,
    cli: clap::Command,
) -> anyhow::Result<()> {
    let out = &args.out;
    fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let write = |name: &str, text: &str| -> anyhow::Result<()> {
        let path = out.join(name);
        puzzlelab_files::write(&path, text.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))
    };
    transcripts::write(&write, exe, &cli)?;
    lessons::write(&write, examples)?;
    bench::write(&write)?;
    write("facts.txt", &facts::facts(Lang::En))?;
    write("facts-ru.txt", &facts::facts(Lang::Ru))?;
    crate::lab::write(out, exe)?;
    write("cli-reference.md", &reference::cli_reference(Lang::En))?;
    write("cli-reference-ru.md", &reference::cli_reference(Lang::Ru))?;
    figures::write(&write, &args.figures, &args.figures_ru)?;
    practice::write(&write)?;
    println!("wrote the docs' generated pages into {}", out.display());
    Ok(())
}
