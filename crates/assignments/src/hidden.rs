//! A teacher's hidden cases: a text file of their own, one case a line, graded by the same
//! tests as the public cases and reported as hidden tests.
//!
//! ```text
//! # assignment 3: two more trees, one more largest take
//! pile 34 4
//! pile 8 7
//! takes 9
//! ```
//!
//! | line | case | assignments |
//! |---|---|---|
//! | `board WxH T1 T2 ...` | a board, its tiles row by row, 0 the empty place | 1 (any size), 2 (4x4), 4, 5, 6 (3x3) |
//! | `seed N` | more seeded boards (1), samples (2) or terrains (5) drawn from `N` | 1, 2, 5 |
//! | `pile P T` | the game tree of pile `P` with takes 1 to `T` | 3 |
//! | `takes T ...` | one largest take `T` (3), or a set of takes (8) | 3, 8 |
//! | `pattern T ...` | a pattern of tiles (7) | 7 |
//!
//! `#` starts a comment; blank lines are skipped. A line an assignment does not take is an
//! error naming the line, so a typo never silently grades nothing.

use puzzlelab_rules::{Board, Size};
use thiserror::Error;

/// The cases of a hidden-case file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hidden {
    /// `board` lines.
    pub boards: Vec<Board>,
    /// `seed` lines.
    pub seeds: Vec<u64>,
    /// `pile P T` lines: `(pile, largest take)`.
    pub piles: Vec<(u32, u32)>,
    /// `takes` lines.
    pub takes: Vec<Vec<u32>>,
    /// `pattern` lines.
    pub patterns: Vec<Vec<u8>>,
}

/// A hidden-case file that cannot be used.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("line {line}: {message}")]
pub struct HiddenError {
    /// The line (from 1).
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

/// The most cases a file may hold: a grader's run stays bounded.
pub const MAX_CASES: usize = 1000;

impl Hidden {
    /// The cases of `text`, for assignment `number` (which decides the lines it takes).
    pub fn parse(text: &str, number: u8) -> Result<Hidden, HiddenError> {
        let mut hidden = Hidden::default();
        for (k, raw) in text.lines().enumerate() {
            let line = k + 1;
            let err = |message: String| HiddenError { line, message };
            let content = raw.split('#').next().unwrap_or("").trim();
            let mut words = content.split_whitespace();
            let Some(kind) = words.next() else { continue };
            let rest: Vec<&str> = words.collect();
            let takes_it = match kind {
                "board" => [1, 2, 4, 5, 6].contains(&number),
                "seed" => [1, 2, 5].contains(&number),
                "pile" => number == 3,
                "takes" => [3, 8].contains(&number),
                "pattern" => number == 7,
                other => {
                    return Err(err(format!(
                        "{other:?} is not a kind of case: board, seed, pile, takes or pattern"
                    )))
                }
            };
            if !takes_it {
                return Err(err(format!("assignment {number} takes no `{kind}` lines")));
            }
            let numbers = |what: &str| -> Result<Vec<u64>, HiddenError> {
                rest.iter()
                    .map(|w| {
                        w.parse::<u64>()
                            .map_err(|_| err(format!("{w:?} is not a number ({what})")))
                    })
                    .collect()
            };
            match kind {
                "board" => hidden.boards.push(board(&rest, number).map_err(err)?),
                "seed" => match numbers("a seed")?.as_slice() {
                    [seed] => hidden.seeds.push(*seed),
                    _ => return Err(err("`seed N`: one number".into())),
                },
                "pile" => match numbers("a pile and a largest take")?.as_slice() {
                    [pile @ 1..=200, take @ 1..=20] => {
                        hidden.piles.push((*pile as u32, *take as u32))
                    }
                    _ => {
                        return Err(err(
                            "`pile P T`: a pile of 1 to 200, a largest take of 1 to 20".into(),
                        ))
                    }
                },
                "takes" => {
                    let takes = numbers("a take")?;
                    let fits = !takes.is_empty() && takes.iter().all(|t| (1..=50).contains(t));
                    if !fits || (number == 3 && takes.len() != 1) {
                        return Err(err(match number {
                            3 => "`takes T`: one largest take of 1 to 50".into(),
                            _ => "`takes T ...`: takes of 1 to 50".into(),
                        }));
                    }
                    hidden
                        .takes
                        .push(takes.into_iter().map(|t| t as u32).collect());
                }
                _ => {
                    let tiles = numbers("a tile")?;
                    let mut sorted = tiles.clone();
                    sorted.sort_unstable();
                    sorted.dedup();
                    if tiles.is_empty()
                        || sorted.len() != tiles.len()
                        || tiles.iter().any(|t| !(1..=8).contains(t))
                    {
                        return Err(err("`pattern T ...`: distinct tiles of 1 to 8".into()));
                    }
                    hidden
                        .patterns
                        .push(tiles.into_iter().map(|t| t as u8).collect());
                }
            }
            if hidden.count() > MAX_CASES {
                return Err(err(format!("more than {MAX_CASES} cases")));
            }
        }
        if hidden.count() == 0 {
            return Err(HiddenError {
                line: 0,
                message: "the file holds no case".into(),
            });
        }
        Ok(hidden)
    }

