//! The trace player in the terminal, the lab's player (`docs/theme/player.js`) without a
//! browser: `puzzlelab trace play FILE` plays a saved trace, and `fifteen trace ... --play`,
//! `bachet trace ... --play` the run just recorded. The reader steps through the run forward
//! and back, or jumps, and sees what the algorithm does at each event: the pseudo-code line it
//! runs, the event told in words, the position, the counters, the open list and the closed
//! set (for a game, the piles' values).
//!
//! [`model`] reaches any point of the run from the snapshot before it, [`view`] draws it with
//! `ratatui`, [`crate::screen`] takes the terminal and gives it back on every way out; this
//! module reads the keys.

mod messages;
mod model;
mod view;

use std::io::{self, IsTerminal};
use std::path::PathBuf;

use crossterm::event::{KeyCode, KeyEvent};
use puzzlelab_rules::Lang;
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

use crate::exit::{Exit, BAD_INPUT};
use crate::input::{read_bytes, Source, What};
use crate::screen::{self, Control, Screen};
use messages::Messages;
use model::{Player, Recorded};

/// The largest trace file read: about two and a half million events.
const MAX_TRACE_BYTES: u64 = 512 << 20;

/// Arguments of `trace play`.
#[derive(clap::Args)]
pub struct Args {
    /// The trace: a file written by `fifteen trace` or `bachet trace` (JSON,
    /// puzzlelab-trace/1), or - for standard input.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// The language of the player's words: en or ru (the pseudo-code and the events' sentences
    /// are the trace's own).
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Plays a saved trace: read and checked first, so that a bad file is named as such anywhere.
pub fn run(args: Args) -> anyhow::Result<()> {
    let json = read_bytes(
        Source::of(&args.file),
        MAX_TRACE_BYTES,
        What::new("a trace", "трассу", "трассы"),
    )?;
    let run = read(&json, args.lang)?;
    refuse_without_terminal(args.lang)?;
    play(run, args.lang)
}

/// The trace `json` (the document `puzzlelab-trace/1`) read back for the player; a document
/// that is not a playable trace is bad input, its reason in `lang`.
pub fn read(json: &[u8], lang: Lang) -> anyhow::Result<Recorded> {
    let text = Messages::new(lang);
    Ok(Recorded::read(json).map_err(|why| Exit::new(BAD_INPUT, text.invalid(&why)))?)
}

/// Refuses to play (bad input, exit 2) when standard output is not a terminal.
pub fn refuse_without_terminal(lang: Lang) -> anyhow::Result<()> {
    if io::stdout().is_terminal() {
        return Ok(());
    }
    Err(Exit::new(BAD_INPUT, Messages::new(lang).not_a_terminal()).into())
}

/// What a key asks the player for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Forward,
    Back,
    First,
    Last,
    PageForward,
    PageBack,
    /// `g`: an event number follows, then Enter.
    GoTo,
    Digit(char),
    Erase,
    Enter,
    /// Esc while a number is typed: forget it.
    Cancel,
    /// `q`, Esc, Ctrl-C.
    Quit,
    /// Ctrl-Z.
    Suspend,
    Other,
}

/// The player's keys, the same on a Russian layout (`д`, `р`, `п`, `й` where `l`, `h`, `g`,
/// `q` are); `typing` while an event number is typed after `g`.
fn key(event: KeyEvent, typing: bool) -> Key {
    match screen::control(event) {
        Some(Control::Interrupt) => return Key::Quit,
        Some(Control::Suspend) => return Key::Suspend,
        None => {}
    }
    if typing {
        return match event.code {
            KeyCode::Char(c) if c.is_ascii_digit() => Key::Digit(c),
            KeyCode::Backspace => Key::Erase,
            KeyCode::Enter => Key::Enter,
            KeyCode::Esc => Key::Cancel,
            _ => Key::Other,
        };
    }
    match event.code {
        KeyCode::Right | KeyCode::Char(' ' | 'l' | 'L' | 'д' | 'Д') => Key::Forward,
        KeyCode::Left | KeyCode::Char('h' | 'H' | 'р' | 'Р') => Key::Back,
        KeyCode::Home => Key::First,
        KeyCode::End => Key::Last,
        KeyCode::PageDown => Key::PageForward,
        KeyCode::PageUp => Key::PageBack,
        KeyCode::Char('g' | 'G' | 'п' | 'П') => Key::GoTo,
        KeyCode::Esc | KeyCode::Char('q' | 'Q' | 'й' | 'Й') => Key::Quit,
        _ => Key::Other,
    }
}

/// The longest event number typed after `g`.
const MAX_TYPED: usize = 20;

/// Plays the recorded run in the terminal until the reader quits.
pub fn play(run: Recorded, lang: Lang) -> anyhow::Result<()> {
    let text = Messages::new(lang);
    let mut player = Player::new(run);
    let _screen = Screen::enter()?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    terminal.clear()?;
    let mut typing: Option<String> = None;
    loop {
        terminal.draw(|frame| view::draw(frame, &player, &text, typing.as_deref()))?;
        let Some(press) = screen::next_press()? else {
            terminal.autoresize()?;
            terminal.clear()?; // resized or resumed: everything drawn again
            continue;
        };
        let (at, total) = (player.at(), player.total());
        let page = (total / 10).max(1);
        match key(press, typing.is_some()) {
            Key::Forward => player.go(at + 1),
            Key::Back => player.go(at.saturating_sub(1)),
            Key::First => player.go(0),
            Key::Last => player.go(total),
            Key::PageForward => player.go(at.saturating_add(page)),
            Key::PageBack => player.go(at.saturating_sub(page)),
            Key::GoTo => typing = Some(String::new()),
            Key::Digit(d) => {
                if let Some(typed) = typing.as_mut().filter(|t| t.len() < MAX_TYPED) {
                    typed.push(d);
                }
            }
            Key::Erase => {
                if let Some(typed) = typing.as_mut() {
                    typed.pop();
                }
            }
            Key::Enter => {
                if let Some(n) = typing.take().filter(|t| !t.is_empty()) {
                    player.go(n.parse().unwrap_or(usize::MAX));
                }
            }
            Key::Cancel => typing = None,
            Key::Quit => return Ok(()),
            Key::Suspend => screen::suspend()?,
            Key::Other => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyModifiers;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_on_both_layouts() {
        for (code, want) in [
            (KeyCode::Right, Key::Forward),
            (KeyCode::Char(' '), Key::Forward),
            (KeyCode::Char('д'), Key::Forward),
            (KeyCode::Char('h'), Key::Back),
            (KeyCode::Char('р'), Key::Back),
            (KeyCode::End, Key::Last),
            (KeyCode::PageUp, Key::PageBack),
            (KeyCode::Char('п'), Key::GoTo),
            (KeyCode::Char('й'), Key::Quit),
            (KeyCode::Esc, Key::Quit),
        ] {
            assert_eq!(key(press(code), false), want, "{code:?}");
        }
        assert_eq!(key(press(KeyCode::Char('7')), true), Key::Digit('7'));
        assert_eq!(key(press(KeyCode::Esc), true), Key::Cancel);
        assert_eq!(key(press(KeyCode::Char('q')), true), Key::Other);
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(key(ctrl_c, true), Key::Quit);
        assert_eq!(key(ctrl_c, false), Key::Quit);
    }
}
