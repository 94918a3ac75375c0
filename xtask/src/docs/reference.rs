//! The CLI reference pages (`cli-reference.md`, `cli-reference-ru.md`): every command's long
//! help, as `puzzlelab help --lang` prints it, taken from the command tree clap builds, so the
//! reference cannot drift from the program.

use std::fmt::Write as _;

use puzzlelab_rules::Lang;

/// The CLI reference in `lang`: every command's long help as `puzzlelab help --lang` prints
/// it, one section per command, nested as the commands are.
pub(super) fn cli_reference(lang: Lang) -> String {
    let mut cli = puzzlelab::help::command_in(lang);
    cli.build();
    let mut text = String::new();
    reference_of(&mut cli, "puzzlelab", 2, lang, &mut text);
    text
}

/// Appends the section of `cmd` (named `path`, a heading of `depth` hashes), then its
/// subcommands' one level deeper.
fn reference_of(cmd: &mut clap::Command, path: &str, depth: usize, lang: Lang, text: &mut String) {
    let _ = writeln!(text, "{} `{path}`\n", "#".repeat(depth.min(6)));
    let help = puzzlelab::help::rendered(cmd, lang);
    let _ = writeln!(text, "```text\n{}\n```\n", help.trim_end());
    for sub in cmd.get_subcommands_mut() {
        let path = format!("{path} {}", sub.get_name());
        reference_of(sub, &path, depth + 1, lang, text);
    }
}
