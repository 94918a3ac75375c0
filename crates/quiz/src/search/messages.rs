//! Every sentence of the search and SAT lessons' questions, in English and in Russian side by
//! side, in the lessons' words: the open list (открытый список), the bound (порог), the
//! horizon (горизонт), breadth-first search (поиск в ширину). A board is written as its array,
//! one line of numbers, 0 the empty place. Each function gives a question and its explanation.

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Lang, MoveSeq};
use puzzlelab_solvers::heuristics::Heuristic;

use super::astar_next::Moment;
use super::heuristic::{Away, Conflict, Lookups, Worked};
use super::ida_threshold::{Iteration, Shown};
use super::sat_horizons::Horizons;

/// A question and its explanation.
type Said = (String, String);

/// The board, its size and its goal: "On the 3x3 board 1 2 3 ... (0 is the empty place; the
/// goal is 1 2 3 ... 0)".
fn on_board(lang: Lang, board: &Board) -> String {
    let (size, goal) = (board.size(), super::goal(board.size()));
    match lang {
        Lang::En => {
            format!("On the {size} board {board} (0 is the empty place; the goal is {goal})")
        }
        Lang::Ru => format!("Доска {size}: {board} (0 — пустое место; цель — {goal})"),
    }
}

/// Numbers joined by `sep`.
fn joined<T: ToString>(items: &[T], sep: &str) -> String {
    items.iter().map(T::to_string).collect::<Vec<_>>().join(sep)
}

/// The numbers from 0 to `last`: all of them when few, "0, 1, ..., 9" when more.
fn upto(last: usize) -> String {
    match last {
        0..=3 => joined(&(0..=last).collect::<Vec<_>>(), ", "),
        _ => format!("0, 1, ..., {last}"),
    }
}

/// "positions" after a count.
fn positions(lang: Lang, n: u64) -> &'static str {
    match lang {
        Lang::En if n == 1 => "position",
        Lang::En => "positions",
        Lang::Ru => ru_plural(n, "позиция", "позиции", "позиций"),
    }
}

/// A heuristic's name, as a phrase after "with": "the Manhattan distance".
fn heuristic_name(lang: Lang, heuristic: Heuristic) -> &'static str {
    match heuristic {
        Heuristic::Manhattan => lang.pick("the Manhattan distance", "манхэттенским расстоянием"),
        Heuristic::Misplaced => lang.pick(
            "misplaced tiles (h counts the tiles not on their goal places)",
            "эвристикой «фишки не на месте» (h — число фишек не на своих местах)",
        ),
        Heuristic::LinearConflict => lang.pick("linear conflicts", "линейными конфликтами"),
    }
}

/// The Manhattan distance worked tile by tile: "5: 1 + 2 = 3; 7: 0 + 1 = 1. Sum: 3 + 1 = 4".
fn manhattan_sum(lang: Lang, away: &[Away]) -> String {
    let tiles: Vec<String> = away
        .iter()
        .map(|a| format!("{}: {} + {} = {}", a.tile, a.rows, a.cols, a.rows + a.cols))
        .collect();
    let parts: Vec<usize> = away.iter().map(|a| a.rows + a.cols).collect();
    let total: usize = parts.iter().sum();
    let sum = match parts.len() {
        1 => total.to_string(),
        _ => format!("{} = {total}", joined(&parts, " + ")),
    };
    match lang {
        Lang::En => format!(
            "Rows + columns for each tile away from its place: {}; the other tiles are home. \
             Sum: {sum}",
            tiles.join("; ")
        ),
        Lang::Ru => format!(
            "Ряды + столбцы для каждой фишки не на своём месте: {}; остальные фишки на местах. \
             Сумма: {sum}",
            tiles.join("; ")
        ),
    }
}

