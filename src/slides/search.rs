//! The search lecture: one board searched by BFS (a layer a key press, then its first
//! expansions drawn), A* (an expansion a key press), IDA* (an iteration a key press), the three
//! compared, the heuristics charted, and the A* run in the lab's player.

use puzzlelab_rules::Board;
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{Limits, NoObserver, Observer, Stats};
use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready};

use super::deck::{step, Block, Deck, Slide, Stage};
use super::messages::Messages;
use super::painter::Painter;
use puzzlelab_figures::search::{search_tree, stopped};
use puzzlelab_figures::{solvable_goal, ChartKind, ChartRequest, Figure, TreeAlgo, TreeRequest};

/// The deck's board when none is given: an 8-puzzle ten moves from the goal whose Manhattan
/// distance is 4, so that BFS has ten layers to show, A* goes nearly straight down, and IDA*
/// needs four iterations (bounds 4, 6, 8, 10).
pub const BOARD: &str = "1 2 0 4 5 6 7 3 8";

/// Expansions drawn, one a key press, in each search-tree figure.
const TREE_EXPANSIONS: usize = 6;

/// Levels of a search-tree figure below the start.
const TREE_DEPTH: usize = 3;

/// Counts the positions BFS expands at each depth.
#[derive(Default)]
struct PerDepth(Vec<u64>);

impl Observer<Board> for PerDepth {
    fn expand(&mut self, _node: &Board, g: usize) {
        if self.0.len() <= g {
            self.0.resize(g + 1, 0);
        }
        self.0[g] += 1;
    }
}

/// The fast IDA* moves tiles, not boards: nothing to count here.
impl Observer<[u8]> for PerDepth {}

/// The lecture on `board` in `painter`'s language, every search under `limits`.
pub fn deck(board: &Board, painter: &mut Painter, limits: &Limits) -> anyhow::Result<Deck> {
    let lang = painter.lang();
    let text = Messages::new(lang);
    let goal = solvable_goal(board)?;
    let manhattan = Ready::Classic(Heuristic::Manhattan);
    let job = |algorithm| Job::new(board, &goal, algorithm, &manhattan, limits);
    let mut per_depth = PerDepth::default();
    let bfs = searched(job(Algorithm::Bfs), &mut per_depth, "BFS")?;
    let astar = searched(job(Algorithm::Astar), &mut NoObserver, "A*")?;
    // the lesson's IDA*: every move but the one straight back is tried
    let ida = searched(job(Algorithm::IdaGeneric), &mut NoObserver, "IDA*")?;
    let length = astar.solution_steps.unwrap_or(0);
    let words = board.to_string();

    let start = painter.board(board, text.start_alt())?;
    let end = painter.board(&goal, text.goal_alt())?;
    let problem = Slide::new(text.problem_title())
        .with(Block::Bullets(vec![
            (text.problem_nodes(), None),
            (text.problem_goal(), step(0)),
            (text.problem_length(length), step(1)),
        ]))
        .with(Block::Figure(vec![
            Stage {
                image: start,
                caption: text.start_caption(),
                step: None,
            },
            Stage {
                image: end,
                caption: text.goal_caption(),
                step: step(0),
            },
        ]))
        .in_columns()
        .notes(text.problem_notes());

    // BFS: a layer a key press
    let rows = per_depth
        .0
        .iter()
        .enumerate()
        .map(|(depth, &n)| (vec![depth.to_string(), lang.int(n)], step(depth)))
        .collect::<Vec<_>>();
    let layers = per_depth.0.len();
    let bfs_layers = Slide::new(text.bfs_layers_title())
        .with(Block::Table {
            head: text.bfs_layers_head(),
            rows,
        })
        .with(Block::Text(
            text.bfs_total(bfs.expanded, bfs.generated, length),
            step(layers.saturating_sub(1)),
        ))
        .notes(text.bfs_notes());

    let bfs_tree = tree_slide(
        painter,
        board,
        TreeAlgo::Bfs,
        text.bfs_tree_title(),
        text.bfs_tree_notes(),
    )?;
    let astar_tree = tree_slide(
        painter,
        board,
        TreeAlgo::Astar,
        text.astar_tree_title(),
        text.astar_tree_notes(),
    )?;

    // IDA*: an iteration a key press
    let iterations = ida
        .iterations
        .iter()
        .enumerate()
        .map(|(i, it)| {
            (
                vec![
                    (i + 1).to_string(),
                    it.threshold.to_string(),
                    lang.int(it.expanded),
                    lang.int(it.generated),
                ],
                step(i),
            )
        })
        .collect::<Vec<_>>();
    let ida_slide = Slide::new(text.ida_title())
        .with(Block::Table {
            head: text.ida_head(),
            rows: iterations,
        })
        .with(Block::Text(
            text.ida_total(ida.expanded),
            step(ida.iterations.len().saturating_sub(1)),
        ))
        .notes(text.ida_notes());

    // the three compared: a search a key press
    let compared = [("BFS", &bfs), ("A*", &astar), ("IDA*", &ida)]
        .iter()
        .enumerate()
        .map(|(i, (name, stats))| {
            (
                vec![
                    name.to_string(),
                    stats.solution_steps.unwrap_or(0).to_string(),
                    lang.int(stats.expanded),
                    lang.int(stats.generated),
                    lang.int(stats.max_stored as u64),
                ],
                step(i),
            )
        })
        .collect::<Vec<_>>();
    let compare = Slide::new(text.compare_title())
        .with(Block::Table {
            head: text.compare_head(),
            rows: compared,
        })
        .notes(text.compare_notes());

    let chart = Figure::Chart(ChartRequest {
        kind: ChartKind::Heuristics,
        board: board.clone(),
    });
    let chart = painter.draw(chart, false, text.heuristics_alt())?;
    let heuristics = Slide::new(text.heuristics_title())
        .with(Block::Figure(vec![Stage {
            image: chart,
            caption: text.heuristics_caption(),
            step: None,
        }]))
        .notes(text.heuristics_notes());

    let trace = crate::record_trace(&[
        "fifteen",
        &words,
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
        "--max-events",
        "20000",
        "--lang",
        &lang.to_string(),
    ])?;
    let still = Figure::SearchTree(TreeRequest {
        board: board.clone(),
        algo: TreeAlgo::Astar,
        expansions: TREE_EXPANSIONS,
        ..tree_of(board)
    });
    let still = painter.draw(still, false, text.astar_tree_title())?;
    let player = Slide::new(text.player_title())
        .with(Block::Player {
            trace: "astar".into(),
            still,
        })
        .notes(text.player_notes());

    Ok(Deck {
        title: text.search_title(),
        subtitle: text.search_subtitle(&words, length),
        notes: text.search_title_notes(),
        slides: vec![
            problem, bfs_layers, bfs_tree, astar_tree, ida_slide, compare, heuristics, player,
        ],
        traces: vec![("astar".into(), trace)],
    })
}

