//! Ctrl-C in a notebook: a long search stops when the reader interrupts the kernel.
//!
//! Python sees a signal only on its main thread, between bytecodes, and a search in Rust runs
//! no bytecode. So the search runs on a thread of its own, with the interpreter's lock
//! released, and the calling thread looks at Python's signals ten times a second. A
//! `KeyboardInterrupt` raises the search's [`Cancel`] flag, which the solvers' budget looks at
//! with the clock (every 1024 expansions); the search stops at once, and the interrupt is
//! raised to the caller, as any Python loop would raise it.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Mutex;
use std::time::Duration;

use puzzlelab_solvers::search::{Cancel, Limits};
use pyo3::prelude::*;

/// How often the calling thread looks at Python's signals.
const LOOK_EVERY: Duration = Duration::from_millis(100);

/// Flags no search is watching, kept for the next: one is made for each search running at
/// once, never more.
static IDLE: Mutex<Vec<&'static Cancel>> = Mutex::new(Vec::new());

/// A lowered flag for one search.
fn take_flag() -> &'static Cancel {
    let idle = IDLE.lock().unwrap_or_else(|p| p.into_inner()).pop();
    idle.unwrap_or_else(|| Box::leak(Box::new(Cancel::new())))
}

/// Gives `flag` back, lowered, once its search is over.
fn give_back(flag: &'static Cancel) {
    flag.lower();
    IDLE.lock().unwrap_or_else(|p| p.into_inner()).push(flag);
}

/// Runs `work` under `limits` on a thread of its own, the interpreter's lock released, and
/// stops it when the reader presses Ctrl-C: `work` is handed `limits` with a cancel flag, and
/// the interrupt (or any other exception a signal handler raises) is returned once `work`
/// has stopped.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    limits: Limits,
    work: impl FnOnce(Limits) -> T + Send,
) -> PyResult<T> {
    let flag = take_flag();
    let watched = Limits {
        cancel: Some(flag),
        ..limits
    };
    let done = py.detach(|| {
        std::thread::scope(|scope| {
            let (tx, rx) = mpsc::channel();
            let search = scope.spawn(move || {
                // the receiver is gone only if the caller's thread is: nothing to tell then
                let _ = tx.send(work(watched));
            });
            let mut interrupted = None;
            loop {
                match rx.recv_timeout(LOOK_EVERY) {
                    Ok(answer) => return interrupted.map_or(Ok(answer), Err),
                    Err(RecvTimeoutError::Timeout) if interrupted.is_none() => {
                        if let Err(e) = Python::attach(|py| py.check_signals()) {
                            flag.raise();
                            interrupted = Some(e);
                        }
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => match search.join() {
                        Err(panic) => std::panic::resume_unwind(panic),
                        Ok(()) => unreachable!("the search thread ended without an answer"),
                    },
                }
            }
        })
    });
    give_back(flag);
    done
}
