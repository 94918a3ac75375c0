//! # puzzlelab-engine: the solvers inside a web page
//!
//! The lab's page runs the command line's own rules and solvers, compiled to WebAssembly
//! (`wasm32-unknown-unknown`), in a Web Worker: a request goes in as JSON text, an answer
//! comes out as JSON text. Nothing here searches: a request is read into the same choices the
//! command line makes ([`request`]), and the run is the solvers' one way of running and
//! recording a search (`solve`, `record_fifteen`, `record_bachet`). So a board traced in the
//! page gives the document `puzzlelab fifteen trace` writes, event for event, and a board
//! solved gives the object `puzzlelab fifteen solve --json` prints.
//!
//! The lessons' practice questions come the same way: a question named by its kind, level and
//! seed is the quiz crate's (`puzzlelab_quiz::generate`), the question `puzzlelab quiz --json`
//! prints for those words, and an answer to it is checked by its own `check`, made again from
//! the name each time, so the engine keeps no question between requests.
//!
//! The page's side is plain: the module exports `alloc`, `free` and `answer` (`page`), and
//! imports the time (`performance.now()`) and a way to tell the build of pattern databases
//! as it goes. No `wasm-bindgen`: a short loader in the page does the rest.
//!
//! ```
//! use puzzlelab_engine::Engine;
//! let mut engine = Engine::new(|_| {});
//! let answer = engine.answer(r#"{"run": "solve", "board": "1 2 3 4 5 6 0 7 8", "algo": "bfs"}"#);
//! let answer: serde_json::Value = serde_json::from_str(&answer).unwrap();
//! assert_eq!(answer["status"], 0);
//! assert_eq!(answer["result"]["moves"], "LL");
//!
//! let asked = r#"{"run": "check", "kind": "parity", "level": "easy", "seed": "7", "answer": "yes"}"#;
//! let answer: serde_json::Value = serde_json::from_str(&engine.answer(asked)).unwrap();
//! assert_eq!(answer["question"]["kind"], "parity");
//! assert!(answer["verdict"]["right"].is_boolean());
//! ```

#![warn(missing_docs)]

mod messages;
#[cfg(target_family = "wasm")]
mod page;
pub mod request;

use puzzlelab_quiz::{Question, Verdict};
use puzzlelab_rules::Lang;
use puzzlelab_solvers::pdb::file::{Building, Opening};
use puzzlelab_solvers::solve::result::{Asked, SolveResult};
use puzzlelab_solvers::solve::trace::Recording;
use puzzlelab_solvers::solve::{
    record_bachet, record_fifteen, solve, GameAlgorithm, Job, Recorded, SolveError, Tables,
    MAX_RECORDED_MINIMAX_PILE,
};
use puzzlelab_solvers::NoObserver;
use serde::Serialize;

use messages::Refusal;
use request::{Request, Run, Subject};

/// The exit statuses an answer carries, the command line's: done, refused, stopped by a limit.
const DONE: u8 = 0;
const REFUSED: u8 = 2;
const STOPPED: u8 = 3;

/// The engine of one page: the pattern databases it has built, kept for the next request.
pub struct Engine {
    tables: Tables,
}

/// An answer: its status, and the trace, the result, the question (with the verdict on an
/// answer to it) or the refusal.
#[derive(Serialize)]
struct Answer<T: Serialize> {
    status: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<T>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<SolveResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    question: Option<Question>,
    #[serde(skip_serializing_if = "Option::is_none")]
    verdict: Option<Verdict>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl<T: Serialize> Answer<T> {
    /// An answer of `status` with nothing in it yet.
    fn of(status: u8) -> Answer<T> {
        Answer {
            status,
            trace: None,
            result: None,
            question: None,
            verdict: None,
            error: None,
        }
    }
}

impl Engine {
    /// An engine with no tables built yet; `tell` hears each build of a pattern database as it
    /// goes, as JSON text: `{"building": [tiles]}`, `{"depth", "filled", "entries"}`,
    /// `{"built": [tiles], "entries", "seconds"}`.
    pub fn new(tell: fn(&str)) -> Engine {
        let told = move |opening: Opening| {
            let line = match opening {
                Opening::Building(pattern) => serde_json::json!({ "building": pattern.tiles() }),
                Opening::Progress(p) => serde_json::json!({
                    "depth": p.depth, "filled": p.filled, "entries": p.entries,
                }),
                Opening::Built {
                    pattern,
                    entries,
                    seconds,
                }
                | Opening::Saved {
                    pattern,
                    entries,
                    seconds,
                    ..
                } => serde_json::json!({
                    "built": pattern.tiles(), "entries": entries, "seconds": seconds,
                }),
                Opening::Refused(_) => return,
            };
            tell(&line.to_string());
        };
        let building = Building::default();
        Engine {
            tables: Tables::in_memory(building, Box::new(told)),
        }
    }

