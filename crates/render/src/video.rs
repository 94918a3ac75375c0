//! Animations as video for presentation programs, which play GIFs poorly (256 colours, no
//! pause) but play H.264 in MP4 everywhere: PowerPoint, Keynote, Impress, every browser.
//!
//! A video is the same RGB frames a GIF is made of, each with how long it shows. A frame that
//! rests (a pause after a move) is encoded once and shown longer: the container gives every
//! sample its own duration, so a pause costs nothing. The encoder is Cisco's OpenH264, built
//! from its bundled source by the `openh264` crate (no ffmpeg and no system library on the
//! user's machine); the MP4 around it is written by the `mp4` crate.
//!
//! H.264 is coded in 4:2:0: a picture of odd width or height is padded by one column or row
//! repeated from its edge.

use std::io::Cursor;

use openh264::encoder::{Encoder, EncoderConfig, QpRange, RateControlMode, UsageType};
use openh264::formats::{RgbSliceU8, YUVBuffer};
use openh264::OpenH264API;

use crate::error::RenderError;

/// The video's clock: a sample's duration is counted in thousandths of a second.
const TIMESCALE: u32 = 1000;

/// Bits a second for each pixel of a frame, the rate the encoder is told of.
const BITS_PER_PIXEL_SECOND: u32 = 6;

/// The one quantiser every frame is coded with (0 to 51, lower is finer): a board's digits and
/// edges stay sharp, and its flat colours cost little.
const QUANTISER: u8 = 22;

/// A video being written: frames in, the file's bytes out.
pub struct VideoWriter {
    width: u32,
    height: u32,
    encoder: Encoder,
    /// Each frame coded, as its NAL units (without start codes), with its duration in ms.
    samples: Vec<(Vec<Vec<u8>>, u32)>,
    sps: Option<Vec<u8>>,
    pps: Option<Vec<u8>>,
}

impl VideoWriter {
    /// A writer of frames `width` × `height` pixels, shown about `fps` times a second at the
    /// fastest.
    pub fn new(width: u32, height: u32, fps: f32) -> Result<VideoWriter, RenderError> {
        if width == 0 || height == 0 || width > 4096 || height > 4096 {
            return Err(RenderError::BadInput(format!(
                "a video is 1 to 4096 pixels a side (asked for {width} x {height})"
            )));
        }
        let (width, height) = (width + width % 2, height + height % 2);
        let bitrate = width * height * BITS_PER_PIXEL_SECOND;
        let config = EncoderConfig::new()
            .usage_type(UsageType::ScreenContentRealTime)
            .adaptive_quantization(false)
            .background_detection(false)
            .rate_control_mode(RateControlMode::Off)
            .qp(QpRange::new(QUANTISER, QUANTISER))
            .bitrate(openh264::encoder::BitRate::from_bps(bitrate))
            .max_frame_rate(openh264::encoder::FrameRate::from_hz(fps.max(1.0)))
            .skip_frames(false);
        let encoder = Encoder::with_api_config(OpenH264API::from_source(), config)
            .map_err(|e| RenderError::BadInput(format!("the H.264 encoder failed: {e}")))?;
        Ok(VideoWriter {
            width,
            height,
            encoder,
            samples: Vec::new(),
            sps: None,
            pps: None,
        })
    }

    /// Adds a frame of RGB pixels (`width` × `height` as given to [`VideoWriter::new`]) shown
    /// for `delay_cs` hundredths of a second.
    pub fn add(&mut self, rgb: &[u8], delay_cs: u16) -> Result<(), RenderError> {
        let padded = pad_even(rgb, self.width, self.height)?;
        let yuv = YUVBuffer::from_rgb_source(RgbSliceU8::new(
            &padded,
            (self.width as usize, self.height as usize),
        ));
        let coded = self
            .encoder
            .encode(&yuv)
            .map_err(|e| RenderError::BadInput(format!("the H.264 encoder failed: {e}")))?;
        let mut units = Vec::new();
        for l in 0..coded.num_layers() {
            let Some(layer) = coded.layer(l) else { continue };
            for n in 0..layer.nal_count() {
                let Some(nal) = layer.nal_unit(n) else { continue };
                let nal = without_start_code(nal).to_vec();
                match nal.first().map(|b| b & 0x1f) {
                    Some(7) => self.sps = Some(nal),
                    Some(8) => self.pps = Some(nal),
                    Some(_) => units.push(nal),
                    None => {}
                }
            }
        }
        let duration = u32::from(delay_cs.max(1)) * (TIMESCALE / 100);
        match (units.is_empty(), self.samples.last_mut()) {
            // nothing coded (the encoder skipped a still frame): the last one shows longer
            (true, Some(last)) => last.1 += duration,
            _ => self.samples.push((units, duration)),
        }
        Ok(())
    }

