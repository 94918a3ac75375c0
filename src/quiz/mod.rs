//! `puzzlelab quiz`: practice that never runs out. The questions are the quiz crate's, each
//! made from a seed and answered by the real rules and solvers; this command draws them from
//! one seed ([`draw`]), asks them one answer a line with the verdict, the explanation and the
//! score ([`ask`]), prints them as JSON lines for a script, or writes them as a bank for a
//! course's quiz system ([`moodle`], [`gift`], [`markdown`], on what they share, [`bank`]),
//! every file through `puzzlelab-files`.

mod ask;
mod bank;
pub(crate) use bank::escape_html;
mod draw;
mod gift;
mod markdown;
mod messages;
mod moodle;

use std::path::{Path, PathBuf};

use clap::builder::{PossibleValuesParser, TypedValueParser};
use puzzlelab_quiz::{Kind, Level, Question, Topic};
use puzzlelab_rules::Lang;

use crate::exit::{Exit, BAD_INPUT, GAVE_UP};
use ask::Ending;
use draw::Draw;
use messages::Messages;

/// A bank's format, for a course's quiz system or for paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Export {
    /// Moodle XML: numerical, short-answer and multiple-choice questions, the board as an HTML
    /// table, the explanation as the general feedback.
    MoodleXml,
    /// GIFT, Moodle's text format: the same questions, special characters escaped.
    Gift,
    /// A Markdown sheet of numbered questions, and its answer key beside it (F-key.md).
    Markdown,
}

impl Export {
    /// Its name on the command line.
    fn name(self) -> &'static str {
        match self {
            Export::MoodleXml => "moodle-xml",
            Export::Gift => "gift",
            Export::Markdown => "markdown",
        }
    }
}

/// Arguments of `quiz`.
#[derive(clap::Args)]
pub struct Args {
    /// The lesson the questions practise: fifteen, search, sat or bachet (all four when
    /// absent).
    #[arg(long, value_parser = by_name(&Topic::ALL, Topic::name), conflicts_with = "kind")]
    topic: Option<Topic>,
    /// Ask only this kind of question.
    #[arg(long, value_parser = by_name(&Kind::ALL, Kind::name))]
    kind: Option<Kind>,
    /// How hard the questions are: easy, medium or hard (each question's seed chooses when
    /// absent).
    #[arg(long, value_parser = by_name(&Level::ALL, Level::name))]
    level: Option<Level>,
    /// How many questions.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=1000))]
    count: u32,
    /// The quiz's seed: the same seed makes the same questions (a seed is chosen and printed
    /// when absent). Each question prints its own seed: `--kind K --level L --seed S --count 1`
    /// asks it again.
    #[arg(long)]
    seed: Option<u64>,
    /// The language of the questions and of everything said around them: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// Print the questions as JSON, one object a line with its answers, instead of asking them.
    #[arg(long, conflicts_with = "export")]
    json: bool,
    /// Write the questions as a bank instead of asking them (with --out).
    #[arg(long, value_enum, requires = "out")]
    export: Option<Export>,
    /// The file the bank is written to, atomically (`-`: standard output, but not for a
    /// Markdown sheet, whose key is a second file).
    #[arg(long, value_name = "PATH", requires = "export")]
    out: Option<PathBuf>,
}

/// A value parser that takes one of `all` by its name (and lists the names in the help).
fn by_name<T>(all: &[T], name: fn(T) -> &'static str) -> impl TypedValueParser<Value = T>
where
    T: Copy + Send + Sync + std::str::FromStr + 'static,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    PossibleValuesParser::new(all.iter().map(|t| name(*t))).try_map(|s| s.parse::<T>())
}

