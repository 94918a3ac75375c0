//! The search lesson programs: each is run, and every number it prints is checked against the
//! solvers' own results.

use puzzlelab_rules::{Board, Goal, Lang, Size};
use puzzlelab_solvers::heuristics::Heuristic;
use puzzlelab_solvers::search::{astar, Limits, Stats};
use puzzlelab_solvers::sliding::{moves_of, neighbours, Manhattan, SlidingIda};

use puzzlelab::lessons::{search_astar_heuristics, search_bfs_8puzzle, search_ida_iterations};

/// A lesson program's `run`, into a buffer.
type Run = fn(&mut Vec<u8>, Lang) -> std::io::Result<()>;

/// Runs a lesson program in English into a buffer and returns its output lines.
fn run_example(run: Run) -> Vec<String> {
    run_in(run, Lang::En)
}

/// Runs a lesson program in `lang` into a buffer and returns its output lines.
fn run_in(run: Run, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    run(&mut out, lang).expect("the lesson program runs");
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The numbers of a line, in order, their digit groups (`11,714`, `11 714`) joined.
fn numbers(line: &str) -> Vec<u64> {
    let chars: Vec<char> = line.chars().collect();
    let joined: String = chars
        .iter()
        .enumerate()
        .filter(|&(i, c)| {
            let between_digits = i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            !(matches!(c, ',' | '\u{a0}') && between_digits)
        })
        .map(|(_, c)| *c)
        .collect();
    joined
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

fn line_after<'a>(lines: &'a [String], prefix: &str) -> &'a str {
    lines
        .iter()
        .find_map(|l| l.strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no line starting with '{prefix}'"))
}

#[test]
fn bfs_layers_of_the_eight_puzzle() {
    let lines = run_example(search_bfs_8puzzle::run);
    let layers: Vec<u64> = lines
        .iter()
        .skip(1)
        .take_while(|l| !l.starts_with("total"))
        .map(|l| numbers(l)[1])
        .collect();
    assert_eq!(layers.len(), 32, "distances 0 to 31");
    assert_eq!(&layers[..4], &[1, 2, 4, 8]);
    assert_eq!(layers[31], 2);
    assert_eq!(layers.iter().sum::<u64>(), 181_440);
    assert_eq!(numbers(line_after(&lines, "total:")), [181_440]);
    assert_eq!(numbers(line_after(&lines, "farthest:")), [31]);
    // The same search run here: the largest queue must match.
    let goal = Goal::Standard.board(Size::EIGHT);
    let mut stats = Stats::default();
    let positions = |b: &Board| neighbours(b).map(|(n, _)| n);
    puzzlelab_solvers::search::bfs(&goal, positions, |_| false, &Limits::none(), &mut stats);
    let queue = numbers(line_after(&lines, "largest queue:"))[0];
    assert_eq!(queue, stats.max_frontier as u64);
}

#[test]
fn astar_with_three_heuristics() {
    let lines = run_example(search_astar_heuristics::run);
    let board: Board = line_after(&lines, "board: ").parse().unwrap();
    let goal = Goal::Standard.board(board.size());
    let mut expanded = Vec::new();
    for h in Heuristic::ALL {
        let row = lines
            .iter()
            .find(|l| l.split_whitespace().next() == Some(h.name()))
            .unwrap();
        let mut stats = Stats::default();
        let outcome = astar(
            &board,
            neighbours,
            |b| h.estimate(b, &goal),
            |b| *b == goal,
            &Limits::none(),
            &mut stats,
        );
        let expected = [
            outcome.cost().unwrap() as u64,
            stats.expanded,
            h.estimate(&board, &goal) as u64,
        ];
        assert_eq!(numbers(row), expected, "{h}");
        expanded.push(stats.expanded);
    }
    assert!(expanded[0] > expanded[1] && expanded[1] >= expanded[2]);
}

#[test]
fn ida_iterations() {
    let lines = run_example(search_ida_iterations::run);
    let board: Board = line_after(&lines, "board: ").parse().unwrap();
    let goal = Goal::Standard.board(board.size());
    let mut stats = Stats::default();
    let ida = SlidingIda::new(&goal, Manhattan::new(&goal)).without_pruning();
    let outcome = ida.solve(&board, &mut stats);
    assert!(
        stats.iterations.len() >= 3,
        "a lesson needs several iterations"
    );
    for (i, it) in stats.iterations.iter().enumerate() {
        let row = lines
            .iter()
            .find(|l| numbers(l).first() == Some(&(i as u64 + 1)) && numbers(l).len() == 4)
            .unwrap();
        assert_eq!(
            numbers(row),
            [i as u64 + 1, it.threshold as u64, it.expanded, it.generated]
        );
    }
    let path = outcome.path().unwrap();
    let solution = line_after(&lines, "solution: ");
    assert_eq!(
        solution,
        format!("{} moves: {}", path.len() - 1, moves_of(path))
    );
    assert_eq!(
        numbers(line_after(&lines, "total expanded:")),
        [stats.expanded]
    );
}

/// Whether a line starts with `start`.
fn has_line(lines: &[String], start: &str) -> bool {
    lines.iter().any(|l| l.starts_with(start))
}

#[test]
fn the_search_programs_speak_russian() {
    let lines = run_in(search_bfs_8puzzle::run, Lang::Ru);
    assert_eq!(lines[0], "расстояние    позиций");
    assert!(has_line(&lines, "всего: 181\u{a0}440 позиций"));
    assert!(has_line(&lines, "наибольшее расстояние: 31 ход"));
    let lines = run_in(search_astar_heuristics::run, Lang::Ru);
    assert!(lines[0].starts_with("доска: "));
    assert!(lines[1].starts_with("эвристика"));
    for name in [
        "фишки не на месте",
        "манхэттенское расстояние",
        "линейные конфликты",
    ] {
        assert!(has_line(&lines, name), "{name}");
    }
    let lines = run_in(search_ida_iterations::run, Lang::Ru);
    assert!(lines[1].contains("итерация"));
    assert!(lines[1].contains("порождено"));
    assert!(has_line(&lines, "решение: 30 ходов: "));
    assert!(has_line(&lines, "всего раскрыто: "));
}
