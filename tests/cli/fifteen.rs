//! The `puzzlelab fifteen` commands run as a user runs them: scripted games through a pipe,
//! `show` and `shuffle`, and their exit codes.

use super::runner::{self, Run};

/// Runs `puzzlelab ARGS` with `stdin` piped in.
fn puzzlelab(args: &[&str], stdin: &str) -> Run {
    runner::puzzlelab(args).stdin(stdin).run()
}

/// Two moves from the goal: the 8 and then the 7 are one place right of home.
const NEAR: &str = "1 2 3 4 5 6 0 7 8";

#[test]
fn a_scripted_game_is_won_with_praise() {
    let out = puzzlelab(&["fifteen", "play", NEAR], "up\nL\nL\n");
    let stdout = out.stdout.clone();
    assert_eq!(Some(out.code), Some(0), "{stdout}");
    assert!(stdout.contains("\x07no tile can slide up: the empty place is on the bottom edge"));
    assert!(stdout.contains("║ 7 │ 8 │   ║"));
    assert!(stdout.contains("Well done! Solved in 2 moves and"));
}

#[test]
fn quit_and_end_of_input_exit_with_1() {
    let out = puzzlelab(&["fifteen", "play", NEAR, "--lang", "ru"], "L\nquit\n");
    assert_eq!(Some(out.code), Some(1));
    assert!(out
        .stdout
        .clone()
        .contains("Вы сдались: неуспешное завершение игры."));
    let out = puzzlelab(&["fifteen", "play", NEAR], "L\n");
    assert_eq!(Some(out.code), Some(1));
    assert!(out.stdout.clone().contains("End of input before the goal"));
}

#[test]
fn a_seeded_game_is_the_same_every_time() {
    let args = ["fifteen", "play", "--seed", "9", "--shuffle", "walk:10"];
    let first = puzzlelab(&args, "L\nR\n");
    assert_eq!(first.stdout, puzzlelab(&args, "L\nR\n").stdout);
    assert_eq!(Some(first.code), Some(1));
}

#[test]
fn an_unsolvable_board_is_refused() {
    let sam_loyd = "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0";
    let out = puzzlelab(&["fifteen", "play", sam_loyd], "");
    assert_eq!(Some(out.code), Some(2));
    assert!(out.stderr.clone().contains("swap 14 and 15 to fix"));
}

#[test]
fn show_draws_and_explains() {
    let out = puzzlelab(&["fifteen", "show", "-"], "3\n1 2 3\n4 5 6\n8 7 _\n");
    assert_eq!(Some(out.code), Some(0));
    let stdout = out.stdout.clone();
    assert!(stdout.starts_with("╔═══╤═══╤═══╗\n║ 1 │ 2 │ 3 ║\n"));
    assert!(stdout.contains("1 disorder, odd: unsolvable; swap 7 and 8 to fix"));
    let bad = puzzlelab(&["fifteen", "show", "1 2 3 4 5 6 7 8 8"], "");
    assert_eq!(Some(bad.code), Some(2));
    assert!(bad
        .stderr
        .clone()
        .contains("line 1, column 17: tile 8 appears twice"));
    let missing = puzzlelab(&["fifteen", "show", "boards/nowhere.txt"], "");
    assert_eq!(Some(missing.code), Some(2));
    assert!(missing
        .stderr
        .clone()
        .contains("'boards/nowhere.txt' is neither a file nor a board"));
}

#[test]
fn shuffle_prints_one_line_from_a_seed() {
    let a = puzzlelab(&["fifteen", "shuffle", "--seed", "42"], "");
    assert_eq!(Some(a.code), Some(0));
    assert_eq!(
        a.stdout,
        puzzlelab(&["fifteen", "shuffle", "--seed", "42"], "").stdout
    );
    let line = a.stdout.clone();
    let mut tiles: Vec<usize> = line
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(
        tiles.last(),
        Some(&0),
        "the lesson's shuffle leaves the blank last"
    );
    tiles.sort();
    assert_eq!(tiles, (0..16).collect::<Vec<_>>());
    let bad = puzzlelab(&["fifteen", "shuffle", "--shuffle", "walk:many"], "");
    assert_eq!(Some(bad.code), Some(2));
}

