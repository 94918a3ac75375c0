"""The sliding puzzle as the textbook's search problem, and a textbook search traced unchanged.

Russell and Norvig's code (aima-python; on PyPI for Python 3 as ``aima3``) searches any
object with their ``Problem`` interface: ``initial``, ``goal``, ``actions(state)``,
``result(state, action)``, ``goal_test(state)``, ``path_cost(c, state1, action, state2)`` and,
for A*, ``h(node)``. :class:`SlidingPuzzle` is that problem for an n x n puzzle, its rules
puzzlelab's own; :class:`Watched` is any such problem seen through a :class:`~puzzlelab.Tracer`,
so that the book's searches are recorded, played and graded without a change:

>>> from aima3.search import astar_search                         # doctest: +SKIP
>>> from puzzlelab import Tracer
>>> from puzzlelab.aima import SlidingPuzzle
>>> problem = SlidingPuzzle((4, 1, 3, 7, 2, 6, 0, 5, 8))
>>> tracer = Tracer(problem.initial, goal=problem.goal, algo="astar")
>>> node = astar_search(tracer.watch(problem))                    # doctest: +SKIP
>>> tracer.solution(node.solution())                              # doctest: +SKIP
>>> print(tracer.grade())                                         # doctest: +SKIP

The package does not import aima-python: the problem and the proxy are duck-typed.
"""

from typing import Any, Dict, List, Optional, Tuple

from ._puzzlelab import Board, PuzzlelabError

__all__ = ["SlidingPuzzle", "Watched", "traced"]

Tiles = Tuple[int, ...]
"""A state of :class:`SlidingPuzzle`: the tiles row by row, 0 the blank."""


class SlidingPuzzle:
    """The n x n sliding puzzle as a textbook search problem. A state is a tuple of tiles, row
    by row, 0 the blank; an action is a letter "U", "D", "L" or "R", the way the *tile*
    slides into the blank (``Board.legal_moves``, in that order). ``initial`` is any board
    (a tuple, a Board, text); ``goal`` is a board or a goal's name ("standard", the blank
    last, when None; "blank-first", "spiral"). A board that cannot reach the goal is refused
    with the parity rule's reason (PuzzlelabError)."""

    def __init__(self, initial: Any, goal: Any = None) -> None:
        board = Board(list(initial) if isinstance(initial, (tuple, list)) else initial)
        if isinstance(goal, (tuple, list)):
            goal = Board(list(goal))
        goal_board = Board.goal(board.size, "standard" if goal is None else goal)
        if not board.is_solvable(goal_board):
            raise PuzzlelabError(board.solvability(goal_board)["explanation"])
        self.initial: Tiles = tuple(board.tiles)
        """The start."""
        self.goal: Tiles = tuple(goal_board.tiles)
        """The goal."""
        self.width = board.width
        """The board's side."""
        # each tile's row and column in the goal, for the Manhattan distance
        self._home: Dict[int, Tuple[int, int]] = {
            tile: divmod(i, self.width) for i, tile in enumerate(self.goal) if tile
        }

    def actions(self, state: Tiles) -> List[str]:
        """The legal moves from ``state``, in the order U D L R."""
        return Board(list(state)).legal_moves()

    def result(self, state: Tiles, action: str) -> Tiles:
        """The state after the move ``action``."""
        return tuple(Board(list(state)).apply(action).tiles)

    def goal_test(self, state: Tiles) -> bool:
        """Whether ``state`` is the goal."""
        return tuple(state) == self.goal

    def path_cost(self, c: int, state1: Tiles, action: str, state2: Tiles) -> int:
        """Every move costs 1."""
        return c + 1

    def h(self, node: Any) -> int:
        """The Manhattan distance of a node's state (or of a state) to the goal: how far each
        tile is from its place, in rows plus columns, added up."""
        state = getattr(node, "state", node)
        distance = 0
        for i, tile in enumerate(state):
            if tile:
                row, col = divmod(i, self.width)
                home_row, home_col = self._home[tile]
                distance += abs(row - home_row) + abs(col - home_col)
        return distance

    def __repr__(self) -> str:
        return f"SlidingPuzzle({self.initial}, goal={self.goal})"


class Watched:
    """``problem`` seen through ``tracer``: every ``actions(state)`` is recorded as the
    expansion of ``state`` and every ``result(state, action)`` as the generation of a child;
    everything else is the problem's own. A textbook search asks ``actions``, then for each
    action ``result`` and ``path_cost``: the expansion and the generation are recorded when
    ``path_cost`` tells their costs (``c``, the cost of the path to the node expanded, and the
    child's), and with costs the tracer works out when a search never asks for it."""

    def __init__(self, problem: Any, tracer: Any) -> None:
        self.problem = problem
        """The problem watched."""
        self.tracer = tracer
        """The tracer that records its search."""
        self._expanding: Optional[Any] = None  # the state whose actions were asked, untold
        self._child: Optional[Tuple[Any, Any]] = None  # (state, child) of the last result, untold

    def actions(self, state: Any) -> Any:
        """The problem's actions from ``state``; ``state`` is being expanded."""
        self.tell()
        self._expanding = state
        return self.problem.actions(state)

    def result(self, state: Any, action: Any) -> Any:
        """The problem's result of ``action`` in ``state``: a child generated."""
        if self._child is not None:
            self.tell()
        child = self.problem.result(state, action)
        self._child = (state, child)
        return child

    def path_cost(self, c: Any, state1: Any, action: Any, state2: Any) -> Any:
        """The problem's cost of the path to ``state2``, which tells the costs recorded."""
        cost = self.problem.path_cost(c, state1, action, state2)
        self.tell(parent_g=c if state1 == self._expanding else None, child_g=cost)
        return cost

    def goal_test(self, state: Any) -> bool:
        """The problem's goal test."""
        self.tell()
        return self.problem.goal_test(state)

    def tell(self, parent_g: Optional[int] = None, child_g: Optional[int] = None) -> None:
        """Records the expansion and the generation not recorded yet, with these costs (None:
        the tracer works them out)."""
        if self._expanding is not None:
            self.tracer.expand(self._expanding, parent_g)
            self._expanding = None
        if self._child is not None:
            self.tracer.generate(*self._child, child_g)
            self._child = None

    def __getattr__(self, name: str) -> Any:
        # ``initial``, ``goal``, ``h`` and anything else: the problem's own
        return getattr(self.problem, name)

    def __repr__(self) -> str:
        return f"Watched({self.problem!r})"


def traced(problem: Any, tracer: Any) -> Watched:
    """``problem`` seen through ``tracer`` (the same as ``tracer.watch(problem)``)."""
    return tracer.watch(problem)
