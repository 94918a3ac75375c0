//! The two languages a player can choose: English and Russian (the lessons' own language).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The language of the messages a player sees (`--lang en|ru`).
/// In JSON it is its code, `"en"` or `"ru"`, as on the command line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Russian, with the lessons' phrases verbatim.
    Ru,
}

impl Lang {
    /// The noun "move" as it follows the number `n`: move/moves, ход/хода/ходов.
    ///
    /// ```
    /// use puzzlelab_rules::Lang;
    /// assert_eq!([Lang::En.moves(1), Lang::En.moves(15)], ["move", "moves"]);
    /// assert_eq!([Lang::Ru.moves(21), Lang::Ru.moves(2), Lang::Ru.moves(15)], ["ход", "хода", "ходов"]);
    /// ```
    pub fn moves(self, n: u64) -> &'static str {
        match self {
            Lang::En if n == 1 => "move",
            Lang::En => "moves",
            Lang::Ru => ru_plural(n, "ход", "хода", "ходов"),
        }
    }

    /// A whole number as this language writes it: the digits of a number of four digits or
    /// more grouped by threes, with a comma in English (`181,440`) and a no-break space in
    /// Russian (`181 440`). Every count a reader sees, on a chart or in a report, is written
    /// this one way.
    ///
    /// ```
    /// use puzzlelab_rules::Lang;
    /// assert_eq!(Lang::En.int(10_461_394_944_000), "10,461,394,944,000");
    /// assert_eq!(Lang::Ru.int(181_440), "181\u{a0}440");
    /// assert_eq!([Lang::En.int(3205), Lang::Ru.int(3205)], ["3,205", "3\u{a0}205"]);
    /// assert_eq!(Lang::En.int(999), "999");
    /// ```
    pub fn int(self, n: u64) -> String {
        let digits = n.to_string();
        let gap = self.pick(",", "\u{a0}");
        let mut out = String::new();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(gap);
            }
            out.push(d);
        }
        out
    }

    /// A number with `places` decimals: a decimal point in English, a comma in Russian.
    ///
    /// ```
    /// use puzzlelab_rules::Lang;
    /// assert_eq!(Lang::Ru.decimal(1.2194, 3), "1,219");
    /// assert_eq!(Lang::En.decimal(1.2194, 3), "1.219");
    /// ```
    pub fn decimal(self, x: f64, places: usize) -> String {
        let text = format!("{x:.places$}");
        match self {
            Lang::En => text,
            Lang::Ru => text.replace('.', ","),
        }
    }

    /// Picks the text for this language.
    pub fn pick<'a>(self, en: &'a str, ru: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Ru => ru,
        }
    }
}

/// The Russian plural form for `n`: `one` (1 предмет, 21 предмет), `few` (2 предмета) or
/// `many` (5 предметов, 11 предметов).
///
/// ```
/// use puzzlelab_rules::lang::ru_plural;
/// let f = |n| ru_plural(n, "предмет", "предмета", "предметов");
/// assert_eq!([f(1), f(2), f(5), f(11), f(21), f(22), f(112)],
///            ["предмет", "предмета", "предметов", "предметов", "предмет", "предмета", "предметов"]);
/// ```
pub fn ru_plural<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let (last, last_two) = (n % 10, n % 100);
    if (11..=14).contains(&last_two) {
        many
    } else if last == 1 {
        one
    } else if (2..=4).contains(&last) {
        few
    } else {
        many
    }
}

impl Lang {
    /// The language's code, as `--lang` takes it: `en`, `ru`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;

    /// `en` or `ru` (also `english`, `russian`, `рус`).
    fn from_str(text: &str) -> Result<Lang, String> {
        match text.trim().to_lowercase().as_str() {
            "en" | "eng" | "english" => Ok(Lang::En),
            "ru" | "rus" | "russian" | "рус" | "русский" => Ok(Lang::Ru),
            other => Err(format!("unknown language '{other}': use en or ru")),
        }
    }
}
