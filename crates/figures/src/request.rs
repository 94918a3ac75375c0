//! A figure asked for as one value: which figure with its own settings ([`Figure`]), how it
//! looks ([`Look`]) and the limits of the searches it needs (the solvers' [`Ask`]). Every
//! default is written here once, as data the command line's flags, the JSON a front end sends
//! and Python's keywords all read: a request's names are the command line's flags.

use puzzlelab_rules::bachet::BachetRules;
use puzzlelab_rules::lessons::{BACHET_LOSING_PILE, WORKSHEET};
use puzzlelab_rules::{Board, Lang, MoveSeq, Size};
use puzzlelab_solvers::solve::{Algorithm, Ask, AskWords, SETTINGS};
use serde::{Deserialize, Deserializer};

use crate::FigureError;

/// An 8-puzzle ten moves from the goal: deep enough for A* and BFS to differ on a slide.
pub const EIGHT: &str = "4 1 3 7 2 6 0 5 8";

/// One of the two hardest 8-puzzles (31 moves): IDA* needs several iterations, every
/// heuristic is put to work, and the searches still take well under a second.
pub const HARDEST_EIGHT: &str = "8 6 7 2 5 4 3 0 1";

/// A figure, how it looks, and the limits of the searches it needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The figure and its own settings.
    pub figure: Figure,
    /// How it looks: language, size, theme, seed.
    pub look: Look,
    /// The limits of the searches behind it.
    pub ask: Ask,
}

/// The figures there are, each with its own settings.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "figure", rename_all = "kebab-case")]
pub enum Figure {
    /// A board in the worksheet's style (PNG, SVG).
    Board(BoardRequest),
    /// A solution strip: the board every few moves in a row (PNG, SVG).
    Strip(StripRequest),
    /// A solution played back (GIF, MP4, WebM).
    Playback(PlaybackRequest),
    /// The first levels of A* or BFS, nodes marked by what the search did (a picture, or an
    /// animation of its expansions).
    SearchTree(TreeRequest),
    /// A chart of search statistics (PNG, SVG).
    Chart(ChartRequest),
    /// The folded game graph of Bachet's game.
    BachetGraph(BachetRequest),
    /// The full game tree of a small pile.
    BachetTree(BachetRequest),
    /// The strategy tree.
    BachetStrategy(BachetRequest),
    /// The lesson's class-transition table.
    BachetTable(BachetRequest),
    /// A game played on the strategy tree (GIF, MP4, WebM).
    BachetPlayback(BachetRequest),
}

/// A board (`render board`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct BoardRequest {
    /// The board; a random one of `size`, drawn with the seed, when `None`.
    #[serde(default, deserialize_with = "some_board")]
    pub board: Option<Board>,
    /// The size of the random board (`"3x3"`, as the command line writes it).
    #[serde(default = "fifteen", deserialize_with = "size")]
    pub size: Size,
    /// A line of text under the board.
    #[serde(default)]
    pub caption: Option<String>,
}

/// A solution strip (`render strip`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct StripRequest {
    /// The start position.
    #[serde(default = "worksheet", deserialize_with = "board")]
    pub board: Board,
    /// The moves; solved optimally when `None`.
    #[serde(default, deserialize_with = "some_moves")]
    pub moves: Option<MoveSeq>,
    /// The board every this many moves.
    #[serde(default = "StripRequest::default_every")]
    pub every: usize,
    /// Boards in one row.
    #[serde(default = "StripRequest::default_per_row")]
    pub per_row: usize,
}

impl StripRequest {
    /// The board every 5 moves.
    pub const EVERY: usize = 5;
    /// Three boards a row.
    pub const PER_ROW: usize = 3;
    fn default_every() -> usize {
        Self::EVERY
    }
    fn default_per_row() -> usize {
        Self::PER_ROW
    }
}

/// A solution played back (`render playback`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PlaybackRequest {
    /// The start position.
    #[serde(default = "worksheet", deserialize_with = "board")]
    pub board: Board,
    /// The moves; solved optimally when `None`.
    #[serde(default, deserialize_with = "some_moves")]
    pub moves: Option<MoveSeq>,
    /// Frames drawn for each move (the worksheet's `res`).
    #[serde(default = "PlaybackRequest::default_frames_per_move")]
    pub frames_per_move: u32,
    /// Hundredths of a second each frame shows.
    #[serde(default = "PlaybackRequest::default_delay")]
    pub delay: u16,
    /// Hundredths of a second the board rests after each move.
    #[serde(default)]
    pub pause: u16,
    /// No "move k of n" caption under the board.
    #[serde(default)]
    pub no_caption: bool,
}

