//! What the engine says when it refuses a request, in English and in Russian: the same
//! reasons the command line gives, the parity rule's in the lesson's words.

use puzzlelab_quiz::{Kind, Level};
use puzzlelab_rules::{play, Lang, Solvability};

/// Why a request is refused (the command line's exit 2).
#[derive(Debug)]
pub enum Refusal {
    /// The request is not a JSON object of the engine's words.
    NotARequest(String),
    /// Neither a board nor a pile, or both.
    Subject,
    /// A name the engine does not know: the word and what was given.
    Unknown(&'static str, String),
    /// A heuristic given to a search that uses none (its name).
    NoHeuristic(&'static str),
    /// A number out of its range.
    Number {
        /// The word.
        name: &'static str,
        /// What was given.
        given: String,
        /// The least allowed.
        min: u64,
        /// The most allowed.
        max: u64,
    },
    /// A limit that is not a duration or a size.
    Limit(String),
    /// The board cannot be read.
    Board(String),
    /// The goal cannot be read or does not fit the board.
    Goal(String),
    /// The parity rule says the board cannot reach its goal.
    Unsolvable(Solvability),
    /// SAT has no search nodes to record.
    SatNotTraced,
    /// SAT's solvers are not built into the page.
    SatNotInPage,
    /// Both `misere` and `normal`.
    MisereAndNormal,
    /// The minimax from a pile too large to recurse through.
    MinimaxPile(u64),
    /// Pattern databases too big to build in a page, or that do not fit the board.
    Tables(String),
    /// A word of a search in a question's request, or of a question in a search's.
    NotFor {
        /// The word.
        word: &'static str,
        /// The run asked for.
        run: &'static str,
    },
    /// A word the request needs and does not give.
    Missing(&'static str),
    /// Both a kind and a topic.
    KindAndTopic,
    /// The solvers did not settle the instance a question's seed drew, within the quiz's
    /// limits (the command line goes on to the next seed).
    Unsettled {
        /// The kind.
        kind: Kind,
        /// The level.
        level: Level,
        /// The seed.
        seed: u64,
    },
}

impl Refusal {
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match (self, lang) {
            (Refusal::NotARequest(e), Lang::En) => format!("not a request: {e}"),
            (Refusal::NotARequest(e), Lang::Ru) => format!("это не запрос: {e}"),
            (Refusal::Subject, Lang::En) => "give a board or a pile (one of them)".into(),
            (Refusal::Subject, Lang::Ru) => "дайте доску или кучку (что-то одно)".into(),
            (Refusal::Unknown(word, given), Lang::En) => format!("'{given}' is not a {word}"),
            (Refusal::Unknown(word, given), Lang::Ru) => {
                format!("«{given}» не подходит для {word}")
            }
            (Refusal::NoHeuristic(algo), Lang::En) => format!(
                "algo '{algo}' uses no heuristic (a heuristic goes with astar, ida and ida-generic)"
            ),
            (Refusal::NoHeuristic(algo), Lang::Ru) => format!(
                "алгоритм «{algo}» не использует эвристику (эвристика бывает у astar, ida и ida-generic)"
            ),
            (Refusal::Number { name, given, min, max }, Lang::En) => {
                format!("{name}: '{given}' is not a whole number from {min} to {max}")
            }
            (Refusal::Number { name, given, min, max }, Lang::Ru) => {
                format!("{name}: «{given}» не целое число от {min} до {max}")
            }
            (Refusal::Limit(e), Lang::En) => e.clone(),
            (Refusal::Limit(e), Lang::Ru) => format!("ограничение не прочитано: {e}"),
            (Refusal::Board(e), Lang::En) => format!("the board could not be read: {e}"),
            (Refusal::Board(e), Lang::Ru) => format!("доску не прочитать: {e}"),
            (Refusal::Goal(e), Lang::En) => format!("the goal does not fit: {e}"),
            (Refusal::Goal(e), Lang::Ru) => format!("цель не подходит: {e}"),
            (Refusal::Unsolvable(verdict), Lang::En) => {
                format!("the board cannot reach the goal: {}", play::explain(lang, verdict))
            }
            (Refusal::Unsolvable(verdict), Lang::Ru) => {
                format!("доска не придёт к цели: {}", play::explain(lang, verdict))
            }
            (Refusal::SatNotTraced, Lang::En) => {
                "SAT has no search nodes to trace: give bfs, iddfs, astar, ida or ida-generic"
                    .into()
            }
            (Refusal::SatNotTraced, Lang::Ru) => {
                "у SAT нет узлов поиска для трассы: выберите bfs, iddfs, astar, ida или ida-generic"
                    .into()
            }
            (Refusal::SatNotInPage, Lang::En) => {
                "SAT runs on the command line (puzzlelab fifteen solve --algo sat), not in the page"
                    .into()
            }
            (Refusal::SatNotInPage, Lang::Ru) => {
                "SAT работает в командной строке (puzzlelab fifteen solve --algo sat), не на странице"
                    .into()
            }
            (Refusal::MisereAndNormal, Lang::En) => "give misere or normal, not both".into(),
            (Refusal::MisereAndNormal, Lang::Ru) => "дайте misere или normal, не оба".into(),
            (Refusal::MinimaxPile(max), Lang::En) => format!(
                "minimax is traced from piles up to {max} (its recursion is as deep as the longest game): use retrograde"
            ),
            (Refusal::MinimaxPile(max), Lang::Ru) => format!(
                "минимакс трассируется от кучек до {max} (его рекурсия глубиной в самую длинную партию): возьмите retrograde"
            ),
            (Refusal::Tables(e), Lang::En) => format!(
                "{e}; the page builds pattern databases up to pdb:663 (bigger ones: puzzlelab serve)"
            ),
            (Refusal::Tables(e), Lang::Ru) => format!(
                "{e}; страница строит базы образцов до pdb:663 (большие: puzzlelab serve)"
            ),
            (Refusal::NotFor { word, run }, Lang::En) => {
                format!("'{word}' has no meaning in a request of run '{run}'")
            }
            (Refusal::NotFor { word, run }, Lang::Ru) => {
                format!("«{word}» не имеет смысла в запросе с run «{run}»")
            }
            (Refusal::Missing(word), Lang::En) => format!("give the {word}"),
            (Refusal::Missing(word), Lang::Ru) => format!("не хватает слова {word}"),
            (Refusal::KindAndTopic, Lang::En) => "give a kind or a topic, not both".into(),
            (Refusal::KindAndTopic, Lang::Ru) => "дайте kind или topic, не оба".into(),
            (Refusal::Unsettled { kind, level, seed }, Lang::En) => format!(
                "the seed {seed} drew a {kind} question ({level}) the solvers could not settle within the quiz's limits: take the next seed"
            ),
            (Refusal::Unsettled { kind, level, seed }, Lang::Ru) => format!(
                "зерно {seed} дало вопрос {kind} ({level}), который решатели не решили в пределах ограничений тренировки: возьмите следующее зерно"
            ),
        }
    }
}
