//! The page's engine (`crates/engine`) built for WebAssembly, with whichever toolchain the
//! machine has, and written into the site as a script (`engine-wasm.js`, the module in base64:
//! a page opened from `file://` may run a script but not fetch a file).
//!
//! The toolchains, in order: rustup's, when its `wasm32-unknown-unknown` target is installed
//! (`rustup target add wasm32-unknown-unknown`); Debian's `rustc-web`, `cargo-web` and
//! `rust-web-src`, which build the standard library for the target themselves
//! (`-Zbuild-std`, linked by rustup's `rust-lld`), installed here with `apt-get` when nothing
//! else is there and this user may; else none, and the site is built without the engine: its
//! live mode then says it needs `puzzlelab serve`.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{ensure, Context};

/// The target the page's engine is built for.
const TARGET: &str = "wasm32-unknown-unknown";
/// Debian's toolchain: its compiler, its cargo, and the standard library's source.
const DEBIAN_RUSTC: &str = "/usr/bin/rustc";
const DEBIAN_CARGO: &str = "/usr/bin/cargo";
const DEBIAN_LIBRARY: &str = "/usr/lib/rustlib/src/rust/library/std";
const DEBIAN_PACKAGES: [&str; 3] = ["rustc-web", "cargo-web", "rust-web-src"];

/// A toolchain that builds for [`TARGET`].
enum Toolchain {
    /// rustup's, with the target installed.
    Rustup,
    /// Debian's, building the standard library, linked by this `rust-lld`.
    Debian { linker: PathBuf },
}

/// The module built: its bytes.
pub struct Built {
    /// The module.
    pub wasm: Vec<u8>,
    /// Which toolchain built it, in words.
    pub toolchain: &'static str,
}

/// Builds the engine into `target/wasm` beside the other builds; `None` (with the reason
/// printed) when no toolchain can be had.
pub fn build(root: &Path, target_dir: &Path) -> anyhow::Result<Option<Built>> {
    let Some(toolchain) = toolchain() else {
        println!(
            "no toolchain builds for {TARGET} here (rustup's target is missing and Debian's rustc-web cannot be installed): the site is built without the page's engine"
        );
        return Ok(None);
    };
    let out = target_dir.join("wasm");
    let mut cargo = match &toolchain {
        Toolchain::Rustup => Command::new(crate::site::cargo_program()),
        Toolchain::Debian { linker } => {
            let mut cargo = Command::new(DEBIAN_CARGO);
            cargo
                .env("RUSTC", DEBIAN_RUSTC)
                .env("RUSTC_BOOTSTRAP", "1")
                .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER", linker)
                .args(["-Zbuild-std=std,panic_abort"]);
            cargo
        }
    };
    cargo
        .args(["build", "--quiet", "--package", "puzzlelab-engine"])
        .args(["--profile", "wasm", "--target", TARGET])
        .env("CARGO_TARGET_DIR", &out)
        .env_remove("RUSTFLAGS")
        .current_dir(root);
    let status = cargo
        .status()
        .context("cannot run cargo for the page's engine")?;
    ensure!(
        status.success(),
        "the page's engine did not build: {cargo:?}"
    );
    let path = out.join(TARGET).join("wasm/puzzlelab_engine.wasm");
    let wasm = std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let toolchain = match toolchain {
        Toolchain::Rustup => "rustup's",
        Toolchain::Debian { .. } => "Debian's rustc-web",
    };
    Ok(Some(Built { wasm, toolchain }))
}

/// The toolchain to build with, installing Debian's when nothing else is there.
fn toolchain() -> Option<Toolchain> {
    let rustup = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output();
    if rustup.is_ok_and(|o| {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .any(|l| l == TARGET)
    }) {
        return Some(Toolchain::Rustup);
    }
    let linker = rust_lld()?;
    if !debian_ready() {
        install_debian();
    }
    debian_ready().then_some(Toolchain::Debian { linker })
}

/// Whether Debian's web toolchain is installed: its compiler and its standard library's source.
fn debian_ready() -> bool {
    let web = Command::new(DEBIAN_RUSTC).arg("--version").output();
    // Debian's plain rustc is older than the web one, and has no source to build std from
    web.is_ok_and(|o| o.status.success())
        && Path::new(DEBIAN_LIBRARY).is_dir()
        && Path::new(DEBIAN_CARGO).is_file()
}

/// Installs Debian's web toolchain with `apt-get`, where this user may (root); says so.
fn install_debian() {
    let root = Command::new("id").arg("-u").output();
    if !root.is_ok_and(|o| o.stdout.trim_ascii() == b"0")
        || Command::new("apt-get").arg("--version").output().is_err()
    {
        return;
    }
    println!(
        "== installing Debian's WebAssembly toolchain (once): {}",
        DEBIAN_PACKAGES.join(" ")
    );
    let updated = Command::new("apt-get").arg("update").status();
    if updated.is_ok_and(|s| s.success()) {
        let _ = Command::new("apt-get")
            .args(["install", "-y", "--no-install-recommends"])
            .args(DEBIAN_PACKAGES)
            .status();
    }
}

/// rustup's linker, `rust-lld`, beside the default toolchain's standard library.
fn rust_lld() -> Option<PathBuf> {
    let rustc = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()?;
    let host = Command::new("rustc").arg("-vV").output().ok()?;
    let sysroot = String::from_utf8_lossy(&rustc.stdout).trim().to_string();
    let host = String::from_utf8_lossy(&host.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_string))?;
    let lld = Path::new(&sysroot)
        .join("lib/rustlib")
        .join(host)
        .join("bin/rust-lld");
    lld.is_file().then_some(lld)
}

/// The script that carries `wasm` into a page: `window.PUZZLELAB_WASM`, the bytes in base64.
pub fn script(wasm: &[u8]) -> String {
    format!(
        "// puzzlelab's engine (crates/engine) for WebAssembly, {} bytes, in base64: built by `cargo xtask docs`\nwindow.PUZZLELAB_WASM = \"{}\";\n",
        wasm.len(),
        base64(wasm)
    )
}

/// The script of a site built without the engine: it sets nothing, and says why.
pub const NO_ENGINE: &str = "// this site was built without the page's engine (no WebAssembly toolchain): live mode needs `puzzlelab serve`\n";

/// `bytes` in standard base64, padded: what the page's `atob` reads.
fn base64(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_pads_as_the_browser_reads_it() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64(&[0, 255, 254]), "AP/+");
    }
}
