//! The game itself, without a screen or a keyboard: a position, the moves made, undo, giving
//! up, and everything the program says to the player, in English and in Russian.
//!
//! The lesson asks for three things beyond the model: a beep on a wrong direction, a way to
//! give up ("an unsuccessful end of the game") and praise on success. The beep and the keys
//! belong to the program that owns the terminal; the decisions and the words are here, so that
//! a test can play a whole game.
//!
//! ```
//! use puzzlelab_rules::play::{Command, Event, Game};
//! use puzzlelab_rules::{Board, Direction, Goal, Lang};
//!
//! let start: Board = "1 2 3 4 5 6 7 0 8".parse().unwrap();
//! let mut game = Game::new(start, Goal::Standard).unwrap();
//! let event = game.play(Command::Move(Direction::Up));
//! assert!(matches!(event, Event::Illegal(_)));
//! assert_eq!(event.message(Lang::En), "no tile can slide up: the empty place is on the bottom edge");
//! assert_eq!(game.play(Command::Move(Direction::Left)), Event::Won { moves: 1 });
//! ```

use crate::board::Board;
use crate::direction::{Direction, MoveSeq};
use crate::error::{BoardError, MoveError};
use crate::goal::Goal;

use crate::parity::Solvability;

mod messages;

pub use messages::{
    confirm_give_up, end_of_input, explain, gave_up, help, illegal, moves_so_far, praise,
};

/// What the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Slide a tile this way into the empty place.
    Move(Direction),
    /// Take the last move back.
    Undo,
    /// End the game unsuccessfully.
    GiveUp,
}

/// What happened after a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The tile slid; the game goes on.
    Moved(Direction),
    /// The tile slid and the goal is reached, after `moves` moves (undone moves not counted).
    Won {
        /// Moves from the start to the goal, as played.
        moves: usize,
    },
    /// The direction is not legal here (the lesson's beep).
    Illegal(MoveError),
    /// The last move was taken back: the tile slid the other way.
    Undone(Direction),
    /// Undo with no move made.
    NothingToUndo,
    /// The player gave up.
    GaveUp,
}

/// A game in progress: the position, the goal and the moves made so far.
#[derive(Clone, Debug)]
pub struct Game {
    start: Board,
    board: Board,
    goal: Board,
    history: Vec<Direction>,
}

impl Game {
    /// A game from `start` towards `goal` (of the same size).
    pub fn new(start: Board, goal: Goal) -> Result<Game, BoardError> {
        let goal = goal.board_for(&start)?;
        Ok(Game {
            board: start.clone(),
            start,
            goal,
            history: Vec::new(),
        })
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position the game started from.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The goal position.
    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// Moves made so far (an undone move is taken off).
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    /// The moves made so far, as a move string.
    pub fn history(&self) -> MoveSeq {
        MoveSeq(self.history.clone())
    }

    /// Whether the goal is reached.
    pub fn is_won(&self) -> bool {
        self.board.is_goal(&self.goal)
    }

    /// Whether the goal can be reached from the current position at all.
    pub fn solvability(&self) -> Solvability {
        self.board.solvability(&self.goal)
    }

    /// Carries out one command.
    pub fn play(&mut self, command: Command) -> Event {
        match command {
            Command::Move(dir) => match self.board.apply(dir) {
                Err(why) => Event::Illegal(why),
                Ok(()) => {
                    self.history.push(dir);
                    if self.is_won() {
                        Event::Won {
                            moves: self.moves(),
                        }
                    } else {
                        Event::Moved(dir)
                    }
                }
            },
            Command::Undo => match self.history.pop() {
                None => Event::NothingToUndo,
                Some(last) => {
                    let back = last.opposite();
                    self.board
                        .apply(back)
                        .expect("the opposite of a move is legal");
                    Event::Undone(back)
                }
            },
            Command::GiveUp => Event::GaveUp,
        }
    }
}

/// Reads one line of a scripted game: a direction as a letter or a word (`U`, `up`, `вверх`),
/// a string of letters (`LLURD`), `undo`, or `quit` / `give up`. An empty line is no command.
///
/// ```
/// use puzzlelab_rules::play::{read_commands, Command};
/// use puzzlelab_rules::Direction;
/// assert_eq!(read_commands("left").unwrap(), vec![Command::Move(Direction::Left)]);
/// assert_eq!(read_commands("UR").unwrap().len(), 2);
/// assert_eq!(read_commands(" Undo ").unwrap(), vec![Command::Undo]);
/// assert!(read_commands("jump").is_err());
/// ```
pub fn read_commands(line: &str) -> Result<Vec<Command>, MoveError> {
    let text = line.trim().to_lowercase();
    let one = match text.as_str() {
        "" => return Ok(Vec::new()),
        "up" | "вверх" => Command::Move(Direction::Up),
        "down" | "вниз" => Command::Move(Direction::Down),
        "left" | "влево" => Command::Move(Direction::Left),
        "right" | "вправо" => Command::Move(Direction::Right),
        "undo" | "back" | "z" | "отмена" | "назад" => Command::Undo,
        "quit" | "q" | "exit" | "give up" | "giveup" | "сдаюсь" | "выход" => {
            Command::GiveUp
        }
        _ => {
            let moves: MoveSeq = text.parse().map_err(|_| MoveError::NotAMove {
                text: line.trim().to_string(),
                position: 1,
            })?;
            return Ok(moves.iter().map(Command::Move).collect());
        }
    };
    Ok(vec![one])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn a_typed_escape_sequence_is_quoted_shown_not_sent() {
        let typed = "L\x1b]0;title\x07";
        let why = read_commands(typed).unwrap_err();
        for said in [
            why.to_string(),
            illegal(Lang::Ru, &why),
            crate::bachet::messages::Messages::new(Lang::En).not_a_number(typed),
        ] {
            assert!(!said.contains(char::is_control), "{said:?}");
            assert!(said.contains("␛]0;title␇"), "{said:?}");
        }
    }

    fn game() -> Game {
        let start: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
        Game::new(start, Goal::Standard).unwrap()
    }

    #[test]
    fn a_short_game_is_won() {
        let mut g = game();
        assert_eq!(
            g.play(Command::Move(Direction::Left)),
            Event::Moved(Direction::Left)
        );
        assert_eq!(
            g.play(Command::Move(Direction::Left)),
            Event::Won { moves: 2 }
        );
    }

    #[test]
    fn undo_goes_back_and_stops_at_the_start() {
        let mut g = game();
        assert_eq!(g.play(Command::Undo), Event::NothingToUndo);
        g.play(Command::Move(Direction::Left));
        assert_eq!(g.play(Command::Undo), Event::Undone(Direction::Right));
        assert_eq!(g.board(), g.start());
        assert_eq!(g.moves(), 0);
    }

    #[test]
    fn russian_messages() {
        let mut g = game();
        let e = g.play(Command::Move(Direction::Up));
        assert_eq!(
            e.message(Lang::Ru),
            "неправильное направление сдвига: фишку нельзя сдвинуть вверх, пустое место у нижнего края"
        );
        assert_eq!(
            praise(Lang::Ru, 2, None),
            "Молодец! Игра успешно завершена: 2 хода."
        );
    }

    #[test]
    fn goal_of_another_size_is_refused() {
        let start: Board = "1 2 3 0".parse().unwrap();
        let goal = Goal::Custom("1 2 3 4 5 6 7 8 0".parse().unwrap());
        assert!(Game::new(start, goal).is_err());
    }
}
