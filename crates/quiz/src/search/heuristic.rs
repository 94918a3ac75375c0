//! What a heuristic says of a board, worked by hand: the Manhattan distance (rows plus columns,
//! tile by tile), linear conflicts (two more moves for each tile that must step out of its
//! line to let another pass) and pattern databases (each pattern's table value, the disjoint
//! patterns summed, the larger of the sums on the board and on its reflection).

use std::ops::RangeInclusive;
use std::sync::OnceLock;

use puzzlelab_rules::{shuffle, Board, Lang, Size};
use puzzlelab_solvers::heuristics::{line_conflicts, linear_conflict, manhattan};
use puzzlelab_solvers::pdb::file::Building;
use puzzlelab_solvers::solve::{HeuristicChoice, PdbName};
use puzzlelab_solvers::{Ready, Tables};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::{goal, messages, named, size, walk_between, Measured, TRIES};
use crate::{Form, Level, Made};

/// One tile away from its goal place: the tile, and the rows and columns between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Away {
    /// The tile.
    pub tile: u8,
    /// Rows between its place and its goal place.
    pub rows: usize,
    /// Columns between.
    pub cols: usize,
}

/// A row or a column whose own tiles stand out of goal order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Conflict {
    /// A row (or else a column).
    pub row: bool,
    /// Which, from 1.
    pub number: usize,
    /// The tiles of this line that stand in it, in the order they stand.
    pub tiles: Vec<u8>,
    /// How many of them must step out: the line's tiles less its longest run in goal order.
    pub out: usize,
}

/// The pattern databases' lookups on a board and on its reflection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Lookups {
    /// Each pattern's tiles.
    pub patterns: Vec<Vec<u8>>,
    /// Each pattern's value on the board.
    pub plain: Vec<u8>,
    /// The board reflected about the main diagonal, its tiles renamed so the goal stays the goal.
    pub reflected_board: Board,
    /// Each pattern's value on the reflected board.
    pub reflected: Vec<u8>,
}

/// How the value is worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Worked {
    /// The Manhattan distance: every tile away from its place.
    Manhattan(Vec<Away>),
    /// Linear conflicts: the Manhattan part and the lines in conflict.
    LinearConflict(Vec<Away>, Vec<Conflict>),
    /// The 8-puzzle's pattern databases 4-4.
    Pdb(Lookups),
}

/// A heuristic question: the value of `board` by one heuristic.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    for _ in 0..TRIES {
        let Some((board, worked, value, measured)) = draw(level, rng) else {
            continue;
        };
        let (text, explanation) = messages::heuristic(lang, &board, &worked, value);
        let answer = value.to_string();
        return Some(Made::one_answer(
            Form::Number,
            text,
            Some(board.to_string()),
            answer,
            explanation,
            measured,
        ));
    }
    None
}

/// An instance drawn: the board, how its value is worked out, the value, what was measured.
type Drawn = (Board, Worked, usize, Measured);

/// One instance of `level`, or `None` when the draw falls outside the level.
fn draw(level: Level, rng: &mut ChaCha8Rng) -> Option<Drawn> {
    let eight = Size::EIGHT;
    match level {
        Level::Easy => {
            let board = walk_between(rng, eight, 3, 10);
            let value = manhattan(&board, &goal(eight));
            let away = away(&board);
            let fits = (2..=8).contains(&value);
            let measured = named(&[
                ("cells", 9),
                ("manhattan", value),
                ("tiles-away", away.len()),
            ]);
            fits.then_some((board, Worked::Manhattan(away), value, measured))
        }
        Level::Medium => conflicts(rng, eight, 1..=2),
        Level::Hard if rng.gen_bool(0.5) => conflicts(rng, size(4, 4), 2..=4),
        Level::Hard => pattern_databases(rng),
    }
}

/// Linear conflicts on a uniformly shuffled board of `size` with `wanted` tiles stepping out.
fn conflicts(rng: &mut ChaCha8Rng, size: Size, wanted: RangeInclusive<usize>) -> Option<Drawn> {
    let goal = goal(size);
    let board = shuffle::uniform(rng, &goal);
    let value = linear_conflict(&board, &goal);
    let (away, lines) = (away(&board), lines(&board));
    let out: usize = lines.iter().map(|l| l.out).sum();
    let worked_out = manhattan(&board, &goal) + 2 * out == value;
    let measured = named(&[
        ("cells", size.cells()),
        ("manhattan", manhattan(&board, &goal)),
        ("conflicts", out),
    ]);
    let fits = worked_out && wanted.contains(&out);
    fits.then_some((board, Worked::LinearConflict(away, lines), value, measured))
}

