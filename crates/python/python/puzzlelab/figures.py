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

A figure is saved in the format its file's extension names, as ``render --out`` writes it:
``tree.save("tree.png")`` draws the tree again as PNG, ``playback.save("moves.mp4")`` as
MP4, and a format the figure is not drawn in is refused with the ones it is.
"""

from __future__ import annotations

import os
from typing import Any, Optional

from ._puzzlelab import PuzzlelabError

from . import _puzzlelab

__all__ = ["Figure", "figure"]


class Figure:
    """A drawn figure: its bytes and their format (``svg``, ``png``, ``gif``, ``mp4`` or
    ``webm``), and the command line's words that drew it (``words``, None for bytes given
    otherwise).

    A notebook shows it inline; :meth:`save` writes it to a file.
    """

    def __init__(self, data: bytes, format: str, words: Optional[list] = None) -> None:
        self.data = data
        self.format = format
        self.words = words

    def save(self, path: "str | os.PathLike[str]") -> None:
        """Writes the figure to ``path`` in the format its extension names (``.svg``,
        ``.png``, ``.gif``, ``.mp4``, ``.webm``), drawn again by the same words when that is
        not the format it holds, as ``puzzlelab render ... --out PATH`` would draw it. The
        file is written whole or not at all, as the command line writes it.

        Raises :class:`~puzzlelab.PuzzlelabError` (a ``ValueError``) for an extension that
        names no format or a format this figure is not drawn in (the message names the ones it
        is), and :class:`~puzzlelab.WriteRefused` (an ``OSError``) for a target that is not a
        regular file (a device, a named pipe, a folder), which is left as it was.
        """
        wanted = _puzzlelab.format_of(path)
        if wanted == self.format:
            data = self.data
        elif self.words is None:
            raise PuzzlelabError(
                f"this figure holds {self.format.upper()} bytes only: save it as .{self.format}"
            )
        else:
            data = _puzzlelab.figure(self.words, wanted)
        _puzzlelab.write_file(path, data)

    def _repr_svg_(self) -> Optional[str]:
        return self.data.decode() if self.format == "svg" else None

    def _repr_png_(self) -> Optional[bytes]:
        return self.data if self.format == "png" else None

    def _repr_html_(self) -> Optional[str]:
        # a notebook has no GIF or video of its own to show: an element with it inside
        if self.format not in ("gif", "mp4", "webm"):
            return None
        import base64  # only an animation needs it

        encoded = base64.b64encode(self.data).decode()
        if self.format == "gif":
            return f'<img src="data:image/gif;base64,{encoded}" alt="puzzlelab playback">'
        source = f'<source src="data:video/{self.format};base64,{encoded}" type="video/{self.format}">'
        return f"<video controls loop>{source}</video>"

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

    ``format`` is ``svg`` (the default), ``png``, or for an animation ``gif`` (a playback's
    default), ``mp4`` or ``webm``. Raises :class:`~puzzlelab.PuzzlelabError` with the command line's message
    for words it refuses, and :class:`~puzzlelab.LimitReached` when a search the figure needs
    passes its limits.
    """
    playback = command.split()[-1] == "playback"
    format = format or ("gif" if playback else "svg")
    words = _words(command, args, flags)
    data = _puzzlelab.figure(words, format)
    return Figure(data, format, words)
