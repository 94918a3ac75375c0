//! A solution played back as a GIF or a video (MP4, WebM), within one time limit: the search
//! for the moves and the frames together.

use puzzlelab_render::{Format, Playback, RenderError};
use puzzlelab_solvers::clock::Deadline;
use puzzlelab_solvers::solve::Ask;

use crate::solution::moves_or_solve;
use crate::{messages, FigureError, Look, PlaybackRequest};

/// The side of a playback drawn at its own size, in pixels.
const SIDE: u32 = 400;

/// The playback `request` asks for, to be encoded as `format` (GIF, MP4, WebM; any other is
/// refused before anything is searched), its moves solved when none are given; the deadline
/// of `ask`'s timeout counts from here, for the search and the frames alike.
pub fn playback(
    request: &PlaybackRequest,
    look: &Look,
    ask: &Ask,
    format: Format,
) -> Result<Playback, FigureError> {
    crate::draw::allowed(format, &crate::draw::MOVING)?;
    let deadline = Deadline::after(ask.timeout);
    let moves = moves_or_solve(request.moves.as_ref(), &request.board, &ask.limits())?;
    let side = if look.slides {
        puzzlelab_render::SLIDE_HEIGHT
    } else {
        look.width.unwrap_or(SIDE)
    };
    Ok(Playback {
        frames_per_move: request.frames_per_move,
        side,
        caption: (!request.no_caption).then_some(look.lang),
        frame_delay_cs: request.delay,
        step_pause_cs: request.pause,
        theme: look.theme.into(),
        ..Playback::new(request.board.clone(), moves)
    }
    .stopping_after(deadline.left()))
}

/// `playback` encoded as `format` (GIF, MP4, WebM); frames that run past the deadline are
/// refused as a limit reached (`ask`'s timeout named).
pub fn playback_bytes(
    playback: &Playback,
    format: Format,
    ask: &Ask,
) -> Result<Vec<u8>, FigureError> {
    let encoded = match format.video() {
        Some(video) => playback.video(video),
        None => playback.gif(),
    };
    encoded.map_err(|err| match err {
        RenderError::OutOfTime { done, total } => messages::out_of_time(ask.timeout, done, total),
        other => other.into(),
    })
}
