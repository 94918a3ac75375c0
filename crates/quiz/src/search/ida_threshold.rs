//! IDA*'s bounds: an iteration searches depth-first and cuts off every position whose
//! `f = g + h` passes the bound; when it fails, the next bound is the least `f` it cut off.
//! The bounds asked about are the threshold events of a real run's trace.

use puzzlelab_rules::{Board, Lang, Size};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{Event, Trace};
use puzzlelab_solvers::{Algorithm, Ready};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{goal, messages, named, record, size, walk_between, TRIES};
use crate::{Form, Level, Made};

/// The most expansions a run the question is taken from may need.
const MAX_NODES: u64 = 20_000;

/// The most positions cut off that a question lists.
const MAX_CUT: usize = 6;

/// A position cut off: its cost so far and its estimate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Cut {
    /// The position.
    pub board: Board,
    /// Moves from the start.
    pub g: usize,
    /// Its estimate.
    pub h: usize,
}

impl Cut {
    /// `f = g + h`.
    pub fn f(&self) -> usize {
        self.g + self.h
    }
}

/// One failed iteration of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Iteration {
    /// Which, from 1.
    pub number: usize,
    /// The first iteration's bound: the start's estimate.
    pub first: usize,
    /// Its bound.
    pub bound: usize,
    /// The next iteration's bound, from the trace.
    pub next: usize,
    /// Positions it expanded.
    pub expanded: usize,
    /// The positions it cut off (each position and `g` once), in the order they were met.
    pub cut: Vec<Cut>,
}

impl Iteration {
    /// The least `f` cut off, if anything was.
    pub fn least(&self) -> Option<usize> {
        self.cut.iter().map(Cut::f).min()
    }
}

/// How the question is put.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shown {
    /// The positions cut off with `g` and `h`.
    Estimates,
    /// The positions cut off with `g` only: the student counts the misplaced tiles.
    CostsOnly,
    /// No position: the Manhattan distance's parity answers.
    Nothing,
}

/// An IDA* question: easy, the first iteration with Manhattan and the positions it cut off
/// with their `g` and `h`; medium, misplaced tiles and the positions with `g` only; hard, a
/// 4x4 board with Manhattan and nothing listed (the parity of `f` answers).
pub(super) fn make(level: Level, rng: &mut ChaCha8Rng, lang: Lang) -> Option<Made> {
    let (heuristic, shown) = match level {
        Level::Easy => (Heuristic::Manhattan, Shown::Estimates),
        Level::Medium => (Heuristic::Misplaced, Shown::CostsOnly),
        Level::Hard => (Heuristic::Manhattan, Shown::Nothing),
    };
    let ready = Ready::Classic(heuristic);
    for _ in 0..TRIES {
        let start = match level {
            Level::Hard => walk_between(rng, size(4, 4), 12, 30),
            _ => walk_between(rng, Size::EIGHT, 8, 20),
        };
        let Some(trace) = record(&start, Algorithm::IdaGeneric, &ready, MAX_NODES, usize::MAX)
        else {
            continue;
        };
        let fits = |it: &Iteration| match level {
            Level::Easy => it.number == 1 && it.cut.len() <= MAX_CUT,
            Level::Medium => it.cut.len() <= MAX_CUT,
            Level::Hard => true,
        };
        let failed: Vec<Iteration> = iterations(&trace, &ready)
            .into_iter()
            .filter(fits)
            .collect();
        let Some(it) = failed.choose(rng) else {
            continue;
        };
        if it.least() != Some(it.next) {
            continue;
        }
        let (text, explanation) = messages::ida_threshold(lang, &start, heuristic, it, shown);
        let answer = it.next.to_string();
        let measured = named(&[
            ("cells", start.cells()),
            ("iteration", it.number),
            ("cut-off", it.cut.len()),
            ("rise", it.next - it.bound),
        ]);
        return Some(Made::one_answer(
            Form::Number,
            text,
            Some(start.to_string()),
            answer,
            explanation,
            measured,
        ));
    }
    None
}

/// Every failed iteration of the recorded run, with what it cut off: each `generate` event
/// whose `g + h` passes the iteration's bound.
fn iterations(trace: &Trace<Board>, heuristic: &Ready) -> Vec<Iteration> {
    let nodes = trace.nodes();
    let goal = goal(nodes[0].size());
    let mut done: Vec<Iteration> = Vec::new();
    for event in trace.events() {
        match *event {
            Event::Threshold { bound } => {
                if let Some(last) = done.last_mut() {
                    last.next = bound;
                }
                let first = done.first().map_or(bound, |it| it.bound);
                done.push(Iteration {
                    number: done.len() + 1,
                    first,
                    bound,
                    next: 0,
                    expanded: 0,
                    cut: Vec::new(),
                });
            }
            Event::Expand { .. } => {
                if let Some(it) = done.last_mut() {
                    it.expanded += 1;
                }
            }
            Event::Generate { child, g, .. } => {
                let Some(it) = done.last_mut() else { continue };
                let cut = Cut {
                    board: nodes[child].clone(),
                    g,
                    h: heuristic.estimate(&nodes[child], &goal),
                };
                if cut.f() > it.bound && !it.cut.contains(&cut) {
                    it.cut.push(cut);
                }
            }
            _ => {}
        }
    }
    done.pop(); // the last iteration found the goal
    done
}
