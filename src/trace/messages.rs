//! What the trace commands say, in English and Russian side by side: why a trace ends short,
//! and where it was written.

use std::path::Path;

use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Bytes, Limit};

/// The trace commands' messages in one language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(super) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The run a limit stopped (`by_search`: the memory limit, the search's half of it).
    pub(super) fn run_stopped(&self, limit: Option<Limit>, by_search: bool) -> String {
        let limit = limit.map(|l| crate::limits::messages::Messages::new(self.lang).limit(&l));
        let limit = limit.unwrap_or_default();
        match (self.lang, by_search) {
            (Lang::En, true) => format!("{limit} by the search (its half of --max-memory): the trace holds the run up to it"),
            (Lang::En, false) => format!("{limit}: the trace holds the run up to it"),
            (Lang::Ru, true) => format!("{limit} поиском (его половина --max-memory): трасса содержит прогон до этого места"),
            (Lang::Ru, false) => format!("{limit}: трасса содержит прогон до этого места"),
        }
    }

    /// The trace's memory share filled after `events` events; the run went on.
    pub(super) fn trace_full(&self, bytes: u64, events: usize, expanded: u64) -> String {
        let lang = self.lang;
        let (events, expanded) = (lang.int(events as u64), lang.int(expanded));
        match lang {
            Lang::En => format!(
                "memory limit of {} for the trace reached after {events} events (half of --max-memory; the run went on to its end, {expanded} nodes expanded): the trace holds the run up to there",
                Bytes(bytes)
            ),
            Lang::Ru => format!(
                "предел памяти трассы {} достигнут после {events} событий (половина --max-memory; прогон дошёл до конца, раскрыто узлов: {expanded}): трасса содержит прогон до этого места",
                Bytes(bytes)
            ),
        }
    }

    /// The trace written into `path`: its events and bytes.
    pub(super) fn wrote(&self, path: &Path, events: usize, bytes: usize) -> String {
        let lang = self.lang;
        let (path, events, bytes) = (
            path.display(),
            lang.int(events as u64),
            lang.int(bytes as u64),
        );
        match lang {
            Lang::En => format!("wrote {path}: {events} events, {bytes} bytes"),
            Lang::Ru => format!("записано в {path}: событий {events}, байт {bytes}"),
        }
    }
}
