//! `render board` and `render strip`: still pictures of positions.

use puzzlelab_figures::{BoardRequest, Figure, Request, StripRequest};

use super::Common;
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

impl BoardArgs {
    /// The request these flags make.
    pub fn request(self) -> anyhow::Result<Request> {
        let hint = Some(self.size).filter(|s| *s != puzzlelab_rules::Size::FIFTEEN);
        let board = self
            .board
            .as_deref()
            .map(|text| crate::board_arg::read_board(text, hint))
            .transpose()?;
        let figure = Figure::Board(BoardRequest {
            board,
            size: self.size,
            caption: self.caption,
        });
        Ok(self.common.request(figure, None))
    }
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
    #[arg(long, default_value_t = StripRequest::EVERY)]
    every: usize,
    /// Boards in one row.
    #[arg(long, default_value_t = StripRequest::PER_ROW)]
    per_row: usize,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    pub(super) common: Common,
}

impl StripArgs {
    /// The request these flags make.
    pub fn request(self) -> anyhow::Result<Request> {
        let figure = Figure::Strip(StripRequest {
            board: super::board(&self.board)?,
            moves: super::moves(self.moves.as_deref())?,
            every: self.every,
            per_row: self.per_row,
        });
        Ok(self.common.request(figure, Some(&self.limits)))
    }
}
