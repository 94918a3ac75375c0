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

use crate::messages::Said;

/// Plays variant 2 of the lesson's game with the routines' names shown, reading the player's
/// answers from `input`; with a `seed`, the computer in a losing position takes at random.
pub fn run(
    input: impl BufRead,
    out: &mut impl Write,
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
    dialogue::variant2(input, out, &mut options)
}

/// The language and the seed from `--lang ru|en` and `--seed S`, each followed by its value.
fn parse(args: &[String]) -> anyhow::Result<(Lang, Option<u64>)> {
    let (mut lang, mut seed) = (super::messages::DIALOGUE_LANG, None);
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let Some(value) = args.next() else {
            let ru = format!("после {flag} нужно значение");
            return Err(Said::new(format!("{flag} needs a value"), ru).into());
        };
        match flag.as_str() {
            "--lang" => {
                lang = value
                    .parse()
                    .map_err(|_| super::args::unknown_lang(value))?
            }
            "--seed" => {
                let not_a_seed = || {
                    let ru = format!("«{value}» — не зерно: нужно целое число");
                    Said::new(format!("'{value}' is not a seed"), ru)
                };
                seed = Some(value.parse().map_err(|_| not_a_seed())?)
            }
            _ => {
                return Err(Said::new(
                    format!("unknown option {flag}: use --lang ru|en, --seed S"),
                    format!("неизвестный параметр {flag}: используйте --lang ru|en, --seed S"),
                )
                .into())
            }
        }
    }
    Ok((lang, seed))
}

/// The program: `[--lang ru|en] [--seed S]` (Russian by default), the game on standard input
/// and output. The end of input is a clean end; too many wrong answers in a row are an error.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let (lang, seed) = parse(&args)?;
    match run(
        crate::input::answers(),
        &mut io::stdout().lock(),
        lang,
        seed,
    )? {
        dialogue::Ending::TooManyBadAnswers => anyhow::bail!(line::too_many_bad_answers(lang)),
        _ => Ok(ExitCode::SUCCESS),
    }
}
