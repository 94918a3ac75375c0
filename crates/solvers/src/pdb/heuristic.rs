//! The pattern databases as a heuristic of the one fast IDA* ([`crate::sliding::SlidingIda`]).
//!
//! A move shifts one tile, so it changes the placement of one pattern only: the heuristic
//! recomputes that pattern's index (a sum of a digit times its unit for each tile, the digits
//! computed side by side) and reads one byte, for the plain board
//! and for its reflection about the main diagonal. The reflected lookup is made only when the
//! plain sum leaves the position inside the search's bound: a position cut off on the plain sum
//! never pays for the second one. A search with other boards to work on meanwhile asks the
//! memory for both entries first ([`Prefetch`]) and reads them when they have arrived.

use puzzlelab_rules::Board;

use super::error::PdbError;
use super::index::Radix;
use super::PatternDb;
use crate::prefetch::prefetch;
use crate::sliding::{Incremental, Position, Prefetch, TileMove};

/// The most patterns one sum may have (6-6-6-6 has four; the state a search copies per
/// position stays within two machine words).
pub(crate) const MAX_PATTERNS: usize = 6;

/// A table by cell or by tile: 64 entries whatever the size, read with the index masked to 6
/// bits, so that the lookups of the search need no bounds checks.
type ByCell = [u8; 64];

#[inline(always)]
fn at(table: &ByCell, i: u8) -> u8 {
    table[(i & 63) as usize]
}

/// Slots for the patterns of one sum: a power of two at least [`MAX_PATTERNS`], so that a
/// pattern number read from a table is masked into range instead of checked.
const SLOTS: usize = 8;

/// The tiles of each pattern, in hash order, in fixed arrays (no pointer to follow), with the
/// radix of the pattern's index ([`Radix`]). A pattern of fewer than
/// [`MAX_TILES`] tiles is padded with the blank, its digits worth nothing, so that every index is
/// a straight sum of a fixed number of terms.
#[derive(Clone, Debug, Default)]
struct PatternTiles {
    tiles: [[u8; MAX_TILES]; SLOTS],
    radix: [Radix; SLOTS],
}

/// The most tiles of a pattern ([`super::MAX_PATTERN_TILES`]).
const MAX_TILES: usize = super::MAX_PATTERN_TILES;

/// The terms of an index when no pattern has more than this many tiles (5-5-5, 6-6-3,
/// 6-6-6-6): fewer padded terms to sum.
const NARROW: usize = 6;

impl PatternTiles {
    /// The patterns `patterns` on a board of `cells` cells.
    fn new(patterns: &[Vec<u8>], cells: usize) -> PatternTiles {
        let mut t = PatternTiles::default();
        for (p, tiles) in patterns.iter().enumerate() {
            t.tiles[p][..tiles.len()].copy_from_slice(tiles);
            t.radix[p] = Radix::new(cells, tiles.len());
        }
        t
    }
}

/// The transpose about the main diagonal with the tiles renamed so the goal maps to itself.
#[derive(Clone, Debug)]
struct Reflection {
    /// `cell[c]`: the cell `c` goes to.
    cell: ByCell,
    /// The tiles that become each pattern's tiles on the reflected board, in hash order.
    tiles: PatternTiles,
    /// `owner[t]`: the pattern that tile `t` belongs to once reflected.
    owner: ByCell,
}

/// The databases' values on one board (see [`PdbHeuristic::lookups`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lookups {
    /// Each database's value on the board.
    pub plain: Vec<u8>,
    /// Each database's value on the reflected board, when the heuristic reflects.
    pub reflected: Option<Vec<u8>>,
}

/// The sum of disjoint pattern databases, in max with the same sum on the reflected board where
/// the goal allows it (a square board whose goal has the blank on the main diagonal). An
/// [`Incremental`] heuristic that can [`Prefetch`]: give it to
/// [`SlidingIda`](crate::sliding::SlidingIda).
#[derive(Debug)]
pub struct PdbHeuristic {
    dbs: Vec<PatternDb>,
    goal: Board,
    /// The tiles of each pattern, in hash order.
    tiles: PatternTiles,
    /// `owner[t]`: the pattern that holds tile `t` (unused for the blank).
    owner: ByCell,
    reflection: Option<Reflection>,
    /// Whether every pattern has at most [`NARROW`] tiles.
    narrow: bool,
}

