//! The game's dialogue, apart from the terminal: both variants of the lesson as functions over
//! any input (`BufRead`) and output (`Write`), so a pipe, a terminal and a test all drive the same
//! code.
//!
//! The rules crate owns no input or output: the caller hands in the reader and the writer (the
//! binary its stdin and stdout, a test two strings), as it hands in the random generator.
//!
//! Bad input gets a message and the question again, up to [`MAX_BAD_ANSWERS`] refused answers in
//! a row: then the input is not a player's, and the dialogue stops. End of input ends the
//! dialogue cleanly, with a message, at any question.

use std::io::{self, BufRead, Write};

use rand::{Rng, RngCore};

use super::messages::Messages;
use super::{BachetRules, TakeError, MAX_PILE};
use crate::line::MAX_BAD_ANSWERS;

/// How a dialogue ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player said they did not want to play again (step 13).
    Finished,
    /// The input ended before that.
    EndOfInput,
    /// [`MAX_BAD_ANSWERS`] answers in a row were refused: the input is not a player's
    /// (nothing more is said; [`crate::line::too_many_bad_answers`] says why).
    TooManyBadAnswers,
}

/// The settings of a game.
pub struct Options {
    /// The rules (the lesson's: take 1 to 3, misère).
    pub rules: BachetRules,
    /// The messages' language.
    pub messages: Messages,
    /// Print each step's number before it acts (`ШАГ 5` / `STEP 5`), and the routine
    /// (`MoveK`, `MoveI`) in variant 2.
    pub trace: bool,
    /// Variant 2, in a losing position: with a generator, a random legal take; without, 1.
    /// (The binary passes `ChaCha8Rng::seed_from_u64(seed)` for `--seed`.)
    pub rng: Option<Box<dyn RngCore>>,
    /// Print each answer read after its question, as a terminal shows what was typed (for
    /// the transcript of a scripted game).
    pub echo: bool,
}

/// The end of input, met while asking a question: the dialogue stops.
struct EndOfInput;

/// What one turn of the dialogue can fail with.
enum Stop {
    Input(EndOfInput),
    BadAnswers,
    Io(io::Error),
}

impl From<io::Error> for Stop {
    fn from(err: io::Error) -> Stop {
        Stop::Io(err)
    }
}

type Turn<T> = Result<T, Stop>;

/// A number typed by the player, before the rules look at it.
enum Typed {
    Empty,
    NotANumber(String),
    Negative,
    /// A non-negative whole number (saturated at `u64::MAX`).
    Number(u64),
}

fn parse_typed(line: &str) -> Typed {
    let text = line.trim();
    if text.is_empty() {
        return Typed::Empty;
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Typed::NotANumber(text.to_string());
    }
    let value = digits.parse::<u64>().unwrap_or(u64::MAX);
    if negative && value > 0 {
        Typed::Negative
    } else {
        Typed::Number(value)
    }
}

/// The dialogue's state: where it reads, where it writes, what it says.
struct Dialogue<'o, R, W> {
    input: R,
    output: W,
    options: &'o mut Options,
}

