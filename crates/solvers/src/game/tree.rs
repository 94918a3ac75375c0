//! Game trees of Bachet's game as data: to count, to export as JSON and to draw.
//!
//! - [`GameTree::full`]: every possible game from a pile, played down to the empty pile. It
//!   grows fast: 3,736 nodes for the lesson's 13 objects.
//! - [`GameTree::strategy`]: one player's moves fixed to the strategy, every reply of the other:
//!   the proof on one slide that the strategy wins whatever the opponent does.
//! - [`FoldedGraph`]: the tree with equal piles merged: one node per pile `0..=N`, one edge per
//!   legal take. This is the graph the solvers actually work on.
//!
//! The types have plain public fields so that a renderer can walk them: nodes live in one
//! `Vec`, node 0 is the root, and nodes refer to each other by index. Values come from the game
//! solver ([`BachetGame::solve_upto`]), not from the closed form.

use std::mem::size_of;

use puzzlelab_rules::bachet::BachetRules;
use serde::{Deserialize, Serialize};

use super::bachet::BachetGame;
use super::{Solved, Stopped, Value};
use crate::search::{Budget, Limits, NoObserver};

/// The two players, named by who moves at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// The player who moves at the root (in the lesson's variant 1, the computer).
    First,
    /// The other player.
    Second,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// Which kind of tree a [`GameTree`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeKind {
    /// Every legal move at every node.
    Full,
    /// The strategist's moves fixed to the strategy, every move of the other player.
    Strategy {
        /// The player whose moves are fixed.
        strategist: Player,
    },
}

/// One node of a game tree: a pile, with the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    /// The parent's index in [`GameTree::nodes`]; `None` for the root.
    pub parent: Option<usize>,
    /// The children's indices, in order of the take (1, 2, ...).
    pub children: Vec<usize>,
    /// The objects taken by the move that led here; `None` for the root.
    pub take: Option<u64>,
    /// The objects in the pile.
    pub pile: u64,
    /// The player to move at this node.
    pub to_move: Player,
    /// The value of the pile for [`TreeNode::to_move`] under correct play.
    pub value: Value,
    /// Whether the move that led here was a winning move (it left the mover's opponent a lost
    /// pile); `false` for the root.
    pub winning_move: bool,
    /// The number of moves from the root (0 at the root).
    pub depth: u32,
}

/// A game tree of Bachet's game: nodes in one `Vec`, node 0 the root, built depth first (a
/// node's children follow it, subtree after subtree).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTree {
    /// The rules played.
    pub rules: BachetRules,
    /// Full tree or strategy tree.
    pub kind: TreeKind,
    /// The nodes; `nodes[0]` is the root.
    pub nodes: Vec<TreeNode>,
}

impl GameTree {
    /// The full tree from `pile`, down to the empty pile, within `limits` (the node limit
    /// counts the tree's nodes; the memory limit, the bytes they take).
    ///
    /// ```
    /// use puzzlelab_rules::bachet::BachetRules;
    /// use puzzlelab_solvers::game::tree::GameTree;
    /// use puzzlelab_solvers::search::{Limit, Limits};
    /// let tree = GameTree::full(&BachetRules::LESSON, 13, &Limits::none()).unwrap();
    /// assert_eq!(tree.node_count(), 3_736);
    /// assert_eq!(tree.depth(), 13); // the longest game takes one object a move
    /// let stopped = GameTree::full(&BachetRules::LESSON, 13, &Limits::nodes(1_000)).unwrap_err();
    /// assert_eq!((stopped.limit, stopped.done), (Limit::Nodes(1_000), 1_000));
    /// ```
    pub fn full(rules: &BachetRules, pile: u64, limits: &Limits) -> Result<GameTree, Stopped> {
        GameTree::build(rules, pile, TreeKind::Full, limits)
    }

    /// The strategy tree from `pile`: at the `strategist`'s nodes the one move of the strategy
    /// (the winning take; from a lost pile, 1, as the lesson's computer does), at the other
    /// player's nodes every legal take. Within `limits`, as [`GameTree::full`].
    pub fn strategy(
        rules: &BachetRules,
        pile: u64,
        strategist: Player,
        limits: &Limits,
    ) -> Result<GameTree, Stopped> {
        GameTree::build(rules, pile, TreeKind::Strategy { strategist }, limits)
    }

