//! What `serve` says on standard output, in English and Russian side by side.

use std::fmt::Display;

use puzzlelab_rules::Lang;

/// The server's messages in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The server is listening on `address`, serving the site in `site`.
    pub(crate) fn listening(&self, address: impl Display, site: impl Display) -> String {
        match self.lang {
            Lang::En => format!("listening on http://{address}/ (the site in {site})"),
            Lang::Ru => format!("слушаю http://{address}/ (сайт в {site})"),
        }
    }
}
