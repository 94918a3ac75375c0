//! Every starter fails its graded check, with a hint on each failure; with the `answer-keys`
//! feature, every key earns full points; planted mistakes are named by their hints.

use std::time::Duration;

use puzzlelab_assignments::grading::{Grade, Verdict, TIME_LIMIT};
use puzzlelab_assignments::selfcheck::{self, heuristic::Config};
use puzzlelab_assignments::{starter, starter_suite, Suite, COUNT};
use puzzlelab_rules::Lang;

/// A smaller sample than the default, so the test suite stays quick.
fn quick() -> Config {
    Config {
        radius: 8,
        samples: 4,
        walk: 30,
        ..Config::default()
    }
}

fn grade(suite: Suite) -> Grade {
    suite.grade(TIME_LIMIT)
}

/// The ids of the tests that did not pass.
fn failed(grade: &Grade) -> Vec<&str> {
    grade
        .outcomes
        .iter()
        .filter(|o| !matches!(o.verdict, Verdict::Passed(_)))
        .map(|o| o.id.as_str())
        .collect()
}

/// The hint ("where to look") of test `id`, in `lang`.
fn hint(grade: &Grade, id: &str, lang: Lang) -> String {
    match &grade.outcome(id).expect("the test ran").verdict {
        Verdict::Failed(f) => f.look.get(lang).to_string(),
        other => panic!("{id} did not fail: {other:?}"),
    }
}

#[test]
fn every_starter_fails_with_points_and_a_hint_in_both_languages() {
    for number in 1..=COUNT {
        let grade = grade(starter_suite(number).unwrap());
        assert!(!grade.is_pass(), "{}", grade.text(Lang::En));
        assert!(grade.score() < grade.max_score());
        for lang in [Lang::En, Lang::Ru] {
            let text = grade.text(lang);
            let score = format!("{}/{}", grade.score(), grade.max_score());
            assert!(
                text.ends_with(&format!("{score} ({})", lang.pick("FAIL", "НЕ ЗАЧТЕНО"))),
                "{text}"
            );
            assert!(
                text.contains(lang.pick("where to look:", "где искать:")),
                "{text}"
            );
        }
        // the Russian report is Russian: no English label is left in it
        let ru = grade.text(Lang::Ru);
        for english in [
            "expected:",
            "smallest example:",
            "Score:",
            "FAIL",
            "not run",
        ] {
            assert!(!ru.contains(english), "{english:?} in\n{ru}");
        }
    }
}

#[test]
fn the_legality_starter_misses_the_horizontal_moves_and_the_count() {
    let grade = grade(starter_suite(1).unwrap());
    assert_eq!(failed(&grade), ["is_legal", "inversions"]);
    assert!(hint(&grade, "is_legal", Lang::En).contains("horizontal"));
}

#[test]
fn the_heuristic_starter_is_admissible_but_not_better_than_manhattan() {
    let suite = selfcheck::heuristic::suite(starter::heuristic::heuristic, &quick());
    let grade = grade(suite);
    assert_eq!(failed(&grade), ["better"], "{}", grade.text(Lang::En));
    assert_eq!(grade.score(), 7);
}

#[test]
fn an_overestimating_heuristic_is_caught_with_its_smallest_example() {
    fn doubled(board: &puzzlelab_rules::Board, goal: &puzzlelab_rules::Board) -> u32 {
        2 * selfcheck::reference::manhattan(board, goal)
    }
    let grade = grade(selfcheck::heuristic::suite(doubled, &quick()));
    assert_eq!(
        failed(&grade),
        ["admissible", "within_limit", "optimal", "better"]
    );
    let Verdict::Failed(f) = &grade.outcome("admissible").unwrap().verdict else {
        unreachable!()
    };
    // the smallest overestimate is one move from the goal: 2 > 1
    assert!(f.example.en.ends_with("estimate 2"), "{}", f.example.en);
    assert_eq!(f.expected.en, "at most its true distance, 1");
    for id in ["within_limit", "optimal", "better"] {
        let verdict = &grade.outcome(id).unwrap().verdict;
        assert!(matches!(verdict, Verdict::Skipped(_)), "{id}: {verdict:?}");
    }
}

#[test]
fn an_inversion_count_that_counts_the_blank_is_told_so() {
    fn with_blank(tiles: &[u8]) -> usize {
        (0..tiles.len())
            .flat_map(|i| (i + 1..tiles.len()).map(move |j| (i, j)))
            .filter(|&(i, j)| tiles[i] > tiles[j])
            .count()
    }
    let suite = selfcheck::legality::suite(selfcheck::legality::Solution {
        is_legal: |width, tiles, dir| {
            let size = puzzlelab_rules::Size::new(width, tiles.len() / width).unwrap();
            let tiles = tiles.iter().map(|&t| t as usize).collect();
            puzzlelab_rules::Board::new(size, tiles).is_ok_and(|b| b.can_move(dir))
        },
        inversions: with_blank,
    });
    let grade = grade(suite);
    assert_eq!(failed(&grade), ["inversions"]);
    assert!(hint(&grade, "inversions", Lang::En).contains("empty place (0) never counts"));
    assert!(hint(&grade, "inversions", Lang::Ru).contains("пустое место (0) никогда не считается"));
}

#[test]
fn a_solution_that_never_returns_fails_its_test_within_the_time_limit() {
    let suite = selfcheck::bachet::suite(selfcheck::bachet::Solution {
        bfs_levels: |_, _| loop {
            std::thread::sleep(Duration::from_millis(10));
        },
        losing_positions: starter::bachet::losing_positions,
    });
    let grade = suite.grade(Duration::from_millis(300));
    assert_eq!(
        grade.outcome("bfs_levels").unwrap().verdict,
        Verdict::TimedOut(Duration::from_millis(300))
    );
    assert!(grade.text(Lang::En).contains("did not finish within 0.3 s"));
}

#[cfg(feature = "answer-keys")]
mod keys {
    use super::*;
    use puzzlelab_assignments::keys;

    fn full_points(grade: &Grade) {
        assert!(grade.is_pass(), "{}", grade.text(Lang::En));
        assert_eq!(grade.score(), grade.max_score());
        assert!(grade.text(Lang::Ru).ends_with("(ЗАЧТЕНО)"));
    }

    #[test]
    fn the_legality_key_earns_full_points() {
        full_points(&grade(selfcheck::legality::suite(
            selfcheck::legality::Solution {
                is_legal: keys::legality::is_legal,
                inversions: keys::legality::inversions,
            },
        )));
    }

    #[test]
    fn the_heuristic_key_earns_full_points() {
        full_points(&grade(selfcheck::heuristic::suite(
            keys::heuristic::heuristic,
            &quick(),
        )));
    }

    #[test]
    fn the_bachet_key_earns_full_points() {
        full_points(&grade(selfcheck::bachet::suite(
            selfcheck::bachet::Solution {
                bfs_levels: keys::bachet::bfs_levels,
                losing_positions: keys::bachet::losing_positions,
            },
        )));
    }

    #[test]
    fn the_sat_key_earns_full_points() {
        full_points(&grade(selfcheck::sat::suite(selfcheck::sat::Solution {
            encode: keys::sat::encode,
            decode: keys::sat::decode,
        })));
    }
}
