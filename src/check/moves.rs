//! `puzzlelab check moves BOARD MOVES`: legal? solves? optimal?

use anyhow::Context;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq};
use puzzlelab_solvers::search::{Outcome, Stats};
use puzzlelab_solvers::sliding::{moves_of, LinearConflict, SlidingIda};

use crate::exit::{Exit, BAD_INPUT, GAVE_UP, LIMIT};
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
    #[command(flatten)]
    limits: LimitArgs,
    /// The language of the answers: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
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

    let lang = args.lang;
    let ru_moves = |n: usize| lang.moves(n as u64);
    let (yes, no) = (lang.pick("yes", "да"), lang.pick("no", "нет"));
    outln!("{} {board}", lang.pick("board:  ", "доска:  "))?;
    match lang {
        Lang::En => outln!(
            "moves:   {moves} ({} {})",
            moves.len(),
            lang.moves(moves.len() as u64)
        )?,
        Lang::Ru => outln!(
            "ходы:    {moves} ({} {})",
            moves.len(),
            ru_moves(moves.len())
        )?,
    }
    let legal_word = lang.pick("legal:  ", "законны:");
    let mut at = board.clone();
    let mut legal = true;
    for (i, dir) in moves.iter().enumerate() {
        if let Err(err) = at.apply(dir) {
            let why = puzzlelab_rules::play::illegal(lang, &err);
            match lang {
                Lang::En => outln!(
                    "{legal_word} {no}, move {} ({}) is illegal on [{at}]: {why}",
                    i + 1,
                    dir.letter()
                )?,
                Lang::Ru => outln!(
                    "{legal_word} {no}, ход {} ({}) незаконен на [{at}]: {why}",
                    i + 1,
                    dir.letter()
                )?,
            }
            legal = false;
            break;
        }
    }
    let solves = legal && at == goal;
    let solves_word = lang.pick("solves: ", "решают:");
    if legal {
        outln!("{legal_word} {yes}")?;
        if solves {
            outln!("{solves_word} {yes}")?;
        } else {
            let ends = lang.pick("it ends at", "они кончаются на");
            outln!("{solves_word} {no}, {ends} [{at}]")?;
        }
    }

    // The optimum, by the solvers' IDA* with linear conflicts.
    let optimal_word = lang.pick("optimal:", "оптимальны:");
    let heuristic = LinearConflict::new(&goal);
    let limits = args.limits.limits();
    let ida = SlidingIda::new(&goal, &heuristic).without_pruning();
    let outcome = ida.limits(limits).solve(&board, &mut Stats::default());
    let path = match outcome {
        Outcome::Solved { path, .. } => path,
        Outcome::LimitReached { limit, lower_bound } => {
            let words = crate::fifteen::limit_words(&limit, lang);
            match lang {
                Lang::En => outln!(
                    "{optimal_word} unknown, the search stopped: {words}; the shortest solution has at least {lower_bound} {} (raise --max-nodes, --timeout or --max-memory)",
                    lang.moves(lower_bound as u64)
                )?,
                Lang::Ru => outln!(
                    "{optimal_word} неизвестно, поиск остановлен: {words}; в кратчайшем решении не меньше {lower_bound} {} (увеличьте --max-nodes, --timeout или --max-memory)",
                    genitive_moves(lower_bound)
                )?,
            }
            return Err(Exit::new(LIMIT, "").into());
        }
        Outcome::Unsolvable => anyhow::bail!("the board cannot reach the goal"),
    };
    let shortest = moves_of(&path);
    let optimum = shortest.len();
    if solves && moves.len() == optimum {
        match lang {
            Lang::En => outln!(
                "{optimal_word} {yes}, {optimum} {} is the shortest solution",
                lang.moves(optimum as u64)
            )?,
            Lang::Ru => outln!(
                "{optimal_word} {yes}, {optimum} {} — кратчайшее решение",
                ru_moves(optimum)
            )?,
        }
        return Ok(());
    }
    if optimum == 0 {
        // the board is solved already: there is no example to give
        match lang {
            Lang::En => {
                outln!("{optimal_word} {no}, the board is solved already: no move is needed")?
            }
            Lang::Ru => outln!("{optimal_word} {no}, доска уже собрана: ходы не нужны")?,
        }
        return Err(Exit::new(GAVE_UP, "").into());
    }
    match (solves, lang) {
        (true, Lang::En) => outln!(
            "{optimal_word} {no}, the shortest solution has {optimum} {} (yours has {}), e.g. {shortest}",
            lang.moves(optimum as u64),
            moves.len()
        )?,
        (true, Lang::Ru) => outln!(
            "{optimal_word} {no}, в кратчайшем решении {optimum} {} (в вашем {}), например {shortest}",
            ru_moves(optimum),
            moves.len()
        )?,
        (false, Lang::En) => outln!(
            "{optimal_word} the shortest solution has {optimum} {}, e.g. {shortest}",
            lang.moves(optimum as u64)
        )?,
        (false, Lang::Ru) => outln!(
            "{optimal_word} в кратчайшем решении {optimum} {}, например {shortest}",
            ru_moves(optimum)
        )?,
    }
    Err(Exit::new(GAVE_UP, "").into())
}

/// «ходов» after «не меньше N»: the genitive, singular after 1 (21, 31, ...), plural otherwise.
fn genitive_moves(n: usize) -> &'static str {
    if n % 10 == 1 && n % 100 != 11 {
        "хода"
    } else {
        "ходов"
    }
}
