//! A* stopped before an expansion: which position of its open list comes out next? The one
//! with the least `f = g + h`; on a tie this A* takes the largest `g` (the deepest position),
//! then the newest. The open list shown is the one the solvers' A* held at that moment, taken
//! from the trace of a real run, and the answer is the position it really took.

use puzzlelab_rules::{Board, Lang, Size};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{Event, Trace};
use puzzlelab_solvers::{Algorithm, Ready};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{messages, named, record, walk_between, TRIES};
use crate::{Form, Level, Made};

/// The most expansions a run the question is taken from may need.
const MAX_NODES: u64 = 300;

/// The most entries of an open list a question shows.
const MAX_ENTRIES: usize = 8;

/// One entry of the open list: a position with its cost so far and its estimate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// The position.
    pub board: Board,
    /// Moves from the start.
    pub g: usize,
    /// The Manhattan distance to the goal.
    pub h: usize,
}

impl Entry {
    /// `f = g + h`.
    pub fn f(&self) -> usize {
        self.g + self.h
    }
}

/// A* before one of its expansions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Moment {
    /// The open list, in the order its entries entered it (oldest first).
    pub open: Vec<Entry>,
    /// The entry A* took next (its index in `open`).
    pub taken: usize,
    /// Positions expanded before.
    pub expanded: usize,
}

impl Moment {
    /// The least `f` on the open list.
    pub fn least_f(&self) -> usize {
        self.open.iter().map(Entry::f).min().unwrap_or(0)
    }

    /// The indices of the entries with the least `f`.
    pub fn tied(&self) -> Vec<usize> {
        let least = self.least_f();
        (0..self.open.len())
            .filter(|&i| self.open[i].f() == least)
            .collect()
    }
}

/// An A* question: an open list and the entry taken next; easy without a tie; medium later in
/// the run, with a tie, every tied entry accepted; hard with a tie, positions of different
/// depths on the list, and the tie rule stated.
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let heuristic = Ready::Classic(Heuristic::Manhattan);
    for _ in 0..TRIES {
        let start = walk_between(rng, Size::EIGHT, 6, 14);
        let Some(trace) = record(&start, Algorithm::Astar, &heuristic, MAX_NODES, 1) else {
            continue;
        };
        let depths = |m: &Moment| m.open.iter().any(|e| e.g != m.open[0].g);
        let fits = |m: &Moment| match level {
            Level::Easy => m.tied().len() == 1,
            Level::Medium => m.tied().len() >= 2 && m.expanded >= 2,
            Level::Hard => m.tied().len() >= 2 && m.expanded >= 2 && depths(m),
        };
        let moments: Vec<Moment> = moments(&trace, &heuristic)
            .into_iter()
            .filter(fits)
            .collect();
        let Some(moment) = moments.choose(rng) else {
            continue;
        };
        let rule = level == Level::Hard;
        let accepted: Vec<usize> = match level {
            Level::Medium => moment.tied(),
            _ => vec![moment.taken],
        };
        let choices: Vec<String> = moment.open.iter().map(|e| e.board.to_string()).collect();
        let (text, explanation) = messages::astar_next(lang, &start, moment, rule);
        let taken = &moment.open[moment.taken];
        let measured = named(&[
            ("entries", moment.open.len()),
            ("tied", moment.tied().len()),
            ("expanded", moment.expanded),
            ("g", taken.g),
        ]);
        return Some(Made {
            text,
            board: Some(start.to_string()),
            pile: None,
            form: Form::Choice,
            answer: choices[moment.taken].clone(),
            accepted: accepted.iter().map(|&i| choices[i].clone()).collect(),
            choices,
            explanation,
            measured,
        });
    }
    None
}

/// Every moment of the run that makes a fair question: A* takes a position from an open list
/// of two to [`MAX_ENTRIES`] entries and expands it, every entry a different position that has
/// not been expanded yet (no copy that A* would take only to drop it).
fn moments(trace: &Trace<Board>, heuristic: &Ready) -> Vec<Moment> {
    let nodes = trace.nodes();
    let goal = super::goal(nodes[0].size());
    let events = trace.events();
    let mut closed = vec![false; nodes.len()];
    let mut expanded = 0;
    let mut found = Vec::new();
    for (at, pair) in events.windows(2).enumerate() {
        if let [Event::Pop { node, g }, Event::Expand { node: next, .. }] = *pair {
            let snapshot = &trace.snapshots()[at];
            debug_assert_eq!(snapshot.at, at, "a snapshot before every event");
            let open = &snapshot.frontier;
            let fresh = open.iter().all(|&[n, _]| !closed[n]);
            let distinct = open
                .iter()
                .all(|a| open.iter().filter(|b| a[0] == b[0]).count() == 1);
            let fair = next == node && fresh && distinct && (2..=MAX_ENTRIES).contains(&open.len());
            let taken = open.iter().position(|&e| e == [node, g]).filter(|_| fair);
            if let Some(taken) = taken {
                let entry = |&[n, g]: &[usize; 2]| Entry {
                    board: nodes[n].clone(),
                    g,
                    h: heuristic.estimate(&nodes[n], &goal),
                };
                found.push(Moment {
                    open: open.iter().map(entry).collect(),
                    taken,
                    expanded,
                });
            }
        }
        if let Event::Expand { node, .. } = pair[0] {
            closed[node] = true;
            expanded += 1;
        }
    }
    found
}
