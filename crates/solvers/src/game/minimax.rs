//! The memoised minimax: solving a game forwards, down its tree.
//!
//! A position is won if some move leads to a position lost for the opponent, and lost if every
//! move leads to a won one. The game tree repeats positions (Bachet's tree for 13 objects has
//! 3,736 nodes but only 14 positions), so each answer is remembered.

use std::collections::HashMap;

use super::{Game, Solved, Value};

/// A minimax solver that remembers every position it has solved.
///
/// The recursion is as deep as the longest game from the position asked (fine for the piles of
/// the lessons; use [`retrograde`](super::retrograde()) for very long games). Games must not loop.
pub struct Minimax<'g, G: Game> {
    game: &'g G,
    memo: HashMap<G::Position, Solved<G::Move>>,
    /// Positions solved by looking at their moves (each once, thanks to the memo).
    pub expanded: u64,
    /// Times an answer was found in the memo instead.
    pub memo_hits: u64,
}

impl<'g, G: Game> Minimax<'g, G> {
    /// A solver for `game` with an empty memo.
    pub fn new(game: &'g G) -> Self {
        Minimax {
            game,
            memo: HashMap::new(),
            expanded: 0,
            memo_hits: 0,
        }
    }

    /// Solves `position`: its value, its distance to the end under best play, its winning moves.
    pub fn solve(&mut self, position: &G::Position) -> Solved<G::Move> {
        if let Some(known) = self.memo.get(position) {
            self.memo_hits += 1;
            return known.clone();
        }
        self.expanded += 1;
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
                let reply = self.solve(&next);
                match reply.value {
                    Value::Loss => {
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
        self.memo.insert(position.clone(), solved.clone());
        solved
    }

    /// The number of distinct positions solved so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}
