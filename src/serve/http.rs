//! The least HTTP a browser needs, read and written so that nothing a client does can make it
//! wait or grow without bound: a request head of at most [`MAX_HEAD`] bytes, read before a
//! deadline that covers the whole head (not each read), GET without a body only, and every
//! answer written before a deadline too, with the headers that keep a browser safe: no page
//! may frame an answer ([`Framing::Nowhere`]) but the embeddable player, made to be framed
//! ([`Framing::Anywhere`]).

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The longest request head read (the request line and the headers).
pub const MAX_HEAD: usize = 16 * 1024;
/// The most header lines a head may have.
const MAX_HEADERS: usize = 100;

/// What a browser is told about every answer: never guess a type, send no referrer elsewhere.
const SAFETY_HEADERS: &str = "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n";

/// The content security policy of every answer: run only the site's own scripts and styles
/// (the books' pages have theirs inline), compile the page's engine (WebAssembly) and run it
/// in a worker the site's script makes (a `blob:`), connect only back to this server. Who may frame the
/// answer is said after it ([`Framing`]).
const POLICY: &str = "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";

/// Which pages may show an answer in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// None may: a page of another site cannot dress this one up and trick a click out of its
    /// reader. Every answer but the embeddable player's.
    Nowhere,
    /// Any may, from any origin: the embeddable player (`embed.html`), made to be framed by a
    /// course page, an LMS or a slide; it holds nothing to read and changes nothing.
    Anywhere,
}

impl Framing {
    /// The policy's last directive: the pages that may frame the answer (none given: any).
    fn ancestors(self) -> &'static str {
        match self {
            Framing::Nowhere => "; frame-ancestors 'none'",
            Framing::Anywhere => "",
        }
    }

    /// The header lines that say the same to older browsers, and whose pages may load the
    /// answer.
    fn headers(self) -> &'static str {
        match self {
            Framing::Nowhere => {
                "X-Frame-Options: DENY\r\nCross-Origin-Resource-Policy: same-origin\r\n"
            }
            Framing::Anywhere => "Cross-Origin-Resource-Policy: cross-origin\r\n",
        }
    }
}

/// A request's head, as far as the server reads it.
#[derive(Debug, PartialEq, Eq)]
pub struct Head {
    /// The path of the target, still percent-encoded.
    pub path: String,
    /// The query of the target (after `?`), still encoded; empty when there is none.
    pub query: String,
}

/// Parses a request head: the request line `GET TARGET HTTP/1.x` and its header lines, up to
/// the blank line. An error is the status to answer with: 400 for a malformed head or one
/// that announces a body, 405 for a method other than GET, 505 for a version other than 1.x.
///
/// ```
/// use puzzlelab::serve::http::parse_head;
/// let head = parse_head(b"GET /api/trace/bachet?pile=13 HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
/// assert_eq!((head.path.as_str(), head.query.as_str()), ("/api/trace/bachet", "pile=13"));
/// assert_eq!(parse_head(b"POST / HTTP/1.1\r\n\r\n"), Err(405));
/// ```
pub fn parse_head(bytes: &[u8]) -> Result<Head, u16> {
    let text = std::str::from_utf8(bytes).map_err(|_| 400u16)?;
    let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l));
    let request_line = lines.next().ok_or(400u16)?;
    let mut words = request_line.split(' ');
    let (method, target, version) = match (words.next(), words.next(), words.next(), words.next()) {
        (Some(m), Some(t), Some(v), None) => (m, t, v),
        _ => return Err(400),
    };
    if !version.starts_with("HTTP/1.") || version.len() != 8 {
        return Err(505);
    }
    if method != "GET" {
        return Err(405);
    }
    if !target.starts_with('/') || target.bytes().any(|b| b.is_ascii_control()) {
        return Err(400);
    }
    let mut headers = 0;
    for line in lines.take_while(|l| !l.is_empty()) {
        headers += 1;
        let (name, value) = line.split_once(':').ok_or(400u16)?;
        let folded = line.starts_with([' ', '\t']);
        if headers > MAX_HEADERS || folded || name.is_empty() || name.contains([' ', '\t']) {
            return Err(400);
        }
        let announces_body = name.eq_ignore_ascii_case("transfer-encoding")
            || (name.eq_ignore_ascii_case("content-length") && value.trim() != "0");
        if announces_body {
            return Err(400);
        }
    }
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    Ok(Head {
        path: path.to_string(),
        query: query.to_string(),
    })
}

/// Reads a request head from `stream` before `deadline`: the bytes up to its blank line, or
/// the status to answer with (408 late, 431 too long, 400 broken off).
pub fn read_head(mut stream: &TcpStream, deadline: Instant) -> Result<Vec<u8>, u16> {
    let mut head = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return Err(408);
        }
        let n = match stream.read(&mut chunk) {
            Ok(0) => return Err(400),
            Ok(n) => n,
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return Err(408)
            }
            Err(_) => return Err(400),
        };
        let searched_from = head.len().saturating_sub(3);
        head.extend_from_slice(&chunk[..n]);
        if let Some(end) = end_of_head(&head[searched_from..]) {
            head.truncate(searched_from + end);
            return Ok(head);
        }
        if head.len() > MAX_HEAD {
            return Err(431);
        }
    }
}

/// Where the blank line that ends a head ends in `bytes`, if it is there.
fn end_of_head(bytes: &[u8]) -> Option<usize> {
    (0..bytes.len()).find_map(|i| {
        let rest = &bytes[i..];
        if rest.starts_with(b"\r\n\r\n") {
            Some(i + 4)
        } else if rest.starts_with(b"\n\n") {
            Some(i + 2)
        } else {
            None
        }
    })
}

