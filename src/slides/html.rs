//! A deck as one HTML file that needs nothing else: the pictures inside it as `data:`
//! addresses, the presenter (`docs/theme/slides.js`), its style and the lab's player
//! (`docs/theme/player.js`, as the docs site has it) inside it as scripts and styles, and the
//! recorded runs as data. It opens from `file://` with the network off.
//!
//! Each item that waits for a key press carries `class="fragment"` and the number of the press
//! (`data-fragment-index`); the presenter reveals one press at a time.

use std::fmt::Write as _;

use base64::Engine;

use super::deck::{Block, Deck, Image, Layout, Slide, Step};
use crate::quiz::escape_html as escape;

/// The presenter: keys, steps, the speaker view, print.
const SLIDES_JS: &str = include_str!("../../docs/theme/slides.js");
/// The deck's look.
const SLIDES_CSS: &str = include_str!("../../docs/theme/slides.css");
/// The lab's player, as the docs site and the notebooks run it.
const PLAYER_JS: &str = include_str!("../../docs/theme/player.js");
/// The player's look.
const PLAYER_CSS: &str = include_str!("../../docs/theme/puzzlelab.css");

/// The deck `deck` of `lesson` in `lang` (`en`, `ru`) as an HTML page; `dark` for the dark
/// colours.
pub fn page(deck: &Deck, lesson: &str, lang: &str, dark: bool) -> String {
    let mut html = String::new();
    let _ = write!(
        html,
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"puzzlelab slides {lesson} --lang {lang}\">\n\
         <title>{}</title>\n<style>\n{SLIDES_CSS}</style>\n<style>\n{PLAYER_CSS}</style>\n</head>\n\
         <body class=\"puzzlelab-deck{}\">\n\
         <div class=\"deck\" id=\"deck\" data-lesson=\"{lesson}\" data-slides=\"{}\" data-fragments=\"{}\">\n",
        escape(&deck.title),
        if dark { " dark" } else { "" },
        deck.slide_count(),
        deck.step_count(),
    );
    let _ = write!(
        html,
        "<section class=\"slide title\">\n<h1>{}</h1>\n<p class=\"subtitle\">{}</p>\n{}</section>\n",
        escape(&deck.title),
        escape(&deck.subtitle),
        notes(&deck.notes)
    );
    for slide in &deck.slides {
        html.push_str(&section(slide));
    }
    html.push_str("</div>\n<script>\nwindow.PUZZLELAB_TRACES = {");
    for (i, (name, trace)) in deck.traces.iter().enumerate() {
        let json = String::from_utf8_lossy(trace).replace("</", "<\\/");
        let _ = write!(
            html,
            "{}{}: {}",
            if i > 0 { ",\n" } else { "\n" },
            serde_json::Value::String(name.clone()),
            json.trim_end()
        );
    }
    let _ = write!(
        html,
        "\n}};\n</script>\n<script>\n{PLAYER_JS}</script>\n<script>\n{SLIDES_JS}</script>\n</body>\n</html>\n"
    );
    html
}

/// One slide: its heading, its blocks (in two columns when asked: text left, pictures and
/// players right, beside the heading too for [`Layout::Beside`]) and its notes.
fn section(slide: &Slide) -> String {
    let class = match slide.layout {
        Layout::Beside => "slide beside",
        _ => "slide",
    };
    let mut html = format!(
        "<section class=\"{class}\">\n<h2>{}</h2>\n",
        escape(&slide.title)
    );
    if slide.layout != Layout::Single {
        let (text, pictures): (Vec<&Block>, Vec<&Block>) = slide
            .blocks
            .iter()
            .partition(|b| !matches!(b, Block::Figure(_) | Block::Player { .. }));
        html.push_str("<div class=\"content columns\">\n<div class=\"text\">\n");
        text.iter().for_each(|b| html.push_str(&block(b)));
        html.push_str("</div>\n");
        pictures.iter().for_each(|b| html.push_str(&block(b)));
        html.push_str("</div>\n");
    } else {
        html.push_str("<div class=\"content\">\n");
        slide.blocks.iter().for_each(|b| html.push_str(&block(b)));
        html.push_str("</div>\n");
    }
    html.push_str(&notes(&slide.notes));
    html.push_str("</section>\n");
    html
}

/// The attributes of an item revealed at `step`: its class and the press.
fn fragment(step: Step, class: &str) -> String {
    match step {
        Some(n) if class.is_empty() => format!(" class=\"fragment\" data-fragment-index=\"{n}\""),
        Some(n) => format!(" class=\"{class} fragment\" data-fragment-index=\"{n}\""),
        None if class.is_empty() => String::new(),
        None => format!(" class=\"{class}\""),
    }
}

fn block(block: &Block) -> String {
    match block {
        Block::Text(text, step) => format!("<p{}>{}</p>\n", fragment(*step, ""), escape(text)),
        Block::Bullets(items) => {
            let mut html = String::from("<ul>\n");
            for (text, step) in items {
                let _ = writeln!(html, "<li{}>{}</li>", fragment(*step, ""), escape(text));
            }
            html.push_str("</ul>\n");
            html
        }
        Block::Figure(stages) => {
            let mut html = String::from("<div class=\"steps\">\n");
            for stage in stages {
                let caption = match stage.caption.as_str() {
                    "" => String::new(),
                    said => format!("<figcaption>{}</figcaption>", escape(said)),
                };
                let _ = writeln!(
                    html,
                    "<figure{}>{}{caption}</figure>",
                    fragment(stage.step, "step"),
                    img(&stage.image),
                );
            }
            html.push_str("</div>\n");
            html
        }
        Block::Table { head, rows } => {
            let mut html = String::from("<table class=\"numbers\">\n<tr>");
            for cell in head {
                let _ = write!(html, "<th>{}</th>", escape(cell));
            }
            html.push_str("</tr>\n");
            for (cells, step) in rows {
                let _ = write!(html, "<tr{}>", fragment(*step, ""));
                for cell in cells {
                    let _ = write!(html, "<td>{}</td>", escape(cell));
                }
                html.push_str("</tr>\n");
            }
            html.push_str("</table>\n");
            html
        }
        Block::Transcript(lines) => {
            let mut html = String::from("<pre class=\"transcript\">");
            for (line, step) in lines {
                let _ = writeln!(html, "<span{}>{}</span>", fragment(*step, ""), escape(line));
            }
            html.push_str("</pre>\n");
            html
        }
        Block::Player { trace, still } => format!(
            "<div class=\"lab-player\" data-trace=\"{}\" tabindex=\"0\"></div>\n<figure class=\"print-only\">{}</figure>\n",
            escape(trace),
            img(still)
        ),
    }
}

fn img(image: &Image) -> String {
    format!(
        "<img src=\"data:{};base64,{}\" alt=\"{}\" title=\"{}\">",
        image.mime,
        base64::engine::general_purpose::STANDARD.encode(&image.bytes),
        escape(&image.alt),
        escape(&image.command)
    )
}

fn notes(text: &str) -> String {
    format!("<aside class=\"notes\">{}</aside>\n", escape(text))
}
