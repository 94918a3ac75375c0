//! Every sentence of the 15-puzzle lesson's questions, in English and in Russian side by side.
//! The Russian quotes the lesson as it is written («...»); the English follows the lesson's
//! digest. A board is written as its array, one line of numbers.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{play, Board, Direction, Lang, MoveSeq, Size, Solvability};

/// A yes or no answer as a student writes it.
pub(super) fn yes_no(lang: Lang, yes: bool) -> String {
    match (lang, yes) {
        (Lang::En, true) => "yes",
        (Lang::En, false) => "no",
        (Lang::Ru, true) => "да",
        (Lang::Ru, false) => "нет",
    }
    .to_string()
}

/// The board and its array: "On a 4x4 board, the array 1 2 ... (0 is the empty place)".
fn on_board(lang: Lang, board: &Board) -> String {
    let size = board.size();
    match lang {
        Lang::En => format!("On a {size} board, the array {board} (0 is the empty place)"),
        Lang::Ru => format!("Доска {size}, массив {board} (0 — пустое место)"),
    }
}

/// What the letters of a move mean: the way the tile slides, as `fifteen solve` writes moves.
fn letters(lang: Lang) -> &'static str {
    lang.pick(
        "Each letter is the way a tile slides into the empty place, as `puzzlelab fifteen solve` \
         writes moves: U, the tile below the empty place slides up; D, the tile above it slides \
         down; L, the tile on its right slides left; R, the tile on its left slides right.",
        "Каждая буква — направление, в котором сдвигается фишка, как пишет ходы \
         `puzzlelab fifteen solve`: U — фишка под пустым местом сдвигается вверх, D — фишка над \
         ним сдвигается вниз, L — фишка справа от него сдвигается влево, R — фишка слева \
         сдвигается вправо.",
    )
}

/// The parity rule's verdict in `lang` (the English one is the rules' `Display`).
fn verdict(lang: Lang, verdict: &Solvability) -> String {
    play::explain(lang, verdict)
}

/// The lesson's definition of a disorder, and its rule.
fn disorder_rule(lang: Lang) -> &'static str {
    lang.pick(
        "A disorder (an inversion) is a smaller number standing after a larger one (the 0 is not \
         counted); a placement can be solved when the number of disorders is even.",
        "«Беспорядком называется расположение в списке меньшего числа после большего» (0 не \
         считается); «Условием возможности решения задачи является чётное количество \
         беспорядков в списке».",
    )
}

/// Parity: the question.
pub(super) fn parity_question(lang: Lang, board: &Board, goal: &Board) -> String {
    let on = on_board(lang, board);
    match lang {
        Lang::En => format!("{on}. Can this placement reach the goal {goal}?"),
        Lang::Ru => format!("{on}. Можно ли из этой расстановки прийти к цели {goal}?"),
    }
}

/// Parity: why, the disorders counted tile by tile (`counts`: each tile with the smaller
/// numbers after it, those with none left out), then the verdict; a note on the empty place's
/// row when it is not at the end.
pub(super) fn parity_explanation(
    lang: Lang,
    counts: &[(usize, usize)],
    the_verdict: &Solvability,
    blank_last: bool,
) -> String {
    let listed = counts
        .iter()
        .map(|(tile, n)| format!("{tile}: {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let counted = match lang {
        Lang::En => format!("Smaller numbers after each tile: {listed}."),
        Lang::Ru => format!("Меньших чисел после каждой фишки: {listed}."),
    };
    let row_note = match (blank_last, the_verdict.even_width) {
        (true, _) => "",
        (false, true) => lang.pick(
            " On a board of even width the empty place's rows from its goal row count too: a \
             vertical move carries a tile past an odd number of others, changing the disorders \
             by an odd number and the empty place's row by one, so only their sum keeps its \
             parity.",
            " На доске чётной ширины считаются и ряды от пустого места до его ряда в цели: \
             вертикальный ход проносит фишку мимо нечётного числа других, меняя число \
             беспорядков на нечётное число, а ряд пустого места — на один, так что чётность \
             сохраняет только их сумма.",
        ),
        (false, false) => lang.pick(
            " On a board of odd width the empty place's row does not count: a vertical move \
             carries a tile past an even number of others, so the disorders alone keep their \
             parity.",
            " На доске нечётной ширины ряд пустого места не считается: вертикальный ход \
             проносит фишку мимо чётного числа других, так что чётность сохраняет само число \
             беспорядков.",
        ),
    };
    format!(
        "{} {counted} {}.{row_note}",
        disorder_rule(lang),
        verdict(lang, the_verdict)
    )
}

/// Fix-swap: the question about a placement the lesson's shuffle drew.
pub(super) fn fix_swap_drawn(lang: Lang, board: &Board) -> String {
    let on = on_board(lang, board);
    let ask = fix_swap_ask(lang);
    match lang {
        Lang::En => format!(
            "The lesson's shuffle drew this placement. {on}. Its number of disorders is odd, so \
             it cannot reach the goal. {ask}"
        ),
        Lang::Ru => format!(
            "Перемешивание урока дало такую расстановку. {on}. Число беспорядков в ней \
             нечётное, решения нет. {ask}"
        ),
    }
}

/// Fix-swap: the question about a position `moves` moves after an odd placement.
pub(super) fn fix_swap_moved(lang: Lang, board: &Board, moves: usize) -> String {
    let on = on_board(lang, board);
    let ask = fix_swap_ask(lang);
    match lang {
        Lang::En => format!(
            "The lesson's shuffle drew a placement with an odd number of disorders, and \
             {moves} moves were played from it. {on}: it cannot reach the goal. {ask}"
        ),
        Lang::Ru => format!(
            "Перемешивание урока дало расстановку с нечётным числом беспорядков, и из неё \
             сделано {moves} {}. {on}: решения нет. {ask}",
            lang.moves(moves as u64)
        ),
    }
}

/// Fix-swap: what is asked, the same at every level.
fn fix_swap_ask(lang: Lang) -> &'static str {
    lang.pick(
        "Which two numbers standing next to each other in the array (at indices i and i + 1, \
         neither of them the 0) would you swap to make it solvable? Name the two numbers.",
        "Какие два числа, стоящие в массиве рядом (на местах i и i + 1, ни одно из них не 0), \
         надо переставить, чтобы решение появилось? Назовите эти два числа.",
    )
}

