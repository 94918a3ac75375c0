//! The workspace's developer tools as a library, for `cargo xtask` and for their tests.

pub mod bench;
pub mod clock;
pub mod docs;
pub mod engine;
pub mod fuzz;
pub mod lab;
pub mod site;
pub mod student_kit;

/// A measurement stopped by its limit before it measured anything: exit code 3, as the
/// `puzzlelab` binary does for a limit.
#[derive(Debug)]
pub struct LimitReached(pub String);

impl std::fmt::Display for LimitReached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LimitReached {}
