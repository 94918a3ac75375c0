//! Answer key of assignment 3.

use std::collections::{BTreeSet, VecDeque};

/// The piles that can be left after exactly 0, 1, 2, ... moves, by breadth-first search.
pub fn bfs_levels(pile: u32, max_take: u32) -> Vec<Vec<u32>> {
    let mut levels: Vec<BTreeSet<u32>> = Vec::new();
    let mut queue = VecDeque::from([(pile, 0usize)]);
    while let Some((left, depth)) = queue.pop_front() {
        if levels.len() <= depth {
            levels.push(BTreeSet::new());
        }
        if !levels[depth].insert(left) {
            continue; // reached at this depth already: its subtree is queued once
        }
        for take in 1..=max_take.min(left) {
            queue.push_back((left - take, depth + 1));
        }
    }
    levels
        .into_iter()
        .map(|level| level.into_iter().collect())
        .collect()
}

/// The lost piles from 1 to `up_to`: a pile is lost when every move leads to a won pile. The
/// empty pile is won for the player to move (the other player took the last object).
pub fn losing_positions(max_take: u32, up_to: u32) -> Vec<u32> {
    let mut lost = vec![false; up_to as usize + 1];
    for pile in 1..=up_to {
        lost[pile as usize] = (1..=max_take.min(pile)).all(|take| !lost[(pile - take) as usize]);
    }
    (1..=up_to).filter(|&pile| lost[pile as usize]).collect()
}