    fn build(
        rules: &BachetRules,
        pile: u64,
        kind: TreeKind,
        limits: &Limits,
    ) -> Result<GameTree, Stopped> {
        let table = BachetGame::new(*rules).solve_upto(pile, limits, &mut NoObserver)?;
        let mut budget = Budget::start(limits);
        let mut tree = GameTree {
            rules: *rules,
            kind,
            nodes: Vec::new(),
        };
        // the children's lists, on the heap beside the nodes: counted as they are made
        let mut children_bytes = 0u64;
        // depth-first with an explicit stack of (node, parent, take, depth, player)
        let mut stack: Vec<Pending> = vec![(pile, None, None, 0, Player::First)];
        while let Some((pile, parent, take, depth, to_move)) = stack.pop() {
            let id = tree.nodes.len();
            let memory = || {
                let nodes = tree.nodes.capacity() * size_of::<TreeNode>();
                let pending = stack.capacity() * size_of::<Pending>();
                (nodes + pending) as u64 + children_bytes
            };
            if let Some(limit) = budget.spend(memory) {
                let done = id as u64;
                return Err(Stopped { limit, done });
            }
            let takes: Vec<u64> = match kind {
                TreeKind::Strategy { strategist } if strategist == to_move && pile > 0 => {
                    vec![table[pile as usize]
                        .winning_moves
                        .first()
                        .copied()
                        .unwrap_or(1)]
                }
                _ => rules.legal_takes(pile).collect(),
            };
            children_bytes += list_bytes(takes.len());
            let value = table[pile as usize].value;
            let winning_move = parent.is_some() && value == Value::Loss;
            tree.nodes.push(TreeNode {
                parent,
                children: Vec::with_capacity(takes.len()),
                take,
                pile,
                to_move,
                value,
                winning_move,
                depth,
            });
            if let Some(p) = parent {
                tree.nodes[p].children.push(id);
            }
            for take in takes.into_iter().rev() {
                stack.push((
                    pile - take,
                    Some(id),
                    Some(take),
                    depth + 1,
                    to_move.other(),
                ));
            }
        }
        Ok(tree)
    }

    /// The number of nodes.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The number of leaves (finished games).
    pub fn leaf_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.children.is_empty()).count()
    }

    /// The depth of the deepest node: the number of moves in the longest game.
    pub fn depth(&self) -> u32 {
        self.nodes.iter().map(|n| n.depth).max().unwrap_or(0)
    }
}

/// A node of a tree being built, not yet made: its pile, its parent, the take that leads to it,
/// its depth and the player to move.
type Pending = (u64, Option<usize>, Option<u64>, u32, Player);

/// The bytes of a node's list of `children` on the heap: the indices and the allocator's
/// 8-byte header, in a chunk rounded up to 16 bytes and 32 at least; nothing for a leaf.
fn list_bytes(children: usize) -> u64 {
    if children == 0 {
        return 0;
    }
    let bytes = children * size_of::<usize>() + 8;
    bytes.next_multiple_of(16).max(32) as u64
}

/// One pile of the [`FoldedGraph`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphNode {
    /// The objects in the pile (also the node's index).
    pub pile: u64,
    /// Its class, `pile mod (max_take + 1)`.
    pub class: u64,
    /// Win or loss for the player to move.
    pub value: Value,
    /// Moves to the end under best play.
    pub distance: u64,
    /// Every winning take.
    pub winning_takes: Vec<u64>,
}

/// One legal take in the [`FoldedGraph`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphEdge {
    /// The pile before the take (an index into [`FoldedGraph::nodes`]).
    pub from: u64,
    /// The pile after it.
    pub to: u64,
    /// The objects taken.
    pub take: u64,
    /// Whether the take wins (leaves a lost pile).
    pub winning: bool,
}

/// The game tree folded: one node per pile `0..=N`, one edge per legal take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoldedGraph {
    /// The rules played.
    pub rules: BachetRules,
    /// `nodes[n]` is pile `n`.
    pub nodes: Vec<GraphNode>,
    /// Every legal take from every pile, pile by pile from `N` down, take by take.
    pub edges: Vec<GraphEdge>,
}

