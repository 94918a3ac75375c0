//! The terminal game: keys instead of lines, the board redrawn in place, a beep on a wrong
//! direction. The terminal is taken over and put back by [`crate::screen`] on every way out;
//! Ctrl-C ends the game as giving up, Ctrl-Z suspends it and `fg` resumes it, the board drawn
//! again.

use std::io::{self, Write};
use std::time::Instant;

use crossterm::cursor::MoveTo;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use crossterm::terminal::{Clear, ClearType};
use crossterm::{queue, style::Print};
use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::play::{self, Command, Event, Game};
use puzzlelab_rules::{Direction, Lang};

use super::play::{picture, Ending};
use crate::screen::{self, next_press, Control, Screen};

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Play(Command),
    /// `q` or Esc: give up, once confirmed.
    AskToGiveUp,
    /// Ctrl-C: give up at once.
    Interrupt,
    /// Ctrl-Z: suspend the game (the shell's `fg` resumes it).
    Suspend,
    Other,
}

/// Arrows, WASD and hjkl name the way the tile slides; `u` undoes. The same keys work on a
/// Russian layout (`цфыв`, `ролд`, `г`, `й`).
fn key(event: KeyEvent) -> Key {
    use Direction::*;
    if event.modifiers.contains(KeyModifiers::CONTROL) {
        return match screen::control(event) {
            Some(Control::Interrupt) => Key::Interrupt,
            Some(Control::Suspend) => Key::Suspend,
            None => Key::Other,
        };
    }
    let dir = match event.code {
        KeyCode::Up | KeyCode::Char('w' | 'W' | 'k' | 'K' | 'ц' | 'Ц' | 'л' | 'Л') => Up,
        KeyCode::Down | KeyCode::Char('s' | 'S' | 'j' | 'J' | 'ы' | 'Ы' | 'о' | 'О') => Down,
        KeyCode::Left | KeyCode::Char('a' | 'A' | 'h' | 'H' | 'ф' | 'Ф' | 'р' | 'Р') => Left,
        KeyCode::Right | KeyCode::Char('d' | 'D' | 'l' | 'L' | 'в' | 'В' | 'д' | 'Д') => Right,
        KeyCode::Char('u' | 'U' | 'г' | 'Г') => return Key::Play(Command::Undo),
        KeyCode::Char('q' | 'Q' | 'й' | 'Й') | KeyCode::Esc => return Key::AskToGiveUp,
        _ => return Key::Other,
    };
    Key::Play(Command::Move(dir))
}

/// Redraws everything: the help line, the board, and a message under it.
fn draw(game: &Game, lang: Lang, style: Style, message: &str) -> io::Result<()> {
    let mut out = io::stdout();
    queue!(out, MoveTo(0, 0), Clear(ClearType::All))?;
    let text = format!(
        "{}\n\n{}\n\n{message}\n",
        play::help(lang, true),
        picture(game, lang, style)
    );
    for line in text.lines() {
        queue!(out, Print(line), Print("\r\n"))?;
    }
    out.flush()
}

/// Whether a key answers "yes" to the give-up question: `y`, `д` (да) or Enter; Ctrl-C too.
fn is_yes(press: KeyEvent) -> bool {
    key(press) == Key::Interrupt
        || matches!(
            press.code,
            KeyCode::Char('y' | 'Y' | 'д' | 'Д') | KeyCode::Enter
        )
}

/// Plays a game on the terminal; the last picture and the verdict stay on the main screen.
pub fn play(mut game: Game, lang: Lang, style: Style) -> io::Result<Ending> {
    let clock = Instant::now();
    let (ending, verdict) = {
        let term = Screen::enter()?;
        let mut message = String::new();
        loop {
            draw(&game, lang, style, &message)?;
            message.clear();
            let Some(press) = next_press()? else {
                continue;
            };
            match key(press) {
                Key::Play(command) => {
                    let event = game.play(command);
                    match &event {
                        Event::Illegal(_) => {
                            term.bell()?;
                            message = event.message(lang);
                        }
                        Event::Undone(_) | Event::NothingToUndo => message = event.message(lang),
                        Event::Won { moves } => {
                            let praise = play::praise(lang, *moves, Some(clock.elapsed()));
                            break (Ending::Won, praise);
                        }
                        Event::Moved(_) | Event::GaveUp => {}
                    }
                }
                Key::AskToGiveUp => {
                    draw(&game, lang, style, &play::confirm_give_up(lang))?;
                    if next_press()?.is_some_and(is_yes) {
                        break (Ending::GaveUp, play::gave_up(lang));
                    }
                }
                Key::Interrupt => break (Ending::GaveUp, play::gave_up(lang)),
                Key::Suspend => screen::suspend()?,
                Key::Other => message = play::help(lang, true),
            }
        }
    };
    outln!("{}", picture(&game, lang, style))?;
    outln!("{verdict}")?;
    Ok(ending)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_name_the_tile_s_way() {
        for (code, dir) in [
            (KeyCode::Up, Direction::Up),
            (KeyCode::Char('a'), Direction::Left),
            (KeyCode::Char('j'), Direction::Down),
            (KeyCode::Char('l'), Direction::Right),
        ] {
            assert_eq!(key(press(code)), Key::Play(Command::Move(dir)));
        }
        assert_eq!(key(press(KeyCode::Char('u'))), Key::Play(Command::Undo));
        assert_eq!(
            key(press(KeyCode::Char('ц'))),
            Key::Play(Command::Move(Direction::Up))
        );
        assert_eq!(key(press(KeyCode::Esc)), Key::AskToGiveUp);
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(key(ctrl_c), Key::Interrupt);
        let ctrl_z = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
        assert_eq!(key(ctrl_z), Key::Suspend);
        assert!(is_yes(press(KeyCode::Char('д'))));
        assert!(!is_yes(press(KeyCode::Char('n'))));
    }
}
