//! Bar charts of search statistics: nodes per IDA* iteration, nodes per heuristic, BFS layer
//! sizes. The numbers come from the solvers' reports; this module only draws them.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::FontTransform;

use puzzlelab_rules::Lang;

use crate::error::{OrDraw, RenderError};
use crate::font::{self, Anchor};
use crate::messages::Messages;
use crate::output::Figure;
use crate::style::{BAR, INK};

/// A bar chart: one bar per labelled value.
#[derive(Clone, Debug, PartialEq)]
pub struct BarChart {
    /// The title over the chart.
    pub title: String,
    /// The horizontal axis' name.
    pub x_label: String,
    /// The vertical axis' name.
    pub y_label: String,
    /// `(label, value)` of each bar, left to right.
    pub bars: Vec<(String, f64)>,
    /// A logarithmic vertical axis (for counts that grow by orders of magnitude).
    pub log_scale: bool,
    /// Write each bar's value over it.
    pub show_values: bool,
    /// Width and height in pixels.
    pub size: (u32, u32),
    /// The language whose way of writing numbers the axis and the values follow (`181,440`,
    /// `181 440`).
    pub lang: Lang,
}

impl BarChart {
    /// A linear chart of `bars`, as wide as a page ([`crate::PAGE_WIDTH`]), values shown.
    pub fn new(title: &str, x_label: &str, y_label: &str, bars: Vec<(String, f64)>) -> BarChart {
        BarChart {
            title: title.into(),
            x_label: x_label.into(),
            y_label: y_label.into(),
            bars,
            log_scale: false,
            show_values: true,
            size: (crate::PAGE_WIDTH, 480),
            lang: Lang::En,
        }
    }

    /// Where a bar of value `v` ends on the vertical axis: `log10(v)` on a log scale (where
    /// the axis starts at [`LOG_FLOOR`], so a value of 1 is a short bar, not none).
    fn height_of(&self, v: f64) -> f64 {
        if self.log_scale {
            if v > 0.0 {
                v.log10()
            } else {
                LOG_FLOOR
            }
        } else {
            v
        }
    }

    /// Where every bar starts on the vertical axis.
    fn floor(&self) -> f64 {
        if self.log_scale {
            LOG_FLOOR
        } else {
            0.0
        }
    }

    /// The values the vertical axis is labelled at (in axis units): each power of ten on a
    /// log scale, round steps on a linear one.
    fn ticks(&self, y_max: f64) -> Vec<f64> {
        if self.log_scale {
            return (0..=y_max.floor() as i32).map(f64::from).collect();
        }
        let raw = (y_max / 6.0).max(f64::MIN_POSITIVE);
        let magnitude = 10f64.powf(raw.log10().floor());
        let step = [1.0, 2.0, 5.0, 10.0]
            .into_iter()
            .map(|m| m * magnitude)
            .find(|step| *step >= raw)
            .unwrap_or(10.0 * magnitude)
            .max(1.0);
        (0..)
            .map(|i| i as f64 * step)
            .take_while(|y| *y <= y_max)
            .collect()
    }
}

/// The bottom of a log axis, in powers of ten: half of 1, so a bar of value 1 shows.
const LOG_FLOOR: f64 = -std::f64::consts::LOG10_2;

/// A count written short, as `lang` writes numbers: 181440 → "181,440" (Russian "181 440");
/// 2.5e7 → "25.0M" ("25,0 млн"); 1.25 → "1.25" ("1,25").
///
/// ```
/// use puzzlelab_render::short_count;
/// use puzzlelab_rules::Lang;
/// assert_eq!(short_count(181_440.0, Lang::En), "181,440");
/// assert_eq!(short_count(181_440.0, Lang::Ru), "181\u{a0}440");
/// assert_eq!(short_count(2.5e7, Lang::Ru), "25,0 млн");
/// ```
pub fn short_count(v: f64, lang: Lang) -> String {
    if v >= 10_000_000.0 {
        return Messages::new(lang).millions(&lang.decimal(v / 1e6, 1));
    }
    if v.fract() != 0.0 {
        return lang.decimal(v, 2);
    }
    lang.int(v as u64)
}

impl Figure for BarChart {
    fn size(&self) -> (u32, u32) {
        self.size
    }

