//! `puzzlelab bachet play`: the lesson's game on stdin and stdout (a terminal or a pipe alike).

use puzzlelab_rules::bachet::dialogue::{self, Ending, Options};
use puzzlelab_rules::bachet::messages::Messages;
use puzzlelab_rules::lang::Lang;
use puzzlelab_rules::line::too_many_bad_answers;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::RulesArgs;
use crate::exit::{Exit, BAD_INPUT, GAVE_UP};

/// Options of `bachet play`.
#[derive(clap::Args)]
pub struct Args {
    /// 1: the computer moves first and breaks off a game it cannot win (the lesson's 13 steps);
    /// 2: you choose who moves first and the game is played out.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    variant: u8,
    /// Print each step's number before it acts (ШАГ 5 / STEP 5), to follow the flowchart.
    #[arg(long)]
    trace: bool,
    /// The language of the messages: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// Variant 2: in a losing position the computer takes a random legal take from this seed
    /// (without a seed it takes 1).
    #[arg(long)]
    seed: Option<u64>,
    /// Print each answer read from standard input after its question, as a terminal shows
    /// what was typed (for the transcript of a scripted game).
    #[arg(long)]
    echo: bool,
    #[command(flatten)]
    rules: RulesArgs,
}

/// Plays until the player stops (exit 0) or the input ends (exit 1); too many wrong answers in
/// a row are bad input (exit 2).
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut options = Options {
        rules: args.rules.rules(),
        messages: Messages::new(args.lang),
        trace: args.trace,
        rng: args
            .seed
            .map(|seed| Box::new(ChaCha8Rng::seed_from_u64(seed)) as Box<dyn RngCore>),
        echo: args.echo,
    };
    let (input, output) = (crate::input::answers(), std::io::stdout().lock());
    let ending = match args.variant {
        1 => dialogue::variant1(input, output, &mut options)?,
        _ => dialogue::variant2(input, output, &mut options)?,
    };
    match ending {
        Ending::Finished => Ok(()),
        Ending::EndOfInput => Err(Exit::new(GAVE_UP, "").into()),
        Ending::TooManyBadAnswers => {
            Err(Exit::new(BAD_INPUT, too_many_bad_answers(args.lang)).into())
        }
    }
}
