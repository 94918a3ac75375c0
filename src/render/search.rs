//! `render search-tree` and `render chart`: pictures of what the solvers did, drawn by
//! `puzzlelab-figures` from the requests these flags make.

use puzzlelab_figures::{ChartKind, ChartRequest, Figure, Request, TreeAlgo, TreeRequest};
use puzzlelab_solvers::solve::Algorithm;

use super::Common;
use crate::limits::LimitArgs;

pub use puzzlelab_figures::{EIGHT, HARDEST_EIGHT};

/// Arguments of `render search-tree`.
#[derive(clap::Args)]
pub struct TreeArgs {
    /// The start position (an 8-puzzle keeps the picture readable): its numbers in any format,
    /// a file holding it, or - for standard input.
    #[arg(default_value = EIGHT)]
    board: String,
    /// The search: bfs or astar (the IDA*s keep no tree to draw, and SAT searches none).
    #[arg(long, value_enum, default_value = TreeRequest::ALGO.name())]
    algo: Algorithm,
    /// Levels of the tree drawn below the start.
    #[arg(long, default_value_t = TreeRequest::DEPTH)]
    depth: usize,
    /// Expansions the picture is taken after (an animation: the last of its frames, one
    /// expansion a frame).
    #[arg(long, default_value_t = TreeRequest::EXPANSIONS)]
    expansions: usize,
    /// In an animation (.gif, .mp4, .webm), how long each expansion shows, in hundredths of a
    /// second.
    #[arg(long, default_value_t = TreeRequest::DELAY)]
    delay: u16,
    #[command(flatten)]
    pub(super) common: Common,
}

impl TreeArgs {
    /// The request these flags make.
    pub fn request(self) -> anyhow::Result<Request> {
        let figure = Figure::SearchTree(TreeRequest {
            board: super::board(&self.board)?,
            algo: TreeAlgo::of(self.algo)?,
            depth: self.depth,
            expansions: self.expansions,
            delay: self.delay,
        });
        Ok(self.common.request(figure, None))
    }
}

/// Arguments of `render chart`.
#[derive(clap::Args)]
pub struct ChartArgs {
    /// Which chart.
    #[arg(value_enum)]
    kind: ChartKind,
    /// The position searched (ida-iterations, heuristics): its numbers in any format, a file
    /// holding it, or - for standard input.
    #[arg(default_value = HARDEST_EIGHT)]
    board: String,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    pub(super) common: Common,
}

impl ChartArgs {
    /// The request these flags make.
    pub fn request(self) -> anyhow::Result<Request> {
        let figure = Figure::Chart(ChartRequest {
            kind: self.kind,
            board: super::board(&self.board)?,
        });
        Ok(self.common.request(figure, Some(&self.limits)))
    }
}
