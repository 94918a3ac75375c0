//! Text from outside the program (a file, standard input, a request) made safe to print on a
//! terminal. A terminal obeys the control characters in what it is sent: an escape sequence in
//! a trace's narration or a board file can retitle the window (`ESC ] 0 ; ... BEL`), fill the
//! clipboard (OSC 52), hide a link (OSC 8) or move the cursor over earlier lines (CSI, or the
//! one-byte C1 `U+009B`). So every text that did not come from the program itself is passed
//! through [`printable`] (or [`printable_line`]) before it is printed: each control character
//! is shown, not obeyed.
//!
//! A C0 control or DEL becomes its Unicode control picture (`ESC` → `␛`, `BEL` → `␇`), one
//! column wide like the character it stands for; a C1 control, which has no picture, becomes
//! its escape as Rust writes it (`U+009B` → `\u{9b}`). A line break is kept where a line break
//! is meant ([`printable`]) and shown as `␊` where the text must stay on one line
//! ([`printable_line`]).

use std::borrow::Cow;

/// `text` with every control character shown instead of obeyed, its line breaks kept.
///
/// ```
/// use puzzlelab_rules::printable::printable;
/// assert_eq!(printable("a\x1b]0;title\x07b\nc"), "a␛]0;title␇b\nc");
/// assert_eq!(printable("\u{9b}2J"), "\\u{9b}2J");
/// assert_eq!(printable("15-puzzle: пятнашки"), "15-puzzle: пятнашки");
/// ```
pub fn printable(text: &str) -> Cow<'_, str> {
    shown(text, true)
}

/// `text` on one line, every control character shown instead of obeyed, line breaks too:
/// for a title, a label, a name, a line of a list.
///
/// ```
/// use puzzlelab_rules::printable::printable_line;
/// assert_eq!(printable_line("two\nlines\r"), "two␊lines␍");
/// ```
pub fn printable_line(text: &str) -> Cow<'_, str> {
    shown(text, false)
}

/// `text` with its control characters shown, a line break kept when `keep_line_breaks`.
fn shown(text: &str, keep_line_breaks: bool) -> Cow<'_, str> {
    let obeyed = |c: char| c.is_control() && !(keep_line_breaks && c == '\n');
    if !text.contains(obeyed) {
        return Cow::Borrowed(text);
    }
    let mut safe = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            c if !obeyed(c) => safe.push(c),
            '\u{0}'..='\u{1f}' => safe.push(picture(c)),
            '\u{7f}' => safe.push('␡'),
            c => safe.extend(c.escape_unicode()),
        }
    }
    Cow::Owned(safe)
}

/// The control picture of a C0 control character (`U+0000`..`U+001F` → `U+2400`..`U+241F`).
fn picture(c: char) -> char {
    char::from_u32(0x2400 + c as u32).unwrap_or('�')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_control_character_is_left_but_a_kept_line_break() {
        let every: String = (0u32..0x110000)
            .filter_map(char::from_u32)
            .filter(|c| c.is_control())
            .collect();
        assert_eq!(every.chars().count(), 65, "C0, DEL and C1");
        let text = printable(&every);
        assert!(text.chars().all(|c| !c.is_control() || c == '\n'), "{text}");
        assert_eq!(text.matches('\n').count(), 1);
        let line = printable_line(&every);
        assert!(line.chars().all(|c| !c.is_control()), "{line}");
        assert!(line.contains('␊') && line.contains('␛') && line.contains('␡'));
        assert!(line.contains("\\u{9b}") && line.contains("\\u{85}"));
    }

    #[test]
    fn the_sequences_a_terminal_obeys_are_shown() {
        for (raw, seen) in [
            ("\x1b]0;pwned\x07", "␛]0;pwned␇"),
            ("\x1b]52;c;cHduZWQ=\x1b\\", "␛]52;c;cHduZWQ=␛\\"),
            (
                "\x1b]8;;http://x\x1b\\click\x1b]8;;\x1b\\",
                "␛]8;;http://x␛\\click␛]8;;␛\\",
            ),
            ("\x1b[2J\x1b[1;1H", "␛[2J␛[1;1H"),
            ("\u{9b}31m\u{9d}0;t\u{9c}", "\\u{9b}31m\\u{9d}0;t\\u{9c}"),
            ("a\rb\x08\x7f", "a␍b␈␡"),
        ] {
            assert_eq!(printable(raw), seen);
        }
    }

    #[test]
    fn text_without_controls_is_not_copied() {
        assert!(matches!(printable("board: 1 2 3 0"), Cow::Borrowed(_)));
        assert!(matches!(printable("две\nстроки"), Cow::Borrowed(_)));
        assert!(matches!(printable_line("две\nстроки"), Cow::Owned(_)));
    }
}
