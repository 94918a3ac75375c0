//! `puzzlelab figures`: the whole lecture set of the three lessons, regenerated into one
//! directory from the project's own code, with `index.md` listing each file and its caption.
//!
//! Each figure is a [`Job`]: a file name, a caption and a function that writes the file. The
//! jobs run in parallel (rayon) behind one progress bar; every file is written atomically.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use puzzlelab_render::save_as;
use puzzlelab_render::Playback;
use puzzlelab_render::Strip;
use puzzlelab_render::{BoardFigure, BoardStyle};
use puzzlelab_render::{Look, Theme};
use puzzlelab_rules::{Board, Goal, Lang};
use rayon::prelude::*;

use crate::render::{ThemeArg, WORKSHEET};

mod messages;

use messages::Text;

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
    #[arg(long, value_enum, default_value_t = ThemeArg::Light)]
    theme: ThemeArg,
}

/// Writes one figure at the path given.
pub type Make = std::sync::Arc<dyn Fn(&Path) -> anyhow::Result<()> + Send + Sync>;

/// One figure of the lecture set.
pub struct Job {
    /// Which lesson it belongs to (a heading of `index.md`).
    pub lesson: Lesson,
    /// The file name inside the output directory.
    pub file: String,
    /// The one-line caption for `index.md`.
    pub caption: String,
    /// Writes the file at the path given.
    pub make: Make,
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
    /// A job.
    pub fn new(
        lesson: Lesson,
        file: &str,
        caption: impl Into<String>,
        make: impl Fn(&Path) -> anyhow::Result<()> + Send + Sync + 'static,
    ) -> Job {
        Job {
            lesson,
            file: file.into(),
            caption: caption.into(),
            make: std::sync::Arc::new(make),
        }
    }
}

/// Every figure of the lecture set, in the language `lang`, painted in `theme`.
pub fn jobs(lang: Lang, theme: Theme) -> anyhow::Result<Vec<Job>> {
    let look = Look { width: None, theme };
    let text = Text::new(lang);
    let worksheet: Board = WORKSHEET.parse()?;
    let mut jobs = Vec::new();
    for ext in ["png", "svg"] {
        let board = worksheet.clone();
        jobs.push(Job::new(
            Lesson::Sat,
            &format!("worksheet-board.{ext}"),
            format!("{} ({})", text.worksheet_board(), ext.to_uppercase()),
            move |path| {
                let style = BoardStyle::default();
                Ok(save_as(
                    &BoardFigure {
                        board: &board,
                        style: &style,
                    },
                    path,
                    &look,
                )?)
            },
        ));
    }
    let goal = puzzlelab_rules::Goal::Standard.board(puzzlelab_rules::Size::square(4)?);
    jobs.push(Job::new(
        Lesson::Fifteen,
        "goal-4x4.png",
        text.goal(),
        move |path| {
            let style = BoardStyle::default();
            Ok(save_as(
                &BoardFigure {
                    board: &goal,
                    style: &style,
                },
                path,
                &look,
            )?)
        },
    ));
    jobs.extend(solution_jobs(&worksheet, lang, look)?);
    jobs.extend(search_jobs(lang, look));
    jobs.extend(bachet_jobs(lang, look));
    Ok(with_svg_twins(jobs))
}

/// Every still figure as SVG beside its PNG (the same drawing: the file's extension picks the
/// format), for slides that scale; the GIFs are animations and stay as they are.
fn with_svg_twins(jobs: Vec<Job>) -> Vec<Job> {
    let mut all = Vec::new();
    for job in &jobs {
        let svg = job.file.replace(".png", ".svg");
        let has_twin = jobs.iter().any(|j| j.file == svg);
        all.push(Job {
            lesson: job.lesson,
            file: job.file.clone(),
            caption: job.caption.clone(),
            make: std::sync::Arc::clone(&job.make),
        });
        if job.file.ends_with(".png") && !has_twin {
            all.push(Job {
                lesson: job.lesson,
                file: svg,
                caption: format!("{} (SVG)", job.caption),
                make: std::sync::Arc::clone(&job.make),
            });
        }
    }
    all
}

/// The worksheet's board solved optimally (15 moves), played back and as a strip.
fn solution_jobs(worksheet: &Board, lang: Lang, look: Look) -> anyhow::Result<Vec<Job>> {
    let text = Text::new(lang);
    let moves = crate::render::search::solution_moves(worksheet, &figure_limits())?;
    let playback = Playback {
        caption: Some(lang),
        theme: look.theme,
        ..Playback::new(worksheet.clone(), moves.clone())
    };
    let mut strip = Strip::new(worksheet, &moves, 3)?;
    strip.lang = lang;
    strip.goal = Some(Goal::Standard.board(worksheet.size()));
    let strip_svg = strip.clone();
    Ok(vec![
        Job::new(
            Lesson::Sat,
            "worksheet-playback.gif",
            text.worksheet_playback(&moves),
            move |path| Ok(playback.save_gif(path)?),
        ),
        Job::new(
            Lesson::Sat,
            "worksheet-strip.png",
            text.worksheet_strip(),
            move |path| Ok(save_as(&strip, path, &look)?),
        ),
        Job::new(
            Lesson::Sat,
            "worksheet-strip.svg",
            text.worksheet_strip_svg(),
            move |path| Ok(save_as(&strip_svg, path, &look)?),
        ),
    ])
}