/// What the search keeps per position: each pattern's value on the plain and on the reflected
/// board, with their sums. Two machine words, so that the search passes it in registers.
#[derive(Clone, Copy, Debug, Default)]
pub struct PdbState {
    plain: Values,
    reflected: Values,
}

/// The values of up to [`MAX_PATTERNS`] patterns, a byte each in bits 0..48, and their sum in
/// bits 48..64.
#[derive(Clone, Copy, Debug, Default)]
struct Values(u64);

impl Values {
    #[inline(always)]
    fn get(self, p: usize) -> u8 {
        (self.0 >> (8 * p)) as u8
    }

    #[inline(always)]
    fn sum(self) -> u32 {
        (self.0 >> 48) as u32
    }

    /// Pattern `p`'s value becomes `v`, and the sum follows.
    #[inline(always)]
    fn set(&mut self, p: usize, v: u8) {
        let old = self.get(p) as u64;
        let cleared = self.0 & !(0xff << (8 * p));
        let sum = (self.sum() as u64 + v as u64 - old) << 48;
        self.0 = (cleared & ((1 << 48) - 1)) | ((v as u64) << (8 * p)) | sum;
    }
}

impl PdbHeuristic {
    /// The heuristic over `dbs`, which must share one goal and cover every tile exactly once.
    pub fn new(dbs: Vec<PatternDb>) -> Result<PdbHeuristic, PdbError> {
        let first = dbs.first().ok_or(PdbError::NotAPartition)?;
        let goal = first.pattern().goal().clone();
        let n = goal.cells();
        if dbs.len() > MAX_PATTERNS {
            return Err(PdbError::NotAPartition);
        }
        let mut owner = vec![u8::MAX; n];
        for (p, db) in dbs.iter().enumerate() {
            if db.pattern().goal() != &goal {
                return Err(PdbError::NotAPartition);
            }
            for &t in db.pattern().tiles() {
                if owner[t as usize] != u8::MAX {
                    return Err(PdbError::NotAPartition);
                }
                owner[t as usize] = p as u8;
            }
        }
        if (1..n).any(|t| owner[t] == u8::MAX) {
            return Err(PdbError::NotAPartition); // every tile but the blank must be counted
        }
        let tiles: Vec<Vec<u8>> = dbs.iter().map(|d| d.pattern().tiles().to_vec()).collect();
        let reflection = reflection_of(&goal, &tiles, &owner);
        let mut by_tile = [u8::MAX; 64];
        by_tile[..n].copy_from_slice(&owner);
        Ok(PdbHeuristic {
            tiles: PatternTiles::new(&tiles, n),
            owner: by_tile,
            dbs,
            goal,
            narrow: tiles.iter().all(|t| t.len() <= NARROW),
            reflection,
        })
    }

    /// The same heuristic without the reflected lookup: the plain sum alone (to measure what the
    /// reflection saves; [`SlidingIda::without_reflection`](crate::sliding::SlidingIda) asks for it).
    pub(crate) fn without_reflection(mut self) -> PdbHeuristic {
        self.reflection = None;
        self
    }

    /// Whether the reflected lookup is used (square board, goal blank on the diagonal).
    pub fn reflects(&self) -> bool {
        self.reflection.is_some()
    }

    /// The goal.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The databases.
    pub fn databases(&self) -> &[PatternDb] {
        &self.dbs
    }

    /// Each database's value on `board` (a board of the goal's size), in the order of
    /// [`PdbHeuristic::databases`], and on the board reflected about the main diagonal where
    /// the heuristic uses the reflection. The heuristic's value is the larger of the two sums.
    ///
    /// ```
    /// use puzzlelab_rules::{Board, Goal, Size};
    /// use puzzlelab_solvers::pdb::{build::build, Partition, PdbHeuristic};
    /// let goal = Goal::Standard.board(Size::EIGHT);
    /// let partition = Partition::named("44", &goal).unwrap();
    /// let dbs = partition.patterns().iter().map(|p| build(p, &mut |_| {})).collect();
    /// let pdb = PdbHeuristic::new(dbs).unwrap();
    /// let board: Board = "1 2 3 4 5 6 7 0 8".parse().unwrap();
    /// let lookups = pdb.lookups(&board);
    /// assert_eq!(lookups.plain.iter().map(|&v| u32::from(v)).sum::<u32>(), 1);
    /// ```
    pub fn lookups(&self, board: &Board) -> Lookups {
        let places = Position::places_of(board.tiles());
        let at = Position {
            tiles: board.tiles(),
            places: &places,
        };
        let patterns = 0..self.dbs.len();
        Lookups {
            plain: patterns.clone().map(|p| self.plain_value(p, &at)).collect(),
            reflected: self
                .reflection
                .as_ref()
                .map(|r| patterns.map(|p| self.reflected_value(r, p, &at)).collect()),
        }
    }