/// One swap of neighbours in the array: the indices and the numbers there.
pub(super) struct Swap {
    /// The first index.
    pub at: usize,
    /// The number at `at`.
    pub first: usize,
    /// The number at `at + 1`.
    pub second: usize,
}

/// Fix-swap: why any pair of neighbours (not the 0) fixes the parity, with one of them
/// (`example`) and the verdicts before and after it; `pairs` is how many such pairs there are.
pub(super) fn fix_swap_explanation(
    lang: Lang,
    before: &Solvability,
    example: &Swap,
    after: &Solvability,
    pairs: usize,
) -> String {
    let Swap { at, first, second } = *example;
    let (before, after) = (verdict(lang, before), verdict(lang, after));
    let next = at + 1;
    match lang {
        Lang::En => format!(
            "{before}. If the number of disorders is odd, swapping any pair of neighbouring \
             numbers in the array (never the 0) fixes it: the pair itself becomes or stops being \
             a disorder, every other number stays before or after both of them, and the empty \
             place does not move, so the count changes by exactly one. Any of the {pairs} such \
             pairs is right; for example a[{at}] = {first} and a[{next}] = {second}: {after}."
        ),
        Lang::Ru => format!(
            "{before}. «Если количество беспорядков оказалось нечётным, то исправить ситуацию \
             можно перестановкой любой пары соседних чисел в массиве (кроме нуля!)»: сама пара \
             становится или перестаёт быть беспорядком, остальные числа стоят до или после \
             обоих чисел, как стояли, а пустое место не сдвигается, так что число беспорядков \
             меняется ровно на один. Подходит любая из {pairs} таких пар; например, \
             a[{at}] = {first} и a[{next}] = {second}: {after}."
        ),
    }
}

/// Legal moves: the question.
pub(super) fn legal_moves_question(lang: Lang, board: &Board) -> String {
    let (on, letters) = (on_board(lang, board), letters(lang));
    match lang {
        Lang::En => format!(
            "{on}. Which moves are legal? {letters} Write every legal move once, in any order."
        ),
        Lang::Ru => format!(
            "{on}. Какие ходы допустимы? {letters} Напишите каждый допустимый ход один раз, в \
             любом порядке."
        ),
    }
}

/// Why one direction is or is not a move, by the lesson's index arithmetic.
pub(super) enum Tried {
    /// The tile at `from` slides into the empty place.
    Slides {
        /// The index of the tile that slides.
        from: usize,
        /// The tile.
        tile: usize,
    },
    /// The index of the tile to slide, `from`, is outside the array.
    LeavesArray {
        /// The index computed, below 0 or past the last cell.
        from: isize,
    },
    /// The index `from` is in the array but in another row (a horizontal move only).
    ChangesRow {
        /// The index computed.
        from: usize,
        /// Its row, counted from 1.
        row: usize,
    },
}

