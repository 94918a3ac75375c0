//! `puzzlelab fifteen shuffle --seed S`: a shuffled start position, printed in the one-line
//! format (or any other), ready for `fifteen play BOARD` or a solver.

use puzzlelab_rules::Format;

use super::start::StartArgs;

/// Arguments of `fifteen shuffle`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    start: StartArgs,
    /// Output format: line, rows, side, dims, uva or json.
    #[arg(long, default_value = "line")]
    format: Format,
}

/// Prints one shuffled board.
pub fn run(args: Args) -> anyhow::Result<()> {
    let board = args.start.shuffled()?;
    let text = args.format.write(&board);
    outln!("{}", text.trim_end())?;
    Ok(())
}
