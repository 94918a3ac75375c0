//! Formats: how a board is written down, and read back with errors that point at the mistake.
//!
//! The lesson keeps a position as one line of array values; course material adds a few more
//! shapes. Every reader here checks the tiles itself, so an error can name the line and the
//! column of the offending number ("line 2, column 7: tile 3 appears twice").
//!
//! | [`Format`] | example (a 3x3 board) |
//! |---|---|
//! | `Line` | `1 2 3 4 5 6 7 8 0` |
//! | `Rows` | `1 2 3` / `4 5 6` / `7 8 _` (`0`, `_` or `.` for the blank) |
//! | `Side` | `3` then the rows; `#` starts a comment |
//! | `Dims` | `3 3` (rows, columns) then the rows |
//! | `Uva` | `1 2 3 4 5 6 7 8 x` (the blank as `x`, as in UVa 652 "Eight") |
//! | `Json` | `{"width":3,"height":3,"tiles":[1,2,3,4,5,6,7,8,0]}` |
//!
//! ```
//! use puzzlelab_rules::{format, Board};
//! let board = Board::parse_any("# an 8-puzzle\n3\n1 2 3\n4 5 6\n7 8 0\n", None).unwrap();
//! assert_eq!(board.to_string(), "1 2 3 4 5 6 7 8 0");
//! assert_eq!(format::Format::Uva.write(&board), "1 2 3 4 5 6 7 8 x");
//! let err = Board::parse_any("1 2 3\n4 5 5\n7 8 0", None).unwrap_err();
//! assert_eq!(err.to_string(), "line 2, column 5: tile 5 appears twice (first at line 2, column 3)");
//! ```

use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::error::BoardError;
use crate::lang::Lang;
use crate::size::Size;

/// A way of writing a board down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// One line of numbers in array order, `0` for the blank (the lesson's array).
    Line,
    /// One row of the box a line; the blank as `0`, `_` or `.`.
    Rows,
    /// A line with the side `N`, then `N` rows of `N` numbers; `#` starts a comment.
    Side,
    /// A line with `R C` (rows, then columns), then `R` rows of `C` numbers; `#` comments.
    Dims,
    /// One line with the blank written `x` (UVa-style).
    Uva,
    /// JSON: `{"width": W, "height": H, "tiles": [...]}`; a flat array or an array of rows
    /// is read too.
    Json,
}

impl Format {
    /// Every format, in the order of the table above.
    pub const ALL: [Format; 6] = [
        Format::Line,
        Format::Rows,
        Format::Side,
        Format::Dims,
        Format::Uva,
        Format::Json,
    ];

