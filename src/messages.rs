//! The words the command line adds to the errors that reach it, in English and in Russian,
//! and an error's story told in the reader's language: each step the command line said
//! ([`Said`], an [`Exit`] said in both) or the rules can say (a board or a move that could not
//! be read) in `--lang`, the others as they are.

use std::fmt;

use puzzlelab_rules::play::{explain, illegal};
use puzzlelab_rules::{BoardError, Lang, MoveError, Solvability};

use crate::exit::Exit;

/// A step of an error's story said in English and in Russian ("the board could not be
/// read"), with the error that caused it: what the command line adds to the errors of the
/// crates, so that the whole message follows `--lang`.
#[derive(Debug)]
pub struct Said {
    en: String,
    ru: String,
    cause: Option<Box<dyn std::error::Error + Send + Sync>>,
}

impl Said {
    /// The words in both languages.
    pub fn new(en: impl Into<String>, ru: impl Into<String>) -> Said {
        Said {
            en: en.into(),
            ru: ru.into(),
            cause: None,
        }
    }

    /// The same words, caused by `cause` (printed after them).
    pub fn because(self, cause: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> Said {
        Said {
            cause: Some(cause.into()),
            ..self
        }
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

impl std::error::Error for Said {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.cause
            .as_deref()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

/// The words of a board that could not be read.
pub(crate) fn board_unreadable() -> Said {
    Said::new("the board could not be read", "доску не удалось прочитать")
}

/// The words of a board read from the file `path` that could not be read.
pub(crate) fn board_file_unreadable(path: &str) -> Said {
    Said::new(
        format!("the board in {path} could not be read"),
        format!("доску в {path} не удалось прочитать"),
    )
}

/// The words of an argument that looks like a path but names no file and is no board.
pub(crate) fn neither_file_nor_board(arg: &str) -> Said {
    Said::new(
        format!("'{arg}' is neither a file nor a board"),
        format!("«{arg}» — ни файл, ни доска"),
    )
}

/// The words of moves that could not be read.
pub(crate) fn moves_unreadable() -> Said {
    Said::new("the moves could not be read", "ходы не удалось прочитать")
}

/// A board the parity rule keeps from its goal, with the rule's verdict.
pub(crate) fn cannot_reach_goal(code: u8, verdict: &Solvability) -> Exit {
    Exit::said(
        code,
        format!("the board cannot reach the goal: {verdict}"),
        format!(
            "доска не может дойти до цели: {}",
            explain(Lang::Ru, verdict)
        ),
    )
}

/// One step of an error's story in `lang`.
pub(crate) fn step_in(step: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    if lang == Lang::Ru {
        if let Some(Exit {
            russian: Some(ru), ..
        }) = step.downcast_ref::<Exit>()
        {
            return ru.clone();
        }
        if let Some(said) = step.downcast_ref::<Said>() {
            return said.ru.clone();
        }
        if let Some(board) = step.downcast_ref::<BoardError>() {
            return board.say(lang);
        }
        if let Some(why) = step.downcast_ref::<MoveError>() {
            return illegal(lang, why);
        }
    }
    step.to_string()
}
