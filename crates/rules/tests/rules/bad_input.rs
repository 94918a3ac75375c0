//! Malformed boards and move strings, each with the message a user sees. Every case must give
//! an error (never a panic), and the error must say what is wrong and where.

use puzzlelab_rules::{Board, MoveSeq, Size};

/// Reads `text` as a board in any format (with an optional size), or as a move string when
/// `size` is `"moves"`; returns the error message.
fn error_of(text: &str, size: &str) -> String {
    if size == "moves" {
        return match text.parse::<MoveSeq>() {
            Ok(moves) => panic!("{text:?} was read as the moves {moves}"),
            Err(e) => e.to_string(),
        };
    }
    let hint: Option<Size> = (!size.is_empty()).then(|| size.parse().unwrap());
    match Board::parse_any(text, hint) {
        Ok(board) => panic!("{text:?} was read as the board {board}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_bad_input_has_its_message() {
    #[rustfmt::skip]
    let cases: &[(&str, &str, &str)] = &[
        // (input, size hint or "moves", the message)
        ("", "", "the board is empty: give the numbers of the tiles, 0 for the blank"),
        ("   \n# only a comment\n", "", "the board is empty: give the numbers of the tiles, 0 for the blank"),
        ("1 2 3 4 5 6 7 8", "", "8 numbers do not make a square board (4, 9, 16, ... 64); write the board in rows, or start with its size: rows and columns, e.g. 3 4"),
        ("1 2 3 4 5 6 7 8 8", "", "line 1, column 17: tile 8 appears twice (first at line 1, column 15)"),
        ("1 2 3 4 5 6 7 8 9", "", "line 1, column 17: tile 9 is out of range: a 3x3 board holds the tiles 1..8 and 0 for the blank"),
        ("1 2 3 4 five 6 7 8 0", "", "line 1, column 9: 'five' is not a tile number (write the blank as 0, _, . or x)"),
        ("1 2 3 -4 5 6 7 8 0", "", "line 1, column 7: '-4' is not a tile number (write the blank as 0, _, . or x)"),
        ("1 2 3 4 5 6 7 _ .", "", "line 1, column 17: the blank appears twice (first at line 1, column 15)"),
        ("1 2 3 4 5 0", "3x3", "line 1, column 12: the board ends after 6 numbers, but a 3x3 board has 9 cells"),
        ("1 2 3 4 5 6 7 0 8 9", "3x3", "line 1, column 19: one number too many: a 3x3 board has 9 cells, and this is number 10"),
        ("1 2 3\n4 5\n6 7 0", "", "line 2, column 1: this row has 2 numbers, but the first row (line 1) has 3"),
        ("1 2 3\n4 5 6\n7 8 0", "4x4", "line 1, column 1: the rows make a 3x3 board, but a 4x4 board was asked for"),
        ("3\n1 2 3\n4 5 6", "", "line 3, column 6: the first line announces 3 rows, but 2 follow"),
        ("9\n1\n2", "", "line 1, column 1: a board must be from 2x2 to 8x8, not 9x9"),
        ("2 2\n1 2\n3 3", "", "line 3, column 3: tile 3 appears twice (first at line 3, column 1)"),
        ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 x x", "", "line 1, column 36: the blank appears twice (first at line 1, column 34)"),
        ("1 2 3 4 5 6 7 8 0", "2x4", "line 1, column 17: one number too many: a 2x4 board has 8 cells, and this is number 9"),
        ("{\"width\": 2, \"height\": 2, \"tiles\": [1, 2, 3]", "", "line 1, column 44: JSON: EOF while parsing an object"),
        ("{\"width\": 2, \"height\": 2, \"tiles\": [1, 2, 3, 3]}", "", "tile 3 appears twice"),
        ("{\"width\": 2, \"tiles\": [1, 2, 3, 0]}", "", "line 1, column 1: JSON: missing field `height`"),
        ("[[1, 2], [3]]", "", "line 1, column 1: JSON: row 2 has 1 numbers, but the first row has 2"),
        ("LLXR", "moves", "'X' at position 3 is not a move: use U, D, L or R"),
        ("up", "moves", "'p' at position 2 is not a move: use U, D, L or R"),
        ("L1", "moves", "'1' at position 2 is not a move: use U, D, L or R"),
    ];
    assert!(cases.len() >= 15);
    let mut wrong = Vec::new();
    for (text, size, expected) in cases {
        let got = error_of(text, size);
        if got != *expected {
            wrong.push(format!(
                "{text:?} ({size}):\n  expected: {expected}\n  got:      {got}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
