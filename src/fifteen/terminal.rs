//! The terminal game: keys instead of lines, the board redrawn in place, a beep on a wrong
//! direction. The terminal is put back as it was on every way out: a normal end, an error, a
//! panic (a hook), Ctrl-C (read as a key in raw mode, it ends the game as giving up), and a
//! signal from outside (`kill -TERM`, `-HUP`, `-INT`, `-QUIT`: the terminal is restored, then
//! the signal does what it always does). Ctrl-Z (a key in raw mode) and `kill -TSTP` suspend
//! the game with the terminal restored; `fg` resumes it in game mode, the board drawn again.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
use signal_hook::iterator::{Handle, Signals};
use signal_hook::low_level::{emulate_default_handler, raise};

use crossterm::cursor::{Hide, MoveTo, Show};
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen,
};
use crossterm::{execute, queue, style::Print};
use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::play::{self, Command, Event, Game};
use puzzlelab_rules::{Direction, Lang};

use super::play::{picture, Ending};

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
        return match event.code {
            KeyCode::Char('c') | KeyCode::Char('C') => Key::Interrupt,
            KeyCode::Char('z') | KeyCode::Char('Z') => Key::Suspend,
            _ => Key::Other,
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

/// Puts the terminal back: cursor shown, main screen, cooked mode. Safe to call twice.
fn restore() {
    let _ = execute!(io::stdout(), Show, LeaveAlternateScreen);
    let _ = disable_raw_mode();
}

/// Puts the terminal in game mode: raw keys, the alternate screen, no cursor.
fn game_mode() -> io::Result<()> {
    enable_raw_mode()?;
    execute!(io::stdout(), EnterAlternateScreen, Hide)
}

/// Set when the game comes back from a suspension: the board must be drawn again.
static RESUMED: AtomicBool = AtomicBool::new(false);

/// The signals that end or suspend the game from outside, watched by a thread of their own
/// while the terminal is in game mode.
struct Signalled(Handle);

impl Signalled {
    fn watch() -> io::Result<Signalled> {
        let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
        let handle = signals.handle();
        std::thread::spawn(move || {
            for signal in signals.forever() {
                match signal {
                    SIGCONT => {
                        let _ = game_mode();
                        RESUMED.store(true, Ordering::SeqCst);
                    }
                    // the terminal first, then what the signal does by default: end or stop
                    _ => {
                        restore();
                        let _ = emulate_default_handler(signal);
                    }
                }
            }
        });
        Ok(Signalled(handle))
    }
}

impl Drop for Signalled {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// Suspends the game as Ctrl-Z suspends any program, and waits until the shell resumes it.
fn suspend() -> io::Result<()> {
    RESUMED.store(false, Ordering::SeqCst);
    raise(SIGTSTP)?; // the watching thread restores the terminal and stops the process
    while !RESUMED.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(())
}

/// The terminal in game mode; dropping it restores the terminal, also while unwinding.
struct Screen {
    _signals: Signalled,
}

impl Screen {
    fn enter() -> io::Result<Screen> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        let signals = Signalled::watch()?;
        let screen = Screen { _signals: signals };
        game_mode()?;
        Ok(screen)
    }

    /// Redraws everything: the help line, the board, and a message under it.
    fn draw(&self, game: &Game, lang: Lang, style: Style, message: &str) -> io::Result<()> {
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

    fn bell(&self) -> io::Result<()> {
        let mut out = io::stdout();
        out.write_all(b"\x07")?;
        out.flush()
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore();
    }
}

/// The next key press (key releases and mouse events are skipped); `None` when the window was
/// resized or the game resumed from a suspension, so that the board is drawn again.
fn next_press() -> io::Result<Option<KeyEvent>> {
    loop {
        if RESUMED.swap(false, Ordering::SeqCst) {
            return Ok(None);
        }
        if !event::poll(Duration::from_millis(200))? {
            continue;
        }
        match event::read()? {
            TermEvent::Key(k) if k.kind == KeyEventKind::Press => return Ok(Some(k)),
            TermEvent::Resize(..) => return Ok(None),
            _ => {}
        }
    }
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
        let screen = Screen::enter()?;
        let mut message = String::new();
        loop {
            screen.draw(&game, lang, style, &message)?;
            message.clear();
            let Some(press) = next_press()? else {
                continue;
            };
            match key(press) {
                Key::Play(command) => {
                    let event = game.play(command);
                    match &event {
                        Event::Illegal(_) => {
                            screen.bell()?;
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
                    screen.draw(&game, lang, style, &play::confirm_give_up(lang))?;
                    if next_press()?.is_some_and(is_yes) {
                        break (Ending::GaveUp, play::gave_up(lang));
                    }
                }
                Key::Interrupt => break (Ending::GaveUp, play::gave_up(lang)),
                Key::Suspend => suspend()?,
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
