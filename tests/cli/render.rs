//! `puzzlelab render ...` and `puzzlelab figures` as a user runs them: files of the right
//! format appear, bad requests are clear errors with exit code 2 and leave no file behind.

use super::runner::{self, Run};

fn puzzlelab(args: &[&str]) -> Run {
    runner::puzzlelab(args).run()
}

use runner::{arg as path, scratch};

#[test]
fn a_board_as_png_and_svg() {
    let dir = scratch("board");
    for file in ["b.png", "b.svg"] {
        let out = puzzlelab(&[
            "render",
            "board",
            "1 2 3 4 5 6 7 8 0",
            "--out",
            &path(&dir, file),
        ]);
        assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    }
    assert!(std::fs::read(dir.join("b.png"))
        .unwrap()
        .starts_with(b"\x89PNG"));
    assert!(std::fs::read_to_string(dir.join("b.svg"))
        .unwrap()
        .contains("<svg"));
}

#[test]
fn a_random_board_is_the_same_for_the_same_seed() {
    let dir = scratch("seed");
    for file in ["a.svg", "b.svg"] {
        let out = puzzlelab(&[
            "render",
            "board",
            "--size",
            "3x3",
            "--seed",
            "7",
            "--out",
            &path(&dir, file),
        ]);
        assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    }
    let read = |f: &str| std::fs::read(dir.join(f)).unwrap();
    assert_eq!(read("a.svg"), read("b.svg"));
}

#[test]
fn bad_requests_are_clear_errors() {
    let dir = scratch("bad");
    let cases: [(&[&str], &str); 5] = [
        (
            &["render", "board", "--out", &path(&dir, "x.jpg")],
            "unknown output format",
        ),
        (
            &["render", "board", "--out", "/nonexistent-dir/x.png"],
            "cannot write",
        ),
        (
            &["render", "board", "1 2 3", "--out", &path(&dir, "x.png")],
            "could not be read",
        ),
        (
            &[
                "render",
                "playback",
                "--moves",
                "L",
                "--frames-per-move",
                "0",
                "--out",
                &path(&dir, "x.gif"),
            ],
            "at least 1",
        ),
        (
            &[
                "render",
                "playback",
                "--moves",
                "L",
                "--out",
                &path(&dir, "x.png"),
            ],
            "cannot be written as PNG",
        ),
    ];
    for (args, message) in cases {
        let out = puzzlelab(args);
        assert_eq!(Some(out.code), Some(2), "{args:?}");
        assert!(
            out.stderr.clone().contains(message),
            "{args:?}: {}",
            out.stderr.clone()
        );
    }
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert!(left.is_empty(), "no file is left behind by a failed render");
}

#[test]
fn a_playback_with_explicit_moves_and_its_frames() {
    let dir = scratch("playback");
    let frames = dir.join("frames");
    let out = puzzlelab(&[
        "render",
        "playback",
        "1 2 3 4 5 6 0 7 8",
        "--moves",
        "LL",
        "--frames-per-move",
        "3",
        "--width",
        "120",
        "--lang",
        "ru",
        "--out",
        &path(&dir, "p.gif"),
        "--frames",
        &frames.to_string_lossy(),
    ]);
    assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    assert!(std::fs::read(dir.join("p.gif"))
        .unwrap()
        .starts_with(b"GIF89a"));
    assert_eq!(std::fs::read_dir(&frames).unwrap().count(), 1 + 2 * 3);
    assert!(frames.join("frame_0006.png").exists());
}

#[test]
fn a_strip() {
    let dir = scratch("strip");
    let out = puzzlelab(&[
        "render",
        "strip",
        "1 2 3 4 5 6 0 7 8",
        "--moves",
        "LL",
        "--every",
        "1",
        "--out",
        &path(&dir, "s.png"),
    ]);
    assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    assert!(dir.join("s.png").exists());
}

#[test]
fn figures_writes_every_file_its_index_lists() {
    for lang in ["en", "ru"] {
        let dir = scratch(&format!("figures-{lang}"));
        let out = puzzlelab(&[
            "figures",
            "--out",
            &dir.to_string_lossy(),
            "--lang",
            lang,
            "--quiet",
        ]);
        assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
        let index = std::fs::read_to_string(dir.join("index.md")).unwrap();
        let listed: Vec<&str> = index
            .lines()
            .filter_map(|l| l.strip_prefix("- [`")?.split('`').next())
            .collect();
        assert!(listed.len() >= 3, "{index}");
        for file in &listed {
            let len = std::fs::metadata(dir.join(file))
                .map(|m| m.len())
                .unwrap_or(0);
            assert!(len > 0, "{file} is listed but missing or empty");
        }
        for file in listed.iter().filter(|f| f.ends_with(".svg")) {
            let svg = std::fs::read_to_string(dir.join(file)).unwrap();
            assert_legible(&format!("{file} ({lang})"), &svg);
        }
    }
}

/// The figures a user renders one by one are held to the same size rule as the lecture set:
/// the big strategy trees are laid out to fit a page and a slide.
#[test]
fn large_bachet_figures_stay_legible_at_the_page_width() {
    let dir = scratch("bachet-legible");
    for (what, pile) in [
        ("strategy", "21"),
        ("strategy", "50"),
        ("graph", "25"),
        ("tree", "7"),
    ] {
        for lang in ["en", "ru"] {
            let file = format!("{what}-{pile}-{lang}.svg");
            let out = puzzlelab(&[
                "render",
                "bachet",
                what,
                pile,
                "--lang",
                lang,
                "--out",
                &path(&dir, &file),
            ]);
            assert_eq!(Some(out.code), Some(0), "{file}: {}", out.stderr.clone());
            let svg = std::fs::read_to_string(dir.join(&file)).unwrap();
            assert_legible(&file, &svg);
        }
    }
}

