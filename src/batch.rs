//! Batches of boards for `fifteen solve --batch`: a file, or `-` for
//! standard input, with one board a line; blank lines and everything after a `#` are skipped.

use std::path::Path;

use crate::input::{self, Source, What};

/// The most bytes of one batch (about a million boards): more is refused, not read until
/// memory runs out.
const MAX_BATCH_BYTES: u64 = 64 << 20;

/// What a batch is read as; too long a one is to be split.
const BATCH: What = What::new(
    "a batch (split it)",
    "пакет досок",
    "пакета досок (разбейте его на части)",
);

/// The boards of a batch, each with its line number (from 1).
pub(crate) fn read(path: &Path) -> anyhow::Result<Vec<(usize, String)>> {
    let text = input::read_text(Source::of(path), MAX_BATCH_BYTES, BATCH)?;
    Ok(lines(&text))
}

/// The non-empty lines of `text` without their comments, with their line numbers.
///
/// ```
/// let batch = "# Korf's first\n14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n\n1 2 3 0 # small\n";
/// assert_eq!(
///     puzzlelab::batch::lines(batch),
///     [(2, "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3".to_string()), (4, "1 2 3 0".to_string())]
/// );
/// ```
pub fn lines(text: &str) -> Vec<(usize, String)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.split('#').next().unwrap_or("").trim()))
        .filter(|(_, line)| !line.is_empty())
        .map(|(i, line)| (i, line.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_blank_lines_are_skipped_and_lines_keep_their_numbers() {
        let text = "# two boards\n1 2 3 0\n\n  2 0 1 3  # the second\n#\n";
        assert_eq!(
            lines(text),
            [(2, "1 2 3 0".to_string()), (4, "2 0 1 3".to_string())]
        );
    }

    #[test]
    fn a_missing_file_is_named_in_the_error() {
        let err = read(Path::new("/no/such/batch.txt")).unwrap_err();
        assert!(format!("{err:#}").contains("/no/such/batch.txt"), "{err:#}");
    }
}
