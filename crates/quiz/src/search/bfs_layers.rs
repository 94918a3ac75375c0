//! Breadth-first search in layers: from a board, the positions one move away, then two, and so
//! on, each position counted once, at the distance where it is first found. The counts are the
//! solvers' own `layers`, the BFS of a whole space, cut short by a node limit.

use puzzlelab_rules::{Board, Lang, Size};
use puzzlelab_solvers::search::Limits;
use puzzlelab_solvers::solve::layers;
use puzzlelab_solvers::Outcome;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{messages, named, size, walk_between, TRIES};
use crate::{Form, Level, Made};

/// The most expansions the counting may take.
const MAX_NODES: u64 = 5_000;

/// A BFS question: the size of each layer from depth 0 to a depth; easy on a 2x2 board (a ring
/// of twelve positions) or two layers of a 3x3 board, medium three or four layers of a 3x3
/// board, hard five to seven.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    for _ in 0..TRIES {
        let (board, depth) = draw(level, rng);
        let Some(counts) = counted(&board, depth) else {
            continue;
        };
        let answer = counts
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let (text, explanation) = messages::bfs_layers(lang, &board, &counts);
        let total: u64 = counts.iter().sum();
        let measured = named(&[
            ("cells", board.cells()),
            ("depth", depth),
            ("positions", total as usize),
            ("moves-at-start", board.legal_moves().count()),
        ]);
        return Some(Made::one_answer(
            Form::Numbers,
            text,
            Some(board.to_string()),
            answer,
            explanation,
            measured,
        ));
    }
    None
}

/// A board and the depth asked for at `level`.
fn draw(level: Level, rng: &mut ChaCha8Rng) -> (Board, usize) {
    let (board_size, depths) = match level {
        Level::Easy if rng.gen_bool(0.5) => (size(2, 2), 3..=6),
        Level::Easy => (Size::EIGHT, 1..=2),
        Level::Medium => (Size::EIGHT, 3..=4),
        Level::Hard => (Size::EIGHT, 5..=7),
    };
    let board = walk_between(rng, board_size, 0, 20);
    (board, crate::draw::between(rng, depths))
}

/// The number of positions at each depth from 0 to `depth`, if the search reached that depth
/// and finished it within the limit.
fn counted(board: &Board, depth: usize) -> Option<Vec<u64>> {
    let (layers, outcome) = layers(board, &Limits::nodes(MAX_NODES));
    let counts = layers.counts();
    // BFS finishes a layer before it expands any of the next one
    let finished = match outcome {
        Outcome::Unsolvable => counts.len() > depth,
        _ => counts.len() > depth + 1,
    };
    finished.then(|| counts[..=depth].to_vec())
}
