//! A deck as Beamer source for teachers who build their lectures in LaTeX: a frame a slide,
//! an overlay a key press (`\uncover<k->` for a bullet, a row or a line, `\only<k>` for a stage
//! of a figure), the notes as `\note{}`, and the pictures as PNG files in a folder beside the
//! `.tex` (`lecture.tex` → `lecture-figures/`). It compiles with `pdflatex` and the packages
//! beamer, adjustbox and lmodern (Debian: texlive-latex-recommended, texlive-latex-extra and
//! lmodern); the Russian deck needs the Cyrillic fonts too (texlive-lang-cyrillic). A line of a
//! program's output is cut to the frame's width, and a table wider than its room shrunk. A printed frame of `k` presses
//! is `k + 1` pages, so the PDF has a page for every step, as the HTML deck's handout.

use std::fmt::Write as _;
use std::path::Path;

use puzzlelab_rules::Lang;

use super::deck::{Block, Deck, Image, Layout, Slide, Step};

/// Writes `deck` in `lang` as Beamer source into `out`, its pictures beside it.
pub fn write(deck: &Deck, lang: Lang, out: &Path) -> anyhow::Result<()> {
    let stem = out
        .file_stem()
        .ok_or_else(|| {
            crate::messages::Said::new(
                "the deck's file needs a name",
                "файлу презентации нужно имя",
            )
        })?
        .to_string_lossy()
        .into_owned();
    let folder_name = format!("{stem}-figures");
    let folder = out.with_file_name(&folder_name);
    std::fs::create_dir_all(&folder)
        .map_err(|e| crate::messages::cannot_create(&folder).because(e))?;
    let mut pictures = Pictures {
        folder: &folder,
        name: &folder_name,
        written: 0,
    };
    let mut tex = preamble(deck, lang);
    for slide in &deck.slides {
        tex.push_str(&frame(slide, &mut pictures)?);
    }
    tex.push_str("\\end{document}\n");
    puzzlelab_files::write(out, tex.as_bytes())?;
    Ok(())
}

/// Where the pictures go, and how the source names them.
struct Pictures<'a> {
    folder: &'a Path,
    name: &'a str,
    written: usize,
}

impl Pictures<'_> {
    /// Writes `image` and returns the `\includegraphics` of it, as large as `height` allows.
    fn include(&mut self, image: &Image, height: &str) -> anyhow::Result<String> {
        self.written += 1;
        let file = format!("{:03}.png", self.written);
        puzzlelab_files::write(&self.folder.join(&file), &image.bytes)?;
        Ok(format!(
            "\\includegraphics[width=\\linewidth,height={height},keepaspectratio]{{{}/{file}}}",
            self.name
        ))
    }
}

fn preamble(deck: &Deck, lang: Lang) -> String {
    let language = super::messages::Messages::new(lang).latex_language();
    format!(
        "% Made by puzzlelab slides: every number in it computed by the program.\n\
         \\documentclass[aspectratio=169]{{beamer}}\n\
         \\usepackage[utf8]{{inputenc}}\n{language}\
         \\usepackage{{graphicx}}\n\\usepackage{{adjustbox}}\n\
         \\usetheme{{default}}\n\\setbeamertemplate{{navigation symbols}}{{}}\n\
         \\setbeamertemplate{{footline}}[frame number]\n\
         \\setbeamercovered{{invisible}}\n\
         \\title{{{}}}\n\\subtitle{{{}}}\n\\date{{}}\n\
         \\begin{{document}}\n\\begin{{frame}}\n\\titlepage\n\\note{{{}}}\n\\end{{frame}}\n",
        escape(&deck.title),
        escape(&deck.subtitle),
        escape(&deck.notes)
    )
}

/// The overlay specification of an item revealed at `step`: shown from press `step` on, which
/// is overlay `step + 1` (overlay 1 is the slide before any press).
fn from(step: Step) -> String {
    format!("<{}->", step.unwrap_or(0) + 1)
}

