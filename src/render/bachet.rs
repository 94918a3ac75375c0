//! `puzzlelab render bachet graph|tree|strategy|table|playback`: Bachet's game in pictures.
//! The options only; the checks and the pictures are `puzzlelab-figures`'.

use clap::Subcommand;
use puzzlelab_figures::{BachetRequest, Figure, Request};

use super::Common;
use crate::bachet::RulesArgs;

/// The pictures of Bachet's game.
#[derive(Subcommand)]
pub enum Command {
    /// The folded game graph of the piles 0..N, coloured by winning and losing piles.
    Graph(PileArgs),
    /// The full game tree of a small pile (up to 7), every move of both players.
    Tree(PileArgs),
    /// The strategy tree: the computer's answers fixed, every reply of the player drawn
    /// (folded, each pile once, when it has more than 27 games, or more than 9 on a slide).
    Strategy(PileArgs),
    /// The lesson's class-transition table.
    Table(TableArgs),
    /// A game played on the strategy tree, as a GIF or a video, MP4 or WebM (the file's
    /// extension says); the player's replies are seeded.
    Playback(PileArgs),
}

/// A pile and the common options.
#[derive(clap::Args)]
pub struct PileArgs {
    /// Objects in the pile (default: 13, the lesson's; 7 for the full tree).
    pile: Option<u64>,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    common: Common,
}

/// The table's options.
#[derive(clap::Args)]
pub struct TableArgs {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    common: Common,
}

impl Command {
    /// The file the picture goes into.
    pub fn out(&self) -> &std::path::Path {
        match self {
            Command::Graph(a) | Command::Tree(a) | Command::Strategy(a) | Command::Playback(a) => {
                &a.common.out
            }
            Command::Table(a) => &a.common.out,
        }
    }
}

impl Command {
    /// The request this picture's flags make.
    pub fn request(self) -> Request {
        let (figure, asked): (fn(BachetRequest) -> Figure, PileArgs) = match self {
            Command::Graph(a) => (Figure::BachetGraph, a),
            Command::Tree(a) => (Figure::BachetTree, a),
            Command::Strategy(a) => (Figure::BachetStrategy, a),
            Command::Playback(a) => (Figure::BachetPlayback, a),
            Command::Table(a) => {
                let asked = PileArgs {
                    pile: None,
                    rules: a.rules,
                    common: a.common,
                };
                (Figure::BachetTable, asked)
            }
        };
        let request = BachetRequest {
            pile: asked.pile,
            max_take: asked.rules.max_take,
            normal: asked.rules.normal,
            misere: asked.rules.misere,
        };
        asked.common.request(figure(request), None)
    }
}