    /// The format's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Rows => "rows",
            Format::Side => "side",
            Format::Dims => "dims",
            Format::Uva => "uva",
            Format::Json => "json",
        }
    }

    /// Writes `board` in this format. The `Side` format is for square boards: a rectangular
    /// board is written in the `Dims` format instead.
    pub fn write(self, board: &Board) -> String {
        let size = board.size();
        let rows = |blank: &str| rows_text(board, blank);
        match self {
            Format::Line => board.to_string(),
            Format::Uva => {
                let words: Vec<String> = board
                    .tiles()
                    .iter()
                    .map(|&t| if t == 0 { "x".into() } else { t.to_string() })
                    .collect();
                words.join(" ")
            }
            Format::Rows => rows("_"),
            Format::Side if size.width() == size.height() => {
                format!("{}\n{}", size.width(), rows("0"))
            }
            Format::Side | Format::Dims => {
                format!("{} {}\n{}", size.height(), size.width(), rows("0"))
            }
            Format::Json => serde_json::to_string(board).expect("a board serializes"),
        }
    }

    /// Reads a board written in this format. `size` is needed by the one-line formats when
    /// the board is not square; the other formats carry their size and check it against
    /// `size` when one is given.
    pub fn read(self, text: &str, size: Option<Size>) -> Result<Board, BoardError> {
        match self {
            Format::Json => read_json(text, size),
            Format::Line | Format::Uva => read_line(text, size),
            Format::Rows => read_rows(&tokenize(text)?, 0, size),
            Format::Side | Format::Dims => read_with_header(text, self, size),
        }
    }

    /// Guesses the format of `text` from its shape: `{` or `[` is JSON; one line is `Line`
    /// (`Uva` if the blank is an `x`); several lines are `Side` after a one-number first
    /// line, `Dims` after a two-number line `R C` followed by `R*C` numbers, else `Rows`.
    pub fn detect(text: &str) -> Format {
        if matches!(text.trim_start().chars().next(), Some('{' | '[')) {
            return Format::Json;
        }
        let Ok(lines) = tokenize(text) else {
            return Format::Line;
        };
        match lines.as_slice() {
            [] => Format::Line,
            [only] => {
                if only.words.iter().any(|w| w.text.eq_ignore_ascii_case("x")) {
                    Format::Uva
                } else {
                    Format::Line
                }
            }
            [first, rest @ ..] => {
                let count: usize = rest.iter().map(|l| l.words.len()).sum();
                let numbers: Vec<Option<usize>> =
                    first.words.iter().map(|w| w.text.parse().ok()).collect();
                match numbers.as_slice() {
                    [Some(_)] => Format::Side,
                    [Some(r), Some(c)]
                        if r.checked_mul(*c) == Some(count)
                            && rest.iter().all(|l| l.words.len() == *c) =>
                    {
                        Format::Dims
                    }
                    _ => Format::Rows,
                }
            }
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;

    /// `line`, `rows`, `side` (or `n`), `dims` (or `rc`), `uva`, `json`.
    fn from_str(text: &str) -> Result<Format, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "line" | "one-line" => Ok(Format::Line),
            "rows" | "grid" => Ok(Format::Rows),
            "side" | "n" => Ok(Format::Side),
            "dims" | "rc" | "r-c" => Ok(Format::Dims),
            "uva" | "x" => Ok(Format::Uva),
            "json" => Ok(Format::Json),
            other => Err(format!(
                "unknown format '{other}': use line, rows, side, dims, uva or json"
            )),
        }
    }
}

/// Reads a board in whichever format `text` is written (see [`Format::detect`]).
///
/// A rows board two columns wide can look like a `Dims` file (`3 2` over three rows of two);
/// when it does not read as one, it is read as rows.
pub fn parse_any(text: &str, size: Option<Size>) -> Result<Board, BoardError> {
    match Format::detect(text) {
        Format::Dims => Format::Dims
            .read(text, size)
            .or_else(|err| Format::Rows.read(text, size).map_err(|_| err)),
        format => format.read(text, size),
    }
}

impl Board {
    /// Reads a board in any of the [`Format`]s, guessing which from the text's shape;
    /// `size_hint` gives the size of a one-line board that is not square.
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Size};
    /// let wide = Board::parse_any("1 2 3 4 5 0", Some("3x2".parse().unwrap())).unwrap();
    /// assert_eq!((wide.width(), wide.height()), (3, 2));
    /// let rows = Board::parse_any("1 2 3\n4 5 _", None).unwrap();
    /// assert_eq!(rows, wide);
    /// ```
    pub fn parse_any(text: &str, size_hint: Option<Size>) -> Result<Board, BoardError> {
        parse_any(text, size_hint)
    }
}

/// The rows of a board, numbers right-aligned, the blank written `blank`.
fn rows_text(board: &Board, blank: &str) -> String {
    let digits = (board.cells() - 1).to_string().len();
    let mut out = String::new();
    for row in board.tiles().chunks(board.width()) {
        let cells: Vec<String> = row
            .iter()
            .map(|&t| {
                let word = if t == 0 {
                    blank.to_string()
                } else {
                    t.to_string()
                };
                format!("{word:>digits$}")
            })
            .collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

/// A word of the text and where it starts (line and column from 1).
#[derive(Clone, Copy, Debug)]
struct Word<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

/// A line with something on it, after its `#` comment is cut off.
#[derive(Debug)]
struct Line<'a> {
    number: usize,
    words: Vec<Word<'a>>,
}

/// A syntax error at `line` and `column`, said in English and in Russian.
fn syntax(line: usize, column: usize, en: impl Into<String>, ru: impl Into<String>) -> BoardError {
    BoardError::Syntax {
        line,
        column,
        message: en.into(),
        russian: ru.into(),
    }
}

/// Splits text into words (separated by white space or commas), dropping `#` comments and
/// empty lines.
fn tokenize(text: &str) -> Result<Vec<Line<'_>>, BoardError> {
    let mut lines = Vec::new();
    for (l, raw) in text.lines().enumerate() {
        let content = raw.split('#').next().unwrap_or("");
        let mut words = Vec::new();
        let mut start: Option<usize> = None;
        let mut column = 0;
        let chars: Vec<(usize, char)> = content.char_indices().collect();
        for (i, &(byte, c)) in chars.iter().enumerate() {
            let separator = c.is_whitespace() || c == ',';
            if !separator && start.is_none() {
                start = Some(byte);
                column = i + 1;
            }
            if let (true, Some(s)) = (separator, start) {
                words.push(Word {
                    text: &content[s..byte],
                    line: l + 1,
                    column,
                });
                start = None;
            }
        }
        if let Some(s) = start {
            words.push(Word {
                text: &content[s..],
                line: l + 1,
                column,
            });
        }
        if !words.is_empty() {
            lines.push(Line {
                number: l + 1,
                words,
            });
        }
    }
    Ok(lines)
}

