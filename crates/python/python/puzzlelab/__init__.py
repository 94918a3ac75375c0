"""puzzlelab: the 15-puzzle and Bachet's game for teaching search, from Python.

The package is the puzzlelab workspace's own Rust crates, compiled: the same rules, the same
solvers (BFS, iterative deepening, A*, IDA*, pattern databases, SAT) and the same figures as
the ``puzzlelab`` command line, so a board solved here gives the object
``puzzlelab fifteen solve --json`` prints, and a trace the document ``puzzlelab fifteen trace``
writes.

>>> import puzzlelab
>>> board = puzzlelab.Board("1 2 3 4 5 6 0 7 8")
>>> board.legal_moves()
['U', 'D', 'L']
>>> puzzlelab.solve(board, algo="bfs")["moves"]
'LL'
>>> puzzlelab.bachet(13)["value"]
'loss'

Bad input raises :class:`PuzzlelabError` (a ``ValueError``) with the command line's message;
a search stopped by one of its limits raises :class:`LimitReached`, which carries what the
run learned (``result``, ``limit``, ``lower_bound``); a file the package will not write (a
device, a named pipe, a folder in its place) raises :class:`WriteRefused` (an ``OSError``).
"""

import sys as _sys

from ._puzzlelab import (
    Board,
    LimitReached,
    PuzzlelabError,
    WriteRefused,
    __version__,
    bachet,
    cache_dir,
    certify,
    lessons,
    solve,
    trace,
    trace_bachet,
    verify_certificate,
)
from .figures import Figure, figure
from .tracer import Frontier, Grade, Tracer



def __getattr__(name):
    """The notebook's player, imported when first asked for (it needs anywidget)."""
    if name in ("Player", "play"):
        from . import widget

        return getattr(widget, name)
    raise AttributeError(f"module 'puzzlelab' has no attribute {name!r}")


# ``from puzzlelab.lessons import KORF_79`` as well as ``puzzlelab.lessons.KORF_79``
_sys.modules[__name__ + ".lessons"] = lessons

__all__ = [
    "Board",
    "Figure",
    "Frontier",
    "Grade",
    "LimitReached",
    "Player",
    "PuzzlelabError",
    "bachet",
    "cache_dir",
    "certify",
    "figure",
    "lessons",
    "play",
    "solve",
    "trace",
    "trace_bachet",
    "Tracer",
    "verify_certificate",
    "WriteRefused",
    "__version__",
]
