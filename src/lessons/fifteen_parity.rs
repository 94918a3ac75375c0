//! Lesson 1, step 4: the shuffle, the disorders, and the fix-up swap.
//!
//! "The numbers 1 to 15 are placed pseudo-randomly in positions 0 to 14, and position 15 gets
//! 0." A placement can be solved when the number of disorders (a smaller number standing after
//! a larger one) is even; if it is odd, swapping any pair of neighbouring numbers (never the 0)
//! fixes it.
//!
//! Run: `cargo run --example fifteen_parity -- [SEED] [--lang ru]` (the same seed, the same
//! output; `--lang ru` for Russian).

use std::io::{self, Write};
use std::process::ExitCode;

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::play::explain;
use puzzlelab_rules::{inversions, shuffle, Goal, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::messages::Messages;

/// The seed when none is given: its placement happens to need the fix.
pub const DEFAULT_SEED: u64 = 1;

/// The lesson's shuffle of the 4x4 box with `seed`: the numbers drawn, their disorders, the
/// swap that fixed an odd count, and the start position.
pub fn shuffled(seed: u64) -> shuffle::LessonShuffle {
    shuffle::lesson(&mut ChaCha8Rng::seed_from_u64(seed), Size::FIFTEEN)
}

/// Shuffles with `seed` and explains every step in `lang`.
pub fn run(out: &mut impl Write, lang: Lang, seed: u64) -> io::Result<()> {
    let size = Size::FIFTEEN;
    let s = shuffled(seed);
    let text = Messages::new(lang);

    writeln!(out, "{}", text.shuffled(seed))?;
    writeln!(out, "  {}", s.drawn)?;

    // Disorders: for every tile, the smaller tiles standing after it.
    let before = text.before();
    let tiles = s.drawn.tiles();
    for (i, &t) in tiles.iter().enumerate().filter(|&(_, &t)| t != 0) {
        let after: Vec<String> = tiles[i + 1..]
            .iter()
            .filter(|&&later| later != 0 && later < t)
            .map(|later| later.to_string())
            .collect();
        if !after.is_empty() {
            writeln!(out, "  {t:2} {before} {}", after.join(", "))?;
        }
    }
    writeln!(out, "{}", text.disorder_count(s.inversions))?;

    match s.swapped {
        Some((a, b)) => {
            let (tile_a, tile_b) = (s.drawn.tile(a), s.drawn.tile(b));
            writeln!(out, "{}", text.swap(a, tile_a, b, tile_b))?;
            let now = inversions(s.board.tiles());
            writeln!(out, "{}", text.even_after_swap(now))?;
        }
        None => writeln!(out, "{}", text.even_already())?,
    }
    writeln!(out, "{}", text.start_position())?;
    write!(out, "{}", s.board.boxed(Style::Lines))?;
    let goal = Goal::Standard.board(size);
    let verdict = explain(lang, &s.board.solvability(&goal));
    writeln!(out, "{} {verdict}", text.check())?;
    Ok(())
}

/// How the program is called.
const USAGE: &str = "usage: cargo run --example fifteen_parity -- [SEED] [--lang en|ru]";

/// The program: `[SEED] [--lang en|ru]` in any order, the lesson on standard output.
pub fn main(args: Vec<String>) -> anyhow::Result<ExitCode> {
    let (lang, rest) = super::args::lang_and_rest(args, Lang::En)?;
    let seed = match rest.as_slice() {
        [] => DEFAULT_SEED,
        [text] => text
            .parse::<u64>()
            .map_err(|_| super::args::not_a_seed(text))?,
        _ => {
            let ru = "запуск: cargo run --example fifteen_parity -- [ЗЕРНО] [--lang en|ru]";
            return Err(crate::messages::Said::new(USAGE, ru).into());
        }
    };
    run(&mut io::stdout().lock(), lang, seed)?;
    Ok(ExitCode::SUCCESS)
}
