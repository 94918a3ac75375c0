//! The solvers in the race of `bench solvers`: ours (a partition's databases under the fast
//! IDA*, each measured variant one of [`SlidingIda`]'s options: threads, boards side by side,
//! the plain sum without the reflection, no move pruning) and the peers; each set up with the
//! memory it took measured.

use std::path::Path;
use std::time::Duration;

use puzzlelab_rules::{Board, Lang, Size};
use puzzlelab_solvers::pdb::PdbHeuristic;
use puzzlelab_solvers::search::Stats;
use puzzlelab_solvers::sliding::pruning::MovePruning;
use puzzlelab_solvers::sliding::{Incremental, SlidingIda};

use super::instances::Instance;
use super::race::Outcome;
use super::{peers, Args};
use crate::clock::thread_cpu_time;

/// A solver in the race.
pub(super) enum Entrant {
    /// Our fast IDA* over pattern databases: one search for each goal the sets need (all of
    /// one board size), on this many threads, this many boards side by side.
    Ours {
        /// The name in the table, without threads and lanes (`puzzlelab pdb:663 plain`).
        label: String,
        searches: Vec<SlidingIda<PdbHeuristic>>,
        threads: usize,
        lanes: usize,
    },
    #[cfg(feature = "peers")]
    Slidy(Box<slidy::solver::size4x4::stm::solver::Solver>),
    Pathfinding(Duration),
}

/// An entrant with the memory its set-up took (tables, databases), in MB.
pub(super) struct Racer {
    pub(super) entrant: Entrant,
    pub(super) tables_mb: f64,
}

impl Racer {
    /// Sets up an entrant, measuring the resident memory it adds.
    fn set_up(make: impl FnOnce() -> anyhow::Result<Entrant>) -> anyhow::Result<Racer> {
        let before = memory_mb("VmRSS:");
        let entrant = make()?;
        // Our move-pruning machines are built here, with the tables, not in the first instance's
        // time; and the tables' pages are read in once, in order, so that no solver's first
        // instances pay for reading them (pages not cached yet then come in huge pages).
        if let Entrant::Ours { searches, .. } = &entrant {
            for search in searches {
                MovePruning::shared(search.goal().size());
                for db in search.heuristic().databases() {
                    let sum = db
                        .values()
                        .iter()
                        .step_by(4096)
                        .map(|&v| v as u64)
                        .sum::<u64>();
                    std::hint::black_box(sum);
                }
            }
        }
        // our tables are mapped from their files, resident only as the search touches them
        let tables_mb = match &entrant {
            Entrant::Ours { searches, .. } => searches
                .iter()
                .map(|s| s.heuristic().bytes() as f64 / (1u64 << 20) as f64)
                .sum(),
            _ => (memory_mb("VmRSS:") - before).max(0.0),
        };
        Ok(Racer { entrant, tables_mb })
    }
}

/// Every entrant `args` asks for, set up: each of our partitions once for each combination of
/// threads and lanes (and its variants), the 5x5 databases if a 5x5 set is run, the peers.
pub(super) fn line_up(args: &Args, goals: &[&Board], dir: &Path) -> anyhow::Result<Vec<Racer>> {
    let mut entrants = Vec::new();
    let combinations = args.threads.iter().flat_map(|&t| {
        // boards side by side on one thread only
        let lanes = args.lanes.iter().filter(move |&&l| t == 1 || l == 1);
        lanes.map(move |&l| (t, l.max(1)))
    });
    let combinations: Vec<(usize, usize)> = combinations.collect();
    for (name, (threads, lanes)) in args
        .pdb
        .iter()
        .flat_map(|name| combinations.iter().map(move |&c| (name, c)))
    {
        let open = |reflect: bool, prune: bool| {
            Racer::set_up(|| {
                let searches = goals
                    .iter()
                    .map(|goal| {
                        let pdb = puzzlelab::tables(
                            dir.to_path_buf(),
                            Default::default(),
                            Some(Lang::En),
                        )
                        .open(name, goal)?;
                        let mut search = SlidingIda::new(goal, pdb).lanes(lanes);
                        if !reflect {
                            search = search.without_reflection();
                        }
                        if !prune {
                            search = search.without_pruning();
                        }
                        Ok(search)
                    })
                    .collect::<anyhow::Result<Vec<_>>>()?;
                let plain = match searches.first() {
                    Some(s) if !s.heuristic().reflects() => " plain",
                    _ => "",
                };
                let unpruned = if prune { "" } else { " unpruned" };
                Ok(Entrant::Ours {
                    label: format!("puzzlelab pdb:{name}{plain}{unpruned}"),
                    searches,
                    threads: threads.max(1),
                    lanes,
                })
            })
        };
        entrants.push(open(true, true)?);
        if args.plain_too {
            entrants.push(open(false, true)?);
        }
        if args.unpruned_too {
            entrants.push(open(true, false)?);
        }
    }
    if args.sets.iter().any(|s| s == "walk5" || s == "korf24") {
        let goal = puzzlelab_rules::Goal::BlankFirst.board(Size::square(5)?);
        entrants.push(Racer::set_up(|| {
            let pdb = puzzlelab::tables(dir.to_path_buf(), Default::default(), Some(Lang::En))
                .open("6666", &goal)?;
            Ok(Entrant::Ours {
                label: "puzzlelab pdb:6666".into(),
                searches: vec![SlidingIda::new(&goal, pdb)],
                threads: 1,
                lanes: 1,
            })
        })?);
    }
    for peer in &args.peers {
        match peer.as_str() {
            "none" => {}
            #[cfg(feature = "peers")]
            "slidy" => {
                eprintln!("building slidy's databases (not timed)...");
                entrants.push(Racer::set_up(|| {
                    Ok(Entrant::Slidy(Box::new(
                        slidy::solver::size4x4::stm::solver::Solver::new(),
                    )))
                })?);
            }
            #[cfg(not(feature = "peers"))]
            "slidy" => eprintln!("slidy is not compiled in: build with `--features peers`"),
            "pathfinding" => entrants.push(Racer::set_up(|| {
                Ok(Entrant::Pathfinding(Duration::from_secs_f64(args.cap)))
            })?),
            other => anyhow::bail!("no peer '{other}' (slidy, pathfinding, none)"),
        }
    }
    Ok(entrants)
}