impl FoldedGraph {
    /// The strategy from `pile` folded: the takes reachable from it when the side to move at a
    /// winning pile always makes its first winning take and the other side may take anything.
    /// (Whoever plays the winning side is to move exactly at the winning piles.) Every pile
    /// appears once however many games pass through it.
    ///
    /// ```
    /// use puzzlelab_rules::bachet::BachetRules;
    /// use puzzlelab_solvers::game::tree::FoldedGraph;
    /// use puzzlelab_solvers::search::Limits;
    /// let graph = FoldedGraph::new(&BachetRules::LESSON, 13, &Limits::none()).unwrap();
    /// let strategy = graph.strategy(13);
    /// // 13 is lost: three replies to each of 13, 9 and 5, the one move from 1, and one
    /// // answer to each of the nine replies
    /// assert_eq!(strategy.len(), 3 * 3 + 1 + 9);
    /// assert_eq!(FoldedGraph::games(&strategy, 13), 27);
    /// ```
    pub fn strategy(&self, pile: u64) -> Vec<GraphEdge> {
        let mut reached = vec![false; self.nodes.len()];
        let mut edges = Vec::new();
        let Some(first) = reached.get_mut(pile as usize) else {
            return edges;
        };
        *first = true;
        // piles only shrink, so taking them from the largest down visits each after its
        // every predecessor
        for from in (0..=pile).rev() {
            if !reached[from as usize] {
                continue;
            }
            let node = &self.nodes[from as usize];
            let answer = node.winning_takes.first().copied();
            for e in self.edges.iter().filter(|e| e.from == from) {
                if answer.is_none_or(|take| take == e.take) {
                    reached[e.to as usize] = true;
                    edges.push(*e);
                }
            }
        }
        edges
    }

    /// The number of games from `pile` along `edges` (paths to a pile with no move), counted
    /// without unfolding; saturates at `u64::MAX`.
    pub fn games(edges: &[GraphEdge], pile: u64) -> u64 {
        let mut paths = vec![0u64; pile as usize + 1];
        paths[pile as usize] = 1;
        let mut games = 0u64;
        for from in (0..=pile).rev() {
            let here = paths[from as usize];
            let mut ends = true;
            for e in edges.iter().filter(|e| e.from == from) {
                ends = false;
                paths[e.to as usize] = paths[e.to as usize].saturating_add(here);
            }
            if ends {
                games = games.saturating_add(here);
            }
        }
        games
    }

    /// The graph of the piles `0..=pile`, solved by retrograde analysis within `limits`; the
    /// memory limit is checked against the graph's exact size before it is built.
    ///
    /// ```
    /// use puzzlelab_rules::bachet::BachetRules;
    /// use puzzlelab_solvers::game::tree::FoldedGraph;
    /// use puzzlelab_solvers::search::Limits;
    /// let graph = FoldedGraph::new(&BachetRules::LESSON, 13, &Limits::none()).unwrap();
    /// assert_eq!((graph.nodes.len(), graph.edges.len()), (14, 36));
    /// ```
    pub fn new(rules: &BachetRules, pile: u64, limits: &Limits) -> Result<FoldedGraph, Stopped> {
        let budget = Budget::start(limits);
        if let Some(limit) = budget.over_memory(FoldedGraph::bytes(rules, pile)) {
            return Err(Stopped { limit, done: 0 });
        }
        let table = BachetGame::new(*rules).solve_upto(pile, limits, &mut NoObserver)?;
        let nodes = table
            .iter()
            .zip(0..)
            .map(
                |(
                    Solved {
                        value,
                        distance,
                        winning_moves,
                    },
                    pile,
                )| GraphNode {
                    pile,
                    class: rules.class(pile),
                    value: *value,
                    distance: *distance,
                    winning_takes: winning_moves.clone(),
                },
            )
            .collect();
        let edges = (0..=pile)
            .rev()
            .flat_map(|from| {
                let table = &table;
                rules.legal_takes(from).map(move |take| GraphEdge {
                    from,
                    to: from - take,
                    take,
                    winning: table[(from - take) as usize].value == Value::Loss,
                })
            })
            .collect();
        Ok(FoldedGraph {
            rules: *rules,
            nodes,
            edges,
        })
    }