impl PlaybackRequest {
    /// Ten frames a move.
    pub const FRAMES_PER_MOVE: u32 = 10;
    /// 4 hundredths of a second a frame: 25 frames a second.
    pub const DELAY: u16 = 4;
    fn default_frames_per_move() -> u32 {
        Self::FRAMES_PER_MOVE
    }
    fn default_delay() -> u16 {
        Self::DELAY
    }
}

/// The search a search tree shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TreeAlgo {
    /// Breadth-first search.
    Bfs,
    /// A* with Manhattan distance.
    Astar,
}

impl TreeAlgo {
    /// The search tree of a solver's algorithm: BFS and A* keep one; the IDA*s keep no tree
    /// to draw and SAT searches none, which is refused with the name.
    pub fn of(algorithm: Algorithm) -> Result<TreeAlgo, FigureError> {
        match algorithm {
            Algorithm::Bfs => Ok(TreeAlgo::Bfs),
            Algorithm::Astar => Ok(TreeAlgo::Astar),
            other => Err(crate::messages::not_a_tree_search(other.name())),
        }
    }

    /// The name the command line's `--algo` gives it.
    pub fn name(self) -> &'static str {
        match self {
            TreeAlgo::Bfs => "bfs",
            TreeAlgo::Astar => "astar",
        }
    }
}

/// A search tree (`render search-tree`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct TreeRequest {
    /// The start position (an 8-puzzle keeps the picture readable).
    #[serde(default = "eight", deserialize_with = "board")]
    pub board: Board,
    /// The search drawn.
    #[serde(default = "TreeRequest::default_algo")]
    pub algo: TreeAlgo,
    /// Levels drawn below the start, at most [`TreeRequest::MAX_DEPTH`].
    #[serde(default = "TreeRequest::default_depth")]
    pub depth: usize,
    /// Expansions the picture is taken after (an animation's last frame).
    #[serde(default = "TreeRequest::default_expansions")]
    pub expansions: usize,
    /// In an animation, hundredths of a second each expansion shows.
    #[serde(default = "TreeRequest::default_delay")]
    pub delay: u16,
}

impl TreeRequest {
    /// A* unless asked.
    pub const ALGO: TreeAlgo = TreeAlgo::Astar;
    /// Three levels below the start.
    pub const DEPTH: usize = 3;
    /// The deepest tree that fits a slide.
    pub const MAX_DEPTH: usize = 5;
    /// Six expansions.
    pub const EXPANSIONS: usize = 6;
    /// A second an expansion.
    pub const DELAY: u16 = 100;
    fn default_algo() -> TreeAlgo {
        Self::ALGO
    }
    fn default_depth() -> usize {
        Self::DEPTH
    }
    fn default_expansions() -> usize {
        Self::EXPANSIONS
    }
    fn default_delay() -> u16 {
        Self::DELAY
    }
}

/// The statistics charts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum ChartKind {
    /// IDA*'s iterations: nodes expanded under each threshold.
    IdaIterations,
    /// Nodes A* expands with each heuristic.
    Heuristics,
    /// The number of 8-puzzle positions at each distance from the goal (BFS layers).
    BfsLayers,
}

impl ChartKind {
    /// The name the command line gives it.
    pub fn name(self) -> &'static str {
        match self {
            ChartKind::IdaIterations => "ida-iterations",
            ChartKind::Heuristics => "heuristics",
            ChartKind::BfsLayers => "bfs-layers",
        }
    }
}

/// A chart (`render chart`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ChartRequest {
    /// Which chart.
    pub kind: ChartKind,
    /// The position searched (IDA*'s iterations, the heuristics).
    #[serde(default = "hardest_eight", deserialize_with = "board")]
    pub board: Board,
}

/// One of Bachet's pictures (`render bachet ...`): a pile and the rules.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct BachetRequest {
    /// Objects in the pile: the lesson's 13 when `None` (7 for the full tree).
    #[serde(default)]
    pub pile: Option<u64>,
    /// The most objects one move may take.
    #[serde(default = "BachetRequest::default_max_take")]
    pub max_take: u64,
    /// Whoever takes the last object wins (the lesson's game, misère, when false).
    #[serde(default)]
    pub normal: bool,
    /// Whoever takes the last object loses: the default, said outright.
    #[serde(default)]
    pub misere: bool,
}

