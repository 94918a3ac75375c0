//! Every sentence of Bachet's questions, the English and the Russian side by side. The Russian
//! keeps the lesson's own words: «предметов», «при правильной игре», «Осталось N предметов»,
//! `P = (N-1) mod 4`, «таблица перехода из одного класса в другой».

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;

use super::rules::{Pattern, Rules};

/// "1 object", "5 objects"; "1 предмет", "5 предметов".
fn objects(lang: Lang, n: u64) -> String {
    match lang {
        Lang::En => format!("{n} {}", if n == 1 { "object" } else { "objects" }),
        Lang::Ru => format!("{n} {}", ru_plural(n, "предмет", "предмета", "предметов")),
    }
}

/// "up to 5 objects" after «до»: «до 1 предмета», «до 5 предметов».
fn ru_up_to(n: u64) -> String {
    format!(
        "до {n} {}",
        ru_plural(n, "предмета", "предметов", "предметов")
    )
}

/// Numbers by commas: `1, 5, 9`.
fn commas(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Numbers by commas, the last after "or": `1, 3 or 4`; `1, 3 или 4`.
fn either(lang: Lang, numbers: &[u64]) -> String {
    let or = match lang {
        Lang::En => "or",
        Lang::Ru => "или",
    };
    match numbers.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} {or} {last}", commas(rest)),
        None => String::new(),
    }
}

/// The word for an empty answer: "none", «нет».
pub fn none(lang: Lang) -> String {
    match lang {
        Lang::En => "none".into(),
        Lang::Ru => "нет".into(),
    }
}

/// A set of numbers as an answer: `1 4`, or the word for none.
pub fn answer(lang: Lang, canonical: &str) -> String {
    if canonical.is_empty() {
        none(lang)
    } else {
        canonical.to_string()
    }
}

/// The rules in one sentence.
pub fn rules(lang: Lang, rules: &Rules) -> String {
    let takes = rules.takes();
    let k = rules.largest_take();
    match lang {
        Lang::En => {
            let takes = if rules.one_to_k() && k > 2 {
                format!("1 to {k}")
            } else {
                either(lang, &takes)
            };
            let end = match rules {
                Rules::Bachet(r) if r.misere => "whoever takes the last object loses",
                Rules::Bachet(_) => "whoever takes the last object wins",
                Rules::Takes(_) => "a player who cannot move loses",
            };
            format!("Two players take turns; a move takes {takes} objects, and {end}.")
        }
        Lang::Ru => {
            let takes = if rules.one_to_k() && k > 2 {
                format!("от 1 {}", ru_up_to(k))
            } else {
                let noun = ru_plural(k, "предмет", "предмета", "предметов");
                format!("{} {noun}", either(lang, &takes))
            };
            let end = match rules {
                Rules::Bachet(r) if r.misere => {
                    "а кому придётся взять последний предмет, тот проиграл"
                }
                Rules::Bachet(_) => "а кто возьмёт последний предмет, тот выиграл",
                Rules::Takes(_) => "а кто не может сделать ход, тот проиграл",
            };
            format!("Двое ходят по очереди; за ход можно взять {takes}, {end}.")
        }
    }
}

/// The winning-take question: the pile, the rules, and what to give.
pub fn winning_take_question(lang: Lang, rules_said: &str, pile: u64) -> String {
    match lang {
        Lang::En => format!(
            "A pile of {}. {rules_said} Which takes win for the player to move, that is, leave \
             the opponent a pile that is lost for them against correct play? Give every \
             winning take (none if the pile is lost).",
            objects(lang, pile)
        ),
        Lang::Ru => format!(
            "В кучке {}. {rules_said} Какие ходы выигрывают для того, чей ход, то есть \
             оставляют сопернику кучку, проигрышную для него при правильной игре? Назовите \
             все выигрышные ходы — сколько взять (если кучка проигрышная — «нет»).",
            objects(lang, pile)
        ),
    }
}

/// The losing-piles question: the rules, and the piles to judge.
pub fn losing_piles_question(lang: Lang, rules_said: &str, up_to: u64) -> String {
    match lang {
        Lang::En => format!(
            "{rules_said} Which piles from 1 to {} are lost for the player to move against \
             correct play? Give them all (none if there are none).",
            objects(lang, up_to)
        ),
        Lang::Ru => format!(
            "{rules_said} Какие кучки от 1 {} проигрышны для того, чей ход, при правильной \
             игре соперника? Назовите их все (если таких нет — «нет»).",
            ru_up_to(up_to)
        ),
    }
}

