//! What the worksheet's loop and its fix say, in English and in Russian side by side: each
//! round's lines (in English the worksheet's own words), the fix's answers, and the verdict on
//! the length found.

use puzzlelab_rules::Lang;

/// The words of the worksheet's loop in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// The verdict when the loop found no solution.
    pub(crate) fn no_solution(&self) -> &'static str {
        self.lang.pick("No solution found.", "Решение не найдено.")
    }

    /// The verdict on a solution of `len` moves proven optimal, the loop having refuted every
    /// length up to `refuted` (`None`: the solution is shorter than 2 moves).
    pub(crate) fn proven_optimal(&self, len: usize, refuted: Option<usize>) -> String {
        let why = match (refuted, self.lang) {
            (Some(r), Lang::En) => format!("no solution of {r} moves or fewer exists"),
            (Some(r), Lang::Ru) => format!("решения из {r} ходов или меньше нет"),
            (None, _) => self
                .lang
                .pick(
                    "no solution is shorter than 2 moves",
                    "решения короче 2 ходов нет",
                )
                .to_string(),
        };
        match self.lang {
            Lang::En => format!("{len} moves: optimal (proven by SAT: {why})."),
            Lang::Ru => format!(
                "{len} {}: оптимально (доказано SAT: {why}).",
                self.lang.moves(len as u64)
            ),
        }
    }

    /// The verdict on a solution of `len` moves the loop did not prove optimal, having refuted
    /// every length up to `refuted` (`None`: none).
    pub(crate) fn not_proven_optimal(&self, len: usize, refuted: Option<usize>) -> String {
        let below = match (refuted, self.lang) {
            (Some(r), Lang::En) => format!(
                "the loop ruled out {r} moves or fewer, but not {} to {}",
                r + 1,
                len - 1
            ),
            (Some(r), Lang::Ru) => format!(
                "цикл исключил {r} ходов или меньше, но не от {} до {}",
                r + 1,
                len - 1
            ),
            (None, Lang::En) => format!("the loop ruled out nothing shorter than {len}"),
            (None, Lang::Ru) => format!("цикл не исключил ничего короче {len}"),
        };
        match self.lang {
            Lang::En => format!(
                "{len} moves: NOT proven optimal ({below}; the window M-4..M lets the solver stop at any of its steps)."
            ),
            Lang::Ru => format!(
                "{len} {}: оптимальность НЕ доказана ({below}; окно M-4..M позволяет решателю остановиться на любом своём шаге).",
                self.lang.moves(len as u64)
            ),
        }
    }

    /// How long a round's solve took, after its answer: ` in 0.24 seconds`, ` за 0,24 с`;
    /// nothing when `seconds` is `None` (not timed).
    fn took(&self, seconds: Option<f64>) -> String {
        match (seconds, self.lang) {
            (None, _) => String::new(),
            (Some(seconds), Lang::En) => format!(" in {seconds:.2} seconds"),
            (Some(seconds), Lang::Ru) => format!(" за {} с", self.lang.decimal(seconds, 2)),
        }
    }

    /// How long the fix's solve took, in brackets: ` (0.24 seconds)`, ` (0,24 с)`; nothing
    /// when `seconds` is `None` (not timed).
    fn within(&self, seconds: Option<f64>) -> String {
        match (seconds, self.lang) {
            (None, _) => String::new(),
            (Some(seconds), Lang::En) => format!(" ({seconds:.2} seconds)"),
            (Some(seconds), Lang::Ru) => format!(" ({} с)", self.lang.decimal(seconds, 2)),
        }
    }

    /// The worksheet's first line of a round: its formula made, a solution of at most `moves`
    /// moves searched for.
    pub(crate) fn searching(&self, moves: usize, constraints: usize, variables: usize) -> String {
        match self.lang {
            Lang::En => format!(
                "Generated {constraints} constraints with {variables} variables and now searching for a solution with at most {moves} moves..."
            ),
            Lang::Ru => format!(
                "Построено {} ограничений с {} переменными, идёт поиск решения не более чем из {moves} ходов...",
                self.lang.int(constraints as u64),
                self.lang.int(variables as u64)
            ),
        }
    }

    /// The worksheet's second line of a round: whether a solution of at most `moves` moves was
    /// `found`, and in how many `seconds` when timed.
    pub(crate) fn round(&self, moves: usize, found: bool, seconds: Option<f64>) -> String {
        let took = self.took(seconds);
        match (found, self.lang) {
            (true, Lang::En) => format!("Solution found with at most {moves} moves{took}."),
            (false, Lang::En) => format!("No solution found with at most {moves} moves{took}."),
            (true, Lang::Ru) => format!("Найдено решение не более чем из {moves} ходов{took}."),
            (false, Lang::Ru) => format!(
                "Решения не более чем из {moves} ходов нет{}.",
                match seconds {
                    Some(_) => format!(" (проверено{took})"),
                    None => String::new(),
                }
            ),
        }
    }

    /// The fix's answer on a solution ending exactly at `step`: the length `found`, or none, so
    /// that `best` is optimal; in how many `seconds` when timed.
    pub(crate) fn shorter(
        &self,
        step: usize,
        found: Option<usize>,
        best: usize,
        seconds: Option<f64>,
    ) -> String {
        let within = self.within(seconds);
        match (found, self.lang) {
            (Some(len), Lang::En) => {
                format!("A solution ending exactly at step {step} exists{within}: {len} moves.")
            }
            (None, Lang::En) => format!(
                "No solution ending exactly at step {step}{within}: {best} moves is optimal (proven by SAT)."
            ),
            (Some(len), Lang::Ru) => format!(
                "Есть решение, заканчивающееся ровно на шаге {step}{within}: {len} {}.",
                self.lang.moves(len as u64)
            ),
            (None, Lang::Ru) => format!(
                "Решения, заканчивающегося ровно на шаге {step}, нет{within}: {best} {} — оптимум (доказано SAT).",
                self.lang.moves(best as u64)
            ),
        }
    }
}
