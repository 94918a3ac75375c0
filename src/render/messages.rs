//! The words of `render`'s own refusals, in English and in Russian: moves given with `--moves`
//! that do not read. The pictures' words and refusals are `puzzlelab-figures`'.

/// The words of the moves `text` that could not be read.
pub(crate) fn moves_unreadable(text: &str) -> crate::messages::Said {
    crate::messages::Said::new(
        format!("the moves {text:?} could not be read"),
        format!("ходы «{text}» не удалось прочитать"),
    )
}
