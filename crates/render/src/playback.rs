//! A solution played back: the tiles slide smoothly from the start to the goal, as a GIF or as
//! numbered PNG frames — the worksheet's animation, with `res = 10` frames a move by default.
//!
//! Nothing is redrawn per frame. The empty board, each tile and each caption are rasterised
//! once, indexed against one palette, and a frame is the background with the tiles copied onto
//! it, the sliding one between its two squares. A caption is kept only where it differs from
//! the one before (the move's number), so a long playback holds little more than one frame.
//!
//! A playback is bounded before anything is drawn: at most [`MAX_FRAMES`] frames, a video
//! within its format's limits, and, when a deadline is given, stopped once it passes.

use std::path::Path;
use std::time::Instant;

use plotters::prelude::*;
use puzzlelab_rules::{Board, Lang, MoveSeq};

use crate::anim::{ColourCounts, GifWriter, Palette};
use crate::board::{draw_frame, draw_tile, frame_size, margin};
use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};
use crate::messages::Messages;
use crate::output::{encode_png, write_atomic};
use crate::scale::ScaledBackend;
use crate::style::{Theme, FRAME_GRAY, INK, PAPER};
use crate::video::{VideoFormat, VideoWriter};

/// A playback to render: a start position, the moves and how to show them.
#[derive(Clone, Debug)]
pub struct Playback {
    /// The position before the first move.
    pub start: Board,
    /// The moves (each names the way the tile slides).
    pub moves: MoveSeq,
    /// Frames drawn for each move (the worksheet's `res`), at least 1.
    pub frames_per_move: u32,
    /// The picture's width and height in pixels.
    pub side: u32,
    /// A caption under the board ("move 12 of 50") in this language, or none.
    pub caption: Option<Lang>,
    /// How long each frame shows, in hundredths of a second.
    pub frame_delay_cs: u16,
    /// How long the first and the last frame show, in hundredths of a second.
    pub pause_cs: u16,
    /// How long the board rests after each move, in hundredths of a second (0: no rest, the
    /// next move starts at once).
    pub step_pause_cs: u16,
    /// The colours.
    pub theme: Theme,
    /// When to stop making frames, or never: past it the playback ends in
    /// [`RenderError::OutOfTime`], saying how many frames were made.
    pub deadline: Option<Instant>,
}

impl Playback {
    /// A playback with the defaults: 10 frames a move, 400x400, no caption, 25 frames a second,
    /// a one-second pause at each end.
    pub fn new(start: Board, moves: MoveSeq) -> Playback {
        Playback {
            start,
            moves,
            frames_per_move: 10,
            side: 400,
            caption: None,
            frame_delay_cs: 4,
            pause_cs: 100,
            step_pause_cs: 0,
            theme: Theme::Light,
            deadline: None,
        }
    }

    /// The same playback, stopped once `left` has passed from now (never, past the clock's
    /// range).
    pub fn stopping_after(self, left: std::time::Duration) -> Playback {
        Playback {
            deadline: Instant::now().checked_add(left),
            ..self
        }
    }

    /// The number of frames: the start, then `frames_per_move` for each move.
    pub fn frame_count(&self) -> usize {
        1 + self.moves.len() * self.frames_per_move as usize
    }

    /// Refuses a playback of more than [`MAX_MOVES`] moves or [`MAX_FRAMES`] frames.
    fn check_length(&self) -> Result<(), RenderError> {
        if self.moves.len() > MAX_MOVES {
            return Err(RenderError::TooManyMoves {
                moves: self.moves.len(),
                most: MAX_MOVES,
            });
        }
        if self.frame_count() > MAX_FRAMES {
            return Err(RenderError::TooManyFrames {
                frames: self.frame_count(),
                most: MAX_FRAMES,
            });
        }
        Ok(())
    }

    /// The whole animation as GIF bytes.
    pub fn gif(&self) -> Result<Vec<u8>, RenderError> {
        let layers = Layers::new(self)?;
        let mut writer = GifWriter::new(layers.width, layers.height, &layers.palette)?;
        layers.for_each_frame(self, |frame, changed, delay| {
            writer.add_changed(frame, changed, delay)
        })?;
        writer.finish()
    }

    /// Writes the animation to `path` (a `.gif`) atomically.
    pub fn save_gif(&self, path: &Path) -> Result<(), RenderError> {
        let bytes = self.gif()?;
        write_atomic(path, &bytes)
    }

