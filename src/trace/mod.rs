//! What every recorded run shares, a sliding-puzzle search (`fifteen trace`) or a game solver
//! (`bachet trace`): the options, the document as JSON (the solvers' typed
//! `solve::trace::Document`, the schema `puzzlelab-trace/1`, docs/src/trace.md), how the run
//! ended, and the one way the document is written or played ([`play`]; `puzzlelab trace play`
//! plays a saved one).
//!
//! A trace is bounded by the run's `--max-memory` as the search is: the two share it, half
//! each ([`shares`]). The trace counts what each event, snapshot and node will cost in the
//! document too, and the document is serialized from the trace in place.

mod messages;
pub mod play;

use std::path::PathBuf;

use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Full, Limit, Limits, Pseudocode};
use puzzlelab_solvers::solve::trace::Recording;
use puzzlelab_solvers::solve::{Ask, Capacity, Recorded, MAX_EVENTS, SNAPSHOT_EVERY};
use serde::Serialize;

use crate::exit::{Exit, LIMIT};
use crate::limits::LimitArgs;
use messages::Messages;

/// `puzzlelab trace ...`: what is done with a saved trace.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Play a saved trace in the terminal: the pseudo-code line of each event, the event in
    /// words, the position, the counters, the open list and the closed set; forward, back and
    /// jumps with the keys.
    Play(play::Args),
}

/// Runs one `trace` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Play(args) => play::run(args),
    }
}

/// The options of every trace command.
#[derive(clap::Args)]
pub struct TraceArgs {
    /// A snapshot of the frontier every this many events.
    #[arg(long, value_name = "K", default_value = SNAPSHOT_EVERY.default, value_parser = clap::value_parser!(u64).range(SNAPSHOT_EVERY.range.0..=SNAPSHOT_EVERY.range.1))]
    snapshot_every: u64,
    /// Record at most this many events (the run goes on to its end, counted).
    #[arg(long, value_name = "N", default_value = MAX_EVENTS.default, value_parser = clap::value_parser!(u64).range(MAX_EVENTS.range.0..=MAX_EVENTS.range.1))]
    max_events: u64,
    /// Write the trace to this file (atomically) instead of standard output.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// Play the trace in the terminal instead of writing it (keys: arrows, Home, End, g N
    /// Enter, q).
    #[arg(long, conflicts_with = "out")]
    play: bool,
    /// The language of the pseudo-code: en or ru.
    #[arg(long, default_value = "en")]
    pub lang: Lang,
}

impl TraceArgs {
    /// What is checked before the run: `--play` needs a terminal.
    pub fn check(&self) -> anyhow::Result<()> {
        if self.play {
            play::refuse_without_terminal(self.lang)?;
        }
        Ok(())
    }

    /// Writes the document to `--out` (atomically; `-` is standard output) or standard output.
    pub fn write(&self, doc: &[u8]) -> anyhow::Result<()> {
        let path = self.out.as_deref().unwrap_or(std::path::Path::new("-"));
        puzzlelab_files::write_with(path, |out| {
            out.write_all(doc)?;
            out.write_all(b"\n")
        })
        .map_err(|e| anyhow::Error::from(crate::messages::cannot_write(path).because(e)))
    }
}

/// The run a traced command's flags ask for.
pub fn asked(limits: &LimitArgs, trace: &TraceArgs) -> Ask {
    Ask {
        max_events: trace.max_events,
        snapshot_every: trace.snapshot_every,
        ..limits.ask()
    }
}

/// The limits of a traced run's search, and what its trace may hold: `--max-memory` shared
/// half and half, the other limits the search's, the events and snapshots as `trace` says.
pub fn shares(limits: &LimitArgs, trace: &TraceArgs) -> (Limits, Capacity) {
    asked(limits, trace).traced()
}