/// One line in conflict: "row 1 holds its own tiles 3 1 out of order: 1 must step out".
fn conflict_line(lang: Lang, c: &Conflict) -> String {
    let tiles = joined(&c.tiles, " ");
    match (lang, c.row) {
        (Lang::En, true) => format!(
            "row {} holds its own tiles {tiles} out of goal order: {} must step out",
            c.number, c.out
        ),
        (Lang::En, false) => format!(
            "column {} holds its own tiles {tiles} out of goal order: {} must step out",
            c.number, c.out
        ),
        (Lang::Ru, true) => format!(
            "в ряду {} его фишки {tiles} стоят не в порядке цели: выйти придётся {}",
            c.number, c.out
        ),
        (Lang::Ru, false) => format!(
            "в столбце {} его фишки {tiles} стоят не в порядке цели: выйти придётся {}",
            c.number, c.out
        ),
    }
}

/// The heuristic question: the value of `board`, and how it is worked out.
pub(super) fn heuristic(lang: Lang, board: &Board, worked: &Worked, value: usize) -> Said {
    let on = on_board(lang, board);
    match worked {
        Worked::Manhattan(away) => {
            let text = match lang {
                Lang::En => format!(
                    "{on}. What is its Manhattan distance: for each tile, the rows plus the \
                     columns between its place and its goal place, summed (the empty place \
                     does not count)?"
                ),
                Lang::Ru => format!(
                    "{on}. Чему равно её манхэттенское расстояние: для каждой фишки — ряды плюс \
                     столбцы от её места до её места в цели, в сумме (пустое место не \
                     считается)?"
                ),
            };
            (text, format!("{}.", manhattan_sum(lang, away)))
        }
        Worked::LinearConflict(away, lines) => {
            let text = match lang {
                Lang::En => format!(
                    "{on}. What is its estimate with linear conflicts: the Manhattan distance \
                     plus two moves for each tile that must step out of its goal row or goal \
                     column to let another tile of that line pass (in each line, its own tiles \
                     less the longest run of them already in goal order)?"
                ),
                Lang::Ru => format!(
                    "{on}. Чему равна её оценка с линейными конфликтами: манхэттенское \
                     расстояние плюс два хода на каждую фишку, которой придётся выйти из своего \
                     ряда или столбца, чтобы пропустить другую фишку этой линии (в каждой линии \
                     — её собственные фишки минус самая длинная цепочка из них, уже стоящая в \
                     порядке цели)?"
                ),
            };
            let manhattan: usize = away.iter().map(|a| a.rows + a.cols).sum();
            let out: usize = lines.iter().map(|c| c.out).sum();
            let said: Vec<String> = lines.iter().map(|c| conflict_line(lang, c)).collect();
            let explanation = match lang {
                Lang::En => format!(
                    "{}. Conflicts: {}. So {manhattan} + 2 × {out} = {value}.",
                    manhattan_sum(lang, away),
                    said.join("; ")
                ),
                Lang::Ru => format!(
                    "{}. Конфликты: {}. Итого {manhattan} + 2 × {out} = {value}.",
                    manhattan_sum(lang, away),
                    said.join("; ")
                ),
            };
            (text, explanation)
        }
        Worked::Pdb(lookups) => pattern_databases(lang, &on, lookups, value),
    }
}

/// The pattern-database question: the lookups given, their combination asked.
fn pattern_databases(lang: Lang, on: &str, l: &Lookups, value: usize) -> Said {
    let pattern = |p: usize| joined(&l.patterns[p], " ");
    let (p1, p2) = (pattern(0), pattern(1));
    let (a, b) = (l.plain[0], l.plain[1]);
    let (c, d) = (l.reflected[0], l.reflected[1]);
    let (plain, mirrored) = (
        usize::from(a) + usize::from(b),
        usize::from(c) + usize::from(d),
    );
    let reflected = &l.reflected_board;
    let text = match lang {
        Lang::En => format!(
            "{on}. The 8-puzzle's pattern databases 4-4 have two patterns, {p1} and {p2}; each \
             table holds, for every placement of its tiles, the fewest moves of those tiles that \
             bring them home. For this board the tables give {p1}: {a}, {p2}: {b}; for the \
             board reflected about the main diagonal (its tiles renamed so that the goal stays \
             the goal), {reflected}, they give {c} and {d}. What is the heuristic's estimate?"
        ),
        Lang::Ru => format!(
            "{on}. У баз образцов 4-4 игры «8» два образца, {p1} и {p2}; таблица каждого \
             хранит для любой расстановки его фишек наименьшее число ходов этих фишек, которое \
             вернёт их на места. Для этой доски таблицы дают: {p1} — {a}, {p2} — {b}; для доски, \
             отражённой относительно главной диагонали (с переименованными фишками, чтобы цель \
             осталась целью), {reflected}, — {c} и {d}. Какую оценку даёт эвристика?"
        ),
    };
    let explanation = match lang {
        Lang::En => format!(
            "The two patterns share no tile, so no move is counted twice and their values add: \
             {a} + {b} = {plain} on the board, {c} + {d} = {mirrored} on its reflection. Both \
             sums are lower bounds, so the heuristic takes the larger: {value}."
        ),
        Lang::Ru => format!(
            "У образцов нет общих фишек, ни один ход не учтён дважды, и значения складываются: \
             {a} + {b} = {plain} на доске, {c} + {d} = {mirrored} на отражённой. Обе суммы — \
             нижние оценки, и эвристика берёт большую: {value}."
        ),
    };
    (text, explanation)
}

