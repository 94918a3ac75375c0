//! The pictures of a deck, drawn by the very `puzzlelab render` commands that draw the lecture
//! figures (`figures` runs the same words), into a private folder that is removed afterwards,
//! and read back as bytes for the deck.

use puzzlelab_render::{Figure, Format, Look};
use puzzlelab_rules::Lang;

use super::deck::Image;
use super::scratch::Scratch;
use crate::input::{read_bytes, Source, What};

/// The largest picture read back.
const MAX_PICTURE_BYTES: u64 = 256 << 20;

/// Draws pictures in one format and language.
pub struct Painter {
    format: Format,
    lang: Lang,
    dark: bool,
    folder: Scratch,
    drawn: usize,
}

impl Painter {
    /// A painter of `format` pictures (SVG or PNG) in `lang`, light or `dark`.
    pub fn new(format: Format, lang: Lang, dark: bool) -> anyhow::Result<Painter> {
        let folder = Scratch::new("slides")?;
        Ok(Painter {
            format,
            lang,
            dark,
            folder,
            drawn: 0,
        })
    }

    /// The language the pictures are drawn in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    fn extension(&self) -> &'static str {
        match self.format {
            Format::Png => "png",
            _ => "svg",
        }
    }

    fn mime(&self) -> &'static str {
        match self.format {
            Format::Png => "image/png",
            _ => "image/svg+xml",
        }
    }

    /// The picture `puzzlelab render WORDS... --lang L [--theme dark]` draws, described by
    /// `alt`.
    pub fn render(&mut self, words: &[&str], alt: impl Into<String>) -> anyhow::Result<Image> {
        self.drawn += 1;
        let out = self
            .folder
            .path()
            .join(format!("{}.{}", self.drawn, self.extension()));
        let mut line: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        line.extend(["--lang".into(), self.lang.to_string()]);
        if self.dark {
            line.extend(["--theme".into(), "dark".into()]);
        }
        let command = format!("puzzlelab render {}", line.join(" "));
        line.extend(["--out".into(), out.display().to_string()]);
        crate::render::draw_line(&line)?;
        let bytes = read_bytes(
            Source::of(&out),
            MAX_PICTURE_BYTES,
            What::new(
                "a drawn picture",
                "нарисованную картинку",
                "нарисованной картинки",
            ),
        )?;
        std::fs::remove_file(&out)?;
        Ok(Image {
            bytes,
            mime: self.mime(),
            alt: alt.into(),
            command,
        })
    }

    /// A figure the deck composed itself from the renderer's types (a game at one move),
    /// described by `alt`; `command` draws its whole animation.
    pub fn figure<F: Figure>(
        &mut self,
        figure: &F,
        alt: impl Into<String>,
        command: String,
    ) -> anyhow::Result<Image> {
        let look = Look {
            theme: if self.dark {
                puzzlelab_render::Theme::Dark
            } else {
                puzzlelab_render::Theme::Light
            },
            ..Look::default()
        };
        let bytes = puzzlelab_render::render_as(figure, self.format, &look)?;
        Ok(Image {
            bytes,
            mime: self.mime(),
            alt: alt.into(),
            command,
        })
    }
}
