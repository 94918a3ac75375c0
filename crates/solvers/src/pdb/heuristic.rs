//! The pattern databases as a heuristic of the one fast IDA* ([`crate::sliding::ida_with`]).
//!
//! A move shifts one tile, so it changes the placement of one pattern only: the heuristic
//! recomputes that pattern's index (a sum of a digit times its unit for each tile, the digits
//! computed side by side) and reads one byte, for the plain board
//! and for its reflection about the main diagonal. The reflected lookup is made only when the
//! plain sum leaves the position inside the search's bound: a position cut off on the plain sum
//! never pays for the second one.

use puzzlelab_rules::Board;

use super::error::PdbError;
use super::PatternDb;
use crate::search::{Limits, Observer, Outcome};
use crate::sliding::pruning::MovePruning;
use crate::sliding::{ida_interleaved, ida_parallel, ida_with, Incremental, Position};

/// The most patterns one sum may have (6-6-6-6 has four; the state a search copies per
/// position stays within two machine words).
pub const MAX_PATTERNS: usize = 6;

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

/// The tiles of each pattern, in hash order, in fixed arrays (no pointer to follow), with what
/// one unit of each tile's digit is worth in the pattern's index. A pattern of fewer than
/// [`MAX_TILES`] tiles is padded with the blank, its digits worth nothing, so that every index is
/// a straight sum of a fixed number of terms.
#[derive(Clone, Debug, Default)]
struct PatternTiles {
    tiles: [[u8; MAX_TILES]; SLOTS],
    len: [u8; SLOTS],
    unit: [[usize; MAX_TILES]; SLOTS],
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
            t.len[p] = tiles.len() as u8;
            t.unit[p] = super::index::units(cells, tiles.len());
        }
        t
    }

    #[inline(always)]
    fn of(&self, p: usize) -> &[u8] {
        let p = p & (SLOTS - 1);
        &self.tiles[p][..(self.len[p] as usize).min(MAX_TILES)]
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
/// [`Incremental`] heuristic: give it to [`ida`], or call [`PdbHeuristic::solve`].
#[derive(Debug)]
pub struct PdbHeuristic {
    dbs: Vec<PatternDb>,
    goal: Board,
    /// The goal's cells.
    cells: usize,
    /// The tiles of each pattern, in hash order.
    tiles: PatternTiles,
    /// `owner[t]`: the pattern that holds tile `t` (unused for the blank).
    owner: ByCell,
    reflection: Option<Reflection>,
    /// Whether [`PdbHeuristic::solve`] prunes moves by the shared machine.
    prunes: bool,
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
            cells: n,
            goal,
            narrow: tiles.iter().all(|t| t.len() <= NARROW),
            reflection,
            prunes: true,
        })
    }

    /// The same heuristic without the reflected lookup: the plain sum alone (to measure what the
    /// reflection saves).
    pub fn without_reflection(mut self) -> PdbHeuristic {
        self.reflection = None;
        self
    }

    /// The same solver without the move-pruning machine: its searches skip only the move
    /// straight back (to measure what the machine saves, and to count nodes as the literature's
    /// plain IDA* does).
    pub fn without_pruning(mut self) -> PdbHeuristic {
        self.prunes = false;
        self
    }

    /// Whether [`PdbHeuristic::solve`] prunes move strings ([`MovePruning::shared`]).
    pub fn prunes(&self) -> bool {
        self.prunes
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

    /// A shortest solution of `board` by the fast IDA* over this heuristic, the moves pruned
    /// by the shared machine of [`MovePruning`] (unless [`PdbHeuristic::without_pruning`]),
    /// within `limits`; an error only for a board of another size than the databases'.
    pub fn solve<O: Observer<[u8]>>(
        &self,
        board: &Board,
        limits: &Limits,
        observer: &mut O,
    ) -> Result<Outcome<Board>, PdbError> {
        self.check_size(board)?;
        let pruning = self.pruning();
        Ok(ida_with(
            board, &self.goal, self, &pruning, limits, observer,
        ))
    }

    /// [`PdbHeuristic::solve`] on one thread per worker observer ([`ida_parallel`]): the same
    /// solution, found sooner on a hard board.
    pub fn solve_parallel<O: Observer<[u8]>, W: Observer<[u8]> + Send>(
        &self,
        board: &Board,
        limits: &Limits,
        observer: &mut O,
        workers: &mut [W],
    ) -> Result<Outcome<Board>, PdbError> {
        self.check_size(board)?;
        let pruning = self.pruning();
        Ok(ida_parallel(
            board, &self.goal, self, &pruning, limits, observer, workers,
        ))
    }

    /// Whether a batch is searched faster side by side ([`PdbHeuristic::solve_all`]) than one
    /// board at a time: when the tables are far larger than the caches (7-8, 6-6-6-6), so that
    /// nearly every read waits for the memory. With 6-6-3's 11 MB the lanes only cost: Korf's
    /// 100 took 4.61 CPU s side by side against 3.43 s one at a time (`docs/bench/korf.json`).
    pub fn gains_side_by_side(&self) -> bool {
        self.bytes() > 256 << 20
    }

    /// [`PdbHeuristic::solve`] on every board of `boards`, `lanes` of them at a time on this
    /// thread ([`ida_interleaved`]): the same solutions and node counts, found sooner where the
    /// tables are large ([`PdbHeuristic::gains_side_by_side`]). `observers[i]` hears board
    /// `i`; an error only for a board of another size than the databases'.
    ///
    /// # Panics
    /// If `observers` has not one observer per board.
    pub fn solve_all<O: Observer<[u8]>>(
        &self,
        boards: &[Board],
        limits: &Limits,
        lanes: usize,
        observers: &mut [O],
    ) -> Result<Vec<Outcome<Board>>, PdbError> {
        for board in boards {
            self.check_size(board)?;
        }
        let pruning = self.pruning();
        Ok(ida_interleaved(
            boards, &self.goal, self, &pruning, limits, lanes, observers,
        ))
    }

    /// The machine the searches prune moves by.
    fn pruning(&self) -> std::borrow::Cow<'static, MovePruning> {
        let size = self.goal.size();
        if self.prunes {
            std::borrow::Cow::Borrowed(MovePruning::shared(size))
        } else {
            std::borrow::Cow::Owned(MovePruning::none(size))
        }
    }

    fn check_size(&self, board: &Board) -> Result<(), PdbError> {
        if board.size() != self.goal.size() {
            return Err(PdbError::WrongSize {
                expected: self.goal.size().to_string(),
                found: board.size().to_string(),
            });
        }
        Ok(())
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

    /// The index of pattern `p` of `patterns`, `cell(t)` the cell of tile `t`: a sum of
    /// independent products (digit times unit), so that the processor computes the digits side
    /// by side instead of one after the other, over [`MAX_TILES`] terms or, when no pattern
    /// has more, [`NARROW`].
    #[inline(always)]
    fn fast_index(&self, patterns: &PatternTiles, p: usize, cell: impl Fn(u8) -> u8) -> usize {
        if self.narrow {
            index_of::<NARROW>(self.cells, patterns, p, cell)
        } else {
            index_of::<MAX_TILES>(self.cells, patterns, p, cell)
        }
    }
}

