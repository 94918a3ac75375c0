//! A request written back as the command line's words (`board "1 2 3 ..." --lang ru`): what a
//! deck prints under each picture so that a reader can draw it again, and what the tests read
//! back to show that flags and JSON make the same request. A setting left at its default is
//! left out; the language is always said.

use puzzlelab_solvers::solve::Ask;

use crate::{BachetRequest, Figure, Look, Request, StripRequest, Theme, TreeRequest};
use crate::{PlaybackRequest, TreeAlgo};

/// Words being written: a flag with its value where the value is not the default.
struct Words(Vec<String>);

impl Words {
    fn word(&mut self, word: impl ToString) {
        self.0.push(word.to_string());
    }

    fn flag<T: PartialEq + ToString>(&mut self, name: &str, value: T, default: T) {
        if value != default {
            self.word(format!("--{name}"));
            self.word(value);
        }
    }

    fn given<T: std::fmt::Display>(&mut self, name: &str, value: Option<&T>) {
        if let Some(value) = value {
            self.word(format!("--{name}"));
            self.word(value);
        }
    }

    fn switch(&mut self, name: &str, on: bool) {
        if on {
            self.word(format!("--{name}"));
        }
    }
}

impl Request {
    /// The command line's words after `puzzlelab render` that ask for this figure (without
    /// `--out`).
    pub fn words(&self) -> Vec<String> {
        let mut words = Words(Vec::new());
        match &self.figure {
            Figure::Board(asked) => {
                words.word("board");
                if let Some(board) = &asked.board {
                    words.word(board);
                }
                words.flag("size", asked.size, puzzlelab_rules::Size::FIFTEEN);
                words.given("caption", asked.caption.as_ref());
            }
            Figure::Strip(asked) => {
                words.word("strip");
                words.word(&asked.board);
                words.given("moves", asked.moves.as_ref());
                words.flag("every", asked.every, StripRequest::EVERY);
                words.flag("per-row", asked.per_row, StripRequest::PER_ROW);
            }
            Figure::Playback(asked) => {
                words.word("playback");
                words.word(&asked.board);
                words.given("moves", asked.moves.as_ref());
                let fpm = PlaybackRequest::FRAMES_PER_MOVE;
                words.flag("frames-per-move", asked.frames_per_move, fpm);
                words.flag("delay", asked.delay, PlaybackRequest::DELAY);
                words.flag("pause", asked.pause, 0);
                words.switch("no-caption", asked.no_caption);
            }
            Figure::SearchTree(asked) => {
                words.word("search-tree");
                words.word(&asked.board);
                words.flag("algo", asked.algo.name(), TreeAlgo::Astar.name());
                words.flag("depth", asked.depth, TreeRequest::DEPTH);
                words.flag("expansions", asked.expansions, TreeRequest::EXPANSIONS);
                words.flag("delay", asked.delay, TreeRequest::DELAY);
            }
            Figure::Chart(asked) => {
                words.word("chart");
                words.word(asked.kind.name());
                words.word(&asked.board);
            }
            Figure::BachetGraph(asked) => bachet(&mut words, "graph", asked),
            Figure::BachetTree(asked) => bachet(&mut words, "tree", asked),
            Figure::BachetStrategy(asked) => bachet(&mut words, "strategy", asked),
            Figure::BachetTable(asked) => bachet(&mut words, "table", asked),
            Figure::BachetPlayback(asked) => bachet(&mut words, "playback", asked),
        }
        look(&mut words, &self.look);
        if self.figure.searches() {
            limits(&mut words, &self.ask);
        }
        words.0
    }
}

/// One of Bachet's pictures: `bachet PICTURE [PILE]` and the rules.
fn bachet(words: &mut Words, picture: &str, asked: &BachetRequest) {
    words.word("bachet");
    words.word(picture);
    if let Some(pile) = asked.pile {
        words.word(pile);
    }
    words.flag("max-take", asked.max_take, BachetRequest::MAX_TAKE);
    words.switch("normal", asked.normal);
    words.switch("misere", asked.misere);
}

/// How the figure looks.
fn look(words: &mut Words, look: &Look) {
    words.word("--lang");
    words.word(look.lang);
    words.flag("seed", look.seed, Look::SEED);
    words.given("width", look.width.as_ref());
    words.switch("slides", look.slides);
    if look.theme == Theme::Dark {
        words.word("--theme");
        words.word("dark");
    }
}

/// The limits of the searches behind it, where they are not the defaults.
fn limits(words: &mut Words, ask: &Ask) {
    let default = Ask::default();
    words.given("max-nodes", ask.max_nodes.as_ref());
    if ask.timeout != default.timeout {
        words.word("--timeout");
        words.word(format!("{}ms", ask.timeout.as_millis()));
    }
    if ask.max_memory != default.max_memory {
        words.word("--max-memory");
        words.word(format!("{}B", ask.max_memory));
    }
}
