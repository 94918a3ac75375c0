//! The decks' words in English and in Russian: headings, bullets, captions and speaker notes.
//! The notes retell each lesson in its own words (the Russian ones verbatim where the lesson
//! says it); every number is passed in from the program.

use std::path::Path;

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Direction, Lang};

/// The decks' words in one language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Text {
    lang: Lang,
}

impl Text {
    /// The words in `lang`.
    pub(super) fn new(lang: Lang) -> Text {
        Text { lang }
    }

    fn pick(&self, en: &str, ru: &str) -> String {
        self.lang.pick(en, ru).to_string()
    }

    fn int(&self, n: u64) -> String {
        self.lang.int(n)
    }

    /// "N moves" / "N ходов".
    fn moves(&self, n: usize) -> String {
        format!("{n} {}", self.lang.moves(n as u64))
    }

    // ---- the deck itself

    /// What `slides` says it wrote.
    pub(super) fn wrote(&self, path: &Path, slides: usize, steps: usize) -> String {
        match self.lang {
            Lang::En => format!("wrote {}: {slides} slides, {steps} steps", path.display()),
            Lang::Ru => format!(
                "записано {}: {slides} {}, {steps} {}",
                path.display(),
                ru_plural(slides as u64, "слайд", "слайда", "слайдов"),
                ru_plural(steps as u64, "шаг", "шага", "шагов")
            ),
        }
    }

    /// A file whose extension names no deck format, or another one than `--format` asks for.
    pub(super) fn wrong_extension(&self, path: &Path, format: Option<&str>) -> String {
        let name = path.display();
        match (self.lang, format) {
            (Lang::En, None) => format!(
                "{name}: a deck's file ends in .html, .pdf or .tex (or give --format html|pdf|beamer with such a file)"
            ),
            (Lang::Ru, None) => format!(
                "{name}: файл презентации оканчивается на .html, .pdf или .tex (или укажите --format html|pdf|beamer с таким файлом)"
            ),
            (Lang::En, Some(ext)) => format!(
                "{name}: --format asks for a .{ext} file, and the file's extension says otherwise"
            ),
            (Lang::Ru, Some(ext)) => format!(
                "{name}: --format требует файл .{ext}, а расширение файла говорит другое"
            ),
        }
    }

    /// A board too far from its goal for the SAT deck: `moves` it takes (`at_least` that many).
    pub(super) fn sat_board_too_far(&self, most: usize, moves: usize, at_least: bool) -> String {
        match (self.lang, at_least) {
            (Lang::En, true) => format!("the SAT deck takes a board solved in at most {most} moves, and this one takes at least {moves}: SAT at that horizon takes minutes (the worksheet's own board takes 15)"),
            (Lang::En, false) => format!("the SAT deck takes a board solved in at most {most} moves, and this one takes {moves}: SAT at that horizon takes minutes (the worksheet's own board takes 15)"),
            (Lang::Ru, true) => format!("презентация о SAT берёт доску, решаемую не более чем за {most} ходов, а этой нужно не меньше {moves}: на таком горизонте SAT решает минуты (доске из задания нужно 15)"),
            (Lang::Ru, false) => format!("презентация о SAT берёт доску, решаемую не более чем за {most} ходов, а этой нужно {moves}: на таком горизонте SAT решает минуты (доске из задания нужно 15)"),
        }
    }

    // ---- the search lecture

    pub(super) fn search_title(&self) -> String {
        self.pick(
            "Searching for a solution: BFS, A*, IDA*",
            "Поиск решения: BFS, A*, IDA*",
        )
    }

    pub(super) fn search_subtitle(&self, board: &str, length: usize) -> String {
        match self.lang {
            Lang::En => format!("The board {board}: {} from the goal", self.moves(length)),
            Lang::Ru => format!("Позиция {board}: {} до цели", self.moves(length)),
        }
    }

    pub(super) fn search_title_notes(&self) -> String {
        self.pick(
            "Today one board is solved three ways. Breadth-first search looks at every position a move away, then two moves, and so on. A* looks first where the estimate f = g + h is smallest. IDA* does the same with almost no memory, one bound at a time. Every number on these slides was counted by the program while it searched.",
            "Сегодня одну позицию решим тремя способами. Поиск в ширину просматривает все позиции в одном ходе, затем в двух и так далее. A* сначала смотрит туда, где оценка f = g + h меньше всего. IDA* делает то же почти без памяти, по одному порогу за раз. Каждое число на этих слайдах посчитала программа во время поиска.",
        )
    }