/// The Grundy question: the game, the pile, and what a value is.
pub fn grundy_question(lang: Lang, rules_said: &str, pile: u64) -> String {
    match lang {
        Lang::En => format!(
            "A subtraction game. {rules_said} What is the Sprague-Grundy value of a pile of {}? \
             (A pile's value is the mex, the least whole number not among the values of the \
             piles one move away.)",
            objects(lang, pile)
        ),
        Lang::Ru => format!(
            "Игра вычитания. {rules_said} Чему равно значение Шпрага — Гранди кучки из {} \
             {}? (Значение кучки — mex, наименьшее целое неотрицательное число, которого нет \
             среди значений кучек, получаемых из неё за один ход.)",
            pile,
            ru_plural(pile, "предмета", "предметов", "предметов")
        ),
    }
}

/// The lesson's classes for Bachet's rules: which class is lost, and why.
pub fn classes(lang: Lang, rules: &BachetRules) -> String {
    let (k, p) = (rules.max_take, rules.period());
    match (lang, rules.misere) {
        (Lang::En, true) => format!(
            "Under these rules a pile is lost for the player to move exactly when its class, \
             N mod {p}, is 1 (the lesson's form {p}m + 1): from that class every take of 1 to {k} \
             leads to another class, and from any other class one take leads back to it."
        ),
        (Lang::En, false) => format!(
            "Under these rules a pile is lost for the player to move exactly when its class, \
             N mod {p}, is 0 (a multiple of {p}): from that class every take of 1 to {k} leads \
             to another class, and from any other class one take leads back to it."
        ),
        (Lang::Ru, true) => format!(
            "При этих правилах кучка проигрышна для того, чей ход, ровно когда её класс, \
             N mod {p}, равен 1 (как в уроке: {p}m + 1): из этого класса любой ход от 1 до {k} \
             ведёт в другой класс, а из любого другого класса один ход ведёт обратно в него."
        ),
        (Lang::Ru, false) => format!(
            "При этих правилах кучка проигрышна для того, чей ход, ровно когда её класс, \
             N mod {p}, равен 0 (N кратно {p}): из этого класса любой ход от 1 до {k} ведёт в \
             другой класс, а из любого другого класса один ход ведёт обратно в него."
        ),
    }
}

/// The lost piles up to `up_to` (`lost`), listed.
pub fn lost_up_to(lang: Lang, up_to: u64, lost: &[u64]) -> String {
    let listed = if lost.is_empty() {
        none(lang)
    } else {
        commas(lost)
    };
    match lang {
        Lang::En => format!("Up to {up_to} the lost piles are {listed}."),
        Lang::Ru => format!("До {up_to} проигрышные кучки: {listed}."),
    }
}

/// The lesson's table of transitions, read for the lost class: where each take from it leads.
pub fn transitions(lang: Lang, rules: &BachetRules) -> String {
    let lost = rules.losing_class();
    let (takes, to): (Vec<u64>, Vec<u64>) = rules
        .transition_table()
        .into_iter()
        .filter(|t| t.class == lost)
        .map(|t| (t.take, t.to))
        .unzip();
    match lang {
        Lang::En => format!(
            "The lesson's table of transitions from one class to another shows it: from class \
             {lost} the takes {} lead to the classes {}, never to {lost}.",
            commas(&takes),
            commas(&to)
        ),
        Lang::Ru => format!(
            "Это видно по таблице перехода из одного класса в другой: из класса {lost} ходы {} \
             ведут в классы {}, но никогда в {lost}.",
            commas(&takes),
            commas(&to)
        ),
    }
}

/// The lost piles found by working up from 0, for a set of takes.
pub fn worked_up(lang: Lang, up_to: u64, lost: &[u64]) -> String {
    match lang {
        Lang::En => format!(
            "Working up from 0, a pile is lost for the player to move when every take leaves a \
             won pile (so a pile no take fits is lost); the lost piles up to {up_to} are {}.",
            commas(lost)
        ),
        Lang::Ru => format!(
            "Если идти снизу, от 0, кучка проигрышна для того, чей ход, когда любой ход \
             оставляет выигрышную кучку (значит, кучка, из которой хода нет, проигрышна); \
             проигрышные кучки до {up_to}: {}.",
            commas(lost)
        ),
    }
}

