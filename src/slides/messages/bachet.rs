//! Bachet's lecture's words: the game's operands, the class table, a game on the strategy
//! tree, the strategy, the lesson's program and the player.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;

use super::Messages;

impl Messages {
    pub(in crate::slides) fn bachet_title(&self) -> String {
        self.pick("Bachet's game", "Игра Баше")
    }

    pub(in crate::slides) fn bachet_subtitle(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => format!("{pile} pencils; take 1, 2 or 3; whoever takes the last one loses"),
            Lang::Ru => format!(
                "{pile} {}; брать 1, 2 или 3; взявший последний проигрывает",
                ru_plural(pile, "карандаш", "карандаша", "карандашей")
            ),
        }
    }

    pub(in crate::slides) fn bachet_title_notes(&self) -> String {
        self.pick(
            "Two players take turns removing 1, 2 or 3 objects from a pile. The player who is left to take the last object loses. The lesson's example is 13 pencils.",
            "Двое игроков по очереди берут из кучки 1, 2 или 3 предмета. Проигрывает тот, кому приходится взять последний предмет. Пример урока — 13 карандашей.",
        )
    }

    pub(in crate::slides) fn bachet_operands_title(&self) -> String {
        self.pick("The lesson's operands", "Операнды урока")
    }

    pub(in crate::slides) fn bachet_rule(&self) -> String {
        self.pick(
            "Take 1, 2 or 3 objects in turn; whoever takes the last one loses.",
            "Берите по очереди 1, 2 или 3 предмета; взявший последний проигрывает.",
        )
    }

    pub(in crate::slides) fn bachet_n(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => format!("N = {pile}: objects in the pile."),
            Lang::Ru => format!("N = {pile}: предметов в кучке."),
        }
    }

    pub(in crate::slides) fn bachet_p(&self, pile: u64, p: Option<u64>) -> String {
        let value = p.unwrap_or(0);
        let verdict = match (p, self.lang) {
            (Some(_), Lang::En) => "the first player wins by taking P.",
            (Some(_), Lang::Ru) => "первый игрок выигрывает, взяв P.",
            (None, Lang::En) => "the first player cannot win against correct play.",
            (None, Lang::Ru) => "при правильной игре противника первый игрок выиграть не может.",
        };
        format!("P = (N − 1) mod 4 = ({pile} − 1) mod 4 = {value}: {verdict}")
    }

    pub(in crate::slides) fn bachet_pairs(&self) -> String {
        self.pick(
            "After the first move, Y + C = 4: each pair of moves removes 4.",
            "После первого хода Y + C = 4: каждая пара ходов убирает 4 предмета.",
        )
    }

    pub(in crate::slides) fn bachet_operands_notes(&self) -> String {
        self.pick(
            "N is the number of objects in the pile; P what the first player takes on the first move; Y what the second player takes; C what the first player answers, so that Y + C = 4. Piles of the form 4k + 1 are lost for the player to move.",
            "N — количество предметов в кучке; P — сколько берёт первый игрок первым ходом; Y — сколько берёт второй; C — ответ первого, так что Y + C = 4. Кучки вида 4k + 1 проигрышны для того, кто ходит.",
        )
    }

    pub(in crate::slides) fn bachet_table_title(&self) -> String {
        self.pick(
            "The table of transitions from one class to another",
            "Таблица переходов из одного класса в другой",
        )
    }

    pub(in crate::slides) fn bachet_table_caption(&self) -> String {
        self.pick("classes by N mod 4", "классы по N mod 4")
    }

    pub(in crate::slides) fn bachet_table_notes(&self) -> String {
        self.pick(
            "Positions fall into classes by N mod 4, and a move carries a position from one class to another. From the losing class every move leads out of it; from every other class one move leads into it.",
            "Позиции делятся на классы по N mod 4, и ход переводит позицию из одного класса в другой. Из проигрышного класса любой ход выводит; из любого другого класса один ход ведёт в проигрышный.",
        )
    }

    /// The title of a game's picture zoomed in on the part of the tree from pile `from`.
    pub(in crate::slides) fn bachet_game_part(&self, pile: u64, from: u64) -> String {
        match self.lang {
            Lang::En => format!("The game from {pile} on the strategy tree: the part from {from}"),
            Lang::Ru => format!("Партия из {pile} на дереве стратегии: часть от {from}"),
        }
    }

    pub(in crate::slides) fn bachet_game_top(&self, pile: u64, levels: usize) -> String {
        match self.lang {
            Lang::En => {
                format!("The game from {pile} on the strategy tree: its first {levels} moves")
            }
            Lang::Ru => format!("Партия из {pile} на дереве стратегии: первые {levels} хода"),
        }
    }

    pub(in crate::slides) fn bachet_game_title(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => format!("A game from {pile}, a take a key press"),
            Lang::Ru => format!("Партия от {pile}, по ходу на нажатие"),
        }
    }

    pub(in crate::slides) fn bachet_game_notes(&self) -> String {
        self.pick(
            "The computer follows the strategy; the player's replies here were drawn at random with the deck's seed. Each press makes one take: the lit path grows along the strategy tree, and the pencils left stand beside it.",
            "Компьютер следует стратегии; ответы игрока здесь выбраны случайно с зерном презентации. Каждое нажатие — один ход: подсвеченный путь растёт по дереву стратегии, а рядом стоят оставшиеся карандаши.",
        )
    }

    pub(in crate::slides) fn bachet_strategy_title(&self) -> String {
        self.pick("The strategy", "Стратегия")
    }

    pub(in crate::slides) fn bachet_strategy_caption(&self, pile: u64) -> String {
        match self.lang {
            Lang::En => {
                format!("every reply of the player from {pile}, the computer's answers fixed")
            }
            Lang::Ru => format!("все ответы игрока от {pile}, ответы компьютера заданы"),
        }
    }

    /// The piles the computer leaves the player, largest first ("9, 5, 1").
    pub(in crate::slides) fn bachet_strategy_leaves(&self, piles: &[u64]) -> String {
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

    pub(in crate::slides) fn bachet_strategy_notes(&self) -> String {
        self.pick(
            "The game solver proves the strategy: whatever the player takes, the computer's answer keeps it in a won position to the end.",
            "Решатель игры доказывает стратегию: что бы ни взял игрок, ответ компьютера сохраняет выигрышную позицию до конца.",
        )
    }

    pub(in crate::slides) fn bachet_program_title(&self) -> String {
        self.pick(
            "The lesson's program, step by step (variant 1)",
            "Программа урока по шагам (вариант 1)",
        )
    }

    pub(in crate::slides) fn bachet_program_notes(&self) -> String {
        self.pick(
            "This is `cargo run --example bachet_steps`: the computer moves first and prints the number of each step of the lesson before it acts. If with the given N the first player cannot win against correct play (P = 0), the game is broken off.",
            "Это программа `cargo run --example bachet_steps`: компьютер ходит первым и печатает номер каждого шага урока, прежде чем его выполнить. Если при данном N первый игрок не может выиграть при правильной игре противника (P = 0), игра прерывается.",
        )
    }

    pub(in crate::slides) fn bachet_player_title(&self) -> String {
        self.pick("The game solver, step by step", "Решатель игры по шагам")
    }

    pub(in crate::slides) fn bachet_player_notes(&self) -> String {
        self.pick(
            "Click the player and step with the arrow keys: the solver settles each pile, won or lost for the player to move, smallest first. Try \"Your turn\": the class says the winning take.",
            "Щёлкните по проигрывателю и шагайте стрелками: решатель определяет каждую кучку, выигрышная она или проигрышная для того, кто ходит, начиная с меньших. Попробуйте «Ваш ход»: класс называет выигрышный ход.",
        )
    }

    /// The answer "no" to "play again?".
    pub(in crate::slides) fn no(&self) -> String {
        self.pick("no", "нет")
    }
}
