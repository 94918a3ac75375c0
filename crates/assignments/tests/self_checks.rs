//! Every starter fails its self-check; with the `answer-keys` feature, every key passes it.

use puzzlelab_assignments::selfcheck::{self, heuristic::Config};
use puzzlelab_assignments::starter;

/// A smaller sample than the default, so the test suite stays quick.
fn quick() -> Config {
    Config {
        radius: 8,
        samples: 4,
        walk: 30,
        ..Config::default()
    }
}

#[test]
fn the_legality_starter_fails_its_self_check() {
    let report = selfcheck::legality::check(
        &selfcheck::legality::Solution {
            is_legal: starter::legality::is_legal,
            inversions: starter::legality::inversions,
        },
        1,
    );
    assert!(!report.is_pass(), "{report}");
    assert_eq!(report.failed.len(), 2, "{report}");
}

#[test]
fn the_heuristic_starter_fails_its_self_check_for_not_beating_manhattan() {
    let report = selfcheck::heuristic::check(starter::heuristic::heuristic, &quick());
    assert!(!report.is_pass(), "{report}");
    assert!(
        report.failed[0].starts_with("better than Manhattan"),
        "{report}"
    );
}

#[test]
fn an_overestimating_heuristic_is_caught_with_an_example() {
    fn doubled(board: &puzzlelab_rules::Board, goal: &puzzlelab_rules::Board) -> u32 {
        2 * selfcheck::reference::manhattan(board, goal)
    }
    let report = selfcheck::heuristic::check(doubled, &quick());
    assert!(!report.is_pass());
    assert!(report.failed[0].starts_with("admissible:"), "{report}");
    assert!(report.failed[0].contains("e.g. ["), "{report}");
}

#[test]
fn the_bachet_starter_fails_its_self_check() {
    let report = selfcheck::bachet::check(&selfcheck::bachet::Solution {
        bfs_levels: starter::bachet::bfs_levels,
        losing_positions: starter::bachet::losing_positions,
    });
    assert_eq!(report.failed.len(), 2, "{report}");
}

#[test]
fn the_sat_starter_fails_its_self_check() {
    let report = selfcheck::sat::check(&selfcheck::sat::Solution {
        encode: starter::sat::encode,
        decode: starter::sat::decode,
    });
    assert!(!report.is_pass(), "{report}");
}

#[cfg(feature = "answer-keys")]
mod keys {
    use super::*;
    use puzzlelab_assignments::keys;

    #[test]
    fn the_legality_key_passes() {
        let report = selfcheck::legality::check(
            &selfcheck::legality::Solution {
                is_legal: keys::legality::is_legal,
                inversions: keys::legality::inversions,
            },
            1,
        );
        assert!(report.is_pass(), "{report}");
    }

    #[test]
    fn the_heuristic_key_passes() {
        let report = selfcheck::heuristic::check(keys::heuristic::heuristic, &quick());
        assert!(report.is_pass(), "{report}");
    }

    #[test]
    fn the_bachet_key_passes() {
        let report = selfcheck::bachet::check(&selfcheck::bachet::Solution {
            bfs_levels: keys::bachet::bfs_levels,
            losing_positions: keys::bachet::losing_positions,
        });
        assert!(report.is_pass(), "{report}");
    }

    #[test]
    fn the_sat_key_passes() {
        let report = selfcheck::sat::check(&selfcheck::sat::Solution {
            encode: keys::sat::encode,
            decode: keys::sat::decode,
        });
        assert!(report.is_pass(), "{report}");
    }
}