/// Reads one cell: a tile number, or the blank as `0`, `_`, `.` or `x`.
fn cell(word: &Word) -> Result<usize, BoardError> {
    match word.text {
        "_" | "." | "x" | "X" => Ok(0),
        text => text.parse::<usize>().map_err(|_| {
            syntax(
                word.line,
                word.column,
                format!("'{text}' is not a tile number (write the blank as 0, _, . or x)"),
                format!("«{text}» — не номер фишки (пустое место пишется как 0, _, . или x)"),
            )
        }),
    }
}

/// Builds a board of `size` from its words, checking count, range and repeats with the
/// position of each mistake. `end` is where the text ends, for a board that is too short.
fn board_from_words(size: Size, words: &[Word], end: (usize, usize)) -> Result<Board, BoardError> {
    let cells = size.cells();
    if words.is_empty() {
        return Err(BoardError::Empty);
    }
    if let Some(extra) = words.get(cells) {
        return Err(syntax(
            extra.line,
            extra.column,
            format!(
                "one number too many: a {size} board has {cells} cells, and this is number {}",
                cells + 1
            ),
            format!(
                "лишнее число: на доске {size} {cells} {}, а это число № {}",
                crate::error::cells_ru(cells),
                cells + 1
            ),
        ));
    }
    let mut first_seen: Vec<Option<&Word>> = vec![None; cells];
    let mut tiles = Vec::with_capacity(cells);
    for word in words {
        let tile = cell(word)?;
        if tile >= cells {
            return Err(syntax(
                word.line,
                word.column,
                format!(
                    "tile {tile} is out of range: a {size} board holds the tiles 1..{} and 0 for the blank",
                    cells - 1
                ),
                format!(
                    "фишки {tile} нет на доске {size}: на ней фишки 1..{} и 0, пустое место",
                    cells - 1
                ),
            ));
        }
        if let Some(first) = first_seen[tile] {
            let (what, what_ru) = if tile == 0 {
                (
                    "the blank appears twice".to_string(),
                    "пустое место встречается дважды".to_string(),
                )
            } else {
                (
                    format!("tile {tile} appears twice"),
                    format!("фишка {tile} встречается дважды"),
                )
            };
            return Err(syntax(
                word.line,
                word.column,
                format!(
                    "{what} (first at line {}, column {})",
                    first.line, first.column
                ),
                format!(
                    "{what_ru} (впервые в строке {}, столбце {})",
                    first.line, first.column
                ),
            ));
        }
        first_seen[tile] = Some(word);
        tiles.push(tile);
    }
    if tiles.len() < cells {
        return Err(syntax(
            end.0,
            end.1,
            format!(
                "the board ends after {} numbers, but a {size} board has {cells} cells",
                tiles.len()
            ),
            format!(
                "доска кончилась, а чисел было {}: на доске {size} {cells} {}",
                tiles.len(),
                crate::error::cells_ru(cells)
            ),
        ));
    }
    Board::new(size, tiles)
}

/// Where the text ends: just after the last word.
fn end_of(lines: &[Line]) -> (usize, usize) {
    lines
        .last()
        .and_then(|l| l.words.last())
        .map(|w| (w.line, w.column + w.text.chars().count()))
        .unwrap_or((1, 1))
}

