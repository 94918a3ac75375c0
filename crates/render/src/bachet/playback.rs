//! A game played on its tree, as a GIF or a video: one frame a move, the path so far lit and
//! the pencils left beside the tree. Each frame is the tree figure drawn again with more lit, so the
//! playback shows exactly what the still picture shows.

use crate::animation::animate_as;
use crate::error::RenderError;
use crate::output::{Format, Look};

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
    game_animation_as(tree, path, captions, look, Format::Gif)
}

/// The same game as an animation in `format`: a GIF, or a video (H.264 in MP4, AV1 in WebM),
/// each move shown as long as in the GIF.
pub fn game_animation_as(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
    look: &Look,
    format: Format,
) -> Result<Vec<u8>, RenderError> {
    let tree = tree.clone().for_look(look);
    animate_as(&game_frames(&tree, path, captions)?, look, format)
}

/// The game's frames: the tree with the game up to each move lit, each with how long it shows
/// (hundredths of a second).
fn game_frames(
    tree: &GameTree,
    path: &[usize],
    captions: &[String],
) -> Result<Vec<(GameTree, u16)>, RenderError> {
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
    Ok((0..path.len())
        .map(|k| {
            let delay = if k + 1 == path.len() { 300 } else { 120 };
            (tree.played(&path[..=k], &captions[k]), delay)
        })
        .collect())
}
