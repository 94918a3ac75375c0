"""Type stubs of puzzlelab's compiled module (the Rust crates, built with PyO3)."""

from os import PathLike
from pathlib import Path
from types import ModuleType
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

__version__: str

BoardLike = Union["Board", str, Sequence[int], Sequence[Sequence[int]]]
"""A board: a Board, text in any format the command line reads, the tiles, or the rows."""

GoalLike = Union["Board", str]
"""A goal: "standard", "blank-first", "spiral", a board's numbers, or a Board."""

SizeLike = Union[str, Tuple[int, int]]
"""A size: "4x4", "3" (a square's side), or (width, height)."""

Seconds = Union[float, int, str]
"""A time limit: seconds, or the command line's "500ms", "30s", "2m"."""

Bytes = Union[int, str]
"""A memory limit: bytes, or the command line's "200MB", "2GB"."""

class PuzzlelabError(ValueError):
    """Bad input: a board, a goal, a move, a name or a limit that cannot be read, or a board
    the parity rule says cannot reach its goal. The message is the command line's."""

class LimitReached(Exception):
    """A node, time or memory limit stopped the run before it was done."""

    result: Optional[Dict[str, Any]]
    """What the run produced up to there: the solve's dict, the trace, or the game's counts."""
    limit: Optional[Dict[str, Any]]
    """The limit that stopped a solve: {"kind": "nodes" | "time" | "memory", "value": ...}."""
    lower_bound: Optional[int]
    """No solution is shorter than this (a sliding-puzzle search); None for a game."""

class WriteRefused(OSError):
    """A file that is not written: its target is not a regular file (a device, a named pipe,
    a socket, a folder, or a link to one), which a write would destroy. The message is the
    command line's."""

