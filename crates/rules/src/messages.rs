//! The rules' shared words, in English and in Russian side by side: the four directions, and
//! why a game stopped asking. Each game's own words are in `play/messages.rs` and
//! `bachet/messages.rs`.

use crate::direction::Direction;
use crate::lang::Lang;
use crate::line::MAX_BAD_ANSWERS;

/// The rules' shared words in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The lower-case word for the way a tile slides: `up`, `вверх`, ...
    pub(crate) fn direction(&self, direction: Direction) -> &'static str {
        match (self.lang, direction) {
            (Lang::En, Direction::Up) => "up",
            (Lang::En, Direction::Down) => "down",
            (Lang::En, Direction::Left) => "left",
            (Lang::En, Direction::Right) => "right",
            (Lang::Ru, Direction::Up) => "вверх",
            (Lang::Ru, Direction::Down) => "вниз",
            (Lang::Ru, Direction::Left) => "влево",
            (Lang::Ru, Direction::Right) => "вправо",
        }
    }

    /// Why a game stopped after [`MAX_BAD_ANSWERS`] refused answers in a row.
    pub(crate) fn too_many_bad_answers(&self) -> String {
        match self.lang {
            Lang::En => format!(
                "{MAX_BAD_ANSWERS} wrong answers in a row: the input does not answer the questions, so the game is stopped"
            ),
            Lang::Ru => format!(
                "{MAX_BAD_ANSWERS} неверных ответов подряд: ввод не отвечает на вопросы, игра прервана"
            ),
        }
    }
}
