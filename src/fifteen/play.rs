//! `puzzlelab fifteen play`: the lesson's game. In a terminal it reads keys (see
//! [`super::terminal`]); otherwise it reads one command a line, so that a game can be scripted:
//! exit 0 on a win, 1 on giving up or at the end of the input.
//!
//! The decisions and the words are in `puzzlelab_rules::play`; this module only reads and
//! prints.

use std::io::{self, BufRead, IsTerminal, Write};
use std::time::Instant;

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::line::{too_many_bad_answers, MAX_BAD_ANSWERS};
use puzzlelab_rules::play::{self, Event, Game};
use puzzlelab_rules::{Lang, Size};

use super::start::StartArgs;
use super::terminal;
use crate::board_arg::read_board;
use crate::exit::{Exit, BAD_INPUT, GAVE_UP};
use puzzlelab_rules::printable::printable;

/// Arguments of `fifteen play`.
#[derive(clap::Args)]
pub struct Args {
    /// Start from this board instead of a shuffle: its numbers in any format (one line, rows,
    /// JSON, ...), a file holding it, or - for standard input.
    board: Option<String>,
    #[command(flatten)]
    start: StartArgs,
    /// Language of the messages: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// Draw with ASCII characters instead of box-drawing ones.
    #[arg(long)]
    ascii: bool,
    /// Read one command a line even in a terminal.
    #[arg(long)]
    lines: bool,
    /// In line mode, print each line read after the board, as a terminal shows what was
    /// typed (for the transcript of a scripted game).
    #[arg(long)]
    echo: bool,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The goal was reached.
    Won,
    /// The player gave up.
    GaveUp,
    /// The input ran out first (line mode).
    EndOfInput,
    /// [`MAX_BAD_ANSWERS`] lines in a row were refused (line mode): bad input.
    TooManyBadAnswers,
}

/// Plays one game and turns its end into the exit code.
pub fn run(args: Args) -> anyhow::Result<()> {
    let board = match &args.board {
        Some(text) => {
            let hint = (args.start.size != Size::FIFTEEN).then_some(args.start.size);
            read_board(text, hint)?
        }
        None => args.start.shuffled()?,
    };
    let game = Game::new(board, args.start.goal.clone())?;
    let verdict = game.solvability();
    if !verdict.is_solvable() {
        return Err(Exit::new(
            BAD_INPUT,
            format!(
                "this board cannot reach the goal: {}",
                play::explain(args.lang, &verdict)
            ),
        )
        .into());
    }
    let style = if args.ascii {
        Style::Ascii
    } else {
        Style::Lines
    };
    let interactive = crate::input::is_terminal() && io::stdout().is_terminal() && !args.lines;
    let ending = if interactive {
        terminal::play(game, args.lang, style)?
    } else {
        let script = Script {
            style,
            echo: args.echo,
        };
        play_lines(
            game,
            args.lang,
            script,
            crate::input::answers(),
            &mut io::stdout().lock(),
        )?
    };
    match ending {
        Ending::Won => Ok(()),
        Ending::GaveUp | Ending::EndOfInput => Err(Exit::new(GAVE_UP, "").into()),
        Ending::TooManyBadAnswers => {
            Err(Exit::new(BAD_INPUT, too_many_bad_answers(args.lang)).into())
        }
    }
}

/// The board as the game shows it: the box, then the move counter.
pub fn picture(game: &Game, lang: Lang, style: Style) -> String {
    format!(
        "{}{}",
        game.board().boxed(style),
        play::moves_so_far(lang, game.moves())
    )
}

/// How a scripted game is printed: the boards' style, and whether each line read is echoed.
#[derive(Clone, Copy, Debug)]
pub struct Script {
    /// The boards' drawing style.
    pub style: Style,
    /// Print each line read, as a terminal shows what was typed.
    pub echo: bool,
}

/// The scripted game: one command a line from `input`, the board after each move on `out`;
/// an illegal move prints the bell character (`\x07`) and the reason. After
/// [`MAX_BAD_ANSWERS`] refused lines in a row (nothing moved, something refused) the game
/// stops: the input is not a player's.
pub fn play_lines(
    mut game: Game,
    lang: Lang,
    script: Script,
    input: impl BufRead,
    out: &mut impl Write,
) -> io::Result<Ending> {
    let clock = Instant::now();
    writeln!(out, "{}", play::help(lang, false))?;
    writeln!(out, "{}", picture(&game, lang, script.style))?;
    if game.is_won() {
        writeln!(out, "{}", play::praise(lang, 0, Some(clock.elapsed())))?;
        return Ok(Ending::Won);
    }
    let mut input = input;
    let mut refused = 0;
    while let Some(line) = puzzlelab_rules::line::next_line(&mut input)? {
        if script.echo {
            writeln!(out, "{}", printable(&line))?;
        }
        match play_line(&mut game, lang, script.style, &line, clock, out)? {
            Line::Over(ending) => return Ok(ending),
            Line::Moved => refused = 0,
            Line::Refused => refused += 1,
            Line::Quiet => {}
        }
        if refused == MAX_BAD_ANSWERS {
            return Ok(Ending::TooManyBadAnswers);
        }
    }
    writeln!(out, "{}", play::end_of_input(lang))?;
    Ok(Ending::EndOfInput)
}

