//! The lesson's text-mode picture of the box: "a double line for the box, single lines for the
//! borders between tiles", every tile where its number sits in the array, 0 shown as a space.
//!
//! ```
//! use puzzlelab_rules::{boxed::Style, Board};
//! let board: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
//! assert_eq!(board.boxed(Style::Lines), "\
//! ╔═══╤═══╤═══╗
//! ║ 1 │ 2 │ 3 ║
//! ╟───┼───┼───╢
//! ║ 4 │ 5 │ 6 ║
//! ╟───┼───┼───╢
//! ║ 7 │ 8 │   ║
//! ╚═══╧═══╧═══╝
//! ");
//! ```

use crate::board::Board;

/// Which characters draw the box.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Style {
    /// Box-drawing characters: `╔═══╤═══╗`, `║`, `│`, `╟───┼───╢`, `╚═══╧═══╝`.
    #[default]
    Lines,
    /// Plain ASCII for terminals without box drawing: `+===+`, `|`, `+---+`.
    Ascii,
}

/// The pieces of one horizontal line of the picture: left end, filling, crossing, right end.
struct Rule {
    left: char,
    fill: char,
    cross: char,
    right: char,
}

impl Style {
    fn rules(self) -> [Rule; 3] {
        let rule = |left, fill, cross, right| Rule {
            left,
            fill,
            cross,
            right,
        };
        match self {
            Style::Lines => [
                rule('╔', '═', '╤', '╗'),
                rule('╟', '─', '┼', '╢'),
                rule('╚', '═', '╧', '╝'),
            ],
            Style::Ascii => [
                rule('+', '=', '+', '+'),
                rule('+', '-', '+', '+'),
                rule('+', '=', '+', '+'),
            ],
        }
    }

    /// The box's side and the line between two tiles.
    fn walls(self) -> (char, char) {
        match self {
            Style::Lines => ('║', '│'),
            Style::Ascii => ('|', '|'),
        }
    }
}

/// Draws `board` as a box of tiles, one line of text per line of the picture (each ending in a
/// new line). Cells are as wide as the largest tile number plus a space each side.
pub fn draw(board: &Board, style: Style) -> String {
    let digits = (board.cells() - 1).to_string().len();
    let [top, middle, bottom] = style.rules();
    let (side, wall) = style.walls();
    let line = |rule: &Rule| {
        let cell: String = std::iter::repeat_n(rule.fill, digits + 2).collect();
        let cells = vec![cell; board.width()].join(&rule.cross.to_string());
        format!("{}{cells}{}\n", rule.left, rule.right)
    };
    let mut out = line(&top);
    for (r, row) in board.tiles().chunks(board.width()).enumerate() {
        if r > 0 {
            out.push_str(&line(&middle));
        }
        let cells: Vec<String> = row
            .iter()
            .map(|&t| match t {
                0 => " ".repeat(digits + 2),
                t => format!(" {t:>digits$} "),
            })
            .collect();
        out.push_str(&format!("{side}{}{side}\n", cells.join(&wall.to_string())));
    }
    out.push_str(&line(&bottom));
    out
}

impl Board {
    /// The board drawn as the lesson's box (see [`draw`]).
    pub fn boxed(&self, style: Style) -> String {
        draw(self, style)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifteen_puzzle_cells_fit_two_digits() {
        let b: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0".parse().unwrap();
        let text = b.boxed(Style::Lines);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "╔════╤════╤════╤════╗");
        assert_eq!(lines[7], "║ 13 │ 14 │ 15 │    ║");
        assert_eq!(lines[8], "╚════╧════╧════╧════╝");
        let ascii = b.boxed(Style::Ascii);
        assert!(ascii.is_ascii());
        assert_eq!(ascii.lines().nth(1), Some("|  1 |  2 |  3 |  4 |"));
    }

    #[test]
    fn rectangular_boards() {
        let b = Board::new("3x2".parse().unwrap(), vec![1, 2, 3, 4, 5, 0]).unwrap();
        assert_eq!(b.boxed(Style::Lines).lines().count(), 5);
    }
}