    /// The bytes of the graph of the piles `0..=pile`: a node per pile, an edge per take
    /// (`min(pile, max_take)` from each pile), a winning take per won pile at most.
    fn bytes(rules: &BachetRules, pile: u64) -> u64 {
        let k = rules.max_take.min(pile);
        // the piles below k have n takes each, the others k
        let edges = (k * (k + 1) / 2).saturating_add((pile - k).saturating_mul(k));
        let node = (size_of::<GraphNode>() + size_of::<u64>()) as u64;
        let edge = size_of::<GraphEdge>() as u64;
        edges
            .saturating_mul(edge)
            .saturating_add((pile + 1).saturating_mul(node))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_full_tree_for_13_has_3736_nodes() {
        let tree = GameTree::full(&BachetRules::LESSON, 13, &Limits::none()).unwrap();
        assert_eq!(tree.node_count(), 3_736);
        assert_eq!(tree.depth(), 13);
        // every leaf is an empty pile, and the number of leaves is the number of games
        assert!(tree
            .nodes
            .iter()
            .filter(|n| n.children.is_empty())
            .all(|n| n.pile == 0));
        assert_eq!(tree.leaf_count(), 1_705);
        let root = &tree.nodes[0];
        assert_eq!(
            (root.pile, root.parent, root.value, root.to_move),
            (13, None, Value::Loss, Player::First)
        );
        assert_eq!(root.children.len(), 3);
        for (i, node) in tree.nodes.iter().enumerate().skip(1) {
            let parent = &tree.nodes[node.parent.unwrap()];
            assert!(parent.children.contains(&i));
            assert_eq!(parent.pile - node.take.unwrap(), node.pile);
            assert_eq!(node.to_move, parent.to_move.other());
            assert_eq!(node.depth, parent.depth + 1);
        }
    }

    #[test]
    fn trees_respect_the_limit() {
        assert_eq!(
            GameTree::full(&BachetRules::LESSON, 13, &Limits::nodes(3_735)),
            Err(Stopped {
                limit: crate::search::Limit::Nodes(3_735),
                done: 3_735
            })
        );
        assert!(GameTree::full(&BachetRules::LESSON, 13, &Limits::nodes(3_736)).is_ok());
    }

    #[test]
    fn the_strategy_tree_wins_against_every_reply() {
        // From 14 the first player takes 1 and then answers Y with 4 - Y.
        let tree =
            GameTree::strategy(&BachetRules::LESSON, 14, Player::First, &Limits::none()).unwrap();
        for node in &tree.nodes {
            if node.to_move == Player::First && node.pile > 0 {
                assert_eq!(node.children.len(), 1);
                let child = &tree.nodes[node.children[0]];
                assert!(child.winning_move, "at {} the strategy must win", node.pile);
            }
            if node.children.is_empty() {
                // misère: the game ends when the second player took the last object
                assert_eq!(
                    node.to_move,
                    Player::First,
                    "the strategist never takes the last object"
                );
            }
        }
        // rounds of 4 from 13: after the first take, 3 replies per round, 3 rounds, then 1 forced
        assert_eq!(tree.leaf_count(), 27);
        assert_eq!(tree.depth(), 8);
        assert_eq!(tree.node_count(), 1 + 1 + 3 + 3 + 9 + 9 + 27 + 27 + 27);
    }

    /// The folded strategy holds exactly the moves of the strategy tree, and counts its games
    /// without unfolding, for both variants of the lesson and other rules.
    #[test]
    fn the_folded_strategy_is_the_strategy_tree_folded() {
        for rules in [
            BachetRules::LESSON,
            BachetRules::new(2, true).unwrap(),
            BachetRules::new(4, false).unwrap(),
        ] {
            for pile in 1..=14u64 {
                let graph = FoldedGraph::new(&rules, pile, &Limits::none()).unwrap();
                let strategist = if graph.nodes[pile as usize].value == Value::Win {
                    Player::First
                } else {
                    Player::Second
                };
                let tree = GameTree::strategy(&rules, pile, strategist, &Limits::none()).unwrap();
                let folded = graph.strategy(pile);
                assert_eq!(
                    FoldedGraph::games(&folded, pile),
                    tree.leaf_count() as u64,
                    "{rules:?} from {pile}"
                );
                let mut moves: Vec<(u64, u64)> = tree
                    .nodes
                    .iter()
                    .filter_map(|n| Some((tree.nodes[n.parent?].pile, n.pile)))
                    .collect();
                moves.sort_unstable();
                moves.dedup();
                let mut drawn: Vec<(u64, u64)> = folded.iter().map(|e| (e.from, e.to)).collect();
                drawn.sort_unstable();
                assert_eq!(drawn, moves, "{rules:?} from {pile}");
            }
        }
    }

    #[test]
    fn the_folded_graph_matches_the_closed_form_and_exports_json() {
        let rules = BachetRules::LESSON;
        let graph = FoldedGraph::new(&rules, 13, &Limits::none()).unwrap();
        for node in &graph.nodes {
            assert_eq!(
                node.value == Value::Loss,
                rules.is_losing(node.pile) && node.pile > 0
            );
        }
        // one from each winning pile with a move: 2, 3, 4, 6, 7, 8, 10, 11, 12
        assert_eq!(graph.edges.iter().filter(|e| e.winning).count(), 9);
        let json = serde_json::to_string_pretty(&graph).unwrap();
        let back: FoldedGraph = serde_json::from_str(&json).unwrap();
        assert_eq!(back, graph);
        let tree = GameTree::full(&rules, 5, &Limits::nodes(100)).unwrap();
        let back: GameTree = serde_json::from_str(&serde_json::to_string(&tree).unwrap()).unwrap();
        assert_eq!(back, tree);
        assert!(serde_json::to_string_pretty(&tree)
            .unwrap()
            .contains("\"pile\": 5"));
    }
}
