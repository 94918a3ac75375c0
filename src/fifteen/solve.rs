//! `puzzlelab fifteen solve`: boards solved by any algorithm, heuristic, SAT encoding and
//! backend, one board or a batch (in parallel with `--jobs`, printed in input order), with the
//! moves, the length and every statistic, as text or one JSON object a board.

use puzzlelab_solvers::solve::SOLVE;
use std::path::PathBuf;
use std::sync::Arc;

use crate::messages::Said;
use puzzlelab_rules::{Board, Goal};
use puzzlelab_solvers::pdb::PdbHeuristic;
use puzzlelab_solvers::search::Outcome;
use puzzlelab_solvers::sliding::{SlidingIda, LANES};
use rayon::prelude::*;

use puzzlelab_solvers::pdb::file::Building;
use puzzlelab_solvers::solve::{
    self, Algorithm, HeuristicChoice, Job, Ready, Report, SatChoice, SatEncoding, SatSolver, Tables,
};

use super::messages::Messages;
use super::report::{self, Row};
use crate::board_arg;
use crate::exit::{self, Exit};
use crate::limits::LimitArgs;
use crate::progress;

/// Arguments of `fifteen solve`.
#[derive(clap::Args)]
pub struct Args {
    #[arg(help = board_arg::HELP, required_unless_present = "batch")]
    board: Option<String>,
    /// Solve every board of this file (`-`: standard input), one a line (`#` starts a comment).
    #[arg(long, value_name = "FILE", conflicts_with = "board")]
    batch: Option<PathBuf>,
    /// Threads: a batch solves this many boards at once (results still in input order); one
    /// board with `--algo ida` is searched on this many threads (the same solution).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    jobs: u16,
    /// The algorithm.
    #[arg(long, value_enum, default_value = SOLVE.algo.name())]
    algo: Algorithm,
    /// The heuristic of astar, ida and ida-generic: misplaced, manhattan, linear-conflict
    /// (the default), pattern databases (pdb:555, pdb:663, pdb:78; 6666 for 5x5; full, 44 for
    /// 3x3; the small ones built on first use, 78 by `pdb build 78`), or best-built (the best
    /// ones already built in --pdb-dir).
    #[arg(long)]
    heuristic: Option<HeuristicChoice>,
    /// With --algo sat: the encoding (default compact).
    #[arg(long, value_enum)]
    encoding: Option<SatEncoding>,
    /// With --algo sat: the SAT solver (default varisat; cadical in a build with `--features
    /// cadical`).
    #[arg(long, value_enum)]
    backend: Option<SatSolver>,
    /// The pattern databases' cache folder (default: the user's cache folder, puzzlelab/pdb).
    #[arg(long, value_name = "DIR")]
    pdb_dir: Option<PathBuf>,
    /// The goal: standard, blank-first, spiral, or a board's numbers.
    #[arg(long, default_value = "standard")]
    goal: Goal,
    /// Write one JSON object a board (the schema `puzzlelab-solve/1`) instead of text.
    #[arg(long)]
    json: bool,
    /// Show the board after every move.
    #[arg(long)]
    steps: bool,
    /// Say under the statistics what each of them means.
    #[arg(long, conflicts_with = "json")]
    explain: bool,
    /// The language of the text: en or ru.
    #[arg(long, default_value = "en")]
    lang: puzzlelab_rules::Lang,
    /// With --algo sat: write a certificate of optimality into this folder (a plan found by
    /// IDA*, the formula of at most L-2 moves with the solver's DRAT proof that it has no model,
    /// the formula of at most L moves with the plan's model, a manifest); check it with `sat
    /// verify DIR`. The plan's search takes --max-nodes, the whole run --timeout.
    #[arg(long, value_name = "DIR", conflicts_with = "batch")]
    certify: Option<PathBuf>,
    #[command(flatten)]
    limits: LimitArgs,
    /// No progress line on stderr.
    #[arg(long, short)]
    quiet: bool,
}

/// One board of the run: where it came from and its text.
struct Input {
    line: Option<usize>,
    text: String,
}