    /// The answer to `request` (JSON text, [`request::Words`]), as JSON text: `status` 0 with
    /// the `trace` (`puzzlelab-trace/1`) or the `result` (`puzzlelab-solve/1`), or with the
    /// `question` (`puzzlelab_quiz::Question`) and, for a check, the `verdict` (`right`,
    /// `feedback`); 3 with what a limit let the run do (a question: the `error` that says its
    /// seed's instance was not settled); 2 with the `error` that refuses the request.
    pub fn answer(&mut self, request: &str) -> String {
        let request = match Request::read(request) {
            Ok(r) => r,
            Err((lang, refusal)) => return refused(&refusal, lang),
        };
        let lang = request.lang;
        match self.run(&request) {
            Ok(answer) => answer,
            Err(refusal) => refused(&refusal, lang),
        }
    }

    fn run(&mut self, request: &Request) -> Result<String, Refusal> {
        let lang = request.lang;
        match &request.subject {
            Subject::Fifteen {
                board,
                goal,
                goal_board,
                algo,
                heuristic,
            } => {
                let ready = self
                    .tables
                    .ready(*heuristic, goal_board)
                    .map_err(|e| Refusal::Tables(e.to_string()))?;
                let job = Job::new(board, goal_board, *algo, &ready, &request.limits);
                if request.run == Run::Solve {
                    let report = solve(job, &mut NoObserver).map_err(tables)?;
                    let asked = Asked {
                        goal: goal.to_string(),
                        heuristic: algo.uses_heuristic().then(|| ready.to_string()),
                        ..Asked::default()
                    };
                    let result = SolveResult::of(board, *algo, asked, &report);
                    let status = if result.status == "limit" {
                        STOPPED
                    } else {
                        DONE
                    };
                    return Ok(write(&Answer::<()> {
                        result: Some(result),
                        ..Answer::of(status)
                    }));
                }
                let recorded = record_fifteen(job, request.capacity, lang).map_err(tables)?;
                Ok(traced(&recorded, lang))
            }
            Subject::Bachet {
                pile,
                solver,
                rules,
            } => {
                if *solver == GameAlgorithm::Minimax && *pile > MAX_RECORDED_MINIMAX_PILE {
                    return Err(Refusal::MinimaxPile(MAX_RECORDED_MINIMAX_PILE));
                }
                let (limits, capacity) = (&request.limits, request.capacity);
                let recorded = record_bachet(*rules, *pile, *solver, limits, capacity, lang);
                Ok(traced(&recorded, lang))
            }
            Subject::Question {
                kind,
                level,
                seed,
                answer,
            } => {
                let question = puzzlelab_quiz::generate(*kind, *level, *seed, lang).map_err(
                    |puzzlelab_quiz::QuizError::Unsettled { kind, level }| Refusal::Unsettled {
                        kind,
                        level,
                        seed: *seed,
                    },
                )?;
                let verdict = answer.as_deref().map(|given| question.check(given));
                Ok(write(&Answer::<()> {
                    question: Some(question),
                    verdict,
                    ..Answer::of(DONE)
                }))
            }
        }
    }
}

/// A search that could not run: its tables refused.
fn tables(e: SolveError) -> Refusal {
    Refusal::Tables(e.to_string())
}

/// The answer of a recorded run: its document, and status 3 when a limit stopped it or its
/// recording filled.
fn traced<H: Serialize>(recorded: &Recorded<H>, lang: Lang) -> String {
    let recording: Recording<'_> = recorded.recording();
    let full = recording.full().is_some();
    let status = if recorded.stopped || full {
        STOPPED
    } else {
        DONE
    };
    let document = recording.document(&recorded.head, recorded.pseudocode, lang);
    write(&Answer {
        trace: Some(document),
        ..Answer::of(status)
    })
}

/// The answer that refuses a request: status 2, or 3 when the quiz's limits left a question's
/// instance unsettled (the command line's exit then).
fn refused(refusal: &Refusal, lang: Lang) -> String {
    let status = match refusal {
        Refusal::Unsettled { .. } => STOPPED,
        _ => REFUSED,
    };
    write(&Answer::<()> {
        error: Some(refusal.say(lang)),
        ..Answer::of(status)
    })
}

fn write<T: Serialize>(answer: &Answer<T>) -> String {
    serde_json::to_string(answer).unwrap_or_else(|e| {
        format!(r#"{{"status":{REFUSED},"error":"the answer could not be written: {e}"}}"#)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzlelab_quiz::{generate, Kind, Level, Topic};
    use serde_json::{json, Value};

    fn ask(engine: &mut Engine, request: Value) -> Value {
        serde_json::from_str(&engine.answer(&request.to_string())).unwrap()
    }

    /// A wrong answer to `question` the checker can read: a number off by one, the other of
    /// yes and no, a choice not accepted, a number set with one more number.
    fn wrong(question: &Value) -> String {
        let answer = question["answer"].as_str().unwrap();
        match question["form"].as_str().unwrap() {
            "number" => (answer.parse::<u64>().unwrap() + 1).to_string(),
            "yes-no" => if answer == "yes" { "no" } else { "yes" }.to_string(),
            "choice" => {
                let accepted = question["accepted"].as_array().unwrap();
                let choices = question["choices"].as_array().unwrap();
                let other = choices.iter().find(|c| !accepted.contains(c)).unwrap();
                other.as_str().unwrap().to_string()
            }
            _ => format!("{answer} 999"),
        }
    }

    #[test]
    fn a_question_is_the_quiz_crates_and_checked_by_it() {
        let mut engine = Engine::new(|_| {});
        for (kind, lang) in [
            (Kind::Parity, Lang::En),
            (Kind::Grundy, Lang::Ru),
            (Kind::AstarNext, Lang::En),
        ] {
            let name =
                json!({"kind": kind.name(), "level": "easy", "seed": 11, "lang": lang.code()});
            let mut asked = name.clone();
            asked["run"] = json!("question");
            let answer = ask(&mut engine, asked);
            let made = generate(kind, Level::Easy, 11, lang).unwrap();
            assert_eq!(answer["status"], 0, "{answer}");
            assert_eq!(answer["question"], serde_json::to_value(&made).unwrap());
            assert!(answer.get("verdict").is_none());

            let mut right = name.clone();
            right["run"] = json!("check");
            right["answer"] = json!(made.answer);
            let checked = ask(&mut engine, right);
            assert_eq!(checked["status"], 0, "{checked}");
            assert_eq!(checked["question"], answer["question"]);
            assert_eq!(checked["verdict"]["right"], true);

            let mut wrong_one = name;
            wrong_one["run"] = json!("check");
            wrong_one["answer"] = json!(wrong(&answer["question"]));
            let checked = ask(&mut engine, wrong_one);
            let feedback = checked["verdict"]["feedback"].as_str().unwrap();
            assert_eq!(checked["verdict"]["right"], false, "{checked}");
            assert!(feedback.contains(&made.explanation), "{feedback}");
            let verdict = made.check(checked["question"]["answer"].as_str().unwrap());
            assert!(verdict.right);
        }
    }

    #[test]
    fn a_topic_or_no_level_is_drawn_from_the_seed_as_the_command_line_draws() {
        let mut engine = Engine::new(|_| {});
        let kinds: Vec<Kind> = Topic::Bachet.kinds().collect();
        for seed in 20..26u64 {
            let answer = ask(
                &mut engine,
                json!({"run": "question", "topic": "bachet", "seed": seed.to_string()}),
            );
            let kind = kinds[(seed % 3) as usize];
            let level = Level::ALL[((seed / 3) % 3) as usize];
            assert_eq!(answer["question"]["kind"], kind.name(), "{answer}");
            assert_eq!(answer["question"]["level"], level.name(), "{answer}");
        }
    }

    #[test]
    fn a_question_badly_asked_is_refused_in_its_language() {
        let mut engine = Engine::new(|_| {});
        let refusals = [
            (
                json!({"run": "question", "kind": "sorting", "seed": 1}),
                "sorting",
            ),
            (
                json!({"run": "question", "kind": "parity", "level": "tricky", "seed": 1}),
                "tricky",
            ),
            (
                json!({"run": "question", "kind": "parity", "topic": "bachet", "seed": 1}),
                "topic",
            ),
            (json!({"run": "question", "kind": "parity"}), "seed"),
            (
                json!({"run": "question", "kind": "parity", "seed": "x"}),
                "seed",
            ),
            (
                json!({"run": "check", "kind": "parity", "seed": 1}),
                "answer",
            ),
            (
                json!({"run": "question", "kind": "parity", "seed": 1, "board": "1 2 3 0"}),
                "board",
            ),
            (
                json!({"run": "solve", "board": "1 2 3 0", "seed": 1}),
                "seed",
            ),
        ];
        for (request, word) in refusals {
            for lang in ["en", "ru"] {
                let mut request = request.clone();
                request["lang"] = json!(lang);
                let answer = ask(&mut engine, request.clone());
                let error = answer["error"].as_str().unwrap_or_default();
                assert_eq!(answer["status"], 2, "{request}: {answer}");
                assert!(error.contains(word), "{request}: {error}");
                let russian = error.chars().any(|c| ('а'..='я').contains(&c));
                assert_eq!(russian, lang == "ru", "{request}: {error}");
            }
        }
        let unsettled = Refusal::Unsettled {
            kind: Kind::SatHorizons,
            level: Level::Hard,
            seed: 5,
        };
        let answer: Value = serde_json::from_str(&refused(&unsettled, Lang::Ru)).unwrap();
        assert_eq!(answer["status"], 3);
        assert!(answer["error"].as_str().unwrap().contains("sat-horizons"));
    }
}