    /// The database value of pattern `p`: its tiles' cells, hashed, looked up.
    #[inline]
    fn plain_value(&self, p: usize, at: &Position<'_>) -> u8 {
        self.dbs[p].value(self.plain_index(p, at))
    }

    /// The index of pattern `p`'s placement.
    #[inline(always)]
    fn plain_index(&self, p: usize, at: &Position<'_>) -> usize {
        self.fast_index(&self.tiles, p, |t| at.place(t))
    }

    /// The value of pattern `p` on the reflected board: the tiles that become `p`'s tiles, at
    /// their transposed cells.
    #[inline]
    fn reflected_value(&self, r: &Reflection, p: usize, at: &Position<'_>) -> u8 {
        self.dbs[p].value(self.reflected_index(r, p, at))
    }

    /// The index of pattern `p`'s placement on the reflected board.
    #[inline(always)]
    fn reflected_index(&self, r: &Reflection, p: usize, at: &Position<'_>) -> usize {
        self.fast_index(&r.tiles, p, |t| self::at(&r.cell, at.place(t)))
    }

    /// The index of pattern `p` of `patterns`, `cell(t)` the cell of tile `t`, summed by
    /// [`Radix::index`] over [`MAX_TILES`] terms or, when no pattern has more, [`NARROW`].
    #[inline(always)]
    fn fast_index(&self, patterns: &PatternTiles, p: usize, cell: impl Fn(u8) -> u8) -> usize {
        let p = p & (SLOTS - 1);
        let (tiles, radix) = (&patterns.tiles[p], &patterns.radix[p]);
        if self.narrow {
            radix.index::<NARROW>(|i| cell(tiles[i]))
        } else {
            radix.index::<MAX_TILES>(|i| cell(tiles[i]))
        }
    }

    /// The state after the moved tile's pattern is looked up again: `plain(p)` gives pattern
    /// `p`'s value, `reflected(r, p)` its value on the reflected board, asked only if the plain
    /// sum leaves the position inside `limit`.
    #[inline(always)]
    fn update(
        &self,
        mut s: PdbState,
        tile: u8,
        limit: u32,
        plain: impl FnOnce(usize) -> u8,
        reflected: impl FnOnce(&Reflection, usize) -> u8,
    ) -> PdbState {
        let p = self::at(&self.owner, tile) as usize & (SLOTS - 1);
        s.plain.set(p, plain(p));
        if let Some(r) = &self.reflection {
            if s.plain.sum() > limit {
                s.reflected = Values(0); // cut off: only the value is read, the plain sum bounds it
                return s;
            }
            let rp = self::at(&r.owner, tile) as usize & (SLOTS - 1);
            s.reflected.set(rp, reflected(r, rp));
        }
        s
    }
}

impl Incremental for PdbHeuristic {
    type State = PdbState;
    const USES_PLACES: bool = true;

    fn full(&self, at: Position<'_>) -> PdbState {
        let mut s = PdbState::default();
        for p in 0..self.dbs.len() {
            s.plain.set(p, self.plain_value(p, &at));
            if let Some(r) = &self.reflection {
                s.reflected.set(p, self.reflected_value(r, p, &at));
            }
        }
        s
    }

    /// The moved tile's pattern looked up again, plain and reflected (the reflected one only if
    /// the plain sum leaves the position inside the bound).
    #[inline]
    fn moved(&self, s: PdbState, at: &Position<'_>, step: TileMove, limit: u32) -> PdbState {
        self.update(
            s,
            step.tile,
            limit,
            |p| self.plain_value(p, at),
            |r, rp| self.reflected_value(r, rp, at),
        )
    }

    #[inline(always)]
    fn value(&self, s: PdbState) -> u32 {
        s.plain.sum().max(s.reflected.sum())
    }

    fn bytes(&self) -> u64 {
        self.dbs.iter().map(|db| db.bytes() as u64).sum()
    }
}

