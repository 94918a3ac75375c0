//! Database files: a header that says what the table is, the table, and a checksum.
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `PZLPDB\r\n` (the `\r\n` catches a copy that rewrote line ends) |
//! | 4 | format version, little-endian (`VERSION`) |
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
use std::io::{self, Read, Seek};
use std::path::{Path, PathBuf};

use crate::clock::Stopwatch;

use super::build::{build, build_bytes, BuildProgress};
use super::error::PdbError;
use super::memory::Bytes;
#[cfg(unix)]
use super::memory::Mapping;
use super::pattern::{Partition, Pattern};
use super::PatternDb;

/// The user's cache folder of pattern databases: `$XDG_CACHE_HOME/puzzlelab/pdb`, else
/// `~/.cache/puzzlelab/pdb`; `None` when neither `XDG_CACHE_HOME` nor `HOME` is set. Nothing
/// reads it unless a front end names it.
pub fn cache_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            let home = std::env::var_os("HOME").filter(|v| !v.is_empty())?;
            Some(PathBuf::from(home).join(".cache"))
        })?;
    Some(base.join("puzzlelab").join("pdb"))
}

/// The first bytes of every database file.
pub(crate) const MAGIC: &[u8; 8] = b"PZLPDB\r\n";
/// The format version this code writes and reads.
pub(crate) const VERSION: u32 = 1;

/// FNV-1a over 64-bit words (the tail padded with zeros): any single changed word changes it.
pub(crate) fn checksum(mut hash: u64, bytes: &[u8]) -> u64 {
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
///
/// The table is mapped into memory rather than copied (on Unix), so a read costs almost
/// nothing until the search touches its pages. The checksum is computed the first time a file
/// is read; a file that passes leaves a stamp beside it ([`stamp_name`]: its length, times and
/// inode, and the checksum), and a later read that finds the file exactly as stamped skips the
/// recomputation. A file changed since (rewritten, replaced, touched) no longer matches its
/// stamp and is checked again. [`check`] always recomputes.
pub fn read(pattern: &Pattern, path: &Path) -> Result<PatternDb, PdbError> {
    open(pattern, path, true)
}

/// Reads the database of `pattern` from `path` like [`read`], always recomputing the checksum
/// (what `pdb info` does to check the files).
pub fn check(pattern: &Pattern, path: &Path) -> Result<PatternDb, PdbError> {
    open(pattern, path, false)
}

fn open(pattern: &Pattern, path: &Path, trust_stamp: bool) -> Result<PatternDb, PdbError> {
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
    let mut file = fs::File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    let length = meta.len();
    let expected = header(pattern);
    let entries = pattern.entries();
    let full = (expected.len() + entries + 8) as u64;
    let truncated = |found: u64| {
        bad(format!(
            "truncated: {found} bytes, a database of this pattern has {full}"
        ))
    };
    let io_err = |e: io::Error| bad(format!("cannot read: {e}"));
    let wrong_magic = || bad("not a puzzlelab pattern database (wrong magic bytes)".into());

    let mut head = vec![0u8; expected.len()];
    match file.read_exact(&mut head) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
            if length >= 8 && head[..8] != MAGIC[..] {
                return Err(wrong_magic());
            }
            return Err(truncated(length));
        }
        Err(e) => return Err(io_err(e)),
    }
    if head[..8] != MAGIC[..] {
        return Err(wrong_magic());
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
    if length < full {
        return Err(truncated(length));
    }
    if length > full {
        return Err(bad(format!(
            "{length} bytes, a database of this pattern has {full}: trailing bytes"
        )));
    }
    let values = table_bytes(&mut file, head.len(), entries).map_err(io_err)?;
    let mut stored = [0u8; 8];
    file.read_exact(&mut stored).map_err(io_err)?;
    let stored = u64::from_le_bytes(stored);
    let identity = stamp::Identity::of(&meta);
    let stamp_path = path.with_file_name(stamp_name(path));
    let stamped = trust_stamp && stamp::holds(&stamp_path, identity.as_ref(), stored);
    if !stamped {
        let computed = checksum(checksum(0, &head), values.as_slice());
        if computed != stored {
            return Err(bad(format!(
                "checksum mismatch (stored {stored:016x}, computed {computed:016x}): the file is corrupt"
            )));
        }
        stamp::write(&stamp_path, identity.as_ref(), stored);
    }
    Ok(PatternDb::from_bytes(pattern.clone(), values))
}

