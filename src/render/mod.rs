//! `puzzlelab render ...`: every figure of the lessons from the command line. Glue only: the
//! pictures are drawn by `puzzlelab-render`, the positions and solutions come from the rules
//! and the solvers.

pub(crate) mod bachet;
mod boards;
pub(crate) mod messages;
mod playback;
pub mod search;

use std::path::{Path, PathBuf};

use crate::exit::BAD_INPUT;
use crate::limits::LimitArgs;
use clap::Subcommand;
use puzzlelab_render::Format;
use puzzlelab_rules::{Board, Goal, Lang, MoveSeq, Size};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{Limits, NoObserver, Outcome};
use puzzlelab_solvers::sliding;
use puzzlelab_solvers::solve::{solve, Algorithm, Job, Ready};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The worksheet's start position (its 16, the blank, is our 0).
pub use puzzlelab_rules::lessons::WORKSHEET;

/// The renderer's subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// A board as PNG or SVG, in the worksheet's style.
    Board(boards::BoardArgs),
    /// A solution played back as a GIF (or numbered PNG frames).
    Playback(playback::Args),
    /// A solution strip: the board every k moves in a row, with move labels.
    Strip(boards::StripArgs),
    /// The first levels of A* or BFS on an 8-puzzle, nodes coloured by what the search did.
    SearchTree(search::TreeArgs),
    /// A chart of search statistics: IDA* iterations, nodes per heuristic, BFS layers.
    Chart(search::ChartArgs),
    /// Bachet's game: the game graph, the full and strategy trees, the class table, a game as
    /// a GIF.
    #[command(subcommand)]
    Bachet(bachet::Command),
}

/// Runs one `render` subcommand and says where the figure went.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    let out = cmd.out().to_path_buf();
    draw(cmd)?;
    wrote(&out)?;
    Ok(())
}

impl Command {
    /// The file the figure goes into.
    pub fn out(&self) -> &Path {
        match self {
            Command::Board(args) => &args.common.out,
            Command::Playback(args) => &args.common.out,
            Command::Strip(args) => &args.common.out,
            Command::SearchTree(args) => &args.common.out,
            Command::Chart(args) => &args.common.out,
            Command::Bachet(cmd) => cmd.out(),
        }
    }
}

/// The command line of one `render` subcommand, as `figures` reads its jobs.
#[derive(clap::Parser)]
#[command(name = "puzzlelab render")]
pub struct Line {
    #[command(subcommand)]
    cmd: Command,
}

/// Draws the figure of the `render` command `args` (its words after `render`, `--out`
/// among them), without a word on standard output: what `figures` runs for each file.
pub fn draw_line<S: AsRef<str>>(args: &[S]) -> anyhow::Result<()> {
    let words = std::iter::once("render").chain(args.iter().map(AsRef::as_ref));
    let line = <Line as clap::Parser>::try_parse_from(words)
        .map_err(|e| anyhow::anyhow!("a figure's command does not parse: {e}"))?;
    draw(line.cmd)
}

/// Draws the figure of one `render` subcommand; the renderer's refusals of an animation are
/// said in the reader's language.
fn draw(cmd: Command) -> anyhow::Result<()> {
    let drawn = match cmd {
        Command::Board(args) => boards::board(args),
        Command::Playback(args) => playback::run(args),
        Command::Strip(args) => boards::strip(args),
        Command::SearchTree(args) => search::tree(args),
        Command::Chart(args) => search::chart(args),
        Command::Bachet(cmd) => bachet::run(cmd),
    };
    drawn.map_err(said_in_both)
}

/// A renderer's error said in both languages: a file it cannot write (with the operating
/// system's reason), or a refusal ([`messages::refusal`]); any other error as it is.
fn said_in_both(err: anyhow::Error) -> anyhow::Error {
    use puzzlelab_render::RenderError;
    match err.downcast_ref::<RenderError>() {
        Some(RenderError::Io { .. }) => match err.downcast::<RenderError>() {
            Ok(RenderError::Io { path, source }) => {
                crate::messages::cannot_write(&path).because(source).into()
            }
            Ok(other) => other.into(),
            Err(err) => err,
        },
        Some(render) => match messages::refusal(render) {
            Some(said) => said.into(),
            None => err,
        },
        None => err,
    }
}

/// Options every figure takes.
#[derive(clap::Args, Clone, Debug)]
pub struct Common {
    /// The output file; its extension picks the format (.png, .svg, .gif).
    #[arg(long, value_name = "PATH")]
    pub out: PathBuf,
    /// The picture's width in pixels, exactly: the figure is laid out at its own size and
    /// drawn this wide, its text and lines scaled with it, the height following (a playback's
    /// side). Refused when the figure's text would be too small to read.
    #[arg(long, value_name = "PIXELS", conflicts_with = "slides")]
    pub width: Option<u32>,
    /// Drawn for a 16:9 slide: as large as fits 1920 x 1080 pixels (a chart laid out 16:9 to
    /// fill it, a playback 1080 square), never so small that its text cannot be read.
    #[arg(long)]
    pub slides: bool,
    /// The language of captions and labels: en or ru.
    #[arg(long, default_value = "en")]
    pub lang: Lang,
    /// The seed of every random choice (a random board when none is given).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The colours: light (pages, prints, bright projectors) or dark (high contrast for a dim
    /// lecture hall).
    #[arg(long, value_enum, default_value_t = ThemeArg::Light)]
    pub theme: ThemeArg,
}

