//! `puzzlelab figures`: the whole lecture set of the three lessons, regenerated into one
//! directory from the project's own code, with `index.md` listing each file and its caption.
//!
//! Each figure is a [`Job`]: a file name, a caption and the `puzzlelab render` command that
//! draws it, which `figures` runs itself and `index.md` prints, so every figure can be drawn
//! again alone, and its numbers checked with the command named beside it. The jobs run in
//! parallel (rayon) behind one progress bar; every file is written atomically.

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::messages::Said;
use indicatif::{ProgressBar, ProgressStyle};
use puzzlelab_rules::{Board, Goal, Lang};
use rayon::prelude::*;

use crate::render::WORKSHEET;
use puzzlelab_figures::Theme;

mod messages;

use messages::Messages;

/// Arguments of `figures`.
#[derive(clap::Args)]
pub struct Args {
    /// The directory the figures go into (created if missing).
    #[arg(long, value_name = "PATH", default_value = "output")]
    out: PathBuf,
    /// The language of captions and labels: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// No progress bar.
    #[arg(long, short)]
    quiet: bool,
    /// The colours: light (pages, prints, bright projectors) or dark (high contrast for a dim
    /// lecture hall).
    #[arg(long, value_enum, default_value_t = Theme::Light)]
    theme: Theme,
    /// Every picture exactly this many pixels wide (a playback this square), as
    /// `render ... --width`.
    #[arg(long, value_name = "PIXELS", conflicts_with = "slides")]
    width: Option<u32>,
    /// Every picture drawn for a 16:9 slide, as `render ... --slides`.
    #[arg(long)]
    slides: bool,
}

/// One figure of the lecture set: the `render` command that draws it, and where its numbers
/// come from.
pub struct Job {
    /// Which lesson it belongs to (a heading of `index.md`).
    pub lesson: Lesson,
    /// The file name inside the output directory.
    pub file: String,
    /// The one-line caption for `index.md`: what is drawn, by which algorithm and heuristic,
    /// from which board.
    pub caption: String,
    /// The words after `puzzlelab render` that draw the file (without `--out`): `index.md`
    /// prints them, and `figures` runs exactly them.
    pub command: Vec<String>,
    /// A command whose output shows the figure's numbers (`fifteen solve ...`), for a figure
    /// of statistics.
    pub numbers: Option<Vec<String>>,
}

/// The three lessons, in the order of `index.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Lesson {
    /// The 15-puzzle as a program.
    Fifteen,
    /// Searching for solutions (BFS, A*, IDA*).
    Search,
    /// Bachet's game.
    Bachet,
    /// The SAT worksheet.
    Sat,
}

impl Job {
    /// The figure `file` of `lesson`, drawn by `render <command>`.
    fn new(lesson: Lesson, file: &str, caption: impl Into<String>, command: &[&str]) -> Job {
        Job {
            lesson,
            file: file.into(),
            caption: caption.into(),
            command: command.iter().map(|w| w.to_string()).collect(),
            numbers: None,
        }
    }

    /// The same, its numbers shown by `puzzlelab <numbers>`.
    fn with_numbers(mut self, numbers: &[&str]) -> Job {
        self.numbers = Some(numbers.iter().map(|w| w.to_string()).collect());
        self
    }

    /// The words after `puzzlelab render` that draw this file into `out`, in `args`' look.
    fn words(&self, args: &Args, out: &Path) -> Vec<String> {
        let mut words = self.command.clone();
        words.extend(look_words(args));
        words.extend(["--out".to_string(), out.display().to_string()]);
        words
    }
}

/// The options of a `render` command that give it `args`' language, theme and width.
fn look_words(args: &Args) -> Vec<String> {
    let mut words = Vec::new();
    if args.lang != Lang::En {
        words.extend(["--lang".into(), args.lang.to_string()]);
    }
    if args.theme == Theme::Dark {
        words.extend(["--theme".into(), "dark".into()]);
    }
    if let Some(width) = args.width {
        words.extend(["--width".into(), width.to_string()]);
    }
    if args.slides {
        words.push("--slides".into());
    }
    words
}

