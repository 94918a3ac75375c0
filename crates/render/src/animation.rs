//! Still figures shown one after another: a search tree growing an expansion a frame, a game
//! a move a frame. Each figure is drawn at the look asked for; the frames are encoded as a GIF
//! (one palette built from all of them) or as a video, each shown as long as it asks.
//! Figures of slightly different sizes (a title that wraps otherwise) are placed at the top
//! left of the largest, on their own paper colour.
//!
//! Every size is known before a pixel is drawn, so a video too large for its encoder or its
//! budget is refused first; then one frame at a time is drawn and encoded, never all held.
//! A GIF's palette needs every frame's colours before the first is written: each figure is
//! drawn twice, once to count its colours and once to write it.

use crate::anim::{ColourCounts, GifWriter};
use crate::error::{Moving, RenderError};
use crate::output::{checked_scale, render_rgb_as, Figure, Format, Look};
use crate::scale::fit_width;
use crate::video::VideoWriter;

/// `frames` (each a figure and how long it shows, in hundredths of a second) as one
/// animation in `format`: GIF, MP4 or WebM.
pub fn animate_as<F: Figure>(
    frames: &[(F, u16)],
    look: &Look,
    format: Format,
) -> Result<Vec<u8>, RenderError> {
    if frames.is_empty() {
        return Err(RenderError::NoFrames(Moving::Animation));
    }
    if !matches!(format, Format::Gif | Format::Mp4 | Format::Webm) {
        return Err(RenderError::WrongFormat {
            figure: "an animation",
            format: format.name(),
            hint: "use .gif, .mp4 or .webm",
        });
    }
    let sizes = frames
        .iter()
        .map(|(figure, _)| Ok(checked_scale(figure, look)?.1))
        .collect::<Result<Vec<_>, RenderError>>()?;
    let whole = largest(sizes.iter().copied());
    // each frame drawn and placed on the whole picture, when it is needed
    let frame = |k: usize| -> Result<Vec<u8>, RenderError> {
        Ok(placed(&render_rgb_as(&frames[k].0, look)?, sizes[k], whole))
    };
    let Some(video) = format.video() else {
        let mut counts = ColourCounts::default();
        for k in 0..frames.len() {
            counts.add(&frame(k)?);
        }
        let palette = counts.palette();
        let mut writer = GifWriter::new(whole.0, whole.1, &palette)?;
        for (k, (_, delay)) in frames.iter().enumerate() {
            writer.add(&palette.index_image(&frame(k)?), *delay)?;
        }
        return writer.finish();
    };
    // the size the animation would have, drawn `w` wide: what a refusal names
    let at_width = |w: u32| largest(frames.iter().map(|(f, _)| fit_width(f.size(), w).1));
    crate::video::check(video, frames.len(), whole, &at_width)?;
    let fastest = frames.iter().map(|f| f.1).min().unwrap_or(100).max(1);
    let mut writer = VideoWriter::new(video, whole.0, whole.1, 100.0 / f32::from(fastest))?;
    for (k, (_, delay)) in frames.iter().enumerate() {
        writer.add(&frame(k)?, *delay)?;
    }
    writer.finish()
}

/// The smallest picture every one of `sizes` fits in.
fn largest(sizes: impl Iterator<Item = (u32, u32)>) -> (u32, u32) {
    sizes.fold((1, 1), |(w, h), (a, b)| (w.max(a), h.max(b)))
}

/// `rgb` of `size` at the top left of a picture of `whole`, the rest its top-left colour.
fn placed(rgb: &[u8], size: (u32, u32), whole: (u32, u32)) -> Vec<u8> {
    if size == whole {
        return rgb.to_vec();
    }
    let (w, h) = (size.0 as usize, size.1 as usize);
    let (ww, wh) = (whole.0 as usize, whole.1 as usize);
    let paper = [rgb[0], rgb[1], rgb[2]];
    let mut out = paper.repeat(ww * wh);
    for y in 0..h {
        out[y * ww * 3..][..w * 3].copy_from_slice(&rgb[y * w * 3..][..w * 3]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_smaller_frame_sits_at_the_top_left_on_its_paper() {
        let red = [200, 0, 0];
        let out = placed(&red, (1, 1), (2, 2));
        assert_eq!(out, red.repeat(4));
        let two = [1, 2, 3, 4, 5, 6];
        assert_eq!(
            placed(&two, (2, 1), (2, 2)),
            [1, 2, 3, 4, 5, 6, 1, 2, 3, 1, 2, 3]
        );
    }
}
