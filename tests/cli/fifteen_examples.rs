//! Every lesson program of the 15-puzzle runs, and says what its lesson step is about. Each
//! lesson's `run` is called here with a buffer for its output (its `main` hands it stdout).

use puzzlelab::lessons::{
    fifteen_array_model, fifteen_display, fifteen_moves, fifteen_parity, fifteen_play,
};
use puzzlelab_rules::{Board, Lang};

fn output(run: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>) -> String {
    let mut out = Vec::new();
    run(&mut out).expect("the example runs");
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn array_model_shows_the_index_rule() {
    let text = output(|out| fifteen_array_model::run(out, Lang::En));
    assert!(text.contains("a[12] =  0"));
    assert!(text.contains(" 7:(2,4)"));
    assert!(text.contains("The empty place is a[12]: row 4, column 1."));
}

#[test]
fn moves_from_centre_edge_and_corner() {
    let text = output(|out| fifteen_moves::run(out, Lang::En));
    assert!(text.contains("Centre: the empty place is a[10]; 4 legal moves"));
    assert!(text.contains("Edge: the empty place is a[14]; 3 legal moves"));
    assert!(text.contains("Corner: the empty place is a[15]; 2 legal moves"));
    assert!(text.contains("beep! no tile can slide up: the empty place is on the bottom edge"));
    assert!(text.contains("in row 2: no tile can slide left"));
}

#[test]
fn display_draws_the_box() {
    let text = output(|out| fifteen_display::run(out, Lang::En));
    assert!(text.contains("╔════╤════╤════╤════╗\n║  5 │  1 │  7 │  3 ║"));
    assert!(text.contains("║    │ 10 │ 14 │ 12 ║"));
    assert!(text.contains("+====+====+====+====+"));
    assert!(text.contains("║ 5 │ 6 │ 7 │   ║\n╚═══╧═══╧═══╧═══╝"));
}

#[test]
fn parity_is_reproducible_and_shows_the_fix() {
    let seed = fifteen_parity::DEFAULT_SEED;
    let text = output(|out| fifteen_parity::run(out, Lang::En, seed));
    let again = output(|out| fifteen_parity::run(out, Lang::En, seed));
    assert_eq!(text, again);
    assert!(text.contains("disorders: odd."), "{text}");
    assert!(text.contains("Odd: swap the neighbours a[0]"));
    assert!(text.contains("Check: "));
    assert!(text.contains(", even: solvable"));
    // Some seed gives an even count, and then nothing is swapped.
    let even = (0..20)
        .map(|s| output(|out| fifteen_parity::run(out, Lang::En, s)))
        .find(|t| t.contains("disorders: even."))
        .expect("an even placement among 20 seeds");
    assert!(even.contains("Even: the game can be won as it is."));
}

#[test]
fn the_lesson_programs_speak_russian() {
    let text = output(|out| fifteen_array_model::run(out, Lang::Ru));
    assert!(
        text.contains("Пустое место — a[12]: ряд 4, столбец 1."),
        "{text}"
    );
    let text = output(|out| fifteen_moves::run(out, Lang::Ru));
    let centre = "Центр: пустое место — a[10]; 4 допустимых хода: вверх, вниз, влево, вправо";
    assert!(text.contains(centre), "{text}");
    assert!(
        text.contains("Угол: пустое место — a[15]; 2 допустимых хода: вниз, вправо"),
        "{text}"
    );
    assert!(
        text.contains("бип! неправильное направление сдвига"),
        "{text}"
    );
    let text = output(|out| fifteen_display::run(out, Lang::Ru));
    assert!(text.contains("в коробочке:"), "{text}");
    let seed = fifteen_parity::DEFAULT_SEED;
    let text = output(|out| fifteen_parity::run(out, Lang::Ru, seed));
    assert!(text.contains("47 беспорядков: нечётное число."), "{text}");
    assert!(
        text.contains("Проверка: 48 беспорядков, чётное число: решение есть"),
        "{text}"
    );
}

#[test]
fn play_wins_beeps_and_gives_up() {
    let near: Board = "1 2 3 4 5 6 0 7 8".parse().unwrap();
    let mut out = Vec::new();
    let won = fifteen_play::run("U\nL\nL\n".as_bytes(), &mut out, near.clone()).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(won);
    assert!(text.contains("\x07no tile can slide up"));
    assert!(text.contains("Well done! Solved in 2 moves."));
    let mut out = Vec::new();
    assert!(!fifteen_play::run("L\nquit\n".as_bytes(), &mut out, near).unwrap());
    assert!(String::from_utf8(out).unwrap().contains("unsuccessful end"));
}
