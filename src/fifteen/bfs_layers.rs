//! `puzzlelab fifteen bfs-layers --size 3x3`: breadth-first search from the goal over the
//! whole space, and the number of positions at each distance (the lecture's table).

use anyhow::bail;
use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Goal, Lang, Size};
use puzzlelab_solvers::search::Outcome;
use puzzlelab_solvers::solve::layers;

use crate::exit::{self, Exit};
use crate::limits::LimitArgs;

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
        bail!("the goal is {}, not {}", goal.size(), args.size);
    }
    let limits = args.limits.limits();
    let (layers, outcome) = layers(&goal, &limits);
    let pick = |en, ru| args.lang.pick(en, ru);
    outln!(
        "{:>8} {:>12}",
        pick("distance", "ходов"),
        pick("positions", "позиций")
    )?;
    for (depth, count) in layers.counts().iter().enumerate() {
        outln!("{depth:>8} {count:>12}")?;
    }
    let total: u64 = layers.total();
    match outcome {
        Outcome::LimitReached { limit, lower_bound } => bail!(Exit::new(
            exit::LIMIT,
            match args.lang {
                Lang::En => format!(
                    "{limit} while exploring distance {lower_bound} ({total} positions so far)"
                ),
                Lang::Ru => format!("{limit}: на расстоянии {lower_bound} (пока {total} позиций)"),
            }
        )),
        _ => {
            let farthest = layers.counts().len() - 1;
            match args.lang {
                Lang::En => outln!("total {total} positions, the farthest {farthest} moves away")?,
                Lang::Ru => outln!(
                    "всего {total} позиций, самые дальние в {farthest} {} от цели",
                    ru_plural(farthest as u64, "ходе", "ходах", "ходах")
                )?,
            }
            Ok(())
        }
    }
}
