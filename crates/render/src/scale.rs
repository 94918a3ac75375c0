//! Figures drawn at any width and in any theme: a backend that multiplies every coordinate,
//! length, stroke width and font size by one factor, so a figure laid out in its own (natural)
//! pixels comes out crisp at the size a slide needs — text re-rasterised at the larger size,
//! not a stretched bitmap — and paints every colour in its [`Theme`].

use plotters::style::{FontDesc, FontStyle, RGBColor, TextStyle};
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};

use crate::style::Theme;

/// The factor and the output size that draw a figure of natural size `natural` at `width`
/// pixels wide (the height follows, keeping the proportions).
pub(crate) fn fit_width(natural: (u32, u32), width: u32) -> (f64, (u32, u32)) {
    let width = width.max(1);
    let k = width as f64 / natural.0.max(1) as f64;
    let height = ((natural.1 as f64 * k).round() as u32).max(1);
    (k, (width, height))
}

/// A backend that shows `natural` pixels to the figure and draws on `inner`, `k` times larger,
/// in `theme`'s colours.
pub(crate) struct ScaledBackend<DB> {
    inner: DB,
    k: f64,
    natural: (u32, u32),
    theme: Theme,
    bitmap: bool,
}

impl<DB> ScaledBackend<DB> {
    /// Draws a figure of size `natural` on `inner`, every length multiplied by `k`, every
    /// colour painted in `theme`. On a `bitmap`, text is rasterised here
    /// ([`crate::font::glyphs`]), evenly spaced.
    pub(crate) fn new(inner: DB, natural: (u32, u32), k: f64, theme: Theme, bitmap: bool) -> Self {
        ScaledBackend {
            inner,
            k,
            natural,
            theme,
            bitmap,
        }
    }

    fn paint(&self, colour: BackendColor) -> BackendColor {
        let (r, g, b) = colour.rgb;
        let RGBColor(r, g, b) = self.theme.paint(RGBColor(r, g, b));
        BackendColor {
            alpha: colour.alpha,
            rgb: (r, g, b),
        }
    }

    fn at(&self, (x, y): BackendCoord) -> BackendCoord {
        (
            (x as f64 * self.k).round() as i32,
            (y as f64 * self.k).round() as i32,
        )
    }

    fn len(&self, v: u32) -> u32 {
        ((v as f64 * self.k).round() as u32).max(1)
    }
}

/// A colour with its stroke width scaled.
struct Stroke {
    color: BackendColor,
    width: u32,
}

impl BackendStyle for Stroke {
    fn color(&self) -> BackendColor {
        self.color
    }
    fn stroke_width(&self) -> u32 {
        self.width
    }
}

impl<DB: DrawingBackend> ScaledBackend<DB> {
    fn stroke<S: BackendStyle>(&self, style: &S) -> Stroke {
        Stroke {
            color: self.paint(style.color()),
            width: self.len(style.stroke_width()),
        }
    }
}

