"""Tracing a search written in Python: a student's own BFS, A* or IDA* on the 8- or 15-puzzle,
recorded event by event, played in the lab's player beside puzzlelab's own run of the same
algorithm, and graded against it.

A search tells its :class:`Tracer` what it does, in the words of the lab's trace documents:

>>> tracer = Tracer("1 2 3 4 5 6 0 7 8", algo="bfs")
>>> tracer.push("1 2 3 4 5 6 0 7 8", 0)                  # the start goes into the frontier
>>> tracer.pop("1 2 3 4 5 6 0 7 8", 0)                   # ... and comes out
>>> tracer.expand("1 2 3 4 5 6 0 7 8", 0)                # its moves are tried
>>> tracer.generate("1 2 3 4 5 6 0 7 8", "1 2 3 0 5 6 4 7 8", 1)
>>> tracer.solution("LL")
>>> tracer.grade().score                                  # doctest: +SKIP

A state is a :class:`~puzzlelab.Board`, a board's text, or its tiles row by row with 0 for the
blank (``(1, 2, 3, 4, 5, 6, 0, 7, 8)``, the textbook's style). ``g``, the cost of the path to
a state, may be left out; it is then worked out as the search would have it: a generated
child is one move deeper than the node being expanded, a pushed state has the g it was last
generated with (the start 0), a popped state the cheapest g among its copies in the frontier,
an expanded state the g it was just popped with (or else the g it was last generated with).

A frontier can record itself: ``frontier = tracer.frontier([])`` wraps a list (used as a stack
with ``append``/``pop()``, as a queue with ``pop(0)``, or as a heap with ``frontier.heappush``
and ``frontier.heappop``) or a ``collections.deque`` (``append``/``popleft``), and tells the
tracer every item that goes in or comes out. A textbook ``Problem`` (aima-python) is traced
with :meth:`Tracer.watch`, see :mod:`puzzlelab.aima`.

How the reference searches, so that a correct search can match it event for event (every
search generates a node's children in the order of ``Board.legal_moves()``, U D L R, the
letter naming the way the *tile* slides, never generates the move straight back to the node's
own parent, and does not expand the goal; the grader compares the positions expanded):

- **bfs**: push the start; then pop the oldest node; if it is the goal, stop; expand it;
  generate each child; push each child not seen before (seen: ever pushed). The goal is
  tested when a node is popped, not when it is generated.
- **astar** (puzzlelab's A*, in the A* assignment's words): Push the start, with g = 0.
  Then, until the open list is empty: pop an entry of least f = g + h; among those, one of
  largest g (the deepest); among those, the one pushed last. If its node was expanded before
  with a g no greater, skip it: a pop with no expansion. If it is a goal, stop: the goal test
  is made when a node leaves the open list, and the goal is not expanded. Else expand it: push
  each of its successors but its parent (the node it was reached from), in the order they are
  listed, whether expanded before or not (a duplicate is dropped when it leaves the open
  list). A heap keyed by ``(f, -g, -order)``, ``order`` counting the pushes, takes entries out
  in this order.
- **ida-generic** (the textbook IDA*): for each threshold, starting at h(start): record
  ``threshold(bound)``, push the start; a depth-first search from a node tests it for the
  goal, expands it, generates each child, and cuts a child off when its f passes the bound
  (generated, never pushed); else pushes it, searches below it and pops it on the way back.
  The next threshold is the least f that was cut off. ``ida`` is the fast IDA*, which also
  skips move strings that have a shorter twin: grade a textbook IDA* as ``ida-generic``.
"""

import heapq
import html
import json
import os
from typing import Any, Callable, Dict, List, Optional, Sequence, Union

from . import _puzzlelab
from ._puzzlelab import Board, LimitReached

__all__ = ["Frontier", "Grade", "Tracer"]

State = Union[Board, str, Sequence[int], Sequence[Sequence[int]]]
"""A position: a Board, a board's text, its tiles row by row (0 the blank), or its rows."""

Moves = Union[str, Sequence[str]]
"""A solution: its moves as one string ("LLU") or one letter an item (["L", "L", "U"])."""

GOAL_NAMES = ("standard", "blank-first", "spiral")
"""The goals known by name; any other goal is a board."""

# the titles over the two players of Tracer.play, in the player's languages
_TITLES = {"en": ("Your search", "Reference"), "ru": ("Ваш поиск", "Эталон")}


def one_line(state: State) -> str:
    """``state`` as the one-line text of a board ("1 2 3 4 5 6 0 7 8"), the way trace
    documents write positions. Raises PuzzlelabError for something that is not a board."""
    if not isinstance(state, (Board, str, list)):
        try:
            state = list(state)  # a tuple, a row of a numpy array, any iterable of tiles
        except TypeError:
            pass  # Board says what a state may be
    return str(Board(state))


