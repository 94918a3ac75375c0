//! The command line's help in English and Russian: `puzzlelab help [--lang ru] [COMMAND]...`
//! prints any command's long help in either language, and the docs' reference pages are these
//! texts.
//!
//! The English help is written once, as the doc comments `clap` reads. The Russian is a table
//! from each English text to its translation (`help/ru.json`), applied to the whole command tree
//! before it is printed; a test fails on an English text without a translation, so a new option
//! cannot reach a Russian reader in English. clap's own words (the headings, `[default: ...]`)
//! are given in Russian too.

use std::collections::HashMap;
use std::sync::OnceLock;

use clap::builder::{PossibleValue, StyledStr};
use clap::{Arg, Command};
use puzzlelab_rules::Lang;

/// Arguments of `help`.
#[derive(clap::Args)]
pub struct Args {
    /// The command whose help is printed (none: the whole program's), e.g. `fifteen solve`.
    command: Vec<String>,
    /// The language of the help: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Prints the long help of the command `args` names, in its language.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut cmd = command_in(args.lang);
    cmd.build();
    let mut path = vec![cmd.get_name().to_string()];
    let mut at = &mut cmd;
    for word in &args.command {
        let known: Vec<String> = at
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect();
        let Some(next) = at.find_subcommand_mut(word) else {
            anyhow::bail!(
                "`{}` has no command {word:?}: its commands are {}",
                path.join(" "),
                known.join(", ")
            );
        };
        path.push(word.clone());
        at = next;
    }
    let help = rendered(at, args.lang);
    crate::out::print(format_args!("{help}"))?;
    Ok(())
}

/// The long help, in `lang`, of the command the words of a command line name: each word
/// that is a subcommand of the one before, options and their values skipped.
pub fn of_words(args: &[std::ffi::OsString], lang: Lang) -> String {
    let mut cmd = command_in(lang);
    cmd.build();
    let mut at = &mut cmd;
    for word in args.iter().skip(1).filter_map(|a| a.to_str()) {
        let known = at.get_subcommands().any(|c| c.get_name() == word);
        if !known {
            continue;
        }
        at = at
            .find_subcommand_mut(word)
            .expect("a subcommand just found");
    }
    rendered(at, lang)
}

/// The long help of `cmd` as text, with clap's own words in `lang`.
pub fn rendered(cmd: &mut Command, lang: Lang) -> String {
    let text = cmd.render_long_help().to_string();
    match lang {
        Lang::En => text,
        Lang::Ru => CLAP_WORDS
            .iter()
            .fold(text, |text, (en, ru)| text.replace(en, ru)),
    }
}

/// clap's own words in its help, and their Russian.
const CLAP_WORDS: [(&str, &str); 9] = [
    ("Usage:", "Использование:"),
    ("[OPTIONS]", "[ПАРАМЕТРЫ]"),
    ("<COMMAND>", "<КОМАНДА>"),
    ("[default: ", "[по умолчанию: "),
    ("[possible values: ", "[допустимые значения: "),
    ("[aliases: ", "[другие имена: "),
    ("[alias: ", "[другое имя: "),
    ("Possible values:", "Допустимые значения:"),
    ("[env: ", "[переменная окружения: "),
];

/// The whole command line with its help in `lang`, for printing help only: in Russian the
/// values' parsers are replaced (to carry their translated help), so it parses nothing.
pub fn command_in(lang: Lang) -> Command {
    let mut cmd = crate::command().disable_help_subcommand(true);
    // built first, so that clap's own --help and --version are there to be translated
    cmd.build();
    match lang {
        Lang::En => cmd,
        Lang::Ru => Translator {
            table: russian(),
            missing: Vec::new(),
            used: Default::default(),
        }
        .command(cmd),
    }
}

/// The Russian table: English text to its Russian.
fn russian() -> &'static HashMap<String, String> {
    static TABLE: OnceLock<HashMap<String, String>> = OnceLock::new();
    TABLE.get_or_init(|| {
        serde_json::from_str(include_str!("help/ru.json"))
            .unwrap_or_else(|e| panic!("src/help/ru.json is a JSON object of strings: {e}"))
    })
}

/// Translates help texts through a table, noting the ones it has no entry for.
struct Translator<'a> {
    table: &'a HashMap<String, String>,
    missing: Vec<String>,
    used: std::collections::HashSet<String>,
}