class Board:
    """A position of the sliding puzzle (2x2 to 8x8, rectangular too): the tiles in the
    lesson's one-dimensional array, 0 the blank. Immutable and hashable."""

    def __init__(self, board: BoardLike, size: Optional[SizeLike] = None) -> None:
        """Reads a board from text in any format the command line reads (one line, rows,
        ``N`` then rows, ``R C`` then rows, UVa's ``x``, JSON), from a list of numbers (the
        array) or of rows, or copies a Board. ``size`` is the size of a one-line board that is
        not square. Raises PuzzlelabError with the line and column of a mistake."""
    @staticmethod
    def goal(size: SizeLike = "4x4", goal: GoalLike = "standard") -> Board:
        """The goal board of ``size``: "standard" (the blank last), "blank-first" or "spiral"."""
    @staticmethod
    def shuffle(
        size: SizeLike, seed: int, moves: Optional[int] = None, goal: GoalLike = "standard"
    ) -> Board:
        """A shuffled start position made from ``seed`` as ``puzzlelab fifteen shuffle --size
        SIZE --seed SEED`` makes it: the lesson's shuffle, or with ``moves=K`` a random walk of
        K moves from the goal (``--shuffle walk:K``). It can always reach ``goal``."""
    @property
    def size(self) -> Tuple[int, int]:
        """(width, height)."""
    @property
    def width(self) -> int:
        """Columns."""
    @property
    def height(self) -> int:
        """Rows."""
    @property
    def tiles(self) -> List[int]:
        """The tiles in array order (row = index // width, col = index % width), 0 the blank."""
    @property
    def blank(self) -> int:
        """The array index of the blank."""
    def legal_moves(self) -> List[str]:
        """The legal moves in the order U D L R; a letter names the way the *tile* slides."""
    def apply(self, moves: str) -> Board:
        """The board after ``moves`` ("LLURD"); the first illegal move is refused with its
        place and the reason (PuzzlelabError)."""
    def is_solvable(self, goal: GoalLike = "standard") -> bool:
        """Whether the parity rule lets this board reach ``goal``."""
    def solvability(self, goal: GoalLike = "standard", lang: str = "en") -> Dict[str, Any]:
        """The parity rule's verdict: ``solvable``, ``inversions``, ``even_width``,
        ``blank_row_distance``, ``parity_count``, ``fix`` (two tiles to swap, or None) and
        ``explanation``, the sentence of ``puzzlelab fifteen show`` in ``lang`` ("en", "ru")."""
    def boxed(self, ascii: bool = False) -> str:
        """The lesson's box-drawn picture, as ``puzzlelab fifteen show`` draws it."""
    def format(self, name: str = "line") -> str:
        """The board in a format: "line", "rows", "side", "dims", "uva" or "json"."""
    def svg(self, caption: Optional[str] = None, cell: int = 80) -> str:
        """The board in the worksheet's style as an SVG document, ``caption`` under it."""
    def png(self, caption: Optional[str] = None, cell: int = 80) -> bytes:
        """The board as a PNG image, drawn as ``svg`` draws it."""
    def _repr_svg_(self) -> str:
        """The picture a notebook shows."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

#: The heuristic a student's own search is graded against unless another is named.
STUDENT_HEURISTIC: str

def uses_heuristic(algo: str) -> bool:
    """Whether the search ``algo`` ("bfs", "astar", ...) uses a heuristic: astar, ida and
    ida-generic do. Raises PuzzlelabError for a name of no search."""

def solve(
    board: BoardLike,
    algo: str = "ida",
    heuristic: Optional[str] = None,
    goal: GoalLike = "standard",
    max_nodes: Optional[int] = None,
    timeout: Optional[Seconds] = None,
    max_memory: Optional[Bytes] = None,
    *,
    encoding: Optional[str] = None,
    backend: Optional[str] = None,
    threads: int = 1,
    pdb_dir: Optional[Union[str, "PathLike[str]"]] = None,
) -> Dict[str, Any]:
    """Solves ``board`` and returns the object ``puzzlelab fifteen solve --json`` prints for
    the same words (schema ``puzzlelab-solve/1``): ``moves``, ``length``, ``expanded``,
    ``generated``, ``max_frontier``, ``max_stored``, ``iterations``, ``horizons``,
    ``effective_branching_factor``, ``seconds``, ...

    ``algo`` ("ida" unless given): "bfs", "iddfs", "astar", "ida", "ida-generic" or "sat".
    ``heuristic`` (for astar, ida and ida-generic; linear conflicts unless given): "misplaced", "manhattan",
    "linear-conflict", "pdb:555", "pdb:663", "pdb:78", "pdb:6666", "pdb:full", "pdb:44",
    "best-built". Pattern databases are built in memory once per process, or read from and
    built into ``pdb_dir`` when it is given. ``timeout`` defaults to 5 minutes and
    ``max_memory`` to 2 GB, as on the command line. With SAT: ``encoding`` ("compact",
    "worksheet") and ``backend`` ("varisat", "cadical" in a build with it).

    Raises PuzzlelabError for bad input or a board that cannot reach the goal, LimitReached
    when a limit stops the search. The search runs without the interpreter's lock; Ctrl-C is
    seen when it ends (at the latest when its time limit stops it)."""

def trace(
    board: BoardLike,
    algo: str = "astar",
    heuristic: Optional[str] = None,
    goal: GoalLike = "standard",
    max_nodes: Optional[int] = None,
    timeout: Optional[Seconds] = None,
    max_memory: Optional[Bytes] = None,
    *,
    lang: str = "en",
    max_events: Optional[int] = None,
    snapshot_every: Optional[int] = None,
    pdb_dir: Optional[Union[str, "PathLike[str]"]] = None,
) -> Dict[str, Any]:
    """Records the search for the lab's player and returns the document ``puzzlelab fifteen
    trace`` writes for the same words (schema ``puzzlelab-trace/1``): the events with their
    pseudo-code lines (in ``lang``), the positions, the frontier every ``snapshot_every``
    events (1,000), at most ``max_events`` events (1,000,000). SAT is refused.

    Raises PuzzlelabError for bad input, LimitReached (carrying the document) when a limit
    stops the search or the recording fills its half of the memory."""

def bachet(
    pile: int,
    max_take: int = 3,
    misere: bool = True,
    solver: str = "retrograde",
    max_nodes: Optional[int] = None,
    timeout: Optional[Seconds] = None,
    max_memory: Optional[Bytes] = None,
) -> Dict[str, Any]:
    """Solves Bachet's game from ``pile`` (take 1 to ``max_take``; with ``misere`` whoever
    takes the last object loses) by "retrograde" or "minimax": ``value`` ("win" or "loss" for
    the player to move), ``win``, ``distance``, ``winning_takes``, ``closed_form_take`` (the
    lesson's rule), ``expanded``, ``generated``, ``seconds``, and the rules asked for."""

def trace_bachet(
    pile: int,
    max_take: int = 3,
    misere: bool = True,
    solver: str = "retrograde",
    max_nodes: Optional[int] = None,
    timeout: Optional[Seconds] = None,
    max_memory: Optional[Bytes] = None,
    *,
    lang: str = "en",
    max_events: Optional[int] = None,
    snapshot_every: Optional[int] = None,
) -> Dict[str, Any]:
    """Records a game solver for the lab's player: the document ``puzzlelab bachet trace``
    writes for the same words (schema ``puzzlelab-trace/1``)."""

Event = Tuple[Any, ...]

def record_search(
    board: BoardLike,
    events: Sequence[Event],
    *,
    algo: str = "astar",
    heuristic: Optional[str] = None,
    goal: Union[str, Board] = "standard",
    lang: str = "en",
) -> Dict[str, Any]:
    """A search written in Python, from its events (``("push", state, g)``, ``("pop", state,
    g)``, ``("expand", state, g)``, ``("generate", parent, child, g)``, ``("threshold",
    bound)``, ``("solution", moves)``), as the document ``puzzlelab fifteen trace`` writes:
    the lab's player plays it. Its status is "solved" only when its moves reach the goal.

    Raises PuzzlelabError for a malformed event or board."""

def grade_search(
    board: BoardLike,
    events: Sequence[Event],
    *,
    algo: str = "astar",
    heuristic: Optional[str] = None,
    goal: Union[str, Board] = "standard",
    lang: str = "en",
) -> Dict[str, Any]:
    """Grades a search written in Python against puzzlelab's own run of ``algo``: legal moves
    to the goal (3 points), the shortest (2), as many expansions (2), the same order (3).
    Returns ``score``, ``max_score``, ``report``, ``gradescope``, ``junit``, ``tests``,
    ``divergence``, ``expanded`` and ``tie_rule``."""

def figure(request: str, format: str) -> bytes:
    """The figure ``request`` asks for (JSON whose names are the command line's flags), as the
    bytes of a "svg", "png", "gif", "mp4" or "webm" file, drawn by the same library as
    ``puzzlelab render``. Raises PuzzlelabError with the library's message for a request it
    refuses, and LimitReached when a search the figure needs passes its limits."""

def format_of(path: Union[str, "PathLike[str]"]) -> str:
    """The format ``path``'s extension names, as ``render --out`` reads it: "svg", "png",
    "gif", "mp4" or "webm". Raises PuzzlelabError for any other extension."""

def write_file(path: Union[str, "PathLike[str]"], data: bytes) -> None:
    """Writes ``data`` to ``path`` whole or not at all, as the command line writes every
    file (``-`` is standard output). Raises WriteRefused for a target that is not a regular
    file, and the system's OSError otherwise."""

class _Budget:
    """What a student's search may spend while a Tracer records it: the command line's
    limits and the trace's capacity."""

    def __init__(
        self,
        board: BoardLike,
        max_nodes: Optional[int] = None,
        timeout: Optional[Seconds] = None,
        max_memory: Optional[Bytes] = None,
        max_events: Optional[int] = None,
    ) -> None: ...
    def spend(self, event: Tuple[Any, ...]) -> Optional[Tuple[str, Optional[Dict[str, Any]]]]:
        """None while the search is within its budget, else ``(message, limit)``."""

def cache_dir() -> "Path":
    """The folder the command line keeps its pattern databases in: give it as ``pdb_dir`` to
    load the tables ``puzzlelab pdb build`` built. Nothing reads it unless a call names it."""

def certify(
    board: BoardLike,
    dir: Union[str, "PathLike[str]"],
    goal: Union[str, Board] = "standard",
    backend: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[Seconds] = None,
    max_memory: Optional[Bytes] = None,
) -> Dict[str, Any]:
    """Solves ``board`` optimally by SAT and writes the certificate of its optimality into
    ``dir``, as ``fifteen solve --algo sat --certify DIR``: ``moves``, ``length``,
    ``refuted``, ``files``, ``bytes``."""

def verify_certificate(
    dir: Union[str, "PathLike[str]"],
    max_nodes: Optional[int] = None,
    timeout: Optional[Seconds] = None,
    max_memory: Optional[Bytes] = None,
) -> Dict[str, Any]:
    """Checks the certificate in ``dir`` as ``sat verify DIR``: ``claim``, ``optimum``,
    ``lemmas``, ``refuted``. Raises PuzzlelabError for one that does not hold."""

PLAYER_JS: str
"""The lab's player, docs/theme/player.js, as the site ships it."""
PLAYER_CSS: str
"""The lab's style sheet, docs/theme/puzzlelab.css."""

class _Lessons(ModuleType):
    WORKSHEET: str
    """The SAT worksheet's board (15 moves from the standard goal)."""
    WORKSHEET_MOVES: int
    """The length of the worksheet board's shortest solution."""
    KORF_79: str
    """Korf's instance 79, the easiest of his 100 with the blank-first goal."""
    BACHET_LOSING_PILE: int
    """The lesson's 13 pencils: lost for the player to move."""
    BACHET_WINNING_PILE: int
    """A pile of 14: won by taking 1."""

lessons: _Lessons
"""The lessons' own positions and numbers."""
