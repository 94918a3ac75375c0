//! What the `sat` commands refuse, in English and in Russian side by side: a solver's answer
//! that does not fit its formula, and a certificate its checks refused. (A certificate's own
//! refusals are `puzzlelab-certificate`'s.)

use puzzlelab_rules::lang::ru_plural;

use puzzlelab_certificate::CertificateError;

use crate::exit::{Exit, BAD_INPUT, GAVE_UP, LIMIT};
use crate::messages::Said;

/// «ход» in the genitive after a number: 1 хода, 2 ходов, 5 ходов.
fn moves_of(n: usize) -> &'static str {
    ru_plural(n as u64, "хода", "ходов", "ходов")
}

/// No horizon up to `most` moves whose formula has `vars` variables.
pub(crate) fn no_horizon_of(most: usize, vars: usize) -> Said {
    Said::new(
        format!("no horizon up to {most} moves has {vars} variables: give --horizon"),
        format!(
            "ни у одного горизонта до {most} {} нет {vars} {}: укажите --horizon",
            moves_of(most),
            ru_plural(vars as u64, "переменной", "переменных", "переменных")
        ),
    )
}

/// An assignment that does not satisfy the `encoding` formula of `moves` moves.
pub(crate) fn assignment_unsatisfying(encoding: &str, moves: usize) -> Said {
    Said::new(
        format!("the assignment does not satisfy the {encoding} formula of {moves} moves"),
        format!(
            "присваивание не выполняет формулу {encoding} для {moves} {}",
            moves_of(moves)
        ),
    )
}

/// The solver's answer in `path`, which could not be read (why follows).
pub(crate) fn answer_unreadable(path: &std::path::Path) -> Said {
    let path = path.display();
    Said::new(
        format!("cannot read {path}"),
        format!("не удалось прочитать {path}"),
    )
}

/// A certificate refused by its checks (`why`), with the exit code of a game lost; a limit
/// reached with its own (3).
pub(crate) fn certificate_refused(why: CertificateError) -> anyhow::Error {
    match why {
        CertificateError::Refused { en, ru } => Exit::said(
            GAVE_UP,
            format!("certificate refused: {en}"),
            format!("сертификат отвергнут: {ru}"),
        )
        .into(),
        other => certificate_error(other),
    }
}

/// A certificate's error as the command line says it: its words with the exit code of bad
/// input, or of a limit reached; the solvers' refusal as the solvers say it.
pub(crate) fn certificate_error(err: CertificateError) -> anyhow::Error {
    match err {
        CertificateError::Refused { en, ru } => Exit::said(BAD_INPUT, en, ru).into(),
        CertificateError::Unreadable { en, ru } => Exit::said(BAD_INPUT, en, ru).into(),
        CertificateError::File { en, ru, source } => Said::new(en, ru).because(source).into(),
        CertificateError::Stopped { en, ru } => Exit::said(LIMIT, en, ru).into(),
        CertificateError::Solve(e) => e.into(),
    }
}