    /// The whole animation as a video (H.264 in MP4, or AV1 in WebM), in full colour: each
    /// frame shown as long as in the GIF. A size the format's encoder does not take, or more
    /// frames than its budget, is refused before anything is drawn.
    pub fn video(&self, format: VideoFormat) -> Result<Vec<u8>, RenderError> {
        self.check_length()?;
        crate::video::check(format, self.frame_count(), (self.side, self.side), &|w| {
            (w, w)
        })?;
        let layers = Layers::new(self)?;
        let fps = 100.0 / f32::from(self.frame_delay_cs.max(1));
        let mut video = VideoWriter::new(format, layers.width, layers.height, fps)?;
        layers.for_each_frame(self, |frame, _, delay| {
            video.add(&layers.palette.to_rgb(frame), delay)
        })?;
        video.finish()
    }

    /// Writes every frame as `dir/frame_0000.png`, `frame_0001.png`, ...; returns how many.
    pub fn save_png_frames(&self, dir: &Path) -> Result<usize, RenderError> {
        std::fs::create_dir_all(dir).map_err(|source| RenderError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let layers = Layers::new(self)?;
        let mut n = 0;
        layers.for_each_frame(self, |frame, _, _| {
            let png = encode_png(layers.width, layers.height, &layers.palette.to_rgb(frame))?;
            write_atomic(&dir.join(format!("frame_{n:04}.png")), &png)?;
            n += 1;
            Ok(())
        })?;
        Ok(n)
    }

    /// Calls `each` with every frame as RGB pixels and its delay (for comparisons with other
    /// encoders); returns the frame size.
    pub fn for_each_rgb_frame(
        &self,
        mut each: impl FnMut(&[u8], u16) -> Result<(), RenderError>,
    ) -> Result<(u32, u32), RenderError> {
        let layers = Layers::new(self)?;
        layers.for_each_frame(self, |frame, _, delay| {
            each(&layers.palette.to_rgb(frame), delay)
        })?;
        Ok((layers.width, layers.height))
    }
}

/// An indexed picture: a rectangle of palette indices.
#[derive(Default)]
struct Sprite {
    w: usize,
    h: usize,
    pixels: Vec<u8>,
}

impl Sprite {
    /// The rectangle `rect` of an indexed picture `w` pixels wide.
    fn cut(pixels: &[u8], w: usize, (x0, y0, x1, y1): Rect) -> Sprite {
        let rows = (y0..y1).flat_map(|y| &pixels[y * w + x0..y * w + x1]);
        Sprite {
            w: x1 - x0,
            h: y1 - y0,
            pixels: rows.copied().collect(),
        }
    }
}

/// The most moves a playback shows (each has its caption, rasterised once).
pub(crate) const MAX_MOVES: usize = 5_000;

/// The most frames a playback has: 20 minutes at 25 frames a second, far longer than any
/// solution is worth watching (the longest optimal 15-puzzle solution, 80 moves, is 801
/// frames at the worksheet's 10 a move).
pub const MAX_FRAMES: usize = 30_000;

/// Everything that does not change between frames, rasterised and indexed once.
struct Layers {
    width: u32,
    height: u32,
    palette: Palette,
    background: Vec<u8>,
    /// Tile `n`'s picture at index `n` (index 0 unused).
    tiles: Vec<Sprite>,
    /// The caption of the start, whole.
    first_caption: Option<Sprite>,
    /// At index `k` (from 1), caption `k` where it differs from caption `k - 1`: that
    /// rectangle within the caption strip, and its pixels.
    caption_changes: Vec<(Rect, Sprite)>,
    caption_top: usize,
    /// Top-left corner of the square at array index 0.
    origin: (usize, usize),
    cell: usize,
}

/// The backend a layer is drawn on: a bitmap, painted in a theme.
type LayerBackend<'a> = ScaledBackend<BitMapBackend<'a>>;

/// Rasterises `draw` into a fresh `w` x `h` RGB buffer filled with `fill`, in `theme`.
fn raster(
    (w, h): (u32, u32),
    theme: Theme,
    fill: RGBColor,
    draw: impl FnOnce(&DrawingArea<LayerBackend, plotters::coord::Shift>) -> Result<(), RenderError>,
) -> Result<Vec<u8>, RenderError> {
    crate::output::check_size(w, h)?;
    let mut rgb = vec![0u8; w as usize * h as usize * 3];
    {
        let bitmap = BitMapBackend::with_buffer(&mut rgb, (w, h));
        let area = ScaledBackend::new(bitmap, (w, h), 1.0, theme, true).into_drawing_area();
        area.fill(&fill).or_draw()?;
        draw(&area)?;
        area.present().or_draw()?;
    }
    Ok(rgb)
}

impl Layers {
    fn new(p: &Playback) -> Result<Layers, RenderError> {
        font::register();
        if p.frames_per_move == 0 {
            return Err(RenderError::NoFramesPerMove);
        }
        p.check_length()?;
        check_moves(&p.start, &p.moves)?;
        crate::output::check_size(p.side, p.side)?;
        let (bw, bh) = (p.start.width(), p.start.height());
        let (width, height) = (p.side, p.side);
        let caption_h = if p.caption.is_some() { p.side / 10 } else { 0 };
        let room = height - caption_h;
        let cell = (room as f64 / (bw.max(bh) as f64 + 0.5)).floor() as u32;
        if cell < 8 {
            return Err(RenderError::BoardTooSmall {
                width,
                height,
                columns: bw,
                rows: bh,
            });
        }
        let (fw, fh) = frame_size(bw, bh, cell);
        let at = (((width - fw) / 2) as i32, ((room - fh) / 2) as i32);
        let background = raster((width, height), p.theme, PAPER, |area| {
            draw_frame(area, at, bw, bh, cell)
        })?;
        let mut tiles_rgb = vec![Vec::new()];
        for n in 1..p.start.cells() {
            tiles_rgb.push(raster((cell, cell), p.theme, FRAME_GRAY, |area| {
                draw_tile(area, n, bw, (0, 0), cell, true)
            })?);
        }
        // each caption drawn twice, never all kept: once to count its colours for the palette,
        // once to index it and keep where it differs from the one before
        let caption_size = (width, caption_h.max(1));
        let draw_caption = |k: usize, lang: Lang| {
            let line = Messages::new(lang).playback_caption(k, p.moves.len());
            raster(caption_size, p.theme, PAPER, |area| {
                let style = font::text(caption_h as f64 * 0.55, false, INK);
                let centre = (width as i32 / 2, caption_h as i32 / 2);
                font::draw_text(area, &line, centre, &style, Anchor::Centre, true)
            })
        };
        let mut counts = ColourCounts::default();
        counts.add(&background);
        for tile in tiles_rgb.iter().skip(1) {
            counts.add(tile);
        }
        if let Some(lang) = p.caption {
            for k in 0..=p.moves.len() {
                counts.add(&draw_caption(k, lang)?);
            }
        }
        let palette = counts.palette();
        let sprite = |w: u32, h: u32, rgb: &[u8]| Sprite {
            w: w as usize,
            h: h as usize,
            pixels: palette.index_image(rgb),
        };
        let tiles = tiles_rgb.iter().map(|t| sprite(cell, cell, t)).collect();
        let (cw, ch) = (caption_size.0 as usize, caption_size.1 as usize);
        let mut first_caption = None;
        let mut caption_changes = vec![((0, 0, 0, 0), Sprite::default())];
        if let Some(lang) = p.caption {
            let first = palette.index_image(&draw_caption(0, lang)?);
            let mut before = first.clone();
            for k in 1..=p.moves.len() {
                let now = palette.index_image(&draw_caption(k, lang)?);
                let rect = crate::anim::changed_rect(&before, &now, cw, ch).unwrap_or((0, 0, 1, 1));
                caption_changes.push((rect, Sprite::cut(&now, cw, rect)));
                before = now;
            }
            first_caption = Some(Sprite {
                w: cw,
                h: ch,
                pixels: first,
            });
        }
        let m = margin(cell) as usize;
        Ok(Layers {
            caption_changes,
            width,
            height,
            background: palette.index_image(&background),
            palette,
            tiles,
            first_caption,
            caption_top: room as usize,
            origin: (at.0 as usize + m, at.1 as usize + m),
            cell: cell as usize,
        })
    }

