//! Which moves are legal? The lesson's check of a direction: the tile that would slide is found
//! from the empty place's index, by the width for a vertical move and by 1 for a horizontal
//! one; a vertical move is illegal when that index leaves the array, a horizontal one when it
//! is in another row. Four moves inside the box, three at an edge, two in a corner.
//!
//! A move is named by the way the tile slides (`U D L R`, as `fifteen solve` writes moves);
//! the legal ones are asked for as a set, so every order of them is accepted.
//!
//! Levels: the 8-puzzle (easy); the 15-puzzle with the empty place off the first and last
//! columns (medium); the 15- and 24-puzzles with it in the first or last column (hard), where
//! the index one step sideways is in the array but in the next row, the lesson's trap.

use puzzlelab_rules::{shuffle, Board, Direction, Goal, Lang, MoveSeq, Size};
use rand_chacha::ChaCha8Rng;

use super::messages::{self, Tried};
use super::{draw_at, measure};
use crate::{Form, Level, Made};

/// A legal-moves question at `level`.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let board = draw_at(
        level,
        rng,
        |rng| draw(rng, level),
        |b| level_of(b.width(), in_edge_column(b)),
    )?;
    let legal: MoveSeq = board.legal_moves().collect::<Vec<_>>().into();
    let tried: Vec<(Direction, Tried)> = Direction::ALL
        .into_iter()
        .map(|dir| (dir, tried(&board, dir)))
        .collect();
    let letters: Vec<char> = legal.iter().map(Direction::letter).collect();
    let explanation =
        messages::legal_moves_explanation(lang, board.size(), board.blank(), &tried, &legal);
    Some(Made {
        text: messages::legal_moves_question(lang, &board),
        board: Some(board.to_string()),
        pile: None,
        form: Form::Moves,
        answer: legal.to_string(),
        accepted: every_order(&letters),
        choices: Vec::new(),
        explanation,
        measured: vec![
            measure("side", board.width()),
            measure("legal-moves", legal.len()),
            measure("edge-column", usize::from(in_edge_column(&board))),
        ],
    })
}

/// A solvable board of the size `level` asks for.
fn draw(rng: &mut ChaCha8Rng, level: Level) -> Option<Board> {
    let side = match level {
        Level::Easy => 3,
        Level::Medium => 4,
        Level::Hard => crate::draw::between(rng, 4..=5),
    };
    let goal = Goal::Standard.board(Size::square(side).ok()?);
    Some(shuffle::uniform(rng, &goal))
}

/// Whether the empty place is in the first or the last column, where one horizontal step of
/// the index lands in another row.
fn in_edge_column(board: &Board) -> bool {
    let col = board.size().col(board.blank());
    col == 0 || col == board.width() - 1
}

/// The level of a board: the 8-puzzle is easy; on larger boards, the empty place in an edge
/// column is hard, elsewhere medium.
fn level_of(side: usize, edge_column: bool) -> Level {
    match (side, edge_column) {
        (3, _) => Level::Easy,
        (_, false) => Level::Medium,
        (_, true) => Level::Hard,
    }
}

/// What the lesson's check says of `dir`: the index it computes, and the rules' verdict on it.
fn tried(board: &Board, dir: Direction) -> Tried {
    let (size, blank) = (board.size(), board.blank() as isize);
    let width = size.width() as isize;
    let from = match dir {
        Direction::Up => blank + width,
        Direction::Down => blank - width,
        Direction::Left => blank + 1,
        Direction::Right => blank - 1,
    };
    match board.source_of(dir) {
        Ok(source) => Tried::Slides {
            from: source,
            tile: board.tile(source),
        },
        Err(_) if !(0..size.cells() as isize).contains(&from) => Tried::LeavesArray { from },
        Err(_) => Tried::ChangesRow {
            from: from as usize,
            row: size.row(from as usize) + 1,
        },
    }
}

/// Every order of `letters`, each written once: the ways of writing a set of moves.
fn every_order(letters: &[char]) -> Vec<String> {
    if letters.len() <= 1 {
        return vec![letters.iter().collect()];
    }
    (0..letters.len())
        .flat_map(|i| {
            let mut rest = letters.to_vec();
            let first = rest.remove(i);
            every_order(&rest)
                .into_iter()
                .map(move |tail| format!("{first}{tail}"))
        })
        .collect()
}

/// The legal moves, against the rules' move rule.
#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use proptest::prelude::*;
    use puzzlelab_rules::moves::source;

    use super::super::testing::{self, board, measured};
    use super::*;
    use crate::Kind;

    proptest! {
        /// The legal moves in any order are right; a move missing, extra or repeated is wrong.
        #[test]
        fn every_order_of_the_legal_moves_and_nothing_else(
            seed: u64,
            guess in "[UDLR]{0,5}",
        ) {
            for q in testing::all(Kind::LegalMoves, seed) {
                testing::common(&q);
                let b = board(&q);
                let legal: BTreeSet<char> = Direction::ALL
                    .into_iter()
                    .filter(|&d| source(b.size(), b.blank(), d).is_some())
                    .map(Direction::letter)
                    .collect();
                let letters: Vec<char> = guess.chars().collect();
                let as_set: BTreeSet<char> = letters.iter().copied().collect();
                let right = as_set.len() == letters.len() && as_set == legal;
                prop_assert_eq!(q.check(&guess).right, right, "{}", guess);
                let reversed: String = q.answer.chars().rev().collect();
                prop_assert!(q.check(&reversed).right);
                let spaced: Vec<String> = q.answer.chars().map(|c| c.to_string()).collect();
                prop_assert!(q.check(&spaced.join(", ").to_lowercase()).right);
                let factorial: usize = (1..=legal.len()).product();
                prop_assert_eq!(q.accepted.len(), factorial);
                prop_assert_eq!(measured(&q, "legal-moves"), legal.len());
                let col = b.size().col(b.blank());
                let edge = col == 0 || col == b.width() - 1;
                prop_assert_eq!(measured(&q, "edge-column") == 1, edge);
                prop_assert_eq!(level_of(b.width(), edge), q.level);
            }
        }
    }

    /// The lesson's horizontal check: the next index in the array, in the next row.
    #[test]
    fn the_next_row_is_not_a_move() {
        let b: Board = "1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15".parse().unwrap();
        let text = messages::legal_moves_explanation(
            Lang::En,
            b.size(),
            3,
            &[(Direction::Left, tried(&b, Direction::Left))],
            &"DR".parse().unwrap(),
        );
        assert!(
            text.contains("L: a[3 + 1] = a[4] is in row 2, not 1: no move"),
            "{text}"
        );
        assert!(matches!(
            tried(&b, Direction::Down),
            Tried::LeavesArray { from: -1 }
        ));
    }

    /// Every order of the letters, each once.
    #[test]
    fn four_letters_have_twenty_four_orders() {
        let orders = every_order(&['U', 'D', 'L', 'R']);
        assert_eq!(orders.len(), 24);
        assert_eq!(orders.iter().collect::<BTreeSet<_>>().len(), 24);
        assert_eq!(orders[0], "UDLR");
    }
}
