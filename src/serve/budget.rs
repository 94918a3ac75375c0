//! The server's memory and workers, shared out fairly. Every byte the server holds for a
//! trace is counted against one budget, `--max-memory`: a trace reserves its share before it
//! runs (its search, its recording and the answer being made), and once made, the answer's
//! own bytes stay reserved until the client has taken them or is gone. A request that cannot
//! have its share within the patience it is given is refused, so that no mix of clients,
//! however slowly they read, makes the server hold more than its budget.
//!
//! Waiting requests are served in a fair order, not the order of arrival: first the request
//! whose address holds the fewest reservations, then the address served longest ago. A client
//! new to the server goes ahead of addresses that already hold answers or were served a moment
//! ago; and when it waits for memory that an address holding
//! more than its share keeps in answers a client is slow to take, the oldest such answer is cut
//! off (its connection shut), so that a handful of addresses cannot keep the budget to
//! themselves by re-opening slow connections.

use std::collections::HashMap;
use std::net::{IpAddr, Shutdown, TcpStream};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The C library's allocator (glibc's) asked to give freed memory back to the system, so that
/// what the budget counts as given back is: large blocks mapped apart and unmapped when freed,
/// two arenas shared by every thread (not one kept per thread), and the arenas trimmed after
/// each trace.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub(crate) mod allocator {
    extern "C" {
        fn mallopt(param: i32, value: i32) -> i32;
        fn malloc_trim(pad: usize) -> i32;
    }
    const M_MMAP_THRESHOLD: i32 = -3;
    const M_ARENA_MAX: i32 = -8;

    /// Sets the allocator up; called once, before any connection's thread starts.
    pub(crate) fn settle() {
        // SAFETY: mallopt takes any values and only changes how later allocations are made.
        unsafe {
            mallopt(M_ARENA_MAX, 2);
            mallopt(M_MMAP_THRESHOLD, 256 * 1024);
        }
    }

    /// Gives the arenas' free pages back to the system.
    pub(crate) fn give_back() {
        // SAFETY: malloc_trim only releases memory no allocation holds.
        unsafe {
            malloc_trim(0);
        }
    }
}

/// Elsewhere the allocator is left as it is.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) mod allocator {
    /// Nothing to set up.
    pub(crate) fn settle() {}
    /// Nothing to give back.
    pub(crate) fn give_back() {}
}

/// How often a waiting request looks again, even when nothing has told it to.
const RECHECK: Duration = Duration::from_millis(250);

/// The budget: memory in bytes and workers, shared by every connection's thread.
pub(crate) struct Budget {
    state: Mutex<State>,
    changed: Condvar,
    per_trace: u64,
}

/// What is free, who holds what, who waits.
struct State {
    free_bytes: u64,
    free_workers: usize,
    /// The reservations each address holds (running, or answers being written).
    held: HashMap<IpAddr, usize>,
    /// The requests waiting, by ticket (the order of arrival) and address.
    waiting: Vec<(u64, IpAddr)>,
    next_ticket: u64,
    /// When each address holding or waiting was last served, as a count of reservations made.
    served: HashMap<IpAddr, u64>,
    made: u64,
    /// The answers being written: the ticket, the address, the connection to cut, and whether
    /// it has been cut (its memory not yet given back).
    writing: Vec<(u64, IpAddr, TcpStream, bool)>,
}

impl State {
    fn held_by(&self, client: IpAddr) -> usize {
        self.held.get(&client).copied().unwrap_or(0)
    }

    /// The ticket served next: the fewest reservations held by its address, then the address
    /// served longest ago (or never), then the oldest.
    fn next_in_line(&self) -> Option<u64> {
        let order = |&&(ticket, client): &&(u64, IpAddr)| {
            let served = self.served.get(&client).copied().unwrap_or(0);
            (self.held_by(client), served, ticket)
        };
        self.waiting
            .iter()
            .min_by_key(order)
            .map(|&(ticket, _)| ticket)
    }

    /// Forgets when `client` was served once it neither holds nor waits (the map stays as small
    /// as the clients being served).
    fn forget_if_idle(&mut self, client: IpAddr) {
        if self.held_by(client) == 0 && !self.waiting.iter().any(|&(_, c)| c == client) {
            self.served.remove(&client);
        }
    }

    /// Cuts off the oldest answer being written for an address holding more than one
    /// reservation beyond what `client` holds: its thread fails its write and gives the
    /// memory back.
    fn reclaim_for(&mut self, client: IpAddr) {
        if self.writing.iter().any(|&(_, _, _, cut)| cut) {
            return; // one answer cut at a time: its memory is on its way back
        }
        let fair = self.held_by(client) + 1;
        let victim = self
            .writing
            .iter_mut()
            .filter(|(_, owner, _, _)| self.held.get(owner).copied().unwrap_or(0) > fair)
            .max_by_key(|(ticket, owner, _, _)| {
                let held = self.held.get(owner).copied().unwrap_or(0);
                (held, u64::MAX - *ticket)
            });
        if let Some((_, _, stream, cut)) = victim {
            let _ = stream.shutdown(Shutdown::Both);
            *cut = true;
        }
    }
}

/// A trace's share of the budget, given back when dropped: while it runs, the memory of one
/// trace and a worker; once its answer is made, the answer's bytes.
pub(crate) struct Reservation<'a> {
    budget: &'a Budget,
    client: IpAddr,
    ticket: u64,
    bytes: u64,
    worker: bool,
}

