//! Shuffles: how a fair, solvable start position is made. Every shuffle takes its randomness
//! from the caller (`rand::Rng`), so a seed reproduces it.
//!
//! [`Shuffle`] is the choice a front end offers (`lesson` or `walk:K`) and [`Shuffle::start`]
//! the one way a start position is made from it, so the command line and the Python package
//! give the same board for the same seed.

use std::fmt;
use std::str::FromStr;

use rand::seq::SliceRandom;
use rand::Rng;

use crate::board::Board;
use crate::direction::Direction;
use crate::size::Size;

/// How a start position is shuffled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shuffle {
    /// The lesson's: tiles at random, the blank last, a neighbour swap if the parity is odd.
    Lesson,
    /// A random walk of this many legal moves from the goal.
    Walk(usize),
}

/// The longest random walk a shuffle takes.
pub const MAX_WALK: usize = 1_000_000;

impl Shuffle {
    /// A start position toward `goal` that can reach it, drawn from `rng`: the lesson's
    /// shuffle (made for the lesson's goal; for another goal the parity rule's fix-up swap
    /// makes it solvable) or a random walk from the goal.
    ///
    /// ```
    /// use puzzlelab_rules::shuffle::Shuffle;
    /// use puzzlelab_rules::{Goal, Size};
    /// use rand::SeedableRng;
    /// let goal = Goal::Spiral.board(Size::FIFTEEN);
    /// let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    /// let board = Shuffle::Lesson.start(&mut rng, &goal);
    /// assert!(board.solvability(&goal).is_solvable());
    /// ```
    pub fn start<R: Rng + ?Sized>(self, rng: &mut R, goal: &Board) -> Board {
        let board = match self {
            Shuffle::Lesson => lesson(rng, goal.size()).board,
            Shuffle::Walk(k) => random_walk(rng, goal, k).0,
        };
        match board.solvability(goal).fix {
            None => board,
            Some((a, b)) => board.swapped(board.position_of(a), board.position_of(b)),
        }
    }
}

impl FromStr for Shuffle {
    type Err = String;

    /// Reads `lesson` or `walk:K` (K at most [`MAX_WALK`]).
    fn from_str(text: &str) -> Result<Shuffle, String> {
        let text = text.trim().to_ascii_lowercase();
        if text == "lesson" {
            return Ok(Shuffle::Lesson);
        }
        match text.strip_prefix("walk:").map(str::parse::<usize>) {
            Some(Ok(k)) if k <= MAX_WALK => Ok(Shuffle::Walk(k)),
            Some(Ok(_)) => Err(format!(
                "'{text}' is too long a walk: at most walk:{MAX_WALK} (a walk of a few hundred moves already mixes any board)"
            )),
            _ => Err(format!(
                "'{text}' is not a shuffle: use lesson or walk:K (K moves from the goal)"
            )),
        }
    }
}

impl fmt::Display for Shuffle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shuffle::Lesson => f.write_str("lesson"),
            Shuffle::Walk(k) => write!(f, "walk:{k}"),
        }
    }
}

/// What the lesson's shuffle did: the placement it drew, its inversions, and the fix-up swap
/// when they were odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonShuffle {
    /// The placement as drawn: 1.. at random in places `0..cells-1`, 0 in the last place.
    pub drawn: Board,
    /// The lesson's inversion count of the drawn placement.
    pub inversions: usize,
    /// The two neighbouring array indices swapped to make the count even, if it was odd.
    pub swapped: Option<(usize, usize)>,
    /// The start position: `drawn`, with the swap made.
    pub board: Board,
}

