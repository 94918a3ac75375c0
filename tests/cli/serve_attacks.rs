//! `puzzlelab serve` played against as an attacker would: each attack is refused, and the
//! server still answers afterwards. Bounded: a few hundred connections, a few seconds each.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddrV4, TcpStream};
use std::os::fd::FromRawFd;
use std::time::{Duration, Instant};

use super::runner::scratch;
use super::serve::{exchange, get, Served};

/// A position that needs 80 moves: far beyond any request's limits.
const HARDEST: &str = "0+12+9+13+15+11+10+14+3+7+2+5+4+8+6+1";

/// A connection to 127.0.0.1:`port` from the loopback address `from` (127.0.0.0/8 is all
/// loopback on Linux), so that a test can be several clients.
fn connect_from(from: Ipv4Addr, port: u16) -> TcpStream {
    let as_sockaddr = |address: SocketAddrV4| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: address.port().to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(*address.ip()).to_be(),
        },
        sin_zero: [0; 8],
    };
    let local = as_sockaddr(SocketAddrV4::new(from, 0));
    let remote = as_sockaddr(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port));
    let size = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    // SAFETY: plain socket calls on a descriptor this function owns until it is handed over.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM, 0);
        assert!(fd >= 0, "a socket");
        let bound = libc::bind(fd, (&local as *const libc::sockaddr_in).cast(), size);
        assert_eq!(bound, 0, "bound to {from}");
        let connected = libc::connect(fd, (&remote as *const libc::sockaddr_in).cast(), size);
        assert_eq!(connected, 0, "connected from {from}");
        TcpStream::from_raw_fd(fd)
    }
}

/// The whole answer to `request`, headers included.
fn raw(port: u16, request: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer
}

/// The most memory the process `pid` has held, in bytes (its `VmHWM`).
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    let kb: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kb * 1024
}

#[test]
fn a_board_that_names_a_file_is_only_text_and_says_nothing_of_the_file() {
    let served = Served::start();
    let dir = scratch("serve-file-read");
    let board = dir.join("board.txt");
    std::fs::write(&board, "1 2 3 4 5 6 7 8 0").unwrap();
    let (status, named) = served.get(&format!("/api/trace/fifteen?board={}", board.display()));
    assert_eq!(status, 400, "{named}");
    let missing = dir.join("no-such.txt");
    let (status, unnamed) = served.get(&format!("/api/trace/fifteen?board={}", missing.display()));
    assert_eq!(status, 400);
    // a file that exists and one that does not are answered alike: nothing leaks
    let same =
        |answer: &str, path: &std::path::Path| answer.replace(&path.display().to_string(), "PATH");
    assert_eq!(same(&named, &board), same(&unnamed, &missing));
    let (status, passwd) = served.get("/api/trace/fifteen?board=/etc/passwd");
    assert_eq!(status, 400);
    let (_, nothing) = served.get("/api/trace/fifteen?board=/etc/no-such-file");
    assert_eq!(
        passwd.replace("passwd", "FILE"),
        nothing.replace("no-such-file", "FILE")
    );
}

#[test]
fn parameters_cannot_be_injected_and_standard_input_is_never_read() {
    let served = Served::start();
    let dir = scratch("serve-injection").join("made-by-a-request");
    for query in [
        format!("board=--pdb-dir&board={}&heuristic=pdb:555", dir.display()),
        format!("board=--pdb-dir={}&heuristic=pdb:555", dir.display()),
        format!("board=1+2+3+0&heuristic=pdb:555&pdb-dir={}", dir.display()),
        format!("board=1+2+3+0&out={}", dir.join("t.json").display()),
        "board=1+2+3+0&algo=bfs&algo=ida".to_string(),
        "board=1+2+3+0&max-nodes=18446744073709551615".to_string(),
        "board=1+2+3+0&timeout=1h".to_string(),
    ] {
        let (status, body) = served.get(&format!("/api/trace/fifteen?{query}"));
        assert_eq!(status, 400, "{query}: {body}");
    }
    assert!(!dir.exists(), "a request made a folder");
    // `-` is a board's text like any other: two such requests wait for nothing
    let started = Instant::now();
    let asked: Vec<_> = (0..2)
        .map(|_| {
            let port = served.port;
            std::thread::spawn(move || get(port, "/api/trace/fifteen?board=-"))
        })
        .collect();
    for request in asked {
        assert_eq!(request.join().unwrap().0, 400);
    }
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(served.get("/api/trace/bachet?pile=13").0, 200);
}

