//! The length of a shortest solution: A* with an admissible heuristic takes the goal from its
//! open list at the least cost there is, so the first solution it finds is optimal. Levels by
//! the measured depth: easy up to 8 moves, medium 9 to 16, hard 17 to 31 (every 8-puzzle
//! position is within 31) or a 15-puzzle position a little deeper than medium.

use std::ops::RangeInclusive;

use puzzlelab_rules::{shuffle, Board, Lang, Size};
use puzzlelab_solvers::heuristics::{manhattan, Heuristic};
use puzzlelab_solvers::search::Limits;
use puzzlelab_solvers::sliding::moves_of;
use puzzlelab_solvers::{solve, Algorithm, Job, NoObserver, Ready};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{goal, messages, named, size, walk_between, TRIES};
use crate::{Form, Level, Made};

/// The most expansions A* may take to settle a question's board.
const MAX_NODES: u64 = 40_000;

/// An optimal-length question: a board whose shortest solution A* finds within the limit, its
/// depth within the level's band.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let heuristic = Ready::Classic(Heuristic::LinearConflict);
    for _ in 0..TRIES {
        let (board, depths) = draw(level, rng);
        let Some(path) = shortest(&board, &heuristic) else {
            continue;
        };
        let depth = path.len() - 1;
        if !depths.contains(&depth) {
            continue;
        }
        let moves = moves_of(&path);
        let h = manhattan(&board, &goal(board.size()));
        let (text, explanation) = messages::optimal_length(lang, &board, &moves, h);
        let answer = depth.to_string();
        let measured = named(&[("cells", board.cells()), ("depth", depth), ("manhattan", h)]);
        return Some(Made::one_answer(
            Form::Number,
            text,
            Some(board.to_string()),
            answer,
            explanation,
            measured,
        ));
    }
    None
}

/// A board for `level`, and the depths the level takes.
fn draw(level: Level, rng: &mut ChaCha8Rng) -> (Board, RangeInclusive<usize>) {
    let fifteen = size(4, 4);
    match level {
        Level::Easy => (walk_between(rng, Size::EIGHT, 2, 10), 1..=8),
        Level::Medium if rng.gen_bool(0.5) => (walk_between(rng, Size::EIGHT, 10, 30), 9..=16),
        Level::Medium => (walk_between(rng, fifteen, 10, 20), 9..=16),
        Level::Hard if rng.gen_bool(0.5) => {
            let board = shuffle::uniform(rng, &goal(Size::EIGHT));
            (board, 17..=31)
        }
        Level::Hard => (walk_between(rng, fifteen, 20, 40), 17..=24),
    }
}

/// A shortest solution of `board` (the positions from it to the goal) by A* with `heuristic`,
/// if A* settles it within [`MAX_NODES`] expansions.
fn shortest(board: &Board, heuristic: &Ready) -> Option<Vec<Board>> {
    let goal = goal(board.size());
    let limits = Limits::nodes(MAX_NODES);
    let job = Job::new(board, &goal, Algorithm::Astar, heuristic, &limits);
    let report = solve(job, &mut NoObserver).ok()?;
    report.outcome.path().map(<[Board]>::to_vec)
}
