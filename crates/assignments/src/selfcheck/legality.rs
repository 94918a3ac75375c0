//! Self-check of assignment 1: the student's legality check and inversion count against the
//! rules crate, on every board size from 2×2 to 6×6 (square or not) and every blank position.

use puzzlelab_rules::{shuffle, Direction, Goal, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::Report;

/// The student's functions: `is_legal(width, tiles, dir)` and `inversions(tiles)`.
pub struct Solution {
    /// Whether a tile can slide in `dir`.
    pub is_legal: fn(usize, &[u8], Direction) -> bool,
    /// The count of disorders.
    pub inversions: fn(&[u8]) -> usize,
}

/// How many failing examples a report shows per check.
const EXAMPLES: usize = 3;

/// Runs the self-check with boards drawn from `seed`.
pub fn check(solution: &Solution, seed: u64) -> Report {
    let mut report = Report::new("Assignment 1: legality and inversions on N×M boards");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut boards = Vec::new();
    for width in 2..=6 {
        for height in 2..=6 {
            let size = Size::new(width, height).expect("2..6 is a valid size");
            let goal = Goal::Standard.board(size);
            for _ in 0..size.cells() * 2 {
                boards.push(shuffle::uniform(&mut rng, &goal));
            }
        }
    }

    let mut wrong_moves = Vec::new();
    let mut move_checks = 0;
    for board in &boards {
        for dir in Direction::ALL {
            move_checks += 1;
            let expected = board.can_move(dir);
            let got = (solution.is_legal)(board.width(), board.tiles(), dir);
            if got != expected {
                wrong_moves.push(format!(
                    "{}x{} board [{board}], tile slides {dir}: expected {}, got {}",
                    board.width(),
                    board.height(),
                    legal_word(expected),
                    legal_word(got)
                ));
            }
        }
    }
    report.check(
        wrong_moves.is_empty(),
        format!(
            "is_legal: {} of {move_checks} moves answered wrongly{}",
            wrong_moves.len(),
            examples(&wrong_moves, Lang::En)
        ),
    );

    let mut wrong_counts = Vec::new();
    for board in &boards {
        let expected = puzzlelab_rules::inversions(board.tiles());
        let got = (solution.inversions)(board.tiles());
        if got != expected {
            wrong_counts.push(format!("[{board}]: expected {expected}, got {got}"));
        }
    }
    report.check(
        wrong_counts.is_empty(),
        format!(
            "inversions: {} of {} boards counted wrongly{}",
            wrong_counts.len(),
            boards.len(),
            examples(&wrong_counts, Lang::En)
        ),
    );
    report
}

fn legal_word(legal: bool) -> &'static str {
    if legal {
        "legal"
    } else {
        "illegal"
    }
}

/// The first few failing examples, indented under their check's line.
pub(crate) fn examples(failures: &[String], lang: Lang) -> String {
    let mut shown: Vec<&String> = Vec::new();
    for failure in failures {
        if shown.len() < EXAMPLES && !shown.contains(&failure) {
            shown.push(failure);
        }
    }
    shown
        .into_iter()
        .map(|f| format!("\n          {} {f}", lang.pick("e.g.", "напр.")))
        .collect()
}
