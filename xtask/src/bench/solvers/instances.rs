//! The instance sets of `bench solvers`: Korf's 100, seeded random boards, the 80-move
//! positions, Korf and Felner's 24-puzzles and 5x5 random walks, each board with its goal and
//! what the literature says of it.

use puzzlelab_rules::{shuffle, Board, Goal, Size};
use puzzlelab_solvers::pdb::{hardest, korf};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::Args;

/// One instance: the board, its goal, and the optimal length when it is published.
pub(super) struct Instance {
    pub(super) board: Board,
    pub(super) goal: Board,
    pub(super) optimal: Option<u32>,
    /// Its number and the nodes its paper's search expanded, where they compare with ours.
    pub(super) paper: Option<(u32, u64)>,
}

/// The sets asked for.
pub(super) fn sets(args: &Args) -> anyhow::Result<Vec<(String, Vec<Instance>)>> {
    let blank_first = Goal::BlankFirst.board(Size::FIFTEEN);
    let mut out = Vec::new();
    for set in &args.sets {
        let mut instances: Vec<Instance> = match set.as_str() {
            "korf" => korf::instances()
                .into_iter()
                .map(|k| Instance {
                    board: k.board,
                    goal: blank_first.clone(),
                    optimal: Some(k.optimal),
                    paper: None,
                })
                .collect(),
            "random" => {
                let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
                (0..args.random)
                    .map(|_| Instance {
                        board: shuffle::uniform(&mut rng, &blank_first),
                        goal: blank_first.clone(),
                        optimal: None,
                        paper: None,
                    })
                    .collect()
            }
            "hard" => hardest::positions()
                .iter()
                .map(|board| Instance {
                    board: hardest::toward_blank_first(board),
                    goal: blank_first.clone(),
                    optimal: Some(hardest::MOVES),
                    paper: None,
                })
                .collect(),
            "korf24" => {
                let all = korf::twenty_four();
                korf::EASY_TWENTY_FOUR
                    .iter()
                    .map(|&n| {
                        let k = &all[n as usize - 1];
                        Instance {
                            board: k.board.clone(),
                            goal: Goal::BlankFirst.board(k.board.size()),
                            optimal: Some(k.optimal),
                            paper: Some((k.number, k.korf_nodes)),
                        }
                    })
                    .collect()
            }
            "walk5" => {
                let goal = Goal::BlankFirst.board(Size::square(5)?);
                let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
                (0..args.walks)
                    .map(|_| Instance {
                        board: shuffle::random_walk(&mut rng, &goal, 60).0,
                        goal: goal.clone(),
                        optimal: None,
                        paper: None,
                    })
                    .collect()
            }
            other => anyhow::bail!("no instance set '{other}' (korf, random, hard, korf24, walk5)"),
        };
        if let Some(n) = args.first {
            instances.truncate(n);
        }
        out.push((set.clone(), instances));
    }
    Ok(out)
}
