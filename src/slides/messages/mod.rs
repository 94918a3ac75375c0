//! The decks' words in English and in Russian: headings, bullets, captions and speaker notes,
//! a file a lecture. The notes retell each lesson in its own words (the Russian ones verbatim
//! where the lesson says it); every number is passed in from the program.

mod bachet;
mod fifteen;
mod sat;
mod search;

use std::path::Path;

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::Lang;

/// The decks' words in one language.
#[derive(Clone, Copy, Debug)]
pub(super) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(super) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// `en` or `ru`, whichever this language is.
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

    /// The packages that set LaTeX's fonts and hyphenation for the language.
    pub(super) fn latex_language(&self) -> String {
        self.pick(
            "\\usepackage{lmodern}\n\\usepackage[T1]{fontenc}\n\\usepackage[english]{babel}\n",
            "\\usepackage[T2A]{fontenc}\n\\usepackage[russian]{babel}\n",
        )
    }
}
