//! Search trees and statistics charts: pictures of what the solvers did, filled from their
//! observer events and statistics (the searches run through the solvers' one entry point).

use std::collections::{HashMap, HashSet};

use puzzlelab_render::{BarChart, NodeStatus, SearchTree, TreeNode};
use puzzlelab_rules::{Board, Direction, Goal, Lang};
use puzzlelab_solvers::heuristics::{manhattan, Heuristic};
use puzzlelab_solvers::search::{Limits, NoObserver, Observer, Outcome};
use puzzlelab_solvers::solve::{layers, solve, Algorithm, Job, Ready, Report};

use crate::messages::{self, Messages};
use crate::{solvable_goal, FigureError, TreeAlgo};

/// Records which positions a search expanded (and in which order) and generated, for the
/// first `limit` expansions.
struct Snapshot {
    limit: usize,
    expanded: HashMap<Board, usize>,
    generated: HashSet<Board>,
}

/// The fast IDA* moves tiles, not boards; a snapshot draws boards only.
impl Observer<[u8]> for Snapshot {}

impl Observer<Board> for Snapshot {
    fn expand(&mut self, node: &Board, _g: usize) {
        if self.expanded.len() < self.limit && !self.expanded.contains_key(node) {
            let order = self.expanded.len() + 1;
            self.expanded.insert(node.clone(), order);
        }
    }
    fn generate(&mut self, parent: &Board, child: &Board, _g: usize) {
        if self.expanded.contains_key(parent) && self.expanded.len() <= self.limit {
            self.generated.insert(child.clone());
        }
    }
}

/// The tree of positions up to `depth` moves from `start` (no move undoing the one before),
/// coloured by what `algo` did in its first `expansions` expansions.
pub fn search_tree(
    start: &Board,
    algo: TreeAlgo,
    depth: usize,
    expansions: usize,
    lang: Lang,
) -> Result<SearchTree, FigureError> {
    let goal = solvable_goal(start)?;
    let mut snap = Snapshot {
        limit: expansions.max(1),
        expanded: HashMap::new(),
        generated: HashSet::new(),
    };
    let limits = Limits::nodes(100_000);
    let algorithm = match algo {
        TreeAlgo::Astar => Algorithm::Astar,
        TreeAlgo::Bfs => Algorithm::Bfs,
    };
    let by_manhattan = Ready::Classic(Heuristic::Manhattan);
    solve(
        Job::new(start, &goal, algorithm, &by_manhattan, &limits),
        &mut snap,
    )?;
    // the start is on the frontier from the first step, whatever the search does after
    let status = |b: &Board| {
        if snap.expanded.contains_key(b) {
            NodeStatus::Expanded
        } else if snap.generated.contains(b) || b == start {
            NodeStatus::Frontier
        } else {
            NodeStatus::Unvisited
        }
    };
    let node = |board: &Board, g: usize, parent, via| TreeNode {
        board: board.clone(),
        g: g as u32,
        h: manhattan(board, &goal) as u32,
        status: status(board),
        parent,
        via,
        order: snap.expanded.get(board).copied(),
    };
    // a start that is the goal is all there is to draw: no search goes past it
    let depth = if *start == goal { 0 } else { depth };
    let mut nodes = vec![node(start, 0, None, None)];
    let mut level = vec![(0usize, None::<Direction>)];
    for g in 1..=depth {
        let mut next = Vec::new();
        for &(i, last) in &level {
            let board = nodes[i].board.clone();
            for dir in board.legal_moves().filter(|d| Some(d.opposite()) != last) {
                let child = board.applied(dir)?;
                nodes.push(node(&child, g, Some(i), Some(dir)));
                next.push((nodes.len() - 1, Some(dir)));
            }
        }
        level = next;
    }
    let text = Messages::new(lang);
    let done = snap.expanded.len();
    let drawn = nodes.iter().filter(|n| n.order.is_some()).count();
    let title = text.search_tree_title(algo, depth, done, drawn);
    let mut tree = SearchTree::new(&title, nodes);
    tree.uses_h = algo == TreeAlgo::Astar;
    tree.legend = text.search_tree_legend();
    tree.depth_word = text.depth().into();
    Ok(tree)
}

/// A search a limit stopped, as the error of a figure that needed its answer: exit 3, the
/// limit named, the bound learned.
pub fn stopped<N>(what: &str, outcome: &Outcome<N>) -> Result<(), FigureError> {
    match outcome {
        Outcome::LimitReached { limit, lower_bound } => {
            Err(messages::search_stopped(what, limit, *lower_bound))
        }
        _ => Ok(()),
    }
}

