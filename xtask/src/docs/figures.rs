//! The figures on the pages: each figure as a snippet for the lesson step that shows it
//! (`figure-STEM.md`, the PNG opening its SVG) and the gallery of thumbnails
//! (`figures-all.md`), read from the `index.md` that `puzzlelab figures` writes beside them.
//! A figure the pages include is written even when no figures were rendered (then empty), so a
//! page never includes a missing file.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use anyhow::Context;

use super::Out;

/// Writes the gallery and every figure's snippet, in English from `figures` and in Russian
/// from `figures_ru` (the English figures when there are no Russian ones).
pub(super) fn write(write: Out, figures: &Path, figures_ru: &Path) -> anyhow::Result<()> {
    let index = fs::read_to_string(figures.join("index.md")).unwrap_or_default();
    write("figures-all.md", &all_figures(&index, "figures/"))?;
    let index_ru = fs::read_to_string(figures_ru.join("index.md")).ok();
    let all_ru = match &index_ru {
        Some(index_ru) => all_figures(index_ru, "../figures-ru/"),
        None => all_figures(&index, "../figures/"),
    };
    write("figures-all-ru.md", &all_ru)?;
    // each figure at the lesson step that names it: `figure-STEM.md`, `figure-STEM-ru.md`
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
    let mut stems = figure_stems(&index);
    stems.extend(included_figures(&docs)?);
    for stem in stems {
        write(
            &format!("figure-{stem}.md"),
            &figure_of(&index, &stem, "figures/"),
        )?;
        let russian = match &index_ru {
            Some(index_ru) => figure_of(index_ru, &stem, "../figures-ru/"),
            None => figure_of(&index, &stem, "../figures/"),
        };
        write(&format!("figure-{stem}-ru.md"), &russian)?;
    }
    Ok(())
}

/// One figure of the index: its file, its caption, and the SVG drawn beside a PNG, if any.
struct Figure {
    file: String,
    caption: String,
    svg: Option<String>,
}

/// The figures of the index (`## Lesson` headings, then `- [`file`](file): caption` lines),
/// each lesson's in order: a PNG and its SVG are one figure, shown as the PNG that opens the SVG.
fn figures_of(index: &str) -> Vec<(String, Vec<Figure>)> {
    let mut lessons: Vec<(String, Vec<Figure>)> = Vec::new();
    for line in index.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            lessons.push((heading.to_string(), Vec::new()));
            continue;
        }
        let (Some(item), Some((_, figures))) = (line.strip_prefix("- [`"), lessons.last_mut())
        else {
            continue;
        };
        let Some((file, rest)) = item.split_once('`') else {
            continue;
        };
        let caption = rest.split_once("): ").map_or("", |(_, c)| c).trim();
        let caption = caption
            .trim_end_matches(" (PNG)")
            .trim_end_matches(" (SVG)");
        let stem = file.rsplit_once('.').map_or(file, |(s, _)| s);
        if let Some(png) = figures
            .iter_mut()
            .find(|f| f.file.starts_with(&format!("{stem}.")))
        {
            if file.ends_with(".svg") {
                png.svg = Some(file.to_string());
            }
            continue;
        }
        figures.push(Figure {
            file: file.to_string(),
            caption: caption.to_string(),
            svg: None,
        });
    }
    lessons
}

/// The stems (file names without extension) of every figure of the index.
fn figure_stems(index: &str) -> std::collections::BTreeSet<String> {
    figures_of(index)
        .into_iter()
        .flat_map(|(_, figures)| figures)
        .map(|f| {
            f.file
                .rsplit_once('.')
                .map_or(f.file.clone(), |(s, _)| s.to_string())
        })
        .collect()
}

/// The figures the pages include (`figure-STEM.md`), so that each is written even when no
/// figures were rendered (then empty).
fn included_figures(docs: &Path) -> anyhow::Result<Vec<String>> {
    let mut stems = Vec::new();
    for dir in [docs.join("src"), docs.join("ru/src")] {
        for entry in fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))? {
            let text = fs::read_to_string(entry?.path()).unwrap_or_default();
            for part in text.split("output/generated/figure-").skip(1) {
                if let Some((stem, _)) = part.split_once(".md") {
                    stems.push(stem.trim_end_matches("-ru").to_string());
                }
            }
        }
    }
    Ok(stems)
}

/// A figure as HTML: the picture at the page's width, opening full size (the SVG when there
/// is one) on a click, with its caption; `class` says where it is shown.
fn figure_html(figure: &Figure, prefix: &str, class: &str) -> String {
    let caption = figure
        .caption
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;");
    let full = figure.svg.as_deref().unwrap_or(&figure.file);
    format!(
        "<figure class=\"{class}\">\n<a href=\"{prefix}{full}\"><img src=\"{prefix}{}\" alt=\"{caption}\"></a>\n<figcaption>{caption}</figcaption>\n</figure>\n",
        figure.file
    )
}

/// The figure `stem` of the index, for the lesson step that shows it (empty when the index
/// does not have it: no figures were rendered).
fn figure_of(index: &str, stem: &str, prefix: &str) -> String {
    figures_of(index)
        .into_iter()
        .flat_map(|(_, figures)| figures)
        .find(|f| f.file.starts_with(&format!("{stem}.")))
        .map(|f| figure_html(&f, prefix, "lesson-figure"))
        .unwrap_or_default()
}

/// Every figure of the index as a thumbnail, under its lesson's heading: the site's gallery.
fn all_figures(index: &str, prefix: &str) -> String {
    let mut text = String::new();
    for (heading, figures) in figures_of(index) {
        let _ = writeln!(text, "## {heading}\n\n<div class=\"gallery\">\n");
        for figure in &figures {
            let _ = writeln!(text, "{}", figure_html(figure, prefix, "thumbnail"));
        }
        let _ = writeln!(text, "</div>\n");
    }
    text
}
