//! The questions of a quiz, drawn from one seed. The quiz's seed `S` gives a stream of
//! question seeds: `S` itself first, then numbers of nine digits at most that a `ChaCha8Rng`
//! seeded with `S` draws.
//! Each question takes the next seed of the stream; the seed chooses its kind among those
//! asked for (and its level, unless one is asked for), and the quiz crate makes the question
//! from the kind, the level and the seed. A seed whose instance the solvers cannot settle
//! within the crate's limits, or that makes a question the quiz has already, is skipped for
//! the next one. So one seed makes one quiz on every machine, the interactive one and the
//! exported banks alike, and a question's kind, level and seed make it again
//! (`--kind K --level L --seed S --count 1`: the stream's first seed is `S`).

use std::collections::HashSet;

use puzzlelab_quiz::{generate, Kind, Level, Question};
use puzzlelab_rules::Lang;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::messages::Messages;
use crate::exit::{Exit, LIMIT};

/// The most seeds in a row that may make no new question before the quiz gives up (exit 3).
pub const MAX_SKIPPED: usize = 64;

/// How many question seeds the stream draws from: nine digits at most.
pub const SEEDS: u64 = 1_000_000_000;

/// The questions drawn from one seed, one at a time.
pub struct Draw {
    kinds: Vec<Kind>,
    level: Option<Level>,
    lang: Lang,
    first: Option<u64>,
    stream: ChaCha8Rng,
    made: HashSet<(String, Option<String>, Option<u64>)>,
}

impl Draw {
    /// The questions of `kinds` (at least one) at `level` (or at levels the seeds choose),
    /// drawn from `seed`, their words in `lang`.
    pub fn new(kinds: Vec<Kind>, level: Option<Level>, seed: u64, lang: Lang) -> Draw {
        assert!(!kinds.is_empty(), "a quiz asks at least one kind");
        Draw {
            kinds,
            level,
            lang,
            first: Some(seed),
            stream: ChaCha8Rng::seed_from_u64(seed),
            made: HashSet::new(),
        }
    }

    /// The next seed of the stream (after the first, under [`SEEDS`]: short enough to read
    /// and type again).
    fn next_seed(&mut self) -> u64 {
        self.first
            .take()
            .unwrap_or_else(|| self.stream.next_u64() % SEEDS)
    }

    /// The kind and level a question seed chooses.
    fn chosen(&self, seed: u64) -> (Kind, Level) {
        let n = self.kinds.len() as u64;
        let kind = self.kinds[(seed % n) as usize];
        let level = self
            .level
            .unwrap_or(Level::ALL[((seed / n) % Level::ALL.len() as u64) as usize]);
        (kind, level)
    }

    /// The next question: made from the next seed that settles and makes a question not made
    /// before; after [`MAX_SKIPPED`] seeds in a row that do not, an error (exit 3).
    pub fn next_question(&mut self) -> anyhow::Result<Question> {
        let mut last = String::new();
        for _ in 0..MAX_SKIPPED {
            let seed = self.next_seed();
            let (kind, level) = self.chosen(seed);
            last = format!("{kind}, {level}, {seed}");
            let Ok(question) = generate(kind, level, seed, self.lang) else {
                continue;
            };
            let what = (question.text.clone(), question.board.clone(), question.pile);
            if self.made.insert(what) {
                return Ok(question);
            }
        }
        let message = Messages::new(self.lang).no_question(MAX_SKIPPED, &last);
        Err(Exit::new(LIMIT, message).into())
    }

    /// The next `count` questions.
    pub fn take(&mut self, count: usize) -> anyhow::Result<Vec<Question>> {
        (0..count).map(|_| self.next_question()).collect()
    }
}
