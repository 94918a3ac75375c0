//! GIF animations the fast way: one fixed global palette, and only the changed rectangle of
//! each frame written.
//!
//! Quantising every frame on its own (NeuQuant, as plotters' GIF backend and the `gif` crate's
//! `Frame::from_rgb_speed` do) costs most of an animation's time and makes the colours flicker.
//! Our frames are composed from a few layers that never change, so the palette is built once
//! from the colours of those layers, counted ([`ColourCounts`]), and every frame is mapped
//! through it. A frame that differs from the one before only where a tile slid is stored as
//! that rectangle alone.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for packed RGB keys: one multiply, no SipHash (indexing images is hashing-bound).
#[derive(Default)]
struct RgbHasher(u64);

impl Hasher for RgbHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20;
    }
}

type RgbMap<V> = HashMap<u32, V, BuildHasherDefault<RgbHasher>>;

fn pack(px: &[u8]) -> u32 {
    (px[0] as u32) << 16 | (px[1] as u32) << 8 | px[2] as u32
}

fn unpack(c: u32) -> [u8; 3] {
    [(c >> 16) as u8, (c >> 8) as u8, c as u8]
}

use crate::error::RenderError;

/// The colours of images seen one at a time, counted: the palette of them all is built once
/// the last is seen, and none of them has to be kept meanwhile.
#[derive(Default)]
pub(crate) struct ColourCounts(RgbMap<u64>);

impl ColourCounts {
    /// Counts the colours of an RGB image (3 bytes a pixel).
    pub(crate) fn add(&mut self, image: &[u8]) {
        let counts = &mut self.0;
        let mut run = (u32::MAX, 0u64);
        for px in image.chunks_exact(3) {
            // Runs of one colour are the common case: count them before hashing.
            let c = pack(px);
            if c == run.0 {
                run.1 += 1;
            } else {
                if run.1 > 0 {
                    *counts.entry(run.0).or_default() += run.1;
                }
                run = (c, 1);
            }
        }
        if run.1 > 0 {
            *counts.entry(run.0).or_default() += run.1;
        }
    }

    /// The palette of every image counted: every colour if there are at most 256, else the
    /// 256 most frequent, every other colour mapped to its nearest.
    pub(crate) fn palette(self) -> Palette {
        let mut by_count: Vec<(u32, u64)> = self.0.into_iter().collect();
        // Most frequent first; ties by colour, so the palette is reproducible.
        by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let colours: Vec<[u8; 3]> = by_count.iter().take(256).map(|&(c, _)| unpack(c)).collect();
        let mut lookup = RgbMap::default();
        lookup.reserve(by_count.len());
        for &(c, _) in &by_count {
            lookup.insert(c, nearest(&colours, unpack(c)));
        }
        Palette { colours, lookup }
    }
}

/// At most 256 colours, and the map from each colour seen to its index.
#[derive(Clone, Debug)]
pub(crate) struct Palette {
    colours: Vec<[u8; 3]>,
    lookup: RgbMap<u8>,
}

impl Palette {
    /// The palette of a set of RGB images (3 bytes a pixel): every colour they use if there are
    /// at most 256, else the 256 most frequent ones, every other colour mapped to its nearest.
    #[cfg(test)]
    pub(crate) fn from_images(images: &[&[u8]]) -> Palette {
        let mut counts = ColourCounts::default();
        for image in images {
            counts.add(image);
        }
        counts.palette()
    }

    /// The colours, in index order.
    #[cfg(test)]
    pub(crate) fn colours(&self) -> &[[u8; 3]] {
        &self.colours
    }

    /// The index of colour `rgb` (its nearest entry if the palette has no exact one).
    pub(crate) fn index(&self, rgb: [u8; 3]) -> u8 {
        match self.lookup.get(&pack(&rgb)) {
            Some(&i) => i,
            None => nearest(&self.colours, rgb),
        }
    }

    /// An RGB image mapped to palette indices.
    pub(crate) fn index_image(&self, rgb: &[u8]) -> Vec<u8> {
        let mut last = (u32::MAX, 0u8);
        rgb.chunks_exact(3)
            .map(|px| {
                let c = pack(px);
                if c != last.0 {
                    last = (c, self.index(unpack(c)));
                }
                last.1
            })
            .collect()
    }

