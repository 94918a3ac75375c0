//! A certificate's words, in English and in Russian side by side: its claim, and what is
//! refused: a certificate that cannot be made within its limits (a limit reached), a file that
//! cannot be written or read, and a certificate whose files do not bear out its claim.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Bytes, Limit};

use puzzlelab_solvers::search::LimitWords;

use puzzlelab_files::ReadError;

use crate::CertificateError;

/// A limit in Russian words: «достигнут предел памяти 2 МБ».
fn limit_ru(limit: &Limit) -> String {
    LimitWords::new(Lang::Ru).limit(limit)
}

/// «ход» in the genitive after a number: 1 хода, 2 ходов, 5 ходов.
fn moves_of(n: usize) -> &'static str {
    ru_plural(n as u64, "хода", "ходов", "ходов")
}

/// «ход» in the accusative after a number: 1 ход, 2 хода, 5 ходов.
fn moves_in(n: usize) -> &'static str {
    ru_plural(n as u64, "ход", "хода", "ходов")
}

/// Why a certificate was not made (`en`, `ru`): a limit reached, nothing certified.
fn not_certified(en: String, ru: String) -> CertificateError {
    CertificateError::stopped(
        format!("{en}; nothing certified (no manifest written)"),
        format!("{ru}; ничего не заверено (манифест не записан)"),
    )
}

/// The search for a plan stopped by `limit`.
pub(crate) fn plan_stopped(limit: &Limit) -> CertificateError {
    not_certified(
        format!("the search for a plan reached its {limit}"),
        format!("поиск плана прерван: {}", limit_ru(limit)),
    )
}

/// The formula of `moves` moves, larger than `--max-memory`.
pub(crate) fn formula_too_big(moves: usize) -> CertificateError {
    not_certified(
        format!("the formula of {moves} moves would pass --max-memory"),
        format!(
            "формула для {moves} {} превысила бы --max-memory",
            moves_of(moves)
        ),
    )
}

/// The time limit reached while `moves` moves were being refuted.
pub(crate) fn refuting_timed_out(moves: usize) -> CertificateError {
    not_certified(
        format!("time limit reached refuting {moves} moves"),
        format!(
            "достигнут предел времени при опровержении {moves} {}",
            moves_of(moves)
        ),
    )
}

/// A board that cannot reach its goal.
pub(crate) fn unreachable_goal() -> CertificateError {
    CertificateError::refused(
        "the board cannot reach the goal",
        "доска не может дойти до цели",
    )
}

/// A plan whose moves do not satisfy its own formula.
pub(crate) fn plan_unsatisfying() -> CertificateError {
    CertificateError::refused(
        "the plan's moves do not satisfy its formula",
        "ходы плана не выполняют его формулу",
    )
}

/// A limit reached before a certificate was checked, `en` and `ru` saying which.
fn not_verified(en: String, ru: String) -> CertificateError {
    CertificateError::stopped(
        format!("{en}; nothing verified"),
        format!("{ru}; ничего не проверено"),
    )
}

/// A manifest entry that names no file.
pub(crate) fn entry_without_file() -> CertificateError {
    CertificateError::refused(
        "a manifest entry without a file name",
        "запись манифеста без имени файла",
    )
}

/// A manifest entry that names a file outside the certificate's folder.
pub(crate) fn file_outside(name: &str) -> CertificateError {
    CertificateError::refused(
        format!("{name:?}: a certificate's files lie in its folder"),
        format!("«{name}»: файлы сертификата лежат в его папке"),
    )
}

/// The file `name` of `size` bytes, more than the `room` left of the memory limit `max`.
pub(crate) fn file_too_big(name: &str, size: u64, room: u64, max: u64) -> CertificateError {
    let limit = Limit::Memory(max);
    not_verified(
        format!(
            "{limit}: {name} is {}, more than the {} left for it (raise --max-memory)",
            Bytes(size),
            Bytes(room)
        ),
        format!(
            "{}: {name} занимает {}, а для него осталось {} (увеличьте --max-memory)",
            limit_ru(&limit),
            LimitWords::new(Lang::Ru).bytes(Bytes(size)),
            LimitWords::new(Lang::Ru).bytes(Bytes(room))
        ),
    )
}

/// The file `name` of `read` bytes, not the `recorded` its manifest gives.
pub(crate) fn wrong_size(name: &str, read: usize, recorded: u64) -> CertificateError {
    CertificateError::refused(
        format!("{name}: {read} bytes, not the manifest's {recorded} (the file was changed)"),
        format!(
            "{name}: {read} {}, а в манифесте {recorded} (файл изменён)",
            ru_plural(read as u64, "байт", "байта", "байт")
        ),
    )
}

/// The file `name` whose checksum is not its manifest's.
pub(crate) fn wrong_checksum(name: &str) -> CertificateError {
    CertificateError::refused(
        format!("{name}: its SHA-256 is not the manifest's (the file was changed)"),
        format!("{name}: его SHA-256 не совпадает с записанным в манифесте (файл изменён)"),
    )
}