/// Solves the board or the batch and prints the results in input order.
pub fn run(args: Args) -> anyhow::Result<()> {
    check_choices(&args)?;
    if let Some(dir) = &args.certify {
        return certify(&args, dir);
    }
    let inputs: Vec<Input> = match (&args.board, &args.batch) {
        (Some(text), _) => vec![Input {
            line: None,
            text: text.clone(),
        }],
        (None, Some(path)) => crate::batch::read(path)?
            .into_iter()
            .map(|(line, text)| Input {
                line: Some(line),
                text,
            })
            .collect(),
        (None, None) => {
            let said = Said::new(
                "give a board or --batch FILE",
                "укажите доску или --batch ФАЙЛ",
            );
            return Err(said.into());
        }
    };
    let heuristic = args.heuristic.unwrap_or(SOLVE.heuristic);
    // the cache folder is needed (and must exist as a setting) only for the databases
    let dir = match heuristic {
        HeuristicChoice::Classic(_) => PathBuf::new(),
        _ => crate::pdb::cache_dir(args.pdb_dir.as_deref())?,
    };
    let voice = (!(args.quiet || args.json)).then_some(args.lang);
    let mut tables = crate::pdb::tables(dir, Building::default(), voice);
    let sat = SatChoice {
        encoding: args.encoding.unwrap_or_default(),
        solver: args.backend.unwrap_or_default(),
    };
    let limits = args.limits.limits();
    let single = inputs.len() == 1;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.into())
        .build()?;
    // Progress lines from several boards at once would overwrite each other.
    let quiet = args.quiet || args.jobs > 1;
    let mut worst = 0u8;
    // A chunk at a time: the boards read and their tables loaded here, then solved in parallel
    // and printed before the next chunk starts; the fast IDA* takes more boards a thread, to
    // keep its lanes full.
    let jobs = usize::from(args.jobs);
    let per_thread = if args.algo == Algorithm::Ida {
        8 * LANES
    } else {
        8
    };
    for chunk in inputs.chunks(per_thread * jobs) {
        let prepared: Vec<anyhow::Result<Prepared>> = chunk
            .iter()
            .map(|input| prepare(input, &args.goal, heuristic, &mut tables))
            .collect::<anyhow::Result<_>>()?;
        let solve_one = |p: anyhow::Result<Prepared>| {
            let p = p?;
            let job = Job {
                sat,
                threads: if single { args.jobs.into() } else { 1 },
                ..Job::new(&p.board, &p.goal, args.algo, &p.heuristic, &limits)
            };
            let report = progress::solve(job, quiet)?;
            Ok((p, report))
        };
        let solved: Vec<anyhow::Result<(Prepared, Report)>> = pool.install(|| {
            if single || args.algo != Algorithm::Ida {
                return prepared.into_par_iter().map(solve_one).collect();
            }
            // the fast IDA* of a batch: a thread's boards side by side where they share tables
            let groups: Vec<Vec<_>> = prepared
                .into_par_iter()
                .chunks(per_thread)
                .map(|group| match side_by_side(&group) {
                    Some(pdb) => solve_side_by_side(group, &pdb, &limits),
                    None => group.into_iter().map(solve_one).collect(),
                })
                .collect();
            groups.into_iter().flatten().collect()
        });
        for (input, result) in chunk.iter().zip(solved) {
            let code = print_one(&args, input, result)?;
            worst = worst.max(code);
        }
    }
    match worst {
        0 => Ok(()),
        code => Err(Exit::new(code, "").into()),
    }
}

/// `--certify DIR`: the board solved by SAT with the compact encoding and the chosen backend,
/// and its certificate written.
fn certify(args: &Args, dir: &std::path::Path) -> anyhow::Result<()> {
    let refuse = |en: &str, ru: &str| Err(Exit::said(exit::BAD_INPUT, en, ru).into());
    if args.algo != Algorithm::Sat {
        return refuse(
            "--certify goes with --algo sat",
            "--certify работает только с --algo sat",
        );
    }
    if args.encoding.is_some_and(|e| e != SatEncoding::Compact) {
        return refuse(
            "a certificate is written with the compact encoding",
            "сертификат записывается только в компактной кодировке (--encoding compact)",
        );
    }
    let backend = args.backend.unwrap_or_default();
    backend.backend()?; // a backend this build lacks is refused before any work
    let text = args.board.as_deref().unwrap_or_default();
    let (board, goal) = board_arg::read_solvable(text, &args.goal)?;
    let limits = args.limits.limits();
    let certified = puzzlelab_certificate::certify(&board, &goal, dir, backend, &limits)
        .map_err(crate::sat::certificate_error)?;
    outln!("{}", Messages::new(args.lang).certified(&certified, dir))?;
    Ok(())
}