    /// The top-left pixel of the square at array index `i`.
    fn square(&self, board: &Board, i: usize) -> (usize, usize) {
        let size = board.size();
        (
            self.origin.0 + size.col(i) * self.cell,
            self.origin.1 + size.row(i) * self.cell,
        )
    }

    fn blit(&self, frame: &mut [u8], sprite: &Sprite, (x, y): (usize, usize)) {
        let w = self.width as usize;
        for row in 0..sprite.h {
            let dst = (y + row) * w + x;
            frame[dst..dst + sprite.w]
                .copy_from_slice(&sprite.pixels[row * sprite.w..(row + 1) * sprite.w]);
        }
    }

    /// Composes the frame showing `board` at rest, with the start's caption.
    fn compose(&self, frame: &mut [u8], board: &Board) {
        frame.copy_from_slice(&self.background);
        for (i, &tile) in board.tiles().iter().enumerate() {
            if tile != 0 {
                self.blit(frame, &self.tiles[tile as usize], self.square(board, i));
            }
        }
        if let Some(sprite) = &self.first_caption {
            self.blit(frame, sprite, (0, self.caption_top));
        }
    }

    /// Copies the background back into a `cell` x `cell` square at `at`.
    fn restore(&self, frame: &mut [u8], (x, y): (usize, usize)) {
        let w = self.width as usize;
        for row in y..y + self.cell {
            frame[row * w + x..row * w + x + self.cell]
                .copy_from_slice(&self.background[row * w + x..row * w + x + self.cell]);
        }
    }

