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


@pytest.mark.parametrize(
    "call,said",
    [
        (lambda: puzzlelab.figure("board", EIGHT, out="x.svg"), "--out"),
        (lambda: puzzlelab.figure("playback", "-"), '"-"'),
        (lambda: puzzlelab.figure("nothing"), "unrecognized subcommand"),
        (lambda: puzzlelab.figure("board", "1 1 2"), "could not"),
        (lambda: puzzlelab.figure("board", EIGHT, format="jpeg"), "svg, png or gif"),
        (lambda: puzzlelab.figure("playback", EIGHT, format="svg"), "use GIF"),
    ],
)
def test_words_the_command_line_refuses_are_refused_with_its_message(call, said):
    with pytest.raises(PuzzlelabError, match=None) as caught:
        call()
    assert said in str(caught.value)
