//! The trace player without a screen: a recorded run (the document `puzzlelab-trace/1`) read
//! back and checked, and the state of the run after any number of its events. A point is
//! reached as the lab's player reaches it (`docs/theme/player.js`): from the snapshot before
//! it, its events replayed, so a jump costs at most one snapshot interval of events, and a step
//! forward one event; never a replay from the start.

use std::borrow::Cow;
use std::collections::HashSet;

use puzzlelab_rules::{Board, Size};
use puzzlelab_solvers::search::{Event, Snapshot};
use puzzlelab_solvers::solve::trace::SCHEMA;
use serde::Deserialize;

use puzzlelab_rules::printable::printable_line;

/// One event of the document: the run's event, its pseudo-code line and its sentence.
#[derive(Clone, Debug, Deserialize)]
pub struct Step {
    /// What happened.
    #[serde(flatten)]
    pub event: Event,
    /// The pseudo-code line it belongs to (an index into [`Recorded::pseudocode`]).
    pub line: usize,
    /// The event told in a sentence of the trace's language.
    pub say: String,
}

/// A node as the document writes it: a board on one line, or a pile.
#[derive(Deserialize)]
#[serde(untagged)]
enum NodeText {
    Board(String),
    Pile(u64),
}

/// The document's fields the player reads (the others are skipped).
#[derive(Deserialize)]
struct Document {
    schema: String,
    size: Option<String>,
    game: Option<String>,
    algorithm: String,
    heuristic: Option<String>,
    pseudocode: Vec<String>,
    nodes: Vec<NodeText>,
    h: Option<Vec<usize>>,
    events: Vec<Step>,
    every: usize,
    snapshots: Vec<Snapshot>,
}

/// A position of the run: a board, or a pile of Bachet's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A board of the sliding puzzle.
    Board(Board),
    /// A pile of objects.
    Pile(u64),
}

/// How the run keeps its frontier, which decides the order its open list is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// BFS: a queue, the oldest entry first.
    Queue,
    /// A*: the least `f = g + h` first, on a tie the largest `g`, then the newest.
    Open,
    /// IDA*, iterative deepening: the path, the newest first, and no closed set.
    Path,
    /// A game solver: the piles' values instead of the lists.
    Game,
}

/// Why a document cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// Not JSON, or not the shape of a trace: serde's words.
    Json(String),
    /// Another schema than `puzzlelab-trace/1`.
    Schema(String),
    /// A snapshot interval of 0.
    Every,
    /// The node with this number is not a position of the trace's game (or board size).
    Node(usize),
    /// The estimates are not one per node.
    Estimates,
    /// The event with this index names a node or a pseudo-code line the trace does not have.
    Event(usize),
    /// The snapshot with this index is not where the interval puts it, or names a node the
    /// trace does not have.
    Snapshot(usize),
}

/// A recorded run, read back and checked: every number in it names a node, a line and a
/// snapshot that exist.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// The algorithm's name (`astar`, `retrograde`, ...).
    pub algorithm: String,
    /// The heuristic's name, for the algorithms that use one.
    pub heuristic: Option<String>,
    /// How the frontier is kept.
    pub kind: Kind,
    /// The pseudo-code's lines, in the trace's language.
    pub pseudocode: Vec<String>,
    /// The positions, numbered as the events number them.
    pub nodes: Vec<Node>,
    /// Each node's estimate, for the algorithms that use one.
    pub h: Option<Vec<usize>>,
    /// The events, in order.
    pub steps: Vec<Step>,
    every: usize,
    snapshots: Vec<Snapshot>,
}

