//! The reader's language: `--lang` where it is given, else the locale the reader lives in
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first one set, as POSIX orders them: Russian when it
//! names `ru`), else English. A Russian locale makes Russian the default of every `--lang`
//! and of the help, so `LANG=ru_RU.UTF-8 puzzlelab fifteen solve --help` reads Russian.

use std::ffi::OsString;

use puzzlelab_rules::Lang;

/// The language the locale names, if it names Russian or English.
pub fn from_locale() -> Option<Lang> {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())?;
    let language = value.split(['_', '.', '@']).next().unwrap_or("");
    match language {
        "C" | "POSIX" => Some(Lang::En),
        code => code.parse().ok().filter(|lang: &Lang| lang.code() == code),
    }
}

/// The `--lang` the words of a command line give, if any (`--lang ru`, `--lang=ru`).
pub fn from_args(args: &[OsString]) -> Option<Lang> {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    words.iter().enumerate().rev().find_map(|(i, word)| {
        let value = match word.strip_prefix("--lang") {
            Some("") => words.get(i + 1).copied(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        }?;
        value.parse().ok()
    })
}

/// The reader's language for a command line: its `--lang`, else the locale's, else English.
pub fn asked(args: &[OsString]) -> Lang {
    from_args(args).or_else(from_locale).unwrap_or(Lang::En)
}

/// `cmd` with every `--lang` defaulting to `lang` instead of English.
pub fn defaulting_to(cmd: clap::Command, lang: Lang) -> clap::Command {
    cmd.mut_args(|arg| {
        if arg.get_id() == "lang" {
            arg.default_value(lang.code())
        } else {
            arg
        }
    })
    .mut_subcommands(|sub| defaulting_to(sub, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lang_is_read_in_both_spellings_and_the_last_one_counts() {
        let words = |s: &str| s.split(' ').map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            from_args(&words("p fifteen solve --lang ru")),
            Some(Lang::Ru)
        );
        assert_eq!(from_args(&words("p --lang=ru x --lang en")), Some(Lang::En));
        assert_eq!(from_args(&words("p fifteen solve")), None);
    }
}
