//! Assignment 8: beyond Bachet.
//!
//! A pile of objects; a move takes a number of them from a fixed set of takes (`{1, 3, 4}`,
//! say), never more than are left; a player who cannot move loses. Find the piles lost for the
//! player to move.
//!
//! The lesson's game is the takes `{1, 2, 3}` where whoever takes the last object loses: that
//! is this game on one object more (whoever faces one object must take it and lose, exactly as
//! whoever faces none here cannot move), so its lost piles are these plus one: 1, 5, 9, 13, ...
//!
//! Graded check: `cargo run --example assignment_8`.

/// The piles `0..=up_to` lost for the player to move, in increasing order.
pub fn losing_positions(takes: &[u32], up_to: u32) -> Vec<u32> {
    // TODO: the lesson's rule, multiples of (largest take + 1), holds for the takes 1..k only.
    // Work up from 0: a pile is lost when no take leads to a lost pile (and 0, or any pile
    // smaller than every take, has no take at all).
    let k = takes.iter().max().copied().unwrap_or(1);
    (0..=up_to).filter(|n| n % (k + 1) == 0).collect()
}