impl Recorded {
    /// Reads and checks a document. Every text of it the player shows (the names, the
    /// pseudo-code, the sentences, and what a refusal quotes) is made [`printable_line`]
    /// here, where it enters: a document is a file anyone may have written.
    pub fn read(json: &[u8]) -> Result<Recorded, Invalid> {
        let doc: Document =
            serde_json::from_slice(json).map_err(|e| Invalid::Json(shown(e.to_string())))?;
        if doc.schema != SCHEMA {
            return Err(Invalid::Schema(shown(doc.schema)));
        }
        if doc.every == 0 {
            return Err(Invalid::Every);
        }
        let size = match (&doc.game, &doc.size) {
            (None, Some(size)) => Some(size.parse::<Size>().map_err(|_| Invalid::Node(0))?),
            _ => None,
        };
        let nodes = doc
            .nodes
            .into_iter()
            .enumerate()
            .map(|(n, text)| node(text, size).ok_or(Invalid::Node(n)))
            .collect::<Result<Vec<Node>, Invalid>>()?;
        if doc.h.as_ref().is_some_and(|h| h.len() != nodes.len()) {
            return Err(Invalid::Estimates);
        }
        let kind = match (doc.game.is_some(), doc.algorithm.as_str()) {
            (true, _) => Kind::Game,
            (false, "bfs") => Kind::Queue,
            (false, "astar") if doc.h.is_some() => Kind::Open,
            (false, _) => Kind::Path,
        };
        let steps = doc
            .events
            .into_iter()
            .map(|step| Step {
                say: shown(step.say),
                ..step
            })
            .collect();
        let recorded = Recorded {
            algorithm: shown(doc.algorithm),
            heuristic: doc.heuristic.map(shown),
            kind,
            pseudocode: doc.pseudocode.into_iter().map(shown).collect(),
            nodes,
            h: doc.h,
            steps,
            every: doc.every,
            snapshots: doc.snapshots,
        };
        recorded.check()?;
        Ok(recorded)
    }

    /// Every node, line and snapshot the events and snapshots name exists.
    fn check(&self) -> Result<(), Invalid> {
        let known = |n: &usize| *n < self.nodes.len();
        for (i, step) in self.steps.iter().enumerate() {
            if step.line >= self.pseudocode.len() || !nodes_of(&step.event).all(|n| known(&n)) {
                return Err(Invalid::Event(i));
            }
        }
        if !self.steps.is_empty() && self.snapshots.is_empty() {
            return Err(Invalid::Snapshot(0));
        }
        for (k, snapshot) in self.snapshots.iter().enumerate() {
            let placed = k.checked_mul(self.every) == Some(snapshot.at);
            let nodes_known = snapshot.frontier.iter().all(|[n, _]| known(n));
            if !placed || snapshot.at > self.steps.len() || !nodes_known {
                return Err(Invalid::Snapshot(k));
            }
        }
        Ok(())
    }
}

/// A text of the document as the player may show it: on one line, its control characters
/// shown, not obeyed.
fn shown(text: String) -> String {
    match printable_line(&text) {
        Cow::Borrowed(_) => text,
        Cow::Owned(safe) => safe,
    }
}

/// The nodes an event names.
fn nodes_of(event: &Event) -> impl Iterator<Item = usize> {
    let (a, b) = match *event {
        Event::Push { node, .. }
        | Event::Pop { node, .. }
        | Event::Expand { node, .. }
        | Event::Settled { node, .. } => (Some(node), None),
        Event::Generate { parent, child, .. } => (Some(parent), Some(child)),
        Event::Chosen { node, next } => (Some(node), Some(next)),
        Event::Threshold { .. } | Event::Solution { .. } | Event::Limit => (None, None),
    };
    a.into_iter().chain(b)
}

/// The node the event is about, the one the player shows.
fn subject(event: &Event) -> Option<usize> {
    match *event {
        Event::Generate { child, .. } => Some(child),
        _ => nodes_of(event).next(),
    }
}

/// A node of the document, if it is one of a game (no size) or a board of `size`.
fn node(text: NodeText, size: Option<Size>) -> Option<Node> {
    match (text, size) {
        (NodeText::Pile(pile), None) => Some(Node::Pile(pile)),
        (NodeText::Board(line), Some(size)) => {
            let tiles: Option<Vec<usize>> =
                line.split_whitespace().map(|t| t.parse().ok()).collect();
            Board::new(size, tiles?).ok().map(Node::Board)
        }
        _ => None,
    }
}

/// The run's state after some of its events: what the player shows besides the event itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct State {
    /// The frontier, `[node, g]` each, in the order its entries entered it.
    pub frontier: Vec<[usize; 2]>,
    /// Nodes expanded so far.
    pub expanded: u64,
    /// Successors generated so far.
    pub generated: u64,
    /// The bound of the current iteration, if the algorithm has iterations.
    pub threshold: Option<usize>,
}

impl State {
    fn of(snapshot: &Snapshot) -> State {
        State {
            frontier: snapshot.frontier.clone(),
            expanded: snapshot.expanded,
            generated: snapshot.generated,
            threshold: snapshot.threshold,
        }
    }

