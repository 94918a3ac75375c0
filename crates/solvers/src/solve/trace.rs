//! A recorded run as its document (the schema [`SCHEMA`], `docs/src/trace.md`): a head that
//! says what was run (typed: [`FifteenHead`], [`BachetHead`]), then the run as a [`Trace`]
//! holds it: the events, each with its pseudo-code line and narration key, the snapshots of
//! the frontier, and the counts.
//!
//! The document is serialized from the trace in place, never copied into a tree of values:
//! the trace counted what each event, snapshot and node will cost in it, so what is written
//! stays within the memory the trace was given.

use puzzlelab_rules::Lang;
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

use super::messages::Messages;
use crate::search::{Event, Full, Limit, Pseudocode, Snapshot, Trace};

/// The schema's name and version.
pub const SCHEMA: &str = "puzzlelab-trace/1";

/// What a sliding-puzzle search's document says of the run before its events.
#[derive(Clone, Debug, Serialize)]
pub struct FifteenHead {
    /// [`SCHEMA`].
    pub schema: &'static str,
    /// The start, one line.
    pub board: String,
    /// The goal, one line.
    pub goal: String,
    /// The board's size (`3x3`).
    pub size: String,
    /// The algorithm's name.
    pub algorithm: &'static str,
    /// The heuristic's name, for the algorithms that use one.
    pub heuristic: Option<String>,
    /// The pseudo-code's lines, in the document's language.
    pub pseudocode: &'static [&'static str],
    /// The nodes the events number, each a board on one line.
    pub nodes: Vec<String>,
    /// Each node's estimate, for the algorithms that use one.
    pub h: Option<Vec<usize>>,
    /// `solved`, `limit` or `unsolvable`; a replayed run that gave no solution (see
    /// [`super::record_steps`]) is `unfinished`.
    pub status: &'static str,
    /// The solution's moves, when solved.
    pub moves: Option<String>,
    /// What the run learned when a limit stopped it: no solution is shorter.
    pub lower_bound: Option<usize>,
}

/// The rules of a game's document.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GameRules {
    /// The most objects one turn takes.
    pub max_take: u64,
    /// Whether whoever takes the last object loses.
    pub misere: bool,
}

/// What a game solver's document says of the run before its events.
#[derive(Clone, Debug, Serialize)]
pub struct BachetHead {
    /// [`SCHEMA`].
    pub schema: &'static str,
    /// `bachet`.
    pub game: &'static str,
    /// The pile solved.
    pub pile: u64,
    /// The rules.
    pub rules: GameRules,
    /// The solver's name.
    pub algorithm: &'static str,
    /// The pseudo-code's lines, in the document's language.
    pub pseudocode: &'static [&'static str],
    /// The nodes the events number: piles.
    pub nodes: Vec<u64>,
    /// `solved` or `limit`.
    pub status: &'static str,
    /// Whether the player to move wins, when solved.
    pub win: Option<bool>,
    /// Every winning take, when solved.
    pub winning_takes: Option<Vec<u64>>,
}

/// A recorded run, whatever its node type: what its document takes from its trace.
#[derive(Clone, Copy)]
pub struct Recording<'a> {
    events: &'a [Event],
    snapshots: &'a [Snapshot],
    every: usize,
    truncated: bool,
    full: Option<Full>,
    expanded: u64,
    generated: u64,
    limit: Option<Limit>,
}

impl<'a> Recording<'a> {
    /// What `trace` recorded.
    pub fn of<T: Clone + Eq + std::hash::Hash>(trace: &'a Trace<T>) -> Recording<'a> {
        Recording {
            events: trace.events(),
            snapshots: trace.snapshots(),
            every: trace.every(),
            truncated: trace.truncated(),
            full: trace.full(),
            expanded: trace.expanded(),
            generated: trace.generated(),
            limit: trace.limit(),
        }
    }

    /// The events recorded.
    pub fn events(&self) -> usize {
        self.events.len()
    }

    /// Nodes expanded in all, recorded or not.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Why recording stopped before the run did, if it did.
    pub fn full(&self) -> Option<Full> {
        self.full
    }

    /// The limit that stopped the run, if one did.
    pub fn limit(&self) -> Option<Limit> {
        self.limit
    }

    /// The document: `head`'s fields, then this recording, each event with its line of
    /// `pseudocode`.
    pub fn document<H: Serialize>(
        self,
        head: &'a H,
        pseudocode: Pseudocode,
        lang: Lang,
    ) -> Document<'a, H> {
        Document {
            head,
            events: Events {
                events: self.events,
                line_of: pseudocode.line_of,
                lang,
            },
            every: self.every,
            snapshots: self.snapshots,
            truncated: self.truncated,
            expanded: self.expanded,
            generated: self.generated,
        }
    }
}

/// A trace's document, serialized from the trace without a copy.
#[derive(Serialize)]
pub struct Document<'a, H: Serialize> {
    #[serde(flatten)]
    head: &'a H,
    events: Events<'a>,
    every: usize,
    snapshots: &'a [Snapshot],
    truncated: bool,
    expanded: u64,
    generated: u64,
}

/// The events, each with its pseudo-code line and its narration in `lang`.
struct Events<'a> {
    events: &'a [Event],
    line_of: fn(&Event) -> usize,
    lang: Lang,
}

impl Serialize for Events<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.events.len()))?;
        for event in self.events {
            seq.serialize_element(&Narrated {
                event,
                line: (self.line_of)(event),
                say: Messages::new(self.lang).narration(event),
            })?;
        }
        seq.end()
    }
}

/// One event of the document.
#[derive(Serialize)]
struct Narrated<'a> {
    #[serde(flatten)]
    event: &'a Event,
    line: usize,
    say: String,
}
