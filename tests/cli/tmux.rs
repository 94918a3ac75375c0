//! A terminal for the tests of the full-screen programs (the terminal game, the trace player):
//! a tmux session running a shell, keys sent to it, its screen read back, and the terminal
//! modes the shell sees.

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// A tmux session running a shell, 100 columns by 40 lines.
pub struct Tmux(String);

/// Sessions started by this process so far, so that each test has its own.
static SESSIONS: AtomicUsize = AtomicUsize::new(0);

impl Tmux {
    /// A new session; `None`, with a note, where tmux is not installed (CI installs it).
    pub fn start() -> Option<Tmux> {
        let n = SESSIONS.fetch_add(1, Ordering::SeqCst);
        let name = format!("puzzlelab-test-{}-{n}", std::process::id());
        let started = Command::new("tmux")
            .args(["new-session", "-d", "-s", &name, "-x", "100", "-y", "40"])
            .args(["bash", "--norc", "--noprofile"])
            .status()
            .ok()
            .filter(|s| s.success());
        if started.is_none() {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI installs tmux for the terminal tests (.ci/run)"
            );
            eprintln!("tmux is not installed: the terminal test is skipped");
        }
        started.map(|_| Tmux(name))
    }

    /// Sends `keys` (tmux's names: `Enter`, `C-c`, `Right`, or text), then lets them work.
    pub fn keys(&self, keys: &[&str]) {
        let status = Command::new("tmux")
            .args(["send-keys", "-t", &self.0])
            .args(keys)
            .status()
            .unwrap();
        assert!(status.success());
        std::thread::sleep(Duration::from_millis(700));
    }

    /// What the window shows now.
    pub fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.0])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen once it shows `text` (waiting up to 20 s: a loaded machine is slow to
    /// draw); the test fails with the screen if it never does.
    pub fn until(&self, text: &str) -> String {
        let clock = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                clock.elapsed() < Duration::from_secs(20),
                "never shown: {text:?}\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The window's title, as the programs in it have set it.
    pub fn title(&self) -> String {
        let out = Command::new("tmux")
            .args(["display-message", "-p", "-t", &self.0, "#{pane_title}"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).trim_end().to_string()
    }

    /// Copies every byte the programs in the window write to the terminal into `file`, from
    /// now on.
    pub fn record(&self, file: &Path) {
        let command = format!("cat >> '{}'", file.display());
        let status = Command::new("tmux")
            .args(["pipe-pane", "-o", "-t", &self.0, &command])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Resizes the window to `width` x `height`.
    pub fn resize(&self, width: u16, height: u16) {
        let status = Command::new("tmux")
            .args(["resize-window", "-t", &self.0])
            .args(["-x", &width.to_string(), "-y", &height.to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// The terminal modes the shell sees now (`stty -a`), written to `file`.
    pub fn modes(&self, file: &Path) -> String {
        let _ = std::fs::remove_file(file);
        self.keys(&[&format!("stty -a > {}", file.display()), "Enter"]);
        // the shell runs the line when it gets to it: wait for its whole output (a loaded
        // machine once read the file before the shell had written it)
        for _ in 0..100 {
            let modes = std::fs::read_to_string(file).unwrap_or_default();
            if modes.ends_with('\n') {
                return modes;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        std::fs::read_to_string(file).unwrap_or_default()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["kill-session", "-t", &self.0])
            .status();
    }
}

/// Cooked mode again: the shell's line editing, echo and signal keys.
pub fn restored(modes: &str) -> bool {
    let words: Vec<&str> = modes.split_whitespace().collect();
    ["icanon", "echo", "isig"].iter().all(|m| words.contains(m))
}
