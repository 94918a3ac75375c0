//! Where does an index of the array sit in the box? The lesson's rule: the quotient of the
//! index divided by the width is one less than the row number, the remainder one less than the
//! column number (rows and columns counted from 1, indices from 0). Asked both ways: from an
//! index to its row and column, and from a row and a column back to the index.
//!
//! Levels: the lesson's 4x4 box (easy); the other square boards, 3x3 and 5x5 to 8x8 (medium);
//! boards whose columns and rows differ (hard), where dividing by the height is the trap.

use puzzlelab_rules::{Lang, Size};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{draw_at, measure, messages};
use crate::{Form, Level, Made};

/// One cell of a board, and which way the question goes.
struct Place {
    /// The board's size.
    size: Size,
    /// The cell's index in the array.
    index: usize,
    /// Whether the index is given and its row and column asked for (else the other way).
    to_place: bool,
}

/// A cell question at `level`.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let Place {
        size,
        index,
        to_place,
    } = draw_at(
        level,
        rng,
        |rng| draw(rng, level),
        |p| level_of(p.size.width(), p.size.height()),
    )?;
    let (row, col) = (size.row(index) + 1, size.col(index) + 1);
    let (text, form, answer) = if to_place {
        let text = messages::cell_place_question(lang, size, index);
        (text, Form::Numbers, format!("{row} {col}"))
    } else {
        let text = messages::cell_index_question(lang, size, row, col);
        (text, Form::Number, size.index(row - 1, col - 1).to_string())
    };
    Some(Made {
        text,
        board: None,
        pile: None,
        form,
        accepted: form.canonical(&answer, &[]).into_iter().collect(),
        answer,
        choices: Vec::new(),
        explanation: messages::cell_explanation(lang, size, index, to_place),
        measured: vec![
            measure("width", size.width()),
            measure("height", size.height()),
            measure("index", index),
            measure("asks-index", usize::from(!to_place)),
        ],
    })
}

/// A cell of a board of the sizes `level` draws from, asked one way or the other.
fn draw(rng: &mut ChaCha8Rng, level: Level) -> Option<Place> {
    let (width, height) = match level {
        Level::Easy => (4, 4),
        Level::Medium => {
            let side = *[3, 5, 6, 7, 8].choose(rng)?;
            (side, side)
        }
        Level::Hard => (
            crate::draw::between(rng, 3..=8),
            crate::draw::between(rng, 3..=8),
        ),
    };
    let size = Size::new(width, height).ok()?;
    Some(Place {
        size,
        index: crate::draw::below(rng, size.cells()),
        to_place: rng.gen(),
    })
}

/// The level of a board size: the lesson's 4x4 is easy, other squares medium, the rest hard.
fn level_of(width: usize, height: usize) -> Level {
    match (width, height) {
        (4, 4) => Level::Easy,
        (w, h) if w == h => Level::Medium,
        _ => Level::Hard,
    }
}

/// The lesson's index rule, both ways, on every size.
#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::super::testing::{self, measured};
    use super::*;
    use crate::Kind;

    proptest! {
        /// The rule as the lesson states it, and the slips refused: counting from 0, swapping
        /// the row and the column, dividing by the height.
        #[test]
        fn the_lessons_row_and_column_and_back(seed: u64, other in 0usize..64) {
            for q in testing::all(Kind::Cell, seed) {
                testing::common(&q);
                let (w, h) = (measured(&q, "width"), measured(&q, "height"));
                let index = measured(&q, "index");
                let size = Size::new(w, h).unwrap();
                prop_assert!(index < size.cells());
                // the rule as the lesson states it, counted from 1
                let (row, col) = (index / w + 1, index % w + 1);
                prop_assert_eq!(size.index(row - 1, col - 1), index);
                let other = other % size.cells();
                let right = |said: String| q.check(&said).right;
                if measured(&q, "asks-index") == 1 {
                    prop_assert_eq!(q.form, Form::Number);
                    let by_height = (row - 1) * h + (col - 1);
                    prop_assert!(right(index.to_string()));
                    prop_assert!(!right((index + 1).to_string()));
                    prop_assert_eq!(right(other.to_string()), other == index);
                    prop_assert_eq!(right(by_height.to_string()), by_height == index);
                } else {
                    prop_assert_eq!(q.form, Form::Numbers);
                    let by_height = (index / h + 1, index % h + 1);
                    let [said, commas, from_0, alone, swapped, by_h] = [
                        format!("{row} {col}"),
                        format!("{row}, {col}"),
                        format!("{} {}", row - 1, col - 1),
                        row.to_string(),
                        format!("{col} {row}"),
                        format!("{} {}", by_height.0, by_height.1),
                    ];
                    prop_assert!(right(said) && right(commas));
                    prop_assert!(!right(from_0) && !right(alone));
                    prop_assert_eq!(right(swapped), row == col);
                    prop_assert_eq!(right(by_h), by_height == (row, col));
                }
                prop_assert_eq!(level_of(w, h), q.level);
            }
        }
    }

    /// The lesson's own example worked out.
    #[test]
    fn index_seven_on_the_lessons_box() {
        let text = messages::cell_explanation(Lang::En, Size::FIFTEEN, 7, true);
        assert!(text.contains("row = 7 / 4 + 1 = 1 + 1 = 2, column = 7 % 4 + 1 = 3 + 1 = 4"));
    }
}
