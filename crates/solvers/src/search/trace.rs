//! A search recorded: every observer event in order, the nodes numbered as they first appear,
//! and a snapshot of the frontier every `K` events, so that a player can jump to any point of
//! the run without replaying it from the start. An observer like [`super::Stats`], so every
//! algorithm is recorded the same way, from the same code that solves.
//!
//! The trace is bounded: past `max_events`, or once what it holds would pass its memory share
//! ([`Trace::within`]), it stops recording (and says which), whatever the search does; the
//! search itself runs under its own [`super::Limits`]. The memory it counts is what a recorded
//! item costs here and in the document written from it, so that neither outgrows the share.

use std::collections::HashMap;
use std::hash::Hash;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Limit, Observer};

/// Bytes one event costs: the event, and its line of the document (about 90 characters of
/// JSON with its pseudo-code line and narration key).
const EVENT_BYTES: u64 = std::mem::size_of::<Event>() as u64 + 96;
/// Bytes one frontier entry costs while the run is recorded: its slot and its place in the
/// frontier's index.
const FRONTIER_ENTRY_BYTES: u64 = 96;
/// Bytes one frontier entry of a snapshot costs: the entry, and its `[node, g]` in the document.
const SNAPSHOT_ENTRY_BYTES: u64 = 16 + 24;
/// Bytes a snapshot costs besides its entries.
const SNAPSHOT_BYTES: u64 = std::mem::size_of::<Snapshot>() as u64 + 96;
/// Bytes a numbered node costs in the trace's two maps, besides what the caller says it costs
/// elsewhere ([`Trace::within`]).
const NODE_MAP_BYTES: u64 = 48;

/// One event of a run, with nodes by number (see [`Trace::nodes`]); read back from a document
/// by the terminal player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A node entered the frontier.
    Push {
        /// The node.
        node: usize,
        /// Its cost from the start.
        g: usize,
    },
    /// A node left the frontier.
    Pop {
        /// The node.
        node: usize,
        /// The cost of the entry that left.
        g: usize,
    },
    /// A node was expanded, `g` moves from the start.
    Expand {
        /// The node.
        node: usize,
        /// Its cost from the start.
        g: usize,
    },
    /// A successor was generated.
    Generate {
        /// The node expanded.
        parent: usize,
        /// The successor.
        child: usize,
        /// The successor's cost from the start.
        g: usize,
    },
    /// An iteration started with this bound (IDA*, iterative deepening).
    Threshold {
        /// The bound on `f` (or on the depth).
        bound: usize,
    },
    /// A solution was found.
    Solution {
        /// Its cost.
        cost: usize,
    },
    /// A limit stopped the search.
    Limit,
    /// A game position's value was settled (a game solver).
    Settled {
        /// The position.
        node: usize,
        /// Whether the player to move there wins.
        win: bool,
        /// Moves to the end under best play.
        distance: u64,
    },
    /// A winning move was chosen from a position (a game solver).
    Chosen {
        /// The position.
        node: usize,
        /// The position the move leads to.
        next: usize,
    },
}

/// What stopped a trace's recording before the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", content = "at", rename_all = "snake_case")]
pub enum Full {
    /// Its most events were recorded.
    Events(usize),
    /// What it holds would have passed this many bytes.
    Memory(u64),
}

/// The state of the run after event `at`: what a player shows without replaying.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The number of events before this state (the state after event `at - 1`).
    pub at: usize,
    /// The frontier, in the order its entries entered it, each `[node, g]` (a node on it
    /// twice, by two paths, appears twice).
    pub frontier: Vec<[usize; 2]>,
    /// Nodes expanded so far (with repeats, as [`super::Stats::expanded`] counts them).
    pub expanded: u64,
    /// Successors generated so far.
    pub generated: u64,
    /// The bound of the current iteration, if the algorithm has iterations.
    pub threshold: Option<usize>,
}

/// The frontier as the events leave it: entries `[node, g]` in the order they entered, an
/// entry that left blanked in place (the latest of its node and cost), so that a push and a
/// pop cost O(1) and only a snapshot walks the whole.
#[derive(Clone, Debug, Default)]
struct Frontier {
    slots: Vec<Option<[usize; 2]>>,
    /// Each entry's copies still in the frontier, as slot numbers.
    entries: HashMap<[usize; 2], Vec<usize>>,
    live: usize,
}

impl Frontier {
    fn push(&mut self, entry: [usize; 2]) {
        self.entries
            .entry(entry)
            .or_default()
            .push(self.slots.len());
        self.slots.push(Some(entry));
        self.live += 1;
    }