    fn draw<DB: DrawingBackend>(
        &self,
        area: &DrawingArea<DB, Shift>,
        bitmap: bool,
    ) -> Result<(), RenderError> {
        if self.bars.is_empty() {
            return Err(RenderError::BadInput(format!(
                "the chart {:?} has no bars",
                self.title
            )));
        }
        let n = self.bars.len();
        let top = self
            .bars
            .iter()
            .map(|(_, v)| self.height_of(*v))
            .fold(0.0, f64::max);
        // many bars: each value is written upwards over its bar, so that neighbours never touch
        let upright = n > 16;
        let y_max = if self.log_scale {
            top.ceil().max(1.0) + 0.3
        } else {
            (top * if upright { 1.3 } else { 1.12 }).max(1.0)
        };
        let (w, _) = self.size;
        // every text at least the smallest a page shows, more on a wider chart
        let k = (w as f64 / crate::PAGE_WIDTH as f64).max(1.0);
        let label_style = font::text(font::SMALLEST * k, false, INK);
        // the title wrapped to the chart's width, never cut
        let title_style = font::text(21.0 * k, true, INK);
        let lines = font::wrap(&self.title, &title_style, w.saturating_sub(24));
        let line_h = 28.0 * k;
        for (i, line) in lines.iter().enumerate() {
            let y = (12.0 * k + line_h * (i as f64 + 0.5)).round() as i32;
            let at = ((w / 2) as i32, y);
            font::draw_text(area, line, at, &title_style, Anchor::Centre, bitmap)?;
        }
        let title_h = (12.0 * k + line_h * lines.len() as f64).round() as u32;
        let (_, plot) = area.split_vertically(title_h);
        // a lone bar stands in the middle, an empty slot either side: a range of one segment
        // is degenerate in plotters (its bar a sliver on the axis)
        let pad = usize::from(n == 1);
        let mut chart = ChartBuilder::on(&plot)
            .margin(12)
            .x_label_area_size((48.0 * k) as u32)
            .y_label_area_size((84.0 * k) as u32)
            .build_cartesian_2d(
                (0..(n + 2 * pad).saturating_sub(1)).into_segmented(),
                Axis {
                    range: self.floor()..y_max,
                    ticks: self.ticks(y_max),
                },
            )
            .or_draw()?;
        let labels = &self.bars;
        let every = (n / ((w as usize / 22).max(1))).max(1);
        let (log, lang) = (self.log_scale, self.lang);
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_desc(&self.x_label)
            .y_desc(&self.y_label)
            .axis_desc_style(font::text(16.0 * k, false, INK))
            .label_style(label_style.clone())
            .x_labels((n + 2 * pad).min(60))
            .x_label_formatter(&|x| match x {
                SegmentValue::CenterOf(i)
                    if (pad..labels.len() + pad).contains(i) && (i - pad) % every == 0 =>
                {
                    labels[*i - pad].0.clone()
                }
                _ => String::new(),
            })
            .y_label_formatter(&|y| {
                let value = if log { 10f64.powf(*y) } else { *y };
                short_count(value.round(), lang)
            })
            .draw()
            .or_draw()?;
        chart
            .draw_series(self.bars.iter().enumerate().map(|(i, (_, v))| {
                let mut bar = Rectangle::new(
                    [
                        (SegmentValue::Exact(i + pad), self.floor()),
                        (SegmentValue::Exact(i + pad + 1), self.height_of(*v)),
                    ],
                    BAR.filled(),
                );
                bar.set_margin(0, 0, 3, 3);
                bar
            }))
            .or_draw()?;
        if self.show_values && n <= 40 {
            let (h, v) = if upright {
                (HPos::Left, VPos::Center)
            } else {
                (HPos::Center, VPos::Bottom)
            };
            let mut value_style = font::text(font::SMALLEST * k, false, INK).pos(Pos::new(h, v));
            if upright {
                value_style = value_style.transform(FontTransform::Rotate270);
            }
            let lift = (y_max - self.floor()) / 80.0;
            chart
                .draw_series(self.bars.iter().enumerate().map(|(i, (_, v))| {
                    Text::new(
                        short_count(*v, lang),
                        (SegmentValue::CenterOf(i + pad), self.height_of(*v) + lift),
                        value_style.clone(),
                    )
                }))
                .or_draw()?;
        }
        Ok(())
    }
}

/// A vertical axis labelled exactly at `ticks` (plotters' own choice of round numbers does
/// not fall on the powers of ten of a log scale that starts below 1).
struct Axis {
    range: std::ops::Range<f64>,
    ticks: Vec<f64>,
}

impl Ranged for Axis {
    type FormatOption = plotters::coord::ranged1d::DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let span = self.range.end - self.range.start;
        let t = (value - self.range.start) / span;
        limit.0 + (t * f64::from(limit.1 - limit.0)).round() as i32
    }

    fn key_points<Hint: plotters::coord::ranged1d::KeyPointHint>(&self, _hint: Hint) -> Vec<f64> {
        self.ticks.clone()
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.range.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_written_short() {
        assert_eq!(short_count(181440.0, Lang::En), "181,440");
        assert_eq!(short_count(12.0, Lang::En), "12");
        assert_eq!(short_count(25_000_000.0, Lang::En), "25.0M");
    }

    /// The widest run of bar-coloured pixels on any row of `chart` drawn at its own size.
    fn widest_bar(chart: &BarChart) -> usize {
        let rgb = crate::output::render_rgb_as(chart, &crate::Look::default()).unwrap();
        let (w, _) = chart.size();
        let bar = [BAR.0, BAR.1, BAR.2];
        rgb.chunks(w as usize * 3)
            .map(|row| {
                let mut run = (0, 0);
                for pixel in row.chunks(3) {
                    run.0 = if pixel == bar { run.0 + 1 } else { 0 };
                    run.1 = run.1.max(run.0);
                }
                run.1
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn a_lone_bar_is_a_bar_not_a_sliver_on_the_axis() {
        let one = BarChart::new("t", "x", "y", vec![("≤2".into(), 2.0)]);
        let two = BarChart::new("t", "x", "y", vec![("≤2".into(), 2.0), ("≤4".into(), 5.0)]);
        let (w, _) = one.size();
        assert!(widest_bar(&one) > w as usize / 5, "{}", widest_bar(&one));
        assert!(widest_bar(&two) > w as usize / 5, "{}", widest_bar(&two));
    }

    #[test]
    fn an_empty_chart_is_an_error() {
        let chart = BarChart::new("t", "x", "y", vec![]);
        assert!(crate::output::render(&chart, crate::Format::Png).is_err());
    }
}
