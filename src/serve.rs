//! `puzzlelab serve`: the docs site on 127.0.0.1, with the lab's player bound to the real
//! solvers: `GET /api/trace/fifteen?board=...&algo=astar&heuristic=manhattan` and
//! `GET /api/trace/bachet?pile=13&solver=retrograde` answer the trace `fifteen trace` and
//! `bachet trace` would write. A request's parameters are read by the same parser as the
//! command line's flags (`board` and `pile` positional, the others named as the flags are), so a
//! bad one gets the message the command line gives, with status 400; a path or a limit cannot
//! be given. Every request runs under the server's limits, and a fixed number of traces runs
//! at once (`--workers`); a request that finds them all busy waits for one.
//!
//! The HTTP is the least a browser needs, written out so that nothing in it can wait forever:
//! a thread per connection (at most [`MAX_CONNECTIONS`] at once, the others wait in the
//! listener's queue), one request a connection (`Connection: close`), a request head of at
//! most [`MAX_HEAD`] bytes read within [`READ_TIMEOUT`], GET only. The server binds to
//! loopback only unless `--allow-remote` is given.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use clap::Parser;

use crate::exit::{message_of, Exit, BAD_INPUT};

/// Connections served at once.
pub const MAX_CONNECTIONS: usize = 64;
/// The longest request head read (the request line and the headers).
pub const MAX_HEAD: usize = 16 * 1024;
/// How long a connection may take to send its request, or to take the answer.
pub const READ_TIMEOUT: Duration = Duration::from_secs(10);

/// Arguments of `serve`.
#[derive(clap::Args)]
pub struct Args {
    /// The port (0: any free one; the address is printed on standard output).
    #[arg(long, default_value_t = 8000)]
    port: u16,
    /// The address to listen on: loopback unless --allow-remote.
    #[arg(long, default_value = "127.0.0.1")]
    bind: IpAddr,
    /// Listen on an address other than loopback (every machine that reaches it may use the
    /// solvers).
    #[arg(long)]
    allow_remote: bool,
    /// The site to serve (built by `cargo xtask docs`).
    #[arg(long, value_name = "DIR", default_value = "output/site")]
    site: PathBuf,
    /// Traces computed at once (a request for one more waits for a free one).
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..=16))]
    workers: u16,
    /// The language of the notice on standard output: en or ru.
    #[arg(long, default_value = "en")]
    lang: puzzlelab_rules::Lang,
}

/// The parameters a request may give beside `board` or `pile`: the choices of a run, never a
/// path (`--out`, `--pdb-dir`) nor a limit.
const ALLOWED: [&str; 9] = [
    "algo",
    "heuristic",
    "goal",
    "solver",
    "max-take",
    "misere",
    "normal",
    "lang",
    "snapshot-every",
];

/// The limits every request runs under.
const REQUEST_LIMITS: [&str; 8] = [
    "--max-nodes",
    "2000000",
    "--timeout",
    "5s",
    "--max-memory",
    "256MB",
    "--max-events",
    "200000",
];

/// A trace request, parsed by the command line's own parser.
#[derive(Parser)]
#[command(no_binary_name = true)]
enum Asked {
    /// A sliding-puzzle search.
    Fifteen(crate::fifteen::trace::Args),
    /// A game solver.
    Bachet(crate::bachet::trace::Args),
}

/// Serves the site and the traces until the process is stopped.
pub fn run(args: Args) -> anyhow::Result<()> {
    if !args.bind.is_loopback() && !args.allow_remote {
        let message = format!(
            "{} is not a loopback address: the server answers any machine that reaches it; give --allow-remote to mean it",
            args.bind
        );
        return Err(Exit::new(BAD_INPUT, message).into());
    }
    let listener = TcpListener::bind(SocketAddr::new(args.bind, args.port))
        .map_err(|e| anyhow::anyhow!("cannot listen on {}:{}: {e}", args.bind, args.port))?;
    let address = listener.local_addr()?;
    let site = args.site.display();
    match args.lang {
        puzzlelab_rules::Lang::En => outln!("listening on http://{address}/ (the site in {site})")?,
        puzzlelab_rules::Lang::Ru => outln!("слушаю http://{address}/ (сайт в {site})")?,
    }
    let site = Arc::new(args.site);
    let traces = Arc::new(Slots::new(usize::from(args.workers)));
    let connections = Arc::new(Slots::new(MAX_CONNECTIONS));
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue }; // a connection refused before it began
        let held = connections.take();
        let (site, traces) = (Arc::clone(&site), Arc::clone(&traces));
        std::thread::spawn(move || {
            let _held = held;
            let _ = serve_one(stream, &site, &traces); // a client gone is no error of ours
        });
    }
    Ok(())
}

/// A count of free places: [`Slots::take`] waits for one and gives it back when dropped.
struct Slots {
    free: Mutex<usize>,
    freed: Condvar,
}

/// A place taken from [`Slots`], given back when dropped.
struct Held(Arc<Slots>);

impl Slots {
    fn new(places: usize) -> Slots {
        Slots {
            free: Mutex::new(places),
            freed: Condvar::new(),
        }
    }

    fn take(self: &Arc<Slots>) -> Held {
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        while *free == 0 {
            free = self.freed.wait(free).unwrap_or_else(|e| e.into_inner());
        }
        *free -= 1;
        Held(Arc::clone(self))
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        self.0.freed.notify_one();
    }
}

