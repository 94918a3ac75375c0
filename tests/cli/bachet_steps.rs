//! `cargo run --example bachet_steps`: the lesson's variant 1, step by step, scripted.

use puzzlelab::lessons::bachet_steps;
use puzzlelab_rules::bachet::dialogue::Ending;
use puzzlelab_rules::lang::Lang;

fn play(input: &str, lang: Lang) -> (String, Ending) {
    let mut out = Vec::new();
    let ending = bachet_steps::run(input.as_bytes(), &mut out, lang).unwrap();
    (String::from_utf8(out).unwrap(), ending)
}

#[test]
fn from_13_the_computer_says_it_cannot_win_and_stops() {
    let (out, ending) = play("13\nнет\n", Lang::Ru);
    assert_eq!(ending, Ending::Finished);
    assert_eq!(
        out,
        "\
Игра Баше, первый вариант алгоритма: 13 шагов урока. (Конец ввода, Ctrl-D, завершает программу.)
Игра Баше: мы по очереди берём из кучки от 1 до 3 предметов; кому придётся взять последний предмет, тот проиграл.
ШАГ 1
Назовите количество предметов N (от 1 до 1000000000).
ШАГ 2: P := (N - 1) mod 4 = (13 - 1) mod 4 = 0
ШАГ 3: P = 0
При правильной игре я выиграть не могу, поэтому играть не буду.
ШАГ 12
Хотите сыграть ещё? (да/нет)
ШАГ 13
Игра окончена. До свидания!
"
    );
}

#[test]
fn from_14_the_computer_takes_1_and_wins() {
    let (out, _) = play("14\n3\n2\n1\nнет\n", Lang::Ru);
    let game = out.split_once("ШАГ 1\n").unwrap().1;
    assert_eq!(
        game,
        "\
Назовите количество предметов N (от 1 до 1000000000).
ШАГ 2: P := (N - 1) mod 4 = (14 - 1) mod 4 = 1
ШАГ 3: P = 1 <> 0
ШАГ 4
Я делаю первый ход.
ШАГ 5: N := N - C = 14 - 1 = 13
Я беру 1 предмет.
ШАГ 6
Осталось 13 предметов.
ШАГ 7: N = 13 > 1
Ваш ход.
ШАГ 8
Сколько предметов Вы берёте?
ШАГ 9: C := 4 - Y = 4 - 3 = 1
Я беру 1 предмет.
ШАГ 10: N := N - 4 = 13 - 4 = 9
Осталось 9 предметов.
ШАГ 7: N = 9 > 1
Ваш ход.
ШАГ 8
Сколько предметов Вы берёте?
ШАГ 9: C := 4 - Y = 4 - 2 = 2
Я беру 2 предмета.
ШАГ 10: N := N - 4 = 9 - 4 = 5
Осталось 5 предметов.
ШАГ 7: N = 5 > 1
Ваш ход.
ШАГ 8
Сколько предметов Вы берёте?
ШАГ 9: C := 4 - Y = 4 - 1 = 3
Я беру 3 предмета.
ШАГ 10: N := N - 4 = 5 - 4 = 1
Остался 1 предмет.
ШАГ 7: N = 1
ШАГ 11
Ваш ход. Вы проиграли!
ШАГ 12
Хотите сыграть ещё? (да/нет)
ШАГ 13
Игра окончена. До свидания!
"
    );
}

#[test]
fn from_14_the_computer_wins_whatever_the_player_does() {
    // Every one of the 27 ways to play the three rounds.
    for a in 1..=3 {
        for b in 1..=3 {
            for c in 1..=3 {
                let (out, ending) = play(&format!("14\n{a}\n{b}\n{c}\nнет\n"), Lang::Ru);
                assert_eq!(ending, Ending::Finished);
                assert_eq!(out.matches("Ваш ход.\n").count(), 3, "{a} {b} {c}");
                assert!(
                    out.contains(
                        "Остался 1 предмет.\nШАГ 7: N = 1\nШАГ 11\nВаш ход. Вы проиграли!\n"
                    ),
                    "{out}"
                );
                for (y, answer) in [(a, 4 - a), (b, 4 - b), (c, 4 - c)] {
                    assert!(
                        out.contains(&format!("C := 4 - Y = 4 - {y} = {answer}")),
                        "{out}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_step_is_numbered_in_order() {
    let (out, _) = play("14\n3\n2\n1\nнет\n", Lang::Ru);
    let steps: Vec<u32> = out
        .lines()
        .filter_map(|l| l.strip_prefix("ШАГ "))
        .map(|l| l.split(':').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(
        steps,
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 7, 8, 9, 10, 7, 8, 9, 10, 7, 11, 12, 13]
    );
}

#[test]
fn in_english() {
    let (out, _) = play("13\nyes\n6\n2\n3\nno\n", Lang::En);
    for line in [
        "STEP 3: P = 0",
        "With correct play I cannot win, so I do not play this one.",
        "STEP 12",
        "STEP 2: P := (N - 1) mod 4 = (6 - 1) mod 4 = 1",
        "I move first.",
        "I take 1 object.",
        "5 objects are left.",
        "Your move.",
        "How many objects do you take?",
        "I take 2 objects.",
        "1 object is left.",
        "Your move. You have lost!",
        "Do you want to play again? (yes/no)",
        "STEP 13",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
}

#[test]
fn with_no_input_it_ends_cleanly() {
    let (out, ending) = play("", Lang::Ru);
    assert_eq!(ending, Ending::EndOfInput);
    assert!(out.ends_with("Назовите количество предметов N (от 1 до 1000000000).\nВвод закончился: игра прервана.\n"), "{out}");
}
