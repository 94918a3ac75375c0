//! What the `pdb` commands say, in English and Russian side by side: a database built, refused
//! or looked up, and the cache folder's list; and what they refuse (a partition unknown, no
//! cache folder, a database error in Russian words).

use std::fmt::Display;
use std::path::Path;

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Lang, Size};
use puzzlelab_solvers::pdb::PdbError;

use crate::exit::{Exit, BAD_INPUT};
use crate::messages::pdb_error_ru;

/// The `pdb` commands' messages in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

/// «запись» with the number `n` before it: 1 запись, 2 записи, 5 записей.
fn ru_entries(n: u64) -> &'static str {
    ru_plural(n, "запись", "записи", "записей")
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// A pattern, named by its tiles: `pattern [1, 2, 3]`.
    pub(crate) fn pattern(&self, tiles: &[u8]) -> String {
        format!("{} {tiles:?}", self.lang.pick("pattern", "шаблон"))
    }

    /// A database file refused (`why`), to be built again.
    pub(crate) fn building_again(&self, why: &PdbError) -> String {
        match self.lang {
            Lang::En => format!("{why}; building it again"),
            Lang::Ru => {
                let why = pdb_error_ru(why).unwrap_or_else(|| why.to_string());
                format!("{why}; строю её заново")
            }
        }
    }

    /// A database built: its pattern, `entries`, the time it took, the file it was saved to.
    pub(crate) fn built(&self, tiles: &[u8], entries: usize, seconds: f64, path: &Path) -> String {
        let (lang, label, path) = (self.lang, self.pattern(tiles), path.display());
        match lang {
            Lang::En => {
                format!(
                    "built {label}: {} entries, {seconds:.1} s, saved to {path}",
                    lang.int(entries as u64)
                )
            }
            Lang::Ru => format!(
                "построен {label}: {} {}, {} с, сохранён в {path}",
                lang.int(entries as u64),
                ru_entries(entries as u64),
                lang.decimal(seconds, 1)
            ),
        }
    }

    /// A database ready after `pdb build`: its entries, its largest value, its file.
    pub(crate) fn database_ready(
        &self,
        tiles: &[u8],
        entries: usize,
        most: u8,
        path: &Path,
    ) -> String {
        let (lang, path) = (self.lang, path.display());
        match lang {
            Lang::En => format!(
                "{tiles:?}: {} entries, max {most} moves, {path}",
                lang.int(entries as u64)
            ),
            Lang::Ru => format!(
                "{tiles:?}: {} {}, не больше {most} ходов, {path}",
                lang.int(entries as u64),
                ru_entries(entries as u64)
            ),
        }
    }

    /// A partition's databases all ready, and the time it took.
    pub(crate) fn partition_ready(
        &self,
        name: &str,
        size: Size,
        goal: &Board,
        seconds: f64,
    ) -> String {
        match self.lang {
            Lang::En => format!("{name} ({size}, goal {goal}) ready in {seconds:.1} s"),
            Lang::Ru => format!(
                "{name} ({size}, цель {goal}) готова за {} с",
                self.lang.decimal(seconds, 1)
            ),
        }
    }

    /// The cache folder listed.
    pub(crate) fn cache_folder(&self, dir: &Path) -> String {
        let words = self.lang.pick("cache folder:", "папка кэша:");
        format!("{words} {}", dir.display())
    }

    /// A database not in the cache folder.
    pub(crate) fn not_built(&self) -> String {
        self.lang.pick("not built", "не построена").to_string()
    }

    /// A database file checked and sound: its entries, its largest value.
    pub(crate) fn sound(&self, entries: usize, most: u8) -> String {
        let count = self.lang.int(entries as u64);
        match self.lang {
            Lang::En => format!("ok, {count} entries, max {most}"),
            Lang::Ru => format!(
                "в порядке, {count} {}, наибольшее {most}",
                ru_entries(entries as u64)
            ),
        }
    }

    /// A database file refused by its check, and why.
    pub(crate) fn refused(&self, why: &impl Display) -> String {
        format!("{}: {why}", self.lang.pick("REFUSED", "ОТВЕРГНУТА"))
    }

    /// What a pattern's table holds for the board: `value` moves.
    pub(crate) fn pattern_value(&self, tiles: &[u8], value: u8) -> String {
        let moves = self.lang.moves(u64::from(value));
        format!("{}: {value} {moves}", self.pattern(tiles))
    }

    /// The sum of the patterns' values.
    pub(crate) fn sum(&self, sum: u32) -> String {
        format!("{}: {sum}", self.lang.pick("sum", "сумма"))
    }

    /// The sum of the patterns' values on the reflected board.
    pub(crate) fn reflected_sum(&self, sum: u32) -> String {
        let words = self
            .lang
            .pick("sum on the reflected board", "сумма на отражённой доске");
        format!("{words}: {sum}")
    }

    /// The estimate the databases give, beside the Manhattan distance.
    pub(crate) fn estimate(&self, estimate: u32, manhattan: usize) -> String {
        format!(
            "{}: {estimate} ({} {manhattan})",
            self.lang.pick("estimate", "оценка"),
            self.lang
                .pick("Manhattan distance", "манхэттенское расстояние")
        )
    }
}

/// The refusal of the partition `name`, which no board size has.
pub(crate) fn no_partition(name: &str) -> Exit {
    Exit::said(
        BAD_INPUT,
        format!(
            "no partition '{name}' (known: 555, 663, 78 for 4x4; 6666 for 5x5; full, 44 for 3x3)"
        ),
        format!(
            "нет разбиения «{name}» (известны: 555, 663, 78 для 4x4; 6666 для 5x5; full, 44 для 3x3)"
        ),
    )
}

/// The refusal of a cache folder that neither `XDG_CACHE_HOME` nor `HOME` gives.
pub(crate) fn no_cache_folder() -> Exit {
    Exit::said(
        BAD_INPUT,
        "neither XDG_CACHE_HOME nor HOME is set, so there is no cache folder: give --pdb-dir DIR",
        "не задана ни XDG_CACHE_HOME, ни HOME, поэтому папки кэша нет: укажите --pdb-dir ПАПКА",
    )
}
