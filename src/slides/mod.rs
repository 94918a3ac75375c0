//! `puzzlelab slides LESSON`: a lecture ready to give. Each lesson (the 15-puzzle, the
//! searches, the SAT worksheet, Bachet's game) becomes one deck: its steps in order, its
//! figures drawn by the renderer, its searches and games revealed one step a key press, the
//! lab's player on a slide, and speaker notes in the lesson's words. Every number on a slide
//! is computed here, by the solvers and the rules.
//!
//! One [`deck::Deck`] is written three ways: a self-contained HTML page (`html`, the
//! presenter in it), the same page printed to PDF by headless Chromium (`pdf`: a page a slide,
//! or a page a step for a handout), and Beamer source with an overlay a step (`beamer`).

mod bachet;
mod beamer;
mod deck;
mod fifteen;
mod html;
mod messages;
mod painter;
mod pdf;
mod sat;
mod scratch;
mod search;

use std::path::{Path, PathBuf};

use puzzlelab_render::Format;
use puzzlelab_rules::Lang;

use crate::exit::{Exit, BAD_INPUT};
use crate::limits::LimitArgs;
use painter::Painter;
use puzzlelab_figures::Theme;

/// The lessons a deck is made of, each with what it is made on.
#[derive(clap::Subcommand)]
pub enum Command {
    /// The 15-puzzle as a program: the array, the moves, the parity rule, a solution.
    Fifteen(BoardDeck),
    /// Searching for a solution: BFS, A*, IDA* on one board.
    Search(BoardDeck),
    /// The SAT worksheet: the puzzle as a formula (a board solved in at most 20 moves).
    Sat(BoardDeck),
    /// Bachet's game: the operands, the classes, a game, the strategy, the lesson's program.
    Bachet(PileDeck),
}

/// A deck made on a board.
#[derive(clap::Args)]
pub struct BoardDeck {
    /// The board: its numbers in any format, a file holding it, or - for standard input
    /// (default: the lesson's own).
    board: Option<String>,
    #[command(flatten)]
    deck: DeckArgs,
}

/// A deck made on a pile.
#[derive(clap::Args)]
pub struct PileDeck {
    /// Objects in the pile (default: 13, the lesson's).
    pile: Option<u64>,
    /// The seed of every random choice: the player's replies in the deck's game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    deck: DeckArgs,
}

/// What every deck takes: its language, its format, its file, its colours, its limits.
#[derive(clap::Args)]
pub struct DeckArgs {
    /// The language of the slides and the notes: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// How the deck is written: html (one page that presents itself), pdf (printed by
    /// headless Chromium) or beamer (LaTeX source, its pictures beside it). Default: from
    /// --out's extension (.html, .pdf, .tex), else html.
    #[arg(long, value_enum)]
    format: Option<DeckFormat>,
    /// What a PDF prints: final (a page a slide, every step shown) or steps (a page for every
    /// step, for a handout).
    #[arg(long, value_enum, default_value_t = Handout::Final)]
    handout: Handout,
    /// The file written (default: output/slides/LESSON.LANG.html, .pdf or .tex).
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// The colours: light (pages, prints, bright projectors) or dark (a dim lecture hall).
    #[arg(long, value_enum, default_value_t = Theme::Light)]
    theme: Theme,
    /// Limits of the deck's searches. Default: 5 million nodes.
    #[command(flatten)]
    limits: LimitArgs,
}

impl Command {
    fn name(&self) -> &'static str {
        match self {
            Command::Fifteen(_) => "fifteen",
            Command::Search(_) => "search",
            Command::Sat(_) => "sat",
            Command::Bachet(_) => "bachet",
        }
    }

    fn deck_args(&self) -> &DeckArgs {
        match self {
            Command::Fifteen(a) | Command::Search(a) | Command::Sat(a) => &a.deck,
            Command::Bachet(a) => &a.deck,
        }
    }
}

/// How a deck is written.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckFormat {
    /// One HTML page with the presenter in it.
    Html,
    /// A PDF, printed by headless Chromium.
    Pdf,
    /// Beamer (LaTeX) source with its pictures beside it.
    Beamer,
}

