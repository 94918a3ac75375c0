"""Figures: the command line's own pictures, inline and saved, in both languages."""

import pytest

import puzzlelab
from puzzlelab import Figure, PuzzlelabError

EIGHT = "4 1 3 7 2 6 0 5 8"


@pytest.mark.parametrize(
    "words,flags,kind",
    [
        (("search-tree", EIGHT), {"algo": "bfs", "depth": 2}, "svg"),
        (("chart", "ida-iterations"), {}, "svg"),
        (("chart", "heuristics"), {"lang": "ru"}, "svg"),
        (("strip", "1 2 3 4 5 6 0 7 8"), {}, "svg"),
        (("board", EIGHT), {"format": "png"}, "png"),
        (("bachet tree", "5"), {}, "svg"),
        (("playback", "1 2 3 4 5 6 0 7 8"), {"no_caption": True}, "gif"),
    ],
)
def test_every_kind_of_figure_is_drawn_in_its_format(words, flags, kind):
    figure = puzzlelab.figure(*words, **flags)
    assert isinstance(figure, Figure) and figure.format == kind
    magic = {"svg": b"<svg", "png": b"\x89PNG", "gif": b"GIF89a"}[kind]
    assert figure.data.startswith(magic)
    shown = {
        "svg": figure._repr_svg_(),
        "png": figure._repr_png_(),
        "gif": figure._repr_html_(),
    }[kind]
    assert shown, "a notebook shows it inline"
    others = [f for f in (figure._repr_svg_, figure._repr_png_, figure._repr_html_)]
    assert sum(1 for f in others if f() is not None) == 1


def test_a_figure_is_the_command_lines_own(cli, tmp_path):
    out = tmp_path / "tree.svg"
    code, _ = cli("render", "search-tree", EIGHT, "--algo", "astar", "--lang", "ru", "--out", str(out))
    assert code == 0
    ours = puzzlelab.figure("search-tree", EIGHT, algo="astar", lang="ru")
    assert ours.data == out.read_bytes()
    assert "раскрыт" in ours.data.decode()  # the Russian legend


def test_a_figure_saved_is_whole_and_nothing_else_is_left(tmp_path):
    figure = puzzlelab.figure("board", EIGHT)
    path = tmp_path / "board.svg"
    figure.save(path)
    assert path.read_bytes() == figure.data
    assert [p.name for p in tmp_path.iterdir()] == ["board.svg"]


MAGIC = {
    "svg": lambda data: data.startswith(b"<svg"),
    "png": lambda data: data.startswith(b"\x89PNG"),
    "gif": lambda data: data.startswith(b"GIF89a"),
    "mp4": lambda data: data[4:8] == b"ftyp",
    "webm": lambda data: data.startswith(b"\x1a\x45\xdf\xa3"),
}


@pytest.mark.parametrize(
    "words,flags,name,kind",
    [
        (("board", EIGHT), {}, "board.png", "png"),
        (("board", EIGHT), {"format": "png"}, "board.svg", "svg"),
        (("search-tree", EIGHT), {"algo": "bfs", "depth": 1}, "tree.PNG", "png"),
        (("chart", "ida-iterations"), {}, "chart.png", "png"),
        (("playback", "1 2 3 4 5 6 0 7 8"), {"frames_per_move": 2}, "moves.mp4", "mp4"),
        (("playback", "1 2 3 4 5 6 0 7 8"), {"frames_per_move": 2}, "moves.webm", "webm"),
        (("bachet playback", "3"), {}, "game.mp4", "mp4"),
    ],
)
def test_a_figure_is_saved_in_the_format_its_extension_names(tmp_path, words, flags, name, kind):
    figure = puzzlelab.figure(*words, **flags)
    assert figure.format != kind
    path = tmp_path / name
    figure.save(path)
    data = path.read_bytes()
    assert MAGIC[kind](data), f"{name} holds {data[:8]!r}"
    assert data == puzzlelab.figure(*words, **{**flags, "format": kind}).data, "drawn from the same request"
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_a_figure_saved_in_its_own_format_is_its_bytes(tmp_path):
    figure = puzzlelab.figure("playback", "1 2 3 4 5 6 0 7 8", frames_per_move=2)
    figure.save(tmp_path / "moves.gif")
    assert (tmp_path / "moves.gif").read_bytes() == figure.data


@pytest.mark.parametrize(
    "words,name,said",
    [
        (("board", EIGHT), "board.gif", "cannot be written as GIF: use PNG or SVG"),
        (("board", EIGHT), "board.mp4", "cannot be written as MP4: use PNG or SVG"),
        (("playback", "1 2 3 4 5 6 0 7 8"), "moves.png", "cannot be written as PNG: use GIF or MP4 or WebM"),
        (("playback", "1 2 3 4 5 6 0 7 8"), "moves.svg", "cannot be written as SVG: use GIF or MP4 or WebM"),
        (("bachet tree", "5"), "tree.webm", "use PNG or SVG"),
        (("board", EIGHT), "board.jpg", "use .png, .svg, .gif, .mp4 or .webm"),
        (("board", EIGHT), "board", "use .png, .svg, .gif, .mp4 or .webm"),
    ],
)
def test_a_format_a_figure_is_not_drawn_in_is_refused_with_the_ones_it_is(
    tmp_path, words, name, said
):
    figure = puzzlelab.figure(*words)
    with pytest.raises(ValueError) as refused:
        figure.save(tmp_path / name)
    assert said in str(refused.value)
    assert list(tmp_path.iterdir()) == [], "nothing is written"


def test_bytes_given_without_a_request_are_saved_only_in_their_format(tmp_path):
    figure = Figure(puzzlelab.figure("board", EIGHT).data, "svg")
    figure.save(tmp_path / "board.svg")
    with pytest.raises(PuzzlelabError, match=r"save it as \.svg"):
        figure.save(tmp_path / "board.png")


@pytest.mark.parametrize(
    "call,said",
    [
        (lambda: puzzlelab.figure("board", EIGHT, out="x.svg"), "unknown field `out`"),
        (lambda: puzzlelab.figure("playback", "-"), "board"),
        (lambda: puzzlelab.figure("nothing"), "unknown variant `nothing`"),
        (lambda: puzzlelab.figure("board", EIGHT, "extra"), "takes 1 argument"),
        (lambda: puzzlelab.figure("board", "1 1 2"), "could not"),
        (lambda: puzzlelab.figure("board", EIGHT, format="jpeg"), "svg, png, gif, mp4, webm"),
        (lambda: puzzlelab.figure("playback", EIGHT, format="svg"), "use GIF"),
    ],
)
def test_a_request_the_library_refuses_is_refused_with_its_message(call, said):
    with pytest.raises(PuzzlelabError, match=None) as caught:
        call()
    assert said in str(caught.value)
