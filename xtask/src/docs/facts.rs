//! Single facts the pages use inline (`facts.txt`, `facts-ru.txt`): each number or word the
//! text names (the worksheet's board and its disorders, the self-checks' settings, the count
//! of reachable positions), computed by the code it describes, between `ANCHOR:` lines so
//! that a page includes one fact at a time.

use std::fmt::Write as _;

use puzzlelab_assignments::selfcheck;
use puzzlelab_rules::lessons::WORKSHEET;
use puzzlelab_rules::{Board, Goal, Lang, Size};

use super::messages::Messages;

/// Single facts for inline use, each between `ANCHOR: name` and `ANCHOR_END: name` lines, as
/// mdBook's `{{#include file:name}}` wants them, numbers and words in `lang`.
pub(super) fn facts(lang: Lang) -> String {
    let worksheet: Board = WORKSHEET.parse().expect("the worksheet's board");
    let goal = Goal::Standard.board(Size::FIFTEEN);
    let verdict = worksheet.solvability(&goal);
    let heuristic = selfcheck::heuristic::Config::default();
    let losing = selfcheck::bachet::expected_losing(3, 30);
    let facts: Vec<(&str, String)> = vec![
        ("worksheet_board", worksheet.to_string()),
        (
            "worksheet_inversions",
            puzzlelab_rules::inversions(worksheet.tiles()).to_string(),
        ),
        (
            "worksheet_solvable",
            Messages::new(lang)
                .yes_no(verdict.is_solvable())
                .to_string(),
        ),
        ("heuristic_samples", heuristic.samples.to_string()),
        ("heuristic_walk", heuristic.walk.to_string()),
        ("heuristic_seed", heuristic.seed.to_string()),
        (
            "pdb_entries",
            lang.int(
                selfcheck::reference::pattern_database(
                    &Goal::Standard.board(Size::EIGHT),
                    &[1, 2, 3, 4],
                )
                .len() as u64,
            ),
        ),
        (
            "test_seconds",
            puzzlelab_assignments::grading::TIME_LIMIT
                .as_secs()
                .to_string(),
        ),
        (
            "eight_reachable",
            lang.int(
                selfcheck::reference::ball(&Goal::Standard.board(Size::EIGHT), u32::MAX).len()
                    as u64,
            ),
        ),
        (
            "fifteen_reachable",
            lang.int((1..=16u64).product::<u64>() / 2),
        ),
        (
            "bachet_losing_3",
            losing
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
    ];
    let mut text = String::new();
    for (name, value) in facts {
        let _ = writeln!(text, "ANCHOR: {name}\n{value}\nANCHOR_END: {name}");
    }
    text
}