class Tracer:
    """Records a search on ``board`` as it runs, to play it (:meth:`play`), write its trace
    document (:meth:`trace`) or grade it (:meth:`grade`) against puzzlelab's run of ``algo``
    ("bfs", "astar", "ida-generic", "ida", "iddfs") with ``heuristic`` (the Manhattan
    distance a student's search is written with, unless given) towards ``goal`` ("standard", "blank-first", "spiral" or a board). ``lang`` ("en",
    "ru") is the language of the pseudo-code, the player and the grader's report.

    The search is bounded as ``puzzlelab.trace`` bounds its own: ``max_nodes`` expansions (no
    limit unless given), ``timeout`` (5 minutes unless given, from the tracer's making),
    ``max_memory`` (2 GB unless given, half of it the trace's) and ``max_events`` (1,000,000
    unless given), in the same words ("30s", "200MB"). The event that would pass one raises
    :class:`~puzzlelab.LimitReached`, whose ``result`` is the trace document of the search up
    to there, and so does every event after it."""

    def __init__(
        self,
        board: State,
        goal: Union[State, str] = "standard",
        algo: str = "astar",
        heuristic: Optional[str] = None,
        lang: str = "en",
        *,
        max_nodes: Optional[int] = None,
        timeout: Union[None, float, str] = None,
        max_memory: Union[None, int, str] = None,
        max_events: Optional[int] = None,
    ) -> None:
        self.board = one_line(board)
        """The start, one line."""
        self.goal = goal if goal in GOAL_NAMES else one_line(goal)
        """The goal: a name or a board's line."""
        self.algo = algo
        """The algorithm graded against, whose pseudo-code the player shows."""
        self.heuristic = heuristic
        """The heuristic of the reference run (None: Manhattan's)."""
        self.lang = lang
        """The language of the documents and the report."""
        self.expanded = 0
        """Nodes expanded so far."""
        self._events: List[tuple] = []
        self._lines: Dict[Any, str] = {}  # each state met, as one line
        self._generated: Dict[str, int] = {}  # each position's g when it was last generated
        self._waiting: Dict[str, List[int]] = {}  # the g of each copy in the frontier
        self._popped: Optional[tuple] = None  # (position, g) of the last node popped
        self._expanding: Optional[tuple] = None  # (position, g) of the node being expanded
        self._watched: List[Any] = []  # problems being watched (aima.Watched)
        self._budget = _puzzlelab._Budget(
            self.board, max_nodes, timeout, max_memory, max_events
        )  # what the search may spend

    # ---- what a search tells ----

    def push(self, state: State, g: Optional[int] = None) -> None:
        """``state`` goes into the frontier, ``g`` moves from the start."""
        line = self._line(state)
        if g is None:
            g = self._generated.get(line, 0)
        self._waiting.setdefault(line, []).append(g)
        self._record(("push", line, g))

    def pop(self, state: State, g: Optional[int] = None) -> None:
        """``state`` comes out of the frontier (the copy of cost ``g``)."""
        line = self._line(state)
        copies = self._waiting.get(line, [])
        if g is None:
            g = min(copies) if copies else self._generated.get(line, 0)
        if g in copies:
            copies.remove(g)
        self._popped = (line, g)
        self._record(("pop", line, g))

    def expand(self, state: State, g: Optional[int] = None) -> None:
        """``state`` is expanded: its moves are about to be tried."""
        line = self._line(state)
        if g is None:
            just_popped = self._popped is not None and self._popped[0] == line
            g = self._popped[1] if just_popped else self._generated.get(line, 0)
        self._record(("expand", line, g))
        self._expanding = (line, g)
        self.expanded += 1

    def generate(self, parent: State, child: State, g: Optional[int] = None) -> None:
        """A move from ``parent`` gives ``child``, ``g`` moves from the start."""
        parent_line, child_line = self._line(parent), self._line(child)
        if g is None:
            expanding = self._expanding is not None and self._expanding[0] == parent_line
            parent_g = self._expanding[1] if expanding else self._generated.get(parent_line, 0)
            g = parent_g + 1
        self._generated[child_line] = g
        self._record(("generate", parent_line, child_line, g))

    def threshold(self, bound: int) -> None:
        """A new iteration starts with this bound on f (IDA*) or on the depth (IDDFS)."""
        self._record(("threshold", int(bound)))

    def solution(self, moves: Moves) -> None:
        """The search found the goal by ``moves`` ("LLU", or a list of letters)."""
        self._record(("solution", "".join(moves)))

    def frontier(
        self,
        container: Any = None,
        state: Optional[Callable[[Any], State]] = None,
        g: Optional[Callable[[Any], Optional[int]]] = None,
    ) -> "Frontier":
        """``container`` (a list, a ``collections.deque``; a new list when None) as a frontier
        that records what goes in and comes out. ``state`` and ``g`` read an item's position
        and cost when the defaults do not (see :class:`Frontier`)."""
        return Frontier(self, container, state=state, g=g)

    def watch(self, problem: Any) -> Any:
        """``problem``, a textbook ``Problem`` (aima-python's interface), seen through this
        tracer: each ``actions(state)`` is recorded as an expansion and each ``result`` as a
        generation; the search runs on it unchanged (see :mod:`puzzlelab.aima`)."""
        from .aima import Watched

        watched = Watched(problem, self)
        self._watched.append(watched)
        return watched

    # ---- what comes of it ----

    @property
    def events(self) -> List[tuple]:
        """The events recorded so far, as ``record_search`` takes them."""
        for watched in self._watched:
            watched.tell()
        return list(self._events)

    def trace(self) -> Dict[str, Any]:
        """The search as a trace document (schema ``puzzlelab-trace/1``), the one the lab's
        player plays. Each event was checked when it was told: one the rules do not allow
        raised PuzzlelabError there and was not recorded."""
        return _puzzlelab.record_search(self.board, self.events, **self._words())

    def reference(self) -> Dict[str, Any]:
        """puzzlelab's own run of the same search, as its trace document."""
        heuristic = self.heuristic
        if heuristic is None and _puzzlelab.uses_heuristic(self.algo):
            heuristic = _puzzlelab.STUDENT_HEURISTIC
        return _puzzlelab.trace(self.board, self.algo, heuristic, self.goal, lang=self.lang)

    def grade(self) -> "Grade":
        """The search graded against the reference run: the points, the report, the first
        place where the two part."""
        return Grade(_puzzlelab.grade_search(self.board, self.events, **self._words()))

    def play(self, at: int = 0) -> Any:
        """The lab's player showing this search beside the reference, the two stepping
        together, opened at event ``at``."""
        from .widget import Player

        titles = _TITLES.get(self.lang, _TITLES["en"])
        return Player(self.trace(), beside=self.reference(), titles=titles, lang=self.lang, at=at)

    def __repr__(self) -> str:
        counts = f"{len(self._events)} events, {self.expanded} expanded"
        return f"<Tracer {self.algo} from {self.board!r}: {counts}>"

    def _record(self, event: tuple) -> None:
        """Records ``event``, or raises LimitReached when it would pass the search's budget."""
        stop = self._budget.spend(event)
        if stop is None:
            self._events.append(event)
            return
        message, limit = stop
        error = LimitReached(message)
        error.result = _puzzlelab.record_search(self.board, list(self._events), **self._words())
        error.limit = limit
        error.lower_bound = None
        raise error

    def _words(self) -> Dict[str, Any]:
        """The words of the search, as the compiled functions take them."""
        return dict(algo=self.algo, heuristic=self.heuristic, goal=self.goal, lang=self.lang)

    def _line(self, state: State) -> str:
        """``state`` as one line; states repeat, so each hashable one is read once."""
        try:
            return self._lines[state]
        except KeyError:
            line = self._lines[state] = one_line(state)
            return line
        except TypeError:  # a list
            return one_line(state)