/// SAT is reported in its own terms: each horizon's formula, its conflicts and its time, and
/// not one of the search counters (SAT expands no positions).
#[test]
fn sat_reports_its_horizons_not_node_counters() {
    let out = puzzlelab(
        &["fifteen", "solve", "--algo", "sat", "4 1 3 7 2 6 5 8 0"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    for word in [
        "horizon",
        "variables",
        "clauses",
        "conflicts",
        "unsatisfiable: refuted",
        "satisfiable: solved",
    ] {
        assert!(out.stdout.contains(word), "{word}: {}", out.stdout);
    }
    for word in ["expanded", "frontier", "nodes", "threshold"] {
        assert!(!out.stdout.contains(word), "{word}: {}", out.stdout);
    }
    let out = puzzlelab(&["fifteen", "solve", "--algo", "sat", "--json", NEAR], "");
    let json: serde_json::Value = serde_json::from_str(out.stdout.trim()).unwrap();
    let horizon = &json["horizons"][0];
    assert_eq!(horizon["moves"], 2);
    assert!(horizon["clauses"].as_u64().unwrap() > 0);
    assert!(horizon["conflicts"].is_u64(), "{horizon}");
    let out = puzzlelab(
        &[
            "fifteen",
            "solve",
            "--algo",
            "sat",
            "8 6 7 2 5 4 3 0 1",
            "--max-nodes",
            "2",
        ],
        "",
    );
    assert_eq!(out.code, 3);
    assert!(
        out.stderr
            .contains("limit of 2 horizons reached (for SAT, --max-nodes counts horizons) after 2")
            && out.stderr.contains("shorter than 25 moves"),
        "{}",
        out.stderr
    );
}

/// Counts are grouped by thousands as each language writes them, and a run too short to
/// time gives no rate.
#[test]
fn search_counts_are_grouped_and_short_runs_have_no_rate() {
    let board = "8 6 7 2 5 4 3 0 1";
    let args = [
        "fifteen",
        "solve",
        board,
        "--algo",
        "astar",
        "--heuristic",
        "misplaced",
    ];
    let out = puzzlelab(&args, "");
    assert!(
        out.stdout.contains("expanded 121,531, generated 205,232"),
        "{}",
        out.stdout
    );
    let out = puzzlelab(&[&args[..], &["--lang", "ru"]].concat(), "");
    assert!(
        out.stdout
            .contains("раскрыто 121\u{a0}531, порождено 205\u{a0}232"),
        "{}",
        out.stdout
    );
    let out = puzzlelab(&["fifteen", "solve", NEAR], "");
    let time = out.stdout.lines().last().unwrap();
    assert!(
        time.starts_with("time ") && !time.contains("second") && !time.contains("/s"),
        "{time}"
    );
}

/// `--explain` says what each statistic means, in the search's own terms and language.
#[test]
fn explain_says_what_each_statistic_means() {
    let out = puzzlelab(&["fifteen", "solve", NEAR, "--explain"], "");
    for word in [
        "expanded:",
        "generated:",
        "largest frontier:",
        "most stored:",
        "branching factor b*",
    ] {
        assert!(out.stdout.contains(word), "{word}: {}", out.stdout);
    }
    let out = puzzlelab(
        &[
            "fifteen",
            "solve",
            NEAR,
            "--algo",
            "sat",
            "--explain",
            "--lang",
            "ru",
        ],
        "",
    );
    for word in ["горизонт M ходов", "дизъюнкты", "конфликты"] {
        assert!(out.stdout.contains(word), "{word}: {}", out.stdout);
    }
}

#[test]
fn errors_follow_lang_ru_to_their_last_word() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["fifteen", "solve", "1 2 3 4 5 6 8 7 0", "--lang", "ru"],
            "puzzlelab: доска не может дойти до цели: 1 беспорядок, нечётное число: решения нет; поменяйте местами 7 и 8",
        ),
        (
            &["fifteen", "solve", "1 2 3 4 5 6 7 8 q", "--lang", "ru"],
            "puzzlelab: доску не удалось прочитать: строка 1, столбец 17: «q» — не номер фишки (пустое место пишется как 0, _, . или x)",
        ),
        (
            &["check", "moves", "1 2 3 4 5 6 8 7 0", "L", "--lang", "ru"],
            "puzzlelab: доска не может дойти до цели: 1 беспорядок, нечётное число: решения нет; поменяйте местами 7 и 8",
        ),
        (
            &["check", "moves", NEAR, "LQ", "--lang", "ru"],
            "puzzlelab: ходы не удалось прочитать: «Q» — не ход: используйте U, D, L или R (вверх, вниз, влево, вправо)",
        ),
    ];
    for (args, said) in cases {
        let run = puzzlelab(args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stderr.trim_end(), said, "{args:?}");
        // the same words in English without --lang
        let english = puzzlelab(&args[..args.len() - 2], "");
        assert!(english.stderr.is_ascii(), "{}", english.stderr);
    }
}

