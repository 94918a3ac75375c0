//! `puzzlelab render ...`: every figure of the lessons from the command line. Glue only: the
//! flags make a `puzzlelab-figures` request, which draws it; this module reads the boards
//! given (files, standard input) and writes the file.

pub(crate) mod bachet;
mod boards;
mod messages;
mod playback;
pub mod search;

use std::path::{Path, PathBuf};

use clap::Subcommand;
use puzzlelab_figures::{Figure, Look, Request, Theme};
use puzzlelab_render::Format;
use puzzlelab_rules::{Board, Lang, MoveSeq};

use crate::limits::LimitArgs;

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

/// Draws the figure of one `render` subcommand into its `--out` file: the request its flags
/// make, drawn by `puzzlelab-figures`, written atomically.
fn draw(cmd: Command) -> anyhow::Result<()> {
    let out = cmd.out().to_path_buf();
    let format = Format::from_path(&out).map_err(said_in_both)?;
    if let Command::Playback(args) = cmd {
        return playback::run(args, format);
    }
    let request = cmd.request()?;
    let bytes = puzzlelab_figures::draw(&request, format)?;
    puzzlelab_render::write_atomic(&out, &bytes).map_err(said_in_both)
}

impl Command {
    /// The request this command's flags make.
    pub fn request(self) -> anyhow::Result<Request> {
        match self {
            Command::Board(args) => args.request(),
            Command::Playback(args) => args.request(),
            Command::Strip(args) => args.request(),
            Command::SearchTree(args) => args.request(),
            Command::Chart(args) => args.request(),
            Command::Bachet(cmd) => Ok(cmd.request()),
        }
    }
}

/// A renderer's error said in both languages: a file it cannot write (with the operating
/// system's reason), or one of its refusals (the figures' words).
fn said_in_both(err: puzzlelab_render::RenderError) -> anyhow::Error {
    match err {
        puzzlelab_render::RenderError::Io { path, source } => {
            crate::messages::cannot_write(&path).because(source).into()
        }
        other => puzzlelab_figures::FigureError::from(other).into(),
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
    #[arg(long, value_enum, default_value_t = Theme::Light)]
    pub theme: Theme,
}

impl Common {
    /// How the figure looks: `--lang`, `--seed`, `--width` (or `--slides`), `--theme`.
    pub fn look(&self) -> Look {
        Look {
            lang: self.lang,
            seed: self.seed,
            width: self.width,
            slides: self.slides,
            theme: self.theme,
        }
    }

    /// The request of `figure` drawn as these options say, its searches within `limits`.
    pub fn request(&self, figure: Figure, limits: Option<&LimitArgs>) -> Request {
        Request {
            figure,
            look: self.look(),
            ask: limits.map(LimitArgs::ask).unwrap_or_default(),
        }
    }
}

/// The board given (any format, a file, or `-`), read as every command reads one.
pub fn board(text: &str) -> anyhow::Result<Board> {
    crate::board_arg::read_board(text, None)
}

/// The moves given with `--moves`, if any.
pub fn moves(text: Option<&str>) -> anyhow::Result<Option<MoveSeq>> {
    text.map(|text| {
        text.parse()
            .map_err(|err| messages::moves_unreadable(text).because(err).into())
    })
    .transpose()
}

/// Prints where a figure went.
pub fn wrote(path: &Path) -> std::io::Result<()> {
    outln!("wrote {}", path.display())
}
