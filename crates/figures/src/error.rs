//! What drawing a figure can fail with: words of this crate in both languages (bad input, or a
//! search stopped by a limit), or an error of a library underneath, kept whole so that a front
//! end says it as it says that library's errors anywhere else.

use puzzlelab_render::RenderError;
use puzzlelab_rules::{BoardError, Lang, MoveError};
use puzzlelab_solvers::game::Stopped;
use puzzlelab_solvers::solve::SolveError;

/// Why a figure was not drawn.
#[derive(Debug, thiserror::Error)]
pub enum FigureError {
    /// The request cannot be drawn as asked: bad input, said in English and in Russian.
    #[error("{en}")]
    Refused {
        /// The words in English.
        en: String,
        /// The words in Russian.
        ru: String,
    },
    /// A search the figure needed, or its frames, stopped by a limit.
    #[error("{en}")]
    Stopped {
        /// The words in English.
        en: String,
        /// The words in Russian.
        ru: String,
    },
    /// The renderer refused or failed.
    #[error(transparent)]
    Render(#[from] RenderError),
    /// A solver refused the job.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// The game solver behind one of Bachet's pictures passed its limits.
    #[error(transparent)]
    Game(#[from] Stopped),
    /// A board that is not one.
    #[error(transparent)]
    Board(#[from] BoardError),
    /// A move the board does not allow.
    #[error(transparent)]
    Move(#[from] MoveError),
}

impl FigureError {
    /// Bad input, in both languages.
    pub(crate) fn refused(en: impl Into<String>, ru: impl Into<String>) -> FigureError {
        FigureError::Refused {
            en: en.into(),
            ru: ru.into(),
        }
    }

    /// Whether a limit stopped the figure (the command line's exit code 3), not bad input.
    pub fn is_limit(&self) -> bool {
        matches!(self, FigureError::Stopped { .. } | FigureError::Game(_))
    }

    /// The words of this error in `lang` where this crate has them (its own refusals and
    /// stops, the renderer's refusals); `None` for an error of a library underneath, which a
    /// front end says as it says that library's errors, and for a failure to write a file.
    pub fn said(&self, lang: Lang) -> Option<String> {
        crate::messages::said(self, lang)
    }
}
