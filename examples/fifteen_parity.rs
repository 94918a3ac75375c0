//! Lesson 1, step 4: the shuffle, the disorders, and the fix-up swap.
//!
//! "The numbers 1 to 15 are placed pseudo-randomly in positions 0 to 14, and position 15 gets
//! 0." A placement can be solved when the number of disorders (a smaller number standing after
//! a larger one) is even; if it is odd, swapping any pair of neighbouring numbers (never the 0)
//! fixes it.
//!
//! Run: `cargo run --example fifteen_parity -- [SEED]` (the same seed, the same output).

use std::io::{self, Write};

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::{inversions, shuffle, Goal, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The seed when none is given: its placement happens to need the fix.
pub const DEFAULT_SEED: u64 = 1;

/// Shuffles with `seed` and explains every step.
pub fn run(out: &mut dyn Write, seed: u64) -> io::Result<()> {
    let size = Size::FIFTEEN;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let s = shuffle::lesson(&mut rng, size);

    writeln!(
        out,
        "Seed {seed}. Tiles 1..15 at random in a[0..14], 0 in a[15]:"
    )?;
    writeln!(out, "  {}", s.drawn)?;

    // Disorders: for every tile, the smaller tiles standing after it.
    let tiles = s.drawn.tiles();
    for (i, &t) in tiles.iter().enumerate().filter(|&(_, &t)| t != 0) {
        let after: Vec<String> = tiles[i + 1..]
            .iter()
            .filter(|&&later| later != 0 && later < t)
            .map(|later| later.to_string())
            .collect();
        if !after.is_empty() {
            writeln!(out, "  {t:2} before {}", after.join(", "))?;
        }
    }
    let parity = if s.inversions % 2 == 0 { "even" } else { "odd" };
    writeln!(out, "{} disorders: {parity}.", s.inversions)?;

    match s.swapped {
        Some((a, b)) => {
            writeln!(
                out,
                "Odd: swap the neighbours a[{a}] = {} and a[{b}] = {}.",
                s.drawn.tile(a),
                s.drawn.tile(b)
            )?;
            let now = inversions(s.board.tiles());
            writeln!(out, "Now {now} disorders: even, the game can be won.")?;
        }
        None => writeln!(out, "Even: the game can be won as it is.")?,
    }
    writeln!(out, "The start position:")?;
    write!(out, "{}", s.board.boxed(Style::Lines))?;
    let goal = Goal::Standard.board(size);
    writeln!(out, "Check: {}", s.board.solvability(&goal))?;
    Ok(())
}

fn main() -> io::Result<()> {
    let seed = match std::env::args().nth(1) {
        Some(text) => text.parse().expect("the seed is a number"),
        None => DEFAULT_SEED,
    };
    run(&mut io::stdout(), seed)
}
