//! A request as the page sends it: a JSON object whose keys are the command line's flags
//! without their dashes (`board`, `algo`, `heuristic`, `goal`, `pile`, `solver`, `max-take`,
//! `misere`, `normal`, `lang`, `snapshot-every`, `max-events`, `max-nodes`, `timeout`,
//! `max-memory`) and whose values are their words as a command line writes them
//! (`"timeout": "30s"`, `"max-memory": "200MB"`), read here by the same parsers. So a run
//! asked for in the page, in an embedded player's URL and on the command line is the same run.
//!
//! A practice question is asked by its name, `puzzlelab quiz`'s words: `kind` (or `topic`, the
//! kind then drawn from the seed among the lesson's kinds), `level` (drawn from the seed when
//! absent), `seed` (a number, as text or as a JSON number) and `lang`; a check adds the
//! `answer`. The question is made again from those words each time: the engine keeps none.

use puzzlelab_quiz::{Kind, Level, Topic};
use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::{Board, Goal, Lang};
use puzzlelab_solvers::search::Limits;
use puzzlelab_solvers::solve::{
    Algorithm, Ask, AskError, AskWords, Capacity, ChoiceError, ChoiceWords, GameAlgorithm,
    HeuristicChoice, SOLVE, TRACE,
};
use serde::Deserialize;

use crate::messages::Refusal;

/// What the page asks the engine to do.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Run {
    /// Record a run for the player (`fifteen trace`, `bachet trace`).
    Trace,
    /// Solve a board and report it (`fifteen solve --json`).
    Solve,
    /// Make a practice question (`quiz --json`'s question).
    Question,
    /// Make a practice question again and check an answer to it.
    Check,
}

impl Run {
    /// Its name in a request.
    pub fn name(self) -> &'static str {
        match self {
            Run::Trace => "trace",
            Run::Solve => "solve",
            Run::Question => "question",
            Run::Check => "check",
        }
    }

    /// Whether it asks for a practice question rather than a search.
    pub fn is_question(self) -> bool {
        matches!(self, Run::Question | Run::Check)
    }
}

/// A seed as a request gives it: as text, as the command line writes it, or as a JSON number.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum Seed {
    /// `"42"`.
    Text(String),
    /// `42`.
    Number(u64),
}

/// The request's words, each as the command line writes it.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Words {
    run: Option<Run>,
    board: Option<String>,
    algo: Option<String>,
    heuristic: Option<String>,
    goal: Option<String>,
    pile: Option<String>,
    solver: Option<String>,
    max_take: Option<String>,
    #[serde(default)]
    misere: bool,
    #[serde(default)]
    normal: bool,
    lang: Option<String>,
    snapshot_every: Option<String>,
    max_events: Option<String>,
    max_nodes: Option<String>,
    timeout: Option<String>,
    max_memory: Option<String>,
    kind: Option<String>,
    topic: Option<String>,
    level: Option<String>,
    seed: Option<Seed>,
    answer: Option<String>,
}

/// A request read and checked.
#[derive(Debug)]
pub struct Request {
    /// What to do.
    pub run: Run,
    /// The language of the pseudo-code and of every message.
    pub lang: Lang,
    /// The puzzle or the game.
    pub subject: Subject,
    /// The limits of the run (`--max-nodes`, `--timeout`, `--max-memory`).
    pub limits: Limits,
    /// What a recording may hold (`--max-events`, `--snapshot-every`, half the memory).
    pub capacity: Capacity,
}

/// A board with its search, or a pile with its solver.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)] // one request at a time: its boards stay in place
pub enum Subject {
    /// A sliding-puzzle search.
    Fifteen {
        /// The start.
        board: Board,
        /// The goal as it was given.
        goal: Goal,
        /// The goal's board.
        goal_board: Board,
        /// The algorithm.
        algo: Algorithm,
        /// The heuristic.
        heuristic: HeuristicChoice,
    },
    /// Bachet's game.
    Bachet {
        /// The pile.
        pile: u64,
        /// The game solver.
        solver: GameAlgorithm,
        /// The rules.
        rules: BachetRules,
    },
    /// A practice question, by its name.
    Question {
        /// Its kind.
        kind: Kind,
        /// Its level.
        level: Level,
        /// Its seed.
        seed: u64,
        /// The answer to check (`run: "check"`).
        answer: Option<String>,
    },
}