def _state_of(item: Any) -> Any:
    """The position in a frontier's item: the item's ``state`` (a textbook Node), the last
    element of a tuple that is not itself a state (a heap entry such as ``(f, -g, -n, state)``),
    or the item itself."""
    if hasattr(item, "state"):
        return item.state
    if isinstance(item, tuple) and not all(isinstance(x, int) for x in item):
        return item[-1]
    return item


def _g_of(item: Any) -> Optional[int]:
    """The cost in a frontier's item: a textbook Node's ``path_cost``, else unknown (None)."""
    return getattr(item, "path_cost", None)


class Frontier:
    """A search's frontier that tells its tracer each item going in (a push) and coming out (a
    pop), whatever it is used as: a stack (``append``, ``pop()``), a queue (``append``,
    ``pop(0)`` or a deque's ``popleft``) or a priority queue (``heappush``, ``heappop``, the
    ``heapq`` functions on the list it wraps).

    An item's position is read by ``state`` (by default: the item's ``.state``, the last element
    of a tuple, or the item itself) and its cost by ``g`` (by default a Node's ``path_cost``,
    or else the tracer works it out)."""

    def __init__(
        self,
        tracer: Tracer,
        container: Any = None,
        state: Optional[Callable[[Any], State]] = None,
        g: Optional[Callable[[Any], Optional[int]]] = None,
    ) -> None:
        self.items = [] if container is None else container
        """The container wrapped: the student's list or deque."""
        self._tracer = tracer
        self._state = state or _state_of
        self._g = g or _g_of

    def append(self, item: Any) -> None:
        """Adds ``item`` at the end."""
        self.items.append(item)
        self._pushed(item)

    def appendleft(self, item: Any) -> None:
        """Adds ``item`` at the front (a deque)."""
        self.items.appendleft(item)
        self._pushed(item)

    def extend(self, items: Any) -> None:
        """Adds each of ``items`` at the end."""
        for item in items:
            self.append(item)

    def pop(self, *index: int) -> Any:
        """Takes the last item out, or the one at ``index`` (``pop(0)``: the first)."""
        item = self.items.pop(*index)
        self._popped(item)
        return item

    def popleft(self) -> Any:
        """Takes the first item out (a deque)."""
        item = self.items.popleft()
        self._popped(item)
        return item

    def heappush(self, item: Any) -> None:
        """Adds ``item`` to the heap (``heapq.heappush`` on the list)."""
        heapq.heappush(self.items, item)
        self._pushed(item)

    def heappop(self) -> Any:
        """Takes the least item out of the heap (``heapq.heappop`` on the list)."""
        item = heapq.heappop(self.items)
        self._popped(item)
        return item

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return len(self.items) > 0

    def __iter__(self) -> Any:
        return iter(self.items)

    def __contains__(self, item: Any) -> bool:
        return item in self.items

    def __repr__(self) -> str:
        return f"Frontier({self.items!r})"

    def _pushed(self, item: Any) -> None:
        self._tracer.push(self._state(item), self._g(item))

    def _popped(self, item: Any) -> None:
        self._tracer.pop(self._state(item), self._g(item))


