"""Figures in a notebook: every picture ``puzzlelab render`` draws, shown inline and savable.

The pictures are drawn by the command line's own code, so a search tree, a chart, a strip or a
playback in a notebook is the lecture's, number for number. A figure is asked for with the
command's words: its name, its arguments, and its flags as keywords (``lang="ru"`` is
``--lang ru``, ``no_caption=True`` is ``--no-caption``):

>>> import puzzlelab
>>> tree = puzzlelab.figure("search-tree", "4 1 3 7 2 6 0 5 8", algo="bfs", depth=2)
>>> tree.format
'svg'
>>> puzzlelab.figure("chart", "ida-iterations", lang="ru").data[:4]
b'<svg'

The figures there are (``puzzlelab render --help`` tells each one's flags): ``board``,
``strip``, ``search-tree``, ``chart`` (``ida-iterations``, ``heuristics``, ``bfs-layers``),
``playback`` (a GIF), and Bachet's ``bachet graph|tree|strategy|table|playback``.
"""

from __future__ import annotations

import os
from typing import Any, Optional

from . import _puzzlelab
from ._files import write_atomic

__all__ = ["Figure", "figure"]


class Figure:
    """A drawn figure: its bytes and their format (``svg``, ``png`` or ``gif``).

    A notebook shows it inline; :meth:`save` writes it to a file.
    """

    def __init__(self, data: bytes, format: str) -> None:
        self.data = data
        self.format = format

    def save(self, path: "str | os.PathLike[str]") -> None:
        """Writes the figure to ``path`` (whole or not at all: through a temporary file)."""
        write_atomic(path, self.data)

    def _repr_svg_(self) -> Optional[str]:
        return self.data.decode() if self.format == "svg" else None

    def _repr_png_(self) -> Optional[bytes]:
        return self.data if self.format == "png" else None

    def _repr_html_(self) -> Optional[str]:
        # a notebook has no GIF of its own to show: an image with the GIF inside
        if self.format != "gif":
            return None
        import base64  # only a playback needs it

        encoded = base64.b64encode(self.data).decode()
        return f'<img src="data:image/gif;base64,{encoded}" alt="puzzlelab playback">'

    def __repr__(self) -> str:
        return f"<puzzlelab.Figure {self.format}, {len(self.data)} bytes>"


def _words(command: str, args: tuple, flags: dict) -> list:
    """The command line's words for a figure: the command, its arguments, its flags."""
    words = command.split() + [str(a) for a in args]
    for name, value in flags.items():
        flag = "--" + name.replace("_", "-")
        if value is True:
            words.append(flag)
        elif value is not None and value is not False:
            words += [flag, str(value)]
    return words


def figure(command: str, *args: Any, format: Optional[str] = None, **flags: Any) -> Figure:
    """The figure ``puzzlelab render COMMAND ARGS --FLAGS`` draws, as a :class:`Figure`.

    ``format`` is ``svg`` (the default), ``png``, or ``gif`` (a playback's only format and
    its default). Raises :class:`~puzzlelab.PuzzlelabError` with the command line's message
    for words it refuses, and :class:`~puzzlelab.LimitReached` when a search the figure needs
    passes its limits.
    """
    playback = command.split()[-1] == "playback"
    format = format or ("gif" if playback else "svg")
    data = _puzzlelab.figure(_words(command, args, flags), format)
    return Figure(data, format)