/// The A* question: the open list before an expansion, with the tie rule stated when `rule`.
pub(super) fn astar_next(lang: Lang, start: &Board, m: &Moment, rule: bool) -> Said {
    let on = on_board(lang, start);
    let listed: Vec<String> = m
        .open
        .iter()
        .enumerate()
        .map(|(i, e)| format!("({}) {}, g = {}, h = {}", i + 1, e.board, e.g, e.h))
        .collect();
    let listed = listed.join("; ");
    let tie = match (rule, lang) {
        (false, _) => "",
        (true, Lang::En) => {
            "; on a tie, the one with the largest g (the deepest), and among those the newest \
             (the latest in the list)"
        }
        (true, Lang::Ru) => {
            "; при равенстве — самую глубокую (с наибольшим g), а среди них — самую новую \
             (последнюю в списке)"
        }
    };
    let text = match lang {
        Lang::En => format!(
            "{on}. A* with the Manhattan distance h searches from this board. Before its next \
             expansion the open list holds, in the order the positions entered it (oldest \
             first): {listed}. A* takes the position with the least f = g + h{tie}. Which \
             position does it expand next?"
        ),
        Lang::Ru => format!(
            "{on}. A* с манхэттенским расстоянием h ищет решение от этой доски. Перед \
             следующим раскрытием в открытом списке лежат, в том порядке, в каком туда попали \
             (сначала старые): {listed}. A* берёт позицию с наименьшим f = g + h{tie}. Какую \
             позицию он раскроет следующей?"
        ),
    };
    (text, astar_why(lang, m, rule))
}

/// Why A* takes the entry it takes: every `f`, the least, and the tie rule where it decides.
fn astar_why(lang: Lang, m: &Moment, rule: bool) -> String {
    let sums: Vec<String> = m
        .open
        .iter()
        .enumerate()
        .map(|(i, e)| format!("({}) {} + {} = {}", i + 1, e.g, e.h, e.f()))
        .collect();
    let sums = sums.join(", ");
    let least = m.least_f();
    let tied: Vec<String> = m.tied().iter().map(|i| format!("({})", i + 1)).collect();
    let tied = tied.join(", ");
    let taken = &m.open[m.taken];
    let (n, board) = (m.taken + 1, &taken.board);
    if m.tied().len() == 1 {
        return match lang {
            Lang::En => format!(
                "f = g + h: {sums}. The least, {least}, is ({n})'s alone: A* expands {board}."
            ),
            Lang::Ru => format!(
                "f = g + h: {sums}. Наименьшее, {least}, только у ({n}): A* раскрывает {board}."
            ),
        };
    }
    let deepest = m.tied().iter().filter(|&&i| m.open[i].g == taken.g).count() == 1;
    let g = taken.g;
    let by = match (lang, deepest) {
        (Lang::En, true) => format!("on a tie the largest g, {g}, wins"),
        (Lang::En, false) => {
            format!("on a tie the largest g, {g}, is shared too, so the newest wins")
        }
        (Lang::Ru, true) => format!("при равенстве выигрывает наибольшее g, {g}"),
        (Lang::Ru, false) => {
            format!("при равенстве наибольшее g, {g}, тоже у нескольких, и выигрывает самая новая")
        }
    };
    match (lang, rule) {
        (Lang::En, true) => format!(
            "f = g + h: {sums}. The least, {least}, is shared by {tied}; {by}: ({n}), {board}."
        ),
        (Lang::En, false) => format!(
            "f = g + h: {sums}. The least, {least}, is shared by {tied}: the question states \
             only the least f, so A* may take any of them, and each is right (this A* takes \
             ({n}): {by})."
        ),
        (Lang::Ru, true) => {
            format!("f = g + h: {sums}. Наименьшее, {least}, у {tied}; {by}: ({n}), {board}.")
        }
        (Lang::Ru, false) => format!(
            "f = g + h: {sums}. Наименьшее, {least}, у {tied}: в вопросе сказано только про \
             наименьшее f, так что A* может взять любую из них, и верна каждая (этот A* берёт \
             ({n}): {by})."
        ),
    }
}

