//! Formats and files: a figure rendered to PNG or SVG bytes, and every file written atomically.

use std::path::Path;

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::error::{OrDraw, RenderError};
use crate::scale::{fit_width, ScaledBackend, TextMeter};
use crate::style::{Theme, PAPER};

/// An output format, chosen by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A PNG bitmap.
    Png,
    /// An SVG drawing (text kept as text).
    Svg,
    /// A GIF animation.
    Gif,
    /// An MP4 video (H.264).
    Mp4,
    /// A WebM video (AV1).
    Webm,
}

impl Format {
    /// The format named by `path`'s extension (`.png`, `.svg`, `.gif`, `.mp4`, `.webm`, any case).
    ///
    /// ```
    /// use puzzlelab_render::Format;
    /// assert_eq!(Format::from_path("out/board.SVG".as_ref()).unwrap(), Format::Svg);
    /// assert!(Format::from_path("board.jpg".as_ref()).is_err());
    /// ```
    pub fn from_path(path: &Path) -> Result<Format, RenderError> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_ascii_lowercase();
        match ext.as_str() {
            "png" => Ok(Format::Png),
            "svg" => Ok(Format::Svg),
            "gif" => Ok(Format::Gif),
            "mp4" => Ok(Format::Mp4),
            "webm" => Ok(Format::Webm),
            _ => Err(RenderError::UnknownFormat(path.display().to_string())),
        }
    }

    /// The format's usual name.
    pub fn name(self) -> &'static str {
        match self {
            Format::Png => "PNG",
            Format::Svg => "SVG",
            Format::Gif => "GIF",
            Format::Mp4 => "MP4",
            Format::Webm => "WebM",
        }
    }

    /// The video format this is, if it is one.
    pub fn video(self) -> Option<crate::VideoFormat> {
        match self {
            Format::Mp4 => Some(crate::VideoFormat::Mp4),
            Format::Webm => Some(crate::VideoFormat::Webm),
            _ => None,
        }
    }
}

/// A still picture: a size and a way to draw itself on any plotters backend.
pub trait Figure {
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32);
    /// Draws the figure on `area` (already filled with paper). `bitmap` says whether the backend
    /// rasterises text itself (PNG), which matters for centring text: the crate's text helpers
    /// correct `ab_glyph`'s vertical centring on bitmaps.
    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError>;
}

/// How a figure is drawn: its width (the whole layout scaled to it, the height following; its
/// own size when `None`), or fitted to a slide, and its theme.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Look {
    /// The picture's width in pixels, or the figure's own.
    pub width: Option<u32>,
    /// Fitted to a 16:9 slide instead: as large as fits [`SLIDE_WIDTH`] × [`SLIDE_HEIGHT`],
    /// but never narrower than the figure's [`readable_width`] (a tall figure then runs
    /// taller than the slide).
    pub slide: bool,
    /// The colours.
    pub theme: Theme,
}

impl Look {
    /// The width `figure` is drawn at, or `None` for its own.
    fn width_for<F: Figure + ?Sized>(&self, figure: &F) -> Result<Option<u32>, RenderError> {
        if !self.slide {
            return Ok(self.width);
        }
        let (w, h) = figure.size();
        let mut fits = (w as f64 * SLIDE_HEIGHT as f64 / h.max(1) as f64).floor() as u32;
        // one pixel wider while the rounded height still fits
        while fits < SLIDE_WIDTH && fit_width((w, h), fits + 1).1 .1 <= SLIDE_HEIGHT {
            fits += 1;
        }
        Ok(Some(fits.min(SLIDE_WIDTH).max(readable_width(figure)?)))
    }
}

/// A figure as the bytes of a PNG or SVG file, at its own size, light.
pub fn render<F: Figure + ?Sized>(figure: &F, format: Format) -> Result<Vec<u8>, RenderError> {
    render_as(figure, format, &Look::default())
}

/// A figure as the bytes of a PNG or SVG file, drawn as `look` says: the whole layout scaled
/// to its width, the colours painted in its theme.
pub fn render_as<F: Figure + ?Sized>(
    figure: &F,
    format: Format,
    look: &Look,
) -> Result<Vec<u8>, RenderError> {
    crate::font::register();
    let (k, (w, h)) = checked_scale(figure, look)?;
    match format {
        Format::Png => Ok(encode_png(w, h, &render_rgb_as(figure, look)?)?),
        Format::Svg => {
            let mut svg = String::new();
            {
                let inner = SVGBackend::with_string(&mut svg, (w, h));
                let backend = ScaledBackend::new(inner, figure.size(), k, look.theme, false);
                let area = backend.into_drawing_area();
                area.fill(&PAPER).or_draw()?;
                figure.draw(&area, false)?;
                area.present().or_draw()?;
            }
            Ok(svg.into_bytes())
        }
        Format::Gif | Format::Mp4 | Format::Webm => Err(RenderError::WrongFormat {
            figure: "a still figure",
            format: format.name(),
            hint: "use .png or .svg",
        }),
    }
}

/// The width, in CSS pixels, at which the docs pages show a figure: mdBook's content column.
/// A figure wider than this is shown scaled down to it, and every figure is laid out so that
/// its smallest text stays at least [`SMALLEST_TEXT`] pixels there (a test measures each one).
pub const PAGE_WIDTH: u32 = 750;

/// The width of a figure drawn for a slide (`--slides`): a 1080p projector's.
pub const SLIDE_WIDTH: u32 = 1920;

