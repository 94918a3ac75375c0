//! Invariants of the rules, checked on random boards of every size: shuffles are solvable,
//! moves keep the parity verdict, undo restores, and every format reads back what it wrote.

use proptest::prelude::*;
use puzzlelab_rules::play::{Command, Event, Game};
use puzzlelab_rules::{shuffle, Board, Direction, Format, Goal, MoveSeq, Size};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn sizes() -> impl Strategy<Value = Size> {
    (2usize..=8, 2usize..=8).prop_map(|(w, h)| Size::new(w, h).unwrap())
}

fn goals() -> impl Strategy<Value = Goal> {
    prop_oneof![
        Just(Goal::Standard),
        Just(Goal::BlankFirst),
        Just(Goal::Spiral)
    ]
}

/// Any placement of the tiles, solvable or not.
fn any_board(size: Size, seed: u64) -> Board {
    let mut tiles: Vec<usize> = (0..size.cells()).collect();
    tiles.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    Board::new(size, tiles).unwrap()
}

fn directions() -> impl Strategy<Value = Vec<Direction>> {
    prop::collection::vec(prop::sample::select(Direction::ALL.to_vec()), 0..60)
}

proptest! {
    #[test]
    fn every_shuffle_is_solvable(size in sizes(), goal in goals(), seed: u64, k in 0usize..200) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let standard = Goal::Standard.board(size);
        let lesson = shuffle::lesson(&mut rng, size);
        prop_assert!(lesson.board.solvability(&standard).is_solvable());
        prop_assert_eq!(lesson.board.blank(), size.cells() - 1);
        let goal = goal.board(size);
        let (walked, _) = shuffle::random_walk(&mut rng, &goal, k);
        prop_assert!(walked.solvability(&goal).is_solvable());
        prop_assert!(shuffle::uniform(&mut rng, &goal).solvability(&goal).is_solvable());
    }

    #[test]
    fn the_fix_offered_makes_an_unsolvable_board_solvable(size in sizes(), goal in goals(), seed: u64) {
        let board = any_board(size, seed);
        let goal = goal.board(size);
        if let Some((a, b)) = board.solvability(&goal).fix {
            prop_assert!(a < b);
            let fixed = board.swapped(board.position_of(a), board.position_of(b));
            prop_assert!(fixed.solvability(&goal).is_solvable());
        }
    }

    #[test]
    fn a_legal_move_keeps_the_verdict(size in sizes(), goal in goals(), seed: u64) {
        let board = any_board(size, seed);
        let goal = goal.board(size);
        let before = board.solvability(&goal).is_solvable();
        for dir in board.legal_moves() {
            let after = board.applied(dir).unwrap();
            prop_assert_eq!(after.solvability(&goal).is_solvable(), before);
        }
    }

    #[test]
    fn undo_restores_the_board(size in sizes(), seed: u64, moves in directions()) {
        let start = any_board(size, seed);
        for dir in start.legal_moves() {
            prop_assert_eq!(&start.applied(dir).unwrap().applied(dir.opposite()).unwrap(), &start);
        }
        let mut game = Game::new(start.clone(), Goal::Standard).unwrap();
        let mut made = 0;
        for dir in moves {
            if matches!(game.play(Command::Move(dir)), Event::Moved(_) | Event::Won { .. }) {
                made += 1;
            }
        }
        prop_assert_eq!(game.moves(), made);
        for _ in 0..made {
            prop_assert!(matches!(game.play(Command::Undo), Event::Undone(_)));
        }
        prop_assert_eq!(game.board(), &start);
        prop_assert_eq!(game.play(Command::Undo), Event::NothingToUndo);
    }

    #[test]
    fn every_format_reads_back_what_it_wrote(size in sizes(), seed: u64) {
        let board = any_board(size, seed);
        for format in Format::ALL {
            let text = format.write(&board);
            prop_assert_eq!(&format.read(&text, Some(size)).unwrap(), &board, "{} {}", format, text);
            prop_assert_eq!(&Board::parse_any(&text, Some(size)).unwrap(), &board, "{} {}", format, text);
        }
        if size.width() == size.height() {
            prop_assert_eq!(&board.to_string().parse::<Board>().unwrap(), &board);
        }
    }

    #[test]
    fn move_strings_read_back(moves in directions()) {
        let seq = MoveSeq(moves);
        prop_assert_eq!(seq.to_string().parse::<MoveSeq>().unwrap(), seq.clone());
        prop_assert_eq!(seq.inverse().inverse(), seq);
    }

    #[test]
    fn reading_never_panics(text in "\\PC{0,80}") {
        let _ = Board::parse_any(&text, None);
        let _ = text.parse::<MoveSeq>();
    }

    #[test]
    fn reading_board_like_text_never_panics(
        words in prop::collection::vec(
            prop_oneof![
                (0usize..70).prop_map(|n| n.to_string()),
                Just("_".to_string()), Just("x".to_string()), Just("\n".to_string()),
                Just("#".to_string()), Just("99999999999999999999".to_string()),
                Just("4294967296".to_string()),
                Just("[".to_string()), Just("{".to_string()),
            ],
            0..40,
        ),
        size in prop::option::of(sizes()),
    ) {
        let text = words.join(" ");
        let _ = Board::parse_any(&text, size);
        for format in Format::ALL {
            let _ = format.read(&text, size);
        }
    }
}
