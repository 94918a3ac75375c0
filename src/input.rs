//! Reading what the user hands in: a file, or `-` for standard input, always with a cap on its
//! size, so that a huge file or an endless stream (`/dev/zero`) is refused with a clear message
//! instead of filling the memory. Boards, batches and SAT solvers' answers are all read here.

use std::io::Read;
use std::path::Path;

use anyhow::Context;

use crate::exit::{Exit, BAD_INPUT};
use puzzlelab_solvers::search::Bytes;

/// Where a text comes from.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    /// Standard input (`-` on the command line).
    Stdin,
    /// A file (or a device or a pipe given by its path).
    File(&'a Path),
}

impl<'a> Source<'a> {
    /// `-` is standard input, anything else a path.
    pub fn of(path: &'a Path) -> Source<'a> {
        if path == Path::new("-") {
            Source::Stdin
        } else {
            Source::File(path)
        }
    }

    fn describe(self) -> String {
        match self {
            Source::Stdin => "standard input".to_string(),
            Source::File(path) => path.display().to_string(),
        }
    }
}

/// The text of `source`: at most `max` bytes (more is an error naming `what` the text was
/// meant to be), UTF-8, a byte-order mark at its start dropped. A directory is refused by name.
pub fn read_text(source: Source<'_>, max: u64, what: &str) -> anyhow::Result<String> {
    let cannot = || format!("cannot read {what} from {}", source.describe());
    let bytes = match source {
        Source::Stdin => bounded(std::io::stdin().lock(), max, what).with_context(cannot)?,
        Source::File(path) => {
            if path.is_dir() {
                let message = format!("{} is a folder, not {what}", path.display());
                return Err(Exit::new(BAD_INPUT, message).into());
            }
            let file = std::fs::File::open(path).with_context(cannot)?;
            bounded(file, max, what).with_context(cannot)?
        }
    };
    let mut text =
        String::from_utf8(bytes).with_context(|| format!("{}: not UTF-8 text", cannot()))?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8()); // in place: a batch is not copied to drop 3 bytes
    }
    Ok(text)
}

/// At most `max` bytes of `input`; one more is an error, not a hang.
fn bounded(input: impl Read, max: u64, what: &str) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input.take(max + 1).read_to_end(&mut bytes)?;
    anyhow::ensure!(
        bytes.len() as u64 <= max,
        "more than {}: too much for {what}",
        Bytes(max)
    );
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_stream_is_refused_not_read_forever() {
        let err = bounded(std::io::repeat(b'1'), 1000, "a board").unwrap_err();
        assert_eq!(err.to_string(), "more than 1 KB: too much for a board");
    }

    #[test]
    fn a_byte_order_mark_is_dropped_and_a_folder_named() {
        let dir = std::env::temp_dir().join(format!("puzzlelab-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("bom.txt");
        std::fs::write(&file, "\u{feff}1 2 3 0").unwrap();
        assert_eq!(
            read_text(Source::File(&file), 100, "a board").unwrap(),
            "1 2 3 0"
        );
        let err = read_text(Source::File(&dir), 100, "a board").unwrap_err();
        assert!(
            err.to_string().ends_with("is a folder, not a board"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
