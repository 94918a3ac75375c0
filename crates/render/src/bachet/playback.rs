//! A game played on its tree, as a GIF or an MP4 video: one frame a move, the path so far lit and the pencils
//! left beside the tree. Each frame is the tree figure drawn again with more lit, so the
//! playback shows exactly what the still picture shows.

use crate::anim::encode_rgb_frames;
use crate::error::RenderError;
use crate::output::{checked_scale, render_rgb_as, Look};
use crate::video::{VideoFormat, VideoWriter};

use super::GameTree;

/// A game played on its tree, as a GIF: `path` is the node indices from the root to the end of
/// the game, `captions[k]` the line shown once `k` moves are made. Each frame shows a second.
pub fn game_playback(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
) -> Result<Vec<u8>, RenderError> {
    game_playback_as(tree, path, captions, &Look::default())
}

/// [`game_playback`] drawn as `look` says (frames `look.width` wide, the layout scaled to fit).
pub fn game_playback_as(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
    look: &Look,
) -> Result<Vec<u8>, RenderError> {
    let ((width, height), frames) = game_frames(tree, path, captions, look)?;
    encode_rgb_frames(width, height, &frames)
}

/// The same game as a video (H.264 in MP4, or AV1 in WebM), each move shown as long as in the
/// GIF.
pub fn game_video_as(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
    look: &Look,
    format: VideoFormat,
) -> Result<Vec<u8>, RenderError> {
    let ((width, height), frames) = game_frames(tree, path, captions, look)?;
    let mut video = VideoWriter::new(format, width, height, 1.0)?;
    for (rgb, delay) in &frames {
        video.add(rgb, *delay)?;
    }
    video.finish()
}

/// The game's frames as RGB pixels, each with how long it shows (hundredths of a second), and
/// their size.
#[allow(clippy::type_complexity)]
fn game_frames(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
    look: &Look,
) -> Result<((u32, u32), Vec<(Vec<u8>, u16)>), RenderError> {
    if path.is_empty() || captions.len() != path.len() {
        return Err(RenderError::BadInput(
            "a game playback needs one caption per position of the game".into(),
        ));
    }
    if let Some(&bad) = path.iter().find(|&&i| i >= tree.nodes.len()) {
        return Err(RenderError::BadInput(format!(
            "node {bad} is not in the tree"
        )));
    }
    let mut frames = Vec::with_capacity(path.len());
    let mut size = (0, 0);
    for k in 0..path.len() {
        let frame = tree.played(&path[..=k], &captions[k]);
        size = checked_scale(&frame, look)?.1;
        let delay = if k + 1 == path.len() { 300 } else { 120 };
        frames.push((render_rgb_as(&frame, look)?, delay));
    }
    Ok((size, frames))
}