impl Translator<'_> {
    /// The Russian of `text`, or `text` itself (noted as missing).
    fn say(&mut self, text: &StyledStr) -> String {
        let english = text.to_string();
        match self.table.get(&english) {
            Some(russian) => {
                self.used.insert(english);
                russian.clone()
            }
            None => {
                self.missing.push(english.clone());
                english
            }
        }
    }

    /// `cmd` with every help text translated, its subcommands' too.
    fn command(&mut self, cmd: Command) -> Command {
        let mut cmd = cmd
            .help_template(
                "{before-help}{about-with-newline}\n{usage-heading} {usage}\n\n{all-args}{after-help}",
            )
            .subcommand_help_heading("Команды");
        if let Some(about) = cmd.get_about().cloned() {
            cmd = cmd.about(self.say(&about));
        }
        if let Some(about) = cmd.get_long_about().cloned() {
            cmd = cmd.long_about(self.say(&about));
        }
        let ids: Vec<String> = cmd
            .get_arguments()
            .map(|a| a.get_id().to_string())
            .collect();
        for id in ids {
            cmd = cmd.mut_arg(id, |arg| self.arg(arg));
        }
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect();
        for name in names {
            cmd = cmd.mut_subcommand(name, |sub| self.command(sub));
        }
        cmd
    }

    /// `arg` with its help, its long help and its values' help translated, under the Russian
    /// heading of its kind.
    fn arg(&mut self, arg: Arg) -> Arg {
        let mut arg = arg;
        if arg.get_id() == "help" {
            arg = arg
                .help("Показать справку")
                .long_help("Показать справку (краткую — с '-h')");
        } else if arg.get_id() == "version" {
            arg = arg.help("Показать версию").long_help("Показать версию");
        } else {
            if let Some(help) = arg.get_help().cloned() {
                arg = arg.help(self.say(&help));
            }
            if let Some(help) = arg.get_long_help().cloned() {
                arg = arg.long_help(self.say(&help));
            }
        }
        let values: Vec<PossibleValue> = arg.get_possible_values();
        if !arg.is_hide_possible_values_set() && values.iter().any(|v| v.get_help().is_some()) {
            let values: Vec<PossibleValue> = values
                .into_iter()
                .map(|v| match v.get_help().cloned() {
                    Some(help) => v.clone().help(self.say(&help)),
                    None => v,
                })
                .collect();
            arg = arg.value_parser(clap::builder::PossibleValuesParser::new(values));
        }
        let heading = if arg.is_positional() {
            "Аргументы"
        } else {
            "Параметры"
        };
        arg.help_heading(heading)
    }
}

/// The help texts of the whole command line that have no Russian, in the order they appear,
/// and the Russian table's entries no help text uses any more.
pub fn untranslated() -> (Vec<String>, Vec<String>) {
    let mut translator = Translator {
        table: russian(),
        missing: Vec::new(),
        used: Default::default(),
    };
    let _ = translator.command(crate::command());
    let mut seen = std::collections::HashSet::new();
    translator.missing.retain(|m| seen.insert(m.clone()));
    let mut stale: Vec<String> = russian()
        .keys()
        .filter(|k| !translator.used.contains(*k))
        .cloned()
        .collect();
    stale.sort();
    (translator.missing, stale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_help_text_has_its_russian_and_every_russian_its_text() {
        let (missing, stale) = untranslated();
        assert!(
            stale.is_empty(),
            "src/help/ru.json translates texts no longer in the help: {stale:#?}"
        );
        let template: serde_json::Map<String, serde_json::Value> = missing
            .iter()
            .map(|m| (m.clone(), serde_json::Value::String(String::new())))
            .collect();
        assert!(
            missing.is_empty(),
            "{} help texts have no Russian in src/help/ru.json:\n{}",
            missing.len(),
            serde_json::to_string_pretty(&template).unwrap_or_default()
        );
    }

    #[test]
    fn the_russian_help_is_russian_through_and_through() {
        let mut cmd = command_in(Lang::Ru);
        cmd.build();
        let solve = cmd
            .find_subcommand_mut("fifteen")
            .and_then(|c| c.find_subcommand_mut("solve"))
            .expect("fifteen solve");
        let help = rendered(solve, Lang::Ru);
        for english in [
            "Usage:",
            "Options:",
            "Arguments:",
            "[default: ",
            "Print help",
        ] {
            assert!(!help.contains(english), "{english:?} in:\n{help}");
        }
        assert!(
            help.contains("Использование:") && help.contains("Параметры"),
            "{help}"
        );
    }
}
