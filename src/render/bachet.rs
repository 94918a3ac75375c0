//! `puzzlelab render bachet graph|tree|strategy|table|playback`: Bachet's game in pictures.
//! The options and the checks only; the pictures come from `puzzlelab::bachet_pictures`.

use crate::bachet_pictures::{
    full_tree, graph, playback, strategy, table, MAX_FULL, MAX_UNFOLDED, MAX_UNFOLDED_ON_SLIDE,
};
use clap::Subcommand;
use puzzlelab_render::save_as;
use puzzlelab_render::{write_atomic, Format};

use super::Common;
use crate::bachet::RulesArgs;
use puzzlelab_rules::lessons::BACHET_LOSING_PILE;

/// The largest pile of a strategy or a graph on one picture (a strategy of more than 27 games
/// is drawn folded, each pile once).
pub const MAX_PILE: u64 = 50;

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

/// Runs one picture command.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    let (out, lang, rules, look) = match &cmd {
        Command::Graph(a) | Command::Tree(a) | Command::Strategy(a) | Command::Playback(a) => (
            a.common.out.clone(),
            a.common.lang,
            a.rules.rules(),
            a.common.look(),
        ),
        Command::Table(a) => (
            a.common.out.clone(),
            a.common.lang,
            a.rules.rules(),
            a.common.look(),
        ),
    };
    match cmd {
        Command::Graph(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_as(
                &graph(&rules, pile(a.pile, BACHET_LOSING_PILE, MAX_PILE)?, lang)?,
                &out,
                &look,
            )?;
        }
        Command::Tree(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_as(
                &full_tree(&rules, pile(a.pile, MAX_FULL, MAX_PILE)?, lang)?.for_look(&look),
                &out,
                &look,
            )?;
        }
        Command::Strategy(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_as(
                &strategy(
                    &rules,
                    pile(a.pile, BACHET_LOSING_PILE, MAX_PILE)?,
                    lang,
                    if look.slide {
                        MAX_UNFOLDED_ON_SLIDE
                    } else {
                        MAX_UNFOLDED
                    },
                )?
                .for_look(&look),
                &out,
                &look,
            )?;
        }
        Command::Table(a) => {
            a.common.format(&[Format::Png, Format::Svg])?;
            save_as(&table(&rules, lang)?, &out, &look)?;
        }
        Command::Playback(a) => {
            let format = a.common.format(&[Format::Gif, Format::Mp4, Format::Webm])?;
            let n = pile(a.pile, BACHET_LOSING_PILE, MAX_PILE)?;
            let bytes = playback(&rules, n, lang, &look, &mut a.common.rng(), format)?;
            write_atomic(&out, &bytes)?;
        }
    }
    Ok(())
}

fn pile(given: Option<u64>, default: u64, max: u64) -> anyhow::Result<u64> {
    let n = given.unwrap_or(default);
    if n == 0 || n > max {
        return Err(crate::messages::Said::new(
            format!("the pile must hold 1 to {max} objects for this picture (got {n})"),
            format!(
                "для этого рисунка в кучке должно быть от 1 до {max} {} (дано {n})",
                puzzlelab_rules::lang::ru_plural(max, "предмета", "предметов", "предметов")
            ),
        )
        .into());
    }
    Ok(n)
}
