//! Standard output and standard error, written one way: every line the program prints goes
//! through [`print`], so that a closed pipe (`puzzlelab ... | head -1`) or a full disk becomes
//! an error the one error path handles ([`crate::exit::report`]: a closed pipe ends the program
//! quietly with success), never a panic; every notice goes through [`note`], which ignores a
//! stderr that cannot be written. `println!` and `eprintln!` are refused by clippy.

use std::fmt;
use std::io::Write;

/// Writes formatted text to standard output.
pub fn print(args: fmt::Arguments<'_>) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)?;
    out.flush()
}

/// Writes `value` as pretty JSON and a newline to standard output, streamed (a large tree is
/// never held as one string), with the same errors as [`print`].
pub fn json<T: serde::Serialize>(value: &T) -> std::io::Result<()> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    serde_json::to_writer_pretty(&mut out, value)?;
    out.write_all(b"\n")?;
    out.flush()
}

/// Writes formatted text to standard error. A full or closed stderr is ignored: there is nowhere
/// left to say anything, and the exit code still tells.
pub fn note(args: fmt::Arguments<'_>) {
    let _ = std::io::stderr().lock().write_fmt(args);
}

/// `eprintln!` through [`note`]: never panics.
macro_rules! noteln {
    ($($arg:tt)*) => {
        $crate::out::note(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `eprint!` through [`note`]: never panics.
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::out::note(format_args!($($arg)*))
    };
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
