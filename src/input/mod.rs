//! Reading what the user hands in: a file, or `-` for standard input, always with a cap on its
//! size, so that a huge file or an endless stream (`- < /dev/zero`) is refused with a clear
//! message instead of filling the memory, and a path that is not a regular file (a device, a
//! named pipe) is refused before it is opened instead of read forever or waited on. Boards,
//! batches, SAT solvers' answers, certificates and hidden cases are all read here; so are a
//! game's answers on standard input and the files the server streams.

mod messages;

use std::io::Read;
use std::path::Path;

use puzzlelab_files::ReadError;

use crate::exit::BAD_INPUT;
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
}

/// What a text read is meant to be, in English and in Russian: "a board" and «доску» (what is
/// read, as the object of «прочитать»), «доски» (what it is too much for). A refusal names it
/// in the reader's language.
#[derive(Clone, Copy, Debug)]
pub struct What<'a> {
    pub(crate) en: &'a str,
    pub(crate) ru: &'a str,
    pub(crate) ru_of: &'a str,
}

impl<'a> What<'a> {
    /// What a text is, in English, and in Russian as read («доску») and as too much for
    /// («доски»).
    pub const fn new(en: &'a str, ru: &'a str, ru_of: &'a str) -> What<'a> {
        What { en, ru, ru_of }
    }
}

/// A failure of reading: the reader's own words, or the system's.
type Failure = Box<dyn std::error::Error + Send + Sync>;

/// The text of `source`: at most `max` bytes (more is an error naming `what` the text was
/// meant to be), UTF-8, a byte-order mark at its start dropped. A directory is refused by name.
pub fn read_text(source: Source<'_>, max: u64, what: What<'_>) -> anyhow::Result<String> {
    let bytes = read_bytes(source, max, what)?;
    let mut text = String::from_utf8(bytes).map_err(|err| {
        let at = err.utf8_error().valid_up_to();
        messages::cannot_read(what, source).because(messages::not_utf8(at))
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
pub fn read_bytes(source: Source<'_>, max: u64, what: What<'_>) -> anyhow::Result<Vec<u8>> {
    let cannot = |why: Failure| messages::cannot_read(what, source).because(why);
    let read = match source {
        Source::Stdin => bounded(std::io::stdin().lock(), max, what),
        Source::File(path) if is_inherited(path) => std::fs::File::open(path)
            .map_err(Failure::from)
            .and_then(|stream| bounded(stream, max, what)),
        Source::File(path) => {
            let name = path.display().to_string();
            return puzzlelab_files::read(path, max).map_err(|err| match err {
                ReadError::Folder => messages::a_folder(&name, what, BAD_INPUT).into(),
                ReadError::NotRegular(_) => {
                    messages::not_a_regular_file(&name, what, BAD_INPUT).into()
                }
                ReadError::TooLong { length, max } => {
                    let said = messages::longer_than(Bytes(length), Bytes(max), what);
                    cannot(said.into()).into()
                }
                ReadError::Io(e) => cannot(e.into()).into(),
            });
        }
    };
    read.map_err(|why| cannot(why).into())
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

/// At most `max` bytes of `input`; one more is an error, not a hang.
fn bounded(input: impl Read, max: u64, what: What<'_>) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    input.take(max.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(messages::too_much(Bytes(max), what).into());
    }
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

    const BOARD: What = What::new("a board", "доску", "доски");
    const PROOF: What = What::new("a proof", "доказательство", "доказательства");

    #[test]
    fn an_endless_stream_is_refused_not_read_forever() {
        let err = bounded(std::io::repeat(b'1'), 1000, BOARD).unwrap_err();
        assert_eq!(err.to_string(), "more than 1 KB: too much for a board");
    }

    #[test]
    fn a_byte_order_mark_is_dropped_and_a_folder_named() {
        let dir = std::env::temp_dir().join(format!("puzzlelab-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("bom.txt");
        std::fs::write(&file, "\u{feff}1 2 3 0").unwrap();
        assert_eq!(
            read_text(Source::File(&file), 100, BOARD).unwrap(),
            "1 2 3 0"
        );
        let err = read_text(Source::File(&dir), 100, BOARD).unwrap_err();
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
        let err = read_text(Source::File(&fifo), 100, BOARD).unwrap_err();
        assert_eq!(crate::exit::code_of(&err), BAD_INPUT);
        assert!(err.to_string().contains("is not a regular file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_link_to_an_endless_device_is_refused() {
        let dir = folder("link");
        let link = dir.join("manifest.json");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        let err = read_bytes(
            Source::File(&link),
            1 << 30,
            What::new("a manifest", "манифест", "манифеста"),
        )
        .unwrap_err();
        assert_eq!(crate::exit::code_of(&err), BAD_INPUT);
        assert!(err.to_string().contains("is not a regular file"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_longer_than_the_cap_is_refused_unread() {
        let dir = folder("long");
        let file = dir.join("proof.drat");
        std::fs::write(&file, [b'1'; 2000]).unwrap();
        let err = read_bytes(Source::File(&file), 1000, PROOF).unwrap_err();
        let message = crate::exit::message_of(&err);
        assert!(
            message.ends_with("it is 2 KB, more than 1 KB: too much for a proof"),
            "{message}"
        );
        assert_eq!(
            read_bytes(Source::File(&file), 2000, PROOF).unwrap().len(),
            2000
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
