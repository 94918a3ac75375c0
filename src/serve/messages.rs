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

    /// There is no built site in `site` yet: how to build it, and what works meanwhile.
    pub(crate) fn no_site_yet(&self, site: impl Display) -> String {
        match self.lang {
            Lang::En => format!("no site in {site} yet: build it with `cargo xtask docs` in the repository (the traces at /api/trace/... answer meanwhile)"),
            Lang::Ru => format!("сайта в {site} ещё нет: соберите его командой `cargo xtask docs` в репозитории (трассы /api/trace/... отвечают и без него)"),
        }
    }

    /// The page at `/` while the site is not built.
    pub(crate) fn no_site_page(&self) -> String {
        let (lang, title, body) = match self.lang {
            Lang::En => (
                "en",
                "The site is not built yet",
                "<p>Build it in the repository with</p><pre>cargo xtask docs</pre><p>and reload this page. The solvers answer meanwhile: try <a href=\"/api/trace/fifteen?board=1%202%203%204%205%206%200%207%208\">/api/trace/fifteen?board=…</a>.</p>",
            ),
            Lang::Ru => (
                "ru",
                "Сайт ещё не собран",
                "<p>Соберите его в репозитории командой</p><pre>cargo xtask docs</pre><p>и обновите страницу. Решатели отвечают и сейчас: попробуйте <a href=\"/api/trace/fifteen?board=1%202%203%204%205%206%200%207%208\">/api/trace/fifteen?board=…</a>.</p>",
            ),
        };
        format!("<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title></head><body><h1>{title}</h1>{body}</body></html>\n")
    }
}