/// Fails when some text of `svg` would be smaller than
/// [`puzzlelab_render::SMALLEST_TEXT`] pixels on a docs page, which shows a figure at most
/// [`puzzlelab_render::PAGE_WIDTH`] pixels wide (scaled down to it, never up).
fn assert_legible(what: &str, svg: &str) {
    let attr = |tag: &str, name: &str| -> Option<f64> {
        let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[start..].split('"').next()?.parse().ok()
    };
    let head = svg.split('>').next().unwrap_or("");
    let width = attr(head, "width").unwrap_or_else(|| panic!("{what}: no width"));
    let shown = (puzzlelab_render::PAGE_WIDTH as f64 / width).min(1.0);
    let mut smallest: Option<(f64, String)> = None;
    for part in svg.split("<text").skip(1) {
        let (tag, rest) = part.split_once('>').unwrap_or((part, ""));
        let words = rest
            .split("</text>")
            .next()
            .unwrap_or("")
            .trim()
            .to_string();
        let size = attr(tag, "font-size").unwrap_or_else(|| panic!("{what}: text without a size"));
        if smallest.as_ref().is_none_or(|(s, _)| size < *s) {
            smallest = Some((size, words));
        }
    }
    if let Some((size, words)) = smallest {
        let on_page = size * shown;
        assert!(
            on_page >= puzzlelab_render::SMALLEST_TEXT - 1e-9,
            "{what}: the text {words:?} is {on_page:.1} px on the page ({size:.1} px in a \
             figure {width} px wide shown {:.0} px wide)",
            width * shown
        );
    }
}

#[test]
fn bachet_pictures() {
    let dir = scratch("bachet");
    for (what, file) in [
        ("graph", "g.svg"),
        ("tree", "t.png"),
        ("strategy", "s.png"),
        ("table", "c.png"),
        ("playback", "p.gif"),
    ] {
        let pile: &[&str] = if what == "table" { &[] } else { &["6"] };
        let out_path = path(&dir, file);
        let args = [&["render", "bachet", what][..], pile, &["--out", &out_path]].concat();
        let out = puzzlelab(&args);
        assert_eq!(Some(out.code), Some(0), "{what}: {}", out.stderr.clone());
        assert!(std::fs::metadata(dir.join(file)).unwrap().len() > 0);
    }
    // a full tree too big to draw node by node is drawn folded, its size in the title
    let out = puzzlelab(&[
        "render",
        "bachet",
        "tree",
        "13",
        "--out",
        &path(&dir, "t13.svg"),
    ]);
    assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    let svg = std::fs::read_to_string(dir.join("t13.svg")).unwrap();
    assert!(
        svg.contains("folded") && svg.contains("3,736 positions"),
        "{svg}"
    );
    let out = puzzlelab(&[
        "render",
        "bachet",
        "tree",
        "51",
        "--out",
        &path(&dir, "x.png"),
    ]);
    assert_eq!(Some(out.code), Some(2));
    assert!(
        out.stderr.clone().contains("1 to 50"),
        "{}",
        out.stderr.clone()
    );
}

/// The width and height a PNG (its IHDR) or a GIF (its logical screen) declares.
fn dimensions(bytes: &[u8]) -> (u32, u32) {
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    let le = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]) as u32;
    if bytes.starts_with(b"\x89PNG") {
        (be(16), be(20))
    } else {
        assert!(bytes.starts_with(b"GIF8"), "neither PNG nor GIF");
        (le(6), le(8))
    }
}

#[test]
fn bachet_pictures_follow_size_as_their_width() {
    let dir = scratch("bachet-size");
    for (what, file) in [
        ("graph", "g.png"),
        ("tree", "t.png"),
        ("strategy", "s.png"),
        ("table", "c.png"),
        ("playback", "p.gif"),
    ] {
        let pile: &[&str] = if what == "table" { &[] } else { &["5"] };
        let mut sizes = Vec::new();
        for size in [None, Some("900"), Some("1800")] {
            let out_path = path(&dir, file);
            let size_args: &[&str] = match &size {
                Some(s) => &["--width", s],
                None => &[],
            };
            let args = [
                &["render", "bachet", what][..],
                pile,
                size_args,
                &["--out", &out_path],
            ]
            .concat();
            let out = puzzlelab(&args);
            assert_eq!(Some(out.code), Some(0), "{what}: {}", out.stderr.clone());
            sizes.push(dimensions(&std::fs::read(dir.join(file)).unwrap()));
        }
        let [natural, wide, wider] = sizes[..] else {
            unreachable!()
        };
        assert_eq!(wide.0, 900, "{what}");
        assert_eq!(wider.0, 1800, "{what}");
        // The height follows, keeping the proportions (to a pixel of rounding).
        let expected = |w: u32| natural.1 as f64 * w as f64 / natural.0 as f64;
        assert!(
            (wide.1 as f64 - expected(900)).abs() <= 1.0,
            "{what}: {wide:?}"
        );
        assert!((wider.1 as f64 - expected(1800)).abs() <= 1.0, "{what}");
    }
    let out = puzzlelab(&[
        "render",
        "bachet",
        "table",
        "--width",
        "0",
        "--out",
        &path(&dir, "zero.png"),
    ]);
    assert_eq!(Some(out.code), Some(2));
    assert!(
        out.stderr.clone().contains("or more"),
        "{}",
        out.stderr.clone()
    );
    assert!(!dir.join("zero.png").exists());
}

