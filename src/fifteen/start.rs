//! Where a game starts: a board given by the user (text, a file, or `-` for standard input), or
//! a shuffle of the chosen size made from a seed.

use std::fmt;
use std::str::FromStr;

use puzzlelab_rules::{shuffle, Board, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

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

impl FromStr for Shuffle {
    type Err = String;

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

/// The options that choose a start position (shared by `play` and `shuffle`).
#[derive(clap::Args, Debug)]
pub struct StartArgs {
    /// Board size, columns x rows (2x2 to 8x8).
    #[arg(long, default_value = "4x4")]
    pub size: Size,
    /// Seed of the shuffle (a random one is chosen and printed when absent).
    #[arg(long)]
    pub seed: Option<u64>,
    /// How to shuffle: `lesson` or `walk:K` (K random moves from the goal).
    #[arg(long, default_value = "lesson")]
    pub shuffle: Shuffle,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    pub goal: Goal,
}

/// A seed from the clock, for a run given none (under a million, short enough to type again
/// after the run prints it).
pub(crate) fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    nanos % 1_000_000
}

impl StartArgs {
    /// The seed to use: the given one, or one from the clock (reported on stderr so that the
    /// position can be made again).
    pub fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            let seed = clock_seed();
            noteln!("seed: {seed} (give --seed {seed} to play this position again)");
            seed
        })
    }

    /// The goal board for the chosen size.
    pub fn goal_board(&self) -> anyhow::Result<Board> {
        let goal = self.goal.board(self.size);
        anyhow::ensure!(
            goal.size() == self.size,
            "the goal is {}, but the size is {} (give --size {})",
            goal.size(),
            self.size,
            goal.size()
        );
        Ok(goal)
    }

    /// A shuffled start position that can reach the goal, from the seed.
    pub fn shuffled(&self) -> anyhow::Result<Board> {
        let goal = self.goal_board()?;
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed());
        let board = match self.shuffle {
            Shuffle::Lesson => shuffle::lesson(&mut rng, self.size).board,
            Shuffle::Walk(k) => shuffle::random_walk(&mut rng, &goal, k).0,
        };
        // The lesson's shuffle is made for the lesson's goal; for another goal, the parity
        // rule's fix-up swap makes it solvable.
        Ok(match board.solvability(&goal).fix {
            None => board,
            Some((a, b)) => board.swapped(board.position_of(a), board.position_of(b)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffle_names() {
        assert_eq!("lesson".parse::<Shuffle>(), Ok(Shuffle::Lesson));
        assert_eq!("walk:30".parse::<Shuffle>(), Ok(Shuffle::Walk(30)));
        assert!("walk:x".parse::<Shuffle>().is_err());
        assert!("random".parse::<Shuffle>().is_err());
    }
}