/// One take from the pile, and what it leaves the opponent.
pub fn take_leaves(lang: Lang, misere: bool, take: u64, left: u64, lost: bool) -> String {
    match (lang, left, misere) {
        (Lang::En, 0, true) => format!("taking {take} takes the last object, and loses"),
        (Lang::En, 0, false) => format!("taking {take} takes the last object, and wins"),
        (Lang::Ru, 0, true) => format!("взять {take} — взять последний предмет и проиграть"),
        (Lang::Ru, 0, false) => format!("взять {take} — взять последний предмет и выиграть"),
        (Lang::En, _, _) => format!(
            "taking {take} leaves {left}, {} for the opponent",
            if lost { "lost" } else { "won" }
        ),
        (Lang::Ru, _, _) => format!(
            "взять {take} — «Осталось {}», {} для соперника",
            objects(lang, left),
            if lost {
                "проигрыш"
            } else {
                "выигрыш"
            }
        ),
    }
}

/// Every take from the pile in turn (`steps`, each from [`take_leaves`]).
pub fn from_pile(lang: Lang, pile: u64, steps: &[String]) -> String {
    match (lang, steps.is_empty()) {
        (Lang::En, true) => {
            format!("From {pile} no take fits: the player to move cannot move, and has lost.")
        }
        (Lang::Ru, true) => {
            format!("Из {pile} хода нет: тот, чей ход, не может сделать ход и проиграл.")
        }
        (Lang::En, false) => format!("From {pile}: {}.", steps.join("; ")),
        (Lang::Ru, false) => format!("Из {pile}: {}.", steps.join("; ")),
    }
}

/// The winning takes from `pile`, or why there are none.
pub fn winning_takes(lang: Lang, pile: u64, winning: &[u64]) -> String {
    match (lang, winning.is_empty()) {
        (Lang::En, true) => format!(
            "No take wins: against correct play {pile} is lost for the player to move, and the \
             answer is none."
        ),
        (Lang::Ru, true) => format!(
            "Ни один ход не выигрывает: при правильной игре соперника с {pile} выиграть нельзя, \
             ответ — «нет»."
        ),
        (Lang::En, false) => format!("So the winning takes are: {}.", commas(winning)),
        (Lang::Ru, false) => format!("Значит, выигрышные ходы: {}.", commas(winning)),
    }
}

/// The lesson's formula for the first take, `P = (N - 1) mod 4` (or `N mod (k + 1)` in normal
/// play), worked for `pile`; `p` is the rules' winning take, 0 for none.
pub fn lesson_formula(lang: Lang, rules: &BachetRules, pile: u64, p: u64) -> String {
    let period = rules.period();
    let worked = if rules.misere {
        format!("P = (N-1) mod {period} = ({pile}-1) mod {period} = {p}")
    } else {
        format!("P = N mod {period} = {pile} mod {period} = {p}")
    };
    match (lang, p) {
        (Lang::En, 0) => {
            format!("The lesson's formula agrees: {worked}, and P = 0 means no take wins.")
        }
        (Lang::En, _) => format!("The lesson's formula agrees: {worked}."),
        (Lang::Ru, 0) => format!(
            "Формула урока даёт то же: {worked}, а P = 0 значит, что при правильной игре \
             выиграть нельзя."
        ),
        (Lang::Ru, _) => format!("Формула урока даёт то же: {worked}."),
    }
}

/// One pile of the worked table, lost with no take that fits.
pub fn pile_stuck(lang: Lang, pile: u64) -> String {
    match lang {
        Lang::En => format!("{pile} lost (no take fits)"),
        Lang::Ru => format!("{pile} — проигрыш (хода нет)"),
    }
}

/// One pile of the worked table, lost: every take leaves a won pile (`left`).
pub fn pile_lost(lang: Lang, pile: u64, left: &[u64]) -> String {
    match lang {
        Lang::En => format!(
            "{pile} lost (every take leaves a won pile: {})",
            commas(left)
        ),
        Lang::Ru => format!(
            "{pile} — проигрыш (любой ход оставляет выигрышную: {})",
            commas(left)
        ),
    }
}

