//! A terminal taken over by a full-screen program (the terminal game, the trace player): raw
//! keys, the alternate screen, no cursor. It is put back as it was on every way out: a normal
//! end and an error (a `Drop` guard), a panic (a hook), Ctrl-C (read as a key in raw mode: the
//! program treats it as its own end), and a signal from outside (`kill -TERM`, `-HUP`,
//! `-INT`, `-QUIT`: the terminal is restored, then the signal does what it always does).
//! Ctrl-Z (a key in raw mode) and `kill -TSTP` suspend the program with the terminal restored;
//! `fg` resumes it in full-screen mode, and the next key read asks for a redraw.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crossterm::cursor::{Hide, Show};
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
use signal_hook::iterator::{Handle, Signals};
use signal_hook::low_level::{emulate_default_handler, raise};

/// A control key every full-screen program reads the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// Ctrl-C: end at once.
    Interrupt,
    /// Ctrl-Z: suspend (the shell's `fg` resumes).
    Suspend,
}

/// The control key `event` is, if it is one.
pub fn control(event: KeyEvent) -> Option<Control> {
    if !event.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    match event.code {
        KeyCode::Char('c' | 'C') => Some(Control::Interrupt),
        KeyCode::Char('z' | 'Z') => Some(Control::Suspend),
        _ => None,
    }
}

/// Puts the terminal back: cursor shown, main screen, cooked mode. Safe to call twice.
fn restore() {
    let _ = execute!(io::stdout(), Show, LeaveAlternateScreen);
    let _ = disable_raw_mode();
}

/// Puts the terminal in full-screen mode: raw keys, the alternate screen, no cursor.
fn full_screen() -> io::Result<()> {
    enable_raw_mode()?;
    execute!(io::stdout(), EnterAlternateScreen, Hide)
}

/// Set when the program comes back from a suspension: the screen must be drawn again.
static RESUMED: AtomicBool = AtomicBool::new(false);

/// The signals that end or suspend the program from outside, watched by a thread of their own
/// while the terminal is in full-screen mode.
struct Signalled(Handle);

impl Signalled {
    fn watch() -> io::Result<Signalled> {
        let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
        let handle = signals.handle();
        std::thread::spawn(move || {
            for signal in signals.forever() {
                match signal {
                    SIGCONT => {
                        let _ = full_screen();
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

/// Suspends the program as Ctrl-Z suspends any program, and waits until the shell resumes it.
pub fn suspend() -> io::Result<()> {
    RESUMED.store(false, Ordering::SeqCst);
    raise(SIGTSTP)?; // the watching thread restores the terminal and stops the process
    while !RESUMED.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(())
}

/// The terminal in full-screen mode; dropping it restores the terminal, also while unwinding.
pub struct Screen {
    _signals: Signalled,
}

impl Screen {
    /// Takes the terminal over: the panic hook and the signal watcher first, then raw mode.
    pub fn enter() -> io::Result<Screen> {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        let signals = Signalled::watch()?;
        let screen = Screen { _signals: signals };
        full_screen()?;
        Ok(screen)
    }

    /// Rings the terminal's bell.
    pub fn bell(&self) -> io::Result<()> {
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
/// resized or the program resumed from a suspension, so that the screen is drawn again.
pub fn next_press() -> io::Result<Option<KeyEvent>> {
    loop {
        if RESUMED.swap(false, Ordering::SeqCst) {
            return Ok(None);
        }
        if !event::poll(Duration::from_millis(200))? {
            continue;
        }
        match event::read()? {
            Event::Key(k) if k.kind == KeyEventKind::Press => return Ok(Some(k)),
            Event::Resize(..) => return Ok(None),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_keys() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(control(ctrl('c')), Some(Control::Interrupt));
        assert_eq!(control(ctrl('z')), Some(Control::Suspend));
        assert_eq!(control(ctrl('x')), None);
        let plain = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE);
        assert_eq!(control(plain), None);
    }
}
