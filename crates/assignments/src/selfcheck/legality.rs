//! The graded check of assignment 1: the student's legality check and inversion count against
//! the rules crate, on every board size from 2×2 to 6×6 (square or not), seeded boards, smallest
//! boards first so the example a failure shows is the smallest found.

use puzzlelab_rules::{shuffle, Board, Direction, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// The student's functions: `is_legal(width, tiles, dir)` and `inversions(tiles)`.
#[derive(Clone, Copy)]
pub struct Solution {
    /// Whether a tile can slide in `dir`.
    pub is_legal: fn(usize, &[u8], Direction) -> bool,
    /// The count of disorders.
    pub inversions: fn(&[u8]) -> usize,
}

/// The boards of the public tests: twice as many as cells of every size 2×2 to 6×6, shuffled
/// uniformly from `seed`, the smallest sizes first.
pub fn boards(seed: u64) -> Vec<Board> {
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
    boards.sort_by_key(|b| b.cells());
    boards
}

/// The two tests on `boards`: `is_legal` and `inversions`, 5 points each.
pub fn tests(solution: Solution, boards: Vec<Board>) -> Vec<Test> {
    let both = boards.clone();
    vec![
        Test::new(
            "is_legal",
            Said::new(
                "which moves the lesson's rule allows",
                "какие ходы разрешает правило урока",
            ),
            5,
            move || legal_moves(solution.is_legal, &boards),
        ),
        Test::new(
            "inversions",
            Said::new("the lesson's count of disorders", "число беспорядков урока"),
            5,
            move || inversion_counts(solution.inversions, &both),
        ),
    ]
}

/// The suite the starter and the key are graded with.
pub fn suite(solution: Solution) -> Suite {
    Suite {
        number: 1,
        title: Said::new(
            "Assignment 1: legality and inversions on N×M boards",
            "Задание 1: законность ходов и беспорядки на досках N×M",
        ),
        tests: tests(solution, boards(1)),
    }
}

fn board_text(board: &Board) -> String {
    format!("[{board}] ({}×{})", board.width(), board.height())
}

fn legal_moves(is_legal: fn(usize, &[u8], Direction) -> bool, boards: &[Board]) -> Found {
    let mut wrong: Vec<(Board, Direction, bool)> = Vec::new();
    let mut asked = 0;
    for board in boards {
        for dir in Direction::ALL {
            asked += 1;
            let expected = board.can_move(dir);
            if is_legal(board.width(), board.tiles(), dir) != expected {
                wrong.push((board.clone(), dir, expected));
            }
        }
    }
    let Some((board, dir, expected)) = wrong.first().cloned() else {
        return Ok(Said::new(
            format!(
                "all {asked} moves on {} boards answered right",
                boards.len()
            ),
            format!(
                "все {asked} ходов на {} досках определены верно",
                boards.len()
            ),
        ));
    };
    let word = |legal: bool| {
        Said::new(
            if legal { "legal" } else { "illegal" },
            if legal {
                "законен"
            } else {
                "незаконен"
            },
        )
    };
    let (yes, no) = (word(expected), word(!expected));
    let horizontal = matches!(dir, Direction::Left | Direction::Right);
    failed(Failure {
        what: Said::new(
            format!("{} of {asked} moves answered wrongly", wrong.len()),
            format!("неверно определены {} из {asked} ходов", wrong.len()),
        ),
        example: Said::new(
            format!(
                "{}, the tile slides {}: answered {}",
                board_text(&board),
                dir.word_in(puzzlelab_rules::Lang::En),
                no.en
            ),
            format!(
                "{}, фишка сдвигается {}: ответ «{}»",
                board_text(&board),
                dir.word_in(puzzlelab_rules::Lang::Ru),
                no.ru
            ),
        ),
        expected: Said::new(yes.en.clone(), yes.ru.clone()),
        look: if horizontal {
            Said::new(
                "is_legal, the horizontal moves: the tile comes from beside the empty place, and the move is illegal when that square is in another row (row = index / width)",
                "is_legal, горизонтальные ходы: фишка приходит сбоку от пустого места, и ход незаконен, если эта клетка в другом ряду (ряд = индекс / ширина)",
            )
        } else {
            Said::new(
                "is_legal, the vertical moves: the tile comes from a row above or below, and the move is illegal when that index leaves the array",
                "is_legal, вертикальные ходы: фишка приходит из ряда выше или ниже, и ход незаконен, если этот индекс выходит за пределы массива",
            )
        },
    })
}

fn inversion_counts(inversions: fn(&[u8]) -> usize, boards: &[Board]) -> Found {
    let wrong: Vec<(&Board, usize, usize)> = boards
        .iter()
        .filter_map(|b| {
            let expected = puzzlelab_rules::inversions(b.tiles());
            let got = inversions(b.tiles());
            (got != expected).then_some((b, expected, got))
        })
        .collect();
    let Some(&(board, expected, got)) = wrong.first() else {
        return Ok(Said::new(
            format!("all {} boards counted right", boards.len()),
            format!("все {} досок подсчитаны верно", boards.len()),
        ));
    };
    let tiles = board.tiles();
    let with_blank = (0..tiles.len())
        .flat_map(|i| (i + 1..tiles.len()).map(move |j| (i, j)))
        .filter(|&(i, j)| tiles[i] > tiles[j])
        .count();
    let look = if got == with_blank {
        Said::new(
            "inversions: the empty place (0) never counts: leave it out of every pair",
            "inversions: пустое место (0) никогда не считается: не берите его ни в одну пару",
        )
    } else {
        Said::new(
            "inversions: count every pair i < j with tiles[i] > tiles[j] > 0, each pair once",
            "inversions: считайте каждую пару i < j, где tiles[i] > tiles[j] > 0, каждую по одному разу",
        )
    };
    failed(Failure {
        what: Said::new(
            format!("{} of {} boards counted wrongly", wrong.len(), boards.len()),
            format!(
                "неверно подсчитаны {} из {} досок",
                wrong.len(),
                boards.len()
            ),
        ),
        example: Said::new(
            format!("{}: counted {got}", board_text(board)),
            format!("{}: подсчитано {got}", board_text(board)),
        ),
        expected: Said::same(expected.to_string()),
        look,
    })
}