/// The table's bytes from `file`, which starts with a header of `head` bytes: mapped on Unix,
/// read elsewhere. The file is left positioned after them.
fn table_bytes(file: &mut fs::File, head: usize, entries: usize) -> io::Result<Bytes> {
    #[cfg(unix)]
    let bytes = Bytes::Mapped(Mapping::file(file, head, entries)?);
    #[cfg(not(unix))]
    let bytes = {
        let mut values = vec![0u8; entries];
        file.read_exact(&mut values)?;
        Bytes::Owned(values)
    };
    file.seek(io::SeekFrom::Start((head + entries) as u64))?;
    Ok(bytes)
}

/// The name of the stamp a verified database file leaves beside it: `NAME.verified`.
pub(crate) fn stamp_name(path: &Path) -> String {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    format!("{name}.verified")
}

/// The stamp of a verified file: the file's length, modification and change times, device and
/// inode, and its checksum, in one line of text.
mod stamp {
    use std::path::Path;

    /// What identifies a file's contents without reading them.
    #[derive(Clone, Copy, PartialEq, Eq)]
    pub(super) struct Identity {
        len: u64,
        modified_ns: i128,
        changed_ns: i128,
        device: u64,
        inode: u64,
    }

    /// A file's times have the kernel's clock tick as their grain, so a file stamped right
    /// after it was written could be changed again within the same tick without its times
    /// moving: a file younger than this is checked but not stamped.
    const SETTLED_NS: i128 = 2_000_000_000;

    impl Identity {
        /// The identity of a file from its metadata; `None` where it cannot be had.
        #[cfg(unix)]
        pub(super) fn of(meta: &std::fs::Metadata) -> Option<Identity> {
            use std::os::unix::fs::MetadataExt;
            let ns = |s: i64, n: i64| i128::from(s) * 1_000_000_000 + i128::from(n);
            Some(Identity {
                len: meta.len(),
                modified_ns: ns(meta.mtime(), meta.mtime_nsec()),
                changed_ns: ns(meta.ctime(), meta.ctime_nsec()),
                device: meta.dev(),
                inode: meta.ino(),
            })
        }

        #[cfg(not(unix))]
        pub(super) fn of(_meta: &std::fs::Metadata) -> Option<Identity> {
            None
        }

        fn line(&self, checksum: u64) -> String {
            format!(
                "puzzlelab-pdb-verified/1 {} {} {} {} {} {checksum:016x}\n",
                self.len, self.modified_ns, self.changed_ns, self.device, self.inode
            )
        }
    }

    /// Whether the stamp at `path` says the file of `identity` was verified with `checksum`.
    pub(super) fn holds(path: &Path, identity: Option<&Identity>, checksum: u64) -> bool {
        let Some(identity) = identity else {
            return false;
        };
        std::fs::read_to_string(path).is_ok_and(|text| text == identity.line(checksum))
    }

    /// Leaves the stamp, if the file has settled; a folder that cannot be written keeps none.
    pub(super) fn write(path: &Path, identity: Option<&Identity>, checksum: u64) {
        let Some(identity) = identity else {
            return;
        };
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as i128);
        if now - identity.modified_ns.max(identity.changed_ns) < SETTLED_NS {
            return;
        }
        let line = identity.line(checksum);
        let _ = puzzlelab_files::write_with(path, |out| out.write_all(line.as_bytes()));
    }
}

/// When [`load_or_build`] may build a database that is missing or refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Building {
    /// Whether a big partition (more than [`BIG_ENTRIES`] entries in a pattern: 7-8, 6-6-6-6)
    /// may be built; when not, its absence is an error that says how to build it.
    pub allow_big: bool,
    /// Bytes a build may take ([`build_bytes`]); a bigger one is refused before it allocates.
    pub max_memory: Option<u64>,
}

