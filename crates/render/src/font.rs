//! The one bundled font, DejaVu Sans (regular and bold), and text drawn with it.
//!
//! The font files and their licence live in `assets/fonts/`; they are compiled into the crate,
//! so figures look the same on every machine and Cyrillic captions just work. The family is
//! registered under a CSS fallback list ([`FAMILY`]): SVG files keep text as `<text>`, and a
//! viewer without DejaVu falls back to Arial or any sans-serif face.

use std::sync::Once;

use ab_glyph::{Font, ScaleFont};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::FontStyle;

use crate::error::{OrDraw, RenderError};

/// The family name every figure uses: a CSS fallback list, so SVG slides look right without
/// DejaVu installed.
pub(crate) const FAMILY: &str = "DejaVu Sans, Arial, sans-serif";

static REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// Registers the bundled font with plotters (once per process; later calls do nothing).
pub(crate) fn register() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        plotters::style::register_font(FAMILY, FontStyle::Normal, REGULAR)
            .unwrap_or_else(|_| panic!("the bundled DejaVu Sans is a valid font"));
        plotters::style::register_font(FAMILY, FontStyle::Bold, BOLD)
            .unwrap_or_else(|_| panic!("the bundled DejaVu Sans Bold is a valid font"));
    });
}

/// The smallest text size a figure draws, in plotters' units: plotters draws an em of
/// `size / 1.24` pixels, so this is [`crate::SMALLEST_TEXT`] pixels, for a figure shown at its
/// own size. A figure wider than [`crate::PAGE_WIDTH`] needs proportionally more.
pub(crate) const SMALLEST: f64 = crate::output::SMALLEST_TEXT * 1.24;

/// A text style of the bundled font. Bold needs the `(family, size, FontStyle::Bold)` form:
/// on the bitmap backend `.style(Bold)` is ignored.
pub(crate) fn text(size: f64, bold: bool, colour: RGBColor) -> TextStyle<'static> {
    register();
    let style = if bold {
        FontStyle::Bold
    } else {
        FontStyle::Normal
    };
    let mut text = TextStyle::from((FAMILY, size, style).into_font());
    text.color = colour.to_backend_color();
    text
}

/// The width and height, in pixels, that the bitmap text of [`glyphs`] takes: the advances
/// and kerning of `line` at `size`, and an em (`size / 1.24`) high, as plotters lays text out.
pub(crate) fn line_box(line: &str, size: f64, bold: bool) -> (i32, i32) {
    let font = face(bold).as_scaled(size as f32);
    let mut width = 0f32;
    let mut previous = None;
    for c in line.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = previous {
            width += font.kern(p, id);
        }
        width += font.h_advance(id);
        previous = Some(id);
    }
    (width as i32, (size / 1.24) as i32)
}

/// The pixels of `line` at `size`, each as `(x, y, coverage)` from the line's top left.
///
/// Each glyph is placed at its pen position plus its own left bearing, at sub-pixel
/// precision. Plotters' own rasteriser drops the bearing, which spaces letters unevenly on
/// bitmaps ("ex panded"); the scaled backend draws every bitmap text through this instead.
pub(crate) fn glyphs(line: &str, size: f64, bold: bool) -> Vec<(i32, i32, f32)> {
    let font = face(bold).as_scaled(size as f32);
    let mut pixels = Vec::new();
    let mut pen = 0f32;
    let mut previous = None;
    for c in line.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = previous {
            pen += font.kern(p, id);
        }
        previous = Some(id);
        let glyph = id.with_scale_and_position(font.scale(), ab_glyph::point(pen, 0.0));
        if let Some(outline) = font.outline_glyph(glyph) {
            let bounds = outline.px_bounds();
            // the same vertical placement as plotters', which `draw_text` corrects for
            let top = (size as f32 / 2.0 + bounds.min.y) as i32;
            let left = bounds.min.x as i32;
            outline.draw(|x, y, coverage| {
                pixels.push((left + x as i32, top + y as i32, coverage));
            });
        }
        pen += font.h_advance(id);
    }
    pixels
}

/// The bundled face, regular or bold, for rasterising text ourselves.
fn face(bold: bool) -> &'static ab_glyph::FontRef<'static> {
    static FACES: std::sync::OnceLock<[ab_glyph::FontRef<'static>; 2]> = std::sync::OnceLock::new();
    let faces = FACES.get_or_init(|| {
        let load = |bytes| {
            ab_glyph::FontRef::try_from_slice(bytes)
                .unwrap_or_else(|_| panic!("the bundled DejaVu Sans is a valid font"))
        };
        [load(REGULAR), load(BOLD)]
    });
    &faces[usize::from(bold)]
}

/// Where a line of text is anchored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Anchor {
    /// Centred on the point, both ways.
    Centre,
    /// The left end of the text at the point, centred vertically.
    Left,
    /// The right end of the text at the point, centred vertically.
    Right,
}

/// Draws one line of text vertically centred on `at`.
///
/// With the `ab_glyph` rasteriser, text that plotters centres vertically sits about 0.22 of
/// the font size too high on bitmaps; this is the one place that corrects it. SVG text is
/// laid out by the viewer and needs no correction (`bitmap = false`).
pub(crate) fn draw_text<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    line: &str,
    at: (i32, i32),
    style: &TextStyle<'static>,
    anchor: Anchor,
    bitmap: bool,
) -> Result<(), RenderError> {
    let size = style.font.get_size();
    let dy = if bitmap {
        (0.22 * size).round() as i32
    } else {
        0
    };
    let h = match anchor {
        Anchor::Centre => HPos::Center,
        Anchor::Left => HPos::Left,
        Anchor::Right => HPos::Right,
    };
    let style = style.pos(Pos::new(h, VPos::Center));
    area.draw_text(line, &style, (at.0, at.1 + dy)).or_draw()
}

/// The width in pixels of `line` in `style`, without a drawing area (for laying a figure out
/// before it is drawn).
pub(crate) fn width_of(line: &str, style: &TextStyle<'static>) -> u32 {
    style.font.box_size(line).map_or(0, |(w, _)| w)
}

/// The width and height in pixels of `line` in `style`.
pub(crate) fn measure<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    line: &str,
    style: &TextStyle<'static>,
) -> (u32, u32) {
    area.estimate_text_size(line, style).unwrap_or((0, 0))
}

/// `line` broken at spaces into lines no wider than `max_width` pixels in `style` (a word
/// longer than that stays whole on its own line).
///
/// A title too long for its figure is wrapped, never shrunk below what a page can show.
pub(crate) fn wrap(line: &str, style: &TextStyle<'static>, max_width: u32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in line.split(' ') {
        match lines.last_mut() {
            Some(last) if width_of(&format!("{last} {word}"), style) <= max_width => {
                last.push(' ');
                last.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// A text style of `size` pixels, shrunk if needed so that `line` fits in `max_width` pixels,
/// but never below [`SMALLEST`].
pub(crate) fn fitting<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    line: &str,
    size: f64,
    bold: bool,
    colour: RGBColor,
    max_width: u32,
) -> TextStyle<'static> {
    let style = text(size, bold, colour);
    let (w, _) = measure(area, line, &style);
    if w <= max_width || w == 0 {
        return style;
    }
    text(
        (size * max_width as f64 / w as f64).max(SMALLEST),
        bold,
        colour,
    )
}