    /// An indexed image back to RGB.
    pub(crate) fn to_rgb(&self, indexed: &[u8]) -> Vec<u8> {
        indexed
            .iter()
            .flat_map(|&i| self.colours[i as usize])
            .collect()
    }

    /// The palette as the GIF encoder wants it: `r g b r g b ...`, padded to a power of two.
    fn gif_table(&self) -> Vec<u8> {
        let mut n = 2;
        while n < self.colours.len() {
            n *= 2;
        }
        let mut table: Vec<u8> = self.colours.iter().flatten().copied().collect();
        table.resize(n * 3, 0);
        table
    }
}

fn nearest(colours: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let dist = |p: &[u8; 3]| -> i32 {
        (0..3)
            .map(|k| (p[k] as i32 - c[k] as i32).pow(2))
            .sum::<i32>()
    };
    colours
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| dist(p))
        .map(|(i, _)| i as u8)
        .unwrap_or(0)
}

/// A GIF being written frame by frame, each frame reduced to the rectangle that changed.
pub(crate) struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    width: u16,
    height: u16,
    previous: Option<Vec<u8>>,
}

impl GifWriter {
    /// A looping GIF of `width` x `height` pixels with one global `palette`.
    pub(crate) fn new(
        width: u32,
        height: u32,
        palette: &Palette,
    ) -> Result<GifWriter, RenderError> {
        let too_big = || RenderError::GifTooBig { width, height };
        let width = u16::try_from(width).map_err(|_| too_big())?;
        let height = u16::try_from(height).map_err(|_| too_big())?;
        let mut encoder = gif::Encoder::new(Vec::new(), width, height, &palette.gif_table())
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        Ok(GifWriter {
            encoder,
            width,
            height,
            previous: None,
        })
    }

    /// Adds a frame (palette indices, row-major) shown for `delay_cs` hundredths of a second,
    /// storing only the rectangle where it differs from the frame before.
    /// Delays under 2 are raised to 2: browsers play shorter ones at 10 frames a second.
    pub(crate) fn add(&mut self, indexed: &[u8], delay_cs: u16) -> Result<(), RenderError> {
        let (w, h) = (self.width as usize, self.height as usize);
        self.check_len(indexed)?;
        let rect = match &self.previous {
            None => (0, 0, w, h),
            Some(prev) => changed_rect(prev, indexed, w, h).unwrap_or((0, 0, 1, 1)),
        };
        match &mut self.previous {
            Some(prev) => prev.copy_from_slice(indexed),
            None => self.previous = Some(indexed.to_vec()),
        }
        self.write(indexed, rect, delay_cs)
    }

    /// Adds a frame when the caller knows a rectangle `(x0, y0, x1, y1)` (ends exclusive)
    /// outside which it equals the frame before: only that rectangle is compared and stored.
    pub(crate) fn add_changed(
        &mut self,
        indexed: &[u8],
        rect: (usize, usize, usize, usize),
        delay_cs: u16,
    ) -> Result<(), RenderError> {
        self.check_len(indexed)?;
        let (w, h) = (self.width as usize, self.height as usize);
        let Some(prev) = &mut self.previous else {
            return self.add(indexed, delay_cs);
        };
        let (x0, y0) = (rect.0.min(w), rect.1.min(h));
        let (x1, y1) = (rect.2.clamp(x0, w), rect.3.clamp(y0, h));
        let (rw, rh) = (x1 - x0, y1 - y0);
        let cut = |image: &[u8]| -> Vec<u8> {
            let mut out = Vec::with_capacity(rw * rh);
            for y in y0..y1 {
                out.extend_from_slice(&image[y * w + x0..y * w + x1]);
            }
            out
        };
        let (before, after) = (cut(prev), cut(indexed));
        let tight = changed_rect(&before, &after, rw, rh)
            .map(|(a, b, c, d)| (x0 + a, y0 + b, x0 + c, y0 + d))
            .unwrap_or((0, 0, 1, 1));
        for y in y0..y1 {
            prev[y * w + x0..y * w + x1].copy_from_slice(&indexed[y * w + x0..y * w + x1]);
        }
        self.write(indexed, tight, delay_cs)
    }

