//! The 15-puzzle lecture: the box as the lesson's array, the moves as swaps (each legal move a
//! key press, drawn), the disorders and the parity rule, the lesson's shuffle fixed by one
//! swap, and a shortest solution played a move a key press.

use puzzlelab_rules::play::explain;
use puzzlelab_rules::{Board, Goal, MoveSeq};
use puzzlelab_solvers::search::Limits;

use super::deck::{step, Block, Deck, Slide, Stage};
use super::messages::Messages;
use super::painter::Painter;
use crate::lessons::{fifteen_moves, fifteen_parity};
use puzzlelab_figures::{Figure, MovesOption, StripRequest};

/// The deck's board when none is given: the worksheet's start position.
pub const BOARD: &str = puzzlelab_rules::lessons::WORKSHEET;

/// The most moves played one a key press; a longer solution is shown as a strip.
const MOST_MOVES_PLAYED: usize = 30;

/// The lecture on `board` in `painter`'s language, its solution searched under `limits`.
pub fn deck(board: &Board, painter: &mut Painter, limits: &Limits) -> anyhow::Result<Deck> {
    let lang = painter.lang();
    let text = Messages::new(lang);
    let words = board.to_string();
    let goal = Goal::Standard.board_for(board)?;

    // the box as the array: each place with its index and its number
    let size = board.size();
    let mut head = vec![String::new()];
    head.extend((1..=size.width()).map(|col| text.column(col)));
    let rows = (0..size.height())
        .map(|row| {
            let mut cells = vec![text.row(row + 1)];
            cells.extend((0..size.width()).map(|col| {
                let index = size.index(row, col);
                format!("a[{index}] = {}", board.tile(index))
            }));
            (cells, None)
        })
        .collect();
    let blank = board.blank();
    let drawn = painter.board(board, text.start_alt())?;
    let array_slide = Slide::new(text.array_title())
        .with(Block::Table { head, rows })
        .with(Block::Bullets(vec![
            (text.index_rule(size.width()), step(0)),
            (
                text.empty_place(blank, size.row(blank) + 1, size.col(blank) + 1),
                step(1),
            ),
        ]))
        .with(Block::Figure(vec![Stage {
            image: drawn.clone(),
            caption: words.clone(),
            step: None,
        }]))
        .in_columns()
        .notes(text.array_notes());

    // a legal move a key press, drawn after it
    let mut moves = Vec::new();
    fifteen_moves::try_all(&mut moves, &text.this_board(), board, lang)?;
    let mut stages = vec![Stage {
        image: drawn,
        caption: words.clone(),
        step: None,
    }];
    for (k, dir) in board.legal_moves().enumerate() {
        let after = board.applied(dir)?;
        stages.push(Stage {
            image: painter.board(&after, text.after_move_alt(dir))?,
            caption: text.after_move(dir),
            step: step(k),
        });
    }
    let legal = stages.len() - 1;
    let moves_slide = Slide::new(text.moves_title())
        .with(Block::Transcript(
            String::from_utf8_lossy(&moves)
                .lines()
                .map(|line| (line.to_string(), None))
                .collect(),
        ))
        .with(Block::Figure(stages))
        .in_columns()
        .notes(text.moves_notes(legal));

    // the disorders of this board, then the rule
    let verdict = board.solvability(&goal);
    let disorders = Slide::new(text.disorders_title())
        .with(Block::Bullets(vec![
            (text.disorder_is(), None),
            (explain(lang, &verdict), step(0)),
            (text.parity_rule(), step(1)),
        ]))
        .notes(text.disorders_notes());

    // the lesson's shuffle: its words, and the position it ends with drawn instead of boxed
    let mut parity = Vec::new();
    fifteen_parity::run(&mut parity, lang, fifteen_parity::DEFAULT_SEED)?;
    let shuffled = fifteen_parity::shuffled(fifteen_parity::DEFAULT_SEED).board;
    // the boxed board is drawn beside the words instead: its heading points there
    let mut said = String::new();
    let mut boxed = false;
    for line in String::from_utf8_lossy(&parity).lines() {
        if line.starts_with(is_box_drawing) {
            if !boxed && said.ends_with(":\n") {
                said.pop();
                said.push_str(&format!(" {}\n", text.drawn_beside()));
            }
            boxed = true;
            continue;
        }
        boxed = false;
        said.push_str(&format!("{line}\n"));
    }
    let shuffle = Slide::new(text.shuffle_title())
        .with(Block::transcript(&said))
        .with(Block::Figure(vec![Stage {
            image: painter.board(&shuffled, text.start_alt())?,
            caption: shuffled.to_string(),
            step: None,
        }]))
        .in_columns()
        .notes(text.shuffle_notes());

    let mut slides = vec![array_slide, moves_slide, disorders, shuffle];
    if verdict.is_solvable() {
        let solution = puzzlelab_figures::solution_moves(board, limits, MovesOption::Absent)?;
        slides.push(solution_slide(board, &solution, painter)?);
    }
    Ok(Deck {
        title: text.fifteen_title(),
        subtitle: text.fifteen_subtitle(&words),
        notes: text.fifteen_title_notes(),
        slides,
        traces: Vec::new(),
    })
}

/// The shortest `solution` of `board`, a move a key press (a strip when it is long).
pub fn solution_slide(
    board: &Board,
    solution: &MoveSeq,
    painter: &mut Painter,
) -> anyhow::Result<Slide> {
    let text = Messages::new(painter.lang());
    let n = solution.len();
    let slide = Slide::new(text.solution_title(n)).notes(text.solution_notes(n));
    if n > MOST_MOVES_PLAYED || n == 0 {
        let strip = Figure::Strip(StripRequest {
            board: board.clone(),
            moves: Some(solution.clone()),
            every: StripRequest::EVERY,
            per_row: StripRequest::PER_ROW,
        });
        let strip = painter.draw(strip, false, text.strip_alt())?;
        return Ok(slide.with(Block::Figure(vec![Stage {
            image: strip,
            caption: solution.to_string(),
            step: None,
        }])));
    }
    let mut position = board.clone();
    let mut stages = vec![Stage {
        image: painter.board(board, text.start_alt())?,
        caption: text.move_caption(0, n, None),
        step: None,
    }];
    for (k, dir) in solution.iter().enumerate() {
        let tile = position.tile(position.source_of(dir)?);
        position.apply(dir)?;
        stages.push(Stage {
            image: painter.board(&position, text.move_caption(k + 1, n, Some((tile, dir))))?,
            caption: text.move_caption(k + 1, n, Some((tile, dir))),
            step: step(k),
        });
    }
    Ok(slide.with(Block::Figure(stages)))
}

/// Whether `c` draws the terminal's box (the lesson's double and single lines).
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}