class Grade:
    """A search graded against puzzlelab's reference run: ``score`` out of ``max_score``,
    the ``report`` (the points test by test, hints, and the first place the two runs part,
    drawn as boards), and the same as Gradescope's ``results.json`` and as JUnit XML."""

    def __init__(self, result: Dict[str, Any]) -> None:
        self.result = result
        """What ``grade_search`` returned, whole."""

    @property
    def score(self) -> int:
        """The points earned."""
        return self.result["score"]

    @property
    def max_score(self) -> int:
        """The points there were."""
        return self.result["max_score"]

    @property
    def report(self) -> str:
        """The report in words."""
        return self.result["report"]

    @property
    def tests(self) -> List[Dict[str, Any]]:
        """Each test: ``id``, ``title``, ``score``, ``max_score``, ``status``, ``message``."""
        return self.result["tests"]

    @property
    def divergence(self) -> Optional[Dict[str, Any]]:
        """Where the search first parts from the reference: ``index`` (of the expansion),
        ``yours`` and ``reference`` (the positions there); None if it never does."""
        return self.result["divergence"]

    @property
    def passed(self) -> bool:
        """Whether every point was earned."""
        return self.score == self.max_score

    def gradescope(self, path: Optional[Union[str, "os.PathLike[str]"]] = None) -> Dict[str, Any]:
        """Gradescope's ``results.json`` as a dict; written to ``path`` when it is given (a
        file, or a folder to hold ``results.json``), whole or not at all, as the command line
        writes a file. Raises :class:`~puzzlelab.WriteRefused` (an ``OSError``) for a target
        that is not a regular file (a device, a named pipe), which is left as it was."""
        results = self.result["gradescope"]
        if path is not None:
            if os.path.isdir(path):
                path = os.path.join(path, "results.json")
            text = json.dumps(results, indent=2, ensure_ascii=False) + "\n"
            _puzzlelab.write_file(path, text.encode("utf-8"))
        return results

    def junit(self, path: Optional[Union[str, "os.PathLike[str]"]] = None) -> str:
        """The grade as JUnit XML, which CI services show as test results; written to ``path``
        when it is given, as :meth:`gradescope` writes it."""
        xml = self.result["junit"]
        if path is not None:
            _puzzlelab.write_file(path, xml.encode("utf-8"))
        return xml

    def __str__(self) -> str:
        return self.report

    def __repr__(self) -> str:
        return f"<Grade {self.score}/{self.max_score}>"

    def _repr_markdown_(self) -> str:
        return f"**{self.score} / {self.max_score}**\n\n```\n{self.report}\n```\n"

    def _repr_html_(self) -> str:
        parts = [f"<pre>{html.escape(self.report)}</pre>"]
        if self.divergence:
            # the two positions where the runs part; a run that had stopped has none
            figures = [
                Board(self.divergence[side]).svg(caption=side)
                if self.divergence[side]
                else f"<p>({side}: stopped)</p>"
                for side in ("yours", "reference")
            ]
            parts.append('<div style="display:flex;gap:1em">' + "".join(figures) + "</div>")
        return "\n".join(parts)
