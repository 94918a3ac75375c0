//! What making or checking a certificate can fail with: its words in both languages, a limit
//! reached or a refusal, each with its cause said after it; or the solvers' refusal of a job.

use puzzlelab_rules::Lang;
use puzzlelab_solvers::solve::SolveError;

/// Why a certificate was not made or not accepted.
#[derive(Debug, thiserror::Error)]
pub enum CertificateError {
    /// Refused: a file that cannot be written or read, a certificate its files do not bear
    /// out, a solver's failure.
    #[error("{en}")]
    Refused {
        /// The words in English.
        en: String,
        /// The words in Russian.
        ru: String,
    },
    /// A file that is not one a certificate can be read from (a folder, a device, a named
    /// pipe, a socket): bad input.
    #[error("{en}")]
    Unreadable {
        /// The words in English.
        en: String,
        /// The words in Russian.
        ru: String,
    },
    /// A file or folder the operating system refused to write, make or read.
    #[error("{en}: {source}")]
    File {
        /// The words in English.
        en: String,
        /// The words in Russian.
        ru: String,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// A limit reached before the certificate was made or checked.
    #[error("{en}")]
    Stopped {
        /// The words in English.
        en: String,
        /// The words in Russian.
        ru: String,
    },
    /// The solvers refused the search for a plan.
    #[error(transparent)]
    Solve(#[from] SolveError),
}

impl CertificateError {
    /// A refusal in both languages.
    pub(crate) fn refused(en: impl Into<String>, ru: impl Into<String>) -> CertificateError {
        CertificateError::Refused {
            en: en.into(),
            ru: ru.into(),
        }
    }

    /// A limit reached, in both languages.
    pub(crate) fn stopped(en: impl Into<String>, ru: impl Into<String>) -> CertificateError {
        CertificateError::Stopped {
            en: en.into(),
            ru: ru.into(),
        }
    }

    /// A failure of the SAT backend or of writing a formula, said as it is.
    pub(crate) fn solver(e: impl std::fmt::Display) -> CertificateError {
        let said = e.to_string();
        CertificateError::refused(said.clone(), said)
    }

    /// The same words, the operating system's `source` their reason.
    pub(crate) fn because_io(self, source: std::io::Error) -> CertificateError {
        match self {
            CertificateError::Refused { en, ru } => CertificateError::File { en, ru, source },
            other => other,
        }
    }

    /// The same words with `cause` said after them.
    pub(crate) fn because(self, cause: impl std::fmt::Display) -> CertificateError {
        match self {
            CertificateError::Refused { en, ru } => CertificateError::Refused {
                en: format!("{en}: {cause}"),
                ru: format!("{ru}: {cause}"),
            },
            CertificateError::Stopped { en, ru } => CertificateError::Stopped {
                en: format!("{en}: {cause}"),
                ru: format!("{ru}: {cause}"),
            },
            other => other,
        }
    }

    /// Whether a limit stopped it (the command line's exit code 3).
    pub fn is_limit(&self) -> bool {
        matches!(self, CertificateError::Stopped { .. })
    }

    /// Its words in `lang`; `None` for the solvers' refusal, said as the solvers say it.
    pub fn said(&self, lang: Lang) -> Option<&str> {
        crate::messages::said(self, lang)
    }
}