    pub(super) fn problem_title(&self) -> String {
        self.pick(
            "The problem: from the start to the goal",
            "Задача: от начала до цели",
        )
    }

    pub(super) fn problem_nodes(&self) -> String {
        self.pick(
            "A position is a node; a move of a tile into the empty place is an edge.",
            "Позиция — вершина; перемещение фишки на пустое место — ребро.",
        )
    }

    pub(super) fn problem_goal(&self) -> String {
        self.pick(
            "We look for the fewest moves from the start to the goal.",
            "Ищем наименьшее число ходов от начальной позиции до цели.",
        )
    }

    pub(super) fn problem_length(&self, length: usize) -> String {
        match self.lang {
            Lang::En => format!("This board needs {}.", self.moves(length)),
            Lang::Ru => format!("Этой позиции нужно {}.", self.moves(length)),
        }
    }

    /// What stands after a heading whose board is drawn beside the transcript.
    pub(super) fn drawn_beside(&self) -> String {
        self.pick("drawn on the right →", "нарисована справа →")
    }

    pub(super) fn start_alt(&self) -> String {
        self.pick("The start position", "Начальная позиция")
    }

    pub(super) fn goal_alt(&self) -> String {
        self.pick("The goal position", "Целевая позиция")
    }

    pub(super) fn start_caption(&self) -> String {
        self.pick("the start", "начало")
    }

    pub(super) fn goal_caption(&self) -> String {
        self.pick("the goal", "цель")
    }

    pub(super) fn problem_notes(&self) -> String {
        self.pick(
            "The placement of the numbers in the array and the limits on the moves describe both the set of states of the puzzle and every transition from one state to another. So solving it is finding a path in a graph.",
            "Размещение 16 чисел в массиве и приведённые ограничения на передвижения полностью описывают как множество состояний системы из 15 пронумерованных фишек в коробочке, так и все возможные переходы из одного состояния системы в другое. Значит, решить головоломку — найти путь в графе.",
        )
    }

    pub(super) fn bfs_layers_title(&self) -> String {
        self.pick(
            "Breadth-first search: one layer at a time",
            "Поиск в ширину: слой за слоем",
        )
    }

    pub(super) fn bfs_layers_head(&self) -> Vec<String> {
        vec![
            self.pick("moves from the start", "ходов от начала"),
            self.pick("positions expanded", "раскрыто позиций"),
        ]
    }

    pub(super) fn bfs_total(&self, expanded: u64, generated: u64, length: usize) -> String {
        match self.lang {
            Lang::En => format!(
                "The goal is reached at depth {length}: {} positions expanded, {} generated.",
                self.int(expanded),
                self.int(generated)
            ),
            Lang::Ru => format!(
                "Цель найдена на глубине {length}: раскрыто {} {}, порождено {}.",
                self.int(expanded),
                ru_plural(expanded, "позиция", "позиции", "позиций"),
                self.int(generated)
            ),
        }
    }

    pub(super) fn bfs_notes(&self) -> String {
        self.pick(
            "Breadth-first search takes positions from a queue, first in, first out, so it finishes every position one move away before any two moves away. Each row is one layer: watch how fast the layers grow. The first time the goal leaves the queue, its depth is the shortest solution.",
            "Поиск в ширину берёт позиции из очереди: первым пришёл — первым ушёл. Поэтому он заканчивает все позиции в одном ходе раньше, чем любую в двух. Каждая строка — один слой: посмотрите, как быстро растут слои. Когда цель впервые выходит из очереди, её глубина и есть кратчайшее решение.",
        )
    }

    pub(super) fn bfs_tree_title(&self) -> String {
        self.pick(
            "Breadth-first search: the first expansions",
            "Поиск в ширину: первые раскрытия",
        )
    }

    pub(super) fn bfs_tree_notes(&self) -> String {
        self.pick(
            "One expansion per key press. BFS is blind to the estimate: it expands the positions in the order they were generated, level by level, whether they lead toward the goal or away from it.",
            "Одно раскрытие на нажатие клавиши. Поиск в ширину не видит оценки: он раскрывает позиции в том порядке, в каком их породил, уровень за уровнем, ведут ли они к цели или от неё.",
        )
    }

