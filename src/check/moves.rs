//! `puzzlelab check moves BOARD MOVES`: legal? solves? optimal?
//!
//! The optimum is asked of the solvers' IDA* under [`MAX_NODES`] expansions unless
//! `--max-nodes` says otherwise: a lesson's board is answered at once, and a board far from
//! its goal stops within a second with exit code 3 and the lower bound the search learned,
//! instead of running toward the five-minute `--timeout`.

use puzzlelab_rules::{Goal, Lang, MoveSeq};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{NoObserver, Outcome};
use puzzlelab_solvers::sliding::moves_of;
use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready};

use super::messages::Messages;
use crate::exit::{Exit, GAVE_UP, LIMIT};
use crate::limits::LimitArgs;

/// Arguments of `check moves`.
#[derive(clap::Args)]
pub struct Args {
    #[arg(help = crate::board_arg::HELP)]
    board: String,
    /// The moves, as letters U D L R naming the way a tile slides (e.g. "LLURD").
    moves: String,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// Limits of the search for the optimum. Default: 5 million nodes.
    #[command(flatten)]
    limits: LimitArgs,
    /// The language of the answers: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// The expansions the search for the optimum may take unless `--max-nodes` is given: well
/// under a second on a laptop, far more than the lessons' boards need (the worksheet's takes
/// 15, Korf's instance 79 some 40,000).
const MAX_NODES: u64 = 5_000_000;

/// Checks the moves and prints one line per question.
pub fn run(mut args: Args) -> anyhow::Result<()> {
    let (board, goal) = crate::board_arg::read_solvable(&args.board, &args.goal)?;
    let moves: MoveSeq =
        (args.moves.parse()).map_err(|err| crate::messages::moves_unreadable().because(err))?;

    let text = Messages::new(args.lang);
    outln!("{}", text.board(&board))?;
    outln!("{}", text.moves(&moves))?;
    let mut at = board.clone();
    let mut legal = true;
    for (i, dir) in moves.iter().enumerate() {
        if let Err(err) = at.apply(dir) {
            outln!("{}", text.illegal(i + 1, dir, &at, &err))?;
            legal = false;
            break;
        }
    }
    let solves = legal && at == goal;
    if legal {
        outln!("{}", text.legal())?;
        if solves {
            outln!("{}", text.solves())?;
        } else {
            outln!("{}", text.does_not_solve(&at))?;
        }
    }

    // The optimum, by the solvers' IDA* with linear conflicts.
    let heuristic = Ready::Classic(Heuristic::LinearConflict);
    args.limits.max_nodes.get_or_insert(MAX_NODES);
    let limits = args.limits.limits();
    let job = Job::new(&board, &goal, Algorithm::Ida, &heuristic, &limits);
    let outcome = solve(job, &mut NoObserver)?.outcome;
    let path = match outcome {
        Outcome::Solved { path, .. } => path,
        Outcome::LimitReached { limit, lower_bound } => {
            outln!("{}", text.optimum_unknown(&limit, lower_bound))?;
            return Err(Exit::new(LIMIT, "").into());
        }
        Outcome::Unsolvable => anyhow::bail!("the board cannot reach the goal"),
    };
    let shortest = moves_of(&path);
    let optimum = shortest.len();
    if solves && moves.len() == optimum {
        outln!("{}", text.optimal(optimum))?;
        return Ok(());
    }
    if optimum == 0 {
        // the board is solved already: there is no example to give
        outln!("{}", text.solved_already())?;
        return Err(Exit::new(GAVE_UP, "").into());
    }
    if solves {
        outln!(
            "{}",
            text.longer_than_optimal(optimum, moves.len(), &shortest)
        )?;
    } else {
        outln!("{}", text.shortest_solution(optimum, &shortest))?;
    }
    Err(Exit::new(GAVE_UP, "").into())
}
