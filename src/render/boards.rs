//! `render board` and `render strip`: still pictures of positions.

use puzzlelab_render::save_as;
use puzzlelab_render::Format;
use puzzlelab_render::Strip;
use puzzlelab_render::{BoardFigure, BoardStyle};

use super::{board_or_random, Common};
use crate::limits::LimitArgs;

/// Arguments of `render board`.
#[derive(clap::Args)]
pub struct BoardArgs {
    /// The board: its numbers in any format (one line, rows, JSON, ...), a file holding it, or
    /// - for standard input; a random one when left out.
    board: Option<String>,
    /// The board's size, columns x rows: of the random board, or of a one-line board that is
    /// not square.
    #[arg(long, default_value = "4x4")]
    size: puzzlelab_rules::Size,
    /// A line of text under the board.
    #[arg(long)]
    caption: Option<String>,
    #[command(flatten)]
    pub(super) common: Common,
}

/// The side of a board drawn at its own size, in pixels.
const BOARD_SIDE: u32 = 360;

/// Draws one board.
pub fn board(args: BoardArgs) -> anyhow::Result<()> {
    args.common.format(&[Format::Png, Format::Svg])?;
    let board = board_or_random(args.board.as_deref(), args.size, &args.common)?;
    let style = BoardStyle {
        caption: args.caption,
        ..BoardStyle::fitting(BOARD_SIDE, board.width())
    };
    save_as(
        &BoardFigure {
            board: &board,
            style: &style,
        },
        &args.common.out,
        &args.common.look(),
    )?;
    Ok(())
}

/// Arguments of `render strip`.
#[derive(clap::Args)]
pub struct StripArgs {
    /// The start position as one line of numbers.
    #[arg(default_value = super::WORKSHEET, help = crate::board_arg::HELP)]
    board: String,
    /// The moves, as letters of the way each tile slides (`LLURD`); solved optimally (IDA*)
    /// when left out.
    #[arg(long)]
    moves: Option<String>,
    /// Show the board every this many moves.
    #[arg(long, default_value_t = 5)]
    every: usize,
    /// Boards in one row.
    #[arg(long, default_value_t = 3)]
    per_row: usize,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    pub(super) common: Common,
}

/// Draws a solution strip.
pub fn strip(args: StripArgs) -> anyhow::Result<()> {
    args.common.format(&[Format::Png, Format::Svg])?;
    let board = crate::board_arg::read_board(&args.board, None)?;
    let moves = super::moves_or_solve(args.moves.as_deref(), &board, &args.limits)?;
    let mut strip = Strip::new(&board, &moves, args.every)?;
    strip.per_row = args.per_row.max(1);
    strip.lang = args.common.lang;
    strip.goal = Some(puzzlelab_rules::Goal::Standard.board(board.size()));
    save_as(&strip, &args.common.out, &args.common.look())?;
    Ok(())
}
