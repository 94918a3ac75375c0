//! A trace request as a typed value. The query is decoded strictly (percent-escapes, `+` for a
//! space, UTF-8), each parameter given at most once and only from the allow-list (a path, a
//! limit or an output can never be asked for), and the run's own flags are then read by the
//! trace commands' clap parser, each as `--name=value`, so that no value can pose as a flag.
//! The board is text only: it is never looked up as a file or as standard input.

use clap::Parser;

use crate::record::Asked;

/// The parameters a request may give beside `board` or `pile`: the choices of a run.
pub const ALLOWED: [&str; 9] = [
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

/// The parameters that are switches: given without a value (or as `true`).
const SWITCHES: [&str; 2] = ["misere", "normal"];

/// The limits every request runs under, but its memory (the server's budget shares it).
const LIMITS: [&str; 3] = ["--max-nodes=2000000", "--timeout=5s", "--max-events=200000"];

/// The trace `/api/trace/KIND?QUERY` asks for, run within `max_memory` bytes; or the message
/// that refuses it (a 400).
pub(crate) fn trace_request(kind: &str, query: &str, max_memory: u64) -> Result<Asked, String> {
    let subject = match kind {
        "fifteen" => "board",
        "bachet" => "pile",
        _ => {
            return Err(format!(
                "'{kind}' is not a trace: ask for fifteen or bachet"
            ))
        }
    };
    let mut words = vec![kind.to_string()];
    let mut given = None;
    for (key, value) in parse_query(query)? {
        if key == subject {
            given = Some(value);
        } else if !ALLOWED.contains(&key.as_str()) {
            return Err(format!(
                "'{key}' is not a parameter of a {kind} trace: give {subject}, and {}",
                ALLOWED.join(", ")
            ));
        } else if SWITCHES.contains(&key.as_str()) {
            if !matches!(value.as_str(), "" | "true") {
                return Err(format!("'{key}' is a switch: give it without a value"));
            }
            words.push(format!("--{key}"));
        } else {
            words.push(format!("--{key}={value}"));
        }
    }
    let given = given.ok_or_else(|| format!("a {kind} trace needs its {subject}"))?;
    words.extend(LIMITS.iter().map(|s| s.to_string()));
    words.push(format!("--max-memory={max_memory}"));
    words.push("--".to_string());
    words.push(given);
    match Asked::try_parse_from(&words).map_err(|e| e.render().to_string())? {
        Asked::Fifteen(args) => Ok(Asked::Fifteen(args.board_as_text())),
        bachet => Ok(bachet),
    }
}

/// The pairs of a query (`a=1&b=2`), decoded; a key given twice, a broken escape or text
/// that is not UTF-8 is refused.
///
/// ```
/// use puzzlelab::serve::request::parse_query;
/// assert_eq!(parse_query("board=1+2%2C3&algo=bfs").unwrap(),
///            [("board".to_string(), "1 2,3".to_string()), ("algo".to_string(), "bfs".to_string())]);
/// assert!(parse_query("board=1&board=2").is_err());
/// assert!(parse_query("board=%zz").is_err());
/// ```
pub fn parse_query(query: &str) -> Result<Vec<(String, String)>, String> {
    let mut pairs: Vec<(String, String)> = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let (key, value) = (decode(key, true)?, decode(value, true)?);
        if pairs.iter().any(|(k, _)| *k == key) {
            return Err(format!("'{key}' is given twice: give each parameter once"));
        }
        pairs.push((key, value));
    }
    Ok(pairs)
}

/// `%XX` decoded (and `+` as a space where `plus_is_space`, as in a query); the result must be
/// UTF-8 without control characters but tabs and line ends (a board may have rows).
pub fn decode(text: &str, plus_is_space: bool) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' if plus_is_space => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok());
                let byte = hex.and_then(|h| u8::from_str_radix(h, 16).ok());
                out.push(byte.ok_or("a broken %-escape in the request")?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    let text = String::from_utf8(out).map_err(|_| "the request is not UTF-8 text")?;
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
    {
        return Err("a control character in the request".to_string());
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_never_poses_as_a_flag_nor_a_board_as_a_file() {
        // a board naming a flag is text, and a repeated board is refused
        let injected = "board=--pdb-dir&board=/tmp/x&heuristic=pdb:555";
        assert!(trace_request("fifteen", injected, 1 << 20)
            .err()
            .unwrap()
            .contains("given twice"));
        let Ok(Asked::Fifteen(args)) = trace_request("fifteen", "board=--pdb-dir", 1 << 20) else {
            panic!("a board is any text");
        };
        let refused = crate::fifteen::trace::document(&args).err().unwrap();
        assert_eq!(refused.to_string(), "the board could not be read");
        for (query, says) in [
            ("board=1+2+3+0&pdb-dir=/tmp", "not a parameter"),
            ("board=1+2+3+0&out=/tmp/x", "not a parameter"),
            ("board=1+2+3+0&max-nodes=1", "not a parameter"),
            ("board=1+2+3+0&algo=bfs&algo=ida", "given twice"),
            ("algo=bfs", "needs its board"),
            ("board=%00", "control character"),
            ("board=%ff", "not UTF-8"),
            ("board=1%2", "broken"),
        ] {
            let refused = trace_request("fifteen", query, 1 << 20).err();
            assert!(
                refused.as_deref().is_some_and(|m| m.contains(says)),
                "{query}: {refused:?}"
            );
        }
        assert!(trace_request("bachet", "pile=13&misere=yes", 1 << 20).is_err());
        assert!(trace_request("bachet", "pile=13&misere", 1 << 20).is_ok());
        assert!(trace_request("shell", "pile=13", 1 << 20).is_err());
    }
}
