//! What every question says around its own words, in English and in Russian: how to write an
//! answer, and the verdict on one.

use puzzlelab_rules::Lang;

use crate::answer::Form;

/// The words around every question, in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// How to write an answer of `form`.
    pub(crate) fn how(&self, form: &Form) -> String {
        let (en, ru) = match form {
            Form::Number => ("a whole number", "целое число"),
            Form::Numbers => (
                "numbers in order, separated by spaces",
                "числа по порядку, через пробел",
            ),
            Form::NumberSet => (
                "numbers in any order, separated by spaces (none: \"none\")",
                "числа в любом порядке, через пробел (если их нет — «нет»)",
            ),
            Form::Moves => (
                "moves as letters L R U D (none: \"none\")",
                "ходы буквами L R U D (если их нет — «нет»)",
            ),
            Form::YesNo => ("yes or no", "да или нет"),
            Form::Choice => (
                "one of the choices, or its number",
                "один из вариантов или его номер",
            ),
        };
        self.lang.pick(en, ru).to_string()
    }

    /// The verdict on `given`: a confirmation, or the right answer and why.
    pub(crate) fn feedback(
        &self,
        right: bool,
        given: &str,
        answer: &str,
        explanation: &str,
    ) -> String {
        match (right, self.lang) {
            (true, Lang::En) => format!("Right. {explanation}"),
            (true, Lang::Ru) => format!("Верно. {explanation}"),
            (false, Lang::En) => format!(
                "Not quite: {:?} is not it; one right answer is {answer}. {explanation}",
                given.trim()
            ),
            (false, Lang::Ru) => format!(
                "Не совсем: «{}» — не то; верный ответ, например, {answer}. {explanation}",
                given.trim()
            ),
        }
    }
}
