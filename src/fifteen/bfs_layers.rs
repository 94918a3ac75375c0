//! `puzzlelab fifteen bfs-layers --size 3x3`: breadth-first search from the goal over the
//! whole space, and the number of positions at each distance (the lecture's table).

use anyhow::bail;
use puzzlelab_rules::{Goal, Lang, Size};
use puzzlelab_solvers::search::Outcome;
use puzzlelab_solvers::solve::layers;

use super::messages::Messages;
use crate::exit::{self, Exit};
use crate::limits::LimitArgs;
use crate::messages::Said;

/// Arguments of `fifteen bfs-layers`.
#[derive(clap::Args)]
pub struct Args {
    /// The board size (3x3 has 181,440 positions; 4x4 does not fit in memory).
    #[arg(long, default_value = "3x3")]
    size: Size,
    /// The goal the distances are measured to.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    #[command(flatten)]
    limits: LimitArgs,
    /// The language of the table: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Runs the BFS and prints one line per distance and the total.
pub fn run(args: Args) -> anyhow::Result<()> {
    let goal = args.goal.board(args.size);
    if goal.size() != args.size {
        let (goal_size, size) = (goal.size(), args.size);
        return Err(Said::new(
            format!("the goal is {goal_size}, not {size}"),
            format!("цель — доска {goal_size}, а не {size}"),
        )
        .into());
    }
    let limits = args.limits.limits();
    let (layers, outcome) = layers(&goal, &limits);
    let text = Messages::new(args.lang);
    let [distance, positions] = text.layer_columns();
    outln!("{distance:>8} {positions:>12}")?;
    for (depth, &count) in layers.counts().iter().enumerate() {
        outln!("{depth:>8} {:>12}", args.lang.int(count))?;
    }
    let total: u64 = layers.total();
    match outcome {
        Outcome::LimitReached { limit, lower_bound } => bail!(Exit::new(
            exit::LIMIT,
            text.layers_stopped(&limit, lower_bound, total)
        )),
        _ => {
            let farthest = layers.counts().len() - 1;
            outln!("{}", text.layers_total(total, farthest))?;
            Ok(())
        }
    }
}
