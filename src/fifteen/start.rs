//! Where a game starts: a board given by the user (text, a file, or `-` for standard input), or
//! a shuffle of the chosen size made from a seed.

use puzzlelab_rules::shuffle::Shuffle;
use puzzlelab_rules::{Board, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::messages::Said;

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
        let (goal_size, size) = (goal.size(), self.size);
        if goal_size != size {
            return Err(Said::new(
                format!(
                    "the goal is {goal_size}, but the size is {size} (give --size {goal_size})"
                ),
                format!("цель — доска {goal_size}, а размер {size} (укажите --size {goal_size})"),
            )
            .into());
        }
        Ok(goal)
    }

    /// A shuffled start position that can reach the goal, from the seed.
    pub fn shuffled(&self) -> anyhow::Result<Board> {
        let goal = self.goal_board()?;
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed());
        Ok(self.shuffle.start(&mut rng, &goal))
    }
}