/// The lesson's shuffle: "the numbers 1 to 15 are placed pseudo-randomly in positions 0 to 14,
/// and position 15 gets 0"; if the number of disorders is odd, "swap any pair of neighbouring
/// numbers (never the 0)" — here the pair at indices 0 and 1.
///
/// The result is solvable for the lesson's goal (the blank last) on any board size.
///
/// ```
/// use puzzlelab_rules::{shuffle, Goal, Size};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::StdRng::seed_from_u64(7);
/// let s = shuffle::lesson(&mut rng, Size::FIFTEEN);
/// assert!(s.board.solvability(&Goal::Standard.board(Size::FIFTEEN)).is_solvable());
/// assert_eq!(s.swapped.is_some(), s.inversions % 2 == 1);
/// ```
pub fn lesson<R: Rng + ?Sized>(rng: &mut R, size: Size) -> LessonShuffle {
    let mut tiles: Vec<usize> = (1..size.cells()).collect();
    tiles.shuffle(rng);
    tiles.push(0);
    let drawn = Board::new(size, tiles).expect("a permutation");
    let inversions = crate::parity::inversions(drawn.tiles());
    let swapped = (inversions % 2 == 1).then_some((0, 1));
    let board = match swapped {
        Some((a, b)) => drawn.swapped(a, b),
        None => drawn.clone(),
    };
    LessonShuffle {
        drawn,
        inversions,
        swapped,
        board,
    }
}

/// A random walk of `steps` legal moves from `start`, never undoing the move just made; the
/// result can always be solved in at most `steps` moves.
///
/// ```
/// use puzzlelab_rules::{shuffle, Goal, Size};
/// use rand::SeedableRng;
/// let goal = Goal::Standard.board(Size::EIGHT);
/// let mut rng = rand::rngs::StdRng::seed_from_u64(1);
/// let (board, moves) = shuffle::random_walk(&mut rng, &goal, 20);
/// assert_eq!(moves.len(), 20);
/// let mut replay = board.clone();
/// replay.apply_all(&moves.inverse()).unwrap();
/// assert_eq!(replay, goal);
/// ```
pub fn random_walk<R: Rng + ?Sized>(
    rng: &mut R,
    start: &Board,
    steps: usize,
) -> (Board, crate::direction::MoveSeq) {
    let mut board = start.clone();
    let mut moves = Vec::with_capacity(steps);
    let mut last: Option<Direction> = None;
    for _ in 0..steps {
        let choices: Vec<Direction> = board
            .legal_moves()
            .filter(|&d| Some(d.opposite()) != last)
            .collect();
        let dir = *choices
            .choose(rng)
            .expect("every position has a move other than the undo");
        board.apply(dir).expect("legal");
        moves.push(dir);
        last = Some(dir);
    }
    (board, moves.into())
}

/// A uniformly random position that can reach `goal`: a random permutation, fixed by swapping
/// the goal's last two tiles when the parity rule says it cannot.
pub fn uniform<R: Rng + ?Sized>(rng: &mut R, goal: &Board) -> Board {
    let mut tiles: Vec<usize> = (0..goal.cells()).collect();
    tiles.shuffle(rng);
    let board = Board::new(goal.size(), tiles).expect("a permutation");
    if board.solvability(goal).is_solvable() {
        return board;
    }
    // always the same two tiles: the swap is then one-to-one between the unsolvable placements
    // and the solvable ones, and the shuffle stays uniform
    let last: Vec<usize> = goal
        .tiles()
        .iter()
        .filter(|&&t| t != 0)
        .map(|&t| t as usize)
        .collect();
    let (a, b) = (last[last.len() - 2], last[last.len() - 1]);
    board.swapped(board.position_of(a), board.position_of(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Goal;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn shuffle_names() {
        assert_eq!("lesson".parse::<Shuffle>(), Ok(Shuffle::Lesson));
        assert_eq!("walk:30".parse::<Shuffle>(), Ok(Shuffle::Walk(30)));
        assert!("walk:x".parse::<Shuffle>().is_err());
        assert!("random".parse::<Shuffle>().is_err());
        assert_eq!(Shuffle::Walk(30).to_string(), "walk:30");
    }

    #[test]
    fn every_shuffle_is_solvable() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for (w, h) in [(2, 2), (3, 3), (4, 4), (3, 4), (5, 2)] {
            let size = Size::new(w, h).unwrap();
            let goal = Goal::Standard.board(size);
            for _ in 0..50 {
                assert!(lesson(&mut rng, size)
                    .board
                    .solvability(&goal)
                    .is_solvable());
                assert!(uniform(&mut rng, &goal).solvability(&goal).is_solvable());
            }
        }
    }
}
