//! Lesson 1, step 5: the game. Read a direction, check it, beep if it is wrong, swap, draw;
//! stop when the goal is reached (with praise) or when the player gives up (an "unsuccessful"
//! end).
//!
//! This is the game in a few lines, one command a line (`U D L R`, `undo`, `quit`); the full
//! version with arrow keys is `cargo run -- fifteen play`.
//!
//! Run: `cargo run --example fifteen_play -- [SEED]`

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::play::{self, read_commands, Event, Game};
use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays from `start`, reading the player's commands from `input`; returns whether the player
/// won.
pub fn run(input: impl BufRead, out: &mut impl Write, start: Board) -> io::Result<bool> {
    let mut game = Game::new(start, Goal::Standard).expect("the goal has the board's size");
    write!(out, "{}", game.board().boxed(Style::Lines))?;
    for line in input.lines() {
        let commands = match read_commands(&line?) {
            Ok(commands) => commands,
            Err(why) => {
                writeln!(out, "{why}")?;
                continue;
            }
        };
        for command in commands {
            match game.play(command) {
                Event::Illegal(why) => writeln!(out, "\x07{why}")?, // the beep
                Event::Won { moves } => {
                    write!(out, "{}", game.board().boxed(Style::Lines))?;
                    writeln!(out, "{}", play::praise(Lang::En, moves, None))?;
                    return Ok(true);
                }
                Event::GaveUp => {
                    writeln!(out, "{}", play::gave_up(Lang::En))?;
                    return Ok(false);
                }
                _ => write!(out, "{}", game.board().boxed(Style::Lines))?,
            }
        }
    }
    writeln!(out, "{}", play::end_of_input(Lang::En))?;
    Ok(false)
}

/// The program: `[SEED]` (1 by default) shuffles the start the lesson's way; the game on
/// standard input and output. Exits 0 when the player wins, 1 otherwise.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let seed = match args.as_slice() {
        [] => 1,
        [text, ..] => text.parse().map_err(|_| super::args::not_a_seed(text))?,
    };
    let start = shuffle::lesson(&mut ChaCha8Rng::seed_from_u64(seed), Size::FIFTEEN).board;
    let mut out = io::stdout().lock();
    writeln!(out, "{}", play::help(Lang::En, false))?;
    let won = run(crate::input::answers(), &mut out, start)?;
    Ok(ExitCode::from(if won { 0 } else { 1 }))
}