    fn check_len(&self, indexed: &[u8]) -> Result<(), RenderError> {
        let (w, h) = (self.width as usize, self.height as usize);
        if indexed.len() != w * h {
            return Err(RenderError::BadInput(format!(
                "a frame of {} pixels in a {w}x{h} animation",
                indexed.len()
            )));
        }
        Ok(())
    }

    fn write(
        &mut self,
        indexed: &[u8],
        (x0, y0, x1, y1): (usize, usize, usize, usize),
        delay_cs: u16,
    ) -> Result<(), RenderError> {
        let w = self.width as usize;
        let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
        for y in y0..y1 {
            buffer.extend_from_slice(&indexed[y * w + x0..y * w + x1]);
        }
        let frame = gif::Frame {
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            delay: delay_cs.max(2),
            dispose: gif::DisposalMethod::Keep,
            buffer: buffer.into(),
            ..gif::Frame::default()
        };
        self.encoder
            .write_frame(&frame)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        Ok(())
    }

    /// The finished GIF's bytes.
    pub(crate) fn finish(self) -> Result<Vec<u8>, RenderError> {
        self.encoder
            .into_inner()
            .map_err(|e| RenderError::Encode(e.to_string()))
    }
}

/// The smallest rectangle `(x0, y0, x1, y1)` (ends exclusive) outside which `a` and `b` agree,
/// or `None` when they are equal.
pub(crate) fn changed_rect(
    a: &[u8],
    b: &[u8],
    w: usize,
    h: usize,
) -> Option<(usize, usize, usize, usize)> {
    let row_differs = |y: usize| a[y * w..(y + 1) * w] != b[y * w..(y + 1) * w];
    let y0 = (0..h).find(|&y| row_differs(y))?;
    let y1 = (0..h).rev().find(|&y| row_differs(y))? + 1;
    let (mut x0, mut x1) = (w, 0);
    for y in y0..y1 {
        let (ra, rb) = (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
        if let Some(first) = (0..w).find(|&x| ra[x] != rb[x]) {
            x0 = x0.min(first);
            let last = (0..w).rev().find(|&x| ra[x] != rb[x]).unwrap_or(first);
            x1 = x1.max(last + 1);
        }
    }
    Some((x0, y0, x1, y1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A whole animation of RGB frames (each `(pixels, delay_cs)`) as a GIF, with one palette
    /// built from all of them.
    fn encode_rgb_frames(
        width: u32,
        height: u32,
        frames: &[(Vec<u8>, u16)],
    ) -> Result<Vec<u8>, RenderError> {
        let images: Vec<&[u8]> = frames.iter().map(|(f, _)| f.as_slice()).collect();
        let palette = Palette::from_images(&images);
        let mut writer = GifWriter::new(width, height, &palette)?;
        for (rgb, delay) in frames {
            writer.add(&palette.index_image(rgb), *delay)?;
        }
        writer.finish()
    }

    #[test]
    fn a_palette_keeps_every_colour_when_there_are_few() {
        let img = [255, 0, 0, 0, 255, 0, 255, 0, 0];
        let p = Palette::from_images(&[&img]);
        assert_eq!(p.colours().len(), 2);
        assert_eq!(p.colours()[p.index([255, 0, 0]) as usize], [255, 0, 0]);
        assert_eq!(p.to_rgb(&p.index_image(&img)), img);
    }

    #[test]
    fn only_the_changed_rectangle_differs() {
        let a = vec![0u8; 20];
        let mut b = a.clone();
        b[5 + 1] = 1; // (1, 1)
        b[5 * 2 + 3] = 1; // (3, 2)
        assert_eq!(changed_rect(&a, &b, 5, 4), Some((1, 1, 4, 3)));
        assert_eq!(changed_rect(&a, &a, 5, 4), None);
    }

    #[test]
    fn frames_decode_back() {
        let (w, h) = (4u32, 3u32);
        let frame = |v: u8| (vec![v; (w * h * 3) as usize], 5u16);
        let gif = encode_rgb_frames(w, h, &[frame(0), frame(0), frame(200)]).unwrap();
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::RGBA);
        let mut dec = opts.read_info(gif.as_slice()).unwrap();
        let mut n = 0;
        while let Some(f) = dec.read_next_frame().unwrap() {
            n += 1;
            assert_eq!(f.delay, 5);
        }
        assert_eq!(n, 3);
    }
}
