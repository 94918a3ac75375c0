//! `puzzlelab man`: a manual page for the program and one for every command
//! (`puzzlelab-fifteen-solve(1)`, as git names its pages), each with the command's options
//! from its help, its EXAMPLES and the EXIT STATUS all commands share. `man WORDS` prints one
//! page; `man --out DIR` writes them all, so that every page another names is there.

mod messages;

use std::path::PathBuf;

use clap::Command;
use puzzlelab_rules::Lang;

use crate::exit::{Exit, BAD_INPUT};
use crate::messages::{cannot_create, cannot_write};
use messages::Messages;

/// Arguments of `man`.
#[derive(clap::Args)]
pub struct Args {
    /// The command whose page is printed (none: the program's), e.g. `fifteen solve`.
    command: Vec<String>,
    /// Write every page into this folder (`puzzlelab.1`, `puzzlelab-fifteen-solve.1`, ...)
    /// instead of printing one.
    #[arg(long, value_name = "PATH", conflicts_with = "command")]
    out: Option<PathBuf>,
    /// The language of the pages: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Prints one page, or writes them all.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut root = crate::help::command_in(args.lang);
    root.build();
    let text = Messages::new(args.lang);
    if let Some(dir) = &args.out {
        let pages = every_page(&root, args.lang);
        std::fs::create_dir_all(dir).map_err(|e| cannot_create(dir).because(e))?;
        for (name, page) in &pages {
            let path = dir.join(format!("{name}.1"));
            puzzlelab_files::write(&path, page.as_bytes())
                .map_err(|e| cannot_write(&path).because(e))?;
        }
        outln!("{}", text.wrote(pages.len(), dir))?;
        return Ok(());
    }
    let mut at = &root;
    for word in &args.command {
        let Some(next) = at.find_subcommand(word) else {
            let known: Vec<&str> = at.get_subcommands().map(|c| c.get_name()).collect();
            let path = path_of(&args.command[..0]);
            let message = text.no_such_command(&path, word, &known.join(", "));
            return Err(Exit::new(BAD_INPUT, message).into());
        };
        at = next;
    }
    let page = page(at, &args.command, args.lang)?;
    crate::out::print(format_args!("{page}"))?;
    Ok(())
}

/// `puzzlelab` and the words after it.
fn path_of(words: &[String]) -> String {
    std::iter::once("puzzlelab")
        .chain(words.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every page: the program's and each command's, by file name (without `.1`).
fn every_page(root: &Command, lang: Lang) -> Vec<(String, String)> {
    let mut pages = Vec::new();
    let mut todo: Vec<(Vec<String>, &Command)> = vec![(Vec::new(), root)];
    while let Some((words, cmd)) = todo.pop() {
        if let Ok(page) = page(cmd, &words, lang) {
            pages.push((page_name(&words), page));
        }
        for sub in cmd.get_subcommands() {
            let mut path = words.clone();
            path.push(sub.get_name().to_string());
            todo.push((path, sub));
        }
    }
    pages.sort();
    pages
}

/// A page's name: `puzzlelab`, `puzzlelab-fifteen-solve`.
fn page_name(words: &[String]) -> String {
    std::iter::once("puzzlelab")
        .chain(words.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("-")
}

/// The page of `cmd`, the command at `words`: clap's sections, then EXAMPLES, EXIT STATUS and
/// SEE ALSO.
fn page(cmd: &Command, words: &[String], lang: Lang) -> anyhow::Result<String> {
    let text = Messages::new(lang);
    let name = page_name(words);
    let shown = cmd
        .clone()
        .display_name(name.clone())
        .bin_name(path_of(words));
    let source = format!("puzzlelab {}", env!("CARGO_PKG_VERSION"));
    let mut roff = Vec::new();
    clap_mangen::Man::new(shown)
        .source(source)
        .render(&mut roff)?;
    let mut page = String::from_utf8_lossy(&roff).into_owned();
    let examples = text.examples(&words.join(" "));
    if !examples.is_empty() {
        page += &format!(".SH {}\n", text.examples_heading());
        for (line, what) in examples {
            page += &format!(".TP\n\\fB{}\\fR\n{}\n", escaped(line), escaped(what));
        }
    }
    page += &format!(".SH {}\n", text.exit_status_heading());
    for (code, meaning) in text.exit_status() {
        page += &format!(".TP\n\\fB{code}\\fR\n{}\n", escaped(meaning));
    }
    let parent = (!words.is_empty()).then(|| page_name(&words[..words.len() - 1]));
    let related: Vec<String> = parent
        .into_iter()
        .chain(
            cmd.get_subcommands()
                .map(|s| format!("{name}-{}", s.get_name())),
        )
        .map(|page| format!("\\fB{}\\fR(1)", escaped(&page)))
        .collect();
    if !related.is_empty() {
        page += &format!(".SH {}\n{}\n", text.see_also_heading(), related.join(", "));
    }
    Ok(page)
}

/// Text made safe for roff: backslashes and hyphens escaped, a leading dot or quote guarded.
fn escaped(text: &str) -> String {
    let text = text.replace('\\', "\\e").replace('-', "\\-");
    if text.starts_with('.') || text.starts_with('\'') {
        format!("\\&{text}")
    } else {
        text
    }
}
