//! The pictures of a deck, drawn by `puzzlelab-figures` from the same requests the lecture
//! figures make, each with the command that draws it again.

use puzzlelab_figures::{BoardRequest, Figure, Look, Request, Theme};
use puzzlelab_render::Format;
use puzzlelab_rules::{Board, Lang};

use super::deck::Image;

/// Draws pictures in one format and language.
pub struct Painter {
    format: Format,
    lang: Lang,
    theme: Theme,
}

impl Painter {
    /// A painter of `format` pictures (SVG or PNG) in `lang`, light or `dark`.
    pub fn new(format: Format, lang: Lang, dark: bool) -> Painter {
        let theme = if dark { Theme::Dark } else { Theme::Light };
        Painter {
            format,
            lang,
            theme,
        }
    }

    /// The language the pictures are drawn in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    fn mime(&self) -> &'static str {
        match self.format {
            Format::Png => "image/png",
            _ => "image/svg+xml",
        }
    }

    /// `figure` drawn in the deck's language and colours (fitted to a slide when `slides`),
    /// described by `alt`.
    pub fn draw(
        &mut self,
        figure: Figure,
        slides: bool,
        alt: impl Into<String>,
    ) -> anyhow::Result<Image> {
        let request = Request {
            figure,
            look: Look {
                lang: self.lang,
                theme: self.theme,
                slides,
                ..Look::default()
            },
            ask: Default::default(),
        };
        let bytes = puzzlelab_figures::draw(&request, self.format)?;
        Ok(Image {
            bytes,
            mime: self.mime(),
            alt: alt.into(),
            command: format!("puzzlelab render {}", request.words().join(" ")),
        })
    }

    /// A board drawn in the worksheet's style, described by `alt`.
    pub fn board(&mut self, board: &Board, alt: impl Into<String>) -> anyhow::Result<Image> {
        let figure = Figure::Board(BoardRequest {
            board: Some(board.clone()),
            size: puzzlelab_rules::Size::FIFTEEN,
            caption: None,
        });
        self.draw(figure, false, alt)
    }

    /// A figure the deck composed itself from the renderer's types (a game at one move),
    /// described by `alt`; `command` draws its whole animation.
    pub fn figure<F: puzzlelab_render::Figure>(
        &mut self,
        figure: &F,
        alt: impl Into<String>,
        command: String,
    ) -> anyhow::Result<Image> {
        let look = puzzlelab_render::Look {
            theme: self.theme.into(),
            ..puzzlelab_render::Look::default()
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
