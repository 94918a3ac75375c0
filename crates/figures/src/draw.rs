//! A request drawn: each figure's checks, its picture built from the rules, the solvers and the
//! renderer's plain types, and encoded in the format asked for.

use puzzlelab_render::{animate_as, render_as, BoardFigure, BoardStyle, Format, Strip};
use puzzlelab_rules::lessons::BACHET_LOSING_PILE;
use puzzlelab_rules::{shuffle, Goal};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::bachet::{self, MAX_FULL, MAX_UNFOLDED, MAX_UNFOLDED_ON_SLIDE};
use crate::search::{bfs_layers_chart, heuristics_chart, ida_chart, search_tree};
use crate::solution::moves_or_solve;
use crate::{messages, playback, playback_bytes, BachetRequest, ChartKind, Figure, FigureError};
use crate::{ChartRequest, Look, Request, TreeRequest};

/// The formats of a still picture.
const STILL: [Format; 2] = [Format::Png, Format::Svg];
/// The formats of an animation.
pub(crate) const MOVING: [Format; 3] = [Format::Gif, Format::Mp4, Format::Webm];

/// The side of a board drawn at its own size, in pixels.
const BOARD_SIDE: u32 = 360;

/// The most expansions an animated search tree shows, a frame each.
const MAX_ANIMATED: usize = 100;

/// The largest pile of a strategy or a graph on one picture.
pub const MAX_PILE: u64 = 50;

/// The figure `request` asks for, as the bytes of a `format` file; a format the figure is not
/// drawn in is refused with the ones it is.
pub fn draw(request: &Request, format: Format) -> Result<Vec<u8>, FigureError> {
    let Request { figure, look, ask } = request;
    let drawn = look.drawn();
    let limits = ask.limits();
    match figure {
        Figure::Board(asked) => {
            allowed(format, &STILL)?;
            let board = match &asked.board {
                Some(board) => board.clone(),
                None => {
                    let goal = Goal::Standard.board(asked.size);
                    shuffle::uniform(&mut ChaCha8Rng::seed_from_u64(look.seed), &goal)
                }
            };
            let style = BoardStyle {
                caption: asked.caption.clone(),
                ..BoardStyle::fitting(BOARD_SIDE, board.width())
            };
            let figure = BoardFigure {
                board: &board,
                style: &style,
            };
            Ok(render_as(&figure, format, &drawn)?)
        }
        Figure::Strip(asked) => {
            allowed(format, &STILL)?;
            let moves = moves_or_solve(asked.moves.as_ref(), &asked.board, &limits)?;
            let mut strip = Strip::new(&asked.board, &moves, asked.every)?;
            strip.per_row = asked.per_row.max(1);
            strip.lang = look.lang;
            strip.goal = Some(Goal::Standard.board(asked.board.size()));
            Ok(render_as(&strip, format, &drawn)?)
        }
        Figure::Playback(asked) => {
            playback_bytes(&playback(asked, look, ask, format)?, format, ask)
        }
        Figure::SearchTree(asked) => tree(asked, look, format),
        Figure::Chart(asked) => chart(asked, look, format, &limits),
        Figure::BachetGraph(asked) => {
            allowed(format, &STILL)?;
            let graph = bachet::graph(&rules(asked)?, pile(asked, BACHET_LOSING_PILE)?, look.lang)?;
            Ok(render_as(&graph, format, &drawn)?)
        }
        Figure::BachetTree(asked) => {
            allowed(format, &STILL)?;
            let tree = bachet::full_tree(&rules(asked)?, pile(asked, MAX_FULL)?, look.lang)?;
            Ok(render_as(&tree.for_look(&drawn), format, &drawn)?)
        }
        Figure::BachetStrategy(asked) => {
            allowed(format, &STILL)?;
            let unfolded = if look.slides {
                MAX_UNFOLDED_ON_SLIDE
            } else {
                MAX_UNFOLDED
            };
            let n = pile(asked, BACHET_LOSING_PILE)?;
            let strategy = bachet::strategy(&rules(asked)?, n, look.lang, unfolded)?;
            Ok(render_as(&strategy.for_look(&drawn), format, &drawn)?)
        }
        Figure::BachetTable(asked) => {
            allowed(format, &STILL)?;
            Ok(render_as(
                &bachet::table(&rules(asked)?, look.lang)?,
                format,
                &drawn,
            )?)
        }
        Figure::BachetPlayback(asked) => {
            allowed(format, &MOVING)?;
            let n = pile(asked, BACHET_LOSING_PILE)?;
            let mut rng = ChaCha8Rng::seed_from_u64(look.seed);
            bachet::playback(&rules(asked)?, n, look.lang, &drawn, &mut rng, format)
        }
    }
}

