//! Asking the memory for a cache line ahead of its use, for the loops whose reads land on
//! random bytes of tables far larger than the caches (a database's build, a batch's searches):
//! the miss then overlaps the work done before the read that needs it.

/// Asks for `item`'s cache line from memory: a hint that reads nothing and changes nothing.
#[inline(always)]
pub(crate) fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch is a hint; it reads no byte and cannot fault.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(item as *const T as *const i8) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}
