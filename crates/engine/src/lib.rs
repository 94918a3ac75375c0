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
//! ```

#![warn(missing_docs)]

mod messages;
#[cfg(target_family = "wasm")]
mod page;
pub mod request;

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

/// An answer: its status, and the trace, the result or the refusal.
#[derive(Serialize)]
struct Answer<T: Serialize> {
    status: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<T>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<SolveResult>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
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
    /// the `trace` (`puzzlelab-trace/1`) or the `result` (`puzzlelab-solve/1`); 3 with what a
    /// limit let the run do; 2 with the `error` that refuses the request.
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
                        status,
                        trace: None,
                        result: Some(result),
                        error: None,
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
        status,
        trace: Some(document),
        result: None,
        error: None,
    })
}

fn refused(refusal: &Refusal, lang: Lang) -> String {
    write(&Answer::<()> {
        status: REFUSED,
        trace: None,
        result: None,
        error: Some(refusal.say(lang)),
    })
}

fn write<T: Serialize>(answer: &Answer<T>) -> String {
    serde_json::to_string(answer).unwrap_or_else(|e| {
        format!(r#"{{"status":{REFUSED},"error":"the answer could not be written: {e}"}}"#)
    })
}
