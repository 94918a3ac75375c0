//! Bachet's game in pictures: the game solver (`puzzlelab_solvers::game`) decides who wins
//! where, and this module turns its graphs and trees into the renderer's plain types. The
//! figures, the decks and the lesson program `bachet_tree` all draw through it.

mod messages;

use puzzlelab_render::{game_animation_as, GraphEdge, GraphPosition, Legend};
use puzzlelab_render::{ClassTable, GameGraph, GameNode, GamePicture, GameTree};
use puzzlelab_rules::bachet::{BachetRules, MAX_TABLE_TAKE};
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::tree::{self as solved, FoldedGraph, Player};
use puzzlelab_solvers::game::{Stopped, Value};
use puzzlelab_solvers::search::{Limits, NoObserver};
use puzzlelab_solvers::solve::solve_piles;
use rand::seq::SliceRandom;

use crate::messages::Messages;
use crate::FigureError;

/// The most nodes a picture draws: a larger tree cannot be read on a slide.
const MAX_DRAWN: u64 = 10_000;

/// The limits of the solving behind a picture.
fn drawable() -> Limits {
    Limits::nodes(MAX_DRAWN)
}

/// The side a strategy is played for, the one that wins: first when the pile is won for the
/// first player (the lesson's variant 1, by the game solver), second otherwise (variant 2, the
/// player moving first). Solved within `limits`.
pub fn strategist(rules: &BachetRules, n: u64, limits: &Limits) -> Result<Player, Stopped> {
    let table = solve_piles(*rules, n, limits, &mut NoObserver)?;
    Ok(if table[n as usize].value == Value::Win {
        Player::First
    } else {
        Player::Second
    })
}

/// The legend of winning and losing positions, in the language of `text`.
fn legend(text: Messages) -> Legend {
    Legend {
        winning: text.winning().into(),
        losing: text.losing().into(),
    }
}

/// A solved take as the renderer draws it.
fn drawn_edge(e: &solved::GraphEdge) -> GraphEdge {
    GraphEdge {
        from: e.from,
        to: e.to,
        take: e.take,
        winning: e.winning,
    }
}

/// The folded game graph of the piles `0..=n`, solved by the game solver.
pub fn graph(rules: &BachetRules, n: u64, lang: Lang) -> Result<GameGraph, FigureError> {
    let text = Messages::new(lang);
    let solved = FoldedGraph::new(rules, n, &drawable())?;
    Ok(GameGraph {
        title: text.game_graph_title(n, rules.max_take),
        positions: solved
            .nodes
            .iter()
            .map(|p| GraphPosition {
                pile: p.pile,
                winning: p.value == Value::Win,
            })
            .collect(),
        edges: solved.edges.iter().map(drawn_edge).collect(),
        legend: legend(text),
    })
}

/// The renderer's tree of a solved game tree, with a title and the legend.
fn tree_of(solved: &solved::GameTree, title: String, text: Messages) -> GameTree {
    let nodes = solved
        .nodes
        .iter()
        .map(|n| GameNode {
            parent: n.parent,
            take: n.take,
            pile: n.pile,
            winning: n.value == Value::Win,
        })
        .collect();
    GameTree {
        legend: legend(text),
        ..GameTree::new(&title, nodes)
    }
}

/// The largest pile whose full game tree is drawn node by node (7 objects: 96 nodes, 44
/// finished games); a larger one is drawn folded.
pub const MAX_FULL: u64 = 7;

/// The full game tree of pile `n`: every node when `n` is at most [`MAX_FULL`], else folded
/// into the game graph (each pile once, every take), its title saying how big the tree is.
pub fn full_tree(rules: &BachetRules, n: u64, lang: Lang) -> Result<GamePicture, FigureError> {
    let text = Messages::new(lang);
    if n <= MAX_FULL {
        let solved = solved::GameTree::full(rules, n, &drawable())?;
        let title = text.full_tree_title(n, solved.node_count() as u64, solved.leaf_count() as u64);
        return Ok(GamePicture::Tree(tree_of(&solved, title, text)));
    }
    let (nodes, games) = full_tree_size(rules, n);
    Ok(GamePicture::Folded(GameGraph {
        title: text.folded_full_tree_title(n, nodes, games),
        ..graph(rules, n, lang)?
    }))
}

