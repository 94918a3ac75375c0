//! The memoised minimax: solving a game forwards, down its tree.
//!
//! A position is won if some move leads to a position lost for the opponent, and lost if every
//! move leads to a won one. The game tree repeats positions (Bachet's tree for 13 objects has
//! 3,736 nodes but only 14 positions), so each answer is remembered.

use std::collections::HashMap;
use std::mem::size_of;

use super::{Game, GameObserver, Solved, Stopped, Value};
use crate::search::{Budget, Limits};
use crate::search::{Event, Pseudocode};

/// The memoised minimax in pseudo-code, and the line of each event.
pub(crate) const PSEUDOCODE: Pseudocode = Pseudocode {
    en: &[
        "solve(p): if p is solved already: return its value",
        "    if p has no move: the end decides it",
        "    for each move of p, to q:",
        "        solve(q)",
        "    p is won if some q is lost (the first such move chosen), else lost",
    ],
    ru: &[
        "решить(p): если p уже решена: вернуть её значение",
        "    если из p нет ходов: её решает конец игры",
        "    для каждого хода из p в q:",
        "        решить(q)",
        "    p выигрышна, если какая-то q проигрышна (выбран первый такой ход), иначе проигрышна",
    ],
    line_of: |e| match e {
        Event::Expand { .. } => 2,
        Event::Generate { .. } => 3,
        Event::Settled { distance: 0, .. } => 1,
        Event::Settled { .. } | Event::Chosen { .. } => 4,
        _ => 0,
    },
};

/// A minimax solver that remembers every position it has solved, under [`Limits`] that hold for
/// its whole life (every `solve` spends from the same budget).
///
/// The recursion is as deep as the longest game from the position asked, and never deeper than
/// the positions expanded, so a node limit bounds it too (use [`retrograde`](super::retrograde())
/// for very long games). Games must not loop.
pub struct Minimax<'g, G: Game> {
    game: &'g G,
    budget: Budget,
    memo: HashMap<G::Position, Solved<G::Move>>,
    /// Positions solved by looking at their moves (each once, thanks to the memo).
    pub expanded: u64,
    /// Times an answer was found in the memo instead.
    pub memo_hits: u64,
}

impl<'g, G: Game> Minimax<'g, G> {
    /// A solver for `game` with an empty memo, within `limits`.
    pub fn new(game: &'g G, limits: &Limits) -> Self {
        Minimax {
            game,
            budget: Budget::start(limits),
            memo: HashMap::new(),
            expanded: 0,
            memo_hits: 0,
        }
    }

    /// Solves `position`: its value, its distance to the end under best play, its winning moves.
    /// A position is expanded when its moves are listed; each move generates its successor.
    pub fn solve<O: GameObserver<G::Position>>(
        &mut self,
        position: &G::Position,
        observer: &mut O,
    ) -> Result<Solved<G::Move>, Stopped> {
        if let Some(known) = self.memo.get(position) {
            self.memo_hits += 1;
            return Ok(known.clone());
        }
        let entry = size_of::<G::Position>() + size_of::<Solved<G::Move>>() + 16;
        let memory = (self.memo.len() * entry) as u64;
        if let Some(limit) = self.budget.spend(|| memory) {
            observer.limit(limit);
            let done = self.expanded;
            return Err(Stopped { limit, done });
        }
        self.expanded += 1;
        observer.expand(position, 0);
        let moves = self.game.moves(position);
        let solved = if moves.is_empty() {
            Solved {
                value: self.game.end_value(position),
                distance: 0,
                winning_moves: Vec::new(),
            }
        } else {
            let mut winning_moves = Vec::new();
            let (mut shortest_win, mut longest_loss) = (u64::MAX, 0);
            for (m, next) in moves {
                observer.generate(position, &next, 1);
                let reply = self.solve(&next, observer)?;
                match reply.value {
                    Value::Loss => {
                        if winning_moves.is_empty() {
                            observer.choose(position, &next);
                        }
                        shortest_win = shortest_win.min(reply.distance + 1);
                        winning_moves.push(m);
                    }
                    Value::Win => longest_loss = longest_loss.max(reply.distance + 1),
                }
            }
            if winning_moves.is_empty() {
                Solved {
                    value: Value::Loss,
                    distance: longest_loss,
                    winning_moves,
                }
            } else {
                Solved {
                    value: Value::Win,
                    distance: shortest_win,
                    winning_moves,
                }
            }
        };
        observer.settle(position, solved.value, solved.distance);
        self.memo.insert(position.clone(), solved.clone());
        Ok(solved)
    }

    /// The number of distinct positions solved so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}
