//! Lesson 1, step 5: the game. Read a direction, check it, beep if it is wrong, swap, draw;
//! stop when the goal is reached (with praise) or when the player gives up (an "unsuccessful"
//! end).
//!
//! This is the game in a few lines, one command a line (`U D L R`, `undo`, `quit`); the full
//! version with arrow keys is `cargo run -- fifteen play`.
//!
//! Run: `cargo run --example fifteen_play -- [SEED]`

use std::io::{self, BufRead, Write};

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::play::{self, read_commands, Event, Game};
use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays from `start`, reading `input`; returns whether the player won.
pub fn run(start: Board, input: impl BufRead, out: &mut dyn Write) -> io::Result<bool> {
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

fn main() -> io::Result<()> {
    let seed = std::env::args()
        .nth(1)
        .map_or(1, |s| s.parse().expect("a number"));
    let start = shuffle::lesson(&mut ChaCha8Rng::seed_from_u64(seed), Size::FIFTEEN).board;
    println!("{}", play::help(Lang::En, false));
    let won = run(start, io::stdin().lock(), &mut io::stdout())?;
    std::process::exit(if won { 0 } else { 1 });
}
