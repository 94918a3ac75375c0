//! # puzzlelab-assignments: course assignments with self-checks
//!
//! Eight assignments, each in three parts:
//!
//! - a **starter** in [`starter`]: the file a student edits (it compiles, runs, and fails its
//!   self-check until the work is done);
//! - a **graded check** in [`selfcheck`], built on [`grading`]: named tests with points,
//!   prerequisites and a hint with each failure (in English and Russian); what
//!   `cargo run --example assignment_N` and `puzzlelab check assignment N` run;
//! - an **answer key** in `keys`, compiled only with the `answer-keys` feature.
//!
//! | # | assignment | starter | self-check |
//! |---|---|---|---|
//! | 1 | the legality check and the inversion count for an N×M board | [`starter::legality`] | [`selfcheck::legality`] |
//! | 2 | a heuristic for the 15-puzzle better than Manhattan | [`starter::heuristic`] | [`selfcheck::heuristic`] |
//! | 3 | BFS over Bachet's game tree and its losing positions | [`starter::bachet`] | [`selfcheck::bachet`] |
//! | 4 | a small 8-puzzle instance in SAT, and the model read back | [`starter::sat`] | [`selfcheck::sat`] |
//! | 5 | A* over closures, in a fixed order of expansion | [`starter::astar`] | [`selfcheck::astar`] |
//! | 6 | IDA*'s thresholds | [`starter::ida`] | [`selfcheck::ida`] |
//! | 7 | a pattern database of the 8-puzzle by 0-1 BFS | [`starter::pdb`] | [`selfcheck::pdb`] |
//! | 8 | the losing piles of a subtraction game with any takes | [`starter::subtraction`] | [`selfcheck::subtraction`] |
//!
//! A teacher's hidden cases ([`hidden`]) are graded by the same tests as the public ones.
//! A search written in another language (a notebook's Python) is graded by [`traced`]: what it
//! expanded and the moves it found, against the solvers' own run of the same board.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod grading;
pub mod hidden;
#[cfg(feature = "answer-keys")]
pub mod keys;
pub mod selfcheck;
pub mod starter;
pub mod traced;

pub use grading::{Grade, Said, Suite};
pub use hidden::Hidden;

use grading::Test;

/// The assignments there are: 1 to [`COUNT`].
pub const COUNT: u8 = 8;

/// A rule a student's code is held to, in English and Russian: the words every statement of it
/// quotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// English.
    pub en: &'static str,
    /// Russian.
    pub ru: &'static str,
}

impl Rule {
    /// The rule in `lang`.
    pub fn get(&self, lang: puzzlelab_rules::Lang) -> &'static str {
        lang.pick(self.en, self.ru)
    }

    /// The rule as a grader's text.
    pub fn said(&self) -> Said {
        Said::new(self.en, self.ru)
    }
}

/// The order A* expands nodes in, where a choice is open: the order of the solvers' A*
/// (`puzzlelab_solvers::search::astar`), the reference every A* is graded against.
///
/// Assignment 5's check ([`selfcheck::reference::astar_over`], the answer key) and the
/// reference of a notebook's A* ([`traced::reference`]) follow it; the starter, the statement
/// pages, the Python tracer's documentation and the A* notebooks quote it word for word (a test
/// compares them), each saying beside it in what order a node's successors are listed.
pub const ASTAR_ORDER: Rule = Rule {
    en: "Push the start, with g = 0. Then, until the open list is empty: pop an entry of least \
         f = g + h; among those, one of largest g (the deepest); among those, the one pushed \
         last. If its node was expanded before with a g no greater, skip it: a pop with no \
         expansion. If it is a goal, stop: the goal test is made when a node leaves the open \
         list, and the goal is not expanded. Else expand it: push each of its successors but its \
         parent (the node it was reached from), in the order they are listed, whether expanded \
         before or not (a duplicate is dropped when it leaves the open list).",
    ru: "Положите в открытый список старт с g = 0. Затем, пока открытый список не пуст: \
         снимите с него запись с наименьшим f = g + h; среди таких — с наибольшим g (самую \
         глубокую); среди них — добавленную последней. Если её узел уже был раскрыт с g не \
         больше, пропустите её: снятие без раскрытия. Если это цель, остановитесь: цель \
         проверяется, когда узел покидает открытый список, и не раскрывается. Иначе раскройте \
         узел: добавьте в открытый список каждого его последователя, кроме родителя (узла, из \
         которого он достигнут), в том порядке, в каком они перечислены, раскрытого раньше или \
         нет (дубликат отбрасывается, когда покидает открытый список).",
};

/// Where an assignment lives in the repository.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Files {
    /// The starter file the student edits, from the repository's root.
    pub starter: &'static str,
    /// The starter's text as it was when this program was built: what the check grades. A
    /// starter on disk that differs was edited since, and a check of it needs a new build.
    pub compiled: &'static str,
    /// The statement's page (English), from the repository's root.
    pub statement: &'static str,
    /// The statement's page in Russian.
    pub statement_ru: &'static str,
}

