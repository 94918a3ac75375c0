//! Can this placement reach the goal? The lesson's parity rule: count the disorders (a larger
//! number standing before a smaller one, the 0 left out); an even count can be solved, an odd
//! one cannot. Off the end, on a board of even width, the empty place's row counts too.
//!
//! Levels: the lesson's own draw, the empty place last, on the 8-puzzle (easy) and on the
//! 15-puzzle (medium); any placement with the empty place elsewhere (hard), where the width
//! decides whether its row counts.

use puzzlelab_rules::{shuffle, Board, Goal, Lang, Size};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{any_placement, draw_at, measure, messages};
use crate::{Form, Level, Made};

/// A parity question at `level`.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let board = draw_at(level, rng, |rng| Some(draw(rng, level)), measured_level)?;
    let goal = Goal::Standard.board(board.size());
    let verdict = board.solvability(&goal);
    let answer = messages::yes_no(lang, verdict.is_solvable());
    let form = Form::YesNo;
    let explanation = messages::parity_explanation(
        lang,
        &disorders_by_tile(&board),
        &verdict,
        blank_last(&board),
    );
    Some(Made {
        text: messages::parity_question(lang, &board, &goal),
        board: Some(board.to_string()),
        pile: None,
        form,
        accepted: form.canonical(&answer, &[]).into_iter().collect(),
        answer,
        choices: Vec::new(),
        explanation,
        measured: vec![
            measure("side", board.width()),
            measure("inversions", verdict.inversions),
            measure("blank-rows", verdict.blank_row_distance),
            measure("blank-last", usize::from(blank_last(&board))),
        ],
    })
}

/// A placement of the kind `level` asks for: the lesson's draw, or any placement at all.
fn draw(rng: &mut ChaCha8Rng, level: Level) -> Board {
    match level {
        Level::Easy => shuffle::lesson(rng, Size::EIGHT).drawn,
        Level::Medium => shuffle::lesson(rng, Size::FIFTEEN).drawn,
        Level::Hard => {
            let side = if rng.gen_ratio(1, 3) { 3 } else { 4 };
            any_placement(rng, side)
        }
    }
}

/// Whether the empty place is at the end of the array, where the lesson's draw puts it.
fn blank_last(board: &Board) -> bool {
    board.blank() == board.cells() - 1
}

/// The level of a placement: the empty place elsewhere than at the end is hard; at the end,
/// the 8-puzzle is easy and the 15-puzzle medium.
fn level_of(side: usize, blank_last: bool) -> Level {
    match (blank_last, side) {
        (false, _) => Level::Hard,
        (true, 3) => Level::Easy,
        (true, _) => Level::Medium,
    }
}

/// [`level_of`] a board.
fn measured_level(board: &Board) -> Level {
    level_of(board.width(), blank_last(board))
}

/// The disorders counted tile by tile, as a student counts them: each tile with the number of
/// smaller ones after it (the 0 left out), in array order, the tiles with none left out.
fn disorders_by_tile(board: &Board) -> Vec<(usize, usize)> {
    let tiles = board.tiles();
    tiles
        .iter()
        .enumerate()
        .filter(|&(_, &tile)| tile != 0)
        .map(|(i, &tile)| {
            let smaller_after = tiles[i + 1..]
                .iter()
                .filter(|&&later| later != 0 && later < tile)
                .count();
            (tile as usize, smaller_after)
        })
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// The parity questions, against the rules' verdict.
#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use puzzlelab_rules::inversions;

    use super::super::testing::{self, board, measured};
    use super::*;
    use crate::Kind;

    proptest! {
        /// The answer is the parity rule's, the measures are the board's.
        #[test]
        fn the_answer_is_the_parity_rules(seed: u64) {
            for q in testing::all(Kind::Parity, seed) {
                testing::common(&q);
                let b = board(&q);
                let goal = Goal::Standard.board(b.size());
                let solvable = b.solvability(&goal).is_solvable();
                let (right, wrong, wrong_ru) = match solvable {
                    true => ("yes", "no", "нет"),
                    false => ("no", "yes", "да"),
                };
                prop_assert!(q.check(right).right);
                prop_assert!(!q.check(wrong).right);
                prop_assert!(!q.check(wrong_ru).right);
                prop_assert_eq!(measured(&q, "inversions"), inversions(b.tiles()));
                prop_assert_eq!(measured(&q, "side"), b.width());
                let last = measured(&q, "blank-last") == 1;
                prop_assert_eq!(last, b.blank() == b.cells() - 1);
                prop_assert_eq!(level_of(measured(&q, "side"), last), q.level);
                let by_tile: usize = disorders_by_tile(&b).iter().map(|(_, n)| n).sum();
                prop_assert_eq!(by_tile, inversions(b.tiles()));
            }
        }
    }

    /// Both answers come up at every level: yes is not a safe guess.
    #[test]
    fn both_verdicts_come_up_at_every_level() {
        for level in Level::ALL {
            let answers: Vec<String> = (0..40)
                .map(|seed| {
                    crate::generate(Kind::Parity, level, seed, Lang::En)
                        .unwrap()
                        .answer
                })
                .collect();
            assert!(answers.iter().any(|a| a == "yes") && answers.iter().any(|a| a == "no"));
        }
    }

    /// Sam Loyd's 14-15: one disorder, counted tile by tile.
    #[test]
    fn the_explanation_counts_as_the_lesson_does() {
        let b: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0".parse().unwrap();
        let goal = Goal::Standard.board(b.size());
        let text = messages::parity_explanation(
            Lang::En,
            &disorders_by_tile(&b),
            &b.solvability(&goal),
            true,
        );
        assert!(
            text.contains("Smaller numbers after each tile: 15: 1."),
            "{text}"
        );
        assert!(text.contains("1 disorder, odd: unsolvable"), "{text}");
    }
}