/// `--theme`: the renderer's [`Theme`](puzzlelab_render::Theme) on the command line.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThemeArg {
    /// Dark ink on white.
    Light,
    /// Light ink on near-black.
    Dark,
}

impl From<ThemeArg> for puzzlelab_render::Theme {
    fn from(theme: ThemeArg) -> Self {
        match theme {
            ThemeArg::Light => puzzlelab_render::Theme::Light,
            ThemeArg::Dark => puzzlelab_render::Theme::Dark,
        }
    }
}

impl Common {
    /// The look of the figure: `--width` (or `--slides`) its width, `--theme` its colours.
    pub fn look(&self) -> puzzlelab_render::Look {
        puzzlelab_render::Look {
            width: self.width,
            slide: self.slides,
            theme: self.theme.into(),
        }
    }

    /// A playback's side in pixels: `--width`, the slide's height with `--slides`, or
    /// `default`.
    pub fn side(&self, default: u32) -> u32 {
        if self.slides {
            puzzlelab_render::SLIDE_HEIGHT
        } else {
            self.width.unwrap_or(default)
        }
    }

    /// The output format, checked against the formats a figure can be written in.
    pub fn format(&self, allowed: &[Format]) -> anyhow::Result<Format> {
        let format = Format::from_path(&self.out)?;
        if !allowed.contains(&format) {
            let names: Vec<_> = allowed.iter().map(|f| f.name()).collect();
            return Err(messages::wrong_format(format.name(), &names).into());
        }
        Ok(format)
    }

    /// A seeded random generator.
    pub fn rng(&self) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(self.seed)
    }
}

/// Reads the board given (any format, a file, or `-`), or shuffles one of `size` uniformly
/// with the seed.
pub fn board_or_random(
    text: Option<&str>,
    size: puzzlelab_rules::Size,
    common: &Common,
) -> anyhow::Result<Board> {
    match text {
        Some(text) => {
            crate::board_arg::read_board(text, Some(size).filter(|s| *s != Size::FIFTEEN))
        }
        None => {
            let goal = puzzlelab_rules::Goal::Standard.board(size);
            Ok(puzzlelab_rules::shuffle::uniform(&mut common.rng(), &goal))
        }
    }
}

/// Reads the moves given, or solves `board` optimally when none are.
pub fn moves_or_solve(
    text: Option<&str>,
    board: &Board,
    limits: &LimitArgs,
) -> anyhow::Result<puzzlelab_rules::MoveSeq> {
    match text {
        Some(text) => text
            .parse()
            .map_err(|err| messages::moves_unreadable(text).because(err).into()),
        None => solution_moves(board, &limits.limits(), MovesOption::Given),
    }
}

/// Whether a command that solves a board for its moves also takes them with `--moves`: what
/// the advice of a search stopped by a limit may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovesOption {
    /// The command takes `--moves` (a `render` command).
    Given,
    /// The command always solves (a deck).
    Absent,
}

/// The optimal solution of `start` by the fast IDA* (Manhattan distance with linear
/// conflicts), within `limits`. A board that cannot reach its goal, and a search stopped by a
/// limit, are refused in the reader's language; the advice names `--moves` only where the
/// command has it (`option`).
pub fn solution_moves(
    start: &Board,
    limits: &Limits,
    option: MovesOption,
) -> anyhow::Result<MoveSeq> {
    let goal = solvable_goal(start)?;
    let heuristic = Ready::Classic(Heuristic::LinearConflict);
    let job = Job::new(start, &goal, Algorithm::Ida, &heuristic, limits);
    let outcome = solve(job, &mut NoObserver)?.outcome;
    match outcome {
        Outcome::LimitReached { limit, lower_bound } => {
            let given = option == MovesOption::Given;
            Err(messages::solving_stopped(&limit, lower_bound, given).into())
        }
        outcome => {
            let path = outcome.path().ok_or_else(crate::messages::no_solution)?;
            Ok(sliding::moves_of(path))
        }
    }
}

/// The standard goal of `start`; a board the parity rule keeps from it is refused, with the
/// rule's verdict in the reader's language.
pub(crate) fn solvable_goal(start: &Board) -> anyhow::Result<Board> {
    let goal = Goal::Standard.board_for(start)?;
    let verdict = start.solvability(&goal);
    if !verdict.is_solvable() {
        return Err(crate::messages::cannot_reach_goal(BAD_INPUT, &verdict).into());
    }
    Ok(goal)
}

/// Prints where a figure went.
pub fn wrote(path: &Path) -> std::io::Result<()> {
    outln!("wrote {}", path.display())
}
