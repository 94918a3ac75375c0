//! A search written in another language (a notebook's Python), graded from what it did.
//!
//! The student's search is not called here: it ran elsewhere and told a tracer each position
//! it expanded and the moves it found. What it did is set beside the reference run, the
//! solvers' own search of the same board (the one the lab's player shows beside it), and graded
//! by the same [`Suite`] as every assignment: the solution legal and reaching the goal, as
//! short as the reference's, as many positions expanded, and the expansions in the
//! reference's order, a divergence shown as the two boards where the runs part.

use std::sync::Arc;

use puzzlelab_rules::boxed::Style;
use puzzlelab_rules::Lang::{En, Ru};
use puzzlelab_rules::{Board, MoveSeq};
use puzzlelab_solvers::search::Observer;
use puzzlelab_solvers::Algorithm;

use crate::grading::{failed, Failure, Found, Said, Suite, Test};

/// What one search did: the positions it expanded, in order, and the moves it found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// Every position expanded, in the order expanded.
    pub expanded: Vec<Board>,
    /// The solution's moves, when the search gave one.
    pub moves: Option<MoveSeq>,
}

/// An observer that keeps the positions a solvers' search expands, in order, up to a number:
/// the reference run's side of a [`Run`].
#[derive(Clone, Debug)]
pub struct Expansions {
    /// The positions expanded so far.
    pub boards: Vec<Board>,
    /// The board's shape, for the fast IDA*'s tiles.
    start: Board,
    /// The most kept.
    most: usize,
}

impl Expansions {
    /// Keeps at most `most` expansions of boards shaped as `start`.
    pub fn new(start: &Board, most: usize) -> Expansions {
        Expansions {
            boards: Vec::new(),
            start: start.clone(),
            most,
        }
    }
}

impl Observer<Board> for Expansions {
    fn expand(&mut self, node: &Board, _g: usize) {
        if self.boards.len() < self.most {
            self.boards.push(node.clone());
        }
    }
}

/// The fast IDA* expands tiles; they are the same boards.
impl Observer<[u8]> for Expansions {
    fn expand(&mut self, node: &[u8], _g: usize) {
        let tiles = node.iter().map(|&t| usize::from(t)).collect();
        if let (true, Ok(board)) = (
            self.boards.len() < self.most,
            Board::new(self.start.size(), tiles),
        ) {
            self.boards.push(board);
        }
    }
}

/// The run a student's is graded against.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The algorithm's name, as the reports write it (`A*`).
    pub name: String,
    /// What it did.
    pub run: Run,
    /// The order it expands positions in, where a choice is open: what the student's search
    /// must do to expand in the same order.
    pub tie_rule: Said,
}

/// In what order a position's successors are listed, for [`ASTAR_ORDER`](crate::ASTAR_ORDER).
const ASTAR_LISTED_EN: &str =
    "Successors are listed in the order the rules list the legal moves (Board.legal_moves()).";

/// `ASTAR_LISTED_EN` in Russian.
const ASTAR_LISTED_RU: &str =
    "Последователи перечисляются в порядке допустимых ходов правил (Board.legal_moves()).";

