//! Every file the program writes, written one way (and every file it reads whole, read one
//! way: [`read`], capped, regular files only): into a temporary file of its own beside the
//! target, synced, then renamed over the target. A reader, a second writer or a run killed
//! half-way only ever sees the old file or the complete new one.
//!
//! - **Unique temporary files.** `.NAME.PID.N.tmp` in the target's folder (the rename stays on
//!   one file system), created exclusively and readable by its owner only until it is complete,
//!   so two runs writing the same target at once never share one.
//! - **Symbolic links are followed**: a target that is a link keeps the link, and the file it
//!   points to is replaced.
//! - **Only regular files are replaced.** A target that exists and is anything else (a device
//!   such as `/dev/null`, a named pipe, a socket, a folder), or a link to one, is refused with
//!   [`io::ErrorKind::InvalidInput`]: renaming a file over it would destroy it. `-` and
//!   `/dev/stdout` name standard output, which is written through in place.
//! - **Stale temporary files are cleaned**: a run killed before its rename leaves its temporary
//!   file behind; the next write to the same folder removes those whose process is gone.
//! - **Permissions** of a replaced file are kept; a new file gets `rw-r--r--`.
//!
//! ```
//! let dir = std::env::temp_dir().join(format!("puzzlelab-files-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let path = dir.join("figure.txt");
//! puzzlelab_files::write(&path, b"first").unwrap();
//! puzzlelab_files::write_with(&path, |out| out.write_all(b"second")).unwrap();
//! assert_eq!(std::fs::read(&path).unwrap(), b"second");
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

#![warn(missing_docs)]

mod read;

pub use read::{read, ReadError};

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The temporary files of this process, numbered.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// The mode of a new file: `rw-r--r--`.
const NEW_FILE_MODE: u32 = 0o644;

/// How many links are followed before a target is refused as a loop.
const MAX_LINKS: usize = 40;

/// Writes `bytes` to `path` atomically.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with(path, |out| out.write_all(bytes))
}

/// Writes what `fill` writes to `path` atomically (buffered; `fill` may write a file of any
/// size without holding it in memory). The target's folder must exist. `-` and `/dev/stdout`
/// write standard output; a target that is not a regular file is refused.
pub fn write_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    if is_standard_output(path) {
        let mut out = BufWriter::new(io::stdout().lock());
        fill(&mut out)?;
        return out.flush();
    }
    let target = resolve_links(path)?;
    refuse_unless_regular(path, &target)?;
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?
        .to_string_lossy()
        .into_owned();
    clean_stale(&dir, &name);
    let mode = fs::metadata(&target)
        .map(|m| platform::mode(&m))
        .unwrap_or(NEW_FILE_MODE);
    let (tmp, file) = create_temp(&dir, &name)?;
    let written = (|| {
        let mut out = BufWriter::new(file);
        fill(&mut out)?;
        let file = out.into_inner().map_err(io::IntoInnerError::into_error)?;
        platform::set_mode(&file, mode)?;
        file.sync_all()?;
        fs::rename(&tmp, &target)?;
        // the rename itself is made durable with the folder
        File::open(&dir).and_then(|d| d.sync_all()).or(Ok(()))
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written
}

/// The file `path` names once its symbolic links are followed (it may not exist yet).
fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut target = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&target) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&target)?;
                target = match target.parent() {
                    Some(parent) if link.is_relative() => parent.join(link),
                    _ => link,
                };
            }
            _ => return Ok(target),
        }
    }
    let message = format!("{}: too many symbolic links", path.display());
    Err(io::Error::new(io::ErrorKind::InvalidInput, message))
}

/// Whether `path` names standard output: `-`, as on every command line, or `/dev/stdout`.
pub fn is_standard_output(path: &Path) -> bool {
    path == Path::new("-") || path == Path::new("/dev/stdout")
}

