//! The 15-puzzle lecture's words: the array, the moves, the disorders and the parity rule,
//! the shuffle and a solution, with the array's indices, rows and columns.

use puzzlelab_rules::{Direction, Lang};

use super::Messages;

impl Messages {
    pub(in crate::slides) fn fifteen_title(&self) -> String {
        self.pick("The 15-puzzle as a program", "Игра «15» как программа")
    }

    pub(in crate::slides) fn fifteen_subtitle(&self, board: &str) -> String {
        match self.lang {
            Lang::En => format!("An array, its moves, the parity rule, a solution: {board}"),
            Lang::Ru => format!("Массив, ходы, правило чётности, решение: {board}"),
        }
    }

    pub(in crate::slides) fn fifteen_title_notes(&self) -> String {
        self.pick(
            "The box holds 15 numbered tiles and one empty place. We turn it into a program: the numbers in an array, a move as a swap of two cells, a check of the direction, and the rule that says which starts can be solved at all.",
            "В коробочке 15 пронумерованных фишек и одно пустое место. Превратим её в программу: числа в массиве, ход — обмен двух ячеек, проверка направления и правило, которое говорит, какие расстановки вообще можно решить.",
        )
    }

    pub(in crate::slides) fn array_title(&self) -> String {
        self.pick(
            "The box as a one-dimensional array",
            "Коробочка как одномерный массив",
        )
    }

    pub(in crate::slides) fn array_notes(&self) -> String {
        self.pick(
            "The empty place is not numbered, so we represent it by the number 0. These 16 numbers are kept in a one-dimensional array: indices 0 to 3 are the four places of the top row, left to right, 4 to 7 those of the second row, and so on. The quotient of the index divided by 4 is one less than the row number, and the remainder one less than the column number.",
            "Пустое место не закодировано, поэтому представим его числом 0. Эти 16 чисел будут храниться в одномерном массиве таким образом, что значениям индекса от 0 до 3 соответствуют 4 места в верхнем ряду с нумерацией слева направо, от 4 до 7 — 4 места во втором сверху ряду и так далее. Частное от целочисленного деления индекса массива на 4 меньше номера ряда на 1, а остаток — меньше номера столбца также на 1.",
        )
    }

    pub(in crate::slides) fn this_board(&self) -> String {
        self.pick("This board", "Эта позиция")
    }

    pub(in crate::slides) fn moves_title(&self) -> String {
        self.pick(
            "A move is a swap with the empty place",
            "Ход — обмен с пустым местом",
        )
    }

    pub(in crate::slides) fn after_move(&self, dir: Direction) -> String {
        match self.lang {
            Lang::En => format!("after the move {}", dir.word_in(self.lang)),
            Lang::Ru => format!("после хода {}", dir.word_in(self.lang)),
        }
    }

    pub(in crate::slides) fn after_move_alt(&self, dir: Direction) -> String {
        self.after_move(dir)
    }

    pub(in crate::slides) fn moves_notes(&self, legal: usize) -> String {
        let lead = self.pick(
            "Moving a tile into the empty place is a swap of two numbers in the array, one of which is always zero. Vertical moves change the index by 4, horizontal ones by 1. At an edge only 3 moves remain, in a corner only 2. A wrong direction is answered with a beep.",
            "Перемещению некоторой фишки на пустое место в коробочке соответствует обмен чисел в массиве (при этом одно из чисел обязательно нулевое!). Вертикальным перемещениям соответствует изменение индекса на 4, а горизонтальным — на 1. При нахождении пустого места у края коробочки число возможных ходов уменьшается до 3, а при нахождении в углу — до 2. Если играющий ввёл неправильное направление сдвига, то для сообщения об ошибке используется звуковой сигнал.",
        );
        match self.lang {
            Lang::En => format!("{lead} Here {legal} moves are legal: press for each."),
            Lang::Ru => {
                format!("{lead} Здесь можно сделать ходов: {legal}. Нажимайте для каждого.")
            }
        }
    }

    pub(in crate::slides) fn disorders_title(&self) -> String {
        self.pick(
            "Can it be solved? Count the disorders",
            "Можно ли решить? Считаем беспорядки",
        )
    }

    pub(in crate::slides) fn disorder_is(&self) -> String {
        self.pick(
            "A disorder: a larger number standing before a smaller one (the empty place not counted).",
            "Беспорядок — расположение в списке меньшего числа после большего (пустое место не считается).",
        )
    }

    pub(in crate::slides) fn parity_rule(&self) -> String {
        self.pick(
            "An odd count is fixed by swapping any two neighbouring numbers (never the 0).",
            "Если количество беспорядков оказалось нечётным, то исправить ситуацию можно перестановкой любой пары соседних чисел в массиве (кроме нуля!).",
        )
    }

