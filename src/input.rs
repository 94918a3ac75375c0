//! Reading what the user hands in: a file, or `-` for standard input, always with a cap on its
//! size, so that a huge file or an endless stream (`- < /dev/zero`) is refused with a clear
//! message instead of filling the memory, and a path that is not a regular file (a device, a
//! named pipe) is refused before it is opened instead of read forever or waited on. Boards,
//! batches, SAT solvers' answers, certificates and hidden cases are all read here; so are a
//! game's answers on standard input and the files the server streams.

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
    let bytes = read_bytes(source, max, what)?;
    let mut text = String::from_utf8(bytes).with_context(|| {
        format!(
            "cannot read {what} from {}: not UTF-8 text",
            source.describe()
        )
    })?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8()); // in place: a batch is not copied to drop 3 bytes
    }
    Ok(text)
}

/// The bytes of `source`: at most `max` of them (more is an error naming `what` they were
/// meant to be). A file is looked at before it is opened: a folder, and anything that is not
/// a regular file once links are followed (a device such as `/dev/zero`, a named pipe, a
/// socket), is refused as bad input, since opening a pipe could wait forever; a regular file
/// longer than `max` is refused without reading it. Standard input (`-`, `/dev/stdin`) and a
/// descriptor handed over open (`/dev/fd/N`) are read as they come.
pub fn read_bytes(source: Source<'_>, max: u64, what: &str) -> anyhow::Result<Vec<u8>> {
    let cannot = || format!("cannot read {what} from {}", source.describe());
    match source {
        Source::Stdin => bounded(std::io::stdin().lock(), max, what).with_context(cannot),
        Source::File(path) if is_inherited(path) => {
            let stream = std::fs::File::open(path).with_context(cannot)?;
            bounded(stream, max, what).with_context(cannot)
        }
        Source::File(path) => {
            let length = regular_file(path, what, cannot)?;
            if length > max {
                let size = Bytes(length);
                return Err(anyhow::anyhow!("it is {size}, {}", too_much(max, what)))
                    .with_context(cannot);
            }
            let file = std::fs::File::open(path).with_context(cannot)?;
            bounded(file, max, what).with_context(cannot)
        }
    }
}

/// Whether `path` names a stream this process was handed already open (`/dev/stdin`, or
/// `/dev/fd/N` as a shell's `<(...)` gives): read as it comes, like `-`, since opening it again
/// waits for nobody.
fn is_inherited(path: &Path) -> bool {
    path == Path::new("/dev/stdin")
        || ["/dev/fd/", "/proc/self/fd/"].iter().any(|dir| {
            path.strip_prefix(dir)
                .is_ok_and(|n| n.to_str().is_some_and(|n| n.parse::<u32>().is_ok()))
        })
}

/// The length of the regular file at `path`; a folder or any other kind of file is bad input,
/// with a message of its own (`cannot` says what failed when the file cannot be looked at).
fn regular_file(path: &Path, what: &str, cannot: impl Fn() -> String) -> anyhow::Result<u64> {
    let meta = std::fs::metadata(path).with_context(cannot)?;
    let name = path.display();
    if meta.is_dir() {
        let message = format!("{name} is a folder, not {what}");
        return Err(Exit::new(BAD_INPUT, message).into());
    }
    if !meta.is_file() {
        let message = format!(
            "{name} is not a regular file (a device, a pipe or a socket), so not {what}: give a file, or - for standard input"
        );
        return Err(Exit::new(BAD_INPUT, message).into());
    }
    Ok(meta.len())
}

/// The message of a text longer than `max` bytes.
fn too_much(max: u64, what: &str) -> String {
    format!("more than {}: too much for {what}", Bytes(max))
}

/// At most `max` bytes of `input`; one more is an error, not a hang.
fn bounded(input: impl Read, max: u64, what: &str) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input.take(max.saturating_add(1)).read_to_end(&mut bytes)?;
    anyhow::ensure!(bytes.len() as u64 <= max, too_much(max, what));
    Ok(bytes)
}

/// Standard input as a game reads it: one answer a line, each line bounded by
/// [`puzzlelab_rules::line::next_line`] and the answers by its count of bad ones.
pub fn answers() -> std::io::StdinLock<'static> {
    std::io::stdin().lock()
}

/// Whether standard input is a terminal (a game then reads keys, not lines).
pub fn is_terminal() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stdin())
}

/// A regular file opened to be streamed as it is (the server's site files, sent a buffer at
/// a time, never held whole), with its length.
pub fn stream_file(path: &Path) -> Option<(std::fs::File, u64)> {
    let opened = std::fs::File::open(path).ok()?;
    let length = opened.metadata().ok()?.len();
    Some((opened, length))
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

    /// A fresh folder of this test process.
    fn folder(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("puzzlelab-input-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_named_pipe_is_refused_before_it_is_opened() {
        let dir = folder("fifo");
        let fifo = dir.join("board.txt");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string naming a path in a folder of this test.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let err = read_text(Source::File(&fifo), 100, "a board").unwrap_err();
        assert_eq!(crate::exit::code_of(&err), BAD_INPUT);
        assert!(err.to_string().contains("is not a regular file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_link_to_an_endless_device_is_refused() {
        let dir = folder("link");
        let link = dir.join("manifest.json");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        let err = read_bytes(Source::File(&link), 1 << 30, "a manifest").unwrap_err();
        assert_eq!(crate::exit::code_of(&err), BAD_INPUT);
        assert!(err.to_string().contains("is not a regular file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_longer_than_the_cap_is_refused_unread() {
        let dir = folder("long");
        let file = dir.join("proof.drat");
        std::fs::write(&file, [b'1'; 2000]).unwrap();
        let err = read_bytes(Source::File(&file), 1000, "a proof").unwrap_err();
        let message = crate::exit::message_of(&err);
        assert!(
            message.ends_with("it is 2 KB, more than 1 KB: too much for a proof"),
            "{message}"
        );
        assert_eq!(
            read_bytes(Source::File(&file), 2000, "a proof")
                .unwrap()
                .len(),
            2000
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
