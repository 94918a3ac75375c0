"""Every file the package writes, written one way: whole or not at all."""

from __future__ import annotations

import os


def write_atomic(path: "str | os.PathLike[str]", data: "str | bytes") -> None:
    """Writes ``data`` (text as UTF-8) to ``path`` whole or not at all: into a temporary file
    beside it, then moved over it in one step."""
    temporary = f"{os.fspath(path)}.{os.getpid()}.tmp"
    raw = data.encode("utf-8") if isinstance(data, str) else data
    try:
        with open(temporary, "wb") as file:
            file.write(raw)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