    fn pop(&mut self, entry: [usize; 2]) {
        if let Some(slot) = self.entries.get_mut(&entry).and_then(Vec::pop) {
            self.slots[slot] = None;
            self.live -= 1;
        }
        if self.slots.len() > 64 && self.live * 2 < self.slots.len() {
            self.compact();
        }
    }

    fn clear(&mut self) {
        *self = Frontier::default();
    }

    fn nodes(&self) -> Vec<[usize; 2]> {
        self.slots.iter().flatten().copied().collect()
    }

    fn compact(&mut self) {
        let entries = self.nodes();
        self.clear();
        for entry in entries {
            self.push(entry);
        }
    }
}

/// A recorded run: an [`Observer`] of nodes `N` (owned as `N::Owned`, so the fast sliding
/// path's tile slices are recorded too).
///
/// ```
/// use puzzlelab_solvers::search::{bfs, Limits, Trace};
/// let mut trace = Trace::new(1_000, 2);
/// // from 1, by +1 or *2, to 4: 1 → 2 → 4
/// bfs(&1u32, |&n| [n + 1, n * 2], |&n| n == 4, &Limits::none(), &mut trace);
/// assert_eq!(trace.nodes()[0], 1);
/// assert_eq!(trace.expanded(), 3); // 1, 2 and 3 are expanded before 4 is dequeued
/// assert!(trace.snapshots().iter().all(|s| s.at % 2 == 0));
/// ```
#[derive(Clone, Debug)]
pub struct Trace<T> {
    ids: HashMap<T, usize>,
    nodes: Vec<T>,
    events: Vec<Event>,
    snapshots: Vec<Snapshot>,
    every: usize,
    max_events: usize,
    max_bytes: u64,
    node_bytes: u64,
    held: u64,
    full: Option<Full>,
    frontier: Frontier,
    expanded: u64,
    generated: u64,
    threshold: Option<usize>,
    limit: Option<Limit>,
    elapsed: Duration,
}

impl<T: Clone + Eq + Hash> Trace<T> {
    /// An empty trace that records at most `max_events` events, with a snapshot every `every`
    /// events (at least 1).
    pub fn new(max_events: usize, every: usize) -> Trace<T> {
        Trace {
            ids: HashMap::new(),
            nodes: Vec::new(),
            events: Vec::new(),
            snapshots: Vec::new(),
            every: every.max(1),
            max_events,
            max_bytes: u64::MAX,
            node_bytes: 0,
            held: 0,
            full: None,
            frontier: Frontier::default(),
            expanded: 0,
            generated: 0,
            threshold: None,
            limit: None,
            elapsed: Duration::ZERO,
        }
    }

    /// The same trace, recording only while what it holds stays within `max_bytes`, each node
    /// counted with `node_bytes` more for what the caller keeps of it (its text in the
    /// document, say).
    ///
    /// ```
    /// use puzzlelab_solvers::search::{bfs, Full, Limits, Trace};
    /// let mut trace = Trace::new(1_000_000, 1).within(10_000, 0);
    /// bfs(&1u64, |&n| [n + 1, n * 2], |&n| n == 1 << 40, &Limits::nodes(10_000), &mut trace);
    /// assert_eq!(trace.full(), Some(Full::Memory(10_000)));
    /// assert!(trace.events().len() < 100);
    /// ```
    pub fn within(mut self, max_bytes: u64, node_bytes: u64) -> Trace<T> {
        self.max_bytes = max_bytes;
        self.node_bytes = node_bytes;
        self
    }

    /// The bytes the recorded run holds, as [`Trace::within`] counts them.
    pub fn held(&self) -> u64 {
        self.held
    }

    /// What stopped the recording, if something did before the search ended.
    pub fn full(&self) -> Option<Full> {
        self.full
    }

    /// The nodes, numbered in the order they first appeared.
    pub fn nodes(&self) -> &[T] {
        &self.nodes
    }

    /// The events, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The snapshots, one every [`Trace::every`] events, the first before any event.
    pub fn snapshots(&self) -> &[Snapshot] {
        &self.snapshots
    }

    /// Events between two snapshots.
    pub fn every(&self) -> usize {
        self.every
    }

    /// Whether recording stopped (at `max_events`, or at its memory share) before the search
    /// ended.
    pub fn truncated(&self) -> bool {
        self.full.is_some()
    }