/// Every figure of the lecture set, captioned in `lang`.
pub fn jobs(lang: Lang) -> anyhow::Result<Vec<Job>> {
    use puzzlelab_figures::{EIGHT, HARDEST_EIGHT};
    use puzzlelab_rules::lessons::BACHET_LOSING_PILE;
    let text = Messages::new(lang);
    let worksheet: Board = WORKSHEET.parse()?;
    let goal = Goal::Standard.board(puzzlelab_rules::Size::square(4)?);
    let (goal, thirteen) = (goal.to_string(), BACHET_LOSING_PILE.to_string());
    let moves = puzzlelab_figures::solution_moves(
        &worksheet,
        &figure_limits(),
        puzzlelab_figures::MovesOption::Absent,
    )?;
    let mut jobs = Vec::new();
    for ext in ["png", "svg"] {
        jobs.push(Job::new(
            Lesson::Sat,
            &format!("worksheet-board.{ext}"),
            text.worksheet_board(ext),
            &["board", WORKSHEET],
        ));
    }
    jobs.extend([
        Job::new(
            Lesson::Fifteen,
            "goal-4x4.png",
            text.goal(),
            &["board", &goal],
        ),
        Job::new(
            Lesson::Sat,
            "worksheet-playback.gif",
            text.worksheet_playback(&moves),
            &["playback", WORKSHEET],
        ),
        Job::new(
            Lesson::Sat,
            "worksheet-strip.png",
            text.worksheet_strip(),
            &["strip", WORKSHEET, "--every", "3"],
        ),
        Job::new(
            Lesson::Sat,
            "worksheet-strip.svg",
            text.worksheet_strip_svg(),
            &["strip", WORKSHEET, "--every", "3"],
        ),
        Job::new(
            Lesson::Search,
            "search-tree-astar.png",
            text.astar_tree(EIGHT),
            &["search-tree", EIGHT, "--algo", "astar"],
        ),
        Job::new(
            Lesson::Search,
            "search-tree-bfs.png",
            text.bfs_tree(EIGHT),
            &["search-tree", EIGHT, "--algo", "bfs"],
        ),
        Job::new(
            Lesson::Search,
            "chart-ida-iterations.png",
            text.ida_chart(HARDEST_EIGHT),
            &["chart", "ida-iterations", HARDEST_EIGHT],
        )
        .with_numbers(&[
            "fifteen",
            "solve",
            HARDEST_EIGHT,
            "--algo",
            "ida",
            "--heuristic",
            "manhattan",
        ]),
        Job::new(
            Lesson::Search,
            "chart-heuristics.png",
            text.heuristics_chart(HARDEST_EIGHT),
            &["chart", "heuristics", HARDEST_EIGHT],
        )
        .with_numbers(&["fifteen", "compare", HARDEST_EIGHT]),
        Job::new(
            Lesson::Search,
            "chart-bfs-layers.png",
            text.bfs_layers_chart(),
            &["chart", "bfs-layers"],
        )
        .with_numbers(&["fifteen", "bfs-layers", "--size", "3"]),
        Job::new(
            Lesson::Bachet,
            "bachet-table.png",
            text.bachet_table(),
            &["bachet", "table"],
        ),
        Job::new(
            Lesson::Bachet,
            "bachet-strategy-13.png",
            text.bachet_strategy(),
            &["bachet", "strategy", &thirteen],
        ),
        Job::new(
            Lesson::Bachet,
            "bachet-tree-7.png",
            text.bachet_full_tree(),
            &["bachet", "tree", "7"],
        ),
        Job::new(
            Lesson::Bachet,
            "bachet-playback.gif",
            text.bachet_playback(),
            &["bachet", "playback", &thirteen, "--seed", "1"],
        ),
    ]);
    for ext in ["png", "svg"] {
        jobs.push(Job::new(
            Lesson::Bachet,
            &format!("bachet-graph.{ext}"),
            text.bachet_graph(ext),
            &["bachet", "graph", &thirteen],
        ));
    }
    Ok(with_svg_twins(jobs, text))
}