fn read_line(text: &str, size: Option<Size>) -> Result<Board, BoardError> {
    let lines = tokenize(text)?;
    let words: Vec<Word> = lines.iter().flat_map(|l| l.words.iter().copied()).collect();
    if words.is_empty() {
        return Err(BoardError::Empty);
    }
    let size = match size {
        Some(size) => size,
        None => Size::from_cells(words.len()).ok_or(BoardError::NotSquare(words.len()))?,
    };
    board_from_words(size, &words, end_of(&lines))
}

/// Reads the rows in `lines[skip..]`: each must be as long as the first.
fn read_rows(lines: &[Line], skip: usize, size: Option<Size>) -> Result<Board, BoardError> {
    let rows = &lines[skip.min(lines.len())..];
    let Some(first) = rows.first() else {
        return Err(BoardError::Empty);
    };
    let width = first.words.len();
    for row in rows {
        if row.words.len() != width {
            let w = row.words.get(width).unwrap_or(&row.words[0]);
            return Err(syntax(
                row.number,
                w.column,
                format!(
                    "this row has {} numbers, but the first row (line {}) has {width}",
                    row.words.len(),
                    first.number
                ),
                format!(
                    "чисел в этом ряду {}, а в первом (строка {}) — {width}",
                    row.words.len(),
                    first.number
                ),
            ));
        }
    }
    let found = Size::new(width, rows.len())?;
    if let Some(wanted) = size {
        if wanted != found {
            return Err(syntax(
                first.number,
                1,
                format!("the rows make a {found} board, but a {wanted} board was asked for"),
                format!("ряды дают доску {found}, а нужна доска {wanted}"),
            ));
        }
    }
    let words: Vec<Word> = rows.iter().flat_map(|l| l.words.iter().copied()).collect();
    board_from_words(found, &words, end_of(lines))
}

/// Reads the `Side` (`N`) or `Dims` (`R C`) header, then the rows it announces.
fn read_with_header(text: &str, format: Format, size: Option<Size>) -> Result<Board, BoardError> {
    let lines = tokenize(text)?;
    let Some(header) = lines.first() else {
        return Err(BoardError::Empty);
    };
    // Either header is accepted whichever format was asked for: `Side` writes a rectangular
    // board with an `R C` header.
    let wanted = match (format, header.words.len()) {
        (_, n @ (1 | 2)) => n,
        (Format::Side, _) => 1,
        _ => 2,
    };
    let (what, what_ru) = if wanted == 1 {
        ("the side N", "сторону N")
    } else {
        ("the rows and columns R C", "число рядов и столбцов R C")
    };
    if header.words.len() != wanted {
        let w = header.words.get(wanted).unwrap_or(&header.words[0]);
        return Err(syntax(
            header.number,
            w.column,
            format!(
                "the first line must hold {what} only, but it has {} words",
                header.words.len()
            ),
            format!(
                "в первой строке должно быть только {what_ru}, а в ней слов: {}",
                header.words.len()
            ),
        ));
    }
    let mut numbers = Vec::new();
    for w in &header.words {
        let n: usize = w.text.parse().map_err(|_| {
            syntax(
                w.line,
                w.column,
                format!(
                    "'{}' is not a number: the first line must hold {what}",
                    w.text
                ),
                format!(
                    "«{}» — не число: в первой строке должно быть {what_ru}",
                    w.text
                ),
            )
        })?;
        numbers.push(n);
    }
    let (rows, columns) = match numbers[..] {
        [n] => (n, n),
        [r, c] => (r, c),
        _ => unreachable!("the header has one or two numbers"),
    };
    let announced = Size::new(columns, rows)
        .map_err(|e| syntax(header.number, 1, e.to_string(), e.say(Lang::Ru)))?;
    let body = &lines[1..];
    if body.len() != rows {
        let (line, column) = match body.get(rows) {
            Some(extra) => (extra.number, 1),
            None => end_of(&lines),
        };
        return Err(syntax(
            line,
            column,
            format!(
                "the first line announces {rows} rows, but {} follow",
                body.len()
            ),
            format!(
                "первая строка обещает рядов: {rows}, а за ней их {}",
                body.len()
            ),
        ));
    }
    let board = read_rows(&lines, 1, Some(announced))?;
    if let Some(hint) = size {
        if hint != announced {
            return Err(syntax(
                header.number,
                1,
                format!("the file holds a {announced} board, but a {hint} board was asked for"),
                format!("в файле доска {announced}, а нужна доска {hint}"),
            ));
        }
    }
    Ok(board)
}

