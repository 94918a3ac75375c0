//! The words the command line adds to the errors that reach it, in English and in Russian,
//! the two kinds of such an error ([`Said`], a step of the story; [`Exit`], an error with its
//! own exit code, the codes listed in `exit.rs`), and an error's story told in the reader's
//! language: each step the command line said
//! ([`Said`], an [`Exit`] said in both), the rules can say (a board or a move that could not
//! be read) or the operating system gave for a file (one missing, one not allowed, a full disk)
//! in `--lang`, the others as they are.

use std::fmt;
use std::path::Path;

use puzzlelab_figures::FigureError;

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::play::{explain, illegal};
use puzzlelab_rules::{BoardError, Lang, MoveError, Solvability};

use puzzlelab_solvers::pdb::PdbError;
use puzzlelab_solvers::search::{Bytes, Limit};
use puzzlelab_solvers::solve::SolveError;

/// A step of an error's story said in English and in Russian ("the board could not be
/// read"), with the error that caused it: what the command line adds to the errors of the
/// crates, so that the whole message follows `--lang`.
#[derive(Debug)]
pub struct Said {
    en: String,
    ru: String,
    cause: Option<Cause>,
}

/// What caused a [`Said`]: an error of a library, or one of the command line with its own
/// story (whose steps are then still said in the reader's language).
#[derive(Debug)]
enum Cause {
    /// An error of a library.
    Error(Box<dyn std::error::Error + Send + Sync>),
    /// An error of the command line.
    Story(anyhow::Error),
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
            cause: Some(Cause::Error(cause.into())),
            ..self
        }
    }

    /// The same words, caused by the command line's own error `story`, whose every step still
    /// follows `--lang` (printed after them).
    pub fn after(self, story: anyhow::Error) -> Said {
        Said {
            cause: Some(Cause::Story(story)),
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
        let cause: &(dyn std::error::Error + Send + Sync + 'static) = match self.cause.as_ref()? {
            Cause::Error(err) => err.as_ref(),
            Cause::Story(story) => story.as_ref(),
        };
        Some(cause)
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
        if let Some(figure) = step.downcast_ref::<FigureError>() {
            return figure_in(figure, lang);
        }
        if let Some(board) = step.downcast_ref::<BoardError>() {
            return board.say(lang);
        }
        if let Some(why) = step.downcast_ref::<MoveError>() {
            return illegal(lang, why);
        }
        if let Some(ru) = step.downcast_ref::<std::io::Error>().and_then(io_ru) {
            return ru;
        }
        let pdb = match step.downcast_ref::<SolveError>() {
            Some(SolveError::Pdb(err)) => Some(err),
            _ => step.downcast_ref::<PdbError>(),
        };
        if let Some(ru) = pdb.and_then(pdb_error_ru) {
            return ru;
        }
    }
    step.to_string()
}

/// A figure's error in `lang`: the figures' own words, or those of the library underneath.
fn figure_in(err: &FigureError, lang: Lang) -> String {
    if let Some(said) = err.said(lang) {
        return said;
    }
    match err {
        FigureError::Solve(e) => step_in(e, lang),
        FigureError::Game(e) => step_in(e, lang),
        FigureError::Board(e) => step_in(e, lang),
        FigureError::Move(e) => step_in(e, lang),
        other => other.to_string(),
    }
}