    /// The frames coded so far.
    pub fn frames(&self) -> usize {
        self.samples.len()
    }

    /// The MP4 file: one H.264 track, a sample a frame, each with its own duration.
    pub fn finish_mp4(self) -> Result<Vec<u8>, RenderError> {
        let bad = |e: mp4::Error| RenderError::BadInput(format!("the MP4 could not be written: {e}"));
        let (Some(sps), Some(pps)) = (self.sps, self.pps) else {
            return Err(RenderError::BadInput("a video needs at least one frame".into()));
        };
        let config = mp4::Mp4Config {
            major_brand: "isom".parse().expect("a brand"),
            minor_version: 512,
            compatible_brands: ["isom", "iso2", "avc1", "mp41"]
                .iter()
                .map(|b| b.parse().expect("a brand"))
                .collect(),
            timescale: TIMESCALE,
        };
        let mut writer = mp4::Mp4Writer::write_start(Cursor::new(Vec::new()), &config).map_err(bad)?;
        writer
            .add_track(&mp4::TrackConfig {
                track_type: mp4::TrackType::Video,
                timescale: TIMESCALE,
                language: "und".into(),
                media_conf: mp4::MediaConfig::AvcConfig(mp4::AvcConfig {
                    width: self.width as u16,
                    height: self.height as u16,
                    seq_param_set: sps,
                    pic_param_set: pps,
                }),
            })
            .map_err(bad)?;
        let mut start = 0u64;
        for (units, duration) in &self.samples {
            let is_sync = units.iter().any(|u| u.first().is_some_and(|b| b & 0x1f == 5));
            // each NAL unit after its length, as MP4 carries H.264
            let mut bytes = Vec::new();
            for unit in units {
                bytes.extend_from_slice(&(unit.len() as u32).to_be_bytes());
                bytes.extend_from_slice(unit);
            }
            writer
                .write_sample(
                    1,
                    &mp4::Mp4Sample {
                        start_time: start,
                        duration: *duration,
                        rendering_offset: 0,
                        is_sync,
                        bytes: mp4::Bytes::from(bytes),
                    },
                )
                .map_err(bad)?;
            start += u64::from(*duration);
        }
        writer.write_end().map_err(bad)?;
        Ok(writer.into_writer().into_inner())
    }
}

/// A NAL unit without the Annex B start code (`00 00 01` or `00 00 00 01`) before it.
fn without_start_code(nal: &[u8]) -> &[u8] {
    if nal.starts_with(&[0, 0, 0, 1]) {
        &nal[4..]
    } else if nal.starts_with(&[0, 0, 1]) {
        &nal[3..]
    } else {
        nal
    }
}

/// `rgb` (`width` × `height`, each rounded down to even the picture's own) padded to the even
/// `width` × `height`, its last column and row repeated.
fn pad_even(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (width as usize, height as usize);
    // the picture's own size: the even one, or one less in either direction
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

    #[test]
    fn a_start_code_is_taken_off() {
        assert_eq!(without_start_code(&[0, 0, 0, 1, 0x67, 9]), [0x67, 9]);
        assert_eq!(without_start_code(&[0, 0, 1, 0x68]), [0x68]);
    }

    #[test]
    fn frames_become_an_mp4_with_their_durations() {
        let (w, h) = (33u32, 17u32);
        let mut writer = VideoWriter::new(w, h, 25.0).unwrap();
        for shade in [0u8, 80, 160] {
            writer.add(&vec![shade; (w * h * 3) as usize], 4).unwrap();
        }
        assert_eq!(writer.frames(), 3);
        let mp4 = writer.finish_mp4().unwrap();
        assert_eq!(&mp4[4..8], b"ftyp");
        let reader = mp4::Mp4Reader::read_header(Cursor::new(&mp4), mp4.len() as u64).unwrap();
        let track = reader.tracks().values().next().unwrap();
        assert_eq!((track.width(), track.height()), (34, 18));
        assert_eq!(track.sample_count(), 3);
        assert_eq!(track.duration().as_millis(), 120);
    }
}
