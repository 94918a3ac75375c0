//! The search programs' messages: A* with three heuristics (`search_astar_heuristics`), BFS over
//! the whole 8-puzzle (`search_bfs_8puzzle`) and IDA* iteration by iteration
//! (`search_ida_iterations`).

use puzzlelab_rules::lang::ru_plural;
use puzzlelab_rules::{Board, Lang, MoveSeq};
use puzzlelab_solvers::heuristics::Heuristic;

use super::Messages;

impl Messages {
    /// The board searched.
    pub(crate) fn board(&self, board: &Board) -> String {
        match self.lang {
            Lang::En => format!("board: {board}"),
            Lang::Ru => format!("доска: {board}"),
        }
    }

    /// The head of the column of the positions expanded.
    pub(crate) fn expanded(&self) -> &'static str {
        self.pick("expanded", "раскрыто")
    }

    /// A heuristic's name: in English the command line's (`manhattan`), in Russian the
    /// lesson's (`манхэттенское расстояние`).
    pub(crate) fn heuristic_name(&self, heuristic: Heuristic) -> &'static str {
        match (self.lang, heuristic) {
            (Lang::En, _) => heuristic.name(),
            (Lang::Ru, Heuristic::Misplaced) => "фишки не на месте",
            (Lang::Ru, Heuristic::Manhattan) => "манхэттенское расстояние",
            (Lang::Ru, Heuristic::LinearConflict) => "линейные конфликты",
        }
    }

    /// `search_astar_heuristics`: the head of the heuristics' column.
    pub(crate) fn heuristic(&self) -> &'static str {
        self.pick("heuristic", "эвристика")
    }

    /// `search_astar_heuristics`: the head of the solutions' lengths.
    pub(crate) fn length(&self) -> &'static str {
        self.pick("length", "длина")
    }

    /// `search_astar_heuristics`: the head of the start's estimates.
    pub(crate) fn estimate(&self) -> &'static str {
        self.pick("estimate", "оценка")
    }

    /// `search_bfs_8puzzle`: the head of the distances from the goal.
    pub(crate) fn distance(&self) -> &'static str {
        self.pick("distance", "расстояние")
    }

    /// `search_bfs_8puzzle`: the head of the positions at each distance.
    pub(crate) fn positions_head(&self) -> &'static str {
        self.pick("positions", "позиций")
    }

    /// "181440 positions" / "181 440 позиций".
    fn positions(&self, n: u64) -> String {
        match self.lang {
            Lang::En => format!("{n} positions"),
            Lang::Ru => format!(
                "{} {}",
                self.lang.int(n),
                ru_plural(n, "позиция", "позиции", "позиций")
            ),
        }
    }

    /// `search_bfs_8puzzle`: the positions in all.
    pub(crate) fn total_positions(&self, n: u64) -> String {
        let positions = self.positions(n);
        match self.lang {
            Lang::En => format!("total: {positions}"),
            Lang::Ru => format!("всего: {positions}"),
        }
    }

    /// `search_bfs_8puzzle`: the greatest distance from the goal.
    pub(crate) fn farthest(&self, moves: u64) -> String {
        match self.lang {
            Lang::En => format!("farthest: {moves} moves"),
            Lang::Ru => format!("наибольшее расстояние: {moves} {}", self.lang.moves(moves)),
        }
    }

    /// `search_bfs_8puzzle`: the most positions the queue held at once.
    pub(crate) fn largest_queue(&self, n: u64) -> String {
        let positions = self.positions(n);
        match self.lang {
            Lang::En => format!("largest queue: {positions}"),
            Lang::Ru => format!("наибольшая очередь: {positions}"),
        }
    }

    /// `search_ida_iterations`: the head of the iterations' numbers.
    pub(crate) fn iteration(&self) -> &'static str {
        self.pick("iteration", "итерация")
    }

    /// `search_ida_iterations`: the head of the iterations' thresholds.
    pub(crate) fn threshold(&self) -> &'static str {
        self.pick("threshold", "порог")
    }

    /// `search_ida_iterations`: the head of the positions generated.
    pub(crate) fn generated(&self) -> &'static str {
        self.pick("generated", "порождено")
    }

    /// `search_ida_iterations`: the solution found, its length and its moves.
    pub(crate) fn solution(&self, moves: &MoveSeq) -> String {
        let length = moves.len();
        let noun = self.lang.moves(length as u64);
        match self.lang {
            Lang::En => format!("solution: {length} {noun}: {moves}"),
            Lang::Ru => format!("решение: {length} {noun}: {moves}"),
        }
    }

    /// `search_ida_iterations`: the positions expanded over all the iterations.
    pub(crate) fn total_expanded(&self, n: u64) -> String {
        let n = self.lang.int(n);
        match self.lang {
            Lang::En => format!("total expanded: {n}"),
            Lang::Ru => format!("всего раскрыто: {n}"),
        }
    }
}
