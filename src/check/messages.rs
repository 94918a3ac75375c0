//! What `check moves` says, in English and Russian side by side: one line per question
//! (legal? solves? optimal?), each led by its label.

use puzzlelab_rules::{Board, Direction, Lang, MoveError, MoveSeq};
use puzzlelab_solvers::search::Limit;

use crate::limits::messages::Messages as Stopped;

/// The messages of `check moves` in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// A question's answer: yes.
    fn yes(&self) -> &'static str {
        self.lang.pick("yes", "да")
    }

    /// A question's answer: no.
    fn no(&self) -> &'static str {
        self.lang.pick("no", "нет")
    }

    /// The label of the answer to "are the moves legal?".
    fn legal_label(&self) -> &'static str {
        self.lang.pick("legal:  ", "законны:")
    }

    /// The label of the answer to "do the moves solve the board?".
    fn solves_label(&self) -> &'static str {
        self.lang.pick("solves: ", "решают:")
    }

    /// The label of the answer to "are the moves optimal?".
    fn optimal_label(&self) -> &'static str {
        self.lang.pick("optimal:", "оптимальны:")
    }

    /// The board checked.
    pub(crate) fn board(&self, board: &Board) -> String {
        format!("{} {board}", self.lang.pick("board:  ", "доска:  "))
    }

    /// The moves checked, and how many.
    pub(crate) fn moves(&self, moves: &MoveSeq) -> String {
        let (n, word) = (moves.len(), self.lang.moves(moves.len() as u64));
        match self.lang {
            Lang::En => format!("moves:   {moves} ({n} {word})"),
            Lang::Ru => format!("ходы:    {moves} ({n} {word})"),
        }
    }

    /// Every move is legal.
    pub(crate) fn legal(&self) -> String {
        format!("{} {}", self.legal_label(), self.yes())
    }

    /// Move `number` (towards `dir`) is illegal on the board `at`, and why.
    pub(crate) fn illegal(
        &self,
        number: usize,
        dir: Direction,
        at: &Board,
        err: &MoveError,
    ) -> String {
        let (label, no, letter) = (self.legal_label(), self.no(), dir.letter());
        let why = puzzlelab_rules::play::illegal(self.lang, err);
        match self.lang {
            Lang::En => {
                format!("{label} {no}, move {number} ({letter}) is illegal on [{at}]: {why}")
            }
            Lang::Ru => format!("{label} {no}, ход {number} ({letter}) незаконен на [{at}]: {why}"),
        }
    }

    /// The moves reach the goal.
    pub(crate) fn solves(&self) -> String {
        format!("{} {}", self.solves_label(), self.yes())
    }

    /// The moves end at `at`, not at the goal.
    pub(crate) fn does_not_solve(&self, at: &Board) -> String {
        let ends = self.lang.pick("it ends at", "они кончаются на");
        format!("{} {}, {ends} [{at}]", self.solves_label(), self.no())
    }

    /// The optimum is unknown: the search for it stopped at `limit`, having learned
    /// `lower_bound`.
    pub(crate) fn optimum_unknown(&self, limit: &Limit, lower_bound: usize) -> String {
        let search = Stopped::new(self.lang);
        let (label, words, raise) = (
            self.optimal_label(),
            search.limit(limit),
            search.raise_limits(),
        );
        match self.lang {
            Lang::En => format!(
                "{label} unknown, the search stopped: {words}; the shortest solution has at least {lower_bound} {} ({raise})",
                self.lang.moves(lower_bound as u64)
            ),
            Lang::Ru => format!(
                "{label} неизвестно, поиск остановлен: {words}; в кратчайшем решении не меньше {lower_bound} {} ({raise})",
                search.moves_genitive(lower_bound)
            ),
        }
    }

    /// The moves solve the board in the fewest moves there are, `optimum`.
    pub(crate) fn optimal(&self, optimum: usize) -> String {
        let (label, yes, word) = (
            self.optimal_label(),
            self.yes(),
            self.lang.moves(optimum as u64),
        );
        match self.lang {
            Lang::En => format!("{label} {yes}, {optimum} {word} is the shortest solution"),
            Lang::Ru => format!("{label} {yes}, {optimum} {word} — кратчайшее решение"),
        }
    }

    /// The board is solved already, and the moves are more than none.
    pub(crate) fn solved_already(&self) -> String {
        let (label, no) = (self.optimal_label(), self.no());
        match self.lang {
            Lang::En => format!("{label} {no}, the board is solved already: no move is needed"),
            Lang::Ru => format!("{label} {no}, доска уже собрана: ходы не нужны"),
        }
    }

    /// The moves solve the board, in `yours` moves where `shortest` takes `optimum`.
    pub(crate) fn longer_than_optimal(
        &self,
        optimum: usize,
        yours: usize,
        shortest: &MoveSeq,
    ) -> String {
        let (label, no, word) = (
            self.optimal_label(),
            self.no(),
            self.lang.moves(optimum as u64),
        );
        match self.lang {
            Lang::En => format!(
                "{label} {no}, the shortest solution has {optimum} {word} (yours has {yours}), e.g. {shortest}"
            ),
            Lang::Ru => format!(
                "{label} {no}, в кратчайшем решении {optimum} {word} (в вашем {yours}), например {shortest}"
            ),
        }
    }

    /// The moves do not solve the board; `shortest` does, in `optimum` moves.
    pub(crate) fn shortest_solution(&self, optimum: usize, shortest: &MoveSeq) -> String {
        let (label, word) = (self.optimal_label(), self.lang.moves(optimum as u64));
        match self.lang {
            Lang::En => {
                format!("{label} the shortest solution has {optimum} {word}, e.g. {shortest}")
            }
            Lang::Ru => {
                format!("{label} в кратчайшем решении {optimum} {word}, например {shortest}")
            }
        }
    }

    /// The one command that grades a student's starter as it is now, run in `root`.
    pub(crate) fn run_this(&self, example: &str, root: &std::path::Path) -> String {
        let root = root.display();
        match self.lang {
            Lang::En => format!("run `cargo run --example {example}` in {root}"),
            Lang::Ru => format!("запустите `cargo run --example {example}` в {root}"),
        }
    }

    /// Before a fresh build grades a starter edited since this program was built: what is
    /// built, and why.
    pub(crate) fn rebuilding(&self, starter: &str, example: &str) -> String {
        match self.lang {
            Lang::En => format!("{starter} has changed since this puzzlelab was built: building it with `cargo run --example {example}` to grade it as it is now (the first build can take a few minutes)"),
            Lang::Ru => format!("{starter} изменился после сборки этого puzzlelab: собираю его через `cargo run --example {example}`, чтобы проверить в нынешнем виде (первая сборка может занять несколько минут)"),
        }
    }

    /// When the fresh build could not be started.
    pub(crate) fn cannot_rebuild(
        &self,
        starter: &str,
        why: &std::io::Error,
        advice: &str,
    ) -> String {
        match self.lang {
            Lang::En => format!("{starter} has changed since this puzzlelab was built, and cargo could not be started to build it ({why}): {advice}"),
            Lang::Ru => format!("{starter} изменился после сборки этого puzzlelab, а cargo не удалось запустить, чтобы собрать его ({why}): {advice}"),
        }
    }

    /// When even the fresh build holds another starter than the one on disk.
    pub(crate) fn still_stale(&self, starter: &str, advice: &str) -> String {
        match self.lang {
            Lang::En => format!("{starter} changed again while it was being built: {advice}"),
            Lang::Ru => format!("{starter} снова изменился, пока собирался: {advice}"),
        }
    }
}
