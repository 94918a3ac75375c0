//! Move pruning by a finite-state machine: a depth-first search that never walks a move string
//! known to lead nowhere new.
//!
//! IDA* keeps no record of the positions it has seen, so it reaches most of them along many
//! paths. Going straight back is the shortest such path, and every search here skips it. Longer
//! ones are just as useless: sliding the blank three times around a 2x2 block puts every tile
//! back, and going halfway round one way lands where halfway round the other way does. Such a
//! string of moves is *forbidden* when, from the cell the blank starts on, another string legal
//! from there gives the same position and is shorter, or as long and earlier in the search's move
//! order (`U D L R`). The earliest shortest path to any position contains no forbidden string
//! (replacing the string by its better twin would give a shorter or an earlier path), so a
//! search that skips every move completing a forbidden string still finds every position at its
//! distance, and the same first solution as without the pruning.
//!
//! The forbidden strings up to a length are found by a breadth-first search of move strings from
//! every cell, the positions they reach kept in a hash set; a string reaching a position already
//! reached is forbidden and not extended. The strings are then woven into one automaton
//! (Aho–Corasick, with a start state for each cell of the blank, so that every state knows where
//! the blank is): one table lookup per move tells the search the state after the move, or that
//! the move completes a forbidden string. This is Taylor and Korf's technique ("Pruning duplicate
//! nodes in depth-first search", 1993), here checked against the board's own edges: a string and
//! its twin are both legal from the cell where the rule is applied.