/// Asks the quiz, prints it as JSON or writes its bank.
pub fn run(args: Args) -> anyhow::Result<()> {
    let text = Messages::new(args.lang);
    let to_stdout = args
        .out
        .as_deref()
        .is_some_and(puzzlelab_files::is_standard_output);
    if args.export == Some(Export::Markdown) && to_stdout {
        return Err(Exit::new(BAD_INPUT, text.sheet_needs_a_file()).into());
    }
    let seed = args.seed.unwrap_or_else(|| {
        let seed = crate::fifteen::start::clock_seed();
        noteln!("{}", text.seed_chosen(seed));
        seed
    });
    let kinds: Vec<Kind> = match (args.kind, args.topic) {
        (Some(kind), _) => vec![kind],
        (None, Some(topic)) => topic.kinds().collect(),
        (None, None) => Kind::ALL.to_vec(),
    };
    let mut draw = Draw::new(kinds, args.level, seed, args.lang);
    let count = args.count as usize;
    if args.json {
        for _ in 0..count {
            let question = draw.next_question()?;
            outln!("{}", serde_json::to_string(&Named::of(&question))?)?;
        }
        return Ok(());
    }
    if let (Some(export), Some(out)) = (args.export, &args.out) {
        let command = command_line(&args, seed);
        return write_bank(export, out, &draw.take(count)?, &command, &text);
    }
    outln!("{}\n", text.intro(count, seed))?;
    let ending = ask::ask(
        &mut draw,
        count,
        args.lang,
        crate::input::answers(),
        &mut std::io::stdout().lock(),
    )?;
    match ending {
        Ending::Finished => Ok(()),
        Ending::Quit | Ending::EndOfInput => Err(Exit::new(GAVE_UP, "").into()),
        Ending::Unreadable => Err(Exit::new(BAD_INPUT, text.too_many_unreadable()).into()),
    }
}

/// A question with its name, as `--json` prints it.
#[derive(serde::Serialize)]
struct Named<'a> {
    /// `KIND-LEVEL-SEED`.
    name: String,
    #[serde(flatten)]
    question: &'a Question,
}

impl Named<'_> {
    /// `question` with its name.
    fn of(question: &Question) -> Named<'_> {
        Named {
            name: bank::name(question),
            question,
        }
    }
}

/// The command line that makes the questions of `args` with `seed` again.
fn command_line(args: &Args, seed: u64) -> String {
    let mut words = vec!["puzzlelab quiz".to_string()];
    let named = [
        ("--topic", args.topic.map(Topic::name)),
        ("--kind", args.kind.map(Kind::name)),
        ("--level", args.level.map(Level::name)),
    ];
    for (flag, value) in named {
        if let Some(value) = value {
            words.push(format!("{flag} {value}"));
        }
    }
    words.push(format!("--count {} --seed {seed}", args.count));
    words.push(format!("--lang {}", args.lang.code()));
    words.join(" ")
}

/// Writes `questions` (made by `command`) as a bank in `export`'s format into `out`, and says
/// where (unless it went to standard output).
fn write_bank(
    export: Export,
    out: &Path,
    questions: &[Question],
    command: &str,
    text: &Messages,
) -> anyhow::Result<()> {
    let to_stdout = puzzlelab_files::is_standard_output(out);
    let write = |path: &Path, contents: &str| {
        puzzlelab_files::write(path, contents.as_bytes())
            .map_err(|e| anyhow::Error::from(crate::messages::cannot_write(path).because(e)))
    };
    let count = questions.len();
    match export {
        Export::MoodleXml | Export::Gift => {
            let document = match export {
                Export::MoodleXml => moodle::document(questions, command, text),
                _ => gift::document(questions, command, text),
            };
            write(out, &document)?;
            if !to_stdout {
                outln!("{}", text.wrote(count, export.name(), out))?;
            }
        }
        Export::Markdown => {
            let key = bank::key_path(out);
            let file_name = |p: &Path| {
                p.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            };
            let sheet = markdown::sheet(questions, command, &file_name(&key), text);
            let answers = markdown::key(questions, &file_name(out), text);
            write(out, &sheet)?;
            write(&key, &answers)?;
            outln!("{}", text.wrote_sheet(count, out, &key))?;
        }
    }
    Ok(())
}