/// IDA*'s iterations on `start` with Manhattan distance (the fast sliding-puzzle IDA*).
pub fn ida_chart(start: &Board, lang: Lang, limits: &Limits) -> Result<BarChart, FigureError> {
    let goal = solvable_goal(start)?;
    let manhattan = Ready::Classic(Heuristic::Manhattan);
    let job = Job::new(start, &goal, Algorithm::Ida, &manhattan, limits);
    let Report { outcome, stats, .. } = solve(job, &mut NoObserver)?;
    stopped("IDA*", &outcome)?;
    let bars = stats
        .iterations
        .iter()
        .map(|it| (format!("≤{}", it.threshold), it.expanded as f64))
        .collect();
    let text = Messages::new(lang);
    let mut chart = BarChart::new(
        text.ida_chart_title(),
        text.ida_threshold(),
        &text.log_axis(text.nodes_expanded()),
        bars,
    );
    chart.log_scale = true;
    chart.lang = lang;
    Ok(chart)
}

/// Nodes A* expands on `start` with each heuristic.
pub fn heuristics_chart(
    start: &Board,
    lang: Lang,
    limits: &Limits,
) -> Result<BarChart, FigureError> {
    let goal = solvable_goal(start)?;
    let text = Messages::new(lang);
    let mut bars = Vec::new();
    for h in Heuristic::ALL {
        let ready = Ready::Classic(h);
        let job = Job::new(start, &goal, Algorithm::Astar, &ready, limits);
        let Report { outcome, stats, .. } = solve(job, &mut NoObserver)?;
        stopped(&format!("A* with {}", h.name()), &outcome)?;
        bars.push((text.heuristic_name(h).to_string(), stats.expanded as f64));
    }
    let mut chart = BarChart::new(
        text.heuristics_chart_title(),
        text.heuristic(),
        &text.log_axis(text.nodes_expanded()),
        bars,
    );
    chart.log_scale = true;
    chart.lang = lang;
    Ok(chart)
}

/// The 8-puzzle's positions at each distance from the goal, by BFS over the whole space.
pub fn bfs_layers_chart(lang: Lang) -> Result<BarChart, FigureError> {
    let goal = Goal::Standard.board(puzzlelab_rules::Size::square(3)?);
    let (layers, _) = layers(&goal, &Limits::none());
    let total: u64 = layers.total();
    let bars = layers
        .counts()
        .iter()
        .enumerate()
        .map(|(d, &n)| (d.to_string(), n as f64))
        .collect();
    let total = puzzlelab_render::short_count(total as f64, lang);
    let text = Messages::new(lang);
    let mut chart = BarChart::new(
        &text.bfs_layers_title(&total),
        text.moves_from_goal(),
        &text.log_axis(text.positions()),
        bars,
    );
    // from 1 position to 24,000: a logarithmic axis, so that every depth shows, 0 and 31 too
    chart.log_scale = true;
    chart.lang = lang;
    chart.size = (puzzlelab_render::PAGE_WIDTH, 520);
    Ok(chart)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solved_board_s_tree_is_its_root_on_the_frontier() {
        let goal: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
        for algo in [TreeAlgo::Astar, TreeAlgo::Bfs] {
            let tree = search_tree(&goal, algo, 3, 8, Lang::En).unwrap();
            assert_eq!(tree.nodes.len(), 1, "no depth past the goal is drawn");
            assert_eq!(tree.nodes[0].status, NodeStatus::Frontier);
        }
    }

    #[test]
    fn a_slide_s_search_tree_keeps_every_generated_node_and_its_parent() {
        // the search lecture's board: ten moves from the goal
        let start: Board = "1 2 0 4 5 6 7 3 8".parse().unwrap();
        let slide = puzzlelab_render::Look {
            slide: true,
            ..Default::default()
        };
        for algo in [TreeAlgo::Astar, TreeAlgo::Bfs] {
            let page = search_tree(&start, algo, 3, 6, Lang::En).unwrap();
            assert!(page.nodes.iter().any(|n| n.status == NodeStatus::Unvisited));
            let drawn = page.clone().for_look(&slide);
            let generated: Vec<&TreeNode> = page
                .nodes
                .iter()
                .filter(|n| n.status != NodeStatus::Unvisited)
                .collect();
            assert_eq!(drawn.nodes.len(), generated.len());
            for (i, node) in drawn.nodes.iter().enumerate() {
                assert_eq!(node.board, generated[i].board);
                assert_eq!(
                    (node.order, node.status),
                    (generated[i].order, generated[i].status)
                );
                if let Some(p) = node.parent {
                    assert!(p < i, "parents before children");
                    let mut moved = drawn.nodes[p].board.clone();
                    moved
                        .apply(node.via.expect("a child is reached by a move"))
                        .unwrap();
                    assert_eq!(moved, node.board);
                }
            }
            // on a page the tree is drawn as it was
            assert_eq!(page.clone().for_look(&Default::default()), page);
        }
    }
}