/// How fast a client must take an answer: its first bytes within `grace`, then on average at
/// least `bytes_per_second`. A client that reads slower is dropped, so that no answer is held
/// for a client that does not take it.
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    /// The time allowed beside the rate (for the first bytes, a pause, a short answer).
    pub grace: Duration,
    /// The least average rate, in bytes a second.
    pub bytes_per_second: u64,
}

impl Pace {
    /// When the first `bytes` bytes of an answer begun at `started` must have been taken.
    pub fn due(&self, started: Instant, bytes: u64) -> Instant {
        let rate = self.bytes_per_second.max(1);
        let by_rate = Duration::from_secs(bytes / rate)
            + Duration::from_nanos((bytes % rate) * 1_000_000_000 / rate);
        started + self.grace + by_rate
    }
}

/// The most bytes given to the socket in one write, so that each write's deadline is that of
/// its own last byte.
const WRITE_CHUNK: usize = 64 * 1024;

/// An answer's body: bytes, or a file streamed from disk (never read whole into memory).
pub enum Body {
    /// Bytes in memory.
    Bytes(Vec<u8>),
    /// A file of the site and its length.
    File(std::fs::File, u64),
}

/// An answer: its status, content type and body, who may frame it, and extra header lines.
pub struct Answer {
    /// The status.
    pub status: u16,
    /// The content type.
    pub kind: &'static str,
    /// The body.
    pub body: Body,
    /// Which pages may show it in a frame.
    pub framing: Framing,
    /// Further header lines, each ending in CRLF.
    pub extra: &'static str,
}

impl Answer {
    /// An answer no page may frame.
    pub fn new(status: u16, kind: &'static str, body: Body) -> Answer {
        Answer {
            status,
            kind,
            body,
            framing: Framing::Nowhere,
            extra: "",
        }
    }

    /// A plain-text answer.
    pub fn text(status: u16, body: &str) -> Answer {
        let body = Body::Bytes(body.as_bytes().to_vec());
        Answer::new(status, "text/plain; charset=utf-8", body)
    }

    /// The same answer, framed as `framing` says.
    pub fn framed(self, framing: Framing) -> Answer {
        Answer { framing, ..self }
    }

    /// The same answer with `extra` header lines.
    pub fn with(self, extra: &'static str) -> Answer {
        Answer { extra, ..self }
    }

    /// Writes the answer to `stream` at `pace` (a client that does not take it in time is
    /// dropped).
    pub fn write(self, stream: &TcpStream, pace: Pace) -> io::Result<()> {
        let mut out = Timed {
            stream,
            pace,
            started: Instant::now(),
            written: 0,
        };
        let length = match &self.body {
            Body::Bytes(bytes) => bytes.len() as u64,
            Body::File(_, length) => *length,
        };
        write!(
            out,
            "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {length}\r\nConnection: close\r\nCache-Control: no-cache\r\n{SAFETY_HEADERS}Content-Security-Policy: {POLICY}{}\r\n{}{}\r\n",
            self.status,
            reason(self.status),
            self.kind,
            self.framing.ancestors(),
            self.framing.headers(),
            self.extra,
        )?;
        match self.body {
            Body::Bytes(bytes) => out.write_all(&bytes)?,
            Body::File(file, length) => {
                let copied = io::copy(&mut file.take(length), &mut out)?;
                if copied != length {
                    return Err(io::Error::other("the file shrank while it was sent"));
                }
            }
        }
        out.flush()
    }
}

/// The reason phrase of a status.
pub fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "Error",
    }
}

/// A stream written at a pace: each write waits at most until its last byte is due.
struct Timed<'a> {
    stream: &'a TcpStream,
    pace: Pace,
    started: Instant,
    written: u64,
}

impl Write for Timed<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let bytes = &bytes[..bytes.len().min(WRITE_CHUNK)];
        let due = self
            .pace
            .due(self.started, self.written + bytes.len() as u64);
        let left = due.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        self.stream.set_write_timeout(Some(left))?;
        let n = (&mut &*self.stream).write(bytes)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        (&mut &*self.stream).flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_is_read_to_its_blank_line_and_refused_when_it_announces_a_body() {
        let head = parse_head(b"GET /a/b.html HTTP/1.0\n\n").unwrap();
        assert_eq!((head.path.as_str(), head.query.as_str()), ("/a/b.html", ""));
        for (bad, status) in [
            (&b"GET / HTTP/1.1\r\nContent-Length: 5\r\n\r\n"[..], 400),
            (b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
            (b"GET / HTTP/2.0\r\n\r\n", 505),
            (b"GET  / HTTP/1.1\r\n\r\n", 400),
            (b"GET http://x/ HTTP/1.1\r\n\r\n", 400),
            (b"GET / HTTP/1.1\r\n folded\r\n\r\n", 400),
            (b"GET /\x01 HTTP/1.1\r\n\r\n", 400),
            (b"\xff\xfe", 400),
            (b"", 400),
        ] {
            assert_eq!(
                parse_head(bad),
                Err(status),
                "{:?}",
                String::from_utf8_lossy(bad)
            );
        }
        assert_eq!(end_of_head(b"GET / HTTP/1.1\r\n\r\nrest"), Some(18));
        assert_eq!(end_of_head(b"GET / HTTP/1.1\r\n"), None);
    }

    #[test]
    fn a_slow_reader_is_given_the_grace_and_then_its_rate() {
        let pace = Pace {
            grace: Duration::from_secs(10),
            bytes_per_second: 1 << 20,
        };
        let start = Instant::now();
        assert_eq!(pace.due(start, 0), start + Duration::from_secs(10));
        assert_eq!(
            pace.due(start, 3 << 19),
            start + Duration::from_millis(11_500)
        );
    }
}
