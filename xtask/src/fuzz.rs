//! `cargo xtask fuzz`: the server's two readers of what a client sends, its request heads and its
//! queries, fuzzed by libFuzzer (`cargo fuzz`, in `fuzz/`) for a fixed time each, guided by
//! coverage, from the corpora kept in `fuzz/corpus/<target>/`. What a run discovers goes into
//! a scratch corpus under `fuzz/target/`, never into the kept one; a crash leaves its input in
//! `fuzz/artifacts/<target>/` and fails the command. The same targets run on the stable
//! toolchain in the tests, for a fixed number of inputs (`tests/cli/fuzz.rs`).

use std::path::Path;
use std::process::Command;

use anyhow::Context;

/// The libFuzzer targets, as `fuzz/Cargo.toml` names them.
pub const TARGETS: [&str; 2] = ["http_head", "query"];

/// What one target's run did.
pub struct Fuzzed {
    /// The target.
    pub target: &'static str,
    /// Inputs run.
    pub runs: u64,
    /// Inputs that reached new code, kept in the scratch corpus.
    pub new_units: u64,
    /// Seconds it ran.
    pub seconds: u64,
}

/// Fuzzes every target for `seconds`, one after the other; the first crash is an error that
/// names its input.
pub fn run(root: &Path, seconds: u64) -> anyhow::Result<Vec<Fuzzed>> {
    let fuzz = root.join("fuzz");
    let mut done = Vec::new();
    for target in TARGETS {
        let scratch = fuzz.join("target/corpus").join(target);
        std::fs::create_dir_all(&scratch)?;
        let mut command = cargo_fuzz();
        command
            .current_dir(&fuzz)
            .args(["run", target])
            .arg(&scratch)
            .arg(fuzz.join("corpus").join(target))
            .arg("--")
            .arg(format!("-max_total_time={seconds}"))
            .arg("-print_final_stats=1");
        let output = command
            .output()
            .context("cargo fuzz did not start: `cargo install cargo-fuzz` installs it")?;
        let log = String::from_utf8_lossy(&output.stderr);
        anyhow::ensure!(
            output.status.success(),
            "{target}: libFuzzer stopped ({}); the input that did it is in fuzz/artifacts/{target}/:\n{}",
            output.status,
            tail(&log, 40)
        );
        let stat = |name: &str| {
            log.lines()
                .find_map(|l| l.strip_prefix(&format!("stat::{name}:")))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(0)
        };
        done.push(Fuzzed {
            target,
            runs: stat("number_of_executed_units"),
            new_units: stat("new_units_added"),
            seconds,
        });
    }
    Ok(done)
}

/// `cargo fuzz` with the nightly toolchain where rustup has one (its sanitizer flags are
/// unstable), or the toolchain at hand told to accept them.
fn cargo_fuzz() -> Command {
    let nightly = Command::new("cargo")
        .args(["+nightly", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    let mut command = Command::new("cargo");
    if nightly {
        command.arg("+nightly");
    } else {
        command.env("RUSTC_BOOTSTRAP", "1");
    }
    command.arg("fuzz");
    command
}

/// The last `n` lines of `log`.
fn tail(log: &str, n: usize) -> String {
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}