#[test]
fn search_pictures_from_the_solvers() {
    let dir = scratch("search");
    let runs: [&[&str]; 4] = [
        &["render", "search-tree", "--algo", "bfs", "--depth", "2"],
        &["render", "search-tree", "--lang", "ru"],
        &["render", "chart", "ida-iterations", "1 2 3 4 5 6 0 7 8"],
        &["render", "chart", "heuristics", "4 1 3 7 2 6 0 5 8"],
    ];
    for (k, args) in runs.iter().enumerate() {
        let file = path(&dir, &format!("{k}.png"));
        let out = puzzlelab(&[*args, &["--out", &file][..]].concat());
        assert_eq!(Some(out.code), Some(0), "{args:?}: {}", out.stderr.clone());
        assert!(std::fs::read(&file).unwrap().starts_with(b"\x89PNG"));
    }
    let unsolvable = ["render", "chart", "heuristics", "1 2 3 4 5 6 8 7 0"];
    let out = puzzlelab(&[&unsolvable[..], &["--out", &path(&dir, "x.png")]].concat());
    assert_eq!(Some(out.code), Some(2));
    assert!(
        out.stderr.clone().contains("unsolvable"),
        "{}",
        out.stderr.clone()
    );
}

#[test]
fn a_playback_without_moves_is_solved_first() {
    let dir = scratch("solved");
    let out = puzzlelab(&[
        "render",
        "playback",
        "1 2 3 4 5 6 0 7 8",
        "--frames-per-move",
        "2",
        "--width",
        "100",
        "--out",
        &path(&dir, "p.gif"),
    ]);
    assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    assert!(dir.join("p.gif").exists());
}

/// `--theme dark` paints the same drawing for a dim hall: the paper near-black, the ink light;
/// the default stays light, for `figures` as for each render command.
#[test]
fn the_dark_theme_repaints_paper_and_ink() {
    let dir = scratch("theme");
    for (theme, paper, ink) in [
        ("light", "#FFFFFF", "#141414"),
        ("dark", "#101014", "#F2F2F2"),
    ] {
        let file = format!("graph-{theme}.svg");
        let out = puzzlelab(&[
            "render",
            "bachet",
            "graph",
            "--theme",
            theme,
            "--out",
            &path(&dir, &file),
        ]);
        assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
        let svg = std::fs::read_to_string(dir.join(&file)).unwrap();
        let background = svg.lines().nth(1).unwrap_or("");
        assert!(
            background.contains(&format!("fill=\"{paper}\"")),
            "{theme}: {background}"
        );
        assert!(
            svg.contains(&format!("fill=\"{ink}\"")),
            "{theme}: no text in {ink}"
        );
    }
    let out = puzzlelab(&[
        "render",
        "bachet",
        "graph",
        "--theme",
        "pink",
        "--out",
        &path(&dir, "x.svg"),
    ]);
    assert_eq!(Some(out.code), Some(2));
    assert!(
        out.stderr.clone().contains("light"),
        "{}",
        out.stderr.clone()
    );
}

/// A playback is drawn on the strategy tree itself, so it stops where the tree would no longer
/// fit a page, and says what to draw instead.
#[test]
fn a_playback_too_large_for_its_tree_is_refused_with_the_folded_alternative() {
    let dir = scratch("playback-large");
    let out = puzzlelab(&[
        "render",
        "bachet",
        "playback",
        "21",
        "--out",
        &path(&dir, "p.gif"),
    ]);
    assert_eq!(Some(out.code), Some(2), "{}", out.stderr.clone());
    assert!(
        out.stderr.clone().contains("render bachet strategy 21"),
        "{}",
        out.stderr.clone()
    );
    assert!(!dir.join("p.gif").exists());
}

/// The texts of an SVG figure, in the order they are drawn.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| {
            let (_, rest) = t.split_once('>')?;
            Some(rest.split("</text>").next()?.trim().to_string())
        })
        .collect()
}