/// Options that make no sense together are refused before any work.
fn check_choices(args: &Args) -> anyhow::Result<()> {
    let refuse = |en: String, ru: String| Err(Exit::said(exit::BAD_INPUT, en, ru).into());
    if args.heuristic.is_some() && !args.algo.uses_heuristic() {
        let algo = args.algo.name();
        return refuse(
            format!(
                "--algo {algo} uses no heuristic (--heuristic goes with astar, ida and ida-generic)"
            ),
            format!(
                "--algo {algo} не использует эвристику (--heuristic работает с astar, ida и ida-generic)"
            ),
        );
    }
    if (args.encoding.is_some() || args.backend.is_some()) && args.algo != Algorithm::Sat {
        return refuse(
            "--encoding and --backend go with --algo sat".into(),
            "--encoding и --backend работают только с --algo sat".into(),
        );
    }
    Ok(())
}

/// The pattern databases every board of `group` was readied with, if they share them, there
/// are two boards or more and the tables are large enough to gain by it: those boards are
/// searched side by side.
fn side_by_side(group: &[anyhow::Result<Prepared>]) -> Option<Arc<PdbHeuristic>> {
    let mut tables = group.iter().flatten().map(|p| match &p.heuristic {
        Ready::Pdb(_, pdb) => Some(pdb),
        Ready::Classic(_) => None,
    });
    let first = tables.next()??;
    let mut count = 1;
    for pdb in tables {
        if !pdb.is_some_and(|pdb| Arc::ptr_eq(pdb, first)) {
            return None;
        }
        count += 1;
    }
    let gains = SlidingIda::new(first.goal(), &**first).gains_side_by_side();
    (count > 1 && gains).then(|| Arc::clone(first))
}

/// Solves the boards of `group` that were read side by side ([`solve::solve_batch`]); the
/// others keep their errors.
fn solve_side_by_side(
    group: Vec<anyhow::Result<Prepared>>,
    pdb: &PdbHeuristic,
    limits: &puzzlelab_solvers::search::Limits,
) -> Vec<anyhow::Result<(Prepared, Report)>> {
    let boards: Vec<Board> = group.iter().flatten().map(|p| p.board.clone()).collect();
    let mut reports = match solve::solve_batch(pdb, &boards, limits) {
        Ok(reports) => reports.into_iter(),
        Err(e) => {
            let message = format!("{e:#}");
            return group
                .into_iter()
                .map(|p| p.and_then(|_| Err(anyhow::anyhow!("{message}"))))
                .collect();
        }
    };
    group
        .into_iter()
        .map(|p| {
            let p = p?;
            let report = reports.next().expect("a report for every board");
            Ok((p, report))
        })
        .collect()
}

/// A board read, its goal, and its heuristic ready.
struct Prepared {
    board: Board,
    goal: Board,
    heuristic: Ready,
}

/// Reads a board and readies its heuristic. A board that cannot be read is this board's error
/// (the batch goes on); tables that cannot be loaded stop the run (every board needs them).
fn prepare(
    input: &Input,
    goal: &Goal,
    heuristic: HeuristicChoice,
    tables: &mut Tables,
) -> anyhow::Result<anyhow::Result<Prepared>> {
    let (board, goal) = match board_arg::read_solvable(&input.text, goal) {
        Ok(pair) => pair,
        Err(e) => return Ok(Err(e)),
    };
    let heuristic = tables.ready(heuristic, &goal)?;
    Ok(Ok(Prepared {
        board,
        goal,
        heuristic,
    }))
}

