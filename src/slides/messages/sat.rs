//! The SAT lecture's words: the variables, the constraints and the solver's loop over the
//! horizons, and the boards too far for the deck.

use puzzlelab_rules::Lang;

use super::Messages;

impl Messages {
    /// A board too far from its goal for the SAT deck: `moves` it takes (`at_least` that many).
    pub(in crate::slides) fn sat_board_too_far(
        &self,
        most: usize,
        moves: usize,
        at_least: bool,
    ) -> String {
        match (self.lang, at_least) {
            (Lang::En, true) => format!("the SAT deck takes a board solved in at most {most} moves, and this one takes at least {moves}: SAT at that horizon takes minutes (the worksheet's own board takes 15)"),
            (Lang::En, false) => format!("the SAT deck takes a board solved in at most {most} moves, and this one takes {moves}: SAT at that horizon takes minutes (the worksheet's own board takes 15)"),
            (Lang::Ru, true) => format!("презентация о SAT берёт доску, решаемую не более чем за {most} ходов, а этой нужно не меньше {moves}: на таком горизонте SAT решает минуты (доске из задания нужно 15)"),
            (Lang::Ru, false) => format!("презентация о SAT берёт доску, решаемую не более чем за {most} ходов, а этой нужно {moves}: на таком горизонте SAT решает минуты (доске из задания нужно 15)"),
        }
    }

    pub(in crate::slides) fn sat_title(&self) -> String {
        self.pick(
            "Solving the 15-puzzle with SAT",
            "Решаем «15» с помощью SAT",
        )
    }

    pub(in crate::slides) fn sat_subtitle(&self, board: &str, moves: usize) -> String {
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

    pub(in crate::slides) fn sat_title_notes(&self) -> String {
        self.pick(
            "This worksheet solves the puzzle with no search algorithm at all: the rules become a Boolean formula, and a SAT solver finds an assignment that makes it true. The moves are read off the true variables.",
            "Этот рабочий лист решает головоломку вообще без алгоритма поиска: правила становятся булевой формулой, а SAT-решатель находит набор значений, при котором она истинна. Ходы считываются с истинных переменных.",
        )
    }

    pub(in crate::slides) fn sat_variables_title(&self) -> String {
        self.pick("The variables S[i,j,n,t]", "Переменные S[i,j,n,t]")
    }

    pub(in crate::slides) fn sat_variable(&self) -> String {
        self.pick(
            "S[i,j,n,t] is true when square (i,j) holds tile n after t moves.",
            "S[i,j,n,t] истинна, когда клетка (i,j) содержит фишку n после t ходов.",
        )
    }

    pub(in crate::slides) fn sat_ranges(&self, width: usize, height: usize) -> String {
        let cells = width * height;
        match self.lang {
            Lang::En => format!("1 ≤ i ≤ {height}, 1 ≤ j ≤ {width}, 1 ≤ n ≤ {cells} ({cells} is the blank), 0 ≤ t ≤ M."),
            Lang::Ru => format!("1 ≤ i ≤ {height}, 1 ≤ j ≤ {width}, 1 ≤ n ≤ {cells} ({cells} — пустое место), 0 ≤ t ≤ M."),
        }
    }

    pub(in crate::slides) fn sat_variables_notes(&self) -> String {
        self.pick(
            "One Boolean variable for every square, every tile and every time step. M is the horizon: the number of moves we allow. Every position of the 15-puzzle is solvable in at most 80 moves, so M never needs to pass 80.",
            "Одна булева переменная на каждую клетку, каждую фишку и каждый момент времени. M — горизонт: сколько ходов мы разрешаем. Любая позиция «15» решается не более чем за 80 ходов, поэтому M больше 80 не нужно.",
        )
    }

    pub(in crate::slides) fn sat_constraints_title(&self) -> String {
        self.pick("The rules as clauses", "Правила как дизъюнкты")
    }

    pub(in crate::slides) fn sat_constraints(&self) -> Vec<String> {
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

    pub(in crate::slides) fn sat_constraints_notes(&self, count: usize) -> String {
        match self.lang {
            Lang::En => format!("{count} kinds of clauses say everything about the puzzle. Nothing here says how to search: the solver decides that."),
            Lang::Ru => format!("Этих видов дизъюнктов ({count}) достаточно, чтобы сказать о головоломке всё. Ничто здесь не говорит, как искать: это решает решатель."),
        }
    }

    pub(in crate::slides) fn sat_loop_title(&self) -> String {
        self.pick(
            "The worksheet's loop: M = 5, 10, 15, ...",
            "Цикл рабочего листа: M = 5, 10, 15, ...",
        )
    }

    pub(in crate::slides) fn sat_loop_notes(&self) -> String {
        self.pick(
            "Each line is printed by the program as it runs: the formula for M moves, its size, and whether a solution was found. The loop stops at the first M with a solution, but the solver returns any model, not the shortest, so the answer is proved shortest by one more question: is there a solution ending exactly two moves sooner?",
            "Каждую строку печатает программа во время работы: формула для M ходов, её размер и найдено ли решение. Цикл останавливается на первом M с решением, но решатель возвращает любую модель, а не кратчайшую, поэтому краткость ответа доказывается ещё одним вопросом: есть ли решение, которое заканчивается ровно на два хода раньше?",
        )
    }
}