/// The nodes and the finished games of the full tree of pile `n`, counted without building
/// it (each pile's subtree is the same wherever it hangs): `nodes(p) = 1 + Σ nodes(p - t)`,
/// `games(p) = Σ games(p - t)` over the legal takes, `games(0) = 1`; saturating.
fn full_tree_size(rules: &BachetRules, n: u64) -> (u64, u64) {
    let mut nodes = vec![1u64; n as usize + 1];
    let mut games = vec![1u64; n as usize + 1];
    for p in 1..=n as usize {
        let takes = 1..=(rules.max_take as usize).min(p);
        nodes[p] = takes
            .clone()
            .fold(1, |sum, t| sum.saturating_add(nodes[p - t]));
        games[p] = takes.fold(0, |sum, t| sum.saturating_add(games[p - t]));
    }
    (nodes[n as usize], games[n as usize])
}

/// The most games a strategy tree is drawn with on a page, one beside another: the lesson's
/// 13 pencils (27 games) fit a page; a larger strategy is drawn folded.
pub const MAX_UNFOLDED: usize = 27;

/// The most games a strategy tree is drawn with on a slide: nine (the player's three replies,
/// twice) keep its numbers large enough for a room; a larger strategy is drawn folded there.
pub const MAX_UNFOLDED_ON_SLIDE: usize = 9;

/// The strategy of pile `n` solved: the side the computer plays, and its tree (the computer's
/// moves fixed, every move of the player).
fn solved_strategy(rules: &BachetRules, n: u64) -> Result<(Player, solved::GameTree), FigureError> {
    let computer = strategist(rules, n, &drawable())?;
    let solved = solved::GameTree::strategy(rules, n, computer, &drawable())?;
    Ok((computer, solved))
}

/// The strategy of pile `n` as a picture: every game as a tree when there are at most
/// `unfolded` ([`MAX_UNFOLDED`] on a page), else the same moves folded into a graph, each
/// pile drawn once.
pub fn strategy(
    rules: &BachetRules,
    n: u64,
    lang: Lang,
    unfolded: usize,
) -> Result<GamePicture, FigureError> {
    let text = Messages::new(lang);
    let folded = FoldedGraph::new(rules, n, &drawable())?;
    let moves = folded.strategy(n);
    let games = FoldedGraph::games(&moves, n);
    if games <= unfolded as u64 {
        let (computer, solved) = solved_strategy(rules, n)?;
        let title = text.strategy_title(n, computer, games);
        return Ok(GamePicture::Tree(tree_of(&solved, title, text)));
    }
    let computer = strategist(rules, n, &drawable())?;
    let title = text.folded_strategy_title(n, computer, games);
    let mut positions: Vec<GraphPosition> = Vec::new();
    for e in &moves {
        for pile in [e.from, e.to] {
            if !positions.iter().any(|p| p.pile == pile) {
                positions.push(GraphPosition {
                    pile,
                    winning: folded.nodes[pile as usize].value == Value::Win,
                });
            }
        }
    }
    let edges = moves.iter().map(drawn_edge).collect();
    Ok(GamePicture::Folded(GameGraph {
        title,
        positions,
        edges,
        legend: legend(text),
    }))
}

