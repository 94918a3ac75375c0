//! AV1 in WebM: each frame coded by rav1e (pure Rust, at its fastest preset and one
//! quantiser), in a WebM file written here. WebM is Matroska's subset for the web, and
//! Matroska is EBML: every element is an ID, its size and its bytes, nested. The file is the
//! EBML header, then one segment: the info (the clock and the duration), the track (AV1, its
//! `av1C` record as the codec's private data) and clusters of simple blocks, a frame a block
//! at its own time.

use openh264::formats::YUVBuffer;
use rav1e::prelude::{
    ChromaSampling, Config, Context, EncoderConfig, EncoderStatus, FrameType, Rational,
    SpeedSettings,
};

use super::Planes;
use crate::error::{Moving, RenderError};

/// The quantiser of every frame (0 to 255, lower is finer): a board's digits stay sharp.
const QUANTISER: usize = 60;

/// rav1e's fastest preset: a playback is simple pictures, and a lecture waits for no one.
const SPEED: u8 = 10;

/// Frames rav1e looks ahead of the one it codes (its fastest preset's default is 10). Each
/// frame looked at is held with its analysis, about 80 bytes a pixel: one keeps a 4K frame's
/// encoding within about 700 MB instead of twice that, and a lecture's pictures, the same
/// quantiser on every frame, gain nothing from looking further.
const LOOKAHEAD: usize = 1;

/// The longest a cluster spans, in ms: a block's time is 16 bits after its cluster's.
const CLUSTER_SPAN: u64 = 30_000;

/// The AV1 encoder, the frames' times, and the packets it has given back.
pub(super) struct Av1 {
    context: Context<u8>,
    /// Each frame sent: when it starts and how long it shows, in ms.
    times: Vec<(u64, u32)>,
    /// Each packet: the frame it codes, whether it is a key frame, its bytes.
    packets: Vec<(u64, bool, Vec<u8>)>,
}

fn failed(what: impl std::fmt::Display) -> RenderError {
    RenderError::Encoder {
        codec: "AV1",
        why: what.to_string(),
    }
}

impl Av1 {
    /// An encoder of even `width` × `height` frames.
    pub(super) fn new(width: u32, height: u32) -> Result<Av1, RenderError> {
        let mut speed_settings = SpeedSettings::from_preset(SPEED);
        speed_settings.rdo_lookahead_frames = LOOKAHEAD;
        let config = EncoderConfig {
            width: width as usize,
            height: height as usize,
            time_base: Rational::new(1, 1000),
            bit_depth: 8,
            chroma_sampling: ChromaSampling::Cs420,
            quantizer: QUANTISER,
            // no frame waits for a later one: nothing reordered, fewer frames held
            low_latency: true,
            speed_settings,
            ..Default::default()
        };
        let context = Config::new()
            .with_encoder_config(config)
            .new_context()
            .map_err(failed)?;
        Ok(Av1 {
            context,
            times: Vec::new(),
            packets: Vec::new(),
        })
    }

    /// Codes a frame shown for `ms` thousandths of a second.
    pub(super) fn add(&mut self, yuv: &YUVBuffer, ms: u32) -> Result<(), RenderError> {
        let start = self.times.last().map_or(0, |&(at, ms)| at + u64::from(ms));
        self.times.push((start, ms));
        let planes = Planes::of(yuv);
        let mut frame = self.context.new_frame();
        let (sy, su, sv) = planes.strides;
        frame.planes[0].copy_from_raw_u8(planes.y, sy, 1);
        frame.planes[1].copy_from_raw_u8(planes.u, su, 1);
        frame.planes[2].copy_from_raw_u8(planes.v, sv, 1);
        match self.context.send_frame(frame) {
            Ok(()) | Err(EncoderStatus::EnoughData) => {}
            Err(e) => return Err(failed(e)),
        }
        self.receive()
    }

    /// Takes every packet the encoder has ready.
    fn receive(&mut self) -> Result<(), RenderError> {
        loop {
            match self.context.receive_packet() {
                Ok(packet) => self.packets.push((
                    packet.input_frameno,
                    packet.frame_type == FrameType::KEY,
                    packet.data,
                )),
                Err(EncoderStatus::Encoded) => continue,
                Err(EncoderStatus::NeedMoreData | EncoderStatus::LimitReached) => return Ok(()),
                Err(e) => return Err(failed(e)),
            }
        }
    }

    /// The WebM file of `width` × `height`: the frames still in the encoder flushed, then the
    /// header, the info, the track and the clusters.
    pub(super) fn finish(mut self, width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
        self.context.flush();
        self.receive()?;
        if self.packets.is_empty() {
            return Err(RenderError::NoFrames(Moving::Video));
        }
        let duration = self.times.last().map_or(0, |&(at, ms)| at + u64::from(ms));
        let header = element(
            EBML,
            &[
                uint(EBML_VERSION, 1),
                uint(EBML_READ_VERSION, 1),
                uint(EBML_MAX_ID_LENGTH, 4),
                uint(EBML_MAX_SIZE_LENGTH, 8),
                element(DOC_TYPE, b"webm"),
                uint(DOC_TYPE_VERSION, 4),
                uint(DOC_TYPE_READ_VERSION, 2),
            ]
            .concat(),
        );
        let info = element(
            INFO,
            &[
                uint(TIMESTAMP_SCALE, 1_000_000), // a tick is a millisecond
                element(MUXING_APP, b"puzzlelab"),
                element(WRITING_APP, b"puzzlelab"),
                element(DURATION, &(duration as f64).to_be_bytes()),
            ]
            .concat(),
        );
        let video = element(
            VIDEO,
            &[
                uint(PIXEL_WIDTH, width.into()),
                uint(PIXEL_HEIGHT, height.into()),
            ]
            .concat(),
        );
        let track = element(
            TRACK_ENTRY,
            &[
                uint(TRACK_NUMBER, 1),
                uint(TRACK_UID, 1),
                uint(TRACK_TYPE, 1), // video
                element(CODEC_ID, b"V_AV1"),
                element(CODEC_PRIVATE, &self.context.container_sequence_header()),
                video,
            ]
            .concat(),
        );
        let mut segment = [info, element(TRACKS, &track)].concat();
        segment.extend(self.clusters());
        Ok([header, element(SEGMENT, &segment)].concat())
    }

