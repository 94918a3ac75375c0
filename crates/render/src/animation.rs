//! Still figures shown one after another: a search tree growing an expansion a frame, a game
//! a move a frame. Each figure is drawn once at the look asked for; the frames are encoded as
//! a GIF (one palette built from all of them) or as a video, each shown as long as it asks.
//! Figures of slightly different sizes (a title that wraps otherwise) are placed at the top
//! left of the largest, on their own paper colour.

use crate::anim::encode_rgb_frames;
use crate::error::RenderError;
use crate::output::{checked_scale, render_rgb_as, Figure, Format, Look};
use crate::video::VideoWriter;

/// `frames` (each a figure and how long it shows, in hundredths of a second) as one
/// animation in `format`: GIF, MP4 or WebM.
pub fn animate_as<F: Figure>(
    frames: &[(F, u16)],
    look: &Look,
    format: Format,
) -> Result<Vec<u8>, RenderError> {
    if frames.is_empty() {
        return Err(RenderError::BadInput(
            "an animation needs at least one frame".into(),
        ));
    }
    let mut drawn = Vec::with_capacity(frames.len());
    for (figure, delay) in frames {
        let (_, size) = checked_scale(figure, look)?;
        drawn.push((size, render_rgb_as(figure, look)?, *delay));
    }
    let width = drawn.iter().map(|(s, _, _)| s.0).max().unwrap_or(1);
    let height = drawn.iter().map(|(s, _, _)| s.1).max().unwrap_or(1);
    let frames: Vec<(Vec<u8>, u16)> = drawn
        .into_iter()
        .map(|(size, rgb, delay)| (placed(&rgb, size, (width, height)), delay))
        .collect();
    match format.video() {
        Some(video) => {
            let fastest = frames.iter().map(|f| f.1).min().unwrap_or(100).max(1);
            let mut writer = VideoWriter::new(video, width, height, 100.0 / f32::from(fastest))?;
            for (rgb, delay) in &frames {
                writer.add(rgb, *delay)?;
            }
            writer.finish()
        }
        None if format == Format::Gif => encode_rgb_frames(width, height, &frames),
        None => Err(RenderError::WrongFormat {
            figure: "an animation",
            format: format.name(),
            hint: "use .gif, .mp4 or .webm",
        }),
    }
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