    pub(super) fn astar_tree_title(&self) -> String {
        self.pick(
            "A*: the least f = g + h first",
            "A*: сначала наименьшее f = g + h",
        )
    }

    pub(super) fn astar_tree_notes(&self) -> String {
        self.pick(
            "g is the number of moves made from the start, h the Manhattan distance: how far every tile is from its place, in rows and columns. A* always expands the position with the least f = g + h. Press for each expansion and watch it go straight down toward the goal.",
            "g — число ходов от начала, h — манхэттенское расстояние: на сколько строк и столбцов каждая фишка стоит от своего места. A* всегда раскрывает позицию с наименьшим f = g + h. Нажимайте для каждого раскрытия и смотрите, как поиск идёт прямо вниз, к цели.",
        )
    }

    pub(super) fn tree_alt(&self, expansions: usize) -> String {
        match self.lang {
            Lang::En => format!("The search tree after {expansions} expansions"),
            Lang::Ru => format!("Дерево поиска после {expansions} раскрытий"),
        }
    }

    pub(super) fn tree_caption(&self, expansions: usize) -> String {
        match self.lang {
            Lang::En => format!(
                "after {expansions} {}",
                if expansions == 1 {
                    "expansion"
                } else {
                    "expansions"
                }
            ),
            Lang::Ru => format!(
                "после {expansions} {}",
                ru_plural(expansions as u64, "раскрытия", "раскрытий", "раскрытий")
            ),
        }
    }

    pub(super) fn ida_title(&self) -> String {
        self.pick("IDA*: one bound at a time", "IDA*: порог за порогом")
    }

    pub(super) fn ida_head(&self) -> Vec<String> {
        vec![
            self.pick("iteration", "итерация"),
            self.pick("bound", "порог"),
            self.pick("expanded", "раскрыто"),
            self.pick("generated", "порождено"),
        ]
    }