fn frame(slide: &Slide, pictures: &mut Pictures) -> anyhow::Result<String> {
    let mut tex = format!("\\begin{{frame}}[t]{{{}}}\n", escape(&slide.title));
    let columns = slide.layout != Layout::Single;
    let (text, figures): (Vec<&Block>, Vec<&Block>) = if columns {
        slide
            .blocks
            .iter()
            .partition(|b| !matches!(b, Block::Figure(_) | Block::Player { .. }))
    } else {
        (slide.blocks.iter().collect(), Vec::new())
    };
    if columns {
        // a table takes three fifths of the frame, its figure the rest; a figure set beside
        // takes three fifths and the height; else halves
        let wide = text.iter().any(|b| matches!(b, Block::Table { .. }));
        let beside = slide.layout == Layout::Beside;
        let (left, right) = match (beside, wide) {
            (true, _) => (0.4, 0.6),
            (false, true) => (0.6, 0.4),
            (false, false) => (0.5, 0.5),
        };
        let room = |share: f64| Room {
            height: if beside {
                "0.7\\textheight"
            } else {
                "0.68\\textheight"
            },
            columns: (WHOLE_LINE as f64 * share) as usize - 2,
        };
        let _ = writeln!(
            tex,
            "\\begin{{columns}}[T]\n\\begin{{column}}{{{left}\\textwidth}}"
        );
        for b in &text {
            tex.push_str(&block(b, pictures, &room(left))?);
        }
        let _ = writeln!(
            tex,
            "\\end{{column}}\n\\begin{{column}}{{{right}\\textwidth}}"
        );
        for b in &figures {
            tex.push_str(&block(b, pictures, &room(right))?);
        }
        tex.push_str("\\end{column}\n\\end{columns}\n");
    } else {
        let whole = Room {
            height: if text.len() > 1 {
                "0.5\\textheight"
            } else {
                "0.72\\textheight"
            },
            columns: WHOLE_LINE,
        };
        for b in &text {
            tex.push_str(&block(b, pictures, &whole)?);
        }
    }
    let _ = writeln!(tex, "\\note{{{}}}\n\\end{{frame}}", escape(&slide.notes));
    Ok(tex)
}

/// The letters of `\\scriptsize\\ttfamily` (8 points, 4.2 points a letter) that fit a line of
/// a 16:9 frame's text (about 398 points); a column's share of them, less two for the gap.
const WHOLE_LINE: usize = 92;
/// The lines of `\\scriptsize` (9.5 points apart) a frame holds under its title.
const SMALL_LINES: usize = 20;

/// The room a block has on its frame: the most a picture may be high, and the typewriter
/// letters a line holds.
struct Room {
    height: &'static str,
    columns: usize,
}

fn block(block: &Block, pictures: &mut Pictures, room: &Room) -> anyhow::Result<String> {
    let height = room.height;
    let mut tex = String::new();
    match block {
        Block::Text(text, step) => {
            let _ = writeln!(
                tex,
                "\\uncover{}{{{}}}\\par\\medskip",
                from(*step),
                escape(text)
            );
        }
        Block::Bullets(items) => {
            tex.push_str("\\begin{itemize}\n");
            for (text, step) in items {
                let _ = writeln!(tex, "\\item{} {}", from(*step), escape(text));
            }
            tex.push_str("\\end{itemize}\n");
        }
        Block::Figure(stages) => {
            tex.push_str("\\begin{center}\n");
            for (k, stage) in stages.iter().enumerate() {
                let first = stage.step.unwrap_or(0) + 1;
                // a stage shows until the next one replaces it; the last stays
                let until = stages
                    .get(k + 1)
                    .map_or(String::new(), |next| next.step.unwrap_or(0).to_string());
                let _ = writeln!(
                    tex,
                    "\\only<{first}-{until}>{{{}\\\\[2pt]{{\\small {}}}}}",
                    pictures.include(&stage.image, height)?,
                    escape(&stage.caption)
                );
            }
            tex.push_str("\\end{center}\n");
        }
        Block::Table { head, rows } => {
            // a table wider than its room is shrunk to fit, never cut
            let _ = writeln!(
                tex,
                "\\begin{{center}}\\small\n\\begin{{adjustbox}}{{max width=\\linewidth}}\n\\begin{{tabular}}{{{}}}\n\\hline",
                "r".repeat(head.len().max(1))
            );
            let heads: Vec<String> = head
                .iter()
                .map(|h| format!("\\textbf{{{}}}", escape(h)))
                .collect();
            let _ = writeln!(tex, "{} \\\\\n\\hline", heads.join(" & "));
            for (cells, step) in rows {
                let cells: Vec<String> = cells
                    .iter()
                    .map(|c| format!("\\uncover{}{{{}}}", from(*step), escape(c)))
                    .collect();
                let _ = writeln!(tex, "{} \\\\", cells.join(" & "));
            }
            tex.push_str("\\hline\n\\end{tabular}\n\\end{adjustbox}\n\\end{center}\n");
        }
        Block::Transcript(lines) => {
            // small type, or smaller still (a third more letters a line) when the lines cut
            // to the room would run past the frame's foot
            let cut = |columns: usize| -> Vec<(String, Step)> {
                lines
                    .iter()
                    .flat_map(|(line, step)| wrapped(line, columns).into_iter().map(|p| (p, *step)))
                    .collect()
            };
            let mut size = "\\scriptsize";
            let mut parts = cut(room.columns);
            if parts.len() > SMALL_LINES {
                size = "\\tiny";
                parts = cut(room.columns * 4 / 3);
            }
            let _ = writeln!(tex, "{{{size}\\ttfamily");
            for (part, step) in parts {
                let _ = writeln!(tex, "\\uncover{}{{{}}}\\\\", from(step), escape_code(&part));
            }
            tex.push_str("}\n");
        }
        Block::Player { still, .. } => {
            let _ = writeln!(
                tex,
                "\\begin{{center}}\n{}\n\\end{{center}}",
                pictures.include(still, height)?
            );
        }
    }
    Ok(tex)
}