/// The change of the empty place's index that finds the tile moving `dir`: `+ 4` for the tile
/// below on a 4x4 board, `- 1` for the one on the left.
fn step(size: Size, dir: Direction) -> String {
    match dir {
        Direction::Up => format!("+ {}", size.width()),
        Direction::Down => format!("- {}", size.width()),
        Direction::Left => "+ 1".to_string(),
        Direction::Right => "- 1".to_string(),
    }
}

/// Legal moves: why each direction is or is not a move from the empty place at `blank`, and
/// the legal ones.
pub(super) fn legal_moves_explanation(
    lang: Lang,
    size: Size,
    blank: usize,
    tried: &[(Direction, Tried)],
    legal: &MoveSeq,
) -> String {
    let (row, col) = (size.row(blank) + 1, size.col(blank) + 1);
    let rule = lang.pick(
        "Vertical moves change the index by the width, horizontal ones by 1; a vertical move \
         is illegal when the index leaves the array, a horizontal one when the row number \
         changes.",
        "«Вертикальным перемещениям соответствует изменение индекса на 4, а горизонтальным — \
         на 1» (на ширину доски); «Запретным направлениям при вертикальном сдвиге \
         соответствует выход значения индекса пустого места за пределы массива, а при \
         горизонтальном сдвиге — изменение номера ряда».",
    );
    let steps = tried
        .iter()
        .map(|(dir, why)| {
            let l = dir.letter();
            let from = format!("{blank} {}", step(size, *dir));
            match (why, lang) {
                (Tried::Slides { from: at, tile }, Lang::En) => {
                    format!("{l}: a[{from}] = a[{at}] holds {tile}, it slides into a[{blank}]")
                }
                (Tried::Slides { from: at, tile }, Lang::Ru) => {
                    format!("{l}: в a[{from}] = a[{at}] фишка {tile}, она сдвигается в a[{blank}]")
                }
                (Tried::LeavesArray { from: at }, Lang::En) => {
                    format!("{l}: {from} = {at} is outside the array, no move")
                }
                (Tried::LeavesArray { from: at }, Lang::Ru) => {
                    format!("{l}: {from} = {at} — за пределами массива, хода нет")
                }
                (Tried::ChangesRow { from: at, row: r }, Lang::En) => {
                    format!("{l}: a[{from}] = a[{at}] is in row {r}, not {row}: no move")
                }
                (Tried::ChangesRow { from: at, row: r }, Lang::Ru) => {
                    format!("{l}: a[{from}] = a[{at}] в ряду {r}, а не {row}: хода нет")
                }
            }
        })
        .collect::<Vec<_>>()
        .join("; ");
    let n = legal.len();
    let place = match (n, lang) {
        (4, Lang::En) => "inside the box, all four",
        (3, Lang::En) => "at an edge of the box only 3",
        (_, Lang::En) => "in a corner only 2",
        (4, Lang::Ru) => "внутри коробочки все четыре",
        (3, Lang::Ru) => "у края коробочки только 3",
        (_, Lang::Ru) => "в углу только 2",
    };
    match lang {
        Lang::En => format!(
            "{rule} The empty place is a[{blank}]: row {row}, column {col}. {steps}. So the legal \
             moves are {legal}: {place}."
        ),
        Lang::Ru => format!(
            "{rule} Пустое место — a[{blank}]: ряд {row}, столбец {col}. {steps}. Значит, \
             допустимые ходы — {legal}: {place}."
        ),
    }
}

/// A board's size in words, columns first: "4x4", or "5x3: 5 columns, 3 rows" when the
/// columns and rows differ.
fn size_words(lang: Lang, size: Size) -> String {
    let (w, h) = (size.width(), size.height());
    if w == h {
        return size.to_string();
    }
    match lang {
        Lang::En => format!("{size} ({w} columns, {h} rows)"),
        Lang::Ru => format!(
            "{size} ({w} {}, {h} {})",
            ru_plural(w as u64, "столбец", "столбца", "столбцов"),
            ru_plural(h as u64, "ряд", "ряда", "рядов")
        ),
    }
}

/// Cell: how the array fills the box, and how rows and columns are counted.
fn cell_model(lang: Lang, size: Size) -> String {
    let (last, words) = (size.cells() - 1, size_words(lang, size));
    match lang {
        Lang::En => format!(
            "On a {words} board the array's indices 0 to {last} fill the box row by row, from \
             the top, each row left to right. Rows and columns are numbered from 1, as in the \
             lesson."
        ),
        Lang::Ru => format!(
            "На доске {words} индексы массива от 0 до {last} заполняют коробочку по рядам, \
             сверху вниз, каждый ряд слева направо. Ряды и столбцы нумеруются с 1, как в уроке."
        ),
    }
}

