//! What `puzzlelab quiz` says around the questions, in English and Russian side by side: the
//! quiz's head and score, a refused answer, and the words of the exported banks (their
//! headings, how an answer is written where a quiz system compares it as text, yes and no).
//! The questions' own words come from the quiz crate, in the same language.

use std::path::Path;

use puzzlelab_quiz::{Form, Level, Question};
use puzzlelab_rules::line::MAX_BAD_ANSWERS;
use puzzlelab_rules::Lang;

/// The quiz's words in one language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(super) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The first line of a quiz: how many questions, from which seed, and how to answer.
    pub(super) fn intro(&self, count: usize, seed: u64) -> String {
        match self.lang {
            Lang::En => format!(
                "A quiz of {count} questions from seed {seed}. Answer each on its own line; \"quit\" ends the quiz."
            ),
            Lang::Ru => format!(
                "Вопросов: {count}, зерно {seed}. Отвечайте на каждый вопрос в отдельной строке; «выход» завершает тест."
            ),
        }
    }

    /// The head of question `i` of `n`: its kind, level and seed, which make it again.
    pub(super) fn question_head(&self, i: usize, n: usize, q: &Question) -> String {
        let (kind, level, seed) = (q.kind, q.level, q.seed);
        match self.lang {
            Lang::En => format!("Question {i} of {n} ({kind}, {level}, seed {seed})"),
            Lang::Ru => format!(
                "Вопрос {i} из {n} ({}, уровень {}, зерно {seed}; --kind {kind} --level {level})",
                kind.title(self.lang),
                level.title(self.lang)
            ),
        }
    }

    /// The line before the answer: how to write it.
    pub(super) fn your_answer(&self, how: &str) -> String {
        match self.lang {
            Lang::En => format!("Answer with {how}:"),
            Lang::Ru => format!("Ответ — {how}:"),
        }
    }

    /// An answer that cannot be read in the question's form: asked again.
    pub(super) fn unreadable(&self, given: &str, how: &str) -> String {
        let given = given.trim();
        match self.lang {
            Lang::En => format!("{given:?} cannot be read as an answer ({how}); try again:"),
            Lang::Ru => {
                format!("«{given}» не читается как ответ ({how}); попробуйте ещё раз:")
            }
        }
    }

    /// Whether `line` asks to end the quiz: `quit` or `выход`, in either language.
    pub(super) fn is_quit(line: &str) -> bool {
        let word = line.trim().to_lowercase();
        word == "quit" || word == "выход"
    }

    /// The score: right answers of those asked.
    pub(super) fn score(&self, right: usize, asked: usize) -> String {
        match self.lang {
            Lang::En => format!("Score: {right} of {asked}"),
            Lang::Ru => format!("Итог: {right} из {asked}"),
        }
    }

    /// One level's share of the score.
    pub(super) fn level_score(&self, level: Level, right: usize, asked: usize) -> String {
        let name = match (self.lang, level) {
            (Lang::En, _) => level.name(),
            (Lang::Ru, Level::Easy) => "лёгкие",
            (Lang::Ru, Level::Medium) => "средние",
            (Lang::Ru, Level::Hard) => "трудные",
        };
        match self.lang {
            Lang::En => format!("  {name}: {right} of {asked}"),
            Lang::Ru => format!("  {name}: {right} из {asked}"),
        }
    }

    /// The input ended before the last answer.
    pub(super) fn input_ended(&self, answered: usize, count: usize) -> String {
        match self.lang {
            Lang::En => {
                format!("The input ended after {answered} of {count} questions.")
            }
            Lang::Ru => format!("Ввод закончился: отвечено вопросов {answered} из {count}."),
        }
    }

    /// The student ended the quiz.
    pub(super) fn quit(&self, answered: usize, count: usize) -> String {
        match self.lang {
            Lang::En => format!("Quiz ended after {answered} of {count} questions."),
            Lang::Ru => format!("Тест прерван: отвечено вопросов {answered} из {count}."),
        }
    }

    /// Why the quiz stopped after [`MAX_BAD_ANSWERS`] unreadable answers in a row (exit 2).
    pub(super) fn too_many_unreadable(&self) -> String {
        match self.lang {
            Lang::En => format!(
                "{MAX_BAD_ANSWERS} answers in a row could not be read: the input does not answer the questions, so the quiz is stopped"
            ),
            Lang::Ru => format!(
                "{MAX_BAD_ANSWERS} нечитаемых ответов подряд: ввод не отвечает на вопросы, тест прерван"
            ),
        }
    }

    /// The seed chosen when none was given, so the same quiz can be made again.
    pub(super) fn seed_chosen(&self, seed: u64) -> String {
        match self.lang {
            Lang::En => format!("seed: {seed} (give --seed {seed} to make this quiz again)"),
            Lang::Ru => format!("зерно: {seed} (с --seed {seed} получится тот же тест)"),
        }
    }

    /// No question could be made from `tries` seeds in a row (exit 3).
    pub(super) fn no_question(&self, tries: usize, last: &str) -> String {
        match self.lang {
            Lang::En => format!(
                "no new question could be made from {tries} seeds in a row (the last: {last}): each was unsettled within the solvers' limits or asked already; choose another --kind, --level or --seed"
            ),
            Lang::Ru => format!(
                "из {tries} зёрен подряд не получилось ни одного нового вопроса (последнее: {last}): каждый либо не решён в пределах ограничений решателей, либо уже был; выберите другие --kind, --level или --seed"
            ),
        }
    }

    /// A bank written into `path`.
    pub(super) fn wrote(&self, count: usize, format: &str, path: &Path) -> String {
        let path = path.display();
        match self.lang {
            Lang::En => format!("wrote {count} questions ({format}) into {path}"),
            Lang::Ru => format!("записано вопросов: {count} ({format}), в {path}"),
        }
    }

    /// A Markdown sheet and its key written.
    pub(super) fn wrote_sheet(&self, count: usize, sheet: &Path, key: &Path) -> String {
        let (sheet, key) = (sheet.display(), key.display());
        match self.lang {
            Lang::En => {
                format!("wrote {count} questions into {sheet} and their answers into {key}")
            }
            Lang::Ru => format!("записано вопросов: {count}, в {sheet}, ответы к ним — в {key}"),
        }
    }

    /// A Markdown sheet asked for on standard output.
    pub(super) fn sheet_needs_a_file(&self) -> String {
        self.lang
            .pick(
                "a Markdown sheet has its answer key in a second file beside it: give --out a file, not -",
                "у листа Markdown ключ с ответами лежит рядом, отдельным файлом: укажите в --out файл, а не -",
            )
            .to_string()
    }

    /// The two choices of a yes-or-no question in a quiz system, in the order offered.
    pub(super) fn yes_no(&self) -> [&'static str; 2] {
        match self.lang {
            Lang::En => ["yes", "no"],
            Lang::Ru => ["да", "нет"],
        }
    }

    /// The words a quiz system takes for "nothing" (an empty set, no move), each accepted.
    pub(super) fn none_words(&self) -> &'static [&'static str] {
        match self.lang {
            Lang::En => &["none"],
            Lang::Ru => &["нет", "ничего", "none"],
        }
    }

    /// How to write an answer of `form` where a quiz system compares it as text: one way
    /// written out (the bank adds the common other ways).
    pub(super) fn how_in_bank(&self, form: Form) -> &'static str {
        let (en, ru) = match form {
            Form::Number => ("a whole number", "целое число"),
            Form::Numbers => (
                "numbers in order, separated by spaces",
                "числа по порядку, через пробел",
            ),
            Form::NumberSet => (
                "numbers in increasing order, separated by spaces (if there are none: none)",
                "числа по возрастанию, через пробел (если их нет — «нет»)",
            ),
            Form::Moves => (
                "moves as letters L R U D, in order, e.g. LLU (if there are none: none)",
                "ходы буквами L R U D по порядку, например LLU (если их нет — «нет»)",
            ),
            Form::YesNo => ("yes or no", "да или нет"),
            Form::Choice => ("one of the choices", "один из вариантов"),
        };
        self.lang.pick(en, ru)
    }

    /// The label before how to answer, in a bank's question.
    pub(super) fn answer_label(&self) -> &'static str {
        self.lang.pick("Answer", "Ответ")
    }

    /// The first lines of a bank file (a comment): the command that makes it, and how a
    /// question is made again.
    pub(super) fn bank_comment(&self, count: usize, command: &str) -> String {
        match self.lang {
            Lang::En => format!(
                "{count} questions made by `{command}`; a question's name is KIND-LEVEL-SEED, and `puzzlelab quiz --kind KIND --level LEVEL --seed SEED --count 1` asks it again"
            ),
            Lang::Ru => format!(
                "вопросов: {count}, сделаны командой `{command}`; имя вопроса — ВИД-УРОВЕНЬ-ЗЕРНО, и `puzzlelab quiz --kind ВИД --level УРОВЕНЬ --seed ЗЕРНО --count 1 --lang ru` задаёт его снова"
            ),
        }
    }

    /// The title of a Markdown sheet.
    pub(super) fn sheet_title(&self) -> &'static str {
        self.lang.pick("Quiz", "Тест")
    }

    /// The line under a sheet's title: how many questions, the command that makes them,
    /// where the answers are.
    pub(super) fn sheet_intro(&self, count: usize, command: &str, key: &str) -> String {
        match self.lang {
            Lang::En => {
                format!("{count} questions, made by `{command}`; the answers are in `{key}`.")
            }
            Lang::Ru => {
                format!("Вопросов: {count}, сделаны командой `{command}`; ответы — в `{key}`.")
            }
        }
    }

    /// The heading of question `i` on a sheet or in its key.
    pub(super) fn numbered(&self, i: usize, name: &str) -> String {
        match self.lang {
            Lang::En => format!("## {i}. Question `{name}`"),
            Lang::Ru => format!("## {i}. Вопрос `{name}`"),
        }
    }

    /// The title of a sheet's answer key.
    pub(super) fn key_title(&self) -> &'static str {
        self.lang.pick("Quiz: the answers", "Тест: ответы")
    }

    /// The line under the key's title: whose answers these are.
    pub(super) fn key_intro(&self, sheet: &str) -> String {
        match self.lang {
            Lang::En => format!("The answers to `{sheet}`, with why each is right."),
            Lang::Ru => format!("Ответы к `{sheet}` и почему каждый верен."),
        }
    }

    /// The label of a right answer in the key.
    pub(super) fn key_answer(&self) -> &'static str {
        self.lang.pick("**Answer:**", "**Ответ:**")
    }

    /// The label of the other accepted answers in the key.
    pub(super) fn also_accepted(&self) -> &'static str {
        self.lang.pick("Also accepted:", "Принимается также:")
    }

    /// The label of what was measured on the instance, the level's grounds.
    pub(super) fn measured(&self) -> &'static str {
        self.lang.pick("Measured:", "Измерено:")
    }
}
