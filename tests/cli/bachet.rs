//! `puzzlelab bachet ...` through a pipe, as a script or a class would drive it.

use super::runner::puzzlelab;

/// Runs `puzzlelab bachet <args>` with `input` on stdin; returns stdout and the exit code.
fn bachet(args: &[&str], input: &str) -> (String, i32) {
    let args: Vec<&str> = ["bachet"].iter().chain(args).copied().collect();
    let run = puzzlelab(&args).stdin(input).run();
    (run.stdout, run.code)
}

fn play_ru(input: &str) -> String {
    let (out, code) = bachet(&["play", "--lang", "ru"], input);
    assert_eq!(code, 0, "{out}");
    out
}

const HOW_MANY: &str = "Сколько предметов Вы берёте?\n";

/// The player's first answer is refused with `message`, the question comes again, and the game
/// goes on with the good answer that follows.
fn refused_take(bad: &str, message: &str) {
    let out = play_ru(&format!("14\n{bad}\n3\n2\n1\nнет\n"));
    let refusal =
        format!("{HOW_MANY}{message}\n{HOW_MANY}Я беру 1 предмет.\nОсталось 9 предметов.\n");
    assert!(out.contains(&refusal), "expected {refusal:?} in\n{out}");
    assert!(out.contains("Ваш ход. Вы проиграли!"), "{out}");
}

#[test]
fn variant_1_from_13_through_a_pipe() {
    let out = play_ru("13\nнет\n");
    assert_eq!(
        out,
        "\
Игра Баше: мы по очереди берём из кучки от 1 до 3 предметов; кому придётся взять последний предмет, тот проиграл.
Назовите количество предметов N (от 1 до 1000000000).
При правильной игре я выиграть не могу, поэтому играть не буду.
Хотите сыграть ещё? (да/нет)
Игра окончена. До свидания!
"
    );
}

#[test]
fn variant_1_from_14_through_a_pipe() {
    let out = play_ru("14\n3\n2\n1\nнет\n");
    let game = out.split_once("(от 1 до 1000000000).\n").unwrap().1;
    assert_eq!(
        game,
        "\
Я делаю первый ход.
Я беру 1 предмет.
Осталось 13 предметов.
Ваш ход.
Сколько предметов Вы берёте?
Я беру 1 предмет.
Осталось 9 предметов.
Ваш ход.
Сколько предметов Вы берёте?
Я беру 2 предмета.
Осталось 5 предметов.
Ваш ход.
Сколько предметов Вы берёте?
Я беру 3 предмета.
Остался 1 предмет.
Ваш ход. Вы проиграли!
Хотите сыграть ещё? (да/нет)
Игра окончена. До свидания!
"
    );
}

#[test]
fn variant_2_through_a_pipe() {
    let (lost, code) = bachet(
        &["play", "--variant", "2", "--lang", "ru"],
        "13\n2\n1\n2\n3\nнет\n",
    );
    assert_eq!(code, 0);
    assert!(
        lost.contains("Остался 1 предмет.\nВаш ход. Вы проиграли!\n"),
        "{lost}"
    );
    let (won, _) = bachet(
        &["play", "--variant", "2", "--lang", "ru"],
        "14\n2\n1\n3\n3\n3\nнет\n",
    );
    assert!(
        won.contains("Остался 1 предмет.\nМой ход. Я проиграл! Вы выиграли!\n"),
        "{won}"
    );
    assert_eq!(won.matches("надеюсь на Вашу ошибку").count(), 3, "{won}");
}

#[test]
fn a_take_that_is_not_a_number_is_asked_again() {
    refused_take("три", "«три» — не целое число.");
    refused_take("2.5", "«2.5» — не целое число.");
}

#[test]
fn a_negative_take_is_asked_again() {
    refused_take("-2", "Нельзя взять отрицательное число предметов.");
}

#[test]
fn a_zero_take_is_asked_again() {
    refused_take("0", "Нужно взять хотя бы 1 предмет.");
}

#[test]
fn a_take_over_max_take_is_asked_again() {
    refused_take("4", "Можно взять не больше 3 предметов.");
    refused_take(
        "99999999999999999999999",
        "Можно взять не больше 3 предметов.",
    );
}

#[test]
fn an_empty_line_is_asked_again() {
    refused_take("", "Вы ничего не ввели: введите число.");
    refused_take("   ", "Вы ничего не ввели: введите число.");
}

#[test]
fn a_take_over_the_pile_is_asked_again() {
    // Variant 2, a pile of 2, the player first: taking 3 is more than the pile.
    let (out, code) = bachet(
        &["play", "--variant", "2", "--lang", "ru"],
        "2\n2\n3\n1\nнет\n",
    );
    assert_eq!(code, 0);
    let refusal = format!("{HOW_MANY}Осталось только 2 предмета.\n{HOW_MANY}Остался 1 предмет.\nМой ход. Я проиграл! Вы выиграли!\n");
    assert!(out.contains(&refusal), "{out}");
    let (out, _) = bachet(&["play", "--variant", "2", "--lang", "en"], "2\n2\n3\n");
    assert!(
        out.contains("Only 2 objects are left.\nHow many objects do you take?\n"),
        "{out}"
    );
}