/// Search trees and statistics charts, from the solvers' events and statistics.
fn search_jobs(lang: Lang, look: Look) -> Vec<Job> {
    use crate::render::search::{self, TreeAlgo, EIGHT, HARDEST_EIGHT};
    let eight: Board = EIGHT.parse().expect("a valid board");
    let hardest: Board = HARDEST_EIGHT.parse().expect("a valid board");
    let (e1, e2) = (eight.clone(), eight);
    let (h1, h2) = (hardest.clone(), hardest);
    let text = Text::new(lang);
    vec![
        Job::new(
            Lesson::Search,
            "search-tree-astar.png",
            text.astar_tree(),
            move |path| {
                Ok(save_as(
                    &search::search_tree(&e1, TreeAlgo::Astar, 3, 6, lang)?,
                    path,
                    &look,
                )?)
            },
        ),
        Job::new(
            Lesson::Search,
            "search-tree-bfs.png",
            text.bfs_tree(),
            move |path| {
                Ok(save_as(
                    &search::search_tree(&e2, TreeAlgo::Bfs, 3, 6, lang)?,
                    path,
                    &look,
                )?)
            },
        ),
        Job::new(
            Lesson::Search,
            "chart-ida-iterations.png",
            text.ida_chart(),
            move |path| {
                Ok(save_as(
                    &search::ida_chart(&h1, lang, &figure_limits())?,
                    path,
                    &look,
                )?)
            },
        ),
        Job::new(
            Lesson::Search,
            "chart-heuristics.png",
            text.heuristics_chart(),
            move |path| {
                Ok(save_as(
                    &search::heuristics_chart(&h2, lang, &figure_limits())?,
                    path,
                    &look,
                )?)
            },
        ),
        Job::new(
            Lesson::Search,
            "chart-bfs-layers.png",
            text.bfs_layers_chart(),
            move |path| Ok(save_as(&search::bfs_layers_chart(lang)?, path, &look)?),
        ),
    ]
}

/// The figures of Bachet's game, from the game solver.
fn bachet_jobs(lang: Lang, look: Look) -> Vec<Job> {
    use crate::bachet_pictures as bachet;
    use puzzlelab_rules::bachet::BachetRules;
    use puzzlelab_rules::lessons::BACHET_LOSING_PILE;
    let rules = BachetRules::LESSON;
    let text = Text::new(lang);
    let mut jobs = vec![
        Job::new(
            Lesson::Bachet,
            "bachet-table.png",
            text.bachet_table(),
            move |path| Ok(save_as(&bachet::table(&rules, lang)?, path, &look)?),
        ),
        Job::new(
            Lesson::Bachet,
            "bachet-strategy-13.png",
            text.bachet_strategy(),
            move |path| {
                Ok(save_as(
                    &bachet::strategy(&rules, BACHET_LOSING_PILE, lang)?,
                    path,
                    &look,
                )?)
            },
        ),
        Job::new(
            Lesson::Bachet,
            "bachet-tree-7.png",
            text.bachet_full_tree(),
            move |path| Ok(save_as(&bachet::full_tree(&rules, 7, lang)?, path, &look)?),
        ),
        Job::new(
            Lesson::Bachet,
            "bachet-playback.gif",
            text.bachet_playback(),
            move |path| {
                let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
                let gif = bachet::playback(&rules, BACHET_LOSING_PILE, lang, &look, &mut rng)?;
                Ok(puzzlelab_render::write_atomic(path, &gif)?)
            },
        ),
    ];
    for ext in ["png", "svg"] {
        jobs.push(Job::new(
            Lesson::Bachet,
            &format!("bachet-graph.{ext}"),
            format!("{} ({})", text.bachet_graph(), ext.to_uppercase()),
            move |path| {
                Ok(save_as(
                    &bachet::graph(&rules, BACHET_LOSING_PILE, lang)?,
                    path,
                    &look,
                )?)
            },
        ));
    }
    jobs
}

/// Renders every figure into `args.out` and writes `index.md`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let started = Instant::now();
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let jobs = jobs(args.lang, args.theme.into())?;
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
            (job.make)(&path).with_context(|| format!("while rendering {}", job.file))?;
            bar.inc(1);
            Ok(())
        })
        .collect::<anyhow::Result<Vec<()>>>()?;
    bar.finish_and_clear();
    let index = index(&jobs, args.lang);
    let index_md = args.out.join("index.md");
    puzzlelab_files::write(&index_md, index.as_bytes())
        .with_context(|| format!("cannot write {}", index_md.display()))?;
    outln!(
        "wrote {} figures and index.md into {} in {:.1} s",
        jobs.len(),
        args.out.display(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(())
}

/// `index.md`: the files by lesson, each with its caption.
fn index(jobs: &[Job], lang: Lang) -> String {
    let text = Text::new(lang);
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

/// The limits of the searches behind the lecture figures: their boards are fixed and solved in
/// moments, so these only guard against a change that makes one run away.
fn figure_limits() -> puzzlelab_solvers::search::Limits {
    puzzlelab_solvers::search::Limits {
        timeout: Some(Duration::from_secs(300)),
        max_memory: Some(2_000_000_000),
        ..puzzlelab_solvers::search::Limits::none()
    }
}
