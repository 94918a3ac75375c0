//! Animations as video for presentation programs, which play GIFs poorly (256 colours, no
//! pause) but play video everywhere: H.264 in MP4 (PowerPoint, Keynote, Impress, every
//! browser) and AV1 in WebM (browsers and web pages).
//!
//! A video is the same RGB frames a GIF is made of, each with how long it shows. A frame that
//! rests (a pause after a move) is encoded once and shown longer: both containers give every
//! frame its own time, so a pause costs nothing. The encoders are crates that need nothing on
//! the user's machine: Cisco's OpenH264 built from its bundled source (`mp4`), and rav1e, AV1
//! in pure Rust (`webm`). Each container is written here or by a small crate, a frame a
//! sample.
//!
//! What a video may be (how large a frame, how many pixels in all) is checked in one place,
//! `bounds`, before anything is drawn: every animation, whatever draws it, passes it.
//!
//! Both codecs work in 4:2:0 colour: a picture of odd width or height is padded by one column
//! or row repeated from its edge, and converted to YUV once, the same way for both.

mod bounds;
mod mp4;
mod webm;

pub(crate) use bounds::check;

use openh264::formats::{RgbSliceU8, YUVBuffer, YUVSource};

use crate::error::RenderError;

/// A video's container and codec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VideoFormat {
    /// H.264 in MP4: what presentation programs play.
    Mp4,
    /// AV1 in WebM: what web pages play.
    Webm,
}

/// The video's clock: times are counted in thousandths of a second.
const MS_PER_CS: u32 = 10;

/// A video being written: frames in, the file's bytes out.
pub struct VideoWriter {
    format: VideoFormat,
    width: u32,
    height: u32,
    /// The frames added so far.
    frames: usize,
    codec: Codec,
}

/// The encoder at work (boxed: each holds its codec's whole state).
enum Codec {
    H264(Box<mp4::H264>),
    Av1(Box<webm::Av1>),
}

impl VideoWriter {
    /// A writer of `format` for frames `width` × `height` pixels, shown about `fps` times a
    /// second at the fastest. A frame larger than the format's encoder takes is refused here,
    /// and a frame that would take the video past its budget of pixels when it is added.
    pub fn new(
        format: VideoFormat,
        width: u32,
        height: u32,
        fps: f32,
    ) -> Result<VideoWriter, RenderError> {
        let shape = |w: u32| {
            let h = u64::from(w) * u64::from(height) / u64::from(width.max(1));
            (w, h.min(u64::from(u32::MAX)) as u32)
        };
        check(format, 0, (width, height), &shape)?;
        let (width, height) = (width + width % 2, height + height % 2);
        let codec = match format {
            VideoFormat::Mp4 => Codec::H264(Box::new(mp4::H264::new(width, height, fps)?)),
            VideoFormat::Webm => Codec::Av1(Box::new(webm::Av1::new(width, height)?)),
        };
        Ok(VideoWriter {
            format,
            width,
            height,
            frames: 0,
            codec,
        })
    }

    /// Adds a frame of RGB pixels (`width` × `height` as given to [`VideoWriter::new`]) shown
    /// for `delay_cs` hundredths of a second.
    pub fn add(&mut self, rgb: &[u8], delay_cs: u16) -> Result<(), RenderError> {
        let pixels = u64::from(self.width) * u64::from(self.height);
        if (self.frames as u64 + 1) * pixels > self.format.budget() {
            check(
                self.format,
                self.frames + 1,
                (self.width, self.height),
                &|w| (w, w),
            )?;
        }
        self.frames += 1;
        let padded = pad_even(rgb, self.width, self.height)?;
        let yuv = YUVBuffer::from_rgb_source(RgbSliceU8::new(
            &padded,
            (self.width as usize, self.height as usize),
        ));
        let ms = u32::from(delay_cs.max(1)) * MS_PER_CS;
        match &mut self.codec {
            Codec::H264(h264) => h264.add(&yuv, ms),
            Codec::Av1(av1) => av1.add(&yuv, ms),
        }
    }

    /// The file: its container around every frame coded.
    pub fn finish(self) -> Result<Vec<u8>, RenderError> {
        match self.codec {
            Codec::H264(h264) => h264.finish(self.width, self.height),
            Codec::Av1(av1) => av1.finish(self.width, self.height),
        }
    }
}

/// The three planes of a 4:2:0 picture, rows packed (no stride beyond the width).
struct Planes<'a> {
    y: &'a [u8],
    u: &'a [u8],
    v: &'a [u8],
    strides: (usize, usize, usize),
}

impl<'a> Planes<'a> {
    fn of(yuv: &'a YUVBuffer) -> Planes<'a> {
        Planes {
            y: yuv.y(),
            u: yuv.u(),
            v: yuv.v(),
            strides: yuv.strides(),
        }
    }
}

/// `rgb` (the even `width` × `height`, or one less either way: the picture's own size) padded
/// to `width` × `height`, its last column and row repeated.
fn pad_even(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (width as usize, height as usize);
    let sizes = [(w, h), (w - 1, h), (w, h - 1), (w - 1, h - 1)];
    let Some(&(own_w, own_h)) = sizes.iter().find(|(a, b)| a * b * 3 == rgb.len()) else {
        return Err(RenderError::BadInput(format!(
            "a video frame of {} bytes is not {width} x {height} pixels",
            rgb.len()
        )));
    };
    if (own_w, own_h) == (w, h) {
        return Ok(rgb.to_vec());
    }
    let mut out = Vec::with_capacity(w * h * 3);
    for y in 0..h {
        let row = &rgb[y.min(own_h - 1) * own_w * 3..][..own_w * 3];
        out.extend_from_slice(row);
        if own_w < w {
            out.extend_from_slice(&row[row.len() - 3..]);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_odd_picture_is_padded_from_its_edges() {
        // 1 x 1 red pixel padded to 2 x 2
        let out = pad_even(&[255, 0, 0], 2, 2).unwrap();
        assert_eq!(out, [255, 0, 0].repeat(4));
        assert!(pad_even(&[0; 5], 2, 2).is_err());
    }

    /// Three frames of 33 x 17 pixels, each shown 40 ms.
    pub(super) fn three_frames(format: VideoFormat) -> Vec<u8> {
        let (w, h) = (33u32, 17u32);
        let mut writer = VideoWriter::new(format, w, h, 25.0).unwrap();
        for shade in [0u8, 80, 160] {
            writer.add(&vec![shade; (w * h * 3) as usize], 4).unwrap();
        }
        writer.finish().unwrap()
    }

    #[test]
    fn a_frame_larger_than_its_encoder_takes_is_refused_before_it_starts() {
        assert!(VideoWriter::new(VideoFormat::Mp4, 3842, 100, 25.0).is_err());
        assert!(VideoWriter::new(VideoFormat::Webm, 4097, 100, 25.0).is_err());
        assert!(VideoWriter::new(VideoFormat::Webm, 0, 100, 25.0).is_err());
    }

    #[test]
    fn a_writer_fed_past_its_budget_refuses_the_frame_that_passes_it() {
        // 1000 x 1000: the WebM budget holds 250 frames
        let mut writer = VideoWriter::new(VideoFormat::Webm, 1000, 1000, 25.0).unwrap();
        writer.frames = 250;
        let frame = vec![0u8; 1000 * 1000 * 3];
        let err = writer.add(&frame, 4).unwrap_err();
        assert!(
            matches!(err, RenderError::VideoTooLong { most: 250, .. }),
            "{err}"
        );
    }
}