/// A pattern-database error in Russian, where its words are the library's own (a pattern, a
/// partition, a build over its memory limit, databases not built yet); `None` for a file's
/// own complaint, which stays as it is.
pub(crate) fn pdb_error_ru(err: &PdbError) -> Option<String> {
    Some(match err {
        PdbError::PatternSize(n) => format!("в шаблоне от 1 до 8 плиток, а не {n}"),
        PdbError::PatternTile { tile, cells } => format!(
            "плитка {tile} не может входить в шаблон доски из {cells} {} (это пустая клетка, она вне доски или повторяется)",
            ru_plural(*cells as u64, "клетки", "клеток", "клеток")
        ),
        PdbError::NotAPartition => {
            "шаблоны должны делить плитки ровно по одному разу и вести к одной цели".to_string()
        }
        PdbError::UnknownPartition { name, size, known } => {
            format!("нет разбиения «{name}» для доски {size} (известны: {known})")
        }
        PdbError::NotBuilt { partition, dir } => format!(
            "базы {partition} в {} ещё не построены (это долго и делается отдельно: `puzzlelab pdb build {partition}`)",
            dir.display()
        ),
        PdbError::TooBig {
            max_memory,
            tiles,
            bytes,
        } => format!(
            "{}: построение базы плиток {tiles:?} заняло бы {} (увеличьте --max-memory)",
            crate::limits::messages::Messages::new(Lang::Ru).limit(&Limit::Memory(*max_memory)),
            bytes_ru(Bytes(*bytes))
        ),
        PdbError::Io { .. } | PdbError::BadFile { .. } => return None,
    })
}

/// A size in bytes as Russian writes it: «1,5 МБ», «512 Б».
pub(crate) fn bytes_ru(bytes: Bytes) -> String {
    puzzlelab_solvers::search::LimitWords::new(Lang::Ru).bytes(bytes)
}

/// The words of the file `path` that could not be written.
pub(crate) fn cannot_write(path: &Path) -> Said {
    let path = path.display();
    Said::new(
        format!("cannot write {path}"),
        format!("не удалось записать {path}"),
    )
}

/// The words of the folder `dir` that could not be made.
pub(crate) fn cannot_create(dir: &Path) -> Said {
    let dir = dir.display();
    Said::new(
        format!("cannot create {dir}"),
        format!("не удалось создать папку {dir}"),
    )
}

/// The words of the file `path` that could not be removed.
pub(crate) fn cannot_remove(path: &Path) -> Said {
    let path = path.display();
    Said::new(
        format!("cannot remove {path}"),
        format!("не удалось удалить {path}"),
    )
}

/// The operating system's reason `err` in Russian, where it is one of the common ones (a
/// file missing, no permission, a full disk), with its number; `None` for any other.
fn io_ru(err: &std::io::Error) -> Option<String> {
    use std::io::ErrorKind;
    let code = err.raw_os_error()?;
    let words = match err.kind() {
        ErrorKind::NotFound => "нет такого файла или папки",
        ErrorKind::PermissionDenied => "доступ запрещён",
        ErrorKind::AlreadyExists => "файл уже существует",
        ErrorKind::IsADirectory => "это папка",
        ErrorKind::NotADirectory => "это не папка",
        ErrorKind::ReadOnlyFilesystem => "файловая система только для чтения",
        ErrorKind::StorageFull => "на диске нет места",
        ErrorKind::DirectoryNotEmpty => "папка не пуста",
        ErrorKind::FileTooLarge => "файл слишком велик",
        _ => return None,
    };
    Some(format!("{words} (ошибка ОС {code})"))
}

/// An error that carries its own exit code; any other error exits with [`BAD_INPUT`].
#[derive(Debug)]
pub struct Exit {
    /// The process's exit code.
    pub code: u8,
    /// The message printed on stderr (empty: print nothing).
    pub message: String,
    /// The same message in Russian, where the command line says it in both languages.
    pub(crate) russian: Option<String>,
}

/// A game given up, lost, or ended by end of input.
pub const GAVE_UP: u8 = 1;
/// Bad input of any kind.
pub const BAD_INPUT: u8 = 2;
/// A node, time or memory limit reached.
pub const LIMIT: u8 = 3;

impl Exit {
    /// An exit with `code` and `message`.
    pub fn new(code: u8, message: impl Into<String>) -> Exit {
        Exit {
            code,
            message: message.into(),
            russian: None,
        }
    }

    /// An exit with `code` and a message in English and in Russian: [`report`] prints the
    /// one of the reader's language.
    pub fn said(code: u8, en: impl Into<String>, ru: impl Into<String>) -> Exit {
        Exit {
            code,
            message: en.into(),
            russian: Some(ru.into()),
        }
    }
}

impl fmt::Display for Exit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Exit {}