    /// Nodes expanded in all (counted on, past a truncation).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Successors generated in all.
    pub fn generated(&self) -> u64 {
        self.generated
    }

    /// The limit that stopped the search, if one did.
    pub fn limit(&self) -> Option<Limit> {
        self.limit
    }

    /// The search's wall time.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Records a game position's value, settled (see [`crate::game::GameObserver`]).
    pub(crate) fn settled<N: ToOwned<Owned = T> + ?Sized>(
        &mut self,
        node: &N,
        win: bool,
        distance: u64,
    ) {
        if self.recording() {
            let node = self.id(node);
            self.record(Event::Settled {
                node,
                win,
                distance,
            });
        }
    }

    /// Records a winning move chosen from a game position.
    pub(crate) fn chosen<N: ToOwned<Owned = T> + ?Sized>(&mut self, node: &N, next: &N) {
        if self.recording() {
            let (node, next) = (self.id(node), self.id(next));
            self.record(Event::Chosen { node, next });
        }
    }

    fn id<N: ToOwned<Owned = T> + ?Sized>(&mut self, node: &N) -> usize {
        let owned = node.to_owned();
        if let Some(&id) = self.ids.get(&owned) {
            return id;
        }
        let id = self.nodes.len();
        self.nodes.push(owned.clone());
        self.ids.insert(owned, id);
        self.held += 2 * std::mem::size_of::<T>() as u64 + NODE_MAP_BYTES + self.node_bytes;
        id
    }

    /// Records `event` (with a snapshot first when one is due), unless the trace is full: of
    /// events, or of memory with the event, its snapshot and the nodes it numbered (a node
    /// numbered for an event that is not recorded stays in the count).
    fn record(&mut self, event: Event) {
        if self.full.is_some() {
            return;
        }
        if self.events.len() >= self.max_events {
            return self.fill(Full::Events(self.max_events));
        }
        let snapshot = self.events.len().is_multiple_of(self.every);
        let mut cost = EVENT_BYTES;
        if snapshot {
            cost += SNAPSHOT_BYTES + SNAPSHOT_ENTRY_BYTES * self.frontier.live as u64;
        }
        if let Event::Push { .. } = event {
            cost += FRONTIER_ENTRY_BYTES;
        }
        if self.held.saturating_add(cost) > self.max_bytes {
            return self.fill(Full::Memory(self.max_bytes));
        }
        self.held += cost;
        if snapshot {
            self.snapshots.push(Snapshot {
                at: self.events.len(),
                frontier: self.frontier.nodes(),
                expanded: self.expanded,
                generated: self.generated,
                threshold: self.threshold,
            });
        }
        self.events.push(event);
    }

    fn fill(&mut self, full: Full) {
        self.full = Some(full);
    }

    fn recording(&self) -> bool {
        self.full.is_none()
    }
}

impl<N, T> Observer<N> for Trace<T>
where
    N: ToOwned<Owned = T> + ?Sized,
    T: Clone + Eq + Hash,
{
    fn expand(&mut self, node: &N, g: usize) {
        if self.recording() {
            let node = self.id(node);
            self.record(Event::Expand { node, g });
        }
        self.expanded += 1;
    }

    fn generate(&mut self, parent: &N, child: &N, g: usize) {
        if self.recording() {
            let (parent, child) = (self.id(parent), self.id(child));
            self.record(Event::Generate { parent, child, g });
        }
        self.generated += 1;
    }

    fn push(&mut self, node: &N, g: usize, _frontier: usize, _stored: usize) {
        if self.recording() {
            let node = self.id(node);
            self.record(Event::Push { node, g });
            if self.recording() {
                self.frontier.push([node, g]);
            }
        }
    }

    fn pop(&mut self, node: &N, g: usize, _frontier: usize) {
        if self.recording() {
            let node = self.id(node);
            self.record(Event::Pop { node, g });
            self.frontier.pop([node, g]);
        }
    }

    fn threshold(&mut self, bound: usize) {
        if self.recording() {
            // a snapshot due here is the state before the event: the old bound
            self.record(Event::Threshold { bound });
            self.frontier.clear(); // a new iteration starts from the start alone
        }
        self.threshold = Some(bound);
    }

    fn solution(&mut self, cost: usize, _steps: usize) {
        self.record(Event::Solution { cost });
    }

    fn limit(&mut self, limit: Limit) {
        self.limit = Some(limit);
        self.record(Event::Limit);
    }

    fn finish(&mut self, elapsed: Duration) {
        self.elapsed = elapsed;
    }
}
