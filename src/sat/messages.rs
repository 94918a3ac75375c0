//! What the `sat` commands say, in English and Russian side by side: the worksheet's answer and
//! its fix, a solver's answer read back, the DIMACS header, a certificate's claim and verdict.

use std::path::Path;

use puzzlelab_rules::{Board, Lang};

use puzzlelab_certificate::Verified;

/// The `sat` commands' messages in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// Messages in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The worksheet's answer, `verdict`, introduced.
    pub(crate) fn worksheet_answer(&self, verdict: &str) -> String {
        let intro = self.lang.pick("The worksheet's answer:", "Ответ листа:");
        format!("{intro} {verdict}")
    }

    /// The fix the worksheet needs to prove its answer optimal.
    pub(crate) fn the_fix(&self) -> String {
        self.lang
            .pick(
                "The fix: ask for a solution ending exactly 2 moves earlier, until there is none.",
                "Исправление: просить решение, заканчивающееся ровно на 2 хода раньше, пока такого нет.",
            )
            .to_string()
    }

    /// The fix's result: `len` moves, proven optimal by refuting `len - 2`.
    pub(crate) fn proven_by_the_fix(&self, len: usize) -> String {
        let below = len.saturating_sub(2);
        match self.lang {
            Lang::En => format!(
                "{len} moves: optimal (proven by SAT: no solution of exactly {below} moves, and the worksheet's encoding pads any shorter one to that length)"
            ),
            Lang::Ru => format!(
                "{len} {}: оптимально (доказано SAT: решения ровно из {below} ходов нет, а кодировка листа дополняет любое более короткое до этой длины)",
                self.lang.moves(len as u64)
            ),
        }
    }

    /// The worksheet stopped by its time limit of `seconds`, with the longest length refuted
    /// by then.
    pub(crate) fn worksheet_timed_out(&self, seconds: f64, refuted: Option<usize>) -> String {
        match (refuted, self.lang) {
            (Some(r), Lang::En) => format!(
                "time limit of {seconds:.3} s reached; proven by then: no solution of {r} moves or fewer"
            ),
            (None, Lang::En) => {
                format!("time limit of {seconds:.3} s reached; proven by then: nothing")
            }
            (Some(r), Lang::Ru) => format!(
                "достигнут предел времени {seconds:.3} с; к этому моменту доказано: решения из {r} ходов или меньше нет"
            ),
            (None, Lang::Ru) => format!(
                "достигнут предел времени {seconds:.3} с; к этому моменту не доказано ничего"
            ),
        }
    }

    /// The solver's answer: the formula of exactly `moves` moves has no model.
    pub(crate) fn no_solution_of_exactly(&self, moves: usize) -> String {
        match self.lang {
            Lang::En => format!("The solver says: no solution of exactly {moves} moves."),
            Lang::Ru => format!("Решатель отвечает: решения ровно из {moves} ходов нет."),
        }
    }

    /// The solver's model, `n` moves, replayed through the rules from `board` to the goal.
    pub(crate) fn replayed(&self, n: usize, board: &Board) -> String {
        let word = self.lang.moves(n as u64);
        match self.lang {
            Lang::En => {
                format!("{n} {word}, replayed through the rules from {board} to the goal.")
            }
            Lang::Ru => format!("{n} {word}, проверено по правилам от {board} до цели."),
        }
    }

    /// The DIMACS file's header comments: the `encoding`, the board and goal, what the formula
    /// of `m` moves says, how to read an answer back (`read_back`), and the variables' title.
    pub(crate) fn dimacs_header(
        &self,
        encoding: &str,
        board: &Board,
        goal: &Board,
        m: usize,
        read_back: &str,
    ) -> Vec<String> {
        match self.lang {
            Lang::En => vec![
                format!("puzzlelab sat dimacs: the {encoding} encoding"),
                format!("board {board}"),
                format!("goal  {goal}"),
                format!("satisfiable exactly when the board is solved in exactly {m} moves"),
                format!("read a solver's answer back with: {read_back}"),
                "variables:".to_string(),
            ],
            Lang::Ru => vec![
                format!("puzzlelab sat dimacs: кодировка {encoding}"),
                format!("доска {board}"),
                format!("цель  {goal}"),
                format!(
                    "выполнима ровно тогда, когда доска решается ровно за {m} {}",
                    self.lang.moves(m as u64)
                ),
                format!("ответ решателя читается обратно так: {read_back}"),
                "переменные:".to_string(),
            ],
        }
    }

    /// The formula written to `path`: its variables and clauses.
    pub(crate) fn wrote_formula(&self, vars: usize, clauses: usize, path: &Path) -> String {
        let path = path.display();
        match self.lang {
            Lang::En => format!("wrote {vars} variables and {clauses} clauses to {path}"),
            Lang::Ru => format!("записано переменных: {vars}, дизъюнктов: {clauses}, в {path}"),
        }
    }

    /// The claim of a certificate that refuted at most `refuted` moves and solved `optimum`:
    /// the certificate's own words.
    pub(crate) fn claim(&self, refuted: Option<usize>, optimum: usize) -> String {
        puzzlelab_certificate::claim_in(self.lang, refuted, optimum)
    }

    /// A certificate verified: its claim, and the proof steps checked (if it needed a proof).
    pub(crate) fn certificate_verified(&self, v: &Verified) -> String {
        let claim = self.claim(v.refuted.last().copied(), v.optimum);
        let steps = v.lemmas;
        match (self.lang, v.refuted.is_empty()) {
            (Lang::En, false) => {
                format!("certificate verified: {claim} ({steps} proof steps checked)")
            }
            (Lang::En, true) => {
                format!("certificate verified: {claim} (no refutation needed; the model checked)")
            }
            (Lang::Ru, false) => format!(
                "сертификат проверен: {claim} (проверено шагов доказательства: {})",
                self.lang.int(steps as u64)
            ),
            (Lang::Ru, true) => {
                format!("сертификат проверен: {claim} (опровержение не нужно; модель проверена)")
            }
        }
    }
}
