//! What the `sat` commands refuse, in English and in Russian side by side: a certificate that
//! cannot be made within its limits, a certificate whose files do not bear out its claim, and
//! a solver's answer that does not fit its formula. Each is a [`Said`] (exit 2) or an [`Exit`]
//! (a limit reached, exit 3) that the command line prints in the reader's language.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::search::{Bytes, Limit};

use crate::exit::{Exit, GAVE_UP, LIMIT};
use crate::limits::messages::Messages as Stopped;
use crate::messages::{bytes_ru, Said};

/// A limit in Russian words: «достигнут предел памяти 2 МБ».
fn limit_ru(limit: &Limit) -> String {
    Stopped::new(Lang::Ru).limit(limit)
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
pub(crate) fn not_certified(en: String, ru: String) -> Exit {
    Exit::said(
        LIMIT,
        format!("{en}; nothing certified (no manifest written)"),
        format!("{ru}; ничего не заверено (манифест не записан)"),
    )
}

/// The search for a plan stopped by `limit`.
pub(crate) fn plan_stopped(limit: &Limit) -> Exit {
    not_certified(
        format!("the search for a plan reached its {limit}"),
        format!("поиск плана прерван: {}", limit_ru(limit)),
    )
}

/// The formula of `moves` moves, larger than `--max-memory`.
pub(crate) fn formula_too_big(moves: usize) -> Exit {
    not_certified(
        format!("the formula of {moves} moves would pass --max-memory"),
        format!(
            "формула для {moves} {} превысила бы --max-memory",
            moves_of(moves)
        ),
    )
}

/// The time limit reached while `moves` moves were being refuted.
pub(crate) fn refuting_timed_out(moves: usize) -> Exit {
    not_certified(
        format!("time limit reached refuting {moves} moves"),
        format!(
            "достигнут предел времени при опровержении {moves} {}",
            moves_of(moves)
        ),
    )
}

/// A board that cannot reach its goal.
pub(crate) fn unreachable_goal() -> Said {
    Said::new(
        "the board cannot reach the goal",
        "доска не может дойти до цели",
    )
}

/// A plan whose moves do not satisfy its own formula.
pub(crate) fn plan_unsatisfying() -> Said {
    Said::new(
        "the plan's moves do not satisfy its formula",
        "ходы плана не выполняют его формулу",
    )
}

/// A limit reached before a certificate was checked, `en` and `ru` saying which.
fn not_verified(en: String, ru: String) -> Exit {
    Exit::said(
        LIMIT,
        format!("{en}; nothing verified"),
        format!("{ru}; ничего не проверено"),
    )
}

/// A manifest entry that names no file.
pub(crate) fn entry_without_file() -> Said {
    Said::new(
        "a manifest entry without a file name",
        "запись манифеста без имени файла",
    )
}

/// A manifest entry that names a file outside the certificate's folder.
pub(crate) fn file_outside(name: &str) -> Said {
    Said::new(
        format!("{name:?}: a certificate's files lie in its folder"),
        format!("«{name}»: файлы сертификата лежат в его папке"),
    )
}

/// The file `name` of `size` bytes, more than the `room` left of the memory limit `max`.
pub(crate) fn file_too_big(name: &str, size: u64, room: u64, max: u64) -> Exit {
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
            bytes_ru(Bytes(size)),
            bytes_ru(Bytes(room))
        ),
    )
}

/// The file `name` of `read` bytes, not the `recorded` its manifest gives.
pub(crate) fn wrong_size(name: &str, read: usize, recorded: u64) -> Said {
    Said::new(
        format!("{name}: {read} bytes, not the manifest's {recorded} (the file was changed)"),
        format!(
            "{name}: {read} {}, а в манифесте {recorded} (файл изменён)",
            ru_plural(read as u64, "байт", "байта", "байт")
        ),
    )
}

/// The file `name` whose checksum is not its manifest's.
pub(crate) fn wrong_checksum(name: &str) -> Said {
    Said::new(
        format!("{name}: its SHA-256 is not the manifest's (the file was changed)"),
        format!("{name}: его SHA-256 не совпадает с записанным в манифесте (файл изменён)"),
    )
}

/// The file `name`, not UTF-8 text.
pub(crate) fn not_text(name: &str) -> Said {
    Said::new(format!("{name} is not text"), format!("{name} — не текст"))
}

/// Checking the formula of `moves` moves would take `bound` bytes, more than `max`.
pub(crate) fn checking_too_big(moves: usize, bound: u64, max: u64) -> Exit {
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
            bytes_ru(Bytes(bound))
        ),
    )
}

/// A manifest without its horizons.
pub(crate) fn no_horizons() -> Said {
    Said::new("no horizons", "в манифесте нет горизонтов")
}