    pub(in crate::slides) fn disorders_notes(&self) -> String {
        self.pick(
            "Not every placement of the tiles can be solved. It can be solved when the number of disorders is even. The game is won when no disorder is left and the empty place is back at the end. On a board whose blank is elsewhere, the rows between the blank and its goal row count too.",
            "Однако игра может быть успешно завершена не при всякой расстановке фишек. Условием возможности решения задачи является чётное количество беспорядков в списке. Условием успешного завершения игры является нулевое количество беспорядков в массиве. Если пустое место стоит не в последнем ряду, считаются и ряды от него до его ряда в цели.",
        )
    }

    pub(in crate::slides) fn shuffle_title(&self) -> String {
        self.pick(
            "The lesson's shuffle: the parity fixed by one swap",
            "Перемешивание из урока: чётность исправлена одной перестановкой",
        )
    }

    pub(in crate::slides) fn shuffle_notes(&self) -> String {
        self.pick(
            "Unlike the earlier games, the start is shuffled: the numbers 1 to 15 are placed pseudo-randomly in positions 0 to 14, and position 15 gets 0. This is `cargo run --example fifteen_parity`: it counts the disorders of the shuffle and fixes an odd count with one swap.",
            "В отличие от предыдущих игр начальное расположение фишек должно быть неупорядоченным. Поэтому расстановка фишек в начале игры задаётся псевдослучайным расположением чисел от 1 до 15 в позициях массива с 0 по 14 (в 15 позицию заносится 0). Это программа `cargo run --example fifteen_parity`: она считает беспорядки и исправляет нечётное число одной перестановкой.",
        )
    }

    pub(in crate::slides) fn solution_title(&self, moves: usize) -> String {
        match self.lang {
            Lang::En => format!("A shortest solution: {}", self.moves(moves)),
            Lang::Ru => format!("Кратчайшее решение: {}", self.moves(moves)),
        }
    }

    pub(in crate::slides) fn solution_notes(&self, moves: usize) -> String {
        match self.lang {
            Lang::En => format!(
                "One move a key press. The solver proved that no solution is shorter than {}. The game is won when there are no disorders left and the empty place is back at the end; on success the program should praise the player.",
                self.moves(moves)
            ),
            Lang::Ru => format!(
                "Один ход на нажатие. Решатель доказал, что решения короче, чем {}, нет. Условием успешного завершения игры является нулевое количество беспорядков в массиве; при успехе программа должна похвалить играющего.",
                self.moves(moves)
            ),
        }
    }

    pub(in crate::slides) fn strip_alt(&self) -> String {
        self.pick(
            "The solution as a strip of boards",
            "Решение полосой позиций",
        )
    }

    pub(in crate::slides) fn move_caption(
        &self,
        k: usize,
        of: usize,
        moved: Option<(usize, Direction)>,
    ) -> String {
        match (moved, self.lang) {
            (None, Lang::En) => format!("the start: 0 of {of}"),
            (None, Lang::Ru) => format!("начало: 0 из {of}"),
            (Some((tile, dir)), Lang::En) => {
                format!(
                    "move {k} of {of}: tile {tile} slides {}",
                    dir.word_in(self.lang)
                )
            }
            (Some((tile, dir)), Lang::Ru) => {
                format!("ход {k} из {of}: фишка {tile} — {}", dir.word_in(self.lang))
            }
        }
    }

    pub(in crate::slides) fn column(&self, col: usize) -> String {
        match self.lang {
            Lang::En => format!("column {col}"),
            Lang::Ru => format!("столбец {col}"),
        }
    }

    pub(in crate::slides) fn row(&self, row: usize) -> String {
        match self.lang {
            Lang::En => format!("row {row}"),
            Lang::Ru => format!("ряд {row}"),
        }
    }

    pub(in crate::slides) fn index_rule(&self, width: usize) -> String {
        match self.lang {
            Lang::En => format!("index / {width} = row − 1, index % {width} = column − 1"),
            Lang::Ru => {
                format!("индекс / {width} = номер ряда − 1, индекс % {width} = номер столбца − 1")
            }
        }
    }

    pub(in crate::slides) fn empty_place(&self, index: usize, row: usize, col: usize) -> String {
        match self.lang {
            Lang::En => format!("The empty place: a[{index}] = 0, row {row}, column {col}."),
            Lang::Ru => format!("Пустое место: a[{index}] = 0, ряд {row}, столбец {col}."),
        }
    }
}
