//! The Bachet questions checked against computations of their own: the memoised minimax against
//! the retrograde table the questions read, the lesson's closed form, the mex worked by hand;
//! each checker accepting exactly the right answers, in both languages, the same seed making
//! the same question.

use proptest::prelude::*;
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::game::bachet::BachetGame;
use puzzlelab_solvers::game::subtraction::SubtractionGame;
use puzzlelab_solvers::game::{Minimax, Value};
use puzzlelab_solvers::search::{Limits, NoObserver};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::instance::Instance;
use super::rules::Rules;
use super::{grundy, losing_piles, winning_take};
use crate::{generate, Kind, Level, Question, Topic};

/// Both languages.
const LANGS: [Lang; 2] = [Lang::En, Lang::Ru];

/// The generator's random numbers for `seed`, as `generate` makes them.
fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The question, which every seed must make.
fn question(kind: Kind, level: Level, seed: u64, lang: Lang) -> Question {
    generate(kind, level, seed, lang).unwrap_or_else(|e| panic!("seed {seed}: {e}"))
}

/// Whether `text` holds a Cyrillic letter.
fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

/// A measurement of `question` by name.
fn measured(question: &Question, name: &str) -> u64 {
    let found = question.measured.iter().find(|(n, _)| n == name);
    found.unwrap_or_else(|| panic!("{name} not measured")).1
}

/// The value of `pile` and its winning takes, by the memoised minimax working forwards from the
/// pile (the questions read the retrograde table).
fn minimax(rules: &Rules, pile: u64) -> (Value, Vec<u64>) {
    let solved = match rules {
        Rules::Bachet(bachet) => {
            let game = BachetGame::new(*bachet);
            Minimax::new(&game, &Limits::none()).solve(&pile, &mut NoObserver)
        }
        Rules::Takes(game) => Minimax::new(game, &Limits::none()).solve(&pile, &mut NoObserver),
    };
    let solved = solved.expect("no limits");
    let mut winning = solved.winning_moves;
    winning.sort_unstable();
    (solved.value, winning)
}

/// The Sprague-Grundy value of `pile`, worked by hand over the list of takes: each pile's value
/// is the first value no take reaches.
fn grundy_by_hand(takes: &[u64], pile: u64) -> u64 {
    let mut value = vec![0; pile as usize + 1];
    for n in 0..=pile as usize {
        let mut reached = vec![false; takes.len() + 1];
        for &take in takes.iter().filter(|&&t| t as usize <= n) {
            let v = value[n - take as usize];
            if v < reached.len() {
                reached[v] = true;
            }
        }
        value[n] = reached
            .iter()
            .position(|r| !r)
            .expect("some value is missed");
    }
    value[pile as usize] as u64
}

/// A set written the way a student might: backwards, by commas.
fn written(numbers: &[u64]) -> String {
    let backwards: Vec<String> = numbers.iter().rev().map(u64::to_string).collect();
    backwards.join(", ")
}

