//! What is the board after a move string? A move is a swap of two cells of the array, one of
//! them the 0; its letter names the way the tile slides (`U D L R`, as `fifteen solve` writes
//! moves), so the empty place goes the other way. The moves are a random walk of legal ones,
//! played by the rules.
//!
//! Levels: the harder of the board's size (3x3 easy, 4x4 medium, 5x5 hard) and the number of
//! moves (up to 3 easy, up to 6 medium, more hard).

use puzzlelab_rules::{shuffle, Board, Goal, Lang, MoveSeq, Size};
use rand_chacha::ChaCha8Rng;

use super::messages::{self, Played};
use super::{draw_at, measure};
use crate::{Form, Level, Made};

/// A start, legal moves from it, and where they lead.
struct Walk {
    /// The board the question shows.
    start: Board,
    /// The moves to play.
    moves: MoveSeq,
}

/// An after-moves question at `level`.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let Walk { start, moves } = draw_at(
        level,
        rng,
        |rng| draw(rng, level),
        |w| level_of(w.start.width(), w.moves.len()),
    )?;
    let (played, after) = play(&start, &moves)?;
    let form = Form::Numbers;
    let answer = after.to_string();
    Some(Made {
        text: messages::after_moves_question(lang, &start, &moves),
        board: Some(start.to_string()),
        pile: None,
        form,
        accepted: form.canonical(&answer, &[]).into_iter().collect(),
        answer,
        choices: Vec::new(),
        explanation: messages::after_moves_explanation(lang, &played, &after),
        measured: vec![
            measure("side", start.width()),
            measure("moves", moves.len()),
        ],
    })
}

/// A solvable board of the size `level` asks for, and a walk of as many moves as it asks for.
fn draw(rng: &mut ChaCha8Rng, level: Level) -> Option<Walk> {
    let (side, count) = match level {
        Level::Easy => (3, crate::draw::between(rng, 1..=3)),
        Level::Medium => (4, crate::draw::between(rng, 4..=6)),
        Level::Hard => (
            crate::draw::between(rng, 4..=5),
            crate::draw::between(rng, 7..=10),
        ),
    };
    let goal = Goal::Standard.board(Size::square(side).ok()?);
    let start = shuffle::uniform(rng, &goal);
    let (_, moves) = shuffle::random_walk(rng, &start, count);
    Some(Walk { start, moves })
}

/// The level of a walk: the harder of what its board's side and its number of moves say.
fn level_of(side: usize, moves: usize) -> Level {
    let by_side = match side {
        ..=3 => Level::Easy,
        4 => Level::Medium,
        _ => Level::Hard,
    };
    let by_moves = match moves {
        ..=3 => Level::Easy,
        4..=6 => Level::Medium,
        _ => Level::Hard,
    };
    by_side.max(by_moves)
}

/// Plays `moves` from `start` with the rules, move by move: each swap, and the board after
/// the last; `None` if a move is illegal.
fn play(start: &Board, moves: &MoveSeq) -> Option<(Vec<Played>, Board)> {
    let mut board = start.clone();
    let mut played = Vec::with_capacity(moves.len());
    for dir in moves.iter() {
        let from = board.source_of(dir).ok()?;
        played.push(Played {
            dir,
            tile: board.tile(from),
            from,
            to: board.blank(),
        });
        board.apply(dir).ok()?;
    }
    Some((played, board))
}

/// The board after the moves, against the rules replaying them.
#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    use super::super::testing::{self, board, measured};
    use super::*;
    use crate::{Kind, Question};

    /// The move string the question's text asks to play.
    fn moves_asked(q: &Question) -> MoveSeq {
        let after = q.lang.pick("Play the moves ", "Сделайте ходы ");
        let rest = q.text.split(after).nth(1).expect("the moves are named");
        rest.split('.').next().unwrap().parse().expect("letters")
    }

    proptest! {
        /// The answer is the board the rules reach; the usual slips are refused.
        #[test]
        fn the_board_the_rules_reach_and_no_other(seed: u64) {
            for q in testing::all(Kind::AfterMoves, seed) {
                testing::common(&q);
                let start = board(&q);
                let moves = moves_asked(&q);
                let mut end = start.clone();
                end.apply_all(&moves).expect("the moves are legal");
                prop_assert_eq!(&q.answer, &end.to_string());
                let commas: Vec<String> = end.tiles().iter().map(|t| t.to_string()).collect();
                prop_assert!(q.check(&commas.join(", ")).right);
                // the usual slips: the blank's reading of the letters, a move left out,
                // no move at all, any other placement
                let mut blank_way = start.clone();
                if blank_way.apply_all(&moves.blank_reading()).is_ok() {
                    prop_assert_eq!(q.check(&blank_way.to_string()).right, blank_way == end);
                }
                let mut short = start.clone();
                short.apply_all(&MoveSeq(moves.0[..moves.len() - 1].to_vec())).unwrap();
                prop_assert_eq!(q.check(&short.to_string()).right, short == end);
                prop_assert_eq!(q.check(&start.to_string()).right, start == end);
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut other: Vec<u8> = end.tiles().to_vec();
                other.shuffle(&mut rng);
                let other: Vec<String> = other.iter().map(|t| t.to_string()).collect();
                prop_assert_eq!(q.check(&other.join(" ")).right, other.join(" ") == q.answer);
                prop_assert_eq!(measured(&q, "moves"), moves.len());
                prop_assert_eq!(level_of(start.width(), moves.len()), q.level);
            }
        }
    }

    /// Each move of the explanation is the swap of a tile with the 0.
    #[test]
    fn each_move_is_a_swap_with_the_zero() {
        let start: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
        let (played, after) = play(&start, &"DR".parse().unwrap()).unwrap();
        assert_eq!(after.to_string(), "1 2 3 4 0 5 7 8 6");
        let text = messages::after_moves_explanation(Lang::En, &played, &after);
        assert!(
            text.contains("D: 6 down, a[5] -> a[8]; R: 5 right, a[4] -> a[5]"),
            "{text}"
        );
    }
}