impl Entrant {
    /// The entrant's name in the table, with its threads and lanes when more than one.
    pub(super) fn name(&self) -> String {
        match self {
            Entrant::Ours {
                label,
                threads,
                lanes,
                ..
            } => {
                let threads = match threads {
                    1 => String::new(),
                    n => format!(" x{n}"),
                };
                let lanes = match lanes {
                    1 => String::new(),
                    n => format!(" {n} side by side"),
                };
                format!("{label}{threads}{lanes}")
            }
            #[cfg(feature = "peers")]
            Entrant::Slidy(_) => "slidy 0.4.1 (4-4-4-3)".into(),
            Entrant::Pathfinding(cap) => {
                format!(
                    "pathfinding idastar+manhattan (cap {:.1}s)",
                    cap.as_secs_f64()
                )
            }
        }
    }

    /// Whether the entrant solves boards of this size (pathfinding solves any).
    pub(super) fn takes(&self, size: Size) -> bool {
        match self {
            Entrant::Ours { searches, .. } => searches.iter().any(|s| s.goal().size() == size),
            Entrant::Pathfinding(_) => true,
            #[cfg(feature = "peers")]
            Entrant::Slidy(_) => size == Size::FIFTEEN,
        }
    }

    /// Whether the entrant is one of ours (a peer may be asked to solve fewer instances).
    pub(super) fn ours(&self) -> bool {
        matches!(self, Entrant::Ours { .. })
    }

    /// The threads the entrant solves one board on.
    pub(super) fn threads(&self) -> usize {
        match self {
            Entrant::Ours { threads, .. } => *threads,
            _ => 1,
        }
    }

    /// A set's outcomes at once and the CPU time of them all, for an entrant that solves boards
    /// side by side (`None` for the others, which solve one instance at a time).
    pub(super) fn solve_set(&self, instances: &[Instance]) -> Option<(Vec<Outcome>, Duration)> {
        let Entrant::Ours {
            searches,
            threads: 1,
            lanes: 2..,
            ..
        } = self
        else {
            return None;
        };
        let goal = &instances.first()?.goal;
        if instances.iter().any(|i| &i.goal != goal) {
            return None; // a set of several goals goes one board at a time
        }
        let search = searches.iter().find(|s| s.goal() == goal)?;
        let boards: Vec<Board> = instances.iter().map(|i| i.board.clone()).collect();
        let mut stats = vec![Stats::default(); boards.len()];
        let start = thread_cpu_time();
        let outcomes = search.solve_batch(&boards, &mut stats);
        let spent = thread_cpu_time() - start;
        let outcomes = outcomes
            .iter()
            .zip(&stats)
            .map(|(o, s)| Outcome {
                length: o.cost().map(|c| c as u32),
                expanded: s.expanded,
                generated: s.generated,
            })
            .collect();
        Some((outcomes, spent))
    }

    /// The entrant's outcome on one instance.
    pub(super) fn solve(&self, instance: &Instance) -> Outcome {
        match self {
            Entrant::Ours {
                searches, threads, ..
            } => {
                let search = searches
                    .iter()
                    .find(|s| *s.goal() == instance.goal)
                    .expect("a search for every goal of the sets");
                ours(search, instance, *threads)
            }
            #[cfg(feature = "peers")]
            Entrant::Slidy(solver) => peers::slidy_solve(solver, instance),
            Entrant::Pathfinding(cap) => peers::pathfinding_solve(instance, *cap),
        }
    }
}

/// Our search's outcome on one instance, on `threads` threads.
fn ours(search: &SlidingIda<PdbHeuristic>, instance: &Instance, threads: usize) -> Outcome {
    let mut stats = Stats::default();
    let outcome = if threads > 1 {
        let mut workers = vec![Stats::default(); threads];
        let outcome = search.solve_parallel(&instance.board, &mut stats, &mut workers);
        workers.iter().for_each(|w| stats.absorb(w));
        outcome
    } else {
        search.solve(&instance.board, &mut stats)
    };
    Outcome {
        length: outcome.cost().map(|c| c as u32),
        expanded: stats.expanded,
        generated: stats.generated,
    }
}

/// A line of `/proc/self/status` in MB: `VmRSS:` the resident memory now, `RssAnon:` the
/// part of it that is the process's own rather than mapped files (Linux; elsewhere 0).
pub(super) fn memory_mb(key: &str) -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(key))?
                .split_whitespace()
                .nth(1)?
                .parse::<f64>()
                .ok()
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(0.0)
}
