//! What every recorded run shares, a sliding-puzzle search (`fifteen trace`) or a game solver
//! (`bachet trace`): the options, the JSON of the events (each with its pseudo-code line and
//! narration key), and the one way the document is written. The schema is
//! `puzzlelab-trace/1` (docs/src/trace.md).

use std::path::PathBuf;

use anyhow::Context;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Event, Limit, Snapshot, Trace};
use serde_json::{json, Value};

use crate::exit::{Exit, LIMIT};

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

    /// Writes the document to `--out` (atomically) or standard output.
    pub fn write(&self, doc: &Value) -> anyhow::Result<()> {
        match &self.out {
            Some(path) => {
                let text = serde_json::to_vec(doc)?;
                puzzlelab_files::write(path, &text)
                    .with_context(|| format!("cannot write {}", path.display()))?
            }
            None => outln!("{}", serde_json::to_string(doc)?)?,
        }
        Ok(())
    }
}

/// A recorded run as its document, and the limit that stopped it, if one did (the document
/// then holds the run up to the limit).
pub struct Traced {
    /// The document (the schema [`SCHEMA`]).
    pub doc: Value,
    /// The error of a run a limit stopped (exit 3).
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
    /// Whether recording stopped at `--max-events`.
    pub truncated: bool,
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
            expanded: t.expanded(),
            generated: t.generated(),
            limit: t.limit(),
        }
    }

    /// The events as JSON, each with its pseudo-code line (`line_of`) and narration key.
    pub fn events_json(&self, line_of: fn(&Event) -> usize) -> Vec<Value> {
        self.events
            .iter()
            .map(|e| {
                let mut v = serde_json::to_value(e).expect("an event is plain data");
                v["line"] = json!(line_of(e));
                v["say"] = json!(narration(e));
                v
            })
            .collect()
    }

    /// The error of a run a limit stopped: exit 3, the limit named.
    pub fn stopped(&self) -> anyhow::Error {
        let limit = self.limit.map(|l| l.to_string()).unwrap_or_default();
        Exit::new(LIMIT, format!("{limit}: the trace holds the run up to it")).into()
    }
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
