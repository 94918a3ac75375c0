//! Which swap makes an unsolvable placement solvable? The lesson's fix-up: "if the number of
//! disorders is odd, swap any pair of neighbouring numbers in the array (never the 0)". Every
//! such pair is right, and only such pairs are asked for, so the accepted answers are exactly
//! the pairs at indices i and i + 1, neither of them the 0, each checked with the rules.
//!
//! Levels: the lesson's draw with an odd count, the 0 last, on the 8-puzzle (easy) and on the
//! 15-puzzle (medium); the same draw on the 15-puzzle after a few moves (hard), so the 0 stands
//! inside the array and the pairs beside it are not swaps the rule allows.

use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size, Solvability};
use rand_chacha::ChaCha8Rng;

use super::messages::{self, Swap};
use super::{draw_at, measure};
use crate::{Form, Level, Made};

/// An unsolvable position: the lesson's odd draw, and the moves played from it since.
struct Unsolvable {
    /// The position asked about.
    board: Board,
    /// How many moves were played from the draw (0: the draw itself).
    moves: usize,
}

/// A fix-swap question at `level`.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let Unsolvable { board, moves } = draw_at(
        level,
        rng,
        |rng| draw(rng, level),
        |u| level_of(u.board.width(), u.moves),
    )?;
    let goal = Goal::Standard.board(board.size());
    let before = board.solvability(&goal);
    let swaps = fixing_neighbours(&board, &goal);
    let example = swaps.first()?;
    let after = board.swapped(example.at, example.at + 1).solvability(&goal);
    if before.is_solvable() || !after.is_solvable() {
        return None;
    }
    let pair = |s: &Swap| (s.first.min(s.second), s.first.max(s.second));
    // the verdict offers the example as its fix: a swap the question accepts
    let verdict = Solvability {
        fix: Some(pair(example)),
        ..before.clone()
    };
    let form = Form::NumberSet;
    let written = |s: &Swap| format!("{} {}", pair(s).0, pair(s).1);
    let accepted = swaps
        .iter()
        .filter_map(|s| form.canonical(&written(s), &[]))
        .collect();
    let text = match moves {
        0 => messages::fix_swap_drawn(lang, &board),
        _ => messages::fix_swap_moved(lang, &board, moves),
    };
    Some(Made {
        text,
        board: Some(board.to_string()),
        pile: None,
        form,
        answer: written(example),
        accepted,
        choices: Vec::new(),
        explanation: messages::fix_swap_explanation(lang, &verdict, example, &after, swaps.len()),
        measured: vec![
            measure("side", board.width()),
            measure("inversions", before.inversions),
            measure("moves", moves),
            measure("pairs", swaps.len()),
        ],
    })
}

/// An odd draw of the lesson's shuffle for `level`, after a few moves at the hard level; `None`
/// when the draw was even (the lesson's shuffle would not need the fix).
fn draw(rng: &mut ChaCha8Rng, level: Level) -> Option<Unsolvable> {
    let size = if level == Level::Easy {
        Size::EIGHT
    } else {
        Size::FIFTEEN
    };
    let drawn = shuffle::lesson(rng, size);
    drawn.swapped?;
    if level != Level::Hard {
        return Some(Unsolvable {
            board: drawn.drawn,
            moves: 0,
        });
    }
    // An odd number of moves never brings the 0 back to the end of the array.
    let moves = 2 * crate::draw::between(rng, 1..=3) + 1;
    let (board, _) = shuffle::random_walk(rng, &drawn.drawn, moves);
    Some(Unsolvable { board, moves })
}

/// The level of an unsolvable position: after moves it is hard; the draw itself is easy on
/// the 8-puzzle and medium on the 15-puzzle.
fn level_of(side: usize, moves: usize) -> Level {
    match (moves, side) {
        (1.., _) => Level::Hard,
        (0, 3) => Level::Easy,
        (0, _) => Level::Medium,
    }
}

/// The lesson's swaps: every pair of neighbours in the array, neither of them the 0, whose
/// swap the rules say makes the board solvable. The pair at indices 0 and 1, the one the
/// lesson's shuffle swaps, comes first when it is one of them.
fn fixing_neighbours(board: &Board, goal: &Board) -> Vec<Swap> {
    (0..board.cells() - 1)
        .map(|at| Swap {
            at,
            first: board.tile(at),
            second: board.tile(at + 1),
        })
        .filter(|s| s.first != 0 && s.second != 0)
        .filter(|s| {
            board
                .swapped(s.at, s.at + 1)
                .solvability(goal)
                .is_solvable()
        })
        .collect()
}

/// The fix-up swaps, against the rules' verdict on every swap.
#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::super::testing::{self, board, measured};
    use super::*;
    use crate::Kind;

    proptest! {
        /// Every pair of neighbours without the 0 is accepted and fixes the board by one
        /// disorder; nothing else is accepted.
        #[test]
        fn exactly_the_neighbour_swaps_are_accepted(seed: u64, a in 0usize..25, b in 0usize..25) {
            for q in testing::all(Kind::FixSwap, seed) {
                testing::common(&q);
                let start = board(&q);
                let goal = Goal::Standard.board(start.size());
                prop_assert!(!start.solvability(&goal).is_solvable());
                let t = start.tiles();
                let mut neighbours = 0;
                for i in 0..t.len() - 1 {
                    let said = format!("{} {}", t[i + 1], t[i]);
                    let lawful = t[i] != 0 && t[i + 1] != 0;
                    neighbours += usize::from(lawful);
                    prop_assert_eq!(q.check(&said).right, lawful, "{}", said);
                    if lawful {
                        let after = start.swapped(i, i + 1).solvability(&goal);
                        prop_assert!(after.is_solvable(), "the lesson's swap {} fixes it", said);
                        let before = start.solvability(&goal).inversions;
                        prop_assert_eq!(after.inversions.abs_diff(before), 1, "by one disorder");
                    }
                }
                // every neighbour pair without the 0 is right: the lesson's "any pair"
                prop_assert_eq!(q.accepted.len(), neighbours);
                prop_assert_eq!(measured(&q, "pairs"), neighbours);
                // a pair apart in the array, one number, three numbers: wrong
                let cells = t.len();
                let (a, b) = (a % cells, b % cells);
                let apart = format!("{} {}", t[a], t[b]);
                let three = format!("{} {} {}", t[0], t[1], t[2]);
                prop_assert!(a.abs_diff(b) <= 1 || !q.check(&apart).right);
                prop_assert!(!q.check(&t[a].to_string()).right);
                prop_assert!(!q.check(&three).right);
                prop_assert!(!q.check("none").right);
                let moves = measured(&q, "moves");
                prop_assert_eq!(level_of(start.width(), moves), q.level);
                prop_assert_eq!(moves > 0, start.blank() != cells - 1);
            }
        }
    }

    /// The pairs beside the 0 are not the lesson's swaps.
    #[test]
    fn the_zero_inside_the_array_leaves_fewer_pairs() {
        let b: Board = "2 1 3 4 0 5 6 7 8".parse().unwrap();
        let goal = Goal::Standard.board(b.size());
        let pairs: Vec<usize> = fixing_neighbours(&b, &goal).iter().map(|s| s.at).collect();
        assert_eq!(pairs, [0, 1, 2, 5, 6, 7]);
    }
}
