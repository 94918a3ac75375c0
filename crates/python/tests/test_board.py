"""The Board: read from every format, moved, judged by the parity rule, shuffled, drawn."""

import xml.etree.ElementTree as ET

import pytest

import puzzlelab
from puzzlelab import Board, PuzzlelabError

EIGHT_GOAL = "1 2 3 4 5 6 7 8 0"


@pytest.mark.parametrize(
    "text",
    [
        "1 2 3 4 5 6 7 8 0",
        "1 2 3\n4 5 6\n7 8 _",
        "# an 8-puzzle\n3\n1 2 3\n4 5 6\n7 8 0\n",
        "3 3\n1 2 3\n4 5 6\n7 8 0",
        "1 2 3 4 5 6 7 8 x",
        '{"width":3,"height":3,"tiles":[1,2,3,4,5,6,7,8,0]}',
        "[[1,2,3],[4,5,6],[7,8,0]]",
    ],
)
def test_every_format_the_command_line_reads(text):
    assert str(Board(text)) == EIGHT_GOAL


def test_numbers_rows_and_boards():
    assert Board([1, 2, 3, 4, 5, 6, 7, 8, 0]) == Board(EIGHT_GOAL)
    assert Board([[1, 2, 3], [4, 5, 6], [7, 8, 0]]) == Board(EIGHT_GOAL)
    assert Board(Board(EIGHT_GOAL)) == Board(EIGHT_GOAL)
    wide = Board("1 2 3 4 5 0", size="3x2")
    assert wide.size == (3, 2) and (wide.width, wide.height) == (3, 2)
    assert repr(wide) == "Board('1 2 3 4 5 0', size='3x2')"
    assert Board("1 2 3 4 5 0", size=(2, 3)).size == (2, 3)


def test_the_array_model():
    board = Board("1 2 3 4 5 6 0 7 8")
    assert board.tiles == [1, 2, 3, 4, 5, 6, 0, 7, 8]
    assert board.blank == 6
    assert repr(board) == "Board('1 2 3 4 5 6 0 7 8')"
    assert len({board, Board(str(board)), Board(EIGHT_GOAL)}) == 2


def test_a_bad_board_says_where_and_why():
    with pytest.raises(PuzzlelabError) as caught:
        Board("1 2 3\n4 5 5\n7 8 0")
    assert str(caught.value) == (
        "the board could not be read: line 2, column 5: tile 5 appears twice "
        "(first at line 2, column 3)"
    )
    assert isinstance(caught.value, ValueError)
    for bad in ["", "1 2 3", "1 2 3 y", [1, 2, 2, 0], "9 1 2 3"]:
        with pytest.raises(PuzzlelabError, match="the board could not be read"):
            Board(bad)
    with pytest.raises(TypeError):
        Board(3.5)


def test_legal_moves_from_the_centre_an_edge_and_a_corner():
    assert Board("1 2 3 4 0 5 6 7 8").legal_moves() == ["U", "D", "L", "R"]
    assert Board("1 0 2 3 4 5 6 7 8").legal_moves() == ["U", "L", "R"]
    assert Board(EIGHT_GOAL).legal_moves() == ["D", "R"]


def test_moves_are_checked_the_lessons_way():
    board = Board("1 2 3 4 5 6 0 7 8")
    assert board.apply("LL") == Board(EIGHT_GOAL)
    assert board.apply("ll") == Board(EIGHT_GOAL)
    assert board.apply("") == board
    with pytest.raises(PuzzlelabError) as caught:
        board.apply("LLL")
    assert str(caught.value) == (
        "move 3 of 'LLL': no tile can slide left: the empty place is on the right edge"
    )
    with pytest.raises(PuzzlelabError, match="'X' at position 2 is not a move"):
        board.apply("LX")


def test_the_parity_rule_as_fifteen_show_says_it():
    loyd = Board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0")
    assert not loyd.is_solvable()
    verdict = loyd.solvability()
    assert verdict["explanation"] == "1 disorder, odd: unsolvable; swap 14 and 15 to fix"
    assert verdict["fix"] == (14, 15) and verdict["inversions"] == 1
    assert not verdict["solvable"]
    russian = loyd.solvability(lang="ru")["explanation"]
    assert "беспорядок" in russian and "поменяйте местами 14 и 15" in russian
    assert Board(puzzlelab.lessons.KORF_79).is_solvable(goal="blank-first")
    assert Board(EIGHT_GOAL).is_solvable(goal=Board(EIGHT_GOAL))
    with pytest.raises(PuzzlelabError, match="the goal does not fit"):
        loyd.is_solvable(goal="1 2 3 0")
    with pytest.raises(PuzzlelabError, match="unknown language|is not a language"):
        loyd.solvability(lang="fr")


def test_goals():
    assert str(Board.goal("3x3")) == EIGHT_GOAL
    assert str(Board.goal("4x4", "spiral")) == "1 2 3 4 12 13 14 5 11 0 15 6 10 9 8 7"
    assert Board.goal((3, 2)).size == (3, 2)
    with pytest.raises(PuzzlelabError, match="from 2x2 to 8x8"):
        Board.goal("9x9")


def test_shuffles_are_seeded_and_solvable():
    a = Board.shuffle("4x4", 7)
    assert a == Board.shuffle("4x4", 7) and a != Board.shuffle("4x4", 8)
    assert a.is_solvable()
    walk = Board.shuffle("3x3", 1, moves=10)
    assert puzzlelab.solve(walk, algo="bfs")["length"] <= 10
    spiral = Board.shuffle("4x4", 3, goal="spiral")
    assert spiral.is_solvable(goal="spiral")
    with pytest.raises(PuzzlelabError, match="too long a walk"):
        Board.shuffle("3x3", 1, moves=2_000_000)


def test_a_shuffle_is_the_command_lines(cli):
    for size, seed, how, moves in [("4x4", 7, "lesson", None), ("3x3", 42, "walk:25", 25)]:
        code, out = cli("fifteen", "shuffle", "--size", size, "--seed", str(seed), "--shuffle", how)
        assert code == 0
        assert str(Board.shuffle(size, seed, moves=moves)) == out.strip()


def test_pictures_and_formats():
    board = Board("1 2 3 4 5 6 0 7 8")
    assert board.boxed().startswith("╔═══╤═══╤═══╗")
    assert board.boxed(ascii=True).startswith("+")
    assert board.format("uva") == "1 2 3 4 5 6 x 7 8"
    assert board.format("json").startswith("{")
    with pytest.raises(PuzzlelabError, match="unknown format"):
        board.format("yaml")


def texts(svg):
    """The words an SVG document shows."""
    return [t.text.strip() for t in svg.iter() if t.tag.endswith("text") and t.text]


def test_the_notebook_picture_is_svg():
    board = Board("5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12")
    svg = board._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    assert "15" in texts(root)
    captioned = ET.fromstring(board.svg(caption="Рабочий лист"))
    assert "Рабочий лист" in texts(captioned)
    assert board.png().startswith(b"\x89PNG")


def test_the_lessons_numbers():
    from puzzlelab.lessons import BACHET_LOSING_PILE, WORKSHEET, WORKSHEET_MOVES

    assert Board(WORKSHEET).size == (4, 4)
    assert WORKSHEET_MOVES == 15 and BACHET_LOSING_PILE == 13
    assert puzzlelab.lessons.BACHET_WINNING_PILE == 14
    assert puzzlelab.__version__