use std::collections::{HashSet, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;

use puzzlelab_rules::moves::{source, MoveTable};
use puzzlelab_rules::{Direction, Size};

/// The state of a search whose last move completed a forbidden string: the move is not made.
pub const FORBIDDEN: u32 = u32::MAX;

/// The longest forbidden strings [`MovePruning::new`] looks for by default: long enough to hold
/// the 2x2 block's three turns, short enough that the machine builds in milliseconds.
pub(crate) const DEFAULT_LENGTH: usize = 12;

/// A finite-state machine over the moves of a sliding puzzle: in every state it knows the
/// blank's cell and answers, for each move, the next state or [`FORBIDDEN`].
///
/// ```
/// use puzzlelab_rules::{Direction, Size};
/// use puzzlelab_solvers::sliding::pruning::{MovePruning, FORBIDDEN};
/// let machine = MovePruning::new(Size::FIFTEEN, 12);
/// // the blank on cell 0 goes round the top-left 2x2 block, clockwise: L U R D, then L
/// let mut state = machine.start(0);
/// for dir in [Direction::Left, Direction::Up, Direction::Right, Direction::Down, Direction::Left] {
///     state = machine.after(state, dir);
///     assert_ne!(state, FORBIDDEN);
/// }
/// // six moves round give what six moves the other way round (U L D R U L) give, and that
/// // string comes first in the order U D L R: the sixth move is forbidden
/// assert_eq!(machine.after(state, Direction::Up), FORBIDDEN);
/// ```
#[derive(Clone, Debug)]
pub struct MovePruning {
    size: Size,
    /// `next[4 * state + d]`: the state after the move `Direction::ALL[d]`; state `c` below
    /// the number of cells is the start state of a blank on cell `c`.
    next: Vec<u32>,
    /// How many forbidden strings the machine holds.
    strings: usize,
    /// The longest of them.
    length: usize,
}

/// One node of the automaton while it is built.
#[derive(Clone, Debug)]
struct Node {
    cell: u8,
    children: [u32; 4],
    forbidden: bool,
}

const NONE: u32 = u32::MAX;

impl MovePruning {
    /// The machine for boards of `size` that forbids every string of at most `length` moves
    /// that has a better twin (see the module's comment); `length` 0 forbids nothing. Boards of
    /// more than 25 cells, and lengths above 31, get no strings (a position is kept in 128
    /// bits, a string in 64).
    pub fn new(size: Size, length: usize) -> MovePruning {
        let moves = MoveTable::new(size);
        let strings = forbidden_strings(size, &moves, length);
        Self::weave(size, &moves, &strings, length)
    }

    /// The machine that forbids nothing: the search skips only the move straight back.
    pub fn none(size: Size) -> MovePruning {
        MovePruning::new(size, 0)
    }

    /// The machine of [`DEFAULT_LENGTH`] for boards of `size`, built once per process and size
    /// and shared by every search after.
    pub fn shared(size: Size) -> &'static MovePruning {
        static BUILT: Mutex<Vec<&'static MovePruning>> = Mutex::new(Vec::new());
        let mut built = BUILT
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(machine) = built.iter().find(|m| m.size == size) {
            return machine;
        }
        // one machine per board size, a few megabytes at most, kept for the process's life
        let machine: &'static MovePruning =
            Box::leak(Box::new(MovePruning::new(size, DEFAULT_LENGTH)));
        built.push(machine);
        machine
    }

    /// The board size the machine is for.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The start state of a search whose blank is on `cell`.
    #[inline]
    pub fn start(&self, cell: usize) -> u32 {
        cell as u32
    }

    /// The state after the move `dir` from `state` (which must be legal from the blank's cell
    /// there), or [`FORBIDDEN`] if the move completes a forbidden string.
    #[inline(always)]
    pub fn after(&self, state: u32, dir: Direction) -> u32 {
        self.next[4 * state as usize + dir as usize]
    }

    /// How many forbidden strings the machine holds (none with a shorter forbidden string at
    /// its end: those are caught by that one).
    pub fn strings(&self) -> usize {
        self.strings
    }

    /// The number of states.
    pub fn states(&self) -> usize {
        self.next.len() / 4
    }

    /// The longest forbidden string looked for.
    pub fn length(&self) -> usize {
        self.length
    }

    /// The automaton of `strings` (each a start cell and its moves): a trie with a root per
    /// cell, then each state's moves resolved along the failure links (the longest proper
    /// suffix that is also a trie node, which ends on the same cell).
    fn weave(size: Size, moves: &MoveTable, strings: &[MoveString], length: usize) -> MovePruning {
        let cells = size.cells();
        let mut nodes: Vec<Node> = (0..cells)
            .map(|c| Node {
                cell: c as u8,
                children: [NONE; 4],
                forbidden: false,
            })
            .collect();
        for string in strings {
            let mut at = string.start as u32;
            for dir in string.dirs() {
                let d = dir as usize;
                if nodes[at as usize].children[d] == NONE {
                    let cell = step(size, nodes[at as usize].cell, dir);
                    nodes.push(Node {
                        cell,
                        children: [NONE; 4],
                        forbidden: false,
                    });
                    nodes[at as usize].children[d] = (nodes.len() - 1) as u32;
                }
                at = nodes[at as usize].children[d];
            }
            nodes[at as usize].forbidden = true;
        }
        // breadth first, so that a node's failure link is resolved before its children's
        let mut next = vec![NONE; 4 * nodes.len()];
        let mut fail = vec![NONE; nodes.len()];
        let mut queue = VecDeque::new();
        for root in 0..cells {
            for slide in moves.at(root) {
                let d = slide.dir as usize;
                let child = nodes[root].children[d];
                if child == NONE {
                    next[4 * root + d] = slide.from as u32; // the new cell's root
                } else {
                    fail[child as usize] = slide.from as u32;
                    next[4 * root + d] = child;
                    queue.push_back(child);
                }
            }
        }
        while let Some(node) = queue.pop_front() {
            let n = node as usize;
            let f = fail[n] as usize;
            if nodes[f].forbidden {
                nodes[n].forbidden = true; // a forbidden string ends here too
            }
            if nodes[n].forbidden {
                continue; // never left: the move into it is not made
            }
            for slide in moves.at(nodes[n].cell as usize) {
                let d = slide.dir as usize;
                let child = nodes[n].children[d];
                if child == NONE {
                    next[4 * n + d] = next[4 * f + d];
                } else {
                    fail[child as usize] = next[4 * f + d];
                    next[4 * n + d] = child;
                    queue.push_back(child);
                }
            }
        }
        // every move into a forbidden node is forbidden
        for target in next.iter_mut() {
            if *target != NONE && nodes[*target as usize].forbidden {
                *target = FORBIDDEN;
            }
        }
        MovePruning {
            size,
            next,
            strings: strings.len(),
            length,
        }
    }
}

