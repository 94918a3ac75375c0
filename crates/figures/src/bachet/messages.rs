//! The words drawn inside Bachet's game in pictures, in English and in Russian side by side:
//! the legend, the titles of the graph and the trees, the class table's heads and note, a
//! played-back game's captions.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::tree::Player;

use crate::messages::Messages;

/// The words of Bachet's pictures, beside the other pictures' words (one `Messages` a
/// language for the whole crate).
impl Messages {
    /// The legend of Bachet's pictures: green, the player to move wins.
    pub(crate) fn winning(&self) -> &'static str {
        self.pick("the player to move wins", "ходящий выигрывает")
    }

    /// The legend of Bachet's pictures: red, the player to move loses.
    pub(crate) fn losing(&self) -> &'static str {
        self.pick("the player to move loses", "ходящий проигрывает")
    }

    /// The game graph's title: the piles `0..=n`, the takes `1..=max_take`.
    pub(crate) fn game_graph_title(&self, n: u64, max_take: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "Bachet's game: piles 0..{n}, takes 1..{max_take}, arrows are moves (bold: winning)"
            ),
            Lang::Ru => format!(
                "Игра Баше: кучки 0..{n}, ходы 1..{max_take}, стрелки — ходы (жирные — выигрышные)"
            ),
        }
    }

    /// The full game tree's title: every game from `n` pencils, counted.
    pub(crate) fn full_tree_title(&self, n: u64, positions: u64, games: u64) -> String {
        let lang = self.lang;
        let (p, g) = (lang.int(positions), lang.int(games));
        match lang {
            Lang::En => format!("Every game from {n} pencils ({p} positions, {g} games)"),
            Lang::Ru => format!(
                "Все партии из {n} {} ({p} {}, {g} {})",
                ru_plural(n, "карандаша", "карандашей", "карандашей"),
                ru_plural(positions, "позиция", "позиции", "позиций"),
                ru_plural(games, "партия", "партии", "партий"),
            ),
        }
    }

    /// The title of a full game tree too big to draw node by node, drawn folded.
    pub(crate) fn folded_full_tree_title(&self, n: u64, positions: u64, games: u64) -> String {
        let lang = self.lang;
        let (p, g) = (lang.int(positions), lang.int(games));
        match lang {
            Lang::En => format!("Every game from {n} pencils, folded: each pile drawn once, every take an arrow (the full tree: {p} positions, {g} games)"),
            Lang::Ru => format!(
                "Все партии из {n} {}, в свёрнутом виде: каждая кучка один раз, каждый ход — стрелка (полное дерево: {p} {}, {g} {})",
                ru_plural(n, "карандаша", "карандашей", "карандашей"),
                ru_plural(positions, "позиция", "позиции", "позиций"),
                ru_plural(games, "партия", "партии", "партий"),
            ),
        }
    }

    /// Who moves first in a strategy, in words.
    fn first_mover(&self, computer: Player) -> &'static str {
        match computer {
            Player::First => self.pick("the computer moves first", "компьютер ходит первым"),
            Player::Second => self.pick("the player moves first", "игрок ходит первым"),
        }
    }

    /// The strategy tree's title: every game drawn.
    pub(crate) fn strategy_title(&self, n: u64, computer: Player, games: u64) -> String {
        let who = self.first_mover(computer);
        match self.lang {
            Lang::En => format!("The strategy from {n} ({who}): the computer's answers fixed, every reply of the player ({games} games)"),
            Lang::Ru => format!("Стратегия для {n} ({who}): ответы компьютера фиксированы, все ходы игрока ({games} партий)"),
        }
    }

    /// The folded strategy's title: each pile once, the games counted in words.
    pub(crate) fn folded_strategy_title(&self, n: u64, computer: Player, games: u64) -> String {
        let who = self.first_mover(computer);
        let games = self.lang.int(games);
        match self.lang {
            Lang::En => format!("The strategy from {n}, folded (each pile once; {who}): bold, the computer's answers; thin, the player's replies ({games} games)"),
            Lang::Ru => format!("Стратегия для {n}, свёрнутая (каждая кучка один раз; {who}): жирные — ответы компьютера, тонкие — ходы игрока ({games} партий)"),
        }
    }

    /// The class table's title.
    pub(crate) fn class_table_title(&self) -> &'static str {
        self.pick(
            "The table of transitions from one class to another",
            "Таблица переходов из одного класса в другой",
        )
    }

    /// The class table's first column: the class, N mod the period (the same in both).
    pub(crate) fn class_head(&self, period: u64) -> String {
        format!("N mod {period}")
    }

    /// The class table's column of the take `t`.
    pub(crate) fn take_head(&self, t: u64) -> String {
        match self.lang {
            Lang::En => format!("take {t}"),
            Lang::Ru => format!("взять {t}"),
        }
    }

    /// The key under the class table: what each tint means, a line each (the winning tint,
    /// then the losing one).
    pub(crate) fn class_table_note(&self, losing: u64) -> Vec<(Option<bool>, String)> {
        let (win, loss) = match self.lang {
            Lang::En => (
                format!("the move leads to class {losing}, lost for the opponent"),
                format!("from class {losing} every move loses"),
            ),
            Lang::Ru => (
                format!("ход в класс {losing}, проигрышный для соперника"),
                format!("из класса {losing} любой ход проигрывает"),
            ),
        };
        vec![(Some(true), win), (Some(false), loss)]
    }

    /// The title of a game played back on the strategy tree of `n` pencils.
    pub(crate) fn game_title(&self, n: u64) -> String {
        match self.lang {
            Lang::En => format!("A game from {n} pencils on the strategy tree"),
            Lang::Ru => format!("Партия из {n} карандашей на дереве стратегии"),
        }
    }

    /// The played-back game's first caption: the pile, and who moves first.
    pub(crate) fn game_start(&self, n: u64, computer: Player) -> String {
        match (computer, self.lang) {
            (Player::First, Lang::En) => format!("{n} pencils: I move first"),
            (Player::Second, Lang::En) => format!("{n} pencils: you move first"),
            (Player::First, Lang::Ru) => format!("{n}: Я делаю первый ход"),
            (Player::Second, Lang::Ru) => format!("{n}: Ваш ход"),
        }
    }

    /// A caption of the played-back game: the computer takes `take`, `left` stay.
    pub(crate) fn i_take(&self, take: u64, left: u64) -> String {
        match self.lang {
            Lang::En => format!("I take {take}: {left} left"),
            Lang::Ru => format!("Я беру {take}: осталось {left}"),
        }
    }

    /// A caption of the played-back game: the player takes `take`, `left` stay.
    pub(crate) fn you_take(&self, take: u64, left: u64) -> String {
        match self.lang {
            Lang::En => format!("You take {take}: {left} left"),
            Lang::Ru => format!("Вы берёте {take}: осталось {left}"),
        }
    }

    /// The played-back game's end, the computer having won.
    pub(crate) fn you_have_lost(&self) -> &'static str {
        self.pick("You have lost!", "Вы проиграли!")
    }

    /// The played-back game's end, the player having won.
    pub(crate) fn i_have_lost(&self) -> &'static str {
        self.pick("I have lost!", "Я проиграл!")
    }
}