/// Refuses a `target` (reached from `path`) that exists and is not a regular file: a rename
/// over a device, a pipe, a socket or a folder would replace it for every other user.
fn refuse_unless_regular(path: &Path, target: &Path) -> io::Result<()> {
    let Ok(meta) = fs::symlink_metadata(target) else {
        return Ok(()); // a new file
    };
    let kind = meta.file_type();
    let what = if kind.is_file() {
        return Ok(());
    } else if kind.is_dir() {
        "a folder"
    } else {
        platform::special_kind(&kind)
    };
    let through = if path == target {
        String::new()
    } else {
        format!(" (through the link to {})", target.display())
    };
    let message = format!(
        "{} is {what}{through}: only a regular file is written (give - for standard output)",
        path.display()
    );
    Err(io::Error::new(io::ErrorKind::InvalidInput, message))
}

/// A new temporary file for `name` in `dir`, created exclusively, private to its owner.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        let file = platform::private(&mut options).open(&tmp);
        match file {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue, // left by a reused pid
            Err(e) => return Err(e),
        }
    }
}

/// Removes the temporary files of `name` in `dir` whose writing process is gone.
fn clean_stale(dir: &Path, name: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{name}.");
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = temp_owner(&file, &prefix) else {
            continue;
        };
        if !is_running(pid) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The process that made the temporary file `file` (`.NAME.PID.N.tmp`), if it is one.
fn temp_owner(file: &str, prefix: &str) -> Option<u32> {
    let rest = file.strip_prefix(prefix)?.strip_suffix(".tmp")?;
    let (pid, n) = rest.split_once('.')?;
    n.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Whether process `pid` is running (on Linux, by its `/proc` entry; elsewhere every process
/// is taken to be running, and nothing is cleaned).
fn is_running(pid: u32) -> bool {
    pid == std::process::id()
        || !Path::new("/proc/self").exists()
        || Path::new(&format!("/proc/{pid}")).exists()
}

/// What only some systems have: file modes and special files (Unix), nothing elsewhere (a
/// WebAssembly page, which has no files at all, only compiles this).
mod platform {
    use std::fs::{File, FileType, Metadata, OpenOptions};
    use std::io;
    #[cfg(unix)]
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};

    /// The permission bits of an existing file.
    #[cfg(unix)]
    pub fn mode(meta: &Metadata) -> u32 {
        meta.permissions().mode() & 0o7777
    }

    /// Gives `file` the permission bits `mode`.
    #[cfg(unix)]
    pub fn set_mode(file: &File, mode: u32) -> io::Result<()> {
        file.set_permissions(std::fs::Permissions::from_mode(mode))
    }

    /// `options` creating a file only its owner may read and write.
    #[cfg(unix)]
    pub fn private(options: &mut OpenOptions) -> &mut OpenOptions {
        options.mode(0o600)
    }

    /// What a file that is neither a regular file nor a folder is, in words.
    #[cfg(unix)]
    pub fn special_kind(kind: &FileType) -> &'static str {
        if kind.is_fifo() {
            "a named pipe"
        } else if kind.is_socket() {
            "a socket"
        } else if kind.is_char_device() || kind.is_block_device() {
            "a device"
        } else {
            "not a regular file"
        }
    }

    #[cfg(not(unix))]
    pub fn mode(_meta: &Metadata) -> u32 {
        super::NEW_FILE_MODE
    }

    #[cfg(not(unix))]
    pub fn set_mode(_file: &File, _mode: u32) -> io::Result<()> {
        Ok(())
    }

    #[cfg(not(unix))]
    pub fn private(options: &mut OpenOptions) -> &mut OpenOptions {
        options
    }

    #[cfg(not(unix))]
    pub fn special_kind(_kind: &FileType) -> &'static str {
        "not a regular file"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::{MetadataExt, PermissionsExt};

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("puzzlelab-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_no_temporary_one() {
        let dir = scratch("failed");
        let path = dir.join("out.txt");
        write(&path, b"old").unwrap();
        let err = write_with(&path, |out| {
            out.write_all(b"half")?;
            Err(io::Error::other("the disk is full"))
        });
        assert!(err.is_err());
        assert_eq!(fs::read(&path).unwrap(), b"old");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_symbolic_link_is_kept_and_its_target_replaced() {
        let dir = scratch("link");
        let real = dir.join("real.txt");
        let link = dir.join("link.txt");
        write(&real, b"old").unwrap();
        std::os::unix::fs::symlink("real.txt", &link).unwrap();
        write(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&real).unwrap(), b"new");
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_stale_temporary_file_is_cleaned_and_a_live_one_kept() {
        let dir = scratch("stale");
        let path = dir.join("db.bin");
        // no process has pid 4194304 (above Linux's largest)
        let stale = dir.join(".db.bin.4194304.0.tmp");
        let live = dir.join(format!(".db.bin.{}.999.tmp", std::process::id()));
        fs::write(&stale, b"x").unwrap();
        fs::write(&live, b"x").unwrap();
        write(&path, b"db").unwrap();
        assert!(!stale.exists());
        assert!(live.exists());
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn permissions_are_kept_and_a_new_file_is_readable() {
        let dir = scratch("mode");
        let path = dir.join("a.txt");
        write(&path, b"1").unwrap();
        assert_eq!(
            fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o644
        );
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        write(&path, b"2").unwrap();
        assert_eq!(
            fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_folder_is_not_a_target() {
        let dir = scratch("folder");
        assert!(write(&dir, b"x").is_err());
        fs::remove_dir_all(dir).unwrap();
    }

    /// Makes a node of `kind` (`S_IFCHR` with the device's numbers, or `S_IFIFO`) at `path`;
    /// false where this user may not make devices.
    fn make_node(path: &Path, kind: libc::mode_t, major: u32, minor: u32) -> bool {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
        let device = libc::makedev(major, minor);
        // SAFETY: `name` is a valid C string that outlives the call.
        unsafe { libc::mknod(name.as_ptr(), kind | 0o666, device) == 0 }
    }

    #[test]
    fn a_device_a_pipe_a_socket_a_folder_and_links_to_them_are_refused_and_left_as_they_were() {
        let dir = scratch("special");
        let mut targets = vec![dir.join("folder")];
        fs::create_dir(&targets[0]).unwrap();
        let pipe = dir.join("pipe");
        assert!(make_node(&pipe, libc::S_IFIFO, 0, 0));
        targets.push(pipe);
        let socket = dir.join("socket");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        targets.push(socket);
        // private copies of /dev/null (1, 3) and /dev/full (1, 7), never the machine's own
        for (name, minor) in [("null", 3), ("full", 7)] {
            let device = dir.join(name);
            if make_node(&device, libc::S_IFCHR, 1, minor) {
                targets.push(device);
            } else {
                eprintln!("this user may not make devices: {name} not tried");
            }
        }
        for target in targets.clone() {
            let link = dir.join(format!(
                "link-to-{}",
                target.file_name().unwrap().to_string_lossy()
            ));
            std::os::unix::fs::symlink(&target, &link).unwrap();
            targets.push(link);
        }
        for target in &targets {
            let before = fs::symlink_metadata(target).unwrap();
            let err = write(target, b"replaced?").unwrap_err();
            assert_eq!(
                err.kind(),
                io::ErrorKind::InvalidInput,
                "{}",
                target.display()
            );
            assert!(err.to_string().contains("only a regular file"), "{err}");
            let after = fs::symlink_metadata(target).unwrap();
            assert_eq!(
                before.file_type(),
                after.file_type(),
                "{}",
                target.display()
            );
            assert_eq!(before.ino(), after.ino(), "{}", target.display());
        }
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert!(
            names.iter().all(|n| !n.to_string_lossy().ends_with(".tmp")),
            "{names:?}"
        );
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_dash_and_dev_stdout_name_standard_output() {
        assert!(is_standard_output(Path::new("-")));
        assert!(is_standard_output(Path::new("/dev/stdout")));
        assert!(!is_standard_output(Path::new("./-x")));
        assert!(!is_standard_output(Path::new("/dev/stderr")));
    }
}