/// `fifteen solve --json` on `board` by `algo` with `heuristic`, as JSON.
fn solved(board: &str, algo: &str, heuristic: &str) -> serde_json::Value {
    let out = puzzlelab(&[
        "fifteen",
        "solve",
        "--json",
        "--algo",
        algo,
        "--heuristic",
        heuristic,
        board,
    ]);
    assert!(out.ok(), "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

#[test]
fn a_chart_shows_the_counts_fifteen_solve_reports() {
    use puzzlelab_render::short_count;
    use puzzlelab_rules::Lang;
    let dir = scratch("chart-counts");
    let board = "8 6 7 2 5 4 3 0 1";
    let drawn = |kind: &str| {
        let file = path(&dir, &format!("{kind}.svg"));
        let out = puzzlelab(&["render", "chart", kind, board, "--out", &file]);
        assert!(out.ok(), "{}", out.stderr);
        svg_texts(&std::fs::read_to_string(&file).unwrap())
    };
    let label = |n: &serde_json::Value| short_count(n.as_u64().unwrap() as f64, Lang::En);
    // IDA*'s iterations: each bar the nodes `fifteen solve` reports for that iteration
    let ida = solved(board, "ida", "manhattan");
    let iterations = ida["iterations"].as_array().unwrap();
    let counts: Vec<String> = iterations.iter().map(|i| label(&i["expanded"])).collect();
    let texts = drawn("ida-iterations");
    assert!(texts.ends_with(&counts), "{texts:?} against {counts:?}");
    // A* with each heuristic: each bar the nodes `fifteen solve --algo astar` expands with it
    let counts: Vec<String> = ["misplaced", "manhattan", "linear-conflict"]
        .iter()
        .map(|h| label(&solved(board, "astar", h)["expanded"]))
        .collect();
    let texts = drawn("heuristics");
    assert!(texts.ends_with(&counts), "{texts:?} against {counts:?}");
}

/// Every figure `render` draws, as the words after `render` (without `--out`) and the
/// extension it is written with.
const EVERY_FIGURE: &[(&[&str], &str)] = &[
    (&["board"], "png"),
    (&["strip"], "png"),
    (&["playback", "1 2 3 4 5 6 7 0 8"], "gif"),
    (&["search-tree"], "png"),
    (&["chart", "ida-iterations"], "png"),
    (&["chart", "heuristics"], "png"),
    (&["chart", "bfs-layers"], "png"),
    (&["bachet", "graph"], "png"),
    (&["bachet", "tree", "7"], "png"),
    (&["bachet", "strategy"], "png"),
    (&["bachet", "table"], "png"),
    (&["bachet", "playback", "6"], "gif"),
];

/// `--width` is the picture's width, to the pixel, for every figure and at any width the
/// figure's text reads at.
#[test]
fn every_figure_is_exactly_as_wide_as_asked() {
    let dir = scratch("widths");
    for (words, ext) in EVERY_FIGURE {
        for width in ["1000", "1920", "3000"] {
            let file = format!("{}-{width}.{ext}", words.join("-"));
            let out_path = path(&dir, &file);
            let args = [&["render"], *words, &["--width", width, "--out", &out_path]].concat();
            let out = puzzlelab(&args);
            assert_eq!(Some(out.code), Some(0), "{file}: {}", out.stderr.clone());
            let (w, _) = dimensions(&std::fs::read(dir.join(&file)).unwrap());
            assert_eq!(w.to_string(), width, "{file}");
        }
    }
}

/// A width at which a figure's text could not be read is refused with the narrowest one that
/// works, and no file is left behind.
#[test]
fn a_width_too_narrow_to_read_is_refused_with_the_least_that_reads() {
    let dir = scratch("narrow");
    let out_path = path(&dir, "c.png");
    let out = puzzlelab(&[
        "render",
        "chart",
        "heuristics",
        "--width",
        "300",
        "--out",
        &out_path,
    ]);
    assert_eq!(Some(out.code), Some(2), "{}", out.stderr.clone());
    assert!(
        out.stderr.contains("--width 750 or more"),
        "{}",
        out.stderr.clone()
    );
    assert!(!dir.join("c.png").exists());
    let out = puzzlelab(&["render", "board", "--width", "300", "--out", &out_path]);
    assert_eq!(
        Some(out.code),
        Some(0),
        "a board's numbers read at 300 px: {}",
        out.stderr.clone()
    );
}

/// `--slides` fits every figure, in both languages, inside a 1920 x 1080 slide and fills it
/// one way: a chart fills it, a board is 1080 square, a tree is laid out down or across,
/// whichever draws it larger (the Bachet strategy tree of the lesson's 13 grows down, the full
/// tree of 7 across). The Bachet game as a video fits too.
#[test]
fn slides_fit_a_sixteen_by_nine_slide() {
    let dir = scratch("slides");
    for lang in ["en", "ru"] {
        for (words, ext) in EVERY_FIGURE {
            let file = format!("{}-{lang}.{ext}", words.join("-"));
            let out_path = path(&dir, &file);
            let args = [
                &["render"],
                *words,
                &["--slides", "--lang", lang, "--out", &out_path],
            ]
            .concat();
            let out = puzzlelab(&args);
            assert_eq!(Some(out.code), Some(0), "{file}: {}", out.stderr.clone());
            let (w, h) = dimensions(&std::fs::read(dir.join(&file)).unwrap());
            assert!(
                w <= 1920 && h <= 1080,
                "{file}: {w} x {h} runs off the slide"
            );
            assert!(
                w >= 1900 || h >= 1079,
                "{file}: {w} x {h} leaves the slide half empty"
            );
            if words[0] == "chart" {
                assert_eq!((w, h), (1920, 1080), "{file}");
            }
        }
    }
    let video = dir.join("bachet-13.mp4");
    let out = puzzlelab(&[
        "render",
        "bachet",
        "playback",
        "13",
        "--slides",
        "--out",
        video.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    if let Some((w, h)) = video_size(&video) {
        assert!(w <= 1920 && h <= 1080, "the Bachet game's video: {w} x {h}");
    }
}

/// The width and height of a video's first stream, as ffprobe reads them (`None` without
/// ffprobe, outside CI).
fn video_size(video: &std::path::Path) -> Option<(u32, u32)> {
    probed(video)?;
    let probe = std::process::Command::new("ffprobe")
        .args(["-v", "error", "-select_streams", "v:0"])
        .args(["-show_entries", "stream=width,height", "-of", "csv=p=0"])
        .arg(video)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&probe.stdout).into_owned();
    let (w, h) = text.trim().split_once(',').expect("width,height");
    Some((w.parse().unwrap(), h.parse().unwrap()))
}

/// The lecture set at a width: every picture exactly that wide, and its `index.md` gives the
/// width in the command beside each file.
#[test]
fn figures_at_a_width() {
    let dir = scratch("figures-width");
    let out = puzzlelab(&[
        "figures",
        "--quiet",
        "--width",
        "1600",
        "--out",
        &path(&dir, ""),
    ]);
    assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
    let mut pictures = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let file = entry.unwrap().path();
        if matches!(
            file.extension().and_then(|e| e.to_str()),
            Some("png" | "gif")
        ) {
            let (w, _) = dimensions(&std::fs::read(&file).unwrap());
            assert_eq!(w, 1600, "{}", file.display());
            pictures += 1;
        }
    }
    assert!(pictures >= 10, "{pictures} pictures");
    let index = std::fs::read_to_string(dir.join("index.md")).unwrap();
    assert!(index.contains("--width 1600 --out"), "{index}");
}

/// The commands `index.md` prints beside each figure: the one that draws it draws the same
/// file again, and every count drawn on a chart is printed by the command named for its
/// numbers (the log axis' powers of ten aside).
#[test]
fn index_commands_reproduce_the_figures_and_their_numbers() {
    for lang in ["en", "ru"] {
        let dir = scratch(&format!("figures-reproduced-{lang}"));
        let out = puzzlelab(&[
            "figures",
            "--quiet",
            "--lang",
            lang,
            "--out",
            &path(&dir, ""),
        ]);
        assert_eq!(Some(out.code), Some(0), "{}", out.stderr.clone());
        let index = std::fs::read_to_string(dir.join("index.md")).unwrap();
        let mut drawn = 0;
        let mut counted = 0;
        let mut figure = String::new();
        for line in index.lines() {
            if let Some(rest) = line.strip_prefix("- [`") {
                figure = rest.split('`').next().unwrap().to_string();
                continue;
            }
            let Some(command) = line.trim_start().strip_prefix("- ") else {
                continue;
            };
            let Some(command) = command.split('`').nth(1) else {
                continue;
            };
            let words = super::runner::shell_words(command.strip_prefix("puzzlelab ").unwrap());
            if words[0] == "render" {
                // drawn again next to the original
                let again = format!("again-{figure}");
                let mut words = words.clone();
                *words.last_mut().unwrap() = path(&dir, &again);
                let refs: Vec<&str> = words.iter().map(String::as_str).collect();
                let out = puzzlelab(&refs);
                assert_eq!(Some(out.code), Some(0), "{command}: {}", out.stderr.clone());
                let original = std::fs::read(dir.join(&figure)).unwrap();
                let copy = std::fs::read(dir.join(&again)).unwrap();
                assert!(original == copy, "{command} draws another {figure}");
                drawn += 1;
            } else {
                let refs: Vec<&str> = words.iter().map(String::as_str).collect();
                let out = puzzlelab(&refs);
                assert_eq!(Some(out.code), Some(0), "{command}: {}", out.stderr.clone());
                let printed = numbers_in(&out.stdout);
                let svg =
                    std::fs::read_to_string(dir.join(figure.replace(".png", ".svg"))).unwrap();
                for n in numbers_in(&svg_text(&svg)) {
                    let written = n.to_string();
                    let power_of_ten =
                        written.starts_with('1') && written[1..].bytes().all(|c| c == b'0');
                    assert!(
                        power_of_ten || printed.contains(&n),
                        "{figure} shows {n}, which `{command}` does not print"
                    );
                    counted += 1;
                }
            }
        }
        assert!(drawn >= 20, "{drawn} figures drawn again");
        assert!(counted >= 40, "{counted} numbers checked");
    }
}

/// The text of an SVG's `<text>` elements, one a line.
fn svg_text(svg: &str) -> String {
    svg.split("<text")
        .skip(1)
        .filter_map(|part| part.split_once('>'))
        .map(|(_, rest)| rest.split("</text>").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The whole numbers in `text`, their digit groups (`181,440`, `181 440`) joined.
fn numbers_in(text: &str) -> Vec<u64> {
    let text = text.replace("&#160;", "\u{a0}");
    let chars: Vec<char> = text.chars().collect();
    let mut numbers = Vec::new();
    let mut digits = String::new();
    for (i, c) in chars.iter().enumerate() {
        let joins = matches!(c, ',' | '\u{a0}')
            && !digits.is_empty()
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() {
            digits.push(*c);
        } else if !joins && !digits.is_empty() {
            numbers.push(digits.parse().unwrap_or(u64::MAX));
            digits.clear();
        }
    }
    if !digits.is_empty() {
        numbers.push(digits.parse().unwrap_or(u64::MAX));
    }
    numbers
}

/// A search tree's title says what is drawn: the expansions that lie deeper than the picture
/// are counted as such, and a board already solved says nothing is expanded.
#[test]
fn search_tree_titles_say_what_is_drawn() {
    let dir = scratch("tree-titles");
    let title = |board: &str, algo: &str, lang: &str| {
        let out_path = path(&dir, "t.svg");
        let run = puzzlelab(&[
            "render",
            "search-tree",
            board,
            "--algo",
            algo,
            "--lang",
            lang,
            "--out",
            &out_path,
        ]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let text = svg_text(&std::fs::read_to_string(dir.join("t.svg")).unwrap());
        // a title wrapped over lines, read as one
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let astar = title("4 1 3 7 2 6 0 5 8", "astar", "en");
    assert!(astar.contains("2 of them deeper, not drawn"), "{astar}");
    assert!(astar.contains("depth 3"), "{astar}");
    let bfs = title("4 1 3 7 2 6 0 5 8", "bfs", "ru");
    assert!(
        bfs.contains("(#1–#6)") && bfs.contains("глубина 3"),
        "{bfs}"
    );
    let solved = title("1 2 3 4 5 6 7 8 0", "astar", "en");
    assert!(
        solved.contains("the start is the goal, so nothing is expanded"),
        "{solved}"
    );
}

/// A chart on a log scale says so on its axis, in either language.
#[test]
fn log_axes_say_they_are_log_scales() {
    let dir = scratch("log-axes");
    for (kind, lang, words) in [
        ("bfs-layers", "en", "(log scale)"),
        ("ida-iterations", "ru", "(логарифмическая шкала)"),
    ] {
        let out_path = path(&dir, "c.svg");
        let run = puzzlelab(&["render", "chart", kind, "--lang", lang, "--out", &out_path]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let svg = std::fs::read_to_string(dir.join("c.svg")).unwrap();
        assert!(svg.contains(words), "{kind}");
    }
}

/// What ffprobe (Debian's ffmpeg) reads of a video: its codec, its frames counted by decoding
/// them, and its duration in seconds. `None` when ffprobe is not installed (in CI it must be).
fn probed(video: &std::path::Path) -> Option<(String, usize, f64)> {
    let probe = std::process::Command::new("ffprobe")
        .args(["-v", "error", "-count_frames", "-select_streams", "v:0"])
        .args([
            "-show_entries",
            "stream=codec_name,nb_read_frames:format=duration",
        ])
        .args(["-of", "default=noprint_wrappers=1"])
        .arg(video)
        .output();
    let Ok(probe) = probe else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "ffprobe is not installed (Debian: ffmpeg)"
        );
        eprintln!("ffprobe is not installed (Debian: ffmpeg): the video is not probed");
        return None;
    };
    let text = String::from_utf8_lossy(&probe.stdout).into_owned();
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{name}=")))
            .unwrap_or_else(|| panic!("ffprobe says no {name}: {text}"))
            .to_string()
    };
    Some((
        field("codec_name"),
        field("nb_read_frames").parse().unwrap(),
        field("duration").parse().unwrap(),
    ))
}

#[test]
fn a_playback_as_mp4_and_webm_is_what_ffprobe_reads() {
    let dir = scratch("video");
    for (ext, codec) in [("mp4", "h264"), ("webm", "av1")] {
        let file = dir.join(format!("p.{ext}"));
        // two moves of 10 frames; 4 cs a frame, 50 after the first move, 100 at each end
        let out = puzzlelab(&[
            "render",
            "playback",
            "1 2 3 4 5 6 0 7 8",
            "--moves",
            "LL",
            "--pause",
            "50",
            "--out",
            &file.display().to_string(),
        ]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let Some((name, frames, seconds)) = probed(&file) else {
            return;
        };
        assert_eq!(name, codec);
        assert_eq!(frames, 1 + 2 * 10);
        assert!((seconds - 3.22).abs() < 0.005, "{ext}: {seconds} s");
    }
}

#[test]
fn a_search_tree_and_a_bachet_game_as_video() {
    let dir = scratch("video-more");
    for ext in ["mp4", "webm"] {
        let tree = dir.join(format!("tree.{ext}"));
        let out = puzzlelab(&[
            "render",
            "search-tree",
            "--algo",
            "bfs",
            "--expansions",
            "3",
            "--delay",
            "50",
            "--out",
            &tree.display().to_string(),
        ]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let game = dir.join(format!("game.{ext}"));
        let out = puzzlelab(&[
            "render",
            "bachet",
            "playback",
            "7",
            "--out",
            &game.display().to_string(),
        ]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let Some((_, frames, seconds)) = probed(&tree) else {
            return;
        };
        assert_eq!((frames, seconds), (3, 1.5), "an expansion a frame");
        let (_, frames, _) = probed(&game).unwrap();
        assert!(frames >= 2, "a move a frame: {frames}");
    }
    let still = dir.join("tree.mp4");
    let out = puzzlelab(&[
        "render",
        "board",
        "1 2 3 4 5 6 7 8 0",
        "--out",
        &still.display().to_string(),
    ]);
    assert_eq!(out.code, 2, "a still figure is no video");
    assert!(
        out.stderr.contains("cannot be written as MP4"),
        "{}",
        out.stderr
    );
}

/// A playback of two frames (one move, one frame a move) at `width`, as `ext`.
fn two_frames(
    dir: &std::path::Path,
    ext: &str,
    width: u32,
    lang: &str,
) -> (std::path::PathBuf, Run) {
    let file = dir.join(format!("p-{width}.{ext}"));
    let run = runner::puzzlelab(&[
        "render",
        "playback",
        "1 2 3 4 5 6 7 0 8",
        "--moves",
        "L",
        "--frames-per-move",
        "1",
        "--width",
        &width.to_string(),
        "--lang",
        lang,
        "--out",
        &file.display().to_string(),
    ])
    // rav1e at 2880 x 2880 touches about 400 MB here; the cap is on address space, which
    // counts what the allocator reserves beyond that
    .memory_cap(1536 << 20)
    .run();
    (file, run)
}

/// The largest square each format's encoder takes is written, within its memory; one pixel
/// more is refused before anything is drawn, naming the largest: OpenH264's 3840 x 2160 makes
/// an MP4 at most 2160 square, the WebM's 8,294,400 pixels at most 2880.
#[test]
fn a_video_one_pixel_wider_than_its_encoder_takes_is_refused_naming_the_largest() {
    let dir = scratch("video-largest");
    for (ext, largest) in [("mp4", 2160), ("webm", 2880)] {
        let (file, run) = two_frames(&dir, ext, largest, "en");
        assert_eq!(run.code, 0, "{ext} at {largest}: {}", run.stderr);
        if let Some(size) = video_size(&file) {
            assert_eq!(size, (largest, largest), "{ext}");
        }
        let (file, run) = two_frames(&dir, ext, largest + 1, "en");
        assert_eq!(run.code, 2, "{ext} at {}: {}", largest + 1, run.stderr);
        let named = format!("the largest --width that fits this picture is {largest}");
        assert!(run.stderr.contains(&named), "{}", run.stderr);
        assert!(!file.exists(), "nothing written");
        let (_, run) = two_frames(&dir, ext, largest + 1, "ru");
        let named = format!("самая большая --width для этой картинки — {largest}");
        assert!(run.stderr.contains(&named), "{}", run.stderr);
    }
}

/// A search tree and a Bachet game share the playback's one check: too wide a video is
/// refused with the largest width that fits their own shape.
#[test]
fn a_search_tree_or_a_bachet_game_too_large_for_its_video_is_refused() {
    let dir = scratch("video-too-large");
    for ext in ["mp4", "webm"] {
        let file = dir.join(format!("too-large.{ext}"));
        let out = file.display().to_string();
        for words in [
            &["search-tree", "--width", "5000"][..],
            &["bachet", "playback", "7", "--width", "5000"][..],
        ] {
            let args = [&["render"], words, &["--out", &out]].concat();
            let run = puzzlelab(&args);
            assert_eq!(run.code, 2, "{words:?} {ext}: {}", run.stderr);
            assert!(
                run.stderr
                    .contains("the largest --width that fits this picture is"),
                "{}",
                run.stderr
            );
            assert!(!file.exists(), "nothing written");
        }
    }
}

/// A playback longer than anyone watches, or a video longer than its budget to encode, is
/// refused at once with its bound, in the reader's language.
#[test]
fn a_playback_too_long_to_watch_or_to_encode_is_refused_with_its_bound() {
    let dir = scratch("video-too-long");
    let cases: [(&str, &str, &str, &str); 4] = [
        // the worksheet's 15 moves at 2,000 frames a move: 30,001 frames
        ("2000", "mp4", "en", "at most 30000"),
        ("2000", "gif", "ru", "можно не больше 30000"),
        // 3,001 frames of 400 x 400: past the WebM's 250 million pixels
        ("200", "webm", "en", "at most 1562 frames at this size"),
        ("200", "webm", "ru", "не больше 1562 кадров такого размера"),
    ];
    for (per_move, ext, lang, bound) in cases {
        let file = dir.join(format!("long.{ext}"));
        let run = puzzlelab(&[
            "render",
            "playback",
            "--frames-per-move",
            per_move,
            "--lang",
            lang,
            "--out",
            &file.display().to_string(),
        ]);
        assert_eq!(run.code, 2, "{per_move} {ext}: {}", run.stderr);
        assert!(run.stderr.contains(bound), "{}", run.stderr);
        assert!(!file.exists(), "nothing written");
    }
}

/// A playback stopped by `--timeout` while its frames are made exits 3 and says how far it
/// got, in the reader's language; no file is left.
#[test]
fn a_playback_past_its_timeout_exits_3_saying_what_was_done() {
    let dir = scratch("video-timeout");
    for (ext, lang, said) in [
        (
            "mp4",
            "en",
            "ran out after 0 of 21 frames: nothing was written",
        ),
        ("gif", "ru", "готово кадров: 0 из 21; ничего не записано"),
    ] {
        let file = dir.join(format!("late.{ext}"));
        let run = puzzlelab(&[
            "render",
            "playback",
            "1 2 3 4 5 6 0 7 8",
            "--moves",
            "LL",
            // a nanosecond: passed before the first frame is made
            "--timeout",
            "0.000001ms",
            "--lang",
            lang,
            "--out",
            &file.display().to_string(),
        ]);
        assert_eq!(run.code, 3, "{ext}: {}", run.stderr);
        assert!(run.stderr.contains(said), "{}", run.stderr);
        assert!(!file.exists(), "nothing written");
    }
}

/// The renderer's refusals (a format a figure cannot be written in, an unknown one, a
/// playback too long or too small, a video under 16 pixels a side, a width too narrow for the
/// text, moves that cannot be read) follow `--lang`: Russian under `ru`, English under `en`.
#[test]
fn render_refusals_follow_lang_ru() {
    let dir = scratch("render-refusals");
    let (gif, bmp, mp4, png) = (
        path(&dir, "x.gif"),
        path(&dir, "x.bmp"),
        path(&dir, "x.mp4"),
        path(&dir, "x.png"),
    );
    let long = "L".repeat(5001);
    let cases: [(Vec<&str>, &str, &[&str]); 7] = [
        (
            vec!["render", "board", "--out", &gif],
            "этот рисунок нельзя записать в формате GIF: используйте PNG или SVG",
            &["cannot be written", "use PNG", " or "],
        ),
        (
            vec!["render", "board", "--out", &bmp],
            "неизвестный формат выходного файла",
            &["unknown output format", "use .png"],
        ),
        (
            vec!["render", "playback", "--moves", &long, "--out", &gif],
            "в воспроизведении 5001 ход: столько никто не досмотрит, можно не больше 5000",
            &["too long to watch", "at most"],
        ),
        (
            vec!["render", "playback", "--width", "10", "--out", &mp4],
            "видео должно быть не меньше 16 пикселей по каждой стороне (запрошено 10 x 10)",
            &["a video is at least", "pixels a side", "asked for"],
        ),
        (
            vec![
                "render",
                "chart",
                "ida-iterations",
                "--width",
                "40",
                "--out",
                &png,
            ],
            "самый мелкий текст этого рисунка не прочитать: укажите --width 750 или больше",
            &["px wide", "too small to read", "give --width"],
        ),
        (
            vec!["render", "playback", "--moves", "LQ", "--out", &gif],
            "ходы «LQ» не удалось прочитать: «Q» — не ход",
            &["could not be read", "is not a move"],
        ),
        (
            vec![
                "render", "playback", "--width", "30", "--moves", "L", "--out", &gif,
            ],
            "30x30 пикселей — слишком мало для доски 4x4",
            &["too small for a", "pixels is"],
        ),
    ];
    for (args, russian, english) in cases {
        runner::assert_refusal_follows_lang(&args, &[], 2, russian, english);
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "a file was left"
    );
}

#[test]
fn search_tree_and_deck_refusals_follow_lang_ru() {
    let dir = scratch("tree-deck-refusals");
    let (png, gif, html) = (
        path(&dir, "t.png"),
        path(&dir, "t.gif"),
        path(&dir, "d.html"),
    );
    let board = "1 2 0 4 5 6 7 3 8";
    let cases: [(Vec<&str>, &str, &[&str]); 6] = [
        (
            vec![
                "render",
                "search-tree",
                board,
                "--depth",
                "9",
                "--out",
                &png,
            ],
            "дерево глубже 5 уровней не помещается на слайд",
            &["a tree deeper than", "does not fit"],
        ),
        (
            vec![
                "render",
                "search-tree",
                board,
                "--algo",
                "ida",
                "--out",
                &png,
            ],
            "дерево поиска рисуется для --algo bfs или astar, а не ida",
            &["a search tree is drawn for", "keep no tree"],
        ),
        (
            vec![
                "render",
                "search-tree",
                board,
                "--expansions",
                "0",
                "--out",
                &gif,
            ],
            "анимированное дерево поиска показывает от 1 до 100 раскрытий",
            &["an animated search tree shows", "expansions ("],
        ),
        (
            vec!["slides", "bachet", "99", "--out", &html],
            "презентация об игре Баше берёт кучку от 1 до 50 предметов (дано 99)",
            &["the bachet deck takes", "objects (got"],
        ),
        (
            vec!["slides", "search", "--out", "-"],
            "презентация записывается в файл: укажите --out PATH",
            &["a deck is written to a file", "give --out"],
        ),
        (
            vec![
                "render",
                "bachet",
                "table",
                "--max-take",
                "99",
                "--out",
                &png,
            ],
            "таблица переходов классов рисуется для --max-take не больше 20",
            &["the class-transition table is drawn", "entries for"],
        ),
    ];
    for (args, russian, english) in cases {
        runner::assert_refusal_follows_lang(&args, &[], 2, russian, english);
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "a file was left"
    );
}

/// The renderer's refusals given as its error variants (no frames a move, a strip of a board
/// every 0 moves, a move the board does not allow, a Bachet picture's pile out of range) and a
/// figure that cannot be written follow `--lang`, nothing left behind.
#[test]
fn renderer_errors_follow_lang_ru() {
    let dir = scratch("renderer-errors");
    let (gif, png) = (path(&dir, "x.gif"), path(&dir, "x.png"));
    let cases: [(Vec<&str>, &str, &[&str]); 5] = [
        (
            vec!["render", "playback", "--frames-per-move", "0", "--moves", "L", "--out", &gif],
            "кадров на ход должно быть не меньше 1",
            &["frames per move", "at least"],
        ),
        (
            vec!["render", "strip", "--every", "0", "--moves", "L", "--out", &png],
            "в ленте доска показывается каждые 1 или больше ходов",
            &["a strip needs", "or more moves"],
        ),
        (
            vec![
                "render", "playback", "1 2 3 0", "--moves", "LL", "--out", &gif,
            ],
            "ход 1 (влево) сделать нельзя",
            &["cannot be made", "no tile can slide"],
        ),
        (
            vec!["render", "bachet", "graph", "0", "--out", &png],
            "для этого рисунка в кучке должно быть от 1 до",
            &["the pile must hold", "objects", "got 0"],
        ),
        (
            vec!["render", "board", "--out", "/nonexistent-folder/x.png"],
            "не удалось записать /nonexistent-folder/x.png: нет такого файла или папки (ошибка ОС 2)",
            &["cannot write", "No such file"],
        ),
    ];
    for (args, russian, english) in cases {
        runner::assert_refusal_follows_lang(&args, &[], 2, russian, english);
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "a file was left"
    );
}

#[test]
fn one_figure_asked_as_json_and_as_flags_is_the_same_figure() {
    // the library's request read from JSON (as the Python package sends it), drawn by the
    // library, and the same request written back as flags, drawn by the command line
    use puzzlelab_figures::{draw, Request};
    use puzzlelab_render::Format;
    let dir = scratch("one-request");
    let asked = [
        (
            r#"{"figure": "board", "board": "4 1 3 7 2 6 0 5 8", "lang": "ru"}"#,
            "svg",
        ),
        (
            r#"{"figure": "board", "size": "3x3", "seed": 7, "theme": "dark"}"#,
            "png",
        ),
        (
            r#"{"figure": "strip", "board": "1 2 3 4 5 6 0 7 8", "every": 1}"#,
            "svg",
        ),
        (
            r#"{"figure": "search-tree", "algo": "bfs", "depth": 2, "width": 900}"#,
            "svg",
        ),
        (
            r#"{"figure": "search-tree", "expansions": 3, "delay": 50}"#,
            "gif",
        ),
        (
            r#"{"figure": "chart", "kind": "heuristics", "max-nodes": 1000000}"#,
            "svg",
        ),
        (
            r#"{"figure": "playback", "board": "1 2 3 4 5 6 0 7 8", "frames-per-move": 2}"#,
            "gif",
        ),
        (
            r#"{"figure": "bachet-strategy", "pile": 9, "max-take": 2, "slides": true}"#,
            "svg",
        ),
        (
            r#"{"figure": "bachet-playback", "pile": 5, "seed": 3}"#,
            "gif",
        ),
    ];
    for (json, ext) in asked {
        let request = Request::from_json(json).unwrap();
        let format = Format::from_path(std::path::Path::new(&format!("f.{ext}"))).unwrap();
        let ours = draw(&request, format).unwrap();
        let file = path(&dir, &format!("figure.{ext}"));
        let mut words = vec!["render".to_string()];
        words.extend(request.words());
        words.extend(["--out".to_string(), file.clone()]);
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let out = puzzlelab(&words);
        assert_eq!(out.code, 0, "{words:?}: {}", out.stderr);
        assert!(std::fs::read(&file).unwrap() == ours, "{json} as {words:?}");
    }
}
