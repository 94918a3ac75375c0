//! The table of nodes a search has seen: nodes stored once, in insertion order, found by hash.
//! (The `pathfinding` crate uses an `IndexMap` for the same job.)

use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

/// Nodes with a value each, numbered from 0 in insertion order.
pub(crate) struct NodeTable<N, V> {
    entries: Vec<(N, V)>,
    /// Each node's number with its hash, kept so that growing the index never hashes a node
    /// again and a probe compares whole nodes only when the hashes agree.
    index: HashTable<(usize, u64)>,
    hasher: FxBuildHasher,
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

    pub(crate) fn get(&self, i: usize) -> (&N, &V) {
        let (n, v) = &self.entries[i];
        (n, v)
    }

    pub(crate) fn value_mut(&mut self, i: usize) -> &mut V {
        &mut self.entries[i].1
    }

    /// The node's number, inserting it with `value` if it is new; `true` if it was new.
    pub(crate) fn find_or_insert(&mut self, node: N, value: impl FnOnce() -> V) -> (usize, bool) {
        let hash = self.hasher.hash_one(&node);
        let entries = &self.entries;
        let same = |&(i, h): &(usize, u64)| h == hash && entries[i].0 == node;
        if let Some(&(i, _)) = self.index.find(hash, same) {
            return (i, false);
        }
        let i = self.entries.len();
        self.entries.push((node, value()));
        self.index.insert_unique(hash, (i, hash), |&(_, h)| h);
        (i, true)
    }

    /// Inserts a node known to be new.
    pub(crate) fn insert(&mut self, node: N, value: V) -> (usize, &N) {
        let (i, _) = self.find_or_insert(node, || value);
        (i, &self.entries[i].0)
    }

    /// Inserts the node if it is new, and returns its number; `None` if it was seen before.
    pub(crate) fn insert_new(&mut self, node: N, value: V) -> Option<(usize, &N)> {
        let (i, new) = self.find_or_insert(node, || value);
        new.then(|| (i, &self.entries[i].0))
    }

    /// The nodes from the root to node `i`, following `parent` links (`usize::MAX` at the root).
    pub(crate) fn path_to(&self, mut i: usize, parent: impl Fn(&V) -> usize) -> Vec<N>
    where
        N: Clone,
    {
        let mut path = Vec::new();
        while i != usize::MAX {
            path.push(self.entries[i].0.clone());
            i = parent(&self.entries[i].1);
        }
        path.reverse();
        path
    }

    /// An estimate of the bytes held: entries (each `node_bytes` plus its value) and the
    /// hash index, by capacity.
    pub(crate) fn bytes(&self, node_bytes: u64) -> u64 {
        self.entries.capacity() as u64 * (node_bytes + size_of::<V>() as u64)
            + self.index.capacity() as u64 * (size_of::<(usize, u64)>() as u64 + 1)
    }
}