/// The file `name`, not UTF-8 text.
pub(crate) fn not_text(name: &str) -> CertificateError {
    CertificateError::refused(format!("{name} is not text"), format!("{name} — не текст"))
}

/// Checking the formula of `moves` moves would take `bound` bytes, more than `max`.
pub(crate) fn checking_too_big(moves: usize, bound: u64, max: u64) -> CertificateError {
    let limit = Limit::Memory(max);
    not_verified(
        format!(
            "{limit}: checking the formula of {moves} moves would take up to {} (raise --max-memory)",
            Bytes(bound)
        ),
        format!(
            "{}: проверка формулы для {moves} {} заняла бы до {} (увеличьте --max-memory)",
            limit_ru(&limit),
            moves_of(moves),
            LimitWords::new(Lang::Ru).bytes(Bytes(bound))
        ),
    )
}

/// A manifest without its horizons.
pub(crate) fn no_horizons() -> CertificateError {
    CertificateError::refused("no horizons", "в манифесте нет горизонтов")
}

/// A manifest of `count` horizons, more than the node limit `max`.
pub(crate) fn too_many_horizons(count: usize, max: u64) -> CertificateError {
    let limit = Limit::Nodes(max);
    not_verified(
        format!("{limit}: the manifest has {count} horizons (raise --max-nodes)"),
        format!(
            "{}: в манифесте {count} {} (увеличьте --max-nodes)",
            limit_ru(&limit),
            ru_plural(count as u64, "горизонт", "горизонта", "горизонтов")
        ),
    )
}

/// A manifest that is not JSON.
pub(crate) fn manifest_not_json() -> CertificateError {
    CertificateError::refused("manifest.json is not JSON", "manifest.json — не JSON")
}

/// A manifest of another schema than `schema`.
pub(crate) fn wrong_schema(schema: &str) -> CertificateError {
    CertificateError::refused(
        format!("manifest.json is not a {schema} certificate"),
        format!("manifest.json — не сертификат {schema}"),
    )
}

/// The manifest's board, which could not be read.
pub(crate) fn manifest_board() -> CertificateError {
    CertificateError::refused("the manifest's board", "доска в манифесте")
}

/// The manifest's goal, which could not be read.
pub(crate) fn manifest_goal() -> CertificateError {
    CertificateError::refused("the manifest's goal", "цель в манифесте")
}

/// A manifest of another encoding than `encoding`, the one the argument covers.
pub(crate) fn wrong_encoding(encoding: &str) -> CertificateError {
    CertificateError::refused(
        format!("the argument covers the encoding {encoding} only"),
        format!("доказательство годится только для кодировки {encoding}"),
    )
}

/// A horizon that does not say its moves.
pub(crate) fn horizon_without_moves() -> CertificateError {
    CertificateError::refused(
        "a horizon without its moves",
        "у горизонта не указано число ходов",
    )
}

/// A horizon's formula that is not the compact encoding of the board in `moves` moves.
pub(crate) fn not_the_encoding(moves: usize) -> CertificateError {
    CertificateError::refused(
        format!(
            "horizon-{moves}.cnf is not the compact encoding of the board in at most {moves} moves"
        ),
        format!(
            "horizon-{moves}.cnf — не компактная кодировка доски не более чем в {moves} {}",
            moves_in(moves)
        ),
    )
}

/// The time limit reached at `line` of the proof of `moves` moves.
pub(crate) fn proof_timed_out(moves: usize, line: usize) -> CertificateError {
    not_verified(
        format!("time limit reached checking horizon-{moves}.drat at its line {line}"),
        format!("достигнут предел времени при проверке horizon-{moves}.drat на строке {line}"),
    )
}

/// A model's literal that is not a number.
pub(crate) fn literal_not_a_number() -> CertificateError {
    CertificateError::refused(
        "a model literal that is not a number",
        "литерал модели — не число",
    )
}

/// The model of `moves` moves, which falsifies `clause`.
pub(crate) fn model_falsifies(moves: usize, clause: &[i32]) -> CertificateError {
    CertificateError::refused(
        format!("horizon-{moves}.model falsifies the clause {clause:?}"),
        format!("horizon-{moves}.model нарушает дизъюнкт {clause:?}"),
    )
}

/// A model that spells no plan.
pub(crate) fn model_not_a_plan() -> CertificateError {
    CertificateError::refused(
        "the model does not decode to a plan",
        "модель не читается как план",
    )
}

/// A model's plan with an illegal move (the move follows).
pub(crate) fn plan_illegal() -> CertificateError {
    CertificateError::refused(
        "the model's plan makes an illegal move",
        "в плане модели недопустимый ход",
    )
}

/// A model's plan of `moves` moves that does not end at the goal.
pub(crate) fn plan_misses_goal(moves: usize) -> CertificateError {
    CertificateError::refused(
        format!("the model's plan of {moves} moves does not end at the goal"),
        format!(
            "план модели из {moves} {} не приводит к цели",
            moves_of(moves)
        ),
    )
}