    /// The state after `event`: a pop takes the newest entry of its node and cost, as the
    /// recording's frontier does.
    fn apply(&mut self, event: &Event) {
        match *event {
            Event::Push { node, g } => self.frontier.push([node, g]),
            Event::Pop { node, g } => {
                if let Some(i) = self.frontier.iter().rposition(|e| *e == [node, g]) {
                    self.frontier.remove(i);
                }
            }
            Event::Threshold { bound } => {
                self.threshold = Some(bound);
                self.frontier.clear();
            }
            Event::Expand { .. } => self.expanded = self.expanded.saturating_add(1),
            Event::Generate { .. } => self.generated = self.generated.saturating_add(1),
            Event::Solution { .. }
            | Event::Limit
            | Event::Settled { .. }
            | Event::Chosen { .. } => {}
        }
    }
}

/// A pile's value once settled: won or lost for the player to move, and the moves to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// Whether the player to move wins.
    pub win: bool,
    /// Moves to the end under best play.
    pub distance: u64,
}

/// A recorded run and a point in it, moved forward and back.
#[derive(Clone, Debug)]
pub struct Player {
    run: Recorded,
    /// The event indices of the expansions, in order (the closed set at any point).
    expands: Vec<usize>,
    /// The event indices of each node's first expansion, in order (the closed set's size).
    firsts: Vec<usize>,
    /// Each node's value and the event that settled it (the last, if settled twice).
    settled: Vec<Option<(usize, Value)>>,
    /// The nodes ordered by pile (a game), or by number.
    by_pile: Vec<usize>,
    at: usize,
    state: State,
}

impl Player {
    /// The player at the start of `run`, nothing done yet.
    pub fn new(run: Recorded) -> Player {
        let mut expands = Vec::new();
        let mut firsts = Vec::new();
        let mut closed = vec![false; run.nodes.len()];
        let mut settled = vec![None; run.nodes.len()];
        for (i, step) in run.steps.iter().enumerate() {
            match step.event {
                Event::Expand { node, .. } => {
                    expands.push(i);
                    if !std::mem::replace(&mut closed[node], true) {
                        firsts.push(i);
                    }
                }
                Event::Settled {
                    node,
                    win,
                    distance,
                } => settled[node] = Some((i, Value { win, distance })),
                _ => {}
            }
        }
        let mut by_pile: Vec<usize> = (0..run.nodes.len()).collect();
        by_pile.sort_by_key(|&n| match run.nodes[n] {
            Node::Pile(pile) => pile,
            Node::Board(_) => n as u64,
        });
        let state = run.snapshots.first().map(State::of).unwrap_or_default();
        Player {
            run,
            expands,
            firsts,
            settled,
            by_pile,
            at: 0,
            state,
        }
    }

    /// The run.
    pub fn run(&self) -> &Recorded {
        &self.run
    }

    /// How many events are done: 0 at the start, [`Player::total`] at the end.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The events of the run.
    pub fn total(&self) -> usize {
        self.run.steps.len()
    }

    /// The state after [`Player::at`] events.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The last event done, if any.
    pub fn step(&self) -> Option<&Step> {
        self.at.checked_sub(1).map(|i| &self.run.steps[i])
    }

    /// Moves to the point after `to` events (at most [`Player::total`]): forward from here when
    /// it is near ahead, else from the snapshot before it.
    pub fn go(&mut self, to: usize) {
        let to = to.min(self.total());
        if to >= self.at && to - self.at <= self.run.every {
            for step in &self.run.steps[self.at..to] {
                self.state.apply(&step.event);
            }
        } else {
            self.state = self.state_at(to);
        }
        self.at = to;
    }

    /// The state after the first `at` events (at most [`Player::total`]), from the snapshot
    /// before it.
    pub fn state_at(&self, at: usize) -> State {
        let at = at.min(self.total());
        let last = self.run.snapshots.len().saturating_sub(1);
        let Some(snapshot) = self.run.snapshots.get((at / self.run.every).min(last)) else {
            return State::default();
        };
        let mut state = State::of(snapshot);
        for step in &self.run.steps[snapshot.at..at] {
            state.apply(&step.event);
        }
        state
    }

    /// The node the last event is about (the last one about a node, within a few events), or
    /// the start.
    pub fn current(&self) -> usize {
        self.run.steps[..self.at]
            .iter()
            .rev()
            .take(64)
            .find_map(|step| subject(&step.event))
            .unwrap_or(0)
    }

