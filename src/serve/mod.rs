//! `puzzlelab serve`: the docs site on 127.0.0.1, with the lab's player bound to the real
//! solvers: `GET /api/trace/fifteen?board=...&algo=astar&heuristic=manhattan` and
//! `GET /api/trace/bachet?pile=13&solver=retrograde` answer the trace `fifteen trace` and
//! `bachet trace` would write.
//!
//! Every request is taken as hostile, and nothing in it can read, write or exhaust anything:
//! - a request is a typed value ([`request`]): a board is text, never a path; each parameter
//!   once, from an allow-list (no path, no output, no limit); anything else is a 400;
//! - only regular files inside the site are served, links not followed out of it ([`site`]);
//! - every trace runs under fixed limits of nodes, time and events, and every byte the server
//!   holds for it is counted against one budget, `--max-memory` ([`budget`]): a trace reserves
//!   `--max-memory / --workers` before it runs (search, recording and answer), and its answer's
//!   bytes stay reserved until the client has taken them or is gone; a trace that cannot have
//!   its share within [`QUEUE_WAIT`] is answered 503, so that no mix of requests and slow
//!   readers passes the budget;
//! - waiting traces are served fairly: first the address that holds the fewest, and an address
//!   that holds more than its share in answers a client is slow to take loses the oldest of
//!   them to a client that waits for the memory;
//! - a connection must send its whole head within [`HEAD_DEADLINE`] (408) and take its answer
//!   at [`ANSWER_PACE`] (dropped if slower); at most [`MAX_CONNECTIONS`] are served at once
//!   (503 beyond) and [`MAX_PER_CLIENT`] from one address (429 beyond), and the last
//!   [`KEPT_FOR_OTHERS`] places are kept for addresses with fewer than [`BUSY_ADDRESS`]
//!   connections, so that slow or idle connections from a handful of addresses never hold up
//!   another client's request;
//! - every answer carries `nosniff`, a content security policy that runs only the site's own
//!   scripts, and `frame-ancestors 'none'` with `X-Frame-Options: DENY`, so that no other site
//!   can frame a page and trick a click out of its reader; all but the embeddable player
//!   (`embed.html`, `ru/embed.html`), which any page may frame: it is made for a course page,
//!   holds nothing to read and changes nothing ([`http::Framing`]).
//!
//! The server is `std::net` with a thread per connection: the limits a framework would give
//! (timeouts, a concurrency limit, a body limit) are each a few lines here, and the binary
//! stays free of an async runtime. It binds to loopback unless `--allow-remote` is given.

mod budget;
pub mod http;
mod messages;
pub mod request;
mod site;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::exit::{message_in, Exit, BAD_INPUT};
use crate::limits::parse_bytes;
use budget::{Budget, Reservation};
use http::{Answer, Body, Pace};
use messages::Messages;
use site::Site;

/// Connections served at once; one more is answered 503 at once.
pub const MAX_CONNECTIONS: usize = 128;
/// Connections served at once from one address; one more is answered 429 at once.
pub const MAX_PER_CLIENT: usize = 16;
/// The connections an address may have before it counts as busy (a browser opens six).
pub const BUSY_ADDRESS: usize = 8;
/// The places kept for addresses that are not busy: a busy address's connection is answered
/// 429 when only these are left, so that a handful of addresses cannot take every place.
pub const KEPT_FOR_OTHERS: usize = 32;
/// How long a connection may take to send its whole request head.
pub const HEAD_DEADLINE: Duration = Duration::from_secs(5);
/// How fast a client must take its answer: within 10 s, and 1 MB a second beyond them on
/// average (a trace of 60 MB in 70 s); a slower client is dropped and its answer let go.
pub const ANSWER_PACE: Pace = Pace {
    grace: Duration::from_secs(10),
    bytes_per_second: 1 << 20,
};
/// How long a trace request waits for a worker and its memory before it is answered 503.
pub const QUEUE_WAIT: Duration = Duration::from_secs(20);