/// The 8-puzzle's pattern databases 4-4 on a uniformly shuffled board whose reflected sum
/// is the larger, so that a student who sums the board's values alone falls short.
fn pattern_databases(rng: &mut ChaCha8Rng) -> Option<Drawn> {
    let goal = goal(Size::EIGHT);
    let board = shuffle::uniform(rng, &goal);
    let ready = eight_pdb()?;
    let Ready::Pdb(_, pdb) = &ready else {
        return None;
    };
    let found = pdb.lookups(&board);
    let reflected = found.reflected?;
    // each pattern's tiles in order, the patterns by their first tile
    let mut patterns: Vec<(Vec<u8>, u8, u8)> = pdb
        .databases()
        .iter()
        .enumerate()
        .map(|(p, db)| {
            let mut tiles = db.pattern().tiles().to_vec();
            tiles.sort_unstable();
            (tiles, found.plain[p], reflected[p])
        })
        .collect();
    patterns.sort();
    let lookups = Lookups {
        patterns: patterns.iter().map(|p| p.0.clone()).collect(),
        plain: patterns.iter().map(|p| p.1).collect(),
        reflected_board: reflect(&board),
        reflected: patterns.iter().map(|p| p.2).collect(),
    };
    let (plain, mirrored) = (sum(&lookups.plain), sum(&lookups.reflected));
    let value = ready.estimate(&board, &goal);
    let measured = named(&[("cells", 9), ("plain", plain), ("reflected", mirrored)]);
    let fits = plain < mirrored && value == mirrored;
    fits.then_some((board, Worked::Pdb(lookups), value, measured))
}

/// The 8-puzzle's pattern databases 4-4 (tiles 1-4 and 5-8), built in memory once for the
/// process: a few thousand entries each, built in milliseconds.
pub(super) fn eight_pdb() -> Option<Ready> {
    static PDB: OnceLock<Option<Ready>> = OnceLock::new();
    PDB.get_or_init(|| {
        let mut tables = Tables::in_memory(Building::default(), Box::new(|_| {}));
        let name = HeuristicChoice::Pdb(PdbName::parse("pdb:44")?);
        tables.ready(name, &goal(Size::EIGHT)).ok()
    })
    .clone()
}

/// Every tile away from its goal place, in tile order.
fn away(board: &Board) -> Vec<Away> {
    let size = board.size();
    let goal = goal(size);
    let mut away: Vec<Away> = board
        .tiles()
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != 0)
        .map(|(cell, &tile)| {
            let home = goal.position_of(tile as usize);
            Away {
                tile,
                rows: size.row(cell).abs_diff(size.row(home)),
                cols: size.col(cell).abs_diff(size.col(home)),
            }
        })
        .filter(|a| a.rows + a.cols > 0)
        .collect();
    away.sort_by_key(|a| a.tile);
    away
}

/// Every row, then every column, whose own tiles stand out of goal order.
fn lines(board: &Board) -> Vec<Conflict> {
    let size = board.size();
    let goal = goal(size);
    let home = |t: u8| goal.position_of(t as usize);
    let mut conflicts = Vec::new();
    for row in [true, false] {
        let count = if row { size.height() } else { size.width() };
        let along = if row { size.width() } else { size.height() };
        for line in 0..count {
            let cell = |k: usize| match row {
                true => size.index(line, k),
                false => size.index(k, line),
            };
            let own = |&t: &u8| {
                t != 0
                    && (if row {
                        size.row(home(t))
                    } else {
                        size.col(home(t))
                    }) == line
            };
            let tiles: Vec<u8> = (0..along)
                .map(|k| board.tiles()[cell(k)])
                .filter(own)
                .collect();
            let places: Vec<u8> = tiles
                .iter()
                .map(|&t| {
                    if row {
                        size.col(home(t)) as u8
                    } else {
                        size.row(home(t)) as u8
                    }
                })
                .collect();
            let out = line_conflicts(&places);
            if out > 0 {
                conflicts.push(Conflict {
                    row,
                    number: line + 1,
                    tiles,
                    out,
                });
            }
        }
    }
    conflicts
}

/// `board` reflected about the main diagonal, each tile renamed as the goal's tile that the
/// reflection puts on its goal place, so that the goal reflects to itself.
pub(super) fn reflect(board: &Board) -> Board {
    let size = board.size();
    let goal = goal(size);
    let side = size.width();
    let across = |cell: usize| (cell % side) * side + cell / side;
    let rename = |t: u8| goal.tiles()[across(goal.position_of(t as usize))] as usize;
    let mut tiles = vec![0; board.cells()];
    for (cell, &t) in board.tiles().iter().enumerate() {
        tiles[across(cell)] = rename(t);
    }
    Board::new(size, tiles).expect("a reflection of a permutation is one")
}

/// The sum of table values.
fn sum(values: &[u8]) -> usize {
    values.iter().map(|&v| usize::from(v)).sum()
}
