//! Database files: a header that says what the table is, the table, and a checksum.
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `PZLPDB\r\n` (the `\r\n` catches a copy that rewrote line ends) |
//! | 4 | format version, little-endian ([`VERSION`]) |
//! | 1, 1, 1, 1 | width, height, tiles in the pattern, 0 |
//! | cells | the goal, tile by tile |
//! | tiles | the pattern's tiles, in hash order |
//! | 8 | entries, little-endian |
//! | entries | the values, one byte each |
//! | 8 | checksum of everything before it ([`checksum`]) |
//!
//! A file is never trusted: [`read`] checks each field against the pattern asked for, reads
//! exactly the table's length, recomputes the checksum and refuses trailing bytes. [`load_or_build`]
//! turns a refusal into a rebuild and says why.

use std::fs;
use std::io::{self, BufReader, Read};
use std::path::{Path, PathBuf};

use super::build::{build, BuildProgress};
use super::error::PdbError;
use super::pattern::Pattern;
use super::PatternDb;

/// The first bytes of every database file.
pub const MAGIC: &[u8; 8] = b"PZLPDB\r\n";
/// The format version this code writes and reads.
pub const VERSION: u32 = 1;

/// FNV-1a over 64-bit words (the tail padded with zeros): any single changed word changes it.
///
/// ```
/// use puzzlelab_solvers::pdb::file::checksum;
/// assert_ne!(checksum(0, b"fifteen"), checksum(0, b"fifteeN"));
/// ```
pub fn checksum(mut hash: u64, bytes: &[u8]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    if hash == 0 {
        hash = 0xcbf2_9ce4_8422_2325;
    }
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        hash ^= u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
        hash = hash.wrapping_mul(PRIME);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut last = [0u8; 8];
        last[..rest.len()].copy_from_slice(rest);
        hash ^= u64::from_le_bytes(last);
        hash = hash.wrapping_mul(PRIME);
    }
    hash
}

/// The header bytes of a pattern's file.
fn header(pattern: &Pattern) -> Vec<u8> {
    let goal = pattern.goal();
    let mut h = Vec::new();
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&VERSION.to_le_bytes());
    h.extend_from_slice(&[
        goal.width() as u8,
        goal.height() as u8,
        pattern.tiles().len() as u8,
        0,
    ]);
    h.extend_from_slice(goal.tiles());
    h.extend_from_slice(pattern.tiles());
    h.extend_from_slice(&(pattern.entries() as u64).to_le_bytes());
    h
}

/// The file name of a pattern's database: size, a digest of the goal, and the tiles
/// (`pdb-4x4-g1a2b3c4d-t1.2.3.bin`).
pub fn file_name(pattern: &Pattern) -> String {
    let goal = pattern.goal();
    let tiles: Vec<String> = pattern.tiles().iter().map(|t| t.to_string()).collect();
    format!(
        "pdb-{}-g{:08x}-t{}.bin",
        goal.size(),
        checksum(0, goal.tiles()) as u32,
        tiles.join(".")
    )
}

/// Writes `db` to `path` (through a temporary file and a rename, so a crash leaves no half file).
pub fn write(db: &PatternDb, path: &Path) -> Result<(), PdbError> {
    let io = |source| PdbError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(io)?;
    }
    let head = header(db.pattern());
    let sum = checksum(checksum(0, &head), db.values());
    puzzlelab_files::write_with(path, |out| {
        out.write_all(&head)?;
        out.write_all(db.values())?;
        out.write_all(&sum.to_le_bytes())
    })
    .map_err(io)
}

/// Reads the database of `pattern` from `path`, refusing a file that is not exactly it.
pub fn read(pattern: &Pattern, path: &Path) -> Result<PatternDb, PdbError> {
    let bad = |reason: String| PdbError::BadFile {
        path: path.to_path_buf(),
        reason,
    };
    let io = |source| PdbError::Io {
        path: path.to_path_buf(),
        source,
    };
    // a pipe or a device would block or never end: only a regular file is opened
    if !fs::metadata(path).map_err(io)?.is_file() {
        return Err(bad("not a regular file".into()));
    }
    let file = fs::File::open(path).map_err(io)?;
    let length = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut input = BufReader::new(file);
    let expected = header(pattern);
    let entries = pattern.entries();
    let full = (expected.len() + entries + 8) as u64;
    let truncated = |found: u64| {
        bad(format!(
            "truncated: {found} bytes, a database of this pattern has {full}"
        ))
    };
    let io_err = |e: io::Error| bad(format!("cannot read: {e}"));

    let mut head = vec![0u8; expected.len()];
    match input.read_exact(&mut head) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
            if length >= 8 && head[..8] != MAGIC[..] {
                return Err(bad(
                    "not a puzzlelab pattern database (wrong magic bytes)".into()
                ));
            }
            return Err(truncated(length));
        }
        Err(e) => return Err(io_err(e)),
    }
    if head[..8] != MAGIC[..] {
        return Err(bad(
            "not a puzzlelab pattern database (wrong magic bytes)".into()
        ));
    }
    let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(bad(format!(
            "format version {version}, this puzzlelab reads version {VERSION}"
        )));
    }
    if head != expected {
        return Err(bad(
            "the header describes another pattern, goal or size than the one asked for".into(),
        ));
    }
    let mut values = vec![0u8; entries];
    match input.read_exact(&mut values) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Err(truncated(length)),
        Err(e) => return Err(io_err(e)),
    }
    let mut stored = [0u8; 8];
    match input.read_exact(&mut stored) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Err(truncated(length)),
        Err(e) => return Err(io_err(e)),
    }
    let mut extra = [0u8; 1];
    if input.read(&mut extra).map_err(io_err)? != 0 {
        return Err(bad(format!(
            "{length} bytes, a database of this pattern has {full}: trailing bytes"
        )));
    }
    let computed = checksum(checksum(0, &head), &values);
    let stored = u64::from_le_bytes(stored);
    if computed != stored {
        return Err(bad(format!(
            "checksum mismatch (stored {stored:016x}, computed {computed:016x}): the file is corrupt"
        )));
    }
    Ok(PatternDb::from_values(pattern.clone(), values))
}

