//! `cargo run --example bachet_solver`: the solver's table beside the formula, N = 1..20.

use puzzlelab::lessons::bachet_solver;
use puzzlelab_rules::Lang;

/// The solver's table in `lang`, and the number of piles on which it disagrees with the formula.
fn table(lang: Lang) -> (String, usize) {
    let mut out = Vec::new();
    let disagreements = bachet_solver::table(&mut out, lang).unwrap();
    (String::from_utf8(out).unwrap(), disagreements)
}

#[test]
fn the_solver_agrees_with_the_formula_for_1_to_20() {
    let (text, disagreements) = table(Lang::En);
    assert_eq!(disagreements, 0, "{text}");
    assert_eq!(text.lines().count(), 21);
    assert!(
        text.contains("13 |          loss |            7 |             - | 0: loss"),
        "{text}"
    );
    assert!(
        text.contains("14 |          win  |            8 |             1 | 1: win, take 1"),
        "{text}"
    );
    assert_eq!(text.matches("| yes").count(), 20);
}

#[test]
fn the_table_in_russian_agrees_too() {
    let (text, disagreements) = table(Lang::Ru);
    assert_eq!(disagreements, 0, "{text}");
    assert_eq!(text.lines().count(), 21);
    assert!(
        text.starts_with(" N | решатель: значение | ходов до конца |"),
        "{text}"
    );
    assert!(text.contains("| 0: проигрыш "), "{text}");
    assert!(text.contains("| 1: выигрыш, взять 1 "), "{text}");
    assert_eq!(text.matches("| да").count(), 20);
}

#[test]
fn the_program_counts_the_disagreements_under_the_table() {
    for (lang, last) in [(Lang::En, "Disagreements: 0"), (Lang::Ru, "Расхождений: 0")] {
        let mut out = Vec::new();
        bachet_solver::run(&mut out, lang).unwrap();
        let text = String::from_utf8(out).unwrap();
        let (table, _) = table(lang);
        assert_eq!(text, format!("{table}{last}\n"));
    }
}