/// Every still figure as SVG beside its PNG (the same command: the file's extension picks the
/// format), for slides that scale; the GIFs are animations and stay as they are.
fn with_svg_twins(jobs: Vec<Job>, text: Messages) -> Vec<Job> {
    let mut all = Vec::new();
    for job in jobs.iter() {
        let svg = job.file.replace(".png", ".svg");
        let has_twin = jobs.iter().any(|j| j.file == svg);
        all.push(Job {
            lesson: job.lesson,
            file: job.file.clone(),
            caption: job.caption.clone(),
            command: job.command.clone(),
            numbers: job.numbers.clone(),
        });
        if job.file.ends_with(".png") && !has_twin {
            all.push(Job {
                lesson: job.lesson,
                file: svg,
                caption: text.as_svg(&job.caption),
                command: job.command.clone(),
                numbers: job.numbers.clone(),
            });
        }
    }
    all
}

/// Renders every figure into `args.out` and writes `index.md`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let started = Instant::now();
    std::fs::create_dir_all(&args.out)
        .map_err(|e| crate::messages::cannot_create(&args.out).because(e))?;
    let jobs = jobs(args.lang)?;
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(jobs.len() as u64)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {elapsed} {wide_msg}")
            .expect("a valid template"),
    );
    jobs.par_iter()
        .map(|job| {
            bar.set_message(job.file.clone());
            let path = args.out.join(&job.file);
            crate::render::draw_line(&job.words(&args, &path)).map_err(|e| {
                let file = &job.file;
                let said = Said::new(
                    format!("while rendering {file}"),
                    format!("при отрисовке {file}"),
                );
                said.after(e)
            })?;
            bar.inc(1);
            Ok(())
        })
        .collect::<anyhow::Result<Vec<()>>>()?;
    bar.finish_and_clear();
    let index = index(&jobs, &args);
    let index_md = args.out.join("index.md");
    puzzlelab_files::write(&index_md, index.as_bytes())
        .map_err(|e| crate::messages::cannot_write(&index_md).because(e))?;
    outln!(
        "wrote {} figures and index.md into {} in {:.1} s",
        jobs.len(),
        args.out.display(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(())
}

/// `index.md`: the files by lesson, each with its caption, the command that draws it and,
/// for a figure of statistics, the command that prints its numbers.
fn index(jobs: &[Job], args: &Args) -> String {
    let text = Messages::new(args.lang);
    let mut out = String::new();
    out.push_str(text.index_title());
    out.push_str(text.index_generated());
    let mut lessons: Vec<Lesson> = jobs.iter().map(|j| j.lesson).collect();
    lessons.sort();
    lessons.dedup();
    for lesson in lessons {
        out.push_str(&format!("\n## {}\n\n", text.lesson_heading(lesson)));
        for job in jobs.iter().filter(|j| j.lesson == lesson) {
            out.push_str(&format!(
                "- [`{}`]({}): {}\n",
                job.file, job.file, job.caption
            ));
            let drawn = shell_line("puzzlelab render", &job.words(args, Path::new(&job.file)));
            out.push_str(&format!("  - {} `{drawn}`\n", text.drawn_by()));
            if let Some(numbers) = &job.numbers {
                let mut words = numbers.clone();
                if args.lang != Lang::En {
                    words.extend(["--lang".into(), args.lang.to_string()]);
                }
                let numbers = shell_line("puzzlelab", &words);
                out.push_str(&format!("  - {} `{numbers}`\n", text.numbers_by()));
            }
            // a thumbnail under each picture (an SVG is its PNG drawn again)
            if !job.file.ends_with(".svg") {
                let alt = job.caption.replace('"', "&quot;");
                out.push_str(&format!(
                    "\n  <img src=\"{}\" alt=\"{alt}\" width=\"240\">\n\n",
                    job.file
                ));
            }
        }
    }
    out
}

/// `words` after `program` as a shell would take them: a word with a space quoted.
pub fn shell_line(program: &str, words: &[String]) -> String {
    let mut line = program.to_string();
    for word in words {
        line.push(' ');
        if word.contains(' ') {
            line.push_str(&format!("\"{word}\""));
        } else {
            line.push_str(word);
        }
    }
    line
}

/// The limits of the searches behind the lecture figures: their boards are fixed and solved in
/// moments, so these only guard against a change that makes one run away.
fn figure_limits() -> puzzlelab_solvers::search::Limits {
    puzzlelab_solvers::solve::Ask::default().limits()
}
