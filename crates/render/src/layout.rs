//! Where the nodes of a tree go: leaves side by side in order, each parent centred over its
//! children, one row per depth. Small and predictable, which is what a slide needs.

/// The slot (0.0 = leftmost leaf, 1.0 the next, ...) and depth of each node of the tree given
/// by its parents (`None`: the root; a node's children are those naming it, in index order).
/// Returns the positions and the number of leaf slots used.
pub(crate) fn tidy(parents: &[Option<usize>]) -> (Vec<(f64, usize)>, usize) {
    let n = parents.len();
    let mut children = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (i, p) in parents.iter().enumerate() {
        match p {
            Some(p) => children[*p].push(i),
            None => roots.push(i),
        }
    }
    let mut pos = vec![(0.0, 0usize); n];
    let mut next_leaf = 0usize;
    // Depth first without recursion: (node, depth, children done?)
    let mut stack: Vec<(usize, usize, bool)> = roots.iter().rev().map(|&r| (r, 0, false)).collect();
    while let Some((node, depth, done)) = stack.pop() {
        if children[node].is_empty() {
            pos[node] = (next_leaf as f64, depth);
            next_leaf += 1;
        } else if done {
            let first = pos[children[node][0]].0;
            let last = pos[*children[node].last().expect("non-empty")].0;
            pos[node] = ((first + last) / 2.0, depth);
        } else {
            stack.push((node, depth, true));
            for &c in children[node].iter().rev() {
                stack.push((c, depth + 1, false));
            }
        }
    }
    (pos, next_leaf.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parents_sit_over_their_children() {
        // 0 -> 1, 2; 1 -> 3, 4
        let (pos, leaves) = tidy(&[None, Some(0), Some(0), Some(1), Some(1)]);
        assert_eq!(leaves, 3);
        assert_eq!(pos[3], (0.0, 2));
        assert_eq!(pos[4], (1.0, 2));
        assert_eq!(pos[1], (0.5, 1));
        assert_eq!(pos[2], (2.0, 1));
        assert_eq!(pos[0], (1.25, 0));
    }
}
