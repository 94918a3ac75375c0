//! `puzzlelab bachet trace PILE --solver retrograde|minimax`: a game solver recorded for the
//! lab's player: each position's moves listed, each value settled, each winning move chosen,
//! with the pseudo-code line of every event (the schema `puzzlelab-trace/1`, as `fifteen
//! trace`; the nodes are piles).

use puzzlelab_solvers::solve::{record_bachet, GameAlgorithm, MAX_RECORDED_MINIMAX_PILE};

use super::RulesArgs;
use crate::limits::LimitArgs;
use crate::trace::{TraceArgs, Traced};

/// Arguments of `bachet trace`.
#[derive(clap::Args)]
pub struct Args {
    /// The number of objects in the pile.
    #[arg(value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    pile: u64,
    /// The game solver.
    #[arg(long, value_enum, default_value = "retrograde")]
    solver: GameAlgorithm,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    trace: TraceArgs,
}

/// Records the solver and writes or plays its trace.
pub fn run(args: Args) -> anyhow::Result<()> {
    args.trace.check()?;
    document(&args)?.finish(&args.trace)
}

/// Records the solver as its document.
pub fn document(args: &Args) -> anyhow::Result<Traced> {
    let rules = args.rules.rules();
    if args.solver == GameAlgorithm::Minimax && args.pile > MAX_RECORDED_MINIMAX_PILE {
        let most = MAX_RECORDED_MINIMAX_PILE;
        return Err(crate::messages::Said::new(
            format!(
                "minimax is traced from piles up to {most} (its recursion is as deep as the longest game): use --solver retrograde"
            ),
            format!(
                "минимакс записывается только для кучек до {most} {} (его рекурсия так же глубока, как самая долгая партия): используйте --solver retrograde",
                puzzlelab_rules::lang::ru_plural(most, "предмета", "предметов", "предметов")
            ),
        )
        .into());
    }
    let (limits, capacity) = crate::trace::shares(&args.limits, &args.trace);
    let lang = args.trace.lang;
    let recorded = record_bachet(rules, args.pile, args.solver, &limits, capacity, lang);
    Traced::of(&recorded, lang)
}
