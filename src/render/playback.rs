//! `render playback`: a solution played back as a GIF or a video (MP4, WebM), and with
//! `--frames` as numbered PNG frames too, within one `--timeout`: the search for the moves and
//! the frames together.

use std::path::PathBuf;

use puzzlelab_figures::{playback, playback_bytes, Figure, PlaybackRequest, Request};
use puzzlelab_render::Format;

use super::Common;
use crate::limits::LimitArgs;

/// Arguments of `render playback` (the file's extension picks GIF, MP4 or WebM).
#[derive(clap::Args)]
pub struct Args {
    #[arg(default_value = super::WORKSHEET, help = crate::board_arg::HELP)]
    board: String,
    /// The moves, as letters of the way each tile slides (`LLURD`); solved optimally (IDA*)
    /// when left out.
    #[arg(long)]
    moves: Option<String>,
    /// Frames drawn for each move (the worksheet's `res`).
    #[arg(long, default_value_t = PlaybackRequest::FRAMES_PER_MOVE)]
    frames_per_move: u32,
    /// How long each frame shows, in hundredths of a second (at least 2): the frame rate is
    /// 100 / DELAY (4: 25 frames a second).
    #[arg(long, default_value_t = PlaybackRequest::DELAY)]
    delay: u16,
    /// How long the board rests after each move, in hundredths of a second (0: none).
    #[arg(long, value_name = "CS", default_value_t = 0)]
    pause: u16,
    /// No "move k of n" caption under the board.
    #[arg(long)]
    no_caption: bool,
    /// Also write every frame as DIR/frame_0000.png, ...
    #[arg(long, value_name = "DIR")]
    frames: Option<PathBuf>,
    #[command(flatten)]
    limits: LimitArgs,
    #[command(flatten)]
    pub(super) common: Common,
}

impl Args {
    /// The playback these flags ask for (the frames' folder is the command line's own).
    fn asked(&self) -> anyhow::Result<PlaybackRequest> {
        Ok(PlaybackRequest {
            board: super::board(&self.board)?,
            moves: super::moves(self.moves.as_deref())?,
            frames_per_move: self.frames_per_move,
            delay: self.delay,
            pause: self.pause,
            no_caption: self.no_caption,
        })
    }

    /// The request these flags make.
    pub fn request(self) -> anyhow::Result<Request> {
        let figure = Figure::Playback(self.asked()?);
        Ok(self.common.request(figure, Some(&self.limits)))
    }
}

/// Renders the playback into `--out` as `format`, and its frames into `--frames`.
pub fn run(args: Args, format: Format) -> anyhow::Result<()> {
    let (look, ask) = (args.common.look(), args.limits.ask());
    let played = playback(&args.asked()?, &look, &ask, format)?;
    let bytes = playback_bytes(&played, format, &ask)?;
    puzzlelab_render::write_atomic(&args.common.out, &bytes).map_err(super::said_in_both)?;
    if let Some(dir) = &args.frames {
        let n = played.save_png_frames(dir).map_err(super::said_in_both)?;
        outln!("wrote {n} frames into {}", dir.display())?;
    }
    Ok(())
}