/// A horizon of `moves` moves whose verdict is neither.
pub(crate) fn no_verdict(moves: usize) -> CertificateError {
    CertificateError::refused(
        format!("horizon {moves}: a verdict is satisfiable or unsatisfiable"),
        format!("горизонт {moves}: вердикт — satisfiable или unsatisfiable"),
    )
}

/// A certificate that solves no horizon.
pub(crate) fn nothing_solved() -> CertificateError {
    CertificateError::refused(
        "the certificate solves no horizon",
        "сертификат не решает ни одного горизонта",
    )
}

/// Refuted horizons that leave a length below `optimum` open: `needed` would close them.
pub(crate) fn not_covered(refuted: &[usize], optimum: usize, needed: &[usize]) -> CertificateError {
    CertificateError::refused(
        format!(
            "the refuted horizons {refuted:?} do not cover every length below {optimum}: {needed:?} is needed"
        ),
        format!(
            "опровергнутые горизонты {refuted:?} покрывают не все длины меньше {optimum}: нужны {needed:?}"
        ),
    )
}

/// A manifest that claims `claimed`, not the `proved` its checks bear out.
pub(crate) fn wrong_claim(claimed: &serde_json::Value, proved: &str) -> CertificateError {
    let said = claimed.as_str().map_or(claimed.to_string(), String::from);
    CertificateError::refused(
        format!("the manifest claims {claimed:?}; the checks prove {proved:?}"),
        format!("манифест утверждает «{said}», а проверки доказывают «{proved}»"),
    )
}

/// The claim of a certificate that refuted at most `refuted` moves and solved `optimum`, in
/// `lang` (the English is the manifest's).
pub fn claim(lang: Lang, refuted: Option<usize>, optimum: usize) -> String {
    let moves = lang.moves(optimum as u64);
    match (refuted, lang) {
        (Some(r), Lang::En) => format!(
            "no solution of at most {r} moves (refuted by SAT), none of {} (parity): {optimum} moves is optimal",
            r + 1
        ),
        (Some(r), Lang::Ru) => format!(
            "нет решения не больше чем из {r} {} (опровергнуто SAT), нет из {} (чётность): {optimum} {moves} — оптимум",
            LimitWords::new(lang).moves_genitive(r),
            r + 1
        ),
        (None, Lang::En) => format!("{optimum} moves is the Manhattan distance: optimal"),
        (None, Lang::Ru) => format!("{optimum} {moves} — манхэттенское расстояние: оптимум"),
    }
}

/// A certificate's folder that could not be made.
pub(crate) fn cannot_create(dir: &std::path::Path) -> CertificateError {
    let dir = dir.display();
    CertificateError::refused(
        format!("cannot create {dir}"),
        format!("не удалось создать папку {dir}"),
    )
}

/// A file of a certificate that could not be written or replaced.
pub(crate) fn cannot_write(path: &std::path::Path) -> CertificateError {
    let path = path.display();
    CertificateError::refused(
        format!("cannot write {path}"),
        format!("не удалось записать {path}"),
    )
}

/// A file of a certificate that could not be read, and why.
pub(crate) fn cannot_read(name: &str, why: ReadError) -> CertificateError {
    match why {
        ReadError::Folder => CertificateError::Unreadable {
            en: format!("{name} is a folder, not a file of the certificate"),
            ru: format!("{name} — папка, а не файл сертификата"),
        },
        ReadError::NotRegular(_) => CertificateError::Unreadable {
            en: format!("{name} is not a regular file (a device, a pipe or a socket)"),
            ru: format!("{name} — не обычный файл (а устройство, канал или сокет)"),
        },
        ReadError::TooLong { length, max } => {
            let (length, max) = (Bytes(length), Bytes(max));
            let ru = LimitWords::new(Lang::Ru);
            CertificateError::refused(
                format!("cannot read {name}: it is {length}, more than {max}"),
                format!(
                    "не удалось прочитать {name}: в файле {}, это больше {}",
                    ru.bytes(length),
                    ru.bytes(max)
                ),
            )
        }
        ReadError::Io(e) => CertificateError::refused(
            format!("cannot read {name}"),
            format!("не удалось прочитать {name}"),
        )
        .because_io(e),
    }
}

/// A file of a certificate whose text does not read as what it should be (its name, then the
/// reason).
pub(crate) fn wrong_file(name: &str) -> CertificateError {
    CertificateError::refused(name, name)
}

/// The words of a certificate's error in `lang`, where they are this crate's.
pub(crate) fn said(err: &CertificateError, lang: Lang) -> Option<&str> {
    match err {
        CertificateError::Refused { en, ru }
        | CertificateError::Unreadable { en, ru }
        | CertificateError::Stopped { en, ru } => Some(lang.pick(en, ru)),
        CertificateError::File { .. } | CertificateError::Solve(_) => None,
    }
}