/// The IDA* question: a failed iteration, and what it cut off as `shown`.
pub(super) fn ida_threshold(
    lang: Lang,
    start: &Board,
    heuristic: Heuristic,
    it: &Iteration,
    shown: Shown,
) -> Said {
    let on = on_board(lang, start);
    let with = heuristic_name(lang, heuristic);
    let (n, bound, expanded) = (it.number, it.bound, it.expanded as u64);
    let cut: Vec<String> = it
        .cut
        .iter()
        .enumerate()
        .map(|(i, c)| match shown {
            Shown::Estimates => format!("({}) {}, g = {}, h = {}", i + 1, c.board, c.g, c.h),
            _ => format!("({}) {}, g = {}", i + 1, c.board, c.g),
        })
        .collect();
    let cut = cut.join("; ");
    let what = match (lang, shown) {
        (Lang::En, Shown::Nothing) => {
            format!(
                "It expanded {} {} and found no solution.",
                lang.int(expanded),
                positions(lang, expanded)
            )
        }
        (Lang::En, _) => format!("It found no solution and cut off these positions: {cut}."),
        (Lang::Ru, Shown::Nothing) => format!(
            "Она раскрыла {} {} и не нашла решения.",
            lang.int(expanded),
            positions(lang, expanded)
        ),
        (Lang::Ru, _) => format!("Она не нашла решения и отсекла позиции: {cut}."),
    };
    let text = match lang {
        Lang::En => format!(
            "{on}. IDA* with {with} searches from this board. Its iteration {n} has the bound \
             {bound}: a position whose f = g + h is above the bound is cut off. {what} What is \
             the next iteration's bound?"
        ),
        Lang::Ru => format!(
            "{on}. IDA* с {with} ищет решение от этой доски. Итерация {n} идёт с порогом \
             {bound}: позиция, у которой f = g + h больше порога, отсекается. {what} Каким будет \
             порог следующей итерации?"
        ),
    };
    (text, ida_why(lang, it, shown))
}

/// Why the next bound is what it is: the least `f` cut off, or the parity of `f`.
fn ida_why(lang: Lang, it: &Iteration, shown: Shown) -> String {
    let (bound, next) = (it.bound, it.next);
    let least = it.cut.iter().position(|c| c.f() == next).unwrap_or(0);
    let c = &it.cut[least];
    let example = format!("{}, g + h = {} + {} = {}", c.board, c.g, c.h, c.f());
    if shown == Shown::Nothing {
        let h0 = it.first;
        return match lang {
            Lang::En => format!(
                "Every move changes g by one and the Manhattan distance by exactly one, so f = \
                 g + h changes by 0 or 2 and always has the parity of h at the start, {h0}; so \
                 does the bound {bound}. A position cut off has f above {bound} while its parent \
                 has f at most {bound}, so its f is {bound} + 2 = {next}: the next bound (one \
                 such position: {example})."
            ),
            Lang::Ru => format!(
                "Каждый ход меняет g на единицу и манхэттенское расстояние ровно на единицу, \
                 поэтому f = g + h меняется на 0 или 2 и всегда той же чётности, что h старта, \
                 {h0}; такой же и порог {bound}. У отсечённой позиции f больше {bound}, а у её \
                 родителя f не больше {bound}, поэтому её f = {bound} + 2 = {next} — это и есть \
                 следующий порог (например, позиция {example})."
            ),
        };
    }
    let sums: Vec<String> = it
        .cut
        .iter()
        .enumerate()
        .map(|(i, c)| format!("({}) {} + {} = {}", i + 1, c.g, c.h, c.f()))
        .collect();
    let sums = sums.join(", ");
    let counted = match (lang, shown) {
        (Lang::En, Shown::CostsOnly) => " (h: the tiles not on their goal places)",
        (Lang::Ru, Shown::CostsOnly) => " (h — число фишек не на своих местах)",
        _ => "",
    };
    match lang {
        Lang::En => format!(
            "The next bound is the least f = g + h among the positions the iteration cut \
             off{counted}: {sums}. The least is {next}, at ({}).",
            least + 1
        ),
        Lang::Ru => format!(
            "Следующий порог — наименьшее f = g + h среди позиций, отсечённых \
             итерацией{counted}: {sums}. Наименьшее — {next}, у ({}).",
            least + 1
        ),
    }
}

