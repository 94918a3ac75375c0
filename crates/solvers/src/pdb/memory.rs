//! Where a database's bytes live, and how the large arrays of a build and a search are kept in
//! huge pages.
//!
//! A 7-8 partition is 576 MB. Reading it into a vector costs about half a second of system
//! time on every start; mapping the file costs nothing until a page is touched, and the pages
//! stay in the system's file cache between runs, so a one-board solve starts at once.
//!
//! Every lookup of a search, and every state a build marks, lands on a random byte of hundreds
//! of megabytes: with 4 KiB pages nearly every one also misses the address translation cache,
//! and a random read costs about half as much again as with 2 MiB pages. So the mappings and the
//! build's arrays ask for huge pages ([`advise_huge_pages`]). For a mapped file the request
//! makes the system read the pages that are not yet cached in 2 MiB pieces and map them so;
//! pages it already caches in small pieces (read at random by an earlier run) stay small until
//! it drops them.

use std::sync::atomic::AtomicU64;

pub(crate) use crate::prefetch::prefetch;

/// Asks the system to back the memory of `items` with huge pages where it offers them (Linux's
/// transparent huge pages, in "always" or "madvise" mode). A hint only: where the system has
/// none, nothing changes. Memory touched before the request stays in the pages it has.
pub(crate) fn advise_huge_pages<T>(items: &[T]) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = items.as_ptr() as usize;
        let end = start + std::mem::size_of_val(items);
        let first = start.next_multiple_of(PAGE);
        if end > first {
            // SAFETY: a hint about whole pages inside memory this process owns; it changes no
            // byte of it.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    (end - first) / PAGE * PAGE,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = items;
}

/// `len` bytes, each `fill`, in huge pages where the system offers them.
pub(crate) fn bytes(len: usize, fill: u8) -> Vec<u8> {
    let mut bytes: Vec<u8> = zeroed(len);
    advise_huge_pages(&bytes);
    if fill != 0 {
        bytes.fill(fill);
    }
    bytes
}

/// `len` zero words, in huge pages where the system offers them.
pub(crate) fn atomic_words(len: usize) -> Vec<AtomicU64> {
    let words: Vec<AtomicU64> = zeroed(len);
    advise_huge_pages(&words);
    words
}

/// A marker for the types whose all-zero bytes are a valid value.
trait Zeroable {}
impl Zeroable for u8 {}
impl Zeroable for AtomicU64 {}

/// `len` items of all-zero bytes, allocated zeroed: the system hands out fresh pages untouched,
/// so that a later [`advise_huge_pages`] still applies to all of them.
fn zeroed<T: Zeroable>(len: usize) -> Vec<T> {
    let layout = std::alloc::Layout::array::<T>(len).expect("an array that fits in memory");
    if layout.size() == 0 {
        return Vec::new();
    }
    // SAFETY: the layout is not empty; the allocation is checked; zero bytes are a valid `T`
    // (`Zeroable`); the vector gets the pointer with the layout it was allocated with.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout) as *mut T;
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Vec::from_raw_parts(ptr, len, len)
    }
}

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
        let mapping = Mapping {
            base,
            mapped,
            offset,
            len,
        };
        advise_huge_pages(mapping.as_slice());
        Ok(mapping)
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
