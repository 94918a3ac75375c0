//! The generated parts' own words, in English and in Russian side by side: the "How fast"
//! tables' line above each table, their dates and column heads, and the facts that are words.

use puzzlelab_rules::Lang;

/// The generated parts' words in one language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(super) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// A day as this language writes it, from the bench record's `2024-05-17`: the same in
    /// English, `17.05.2024` in Russian.
    pub(super) fn date(&self, iso: &str) -> String {
        match self.lang {
            Lang::En => iso.to_string(),
            Lang::Ru => iso.split('-').rev().collect::<Vec<_>>().join("."),
        }
    }

    /// The line above a bench table: when, on what machine and by which command it was
    /// measured (`date` already written by [`Messages::date`]).
    pub(super) fn measured(&self, date: &str, cpu: &str, cores: usize, command: &str) -> String {
        match self.lang {
            Lang::En => format!("Measured on {date} ({cpu}, {cores} cores): `{command}`"),
            Lang::Ru => format!("Измерено {date} ({cpu}, ядер: {cores}): `{command}`"),
        }
    }

    /// The heads of a bench table's columns, a row a solver.
    pub(super) fn solver_heads(&self) -> [&'static str; 7] {
        match self.lang {
            Lang::En => [
                "solver",
                "solved",
                "CPU s",
                "wall s",
                "CPU ratio",
                "nodes per instance",
                "tables MB",
            ],
            Lang::Ru => [
                "решатель",
                "решено",
                "процессор, с",
                "по часам, с",
                "к первому",
                "узлов на задачу",
                "таблицы, МБ",
            ],
        }
    }

    /// The heads of the columns of a solver's table of instances, beside Korf and Felner's
    /// counts.
    pub(super) fn instance_heads(&self) -> [&'static str; 6] {
        match self.lang {
            Lang::En => [
                "instance",
                "moves",
                "nodes expanded",
                "Korf and Felner's",
                "ratio",
                "CPU s",
            ],
            Lang::Ru => [
                "задача",
                "ходов",
                "раскрыто узлов",
                "у Корфа и Фельнера",
                "отношение",
                "процессор, с",
            ],
        }
    }

    /// Yes or no, as a fact the pages name.
    pub(super) fn yes_no(&self, yes: bool) -> &'static str {
        match yes {
            true => self.lang.pick("yes", "да"),
            false => self.lang.pick("no", "нет"),
        }
    }
}