/// Where a database came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Read from its file.
    Loaded(PathBuf),
    /// Built, there being no file, and saved.
    Built(PathBuf),
    /// Built again because the file was refused (the reason in words), and saved.
    Rebuilt(PathBuf, String),
}

/// The database of `pattern` from `dir`, or built (and saved there) when the file is missing
/// or refused; `progress` hears the build.
pub fn load_or_build(
    pattern: &Pattern,
    dir: &Path,
    progress: &mut dyn FnMut(BuildProgress),
) -> Result<(PatternDb, Origin), PdbError> {
    let path = dir.join(file_name(pattern));
    let refused = match read(pattern, &path) {
        Ok(db) => return Ok((db, Origin::Loaded(path))),
        Err(PdbError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => None,
        Err(e) => Some(e.to_string()),
    };
    let db = build(pattern, progress);
    write(&db, &path)?;
    Ok(match refused {
        None => (db, Origin::Built(path)),
        Some(reason) => (db, Origin::Rebuilt(path, reason)),
    })
}

/// The database of `pattern` from `dir` if its file is there and sound.
pub fn load(pattern: &Pattern, dir: &Path) -> Result<PatternDb, PdbError> {
    read(pattern, &dir.join(file_name(pattern)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_rules::{Goal, Size};

    fn small() -> (Pattern, PatternDb) {
        let goal = Goal::Standard.board(Size::EIGHT);
        let pattern = Pattern::new(&goal, vec![1, 2, 3]).unwrap();
        let db = build(&pattern, &mut |_| {});
        (pattern, db)
    }

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("puzzlelab-pdb-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_written_file_reads_back_the_same() {
        let (pattern, db) = small();
        let dir = temp_dir("round");
        let path = dir.join(file_name(&pattern));
        write(&db, &path).unwrap();
        assert_eq!(read(&pattern, &path).unwrap().values(), db.values());
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_flipped_byte_is_refused_and_rebuilt() {
        let (pattern, db) = small();
        let dir = temp_dir("flip");
        let path = dir.join(file_name(&pattern));
        write(&db, &path).unwrap();
        let mut bytes = fs::read(&path).unwrap();
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x04;
        fs::write(&path, &bytes).unwrap();
        let err = read(&pattern, &path).unwrap_err().to_string();
        assert!(err.contains("checksum mismatch"), "{err}");
        assert!(err.contains("corrupt"), "{err}");

        let (again, origin) = load_or_build(&pattern, &dir, &mut |_| {}).unwrap();
        assert!(matches!(origin, Origin::Rebuilt(_, ref why) if why.contains("checksum")));
        assert_eq!(again.values(), db.values());
        assert!(matches!(
            load_or_build(&pattern, &dir, &mut |_| {}).unwrap().1,
            Origin::Loaded(_)
        ));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_flipped_header_byte_is_refused() {
        let (pattern, db) = small();
        let dir = temp_dir("head");
        let path = dir.join(file_name(&pattern));
        write(&db, &path).unwrap();
        let mut bytes = fs::read(&path).unwrap();
        bytes[0] ^= 0x01;
        fs::write(&path, &bytes).unwrap();
        let err = read(&pattern, &path).unwrap_err().to_string();
        assert!(err.contains("wrong magic"), "{err}");
        bytes[0] ^= 0x01;
        bytes[8] = 7; // version 7
        fs::write(&path, &bytes).unwrap();
        let err = read(&pattern, &path).unwrap_err().to_string();
        assert!(err.contains("version 7"), "{err}");
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_truncated_file_is_refused() {
        let (pattern, db) = small();
        let dir = temp_dir("cut");
        let path = dir.join(file_name(&pattern));
        write(&db, &path).unwrap();
        let bytes = fs::read(&path).unwrap();
        for keep in [bytes.len() - 1, bytes.len() / 2, 5] {
            fs::write(&path, &bytes[..keep]).unwrap();
            let err = read(&pattern, &path).unwrap_err().to_string();
            assert!(err.contains("truncated"), "{keep}: {err}");
            assert!(err.contains(&format!("{keep} bytes")), "{err}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        fs::write(&path, &longer).unwrap();
        assert!(read(&pattern, &path)
            .unwrap_err()
            .to_string()
            .contains("trailing"));
        fs::remove_dir_all(dir).unwrap();
    }
}