#[test]
fn traces_that_would_exhaust_memory_stay_within_the_servers_budget() {
    let mut served = Served::start_with(
        &scratch("serve-memory"),
        &["--max-memory", "400MB", "--workers", "2"],
    );
    let baseline = peak_memory(served.pid());
    let attacks = [
        format!("/api/trace/fifteen?board={HARDEST}&algo=astar&snapshot-every=1"),
        format!("/api/trace/fifteen?board={HARDEST}&algo=bfs&snapshot-every=1"),
        format!("/api/trace/fifteen?board={HARDEST}&algo=astar"),
        "/api/trace/bachet?pile=1000000&snapshot-every=1".to_string(),
    ];
    let asked: Vec<_> = attacks
        .into_iter()
        .map(|path| {
            let port = served.port;
            std::thread::spawn(move || get(port, &path))
        })
        .collect();
    for request in asked {
        let (status, body) = request.join().unwrap();
        assert_eq!(status, 200, "{}", &body[..body.len().min(300)]);
        let trace: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert!(
            trace["status"] == "limit" || trace["truncated"] == true,
            "{}",
            trace["status"]
        );
    }
    assert!(served.alive(), "the server died");
    let peak = peak_memory(served.pid());
    eprintln!(
        "server's peak memory: {} MB (at start {} MB)",
        peak >> 20,
        baseline >> 20
    );
    assert!(
        peak < baseline + 400_000_000 + 64_000_000,
        "peak {peak} bytes"
    );
    assert_eq!(served.get("/api/trace/bachet?pile=13").0, 200);
}

#[test]
fn slow_connections_hold_up_no_other_client() {
    let served = Served::start();
    let port = served.port;
    // seventy connections from one client that send nothing, and seventy from seventy other
    // clients that send a byte now and then
    let mut slow: Vec<TcpStream> = (0..70)
        .map(|_| connect_from(Ipv4Addr::new(127, 0, 0, 2), port))
        .collect();
    let mut trickling: Vec<TcpStream> = (0..70)
        .map(|i| connect_from(Ipv4Addr::new(127, 0, 1, 10 + i), port))
        .collect();
    for stream in &mut trickling {
        stream.write_all(b"G").unwrap();
    }
    let asked = Instant::now();
    let (status, body) = get(port, "/api/trace/bachet?pile=13");
    let waited = asked.elapsed();
    assert_eq!(status, 200, "{body}");
    eprintln!(
        "answered in {} ms beside 140 slow connections",
        waited.as_millis()
    );
    assert!(
        waited < Duration::from_secs(4),
        "the request waited {waited:?}"
    );
    for stream in &mut trickling {
        stream.write_all(b"E").unwrap();
    }
    slow.extend(trickling);
    // the one client's connections past its share are refused at once, the rest time out
    let mut statuses = std::collections::BTreeMap::new();
    for stream in slow {
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        let (status, _) = exchange_started(stream);
        *statuses.entry(status).or_insert(0) += 1;
    }
    eprintln!("the slow connections were answered {statuses:?}");
    assert_eq!(statuses.get(&429), Some(&(70 - 16)));
    assert_eq!(statuses.get(&408), Some(&(16 + 70)));
}

/// The answer on a connection whose request is already (partly) sent.
fn exchange_started(mut stream: TcpStream) -> (u16, String) {
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, answer)
}

#[test]
fn no_file_outside_the_site_is_served_and_every_answer_is_guarded() {
    let base = scratch("serve-links");
    let site = base.join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("index.html"), "<p>lab</p>").unwrap();
    std::fs::write(base.join("secret.txt"), "secret").unwrap();
    std::os::unix::fs::symlink(base.join("secret.txt"), site.join("leak.txt")).unwrap();
    std::os::unix::fs::symlink("/etc", site.join("etc")).unwrap();
    let fifo = std::ffi::CString::new(site.join("pipe").display().to_string()).unwrap();
    // SAFETY: a valid C string.
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) }, 0);
    let served = Served::start_with(&site, &[]);
    for path in [
        "/leak.txt",
        "/etc/passwd",
        "/pipe",
        "/../secret.txt",
        "/%2e%2e/secret.txt",
    ] {
        let (status, body) = served.get(path);
        assert_eq!(status, 404, "{path}: {body}");
    }
    let answer = raw(served.port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    for header in [
        "X-Content-Type-Options: nosniff",
        "Content-Security-Policy: default-src 'self'",
        "frame-ancestors 'none'",
        "Content-Type: text/html; charset=utf-8",
    ] {
        assert!(answer.contains(header), "{header} missing from {answer}");
    }
    let answer = raw(
        served.port,
        "POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc",
    );
    assert!(answer.starts_with("HTTP/1.1 405"), "{answer}");
    let answer = raw(
        served.port,
        "GET / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc",
    );
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    let answer = raw(
        served.port,
        "GET /api/trace/fifteen?board=1+2+3+0&board=1 HTTP/1.1\r\n\r\n",
    );
    assert!(
        answer.starts_with("HTTP/1.1 400") && answer.contains("given twice"),
        "{answer}"
    );
    assert_eq!(
        exchange(TcpStream::connect(("127.0.0.1", served.port)).unwrap(), "/").0,
        200
    );
}

