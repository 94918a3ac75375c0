//! Lesson 1's messages: the box as an array (`fifteen_array_model`), its picture
//! (`fifteen_display`), the moves (`fifteen_moves`) and the shuffle with its disorders
//! (`fifteen_parity`).

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Lang};

use super::Messages;

impl Messages {
    /// `fifteen_array_model`: the heading of the array.
    pub(crate) fn array_heading(&self) -> &'static str {
        self.pick(
            "The array (0 is the empty place):",
            "Массив (0 — пустое место):",
        )
    }

    /// `fifteen_array_model`: the rule from an index to a place in the box.
    pub(crate) fn index_to_place(&self) -> &'static str {
        self.pick(
            "Index -> place in the box: row = index / 4 + 1, column = index % 4 + 1",
            "Индекс -> место в коробочке: ряд = индекс / 4 + 1, столбец = индекс % 4 + 1",
        )
    }

    /// `fifteen_array_model`: where the empty place is, as an index and as a place.
    pub(crate) fn empty_place(&self, blank: usize, row: usize, col: usize) -> String {
        match self.lang {
            Lang::En => format!("The empty place is a[{blank}]: row {row}, column {col}."),
            Lang::Ru => format!("Пустое место — a[{blank}]: ряд {row}, столбец {col}."),
        }
    }

    /// `fifteen_array_model`: the label of the goal's array.
    pub(crate) fn goal_array(&self) -> &'static str {
        self.pick("The goal array:", "Массив цели:")
    }

    /// `fifteen_display`: the array `board`, drawn in the box below.
    pub(crate) fn array_in_box(&self, board: &Board) -> String {
        match self.lang {
            Lang::En => format!("The array {board}\nin the box:"),
            Lang::Ru => format!("Массив {board}\nв коробочке:"),
        }
    }

    /// `fifteen_display`: the box again in ASCII.
    pub(crate) fn box_in_ascii(&self) -> &'static str {
        self.pick(
            "The same for terminals without box drawing (--ascii):",
            "То же для терминалов без псевдографики (--ascii):",
        )
    }

    /// `fifteen_display`: the 8-puzzle's box.
    pub(crate) fn eight_puzzle_box(&self) -> &'static str {
        self.pick(
            "The 8-puzzle, cells one digit wide:",
            "Игра «8», клетки шириной в одну цифру:",
        )
    }

    /// `fifteen_display`: a box of 4 columns and 2 rows.
    pub(crate) fn rectangular_box(&self) -> &'static str {
        self.pick("A rectangular 4x2 box:", "Прямоугольная коробочка 4x2:")
    }

    /// `fifteen_moves`: the place of the box named `name`, its empty place and its legal moves.
    pub(crate) fn legal_moves(&self, name: &str, blank: usize, legal: &[&str]) -> String {
        let (n, legal) = (legal.len(), legal.join(", "));
        match self.lang {
            Lang::En => format!("{name}: the empty place is a[{blank}]; {n} legal moves: {legal}"),
            Lang::Ru => format!(
                "{name}: пустое место — a[{blank}]; {n} {}: {legal}",
                ru_plural(
                    n as u64,
                    "допустимый ход",
                    "допустимых хода",
                    "допустимых ходов"
                )
            ),
        }
    }

    /// `fifteen_moves`: a legal move, the tile going from its place into the empty one.
    pub(crate) fn tile_moves(&self, tile: usize, from: usize, to: usize) -> String {
        match self.lang {
            Lang::En => format!("tile {tile} moves from a[{from}] to a[{to}]"),
            Lang::Ru => format!("фишка {tile} переходит из a[{from}] в a[{to}]"),
        }
    }

    /// `fifteen_moves`: the beep of a wrong move.
    pub(crate) fn beep(&self) -> &'static str {
        self.pick("beep!", "бип!")
    }

    /// `fifteen_moves`: the empty place in the middle of the box.
    pub(crate) fn centre(&self) -> &'static str {
        self.pick("Centre", "Центр")
    }

    /// `fifteen_moves`: the empty place at an edge of the box.
    pub(crate) fn edge(&self) -> &'static str {
        self.pick("Edge", "Край")
    }

    /// `fifteen_moves`: the empty place in a corner of the box.
    pub(crate) fn corner(&self) -> &'static str {
        self.pick("Corner", "Угол")
    }

    /// `fifteen_moves`: the lesson's horizontal check, a neighbouring index in the next row.
    pub(crate) fn next_row(&self) -> &'static str {
        self.pick(
            "From a[3], a[4] is in the array but in row 2:",
            "Из a[3]: a[4] есть в массиве, но во втором ряду:",
        )
    }

    /// `fifteen_parity`: the seed, and the lesson's way of placing the tiles.
    pub(crate) fn shuffled(&self, seed: u64) -> String {
        match self.lang {
            Lang::En => format!("Seed {seed}. Tiles 1..15 at random in a[0..14], 0 in a[15]:"),
            Lang::Ru => {
                format!("Зерно {seed}. Фишки 1..15 случайно на местах a[0..14], 0 на месте a[15]:")
            }
        }
    }

    /// `fifteen_parity`: a tile "before" the smaller ones standing after it.
    pub(crate) fn before(&self) -> &'static str {
        self.pick("before", "перед")
    }

    /// "47 disorders" / "47 беспорядков".
    fn disorders(&self, n: usize) -> String {
        match self.lang {
            Lang::En => format!("{n} disorders"),
            Lang::Ru => format!(
                "{n} {}",
                ru_plural(n as u64, "беспорядок", "беспорядка", "беспорядков")
            ),
        }
    }

    /// `fifteen_parity`: the number of disorders and whether it is even.
    pub(crate) fn disorder_count(&self, n: usize) -> String {
        let parity = match (n.is_multiple_of(2), self.lang) {
            (true, Lang::En) => "even",
            (false, Lang::En) => "odd",
            (true, Lang::Ru) => "чётное число",
            (false, Lang::Ru) => "нечётное число",
        };
        format!("{}: {parity}.", self.disorders(n))
    }

    /// `fifteen_parity`: odd, so the neighbours `a[a]` and `a[b]` are swapped.
    pub(crate) fn swap(&self, a: usize, tile_a: usize, b: usize, tile_b: usize) -> String {
        match self.lang {
            Lang::En => {
                format!("Odd: swap the neighbours a[{a}] = {tile_a} and a[{b}] = {tile_b}.")
            }
            Lang::Ru => {
                format!("Нечётное: меняем местами соседей a[{a}] = {tile_a} и a[{b}] = {tile_b}.")
            }
        }
    }

    /// `fifteen_parity`: the disorders after the swap, `n` of them, even.
    pub(crate) fn even_after_swap(&self, n: usize) -> String {
        let now = self.disorders(n);
        match self.lang {
            Lang::En => format!("Now {now}: even, the game can be won."),
            Lang::Ru => format!("Теперь {now}: чётное число, решение есть."),
        }
    }

    /// `fifteen_parity`: even already, no swap needed.
    pub(crate) fn even_already(&self) -> &'static str {
        self.pick(
            "Even: the game can be won as it is.",
            "Чётное: решение есть и без обмена.",
        )
    }

    /// `fifteen_parity`: the heading of the start position's box.
    pub(crate) fn start_position(&self) -> &'static str {
        self.pick("The start position:", "Начальная позиция:")
    }

    /// `fifteen_parity`: the label of the parity rule's verdict.
    pub(crate) fn check(&self) -> &'static str {
        self.pick("Check:", "Проверка:")
    }
}