#[test]
fn the_pile_is_checked_in_step_1() {
    for (bad, message) in [
        (
            "0",
            "В кучке должен быть хотя бы 1 предмет. Выберите другое N.",
        ),
        (
            "-5",
            "В кучке должен быть хотя бы 1 предмет. Выберите другое N.",
        ),
        (
            "1000000001",
            "В кучке может быть не больше 1000000000 предметов. Выберите другое N.",
        ),
        ("abc", "«abc» — не целое число. Выберите другое N."),
        ("", "Вы ничего не ввели: введите число. Выберите другое N."),
    ] {
        let out = play_ru(&format!("{bad}\n13\nнет\n"));
        let expected = format!("(от 1 до 1000000000).\n{message}\nНазовите количество предметов N (от 1 до 1000000000).\nПри правильной игре");
        assert!(
            out.contains(&expected),
            "{bad:?}: expected {expected:?} in\n{out}"
        );
    }
    // the largest pile is accepted
    let (out, _) = bachet(&["play", "--lang", "ru"], "1000000000\n");
    assert!(
        out.contains("Я беру 3 предмета.\nОсталось 999999997 предметов.\n"),
        "{out}"
    );
}

#[test]
fn the_answers_to_play_again_and_who_moves_first_are_checked() {
    let out = play_ru("13\nможет быть\nда\n13\nнет\n");
    assert!(out.contains("Хотите сыграть ещё? (да/нет)\nОтветьте «да» или «нет».\nХотите сыграть ещё? (да/нет)\nНазовите"), "{out}");
    let (out, _) = bachet(
        &["play", "--variant", "2", "--lang", "ru"],
        "5\n3\n1\nнет\n",
    );
    assert!(
        out.contains("Ответьте 1 или 2.\nКто делает первый ход?"),
        "{out}"
    );
}

#[test]
fn end_of_input_ends_the_program_cleanly_at_every_question() {
    for (args, input) in [
        (&["play"][..], ""),
        (&["play"][..], "14\n"),
        (&["play"][..], "13\n"),
        (&["play", "--variant", "2"][..], "14\n"),
        (&["play", "--variant", "2"][..], "14\n2\n"),
    ] {
        let (out, code) = bachet(args, input);
        assert_eq!(code, 1, "{args:?} {input:?}: {out}");
        assert!(
            out.ends_with("End of input: the game is stopped.\n"),
            "{out}"
        );
    }
}

#[test]
fn other_rules_play_too() {
    // take 1..5, normal play: from 14 the computer takes 14 mod 6 = 2 and leaves 12
    let (out, code) = bachet(
        &["play", "--max-take", "5", "--normal", "--trace"],
        "14\n5\n3\nno\n",
    );
    assert_eq!(code, 0);
    assert!(out.contains("STEP 2: P := N mod 6 = 14 mod 6 = 2"), "{out}");
    assert!(
        out.contains("I take 1 object.\nSTEP 10: N := N - 6 = 12 - 6 = 6\n6 objects are left."),
        "{out}"
    );
    assert!(
        out.contains("STEP 7: N = 0\nSTEP 11\nYour move. You have lost!"),
        "{out}"
    );
}

#[test]
fn bad_arguments_exit_2() {
    assert_eq!(bachet(&["play", "--variant", "3"], "").1, 2);
    assert_eq!(bachet(&["play", "--misere", "--normal"], "").1, 2);
    assert_eq!(bachet(&["play", "--max-take", "0"], "").1, 2);
    assert_eq!(bachet(&["play", "--lang", "fr"], "").1, 2);
    assert_eq!(bachet(&["solve", "-1"], "").1, 2);
    assert_eq!(bachet(&["solve", "1000000001"], "").1, 2);
}

#[test]
fn table_and_solve() {
    let (table, code) = bachet(&["table", "--upto", "13"], "");
    assert_eq!(code, 0);
    assert!(table.contains("  1 lost  |   0 |   3 |   2 |"), "{table}");
    assert!(table.contains("    13 |     1 | lost  | none"), "{table}");
    let (solve, code) = bachet(&["solve", "14"], "");
    assert_eq!(code, 0);
    assert!(
        solve.contains("Winning take: 1: leave 13 = 4·3 + 1"),
        "{solve}"
    );
    let (solve, _) = bachet(&["solve", "13"], "");
    assert!(solve.contains("leaves 9 = 4·2 + 1"), "{solve}");
    let (big, _) = bachet(&["solve", "1000000000"], "");
    assert!(
        big.contains("Winning take: 3: leave 999999997 = 4·249999999 + 1"),
        "{big}"
    );
}