/// The height of a 16:9 slide at [`SLIDE_WIDTH`]: a playback drawn for a slide is this square.
pub const SLIDE_HEIGHT: u32 = 1080;

/// A chart's own size when drawn for a slide: 16:9, so that at [`SLIDE_WIDTH`] it fills the
/// slide.
pub const SLIDE_CHART: (u32, u32) = (960, 540);

/// The smallest text, in CSS pixels, a figure may show at [`PAGE_WIDTH`]: what a lecture hall's
/// back row and a phone still read.
pub const SMALLEST_TEXT: f64 = 12.0;

/// The longest side of a picture, in pixels.
pub(crate) const MAX_SIDE: u32 = 16_384;
/// The most pixels of a picture (about 200 MB of RGB while it is drawn).
pub(crate) const MAX_PIXELS: u64 = 64 << 20;

/// The factor and the output size of `figure` drawn as `look` says, refused before anything
/// is drawn when the picture would pass [`MAX_SIDE`] or [`MAX_PIXELS`], or when a width asked
/// for would make its text too small to read.
pub(crate) fn checked_scale<F: Figure + ?Sized>(
    figure: &F,
    look: &Look,
) -> Result<(f64, (u32, u32)), RenderError> {
    let Some(width) = look.width_for(figure)? else {
        let (w, h) = figure.size();
        check_size(w, h)?;
        return Ok((1.0, (w, h)));
    };
    let (k, (w, h)) = fit_width(figure.size(), width);
    check_size(w, h)?;
    let least = readable_width(figure)?;
    if width < least {
        return Err(RenderError::TooNarrow { width, least });
    }
    Ok((k, (w, h)))
}

/// The narrowest width, in pixels, at which every text of `figure` is still at least
/// [`SMALLEST_TEXT`] pixels high: the figure is drawn once on a meter that notes its smallest
/// text. (A figure without text reads at any width.)
///
/// ```
/// use puzzlelab_render::{readable_width, BarChart};
/// let chart = BarChart::new("Nodes", "depth", "nodes", vec![("0".into(), 1.0)]);
/// assert_eq!(readable_width(&chart).unwrap(), 750);
/// ```
pub fn readable_width<F: Figure + ?Sized>(figure: &F) -> Result<u32, RenderError> {
    crate::font::register();
    let (meter, smallest) = TextMeter::new(figure.size());
    figure.draw(&meter.into_drawing_area(), false)?;
    Ok(match smallest.get() {
        Some(smallest) => {
            let k = crate::font::SMALLEST / smallest;
            (figure.size().0 as f64 * k - 1e-6).ceil().max(1.0) as u32
        }
        None => 1,
    })
}

/// Refuses a picture of `w` × `h` pixels larger than [`MAX_SIDE`] or [`MAX_PIXELS`] (or empty).
pub(crate) fn check_size(w: u32, h: u32) -> Result<(), RenderError> {
    let pixels = w as u64 * h as u64;
    if w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE || pixels > MAX_PIXELS {
        return Err(RenderError::TooLarge {
            width: w,
            height: h,
        });
    }
    Ok(())
}

/// A figure rasterised into an RGB buffer (3 bytes a pixel, row-major), drawn as `look` says
/// (the size is [`checked_scale`]'s).
pub(crate) fn render_rgb_as<F: Figure + ?Sized>(
    figure: &F,
    look: &Look,
) -> Result<Vec<u8>, RenderError> {
    crate::font::register();
    let (k, (w, h)) = checked_scale(figure, look)?;
    let mut rgb = vec![255u8; w as usize * h as usize * 3];
    {
        let inner = BitMapBackend::with_buffer(&mut rgb, (w, h));
        let backend = ScaledBackend::new(inner, figure.size(), k, look.theme, true);
        let area = backend.into_drawing_area();
        area.fill(&PAPER).or_draw()?;
        figure.draw(&area, true)?;
        area.present().or_draw()?;
    }
    Ok(rgb)
}

/// Renders `figure` into `path`, in the format its extension names, atomically.
pub fn save<F: Figure + ?Sized>(figure: &F, path: &Path) -> Result<(), RenderError> {
    save_as(figure, path, &Look::default())
}

/// Renders `figure` into `path`, drawn as `look` says, atomically.
pub fn save_as<F: Figure + ?Sized>(
    figure: &F,
    path: &Path,
    look: &Look,
) -> Result<(), RenderError> {
    let format = Format::from_path(path)?;
    let bytes = render_as(figure, format, look)?;
    write_atomic(path, &bytes)
}

/// An RGB buffer as PNG bytes.
pub(crate) fn encode_png(width: u32, height: u32, rgb: &[u8]) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder
            .write_header()
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        writer
            .write_image_data(rgb)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
    }
    Ok(out)
}

/// Writes `bytes` to `path` atomically, through the one writer of every file the program
/// makes ([`puzzlelab_files::write`]): a reader, or an interrupted run, never sees half a file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
    puzzlelab_files::write(path, bytes).map_err(|source| RenderError::Io {
        path: path.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn a_screen_fits_and_a_strip_100000_pixels_long_does_not() {
        assert!(check_size(1920, 1080).is_ok());
        assert!(check_size(100_000, 100).is_err());
    }

    #[test]
    fn atomic_write_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("render-out-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("a.txt");
        write_atomic(&target, b"hello").unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"hello");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn unwritable_path_is_an_error() {
        let err = write_atomic(Path::new("/nonexistent-dir/x/a.png"), b"x").unwrap_err();
        assert!(err.to_string().contains("cannot write"), "{err}");
    }
}
