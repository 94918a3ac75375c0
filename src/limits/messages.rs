//! The words of a search stopped by a limit, in English and Russian side by side: the limit
//! reached, the advice to raise the limits, and the moves a bound counts. Every command that
//! searches says them alike, so they sit beside the limits' flags.

use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Limit, LimitWords};

/// The words of a stopped search in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// "moves" after a number where Russian asks for the genitive: the solvers' words.
    pub(crate) fn moves_genitive(&self, n: usize) -> &'static str {
        LimitWords::new(self.lang).moves_genitive(n)
    }

    /// A limit reached, in words: the solvers' words.
    pub(crate) fn limit(&self, limit: &Limit) -> String {
        LimitWords::new(self.lang).limit(limit)
    }

    /// The advice after a search stopped by a limit.
    pub(crate) fn raise_limits(&self) -> &'static str {
        self.lang.pick(
            "raise --max-nodes, --timeout or --max-memory",
            "увеличьте --max-nodes, --timeout или --max-memory",
        )
    }
}
