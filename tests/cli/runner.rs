//! The one way the tests run the `puzzlelab` binary: arguments, optional standard input and
//! environment, and the captured output with its exit code.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What a run of the binary printed and how it exited.
pub struct Run {
    /// Standard output, as text.
    pub stdout: String,
    /// Standard error, as text.
    pub stderr: String,
    /// The exit code (-1 when killed by a signal).
    pub code: i32,
}

impl Run {
    /// Whether the program exited with 0.
    pub fn ok(&self) -> bool {
        self.code == 0
    }
}

/// A run of the binary being set up.
pub struct Puzzlelab {
    command: Command,
    stdin: Option<Vec<u8>>,
}

/// The binary with these arguments.
pub fn puzzlelab(args: &[&str]) -> Puzzlelab {
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlelab"));
    command.args(args);
    // The user's cache never leaks into a test: every run gets an empty one unless it names one.
    command.env("XDG_CACHE_HOME", scratch("cache-unused"));
    Puzzlelab {
        command,
        stdin: None,
    }
}

impl Puzzlelab {
    /// Feeds `input` on standard input (otherwise standard input is empty).
    pub fn stdin(mut self, input: impl Into<Vec<u8>>) -> Puzzlelab {
        self.stdin = Some(input.into());
        self
    }

    /// Runs the binary to its end.
    pub fn run(mut self) -> Run {
        self.command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = self.command.spawn().expect("the binary starts");
        let input = self.stdin.take().unwrap_or_default();
        let mut pipe = child.stdin.take().expect("a stdin pipe");
        let writer = std::thread::spawn(move || {
            let _ = pipe.write_all(&input); // the program may stop reading early
        });
        let out = child.wait_with_output().expect("the binary runs");
        writer.join().expect("stdin written");
        Run {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            code: out.status.code().unwrap_or(-1),
        }
    }
}

/// A fresh folder for one test under the system's temporary folder (never in the work tree).
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("puzzlelab-test-{}", std::process::id()))
        .join(name);
    if name != "cache-unused" {
        let _ = std::fs::remove_dir_all(&dir);
    }
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A path inside a folder, as an argument.
pub fn arg(dir: &Path, file: &str) -> String {
    dir.join(file).display().to_string()
}

/// Runs the binary like `puzzlelab ARGS | head -1`: reads one line of its output, then closes
/// the pipe while the program is still writing. Returns that line and how the program ended.
pub fn head_1(args: &[&str]) -> (String, Run) {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(args)
        .env("XDG_CACHE_HOME", scratch("cache-unused"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut line = String::new();
    let mut reader = BufReader::new(child.stdout.take().expect("a stdout pipe"));
    reader.read_line(&mut line).expect("a first line");
    drop(reader); // the reader is gone: the next write meets a closed pipe
    let out = child.wait_with_output().expect("the binary ends");
    let run = Run {
        stdout: line.clone(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    };
    (line, run)
}
