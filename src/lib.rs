//! The library side of the `puzzlelab` package: what the command line, the lecture figures
//! and the lesson programs (`examples/`) share. The rules, the solvers and the renderer are
//! crates of their own; this is the glue between them that more than one program needs.

#![warn(missing_docs)]

pub mod bachet_pictures;
