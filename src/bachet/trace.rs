//! `puzzlelab bachet trace PILE --solver retrograde|minimax`: a game solver recorded for the
//! lab's player: each position's moves listed, each value settled, each winning move chosen,
//! with the pseudo-code line of every event (the schema `puzzlelab-trace/1`, as `fifteen
//! trace`; the nodes are piles).

use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::bachet::BachetGame;
use puzzlelab_solvers::game::{Minimax, Value};
use puzzlelab_solvers::search::{Event, Trace};
use serde_json::json;

use super::RulesArgs;
use crate::limits::LimitArgs;
use crate::trace::{Part, TraceArgs, Traced};

/// The largest pile minimax is traced from: its recursion is as deep as the longest game.
const MAX_MINIMAX_PILE: u64 = 10_000;

/// The game solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum GameAlgo {
    /// Retrograde analysis of the piles 0..=PILE, from the end of the game backwards.
    Retrograde,
    /// The memoised minimax from PILE down its game tree.
    Minimax,
}

/// Arguments of `bachet trace`.
#[derive(clap::Args)]
pub struct Args {
    /// The number of objects in the pile.
    #[arg(value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    pile: u64,
    /// The game solver.
    #[arg(long, value_enum, default_value = "retrograde")]
    solver: GameAlgo,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    trace: TraceArgs,
}

/// The pseudo-code of each solver (English, Russian), and the line of each kind of event.
fn pseudocode(algo: GameAlgo, lang: Lang) -> (&'static [&'static str], fn(&Event) -> usize) {
    match (algo, lang) {
        (GameAlgo::Retrograde, _) => (
            match lang {
                Lang::En => &[
                    "for each position p: list the moves of p",
                    "settle every position with no move: the end decides it",
                    "queue ← the settled positions; while queue is not empty: take j",
                    "    for each position i with a move to j, not yet settled:",
                    "        if j is lost: i is won, and the move to j is chosen",
                    "        if every move of i leads to a won position: i is lost",
                ],
                Lang::Ru => &[
                    "для каждой позиции p: перечислить ходы из p",
                    "решить каждую позицию без ходов: её решает конец игры",
                    "очередь ← решённые позиции; пока очередь не пуста: взять j",
                    "    для каждой ещё не решённой позиции i с ходом в j:",
                    "        если j проигрышна: i выигрышна, выбран ход в j",
                    "        если каждый ход из i ведёт в выигрышную: i проигрышна",
                ],
            },
            |e| match e {
                Event::Expand { .. } | Event::Generate { .. } => 0,
                Event::Settled { distance: 0, .. } => 1,
                Event::Settled { win: true, .. } | Event::Chosen { .. } => 4,
                Event::Settled { win: false, .. } => 5,
                _ => 2,
            },
        ),
        (GameAlgo::Minimax, _) => (
            match lang {
                Lang::En => &[
                    "solve(p): if p is solved already: return its value",
                    "    if p has no move: the end decides it",
                    "    for each move of p, to q:",
                    "        solve(q)",
                    "    p is won if some q is lost (the first such move chosen), else lost",
                ],
                Lang::Ru => &[
                    "решить(p): если p уже решена: вернуть её значение",
                    "    если из p нет ходов: её решает конец игры",
                    "    для каждого хода из p в q:",
                    "        решить(q)",
                    "    p выигрышна, если какая-то q проигрышна (выбран первый такой ход), иначе проигрышна",
                ],
            },
            |e| match e {
                Event::Expand { .. } => 2,
                Event::Generate { .. } => 3,
                Event::Settled { distance: 0, .. } => 1,
                Event::Settled { .. } | Event::Chosen { .. } => 4,
                _ => 0,
            },
        ),
    }
}

/// Records the solver and writes its trace.
pub fn run(args: Args) -> anyhow::Result<()> {
    document(&args)?.finish(&args.trace)
}

/// Records the solver as its document.
pub fn document(args: &Args) -> anyhow::Result<Traced> {
    let rules = args.rules.rules();
    if args.solver == GameAlgo::Minimax && args.pile > MAX_MINIMAX_PILE {
        anyhow::bail!(
            "minimax is traced from piles up to {MAX_MINIMAX_PILE} (its recursion is as deep as the longest game): use --solver retrograde"
        );
    }
    let (max, every) = args.trace.sizes();
    let (limits, trace_bytes) = crate::trace::shares(&args.limits);
    // a pile's cost beyond the trace's maps: its number in the document
    let mut trace: Trace<u64> = Trace::new(max, every).within(trace_bytes, 48);
    let game = BachetGame::new(rules);
    let solved = match args.solver {
        GameAlgo::Retrograde => game
            .solve_upto(args.pile, &limits, &mut trace)
            .map(|table| table[args.pile as usize].clone()),
        GameAlgo::Minimax => Minimax::new(&game, &limits).solve(&args.pile, &mut trace),
    };
    let (lines, line_of) = pseudocode(args.solver, args.trace.lang);
    let part = Part::of(&trace);
    let (status, value, takes) = match &solved {
        Ok(s) => (
            "solved",
            Some(s.value == Value::Win),
            Some(s.winning_moves.clone()),
        ),
        Err(_) => ("limit", None, None),
    };
    let head = json!({
        "schema": crate::trace::SCHEMA,
        "game": "bachet",
        "pile": args.pile,
        "rules": {"max_take": rules.max_take, "misere": rules.misere},
        "algorithm": match args.solver { GameAlgo::Retrograde => "retrograde", GameAlgo::Minimax => "minimax" },
        "pseudocode": lines,
        "nodes": trace.nodes(),
        "status": status,
        "win": value,
        "winning_takes": takes,
    });
    let doc = part.document(head, line_of)?;
    let stopped = part.stopped(solved.is_err());
    Ok(Traced { doc, stopped })
}