/// The lesson's class-transition table, for a largest take up to [`MAX_TABLE_TAKE`].
pub fn table(rules: &BachetRules, lang: Lang) -> Result<ClassTable, FigureError> {
    if rules.max_take > MAX_TABLE_TAKE {
        let entries = (rules.max_take + 1).saturating_mul(rules.max_take);
        let take = rules.max_take;
        return Err(FigureError::refused(
            format!("the class-transition table is drawn for --max-take up to {MAX_TABLE_TAKE} ({entries} entries for {take})"),
            format!("таблица переходов классов рисуется для --max-take не больше {MAX_TABLE_TAKE} ({entries} клеток для {take})"),
        ));
    }
    let text = Messages::new(lang);
    let period = rules.period();
    let losing = rules.losing_class();
    let mut header = vec![text.class_head(period)];
    header.extend((1..=rules.max_take).map(|t| text.take_head(t)));
    let transitions = rules.transition_table();
    let rows = (0..period)
        .map(|class| {
            let mut row = vec![(class.to_string(), None)];
            for t in transitions.iter().filter(|t| t.class == class) {
                let value = if t.to == losing {
                    Some(true)
                } else if class == losing {
                    Some(false)
                } else {
                    None
                };
                row.push((format!("→ {}", t.to), value));
            }
            row
        })
        .collect();
    Ok(ClassTable {
        title: text.class_table_title().into(),
        header,
        rows,
        note: text.class_table_note(losing),
    })
}

/// A game on the strategy tree of pile `n` as an animation in `format` (GIF, MP4, WebM): the
/// computer follows the strategy, the player's replies are drawn at random from `rng`.
pub fn playback(
    rules: &BachetRules,
    n: u64,
    lang: Lang,
    look: &puzzlelab_render::Look,
    rng: &mut impl rand::Rng,
    format: puzzlelab_render::Format,
) -> Result<Vec<u8>, FigureError> {
    let game = game(rules, n, lang, rng)?;
    let (tree, path, captions) = (&game.tree, &game.path, &game.captions);
    Ok(game_animation_as(tree, path, captions, look, format)?)
}

/// A game on the strategy tree of a pile: the tree, the game's path through it and the line
/// said at each of its positions.
pub struct Game {
    /// The strategy tree, drawn.
    pub tree: GameTree,
    /// The nodes of the game, from the root.
    pub path: Vec<usize>,
    /// What is said once each position is reached: the start, then each take (the end's
    /// verdict added to the last).
    pub captions: Vec<String>,
}

/// A game on the strategy tree of pile `n`: the computer follows the strategy, the player's
/// replies are drawn at random from `rng`.
pub fn game(
    rules: &BachetRules,
    n: u64,
    lang: Lang,
    rng: &mut impl rand::Rng,
) -> Result<Game, FigureError> {
    let folded = FoldedGraph::new(rules, n, &drawable())?;
    let games = FoldedGraph::games(&folded.strategy(n), n);
    if games > MAX_UNFOLDED as u64 {
        return Err(FigureError::refused(
            format!("a game is played back on a strategy tree of up to {MAX_UNFOLDED} games, and the one from {n} has {games}: draw `render bachet strategy {n}` (folded) instead"),
            format!("партия проигрывается на дереве стратегии не больше чем из {MAX_UNFOLDED} партий, а у дерева от {n} их {games}: нарисуйте вместо этого `render bachet strategy {n}` (свёрнутое)"),
        ));
    }
    let text = Messages::new(lang);
    let (computer, solved) = solved_strategy(rules, n)?;
    let tree = tree_of(&solved, text.game_title(n), text);
    let mut path = vec![0usize];
    let mut captions = vec![text.game_start(n, computer)];
    loop {
        let node = &solved.nodes[*path.last().expect("the root")];
        let Some(&next) = node.children.choose(rng) else {
            break;
        };
        let child = &solved.nodes[next];
        let take = child.take.unwrap_or(0);
        let caption = if node.to_move == computer {
            text.i_take(take, child.pile)
        } else {
            text.you_take(take, child.pile)
        };
        path.push(next);
        captions.push(caption);
    }
    if let Some(last) = captions.last_mut() {
        // At the end the solver's value says who won: the player to move, or the other one.
        let end = &solved.nodes[*path.last().expect("the root")];
        let winner = if end.value == Value::Win {
            end.to_move
        } else {
            end.to_move.other()
        };
        let end = if winner == computer {
            text.you_have_lost()
        } else {
            text.i_have_lost()
        };
        last.push('\n');
        last.push_str(end);
    }
    Ok(Game {
        tree,
        path,
        captions,
    })
}
