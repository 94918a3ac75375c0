//! The CPU time of the calling thread (and of the whole process, for a search on several
//! threads): the clocks the benchmarks read, so that a loaded machine does not inflate the
//! figures the way the wall clock would.
//!
//! On Unix it is `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`, exact to the nanosecond. (Linux's
//! `/proc/thread-self/schedstat` looks equivalent but is only brought up to date at the
//! scheduler's tick, every 4 ms here: too coarse for a solve that takes a millisecond.)

use std::time::Duration;

/// CPU time the calling thread has used since it started (the wall clock since the first call
/// where no thread clock exists).
///
/// ```
/// use xtask::clock::thread_cpu_time;
/// let before = thread_cpu_time();
/// let sum: u64 = (0..1_000_000u64).map(std::hint::black_box).sum();
/// assert!(sum > 0 && thread_cpu_time() > before);
/// ```
pub fn thread_cpu_time() -> Duration {
    #[cfg(unix)]
    if let Some(time) = cpu_clock(libc::CLOCK_THREAD_CPUTIME_ID) {
        return time;
    }
    wall_since_first_call()
}

/// CPU time all the threads of the process have used since it started (the wall clock since
/// the first call where no process clock exists): the clock for a search on several threads.
///
/// ```
/// use xtask::clock::process_cpu_time;
/// let before = process_cpu_time();
/// let sum: u64 = (0..1_000_000u64).map(std::hint::black_box).sum();
/// assert!(sum > 0 && process_cpu_time() > before);
/// ```
pub fn process_cpu_time() -> Duration {
    #[cfg(unix)]
    if let Some(time) = cpu_clock(libc::CLOCK_PROCESS_CPUTIME_ID) {
        return time;
    }
    wall_since_first_call()
}

/// One of the system's CPU clocks, if it has it.
#[cfg(unix)]
fn cpu_clock(id: libc::clockid_t) -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill in.
    let read = unsafe { libc::clock_gettime(id, &mut now) } == 0;
    read.then(|| Duration::new(now.tv_sec as u64, now.tv_nsec as u32))
}

/// The fallback: the wall clock since the first call.
fn wall_since_first_call() -> Duration {
    static ORIGIN: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    ORIGIN.get_or_init(std::time::Instant::now).elapsed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_measures_finer_than_a_scheduler_tick() {
        // a few microseconds of work must show, where a tick-updated clock would read zero
        let before = thread_cpu_time();
        let mut x = 0u64;
        while thread_cpu_time() == before {
            x = std::hint::black_box(x + 1);
        }
        let step = thread_cpu_time() - before;
        assert!(step < Duration::from_millis(1), "a step of {step:?}");
    }
}
