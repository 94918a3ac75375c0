//! Lesson 2, Bachet's game, variant 1: the computer moves first and follows the lesson's
//! 13 steps; each step prints its number (`ШАГ 5`) before it acts, so you can follow the
//! flowchart line by line.
//!
//! ```sh
//! cargo run --example bachet_steps                 # in Russian, as the lesson
//! cargo run --example bachet_steps -- --lang en    # in English
//! ```
//!
//! It asks for the number of objects, then for your takes: type a number and press Enter.
//! End of input (Ctrl-D) stops it cleanly.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use puzzlelab_rules::bachet::{dialogue, messages, BachetRules};
use puzzlelab_rules::lang::Lang;
use puzzlelab_rules::line;

use super::messages::Messages as Lesson;

/// Plays variant 1 with the trace on, reading the player's answers from `input`: the lesson's
/// game, 1 to 3 objects, whoever takes the last object loses.
pub fn run(input: impl BufRead, out: &mut impl Write, lang: Lang) -> io::Result<dialogue::Ending> {
    writeln!(out, "{}", Lesson::new(lang).variant1_heading())?;
    let mut options = dialogue::Options {
        rules: BachetRules::LESSON,
        messages: messages::Messages::new(lang),
        trace: true,
        rng: None,
        echo: false,
    };
    dialogue::variant1(input, out, &mut options)
}

/// How the program is called.
const USAGE: &str = "usage: cargo run --example bachet_steps [-- --lang ru|en]";

/// The program: `[--lang ru|en]` (Russian by default), the game on standard input and output.
/// The end of input is a clean end; too many wrong answers in a row are an error.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let (lang, rest) = super::args::lang_and_rest(args, super::messages::DIALOGUE_LANG)?;
    anyhow::ensure!(rest.is_empty(), USAGE);
    match run(crate::input::answers(), &mut io::stdout().lock(), lang)? {
        dialogue::Ending::TooManyBadAnswers => anyhow::bail!(line::too_many_bad_answers(lang)),
        _ => Ok(ExitCode::SUCCESS),
    }
}