impl BachetRequest {
    /// The lesson's largest take.
    pub const MAX_TAKE: u64 = 3;
    /// The largest take a picture's rules may allow.
    pub const MOST_TAKE: u64 = 1_000_000;
    /// The lesson's pile.
    pub const PILE: u64 = BACHET_LOSING_PILE;
    fn default_max_take() -> u64 {
        Self::MAX_TAKE
    }

    /// The rules asked for.
    pub fn rules(&self) -> BachetRules {
        BachetRules {
            max_take: self.max_take,
            misere: !self.normal,
        }
    }
}

/// The colours of a figure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark ink on white.
    #[default]
    Light,
    /// Light ink on near-black.
    Dark,
}

impl From<Theme> for puzzlelab_render::Theme {
    fn from(theme: Theme) -> Self {
        match theme {
            Theme::Light => puzzlelab_render::Theme::Light,
            Theme::Dark => puzzlelab_render::Theme::Dark,
        }
    }
}

/// How a figure looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Look {
    /// The language of captions and labels.
    #[serde(default)]
    pub lang: Lang,
    /// The seed of every random choice.
    #[serde(default = "Look::default_seed")]
    pub seed: u64,
    /// The picture's width in pixels, exactly; its own when `None`.
    #[serde(default)]
    pub width: Option<u32>,
    /// Drawn for a 16:9 slide.
    #[serde(default)]
    pub slides: bool,
    /// The colours.
    #[serde(default)]
    pub theme: Theme,
}

impl Look {
    /// The seed unless one is given.
    pub const SEED: u64 = 1;
    /// The names a look's settings go by.
    pub const NAMES: [&'static str; 5] = ["lang", "seed", "width", "slides", "theme"];
    fn default_seed() -> u64 {
        Self::SEED
    }

    /// The renderer's look: width (or slide) and colours.
    pub fn drawn(&self) -> puzzlelab_render::Look {
        puzzlelab_render::Look {
            width: self.width,
            slide: self.slides,
            theme: self.theme.into(),
        }
    }
}

impl Default for Look {
    fn default() -> Look {
        Look {
            lang: Lang::default(),
            seed: Look::SEED,
            width: None,
            slides: false,
            theme: Theme::default(),
        }
    }
}

impl Figure {
    /// Whether drawing the figure may run a search, under the request's limits: a strip's or a
    /// playback's moves solved, a chart's searches. A board, a search tree (its own small
    /// search, bounded by the picture) and Bachet's pictures (bounded by their piles) take no
    /// limits.
    pub fn searches(&self) -> bool {
        matches!(
            self,
            Figure::Strip(_) | Figure::Playback(_) | Figure::Chart(_)
        )
    }
}

impl Request {
    /// `figure` with the default look and limits.
    pub fn new(figure: Figure) -> Request {
        Request {
            figure,
            look: Look::default(),
            ask: Ask::default(),
        }
    }