/// Arguments of `serve`.
#[derive(clap::Args)]
pub struct Args {
    /// The port (0: any free one; the address is printed on standard output).
    #[arg(long, default_value_t = 8000)]
    port: u16,
    /// The address to listen on: loopback unless --allow-remote.
    #[arg(long, default_value = "127.0.0.1")]
    bind: IpAddr,
    /// Listen on an address other than loopback (every machine that reaches it may read the
    /// site and run traces here, within the server's limits).
    #[arg(long)]
    allow_remote: bool,
    /// The site to serve (built by `cargo xtask docs`).
    #[arg(long, value_name = "DIR", default_value = "output/site")]
    site: PathBuf,
    /// Traces computed at once (a request for one more waits for a free one).
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..=16))]
    workers: u16,
    /// The memory all traces at once may hold (searches, traces and answers), shared equally
    /// by the workers.
    #[arg(long, value_name = "SIZE", value_parser = parse_bytes, default_value = "1GB")]
    max_memory: u64,
    /// The language of the notices on standard output, of the page that stands in for a
    /// site not built yet, and of the bodies of refusals: en or ru.
    #[arg(long, default_value = "en")]
    lang: puzzlelab_rules::Lang,
}

/// What every connection's thread shares.
struct Shared {
    site: Site,
    /// The language of the page that stands in for a site not built yet and of refusals.
    lang: puzzlelab_rules::Lang,
    /// The memory and workers the traces share.
    budget: Budget,
    clients: Mutex<Clients>,
}

/// The connections being served: in all, and by address.
#[derive(Default)]
struct Clients {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Serves the site and the traces until the process is stopped.
pub fn run(args: Args) -> anyhow::Result<()> {
    if !args.bind.is_loopback() && !args.allow_remote {
        let (en, ru) = Messages::not_loopback(args.bind);
        return Err(Exit::said(BAD_INPUT, en, ru).into());
    }
    let listener = TcpListener::bind(SocketAddr::new(args.bind, args.port))
        .map_err(|e| Messages::cannot_listen(SocketAddr::new(args.bind, args.port)).because(e))?;
    let address = listener.local_addr()?;
    let text = Messages::new(args.lang);
    outln!("{}", text.listening(address, args.site.display()))?;
    let site = Site::new(&args.site);
    if !site.is_built() {
        // advice, on standard error: a reader of the address may stop after its line
        crate::exit::warn(text.no_site_yet(args.site.display()));
    }
    budget::allocator::settle();
    let shared = Arc::new(Shared {
        site,
        lang: args.lang,
        budget: Budget::new(args.max_memory, usize::from(args.workers)),
        clients: Mutex::new(Clients::default()),
    });
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue }; // a connection refused before it began
        let Ok(peer) = stream.peer_addr() else {
            continue;
        };
        if let Err(status) = admit(&shared, peer.ip()) {
            refuse(stream, status, shared.lang);
            continue;
        }
        let (client, ours) = (peer.ip(), Arc::clone(&shared));
        let refused = stream.try_clone().ok();
        let spawned = std::thread::Builder::new().spawn(move || {
            serve_one(&stream, client, &ours);
            leave(&ours, client);
        });
        if spawned.is_err() {
            // no thread to be had: the connection is refused as when the server is full
            leave(&shared, client);
            if let Some(stream) = refused {
                refuse(stream, 503, shared.lang);
            }
        }
    }
    Ok(())
}

/// Counts a new connection from `client` in, or says why not (503 full, 429 this client).
fn admit(shared: &Shared, client: IpAddr) -> Result<(), u16> {
    let mut clients = lock(&shared.clients);
    let theirs = clients.by_address.get(&client).copied().unwrap_or(0);
    if clients.total >= MAX_CONNECTIONS {
        return Err(503);
    }
    if theirs >= MAX_PER_CLIENT
        || (theirs >= BUSY_ADDRESS && clients.total >= MAX_CONNECTIONS - KEPT_FOR_OTHERS)
    {
        return Err(429);
    }
    clients.total += 1;
    *clients.by_address.entry(client).or_default() += 1;
    Ok(())
}

/// Counts a connection from `client` out.
fn leave(shared: &Shared, client: IpAddr) {
    let mut clients = lock(&shared.clients);
    clients.total -= 1;
    if let Some(n) = clients.by_address.get_mut(&client) {
        *n -= 1;
        if *n == 0 {
            clients.by_address.remove(&client);
        }
    }
}

/// How long a refusal may take to write. The socket does not block, so no write waits for
/// the client: this only bounds a thread the machine has put aside between the answer's
/// pieces (a deadline of a millisecond cut refusals short on a loaded machine).
const REFUSAL_WRITE: Duration = Duration::from_millis(200);

