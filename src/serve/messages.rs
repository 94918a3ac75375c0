//! What `serve` says, in English and Russian side by side: on standard output, on the page
//! that stands in for a site not built yet, and in the bodies of its refusals.

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

    /// The body of a connection refused because the server, or its client, has too many.
    pub(crate) fn too_many_connections(&self) -> &'static str {
        self.lang.pick(
            "too many connections: try again shortly",
            "слишком много соединений: повторите чуть позже",
        )
    }

    /// The body of a trace refused because the workers or their memory stay taken.
    pub(crate) fn busy(&self) -> &'static str {
        self.lang.pick(
            "the server is busy: try again shortly",
            "сервер занят: повторите чуть позже",
        )
    }

    /// The body of a refusal with `status` (`english`, its reason phrase).
    pub(crate) fn refused(&self, status: u16, english: &'static str) -> &'static str {
        if self.lang == Lang::En {
            return english;
        }
        match status {
            400 => "неверный запрос",
            404 => "не найдено",
            405 => "метод не поддерживается",
            408 => "запрос не пришёл вовремя",
            429 => "слишком много запросов",
            431 => "заголовки запроса слишком велики",
            503 => "сервис недоступен",
            _ => "ошибка",
        }
    }

    /// The refusal of an address that is not a loopback one without `--allow-remote`.
    pub(crate) fn not_loopback(bind: impl Display) -> (String, String) {
        (
            format!("{bind} is not a loopback address: the server answers any machine that reaches it; give --allow-remote to mean it"),
            format!("{bind} — не адрес обратной петли: сервер ответит любой машине, которая до него дотянется; укажите --allow-remote, если так и задумано"),
        )
    }

    /// The words of a port that cannot be listened on.
    pub(crate) fn cannot_listen(address: impl Display) -> crate::messages::Said {
        crate::messages::Said::new(
            format!("cannot listen on {address}"),
            format!("не удаётся слушать {address}"),
        )
    }
}