/// Every subset of `items`.
fn subsets(items: &[u64]) -> impl Iterator<Item = Vec<u64>> + '_ {
    (0..1u32 << items.len()).map(move |mask| {
        let picked = items
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0);
        picked.map(|(_, &item)| item).collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every kind at every level in both languages: made, the same again from the same seed,
    /// its own answers accepted, its words in its language, its level from what it measured.
    #[test]
    fn every_question_is_made_alike_and_accepts_its_answer(seed in any::<u64>()) {
        for kind in Topic::Bachet.kinds() {
            for level in Level::ALL {
                for lang in LANGS {
                    let q = question(kind, level, seed, lang);
                    prop_assert_eq!(&q, &question(kind, level, seed, lang));
                    prop_assert_eq!((q.kind, q.level, q.seed, q.lang), (kind, level, seed, lang));
                    prop_assert_eq!(q.accepted.len(), 1);
                    prop_assert!(q.check(&q.answer).right, "{}: {}", q.answer, q.text);
                    prop_assert!(q.check(&q.accepted[0]).right);
                    prop_assert!(!q.check("x").right);
                    let russian = lang == Lang::Ru;
                    prop_assert_eq!(cyrillic(&q.text), russian, "{}", q.text);
                    prop_assert_eq!(cyrillic(&q.explanation), russian, "{}", q.explanation);
                    prop_assert_eq!(cyrillic(&q.check("x").feedback), russian);
                    let one_to_k = measured(&q, "one-to-k");
                    match level {
                        Level::Easy => prop_assert_eq!(one_to_k, 1),
                        Level::Medium => {}
                        Level::Hard => prop_assert_eq!(one_to_k, 0),
                    }
                }
            }
        }
    }

    /// The winning takes are the minimax solver's (and the lesson's closed form's), and the
    /// checker accepts that set alone: every other set of takes is refused.
    #[test]
    fn winning_takes_are_the_minimax_solvers(seed in any::<u64>()) {
        for level in Level::ALL {
            let drawn = winning_take::SPEC.draw(level, &mut rng(seed));
            let (instance, measured) = drawn.expect("drawn");
            prop_assert_eq!(measured.level(), level);
            let pile = instance.pile;
            let (value, winning) = minimax(&instance.rules, pile);
            prop_assert_eq!(value == Value::Loss, winning.is_empty());
            if let Rules::Bachet(bachet) = &instance.rules {
                prop_assert_eq!(bachet.winning_take(pile).into_iter().collect::<Vec<_>>(), winning.clone());
            }
            let legal = instance.rules.takes_from(pile);
            let too_many = instance.rules.largest_take() + 1;
            for lang in LANGS {
                let q = question(Kind::WinningTake, level, seed, lang);
                prop_assert_eq!(q.pile, Some(pile));
                for takes in subsets(&legal) {
                    prop_assert_eq!(q.check(&written(&takes)).right, takes == winning, "{:?}", takes);
                }
                let mut with_illegal = winning.clone();
                with_illegal.push(too_many);
                prop_assert!(!q.check(&written(&with_illegal)).right);
                for none in ["none", "нет", "-"] {
                    prop_assert_eq!(q.check(none).right, winning.is_empty());
                }
            }
        }
    }

    /// The lost piles are the minimax solver's (and the lesson's classes'), and the checker
    /// accepts that set alone: one pile less or one more is refused.
    #[test]
    fn losing_piles_are_the_minimax_solvers(seed in any::<u64>()) {
        for level in Level::ALL {
            let drawn = losing_piles::SPEC.draw(level, &mut rng(seed));
            let (instance, measured) = drawn.expect("drawn");
            prop_assert_eq!(measured.level(), level);
            let up_to = instance.pile;
            let lost: Vec<u64> = (1..=up_to)
                .filter(|&n| minimax(&instance.rules, n).0 == Value::Loss)
                .collect();
            if let Rules::Bachet(bachet) = &instance.rules {
                let by_class: Vec<u64> = (1..=up_to).filter(|&n| bachet.is_losing(n)).collect();
                prop_assert_eq!(&by_class, &lost);
            }
            for lang in LANGS {
                let q = question(Kind::LosingPiles, level, seed, lang);
                prop_assert!(q.check(&written(&lost)).right);
                prop_assert_eq!(q.check("none").right, lost.is_empty());
                for pile in 0..=up_to + 1 {
                    let mut changed = lost.clone();
                    match changed.iter().position(|&n| n == pile) {
                        Some(i) => { changed.remove(i); }
                        None => changed.push(pile),
                    }
                    prop_assert!(!q.check(&written(&changed)).right, "{:?}", changed);
                }
            }
        }
    }

    /// The value is the mex worked by hand, zero exactly when the solver finds the pile lost,
    /// and the checker accepts that number alone.
    #[test]
    fn grundy_values_are_the_mex_by_hand(seed in any::<u64>()) {
        for level in Level::ALL {
            let (instance, measured) = grundy::draw(level, &mut rng(seed)).expect("drawn");
            prop_assert_eq!(measured.level(), level);
            let value = grundy_by_hand(&instance.game.takes, instance.pile);
            let rules = Rules::Takes(instance.game.clone());
            prop_assert_eq!(value == 0, minimax(&rules, instance.pile).0 == Value::Loss);
            for lang in LANGS {
                let q = question(Kind::Grundy, level, seed, lang);
                prop_assert_eq!(q.pile, Some(instance.pile));
                prop_assert_eq!(&q.answer, &value.to_string());
                let spaced = format!(" {value} ");
                prop_assert!(q.check(&spaced).right);
                for other in (0..=value + 4).filter(|&v| v != value) {
                    prop_assert!(!q.check(&other.to_string()).right);
                }
                prop_assert!(!q.check("none").right);
            }
        }
    }

    /// The values the questions compute vanish exactly on the piles the solver finds lost.
    #[test]
    fn grundy_zero_is_the_solvers_loss(takes in proptest::collection::vec(1u64..=9, 1..=4)) {
        let game = SubtractionGame::new(&takes);
        let zeros: Vec<u64> = grundy::values(&game, 80)
            .iter()
            .enumerate()
            .filter(|(_, &v)| v == 0)
            .map(|(n, _)| n as u64)
            .collect();
        prop_assert_eq!(zeros, game.losing_piles(80, &Limits::none()).unwrap());
    }
}

