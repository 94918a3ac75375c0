//! Lesson 2's messages: the classes of the piles (`bachet_classes`), the game solver beside the
//! formula (`bachet_solver`), and the heading of the 13 steps (`bachet_steps`; the game's own
//! dialogue is the rules crate's).

use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::Value;

use super::Messages;

impl Messages {
    /// `bachet_classes`: the heading of the transition table.
    pub(crate) fn transition_table(&self) -> &'static str {
        self.pick(
            "Table of transitions from one class to another (N mod 4), take C = 1..3:",
            "Таблица перехода из одного класса в другой (N mod 4), берём C = 1..3:",
        )
    }

    /// `bachet_classes`: the head of the table's first column.
    pub(crate) fn class_column_head(&self) -> &'static str {
        self.pick("from class", "из класса")
    }

    /// `bachet_classes`: the mark of the lost class's row.
    pub(crate) fn lost_mark(&self) -> &'static str {
        self.pick(" (lost)", " (проигрыш)")
    }

    /// `bachet_classes`: the note on the starred takes.
    pub(crate) fn starred_take(&self) -> &'static str {
        self.pick(
            "* the take that leaves class 1: P = (N - 1) mod 4",
            "* ход, который оставляет кучку класса 1: P = (N - 1) mod 4",
        )
    }

    /// `bachet_classes`: the word before a class's number.
    pub(crate) fn class(&self) -> &'static str {
        self.pick("class", "класс")
    }

    /// `bachet_classes`: a class's verdict: lost, or won with the take given.
    pub(crate) fn class_verdict(&self, winning_take: Option<u64>) -> String {
        match (winning_take, self.lang) {
            (None, Lang::En) => "lost for the player to move".to_string(),
            (None, Lang::Ru) => "проигрыш для того, чей ход".to_string(),
            (Some(p), Lang::En) => format!("won: take {p}"),
            (Some(p), Lang::Ru) => format!("выигрыш: взять {p}"),
        }
    }

    /// `bachet_solver`: the heads of the columns after N: the solver's value, its distance,
    /// its winning takes, the formula's answer, whether they agree.
    pub(crate) fn solver_heads(&self) -> [&'static str; 5] {
        match self.lang {
            Lang::En => [
                "solver: value",
                "moves to end",
                "winning takes",
                "formula: P = (N-1) mod 4",
                "agree",
            ],
            Lang::Ru => [
                "решатель: значение",
                "ходов до конца",
                "выигрышные ходы",
                "формула: P = (N-1) mod 4",
                "совпадает",
            ],
        }
    }

    /// `bachet_solver`: a lost pile.
    fn loss(&self) -> &'static str {
        self.pick("loss", "проигрыш")
    }

    /// `bachet_solver`: the solver's value of a pile (a win padded to the loss's width).
    pub(crate) fn solver_value(&self, value: Value) -> &'static str {
        match value {
            Value::Win => self.pick("win ", "выигрыш "),
            Value::Loss => self.loss(),
        }
    }

    /// `bachet_solver`: the formula's answer for P = (N - 1) mod 4 = `p`.
    pub(crate) fn formula(&self, p: u64) -> String {
        match (p, self.lang) {
            (0, _) => format!("0: {}", self.loss()),
            (_, Lang::En) => format!("{p}: win, take {p}"),
            (_, Lang::Ru) => format!("{p}: выигрыш, взять {p}"),
        }
    }

    /// `bachet_solver`: whether the solver and the formula agree on a pile.
    pub(crate) fn agree(&self, agree: bool) -> &'static str {
        if agree {
            self.pick("yes", "да")
        } else {
            self.pick("NO", "НЕТ")
        }
    }

    /// `bachet_solver`: the label of the number of piles they disagree on.
    pub(crate) fn disagreements(&self) -> &'static str {
        self.pick("Disagreements:", "Расхождений:")
    }

    /// `bachet_steps`: the program's heading, before the game's rules.
    pub(crate) fn variant1_heading(&self) -> &'static str {
        self.pick(
            "Bachet's game, variant 1: the lesson's 13 steps. (End of input, Ctrl-D, stops the program.)",
            "Игра Баше, первый вариант алгоритма: 13 шагов урока. (Конец ввода, Ctrl-D, завершает программу.)",
        )
    }
}
