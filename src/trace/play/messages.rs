//! What the trace player shows in words, in English and Russian side by side: the panels'
//! titles, the counters, the keys, and why a trace cannot be played. The pseudo-code and each
//! event's sentence are the trace's own, in the language it was recorded in.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;

use super::model::{Invalid, Kind};

/// The player's words in one language.
#[derive(Clone, Copy, Debug)]
pub struct Messages {
    lang: Lang,
}

impl Messages {
    /// Words in `lang`.
    pub fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// A count as the language writes it (`35,211`, `35 211`).
    pub fn number(&self, n: u64) -> String {
        self.lang.int(n)
    }

    /// Where the player is: `event 12 of 40`.
    pub fn position(&self, at: usize, total: usize) -> String {
        let (at, total) = (self.lang.int(at as u64), self.lang.int(total as u64));
        match self.lang {
            Lang::En => format!("event {at} of {total}"),
            Lang::Ru => format!("событие {at} из {total}"),
        }
    }

    /// The pseudo-code panel's title.
    pub fn pseudocode(&self) -> &'static str {
        self.lang.pick("Pseudo-code", "Псевдокод")
    }

    /// The narration panel's title.
    pub fn what_happens(&self) -> &'static str {
        self.lang.pick("What happens", "Что происходит")
    }

    /// The narration before the first event.
    pub fn start(&self) -> &'static str {
        self.lang.pick(
            "the start: nothing done yet",
            "начало: ещё ничего не сделано",
        )
    }

    /// The board panel's title: the node shown.
    pub fn board(&self, node: usize) -> String {
        match self.lang {
            Lang::En => format!("Board: node {node}"),
            Lang::Ru => format!("Доска: узел {node}"),
        }
    }

    /// The pile panel's title: the node shown.
    pub fn pile(&self, node: usize) -> String {
        match self.lang {
            Lang::En => format!("Pile: node {node}"),
            Lang::Ru => format!("Кучка: узел {node}"),
        }
    }

    /// A pile's size in words: `13 objects`.
    pub fn objects(&self, n: u64) -> String {
        let count = self.lang.int(n);
        match self.lang {
            Lang::En if n == 1 => format!("{count} object"),
            Lang::En => format!("{count} objects"),
            Lang::Ru => format!(
                "{count} {}",
                ru_plural(n, "предмет", "предмета", "предметов")
            ),
        }
    }

    /// A settled pile's value, for the player to move.
    pub fn value(&self, win: bool) -> &'static str {
        match win {
            true => self
                .lang
                .pick("won for the player to move", "выигрыш для того, кто ходит"),
            false => self.lang.pick(
                "lost for the player to move",
                "проигрыш для того, кто ходит",
            ),
        }
    }

    /// The counters panel's title.
    pub fn counters(&self) -> &'static str {
        self.lang.pick("Counters", "Счётчики")
    }

    /// The counter of expansions.
    pub fn expanded(&self) -> &'static str {
        self.lang.pick("expanded", "раскрыто")
    }

    /// The counter of successors generated.
    pub fn generated(&self) -> &'static str {
        self.lang.pick("generated", "порождено")
    }

    /// The frontier's size.
    pub fn frontier(&self) -> &'static str {
        self.lang.pick("frontier", "фронт")
    }

    /// The iteration's bound.
    pub fn bound(&self) -> &'static str {
        self.lang.pick("bound", "порог")
    }

    /// The piles settled so far.
    pub fn settled(&self) -> &'static str {
        self.lang.pick("settled", "решено")
    }

    /// The open list's title, by how the algorithm keeps it.
    pub fn open_list(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Queue => self.lang.pick(
                "Queue (first in, first out)",
                "Очередь (первым пришёл — первым вышел)",
            ),
            Kind::Open => self.lang.pick(
                "Open list (least f = g + h first)",
                "Открытый список (сначала наименьшее f = g + h)",
            ),
            Kind::Path | Kind::Game => self
                .lang
                .pick("Path (the last is searched)", "Путь (ищется из последней)"),
        }
    }

    /// The closed set's title.
    pub fn closed(&self) -> &'static str {
        self.lang.pick(
            "Closed set (expanded, newest first)",
            "Закрытое множество (раскрытые, новые сверху)",
        )
    }

    /// What stands for the closed set of a search that keeps none.
    pub fn no_closed(&self) -> &'static str {
        self.lang.pick(
            "none: this search keeps only its path",
            "его нет: этот поиск хранит только путь",
        )
    }

    /// The piles panel's title: the marks of a won and a lost pile.
    pub fn piles(&self) -> &'static str {
        self.lang.pick(
            "Piles' values so far (W won, L lost for the player to move)",
            "Цены кучек (В — выигрыш, П — проигрыш для того, кто ходит)",
        )
    }

    /// The mark of a won or a lost pile.
    pub fn mark(&self, win: bool) -> &'static str {
        match win {
            true => self.lang.pick("W", "В"),
            false => self.lang.pick("L", "П"),
        }
    }

    /// The line under a list cut short: how many entries are not shown.
    pub fn more(&self, n: usize) -> String {
        let n = self.lang.int(n as u64);
        match self.lang {
            Lang::En => format!("… {n} more"),
            Lang::Ru => format!("… ещё {n}"),
        }
    }

    /// The keys, on the last line.
    pub fn keys(&self) -> &'static str {
        self.lang.pick(
            "→ l space: forward  ← h: back  Home End  PgUp PgDn: 10%  g N Enter: go to event N  q: quit",
            "→ l пробел: вперёд  ← h: назад  Home End  PgUp PgDn: 10%  g N Enter: к событию N  q: выход",
        )
    }

    /// The prompt while an event number is typed after `g`.
    pub fn go_to(&self, typed: &str) -> String {
        match self.lang {
            Lang::En => format!("go to event: {typed}_   (Enter: go, Esc: cancel)"),
            Lang::Ru => format!("перейти к событию: {typed}_   (Enter: перейти, Esc: отмена)"),
        }
    }

    /// The terminal is smaller than the player needs.
    pub fn too_small(&self, width: u16, height: u16) -> String {
        match self.lang {
            Lang::En => format!("terminal too small: {width}x{height} at least"),
            Lang::Ru => format!("терминал слишком мал: нужно не меньше {width}x{height}"),
        }
    }

    /// The refusal to play when standard output is not a terminal.
    pub fn not_a_terminal(&self) -> &'static str {
        self.lang.pick(
            "the player needs a terminal, and standard output is not one: write the trace with --out FILE and play it with `puzzlelab trace play FILE` in a terminal",
            "проигрывателю нужен терминал, а стандартный вывод — не терминал: запишите трассу с --out FILE и проиграйте её командой `puzzlelab trace play FILE` в терминале",
        )
    }

    /// Why the document cannot be played.
    pub fn invalid(&self, why: &Invalid) -> String {
        let lang = self.lang;
        match (why, lang) {
            (Invalid::Json(e), Lang::En) => format!("not a trace (puzzlelab-trace/1): {e}"),
            (Invalid::Json(e), Lang::Ru) => format!("это не трасса (puzzlelab-trace/1): {e}"),
            (Invalid::Schema(s), Lang::En) => {
                format!("the schema is \"{s}\": this player reads puzzlelab-trace/1")
            }
            (Invalid::Schema(s), Lang::Ru) => {
                format!("схема «{s}»: проигрыватель читает puzzlelab-trace/1")
            }
            (Invalid::Every, Lang::En) => "the snapshot interval \"every\" is 0".into(),
            (Invalid::Every, Lang::Ru) => "интервал снимков \"every\" равен 0".into(),
            (Invalid::Node(n), Lang::En) => {
                format!("node {n} is not a position of the trace's game and size")
            }
            (Invalid::Node(n), Lang::Ru) => {
                format!("узел {n} — не позиция игры и размера этой трассы")
            }
            (Invalid::Estimates, Lang::En) => "\"h\" does not have one estimate per node".into(),
            (Invalid::Estimates, Lang::Ru) => "в \"h\" не по одной оценке на узел".into(),
            (Invalid::Event(i), Lang::En) => {
                format!("event {i} names a node or a pseudo-code line the trace does not have")
            }
            (Invalid::Event(i), Lang::Ru) => {
                format!("событие {i} называет узел или строку псевдокода, которых в трассе нет")
            }
            (Invalid::Snapshot(k), Lang::En) => format!(
                "snapshot {k} is missing, out of place, or names a node the trace does not have"
            ),
            (Invalid::Snapshot(k), Lang::Ru) => format!(
                "снимок {k} отсутствует, стоит не на своём месте или называет узел, которого в трассе нет"
            ),
        }
    }
}
