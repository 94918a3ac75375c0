//! What the `bachet` commands say (the table of classes, a pile solved and explained, the
//! game trees' sizes), in English and Russian side by side. What the player reads in a game is
//! the rules crate's (`puzzlelab_rules::bachet::Messages`).

use std::fmt::Display;

use puzzlelab_rules::bachet::MAX_TABLE_TAKE;
use puzzlelab_rules::lang::{ru_plural, Lang};

/// The `bachet` commands' messages in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// A move of the game: «за ход берут от 1 до k предметов».
    fn take_one_to(&self, k: u64) -> String {
        match self.lang {
            Lang::En => format!("take 1 to {k} objects a move"),
            Lang::Ru => format!(
                "за ход берут от 1 до {k} {}",
                ru_plural(k, "предмета", "предметов", "предметов")
            ),
        }
    }

    /// Who takes the last object, loses (misère) or wins.
    fn convention(&self, misere: bool) -> &'static str {
        match (self.lang, misere) {
            (Lang::En, true) => "whoever takes the last object loses",
            (Lang::En, false) => "whoever takes the last object wins",
            (Lang::Ru, true) => "кто возьмёт последний предмет, тот проиграл",
            (Lang::Ru, false) => "кто возьмёт последний предмет, тот выиграл",
        }
    }

    /// The convention as the table names it: the English says which play it is.
    fn named_convention(&self, misere: bool) -> String {
        match (self.lang, misere) {
            (Lang::En, true) => format!("{} (misère)", self.convention(true)),
            (Lang::En, false) => format!("{} (normal play)", self.convention(false)),
            (Lang::Ru, _) => self.convention(misere).to_string(),
        }
    }

    /// The table's first line: the game and its rules.
    pub(crate) fn game_rules(&self, k: u64, misere: bool) -> String {
        let (take, convention) = (self.take_one_to(k), self.named_convention(misere));
        match self.lang {
            Lang::En => format!("Bachet's game: {take}; {convention}."),
            Lang::Ru => format!("Игра Баше: {take}; {convention}."),
        }
    }

    /// The classes of the piles, and the class that loses for the player to move.
    pub(crate) fn classes(&self, period: u64, losing: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "Classes: N mod {period}. The player to move loses against correct play when N ≡ {losing} (mod {period})."
            ),
            Lang::Ru => format!(
                "Классы: N mod {period}. Тот, кто ходит, проигрывает при правильной игре соперника, если N ≡ {losing} (mod {period})."
            ),
        }
    }

    /// The class-transition table's title.
    pub(crate) fn transition_table(&self) -> &'static str {
        self.lang.pick(
            "Class-transition table: from class (row), taking C (column), the class reached.",
            "Таблица перехода из одного класса в другой: из класса (строка), взяв C (столбец), попадаем в класс:",
        )
    }

    /// What the table's star marks: the winning take, into the `losing` class.
    pub(crate) fn star_marks(&self, losing: u64) -> String {
        match self.lang {
            Lang::En => {
                format!(
                    "* marks the take that reaches the losing class {losing}: the winning take."
                )
            }
            Lang::Ru => format!("* отмечает ход в проигрышный класс {losing}: выигрышный ход."),
        }
    }

    /// The table left out: its `cells` are too many.
    pub(crate) fn table_not_shown(&self, cells: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "(Not shown: {cells} entries; the table is shown for --max-take up to {MAX_TABLE_TAKE}.)"
            ),
            Lang::Ru => format!(
                "(Не показана: {cells} клеток; таблица показывается при --max-take не больше {MAX_TABLE_TAKE}.)"
            ),
        }
    }

    /// The heading of the class column.
    pub(crate) fn class_heading(&self) -> &'static str {
        self.lang.pick("class", "класс")
    }

    /// A row of the transition table: the class is lost, or won, for the player to move.
    pub(crate) fn class_mark(&self, won: bool) -> &'static str {
        match won {
            true => self.lang.pick("won", "выигр."),
            false => self.lang.pick("lost", "проигр."),
        }
    }

    /// The heading of the piles' value column.
    pub(crate) fn value_heading(&self) -> &'static str {
        self.lang.pick("value", "значение")
    }

    /// A pile's value: won, or lost, for the player to move.
    pub(crate) fn value(&self, won: bool) -> &'static str {
        match won {
            true => self.lang.pick("won", "выигрыш"),
            false => self.lang.pick("lost", "проигрыш"),
        }
    }

    /// The heading of the winning take's column.
    pub(crate) fn winning_take_heading(&self) -> &'static str {
        self.lang.pick("winning take", "выигрышный ход")
    }

    /// The winning take of an empty pile: none, the game is over.
    pub(crate) fn game_over(&self) -> &'static str {
        self.lang.pick("- (game over)", "- (игра окончена)")
    }

    /// The winning take of a lost pile: there is none.
    pub(crate) fn no_winning_take(&self) -> &'static str {
        self.lang.pick("none", "нет")
    }

    /// A pile `n` solved: its rules.
    pub(crate) fn pile_rules(&self, n: u64, k: u64, misere: bool) -> String {
        format!(
            "N = {n}; {}; {}.",
            self.take_one_to(k),
            self.convention(misere)
        )
    }

    /// The class of the pile `n`.
    pub(crate) fn class_of(&self, n: u64, period: u64, class: u64) -> String {
        let word = self.lang.pick("Class", "Класс");
        format!("{word}: {n} mod {period} = {class}.")
    }

    /// The pile is empty: the game is over, won or lost for the player to move.
    pub(crate) fn empty_pile(&self, mover_wins: bool) -> &'static str {
        match (self.lang, mover_wins) {
            (Lang::En, true) => "The pile is empty: the game is over, won for the player to move.",
            (Lang::En, false) => {
                "The pile is empty: the game is over, lost for the player to move."
            }
            (Lang::Ru, true) => "Кучка пуста: игра окончена, тот, чей ход, выиграл.",
            (Lang::Ru, false) => "Кучка пуста: игра окончена, тот, чей ход, проиграл.",
        }
    }

    /// A won pile: its value.
    pub(crate) fn won_pile(&self) -> &'static str {
        self.lang.pick(
            "Value: a win for the player to move.",
            "Позиция выигрышная для того, чей ход.",
        )
    }

    /// The winning take `p`, and the losing pile it leaves (`left`, written by its class).
    pub(crate) fn winning_take(&self, p: u64, left: &str, losing: u64, period: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "Winning take: {p}: leave {left}, a losing position (N ≡ {losing} mod {period})."
            ),
            Lang::Ru => format!(
                "Выигрышный ход: взять {p}, оставить {left}, проигрышную позицию (N ≡ {losing} mod {period})."
            ),
        }
    }

    /// How the winner keeps the opponent in the losing class.
    pub(crate) fn answer_every_take(&self, period: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "Then answer every take Y with {period} - Y, leaving the losing class each time."
            ),
            Lang::Ru => format!(
                "Дальше на каждый ход Y отвечать {period} - Y, каждый раз оставляя проигрышный класс."
            ),
        }
    }

    /// A lost pile: its value, with the pile written by its class (`here`).
    pub(crate) fn lost_pile(&self, here: &str) -> String {
        match self.lang {
            Lang::En => {
                format!("Value: a loss for the player to move against correct play ({here}).")
            }
            Lang::Ru => format!(
                "Позиция проигрышная для того, чей ход, при правильной игре соперника ({here})."
            ),
        }
    }

    /// A lost pile: every take leaves `after`, and the opponent's answer leaves `back`.
    pub(crate) fn every_take_leaves(&self, after: &str, period: u64, back: &str) -> String {
        match self.lang {
            Lang::En => format!(
                "Every take leaves {after}; the opponent answers Y with {period} - Y and leaves {back}."
            ),
            Lang::Ru => format!(
                "Любой ход оставляет {after}; соперник отвечает на Y ходом {period} - Y и оставляет {back}."
            ),
        }
    }

    /// The moves left to the end of the game under best play.
    pub(crate) fn moves_to_the_end(&self, distance: u64) -> String {
        match self.lang {
            Lang::En => format!("Moves to the end under best play: {distance}."),
            Lang::Ru => format!("Ходов до конца игры при лучшей игре обеих сторон: {distance}."),
        }
    }

    /// The retrograde check stopped by its memory limit of `megabytes` (`stopped` says how).
    pub(crate) fn check_stopped(&self, stopped: impl Display, megabytes: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "(Not re-solved by retrograde analysis: {stopped}; the formula is proven by the solver.)"
            ),
            Lang::Ru => format!(
                "(Не решено заново ретроградным анализом: достигнут предел памяти {megabytes} МБ; формула доказана решателем.)"
            ),
        }
    }

    /// The retrograde analysis of the piles `0..=n`, and whether it agrees with the formula.
    pub(crate) fn retrograde(&self, n: u64, agrees: bool) -> String {
        match (self.lang, agrees) {
            (Lang::En, true) => format!("Retrograde analysis of the piles 0..={n}: agrees."),
            (Lang::En, false) => format!("Retrograde analysis of the piles 0..={n}: DISAGREES."),
            (Lang::Ru, true) => format!("Ретроградный анализ кучек 0..={n}: совпадает."),
            (Lang::Ru, false) => format!("Ретроградный анализ кучек 0..={n}: НЕ СОВПАДАЕТ."),
        }
    }

    /// A pile above `up_to`, not solved again by retrograde analysis.
    pub(crate) fn beyond_the_check(&self, up_to: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "(Not re-solved by retrograde analysis: piles above {up_to} use the proven formula.)"
            ),
            Lang::Ru => {
                format!("(Кучки больше {up_to} не решаются заново: формула доказана решателем.)")
            }
        }
    }

    /// The folded graph's sizes.
    pub(crate) fn graph_sizes(&self, pile: u64, nodes: usize, edges: usize) -> String {
        match self.lang {
            Lang::En => {
                format!("folded graph of the piles 0..={pile}: {nodes} nodes, {edges} edges")
            }
            Lang::Ru => format!("свёрнутый граф кучек 0..={pile}: вершин {nodes}, рёбер {edges}"),
        }
    }

    /// A game tree's sizes: the full tree, or the strategy's.
    pub(crate) fn tree_sizes(
        &self,
        full: bool,
        pile: u64,
        nodes: usize,
        leaves: usize,
        depth: u32,
    ) -> String {
        let (nodes, leaves) = (self.lang.int(nodes as u64), self.lang.int(leaves as u64));
        match self.lang {
            Lang::En => format!(
                "{} tree from {pile}: {nodes} nodes, {leaves} leaves (finished games), depth {depth}",
                if full { "full" } else { "strategy" }
            ),
            Lang::Ru => format!(
                "{} от {pile}: вершин {nodes}, листьев (оконченных партий) {leaves}, глубина {depth}",
                if full { "полное дерево" } else { "дерево стратегии" }
            ),
        }
    }

    /// A node of a printed game tree: the pile, who moves there and how that ends for them.
    pub(crate) fn tree_node(&self, pile: u64, first_to_move: bool, won: bool) -> String {
        match self.lang {
            Lang::En => format!(
                "{pile} ({} to move, {})",
                if first_to_move { "first" } else { "second" },
                if won { "won" } else { "lost" }
            ),
            Lang::Ru => format!(
                "{pile} (ходит {}, {})",
                if first_to_move {
                    "первый"
                } else {
                    "второй"
                },
                if won {
                    "выигрыш"
                } else {
                    "проигрыш"
                }
            ),
        }
    }

    /// The move into a node of a printed game tree, and whether it wins.
    pub(crate) fn tree_move(&self, take: u64, winning: bool) -> String {
        match (self.lang, winning) {
            (Lang::En, true) => format!("take {take}, a winning move →"),
            (Lang::En, false) => format!("take {take} →"),
            (Lang::Ru, true) => format!("взять {take}, выигрывающий ход →"),
            (Lang::Ru, false) => format!("взять {take} →"),
        }
    }

    /// A node already printed with everything under it, met again in a folded tree.
    pub(crate) fn as_above(&self) -> &'static str {
        match self.lang {
            Lang::En => "… as above",
            Lang::Ru => "… как выше",
        }
    }

    /// The note over a tree printed folded: too many nodes to print each.
    pub(crate) fn folded_note(&self, nodes: usize) -> String {
        let lang = self.lang;
        let nodes = lang.int(nodes as u64);
        match lang {
            Lang::En => format!("folded: {nodes} nodes are too many to print, so each position (pile and player to move) is shown once, with what follows it, and \"as above\" where it comes again"),
            Lang::Ru => format!("в свёрнутом виде: {nodes} вершин слишком много, поэтому каждая позиция (кучка и кто ходит) показана один раз, со всем, что из неё следует, а дальше — «как выше»"),
        }
    }

    /// A pile of the printed folded graph, with its takes.
    pub(crate) fn graph_pile(&self, pile: u64, won: bool, takes: &[(u64, u64, bool)]) -> String {
        let moves: Vec<String> = takes
            .iter()
            .map(|&(take, to, winning)| {
                let mark = if winning { "*" } else { "" };
                format!("−{take} → {to}{mark}")
            })
            .collect();
        let (value, none) = match self.lang {
            Lang::En => (if won { "won" } else { "lost" }, "no move"),
            Lang::Ru => (
                if won {
                    "выигрыш"
                } else {
                    "проигрыш"
                },
                "ходов нет",
            ),
        };
        let moves = if moves.is_empty() {
            none.to_string()
        } else {
            moves.join(", ")
        };
        format!("{pile} ({value}): {moves}")
    }

    /// The key under a printed folded graph.
    pub(crate) fn graph_key(&self) -> &'static str {
        match self.lang {
            Lang::En => "won, lost: for the player to move; * a winning move (it leaves a lost pile)",
            Lang::Ru => "выигрыш, проигрыш — для того, кто ходит; * — выигрывающий ход (оставляет проигрышную кучку)",
        }
    }
}
