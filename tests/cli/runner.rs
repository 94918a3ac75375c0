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
    /// The signal that ended the run, if one did (an abort is 6, the watchdog's kill 9).
    pub signal: Option<i32>,
    /// Whether the watchdog had to stop the run ([`Puzzlelab::within`]).
    pub hung: bool,
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
    stdin_file: Option<Stdio>,
    stdout: Option<Stdio>,
    stderr: Option<Stdio>,
    deadline: std::time::Duration,
}

/// How long a run may take before the watchdog stops it (a hang, for the tests).
const DEADLINE: std::time::Duration = std::time::Duration::from_secs(120);

/// The binary with these arguments.
pub fn puzzlelab(args: &[&str]) -> Puzzlelab {
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlelab"));
    command.args(args);
    // The user's cache never leaks into a test: every run gets an empty one unless it names one.
    command.env("XDG_CACHE_HOME", scratch("cache-unused"));
    // nor the user's locale: English unless a test asks for another
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    Puzzlelab {
        command,
        stdin: None,
        stdin_file: None,
        stdout: None,
        stderr: None,
        deadline: DEADLINE,
    }
}

/// A lesson program (`examples/NAME.rs`, built beside the binary by `cargo test`) with these
/// arguments, run to the end.
pub fn example(name: &str, args: &[&str]) -> Run {
    let binary = Path::new(env!("CARGO_BIN_EXE_puzzlelab"));
    let program = binary
        .parent()
        .expect("the binary's folder")
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    let mut run = puzzlelab(args);
    let mut command = Command::new(program);
    command.args(args);
    command.env("XDG_CACHE_HOME", scratch("cache-unused"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    run.command = command;
    run.run()
}

impl Puzzlelab {
    /// Feeds `input` on standard input (otherwise standard input is empty).
    pub fn stdin(mut self, input: impl Into<Vec<u8>>) -> Puzzlelab {
        self.stdin = Some(input.into());
        self
    }

    /// Standard input from a file (`/dev/zero`, say) instead of the bytes given.
    pub fn stdin_file(mut self, path: &str) -> Puzzlelab {
        let file = std::fs::File::open(path).expect("an input file");
        self.stdin_file = Some(file.into());
        self
    }

    /// Standard output into a file (`/dev/full`, say) instead of a pipe.
    pub fn stdout_file(mut self, path: &str) -> Puzzlelab {
        self.stdout = Some(writable(path));
        self
    }

    /// Standard error into a file (`/dev/full`, say) instead of a pipe.
    pub fn stderr_file(mut self, path: &str) -> Puzzlelab {
        self.stderr = Some(writable(path));
        self
    }

    /// Caps the run's address space at `bytes` (`setrlimit`): an allocation past it fails, and
    /// the program aborts (signal 6), which a test reads as unbounded growth.
    pub fn memory_cap(mut self, bytes: u64) -> Puzzlelab {
        use std::os::unix::process::CommandExt;
        let limit = libc::rlimit {
            rlim_cur: bytes,
            rlim_max: bytes,
        };
        // SAFETY: setrlimit is async-signal-safe and touches only the child being started.
        unsafe {
            self.command.pre_exec(move || {
                if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        self
    }

    /// The same run, in the folder `dir`.
    pub fn dir(mut self, dir: &Path) -> Puzzlelab {
        self.command.current_dir(dir);
        self
    }

    /// The same run, given at most `limit` before the watchdog stops it.
    pub fn within(mut self, limit: std::time::Duration) -> Puzzlelab {
        self.deadline = limit;
        self
    }

    /// Sets an environment variable of the run (or removes it, for `None`).
    pub fn env(mut self, key: &str, value: Option<&str>) -> Puzzlelab {
        match value {
            Some(v) => self.command.env(key, v),
            None => self.command.env_remove(key),
        };
        self
    }

    /// Runs the binary to its end.
    pub fn run(mut self) -> Run {
        use std::os::unix::process::ExitStatusExt;
        use std::sync::atomic::{AtomicBool, Ordering};
        use std::sync::Arc;
        let from_file = self.stdin_file.is_some();
        self.command
            .stdin(self.stdin_file.take().unwrap_or_else(Stdio::piped));
        self.command
            .stdout(self.stdout.take().unwrap_or_else(Stdio::piped))
            .stderr(self.stderr.take().unwrap_or_else(Stdio::piped));
        let mut child = self.command.spawn().expect("the binary starts");
        let writer = (!from_file).then(|| {
            let input = self.stdin.take().unwrap_or_default();
            let mut pipe = child.stdin.take().expect("a stdin pipe");
            std::thread::spawn(move || {
                let _ = pipe.write_all(&input); // the program may stop reading early
            })
        });
        let (done, hung) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicBool::new(false)),
        );
        let pid = child.id() as libc::pid_t;
        let deadline = self.deadline;
        let watchdog = {
            let (done, hung) = (Arc::clone(&done), Arc::clone(&hung));
            std::thread::spawn(move || {
                let start = std::time::Instant::now();
                while !done.load(Ordering::SeqCst) {
                    if start.elapsed() > deadline {
                        hung.store(true, Ordering::SeqCst);
                        // SAFETY: kill sends a signal; the child is not yet reaped.
                        unsafe { libc::kill(pid, libc::SIGKILL) };
                        return;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
            })
        };
        let out = child.wait_with_output().expect("the binary runs");
        done.store(true, Ordering::SeqCst);
        watchdog.join().expect("the watchdog ends");
        if let Some(writer) = writer {
            writer.join().expect("stdin written");
        }
        Run {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            code: out.status.code().unwrap_or(-1),
            signal: out.status.signal(),
            hung: hung.load(Ordering::SeqCst),
        }
    }
}

/// An existing file opened for writing, as a stream of a run.
fn writable(path: &str) -> Stdio {
    let file = std::fs::OpenOptions::new().write(true).open(path);
    file.expect("an output file").into()
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
    head_1_fed(args, &[])
}

/// [`head_1`] with `input` on the program's standard input (`printf ... | puzzlelab ARGS |
/// head -1`), written while it runs.
pub fn head_1_fed(args: &[&str], input: &[u8]) -> (String, Run) {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(args)
        .env("XDG_CACHE_HOME", scratch("cache-unused"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut pipe = child.stdin.take().expect("a stdin pipe");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input); // the program may stop reading early
    });
    let mut line = String::new();
    let mut reader = BufReader::new(child.stdout.take().expect("a stdout pipe"));
    reader.read_line(&mut line).expect("a first line");
    drop(reader); // the reader is gone: the next write meets a closed pipe
    let out = child.wait_with_output().expect("the binary ends");
    writer.join().expect("stdin written");
    let run = Run {
        stdout: line.clone(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
        signal: std::os::unix::process::ExitStatusExt::signal(&out.status),
        hung: false,
    };
    (line, run)
}

/// The words of a command line as a shell splits it (double quotes only): the commands the
/// docs and man pages print, run as a reader would.
pub fn shell_words(line: &str) -> Vec<String> {
    let mut words = vec![String::new()];
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => words.push(String::new()),
            c => words.last_mut().unwrap().push(c),
        }
    }
    words.retain(|w| !w.is_empty());
    words
}

/// Fails unless `said` (a message printed under `--lang ru`) is Russian: some Cyrillic, and
/// none of the `english` words it said before it followed `--lang`.
pub fn assert_russian(said: &str, english: &[&str]) {
    assert!(
        said.chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c))),
        "no Russian in {said:?}"
    );
    for word in english {
        assert!(!said.contains(word), "{word:?} still in {said:?}");
    }
}

/// Runs `args` once with `--lang ru` and once with `--lang en` (`env` set, or removed for
/// `None`, in both): both exit with `code`; the Russian run says `russian` in Russian, with none
/// of the `english` words; the English run says `english[0]`.
pub fn assert_refusal_follows_lang(
    args: &[&str],
    env: &[(&str, Option<&str>)],
    code: i32,
    russian: &str,
    english: &[&str],
) {
    let run = |lang: &str| {
        let words = [args, &["--lang", lang]].concat();
        let mut run = puzzlelab(&words);
        for (key, value) in env {
            run = run.env(key, *value);
        }
        run.run()
    };
    let ru = run("ru");
    assert_eq!(ru.code, code, "{args:?}: {}", ru.stderr);
    assert!(ru.stderr.contains(russian), "{args:?}: {}", ru.stderr);
    assert_russian(&ru.stderr, english);
    let en = run("en");
    assert_eq!(en.code, code, "{args:?}: {}", en.stderr);
    assert!(en.stderr.contains(english[0]), "{args:?}: {}", en.stderr);
    assert!(en.stderr.is_ascii(), "{args:?}: {}", en.stderr);
}
