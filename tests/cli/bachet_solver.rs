//! `cargo run --example bachet_solver`: the solver's table beside the formula, N = 1..20.

use puzzlelab_rules::Lang;

#[allow(dead_code)]
#[path = "../../examples/bachet_solver.rs"]
mod example;

#[test]
fn the_solver_agrees_with_the_formula_for_1_to_20() {
    let (text, disagreements) = example::solver_beside_formula(Lang::En);
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
    let (text, disagreements) = example::solver_beside_formula(Lang::Ru);
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
