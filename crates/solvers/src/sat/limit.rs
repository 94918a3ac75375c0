//! A time limit for solvers that have none: the work runs on a worker thread, reports its
//! progress through a channel, and is abandoned (left to finish on its own, its result
//! dropped) when time is up. A program that exits then ends the worker with it.

use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::clock::Deadline;

/// The end of limited work: its result, or the limit reached first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Limited<T> {
    /// The work finished.
    Done(T),
    /// Time ran out; the worker was abandoned.
    TimedOut,
}

enum Message<T, E> {
    Event(E),
    Done(T),
}

/// Runs `job` on a worker thread, passing each event it reports to `on_event` on this thread,
/// until it finishes or `limit` (if any) has passed.
///
/// ```
/// use std::time::Duration;
/// use puzzlelab_solvers::sat::limit::{run_limited, Limited};
/// let mut seen = Vec::new();
/// let quick = run_limited(Some(Duration::from_secs(10)), |report| { report(1); 2 }, |e| seen.push(e));
/// assert_eq!((quick, seen), (Limited::Done(2), vec![1]));
/// let slow = run_limited(Some(Duration::from_millis(10)), |_: &dyn Fn(u8)| {
///     std::thread::sleep(Duration::from_secs(2));
/// }, |_| {});
/// assert_eq!(slow, Limited::TimedOut);
/// ```
pub fn run_limited<T, E, J>(
    limit: Option<Duration>,
    job: J,
    mut on_event: impl FnMut(E),
) -> Limited<T>
where
    T: Send + 'static,
    E: Send + 'static,
    J: FnOnce(&dyn Fn(E)) -> T + Send + 'static,
{
    let (send, receive) = mpsc::channel::<Message<T, E>>();
    thread::spawn(move || {
        let report = |e: E| {
            let _ = send.send(Message::Event(e));
        };
        let result = job(&report);
        let _ = send.send(Message::Done(result));
    });
    let deadline = limit.map(Deadline::after);
    loop {
        let message = match deadline {
            None => receive
                .recv()
                .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
            Some(deadline) => receive.recv_timeout(deadline.left()),
        };
        match message {
            Ok(Message::Event(e)) => on_event(e),
            Ok(Message::Done(result)) => return Limited::Done(result),
            Err(mpsc::RecvTimeoutError::Timeout) => return Limited::TimedOut,
            Err(mpsc::RecvTimeoutError::Disconnected) => panic!("the worker thread panicked"),
        }
    }
}