/// The command line's default `--max-take`, and the largest pile or take.
const DEFAULT_MAX_TAKE: u64 = 3;
const MAX_PILE: u64 = 1_000_000;

impl Request {
    /// The request `text` (a JSON object of [`Words`]) read and checked: what is wrong with
    /// it, if anything, in the request's language (English when that cannot be read).
    pub fn read(text: &str) -> Result<Request, (Lang, Refusal)> {
        let words: Words = serde_json::from_str(text)
            .map_err(|e| (Lang::En, Refusal::NotARequest(e.to_string())))?;
        let lang = match &words.lang {
            None => Lang::En,
            Some(l) => l
                .parse()
                .map_err(|_| (Lang::En, Refusal::Unknown("lang", l.clone())))?,
        };
        words.checked(lang).map_err(|refusal| (lang, refusal))
    }
}

impl Words {
    fn checked(self, lang: Lang) -> Result<Request, Refusal> {
        let run = self.run.unwrap_or(Run::Trace);
        // a question takes none of a search's words, a search none of a question's
        let other = if run.is_question() {
            self.search_words()
        } else {
            self.question_words()
        };
        if let Some(word) = other.first() {
            return Err(Refusal::NotFor {
                word,
                run: run.name(),
            });
        }
        let asked = Ask::read(&AskWords {
            max_nodes: self.max_nodes.clone(),
            timeout: self.timeout.clone(),
            max_memory: self.max_memory.clone(),
            max_events: self.max_events.clone(),
            snapshot_every: self.snapshot_every.clone(),
        })
        .map_err(|refused| match refused {
            AskError::Unreadable { reason, .. } => Refusal::Limit(reason),
            AskError::OutOfRange {
                setting,
                given,
                min,
                max,
            } => Refusal::Number {
                name: setting.name,
                given,
                min,
                max,
            },
        })?;
        // a recorded run shares the memory with its recording, half each, as `trace` does
        let (traced, capacity) = asked.traced();
        let limits = if run == Run::Trace {
            traced
        } else {
            asked.limits()
        };
        let subject = match (&self.board, &self.pile) {
            _ if run.is_question() => self.question(run)?,
            (Some(board), None) => self.fifteen(board, run)?,
            (None, Some(pile)) => self.bachet(pile)?,
            _ => return Err(Refusal::Subject),
        };
        Ok(Request {
            run,
            lang,
            subject,
            limits,
            capacity,
        })
    }