/// Entries in one pattern past which a build takes minutes, not seconds (6-6-3 has under six
/// million, 7-8 over fifty): such a partition is built only when asked for.
pub(crate) const BIG_ENTRIES: usize = 10_000_000;

/// What [`load_or_build`] tells as it goes.
#[derive(Debug)]
pub enum Opening<'a> {
    /// A file was refused (the reason in the error); the database is built again.
    Refused(&'a PdbError),
    /// A build begins.
    Building(&'a Pattern),
    /// A build made progress.
    Progress(BuildProgress),
    /// A database was built and saved.
    Saved {
        /// Its pattern.
        pattern: &'a Pattern,
        /// Its file.
        path: &'a Path,
        /// Its entries.
        entries: usize,
        /// Seconds the build took.
        seconds: f64,
    },
    /// A database was built and kept in memory only ([`build_in_memory`]).
    Built {
        /// Its pattern.
        pattern: &'a Pattern,
        /// Its entries.
        entries: usize,
        /// Seconds the build took.
        seconds: f64,
    },
}

impl Building {
    /// Whether a build of `pattern` fits the memory allowed, refused before it allocates.
    fn fits(&self, pattern: &Pattern) -> Result<(), PdbError> {
        match self.max_memory {
            Some(max) if build_bytes(pattern) > max => Err(PdbError::TooBig {
                max_memory: max,
                tiles: pattern.tiles().to_vec(),
                bytes: build_bytes(pattern),
            }),
            _ => Ok(()),
        }
    }
}

/// The databases of `partition` built in memory and saved nowhere, for a host without files
/// (the web page's engine): every build measured against the memory limit before the first
/// begins, a big partition refused unless `building` allows it, `told` hearing each build.
pub fn build_in_memory(
    partition: &Partition,
    building: Building,
    told: &mut dyn FnMut(Opening),
) -> Result<Vec<PatternDb>, PdbError> {
    let patterns = partition.patterns();
    patterns.iter().try_for_each(|p| building.fits(p))?;
    if patterns.iter().any(|p| p.entries() > BIG_ENTRIES) && !building.allow_big {
        return Err(PdbError::NotBuilt {
            partition: partition.name().to_string(),
            dir: PathBuf::new(),
        });
    }
    let built = patterns.iter().map(|pattern| {
        told(Opening::Building(pattern));
        let clock = Stopwatch::start();
        let db = build(pattern, &mut |p| told(Opening::Progress(p)));
        told(Opening::Built {
            pattern,
            entries: db.bytes(),
            seconds: clock.elapsed().as_secs_f64(),
        });
        db
    });
    Ok(built.collect())
}

/// The databases of `partition` from `dir`: each read, or built and saved when missing or
/// refused, as `building` allows; `told` hears every refusal and build. Every missing
/// database is measured against the memory limit before the first one is built.
pub fn load_or_build(
    partition: &Partition,
    dir: &Path,
    building: Building,
    told: &mut dyn FnMut(Opening),
) -> Result<Vec<PatternDb>, PdbError> {
    let fits = |pattern: &Pattern| building.fits(pattern);
    let patterns = partition.patterns();
    let missing = patterns.iter().filter(|p| !dir.join(file_name(p)).exists());
    missing.clone().try_for_each(fits)?;
    let big = patterns.iter().any(|p| p.entries() > BIG_ENTRIES);
    let mut dbs = Vec::new();
    for pattern in patterns {
        let path = dir.join(file_name(pattern));
        match read(pattern, &path) {
            Ok(db) => {
                dbs.push(db);
                continue;
            }
            Err(PdbError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => {}
            Err(refused) => told(Opening::Refused(&refused)),
        }
        if big && !building.allow_big {
            return Err(PdbError::NotBuilt {
                partition: partition.name().to_string(),
                dir: dir.to_path_buf(),
            });
        }
        fits(pattern)?;
        told(Opening::Building(pattern));
        let clock = Stopwatch::start();
        let db = build(pattern, &mut |p| told(Opening::Progress(p)));
        write(&db, &path)?;
        told(Opening::Saved {
            pattern,
            path: &path,
            entries: db.bytes(),
            seconds: clock.elapsed().as_secs_f64(),
        });
        dbs.push(db);
    }
    Ok(dbs)
}

/// The database of `pattern` from `dir` if its file is there and sound.
#[cfg(test)]
pub(crate) fn load(pattern: &Pattern, dir: &Path) -> Result<PatternDb, PdbError> {
    read(pattern, &dir.join(file_name(pattern)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_rules::{Goal, Size};

    #[test]
    fn the_checksum_changes_with_any_byte() {
        assert_ne!(checksum(0, b"fifteen"), checksum(0, b"fifteeN"));
    }

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

        let goal = Goal::Standard.board(Size::EIGHT);
        let partition = Partition::named("44", &goal).unwrap();
        let mut said = Vec::new();
        let mut tell = |o: Opening| said.push(format!("{o:?}"));
        load_or_build(&partition, &dir, Building::default(), &mut tell).unwrap();
        let first = dir.join(file_name(&partition.patterns()[0]));
        let mut bytes = fs::read(&first).unwrap();
        let at = bytes.len() / 2;
        bytes[at] ^= 0x04;
        fs::write(&first, &bytes).unwrap();
        said.clear();
        let mut tell = |o: Opening| said.push(format!("{o:?}"));
        let again = load_or_build(&partition, &dir, Building::default(), &mut tell).unwrap();
        assert!(said[0].starts_with("Refused") && said[0].contains("checksum"));
        assert!(said.last().unwrap().starts_with("Saved"), "{said:?}");
        let fresh = build(&partition.patterns()[0], &mut |_| {});
        assert_eq!(again[0].values(), fresh.values());
        said.clear();
        let mut tell = |o: Opening| said.push(format!("{o:?}"));
        load_or_build(&partition, &dir, Building::default(), &mut tell).unwrap();
        assert!(said.is_empty(), "read, not built: {said:?}");
        fs::remove_dir_all(dir).unwrap();
    }

    /// Makes the file look written `seconds` ago (its modification time; its change time
    /// becomes now).
    fn age(path: &Path, seconds: u64) {
        let file = fs::OpenOptions::new().write(true).open(path).unwrap();
        let then = std::time::SystemTime::now() - std::time::Duration::from_secs(seconds);
        file.set_modified(then).unwrap();
    }

    #[test]
    fn a_settled_file_is_stamped_and_a_file_changed_since_is_checked_again() {
        let (pattern, db) = small();
        let dir = temp_dir("stamp");
        let path = dir.join(file_name(&pattern));
        let stamp = dir.join(stamp_name(&path));
        write(&db, &path).unwrap();
        // just written: checked, not stamped (its times could still hide a change)
        read(&pattern, &path).unwrap();
        assert!(!stamp.exists());
        // settled: checked and stamped, and read through the stamp
        age(&path, 60);
        std::thread::sleep(std::time::Duration::from_millis(2100)); // the change time settles
        read(&pattern, &path).unwrap();
        assert!(stamp.exists());
        assert_eq!(read(&pattern, &path).unwrap().values(), db.values());
        // a byte changed in place, the modification time put back: the change time moved, so
        // the stamp no longer holds and the checksum is computed again
        let mut bytes = fs::read(&path).unwrap();
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x10;
        fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .and_then(|mut f| std::io::Write::write_all(&mut f, &bytes))
            .unwrap();
        age(&path, 60);
        let err = read(&pattern, &path).unwrap_err().to_string();
        assert!(err.contains("checksum mismatch"), "{err}");
        // `check` never trusts a stamp
        bytes[middle] ^= 0x10;
        fs::write(&path, &bytes).unwrap();
        assert!(check(&pattern, &path).is_ok());
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