/// A recorded run as its document, and the limit that stopped it, if one did (the document
/// then holds the run up to the limit).
pub struct Traced {
    /// The document (the schema `puzzlelab-trace/1`) as JSON text.
    pub doc: Vec<u8>,
    /// The error of a run a limit stopped, or of a trace that filled its memory (exit 3).
    pub stopped: Option<anyhow::Error>,
    /// The events the document holds.
    pub events: usize,
}

impl Traced {
    /// The document of the run `recorded`, as [`Traced::new`] makes it.
    pub fn of<H: Serialize>(recorded: &Recorded<H>, lang: Lang) -> anyhow::Result<Traced> {
        let recording = recorded.recording();
        Traced::new(
            recording,
            &recorded.head,
            recorded.pseudocode,
            recorded.stopped,
            lang,
        )
    }

    /// The document of `recording` after `head`, each event with its line of `pseudocode`,
    /// and why the command ends with exit 3, if it does: the run stopped by a limit
    /// (`run_stopped`), or the trace's memory share filled (the run went on; the trace holds it
    /// up to there).
    pub fn new<H: Serialize>(
        recording: Recording<'_>,
        head: &H,
        pseudocode: Pseudocode,
        run_stopped: bool,
        lang: Lang,
    ) -> anyhow::Result<Traced> {
        let doc = serde_json::to_vec(&recording.document(head, pseudocode, lang))?;
        let text = Messages::new(lang);
        let message = if run_stopped {
            let by_search = matches!(recording.limit(), Some(Limit::Memory(_)));
            Some(text.run_stopped(recording.limit(), by_search))
        } else if let Some(Full::Memory(bytes)) = recording.full() {
            Some(text.trace_full(bytes, recording.events(), recording.expanded()))
        } else {
            None
        };
        let stopped = message.map(|m| Exit::new(LIMIT, m).into());
        let events = recording.events();
        Ok(Traced {
            doc,
            stopped,
            events,
        })
    }

    /// Writes the document as `args` say (saying where, when it goes into a file), or plays it
    /// with `--play`, and ends as the run did.
    pub fn finish(self, args: &TraceArgs) -> anyhow::Result<()> {
        if args.play {
            play::play(play::read(&self.doc, args.lang)?, args.lang)?;
            return self.stopped.map_or(Ok(()), Err);
        }
        args.write(&self.doc)?;
        if let Some(path) = args
            .out
            .as_deref()
            .filter(|p| *p != std::path::Path::new("-"))
        {
            let text = Messages::new(args.lang);
            // the document and its closing newline
            outln!("{}", text.wrote(path, self.events, self.doc.len() + 1))?;
        }
        self.stopped.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod asked_tests {
    use clap::Parser;
    use puzzlelab_solvers::solve::{Ask, AskWords};

    use super::{asked, LimitArgs, TraceArgs};

    /// The flags of a traced command.
    #[derive(Parser)]
    struct Flags {
        #[command(flatten)]
        limits: LimitArgs,
        #[command(flatten)]
        trace: TraceArgs,
    }

    fn flags(words: &[&str]) -> Ask {
        let parsed = Flags::try_parse_from([&["trace"], words].concat()).unwrap();
        asked(&parsed.limits, &parsed.trace)
    }

    #[test]
    fn the_flags_defaults_are_the_asks() {
        assert_eq!(flags(&[]), Ask::default());
    }

    #[test]
    fn the_flags_are_read_as_the_ask_reads_them() {
        let words = AskWords {
            max_nodes: Some("40".into()),
            timeout: Some("1500ms".into()),
            max_memory: Some("300MB".into()),
            max_events: Some("77".into()),
            snapshot_every: Some("6".into()),
        };
        let given = flags(&[
            "--max-nodes",
            "40",
            "--timeout",
            "1500ms",
            "--max-memory",
            "300MB",
            "--max-events",
            "77",
            "--snapshot-every",
            "6",
        ]);
        assert_eq!(given, Ask::read(&words).unwrap());
    }
}
