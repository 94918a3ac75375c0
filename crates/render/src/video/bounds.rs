//! What a video may be, checked before anything is drawn: how large a frame each encoder takes,
//! and how much encoding one command may ask for.
//!
//! Two kinds of bound, for two reasons:
//! - **The encoder's own limit or its memory.** OpenH264 refuses a frame larger than
//!   3840 x 2160 (or 2160 x 3840 upright): past that it fails half-way through. rav1e takes
//!   larger frames, but needs about 80 bytes a pixel while it works (its reference frames and
//!   its analysis of each), so a WebM is held to the same number of pixels, 8,294,400 (measured:
//!   about 680 MB at 2880 x 2880), and 4096 a side (one tile column).
//! - **The time encoding takes.** Each frame costs in proportion to its pixels, and the codecs
//!   differ tenfold: OpenH264 codes about 30 million pixels a second on a 2-core laptop, rav1e
//!   at its fastest about 3 million. A video is held to about a minute of such a laptop's work:
//!   2 billion pixels in all for MP4 (frames x width x height), 250 million for WebM. At the
//!   worksheet's 400 x 400 that is 12,500 and 1,562 frames; at a slide's 1080 x 1080, 1,714
//!   and 214.
//!
//! A refusal names the largest width that fits, or the most frames at the size asked for, so
//! the next command line is the one that works.

use crate::error::{RenderError, VideoLimit};

use super::VideoFormat;

/// OpenH264's largest frame: its longer side at most the first, its shorter the second.
const H264_LARGEST: (u32, u32) = (3840, 2160);

/// The most pixels of a WebM frame: a 4K (3840 x 2160) screen's, what keeps rav1e within
/// about 700 MB.
const AV1_MOST_PIXELS: u64 = 3840 * 2160;

/// The longest side of a WebM frame: rav1e's widest tile, so a frame is one tile across.
const AV1_LONGEST_SIDE: u32 = 4096;

/// The shortest side of any video frame: rav1e's smallest.
pub(crate) const SHORTEST_SIDE: u32 = 16;

/// The most pixels (frames x width x height) an MP4 may encode: about a minute's work.
const H264_BUDGET: u64 = 2_000_000_000;

/// The most pixels (frames x width x height) a WebM may encode: about a minute's work.
const AV1_BUDGET: u64 = 250_000_000;

impl VideoFormat {
    /// The format's usual name.
    pub fn name(self) -> &'static str {
        match self {
            VideoFormat::Mp4 => "MP4",
            VideoFormat::Webm => "WebM",
        }
    }

    /// Whether a frame of `width` × `height` pixels (each side even, as the codecs see it)
    /// is one this format's encoder takes.
    fn takes(self, width: u32, height: u32) -> bool {
        let (long, short) = (width.max(height), width.min(height));
        match self {
            VideoFormat::Mp4 => long <= H264_LARGEST.0 && short <= H264_LARGEST.1,
            VideoFormat::Webm => {
                long <= AV1_LONGEST_SIDE && u64::from(width) * u64::from(height) <= AV1_MOST_PIXELS
            }
        }
    }

    /// Why a frame is too large for this format.
    fn limit(self) -> VideoLimit {
        match self {
            VideoFormat::Mp4 => VideoLimit::H264Frame,
            VideoFormat::Webm => VideoLimit::Av1Memory,
        }
    }

    /// The most pixels, frames x width x height, a video in this format may encode.
    pub fn budget(self) -> u64 {
        match self {
            VideoFormat::Mp4 => H264_BUDGET,
            VideoFormat::Webm => AV1_BUDGET,
        }
    }
}

/// A side as the codecs see it: an odd one padded by a row or a column.
fn even(side: u32) -> u32 {
    side + side % 2
}

