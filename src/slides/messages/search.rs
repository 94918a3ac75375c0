//! The search lecture's words: the problem, BFS's layers and tree, A*'s tree, IDA*'s
//! iterations, the comparison, the heuristics and the player.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;

use super::Messages;

impl Messages {
    pub(in crate::slides) fn search_title(&self) -> String {
        self.pick(
            "Searching for a solution: BFS, A*, IDA*",
            "Поиск решения: BFS, A*, IDA*",
        )
    }

    pub(in crate::slides) fn search_subtitle(&self, board: &str, length: usize) -> String {
        match self.lang {
            Lang::En => format!("The board {board}: {} from the goal", self.moves(length)),
            Lang::Ru => format!("Позиция {board}: {} до цели", self.moves(length)),
        }
    }

    pub(in crate::slides) fn search_title_notes(&self) -> String {
        self.pick(
            "Today one board is solved three ways. Breadth-first search looks at every position a move away, then two moves, and so on. A* looks first where the estimate f = g + h is smallest. IDA* does the same with almost no memory, one bound at a time. Every number on these slides was counted by the program while it searched.",
            "Сегодня одну позицию решим тремя способами. Поиск в ширину просматривает все позиции в одном ходе, затем в двух и так далее. A* сначала смотрит туда, где оценка f = g + h меньше всего. IDA* делает то же почти без памяти, по одному порогу за раз. Каждое число на этих слайдах посчитала программа во время поиска.",
        )
    }

    pub(in crate::slides) fn problem_title(&self) -> String {
        self.pick(
            "The problem: from the start to the goal",
            "Задача: от начала до цели",
        )
    }

    pub(in crate::slides) fn problem_nodes(&self) -> String {
        self.pick(
            "A position is a node; a move of a tile into the empty place is an edge.",
            "Позиция — вершина; перемещение фишки на пустое место — ребро.",
        )
    }

    pub(in crate::slides) fn problem_goal(&self) -> String {
        self.pick(
            "We look for the fewest moves from the start to the goal.",
            "Ищем наименьшее число ходов от начальной позиции до цели.",
        )
    }

    pub(in crate::slides) fn problem_length(&self, length: usize) -> String {
        match self.lang {
            Lang::En => format!("This board needs {}.", self.moves(length)),
            Lang::Ru => format!("Этой позиции нужно {}.", self.moves(length)),
        }
    }

    /// What stands after a heading whose board is drawn beside the transcript.
    pub(in crate::slides) fn drawn_beside(&self) -> String {
        self.pick("drawn on the right →", "нарисована справа →")
    }

    pub(in crate::slides) fn start_alt(&self) -> String {
        self.pick("The start position", "Начальная позиция")
    }

    pub(in crate::slides) fn goal_alt(&self) -> String {
        self.pick("The goal position", "Целевая позиция")
    }

    pub(in crate::slides) fn start_caption(&self) -> String {
        self.pick("the start", "начало")
    }

    pub(in crate::slides) fn goal_caption(&self) -> String {
        self.pick("the goal", "цель")
    }

    pub(in crate::slides) fn problem_notes(&self) -> String {
        self.pick(
            "The placement of the numbers in the array and the limits on the moves describe both the set of states of the puzzle and every transition from one state to another. So solving it is finding a path in a graph.",
            "Размещение 16 чисел в массиве и приведённые ограничения на передвижения полностью описывают как множество состояний системы из 15 пронумерованных фишек в коробочке, так и все возможные переходы из одного состояния системы в другое. Значит, решить головоломку — найти путь в графе.",
        )
    }

    pub(in crate::slides) fn bfs_layers_title(&self) -> String {
        self.pick(
            "Breadth-first search: one layer at a time",
            "Поиск в ширину: слой за слоем",
        )
    }

    pub(in crate::slides) fn bfs_layers_head(&self) -> Vec<String> {
        vec![
            self.pick("moves from the start", "ходов от начала"),
            self.pick("positions expanded", "раскрыто позиций"),
        ]
    }