/// Where the entries of one move's update are: the moved tile's pattern, plain and reflected
/// (what [`PdbHeuristic`]'s [`Prefetch::prefetch`] gives).
#[derive(Clone, Copy, Debug)]
pub struct Entries<'a> {
    plain: Option<&'a u8>,
    reflected: Option<&'a u8>,
}

impl Prefetch for PdbHeuristic {
    type Ahead<'a> = Entries<'a>;

    /// The entries the move's update reads, asked for: the moved tile's pattern, plain and
    /// reflected.
    #[inline]
    fn prefetch<'a>(&'a self, _s: PdbState, at: &Position<'_>, step: TileMove) -> Entries<'a> {
        let p = self::at(&self.owner, step.tile) as usize & (SLOTS - 1);
        let plain = self.dbs[p].values().get(self.plain_index(p, at));
        let reflected = self.reflection.as_ref().and_then(|r| {
            let rp = self::at(&r.owner, step.tile) as usize & (SLOTS - 1);
            self.dbs[rp].values().get(self.reflected_index(r, rp, at))
        });
        for entry in [plain, reflected].into_iter().flatten() {
            prefetch(entry);
        }
        Entries { plain, reflected }
    }

    /// [`Incremental::moved`] reading the entries `prefetch` asked for.
    #[inline]
    fn moved_prefetched<'a>(
        &'a self,
        s: PdbState,
        at: &Position<'_>,
        step: TileMove,
        limit: u32,
        ahead: Entries<'a>,
    ) -> PdbState {
        self.update(
            s,
            step.tile,
            limit,
            |p| ahead.plain.map_or_else(|| self.plain_value(p, at), |&v| v),
            |r, rp| {
                let value = || self.reflected_value(r, rp, at);
                ahead.reflected.map_or_else(value, |&v| v)
            },
        )
    }
}

