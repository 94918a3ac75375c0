//! The table of nodes a search has seen: nodes numbered in insertion order, found by hash.
//! BFS makes every node findable as it stores it, and stores each once; A* stores every node
//! it generates and makes findable only those it expands (its closed set). (The `pathfinding`
//! crate uses an `IndexMap` for the same job.)
//!
//! A search spends most of its time here, and most of that waiting for memory, so everything
//! but the nodes themselves is 32 bits wide: node numbers, parent links, the hashes kept in the
//! index. The smaller the table, the more of it stays in the cache.

use std::hash::{BuildHasher, Hash};

use hashbrown::hash_table::Entry;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

/// A node's number in a [`NodeTable`], from 0 in insertion order. Four billion nodes would
/// take far more memory than a search is given, so 32 bits are enough.
pub(crate) type NodeId = u32;

/// The parent link of a root: no node.
pub(crate) const NO_NODE: NodeId = NodeId::MAX;

/// Nodes with a value each, numbered from 0 in insertion order.
pub(crate) struct NodeTable<N, V> {
    entries: Vec<(N, V)>,
    /// The numbers of the nodes that can be found, each with its hash, kept so that growing
    /// the index never hashes a node again and a probe compares whole nodes only when the
    /// hashes agree.
    index: HashTable<(NodeId, u32)>,
    hasher: FxBuildHasher,
}

/// The index's 64-bit hash rebuilt from the 32 bits it keeps: the low half places an entry,
/// the top bits tag it.
fn spread(hash: u32) -> u64 {
    (hash as u64) << 32 | hash as u64
}

impl<N: Eq + Hash, V> NodeTable<N, V> {
    pub(crate) fn new() -> Self {
        NodeTable {
            entries: Vec::new(),
            index: HashTable::new(),
            hasher: FxBuildHasher,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    pub(crate) fn get(&self, i: NodeId) -> (&N, &V) {
        let (n, v) = &self.entries[i as usize];
        (n, v)
    }

    pub(crate) fn value_mut(&mut self, i: NodeId) -> &mut V {
        &mut self.entries[i as usize].1
    }

    /// The hash the index keeps: 32 bits folded from the hasher's 64.
    fn hash(&self, node: &N) -> u32 {
        let full = self.hasher.hash_one(node);
        (full >> 32) as u32 ^ full as u32
    }

    /// The number the next node will get.
    fn next(&self) -> NodeId {
        NodeId::try_from(self.entries.len())
            .ok()
            .filter(|&i| i != NO_NODE)
            .expect("a search table holds fewer than 2^32 - 1 nodes")
    }

    /// The node's number, inserting it with `value` if it is new; `true` if it was new.
    pub(crate) fn find_or_insert(&mut self, node: N, value: impl FnOnce() -> V) -> (NodeId, bool) {
        let hash = self.hash(&node);
        let i = self.next();
        let entries = &self.entries;
        let same = |&(j, h): &(NodeId, u32)| h == hash && entries[j as usize].0 == node;
        match self.index.entry(spread(hash), same, |&(_, h)| spread(h)) {
            Entry::Occupied(seen) => (seen.get().0, false),
            Entry::Vacant(slot) => {
                slot.insert((i, hash));
                self.entries.push((node, value()));
                (i, true)
            }
        }
    }

    /// Adds a node that cannot be found yet ([`NodeTable::find_or_index`] makes it findable),
    /// and returns its number.
    pub(crate) fn push(&mut self, node: N, value: V) -> NodeId {
        let i = self.next();
        self.entries.push((node, value));
        i
    }

    /// Makes node `i` findable, unless an equal node is findable already: then that node's
    /// number.
    pub(crate) fn find_or_index(&mut self, i: NodeId) -> Option<NodeId> {
        let node = &self.entries[i as usize].0;
        let hash = self.hash(node);
        let entries = &self.entries;
        let same = |&(j, h): &(NodeId, u32)| h == hash && entries[j as usize].0 == *node;
        match self.index.entry(spread(hash), same, |&(_, h)| spread(h)) {
            Entry::Occupied(seen) => Some(seen.get().0),
            Entry::Vacant(slot) => {
                slot.insert((i, hash));
                None
            }
        }
    }

    /// Inserts a node known to be new.
    pub(crate) fn insert(&mut self, node: N, value: V) -> (NodeId, &N) {
        let (i, _) = self.find_or_insert(node, || value);
        (i, &self.entries[i as usize].0)
    }

    /// Inserts the node if it is new, and returns its number; `None` if it was seen before.
    pub(crate) fn insert_new(&mut self, node: N, value: V) -> Option<(NodeId, &N)> {
        let (i, new) = self.find_or_insert(node, || value);
        new.then(|| (i, &self.entries[i as usize].0))
    }

    /// The nodes from the root to node `i`, following `parent` links ([`NO_NODE`] at the root).
    pub(crate) fn path_to(&self, mut i: NodeId, parent: impl Fn(&V) -> NodeId) -> Vec<N>
    where
        N: Clone,
    {
        let mut path = Vec::new();
        while i != NO_NODE {
            let (node, value) = &self.entries[i as usize];
            path.push(node.clone());
            i = parent(value);
        }
        path.reverse();
        path
    }

    /// An estimate of the bytes held: entries (each `node_bytes` plus its value) and the
    /// hash index, by capacity.
    pub(crate) fn bytes(&self, node_bytes: u64) -> u64 {
        self.entries.capacity() as u64 * (node_bytes + size_of::<V>() as u64)
            + self.index.capacity() as u64 * (size_of::<(NodeId, u32)>() as u64 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_are_found_again_across_growth() {
        let mut table: NodeTable<u64, u64> = NodeTable::new();
        for n in 0..5000u64 {
            let (i, new) = table.find_or_insert(n * 7919, || n);
            assert!(new);
            assert_eq!(i as u64, n);
        }
        for n in 0..5000u64 {
            assert_eq!(table.find_or_insert(n * 7919, || 0), (n as NodeId, false));
            assert_eq!(*table.get(n as NodeId).1, n);
        }
        assert_eq!(table.insert_new(3, 0).map(|(i, _)| i), Some(5000));
        assert!(table.insert_new(3 * 7919, 0).is_none());
        assert_eq!(table.len(), 5001);
    }

    #[test]
    fn pushed_nodes_are_found_once_indexed() {
        let mut table: NodeTable<char, u32> = NodeTable::new();
        let a = table.push('a', 1);
        let b = table.push('b', 2);
        let a_again = table.push('a', 3);
        assert_eq!(table.len(), 3);
        assert_eq!(table.find_or_index(a_again), None); // the first copy indexed wins
        assert_eq!(table.find_or_index(a), Some(a_again));
        assert_eq!(table.find_or_index(b), None);
        assert_eq!(table.find_or_insert('b', || 9), (b, false));
        assert_eq!(*table.get(a_again).1, 3);
    }

    #[test]
    fn a_path_follows_the_parent_links() {
        let mut table: NodeTable<&str, NodeId> = NodeTable::new();
        let (a, _) = table.insert("a", NO_NODE);
        let (b, _) = table.insert("b", a);
        let (c, _) = table.insert("c", b);
        assert_eq!(table.path_to(c, |&p| p), ["a", "b", "c"]);
    }
}