    /// Calls `each(frame, changed, delay)` for every frame, where `changed` is the rectangle
    /// `(x0, y0, x1, y1)` that differs from the frame before (the whole frame at first); stops
    /// with [`RenderError::OutOfTime`] once the playback's deadline has passed.
    ///
    /// Frames are made incrementally: a sliding tile only ever covers its own square and the
    /// empty one, so the background is restored where it was and the tile copied where it is.
    fn for_each_frame(
        &self,
        p: &Playback,
        mut each: impl FnMut(&[u8], Rect, u16) -> Result<(), RenderError>,
    ) -> Result<(), RenderError> {
        let (w, h) = (self.width as usize, self.height as usize);
        let (total, mut done) = (p.frame_count(), 0);
        let mut each = |frame: &[u8], changed: Rect, delay: u16| {
            if p.deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
            {
                return Err(RenderError::OutOfTime { done, total });
            }
            each(frame, changed, delay)?;
            done += 1;
            Ok(())
        };
        let mut frame = vec![0u8; w * h];
        let mut board = p.start.clone();
        let last = p.moves.len();
        self.compose(&mut frame, &board);
        let pause = p.pause_cs.max(p.frame_delay_cs);
        each(
            &frame,
            (0, 0, w, h),
            if last == 0 { p.pause_cs } else { pause },
        )?;
        let fpm = p.frames_per_move;
        for (k, dir) in p.moves.iter().enumerate() {
            let source = board.source_of(dir).expect("checked moves");
            let tile = &self.tiles[board.tile(source)];
            let from = self.square(&board, source);
            let to = self.square(&board, board.blank());
            let at = |t: f64| {
                let lerp =
                    |a: usize, b: usize| (a as f64 + (b as f64 - a as f64) * t).round() as usize;
                (lerp(from.0, to.0), lerp(from.1, to.1))
            };
            let mut old = from;
            for j in 1..=fpm {
                let new = at(j as f64 / fpm as f64);
                self.restore(&mut frame, old);
                self.blit(&mut frame, tile, new);
                let mut changed = (
                    old.0.min(new.0),
                    old.1.min(new.1),
                    old.0.max(new.0) + self.cell,
                    old.1.max(new.1) + self.cell,
                );
                if j == 1 && self.first_caption.is_some() {
                    if let Some(((x0, y0, x1, y1), sprite)) = self.caption_changes.get(k + 1) {
                        // Only the digits change: copy them, and widen the rectangle to them.
                        let top = self.caption_top;
                        self.blit(&mut frame, sprite, (*x0, top + y0));
                        changed = (
                            changed.0.min(*x0),
                            changed.1.min(top + y0),
                            changed.2.max(*x1),
                            changed.3.max(top + y1),
                        );
                    }
                }
                let delay = match (k + 1 == last, j == fpm) {
                    (true, true) => pause,
                    (false, true) => p.frame_delay_cs.max(p.step_pause_cs),
                    _ => p.frame_delay_cs,
                };
                each(&frame, changed, delay)?;
                old = new;
            }
            board.apply(dir).expect("checked moves");
        }
        Ok(())
    }
}

/// A rectangle of pixels `(x0, y0, x1, y1)`, ends exclusive.
type Rect = (usize, usize, usize, usize);

/// Replays `moves` from `start` through the rules; an illegal move is a clear error.
fn check_moves(start: &Board, moves: &MoveSeq) -> Result<(), RenderError> {
    let mut board = start.clone();
    for (k, dir) in moves.iter().enumerate() {
        board.apply(dir).map_err(|why| RenderError::IllegalMove {
            number: k + 1,
            direction: dir,
            why,
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Playback {
        let goal: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
        let moves: MoveSeq = "UL".parse().unwrap();
        let start = {
            let mut b = goal.clone();
            b.apply_all(&moves.inverse()).unwrap();
            b
        };
        Playback {
            frames_per_move: 3,
            side: 90,
            ..Playback::new(start, moves)
        }
    }

    #[test]
    fn zero_frames_per_move_is_an_error() {
        let p = Playback {
            frames_per_move: 0,
            ..small()
        };
        assert!(p.gif().unwrap_err().to_string().contains("at least 1"));
    }

    #[test]
    fn an_illegal_move_is_an_error() {
        let p = Playback {
            moves: "UU".parse().unwrap(),
            ..small()
        };
        let err = p.gif().unwrap_err().to_string();
        assert!(err.contains("move 2"), "{err}");
    }

    #[test]
    fn a_playback_of_more_frames_than_max_frames_is_refused_before_drawing() {
        let p = Playback {
            frames_per_move: MAX_FRAMES as u32,
            ..small()
        };
        let err = p.gif().unwrap_err();
        assert!(
            matches!(
                err,
                RenderError::TooManyFrames {
                    most: MAX_FRAMES,
                    ..
                }
            ),
            "{err}"
        );
        let err = p.video(VideoFormat::Mp4).unwrap_err();
        assert!(matches!(err, RenderError::TooManyFrames { .. }), "{err}");
    }

    #[test]
    fn a_playback_past_its_deadline_stops_saying_what_was_done() {
        let p = Playback {
            deadline: Some(Instant::now()),
            ..small()
        };
        let err = p.gif().unwrap_err();
        assert!(
            matches!(err, RenderError::OutOfTime { done: 0, total: 7 }),
            "{err}"
        );
    }

    #[test]
    fn captions_kept_as_their_changes_draw_the_same_frames_as_whole_captions() {
        // each frame's caption strip is the caption of its move, drawn on its own
        let p = Playback {
            caption: Some(Lang::En),
            moves: "DRUL".parse().unwrap(),
            start: {
                let mut b: Board = "1 2 3 4 5 6 7 8 0".parse().unwrap();
                b.apply_all(&"DRUL".parse::<MoveSeq>().unwrap().inverse())
                    .unwrap();
                b
            },
            ..small()
        };
        let layers = Layers::new(&p).unwrap();
        let strip = |frame: &[u8]| frame[layers.caption_top * layers.width as usize..].to_vec();
        let mut strips = Vec::new();
        layers
            .for_each_frame(&p, |frame, _, _| {
                strips.push(strip(frame));
                Ok(())
            })
            .unwrap();
        for (k, at) in [(0, 0), (1, 1), (2, 4), (4, 12)] {
            let mut whole = vec![0u8; layers.width as usize * layers.height as usize];
            let line = Messages::new(Lang::En).playback_caption(k, 4);
            let caption_h = p.side / 10;
            let rgb = raster((p.side, caption_h), p.theme, PAPER, |area| {
                let style = font::text(caption_h as f64 * 0.55, false, INK);
                let centre = (p.side as i32 / 2, caption_h as i32 / 2);
                font::draw_text(area, &line, centre, &style, Anchor::Centre, true)
            })
            .unwrap();
            let top = layers.caption_top * layers.width as usize;
            whole[top..].copy_from_slice(&layers.palette.index_image(&rgb));
            assert_eq!(strips[at], strip(&whole), "caption {k}");
        }
    }

    #[test]
    fn frames_count_start_plus_moves_times_res() {
        let p = small();
        let mut n = 0;
        p.for_each_rgb_frame(|_, _| {
            n += 1;
            Ok(())
        })
        .unwrap();
        assert_eq!(n, 1 + 2 * 3);
        assert_eq!(p.frame_count(), n);
    }
}