    /// A request read from one JSON object whose names are the command line's flags
    /// (`{"figure": "search-tree", "board": "4 1 3 7 2 6 0 5 8", "algo": "bfs", "lang": "ru",
    /// "timeout": "30s"}`); `figure` names the figure as the command does (`bachet-tree` for
    /// `bachet tree`). A name no figure takes, and a value that does not read, are refused
    /// with the name.
    pub fn from_json(text: &str) -> Result<Request, FigureError> {
        let object: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(text).map_err(refused)?;
        let (mut figure, mut look, mut ask) = (object.clone(), object.clone(), AskWords::default());
        figure.retain(|name, _| !is_look(name) && !is_limit(name));
        look.retain(|name, _| is_look(name));
        for (name, value) in object.iter().filter(|(name, _)| is_limit(name)) {
            let words = match value {
                serde_json::Value::String(text) => text.clone(),
                serde_json::Value::Null => continue,
                other => other.to_string(),
            };
            let slot = match name.as_str() {
                "max-nodes" => &mut ask.max_nodes,
                "timeout" => &mut ask.timeout,
                _ => &mut ask.max_memory,
            };
            *slot = Some(words);
        }
        let figure: Figure = serde_json::from_value(figure.into()).map_err(refused)?;
        if let Some(name) = object.keys().find(|name| is_limit(name)) {
            if !figure.searches() {
                return Err(crate::messages::takes_no_limits(name));
            }
        }
        let look: Look = serde_json::from_value(look.into()).map_err(refused)?;
        let ask =
            Ask::read(&ask).map_err(|e| FigureError::refused(e.to_string(), e.to_string()))?;
        Ok(Request { figure, look, ask })
    }
}

/// A name of the look's.
fn is_look(name: &str) -> bool {
    Look::NAMES.contains(&name)
}

/// A name of a limit's: the solvers' settings a figure's search takes (not a trace's).
fn is_limit(name: &str) -> bool {
    SETTINGS[..3].iter().any(|s| s.name == name)
}

/// A JSON request that does not read, refused with serde's words.
fn refused(e: serde_json::Error) -> FigureError {
    let en = format!("the figure's request does not read: {e}");
    let ru = format!("запрос рисунка не читается: {e}");
    FigureError::refused(en, ru)
}

fn fifteen() -> Size {
    Size::FIFTEEN
}

fn worksheet() -> Board {
    WORKSHEET.parse().expect("the worksheet's board reads")
}

fn eight() -> Board {
    EIGHT.parse().expect("the 8-puzzle reads")
}

fn hardest_eight() -> Board {
    HARDEST_EIGHT.parse().expect("the hardest 8-puzzle reads")
}

/// A board as a front end writes it: text in any of the rules' formats (one line, rows,
/// JSON), a list of numbers, or the rules' own `{"width", "height", "tiles"}`.
fn board<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    let text = match &value {
        serde_json::Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    Board::parse_any(&text, None).map_err(serde::de::Error::custom)
}

/// A size as the command line writes it: columns x rows (`4x4`, `3x2`).
fn size<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Size, D::Error> {
    let text = String::deserialize(deserializer)?;
    text.parse().map_err(serde::de::Error::custom)
}

fn some_board<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Board>, D::Error> {
    board(deserializer).map(Some)
}

/// Moves as letters of the way each tile slides (`LLURD`).
fn some_moves<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<MoveSeq>, D::Error> {
    let text = String::deserialize(deserializer)?;
    text.parse()
        .map(Some)
        .map_err(|e| serde::de::Error::custom(format!("the moves {text:?} could not be read: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_s_defaults_are_its_constants() {
        let asked = Request::from_json(r#"{"figure": "search-tree"}"#).unwrap();
        let Figure::SearchTree(tree) = &asked.figure else {
            panic!("a search tree")
        };
        assert_eq!(tree.board, eight());
        assert_eq!(
            (tree.algo, tree.depth, tree.expansions, tree.delay),
            (
                TreeRequest::ALGO,
                TreeRequest::DEPTH,
                TreeRequest::EXPANSIONS,
                TreeRequest::DELAY
            )
        );
        assert_eq!(asked.look, Look::default());
        assert_eq!(asked.ask, Ask::default());
    }

    #[test]
    fn a_name_no_figure_takes_is_refused_by_name() {
        for (json, named) in [
            (r#"{"figure": "board", "out": "x.svg"}"#, "out"),
            (r#"{"figure": "board", "max-events": 5}"#, "max-events"),
            (r#"{"figure": "nothing"}"#, "nothing"),
            (r#"{"figure": "chart", "kind": "pie"}"#, "pie"),
            (r#"{"figure": "strip", "timeout": "forever"}"#, "timeout"),
            (r#"{"figure": "board", "timeout": "30s"}"#, "timeout"),
        ] {
            let said = Request::from_json(json).unwrap_err().to_string();
            assert!(said.contains(named), "{json}: {said}");
        }
    }

    #[test]
    fn a_board_reads_as_text_numbers_or_rows() {
        for board in [
            r#""1 2 3 4 5 6 7 0 8""#,
            "[1,2,3,4,5,6,7,0,8]",
            r#""1 2 3\n4 5 6\n7 0 8""#,
        ] {
            let json = format!(r#"{{"figure": "strip", "board": {board}, "timeout": 30}}"#);
            let asked = Request::from_json(&json).unwrap();
            let Figure::Strip(strip) = asked.figure else {
                panic!("a strip")
            };
            assert_eq!(strip.board.to_string(), "1 2 3 4 5 6 7 0 8");
            assert_eq!(asked.ask.timeout, std::time::Duration::from_secs(30));
        }
    }
}
