//! Retrograde analysis: solving a game backwards, from its ends.
//!
//! Every end position is decided. A position with a lost successor is won (the first such
//! successor found gives the shortest win); a position whose successors are all won is lost (the
//! last one found gives the longest resistance). Positions are decided in order of distance from
//! the end, like a breadth-first search run on the reversed move graph.

use std::collections::{HashMap, VecDeque};
use std::mem::size_of;

use super::{Game, GameObserver, Solved, Stopped, Value};
use crate::search::{Budget, Limits};
use crate::search::{Event, Pseudocode};

/// Retrograde analysis in pseudo-code, and the line of each event.
pub(crate) const PSEUDOCODE: Pseudocode = Pseudocode {
    en: &[
        "for each position p: list the moves of p",
        "settle every position with no move: the end decides it",
        "queue ← the settled positions; while queue is not empty: take j",
        "    for each position i with a move to j, not yet settled:",
        "        if j is lost: i is won, and the move to j is chosen",
        "        if every move of i leads to a won position: i is lost",
    ],
    ru: &[
        "для каждой позиции p: перечислить ходы из p",
        "решить каждую позицию без ходов: её решает конец игры",
        "очередь ← решённые позиции; пока очередь не пуста: взять j",
        "    для каждой ещё не решённой позиции i с ходом в j:",
        "        если j проигрышна: i выигрышна, выбран ход в j",
        "        если каждый ход из i ведёт в выигрышную: i проигрышна",
    ],
    line_of: |e| match e {
        Event::Expand { .. } | Event::Generate { .. } => 0,
        Event::Settled { distance: 0, .. } => 1,
        Event::Settled { win: true, .. } | Event::Chosen { .. } => 4,
        Event::Settled { win: false, .. } => 5,
        _ => 2,
    },
};

/// Solves every position of `positions` by retrograde analysis.
///
/// `positions` must be closed under moves: every position a move reaches from one of them is
/// in the list too (for Bachet's game, the piles `0..=N`).
///
/// Returns the solution of every decided position. In a game that can loop forever, positions
/// from which neither side can force a win are left out (they are draws); Bachet's game has none.
///
/// Each position is expanded once, when its moves are listed, and each move generates its
/// successor; the node limit counts positions, the memory limit is checked against the tables'
/// size as each position's moves are added, before the analysis holds them.
///
/// # Panics
/// If a move leads outside `positions`.
pub(crate) fn retrograde<G: Game, O: GameObserver<G::Position>>(
    game: &G,
    positions: &[G::Position],
    limits: &Limits,
    observer: &mut O,
) -> Result<HashMap<G::Position, Solved<G::Move>>, Stopped> {
    let mut budget = Budget::start(limits);
    let index: HashMap<&G::Position, usize> =
        positions.iter().enumerate().map(|(i, p)| (p, i)).collect();
    let (per_position, per_move) = table_bytes::<G>();
    let mut bytes = per_position * positions.len() as u64;
    let mut successors: Vec<Vec<(G::Move, usize)>> = Vec::with_capacity(positions.len());
    for (done, p) in positions.iter().enumerate() {
        let moves = game.moves(p);
        bytes += per_move * moves.len() as u64;
        let memory = || bytes;
        if let Some(limit) = budget.over_memory(bytes).or_else(|| budget.spend(memory)) {
            observer.limit(limit);
            let done = done as u64;
            return Err(Stopped { limit, done });
        }
        observer.expand(p, 0);
        let moves = moves.into_iter().map(|(m, q)| {
            observer.generate(p, &q, 1);
            let j = *index.get(&q).unwrap_or_else(|| {
                panic!("a move from {p:?} leads to {q:?}, outside the positions given")
            });
            (m, j)
        });
        successors.push(moves.collect());
    }
    let mut predecessors = vec![Vec::new(); positions.len()];
    for (i, succ) in successors.iter().enumerate() {
        for &(_, j) in succ {
            predecessors[j].push(i);
        }
    }

    // value and distance of each decided position; `undecided[i]`: successors not yet known won
    let mut decided: Vec<Option<(Value, u64)>> = vec![None; positions.len()];
    let mut undecided: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut queue = VecDeque::new();
    for (i, p) in positions.iter().enumerate() {
        if successors[i].is_empty() {
            let value = game.end_value(p);
            decided[i] = Some((value, 0));
            observer.settle(p, value, 0);
            queue.push_back(i);
        }
    }
    while let Some(j) = queue.pop_front() {
        let (value, distance) = decided[j].expect("queued positions are decided");
        for &i in &predecessors[j] {
            if decided[i].is_some() {
                continue;
            }
            let settled = match value {
                // a move into a lost position wins, and this is the shortest such win
                Value::Loss => {
                    observer.choose(&positions[i], &positions[j]);
                    Value::Win
                }
                // a move into a won position: lost once every move is
                Value::Win => {
                    undecided[i] -= 1;
                    if undecided[i] > 0 {
                        continue;
                    }
                    Value::Loss
                }
            };
            decided[i] = Some((settled, distance + 1));
            observer.settle(&positions[i], settled, distance + 1);
            queue.push_back(i);
        }
    }

    observer.finish(budget.elapsed());
    Ok(positions
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let (value, distance) = decided[i]?;
            let winning_moves = successors[i]
                .iter()
                .filter(|&&(_, j)| matches!(decided[j], Some((Value::Loss, _))))
                .map(|(m, _)| m.clone())
                .collect();
            Some((
                p.clone(),
                Solved {
                    value,
                    distance,
                    winning_moves,
                },
            ))
        })
        .collect())
}

/// The bytes the analysis holds per position (its index entry, lists, state and answer) and
/// per move (the successor, the predecessor, a winning move).
fn table_bytes<G: Game>() -> (u64, u64) {
    let position = size_of::<G::Position>() + size_of::<usize>() + 16; // index entry
    let lists = 3 * size_of::<Vec<usize>>() + size_of::<Option<(super::Value, u64)>>() + 8;
    let answer = size_of::<G::Position>() + size_of::<Solved<G::Move>>() + 16;
    let per_move = size_of::<(G::Move, usize)>() + size_of::<usize>() + size_of::<G::Move>();
    ((position + lists + answer) as u64, per_move as u64)
}

/// A game of one pile (positions `0..=max_pile`, a move takes some objects) solved by
/// [`retrograde`]: entry `n` is pile `n`.
pub fn solve_piles<G, O>(
    game: &G,
    max_pile: u64,
    limits: &Limits,
    observer: &mut O,
) -> Result<Vec<Solved<u64>>, Stopped>
where
    G: Game<Position = u64, Move = u64>,
    O: GameObserver<u64>,
{
    let piles: Vec<u64> = (0..=max_pile).collect();
    let mut table = retrograde(game, &piles, limits, observer)?;
    Ok(piles
        .iter()
        .map(|n| table.remove(n).expect("a game of one pile has no draws"))
        .collect())
}
