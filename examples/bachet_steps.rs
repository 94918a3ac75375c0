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

/// Plays variant 1 with the trace on: the lesson's game, 1 to 3 objects, whoever takes the
/// last object loses.
pub fn play(
    input: impl BufRead,
    mut output: impl Write,
    lang: Lang,
) -> io::Result<dialogue::Ending> {
    writeln!(
        output,
        "{}",
        lang.pick(
            "Bachet's game, variant 1: the lesson's 13 steps. (End of input, Ctrl-D, stops the program.)",
            "Игра Баше, первый вариант алгоритма: 13 шагов урока. (Конец ввода, Ctrl-D, завершает программу.)",
        )
    )?;
    let mut options = dialogue::Options {
        rules: BachetRules::LESSON,
        messages: messages::Messages::new(lang),
        trace: true,
        rng: None,
        echo: false,
    };
    dialogue::variant1(input, output, &mut options)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lang = match args.as_slice() {
        [] => Lang::Ru,
        [flag, lang] if flag == "--lang" => match lang.parse() {
            Ok(lang) => lang,
            Err(err) => {
                eprintln!("bachet_steps: {err}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("usage: cargo run --example bachet_steps [-- --lang ru|en]");
            return ExitCode::from(2);
        }
    };
    match play(io::stdin().lock(), io::stdout().lock(), lang) {
        Ok(dialogue::Ending::TooManyBadAnswers) => {
            eprintln!("bachet_steps: {}", line::too_many_bad_answers(lang));
            ExitCode::from(2)
        }
        Ok(_) => ExitCode::SUCCESS, // the end of input is a clean end too
        Err(err) => {
            eprintln!("bachet_steps: {err}");
            ExitCode::from(2)
        }
    }
}
