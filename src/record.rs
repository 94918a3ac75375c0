//! A recorded run asked for by the trace commands' words: [`record`] (what the library
//! offers, `puzzlelab::record_trace`) and [`Asked`] (what the server parses a page's query
//! into). It sits above both trace commands, `fifteen trace` and `bachet trace`, which share
//! the `trace` module below them.

use crate::trace::Traced;

/// A run recorded in this process as `puzzlelab fifteen|bachet trace` records it: `args` are
/// the trace command's words after `puzzlelab` without `trace` (`["fifteen", "1 2 3 0",
/// "--algo", "bfs"]`), the result its document; a run a limit stopped is an error.
///
/// ```
/// let doc = puzzlelab::record_trace(&["bachet", "5"]).unwrap();
/// let doc: serde_json::Value = serde_json::from_slice(&doc).unwrap();
/// assert_eq!(doc["schema"], "puzzlelab-trace/1");
/// ```
pub fn record(args: &[&str]) -> anyhow::Result<Vec<u8>> {
    use clap::Parser;
    let traced = Asked::try_parse_from(args)?.document()?;
    traced.stopped.map_or(Ok(traced.doc), Err)
}

/// A recorded run asked for by the trace commands' words, as the server and [`record`] read
/// them (the words after `puzzlelab` without `trace`).
#[derive(clap::Parser)]
#[command(no_binary_name = true)]
pub(crate) enum Asked {
    /// A sliding-puzzle search.
    Fifteen(crate::fifteen::trace::Args),
    /// A game solver.
    Bachet(crate::bachet::trace::Args),
}

impl Asked {
    /// The run recorded, as `fifteen trace` or `bachet trace` records it.
    pub(crate) fn document(&self) -> anyhow::Result<Traced> {
        match self {
            Asked::Fifteen(args) => crate::fifteen::trace::document(args),
            Asked::Bachet(args) => crate::bachet::trace::document(args),
        }
    }
}
