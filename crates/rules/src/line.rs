//! One line of an answer, read from any input with a bound: the games read their player's
//! answers a line at a time, and a line with no end (`< /dev/zero`) must neither fill the memory
//! nor be read forever.
//!
//! Like the dialogues, this takes the reader from the caller (`BufRead`); it opens nothing.
//!
//! A game also stops asking: after [`MAX_BAD_ANSWERS`] refused answers in a row the input is
//! not a player's (`yes | puzzlelab bachet play`), and asking again would print forever.

use std::io::{self, BufRead};

use crate::lang::Lang;
use crate::messages::Messages;

/// The longest line an answer may be: far more than any answer, little enough to hold.
pub const MAX_LINE: usize = 4096;

/// The most refused answers in a row a game takes before it stops, in every game.
pub const MAX_BAD_ANSWERS: u32 = 10;

/// Why a game stopped after [`MAX_BAD_ANSWERS`] refused answers in a row.
///
/// ```
/// use puzzlelab_rules::{line::too_many_bad_answers, Lang};
/// assert!(too_many_bad_answers(Lang::En).starts_with("10 wrong answers in a row"));
/// assert!(too_many_bad_answers(Lang::Ru).starts_with("10 неверных ответов подряд"));
/// ```
pub fn too_many_bad_answers(lang: Lang) -> String {
    Messages::new(lang).too_many_bad_answers()
}

/// Reads the next line (without its line break): `None` at the end of input; an error of kind
/// `InvalidData` for a line longer than [`MAX_LINE`] bytes, found as soon as it passes the
/// bound. Bytes that are not UTF-8 are replaced, as an answer they are simply wrong.
///
/// ```
/// use puzzlelab_rules::line::next_line;
/// let mut input = "13\n2".as_bytes();
/// assert_eq!(next_line(&mut input).unwrap().as_deref(), Some("13"));
/// assert_eq!(next_line(&mut input).unwrap().as_deref(), Some("2"));
/// assert_eq!(next_line(&mut input).unwrap(), None);
/// let mut endless = std::io::repeat(b'0');
/// assert!(next_line(&mut std::io::BufReader::new(&mut endless)).is_err());
/// ```
pub fn next_line<R: BufRead + ?Sized>(input: &mut R) -> io::Result<Option<String>> {
    let mut line = Vec::new();
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            break; // the end of input
        }
        let (taken, ended) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buffer.len(), false),
        };
        line.extend_from_slice(&buffer[..taken]);
        input.consume(taken);
        if line.len() > MAX_LINE + 1 {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("an input line of more than {MAX_LINE} bytes: that is not an answer"),
            ));
        }
        if ended {
            break;
        }
    }
    if line.is_empty() {
        return Ok(None);
    }
    while line.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
        line.pop();
    }
    Ok(Some(String::from_utf8_lossy(&line).into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_just_at_the_bound_is_read_and_one_past_it_is_refused() {
        let at = format!("{}\n", "7".repeat(MAX_LINE));
        assert_eq!(
            next_line(&mut at.as_bytes()).unwrap().unwrap().len(),
            MAX_LINE
        );
        let past = format!("{}\n", "7".repeat(MAX_LINE + 1));
        let err = next_line(&mut past.as_bytes()).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn windows_line_breaks_and_a_last_line_without_one_are_read() {
        let mut input = "1\r\n2".as_bytes();
        assert_eq!(next_line(&mut input).unwrap().as_deref(), Some("1"));
        assert_eq!(next_line(&mut input).unwrap().as_deref(), Some("2"));
    }
}
