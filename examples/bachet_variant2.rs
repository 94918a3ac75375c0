//! Lesson 2, Bachet's game, variant 2: you choose who moves first, and the game is played out
//! even when the first player cannot win. The computer's move is the lesson's routine MoveK,
//! yours is MoveI (printed as the game goes). In a losing position the computer takes 1 and
//! hopes for your mistake (`--seed S`: a random legal take instead).
//!
//! ```sh
//! cargo run --example bachet_variant2                         # in Russian
//! cargo run --example bachet_variant2 -- --lang en --seed 7   # in English, random takes
//! ```

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use puzzlelab_rules::bachet::{dialogue, messages, BachetRules};
use puzzlelab_rules::lang::Lang;
use puzzlelab_rules::line;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays variant 2 of the lesson's game with the routines' names shown.
pub fn play(
    input: impl BufRead,
    output: impl Write,
    lang: Lang,
    seed: Option<u64>,
) -> io::Result<dialogue::Ending> {
    let mut options = dialogue::Options {
        rules: BachetRules::LESSON,
        messages: messages::Messages::new(lang),
        trace: true,
        rng: seed.map(|seed| Box::new(ChaCha8Rng::seed_from_u64(seed)) as Box<dyn rand::RngCore>),
        echo: false,
    };
    dialogue::variant2(input, output, &mut options)
}

fn parse(args: &[String]) -> Result<(Lang, Option<u64>), String> {
    let (mut lang, mut seed) = (Lang::Ru, None);
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--lang" => lang = value.parse()?,
            "--seed" => {
                seed = Some(
                    value
                        .parse()
                        .map_err(|_| format!("'{value}' is not a seed"))?,
                )
            }
            _ => return Err(format!("unknown option {flag}: use --lang ru|en, --seed S")),
        }
    }
    Ok((lang, seed))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (lang, seed) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(err) => {
            eprintln!("bachet_variant2: {err}");
            return ExitCode::from(2);
        }
    };
    match play(io::stdin().lock(), io::stdout().lock(), lang, seed) {
        Ok(dialogue::Ending::TooManyBadAnswers) => {
            eprintln!("bachet_variant2: {}", line::too_many_bad_answers(lang));
            ExitCode::from(2)
        }
        Ok(_) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("bachet_variant2: {err}");
            ExitCode::from(2)
        }
    }
}