impl DeckFormat {
    fn extension(self) -> &'static str {
        match self {
            DeckFormat::Html => "html",
            DeckFormat::Pdf => "pdf",
            DeckFormat::Beamer => "tex",
        }
    }

    /// The format `path`'s extension names, if any.
    fn of_path(path: &Path) -> Option<DeckFormat> {
        let ext = path.extension()?.to_string_lossy().to_ascii_lowercase();
        match ext.as_str() {
            "html" | "htm" => Some(DeckFormat::Html),
            "pdf" => Some(DeckFormat::Pdf),
            "tex" => Some(DeckFormat::Beamer),
            _ => None,
        }
    }
}

/// What a printed deck shows.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handout {
    /// A page a slide, with every step of it shown.
    Final,
    /// A page for every step.
    Steps,
}

/// Makes the deck and writes it.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    let args = cmd.deck_args();
    let text = messages::Messages::new(args.lang);
    if (args.out.as_deref()).is_some_and(puzzlelab_files::is_standard_output) {
        return Err(crate::messages::Said::new(
            "a deck is written to a file: give --out PATH",
            "презентация записывается в файл: укажите --out PATH",
        )
        .into());
    }
    // the file's extension and --format agree, or the deck is refused before it is made
    let named = args
        .out
        .as_deref()
        .map(|out| (out, DeckFormat::of_path(out)));
    let format = match (args.format, named) {
        (Some(asked), Some((out, named))) if named != Some(asked) => {
            let message = text.wrong_extension(out, Some(asked.extension()));
            return Err(Exit::new(BAD_INPUT, message).into());
        }
        (None, Some((out, None))) => {
            return Err(Exit::new(BAD_INPUT, text.wrong_extension(out, None)).into());
        }
        (Some(asked), _) => asked,
        (None, Some((_, Some(named)))) => named,
        (None, None) => DeckFormat::Html,
    };
    let lesson = cmd.name();
    let out = args.out.clone().unwrap_or_else(|| {
        Path::new("output").join("slides").join(format!(
            "{lesson}.{}.{}",
            args.lang,
            format.extension()
        ))
    });
    let dark = args.theme == Theme::Dark;
    let pictures = match format {
        DeckFormat::Beamer => Format::Png,
        _ => Format::Svg,
    };
    let mut painter = Painter::new(pictures, args.lang, dark);
    let deck = make(&cmd, &mut painter)?;
    debug_assert!(
        deck.slides.iter().all(|slide| slide.gaps().is_empty()),
        "every key press of a slide shows something"
    );
    if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)?;
    }
    let lang = args.lang.to_string();
    match format {
        DeckFormat::Html => {
            puzzlelab_files::write(&out, html::page(&deck, lesson, &lang, dark).as_bytes())?
        }
        DeckFormat::Pdf => pdf::print(
            &html::page(&deck, lesson, &lang, dark),
            &out,
            args.handout == Handout::Steps,
        )?,
        DeckFormat::Beamer => beamer::write(&deck, args.lang, &out)?,
    }
    outln!(
        "{}",
        text.wrote(&out, deck.slide_count(), deck.step_count())
    )?;
    Ok(())
}

/// The expansions a deck's searches may take unless `--max-nodes` says otherwise: far more
/// than a lecture's board needs, few enough that a board far from its goal stops within
/// seconds with exit code 3 and what was learned, instead of running toward `--timeout`.
const MAX_NODES: u64 = 5_000_000;

/// The deck of the lesson asked for.
fn make(cmd: &Command, painter: &mut Painter) -> anyhow::Result<deck::Deck> {
    let mut limits = cmd.deck_args().limits.limits();
    limits.max_nodes.get_or_insert(MAX_NODES);
    let board = |given: &Option<String>, default: &str| {
        crate::board_arg::read_board(given.as_deref().unwrap_or(default), None)
    };
    match cmd {
        Command::Fifteen(a) => fifteen::deck(&board(&a.board, fifteen::BOARD)?, painter, &limits),
        Command::Search(a) => search::deck(&board(&a.board, search::BOARD)?, painter, &limits),
        Command::Sat(a) => sat::deck(
            &board(&a.board, crate::render::WORKSHEET)?,
            painter,
            &limits,
        ),
        Command::Bachet(a) => bachet::deck(
            a.pile
                .unwrap_or(puzzlelab_rules::lessons::BACHET_LOSING_PILE),
            a.seed,
            painter,
        ),
    }
}