/// Answers a connection that is not admitted, without waiting for it: a short answer fits
/// the socket's buffer, and a client that takes nothing loses it.
fn refuse(stream: TcpStream, status: u16, lang: puzzlelab_rules::Lang) {
    let _ = stream.set_nonblocking(true);
    let answer = Answer::text(status, Messages::new(lang).too_many_connections());
    let _ = answer.with("Retry-After: 5\r\n").write(
        &stream,
        Pace {
            grace: REFUSAL_WRITE,
            bytes_per_second: u64::MAX,
        },
    );
    // what the request has already sent is dropped, so that closing does not reset the
    // connection before the client reads the answer (what comes later is not waited for)
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let _ = std::io::copy(
        &mut std::io::Read::take(&stream, 64 * 1024),
        &mut std::io::sink(),
    );
}

/// Reads one request from `client` on `stream`, answers it, and closes the connection.
fn serve_one(stream: &TcpStream, client: IpAddr, shared: &Shared) {
    let text = Messages::new(shared.lang);
    let refused = |status| Answer::text(status, text.refused(status, http::reason(status)));
    let (answer, reservation) = match http::read_head(stream, Instant::now() + HEAD_DEADLINE) {
        Ok(head) => match http::parse_head(&head) {
            Ok(head) => answer(&head, shared, client, stream),
            Err(status) => (refused(status), None),
        },
        Err(status) => (refused(status), None),
    };
    // a client gone or too slow to take its answer is no error of ours
    let _ = answer.write(stream, ANSWER_PACE);
    // the answer's bytes are let go: written, or the client gone
    drop(reservation);
    let _ = stream.shutdown(std::net::Shutdown::Write);
    // what the client still sends is read and dropped, a bounded amount for a bounded time,
    // so that closing does not reset the connection before the client has read the answer
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    let _ = std::io::copy(
        &mut std::io::Read::take(stream, 64 * 1024),
        &mut std::io::sink(),
    );
}

/// The answer to a request from `client` on `stream`, and the reservation that holds its bytes
/// while it is written (a trace's).
fn answer<'a>(
    head: &http::Head,
    shared: &'a Shared,
    client: IpAddr,
    stream: &TcpStream,
) -> (Answer, Option<Reservation<'a>>) {
    let text = Messages::new(shared.lang);
    let busy = || {
        let busy = Answer::text(503, text.busy());
        (busy.with("Retry-After: 5\r\n"), None)
    };
    if let Some(kind) = head.path.strip_prefix("/api/trace/") {
        let Some(mut reservation) = shared.budget.reserve_within(client, QUEUE_WAIT) else {
            return busy();
        };
        let (status, mut body) = trace(kind, &head.query, shared.budget.per_trace(), shared.lang);
        body.shrink_to_fit();
        budget::allocator::give_back();
        if !reservation.hold_answer(body.len() as u64, stream) {
            return busy();
        }
        let answer = Answer::new(status, "application/json", Body::Bytes(body));
        return (answer, Some(reservation));
    }
    let answer = match shared.site.file(&head.path) {
        Some((file, length, kind, framing)) => {
            Answer::new(200, kind, Body::File(file, length)).framed(framing)
        }
        // before the site is built, its front page says how to build it
        None if head.path == "/" && !shared.site.is_built() => {
            let page = text.no_site_page().into_bytes();
            Answer::new(200, "text/html; charset=utf-8", Body::Bytes(page))
        }
        None => Answer::text(404, text.refused(404, "not found")),
    };
    (answer, None)
}

/// The status and body of a trace request: 200 and the trace (a limit's too, with its status
/// `limit`), or 400 and the message the command line would give, in `lang` where it says it
/// in both languages.
fn trace(kind: &str, query: &str, max_memory: u64, lang: puzzlelab_rules::Lang) -> (u16, Vec<u8>) {
    let asked = match request::trace_request(kind, query, max_memory) {
        Ok(asked) => asked,
        Err(message) => return (400, error_json(&message)),
    };
    match asked.document() {
        Ok(traced) => (200, traced.doc),
        Err(e) => (400, error_json(&message_in(&e, lang))),
    }
}

/// `{"error": message}`.
fn error_json(message: &str) -> Vec<u8> {
    serde_json::json!({ "error": message.trim() })
        .to_string()
        .into_bytes()
}

/// The lock, even if a thread panicked holding it (the counts stay meaningful).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}