    pub(super) fn ida_total(&self, expanded: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "The last iteration finds the solution: {} expansions in all.",
                self.int(expanded)
            ),
            Lang::Ru => format!(
                "Последняя итерация находит решение: всего {} {}.",
                self.int(expanded),
                ru_plural(expanded, "раскрытие", "раскрытия", "раскрытий")
            ),
        }
    }

    pub(super) fn ida_notes(&self) -> String {
        self.pick(
            "Each iteration is a depth-first search that stops at the positions whose f = g + h passes the bound. The next bound is the smallest f it cut off. The earlier iterations are the price of using so little memory: only the path is kept.",
            "Каждая итерация — поиск в глубину, который останавливается в позициях, где f = g + h превышает порог. Следующий порог — наименьшее из отсечённых f. Прежние итерации — цена того, что памяти нужно так мало: хранится только путь.",
        )
    }

    pub(super) fn compare_title(&self) -> String {
        self.pick("The three searches compared", "Три поиска рядом")
    }

    pub(super) fn compare_head(&self) -> Vec<String> {
        vec![
            self.pick("search", "поиск"),
            self.pick("moves", "ходов"),
            self.pick("expanded", "раскрыто"),
            self.pick("generated", "порождено"),
            self.pick("most in memory", "больше всего в памяти"),
        ]
    }

    pub(super) fn compare_notes(&self) -> String {
        self.pick(
            "All three find a shortest solution, so the moves agree. What differs is the work: the positions expanded and generated, and the memory. BFS keeps every position it has seen; A* keeps its open list; IDA* keeps only its path.",
            "Все три находят кратчайшее решение, поэтому число ходов совпадает. Различается работа: сколько позиций раскрыто и порождено, и сколько памяти нужно. Поиск в ширину хранит каждую виденную позицию, A* — свой открытый список, IDA* — только путь.",
        )
    }

    pub(super) fn heuristics_title(&self) -> String {
        self.pick(
            "A better estimate, less work",
            "Лучше оценка — меньше работы",
        )
    }

    pub(super) fn heuristics_alt(&self) -> String {
        self.pick(
            "Positions A* expands with each heuristic",
            "Сколько позиций раскрывает A* с каждой эвристикой",
        )
    }

    pub(super) fn heuristics_caption(&self) -> String {
        self.pick(
            "A* on the same board with three estimates",
            "A* на той же позиции с тремя оценками",
        )
    }

    pub(super) fn heuristics_notes(&self) -> String {
        self.pick(
            "Misplaced tiles counts the tiles out of place; Manhattan distance adds how far each one is; linear conflicts add two moves for every pair of tiles in their row or column but in the wrong order. Each never overestimates, so A* stays optimal, and the closer the estimate, the fewer positions it expands.",
            "«Фишки не на месте» считает фишки не на своих местах; манхэттенское расстояние добавляет, как далеко стоит каждая; линейные конфликты прибавляют два хода на каждую пару фишек своей строки или столбца в неверном порядке. Ни одна оценка не завышает, поэтому A* остаётся оптимальным, и чем точнее оценка, тем меньше позиций он раскрывает.",
        )
    }

    pub(super) fn player_title(&self) -> String {
        self.pick("Step through A* yourself", "Пройдите A* сами")
    }

    pub(super) fn player_notes(&self) -> String {
        self.pick(
            "Click the player and step with the arrow keys: the open list, the closed set and the tree change one event at a time. Try \"Your turn\": the class says which position A* expands next.",
            "Щёлкните по проигрывателю и шагайте стрелками: открытый список, закрытое множество и дерево меняются по одному событию. Попробуйте «Ваш ход»: класс говорит, какую позицию A* раскроет следующей.",
        )
    }

    // ---- the 15-puzzle lecture

    pub(super) fn fifteen_title(&self) -> String {
        self.pick("The 15-puzzle as a program", "Игра «15» как программа")
    }

    pub(super) fn fifteen_subtitle(&self, board: &str) -> String {
        match self.lang {
            Lang::En => format!("An array, its moves, the parity rule, a solution: {board}"),
            Lang::Ru => format!("Массив, ходы, правило чётности, решение: {board}"),
        }
    }

    pub(super) fn fifteen_title_notes(&self) -> String {
        self.pick(
            "The box holds 15 numbered tiles and one empty place. We turn it into a program: the numbers in an array, a move as a swap of two cells, a check of the direction, and the rule that says which starts can be solved at all.",
            "В коробочке 15 пронумерованных фишек и одно пустое место. Превратим её в программу: числа в массиве, ход — обмен двух ячеек, проверка направления и правило, которое говорит, какие расстановки вообще можно решить.",
        )
    }

    pub(super) fn array_title(&self) -> String {
        self.pick(
            "The box as a one-dimensional array",
            "Коробочка как одномерный массив",
        )
    }

    pub(super) fn array_notes(&self) -> String {
        self.pick(
            "The empty place is not numbered, so we represent it by the number 0. These 16 numbers are kept in a one-dimensional array: indices 0 to 3 are the four places of the top row, left to right, 4 to 7 those of the second row, and so on. The quotient of the index divided by 4 is one less than the row number, and the remainder one less than the column number.",
            "Пустое место не закодировано, поэтому представим его числом 0. Эти 16 чисел будут храниться в одномерном массиве таким образом, что значениям индекса от 0 до 3 соответствуют 4 места в верхнем ряду с нумерацией слева направо, от 4 до 7 — 4 места во втором сверху ряду и так далее. Частное от целочисленного деления индекса массива на 4 меньше номера ряда на 1, а остаток — меньше номера столбца также на 1.",
        )
    }

    pub(super) fn this_board(&self) -> String {
        self.pick("This board", "Эта позиция")
    }

    pub(super) fn moves_title(&self) -> String {
        self.pick(
            "A move is a swap with the empty place",
            "Ход — обмен с пустым местом",
        )
    }

    pub(super) fn after_move(&self, dir: Direction) -> String {
        match self.lang {
            Lang::En => format!("after the move {}", dir.word_in(self.lang)),
            Lang::Ru => format!("после хода {}", dir.word_in(self.lang)),
        }
    }

    pub(super) fn after_move_alt(&self, dir: Direction) -> String {
        self.after_move(dir)
    }

    pub(super) fn moves_notes(&self, legal: usize) -> String {
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

    pub(super) fn disorders_title(&self) -> String {
        self.pick(
            "Can it be solved? Count the disorders",
            "Можно ли решить? Считаем беспорядки",
        )
    }

    pub(super) fn disorder_is(&self) -> String {
        self.pick(
            "A disorder: a larger number standing before a smaller one (the empty place not counted).",
            "Беспорядок — расположение в списке меньшего числа после большего (пустое место не считается).",
        )
    }

    pub(super) fn parity_rule(&self) -> String {
        self.pick(
            "An odd count is fixed by swapping any two neighbouring numbers (never the 0).",
            "Если количество беспорядков оказалось нечётным, то исправить ситуацию можно перестановкой любой пары соседних чисел в массиве (кроме нуля!).",
        )
    }

    pub(super) fn disorders_notes(&self) -> String {
        self.pick(
            "Not every placement of the tiles can be solved. It can be solved when the number of disorders is even. The game is won when no disorder is left and the empty place is back at the end. On a board whose blank is elsewhere, the rows between the blank and its goal row count too.",
            "Однако игра может быть успешно завершена не при всякой расстановке фишек. Условием возможности решения задачи является чётное количество беспорядков в списке. Условием успешного завершения игры является нулевое количество беспорядков в массиве. Если пустое место стоит не в последнем ряду, считаются и ряды от него до его ряда в цели.",
        )
    }

    pub(super) fn shuffle_title(&self) -> String {
        self.pick(
            "The lesson's shuffle: the parity fixed by one swap",
            "Перемешивание из урока: чётность исправлена одной перестановкой",
        )
    }

    pub(super) fn shuffle_notes(&self) -> String {
        self.pick(
            "Unlike the earlier games, the start is shuffled: the numbers 1 to 15 are placed pseudo-randomly in positions 0 to 14, and position 15 gets 0. This is `cargo run --example fifteen_parity`: it counts the disorders of the shuffle and fixes an odd count with one swap.",
            "В отличие от предыдущих игр начальное расположение фишек должно быть неупорядоченным. Поэтому расстановка фишек в начале игры задаётся псевдослучайным расположением чисел от 1 до 15 в позициях массива с 0 по 14 (в 15 позицию заносится 0). Это программа `cargo run --example fifteen_parity`: она считает беспорядки и исправляет нечётное число одной перестановкой.",
        )
    }

    pub(super) fn solution_title(&self, moves: usize) -> String {
        match self.lang {
            Lang::En => format!("A shortest solution: {}", self.moves(moves)),
            Lang::Ru => format!("Кратчайшее решение: {}", self.moves(moves)),
        }
    }

    pub(super) fn solution_notes(&self, moves: usize) -> String {
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

    pub(super) fn strip_alt(&self) -> String {
        self.pick(
            "The solution as a strip of boards",
            "Решение полосой позиций",
        )
    }

    pub(super) fn move_caption(
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

    // ---- the SAT lecture

    pub(super) fn sat_title(&self) -> String {
        self.pick(
            "Solving the 15-puzzle with SAT",
            "Решаем «15» с помощью SAT",
        )
    }

    pub(super) fn sat_subtitle(&self, board: &str, moves: usize) -> String {
        match self.lang {
            Lang::En => format!(
                "The rules as a formula, no search written by hand: {board} in {}",
                self.moves(moves)
            ),
            Lang::Ru => format!(
                "Правила как формула, без написанного вручную поиска: {board} за {}",
                self.moves(moves)
            ),
        }
    }

    pub(super) fn sat_title_notes(&self) -> String {
        self.pick(
            "This worksheet solves the puzzle with no search algorithm at all: the rules become a Boolean formula, and a SAT solver finds an assignment that makes it true. The moves are read off the true variables.",
            "Этот рабочий лист решает головоломку вообще без алгоритма поиска: правила становятся булевой формулой, а SAT-решатель находит набор значений, при котором она истинна. Ходы считываются с истинных переменных.",
        )
    }

    pub(super) fn sat_variables_title(&self) -> String {
        self.pick("The variables S[i,j,n,t]", "Переменные S[i,j,n,t]")
    }

    pub(super) fn sat_variable(&self) -> String {
        self.pick(
            "S[i,j,n,t] is true when square (i,j) holds tile n after t moves.",
            "S[i,j,n,t] истинна, когда клетка (i,j) содержит фишку n после t ходов.",
        )
    }

    pub(super) fn sat_ranges(&self, width: usize, height: usize) -> String {
        let cells = width * height;
        match self.lang {
            Lang::En => format!("1 ≤ i ≤ {height}, 1 ≤ j ≤ {width}, 1 ≤ n ≤ {cells} ({cells} is the blank), 0 ≤ t ≤ M."),
            Lang::Ru => format!("1 ≤ i ≤ {height}, 1 ≤ j ≤ {width}, 1 ≤ n ≤ {cells} ({cells} — пустое место), 0 ≤ t ≤ M."),
        }
    }

    pub(super) fn sat_variables_notes(&self) -> String {
        self.pick(
            "One Boolean variable for every square, every tile and every time step. M is the horizon: the number of moves we allow. Every position of the 15-puzzle is solvable in at most 80 moves, so M never needs to pass 80.",
            "Одна булева переменная на каждую клетку, каждую фишку и каждый момент времени. M — горизонт: сколько ходов мы разрешаем. Любая позиция «15» решается не более чем за 80 ходов, поэтому M больше 80 не нужно.",
        )
    }

    pub(super) fn sat_constraints_title(&self) -> String {
        self.pick("The rules as clauses", "Правила как дизъюнкты")
    }

    pub(super) fn sat_constraints(&self) -> Vec<String> {
        [
            (
                "No square holds two tiles at one time: ¬S[i,j,n,t] ∨ ¬S[i,j,m,t] for n < m.",
                "Ни одна клетка не содержит двух фишек сразу: ¬S[i,j,n,t] ∨ ¬S[i,j,m,t] для n < m.",
            ),
            (
                "Static transitions: if neither (i,j) nor a square next to it holds the blank at t, its tile stays at t + 1.",
                "Статичные переходы: если ни (i,j), ни соседняя клетка не содержит пустого места в момент t, её фишка остаётся в момент t + 1.",
            ),
            (
                "Slide transitions: if (i,j) holds the blank at t, exactly one neighbour swaps with it; the others stay.",
                "Переходы-сдвиги: если (i,j) содержит пустое место в момент t, ровно одна соседняя клетка меняется с ней; остальные не меняются.",
            ),
            (
                "The start is fixed at t = 0, and the board must be solved at some t from M − 4 to M.",
                "Начальная позиция задана при t = 0, а решена доска должна быть в какой-то момент от M − 4 до M.",
            ),
        ]
        .iter()
        .map(|(en, ru)| self.pick(en, ru))
        .collect()
    }

    pub(super) fn sat_constraints_notes(&self, count: usize) -> String {
        match self.lang {
            Lang::En => format!("{count} kinds of clauses say everything about the puzzle. Nothing here says how to search: the solver decides that."),
            Lang::Ru => format!("Этих видов дизъюнктов ({count}) достаточно, чтобы сказать о головоломке всё. Ничто здесь не говорит, как искать: это решает решатель."),
        }
    }

    pub(super) fn sat_loop_title(&self) -> String {
        self.pick(
            "The worksheet's loop: M = 5, 10, 15, ...",
            "Цикл рабочего листа: M = 5, 10, 15, ...",
        )
    }

    pub(super) fn sat_loop_notes(&self) -> String {
        self.pick(
            "Each line is printed by the program as it runs: the formula for M moves, its size, and whether a solution was found. The loop stops at the first M with a solution, but the solver returns any model, not the shortest, so the answer is proved shortest by one more question: is there a solution ending exactly two moves sooner?",
            "Каждую строку печатает программа во время работы: формула для M ходов, её размер и найдено ли решение. Цикл останавливается на первом M с решением, но решатель возвращает любую модель, а не кратчайшую, поэтому краткость ответа доказывается ещё одним вопросом: есть ли решение, которое заканчивается ровно на два хода раньше?",
        )
    }

    // ---- Bachet's lecture

    pub(super) fn bachet_title(&self) -> String {
        self.pick("Bachet's game", "Игра Баше")
    }

    pub(super) fn bachet_subtitle(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => format!("{pile} pencils; take 1, 2 or 3; whoever takes the last one loses"),
            Lang::Ru => format!(
                "{pile} {}; брать 1, 2 или 3; взявший последний проигрывает",
                ru_plural(pile, "карандаш", "карандаша", "карандашей")
            ),
        }
    }

    pub(super) fn bachet_title_notes(&self) -> String {
        self.pick(
            "Two players take turns removing 1, 2 or 3 objects from a pile. The player who is left to take the last object loses. The lesson's example is 13 pencils.",
            "Двое игроков по очереди берут из кучки 1, 2 или 3 предмета. Проигрывает тот, кому приходится взять последний предмет. Пример урока — 13 карандашей.",
        )
    }

    pub(super) fn bachet_operands_title(&self) -> String {
        self.pick("The lesson's operands", "Операнды урока")
    }

    pub(super) fn bachet_rule(&self) -> String {
        self.pick(
            "Take 1, 2 or 3 objects in turn; whoever takes the last one loses.",
            "Берите по очереди 1, 2 или 3 предмета; взявший последний проигрывает.",
        )
    }

    pub(super) fn bachet_n(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => format!("N = {pile}: objects in the pile."),
            Lang::Ru => format!("N = {pile}: предметов в кучке."),
        }
    }

    pub(super) fn bachet_p(&self, pile: u64, p: Option<u64>) -> String {
        let value = p.unwrap_or(0);
        let verdict = match (p, self.lang) {
            (Some(_), Lang::En) => "the first player wins by taking P.",
            (Some(_), Lang::Ru) => "первый игрок выигрывает, взяв P.",
            (None, Lang::En) => "the first player cannot win against correct play.",
            (None, Lang::Ru) => "при правильной игре противника первый игрок выиграть не может.",
        };
        format!("P = (N − 1) mod 4 = ({pile} − 1) mod 4 = {value}: {verdict}")
    }

    pub(super) fn bachet_pairs(&self) -> String {
        self.pick(
            "After the first move, Y + C = 4: each pair of moves removes 4.",
            "После первого хода Y + C = 4: каждая пара ходов убирает 4 предмета.",
        )
    }

    pub(super) fn bachet_operands_notes(&self) -> String {
        self.pick(
            "N is the number of objects in the pile; P what the first player takes on the first move; Y what the second player takes; C what the first player answers, so that Y + C = 4. Piles of the form 4k + 1 are lost for the player to move.",
            "N — количество предметов в кучке; P — сколько берёт первый игрок первым ходом; Y — сколько берёт второй; C — ответ первого, так что Y + C = 4. Кучки вида 4k + 1 проигрышны для того, кто ходит.",
        )
    }

    pub(super) fn bachet_table_title(&self) -> String {
        self.pick(
            "The table of transitions from one class to another",
            "Таблица переходов из одного класса в другой",
        )
    }

    pub(super) fn bachet_table_caption(&self) -> String {
        self.pick("classes by N mod 4", "классы по N mod 4")
    }

    pub(super) fn bachet_table_notes(&self) -> String {
        self.pick(
            "Positions fall into classes by N mod 4, and a move carries a position from one class to another. From the losing class every move leads out of it; from every other class one move leads into it.",
            "Позиции делятся на классы по N mod 4, и ход переводит позицию из одного класса в другой. Из проигрышного класса любой ход выводит; из любого другого класса один ход ведёт в проигрышный.",
        )
    }

    /// The title of a game's picture zoomed in on the part of the tree from pile `from`.
    pub(super) fn bachet_game_part(&self, pile: u64, from: u64) -> String {
        match self.lang {
            Lang::En => format!("The game from {pile} on the strategy tree: the part from {from}"),
            Lang::Ru => format!("Партия из {pile} на дереве стратегии: часть от {from}"),
        }
    }

    pub(super) fn bachet_game_top(&self, pile: u64, levels: usize) -> String {
        match self.lang {
            Lang::En => {
                format!("The game from {pile} on the strategy tree: its first {levels} moves")
            }
            Lang::Ru => format!("Партия из {pile} на дереве стратегии: первые {levels} хода"),
        }
    }

    pub(super) fn bachet_game_title(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => format!("A game from {pile}, a take a key press"),
            Lang::Ru => format!("Партия от {pile}, по ходу на нажатие"),
        }
    }

    pub(super) fn bachet_game_notes(&self) -> String {
        self.pick(
            "The computer follows the strategy; the player's replies here were drawn at random with the deck's seed. Each press makes one take: the lit path grows along the strategy tree, and the pencils left stand beside it.",
            "Компьютер следует стратегии; ответы игрока здесь выбраны случайно с зерном презентации. Каждое нажатие — один ход: подсвеченный путь растёт по дереву стратегии, а рядом стоят оставшиеся карандаши.",
        )
    }

    pub(super) fn bachet_strategy_title(&self) -> String {
        self.pick("The strategy", "Стратегия")
    }

    pub(super) fn bachet_strategy_caption(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => {
                format!("every reply of the player from {pile}, the computer's answers fixed")
            }
            Lang::Ru => format!("все ответы игрока от {pile}, ответы компьютера заданы"),
        }
    }

    /// The piles the computer leaves the player, largest first ("9, 5, 1").
    pub(super) fn bachet_strategy_leaves(&self, piles: &[u64]) -> String {
        let list = piles
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        match self.lang {
            Lang::En => format!("the computer always leaves {list}"),
            Lang::Ru => format!("компьютер всегда оставляет {list}"),
        }
    }

    pub(super) fn bachet_strategy_notes(&self) -> String {
        self.pick(
            "The game solver proves the strategy: whatever the player takes, the computer's answer keeps it in a won position to the end.",
            "Решатель игры доказывает стратегию: что бы ни взял игрок, ответ компьютера сохраняет выигрышную позицию до конца.",
        )
    }

    pub(super) fn bachet_program_title(&self) -> String {
        self.pick(
            "The lesson's program, step by step (variant 1)",
            "Программа урока по шагам (вариант 1)",
        )
    }

    pub(super) fn bachet_program_notes(&self) -> String {
        self.pick(
            "This is `cargo run --example bachet_steps`: the computer moves first and prints the number of each step of the lesson before it acts. If with the given N the first player cannot win against correct play (P = 0), the game is broken off.",
            "Это программа `cargo run --example bachet_steps`: компьютер ходит первым и печатает номер каждого шага урока, прежде чем его выполнить. Если при данном N первый игрок не может выиграть при правильной игре противника (P = 0), игра прерывается.",
        )
    }

    pub(super) fn bachet_player_title(&self) -> String {
        self.pick("The game solver, step by step", "Решатель игры по шагам")
    }

    pub(super) fn bachet_player_notes(&self) -> String {
        self.pick(
            "Click the player and step with the arrow keys: the solver settles each pile, won or lost for the player to move, smallest first. Try \"Your turn\": the class says the winning take.",
            "Щёлкните по проигрывателю и шагайте стрелками: решатель определяет каждую кучку, выигрышная она или проигрышная для того, кто ходит, начиная с меньших. Попробуйте «Ваш ход»: класс называет выигрышный ход.",
        )
    }

    pub(super) fn column(&self, col: usize) -> String {
        match self.lang {
            Lang::En => format!("column {col}"),
            Lang::Ru => format!("столбец {col}"),
        }
    }

    pub(super) fn row(&self, row: usize) -> String {
        match self.lang {
            Lang::En => format!("row {row}"),
            Lang::Ru => format!("ряд {row}"),
        }
    }

    pub(super) fn index_rule(&self, width: usize) -> String {
        match self.lang {
            Lang::En => format!("index / {width} = row − 1, index % {width} = column − 1"),
            Lang::Ru => {
                format!("индекс / {width} = номер ряда − 1, индекс % {width} = номер столбца − 1")
            }
        }
    }

    pub(super) fn empty_place(&self, index: usize, row: usize, col: usize) -> String {
        match self.lang {
            Lang::En => format!("The empty place: a[{index}] = 0, row {row}, column {col}."),
            Lang::Ru => format!("Пустое место: a[{index}] = 0, ряд {row}, столбец {col}."),
        }
    }

    /// The k-th expansion of a search: `g`, and `f = g + h` when the search uses `h`.
    pub(super) fn expansion(&self, order: usize, g: u32, h: Option<u32>) -> String {
        let took = self.pick("expanded", "раскрыта");
        match h {
            Some(h) => format!("#{order} {took}: f = {g} + {h} = {}", g + h),
            None => format!("#{order} {took}: g = {g}"),
        }
    }

    /// The answer "no" to "play again?".
    pub(super) fn no(&self) -> String {
        self.pick("no", "нет")
    }

    /// The packages that set LaTeX's fonts and hyphenation for the language.
    pub(super) fn latex_language(&self) -> String {
        self.pick(
            "\\usepackage{lmodern}\n\\usepackage[T1]{fontenc}\n\\usepackage[english]{babel}\n",
            "\\usepackage[T2A]{fontenc}\n\\usepackage[russian]{babel}\n",
        )
    }
}
