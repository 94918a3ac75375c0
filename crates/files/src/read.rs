//! Every file the program reads whole, read one way: looked at before it is opened (a folder,
//! a device, a named pipe or a socket is refused, since opening a pipe could wait forever), its
//! length checked against a cap before a byte is read, and read no further than the cap.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::Path;

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// The path names a folder.
    Folder,
    /// The path names something that is not a regular file: a device, a named pipe, a socket.
    NotRegular(&'static str),
    /// The file is longer than the cap.
    TooLong {
        /// Its length in bytes.
        length: u64,
        /// The most that may be read.
        max: u64,
    },
    /// The operating system's refusal.
    Io(io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Folder => write!(f, "it is a folder"),
            ReadError::NotRegular(kind) => write!(f, "it is {kind}, not a regular file"),
            ReadError::TooLong { length, max } => {
                write!(f, "it holds {length} bytes, more than the {max} read")
            }
            ReadError::Io(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Io(e) => Some(e),
            _ => None,
        }
    }
}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> ReadError {
        ReadError::Io(e)
    }
}

/// The bytes of the regular file at `path` (links followed), at most `max` of them: a longer
/// file is refused unread, and one that grows while it is read is refused at `max + 1` bytes.
pub fn read(path: &Path, max: u64) -> Result<Vec<u8>, ReadError> {
    let meta = fs::metadata(path)?;
    if meta.is_dir() {
        return Err(ReadError::Folder);
    }
    if !meta.is_file() {
        return Err(ReadError::NotRegular(crate::platform::special_kind(
            &meta.file_type(),
        )));
    }
    if meta.len() > max {
        return Err(ReadError::TooLong {
            length: meta.len(),
            max,
        });
    }
    let mut bytes = Vec::new();
    File::open(path)?
        .take(max.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(ReadError::TooLong {
            length: bytes.len() as u64,
            max,
        });
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_longer_than_the_cap_is_refused_unread() {
        let dir = std::env::temp_dir().join(format!("puzzlelab-read-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("long.txt");
        crate::write(&path, b"0123456789").unwrap();
        assert_eq!(read(&path, 10).unwrap(), b"0123456789");
        assert!(matches!(
            read(&path, 9),
            Err(ReadError::TooLong { length: 10, max: 9 })
        ));
        assert!(matches!(read(&dir, 9), Err(ReadError::Folder)));
        assert!(matches!(
            read(Path::new("/dev/zero"), 9),
            Err(ReadError::NotRegular(_))
        ));
        fs::remove_dir_all(&dir).unwrap();
    }
}