/// The reflection about the main diagonal, if the goal maps to itself under it (the tiles
/// renamed): a square board whose goal has the blank on the diagonal.
fn reflection_of(goal: &Board, tiles: &[Vec<u8>], owner: &[u8]) -> Option<Reflection> {
    let (w, h) = (goal.width(), goal.height());
    if w != h {
        return None;
    }
    let mut cell = [0u8; 64];
    for (c, to) in cell.iter_mut().enumerate().take(w * w) {
        *to = ((c % w) * w + c / w) as u8;
    }
    let home = Position::places_of(goal.tiles());
    // rename[t]: tile t's name on the reflected board; original[u] the other way
    let rename: Vec<u8> = (0..w * w)
        .map(|t| goal.tiles()[cell[home[t] as usize] as usize])
        .collect();
    if rename[0] != 0 {
        return None;
    }
    let mut original = vec![0u8; w * w];
    for (t, &u) in rename.iter().enumerate() {
        original[u as usize] = t as u8;
    }
    let renamed: Vec<Vec<u8>> = tiles
        .iter()
        .map(|p| p.iter().map(|&u| original[u as usize]).collect())
        .collect();
    let mut reflected_owner = [u8::MAX; 64];
    for (t, o) in reflected_owner.iter_mut().enumerate().take(w * w) {
        *o = owner[rename[t] as usize];
    }
    Some(Reflection {
        tiles: PatternTiles::new(&renamed, w * w),
        owner: reflected_owner,
        cell,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdb::Pattern;
    use puzzlelab_rules::{Direction, Goal, Size};
    use rand::SeedableRng;

    #[test]
    fn the_lookups_are_the_databases_own_on_any_board() {
        for side in [4, 5] {
            lookups_are_the_databases_own(side);
        }
    }

    #[test]
    fn a_moved_state_is_the_state_computed_from_scratch() {
        for side in [3, 4, 5] {
            let pdb = identity_tables(side);
            assert!(pdb.reflects());
            let goal = pdb.goal().clone();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(side as u64);
            let mut board = puzzlelab_rules::shuffle::uniform(&mut rng, &goal);
            let places = Position::places_of(board.tiles());
            let mut state = pdb.full(Position {
                tiles: board.tiles(),
                places: &places,
            });
            for _ in 0..2000 {
                let moves: Vec<Direction> = board.legal_moves().collect();
                let dir = moves[rand::Rng::gen_range(&mut rng, 0..moves.len())];
                let to = board.blank();
                board.apply(dir).unwrap();
                let (from, tile) = (board.blank(), board.tiles()[to]);
                let places = Position::places_of(board.tiles());
                let at = Position {
                    tiles: board.tiles(),
                    places: &places,
                };
                let fresh = pdb.full(at);
                // under a limit the state may stop refining, but never passes the estimate
                let limit = rand::Rng::gen_range(&mut rng, 0..=pdb.value(fresh) + 1);
                let step = TileMove { tile, from, to };
                let cut = pdb.value(pdb.moved(state, &at, step, limit));
                assert!(cut <= pdb.value(fresh), "{board}");
                assert!(cut > limit || cut == pdb.value(fresh), "{board}");
                let ahead = pdb.prefetch(state, &at, step);
                let prefetched = pdb.moved_prefetched(state, &at, step, u32::MAX, ahead);
                state = pdb.moved(state, &at, step, u32::MAX);
                assert_eq!(prefetched.plain.0, state.plain.0, "{board}");
                assert_eq!(prefetched.reflected.0, state.reflected.0, "{board}");
                assert_eq!(state.plain.0, fresh.plain.0, "{board}");
                assert_eq!(state.reflected.0, fresh.reflected.0, "{board}");
            }
        }
    }

    #[test]
    fn the_summed_index_is_the_rank_of_every_pattern_size() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for cells in [9, 16, 25, 36] {
            for k in 1..=MAX_TILES {
                for _ in 0..300 {
                    let mut places: Vec<u8> = (0..cells as u8).collect();
                    rand::seq::SliceRandom::shuffle(&mut places[..], &mut rng);
                    // tile t stands on places[t]; the pattern is tiles 1..=k in a random order
                    let mut tiles: Vec<u8> = (1..=k as u8).collect();
                    rand::seq::SliceRandom::shuffle(&mut tiles[..], &mut rng);
                    let patterns = PatternTiles::new(&[tiles.clone()], cells);
                    let placed: Vec<u8> = tiles.iter().map(|&t| places[t as usize]).collect();
                    let rank = horner(&placed, cells);
                    assert_eq!(crate::pdb::index::rank(&placed, cells), rank);
                    let (padded, radix) = (&patterns.tiles[0], &patterns.radix[0]);
                    let cell = |i: usize| places[padded[i] as usize];
                    assert_eq!(radix.index::<MAX_TILES>(cell), rank);
                    if k <= NARROW {
                        assert_eq!(radix.index::<NARROW>(cell), rank);
                    }
                }
            }
        }
    }

    /// The index of a placement as a number in the mixed radix, most significant digit first:
    /// the definition, computed another way than [`Radix::index`].
    fn horner(cells: &[u8], n: usize) -> usize {
        let mut index = 0;
        for (i, &cell) in cells.iter().enumerate() {
            let below: usize = cells[..i].iter().map(|&c| usize::from(c < cell)).sum();
            index = index * (n - i) + cell as usize - below;
        }
        index
    }

    /// A heuristic on a board of `side` by `side`, its tiles in up to six patterns, each
    /// entry of the tables its own index mod 251 (so that a wrong index shows).
    fn identity_tables(side: usize) -> PdbHeuristic {
        let size = Size::new(side, side).unwrap();
        let goal = Goal::BlankFirst.board(size);
        let tiles: Vec<u8> = (1..(side * side) as u8).collect();
        let dbs = tiles
            .chunks(tiles.len().div_ceil(MAX_PATTERNS))
            .map(|run| {
                let pattern = Pattern::new(&goal, run.to_vec()).unwrap();
                let values = (0..pattern.entries()).map(|i| (i % 251) as u8).collect();
                PatternDb::from_values(pattern, values)
            })
            .collect();
        PdbHeuristic::new(dbs).unwrap()
    }

    /// The heuristic's hash against [`index::rank`](crate::pdb::index::rank) on a board of
    /// `side` by `side`, its tiles in six patterns.
    fn lookups_are_the_databases_own(side: usize) {
        let pdb = identity_tables(side);
        let goal = pdb.goal().clone();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..200 {
            let board = puzzlelab_rules::shuffle::uniform(&mut rng, &goal);
            let lookups = pdb.lookups(&board);
            let own: Vec<u8> = pdb.databases().iter().map(|db| db.lookup(&board)).collect();
            assert_eq!(lookups.plain, own, "{board}");
        }
    }
}