    /// The words of a search given in this request.
    fn search_words(&self) -> Vec<&'static str> {
        let given = [
            ("board", self.board.is_some()),
            ("algo", self.algo.is_some()),
            ("heuristic", self.heuristic.is_some()),
            ("goal", self.goal.is_some()),
            ("pile", self.pile.is_some()),
            ("solver", self.solver.is_some()),
            ("max-take", self.max_take.is_some()),
            ("misere", self.misere),
            ("normal", self.normal),
            ("snapshot-every", self.snapshot_every.is_some()),
            ("max-events", self.max_events.is_some()),
            ("max-nodes", self.max_nodes.is_some()),
            ("timeout", self.timeout.is_some()),
            ("max-memory", self.max_memory.is_some()),
        ];
        given.iter().filter(|w| w.1).map(|w| w.0).collect()
    }

    /// The words of a practice question given in this request.
    fn question_words(&self) -> Vec<&'static str> {
        let given = [
            ("kind", self.kind.is_some()),
            ("topic", self.topic.is_some()),
            ("level", self.level.is_some()),
            ("seed", self.seed.is_some()),
            ("answer", self.answer.is_some()),
        ];
        given.iter().filter(|w| w.1).map(|w| w.0).collect()
    }

    /// The question a request names, as `puzzlelab quiz --kind K (or --topic T) --level L
    /// --seed S --count 1` draws its first one: the seed's kind is `kinds[seed % n]` among the
    /// `n` kinds asked for (every kind when neither a kind nor a topic is given), its level
    /// `levels[(seed / n) % 3]` when none is given.
    fn question(&self, run: Run) -> Result<Subject, Refusal> {
        let kinds: Vec<Kind> = match (&self.kind, &self.topic) {
            (Some(_), Some(_)) => return Err(Refusal::KindAndTopic),
            (Some(k), None) => {
                let kind = k
                    .trim()
                    .parse()
                    .map_err(|_| Refusal::Unknown("kind", k.clone()))?;
                vec![kind]
            }
            (None, Some(t)) => {
                let topic: Topic = t
                    .trim()
                    .parse()
                    .map_err(|_| Refusal::Unknown("topic", t.clone()))?;
                topic.kinds().collect()
            }
            (None, None) => Kind::ALL.to_vec(),
        };
        let seed = match &self.seed {
            None => return Err(Refusal::Missing("seed")),
            Some(Seed::Number(n)) => *n,
            Some(Seed::Text(t)) => number("seed", t, 0, u64::MAX)?,
        };
        let n = kinds.len() as u64;
        let kind = kinds[(seed % n) as usize];
        let level = match &self.level {
            None => Level::ALL[((seed / n) % Level::ALL.len() as u64) as usize],
            Some(l) => l
                .trim()
                .parse()
                .map_err(|_| Refusal::Unknown("level", l.clone()))?,
        };
        if run == Run::Check && self.answer.is_none() {
            return Err(Refusal::Missing("answer"));
        }
        Ok(Subject::Question {
            kind,
            level,
            seed,
            answer: self.answer.clone(),
        })
    }

    fn number_or(
        &self,
        name: &'static str,
        given: &Option<String>,
        default: u64,
        max: u64,
    ) -> Result<u64, Refusal> {
        given
            .as_deref()
            .map_or(Ok(default), |n| number(name, n, 1, max))
    }

    fn fifteen(&self, board: &str, run: Run) -> Result<Subject, Refusal> {
        let board = Board::parse_any(board, None).map_err(|e| Refusal::Board(e.to_string()))?;
        let goal: Goal = match &self.goal {
            None => Goal::Standard,
            Some(g) => g
                .parse()
                .map_err(|e: puzzlelab_rules::BoardError| Refusal::Goal(e.to_string()))?,
        };
        let goal_board = goal
            .board_for(&board)
            .map_err(|e| Refusal::Goal(e.to_string()))?;
        let verdict = board.solvability(&goal_board);
        if !verdict.is_solvable() {
            return Err(Refusal::Unsolvable(verdict));
        }
        let sat = || {
            if run == Run::Trace {
                Refusal::SatNotTraced
            } else {
                Refusal::SatNotInPage
            }
        };
        let words = ChoiceWords {
            algo: self.algo.clone(),
            heuristic: self.heuristic.clone(),
            ..ChoiceWords::default()
        };
        let defaults = if run == Run::Trace { TRACE } else { SOLVE };
        let chosen = words.read(defaults).map_err(|e| match e {
            ChoiceError::Unknown { name, given, .. } => Refusal::Unknown(name, given),
            ChoiceError::NoHeuristic(Algorithm::Sat) => sat(),
            ChoiceError::NoHeuristic(algo) => Refusal::NoHeuristic(algo.name()),
        })?;
        let (algo, heuristic) = (chosen.algo, chosen.heuristic);
        if algo == Algorithm::Sat {
            return Err(sat());
        }
        Ok(Subject::Fifteen {
            board,
            goal,
            goal_board,
            algo,
            heuristic,
        })
    }

    fn bachet(&self, pile: &str) -> Result<Subject, Refusal> {
        let pile = number("pile", pile, 0, MAX_PILE)?;
        let solver = match self.solver.as_deref().map(str::trim) {
            None | Some("retrograde") => GameAlgorithm::Retrograde,
            Some("minimax") => GameAlgorithm::Minimax,
            Some(other) => return Err(Refusal::Unknown("solver", other.to_string())),
        };
        if self.misere && self.normal {
            return Err(Refusal::MisereAndNormal);
        }
        let max_take = self.number_or("max-take", &self.max_take, DEFAULT_MAX_TAKE, MAX_PILE)?;
        Ok(Subject::Bachet {
            pile,
            solver,
            rules: BachetRules {
                max_take,
                misere: !self.normal,
            },
        })
    }
}

/// The number `text` gives for `name`, from `min` to `max`.
fn number(name: &'static str, text: &str, min: u64, max: u64) -> Result<u64, Refusal> {
    match text.trim().parse::<u64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(Refusal::Number {
            name,
            given: text.to_string(),
            min,
            max,
        }),
    }
}
