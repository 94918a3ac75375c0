//! Standard output, written one way: every line the program prints goes through [`print`], so
//! that a closed pipe (`puzzlelab ... | head -1`) or a full disk becomes an error the one error
//! path handles ([`crate::exit::report`]: a closed pipe ends the program quietly with success),
//! never a panic.

use std::fmt;
use std::io::Write;

/// Writes formatted text to standard output.
pub fn print(args: fmt::Arguments<'_>) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)?;
    out.flush()
}

/// `println!` through [`print`]: evaluates to an `io::Result<()>`.
macro_rules! outln {
    () => {
        $crate::out::print(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::print(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` through [`print`]: evaluates to an `io::Result<()>`.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::print(format_args!($($arg)*))
    };
}
