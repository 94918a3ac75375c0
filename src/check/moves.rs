//! `puzzlelab check moves BOARD MOVES`: legal? solves? optimal?

use anyhow::Context;
use puzzlelab_rules::{Board, Goal, MoveSeq};
use puzzlelab_solvers::search::{Limits, Outcome, Stats};
use puzzlelab_solvers::sliding::{ida, moves_of, LinearConflict};

use crate::exit::{Exit, BAD_INPUT, GAVE_UP, LIMIT};

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
    /// Give up the search for the optimal length after expanding this many nodes.
    #[arg(long, value_name = "N", default_value_t = 5_000_000)]
    max_nodes: u64,
}

/// Checks the moves and prints one line per question.
pub fn run(args: Args) -> anyhow::Result<()> {
    let board: Board = crate::board_arg::read_board(&args.board, None)?;
    let goal = args.goal.board_for(&board)?;
    let moves: MoveSeq = args.moves.parse().context("the moves could not be read")?;
    let verdict = board.solvability(&goal);
    if !verdict.is_solvable() {
        return Err(Exit::new(BAD_INPUT, format!("the board cannot be solved: {verdict}")).into());
    }

    outln!("board:   {board}")?;
    outln!("moves:   {moves} ({} moves)", moves.len())?;
    let mut at = board.clone();
    let mut legal = true;
    for (i, dir) in moves.iter().enumerate() {
        if let Err(err) = at.apply(dir) {
            outln!(
                "legal:   no, move {} ({}) is illegal on [{at}]: {err}",
                i + 1,
                dir.letter()
            )?;
            legal = false;
            break;
        }
    }
    let solves = legal && at == goal;
    if legal {
        outln!("legal:   yes")?;
        if solves {
            outln!("solves:  yes")?;
        } else {
            outln!("solves:  no, it ends at [{at}]")?;
        }
    }

    // The optimum, by the solvers' IDA* with linear conflicts.
    let heuristic = LinearConflict::new(&goal);
    let limits = Limits::nodes(args.max_nodes);
    let outcome = ida(&board, &goal, &heuristic, &limits, &mut Stats::default());
    let Outcome::Solved { path, .. } = outcome else {
        outln!(
            "optimal: unknown, the search stopped at {} nodes (raise --max-nodes)",
            args.max_nodes
        )?;
        return Err(Exit::new(LIMIT, "").into());
    };
    let shortest = moves_of(&path);
    let optimum = shortest.len();
    if solves && moves.len() == optimum {
        outln!("optimal: yes, {optimum} moves is the shortest solution")?;
        return Ok(());
    }
    if solves {
        outln!(
            "optimal: no, the shortest solution has {optimum} moves (yours has {}), e.g. {}",
            moves.len(),
            shortest
        )?;
    } else {
        outln!(
            "optimal: the shortest solution has {optimum} moves, e.g. {}",
            shortest
        )?;
    }
    Err(Exit::new(GAVE_UP, "").into())
}