    /// How many cases there are.
    pub fn count(&self) -> usize {
        self.boards.len()
            + self.seeds.len()
            + self.piles.len()
            + self.takes.len()
            + self.patterns.len()
    }
}

/// The board of a `board WxH T1 T2 ...` line, of the size assignment `number` grades.
fn board(words: &[&str], number: u8) -> Result<Board, String> {
    let (dims, tiles) = words
        .split_first()
        .ok_or("`board WxH T1 T2 ...`: a size and the tiles")?;
    let (w, h) = dims
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<usize>().ok()?, h.parse::<usize>().ok()?)))
        .ok_or(format!("{dims:?} is not a size like 3x3"))?;
    let size = Size::new(w, h).map_err(|e| e.to_string())?;
    let wanted = match number {
        2 => Some((4, 4)),
        4..=6 => Some((3, 3)),
        _ => None,
    };
    if let Some((ww, wh)) = wanted.filter(|&d| d != (w, h)) {
        return Err(format!(
            "assignment {number} grades {ww}x{wh} boards, not {w}x{h}"
        ));
    }
    let tiles: Vec<usize> = tiles
        .iter()
        .map(|t| t.parse().map_err(|_| format!("{t:?} is not a tile")))
        .collect::<Result<_, _>>()?;
    let board = Board::new(size, tiles).map_err(|e| e.to_string())?;
    let goal = puzzlelab_rules::Goal::Standard.board(size);
    if !board.solvability(&goal).is_solvable() {
        return Err(format!("[{board}] cannot reach the goal (the parity rule)"));
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_of_cases_is_read_line_by_line() {
        let text = "# more trees\npile 34 4\n\ntakes 9   # one more take\n";
        let hidden = Hidden::parse(text, 3).unwrap();
        assert_eq!(hidden.piles, [(34, 4)]);
        assert_eq!(hidden.takes, [vec![9]]);
    }

    #[test]
    fn a_wrong_line_is_named() {
        for (text, number, line, says) in [
            ("pile 3 1\npattern 1 2", 3, 2, "takes no `pattern`"),
            ("board 3x3 1 2 3 4 5 6 8 7 0", 4, 1, "parity"),
            ("board 4x4 1 2 3 4 5 6 7 8 0", 2, 1, "4x4"),
            ("board 3x3 1 2 3 4 5 6 7 8 0", 2, 1, "grades 4x4"),
            ("seed x", 1, 1, "not a number"),
            ("", 8, 0, "no case"),
            ("frobnicate 3", 8, 1, "not a kind"),
        ] {
            let e = Hidden::parse(text, number).unwrap_err();
            assert_eq!(e.line, line, "{text}: {e}");
            assert!(e.message.contains(says), "{text}: {e}");
        }
    }
}