/// A manifest of `count` horizons, more than the node limit `max`.
pub(crate) fn too_many_horizons(count: usize, max: u64) -> Exit {
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
pub(crate) fn manifest_not_json() -> Said {
    Said::new("manifest.json is not JSON", "manifest.json — не JSON")
}

/// A manifest of another schema than `schema`.
pub(crate) fn wrong_schema(schema: &str) -> Said {
    Said::new(
        format!("manifest.json is not a {schema} certificate"),
        format!("manifest.json — не сертификат {schema}"),
    )
}

/// The manifest's board, which could not be read.
pub(crate) fn manifest_board() -> Said {
    Said::new("the manifest's board", "доска в манифесте")
}

/// The manifest's goal, which could not be read.
pub(crate) fn manifest_goal() -> Said {
    Said::new("the manifest's goal", "цель в манифесте")
}

/// A manifest of another encoding than `encoding`, the one the argument covers.
pub(crate) fn wrong_encoding(encoding: &str) -> Said {
    Said::new(
        format!("the argument covers the encoding {encoding} only"),
        format!("доказательство годится только для кодировки {encoding}"),
    )
}

/// A horizon that does not say its moves.
pub(crate) fn horizon_without_moves() -> Said {
    Said::new(
        "a horizon without its moves",
        "у горизонта не указано число ходов",
    )
}

/// A horizon's formula that is not the compact encoding of the board in `moves` moves.
pub(crate) fn not_the_encoding(moves: usize) -> Said {
    Said::new(
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
pub(crate) fn proof_timed_out(moves: usize, line: usize) -> Exit {
    not_verified(
        format!("time limit reached checking horizon-{moves}.drat at its line {line}"),
        format!("достигнут предел времени при проверке horizon-{moves}.drat на строке {line}"),
    )
}

/// A model's literal that is not a number.
pub(crate) fn literal_not_a_number() -> Said {
    Said::new(
        "a model literal that is not a number",
        "литерал модели — не число",
    )
}

/// The model of `moves` moves, which falsifies `clause`.
pub(crate) fn model_falsifies(moves: usize, clause: &[i32]) -> Said {
    Said::new(
        format!("horizon-{moves}.model falsifies the clause {clause:?}"),
        format!("horizon-{moves}.model нарушает дизъюнкт {clause:?}"),
    )
}

/// A model that spells no plan.
pub(crate) fn model_not_a_plan() -> Said {
    Said::new(
        "the model does not decode to a plan",
        "модель не читается как план",
    )
}

/// A model's plan with an illegal move (the move follows).
pub(crate) fn plan_illegal() -> Said {
    Said::new(
        "the model's plan makes an illegal move",
        "в плане модели недопустимый ход",
    )
}

/// A model's plan of `moves` moves that does not end at the goal.
pub(crate) fn plan_misses_goal(moves: usize) -> Said {
    Said::new(
        format!("the model's plan of {moves} moves does not end at the goal"),
        format!(
            "план модели из {moves} {} не приводит к цели",
            moves_of(moves)
        ),
    )
}

/// A horizon of `moves` moves whose verdict is neither.
pub(crate) fn no_verdict(moves: usize) -> Said {
    Said::new(
        format!("horizon {moves}: a verdict is satisfiable or unsatisfiable"),
        format!("горизонт {moves}: вердикт — satisfiable или unsatisfiable"),
    )
}

/// A certificate that solves no horizon.
pub(crate) fn nothing_solved() -> Said {
    Said::new(
        "the certificate solves no horizon",
        "сертификат не решает ни одного горизонта",
    )
}

/// Refuted horizons that leave a length below `optimum` open: `needed` would close them.
pub(crate) fn not_covered(refuted: &[usize], optimum: usize, needed: &[usize]) -> Said {
    Said::new(
        format!(
            "the refuted horizons {refuted:?} do not cover every length below {optimum}: {needed:?} is needed"
        ),
        format!(
            "опровергнутые горизонты {refuted:?} покрывают не все длины меньше {optimum}: нужны {needed:?}"
        ),
    )
}

/// A manifest that claims `claimed`, not the `proved` its checks bear out.
pub(crate) fn wrong_claim(claimed: &serde_json::Value, proved: &str) -> Said {
    let said = claimed.as_str().map_or(claimed.to_string(), String::from);
    Said::new(
        format!("the manifest claims {claimed:?}; the checks prove {proved:?}"),
        format!("манифест утверждает «{said}», а проверки доказывают «{proved}»"),
    )
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

/// A certificate refused by its checks (`why`), with the exit code of a game lost.
pub(crate) fn certificate_refused(why: &anyhow::Error) -> Exit {
    Exit::said(
        GAVE_UP,
        format!("certificate refused: {}", crate::exit::message_of(why)),
        format!(
            "сертификат отвергнут: {}",
            crate::exit::message_in(why, Lang::Ru)
        ),
    )
}
