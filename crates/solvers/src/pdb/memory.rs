//! Where a database's bytes live: in a vector a build just filled, or in its file mapped into
//! memory.
//!
//! A 7-8 partition is 576 MB. Reading it into a vector costs about half a second of system
//! time on every start; mapping the file costs nothing until a page is touched, and the pages
//! stay in the system's file cache between runs, so a one-board solve starts at once. (A copy
//! into huge pages was measured too and did not pay: Linux already keeps a large file's cached
//! pages in 2 MiB pieces and maps them so.)

/// The bytes of a database, however they are held; read through [`Bytes::as_slice`].
pub(crate) enum Bytes {
    /// In an ordinary vector.
    Owned(Vec<u8>),
    /// In a read-only mapping of its file.
    #[cfg(unix)]
    Mapped(Mapping),
}

impl Bytes {
    /// The bytes.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[u8] {
        match self {
            Bytes::Owned(v) => v,
            #[cfg(unix)]
            Bytes::Mapped(m) => m.as_slice(),
        }
    }
}

/// A read-only region of memory from `mmap`, unmapped when dropped.
#[cfg(unix)]
pub(crate) struct Mapping {
    base: *mut libc::c_void,
    mapped: usize,
    /// The bytes wanted start this far into the mapping (a file maps from a page boundary).
    offset: usize,
    len: usize,
}

// The region is mapped read-only and unmapped only on drop.
#[cfg(unix)]
unsafe impl Send for Mapping {}
#[cfg(unix)]
unsafe impl Sync for Mapping {}

#[cfg(unix)]
impl Mapping {
    /// Bytes `offset .. offset + len` of `file`, mapped read-only and shared with the system's
    /// file cache. The file must not shrink while it is mapped; database files are replaced by
    /// a rename, never rewritten in place, so a mapped file's bytes stay as they were.
    pub(crate) fn file(file: &std::fs::File, offset: usize, len: usize) -> std::io::Result<Self> {
        use std::os::unix::io::AsRawFd;
        let mapped = offset + len;
        if mapped == 0 {
            return Err(std::io::Error::other("an empty file cannot be mapped"));
        }
        // SAFETY: a fresh read-only mapping of an open file; the pointer is checked below.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                mapped,
                libc::PROT_READ,
                libc::MAP_SHARED,
                file.as_raw_fd(),
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(std::io::Error::last_os_error());
        }
        Ok(Mapping {
            base,
            mapped,
            offset,
            len,
        })
    }

    fn as_slice(&self) -> &[u8] {
        // SAFETY: `offset + len <= mapped`, the region is readable and lives as long as `self`.
        unsafe { std::slice::from_raw_parts((self.base as *const u8).add(self.offset), self.len) }
    }
}

#[cfg(unix)]
impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: the region was mapped by `mmap` with this length and is not used after.
        unsafe {
            libc::munmap(self.base, self.mapped);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_mapped_file_reads_its_bytes_from_an_offset() {
        let path = std::env::temp_dir().join(format!("puzzlelab-map-{}", std::process::id()));
        let bytes: Vec<u8> = (0..10_000u32).map(|i| (i % 256) as u8).collect();
        std::fs::write(&path, &bytes).unwrap();
        let file = std::fs::File::open(&path).unwrap();
        let map = Mapping::file(&file, 4100, 5000).unwrap();
        assert_eq!(map.as_slice(), &bytes[4100..9100]);
        std::fs::remove_file(path).unwrap();
    }
}
