//! `puzzlelab bachet trace PILE --solver retrograde|minimax`: a game solver recorded for the
//! lab's player: each position's moves listed, each value settled, each winning move chosen,
//! with the pseudo-code line of every event (the schema `puzzlelab-trace/1`, as `fifteen
//! trace`; the nodes are piles).

use puzzlelab_solvers::game::Value;
use puzzlelab_solvers::search::Trace;
use puzzlelab_solvers::solve::trace::{self, BachetHead, GameRules, Recording};
use puzzlelab_solvers::solve::{solve_pile, GameAlgorithm};

use super::RulesArgs;
use crate::limits::LimitArgs;
use crate::trace::{TraceArgs, Traced};

/// The largest pile minimax is traced from: its recursion is as deep as the longest game.
const MAX_MINIMAX_PILE: u64 = 10_000;

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

/// Records the solver and writes its trace.
pub fn run(args: Args) -> anyhow::Result<()> {
    document(&args)?.finish(&args.trace)
}

/// Records the solver as its document.
pub fn document(args: &Args) -> anyhow::Result<Traced> {
    let rules = args.rules.rules();
    if args.solver == GameAlgorithm::Minimax && args.pile > MAX_MINIMAX_PILE {
        anyhow::bail!(
            "minimax is traced from piles up to {MAX_MINIMAX_PILE} (its recursion is as deep as the longest game): use --solver retrograde"
        );
    }
    let (max, every) = args.trace.sizes();
    let (limits, trace_bytes) = crate::trace::shares(&args.limits);
    // a pile's cost beyond the trace's maps: its number in the document
    let mut trace: Trace<u64> = Trace::new(max, every).within(trace_bytes, 48);
    let solved = solve_pile(rules, args.pile, args.solver, &limits, &mut trace);
    let pseudocode = args.solver.pseudocode();
    let (status, value, takes) = match &solved {
        Ok(s) => (
            "solved",
            Some(s.value == Value::Win),
            Some(s.winning_moves.clone()),
        ),
        Err(_) => ("limit", None, None),
    };
    let head = BachetHead {
        schema: trace::SCHEMA,
        game: "bachet",
        pile: args.pile,
        rules: GameRules {
            max_take: rules.max_take,
            misere: rules.misere,
        },
        algorithm: args.solver.name(),
        pseudocode: pseudocode.lines(args.trace.lang),
        nodes: trace.nodes().to_vec(),
        status,
        win: value,
        winning_takes: takes,
    };
    let lang = args.trace.lang;
    Traced::new(
        Recording::of(&trace),
        &head,
        pseudocode,
        solved.is_err(),
        lang,
    )
}
