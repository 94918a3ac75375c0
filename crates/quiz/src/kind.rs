//! The kinds of question, the lessons they belong to, and the levels.

use std::fmt;
use std::str::FromStr;

use puzzlelab_rules::Lang;
use serde::Serialize;

/// The lesson a question practises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// The 15-puzzle as a program: the array model, moves, the parity rule.
    Fifteen,
    /// Searching for a solution: BFS, A*, IDA*, heuristics, pattern databases.
    Search,
    /// Solving with SAT: horizons refuted and found.
    Sat,
    /// Bachet's game and the subtraction games after it.
    Bachet,
}

/// How hard a question is, from a measured property of its instance (a depth, a branching,
/// the ties), never from the seed alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Small instances, one step of reasoning.
    Easy,
    /// Larger instances, a few steps.
    Medium,
    /// The largest instances the solvers settle at once, with ties and traps.
    Hard,
}

/// A kind of question: a seeded generator, its checker and its explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Can this board reach the goal? (the parity rule)
    Parity,
    /// Which swap makes this unsolvable placement solvable? (the lesson's fix-up swap)
    FixSwap,
    /// Which moves are legal from this position?
    LegalMoves,
    /// Where does array index i sit, or which index has row r and column c?
    Cell,
    /// What is the board after this move string?
    AfterMoves,
    /// What is the Manhattan, linear-conflict or pattern-database value of this board?
    Heuristic,
    /// Which node of this open list does A* expand next? (its tie rule stated)
    AstarNext,
    /// What is IDA*'s next threshold after this iteration?
    IdaThreshold,
    /// How many positions does BFS find at each depth of this small board?
    BfsLayers,
    /// How many moves does the shortest solution of this board take?
    OptimalLength,
    /// Which horizons does SAT refute for this board?
    SatHorizons,
    /// Which take wins from this pile?
    WinningTake,
    /// Which piles are lost for the player to move under these rules?
    LosingPiles,
    /// What is the Sprague-Grundy value of this pile of a subtraction game?
    Grundy,
}

impl Kind {
    /// Every kind, lesson by lesson.
    pub const ALL: [Kind; 14] = [
        Kind::Parity,
        Kind::FixSwap,
        Kind::LegalMoves,
        Kind::Cell,
        Kind::AfterMoves,
        Kind::Heuristic,
        Kind::AstarNext,
        Kind::IdaThreshold,
        Kind::BfsLayers,
        Kind::OptimalLength,
        Kind::SatHorizons,
        Kind::WinningTake,
        Kind::LosingPiles,
        Kind::Grundy,
    ];

    /// The lesson it practises.
    pub fn topic(self) -> Topic {
        match self {
            Kind::Parity | Kind::FixSwap | Kind::LegalMoves | Kind::Cell | Kind::AfterMoves => {
                Topic::Fifteen
            }
            Kind::Heuristic
            | Kind::AstarNext
            | Kind::IdaThreshold
            | Kind::BfsLayers
            | Kind::OptimalLength => Topic::Search,
            Kind::SatHorizons => Topic::Sat,
            Kind::WinningTake | Kind::LosingPiles | Kind::Grundy => Topic::Bachet,
        }
    }

    /// Its name on the command line and in a question's name (`after-moves`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Parity => "parity",
            Kind::FixSwap => "fix-swap",
            Kind::LegalMoves => "legal-moves",
            Kind::Cell => "cell",
            Kind::AfterMoves => "after-moves",
            Kind::Heuristic => "heuristic",
            Kind::AstarNext => "astar-next",
            Kind::IdaThreshold => "ida-threshold",
            Kind::BfsLayers => "bfs-layers",
            Kind::OptimalLength => "optimal-length",
            Kind::SatHorizons => "sat-horizons",
            Kind::WinningTake => "winning-take",
            Kind::LosingPiles => "losing-piles",
            Kind::Grundy => "grundy",
        }
    }

    /// What it asks, in a few words of `lang`, for a reader rather than a command line.
    pub fn title(self, lang: Lang) -> &'static str {
        let (en, ru) = match self {
            Kind::Parity => ("parity", "чётность беспорядков"),
            Kind::FixSwap => ("the fix-up swap", "исправляющий обмен"),
            Kind::LegalMoves => ("legal moves", "допустимые ходы"),
            Kind::Cell => ("an index and its cell", "индекс и клетка"),
            Kind::AfterMoves => ("the board after moves", "доска после ходов"),
            Kind::Heuristic => ("a heuristic's value", "значение эвристики"),
            Kind::AstarNext => ("A*'s next node", "следующий узел A*"),
            Kind::IdaThreshold => ("IDA*'s next threshold", "следующий порог IDA*"),
            Kind::BfsLayers => ("BFS layers", "слои поиска в ширину"),
            Kind::OptimalLength => ("the shortest solution", "кратчайшее решение"),
            Kind::SatHorizons => ("SAT horizons", "горизонты SAT"),
            Kind::WinningTake => ("the winning take", "выигрывающий ход"),
            Kind::LosingPiles => ("losing piles", "проигрышные кучки"),
            Kind::Grundy => ("a Grundy value", "значение Гранди"),
        };
        lang.pick(en, ru)
    }
}

impl Topic {
    /// Every lesson.
    pub const ALL: [Topic; 4] = [Topic::Fifteen, Topic::Search, Topic::Sat, Topic::Bachet];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Topic::Fifteen => "fifteen",
            Topic::Search => "search",
            Topic::Sat => "sat",
            Topic::Bachet => "bachet",
        }
    }

    /// The kinds that practise it.
    pub fn kinds(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| k.topic() == self)
    }
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Its name for a reader of `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        let (en, ru) = match self {
            Level::Easy => ("easy", "лёгкий"),
            Level::Medium => ("medium", "средний"),
            Level::Hard => ("hard", "трудный"),
        };
        lang.pick(en, ru)
    }
}

/// A name that is not one of the list.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("'{given}' is not one of: {expected}")]
pub struct UnknownName {
    /// What was given.
    pub given: String,
    /// The names there are, by commas.
    pub expected: String,
}

fn by_name<T: Copy>(given: &str, all: &[T], name: fn(T) -> &'static str) -> Result<T, UnknownName> {
    all.iter()
        .copied()
        .find(|t| name(*t) == given)
        .ok_or_else(|| UnknownName {
            given: given.to_string(),
            expected: all.iter().map(|t| name(*t)).collect::<Vec<_>>().join(", "),
        })
}

impl FromStr for Kind {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Kind, UnknownName> {
        by_name(s, &Kind::ALL, Kind::name)
    }
}

impl FromStr for Topic {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Topic, UnknownName> {
        by_name(s, &Topic::ALL, Topic::name)
    }
}

impl FromStr for Level {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Level, UnknownName> {
        by_name(s, &Level::ALL, Level::name)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back() {
        for kind in Kind::ALL {
            assert_eq!(kind.name().parse::<Kind>(), Ok(kind));
        }
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
        assert!("bfs".parse::<Kind>().is_err());
    }

    #[test]
    fn every_kind_belongs_to_a_lesson() {
        let counted: usize = Topic::ALL.iter().map(|t| t.kinds().count()).sum();
        assert_eq!(counted, Kind::ALL.len());
    }
}
