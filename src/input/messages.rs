//! The words of a text that could not be read, in English and Russian side by side: a file or
//! standard input unreadable, not UTF-8, a folder or a device given for a file, a text too
//! long for what it was read as.

use puzzlelab_solvers::search::Bytes;

use super::{Source, What};
use crate::messages::{bytes_ru, Exit, Said};

/// The words of a text that could not be read as `what` from `source`.
pub(crate) fn cannot_read(what: What<'_>, source: Source<'_>) -> Said {
    match source {
        Source::Stdin => Said::new(
            format!("cannot read {} from standard input", what.en),
            format!("не удалось прочитать {} из стандартного ввода", what.ru),
        ),
        Source::File(path) => {
            let path = path.display();
            Said::new(
                format!("cannot read {} from {path}", what.en),
                format!("не удалось прочитать {} из {path}", what.ru),
            )
        }
    }
}

/// The words of bytes that are not UTF-8 text, the first bad one at offset `at`.
pub(crate) fn not_utf8(at: usize) -> Said {
    Said::new(
        format!("not UTF-8 text (a bad byte at offset {at})"),
        format!("это не текст в UTF-8 (неверный байт по смещению {at})"),
    )
}

/// The refusal of the folder `name` given for `what`.
pub(crate) fn a_folder(name: &str, what: What<'_>, code: u8) -> Exit {
    Exit::said(
        code,
        format!("{name} is a folder, not {}", what.en),
        format!("{name} — папка, из неё не прочитать {}", what.ru),
    )
}

/// The refusal of `name`, a device, a pipe or a socket, given for `what`.
pub(crate) fn not_a_regular_file(name: &str, what: What<'_>, code: u8) -> Exit {
    Exit::said(
        code,
        format!(
            "{name} is not a regular file (a device, a pipe or a socket), so not {}: give a file, or - for standard input",
            what.en
        ),
        format!(
            "{name} — не обычный файл (а устройство, канал или сокет), из него не прочитать {}: укажите файл или - для стандартного ввода",
            what.ru
        ),
    )
}

/// The words of a text longer than `max`, too long for `what`.
pub(crate) fn too_much(max: Bytes, what: What<'_>) -> Said {
    Said::new(
        format!("more than {max}: too much for {}", what.en),
        format!("больше {}: слишком много для {}", bytes_ru(max), what.ru_of),
    )
}

/// The words of a file of `length` bytes, longer than `max`, too long for `what`.
pub(crate) fn longer_than(length: Bytes, max: Bytes, what: What<'_>) -> Said {
    Said::new(
        format!("it is {length}, more than {max}: too much for {}", what.en),
        format!(
            "в файле {}, это больше {}: слишком много для {}",
            bytes_ru(length),
            bytes_ru(max),
            what.ru_of
        ),
    )
}