    /// The first `limit` entries of the frontier in the order the algorithm takes them: BFS
    /// the oldest first; A* the least `f`, then the largest `g`, then the newest; a path the
    /// newest first.
    pub fn open_list(&self, limit: usize) -> Vec<[usize; 2]> {
        let frontier = &self.state.frontier;
        match (&self.run.kind, &self.run.h) {
            (Kind::Queue, _) => frontier.iter().take(limit).copied().collect(),
            (Kind::Open, Some(h)) => {
                let key = |i: usize| {
                    let [node, g] = frontier[i];
                    (
                        g.saturating_add(h[node]),
                        std::cmp::Reverse(g),
                        std::cmp::Reverse(i),
                    )
                };
                let mut order: Vec<usize> = (0..frontier.len()).collect();
                if order.len() > limit && limit > 0 {
                    order.select_nth_unstable_by_key(limit - 1, |&i| key(i));
                }
                order.truncate(limit);
                order.sort_by_key(|&i| key(i));
                order.into_iter().map(|i| frontier[i]).collect()
            }
            _ => frontier.iter().rev().take(limit).copied().collect(),
        }
    }

    /// The size of the closed set by now, and its first `limit` nodes, the newest expanded
    /// first, each once.
    pub fn closed(&self, limit: usize) -> (usize, Vec<usize>) {
        let size = self.firsts.partition_point(|&i| i < self.at);
        let count = self.expands.partition_point(|&i| i < self.at);
        let mut listed = HashSet::new();
        let newest = self.expands[..count]
            .iter()
            .rev()
            .filter_map(|&i| match self.run.steps[i].event {
                Event::Expand { node, .. } => listed.insert(node).then_some(node),
                _ => None,
            })
            .take(limit)
            .collect();
        (size, newest)
    }

    /// The value of `node` if it is settled by now.
    pub fn value(&self, node: usize) -> Option<Value> {
        match self.settled.get(node)? {
            Some((i, value)) if *i < self.at => Some(*value),
            _ => None,
        }
    }

