//! A game asked for and solved: Bachet's game from a pile, by retrograde analysis or by the
//! memoised minimax, under the same limits and observers as every search.

use puzzlelab_rules::bachet::BachetRules;

use crate::game::bachet::BachetGame;
use crate::game::subtraction::SubtractionGame;
use crate::game::{GameObserver, Minimax, Solved, Stopped, MINIMAX, RETROGRADE};
use crate::search::{Limits, Pseudocode};

/// The game solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum GameAlgorithm {
    /// Retrograde analysis of the piles 0..=PILE, from the end of the game backwards.
    Retrograde,
    /// The memoised minimax from PILE down its game tree.
    Minimax,
}

impl GameAlgorithm {
    /// The name on a command line: `retrograde` or `minimax`.
    pub fn name(self) -> &'static str {
        match self {
            GameAlgorithm::Retrograde => "retrograde",
            GameAlgorithm::Minimax => "minimax",
        }
    }

    /// The solver's pseudo-code, and the line of each of its events.
    pub fn pseudocode(self) -> Pseudocode {
        match self {
            GameAlgorithm::Retrograde => RETROGRADE,
            GameAlgorithm::Minimax => MINIMAX,
        }
    }
}

/// Bachet's game under `rules` solved from `pile` by `algorithm` within `limits`, `observer`
/// hearing every position listed, settled and every winning move chosen.
///
/// ```
/// use puzzlelab_rules::bachet::BachetRules;
/// use puzzlelab_solvers::game::Value;
/// use puzzlelab_solvers::search::{Limits, NoObserver};
/// use puzzlelab_solvers::solve::{solve_pile, GameAlgorithm};
/// for algorithm in [GameAlgorithm::Retrograde, GameAlgorithm::Minimax] {
///     let solved = solve_pile(BachetRules::LESSON, 13, algorithm, &Limits::none(), &mut NoObserver);
///     assert_eq!(solved.unwrap().value, Value::Loss); // the lesson's 13 pencils: a lost pile
/// }
/// ```
pub fn solve_pile<O: GameObserver<u64>>(
    rules: BachetRules,
    pile: u64,
    algorithm: GameAlgorithm,
    limits: &Limits,
    observer: &mut O,
) -> Result<Solved<u64>, Stopped> {
    let game = BachetGame::new(rules);
    match algorithm {
        GameAlgorithm::Retrograde => {
            let mut table = solve_piles(rules, pile, limits, observer)?;
            Ok(table.swap_remove(pile as usize))
        }
        GameAlgorithm::Minimax => Minimax::new(&game, limits).solve(&pile, observer),
    }
}

/// Every pile from 0 to `max_pile` of Bachet's game under `rules`, by retrograde analysis
/// within `limits`: the table of values, distances and winning takes.
pub fn solve_piles<O: GameObserver<u64>>(
    rules: BachetRules,
    max_pile: u64,
    limits: &Limits,
    observer: &mut O,
) -> Result<Vec<Solved<u64>>, Stopped> {
    BachetGame::new(rules).solve_upto(max_pile, limits, observer)
}

/// Every pile `0..=max_pile` of the subtraction game `game` (any set of takes) solved by
/// retrograde analysis within `limits`.
///
/// ```
/// use puzzlelab_solvers::game::subtraction::SubtractionGame;
/// use puzzlelab_solvers::game::Value;
/// use puzzlelab_solvers::search::{Limits, NoObserver};
/// use puzzlelab_solvers::solve::solve_takes;
/// let game = SubtractionGame::new(&[1, 3, 4]);
/// let table = solve_takes(&game, 14, &Limits::none(), &mut NoObserver).unwrap();
/// let lost: Vec<usize> = (0..=14).filter(|&n| table[n].value == Value::Loss).collect();
/// assert_eq!(lost, [0, 2, 7, 9, 14]);
/// ```
pub fn solve_takes<O: GameObserver<u64>>(
    game: &SubtractionGame,
    max_pile: u64,
    limits: &Limits,
    observer: &mut O,
) -> Result<Vec<Solved<u64>>, Stopped> {
    game.solve_upto(max_pile, limits, observer)
}