/// Prints one board's result (text or JSON on stdout, an error or a limit on stderr) and
/// returns its exit code.
fn print_one(
    args: &Args,
    input: &Input,
    result: anyhow::Result<(Prepared, Report)>,
) -> anyhow::Result<u8> {
    let where_ = input
        .line
        .map(|l| format!("line {l}: "))
        .unwrap_or_default();
    let (prepared, report) = match result {
        Ok(pair) => pair,
        Err(err) if input.line.is_none() => return Err(err),
        Err(err) => {
            let code = exit::code_of(&err);
            exit::warn(format_args!("{where_}{}", exit::message_of(&err)));
            if args.json {
                outln!("{}", report::error_row(input.line, &input.text, &err))?;
            }
            return Ok(code);
        }
    };
    let heuristic = args
        .algo
        .uses_heuristic()
        .then(|| prepared.heuristic.to_string());
    let row = Row {
        line: input.line,
        board: &prepared.board,
        goal: &args.goal,
        algo: args.algo,
        heuristic: heuristic.as_deref(),
        encoding: (args.algo == Algorithm::Sat).then(|| args.encoding.unwrap_or_default().name()),
        backend: (args.algo == Algorithm::Sat).then(|| args.backend.unwrap_or_default().name()),
        report: &report,
    };
    if args.json {
        outln!("{}", row.to_json())?;
    } else {
        out!("{}", report::text(&row, args.steps, args.lang))?;
        if args.explain {
            out!("{}", report::legend(args.algo == Algorithm::Sat, args.lang))?;
        }
    }
    match &report.outcome {
        Outcome::LimitReached { limit, lower_bound } => {
            let message =
                report::limit_message(limit, *lower_bound, &report, &prepared.heuristic, args.lang);
            if input.line.is_none() {
                return Err(Exit::new(exit::LIMIT, message).into());
            }
            exit::warn(format_args!("{where_}{message}"));
            Ok(exit::LIMIT)
        }
        Outcome::Unsolvable => {
            let message = "the goal cannot be reached";
            if input.line.is_none() {
                let ru = "цель недостижима";
                return Err(Exit::said(exit::BAD_INPUT, message, ru).into());
            }
            exit::warn(format_args!("{where_}{message}"));
            Ok(exit::BAD_INPUT)
        }
        Outcome::Solved { .. } => Ok(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_rules::Size;
    use puzzlelab_solvers::pdb::{build, Partition};
    use puzzlelab_solvers::search::Limits;
    use puzzlelab_solvers::solve::PdbName;

    #[test]
    fn a_group_side_by_side_reports_what_each_board_alone_reports() {
        let goal = Goal::Standard.board(Size::EIGHT);
        let partition = Partition::named("44", &goal).unwrap();
        let dbs = partition
            .patterns()
            .iter()
            .map(|p| build::build(p, &mut |_| {}))
            .collect();
        let pdb = Arc::new(PdbHeuristic::new(dbs).unwrap());
        let ready = Ready::Pdb(PdbName::parse("pdb:44").unwrap(), Arc::clone(&pdb));
        let boards = [
            "8 6 7 2 5 4 3 0 1",
            "1 2 3 4 5 6 0 7 8",
            "4 1 3 0 2 6 7 5 8",
        ];
        let prepared = |text: &str| {
            Ok(Prepared {
                board: text.parse().unwrap(),
                goal: goal.clone(),
                heuristic: ready.clone(),
            })
        };
        let mut group: Vec<anyhow::Result<Prepared>> = boards.iter().map(|b| prepared(b)).collect();
        group.insert(1, Err(anyhow::anyhow!("line 2: not a board")));
        assert!(
            side_by_side(&group).is_none(),
            "4-4's small tables gain nothing"
        );
        let limits = Limits::none();
        let solved = solve_side_by_side(group, &pdb, &limits);
        assert_eq!(solved.len(), 4);
        assert!(
            solved[1].is_err(),
            "the bad line keeps its place and its error"
        );
        for (result, text) in solved.iter().filter_map(|r| r.as_ref().ok()).zip(boards) {
            let (p, report) = result;
            let job = Job::new(&p.board, &goal, Algorithm::Ida, &ready, &limits);
            let alone = progress::solve(job, true).unwrap();
            assert_eq!(
                p.board.to_string(),
                text.parse::<Board>().unwrap().to_string()
            );
            assert_eq!(report.outcome.path(), alone.outcome.path(), "{text}");
            assert_eq!(report.stats.expanded, alone.stats.expanded, "{text}");
            assert_eq!(report.stats.generated, alone.stats.generated, "{text}");
            assert_eq!(report.initial_estimate, alone.initial_estimate, "{text}");
        }
    }
}
