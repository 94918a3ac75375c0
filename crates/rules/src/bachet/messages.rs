//! What the player reads in Bachet's game, in English and in Russian.
//!
//! The Russian phrases in «quotes» in the comments are the lesson's own, verbatim; the numbers
//! take the correct Russian plural (1 предмет, 2 предмета, 5 предметов).

use super::BachetRules;
use crate::lang::{ru_plural, Lang};

/// The messages of the game in one language.
#[derive(Clone, Copy, Debug)]
pub struct Messages {
    /// The language of every message.
    pub lang: Lang,
}

/// "N objects" with the right form: `1 object`, `2 objects`; `1 предмет`, `2 предмета`.
fn objects(lang: Lang, n: u64) -> String {
    match lang {
        Lang::En => format!("{n} {}", if n == 1 { "object" } else { "objects" }),
        Lang::Ru => format!("{n} {}", ru_plural(n, "предмет", "предмета", "предметов")),
    }
}

impl Messages {
    /// Messages in `lang`.
    pub fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    fn pick(&self, en: &str, ru: &str) -> String {
        self.lang.pick(en, ru).to_string()
    }

    /// The rules, told before the first game.
    pub fn rules(&self, rules: &BachetRules) -> String {
        let k = rules.max_take;
        match (self.lang, rules.misere) {
            (Lang::En, true) => format!(
                "Bachet's game: we take turns taking from 1 to {k} objects from the pile; \
                 whoever is left to take the last object loses."
            ),
            (Lang::En, false) => format!(
                "Bachet's game: we take turns taking from 1 to {k} objects from the pile; \
                 whoever takes the last object wins."
            ),
            (Lang::Ru, true) => format!(
                "Игра Баше: мы по очереди берём из кучки от 1 до {k} {}; \
                 кому придётся взять последний предмет, тот проиграл.",
                ru_plural(k, "предмета", "предметов", "предметов")
            ),
            (Lang::Ru, false) => format!(
                "Игра Баше: мы по очереди берём из кучки от 1 до {k} {}; \
                 кто возьмёт последний предмет, тот выиграл.",
                ru_plural(k, "предмета", "предметов", "предметов")
            ),
        }
    }

    /// Step 1: ask for the number of objects.
    pub fn ask_pile(&self, max: u64) -> String {
        match self.lang {
            Lang::En => format!("How many objects are in the pile? (N, from 1 to {max})"),
            Lang::Ru => format!("Назовите количество предметов N (от 1 до {max})."),
        }
    }

    /// Step 1: the number given is not a valid pile; choose another.
    pub fn bad_pile(&self, why: &str) -> String {
        match self.lang {
            Lang::En => format!("{why} Please choose another N."),
            Lang::Ru => format!("{why} Выберите другое N."),
        }
    }

    /// Step 1: N must be at least 1.
    pub fn pile_too_small(&self) -> String {
        self.pick(
            "The pile must hold at least 1 object.",
            "В кучке должен быть хотя бы 1 предмет.",
        )
    }

    /// Step 1: N must be at most `max`.
    pub fn pile_too_large(&self, max: u64) -> String {
        match self.lang {
            Lang::En => format!("The pile may hold at most {max} objects."),
            Lang::Ru => format!("В кучке может быть не больше {max} предметов."),
        }
    }

    /// Step 3: with correct play the computer cannot win.
    pub fn cannot_win(&self) -> String {
        self.pick(
            "With correct play I cannot win, so I do not play this one.",
            "При правильной игре я выиграть не могу, поэтому играть не буду.",
        )
    }

    /// Step 4: «Я делаю первый ход».
    pub fn i_move_first(&self) -> String {
        self.pick("I move first.", "Я делаю первый ход.")
    }

    /// Steps 5 and 9: «Я беру C предметов».
    pub fn i_take(&self, c: u64) -> String {
        match self.lang {
            Lang::En => format!("I take {}.", objects(self.lang, c)),
            Lang::Ru => format!("Я беру {}.", objects(self.lang, c)),
        }
    }

    /// Steps 6 and 10: «Осталось N предметов» («Остался 1 предмет», as Russian has it).
    pub fn left(&self, n: u64) -> String {
        match self.lang {
            Lang::En if n == 1 => "1 object is left.".to_string(),
            Lang::En => format!("{} are left.", objects(self.lang, n)),
            Lang::Ru => {
                let verb = ru_plural(n, "Остался", "Осталось", "Осталось");
                format!("{verb} {}.", objects(self.lang, n))
            }
        }
    }

    /// Step 7: «Ваш ход».
    pub fn your_move(&self) -> String {
        self.pick("Your move.", "Ваш ход.")
    }

    /// Step 8: «Сколько предметов Вы берёте?».
    pub fn how_many(&self) -> String {
        self.pick(
            "How many objects do you take?",
            "Сколько предметов Вы берёте?",
        )
    }

    /// Step 11: «Ваш ход. Вы проиграли!».
    pub fn you_lost(&self) -> String {
        self.pick("Your move. You have lost!", "Ваш ход. Вы проиграли!")
    }

    /// Misère: the player took the last object.
    pub fn you_took_the_last(&self) -> String {
        self.pick(
            "You took the last object. You have lost!",
            "Вы взяли последний предмет. Вы проиграли!",
        )
    }