/// The reference run of `algorithm` as the reports name it, with the order it expands
/// positions in where a choice is open (`None` for SAT, which expands none).
pub fn reference(algorithm: Algorithm, run: Run) -> Option<Reference> {
    let same = "Successors are generated in the order the rules list the legal moves (Board.legal_moves()), the move back to a position's parent never; ";
    let same_ru = "Последователи порождаются в порядке допустимых ходов правил (Board.legal_moves()), ход назад к родителю — никогда; ";
    let generated = |en: &str, ru: &str| Said::new(format!("{same}{en}"), format!("{same_ru}{ru}"));
    let (name, tie_rule) = match algorithm {
        Algorithm::Bfs => (
            "BFS",
            generated(
                "the queue is first in, first out; a position is put in it only the first time it is generated; the goal test is made when a position leaves the queue (the goal is not expanded).",
                "очередь — первым пришёл, первым вышел; позиция встаёт в неё, только когда порождена впервые; цель проверяется, когда позиция покидает очередь (цель не раскрывается).",
            ),
        ),
        Algorithm::Astar => (
            "A*",
            Said::new(
                format!("{ASTAR_LISTED_EN} {}", crate::ASTAR_ORDER.en),
                format!("{ASTAR_LISTED_RU} {}", crate::ASTAR_ORDER.ru),
            ),
        ),
        Algorithm::IdaGeneric => (
            "IDA*",
            generated(
                "depth first under a bound on f = g + h, the first bound h(start), each next one the least f that went over the last; every iteration expands from the start again; the goal is not expanded.",
                "в глубину под порогом на f = g + h, первый порог — h(старт), каждый следующий — наименьшее f, превысившее прежний; каждая итерация раскрывает заново от старта; цель не раскрывается.",
            ),
        ),
        Algorithm::Ida => (
            "the fast IDA*",
            generated(
                "depth first under a bound on f = g + h, as IDA* does, but it also skips a sequence of moves whose twin (the same moves in another order, reaching the same position) it searches anyway: a textbook IDA* is graded against ida-generic.",
                "в глубину под порогом на f = g + h, как IDA*, но ещё пропускает последовательность ходов, чей двойник (те же ходы в другом порядке, ведущие в ту же позицию) всё равно будет пройдён: IDA* из учебника оценивается по ida-generic.",
            ),
        ),
        Algorithm::Iddfs => (
            "iterative deepening",
            generated(
                "depth first under a bound on the depth, the bounds 0, 1, 2, ...; every iteration expands from the start again; the goal is not expanded.",
                "в глубину под порогом на глубину, пороги 0, 1, 2, ...; каждая итерация раскрывает заново от старта; цель не раскрывается.",
            ),
        ),
        Algorithm::Sat => return None,
    };
    Some(Reference {
        name: name.into(),
        run,
        tie_rule,
    })
}

/// Where two runs' expansions first differ: the index, and the two positions (a run that
/// ended first has none there).
pub fn divergence(yours: &Run, reference: &Run) -> Option<(usize, Option<Board>, Option<Board>)> {
    let (a, b) = (&yours.expanded, &reference.expanded);
    let k = (0..a.len().max(b.len())).find(|&k| a.get(k) != b.get(k))?;
    Some((k, a.get(k).cloned(), b.get(k).cloned()))
}

/// The suite a student's search of `start` toward `goal` is graded by, against `reference`.
pub fn suite(start: &Board, goal: &Board, student: Run, reference: Reference) -> Suite {
    let case = Arc::new(Case {
        start: start.clone(),
        goal: goal.clone(),
        student,
        reference,
    });
    let [c1, c2, c3, c4] = [(); 4].map(|_| Arc::clone(&case));
    let name = &case.reference.name;
    Suite {
        number: 0,
        title: Said::new(
            format!("Your search of {start}, against puzzlelab's {name}"),
            format!("Ваш поиск из {start} рядом с {name} puzzlelab"),
        ),
        tests: vec![
            Test::new(
                "solution",
                Said::new(
                    "legal moves from the start to the goal",
                    "допустимые ходы от начала до цели",
                ),
                3,
                move || c1.solution(),
            ),
            Test::new(
                "optimal",
                Said::new("a shortest solution", "кратчайшее решение"),
                2,
                move || c2.optimal(),
            )
            .after(&["solution"]),
            Test::new(
                "count",
                Said::new(
                    format!("as many positions expanded as {name}"),
                    format!("столько же раскрытых позиций, сколько у {name}"),
                ),
                2,
                move || c3.count(),
            ),
            Test::new(
                "order",
                Said::new(
                    format!("the positions expanded in {name}'s order"),
                    format!("позиции раскрыты в порядке {name}"),
                ),
                3,
                move || c4.order(),
            ),
        ],
    }
}

/// What a suite grades: the board, and the two runs.
struct Case {
    start: Board,
    goal: Board,
    student: Run,
    reference: Reference,
}

impl Case {
    /// The reference's solution length (none when it found none).
    fn shortest(&self) -> Option<usize> {
        self.reference.run.moves.as_ref().map(MoveSeq::len)
    }