/// A board that cannot be read as a file (a folder, a device, too long a stream, bytes that
/// are not UTF-8) is refused in the reader's language, naming the board in it.
#[test]
fn reading_refusals_follow_lang_ru() {
    let dir = runner::scratch("reading-refusals");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, b"\xff\xfe 1 2 3").unwrap();
    let (folder, bad) = (dir.display().to_string(), bad.display().to_string());
    let long = "1".repeat(2 << 20);
    let cases: [(&str, &str, &str, &[&str]); 4] = [
        (&folder, "", "— папка, из неё не прочитать доску", &["is a folder", "not a board"]),
        (
            "/dev/zero",
            "",
            "/dev/zero — не обычный файл (а устройство, канал или сокет), из него не прочитать доску",
            &["not a regular file", "a device", "give a file", "standard input"],
        ),
        (
            "-",
            &long,
            "не удалось прочитать доску из стандартного ввода: больше 1 МБ: слишком много для доски",
            &["cannot read", "more than", "too much", "a board", "MB"],
        ),
        (
            &bad,
            "",
            "не удалось прочитать доску из",
            &["cannot read", "not UTF-8 text", "a bad byte", "invalid utf-8"],
        ),
    ];
    for (board, stdin, russian, english) in cases {
        let run = puzzlelab(&["fifteen", "show", board, "--lang", "ru"], stdin);
        assert_eq!(run.code, 2, "{board}: {}", run.stderr);
        assert!(run.stderr.contains(russian), "{board}: {}", run.stderr);
        runner::assert_russian(&run.stderr, english);
        let run = puzzlelab(&["fifteen", "show", board, "--lang", "en"], stdin);
        assert_eq!(run.code, 2, "{board}: {}", run.stderr);
        assert!(run.stderr.is_ascii(), "{board}: {}", run.stderr);
        assert!(
            english.iter().any(|word| run.stderr.contains(word)),
            "{board}: {}",
            run.stderr
        );
    }
}

/// `fifteen solve`'s refusals of options that do not go together, and a goal of another size
/// than the board's (`bfs-layers`; `shuffle`, which follows the locale), follow the reader's
/// language.
#[test]
fn solve_refusals_follow_lang_ru() {
    let dir = runner::scratch("solve-refusals");
    let dir = dir.display().to_string();
    let cases: [(Vec<&str>, &str, &[&str]); 4] = [
        (
            vec![
                "fifteen",
                "solve",
                NEAR,
                "--algo",
                "bfs",
                "--heuristic",
                "manhattan",
            ],
            "--algo bfs не использует эвристику (--heuristic работает с astar, ida и ida-generic)",
            &["uses no heuristic", "goes with"],
        ),
        (
            vec!["fifteen", "solve", NEAR, "--encoding", "compact"],
            "--encoding и --backend работают только с --algo sat",
            &["go with --algo sat"],
        ),
        (
            vec!["fifteen", "solve", NEAR, "--certify", &dir],
            "--certify работает только с --algo sat",
            &["goes with --algo sat"],
        ),
        (
            vec![
                "fifteen",
                "bfs-layers",
                "--size",
                "3x3",
                "--goal",
                "1 2 3 0",
            ],
            "цель — доска 2x2, а не 3x3",
            &["the goal is", "not 3x3"],
        ),
    ];
    for (args, russian, english) in cases {
        runner::assert_refusal_follows_lang(&args, &[], 2, russian, english);
    }
    // `shuffle` has no --lang: it follows the locale
    let shuffle = ["fifteen", "shuffle", "--size", "3x3", "--goal", "1 2 3 0"];
    let run = runner::puzzlelab(&shuffle)
        .env("LANG", Some("ru_RU.UTF-8"))
        .run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    let russian = "цель — доска 2x2, а размер 3x3 (укажите --size 2x2)";
    assert!(run.stderr.contains(russian), "{}", run.stderr);
    runner::assert_russian(&run.stderr, &["the goal is", "but the size"]);
}

/// A lesson program's argument errors (a seed that is no number, an argument too many, a
/// `--lang` without its language) follow `--lang`.
#[test]
fn lesson_argument_errors_follow_lang_ru() {
    let cases: [(&str, &str, &str, &[&str]); 3] = [
        (
            "fifteen_parity",
            "x",
            "зерно — целое число, а не «x»",
            &["the seed is a whole number"],
        ),
        (
            "bachet_classes",
            "7",
            "лишний аргумент «7»: программа принимает только --lang en|ru",
            &["unexpected argument", "the only option"],
        ),
        (
            "bachet_variant2",
            "--seed",
            "после --seed нужно значение",
            &["needs a value"],
        ),
    ];
    for (lesson, arg, russian, english) in cases {
        let ru = runner::example(lesson, &["--lang", "ru", arg]);
        assert_eq!(ru.code, 2, "{lesson}: {}", ru.stderr);
        assert!(ru.stderr.contains(russian), "{lesson}: {}", ru.stderr);
        runner::assert_russian(&ru.stderr, english);
        let en = runner::example(lesson, &["--lang", "en", arg]);
        assert_eq!(en.code, 2, "{lesson}: {}", en.stderr);
        assert!(en.stderr.contains(english[0]), "{lesson}: {}", en.stderr);
    }
}