/// `format`, if it is among `formats`; else the refusal naming them.
pub(crate) fn allowed(format: Format, formats: &[Format]) -> Result<(), FigureError> {
    if formats.contains(&format) {
        return Ok(());
    }
    let names: Vec<_> = formats.iter().map(|f| f.name()).collect();
    Err(messages::wrong_format(format.name(), &names))
}

/// A search tree: a picture, or an animation of its first expansions, one a frame.
fn tree(asked: &TreeRequest, look: &Look, format: Format) -> Result<Vec<u8>, FigureError> {
    allowed(format, &[STILL.as_slice(), MOVING.as_slice()].concat())?;
    if asked.depth > TreeRequest::MAX_DEPTH {
        return Err(messages::too_deep(asked.depth, TreeRequest::MAX_DEPTH));
    }
    let drawn = look.drawn();
    let picture = |expansions| {
        let tree = search_tree(&asked.board, asked.algo, asked.depth, expansions, look.lang)?;
        Ok::<_, FigureError>(tree.for_look(&drawn))
    };
    if STILL.contains(&format) {
        return Ok(render_as(&picture(asked.expansions)?, format, &drawn)?);
    }
    if !(1..=MAX_ANIMATED).contains(&asked.expansions) {
        return Err(messages::expansions_out_of_range(
            asked.expansions,
            MAX_ANIMATED,
        ));
    }
    let frames = (1..=asked.expansions)
        .map(|k| Ok((picture(k)?, asked.delay.max(2))))
        .collect::<Result<Vec<_>, FigureError>>()?;
    Ok(animate_as(&frames, &drawn, format)?)
}

/// A statistics chart.
fn chart(
    asked: &ChartRequest,
    look: &Look,
    format: Format,
    limits: &puzzlelab_solvers::search::Limits,
) -> Result<Vec<u8>, FigureError> {
    allowed(format, &STILL)?;
    let mut chart = match asked.kind {
        ChartKind::IdaIterations => ida_chart(&asked.board, look.lang, limits)?,
        ChartKind::Heuristics => heuristics_chart(&asked.board, look.lang, limits)?,
        ChartKind::BfsLayers => bfs_layers_chart(look.lang)?,
    };
    if look.slides {
        chart.size = puzzlelab_render::SLIDE_CHART;
    }
    Ok(render_as(&chart, format, &look.drawn())?)
}

/// The rules of one of Bachet's pictures: misère unless normal play is asked for.
fn rules(asked: &BachetRequest) -> Result<puzzlelab_rules::bachet::BachetRules, FigureError> {
    if asked.misere && asked.normal {
        return Err(messages::both_plays());
    }
    if !(1..=BachetRequest::MOST_TAKE).contains(&asked.max_take) {
        return Err(messages::take_out_of_range(
            asked.max_take,
            BachetRequest::MOST_TAKE,
        ));
    }
    Ok(asked.rules())
}

/// The pile of one of Bachet's pictures, `default` unless given, 1 to [`MAX_PILE`].
fn pile(asked: &BachetRequest, default: u64) -> Result<u64, FigureError> {
    let n = asked.pile.unwrap_or(default);
    if n == 0 || n > MAX_PILE {
        return Err(messages::pile_out_of_range(n, MAX_PILE));
    }
    Ok(n)
}