/// The object form of a board in JSON, as `Board` serializes.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonBoard {
    width: usize,
    height: usize,
    tiles: Vec<usize>,
}

/// Reads JSON: a syntax error names its line and column; a value of the wrong shape or a
/// wrong set of tiles is explained without one.
fn read_json(text: &str, size: Option<Size>) -> Result<Board, BoardError> {
    use serde_json::Value;
    if text.trim().is_empty() {
        return Err(BoardError::Empty);
    }
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        let message = match message.rfind(" at line ") {
            Some(cut) => message[..cut].to_string(),
            None => message,
        };
        syntax(
            e.line().max(1),
            e.column().max(1),
            format!("JSON: {message}"),
            format!("JSON: {message} (сообщение разборщика JSON)"),
        )
    })?;
    let shape = |e: serde_json::Error| {
        syntax(
            1,
            1,
            format!("JSON: {e}"),
            format!("JSON: {e} (сообщение разборщика JSON)"),
        )
    };
    let board = match value {
        Value::Array(ref items) if items.iter().all(Value::is_array) && !items.is_empty() => {
            let rows: Vec<Vec<usize>> = serde_json::from_value(value).map_err(shape)?;
            let width = rows[0].len();
            if let Some(bad) = rows.iter().position(|r| r.len() != width) {
                return Err(syntax(
                    1,
                    1,
                    format!(
                        "JSON: row {} has {} numbers, but the first row has {width}",
                        bad + 1,
                        rows[bad].len()
                    ),
                    format!(
                        "JSON: чисел в ряду {} — {}, а в первом — {width}",
                        bad + 1,
                        rows[bad].len()
                    ),
                ));
            }
            Board::new(Size::new(width, rows.len())?, rows.concat())?
        }
        Value::Array(_) => {
            let tiles: Vec<usize> = serde_json::from_value(value).map_err(shape)?;
            match size {
                Some(size) => Board::new(size, tiles)?,
                None => Board::from_tiles(tiles)?,
            }
        }
        _ => {
            let full: JsonBoard = serde_json::from_value(value).map_err(shape)?;
            Board::new(Size::new(full.width, full.height)?, full.tiles)?
        }
    };
    if let Some(hint) = size {
        if hint != board.size() {
            return Err(syntax(
                1,
                1,
                format!(
                    "JSON: the board is {}, but a {hint} board was asked for",
                    board.size()
                ),
                format!("JSON: доска {}, а нужна доска {hint}", board.size()),
            ));
        }
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eight() -> Board {
        "1 2 3 4 5 6 7 8 0".parse().unwrap()
    }

    #[test]
    fn detects_every_format() {
        let b = eight();
        for f in Format::ALL {
            let text = f.write(&b);
            assert_eq!(Format::detect(&text), f, "{text}");
            assert_eq!(parse_any(&text, None).unwrap(), b, "{f}");
        }
    }

    #[test]
    fn side_file_with_comments() {
        let text =
            "# the lesson's goal\n4 # side\n 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  .\n";
        let b = parse_any(text, None).unwrap();
        assert_eq!(b.to_string(), "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
    }

    #[test]
    fn rectangular_dims_file() {
        let b = parse_any("2 3\n1 2 3\n4 5 0\n", None).unwrap();
        assert_eq!((b.width(), b.height()), (3, 2));
        assert_eq!(Format::Side.write(&b), "2 3\n1 2 3\n4 5 0\n");
    }

    #[test]
    fn json_shapes() {
        let flat = parse_any("[1, 2, 3, 0]", None).unwrap();
        let rows = parse_any("[[1, 2], [3, 0]]", None).unwrap();
        assert_eq!(flat, rows);
        let err = parse_any(
            "{\"width\": 2, \"height\": 2,\n \"tiles\": [1, 2, 3]}",
            None,
        );
        assert!(matches!(err, Err(BoardError::WrongCount { .. })));
        let err = parse_any("{\"width\": 2,\n \"tiles\": [1, 2 3]}", None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 17: JSON: expected `,` or `]`"
        );
    }

    #[test]
    fn columns_count_characters() {
        let err = parse_any("1 2 3 4 5 6 7 8 й", None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 17: 'й' is not a tile number (write the blank as 0, _, . or x)"
        );
    }
}