    /// Variant 2: the computer is left without a good move (it has lost).
    pub fn i_lost(&self) -> String {
        self.pick(
            "My move. I have lost! You win!",
            "Мой ход. Я проиграл! Вы выиграли!",
        )
    }

    /// Misère: the computer took the last object.
    pub fn i_took_the_last(&self) -> String {
        self.pick(
            "I took the last object. I have lost! You win!",
            "Я взял последний предмет. Я проиграл! Вы выиграли!",
        )
    }

    /// Variant 2: the computer is in a losing position and hopes for a mistake.
    pub fn hope_for_a_mistake(&self) -> String {
        self.pick(
            "My position is lost with correct play: I hope you make a mistake.",
            "При правильной игре моя позиция проигрышная: надеюсь на Вашу ошибку.",
        )
    }

    /// Variant 2: who moves first.
    pub fn who_moves_first(&self) -> String {
        self.pick(
            "Who moves first? 1: I do (the computer), 2: you do.",
            "Кто делает первый ход? 1 — я (компьютер), 2 — Вы.",
        )
    }

    /// Variant 2: the answer to "who moves first" was not 1 or 2.
    pub fn bad_first(&self) -> String {
        self.pick("Please answer 1 or 2.", "Ответьте 1 или 2.")
    }

    /// Step 12: «Хотите сыграть ещё?».
    pub fn play_again(&self) -> String {
        self.pick(
            "Do you want to play again? (yes/no)",
            "Хотите сыграть ещё? (да/нет)",
        )
    }

    /// Step 12: the answer was neither yes nor no.
    pub fn bad_yes_no(&self) -> String {
        self.pick("Please answer yes or no.", "Ответьте «да» или «нет».")
    }

    /// Step 13: the end.
    pub fn goodbye(&self) -> String {
        self.pick("The game is over. Goodbye!", "Игра окончена. До свидания!")
    }

    /// The input ended in the middle of the dialogue.
    pub fn end_of_input(&self) -> String {
        self.pick(
            "End of input: the game is stopped.",
            "Ввод закончился: игра прервана.",
        )
    }

    /// An empty line where a number was asked.
    pub fn empty(&self) -> String {
        self.pick(
            "You typed nothing: please type a number.",
            "Вы ничего не ввели: введите число.",
        )
    }

    /// Text that is not a whole number, quoted with its control characters shown.
    pub fn not_a_number(&self, text: &str) -> String {
        let text = crate::printable::printable_line(text);
        match self.lang {
            Lang::En => format!("'{text}' is not a whole number."),
            Lang::Ru => format!("«{text}» — не целое число."),
        }
    }

    /// A negative take.
    pub fn negative(&self) -> String {
        self.pick(
            "You cannot take a negative number of objects.",
            "Нельзя взять отрицательное число предметов.",
        )
    }

    /// A take of zero.
    pub fn zero(&self) -> String {
        self.pick(
            "You must take at least 1 object.",
            "Нужно взять хотя бы 1 предмет.",
        )
    }

    /// A take over the rules' limit (step 8: «если он взял неверное (больше 3)»).
    pub fn too_many(&self, max_take: u64) -> String {
        match self.lang {
            Lang::En => format!("You may take at most {}.", objects(self.lang, max_take)),
            Lang::Ru => format!(
                "Можно взять не больше {max_take} {}.",
                ru_plural(max_take, "предмета", "предметов", "предметов")
            ),
        }
    }

    /// A take larger than the pile.
    pub fn more_than_pile(&self, pile: u64) -> String {
        match self.lang {
            Lang::En if pile == 1 => "Only 1 object is left.".to_string(),
            Lang::En => format!("Only {} are left.", objects(self.lang, pile)),
            Lang::Ru => {
                let verb = ru_plural(pile, "Остался", "Осталось", "Осталось");
                format!("{verb} только {}.", objects(self.lang, pile))
            }
        }
    }

    /// The trace's step header: `STEP 5` / `ШАГ 5`.
    pub fn step(&self, n: u32) -> String {
        match self.lang {
            Lang::En => format!("STEP {n}"),
            Lang::Ru => format!("ШАГ {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plurals() {
        let ru = Messages::new(Lang::Ru);
        assert_eq!(ru.i_take(1), "Я беру 1 предмет.");
        assert_eq!(ru.i_take(3), "Я беру 3 предмета.");
        assert_eq!(ru.i_take(5), "Я беру 5 предметов.");
        assert_eq!(ru.left(9), "Осталось 9 предметов.");
        assert_eq!(ru.left(1), "Остался 1 предмет.");
        assert_eq!(ru.left(2), "Осталось 2 предмета.");
        assert_eq!(ru.left(21), "Остался 21 предмет.");
        assert_eq!(ru.too_many(3), "Можно взять не больше 3 предметов.");
        assert_eq!(ru.too_many(1), "Можно взять не больше 1 предмета.");
    }

    #[test]
    fn english() {
        let en = Messages::new(Lang::En);
        assert_eq!(en.i_take(1), "I take 1 object.");
        assert_eq!(en.left(9), "9 objects are left.");
        assert_eq!(en.left(1), "1 object is left.");
    }
}