/// The index of pattern `p` of `patterns` on a board of `cells` cells, `cell(t)` the cell of
/// tile `t`, summed over the first `K` tiles of the padded pattern (on boards of up to 32
/// cells; larger ones are ranked as [`index::rank`](super::index::rank) does).
#[inline(always)]
fn index_of<const K: usize>(
    cells: usize,
    patterns: &PatternTiles,
    p: usize,
    cell: impl Fn(u8) -> u8,
) -> usize {
    /// A one in every four-bit count.
    const ONES: u128 = u128::MAX / 15;
    let p = p & (SLOTS - 1);
    let (tiles, unit) = (&patterns.tiles[p], &patterns.unit[p]);
    let mut index = 0usize;
    if cells <= 16 {
        let mut below = 0u64; // four bits a cell: the cells placed below it
        for i in 0..K {
            let c = cell(tiles[i]);
            let shift = 4 * (c as u32 & 15);
            let digit = (c as usize).wrapping_sub(((below >> shift) & 15) as usize);
            index = index.wrapping_add(digit.wrapping_mul(unit[i]));
            below += (ONES as u64) << shift << 4;
        }
    } else if cells <= 32 {
        let mut below = 0u128;
        for i in 0..K {
            let c = cell(tiles[i]);
            let shift = 4 * (c as u32 & 31);
            let digit = (c as usize).wrapping_sub(((below >> shift) & 15) as usize);
            index = index.wrapping_add(digit.wrapping_mul(unit[i]));
            below += ONES << shift << 4;
        }
    } else {
        let placed: Vec<u8> = patterns.of(p).iter().map(|&t| cell(t)).collect();
        index = super::index::rank(&placed, cells); // boards past 32 cells
    }
    index
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

    #[inline]
    fn moved(
        &self,
        s: PdbState,
        at: &Position<'_>,
        tile: u8,
        from: usize,
        to: usize,
        limit: u32,
    ) -> PdbState {
        self.moved_read(s, at, tile, from, to, limit, [None, None])
    }

    /// The moved tile's pattern looked up again, plain and reflected: the entries `reads`
    /// handed over where there are any, and the reflected one only if the plain sum leaves the
    /// position inside the bound.
    #[inline]
    fn moved_read(
        &self,
        mut s: PdbState,
        at: &Position<'_>,
        tile: u8,
        _from: usize,
        _to: usize,
        limit: u32,
        reads: [Option<&u8>; 2],
    ) -> PdbState {
        let p = self::at(&self.owner, tile) as usize & (SLOTS - 1);
        let plain = reads[0].map_or_else(|| self.plain_value(p, at), |&v| v);
        s.plain.set(p, plain);
        if let Some(r) = &self.reflection {
            if s.plain.sum() > limit {
                s.reflected = Values(0); // cut off: only the value is read, the plain sum bounds it
                return s;
            }
            let rp = self::at(&r.owner, tile) as usize & (SLOTS - 1);
            let reflected = reads[1].map_or_else(|| self.reflected_value(r, rp, at), |&v| v);
            s.reflected.set(rp, reflected);
        }
        s
    }

    /// The entries the move's `moved` reads: the moved tile's pattern, plain and reflected.
    #[inline]
    fn reads(
        &self,
        _s: PdbState,
        at: &Position<'_>,
        tile: u8,
        _from: usize,
        _to: usize,
    ) -> [Option<&u8>; 2] {
        let p = self::at(&self.owner, tile) as usize & (SLOTS - 1);
        let index = self.plain_index(p, at);
        let plain = self.dbs[p].values().get(index);
        let reflected = self.reflection.as_ref().and_then(|r| {
            let rp = self::at(&r.owner, tile) as usize & (SLOTS - 1);
            self.dbs[rp].values().get(self.reflected_index(r, rp, at))
        });
        [plain, reflected]
    }

    #[inline(always)]
    fn value(&self, s: PdbState) -> u32 {
        s.plain.sum().max(s.reflected.sum())
    }

    fn bytes(&self) -> u64 {
        self.dbs.iter().map(|db| db.bytes() as u64).sum()
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
                let cut = pdb.value(pdb.moved(state, &at, tile, from, to, limit));
                assert!(cut <= pdb.value(fresh), "{board}");
                assert!(cut > limit || cut == pdb.value(fresh), "{board}");
                state = pdb.moved(state, &at, tile, from, to, u32::MAX);
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
                    let rank = crate::pdb::index::rank(&placed, cells);
                    let cell = |t: u8| places[t as usize];
                    assert_eq!(index_of::<MAX_TILES>(cells, &patterns, 0, cell), rank);
                    if k <= NARROW {
                        assert_eq!(index_of::<NARROW>(cells, &patterns, 0, cell), rank);
                    }
                }
            }
        }
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