    /// The packets in clusters: a new cluster at a key frame or when the last one has spanned
    /// [`CLUSTER_SPAN`], each block at its frame's time after its cluster's.
    fn clusters(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut cluster: Option<(u64, Vec<u8>)> = None;
        for (frameno, key, data) in &self.packets {
            let at = self.times.get(*frameno as usize).map_or(0, |t| t.0);
            let open = cluster
                .as_ref()
                .is_some_and(|(start, _)| !key && at - start < CLUSTER_SPAN);
            if !open {
                if let Some((start, blocks)) = cluster.take() {
                    out.extend(element(CLUSTER, &[uint(TIMESTAMP, start), blocks].concat()));
                }
                cluster = Some((at, Vec::new()));
            }
            let (start, blocks) = cluster.as_mut().expect("a cluster is open");
            let mut block = vec![0x81]; // track 1, as a one-byte number
            block.extend(((at - *start) as i16).to_be_bytes());
            block.push(if *key { 0x80 } else { 0 });
            block.extend_from_slice(data);
            blocks.extend(element(SIMPLE_BLOCK, &block));
        }
        if let Some((start, blocks)) = cluster {
            out.extend(element(CLUSTER, &[uint(TIMESTAMP, start), blocks].concat()));
        }
        out
    }
}

// The EBML and Matroska element IDs used, as they are written.
const EBML: u32 = 0x1A45_DFA3;
const EBML_VERSION: u32 = 0x4286;
const EBML_READ_VERSION: u32 = 0x42F7;
const EBML_MAX_ID_LENGTH: u32 = 0x42F2;
const EBML_MAX_SIZE_LENGTH: u32 = 0x42F3;
const DOC_TYPE: u32 = 0x4282;
const DOC_TYPE_VERSION: u32 = 0x4287;
const DOC_TYPE_READ_VERSION: u32 = 0x4285;
const SEGMENT: u32 = 0x1853_8067;
const INFO: u32 = 0x1549_A966;
const TIMESTAMP_SCALE: u32 = 0x2A_D7B1;
const MUXING_APP: u32 = 0x4D80;
const WRITING_APP: u32 = 0x5741;
const DURATION: u32 = 0x4489;
const TRACKS: u32 = 0x1654_AE6B;
const TRACK_ENTRY: u32 = 0xAE;
const TRACK_NUMBER: u32 = 0xD7;
const TRACK_UID: u32 = 0x73C5;
const TRACK_TYPE: u32 = 0x83;
const CODEC_ID: u32 = 0x86;
const CODEC_PRIVATE: u32 = 0x63A2;
const VIDEO: u32 = 0xE0;
const PIXEL_WIDTH: u32 = 0xB0;
const PIXEL_HEIGHT: u32 = 0xBA;
const CLUSTER: u32 = 0x1F43_B675;
const TIMESTAMP: u32 = 0xE7;
const SIMPLE_BLOCK: u32 = 0xA3;

/// An element: its ID (already carrying its length marker), its size as an 8-byte EBML
/// number, and its bytes.
fn element(id: u32, data: &[u8]) -> Vec<u8> {
    let id_bytes = id.to_be_bytes();
    let skip = id_bytes.iter().take_while(|&&b| b == 0).count();
    let mut out = id_bytes[skip..].to_vec();
    // 0x01 then seven bytes: a size of up to 2^56 - 2
    out.push(0x01);
    out.extend_from_slice(&(data.len() as u64).to_be_bytes()[1..]);
    out.extend_from_slice(data);
    out
}

/// An unsigned-integer element, in as few bytes as hold it.
fn uint(id: u32, value: u64) -> Vec<u8> {
    let bytes = value.to_be_bytes();
    let skip = bytes.iter().take_while(|&&b| b == 0).count().min(7);
    element(id, &bytes[skip..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_element_is_its_id_its_size_and_its_bytes() {
        assert_eq!(element(0xA3, &[7]), [0xA3, 1, 0, 0, 0, 0, 0, 0, 1, 7]);
        assert_eq!(uint(0xD7, 1), [0xD7, 1, 0, 0, 0, 0, 0, 0, 1, 1]);
        assert_eq!(&uint(0x2A_D7B1, 1_000_000)[..3], [0x2A, 0xD7, 0xB1]);
        assert_eq!(&uint(0x2A_D7B1, 1_000_000)[11..], [0x0F, 0x42, 0x40]);
    }

    #[test]
    fn frames_become_a_webm_of_av1() {
        let webm = super::super::tests::three_frames(super::super::VideoFormat::Webm);
        assert_eq!(&webm[..4], [0x1A, 0x45, 0xDF, 0xA3]);
        let text = String::from_utf8_lossy(&webm);
        assert!(text.contains("webm") && text.contains("V_AV1"));
        // three frames, three blocks
        let blocks = webm.windows(2).filter(|w| w == &[0xA3, 0x01]).count();
        assert!(blocks >= 3, "{blocks}");
    }
}