#[test]
fn trees_as_data() {
    let (full, code) = bachet(&["tree", "13"], "");
    assert_eq!(code, 0);
    assert_eq!(
        full.lines().next().unwrap(),
        "full tree from 13: 3,736 nodes, 1,705 leaves (finished games), depth 13"
    );
    let (strategy, _) = bachet(&["tree", "14", "--kind", "strategy"], "");
    assert_eq!(
        strategy.lines().next().unwrap(),
        "strategy tree from 14: 107 nodes, 27 leaves (finished games), depth 8"
    );
    let (json, _) = bachet(&["tree", "13", "--kind", "graph", "--json"], "");
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["nodes"].as_array().unwrap().len(), 14);
    assert_eq!(value["nodes"][13]["value"], "Loss");
    let (_, code) = bachet(&["tree", "30"], "");
    assert_eq!(code, 3, "the node limit is reached");
}

#[test]
fn tree_sizes_in_russian() {
    let (out, code) = bachet(&["tree", "13", "--lang", "ru"], "");
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().next().unwrap(),
        "полное дерево от 13: вершин 3\u{a0}736, листьев (оконченных партий) 1\u{a0}705, глубина 13"
    );
}

/// `yes | puzzlelab bachet play`: an input that never answers the question is given up after a
/// bounded number of refusals in a row, with exit 2 and the reason in the player's language,
/// in both variants and at every question; a good answer starts the count again.
#[test]
fn endless_wrong_answers_end_the_game_with_exit_2() {
    let yes = "y\n".repeat(10_000);
    for (lang, says) in [
        ("en", "10 wrong answers in a row"),
        ("ru", "10 неверных ответов подряд"),
    ] {
        for variant in ["1", "2"] {
            let args = ["bachet", "play", "--variant", variant, "--lang", lang];
            let run = puzzlelab(&args).stdin(yes.as_str()).run();
            assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
            assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
            assert!(
                run.stdout.len() < 4_000,
                "{args:?}: {} bytes",
                run.stdout.len()
            );
        }
    }
    // the take asked again and again, and who moves first
    for (args, input) in [
        (&["play"][..], format!("14\n{}", "0\n".repeat(10_000))),
        (
            &["play", "--variant", "2"],
            format!("14\n{}", "3\n".repeat(10_000)),
        ),
    ] {
        let args: Vec<&str> = ["bachet"].iter().chain(args).copied().collect();
        let run = puzzlelab(&args).stdin(input).run();
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stdout.len() < 4_000,
            "{args:?}: {} bytes",
            run.stdout.len()
        );
    }
    // nine wrong answers, then a good one: the game goes on to its end
    let (out, code) = bachet(&["play"], &format!("{}13\nn\n", "y\n".repeat(9)));
    assert_eq!(code, 0, "{out}");
}

/// `bachet tree` prints the tree itself under its sizes: whole when it is small (the lesson's
/// strategy from 13, every node a line), folded when it is not (the full tree from 13: each
/// position once), and the graph pile by pile.
#[test]
fn trees_are_printed_whole_or_folded() {
    let (out, code) = bachet(&["tree", "13", "--kind", "strategy"], "");
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("strategy tree from 13: 106 nodes"),
        "{out}"
    );
    assert_eq!(lines.len(), 1 + 106, "a line a node: {out}");
    // 13 is lost for the first player: the strategy is the second's, every take answered
    assert_eq!(lines[1], "13 (first to move, lost)");
    assert_eq!(lines[2], "├─ take 1 → 12 (second to move, won)");
    assert_eq!(
        lines[3],
        "│  └─ take 3, a winning move → 9 (first to move, lost)"
    );
    let (out, code) = bachet(&["tree", "13"], "");
    assert_eq!(code, 0);
    assert!(
        out.contains("full tree from 13: 3,736 nodes, 1,705 leaves"),
        "{out}"
    );
    assert!(
        out.contains("folded") && out.contains("… as above"),
        "{out}"
    );
    assert!(out.lines().count() < 100, "folded: {out}");
    let (out, _) = bachet(&["tree", "7", "--lang", "ru"], "");
    assert_eq!(out.lines().count(), 1 + 96, "whole: {out}");
    let (out, _) = bachet(&["tree", "13", "--kind", "graph"], "");
    assert!(
        out.contains("13 (lost): −1 → 12, −2 → 11, −3 → 10"),
        "{out}"
    );
    assert!(out.contains("12 (won): −1 → 11, −2 → 10, −3 → 9*"), "{out}");
}

/// Minimax traced from a pile deeper than its recursion goes, and manual pages that cannot be
/// written, are refused in the reader's language.
#[test]
fn trace_and_write_refusals_follow_lang_ru() {
    super::runner::assert_refusal_follows_lang(
        &["bachet", "trace", "20000", "--solver", "minimax"],
        &[],
        2,
        "минимакс записывается только для кучек до 10000 предметов",
        &["minimax is traced", "recursion", "use --solver"],
    );
    super::runner::assert_refusal_follows_lang(
        &["man", "--out", "/dev/null/man"],
        &[],
        2,
        "не удалось создать папку /dev/null/man: это не папка (ошибка ОС 20)",
        &["cannot create", "Not a directory"],
    );
}