/// The value of the header `name` in the head of `answer`, if it has it.
fn header<'a>(answer: &'a str, name: &str) -> Option<&'a str> {
    let head = answer.split("\r\n\r\n").next().unwrap_or("");
    head.lines().skip(1).find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

#[test]
fn the_embeddable_player_alone_may_be_framed_by_any_page() {
    let site = scratch("serve-framing");
    for file in [
        "index.html",
        "search.html",
        "embed.html",
        "ru/embed.html",
        "ru/index.html",
        "lab/embed.js",
        "lab/puzzlelab.css",
        "engine-wasm.js",
    ] {
        let path = site.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, "<p>lab</p>").unwrap();
    }
    // a link to the player is the player; the player's name on another page is not
    std::os::unix::fs::symlink("embed.html", site.join("player.html")).unwrap();
    std::os::unix::fs::symlink("index.html", site.join("ru/lab.html")).unwrap();
    let served = Served::start_with(&site, &[]);
    let framed = [
        "/embed.html",
        "/embed.html?board=8+1+0+4+7+2+6+5+3&algo=astar&from=3",
        "/ru/embed.html?pile=13",
        "/%65mbed.html",
        "/player.html",
    ];
    let unframed = [
        "/",
        "/index.html",
        "/search.html",
        "/ru/",
        "/ru/lab.html",
        "/lab/embed.js",
        "/lab/puzzlelab.css",
        "/engine-wasm.js",
        "/embed.htm",
        "/ru/embed.html/",
        "/missing.html",
        "/api/trace/bachet?pile=5",
        "/api/trace/fifteen?board=1+1",
    ];
    for path in framed.iter().chain(&unframed) {
        let answer = raw(served.port, &format!("GET {path} HTTP/1.1\r\n\r\n"));
        let policy = header(&answer, "Content-Security-Policy").unwrap_or_default();
        let frames = header(&answer, "X-Frame-Options");
        let resources = header(&answer, "Cross-Origin-Resource-Policy");
        assert!(policy.starts_with("default-src 'self'"), "{path}: {answer}");
        assert_eq!(
            header(&answer, "X-Content-Type-Options"),
            Some("nosniff"),
            "{path}"
        );
        if framed.contains(path) {
            assert!(answer.starts_with("HTTP/1.1 200"), "{path}: {answer}");
            assert!(!policy.contains("frame-ancestors"), "{path}: {policy}");
            assert_eq!((frames, resources), (None, Some("cross-origin")), "{path}");
        } else {
            assert!(
                policy.ends_with("; frame-ancestors 'none'"),
                "{path}: {policy}"
            );
            assert_eq!(
                (frames, resources),
                (Some("DENY"), Some("same-origin")),
                "{path}"
            );
        }
    }
    // a refusal before any path is read is unframeable too
    let answer = raw(served.port, "POST /embed.html HTTP/1.1\r\n\r\n");
    assert!(answer.starts_with("HTTP/1.1 405"), "{answer}");
    assert_eq!(header(&answer, "X-Frame-Options"), Some("DENY"));
}

/// A trace whose answer is large (some 60 MB at the default budget, 4 MB at 64 MB).
const LARGE: &str =
    "/api/trace/fifteen?board=0+12+9+13+15+11+10+14+3+7+2+5+4+8+6+1&algo=astar&snapshot-every=1";

