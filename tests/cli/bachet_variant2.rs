//! `cargo run --example bachet_variant2`: the lesson's variant 2, scripted.

use puzzlelab::lessons::bachet_variant2;
use puzzlelab_rules::bachet::dialogue::Ending;
use puzzlelab_rules::lang::Lang;

fn play(input: &str, lang: Lang, seed: Option<u64>) -> String {
    let mut out = Vec::new();
    let ending = bachet_variant2::run(input.as_bytes(), &mut out, lang, seed).unwrap();
    assert_eq!(ending, Ending::Finished);
    String::from_utf8(out).unwrap()
}

#[test]
fn the_player_moves_first_from_13_and_loses() {
    let out = play("13\n2\n1\n2\n3\nнет\n", Lang::Ru, None);
    let game = out.split_once("1 — я (компьютер), 2 — Вы.\n").unwrap().1;
    assert_eq!(
        game,
        "\
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Осталось 12 предметов.
MoveK
Я беру 3 предмета.
Осталось 9 предметов.
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Осталось 7 предметов.
MoveK
Я беру 2 предмета.
Осталось 5 предметов.
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Осталось 2 предмета.
MoveK
Я беру 1 предмет.
Остался 1 предмет.
Ваш ход. Вы проиграли!
Хотите сыграть ещё? (да/нет)
Игра окончена. До свидания!
"
    );
}

#[test]
fn the_player_moves_first_from_14_and_wins_by_playing_correctly() {
    let out = play("14\n2\n1\n3\n3\n3\nнет\n", Lang::Ru, None);
    let game = out.split_once("1 — я (компьютер), 2 — Вы.\n").unwrap().1;
    assert_eq!(
        game,
        "\
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Осталось 13 предметов.
MoveK
При правильной игре моя позиция проигрышная: надеюсь на Вашу ошибку.
Я беру 1 предмет.
Осталось 12 предметов.
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Осталось 9 предметов.
MoveK
При правильной игре моя позиция проигрышная: надеюсь на Вашу ошибку.
Я беру 1 предмет.
Осталось 8 предметов.
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Осталось 5 предметов.
MoveK
При правильной игре моя позиция проигрышная: надеюсь на Вашу ошибку.
Я беру 1 предмет.
Осталось 4 предмета.
MoveI
Ваш ход.
Сколько предметов Вы берёте?
Остался 1 предмет.
Мой ход. Я проиграл! Вы выиграли!
Хотите сыграть ещё? (да/нет)
Игра окончена. До свидания!
"
    );
}

#[test]
fn the_computer_moving_first_from_13_plays_on_and_wins_after_a_mistake() {
    let out = play("13\n1\n1\n1\n3\nнет\n", Lang::Ru, None);
    // 13: the computer is lost, takes 1 (12); the player errs with 1 (11); the computer takes 2.
    assert!(out.contains("Я делаю первый ход.\nMoveK\nПри правильной игре моя позиция проигрышная: надеюсь на Вашу ошибку.\nЯ беру 1 предмет.\nОсталось 12 предметов.\n"), "{out}");
    assert!(
        out.contains("Осталось 11 предметов.\nMoveK\nЯ беру 2 предмета.\nОсталось 9 предметов.\n"),
        "{out}"
    );
    assert!(
        out.ends_with(
            "Ваш ход. Вы проиграли!\nХотите сыграть ещё? (да/нет)\nИгра окончена. До свидания!\n"
        ),
        "{out}"
    );
}

#[test]
fn with_a_seed_the_losing_computer_takes_a_random_legal_take_reproducibly() {
    // The computer moves first from 13, a lost pile; then the input ends.
    let takes = |seed| {
        let mut out = Vec::new();
        let ending =
            bachet_variant2::run("13\n1\n".as_bytes(), &mut out, Lang::En, Some(seed)).unwrap();
        assert_eq!(ending, Ending::EndOfInput);
        let out = String::from_utf8(out).unwrap();
        let first = out.split("I take ").nth(1).unwrap().chars().next().unwrap();
        (out, first.to_digit(10).unwrap())
    };
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let (out, take) = takes(seed);
        assert_eq!(out, takes(seed).0, "seed {seed} must reproduce");
        assert!((1..=3).contains(&take));
        seen.insert(take);
    }
    assert!(seen.len() > 1, "the seed changes the take: {seen:?}");
}
