//! `cargo xtask docs`: the docs site, built into `output/site/` (English at the root, Russian in
//! `ru/`). Set-up is part of the command: mdbook is installed with `cargo install` when it is
//! missing (a few minutes, once). The program and the lesson programs are built first, into the
//! target folder cargo reports (so `CARGO_TARGET_DIR` is honoured).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{ensure, Context};

/// The workspace's root folder.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace")
        .to_path_buf()
}

/// The cargo that runs this tool.
pub fn cargo_program() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

fn cargo() -> Command {
    Command::new(cargo_program())
}

/// Runs a command in the workspace's root, failing with its name if it fails.
fn run(command: &mut Command) -> anyhow::Result<()> {
    let status = command
        .current_dir(root())
        .status()
        .with_context(|| format!("cannot run {command:?}"))?;
    ensure!(status.success(), "{command:?} failed");
    Ok(())
}

/// The folder cargo builds into, as `cargo metadata` reports it.
pub fn target_dir() -> anyhow::Result<PathBuf> {
    let out = cargo()
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .current_dir(root())
        .output()
        .context("cannot run cargo metadata")?;
    ensure!(out.status.success(), "cargo metadata failed");
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let dir = meta["target_directory"]
        .as_str()
        .context("cargo metadata names no target directory")?;
    Ok(PathBuf::from(dir))
}

/// Builds the whole site.
pub fn build() -> anyhow::Result<()> {
    let root = root();
    if Command::new("mdbook").arg("--version").output().is_err() {
        println!("== installing mdbook (once)");
        // Only the search feature: serve and watch bring a web server the build does not need.
        run(cargo().args([
            "install",
            "mdbook",
            "--locked",
            "--no-default-features",
            "--features",
            "search",
        ]))?;
    }
    println!("== building puzzlelab and the lesson programs");
    // the whole workspace's binaries and examples, as its tests build them: the dependencies'
    // features come out the same, so a build after `cargo test --workspace` compiles no
    // dependency again
    run(cargo().args(["build", "--quiet", "--workspace", "--bins", "--examples"]))?;
    let debug = target_dir()?.join("debug");
    let exe = debug.join(format!("puzzlelab{}", std::env::consts::EXE_SUFFIX));

    println!("== rendering the figures (puzzlelab figures)");
    let output = root.join("output");
    run(Command::new(&exe)
        .args(["figures", "--quiet", "--out"])
        .arg(output.join("figures")))?;
    run(Command::new(&exe)
        .args(["figures", "--quiet", "--lang", "ru", "--out"])
        .arg(output.join("figures-ru")))?;

    println!("== writing the pages' generated parts");
    let args = crate::docs::GenerateArgs {
        out: output.join("generated"),
        figures: output.join("figures"),
        figures_ru: output.join("figures-ru"),
    };
    crate::docs::generate(&args, &exe, &debug.join("examples"), puzzlelab::command())?;

    println!("== building the page's engine (crates/engine) for WebAssembly");
    let engine = match crate::engine::build(&root, &target_dir()?)? {
        Some(built) => {
            println!(
                "the page's engine, built by {} toolchain: {} bytes, {} gzipped",
                built.toolchain,
                built.wasm.len(),
                gzipped_bytes(&built.wasm)?
            );
            crate::engine::script(&built.wasm)
        }
        None => crate::engine::NO_ENGINE.to_string(),
    };

    println!("== building the site");
    let site = output.join("site");
    let _ = std::fs::remove_dir_all(&site);
    run(Command::new("mdbook")
        .arg("build")
        .arg("docs")
        .arg("-d")
        .arg(&site))?;
    run(Command::new("mdbook")
        .arg("build")
        .arg("docs/ru")
        .arg("-d")
        .arg(site.join("ru")))?;
    for dir in ["figures", "figures-ru"] {
        copy_dir(&output.join(dir), &site.join(dir))?;
    }
    for dir in [site.clone(), site.join("ru")] {
        puzzlelab_files::write(&dir.join("engine-wasm.js"), engine.as_bytes())?;
    }
    let player: Vec<PathBuf> = [
        "player.js",
        "lab.js",
        "engine.js",
        "practice.js",
        "embed.js",
        "compare.js",
        "puzzlelab.css",
    ]
    .iter()
    .map(|f| root.join("docs/theme").join(f))
    .collect();
    println!(
        "the lab's JavaScript and CSS (player.js, lab.js, engine.js, practice.js, embed.js, compare.js, puzzlelab.css): {} bytes gzipped",
        gzipped(&player)?
    );
    println!("the site is in output/site/: open output/site/index.html");
    Ok(())
}

/// The size of `files` together, gzipped (`gzip -9`).
fn gzipped(files: &[PathBuf]) -> anyhow::Result<usize> {
    let mut all = Vec::new();
    for file in files {
        all.extend(std::fs::read(file)?);
    }
    gzipped_bytes(&all)
}

/// The size of `bytes` gzipped (`gzip -9`).
fn gzipped_bytes(bytes: &[u8]) -> anyhow::Result<usize> {
    let all = bytes.to_vec();
    let mut gzip = Command::new("gzip")
        .arg("-9c")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()?;
    let mut input = gzip.stdin.take().expect("a stdin pipe");
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut input, &all));
    let out = gzip.wait_with_output()?;
    writer.join().expect("gzip's input written")?;
    Ok(out.stdout.len())
}

/// Copies a folder's files (one level of subfolders and more) into another.
fn copy_dir(from: &Path, to: &Path) -> anyhow::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let path = entry?.path();
        let target = to.join(path.file_name().expect("a file name"));
        if path.is_dir() {
            copy_dir(&path, &target)?;
        } else {
            puzzlelab_files::write(&target, &std::fs::read(&path)?)?;
        }
    }
    Ok(())
}