impl<R: BufRead, W: Write> Dialogue<'_, R, W> {
    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.output, "{text}")?;
        self.output.flush()
    }

    /// With `--trace`: the step's number, and what it computes.
    fn step(&mut self, n: u32, detail: &str) -> io::Result<()> {
        if !self.options.trace {
            return Ok(());
        }
        let header = self.options.messages.step(n);
        if detail.is_empty() {
            self.say(&header)
        } else {
            self.say(&format!("{header}: {detail}"))
        }
    }

    fn trace(&mut self, text: &str) -> io::Result<()> {
        if self.options.trace {
            self.say(text)?;
        }
        Ok(())
    }

    /// Asks `question` and reads one line; end of input stops the dialogue.
    fn ask(&mut self, question: &str) -> Turn<String> {
        self.say(question)?;
        let Some(line) = crate::line::next_line(&mut self.input)? else {
            let bye = self.options.messages.end_of_input();
            self.say(&bye)?;
            return Err(Stop::Input(EndOfInput));
        };
        if self.options.echo {
            self.say(&line)?;
        }
        Ok(line)
    }

    /// Asks until `check` accepts the answer; every refusal is said, then the question again,
    /// [`MAX_BAD_ANSWERS`] times at most.
    fn ask_until<T>(
        &mut self,
        question: &str,
        check: impl Fn(&str) -> Result<T, String>,
    ) -> Turn<T> {
        for _ in 0..MAX_BAD_ANSWERS {
            let line = self.ask(question)?;
            match check(&line) {
                Ok(value) => return Ok(value),
                Err(why) => self.say(&why)?,
            }
        }
        Err(Stop::BadAnswers)
    }

    /// Step 1: the number of objects, from 1 to 10^9.
    fn ask_pile(&mut self) -> Turn<u64> {
        let m = self.options.messages;
        self.ask_until(&m.ask_pile(MAX_PILE), |line| match parse_typed(line) {
            Typed::Empty => Err(m.bad_pile(&m.empty())),
            Typed::NotANumber(text) => Err(m.bad_pile(&m.not_a_number(&text))),
            Typed::Negative | Typed::Number(0) => Err(m.bad_pile(&m.pile_too_small())),
            Typed::Number(n) if n > MAX_PILE => Err(m.bad_pile(&m.pile_too_large(MAX_PILE))),
            Typed::Number(n) => Ok(n),
        })
    }

    /// Step 8 (and MoveI): the player's take `Y`, checked against the rules and the pile.
    fn ask_take(&mut self, pile: u64) -> Turn<u64> {
        let (m, rules) = (self.options.messages, self.options.rules);
        self.ask_until(&m.how_many(), |line| match parse_typed(line) {
            Typed::Empty => Err(m.empty()),
            Typed::NotANumber(text) => Err(m.not_a_number(&text)),
            Typed::Negative => Err(m.negative()),
            Typed::Number(y) => match rules.check_take(pile, y) {
                Ok(()) => Ok(y),
                Err(TakeError::Zero) => Err(m.zero()),
                Err(TakeError::TooMany { max_take, .. }) => Err(m.too_many(max_take)),
                Err(TakeError::MoreThanPile { pile, .. }) => Err(m.more_than_pile(pile)),
            },
        })
    }

    /// Step 12: play again? (`да`/`нет`, `yes`/`no`, or their first letters).
    fn ask_again(&mut self) -> Turn<bool> {
        let m = self.options.messages;
        self.ask_until(&m.play_again(), |line| {
            match line.trim().to_lowercase().as_str() {
                "да" | "д" | "yes" | "y" => Ok(true),
                "нет" | "н" | "no" | "n" => Ok(false),
                _ => Err(m.bad_yes_no()),
            }
        })
    }

    /// Variant 2: who moves first; `true` when the computer does.
    fn ask_computer_first(&mut self) -> Turn<bool> {
        let m = self.options.messages;
        self.ask_until(&m.who_moves_first(), |line| match line.trim() {
            "1" => Ok(true),
            "2" => Ok(false),
            _ => Err(m.bad_first()),
        })
    }

    /// Variant 1, the lesson's 13 steps; returns after step 13.
    fn variant1(&mut self) -> Turn<()> {
        let (m, rules) = (self.options.messages, self.options.rules);
        let period = rules.period();
        self.say(&m.rules(&rules))?;
        loop {
            self.step(1, "")?;
            let mut n = self.ask_pile()?;

            let formula = if rules.misere { "(N - 1)" } else { "N" };
            let shown = if rules.misere {
                format!("({n} - 1)")
            } else {
                n.to_string()
            };
            let p = rules.winning_take(n).unwrap_or(0);
            self.step(
                2,
                &format!("P := {formula} mod {period} = {shown} mod {period} = {p}"),
            )?;

            if p == 0 {
                self.step(3, "P = 0")?;
                self.say(&m.cannot_win())?;
            } else {
                self.step(3, &format!("P = {p} <> 0"))?;
                self.step(4, "")?;
                self.say(&m.i_move_first())?;

                self.step(5, &format!("N := N - C = {n} - {p} = {}", n - p))?;
                n -= p;
                self.say(&m.i_take(p))?;

                // Step 6 of the original repeats "N := N - C": a slip, the take is subtracted
                // once, in step 5. Step 6 only reports the pile.
                self.step(6, "")?;
                self.say(&m.left(n))?;

                let end = rules.lost_pile();
                loop {
                    if n == end {
                        self.step(7, &format!("N = {end}"))?;
                        break;
                    }
                    self.step(7, &format!("N = {n} > {end}"))?;
                    self.say(&m.your_move())?;

                    self.step(8, "")?;
                    let y = self.ask_take(n)?;

                    let c = rules.answer(y);
                    self.step(9, &format!("C := {period} - Y = {period} - {y} = {c}"))?;
                    self.say(&m.i_take(c))?;

                    self.step(
                        10,
                        &format!("N := N - {period} = {n} - {period} = {}", n - period),
                    )?;
                    n -= period;
                    self.say(&m.left(n))?;
                }
                self.step(11, "")?;
                self.say(&m.you_lost())?;
            }

            self.step(12, "")?;
            if !self.ask_again()? {
                break;
            }
        }
        self.step(13, "")?;
        self.say(&m.goodbye())?;
        Ok(())
    }

    /// Variant 2: the player chooses who moves first and the game is played out, with the
    /// lesson's two routines MoveK (the computer) and MoveI (the player).
    fn variant2(&mut self) -> Turn<()> {
        let (m, rules) = (self.options.messages, self.options.rules);
        self.say(&m.rules(&rules))?;
        loop {
            let mut n = self.ask_pile()?;
            let mut computer = self.ask_computer_first()?;
            if computer {
                self.say(&m.i_move_first())?;
            }
            loop {
                // Who is to move at `n` may have lost already.
                if n == 0 && rules.mover_wins_at_end() {
                    self.say(&if computer {
                        m.you_took_the_last()
                    } else {
                        m.i_took_the_last()
                    })?;
                    break;
                }
                if n == rules.lost_pile() {
                    self.say(&if computer { m.i_lost() } else { m.you_lost() })?;
                    break;
                }
                n -= if computer {
                    self.move_k(n)?
                } else {
                    self.move_i(n)?
                };
                self.say(&m.left(n))?;
                computer = !computer;
            }
            if !self.ask_again()? {
                break;
            }
        }
        self.say(&m.goodbye())?;
        Ok(())
    }

    /// MoveK, the computer's move: the winning take; in a losing position 1 (or a random legal
    /// take with a seed), hoping for a mistake.
    fn move_k(&mut self, n: u64) -> Turn<u64> {
        let (m, rules) = (self.options.messages, self.options.rules);
        self.trace("MoveK")?;
        let take = match rules.winning_take(n) {
            Some(c) => c,
            None => {
                self.say(&m.hope_for_a_mistake())?;
                let most = rules.max_take.min(n);
                match &mut self.options.rng {
                    Some(rng) => rng.gen_range(1..=most),
                    None => 1,
                }
            }
        };
        self.say(&m.i_take(take))?;
        Ok(take)
    }

    /// MoveI, the player's move.
    fn move_i(&mut self, n: u64) -> Turn<u64> {
        let m = self.options.messages;
        self.trace("MoveI")?;
        self.say(&m.your_move())?;
        self.ask_take(n)
    }
}

fn run<R: BufRead, W: Write>(
    input: R,
    output: W,
    options: &mut Options,
    play: impl FnOnce(&mut Dialogue<'_, R, W>) -> Turn<()>,
) -> io::Result<Ending> {
    let mut dialogue = Dialogue {
        input,
        output,
        options,
    };
    match play(&mut dialogue) {
        Ok(()) => Ok(Ending::Finished),
        Err(Stop::Input(EndOfInput)) => Ok(Ending::EndOfInput),
        Err(Stop::BadAnswers) => Ok(Ending::TooManyBadAnswers),
        Err(Stop::Io(err)) => Err(err),
    }
}

/// Variant 1 of the lesson: the computer moves first and breaks the game off when it cannot
/// win; the lesson's 13 steps, numbered with `options.trace`.
pub fn variant1<R: BufRead, W: Write>(
    input: R,
    output: W,
    options: &mut Options,
) -> io::Result<Ending> {
    run(input, output, options, |d| d.variant1())
}

/// Variant 2 of the lesson: the player chooses who moves first, and the game is played out.
pub fn variant2<R: BufRead, W: Write>(
    input: R,
    output: W,
    options: &mut Options,
) -> io::Result<Ending> {
    run(input, output, options, |d| d.variant2())
}
