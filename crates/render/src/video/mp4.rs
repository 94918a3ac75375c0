//! H.264 in MP4: each frame coded by OpenH264 at one quantiser, its NAL units carried after
//! their lengths (as MP4 carries H.264), the SPS and PPS in the track's `avcC`, a sample a
//! frame with its own duration.

use std::io::Cursor;

use openh264::encoder::{Encoder, EncoderConfig, QpRange, RateControlMode, UsageType};
use openh264::formats::YUVBuffer;
use openh264::OpenH264API;

use crate::error::{Moving, RenderError};

/// The H.264 encoder's failure `e`.
fn h264_failed(e: impl std::fmt::Display) -> RenderError {
    RenderError::Encoder {
        codec: "H.264",
        why: e.to_string(),
    }
}

/// The track's clock: a sample's duration is counted in thousandths of a second.
const TIMESCALE: u32 = 1000;

/// Bits a second for each pixel of a frame, the rate the encoder is told of.
const BITS_PER_PIXEL_SECOND: u32 = 6;

/// The one quantiser every frame is coded with (0 to 51, lower is finer): a board's digits and
/// edges stay sharp, and its flat colours cost little.
const QUANTISER: u8 = 22;

/// The H.264 encoder and the frames it has coded.
pub(super) struct H264 {
    encoder: Encoder,
    /// Each frame coded, as its NAL units (without start codes), with its duration in ms.
    samples: Vec<(Vec<Vec<u8>>, u32)>,
    sps: Option<Vec<u8>>,
    pps: Option<Vec<u8>>,
}

impl H264 {
    /// An encoder of even `width` × `height` frames, about `fps` a second at the fastest.
    pub(super) fn new(width: u32, height: u32, fps: f32) -> Result<H264, RenderError> {
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
        let encoder =
            Encoder::with_api_config(OpenH264API::from_source(), config).map_err(h264_failed)?;
        Ok(H264 {
            encoder,
            samples: Vec::new(),
            sps: None,
            pps: None,
        })
    }

    /// Codes a frame shown for `ms` thousandths of a second.
    pub(super) fn add(&mut self, yuv: &YUVBuffer, ms: u32) -> Result<(), RenderError> {
        let coded = self.encoder.encode(yuv).map_err(h264_failed)?;
        let mut units = Vec::new();
        for l in 0..coded.num_layers() {
            let Some(layer) = coded.layer(l) else {
                continue;
            };
            for n in 0..layer.nal_count() {
                let Some(nal) = layer.nal_unit(n) else {
                    continue;
                };
                let nal = without_start_code(nal).to_vec();
                match nal.first().map(|b| b & 0x1f) {
                    Some(7) => self.sps = Some(nal),
                    Some(8) => self.pps = Some(nal),
                    Some(_) => units.push(nal),
                    None => {}
                }
            }
        }
        match (units.is_empty(), self.samples.last_mut()) {
            // nothing coded (the encoder skipped a still frame): the last one shows longer
            (true, Some(last)) => last.1 += ms,
            _ => self.samples.push((units, ms)),
        }
        Ok(())
    }

    /// The MP4 file of `width` × `height`: one H.264 track, a sample a frame, each with its
    /// own duration.
    pub(super) fn finish(self, width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
        let bad = |e: mp4::Error| RenderError::Mp4(e.to_string());
        let (Some(sps), Some(pps)) = (self.sps, self.pps) else {
            return Err(RenderError::NoFrames(Moving::Video));
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
        let mut writer =
            mp4::Mp4Writer::write_start(Cursor::new(Vec::new()), &config).map_err(bad)?;
        writer
            .add_track(&mp4::TrackConfig {
                track_type: mp4::TrackType::Video,
                timescale: TIMESCALE,
                language: "und".into(),
                media_conf: mp4::MediaConfig::AvcConfig(mp4::AvcConfig {
                    width: width as u16,
                    height: height as u16,
                    seq_param_set: sps,
                    pic_param_set: pps,
                }),
            })
            .map_err(bad)?;
        let mut start = 0u64;
        for (units, duration) in &self.samples {
            let is_sync = units
                .iter()
                .any(|u| u.first().is_some_and(|b| b & 0x1f == 5));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_code_is_taken_off() {
        assert_eq!(without_start_code(&[0, 0, 0, 1, 0x67, 9]), [0x67, 9]);
        assert_eq!(without_start_code(&[0, 0, 1, 0x68]), [0x68]);
    }

    #[test]
    fn frames_become_an_mp4_with_their_durations() {
        let mp4 = super::super::tests::three_frames(super::super::VideoFormat::Mp4);
        assert_eq!(&mp4[4..8], b"ftyp");
        let reader = mp4::Mp4Reader::read_header(Cursor::new(&mp4), mp4.len() as u64).unwrap();
        let track = reader.tracks().values().next().unwrap();
        assert_eq!((track.width(), track.height()), (34, 18));
        assert_eq!(track.sample_count(), 3);
        assert_eq!(track.duration().as_millis(), 120);
    }
}
