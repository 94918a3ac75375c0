//! `puzzlelab serve`: the docs site on 127.0.0.1, with the lab's player bound to the real
//! solvers: `GET /api/trace/fifteen?board=...&algo=astar&heuristic=manhattan` and
//! `GET /api/trace/bachet?pile=13&solver=retrograde` answer the trace `fifteen trace` and
//! `bachet trace` would write. A request's parameters are read by the same parser as the
//! command line's flags (`board` and `pile` positional, the others named as the flags are), so a
//! bad one gets the message the command line gives, with status 400; a path or a limit cannot
//! be given. Every request runs under the server's limits, and a fixed number of workers
//! answers; a request that finds them all busy waits in the queue.
//!
//! The server binds to loopback only unless `--allow-remote` is given.

use std::net::{IpAddr, SocketAddr};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use clap::Parser;
use tiny_http::{Header, Method, Request, Response, Server};

use crate::exit::{message_of, Exit, BAD_INPUT};

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
    /// Requests answered at once (the others wait).
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

/// Serves until killed.
pub fn run(args: Args) -> anyhow::Result<()> {
    if !args.bind.is_loopback() && !args.allow_remote {
        let message = format!(
            "{} is not a loopback address: the server answers any machine that reaches it; give --allow-remote to mean it",
            args.bind
        );
        return Err(Exit::new(BAD_INPUT, message).into());
    }
    let server = Server::http(SocketAddr::new(args.bind, args.port))
        .map_err(|e| anyhow::anyhow!("cannot listen on {}:{}: {e}", args.bind, args.port))?;
    let address = server
        .server_addr()
        .to_ip()
        .map_or_else(|| "?".to_string(), |a| a.to_string());
    let site = args.site.display();
    match args.lang {
        puzzlelab_rules::Lang::En => outln!("listening on http://{address}/ (the site in {site})")?,
        puzzlelab_rules::Lang::Ru => outln!("слушаю http://{address}/ (сайт в {site})")?,
    }
    let (server, site) = (Arc::new(server), Arc::new(args.site));
    let workers: Vec<_> = (0..args.workers)
        .map(|_| {
            let (server, site) = (Arc::clone(&server), Arc::clone(&site));
            std::thread::spawn(move || {
                while let Ok(request) = server.recv() {
                    let _ = answer(request, &site); // a client gone is no error of ours
                }
            })
        })
        .collect();
    for worker in workers {
        let _ = worker.join();
    }
    Ok(())
}

/// Answers one request.
fn answer(request: Request, site: &Path) -> std::io::Result<()> {
    if *request.method() != Method::Get {
        return request.respond(text(405, "only GET is answered"));
    }
    let url = request.url().to_string();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    match path.strip_prefix("/api/trace/") {
        Some(kind) => {
            let (status, body) = trace(kind, query);
            let json = Header::from_bytes("Content-Type", "application/json").expect("a header");
            request.respond(
                Response::from_string(body)
                    .with_status_code(status)
                    .with_header(json),
            )
        }
        None => match file_of(site, path) {
            Some(file) => match std::fs::File::open(&file) {
                Ok(f) => {
                    let kind = content_type(&file);
                    let header = Header::from_bytes("Content-Type", kind).expect("a header");
                    request.respond(Response::from_file(f).with_header(header))
                }
                Err(_) => request.respond(text(404, "not found")),
            },
            None => request.respond(text(404, "not found")),
        },
    }
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

/// A plain-text response.
fn text(status: u16, body: &str) -> Response<std::io::Cursor<Vec<u8>>> {
    Response::from_string(body).with_status_code(status)
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