impl Budget {
    /// A budget of `bytes` shared by `workers` traces at once, each with an equal share.
    pub(crate) fn new(bytes: u64, workers: usize) -> Budget {
        Budget {
            state: Mutex::new(State {
                free_bytes: bytes,
                free_workers: workers,
                held: HashMap::new(),
                waiting: Vec::new(),
                next_ticket: 0,
                served: HashMap::new(),
                made: 0,
                writing: Vec::new(),
            }),
            changed: Condvar::new(),
            per_trace: bytes / workers.max(1) as u64,
        }
    }

    /// The memory one trace may use.
    pub(crate) fn per_trace(&self) -> u64 {
        self.per_trace
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A worker and one trace's memory for a request from `client`, waiting at most
    /// `patience` for its turn; `None` if they could not be had in that time.
    pub(crate) fn reserve_within(
        &self,
        client: IpAddr,
        patience: Duration,
    ) -> Option<Reservation<'_>> {
        let deadline = Instant::now() + patience;
        let mut state = self.lock();
        let ticket = state.next_ticket;
        state.next_ticket += 1;
        state.waiting.push((ticket, client));
        loop {
            if state.next_in_line() == Some(ticket) {
                if state.free_workers > 0 && state.free_bytes >= self.per_trace {
                    state.waiting.retain(|&(t, _)| t != ticket);
                    state.free_workers -= 1;
                    state.free_bytes -= self.per_trace;
                    *state.held.entry(client).or_default() += 1;
                    state.made += 1;
                    let made = state.made;
                    state.served.insert(client, made);
                    // the next in line may now be someone else, who may be served too
                    self.changed.notify_all();
                    return Some(Reservation {
                        budget: self,
                        client,
                        ticket,
                        bytes: self.per_trace,
                        worker: true,
                    });
                }
                if state.free_bytes < self.per_trace {
                    state.reclaim_for(client);
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                state.waiting.retain(|&(t, _)| t != ticket);
                state.forget_if_idle(client);
                self.changed.notify_all();
                return None;
            }
            state = self
                .changed
                .wait_timeout(state, left.min(RECHECK))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}

impl Reservation<'_> {
    /// The trace is made: its worker is given back, and the reservation becomes the answer's
    /// `bytes`, held while it is written to `stream` (which may be cut off to give them back to
    /// a fairer client). False if the budget cannot hold that many: the answer must be dropped.
    pub(crate) fn hold_answer(&mut self, bytes: u64, stream: &TcpStream) -> bool {
        let mut state = self.budget.lock();
        if bytes > self.bytes {
            let more = bytes - self.bytes;
            if state.free_bytes < more {
                return false;
            }
            state.free_bytes -= more;
        } else {
            state.free_bytes += self.bytes - bytes;
        }
        self.bytes = bytes;
        if self.worker {
            state.free_workers += 1;
            self.worker = false;
        }
        if let Ok(cut) = stream.try_clone() {
            state.writing.push((self.ticket, self.client, cut, false));
        }
        self.budget.changed.notify_all();
        true
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        let mut state = self.budget.lock();
        state.free_bytes += self.bytes;
        if self.worker {
            state.free_workers += 1;
        }
        if let Some(n) = state.held.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                state.held.remove(&self.client);
            }
        }
        let ticket = self.ticket;
        state.writing.retain(|(t, _, _, _)| *t != ticket);
        state.forget_if_idle(self.client);
        self.budget.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_address_goes_ahead_of_one_that_holds_reservations() {
        let budget = Budget::new(100, 2);
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.2".parse().unwrap(), "127.0.0.3".parse().unwrap());
        let first = budget.reserve_within(a, Duration::ZERO).unwrap();
        let second = budget.reserve_within(a, Duration::ZERO).unwrap();
        assert!(
            budget.reserve_within(b, Duration::ZERO).is_none(),
            "all taken"
        );
        assert_eq!(budget.lock().held_by(a), 2);
        // both wait; the address holding nothing is served first
        budget.lock().waiting.extend([(100, a), (101, b)]);
        assert_eq!(budget.lock().next_in_line(), Some(101));
        budget.lock().waiting.clear();
        drop((first, second));
        let state = budget.lock();
        assert_eq!((state.free_bytes, state.free_workers), (100, 2));
        assert!(state.held.is_empty());
    }

    #[test]
    fn an_address_over_its_share_loses_its_oldest_slow_answer_to_a_waiting_client() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let budget = Budget::new(200, 2);
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.2".parse().unwrap(), "127.0.0.3".parse().unwrap());
        // address a holds two answers of 90 bytes: too much for b to run a trace
        let mut ends = Vec::new();
        let mut held = Vec::new();
        for _ in 0..2 {
            let client = TcpStream::connect(("127.0.0.1", port)).unwrap();
            let (server, _) = listener.accept().unwrap();
            let mut reservation = budget.reserve_within(a, Duration::ZERO).unwrap();
            assert!(reservation.hold_answer(90, &server));
            ends.push((client, server));
            held.push(reservation);
        }
        // b waits, and the oldest of a's answers is cut off: its connection is shut
        assert!(budget
            .reserve_within(b, Duration::from_millis(50))
            .is_none());
        let mut byte = [0u8; 1];
        let cut = std::io::Read::read(&mut &ends[0].1, &mut byte);
        assert!(
            matches!(cut, Ok(0) | Err(_)),
            "the oldest answer's connection is shut"
        );
        let cut: Vec<bool> = budget.lock().writing.iter().map(|w| w.3).collect();
        assert_eq!(cut, [true, false], "the newer answer is kept");
        // its thread gives the memory back, and b is served
        drop(held.remove(0));
        assert!(budget.reserve_within(b, Duration::ZERO).is_some());
    }
}
