//! Answer key of assignment 7: the 0-1 BFS of the checks' own pattern database
//! (`selfcheck::reference::pattern_database`, which the check trusts).

use std::collections::HashMap;

use puzzlelab_rules::{Goal, Size};

use crate::selfcheck::reference::pattern_database;

/// The database of `pattern` on the standard 8-puzzle goal.
pub fn build(pattern: &[u8]) -> HashMap<Vec<u8>, u8> {
    pattern_database(&Goal::Standard.board(Size::EIGHT), pattern)
}
