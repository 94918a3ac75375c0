//! What every recorded run shares, a sliding-puzzle search (`fifteen trace`) or a game solver
//! (`bachet trace`): the options, the JSON of the events (each with its pseudo-code line and
//! narration key), and the one way the document is written. The schema is
//! `puzzlelab-trace/1` (docs/src/trace.md).
//!
//! A trace is bounded by the run's `--max-memory` as the search is: the two share it, half
//! each ([`shares`]). The trace counts what each event, snapshot and node will cost in the
//! document too, and the document is serialized from the trace in place, never as a tree of
//! JSON values, so that what is written stays within the trace's half.

use std::path::PathBuf;

use anyhow::Context;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Bytes, Event, Full, Limit, Limits, Snapshot, Trace};
use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use serde_json::{Map, Value};

use crate::exit::{Exit, LIMIT};
use crate::limits::LimitArgs;

/// The schema's name and version.
pub const SCHEMA: &str = "puzzlelab-trace/1";

/// The options of every trace command.
#[derive(clap::Args)]
pub struct TraceArgs {
    /// A snapshot of the frontier every this many events.
    #[arg(long, value_name = "K", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    snapshot_every: u64,
    /// Record at most this many events (the run goes on to its end, counted).
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    max_events: u64,
    /// Write the trace to this file (atomically) instead of standard output.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// The language of the pseudo-code: en or ru.
    #[arg(long, default_value = "en")]
    pub lang: Lang,
}

impl TraceArgs {
    /// The most events recorded, and the events between two snapshots.
    pub fn sizes(&self) -> (usize, usize) {
        (self.max_events as usize, self.snapshot_every as usize)
    }

    /// Writes the document to `--out` (atomically; `-` is standard output) or standard output.
    pub fn write(&self, doc: &[u8]) -> anyhow::Result<()> {
        let path = self.out.as_deref().unwrap_or(std::path::Path::new("-"));
        puzzlelab_files::write_with(path, |out| {
            out.write_all(doc)?;
            out.write_all(b"\n")
        })
        .with_context(|| format!("cannot write {}", path.display()))
    }
}

/// The limits of a traced run's search, and the bytes its trace may hold: `--max-memory`
/// shared half and half, the other limits the search's.
pub fn shares(limits: &LimitArgs) -> (Limits, u64) {
    let mut search = limits.limits();
    let half = limits.max_memory / 2;
    search.max_memory = Some(half);
    (search, half)
}

/// A recorded run as its document, and the limit that stopped it, if one did (the document
/// then holds the run up to the limit).
pub struct Traced {
    /// The document (the schema [`SCHEMA`]) as JSON text.
    pub doc: Vec<u8>,
    /// The error of a run a limit stopped, or of a trace that filled its memory (exit 3).
    pub stopped: Option<anyhow::Error>,
}

impl Traced {
    /// Writes the document as `args` say and ends as the run did.
    pub fn finish(self, args: &TraceArgs) -> anyhow::Result<()> {
        args.write(&self.doc)?;
        self.stopped.map_or(Ok(()), Err)
    }
}

/// What the JSON takes from a trace, whatever its node type.
pub struct Part<'a> {
    events: &'a [Event],
    /// The snapshots.
    pub snapshots: &'a [Snapshot],
    /// Events between two snapshots.
    pub every: usize,
    /// Whether recording stopped at `--max-events` or at the trace's memory share.
    pub truncated: bool,
    full: Option<Full>,
    /// Nodes expanded in all.
    pub expanded: u64,
    /// Successors generated in all.
    pub generated: u64,
    limit: Option<Limit>,
}

impl<'a> Part<'a> {
    /// The parts of `t`.
    pub fn of<T: Clone + Eq + std::hash::Hash>(t: &'a Trace<T>) -> Part<'a> {
        Part {
            events: t.events(),
            snapshots: t.snapshots(),
            every: t.every(),
            truncated: t.truncated(),
            full: t.full(),
            expanded: t.expanded(),
            generated: t.generated(),
            limit: t.limit(),
        }
    }

    /// The document: the fields of `head` in order, then the recorded run (`events`, each with
    /// its pseudo-code line by `line_of` and its narration key; `every`; `snapshots`;
    /// `truncated`; `expanded`; `generated`), serialized in place.
    pub fn document(&self, head: Value, line_of: fn(&Event) -> usize) -> anyhow::Result<Vec<u8>> {
        let Value::Object(head) = head else {
            anyhow::bail!("a document's head is a JSON object");
        };
        let doc = Document {
            head,
            part: self,
            line_of,
        };
        Ok(serde_json::to_vec(&doc)?)
    }

    /// Why the command ends with exit 3, if it does: the limit that stopped the run, or the
    /// trace's memory share filled (the run went on; the trace holds it up to there).
    pub fn stopped(&self, run_stopped: bool) -> Option<anyhow::Error> {
        let message = if run_stopped {
            let limit = self.limit.map(|l| l.to_string()).unwrap_or_default();
            let share = match self.limit {
                Some(Limit::Memory(_)) => " by the search (its half of --max-memory)",
                _ => "",
            };
            format!("{limit}{share}: the trace holds the run up to it")
        } else if let Some(Full::Memory(bytes)) = self.full {
            format!(
                "memory limit of {} for the trace reached after {} events (half of --max-memory; the run went on to its end, {} nodes expanded): the trace holds the run up to there",
                Bytes(bytes),
                self.events.len(),
                self.expanded
            )
        } else {
            return None;
        };
        Some(Exit::new(LIMIT, message).into())
    }
}

/// A trace's document, serialized from the trace without a copy.
struct Document<'a> {
    head: Map<String, Value>,
    part: &'a Part<'a>,
    line_of: fn(&Event) -> usize,
}

impl Serialize for Document<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let part = self.part;
        let mut map = serializer.serialize_map(None)?;
        for (key, value) in &self.head {
            map.serialize_entry(key, value)?;
        }
        let events = Events {
            events: part.events,
            line_of: self.line_of,
        };
        map.serialize_entry("events", &events)?;
        map.serialize_entry("every", &part.every)?;
        map.serialize_entry("snapshots", part.snapshots)?;
        map.serialize_entry("truncated", &part.truncated)?;
        map.serialize_entry("expanded", &part.expanded)?;
        map.serialize_entry("generated", &part.generated)?;
        map.end()
    }
}

/// The events, each with its pseudo-code line and narration key.
struct Events<'a> {
    events: &'a [Event],
    line_of: fn(&Event) -> usize,
}

impl Serialize for Events<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.events.len()))?;
        for event in self.events {
            seq.serialize_element(&Narrated {
                event,
                line: (self.line_of)(event),
                say: narration(event),
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
    say: &'static str,
}

/// The narration key of an event: the page words it in its language.
fn narration(event: &Event) -> &'static str {
    match event {
        Event::Push { .. } => "push",
        Event::Pop { .. } => "pop",
        Event::Expand { .. } => "expand",
        Event::Generate { .. } => "generate",
        Event::Threshold { .. } => "threshold",
        Event::Solution { .. } => "solution",
        Event::Limit => "limit",
        Event::Settled { .. } => "settled",
        Event::Chosen { .. } => "chosen",
    }
}
