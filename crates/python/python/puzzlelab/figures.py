"""Figures in a notebook: every picture ``puzzlelab render`` draws, shown inline and savable.

The pictures are drawn by the same library as the command line's, from the same request, so a
search tree, a chart, a strip or a playback in a notebook is the lecture's, byte for byte. A
figure is asked for as on the command line: its name, its arguments, and its flags as keywords
(``lang="ru"`` is ``--lang ru``, ``no_caption=True`` is ``--no-caption``):

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

import json
import os
from typing import Any, Dict, Optional

from ._puzzlelab import PuzzlelabError

from . import _puzzlelab

__all__ = ["Figure", "figure"]


class Figure:
    """A drawn figure: its bytes and their format (``svg``, ``png``, ``gif``, ``mp4`` or
    ``webm``), and the request that drew it (``request``, a dict whose names are the command
    line's flags; None for bytes given otherwise).

    A notebook shows it inline; :meth:`save` writes it to a file.
    """

    def __init__(self, data: bytes, format: str, request: Optional[Dict[str, Any]] = None) -> None:
        self.data = data
        self.format = format
        self.request = request

    def save(self, path: "str | os.PathLike[str]") -> None:
        """Writes the figure to ``path`` in the format its extension names (``.svg``,
        ``.png``, ``.gif``, ``.mp4``, ``.webm``), drawn again from the same request when that is
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
        elif self.request is None:
            raise PuzzlelabError(
                f"this figure holds {self.format.upper()} bytes only: save it as .{self.format}"
            )
        else:
            data = _puzzlelab.figure(json.dumps(self.request), wanted)
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


#: Each figure's arguments, in the order the command line takes them.
_ARGUMENTS = {
    "board": ["board"],
    "strip": ["board"],
    "playback": ["board"],
    "search-tree": ["board"],
    "chart": ["kind", "board"],
    "bachet-graph": ["pile"],
    "bachet-tree": ["pile"],
    "bachet-strategy": ["pile"],
    "bachet-table": [],
    "bachet-playback": ["pile"],
}


def _request(command: str, args: tuple, flags: dict) -> Dict[str, Any]:
    """The request of a figure: its name (``bachet tree`` is ``bachet-tree``), its arguments
    by their names, and its flags (``no_caption`` is ``no-caption``)."""
    name = "-".join(command.split())
    names = _ARGUMENTS.get(name, [])
    if len(args) > len(names):
        raise PuzzlelabError(
            f"{command!r} takes {len(names)} argument(s) ({', '.join(names) or 'none'}), not {len(args)}"
        )
    request: Dict[str, Any] = {"figure": name}
    for key, value in zip(names, args):
        if key == "pile" and isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        elif key == "board" and isinstance(value, (list, tuple)):
            value = " ".join(str(v) for v in value)
        elif key == "board":
            value = str(value)  # a Board, as its numbers
        request[key] = value
    for key, value in flags.items():
        if value is not None:
            request[key.replace("_", "-")] = value
    return request


def figure(command: str, *args: Any, format: Optional[str] = None, **flags: Any) -> Figure:
    """The figure ``puzzlelab render COMMAND ARGS --FLAGS`` draws, as a :class:`Figure`.

    ``format`` is ``svg`` (the default), ``png``, or for an animation ``gif`` (a playback's
    default), ``mp4`` or ``webm``. Raises :class:`~puzzlelab.PuzzlelabError` with the library's
    message for a request it refuses, and :class:`~puzzlelab.LimitReached` when a search the
    figure needs passes its limits.
    """
    playback = command.split()[-1:] == ["playback"]
    format = format or ("gif" if playback else "svg")
    request = _request(command, args, flags)
    data = _puzzlelab.figure(json.dumps(request), format)
    return Figure(data, format, request)
