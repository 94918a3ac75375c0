//! # puzzlelab-render: pictures and animations of the lessons
//!
//! This crate teaches nothing about puzzles: it draws what the other crates compute — boards,
//! solution playbacks, search statistics and game trees — as PNG, SVG and GIF.

#![warn(missing_docs)]
