//! `cargo run --example bachet_classes`: the class-transition table.

use puzzlelab::lessons::bachet_classes;
use puzzlelab_rules::Lang;

/// What the program prints in `lang`.
fn lesson_table(lang: Lang) -> String {
    let mut out = Vec::new();
    bachet_classes::run(&mut out, lang).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_lessons_transition_table() {
    let text = lesson_table(Lang::En);
    assert_eq!(
        text,
        "\
Table of transitions from one class to another (N mod 4), take C = 1..3:
from class | C=1 | C=2 | C=3
         0 | 3  | 2  | 1*
         1 | 0  | 3  | 2  (lost)
         2 | 1* | 0  | 3
         3 | 2  | 1* | 0
* the take that leaves class 1: P = (N - 1) mod 4

class 0: 4 8 12 16      won: take 3
class 1: 1 5 9 13       lost for the player to move
class 2: 2 6 10 14      won: take 1
class 3: 3 7 11 15      won: take 2
"
    );
}

#[test]
fn the_lessons_transition_table_in_russian() {
    let text = lesson_table(Lang::Ru);
    assert_eq!(
        text,
        "\
Таблица перехода из одного класса в другой (N mod 4), берём C = 1..3:
из класса | C=1 | C=2 | C=3
        0 | 3  | 2  | 1*
        1 | 0  | 3  | 2  (проигрыш)
        2 | 1* | 0  | 3
        3 | 2  | 1* | 0
* ход, который оставляет кучку класса 1: P = (N - 1) mod 4

класс 0: 4 8 12 16      выигрыш: взять 3
класс 1: 1 5 9 13       проигрыш для того, чей ход
класс 2: 2 6 10 14      выигрыш: взять 1
класс 3: 3 7 11 15      выигрыш: взять 2
"
    );
}