/// The lesson's 14 pencils: take 1, leave 13; and 13 itself, lost.
#[test]
fn the_lessons_piles_explained() {
    let ask = |pile, lang| {
        let instance = Instance {
            rules: Rules::Bachet(BachetRules::LESSON),
            pile,
        };
        let measured = winning_take::SPEC.measure(&instance).unwrap();
        let made = winning_take::ask(&instance, &measured, lang).unwrap();
        (made.answer, made.explanation)
    };

    let (answer, why) = ask(14, Lang::En);
    assert_eq!(answer, "1");
    assert!(
        why.contains("taking 1 leaves 13, lost for the opponent"),
        "{why}"
    );
    assert!(why.contains("P = (N-1) mod 4 = (14-1) mod 4 = 1"), "{why}");

    let (answer, why) = ask(14, Lang::Ru);
    assert_eq!(answer, "1");
    assert!(
        why.contains("«Осталось 13 предметов», проигрыш для соперника"),
        "{why}"
    );

    let (answer, why) = ask(13, Lang::Ru);
    assert_eq!(answer, "нет");
    assert!(why.contains("при правильной игре"), "{why}");
    let (answer, why) = ask(13, Lang::En);
    assert_eq!(answer, "none");
    assert!(why.contains("P = 0"), "{why}");
}

/// Takes {1, 3, 4}: the lost piles 0, 2, 7, 9, 14, repeating every 7; the value of 6 is the
/// mex of the values 3, 1, 0 of 5, 3 and 2.
#[test]
fn a_set_of_takes_explained() {
    let game = SubtractionGame::new(&[1, 3, 4]);
    let rules = Rules::Takes(game.clone());
    let instance = Instance { rules, pile: 14 };
    let measured = losing_piles::SPEC.measure(&instance).unwrap();
    let made = losing_piles::ask(&instance, &measured, Lang::En).unwrap();
    assert_eq!(made.answer, "2 7 9 14");
    assert!(made
        .explanation
        .contains("2 lost (every take leaves a won pile: 1)"));
    assert!(made
        .explanation
        .contains("7 lost (every take leaves a won pile: 6, 4, 3)"));
    assert!(
        made.explanation.contains("repeat every 7 piles"),
        "{}",
        made.explanation
    );

    assert_eq!(grundy::values(&game, 10), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]);
    let instance = grundy::Instance { game, pile: 6 };
    let measured = grundy::Measured {
        pile: 6,
        takes: 3,
        largest_take: 4,
        one_to_k: false,
        largest_value: 3,
    };
    let made = grundy::ask(&instance, &measured, Lang::En).unwrap();
    assert_eq!(made.answer, "2");
    assert!(
        made.explanation
            .contains("the takes 1, 3, 4 leave 5, 3, 2, of values 3, 1, 0"),
        "{}",
        made.explanation
    );
}
