//! The race of `bench solvers`: every entrant on every set it takes, each instance timed by
//! the CPU clock (the process's for an entrant on several threads), each length checked against
//! the published optimum or the first solver's.

use std::time::Duration;

use super::entrants::{memory_mb, Racer};
use super::instances::Instance;
use super::report::{Each, Summary};
use super::Args;
use crate::clock::{process_cpu_time, thread_cpu_time};

/// What one solver did on one instance.
#[derive(Clone)]
pub(super) struct Outcome {
    pub(super) length: Option<u32>,
    pub(super) expanded: u64,
    pub(super) generated: u64,
}

/// Runs every entrant of `entrants` on every set of `sets` it takes: one summary per entrant
/// and set.
pub(super) fn race(
    args: &Args,
    sets: &[(String, Vec<Instance>)],
    entrants: &[Racer],
) -> Vec<Summary> {
    let mut summaries = Vec::new();
    for (set, instances) in sets {
        let mut reference: Vec<Option<u32>> = instances.iter().map(|i| i.optimal).collect();
        // the first solver's CPU time on each instance, for the ratios
        let mut first: Vec<Option<Duration>> = vec![None; instances.len()];
        let size = instances.first().map(|i| i.board.size());
        for (rank, racer) in entrants
            .iter()
            .filter(|r| size.is_some_and(|s| r.entrant.takes(s)))
            .enumerate()
        {
            let entrant = &racer.entrant;
            let private = memory_mb("RssAnon:");
            let mut times = Vec::new();
            let (mut solved, mut wrong, mut expanded, mut generated) = (0, 0, 0u64, 0u64);
            let (mut wall, mut mine, mut theirs) = (0.0, 0.0, 0.0);
            let mut each = Vec::new();
            let cpu_clock = if entrant.threads() > 1 {
                process_cpu_time
            } else {
                thread_cpu_time
            };
            let take = match args.peer_first {
                Some(n) if !entrant.ours() => n,
                _ => instances.len(),
            };
            let set_at_once = entrant.solve_set(&instances[..take]);
            for (i, instance) in instances.iter().enumerate().take(take) {
                let (start, clock) = (cpu_clock(), std::time::Instant::now());
                let (outcome, spent) = match &set_at_once {
                    Some((outcomes, total)) => (outcomes[i].clone(), *total / take as u32),
                    None => {
                        let outcome = entrant.solve(instance);
                        (outcome, cpu_clock() - start)
                    }
                };
                let Some(len) = outcome.length else { continue };
                solved += 1;
                wall += match set_at_once {
                    Some(_) => spent.as_secs_f64(), // one thread: its share of the set's time
                    None => clock.elapsed().as_secs_f64(),
                };
                expanded += outcome.expanded; // the instances solved, like the times
                generated += outcome.generated;
                times.push(spent);
                if let Some((number, paper_expanded)) = instance.paper {
                    each.push(Each {
                        number,
                        moves: len,
                        expanded: outcome.expanded,
                        paper_expanded,
                        cpu_s: spent.as_secs_f64(),
                    });
                }
                if rank == 0 {
                    first[i] = Some(spent);
                }
                if let Some(reference) = first[i] {
                    mine += spent.as_secs_f64();
                    theirs += reference.as_secs_f64();
                }
                match reference[i] {
                    Some(best) if best != len => {
                        wrong += 1;
                        eprintln!(
                            "{}: {set} #{}: {len} moves, expected {best}",
                            entrant.name(),
                            i + 1
                        );
                    }
                    None => reference[i] = Some(len),
                    _ => {}
                }
            }
            let total = 0.0 + times.iter().map(Duration::as_secs_f64).sum::<f64>();
            times.sort();
            let summary = Summary {
                solver: entrant.name(),
                set: set.clone(),
                instances: instances.len(),
                solved,
                wrong_length: wrong,
                total_cpu_s: total,
                total_wall_s: wall,
                median_cpu_ms: times
                    .get(times.len() / 2)
                    .map_or(0.0, |t| t.as_secs_f64() * 1e3),
                max_cpu_ms: times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3),
                cpu_ratio: if theirs > 0.0 { mine / theirs } else { 0.0 },
                expanded,
                generated,
                mean_generated: generated as f64 / solved.max(1) as f64,
                nodes_per_s: if total > 0.0 {
                    expanded as f64 / total
                } else {
                    0.0
                },
                tables_mb: racer.tables_mb,
                search_mb: (memory_mb("RssAnon:") - private).max(0.0),
                each,
            };
            eprintln!(
                "{} on {set}: {solved}/{} in {:.2} s",
                summary.solver,
                instances.len(),
                total
            );
            summaries.push(summary);
        }
    }
    summaries
}