/// Refuses a video of `frames` frames of `size` in `format` when its encoder would not take a
/// frame that large, or when encoding it would pass the format's budget. `at_width` is the
/// size the video would have, drawn that wide: the refusal names the largest width that fits.
pub(crate) fn check(
    format: VideoFormat,
    frames: usize,
    (width, height): (u32, u32),
    at_width: &dyn Fn(u32) -> (u32, u32),
) -> Result<(), RenderError> {
    let fits = |(w, h): (u32, u32)| {
        w >= SHORTEST_SIDE && h >= SHORTEST_SIDE && format.takes(even(w), even(h))
    };
    if width < SHORTEST_SIDE || height < SHORTEST_SIDE {
        return Err(RenderError::VideoTooSmall {
            width,
            height,
            least: SHORTEST_SIDE,
        });
    }
    if !fits((width, height)) {
        return Err(RenderError::VideoTooLarge {
            format: format.name(),
            width,
            height,
            limit: format.limit(),
            largest: largest_width(width, &|w| fits(at_width(w))),
        });
    }
    let pixels = u64::from(width) * u64::from(height);
    if (frames as u64).saturating_mul(pixels) > format.budget() {
        return Err(RenderError::VideoTooLong {
            format: format.name(),
            frames,
            width,
            height,
            budget: format.budget(),
            most: (format.budget() / pixels) as usize,
        });
    }
    Ok(())
}

/// The largest width below `above` at which `fits` holds (0 if none does), found by halving:
/// a picture drawn narrower is never larger.
fn largest_width(above: u32, fits: &dyn Fn(u32) -> bool) -> u32 {
    let (mut yes, mut no) = (0, above);
    while no - yes > 1 {
        let mid = yes + (no - yes) / 2;
        if fits(mid) {
            yes = mid;
        } else {
            no = mid;
        }
    }
    yes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(w: u32) -> (u32, u32) {
        (w, w)
    }

    fn largest(format: VideoFormat, width: u32, height: u32) -> Option<u32> {
        let wide = |w: u32| {
            (
                w,
                (u64::from(w) * u64::from(height) / u64::from(width)) as u32,
            )
        };
        match check(format, 1, (width, height), &wide) {
            Err(RenderError::VideoTooLarge { largest, .. }) => Some(largest),
            _ => None,
        }
    }

    #[test]
    fn openh264_takes_4k_either_way_round_and_no_more() {
        assert!(check(VideoFormat::Mp4, 1, (3840, 2160), &square).is_ok());
        assert!(check(VideoFormat::Mp4, 1, (2160, 3840), &square).is_ok());
        assert_eq!(largest(VideoFormat::Mp4, 2161, 2161), Some(2160));
        assert_eq!(largest(VideoFormat::Mp4, 3841, 1000), Some(3840));
        assert_eq!(largest(VideoFormat::Mp4, 4096, 2304), Some(3840));
    }

    #[test]
    fn a_webm_holds_a_4k_screens_pixels() {
        assert!(check(VideoFormat::Webm, 1, (2880, 2880), &square).is_ok());
        assert!(check(VideoFormat::Webm, 1, (4096, 2024), &square).is_ok());
        assert_eq!(largest(VideoFormat::Webm, 2881, 2881), Some(2880));
        assert_eq!(largest(VideoFormat::Webm, 4097, 100), Some(4096));
    }

    #[test]
    fn an_odd_side_counts_as_the_even_one_the_codec_sees() {
        assert_eq!(largest(VideoFormat::Mp4, 2161, 2161), Some(2160));
        assert!(check(VideoFormat::Mp4, 1, (2159, 2159), &square).is_ok());
    }

    #[test]
    fn too_many_pixels_in_all_names_the_most_frames() {
        let err = check(VideoFormat::Webm, 2000, (400, 400), &square).unwrap_err();
        let RenderError::VideoTooLong { most, .. } = err else {
            panic!("{err}");
        };
        assert_eq!(most, 1562);
        assert!(check(VideoFormat::Webm, 1562, (400, 400), &square).is_ok());
        assert!(check(VideoFormat::Mp4, 12_500, (400, 400), &square).is_ok());
        assert!(check(VideoFormat::Mp4, 12_501, (400, 400), &square).is_err());
    }

    #[test]
    fn a_frame_under_16_pixels_a_side_is_refused() {
        assert!(check(VideoFormat::Mp4, 1, (15, 100), &square).is_err());
    }
}
