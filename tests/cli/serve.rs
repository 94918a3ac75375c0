//! `puzzlelab serve`: a trace asked over HTTP is the command line's; a bad board is a 400 with
//! the command line's message; a board beyond the limits gets the limit's trace; twenty requests
//! at once are all answered and the server stays up; it binds beyond loopback only when told.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use serde_json::Value;

use super::runner::{puzzlelab, scratch};

/// A running server, killed when dropped.
pub struct Served {
    child: Child,
    /// The port it listens on, on 127.0.0.1.
    pub port: u16,
}

impl Served {
    /// A server of an empty site.
    pub fn start() -> Served {
        Served::start_with(&scratch("serve-site"), &[])
    }

    /// A server of the site in `site`, with more arguments. Its standard input is a pipe that
    /// is never written, so that a request that read it would wait forever.
    pub fn start_with(site: &std::path::Path, more: &[&str]) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
            .args([
                "serve",
                "--port",
                "0",
                "--site",
                &site.display().to_string(),
            ])
            .args(more)
            .env("XDG_CACHE_HOME", scratch("cache-unused"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line
            .split("127.0.0.1:")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        Served { child, port }
    }

    /// GET `path`: the status and the body.
    pub fn get(&self, path: &str) -> (u16, String) {
        get(self.port, path)
    }

    /// The process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Whether the process still runs.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

/// GET `path` from the server on `port`: the status and the body.
pub fn get(port: u16, path: &str) -> (u16, String) {
    let stream = TcpStream::connect(("127.0.0.1", port)).expect("a connection");
    exchange(stream, path)
}

/// GET `path` on a connection made: the status and the body.
pub fn exchange(mut stream: TcpStream, path: &str) -> (u16, String) {
    // a server that never answers fails the test instead of hanging it
    let patience = Some(std::time::Duration::from_secs(60));
    stream.set_read_timeout(patience).unwrap();
    write!(stream, "GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").unwrap();
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .expect("an answer in time");
    let status = response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

const EIGHTEEN: &str = "8 1 0 4 7 2 6 5 3";

#[test]
fn the_server_answers_traces_as_the_command_line_writes_them() {
    let served = Served::start();
    let (status, body) =
        served.get("/api/trace/fifteen?board=8+1+0+4+7+2+6+5+3&algo=astar&heuristic=manhattan");
    assert_eq!(status, 200, "{body}");
    let asked: Value = serde_json::from_str(&body).unwrap();
    let run = puzzlelab(&[
        "fifteen",
        "trace",
        EIGHTEEN,
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
    ])
    .run();
    let written: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(asked, written);
    let (status, body) = served.get("/api/trace/bachet?pile=13&solver=minimax");
    assert_eq!(status, 200, "{body}");
    let pile: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(pile["win"], false);

    // a bad board: 400 and the command line's message
    let (status, body) = served.get("/api/trace/fifteen?board=1+2+3");
    assert_eq!(status, 400);
    let cli = puzzlelab(&["fifteen", "trace", "1 2 3"]).run();
    let message: Value = serde_json::from_str(&body).unwrap();
    let said = cli
        .stderr
        .trim()
        .trim_start_matches("puzzlelab: ")
        .to_string();
    assert_eq!(message["error"], said);
    // a path or a limit cannot be asked for
    let (status, _) = served.get("/api/trace/fifteen?board=1+2+3+0&pdb-dir=/tmp");
    assert_eq!(status, 400);
    // beyond the server's limits: the limit's trace
    let (status, body) =
        served.get("/api/trace/fifteen?board=0+12+9+13+15+11+10+14+3+7+2+5+4+8+6+1&algo=bfs");
    assert_eq!(status, 200);
    let stopped: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(stopped["status"], "limit");

    // as many at once as one client may open (sixteen): every one answered, the server still up
    let port = served.port;
    let asked: Vec<_> = (0..16)
        .map(|i| {
            std::thread::spawn(move || {
                let served = Served {
                    child: Command::new("true").spawn().unwrap(),
                    port,
                };
                served.get(&format!("/api/trace/bachet?pile={}", 10 + i))
            })
        })
        .collect();
    for request in asked {
        let (status, body) = request.join().unwrap();
        assert_eq!(status, 200, "{body}");
    }
    assert_eq!(served.get("/api/trace/bachet?pile=5").0, 200);
    assert_eq!(served.get("/../../etc/passwd").0, 404);
}

#[test]
fn the_server_binds_beyond_loopback_only_when_told() {
    let run = puzzlelab(&["serve", "--bind", "0.0.0.0", "--port", "0"]).run();
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("give --allow-remote"), "{}", run.stderr);
}

/// A browser opens connections it sends nothing on yet (and keeps them): a server that gives
/// each connection to one of a few workers in turn never reaches the request behind them.
#[test]
fn idle_connections_do_not_starve_a_request() {
    let served = Served::start();
    let idle: Vec<TcpStream> = (0..8)
        .map(|_| TcpStream::connect(("127.0.0.1", served.port)).expect("a connection"))
        .collect();
    let (status, body) = served.get("/api/trace/bachet?pile=5");
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("puzzlelab-trace/1"));
    let (status, _) = served.get("/no-such-page.html");
    assert_eq!(status, 404);
    drop(idle);
    let long = format!("/{}", "x".repeat(20_000));
    assert_eq!(served.get(&long).0, 431, "a request head past 16 KB");
}

/// Before the site is built the server says how to build it, its front page says so too, and
/// the traces answer all the same.
#[test]
fn without_a_site_the_front_page_says_how_to_build_it_and_traces_answer() {
    let served = Served::start_with(&scratch("serve-no-site").join("site"), &["--lang", "ru"]);
    let (status, page) = served.get("/");
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains("cargo xtask docs") && page.contains("Сайт ещё не собран"),
        "{page}"
    );
    let (status, _) = served.get("/missing.html");
    assert_eq!(status, 404);
    let (status, trace) = served.get(&format!(
        "/api/trace/fifteen?board={}",
        EIGHTEEN.replace(' ', "%20")
    ));
    assert_eq!(status, 200, "{trace}");
    // where it listens on standard output; how to get the site on standard error
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(["serve", "--port", "0", "--site", "/nonexistent/site"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let first = BufReader::new(child.stdout.take().unwrap()).lines().next();
    let advice = BufReader::new(child.stderr.take().unwrap()).lines().next();
    let _ = child.kill();
    let _ = child.wait();
    let (first, advice) = (first.unwrap().unwrap(), advice.unwrap().unwrap());
    assert!(
        first.starts_with("listening on http://127.0.0.1:"),
        "{first}"
    );
    assert!(
        advice.contains("no site in /nonexistent/site yet: build it with `cargo xtask docs`"),
        "{advice}"
    );
}

/// The server's refusals follow its `--lang`: a page not found, a request it does not take, a
/// trace of a board that cannot be solved, and the refusal to bind beyond loopback.
#[test]
fn refusal_bodies_follow_the_servers_lang() {
    let site = scratch("serve-refusals");
    let unsolvable = "/api/trace/fifteen?board=1+2+3+4+5+6+8+7+0";
    let russian = Served::start_with(&site, &["--lang", "ru"]);
    assert_eq!(
        russian.get("/missing.html"),
        (404, "не найдено".to_string())
    );
    let (status, body) = russian.get(unsolvable);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("доска не может дойти до цели"), "{body}");
    super::runner::assert_russian(&body, &["cannot reach", "the goal"]);
    let english = Served::start_with(&site, &[]);
    assert_eq!(english.get("/missing.html"), (404, "not found".to_string()));
    let (status, body) = english.get(unsolvable);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("the board cannot reach the goal"), "{body}");
    let remote = puzzlelab(&["serve", "--bind", "0.0.0.0", "--lang", "ru"]).run();
    assert_eq!(remote.code, 2, "{}", remote.stderr);
    assert!(
        remote.stderr.contains("0.0.0.0 — не адрес обратной петли"),
        "{}",
        remote.stderr
    );
    super::runner::assert_russian(&remote.stderr, &["loopback", "give --allow-remote"]);
}
