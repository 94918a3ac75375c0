//! Assignment 3: breadth-first search over Bachet's game tree.
//!
//! A pile of `pile` objects; a move takes 1 to `max_take` of them (never more than are left);
//! the player who takes the last object loses. Explore the game tree level by level from the
//! start, then find the losing positions: the piles where the player to move loses against
//! correct play.
//!
//! Self-check: `cargo run --example assignment_3`.

/// The piles that can be left after exactly 0, 1, 2, ... moves from a pile of `pile`: level `i`
/// holds each such pile once, in increasing order. The last level is `[0]`.
pub fn bfs_levels(pile: u32, max_take: u32) -> Vec<Vec<u32>> {
    // TODO: a queue of (pile, depth); a pile goes into a level once.
    let _ = max_take;
    vec![vec![pile]]
}

/// The piles from 1 to `up_to` where the player to move loses when both play correctly, in
/// increasing order. (With `max_take = 3` the lesson's 13 is one of them.)
pub fn losing_positions(max_take: u32, up_to: u32) -> Vec<u32> {
    // TODO: a position is lost when every move from it leads to a won one. Where do you start?
    let _ = (max_take, up_to);
    Vec::new()
}
