//! The workspace's developer tools as a library, for `cargo xtask` and for their tests.

pub mod bench;
pub mod docs;
pub mod site;