    fn solution(&self) -> Found {
        let Some(moves) = &self.student.moves else {
            return failed(Failure {
                what: Said::new("no solution given", "решение не дано"),
                example: Said::same(self.start.to_string()),
                expected: Said::new("the moves to the goal", "ходы до цели"),
                look: Said::new(
                    "call tracer.solution(moves) with the moves of the path to the goal (the way each tile slides: L R U D)",
                    "вызовите tracer.solution(moves) с ходами пути до цели (куда сдвигается фишка: L R U D)",
                ),
            });
        };
        let mut board = self.start.clone();
        for (i, dir) in moves.iter().enumerate() {
            match board.applied(dir) {
                Ok(next) => board = next,
                Err(_) => {
                    return failed(Failure {
                        what: Said::new(
                            format!("move {} ({}) is not legal", i + 1, dir.letter()),
                            format!("ход {} ({}) недопустим", i + 1, dir.letter()),
                        ),
                        example: Said::same(board.boxed(Style::Lines)),
                        expected: Said::new(
                            format!("one of {}", legal(&board)),
                            format!("один из {}", legal(&board)),
                        ),
                        look: Said::new(
                            "a move is the way a tile slides into the empty cell: the solution's letters must be read from the path's boards in that sense",
                            "ход — направление, в котором фишка сдвигается в пустую клетку: буквы решения читаются по доскам пути именно так",
                        ),
                    });
                }
            }
        }
        if board != self.goal {
            return failed(Failure {
                what: Said::new(
                    "the moves do not end at the goal",
                    "ходы не приводят к цели",
                ),
                example: Said::same(board.boxed(Style::Lines)),
                expected: Said::same(self.goal.boxed(Style::Lines)),
                look: Said::new(
                    "rebuild the path from the goal back to the start by each position's parent, then reverse it",
                    "восстановите путь от цели к началу по родителям позиций и разверните его",
                ),
            });
        }
        Ok(Said::new(
            format!("{} legal moves to the goal", moves.len()),
            format!("допустимых ходов до цели: {}", moves.len()),
        ))
    }

    fn optimal(&self) -> Found {
        let yours = self.student.moves.as_ref().map_or(0, MoveSeq::len);
        match self.shortest() {
            Some(best) if yours > best => failed(Failure {
                what: Said::new(
                    format!("{yours} moves, longer than the shortest"),
                    format!("ходов: {yours}, длиннее кратчайшего"),
                ),
                example: Said::same(self.start.to_string()),
                expected: Said::new(format!("{best} moves"), format!("ходов: {best}")),
                look: Said::new(
                    "test for the goal when a position leaves the frontier, not when it is generated, and keep the estimate admissible (never above the true distance)",
                    "проверяйте цель, когда позиция покидает фронт, а не когда она порождена, и держите оценку допустимой (не больше истинного расстояния)",
                ),
            }),
            _ => Ok(Said::new(
                format!("{yours} moves, the shortest"),
                format!("ходов: {yours}, кратчайшее"),
            )),
        }
    }

    fn count(&self) -> Found {
        let (yours, theirs) = (
            self.student.expanded.len(),
            self.reference.run.expanded.len(),
        );
        let name = &self.reference.name;
        if yours == theirs {
            return Ok(Said::new(
                format!(
                    "{} positions expanded, as {name} does",
                    En.int(yours as u64)
                ),
                format!("раскрыто позиций: {}, как у {name}", Ru.int(yours as u64)),
            ));
        }
        let look = if yours > theirs {
            Said::new(
                "skip a position already expanded (a closed set), and stop when the goal leaves the frontier",
                "пропускайте уже раскрытую позицию (закрытое множество) и останавливайтесь, когда цель покидает фронт",
            )
        } else {
            Said::new(
                "a search that stops early tests for the goal when it is generated: test it when a position leaves the frontier; and call tracer.expand for every position whose successors you generate",
                "поиск, остановившийся раньше, проверяет цель при порождении: проверяйте её, когда позиция покидает фронт; и вызывайте tracer.expand для каждой позиции, чьих последователей вы порождаете",
            )
        };
        failed(Failure {
            what: Said::new(
                "a different number of positions expanded",
                "раскрыто другое число позиций",
            ),
            example: Said::new(
                format!("{} expanded", En.int(yours as u64)),
                format!("раскрыто {}", Ru.int(yours as u64)),
            ),
            expected: Said::new(En.int(theirs as u64), Ru.int(theirs as u64)),
            look,
        })
    }

