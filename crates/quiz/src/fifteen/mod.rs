//! The 15-puzzle lesson's questions: the parity rule and its fix-up swap, legal moves, the
//! index/row/column rule, the board after a move string.
//!
//! Each kind draws an instance, measures it (the board's size, the number of moves, where the
//! empty place is), and keeps it only when the measures give the level asked for; the answer
//! is what the rules crate computes, never worked out a second way here.

mod after_moves;
mod cell;
mod fix_swap;
mod legal_moves;
mod messages;
mod parity;

use puzzlelab_rules::{Board, Lang, Size};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::{Kind, Level, Made};

/// The question of `kind` at `level`, drawn with `rng`.
pub(crate) fn make(kind: Kind, level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    match kind {
        Kind::Parity => parity::make(level, rng, lang),
        Kind::FixSwap => fix_swap::make(level, rng, lang),
        Kind::LegalMoves => legal_moves::make(level, rng, lang),
        Kind::Cell => cell::make(level, rng, lang),
        Kind::AfterMoves => after_moves::make(level, rng, lang),
        _ => None,
    }
}

/// How many instances a kind draws, at most, looking for one that measures at the level asked.
/// Every level is at least a quarter of its kind's draws, so running out never happens in
/// practice; if it did, the question would be refused rather than mislabelled.
const TRIES: usize = 200;

/// The first instance `draw` makes that `level_of` measures at `level`, within [`TRIES`].
fn draw_at<T>(
    level: Level,
    rng: &mut ChaCha8Rng,
    mut draw: impl FnMut(&mut ChaCha8Rng) -> Option<T>,
    level_of: impl Fn(&T) -> Level,
) -> Option<T> {
    (0..TRIES)
        .filter_map(|_| draw(rng))
        .find(|instance| level_of(instance) == level)
}

/// Any placement of the tiles of a square board of `side`, solvable or not: every number
/// `0..cells` once, in random order.
fn any_placement(rng: &mut ChaCha8Rng, side: usize) -> Board {
    let size = Size::square(side).expect("the lesson's sizes are from 3x3 to 5x5");
    let mut tiles: Vec<usize> = (0..size.cells()).collect();
    tiles.shuffle(rng);
    Board::new(size, tiles).expect("a permutation")
}

/// A measured property as [`Made::measured`] holds it.
fn measure(name: &str, value: usize) -> (String, u64) {
    (name.to_string(), value as u64)
}

/// What every test of the lesson's kinds checks, whatever the kind.
#[cfg(test)]
pub(crate) mod testing {
    use puzzlelab_rules::{Board, Lang};

    use crate::{generate, Kind, Level, Question, MAX_ACCEPTED};

    /// Every level in both languages, for one seed.
    pub fn all(kind: Kind, seed: u64) -> Vec<Question> {
        let mut questions = Vec::new();
        for level in Level::ALL {
            for lang in [Lang::En, Lang::Ru] {
                let q =
                    generate(kind, level, seed, lang).expect("the lesson's kinds always settle");
                questions.push(q);
            }
        }
        questions
    }

    /// The value named `name` among the question's measures.
    pub fn measured(q: &Question, name: &str) -> usize {
        q.measured
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("{}: no measure {name}", q.kind))
            .1 as usize
    }

    /// The question's board, read back with the rules.
    pub fn board(q: &Question) -> Board {
        q.board
            .as_deref()
            .expect("a board question")
            .parse()
            .expect("a board the rules read")
    }

    /// Whether `text` has a Cyrillic letter.
    pub fn has_cyrillic(text: &str) -> bool {
        text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
    }

    /// The checks that hold for every question: the answer and every accepted answer are
    /// right, the list is within bounds, the language is the one asked for, the seed makes the
    /// same question again.
    pub fn common(q: &Question) {
        assert!(q.check(&q.answer).right, "{q:?}");
        assert!(!q.accepted.is_empty() && q.accepted.len() <= MAX_ACCEPTED);
        for a in &q.accepted {
            assert!(q.check(a).right, "{a:?} in {q:?}");
            assert_eq!(q.form.canonical(a, &q.choices).as_deref(), Some(a.as_str()));
        }
        assert!(!q.check("rubbish").right);
        let cyrillic = [&q.text, &q.explanation, &q.check("0").feedback]
            .iter()
            .all(|t| has_cyrillic(t));
        let latin_only = [&q.text, &q.explanation].iter().all(|t| !has_cyrillic(t));
        match q.lang {
            Lang::Ru => assert!(cyrillic, "{q:?}"),
            Lang::En => assert!(latin_only, "{q:?}"),
        }
        assert_eq!(
            q,
            &generate(q.kind, q.level, q.seed, q.lang).unwrap(),
            "the same seed, the same question"
        );
    }
}
