//! The SAT lecture: the worksheet's variables and constraints, its loop over the horizons
//! M = 5, 10, 15, ... run on the board with each line it prints revealed a key press, the
//! proof that the answer is shortest, and the solution played a move a key press.

use puzzlelab_rules::Board;
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::Limits;

use super::deck::{step, Block, Deck, Slide};
use super::messages::Messages;
use super::painter::Painter;
use crate::exit::{Exit, BAD_INPUT};
use crate::lessons::sat_worksheet;
use puzzlelab_figures::MovesOption;

/// The longest optimal solution the deck asks SAT for: the worksheet's formulas grow with
/// the horizon, and past this one a solve takes minutes.
pub const MOST_MOVES: usize = 20;

/// The lecture on `board` in `painter`'s language; its length is found first under
/// `limits`.
pub fn deck(board: &Board, painter: &mut Painter, limits: &Limits) -> anyhow::Result<Deck> {
    let lang = painter.lang();
    let text = Messages::new(lang);
    let words = board.to_string();
    // the worksheet's loop runs without a bound of its own: the board is measured first,
    // by the heuristic's lower bound at once (a board far from its goal is refused without a
    // search), then by the solver
    let goal = puzzlelab_figures::solvable_goal(board)?;
    let at_least = Heuristic::LinearConflict.estimate(board, &goal);
    if at_least > MOST_MOVES {
        let message = text.sat_board_too_far(MOST_MOVES, at_least, true);
        return Err(Exit::new(BAD_INPUT, message).into());
    }
    let shortest = puzzlelab_figures::solution_moves(board, limits, MovesOption::Absent)?;
    if shortest.len() > MOST_MOVES {
        let message = text.sat_board_too_far(MOST_MOVES, shortest.len(), false);
        return Err(Exit::new(BAD_INPUT, message).into());
    }

    let variables = Slide::new(text.sat_variables_title())
        .with(Block::Bullets(vec![
            (text.sat_variable(), None),
            (text.sat_ranges(board.width(), board.height()), step(0)),
        ]))
        .with(Block::Figure(vec![super::deck::Stage {
            image: painter.board(board, text.start_alt())?,
            caption: words.clone(),
            step: None,
        }]))
        .in_columns()
        .notes(text.sat_variables_notes());

    let rules = text.sat_constraints();
    let count = rules.len();
    let constraints = Slide::new(text.sat_constraints_title())
        .with(Block::Bullets(
            rules
                .into_iter()
                .enumerate()
                .map(|(k, rule)| (rule, (k > 0).then_some(k)))
                .collect(),
        ))
        .notes(text.sat_constraints_notes(count));

    // the lines without their seconds: the deck reads the same on every machine
    let mut said = Vec::new();
    let (_, optimal) = sat_worksheet::solve_from(&mut said, board, lang, false)?;
    let run = Slide::new(text.sat_loop_title())
        .with(Block::transcript(&String::from_utf8_lossy(&said)))
        .notes(text.sat_loop_notes());

    let solution = super::fifteen::solution_slide(board, &optimal, painter)?;
    Ok(Deck {
        title: text.sat_title(),
        subtitle: text.sat_subtitle(&words, optimal.len()),
        notes: text.sat_title_notes(),
        slides: vec![variables, constraints, run, solution],
        traces: Vec::new(),
    })
}