/// A string of moves from a cell of the blank: move `i` is `Direction::ALL` number
/// `(moves >> 2i) & 3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct MoveString {
    start: u8,
    len: u8,
    moves: u64,
}

impl MoveString {
    fn dirs(self) -> impl Iterator<Item = Direction> {
        (0..self.len as usize).map(move |i| self.dir(i))
    }

    fn then(self, dir: Direction) -> MoveString {
        MoveString {
            len: self.len + 1,
            moves: self.moves | (dir as u64) << (2 * self.len),
            ..self
        }
    }

    /// Its move number `i`.
    fn dir(self, i: usize) -> Direction {
        Direction::ALL[(self.moves >> (2 * i)) as usize & 3]
    }
}

/// A hash for the numbers the search keeps in its sets (positions, move strings): a multiply
/// and a rotation a word, cheaper than the standard library's keyed hash, which guards against
/// inputs chosen to collide (these are not chosen by anyone).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.write_u64(b.into()));
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n.into());
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
}

/// A hash set with the [`Mix`] hash.
type Set<T> = HashSet<T, BuildHasherDefault<Mix>>;

/// The cell the blank goes to from `cell` when a tile slides `dir` (a legal move): the rules'
/// [`source`].
fn step(size: Size, cell: u8, dir: Direction) -> u8 {
    source(size, cell as usize, dir).expect("a legal move") as u8
}

/// Every forbidden string of at most `length` moves, leaving out those that end with a shorter
/// forbidden string. A position is kept as one number, each cell's tile in `bits` bits, so
/// boards whose positions do not fit in 128 bits (more than 25 cells) get no strings.
fn forbidden_strings(size: Size, moves: &MoveTable, length: usize) -> Vec<MoveString> {
    let cells = size.cells();
    let bits = usize::BITS - (cells - 1).leading_zeros();
    if cells * bits as usize > 128 || length >= 32 {
        return Vec::new();
    }
    let mask = (1u128 << bits) - 1;
    let field = |cell: usize| bits as usize * cell;
    // cell c holds the tile that started on c; the blank is the tile that started on its cell
    let origin = (0..cells).fold(0u128, |key, c| key | (c as u128) << field(c));
    let mut found = Vec::new();
    // the positions reached from one start cell, kept from one start to the next so that the
    // set grows once
    let mut seen: Set<u128> = Set::default();
    for start in 0..cells {
        seen.clear();
        seen.insert(origin);
        let empty = MoveString {
            start: start as u8,
            len: 0,
            moves: 0,
        };
        // the strings of one length, in the search's order, each with its position, its
        // blank's cell and the cell before
        let mut level = vec![(empty, origin, start, usize::MAX)];
        for _ in 0..length {
            let mut longer = Vec::with_capacity(3 * level.len());
            for &(string, key, blank, came_from) in &level {
                for slide in moves.at(blank) {
                    let from = slide.from as usize;
                    if from == came_from {
                        continue; // straight back: skipped by every search
                    }
                    let tile = (key >> field(from)) & mask;
                    let swap = tile ^ start as u128;
                    let moved = key ^ swap << field(from) ^ swap << field(blank);
                    let extended = string.then(slide.dir);
                    if seen.insert(moved) {
                        longer.push((extended, moved, from, blank));
                    } else {
                        found.push(extended);
                    }
                }
            }
            level = longer;
        }
    }
    // a string ending with a shorter forbidden one is caught by that one
    let all: Set<MoveString> = found.iter().copied().collect();
    found.retain(|&string| !ends_forbidden(string, &all, size));
    found
}