/// One pile of the worked table, won: taking `take` leaves the lost pile `left`.
pub fn pile_won(lang: Lang, pile: u64, take: u64, left: u64) -> String {
    match lang {
        Lang::En => format!("{pile} won (take {take}, leave {left})"),
        Lang::Ru => format!("{pile} — выигрыш (взять {take}, оставить {left})"),
    }
}

/// The worked table of a set of takes, pile by pile from 0 (`entries`, each from
/// [`pile_stuck`], [`pile_lost`] or [`pile_won`]).
pub fn worked_table(lang: Lang, entries: &[String]) -> String {
    match lang {
        Lang::En => format!(
            "Working up from 0, a pile is lost for the player to move when every take leaves a \
             won pile, and won when some take leaves a lost one: {}.",
            entries.join("; ")
        ),
        Lang::Ru => format!(
            "Если идти снизу, от 0, кучка проигрышна для того, чей ход, когда любой ход \
             оставляет выигрышную кучку, и выигрышна, когда какой-то ход оставляет \
             проигрышную: {}.",
            entries.join("; ")
        ),
    }
}

/// How the lost piles repeat.
pub fn pattern(lang: Lang, pattern: &Pattern) -> String {
    let Pattern { start, period } = *pattern;
    match lang {
        Lang::En => format!("From pile {start} on, the lost piles repeat every {period} piles."),
        Lang::Ru => {
            format!("Начиная с кучки {start}, проигрышные кучки повторяются с периодом {period}.")
        }
    }
}

/// The lost piles from 1 to `up_to`: the answer.
pub fn lost_from_one(lang: Lang, up_to: u64, lost: &[u64]) -> String {
    let listed = if lost.is_empty() {
        none(lang)
    } else {
        commas(lost)
    };
    match lang {
        Lang::En => format!("So the lost piles from 1 to {up_to} are: {listed}."),
        Lang::Ru => format!("Значит, проигрышные кучки от 1 до {up_to}: {listed}."),
    }
}

/// The Grundy values of the piles `0..=n` (`values`), worked up from 0.
pub fn grundy_values(lang: Lang, values: &[u64]) -> String {
    let n = values.len().saturating_sub(1);
    match lang {
        Lang::En => format!(
            "Working up from 0 (a pile with no move has value 0), the values of the piles 0 to \
             {n} are {}.",
            commas(values)
        ),
        Lang::Ru => format!(
            "Если идти снизу, от 0 (у кучки без ходов значение 0), значения кучек от 0 до {n}: \
             {}.",
            commas(values)
        ),
    }
}

/// The last step: from `pile` the takes leave `left`, whose values are `values`; their mex.
pub fn grundy_step(
    lang: Lang,
    pile: u64,
    takes: &[u64],
    left: &[u64],
    values: &[u64],
    mex: u64,
) -> String {
    let mut seen = values.to_vec();
    seen.sort_unstable();
    seen.dedup();
    if takes.is_empty() {
        return match lang {
            Lang::En => format!("From {pile} no take fits, so its value is the mex of nothing: 0."),
            Lang::Ru => {
                format!("Из {pile} хода нет, так что её значение — mex пустого множества: 0.")
            }
        };
    }
    match lang {
        Lang::En => format!(
            "From {pile} the takes {} leave {}, of values {}; the least whole number not among \
             {{{}}} is {mex}, so the value of {pile} is {mex}.",
            commas(takes),
            commas(left),
            commas(values),
            commas(&seen)
        ),
        Lang::Ru => format!(
            "Из {pile} ходы {} оставляют {} со значениями {}; наименьшее целое неотрицательное \
             число не из {{{}}} — {mex}, значит, значение кучки {pile} равно {mex}.",
            commas(takes),
            commas(left),
            commas(values),
            commas(&seen)
        ),
    }
}

/// The closed form with takes 1 to k: the values run 0, 1, ..., k over and over.
pub fn grundy_one_to_k(lang: Lang, k: u64, pile: u64, value: u64) -> String {
    let period = k + 1;
    match lang {
        Lang::En => format!(
            "With takes 1 to {k} the values run 0, 1, ..., {k} over and over: the value of N is \
             N mod {period}, here {pile} mod {period} = {value}."
        ),
        Lang::Ru => format!(
            "При ходах от 1 до {k} значения идут по кругу 0, 1, ..., {k}: значение кучки N равно \
             N mod {period}, здесь {pile} mod {period} = {value}."
        ),
    }
}
