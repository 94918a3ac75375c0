//! The few words the renderer draws into a picture itself, in English and in Russian side by
//! side: a playback's caption, a strip's board titles, the unit of a chart's large counts.
//! Every other word of a figure is handed in by its caller, already in its language.

use puzzlelab_rules::Lang;

/// The renderer's own words in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// A count of millions, `millions` already written as this language writes a decimal:
    /// `25.0M`, «25,0 млн».
    pub(crate) fn millions(&self, millions: &str) -> String {
        format!("{millions}{}", self.lang.pick("M", " млн"))
    }

    /// A playback's caption during move `k` of `total` (0: the start).
    pub(crate) fn playback_caption(&self, k: usize, total: usize) -> String {
        match self.lang {
            Lang::En => format!("move {k} of {total}"),
            Lang::Ru => format!("ход {k} из {total}"),
        }
    }

    /// The title under a strip's board after `k` moves (0: the start), saying when it is
    /// the `solved` one.
    pub(crate) fn strip_title(&self, k: usize, solved: bool) -> String {
        match (k, self.lang, solved) {
            (0, Lang::En, _) => "start".to_string(),
            (0, Lang::Ru, _) => "начало".to_string(),
            (k, Lang::En, true) => format!("move {k}: solved"),
            (k, Lang::Ru, true) => format!("ход {k}: решено"),
            (k, Lang::En, false) => format!("move {k}"),
            (k, Lang::Ru, false) => format!("ход {k}"),
        }
    }
}