/// Sixty clients, each from its own address, ask for a large trace and never read it; the
/// server's peak memory stays within `budget` bytes beside what it held at start and `overhead`
/// (threads, the allocator's slack). Returns the peak.
fn unread_answers_held_within(args: &[&str], budget: u64, overhead: u64) -> u64 {
    let mut served = Served::start_with(&scratch("serve-unread"), args);
    let baseline = peak_memory(served.pid());
    let port = served.port;
    let unread: Vec<TcpStream> = (0..60u8)
        .map(|i| {
            let mut stream = connect_from(Ipv4Addr::new(127, 0, 2, 1 + i), port);
            write!(stream, "GET {LARGE} HTTP/1.1\r\n\r\n").unwrap();
            stream
        })
        .collect();
    // long enough for every request to be answered, held, dropped or refused
    std::thread::sleep(Duration::from_secs(25));
    let peak = peak_memory(served.pid());
    eprintln!(
        "{args:?}: peak {} MB under 60 unread large answers (at start {} MB, budget {} MB)",
        peak >> 20,
        baseline >> 20,
        budget >> 20
    );
    assert!(served.alive(), "the server died");
    assert!(
        peak <= baseline + budget + overhead,
        "peak {} MB past the budget {} MB and {} MB",
        peak >> 20,
        budget >> 20,
        (baseline + overhead) >> 20
    );
    drop(unread);
    assert_eq!(served.get("/api/trace/bachet?pile=13").0, 200);
    peak
}

#[test]
fn answers_waiting_for_clients_that_never_read_stay_within_the_default_budget() {
    unread_answers_held_within(&[], 1 << 30, 96 << 20);
}

#[test]
fn answers_waiting_for_clients_that_never_read_stay_within_a_small_budget() {
    unread_answers_held_within(&["--max-memory", "64MB"], 64 << 20, 96 << 20);
}

#[test]
fn slow_clients_reopening_from_a_few_addresses_hold_up_no_new_client() {
    let served = Served::start();
    let port = served.port;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let ends = Instant::now() + Duration::from_secs(120);
    // four addresses, sixteen connections each: ask for a large trace, read nothing for 3 s,
    // close and ask again, until told to stop (or two minutes at most)
    let attackers: Vec<_> = (0..4u8)
        .flat_map(|a| (0..16).map(move |_| a))
        .map(|a| {
            let stop = std::sync::Arc::clone(&stop);
            std::thread::spawn(move || {
                while !stop.load(std::sync::atomic::Ordering::Relaxed) && Instant::now() < ends {
                    let mut stream = connect_from(Ipv4Addr::new(127, 0, 0, 2 + a), port);
                    let _ = write!(stream, "GET {LARGE} HTTP/1.1\r\n\r\n");
                    std::thread::sleep(Duration::from_secs(3));
                }
            })
        })
        .collect();
    std::thread::sleep(Duration::from_secs(3));
    // five new clients at once, each from an address of its own, each asking once: a server
    // that serves the waiting in any order but a fair one refuses some of them (after keeping
    // each waiting 20 s)
    let asking: Vec<_> = (0..5u8)
        .map(|new| {
            std::thread::spawn(move || {
                let asked = Instant::now();
                let mut stream = connect_from(Ipv4Addr::new(127, 0, 0, 9 + new), port);
                stream
                    .set_read_timeout(Some(Duration::from_secs(60)))
                    .unwrap();
                write!(stream, "GET /api/trace/bachet?pile=13 HTTP/1.0\r\n\r\n").unwrap();
                let (status, _) = exchange_started(stream);
                (status, asked.elapsed().as_millis())
            })
        })
        .collect();
    let answers: Vec<(u16, u128)> = asking.into_iter().map(|a| a.join().unwrap()).collect();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    eprintln!("new clients beside 64 slow ones from 4 addresses: (status, ms) {answers:?}");
    for attacker in attackers {
        let _ = attacker.join();
    }
    assert!(
        answers.iter().all(|&(status, _)| status == 200),
        "a new client was refused: {answers:?}"
    );
}

#[test]
fn a_handful_of_addresses_cannot_take_every_connection() {
    let served = Served::start();
    // eight addresses open sixteen idle connections each: as many as the server serves at once
    let idle: Vec<TcpStream> = (0..8u8)
        .flat_map(|a| (0..16).map(move |_| a))
        .map(|a| connect_from(Ipv4Addr::new(127, 0, 3, 1 + a), served.port))
        .collect();
    let (status, body) = served.get("/api/trace/bachet?pile=13");
    assert_eq!(status, 200, "{body}");
    drop(idle);
}
