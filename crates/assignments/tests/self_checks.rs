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
        let grade = grade(starter_suite(number, None).unwrap());
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
    let grade = grade(starter_suite(1, None).unwrap());
    assert_eq!(failed(&grade), ["is_legal", "inversions"]);
    assert!(hint(&grade, "is_legal", Lang::En).contains("horizontal"));
}

#[test]
fn the_heuristic_starter_is_admissible_but_not_better_than_manhattan() {
    let suite = selfcheck::heuristic::suite(starter::heuristic::heuristic, &quick());
    let grade = grade(suite);
    assert_eq!(failed(&grade), ["better"], "{}", grade.text(Lang::En));
    // what the starter already does right is required, not scored
    assert_eq!(grade.score(), 0);
}

#[test]
fn an_overestimating_heuristic_is_caught_with_its_smallest_example() {
    fn doubled(board: &puzzlelab_rules::Board, goal: &puzzlelab_rules::Board) -> u32 {
        2 * selfcheck::reference::manhattan(board, goal)
    }
    let grade = grade(selfcheck::heuristic::suite(doubled, &quick()));
    assert_eq!(
        failed(&grade),
        [
            "admissible",
            "consistent",
            "within_limit",
            "optimal",
            "better"
        ]
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

/// A planted Bachet solution that plays the normal convention (taking the last object wins):
/// its trees are right, its losing piles one off, and the hint says which convention counts.
#[test]
fn a_bachet_solution_in_the_other_convention_is_told_the_rule() {
    use puzzlelab_assignments::selfcheck::bachet::{expected_levels, suite, Solution};
    fn normal_play(max_take: u32, up_to: u32) -> Vec<u32> {
        (1..=up_to).filter(|n| n % (max_take + 1) == 0).collect()
    }
    let grade = grade(suite(Solution {
        bfs_levels: expected_levels,
        losing_positions: normal_play,
    }));
    assert_eq!(failed(&grade), ["losing_positions"]);
    assert!(
        hint(&grade, "losing_positions", Lang::En).contains("takes the last object loses"),
        "{}",
        grade.text(Lang::En)
    );
}

#[test]
fn the_new_starters_fail_where_their_todo_is() {
    for (number, failing, hint_says) in [
        (5, "counts", "Dijkstra"),
        (6, "bounds", "least f that was cut"),
        (7, "entries", "outside the pattern costs 0"),
        (8, "any_takes", "N mod (k + 1) holds for takes 1..k only"),
    ] {
        let grade = grade(starter_suite(number, None).unwrap());
        assert!(
            failed(&grade).contains(&failing),
            "{}",
            grade.text(Lang::En)
        );
        assert!(
            hint(&grade, failing, Lang::En).contains(hint_says),
            "{}",
            grade.text(Lang::En)
        );
    }
    // the pattern database that counts every move also overestimates when two are added
    let grade = grade(starter_suite(7, None).unwrap());
    assert!(
        failed(&grade).contains(&"admissible"),
        "{}",
        grade.text(Lang::En)
    );
}

/// A subtraction game solved by a student who assumed the takes come sorted: right on every
/// public set, wrong on a teacher's `takes 4 1 3`: the hidden case changes the grade.
#[test]
fn a_hidden_case_changes_the_grade_of_a_solution_that_passes_the_public_tests() {
    use puzzlelab_assignments::grading::Test;
    use puzzlelab_assignments::selfcheck::subtraction::{self, Solution};
    fn assumes_sorted(takes: &[u32], up_to: u32) -> Vec<u32> {
        let mut lost = vec![false; up_to as usize + 1];
        for pile in 0..=up_to as usize {
            let mut wins = false;
            for &t in takes {
                if t as usize > pile {
                    break; // fine only when the takes are in increasing order
                }
                wins |= lost[pile - t as usize];
            }
            lost[pile] = !wins;
        }
        (0..=up_to).filter(|&n| lost[n as usize]).collect()
    }
    let solution = Solution {
        losing_positions: assumes_sorted,
    };
    let public = grade(subtraction::suite(solution));
    assert!(public.is_pass(), "{}", public.text(Lang::En));
    // a teacher's case: the takes out of increasing order
    let hidden = puzzlelab_assignments::Hidden::parse("takes 4 1 3\n", 8).unwrap();
    let mut suite = subtraction::suite(solution);
    suite.tests.extend(
        subtraction::tests(solution, hidden.takes.clone())
            .into_iter()
            .filter(|t| t.id == "any_takes")
            .map(Test::hidden),
    );
    let with_hidden = grade(suite);
    assert!(!with_hidden.is_pass());
    assert!(with_hidden.score() < with_hidden.max_score());
    assert_eq!(failed(&with_hidden), ["hidden:any_takes"]);
    // a student sees that a hidden test failed, not its cases
    let text = with_hidden.text(Lang::En);
    assert!(
        text.contains("(a hidden test: its cases are the teacher's)"),
        "{text}"
    );
    assert!(!text.contains("smallest example"), "{text}");
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

    /// Every key's report, for a teacher to see what full points look like:
    /// `cargo test -p puzzlelab-assignments --all-features -- --ignored --nocapture reports`.
    #[test]
    #[ignore]
    fn reports() {
        use puzzlelab_assignments::selfcheck::{
            astar, bachet, heuristic, ida, legality, pdb, sat, subtraction,
        };
        let keyed = [
            legality::suite(legality::Solution {
                is_legal: keys::legality::is_legal,
                inversions: keys::legality::inversions,
            }),
            heuristic::suite(keys::heuristic::heuristic, &Config::default()),
            bachet::suite(bachet::Solution {
                bfs_levels: keys::bachet::bfs_levels,
                losing_positions: keys::bachet::losing_positions,
            }),
            sat::suite(sat::Solution {
                encode: keys::sat::encode,
                decode: keys::sat::decode,
            }),
            astar::suite(astar::Solution {
                on_boards: keys::astar::astar,
                on_cells: keys::astar::astar,
            }),
            ida::suite(ida::Solution {
                bounds: keys::ida::bounds,
            }),
            pdb::suite(pdb::Solution {
                build: keys::pdb::build,
            }),
            subtraction::suite(subtraction::Solution {
                losing_positions: keys::subtraction::losing_positions,
            }),
        ];
        for suite in keyed {
            let grade = grade(suite);
            println!("{}\n", grade.text(Lang::En));
            println!(
                "{}\n",
                serde_json::to_string_pretty(&grade.gradescope(Lang::En)).unwrap()
            );
        }
    }

    /// The teacher's example files (`crates/assignments/hidden/`) are files the check reads.
    #[test]
    fn the_example_hidden_cases_are_well_formed() {
        for number in 1..=COUNT {
            let path = format!(
                "{}/hidden/assignment-{number}.txt",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(&path).unwrap();
            let hidden = puzzlelab_assignments::Hidden::parse(&text, number);
            assert!(hidden.is_ok(), "{path}: {hidden:?}");
            let suite = starter_suite(number, hidden.as_ref().ok()).unwrap();
            assert!(
                suite.tests.iter().any(|t| t.id.starts_with("hidden:")),
                "{path}"
            );
        }
    }

    #[test]
    fn the_new_keys_earn_full_points() {
        use puzzlelab_assignments::selfcheck::{astar, ida, pdb, subtraction};
        full_points(&grade(astar::suite(astar::Solution {
            on_boards: keys::astar::astar,
            on_cells: keys::astar::astar,
        })));
        full_points(&grade(ida::suite(ida::Solution {
            bounds: keys::ida::bounds,
        })));
        full_points(&grade(pdb::suite(pdb::Solution {
            build: keys::pdb::build,
        })));
        full_points(&grade(subtraction::suite(subtraction::Solution {
            losing_positions: keys::subtraction::losing_positions,
        })));
    }

    #[test]
    fn the_sat_key_earns_full_points() {
        full_points(&grade(selfcheck::sat::suite(selfcheck::sat::Solution {
            encode: keys::sat::encode,
            decode: keys::sat::decode,
        })));
    }
}