/// Cell: "where is index `index`?".
pub(super) fn cell_place_question(lang: Lang, size: Size, index: usize) -> String {
    let model = cell_model(lang, size);
    match lang {
        Lang::En => format!(
            "{model} In which row and column is index {index}? Write the row, then the column."
        ),
        Lang::Ru => format!(
            "{model} В каком ряду и каком столбце стоит индекс {index}? Напишите ряд, затем \
             столбец."
        ),
    }
}

/// Cell: "which index is in row `row`, column `col`?" (both from 1).
pub(super) fn cell_index_question(lang: Lang, size: Size, row: usize, col: usize) -> String {
    let model = cell_model(lang, size);
    match lang {
        Lang::En => format!("{model} Which index is in row {row}, column {col}?"),
        Lang::Ru => format!("{model} Какой индекс стоит в ряду {row}, столбце {col}?"),
    }
}

/// Cell: the lesson's rule worked out for `index`, from the index to the place or back.
pub(super) fn cell_explanation(lang: Lang, size: Size, index: usize, to_place: bool) -> String {
    let w = size.width();
    let (q, r) = (index / w, index % w);
    let (row, col) = (q + 1, r + 1);
    let rule = match lang {
        Lang::En => format!(
            "The lesson's rule: the quotient of the index divided by the width ({w}) is one less \
             than the row number, and the remainder one less than the column number."
        ),
        Lang::Ru => format!(
            "Правило урока: частное от целочисленного деления индекса на ширину доски ({w}) \
             меньше номера ряда на 1, а остаток — меньше номера столбца также на 1."
        ),
    };
    let width_note = if size.width() == size.height() {
        ""
    } else {
        lang.pick(
            " A row holds as many cells as there are columns, so the index is divided by the \
             number of columns, not of rows.",
            " В ряду столько клеток, сколько столбцов, поэтому индекс делится на число \
             столбцов, а не рядов.",
        )
    };
    let forward = match lang {
        Lang::En => format!(
            "row = {index} / {w} + 1 = {q} + 1 = {row}, column = {index} % {w} + 1 = {r} + 1 = \
             {col}"
        ),
        Lang::Ru => format!(
            "ряд = {index} / {w} + 1 = {q} + 1 = {row}, столбец = {index} % {w} + 1 = {r} + 1 = \
             {col}"
        ),
    };
    let worked = match (to_place, lang) {
        (true, Lang::En) => format!("For index {index}: {forward}."),
        (true, Lang::Ru) => format!("Для индекса {index}: {forward}."),
        (false, Lang::En) => format!(
            "For row {row}, column {col}: index = (row - 1) * {w} + (column - 1) = {q} * {w} + \
             {r} = {index}; check: {forward}."
        ),
        (false, Lang::Ru) => format!(
            "Для ряда {row}, столбца {col}: индекс = (ряд - 1) * {w} + (столбец - 1) = \
             {q} * {w} + {r} = {index}; проверка: {forward}."
        ),
    };
    format!("{rule}{width_note} {worked}")
}

/// One move played: its letter, the tile, the index it leaves and the one it enters.
pub(super) struct Played {
    /// The move.
    pub dir: Direction,
    /// The tile that slides.
    pub tile: usize,
    /// The index it leaves (the empty place's next index).
    pub from: usize,
    /// The index it enters (the empty place's index before the move).
    pub to: usize,
}

/// After moves: the question.
pub(super) fn after_moves_question(lang: Lang, board: &Board, moves: &MoveSeq) -> String {
    let (on, letters) = (on_board(lang, board), letters(lang));
    match lang {
        Lang::En => {
            format!("{on}. Play the moves {moves}. {letters} Write the array after the last move.")
        }
        Lang::Ru => {
            format!("{on}. Сделайте ходы {moves}. {letters} Напишите массив после последнего хода.")
        }
    }
}

/// After moves: each move as the swap it is, then the array it leaves.
pub(super) fn after_moves_explanation(lang: Lang, played: &[Played], after: &Board) -> String {
    let steps = played
        .iter()
        .map(|p| {
            let (l, tile, from, to) = (p.dir.letter(), p.tile, p.from, p.to);
            let way = p.dir.word_in(lang);
            format!("{l}: {tile} {way}, a[{from}] -> a[{to}]")
        })
        .collect::<Vec<_>>()
        .join("; ");
    match lang {
        Lang::En => format!(
            "Moving a tile into the empty place swaps two numbers of the array, one of them \
             always the 0; the letter is the way the tile goes, the empty place goes the other \
             way. {steps}. The array after: {after}."
        ),
        Lang::Ru => format!(
            "«Перемещению некоторой фишки на пустое место в коробочке соответствует обмен \
             чисел в массиве (при этом одно из чисел обязательно нулевое!)»; буква — \
             направление фишки, пустое место идёт в обратную сторону. {steps}. Массив после \
             ходов: {after}."
        ),
    }
}
