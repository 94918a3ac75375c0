//! Everything the game says to the player, in English and in Russian: a wrong direction, the
//! praise with its time, giving up, the help, the moves so far and the parity rule's verdict.
//! The game's decisions are in the module above; the words are here, apart from them.

use std::time::Duration;

use super::Event;
use crate::error::MoveError;
use crate::lang::{ru_plural, Lang};
use crate::parity::Solvability;

impl Event {
    /// What to tell the player (empty for a plain move; the praise for a win, without the time:
    /// see [`praise`]).
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Event::Moved(_) => String::new(),
            Event::Won { moves } => praise(lang, *moves, None),
            Event::Illegal(why) => illegal(lang, why),
            Event::Undone(_) => lang
                .pick("Last move undone.", "Последний ход отменён.")
                .into(),
            Event::NothingToUndo => lang.pick("Nothing to undo.", "Отменять нечего.").into(),
            Event::GaveUp => gave_up(lang),
        }
    }
}

/// Why a direction is wrong, in the player's language.
pub fn illegal(lang: Lang, why: &MoveError) -> String {
    match lang {
        Lang::En => why.to_string(),
        Lang::Ru => match why {
            MoveError::OffBoard { direction, edge } | MoveError::RowChange { direction, edge } => {
                format!(
                    "неправильное направление сдвига: фишку нельзя сдвинуть {}, пустое место у {} края",
                    direction.word_in(Lang::Ru),
                    ru_edge(edge)
                )
            }
            MoveError::NotAMove { text, .. } => format!(
                "«{}» — не ход: используйте U, D, L или R (вверх, вниз, влево, вправо)",
                crate::printable::printable_line(text)
            ),
        },
    }
}

fn ru_edge(edge: &str) -> &'static str {
    match edge {
        "top" => "верхнего",
        "bottom" => "нижнего",
        "left" => "левого",
        _ => "правого",
    }
}

/// "1 min 05 s" / "1 мин 05 с"; under a minute, seconds to a tenth ("0.4 s" / "0,4 с"), so
/// a quick game is never said to take no time at all.
fn duration(lang: Lang, time: Duration) -> String {
    let secs = time.as_secs();
    let (m, s) = (secs / 60, secs % 60);
    let unit = lang.pick("s", "с");
    match m {
        0 => {
            let tenths = time.as_millis() / 100;
            format!("{} {unit}", lang.decimal(tenths as f64 / 10.0, 1))
        }
        _ => format!("{m} {} {s:02} {unit}", lang.pick("min", "мин")),
    }
}

/// The lesson's praise on success, with the number of moves and, when known, the time taken.
///
/// ```
/// use puzzlelab_rules::{play::praise, Lang};
/// use std::time::Duration;
/// assert_eq!(praise(Lang::En, 21, Some(Duration::from_secs(65))),
///            "Well done! Solved in 21 moves and 1 min 05 s.");
/// assert_eq!(praise(Lang::Ru, 21, Some(Duration::from_secs(65))),
///            "Молодец! Игра успешно завершена: 21 ход за 1 мин 05 с.");
/// assert_eq!(praise(Lang::En, 2, Some(Duration::from_millis(420))),
///            "Well done! Solved in 2 moves and 0.4 s.");
/// assert_eq!(praise(Lang::Ru, 2, Some(Duration::from_millis(420))),
///            "Молодец! Игра успешно завершена: 2 хода за 0,4 с.");
/// ```
pub fn praise(lang: Lang, moves: usize, time: Option<Duration>) -> String {
    let n = moves as u64;
    match lang {
        Lang::En => {
            let noun = lang.moves(n);
            match time {
                Some(t) => format!(
                    "Well done! Solved in {moves} {noun} and {}.",
                    duration(lang, t)
                ),
                None => format!("Well done! Solved in {moves} {noun}."),
            }
        }
        Lang::Ru => {
            let noun = lang.moves(n);
            match time {
                Some(t) => format!(
                    "Молодец! Игра успешно завершена: {moves} {noun} за {}.",
                    duration(lang, t)
                ),
                None => format!("Молодец! Игра успешно завершена: {moves} {noun}."),
            }
        }
    }
}

/// The "unsuccessful" end of the game, when the player gives up.
pub fn gave_up(lang: Lang) -> String {
    lang.pick(
        "You gave up: an unsuccessful end of the game.",
        "Вы сдались: неуспешное завершение игры.",
    )
    .into()
}

/// The end of a scripted game whose input ran out before the goal.
pub fn end_of_input(lang: Lang) -> String {
    lang.pick(
        "End of input before the goal: an unsuccessful end of the game.",
        "Ввод закончился раньше, чем собрана головоломка: неуспешное завершение игры.",
    )
    .into()
}

/// The question asked before giving up.
pub fn confirm_give_up(lang: Lang) -> String {
    lang.pick("Give up? (y/n)", "Сдаётесь? (д/н, y/n)").into()
}

/// The keys of the terminal game (`terminal`) or the commands of a scripted one.
pub fn help(lang: Lang, terminal: bool) -> String {
    match (lang, terminal) {
        (Lang::En, true) => "Arrows, WASD or hjkl slide a tile; u undoes; q or Esc gives up.",
        (Lang::Ru, true) => {
            "Стрелки, WASD или hjkl сдвигают фишку; u — отменить ход; q или Esc — сдаться."
        }
        (Lang::En, false) => {
            "One command a line: U, D, L, R (or up, down, left, right) slide a tile; undo; quit."
        }
        (Lang::Ru, false) => {
            "Одна команда в строке: U, D, L, R (или вверх, вниз, влево, вправо) сдвигают фишку; undo — отменить ход; quit — сдаться."
        }
    }
    .into()
}

/// The move counter shown under the board.
pub fn moves_so_far(lang: Lang, moves: usize) -> String {
    match lang {
        Lang::En => format!("Moves: {moves}"),
        Lang::Ru => format!("Сделано ходов: {moves}"),
    }
}

/// The parity rule's verdict explained in the player's language (the English one is
/// [`Solvability`]'s `Display`; the Russian one counts the lesson's "беспорядки").
///
/// ```
/// use puzzlelab_rules::{play::explain, Board, Goal, Lang, Size};
/// let goal = Goal::Standard.board(Size::FIFTEEN);
/// let b: Board = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap();
/// assert_eq!(explain(Lang::Ru, &b.solvability(&goal)),
///            "1 беспорядок, нечётное число: решения нет; поменяйте местами 1 и 2");
/// ```
pub fn explain(lang: Lang, verdict: &Solvability) -> String {
    if lang == Lang::En {
        return verdict.to_string();
    }
    let n = verdict.inversions;
    let mut out = format!(
        "{n} {}",
        ru_plural(n as u64, "беспорядок", "беспорядка", "беспорядков")
    );
    if verdict.even_width && verdict.blank_row_distance > 0 {
        let d = verdict.blank_row_distance;
        out.push_str(&format!(
            " + {d} {} от пустого места до его ряда в цели = {}",
            ru_plural(d as u64, "ряд", "ряда", "рядов"),
            verdict.parity_count()
        ));
    }
    match verdict.fix {
        None => out.push_str(", чётное число: решение есть"),
        Some((a, b)) => out.push_str(&format!(
            ", нечётное число: решения нет; поменяйте местами {a} и {b}"
        )),
    }
    out
}