    fn order(&self) -> Found {
        let name = &self.reference.name;
        let Some((k, yours, theirs)) = divergence(&self.student, &self.reference.run) else {
            return Ok(Said::new(
                format!("every expansion in {name}'s order"),
                format!("все раскрытия в порядке {name}"),
            ));
        };
        let both = |yours_said: &str, none: &str| {
            side_by_side(
                [
                    (yours_said, yours.as_ref()),
                    (name.as_str(), theirs.as_ref()),
                ],
                none,
            )
        };
        failed(Failure {
            what: Said::new(
                format!("expansion {} differs from {name}'s", k + 1),
                format!("раскрытие {} не совпадает с {name}", k + 1),
            ),
            example: Said::new(both("yours", "stopped"), both("ваше", "остановлен")),
            expected: Said::new(
                format!("{name}'s expansion, on the right"),
                format!("раскрытие {name}, справа"),
            ),
            look: self.reference.tie_rule.clone(),
        })
    }
}

/// Two boards drawn side by side under their labels, on lines of their own (a run that had
/// stopped shows `none`).
fn side_by_side(boards: [(&str, Option<&Board>); 2], none: &str) -> String {
    let drawn = boards.map(|(label, board)| {
        let picture = board.map_or_else(|| format!("({none})"), |b| b.boxed(Style::Lines));
        let mut lines = vec![label.to_string()];
        lines.extend(picture.lines().map(str::to_string));
        lines
    });
    let width = drawn[0]
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        + 4;
    let rows = drawn[0].len().max(drawn[1].len());
    let mut out = String::new();
    for r in 0..rows {
        let left = drawn[0].get(r).map_or("", String::as_str);
        let right = drawn[1].get(r).map_or("", String::as_str);
        let pad = width - left.chars().count();
        out.push_str(&format!("\n        {left}{}{right}", " ".repeat(pad)));
    }
    out
}

/// The legal moves from `board`, as letters.
fn legal(board: &Board) -> String {
    let letters: Vec<String> = board
        .legal_moves()
        .map(|d| d.letter().to_string())
        .collect();
    letters.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grading::TIME_LIMIT;

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    fn reference(expanded: &[&str], moves: &str) -> Reference {
        Reference {
            name: "A*".into(),
            run: Run {
                expanded: expanded.iter().map(|s| board(s)).collect(),
                moves: Some(moves.parse().unwrap()),
            },
            tie_rule: Said::same("least f, then largest g, then newest"),
        }
    }

    const START: &str = "1 2 3 4 5 6 0 7 8";
    const GOAL: &str = "1 2 3 4 5 6 7 8 0";

    #[test]
    fn the_reference_itself_earns_every_point() {
        let r = reference(&[START, "1 2 3 4 5 6 7 0 8"], "LL");
        let grade = suite(&board(START), &board(GOAL), r.run.clone(), r).grade(TIME_LIMIT);
        assert_eq!((grade.score(), grade.max_score()), (10, 10));
    }

    #[test]
    fn an_illegal_move_costs_the_solution_and_its_length() {
        let r = reference(&[START, "1 2 3 4 5 6 7 0 8"], "LL");
        let wrong = Run {
            expanded: r.run.expanded.clone(),
            moves: Some("RL".parse().unwrap()),
        };
        let grade = suite(&board(START), &board(GOAL), wrong, r).grade(TIME_LIMIT);
        assert_eq!(grade.score(), 5);
        let solution = &grade.outcome("solution").unwrap().verdict;
        assert!(matches!(solution, crate::grading::Verdict::Failed(_)));
    }

    #[test]
    fn a_divergence_names_the_first_expansion_that_differs() {
        let r = reference(&[START, "1 2 3 4 5 6 7 0 8"], "LL");
        let other = Run {
            expanded: vec![board(START), board("1 2 3 0 5 6 4 7 8")],
            moves: Some("LL".parse().unwrap()),
        };
        let (k, yours, _) = divergence(&other, &r.run).unwrap();
        assert_eq!((k, yours), (1, Some(board("1 2 3 0 5 6 4 7 8"))));
        let grade = suite(&board(START), &board(GOAL), other, r).grade(TIME_LIMIT);
        assert_eq!(grade.score(), 7);
        let report = grade.report(puzzlelab_rules::Lang::En, true);
        assert!(report.contains("expansion 2 differs"), "{report}");
    }
}