    pub(in crate::slides) fn bfs_total(
        &self,
        expanded: u64,
        generated: u64,
        length: usize,
    ) -> String {
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

    pub(in crate::slides) fn bfs_notes(&self) -> String {
        self.pick(
            "Breadth-first search takes positions from a queue, first in, first out, so it finishes every position one move away before any two moves away. Each row is one layer: watch how fast the layers grow. The first time the goal leaves the queue, its depth is the shortest solution.",
            "Поиск в ширину берёт позиции из очереди: первым пришёл — первым ушёл. Поэтому он заканчивает все позиции в одном ходе раньше, чем любую в двух. Каждая строка — один слой: посмотрите, как быстро растут слои. Когда цель впервые выходит из очереди, её глубина и есть кратчайшее решение.",
        )
    }

    pub(in crate::slides) fn bfs_tree_title(&self) -> String {
        self.pick(
            "Breadth-first search: the first expansions",
            "Поиск в ширину: первые раскрытия",
        )
    }

    pub(in crate::slides) fn bfs_tree_notes(&self) -> String {
        self.pick(
            "One expansion per key press. BFS is blind to the estimate: it expands the positions in the order they were generated, level by level, whether they lead toward the goal or away from it.",
            "Одно раскрытие на нажатие клавиши. Поиск в ширину не видит оценки: он раскрывает позиции в том порядке, в каком их породил, уровень за уровнем, ведут ли они к цели или от неё.",
        )
    }

    pub(in crate::slides) fn astar_tree_title(&self) -> String {
        self.pick(
            "A*: the least f = g + h first",
            "A*: сначала наименьшее f = g + h",
        )
    }

    pub(in crate::slides) fn astar_tree_notes(&self) -> String {
        self.pick(
            "g is the number of moves made from the start, h the Manhattan distance: how far every tile is from its place, in rows and columns. A* always expands the position with the least f = g + h. Press for each expansion and watch it go straight down toward the goal.",
            "g — число ходов от начала, h — манхэттенское расстояние: на сколько строк и столбцов каждая фишка стоит от своего места. A* всегда раскрывает позицию с наименьшим f = g + h. Нажимайте для каждого раскрытия и смотрите, как поиск идёт прямо вниз, к цели.",
        )
    }

    pub(in crate::slides) fn tree_alt(&self, expansions: usize) -> String {
        match self.lang {
            Lang::En => format!("The search tree after {expansions} expansions"),
            Lang::Ru => format!("Дерево поиска после {expansions} раскрытий"),
        }
    }

    pub(in crate::slides) fn tree_caption(&self, expansions: usize) -> String {
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

    pub(in crate::slides) fn ida_title(&self) -> String {
        self.pick("IDA*: one bound at a time", "IDA*: порог за порогом")
    }

    pub(in crate::slides) fn ida_head(&self) -> Vec<String> {
        vec![
            self.pick("iteration", "итерация"),
            self.pick("bound", "порог"),
            self.pick("expanded", "раскрыто"),
            self.pick("generated", "порождено"),
        ]
    }

    pub(in crate::slides) fn ida_total(&self, expanded: u64) -> String {
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

    pub(in crate::slides) fn ida_notes(&self) -> String {
        self.pick(
            "Each iteration is a depth-first search that stops at the positions whose f = g + h passes the bound. The next bound is the smallest f it cut off. The earlier iterations are the price of using so little memory: only the path is kept.",
            "Каждая итерация — поиск в глубину, который останавливается в позициях, где f = g + h превышает порог. Следующий порог — наименьшее из отсечённых f. Прежние итерации — цена того, что памяти нужно так мало: хранится только путь.",
        )
    }

    pub(in crate::slides) fn compare_title(&self) -> String {
        self.pick("The three searches compared", "Три поиска рядом")
    }

    pub(in crate::slides) fn compare_head(&self) -> Vec<String> {
        vec![
            self.pick("search", "поиск"),
            self.pick("moves", "ходов"),
            self.pick("expanded", "раскрыто"),
            self.pick("generated", "порождено"),
            self.pick("most in memory", "больше всего в памяти"),
        ]
    }

    pub(in crate::slides) fn compare_notes(&self) -> String {
        self.pick(
            "All three find a shortest solution, so the moves agree. What differs is the work: the positions expanded and generated, and the memory. BFS keeps every position it has seen; A* keeps its open list; IDA* keeps only its path.",
            "Все три находят кратчайшее решение, поэтому число ходов совпадает. Различается работа: сколько позиций раскрыто и порождено, и сколько памяти нужно. Поиск в ширину хранит каждую виденную позицию, A* — свой открытый список, IDA* — только путь.",
        )
    }

    pub(in crate::slides) fn heuristics_title(&self) -> String {
        self.pick(
            "A better estimate, less work",
            "Лучше оценка — меньше работы",
        )
    }

    pub(in crate::slides) fn heuristics_alt(&self) -> String {
        self.pick(
            "Positions A* expands with each heuristic",
            "Сколько позиций раскрывает A* с каждой эвристикой",
        )
    }

    pub(in crate::slides) fn heuristics_caption(&self) -> String {
        self.pick(
            "A* on the same board with three estimates",
            "A* на той же позиции с тремя оценками",
        )
    }

    pub(in crate::slides) fn heuristics_notes(&self) -> String {
        self.pick(
            "Misplaced tiles counts the tiles out of place; Manhattan distance adds how far each one is; linear conflicts add two moves for every pair of tiles in their row or column but in the wrong order. Each never overestimates, so A* stays optimal, and the closer the estimate, the fewer positions it expands.",
            "«Фишки не на месте» считает фишки не на своих местах; манхэттенское расстояние добавляет, как далеко стоит каждая; линейные конфликты прибавляют два хода на каждую пару фишек своей строки или столбца в неверном порядке. Ни одна оценка не завышает, поэтому A* остаётся оптимальным, и чем точнее оценка, тем меньше позиций он раскрывает.",
        )
    }

    pub(in crate::slides) fn player_title(&self) -> String {
        self.pick("Step through A* yourself", "Пройдите A* сами")
    }

    pub(in crate::slides) fn player_notes(&self) -> String {
        self.pick(
            "Click the player and step with the arrow keys: the open list, the closed set and the tree change one event at a time. Try \"Your turn\": the class says which position A* expands next.",
            "Щёлкните по проигрывателю и шагайте стрелками: открытый список, закрытое множество и дерево меняются по одному событию. Попробуйте «Ваш ход»: класс говорит, какую позицию A* раскроет следующей.",
        )
    }

    /// The k-th expansion of a search: `g`, and `f = g + h` when the search uses `h`.
    pub(in crate::slides) fn expansion(&self, order: usize, g: u32, h: Option<u32>) -> String {
        let took = self.pick("expanded", "раскрыта");
        match h {
            Some(h) => format!("#{order} {took}: f = {g} + {h} = {}", g + h),
            None => format!("#{order} {took}: g = {g}"),
        }
    }
}
