//! The lesson programs' arguments: the language they print in, asked for with `--lang en|ru`
//! among them, so that the Russian pages can show their Russian output, and the arguments left
//! for the program itself (a seed, a folder). Errors are text for [`super::main`] to print.

use puzzlelab_rules::Lang;

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
            args.next()
                .ok_or(anyhow::anyhow!("--lang needs a value: en or ru"))?
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            value.to_string()
        } else {
            rest.push(arg);
            continue;
        };
        lang = value.parse().map_err(anyhow::Error::msg)?;
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
        Some(other) => {
            anyhow::bail!("unexpected argument '{other}': the only option is --lang en|ru")
        }
    }
}