/// What one line of a scripted game did.
enum Line {
    /// A tile moved, or a move was taken back.
    Moved,
    /// Nothing moved, and something was refused (a line that is no command, an illegal move).
    Refused,
    /// Nothing at all (an empty line).
    Quiet,
    /// The game is over.
    Over(Ending),
}

/// Plays the commands of one line, printing what each does.
fn play_line(
    game: &mut Game,
    lang: Lang,
    style: Style,
    line: &str,
    clock: Instant,
    out: &mut impl Write,
) -> io::Result<Line> {
    let commands = match play::read_commands(line) {
        Ok(commands) => commands,
        Err(why) => {
            // the reason quotes the line read: shown, not obeyed
            writeln!(out, "{}", printable(&play::illegal(lang, &why)))?;
            return Ok(Line::Refused);
        }
    };
    let mut done = Line::Quiet;
    for command in commands {
        let event = game.play(command);
        match &event {
            Event::Moved(_) => writeln!(out, "{}", picture(game, lang, style))?,
            Event::Undone(_) => {
                writeln!(out, "{}", event.message(lang))?;
                writeln!(out, "{}", picture(game, lang, style))?;
            }
            Event::Illegal(_) => writeln!(out, "\x07{}", event.message(lang))?,
            Event::NothingToUndo => writeln!(out, "{}", event.message(lang))?,
            Event::Won { moves } => {
                writeln!(out, "{}", picture(game, lang, style))?;
                writeln!(out, "{}", play::praise(lang, *moves, Some(clock.elapsed())))?;
                return Ok(Line::Over(Ending::Won));
            }
            Event::GaveUp => {
                writeln!(out, "{}", event.message(lang))?;
                return Ok(Line::Over(Ending::GaveUp));
            }
        }
        done = match (done, &event) {
            (_, Event::Moved(_) | Event::Undone(_)) | (Line::Moved, _) => Line::Moved,
            _ => Line::Refused,
        };
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_rules::Goal;

    fn transcript(start: &str, script: &str, lang: Lang) -> (Ending, String) {
        let game = Game::new(start.parse().unwrap(), Goal::Standard).unwrap();
        let mut out = Vec::new();
        let lines = Script {
            style: Style::Lines,
            echo: false,
        };
        let ending = play_lines(game, lang, lines, script.as_bytes(), &mut out).unwrap();
        (ending, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_scripted_win() {
        let (ending, text) = transcript("1 2 3 4 5 6 0 7 8", "up\nL\nundo\nLL\n", Lang::En);
        assert_eq!(ending, Ending::Won);
        assert!(text.contains("\x07no tile can slide up"));
        assert!(text.contains("Last move undone."));
        assert!(text.contains("Well done! Solved in 2 moves"));
    }

    #[test]
    fn quitting_and_running_out() {
        let (ending, text) = transcript("1 2 3 4 5 6 0 7 8", "вправо\nL\nquit\n", Lang::Ru);
        assert_eq!(ending, Ending::GaveUp);
        assert!(text.contains("пустое место у левого края"));
        assert!(text.contains("неуспешное завершение игры"));
        let (ending, _) = transcript("1 2 3 4 5 6 0 7 8", "L\n", Lang::En);
        assert_eq!(ending, Ending::EndOfInput);
    }

    #[test]
    fn endless_refused_lines_stop_the_game_and_a_move_starts_the_count_again() {
        let nine_bad = "y\nup\n".repeat(4) + "y\n";
        let script = format!("{nine_bad}L\n{nine_bad}");
        let (ending, text) = transcript("1 2 3 4 5 6 0 7 8", &script, Lang::En);
        assert_eq!(ending, Ending::EndOfInput, "{text}");
        let (ending, text) = transcript("1 2 3 4 5 6 0 7 8", &"y\n".repeat(10_000), Lang::Ru);
        assert_eq!(ending, Ending::TooManyBadAnswers);
        assert!(text.len() < 10_000, "{} bytes", text.len());
    }
}
