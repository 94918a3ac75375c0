//! Answer key of assignment 8: the piles settled from 0 upwards.

/// The piles `0..=up_to` lost for the player to move: a pile is lost when no take leads to a
/// lost pile.
pub fn losing_positions(takes: &[u32], up_to: u32) -> Vec<u32> {
    let mut lost = vec![false; up_to as usize + 1];
    for pile in 0..=up_to as usize {
        lost[pile] = !takes
            .iter()
            .any(|&t| t as usize <= pile && lost[pile - t as usize]);
    }
    (0..=up_to).filter(|&n| lost[n as usize]).collect()
}