/// The BFS question: the layer sizes up to the last depth of `counts`.
pub(super) fn bfs_layers(lang: Lang, board: &Board, counts: &[u64]) -> Said {
    let on = on_board(lang, board);
    let depth = counts.len() - 1;
    let distances = upto(depth);
    let text = match lang {
        Lang::En => format!(
            "Breadth-first search runs from a board over every position it can reach (no goal \
             stops it). {on}. How many different positions does it find at each distance \
             {distances} moves from the board (each position counted once, at the distance \
             where it is first found)?"
        ),
        Lang::Ru => format!(
            "Поиск в ширину идёт от доски по всем позициям, до которых может дойти (цель его не \
             останавливает). {on}. Сколько разных позиций он находит на каждом расстоянии \
             {distances} ходов от доски (каждая позиция считается один раз — на том \
             расстоянии, где найдена впервые)?"
        ),
    };
    let first = counts.get(1).copied().unwrap_or(0);
    let total: u64 = counts.iter().sum();
    let layers = joined(counts, ", ");
    let explanation = match lang {
        Lang::En => format!(
            "Layer 0 is the board itself. The empty place has {first} {}, so layer 1 holds \
             {first} {}. Each later layer holds the positions one move from the layer before \
             that no earlier layer holds: a move back, or another way to a position already \
             found, adds nothing. By layers: {layers}; {} {} at distances 0 to {depth} in all.",
            lang.moves(first),
            positions(lang, first),
            lang.int(total),
            positions(lang, total),
        ),
        Lang::Ru => format!(
            "Слой 0 — сама доска. У пустого места {first} {}, поэтому в слое 1 — {first} {}. \
             Каждый следующий слой — позиции в одном ходе от предыдущего слоя, которых нет в \
             прежних слоях: ход назад или другой путь к уже найденной позиции ничего не \
             добавляет. По слоям: {layers}; всего {} {} на расстояниях от 0 до {depth}.",
            lang.moves(first),
            positions(lang, first),
            lang.int(total),
            positions(lang, total),
        ),
    };
    (text, explanation)
}

/// The optimal-length question: a shortest solution, and why none is shorter.
pub(super) fn optimal_length(lang: Lang, board: &Board, moves: &MoveSeq, h: usize) -> Said {
    let on = on_board(lang, board);
    let n = moves.len();
    let text = match lang {
        Lang::En => format!("{on}. How many moves does its shortest solution take?"),
        Lang::Ru => format!("{on}. Сколько ходов в её кратчайшем решении?"),
    };
    let gap = match (lang, n - h) {
        (Lang::En, 0) => "here it is exact".to_string(),
        (Lang::Ru, 0) => "здесь она точна".to_string(),
        (Lang::En, more) => format!("{more} more are needed"),
        (Lang::Ru, more) => format!("нужно ещё {more}"),
    };
    let explanation = match lang {
        Lang::En => format!(
            "One shortest solution: {moves} ({n} {}; each letter the way a tile slides). A* \
             with linear conflicts, an estimate never above the true distance, took the goal \
             from its open list with f = {n}, so no solution is shorter. The Manhattan \
             distance, {h}, is only a lower bound: {gap}.",
            lang.moves(n as u64)
        ),
        Lang::Ru => format!(
            "Одно из кратчайших решений: {moves} ({n} {}; буква — направление, в котором \
             сдвигается фишка). A* с линейными конфликтами, оценкой, которая никогда не \
             завышает, взял цель из открытого списка при f = {n}, значит, короче решения нет. \
             Манхэттенское расстояние, {h}, — только нижняя граница: {gap}.",
            lang.moves(n as u64)
        ),
    };
    (text, explanation)
}