/// Whether a proper suffix of `string` is in `forbidden`.
fn ends_forbidden(string: MoveString, forbidden: &Set<MoveString>, size: Size) -> bool {
    let mut cell = string.start;
    (1..string.len as usize).any(|k| {
        cell = step(size, cell, string.dir(k - 1));
        let suffix = MoveString {
            start: cell,
            len: string.len - k as u8,
            moves: string.moves >> (2 * k),
        };
        forbidden.contains(&suffix)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_rules::{Board, Goal};
    use std::collections::HashMap;

    /// Every position within `depth` moves of `start`, with its distance, by walking every move
    /// string the machine allows (and never straight back).
    fn reached(machine: &MovePruning, start: &Board, depth: usize) -> HashMap<Board, usize> {
        fn walk(
            machine: &MovePruning,
            board: &Board,
            state: u32,
            came_from: Option<Direction>,
            g: usize,
            depth: usize,
            seen: &mut HashMap<Board, usize>,
        ) {
            let best = seen.entry(board.clone()).or_insert(g);
            *best = (*best).min(g);
            if g == depth {
                return;
            }
            for dir in Direction::ALL {
                if came_from == Some(dir.opposite()) {
                    continue;
                }
                let Ok(next) = board.applied(dir) else {
                    continue;
                };
                let after = machine.after(state, dir);
                if after != FORBIDDEN {
                    walk(machine, &next, after, Some(dir), g + 1, depth, seen);
                }
            }
        }
        let mut seen = HashMap::new();
        let state = machine.start(start.blank());
        walk(machine, start, state, None, 0, depth, &mut seen);
        seen
    }

    #[test]
    fn every_position_within_reach_is_still_reached_at_its_distance() {
        let wide = Size::new(5, 3).unwrap();
        for (size, length, depth) in [
            (Size::EIGHT, 12, 16),
            (Size::FIFTEEN, 12, 14),
            (wide, 10, 12),
        ] {
            let goal = Goal::BlankFirst.board(size); // the blank on cell 0
            let machine = MovePruning::new(size, length);
            let none = MovePruning::new(size, 0);
            assert!(machine.strings() > 0);
            for blank in [0, size.width() + 1, size.cells() - 1] {
                let mut start = goal.clone();
                // walk the blank to `blank` along the first row and then down
                while start.blank() % size.width() < blank % size.width() {
                    start = start.applied(Direction::Left).unwrap();
                }
                while start.blank() / size.width() < blank / size.width() {
                    start = start.applied(Direction::Up).unwrap();
                }
                assert_eq!(start.blank(), blank);
                let pruned = reached(&machine, &start, depth);
                let all = reached(&none, &start, depth);
                assert_eq!(pruned, all, "{size} from cell {blank}");
            }
        }
    }

    #[test]
    fn the_machine_prunes_paths() {
        // paths of 16 moves from the middle of the 15-puzzle, with and without the machine
        fn paths(
            machine: &MovePruning,
            size: Size,
            cell: usize,
            state: u32,
            last: usize,
            left: usize,
        ) -> u64 {
            if left == 0 {
                return 1;
            }
            let moves = MoveTable::new(size);
            let mut n = 0;
            for slide in moves.at(cell) {
                let from = slide.from as usize;
                if from == last {
                    continue;
                }
                let after = machine.after(state, slide.dir);
                if after != FORBIDDEN {
                    n += paths(machine, size, from, after, cell, left - 1);
                }
            }
            n
        }
        let size = Size::FIFTEEN;
        let machine = MovePruning::new(size, DEFAULT_LENGTH);
        let none = MovePruning::new(size, 0);
        let with = paths(&machine, size, 5, machine.start(5), usize::MAX, 16);
        let without = paths(&none, size, 5, none.start(5), usize::MAX, 16);
        assert!(
            with < without,
            "{with} paths with the machine, {without} without"
        );
    }

    #[test]
    fn the_pruned_search_finds_the_same_solution_in_fewer_nodes() {
        use crate::search::Stats;
        use crate::sliding::{Manhattan, SlidingIda};
        use rand::SeedableRng;
        let goal = Goal::Standard.board(Size::FIFTEEN);
        let pruned_ida = SlidingIda::new(&goal, Manhattan::new(&goal));
        let plain_ida = pruned_ida.clone().without_pruning();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let (mut all_plain, mut all_pruned) = (0, 0);
        for _ in 0..12 {
            let board = puzzlelab_rules::shuffle::random_walk(&mut rng, &goal, 40).0;
            let (mut plain, mut pruned) = (Stats::default(), Stats::default());
            let a = plain_ida.solve(&board, &mut plain);
            let b = pruned_ida.solve(&board, &mut pruned);
            assert_eq!(a, b, "{board}");
            assert!(pruned.generated <= plain.generated, "{board}");
            (all_plain, all_pruned) = (all_plain + plain.generated, all_pruned + pruned.generated);
        }
        assert!(all_pruned < all_plain, "{all_pruned} against {all_plain}");
    }
}