    /// The nodes in the order of their piles (a game), or of their numbers.
    pub fn by_pile(&self) -> &[usize] {
        &self.by_pile
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(args: &[&str]) -> Player {
        let doc = crate::record::record(args).unwrap();
        Player::new(Recorded::read(&doc).unwrap())
    }

    /// The state of every point reached by stepping one event at a time from the start.
    fn stepped(player: &Player) -> Vec<State> {
        let mut state = State::default();
        let mut states = vec![state.clone()];
        for step in &player.run().steps {
            state.apply(&step.event);
            states.push(state.clone());
        }
        states
    }

    fn runs() -> Vec<Player> {
        let board = "4 1 3 7 2 6 0 5 8";
        let mut runs: Vec<Player> = ["bfs", "astar", "ida", "iddfs"]
            .iter()
            .map(|algo| player(&["fifteen", board, "--algo", algo, "--snapshot-every", "7"]))
            .collect();
        runs.push(player(&["bachet", "9", "--snapshot-every", "5"]));
        runs
    }

    #[test]
    fn every_point_equals_the_state_stepped_to_from_the_start() {
        for mut player in runs() {
            let states = stepped(&player);
            assert!(player.total() > 20, "{}", player.run().algorithm);
            for (at, state) in states.iter().enumerate() {
                assert_eq!(
                    &player.state_at(at),
                    state,
                    "{} at {at}",
                    player.run().algorithm
                );
            }
            // forward one at a time, then back one at a time
            for (at, state) in states.iter().enumerate().skip(1) {
                player.go(at);
                assert_eq!(player.state(), state);
            }
            for (at, state) in states.iter().enumerate().rev().skip(1) {
                player.go(at);
                assert_eq!(player.state(), state);
            }
        }
    }

    #[test]
    fn back_then_forward_and_jumps_land_on_the_same_state() {
        for mut player in runs() {
            let states = stepped(&player);
            let n = player.total();
            for to in [n / 2, 3, n, 0, n - 1, 1, n / 3, n + 100] {
                player.go(to);
                assert_eq!(player.at(), to.min(n));
                assert_eq!(player.state(), &states[to.min(n)]);
                let before = player.state().clone();
                player.go(player.at().saturating_sub(1));
                player.go(to.min(n));
                assert_eq!(player.state(), &before);
            }
        }
    }

    #[test]
    fn the_last_state_has_the_run_s_counters() {
        let doc =
            crate::record::record(&["fifteen", "4 1 3 7 2 6 0 5 8", "--algo", "bfs"]).unwrap();
        let json: serde_json::Value = serde_json::from_slice(&doc).unwrap();
        let mut player = Player::new(Recorded::read(&doc).unwrap());
        player.go(usize::MAX);
        assert_eq!(player.state().expanded, json["expanded"].as_u64().unwrap());
        assert_eq!(
            player.state().generated,
            json["generated"].as_u64().unwrap()
        );
    }

    #[test]
    fn lists_in_the_algorithm_s_order() {
        let mut astar = player(&["fifteen", "4 1 3 7 2 6 0 5 8", "--algo", "astar"]);
        astar.go(astar.total() / 2);
        let h = astar.run().h.clone().unwrap();
        let open = astar.open_list(usize::MAX);
        assert_eq!(open.len(), astar.state().frontier.len());
        assert!(open
            .windows(2)
            .all(|w| w[0][1] + h[w[0][0]] <= w[1][1] + h[w[1][0]]));
        assert_eq!(astar.open_list(2), open[..2.min(open.len())]);
        let (count, closed) = astar.closed(usize::MAX);
        assert!(count > 0 && count as u64 <= astar.state().expanded);
        assert_eq!(closed.iter().collect::<HashSet<_>>().len(), count);
        assert_eq!(astar.closed(2).1, closed[..2]);

        let mut bfs = player(&["fifteen", "4 1 3 7 2 6 0 5 8", "--algo", "bfs"]);
        bfs.go(bfs.total() / 2);
        assert_eq!(bfs.open_list(3), bfs.state().frontier[..3]);
    }

    #[test]
    fn a_game_s_piles_are_settled_as_the_events_say() {
        let mut game = player(&["bachet", "9"]);
        assert_eq!(game.run().kind, Kind::Game);
        assert!(game.by_pile().iter().all(|&n| game.value(n).is_none()));
        game.go(game.total());
        let pile = |n: usize| match game.run().nodes[n] {
            Node::Pile(p) => p,
            Node::Board(_) => unreachable!(),
        };
        for &n in game.by_pile() {
            let value = game.value(n).unwrap();
            // the lesson's game: whoever takes the last loses; lost exactly at 1 mod 4
            assert_eq!(value.win, pile(n) % 4 != 1, "pile {}", pile(n));
        }
    }

    #[test]
    fn a_refusal_quotes_a_forged_document_s_words_shown_not_obeyed() {
        let doc = String::from_utf8(crate::record::record(&["bachet", "3"]).unwrap()).unwrap();
        let escape = "\\u001b]0;pwned\\u0007\\u009b2J";
        for forged in [
            doc.replace("puzzlelab-trace/1", &format!("x{escape}")),
            doc.replacen(
                "\"event\":\"expand\"",
                &format!("\"event\":\"x{escape}\""),
                1,
            ),
        ] {
            let why = match Recorded::read(forged.as_bytes()).unwrap_err() {
                Invalid::Json(why) | Invalid::Schema(why) => why,
                other => panic!("{other:?}"),
            };
            assert!(why.contains("␛]0;pwned␇\\u{9b}2J"), "{why}");
            assert!(!why.contains(char::is_control), "{why:?}");
        }
    }

    #[test]
    fn a_bad_document_is_refused_with_its_reason() {
        let read = |text: &str| Recorded::read(text.as_bytes()).unwrap_err();
        assert!(matches!(read("[1, 2"), Invalid::Json(_)));
        let doc = String::from_utf8(crate::record::record(&["bachet", "3"]).unwrap()).unwrap();
        let other = doc.replace("puzzlelab-trace/1", "puzzlelab-trace/9");
        assert_eq!(read(&other), Invalid::Schema("puzzlelab-trace/9".into()));
        let far = doc.replacen("\"node\":1", "\"node\":99", 1);
        assert!(matches!(read(&far), Invalid::Event(_)));
        assert_eq!(
            read(&doc.replace("\"every\":1000", "\"every\":0")),
            Invalid::Every
        );
        let board = String::from_utf8(
            crate::record::record(&["fifteen", "1 2 3 4 5 6 0 7 8", "--algo", "bfs"]).unwrap(),
        )
        .unwrap();
        assert_eq!(
            read(&board.replace("\"nodes\":[\"1 2 3 4 5 6 0 7 8\"", "\"nodes\":[\"1 1 3\"")),
            Invalid::Node(0)
        );
        assert_eq!(
            read(&board.replace("\"size\":\"3x3\"", "\"size\":\"2x2\"")),
            Invalid::Node(0)
        );
    }
}