/// The statistics of one search, or the limit that stopped it (exit 3).
fn searched<O>(job: Job, observer: &mut O, name: &str) -> anyhow::Result<Stats>
where
    O: Observer<Board> + Observer<[u8]>,
{
    let report = solve(job, observer)?;
    stopped(name, &report.outcome)?;
    Ok(report.stats)
}

/// A search tree after 1, 2, ... [`TREE_EXPANSIONS`] expansions, one a key press, beside
/// the list of what each expansion took: its order, and `g` (BFS) or `f = g + h` (A*).
fn tree_slide(
    painter: &mut Painter,
    board: &Board,
    algo: TreeAlgo,
    title: String,
    notes: String,
) -> anyhow::Result<Slide> {
    let lang = painter.lang();
    let text = Messages::new(lang);
    let tree = search_tree(board, algo, TREE_DEPTH, TREE_EXPANSIONS, lang)?;
    let mut expanded: Vec<(usize, u32, u32)> = tree
        .nodes
        .iter()
        .filter_map(|node| node.order.map(|k| (k, node.g, node.h)))
        .collect();
    expanded.sort();
    let mut stages = Vec::new();
    let mut items = Vec::new();
    // the expansions the tree's depth shows, one after another from the first
    for (k, &(order, g, h)) in expanded
        .iter()
        .enumerate()
        .take_while(|(k, e)| e.0 == k + 1)
    {
        let figure = Figure::SearchTree(TreeRequest {
            algo,
            depth: TREE_DEPTH,
            expansions: order,
            ..tree_of(board)
        });
        let image = painter.draw(figure, true, text.tree_alt(order))?;
        let press = (k > 0).then_some(k);
        stages.push(Stage {
            image,
            caption: text.tree_caption(order),
            step: press,
        });
        items.push((
            text.expansion(order, g, (algo == TreeAlgo::Astar).then_some(h)),
            press,
        ));
    }
    Ok(Slide::new(title)
        .with(Block::Bullets(items))
        .with(Block::Figure(stages))
        .figure_beside()
        .notes(notes))
}

/// The search tree of `board` as a figure draws it unless asked otherwise.
fn tree_of(board: &Board) -> TreeRequest {
    TreeRequest {
        board: board.clone(),
        algo: TreeRequest::ALGO,
        depth: TreeRequest::DEPTH,
        expansions: TreeRequest::EXPANSIONS,
        delay: TreeRequest::DELAY,
    }
}