/// The SAT question: the horizons from 0, and why each is refuted or not.
pub(super) fn sat_horizons(lang: Lang, board: &Board, horizons: &Horizons) -> Said {
    let on = on_board(lang, board);
    let last = upto(horizons.answered.len() - 1);
    let text = match lang {
        Lang::En => format!(
            "{on}. For each horizon T = {last}, SAT is asked whether the board \
             reaches the goal in exactly T moves, no move undoing the one before it (the \
             compact encoding, as `puzzlelab fifteen solve --algo sat` builds it). Which \
             horizons does it refute (the formula unsatisfiable)?"
        ),
        Lang::Ru => format!(
            "{on}. Для каждого горизонта T = {last} решатель SAT получает формулу \
             «доска приходит к цели ровно за T ходов, и ни один ход не отменяет предыдущий» \
             (компактная кодировка, как у `puzzlelab fifteen solve --algo sat`). Какие \
             горизонты он опровергает (формула невыполнима)?"
        ),
    };
    (text, sat_why(lang, horizons))
}

/// Why each horizon is refuted or solved.
fn sat_why(lang: Lang, horizons: &Horizons) -> String {
    let (h, optimal) = (horizons.manhattan, horizons.optimal);
    let parity = |t: usize| t % 2 == h % 2;
    let above = horizons.answered.iter().filter(|a| a.moves > optimal);
    let wrong: Vec<usize> = above
        .clone()
        .filter(|a| !parity(a.moves))
        .map(|a| a.moves)
        .collect();
    let undone: Vec<usize> = above
        .clone()
        .filter(|a| parity(a.moves) && a.solution.is_none())
        .map(|a| a.moves)
        .collect();
    let solved: Vec<String> = horizons
        .answered
        .iter()
        .filter_map(|a| Some(format!("T = {} ({})", a.moves, a.solution.as_ref()?)))
        .collect();
    let shorter = joined(&(0..optimal).collect::<Vec<_>>(), ", ");
    let mut parts = vec![match lang {
        Lang::En => format!(
            "Refuted: {shorter}, shorter than the shortest solution, {optimal} {}",
            lang.moves(optimal as u64)
        ),
        Lang::Ru => format!(
            "Опровергнуты {shorter}: это короче кратчайшего решения, {optimal} {}",
            lang.moves(optimal as u64)
        ),
    }];
    if !wrong.is_empty() {
        parts.push(match lang {
            Lang::En => format!(
                "{}: every move changes the Manhattan distance (here {h}) by exactly one, so a \
                 solution's length has its parity",
                joined(&wrong, ", ")
            ),
            Lang::Ru => format!(
                "{}: каждый ход меняет манхэттенское расстояние (здесь {h}) ровно на единицу, \
                 поэтому длина решения той же чётности",
                joined(&wrong, ", ")
            ),
        });
    }
    if !undone.is_empty() {
        parts.push(match lang {
            Lang::En => format!(
                "{}: of the right parity, but every way of exactly that many moves to the goal \
                 undoes a move somewhere, which the formula forbids",
                joined(&undone, ", ")
            ),
            Lang::Ru => format!(
                "{}: чётность подходит, но любой путь к цели ровно из стольких ходов где-то \
                 отменяет ход, а формула это запрещает",
                joined(&undone, ", ")
            ),
        });
    }
    let satisfied = match lang {
        Lang::En => format!("The formula is satisfiable at {}", solved.join(", ")),
        Lang::Ru => format!("Формула выполнима при {}", solved.join(", ")),
    };
    format!("{}. {satisfied}.", parts.join("; "))
}
