//! What the lesson programs (`examples/`) share: the language they print in, asked for with
//! `--lang en|ru` among their arguments, so that the Russian pages can show their Russian
//! output. The library prints nothing: a lesson program's `main` says what went wrong.

use puzzlelab_rules::Lang;

/// The language a lesson program was asked for with `--lang en|ru` (or `--lang=ru`) among
/// `args` (its arguments, without the program's name), English by default, and the other
/// arguments in their order (a lesson program's own positional ones, such as a seed). The last
/// `--lang` wins. The error, to be printed by the program (which then exits with code 2), is
/// an unknown language or a `--lang` without one.
///
/// ```
/// use puzzlelab::lesson::lang_and_rest;
/// use puzzlelab_rules::Lang;
/// let args = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
/// assert_eq!(lang_and_rest(args("")), Ok((Lang::En, vec![])));
/// assert_eq!(lang_and_rest(args("7 --lang ru")), Ok((Lang::Ru, args("7"))));
/// assert_eq!(lang_and_rest(args("--lang=ru 7")), Ok((Lang::Ru, args("7"))));
/// assert!(lang_and_rest(args("--lang xx")).is_err());
/// assert!(lang_and_rest(args("--lang")).is_err());
/// ```
pub fn lang_and_rest(
    args: impl IntoIterator<Item = String>,
) -> Result<(Lang, Vec<String>), String> {
    let mut lang = Lang::En;
    let mut rest = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let value = if arg == "--lang" {
            args.next().ok_or("--lang needs a value: en or ru")?
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            value.to_string()
        } else {
            rest.push(arg);
            continue;
        };
        lang = value.parse()?;
    }
    Ok((lang, rest))
}

/// The language a lesson program was asked for with `--lang en|ru` among its command-line
/// arguments; English by default. The error, to be printed by the program (which then exits
/// with code 2), is an unknown language, a `--lang` without one, or any other argument: these
/// lesson programs take no other.
pub fn lesson_lang() -> Result<Lang, String> {
    let (lang, rest) = lang_and_rest(std::env::args().skip(1))?;
    match rest.first() {
        None => Ok(lang),
        Some(other) => Err(format!(
            "unexpected argument '{other}': the only option is --lang en|ru"
        )),
    }
}