/// A line of a program's output cut into lines of at most `columns` letters, at spaces where
/// it can be; a line it continues is indented two letters more than the line it came from.
fn wrapped(line: &str, columns: usize) -> Vec<String> {
    let indent = line.len() - line.trim_start().len();
    let mut parts = Vec::new();
    let mut rest: Vec<char> = line.chars().collect();
    let mut lead = 0;
    while lead + rest.len() > columns && columns > lead + 8 {
        let room = columns - lead;
        let cut = (indent + 1..=room)
            .rev()
            .find(|&i| rest[i - 1] == ' ')
            .unwrap_or(room);
        let head: String = rest[..cut].iter().collect();
        parts.push(format!("{}{}", " ".repeat(lead), head.trim_end()));
        rest = rest[cut..].to_vec();
        while rest.first() == Some(&' ') {
            rest.remove(0);
        }
        lead = indent + 2;
    }
    let tail: String = rest.iter().collect();
    parts.push(format!("{}{tail}", " ".repeat(lead)));
    parts
}

/// `text` as LaTeX prints it: its special characters escaped, its symbols in math.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '\u{a0}' => out.push('~'),
            '→' => out.push_str("$\\to$"),
            '≤' => out.push_str("$\\le$"),
            '×' => out.push_str("$\\times$"),
            '−' => out.push_str("$-$"),
            '¬' => out.push_str("$\\neg$"),
            '∨' => out.push_str("$\\vee$"),
            '∧' => out.push_str("$\\wedge$"),
            '…' => out.push_str("\\ldots{}"),
            '\n' => out.push_str("\\\\"),
            _ => out.push(c),
        }
    }
    out
}

/// A line of a program's output in typewriter letters: spaces kept, the box-drawing
/// characters of the terminal's board drawn with ASCII ones.
fn escape_code(line: &str) -> String {
    let plain: String = line
        .chars()
        .map(|c| match c {
            '═' | '─' => '-',
            '║' | '│' => '|',
            '╔' | '╗' | '╚' | '╝' | '╠' | '╣' | '╦' | '╩' | '╬' | '┌' | '┐' | '└' | '┘' | '├'
            | '┤' | '┬' | '┴' | '┼' | '╟' | '╢' | '╤' | '╧' => '+',
            _ => c,
        })
        .collect();
    escape(&plain).replace(' ', "~")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_at_spaces_and_indented_under_itself() {
        let line = "  up   : beep! no tile can slide up: the empty place is on the bottom edge";
        let parts = wrapped(line, 44);
        assert!(parts.iter().all(|p| p.chars().count() <= 44), "{parts:?}");
        assert_eq!(
            parts.concat().split_whitespace().collect::<Vec<_>>(),
            line.split_whitespace().collect::<Vec<_>>()
        );
        assert!(
            parts[1].starts_with("    ") && !parts[1].starts_with("     "),
            "{parts:?}"
        );
        assert_eq!(wrapped("short", 44), ["short"]);
        let word = "x".repeat(100);
        assert!(wrapped(&word, 44).iter().all(|p| p.chars().count() <= 44));
    }
}
