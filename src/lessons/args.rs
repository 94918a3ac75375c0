//! The lesson programs' arguments: the language they print in, asked for with `--lang en|ru`
//! among them, so that the Russian pages can show their Russian output, and the arguments left
//! for the program itself (a seed, a folder). Errors are said in English and in Russian for
//! [`super::main`] to print in the reader's language.

use puzzlelab_rules::Lang;

use crate::messages::Said;

/// The refusal of `value`, given for `--lang` but no language.
pub(crate) fn unknown_lang(value: &str) -> Said {
    Said::new(
        format!("unknown language '{value}': use en or ru"),
        format!("неизвестный язык «{value}»: укажите en или ru"),
    )
}

/// The refusal of `text`, given for a seed but not a whole number.
pub(crate) fn not_a_seed(text: &str) -> Said {
    Said::new(
        format!("the seed is a whole number, not '{text}'"),
        format!("зерно — целое число, а не «{text}»"),
    )
}

/// The language asked for with `--lang en|ru` (or `--lang=ru`) among `args` (without the
/// program's name), `default` when none is, and the other arguments in their order (a lesson
/// program's own positional ones, such as a seed). The last `--lang` wins. The error is an
/// unknown language or a `--lang` without one.
///
/// ```
/// use puzzlelab::lessons::args::lang_and_rest;
/// use puzzlelab_rules::Lang;
/// let args = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
/// let read = |text: &str, default| lang_and_rest(args(text), default).unwrap();
/// assert_eq!(read("", Lang::En), (Lang::En, vec![]));
/// assert_eq!(read("", Lang::Ru), (Lang::Ru, vec![]));
/// assert_eq!(read("7 --lang ru", Lang::En), (Lang::Ru, args("7")));
/// assert_eq!(read("--lang=ru 7", Lang::En), (Lang::Ru, args("7")));
/// assert!(lang_and_rest(args("--lang xx"), Lang::En).is_err());
/// assert!(lang_and_rest(args("--lang"), Lang::En).is_err());
/// ```
pub fn lang_and_rest(
    args: impl IntoIterator<Item = String>,
    default: Lang,
) -> anyhow::Result<(Lang, Vec<String>)> {
    let mut lang = default;
    let mut rest = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let value = if arg == "--lang" {
            args.next().ok_or_else(|| {
                Said::new(
                    "--lang needs a value: en or ru",
                    "после --lang нужен язык: en или ru",
                )
            })?
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            value.to_string()
        } else {
            rest.push(arg);
            continue;
        };
        lang = value.parse().map_err(|_| unknown_lang(&value))?;
    }
    Ok((lang, rest))
}

/// The language asked for with `--lang en|ru` among `args`, English by default, for the lesson
/// programs that take no other argument. The error is an unknown language, a `--lang` without
/// one, or any other argument.
///
/// ```
/// use puzzlelab::lessons::args::lang_only;
/// use puzzlelab_rules::Lang;
/// assert_eq!(lang_only(vec![]).unwrap(), Lang::En);
/// assert_eq!(lang_only(vec!["--lang".into(), "ru".into()]).unwrap(), Lang::Ru);
/// assert!(lang_only(vec!["7".into()]).is_err());
/// ```
pub fn lang_only(args: Vec<String>) -> anyhow::Result<Lang> {
    let (lang, rest) = lang_and_rest(args, Lang::En)?;
    match rest.first() {
        None => Ok(lang),
        Some(other) => Err(Said::new(
            format!("unexpected argument '{other}': the only option is --lang en|ru"),
            format!("лишний аргумент «{other}»: программа принимает только --lang en|ru"),
        )
        .into()),
    }
}
