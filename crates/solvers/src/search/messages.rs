//! The words of a search stopped by a limit, in English and Russian side by side: the limit
//! reached and the moves a bound counts. Every front end that searches says them alike.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;

use super::{Bytes, Limit};

/// The words of a stopped search in one language.
#[derive(Clone, Copy, Debug)]
pub struct LimitWords {
    lang: Lang,
}

impl LimitWords {
    /// The words in `lang`.
    pub fn new(lang: Lang) -> LimitWords {
        LimitWords { lang }
    }

    /// "moves" after a number where Russian asks for the genitive (после, короче, не меньше):
    /// 5 moves, после 5 ходов, после 21 хода.
    pub fn moves_genitive(&self, n: usize) -> &'static str {
        match self.lang {
            Lang::En => Lang::En.moves(n as u64),
            Lang::Ru => ru_plural(n as u64, "хода", "ходов", "ходов"),
        }
    }

    /// A number of bytes in words: `1.5 MB`, «1,5 МБ».
    pub fn bytes(&self, bytes: Bytes) -> String {
        let en = bytes.to_string();
        if self.lang == Lang::En {
            return en;
        }
        let (number, unit) = en.split_once(' ').unwrap_or((&en, "B"));
        let unit = match unit {
            "GB" => "ГБ",
            "MB" => "МБ",
            "KB" => "КБ",
            _ => "Б",
        };
        format!("{} {unit}", number.replace('.', ","))
    }

    /// A limit reached, in words: `node limit of 1000 expansions reached`, «достигнут предел
    /// в 1000 раскрытий».
    pub fn limit(&self, limit: &Limit) -> String {
        let lang = self.lang;
        match (lang, limit) {
            (Lang::En, _) => limit.to_string(),
            (Lang::Ru, Limit::Nodes(n)) => {
                format!("достигнут предел в {} раскрытий", lang.int(*n))
            }
            (Lang::Ru, Limit::Time(t)) => {
                format!(
                    "достигнут предел времени {} с",
                    lang.decimal(t.as_secs_f64(), 3)
                )
            }
            (Lang::Ru, Limit::Memory(b)) => {
                let bytes = Bytes(*b).to_string();
                let ru = bytes
                    .replace("GB", "ГБ")
                    .replace("MB", "МБ")
                    .replace("KB", "КБ");
                format!("достигнут предел памяти {}", ru.replace(" B", " Б"))
            }
            (Lang::Ru, Limit::Cancelled(n)) => {
                format!("поиск прерван после {} раскрытий", lang.int(*n))
            }
        }
    }
}
