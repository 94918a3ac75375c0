//! `render playback`: a solution played back as a GIF or a video (MP4, WebM), or as numbered
//! PNG frames, within one `--timeout`: the search for the moves and the frames together.

use std::path::PathBuf;
use std::time::Instant;

use puzzlelab_render::{Format, Playback, RenderError};

use super::{messages, Common};
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
    #[arg(long, default_value_t = 10)]
    frames_per_move: u32,
    /// How long each frame shows, in hundredths of a second (at least 2): the frame rate is
    /// 100 / DELAY (4: 25 frames a second).
    #[arg(long, default_value_t = 4)]
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

/// Renders the playback.
pub fn run(args: Args) -> anyhow::Result<()> {
    let format = args
        .common
        .format(&[Format::Gif, Format::Mp4, Format::Webm])?;
    // one --timeout for the whole command: the search for the moves, then the frames
    let deadline = Instant::now().checked_add(args.limits.timeout);
    let start = crate::board_arg::read_board(&args.board, None)?;
    let moves = super::moves_or_solve(args.moves.as_deref(), &start, &args.limits)?;
    let playback = Playback {
        frames_per_move: args.frames_per_move,
        side: args.common.side(400),
        caption: (!args.no_caption).then_some(args.common.lang),
        frame_delay_cs: args.delay,
        step_pause_cs: args.pause,
        theme: args.common.theme.into(),
        deadline,
        ..Playback::new(start, moves)
    };
    let timed = |err: RenderError| match err {
        RenderError::OutOfTime { done, total } => {
            anyhow::Error::from(messages::out_of_time(args.limits.timeout, done, total))
        }
        other => other.into(),
    };
    match format.video() {
        Some(video) => {
            let bytes = playback.video(video).map_err(timed)?;
            puzzlelab_render::write_atomic(&args.common.out, &bytes)?;
        }
        None => playback.save_gif(&args.common.out).map_err(timed)?,
    }
    if let Some(dir) = &args.frames {
        let n = playback.save_png_frames(dir).map_err(timed)?;
        outln!("wrote {n} frames into {}", dir.display())?;
    }
    Ok(())
}