impl<DB: DrawingBackend> DrawingBackend for ScaledBackend<DB> {
    type ErrorType = DB::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.natural
    }

    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.ensure_prepared()
    }

    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        self.inner.present()
    }

    fn draw_pixel(
        &mut self,
        point: BackendCoord,
        color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let (a, b) = (self.at(point), self.at((point.0 + 1, point.1 + 1)));
        let fill = Stroke {
            color: self.paint(color),
            width: 1,
        };
        self.inner.draw_rect(a, (b.0 - 1, b.1 - 1), &fill, true)
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let stroke = self.stroke(style);
        self.inner.draw_line(self.at(from), self.at(to), &stroke)
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let stroke = self.stroke(style);
        self.inner
            .draw_rect(self.at(upper_left), self.at(bottom_right), &stroke, fill)
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let stroke = self.stroke(style);
        let path: Vec<_> = path.into_iter().map(|p| self.at(p)).collect();
        self.inner.draw_path(path, &stroke)
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let stroke = self.stroke(style);
        self.inner
            .draw_circle(self.at(center), self.len(radius), &stroke, fill)
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let stroke = self.stroke(style);
        let vert: Vec<_> = vert.into_iter().map(|p| self.at(p)).collect();
        self.inner.fill_polygon(vert, &stroke)
    }

    fn draw_text<TStyle: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &TStyle,
        pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        let size = style.size() * self.k;
        let colour = self.paint(style.color());
        if !self.bitmap {
            let font =
                FontDesc::new(style.family(), size, style.style()).transform(style.transform());
            let scaled = TextStyle {
                font,
                color: colour,
                pos: style.anchor(),
            };
            return self.inner.draw_text(text, &scaled, self.at(pos));
        }
        if colour.alpha == 0.0 {
            return Ok(());
        }
        let bold = matches!(style.style(), FontStyle::Bold);
        let (width, height) = crate::font::line_box(text, size, bold);
        let anchor = style.anchor();
        let dx = match anchor.h_pos {
            HPos::Left => 0,
            HPos::Right => -width,
            HPos::Center => -width / 2,
        };
        let dy = match anchor.v_pos {
            VPos::Top => 0,
            VPos::Center => -height / 2,
            VPos::Bottom => -height,
        };
        let (origin, turn) = (self.at(pos), style.transform());
        let (w, h) = self.inner.get_size();
        for (x, y, coverage) in crate::font::glyphs(text, size, bold) {
            let (x, y) = turn.transform(x + dx, y + dy);
            let (x, y) = (origin.0 + x, origin.1 + y);
            if x >= 0 && x < w as i32 && y >= 0 && y < h as i32 {
                let ink = BackendColor {
                    alpha: colour.alpha * f64::from(coverage.clamp(0.0, 1.0)),
                    rgb: colour.rgb,
                };
                self.inner.draw_pixel((x, y), ink)?;
            }
        }
        Ok(())
    }
}

/// A backend that draws nothing and notes the smallest text a figure draws: a figure's
/// readable width follows from it ([`crate::output::readable_width`]).
pub(crate) struct TextMeter {
    natural: (u32, u32),
    /// The smallest font size drawn, in plotters' units (`None` before any text); shared, as
    /// the drawing area owns the meter while the figure draws.
    smallest: std::rc::Rc<std::cell::Cell<Option<f64>>>,
}

impl TextMeter {
    /// A meter for a figure of size `natural`, and where it notes the smallest text.
    pub(crate) fn new(
        natural: (u32, u32),
    ) -> (TextMeter, std::rc::Rc<std::cell::Cell<Option<f64>>>) {
        let smallest = std::rc::Rc::default();
        let meter = TextMeter {
            natural,
            smallest: std::rc::Rc::clone(&smallest),
        };
        (meter, smallest)
    }
}

impl DrawingBackend for TextMeter {
    type ErrorType = std::convert::Infallible;

    fn get_size(&self) -> (u32, u32) {
        self.natural
    }

    fn ensure_prepared(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        Ok(())
    }

    fn present(&mut self) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        Ok(())
    }

    fn draw_pixel(
        &mut self,
        _point: BackendCoord,
        _color: BackendColor,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        Ok(())
    }

    fn draw_text<TStyle: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &TStyle,
        _pos: BackendCoord,
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        if !text.trim().is_empty() {
            let size = style.size();
            let least = self.smallest.get().map_or(size, |s| s.min(size));
            self.smallest.set(Some(least));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twice_the_width_is_twice_the_size() {
        assert_eq!(fit_width((400, 300), 800), (2.0, (800, 600)));
    }

    #[test]
    fn the_height_follows_the_width() {
        assert_eq!(fit_width((620, 280), 1240), (2.0, (1240, 560)));
        let (k, size) = fit_width((600, 300), 300);
        assert_eq!((k, size), (0.5, (300, 150)));
    }
}
