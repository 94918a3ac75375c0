//! Bachet's game in pictures: the class-transition table, the folded game graph of the piles
//! 0..N, game trees (full, or the strategy tree) coloured by winning and losing positions, and a
//! game played on its tree as a GIF, the pile of pencils shrinking beside it.
//!
//! The inputs are the renderer's own plain types; the binary fills them from the game solver,
//! which is what decides who wins. Nothing here knows the rule `N mod 4`.
//!
//! One picture a file: `graph` (the folded graph), `tree` (the game trees), `picture` (a tree
//! or the graph, whichever fits), `table` (the class-transition table), `playback` (a game
//! played on its tree) and `pencils` (the pile beside it); `parts` holds what they all draw
//! alike (the title, the legend, a pile's disc).

mod graph;
mod parts;
mod pencils;
mod picture;
mod playback;
mod table;
mod tree;

pub use graph::{GameGraph, GraphEdge, GraphPosition};
pub use parts::Legend;
pub use picture::GamePicture;
pub use playback::{game_animation_as, game_playback, game_playback_as};
pub use table::ClassTable;
pub use tree::{GameNode, GameTree};