/// An answer: status, content type, body.
type Answer = (u16, &'static str, Vec<u8>);

/// Reads one request from `stream`, answers it, and closes the connection.
fn serve_one(stream: TcpStream, site: &Path, traces: &Arc<Slots>) -> std::io::Result<()> {
    stream.set_read_timeout(Some(READ_TIMEOUT))?;
    stream.set_write_timeout(Some(READ_TIMEOUT))?;
    let answer = match read_head(&stream) {
        Ok(head) => answer(&head, site, traces),
        Err(status) => text(status, "the request could not be read"),
    };
    respond(&stream, answer)?;
    // what the client still sends is read and dropped (a bounded amount), so that closing
    // does not reset the connection before the client has read the answer
    stream.shutdown(std::net::Shutdown::Write)?;
    std::io::copy(&mut (&stream).take(1 << 20), &mut std::io::sink())?;
    Ok(())
}

/// The request line of a request head, read up to its blank line; an error status when the
/// head is too long (431), broken or late (400).
fn read_head(stream: &TcpStream) -> Result<String, u16> {
    let mut reader = BufReader::new(stream.take(MAX_HEAD as u64 + 1));
    let (mut first, mut line, mut read) = (String::new(), String::new(), 0);
    loop {
        line.clear();
        let n = reader.read_line(&mut line).map_err(|_| 400u16)?;
        read += n;
        if read > MAX_HEAD {
            return Err(431);
        }
        if n == 0 || line == "\r\n" || line == "\n" {
            break;
        }
        if first.is_empty() {
            first = line.trim_end().to_string();
        }
    }
    if first.is_empty() {
        return Err(400);
    }
    Ok(first)
}

/// The answer to a request line (`GET /path?query HTTP/1.1`).
fn answer(head: &str, site: &Path, traces: &Arc<Slots>) -> Answer {
    let mut words = head.split(' ');
    let (method, url) = (words.next().unwrap_or(""), words.next().unwrap_or("/"));
    if method != "GET" {
        return text(405, "only GET is answered");
    }
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    if let Some(kind) = path.strip_prefix("/api/trace/") {
        let _running = traces.take();
        let (status, body) = trace(kind, query);
        return (status, "application/json", body.into_bytes());
    }
    match file_of(site, path).and_then(|file| Some((std::fs::read(&file).ok()?, file))) {
        Some((bytes, file)) => (200, content_type(&file), bytes),
        None => text(404, "not found"),
    }
}

/// Writes the answer with its length.
fn respond(mut stream: &TcpStream, (status, kind, body): Answer) -> std::io::Result<()> {
    let reason = match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        431 => "Request Header Fields Too Large",
        _ => "Error",
    };
    write!(
        stream,
        "HTTP/1.1 {status} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(&body)?;
    stream.flush()
}

/// The status and body of a trace request: 200 and the trace (a limit's too, with its status
/// `limit`), or 400 and the command line's message.
fn trace(kind: &str, query: &str) -> (u16, String) {
    let mut words = vec![kind.to_string()];
    let mut flags = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let (key, value) = (decode(key), decode(value));
        if key == "board" || key == "pile" {
            words.push(value);
        } else if ALLOWED.contains(&key.as_str()) {
            flags.push(format!("--{key}"));
            if !value.is_empty() {
                flags.push(value);
            }
        } else {
            return (
                400,
                error_json(&format!(
                    "'{key}' is not a parameter of a trace request: give board or pile, and {}",
                    ALLOWED.join(", ")
                )),
            );
        }
    }
    words.extend(flags);
    words.extend(REQUEST_LIMITS.iter().map(|s| s.to_string()));
    let request = match Asked::try_parse_from(&words) {
        Ok(request) => request,
        Err(e) => return (400, error_json(&e.render().to_string())),
    };
    let traced = match &request {
        Asked::Fifteen(args) => crate::fifteen::trace::document(args),
        Asked::Bachet(args) => crate::bachet::trace::document(args),
    };
    match traced {
        Ok(traced) => (200, traced.doc.to_string()),
        Err(e) => (400, error_json(&message_of(&e))),
    }
}

/// `{"error": message}`.
fn error_json(message: &str) -> String {
    serde_json::json!({ "error": message.trim() }).to_string()
}

/// A plain-text answer.
fn text(status: u16, body: &str) -> Answer {
    (
        status,
        "text/plain; charset=utf-8",
        body.as_bytes().to_vec(),
    )
}

/// `%XX` and `+` decoded (a query's encoding).
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The file of the site a path names: inside the site, never above it (`..` refused).
fn file_of(site: &Path, path: &str) -> Option<PathBuf> {
    let relative = Path::new(path.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let file = site.join(relative);
    if file.is_dir() {
        Some(file.join("index.html"))
    } else {
        Some(file)
    }
}

/// The content type of a file of the site, by its extension.
fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css",
        "js" => "text/javascript",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "gif" => "image/gif",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_is_decoded_and_a_path_stays_in_the_site() {
        assert_eq!(decode("1+2%203%2c0"), "1 2 3,0");
        assert_eq!(decode("100%"), "100%");
        let site = Path::new("/site");
        assert_eq!(
            file_of(site, "/a/b.png"),
            Some(PathBuf::from("/site/a/b.png"))
        );
        assert_eq!(file_of(site, "/../etc/passwd"), None);
        assert_eq!(file_of(site, "/a/../../x"), None);
    }
}