/// The files of assignment `stem` (`heuristic`), its statement page `N-stem`.
macro_rules! files {
    ($stem:literal, $page:literal) => {
        Files {
            starter: concat!("crates/assignments/src/starter/", $stem, ".rs"),
            compiled: include_str!(concat!("starter/", $stem, ".rs")),
            statement: concat!("docs/src/assignments/", $page, ".md"),
            statement_ru: concat!("docs/ru/src/assignments/", $page, ".md"),
        }
    };
}

/// Where assignment `number` lives: its starter (and the starter's text in this build) and
/// its statement. `None` for a number with no assignment.
///
/// ```
/// let files = puzzlelab_assignments::files(2).unwrap();
/// assert_eq!(files.starter, "crates/assignments/src/starter/heuristic.rs");
/// assert!(files.compiled.contains("pub fn heuristic"));
/// ```
pub fn files(number: u8) -> Option<Files> {
    Some(match number {
        1 => files!("legality", "1-legality"),
        2 => files!("heuristic", "2-heuristic"),
        3 => files!("bachet", "3-bachet"),
        4 => files!("sat", "4-sat"),
        5 => files!("astar", "5-astar"),
        6 => files!("ida", "6-ida"),
        7 => files!("pdb", "7-pdb"),
        8 => files!("subtraction", "8-subtraction"),
        _ => return None,
    })
}

/// The graded check of assignment `number` on the student's starter files, with the tests on a
/// teacher's `hidden` cases after the public ones: what `cargo run --example assignment_N`
/// and `puzzlelab check assignment N [--hidden FILE]` run. `None` for a number with no
/// assignment.
pub fn starter_suite(number: u8, hidden: Option<&Hidden>) -> Option<Suite> {
    use selfcheck::{astar, bachet, heuristic, ida, legality, pdb, sat, subtraction};
    let none = Hidden::default();
    let h = hidden.unwrap_or(&none);
    let (mut suite, extra): (Suite, Vec<Test>) = match number {
        1 => {
            let solution = legality::Solution {
                is_legal: starter::legality::is_legal,
                inversions: starter::legality::inversions,
            };
            let mut boards = h.boards.clone();
            boards.extend(h.seeds.iter().flat_map(|&seed| legality::boards(seed)));
            let extra = if boards.is_empty() {
                Vec::new()
            } else {
                legality::tests(solution, boards)
            };
            (legality::suite(solution), extra)
        }
        2 => {
            let heuristic = starter::heuristic::heuristic;
            let config = heuristic::Config::default();
            let mut starts = h.boards.clone();
            for &seed in &h.seeds {
                starts.extend(heuristic::Config { seed, ..config }.starts());
            }
            let extra = if starts.is_empty() {
                Vec::new()
            } else {
                heuristic::tests(heuristic, starts, config.node_limit)
            };
            (heuristic::suite(heuristic, &config), extra)
        }
        3 => {
            let solution = bachet::Solution {
                bfs_levels: starter::bachet::bfs_levels,
                losing_positions: starter::bachet::losing_positions,
            };
            let takes: Vec<u32> = h.takes.iter().flatten().copied().collect();
            let extra = bachet::tests(solution, h.piles.clone(), takes.clone())
                .into_iter()
                .filter(|t| match t.id.as_str() {
                    "bfs_levels" => !h.piles.is_empty(),
                    _ => !takes.is_empty(),
                })
                .collect();
            (bachet::suite(solution), extra)
        }
        4 => {
            let solution = sat::Solution {
                encode: starter::sat::encode,
                decode: starter::sat::decode,
            };
            let extra = if h.boards.is_empty() {
                Vec::new()
            } else {
                sat::tests(solution, h.boards.clone())
            };
            (sat::suite(solution), extra)
        }
        5 => {
            let solution = astar::Solution {
                on_boards: starter::astar::astar,
                on_cells: starter::astar::astar,
            };
            let terrains: Vec<astar::Terrain> = h
                .seeds
                .iter()
                .map(|&seed| astar::Terrain::seeded(8, seed))
                .collect();
            let extra = if h.boards.is_empty() && terrains.is_empty() {
                Vec::new()
            } else {
                astar::tests(solution, h.boards.clone(), terrains)
            };
            (astar::suite(solution), extra)
        }
        6 => {
            let solution = ida::Solution {
                bounds: starter::ida::bounds,
            };
            let extra = if h.boards.is_empty() {
                Vec::new()
            } else {
                ida::tests(solution, h.boards.clone())
            };
            (ida::suite(solution), extra)
        }
        7 => {
            let solution = pdb::Solution {
                build: starter::pdb::build,
            };
            let extra = if h.patterns.is_empty() {
                Vec::new()
            } else {
                pdb::tests(solution, h.patterns.clone(), false)
            };
            (pdb::suite(solution), extra)
        }
        8 => {
            let solution = subtraction::Solution {
                losing_positions: starter::subtraction::losing_positions,
            };
            let extra = subtraction::tests(solution, h.takes.clone())
                .into_iter()
                .filter(|t| t.id == "any_takes" && !h.takes.is_empty())
                .collect();
            (subtraction::suite(solution), extra)
        }
        _ => return None,
    };
    suite.tests.extend(extra.into_iter().map(Test::hidden));
    Some(suite)
}
