"""Arguments: one of the wrong type is a TypeError that names the argument, what it takes and
what it was given; a number out of its range is a PuzzlelabError (a ValueError) with the
command line's bounds."""

import pytest

import puzzlelab
from puzzlelab import Board, PuzzlelabError, Tracer

EIGHT = "4 1 3 7 2 6 0 5 8"
BOARD = "board: expected a Board, a string like '1 2 3 4 5 6 7 8 0', or a list of ints"


@pytest.mark.parametrize(
    "call,said",
    [
        (lambda: Board(1.5), BOARD + " (the tiles, or the rows); got float"),
        (lambda: Board({"tiles": 1}), "; got dict"),
        (lambda: Board([1.5, 2, 3, 0]), "; got a list holding float"),
        (lambda: Board(["1 2", "3 0"]), "; got a list holding str"),
        (lambda: puzzlelab.solve(1.5), BOARD),
        (lambda: puzzlelab.solve(None), "; got NoneType"),
        (lambda: puzzlelab.trace(3), BOARD),
        (lambda: puzzlelab.certify(2.0, "x"), BOARD),
        (lambda: puzzlelab._puzzlelab.record_search(1.5, []), BOARD),
        (lambda: puzzlelab._puzzlelab.grade_search(1.5, []), BOARD),
        (lambda: Tracer(1.5), BOARD),
        (lambda: puzzlelab.solve(EIGHT, algo=3), "algo: expected an algorithm's name as a string: 'bfs', 'iddfs', 'astar', 'ida', 'ida-generic' or 'sat'; got int"),
        (lambda: puzzlelab.trace(EIGHT, algo=None), "algo: expected"),
        (lambda: puzzlelab._puzzlelab.grade_search(EIGHT, [], algo=b"bfs"), "algo: expected"),
        (lambda: puzzlelab.solve(EIGHT, heuristic=1), "heuristic: expected"),
        (lambda: puzzlelab.solve(EIGHT, goal=1), "goal: expected a goal's name as a string"),
        (lambda: puzzlelab.solve(EIGHT, max_nodes=1.5), "max_nodes: expected a whole number (an int); got float"),
        (lambda: puzzlelab.solve(EIGHT, max_nodes=True), "max_nodes: expected a whole number (an int); got bool"),
        (lambda: puzzlelab.solve(EIGHT, timeout=[1]), "timeout: expected seconds as a number"),
        (lambda: puzzlelab.solve(EIGHT, max_memory={}), "max_memory: expected bytes as a whole number"),
        (lambda: puzzlelab.solve(EIGHT, threads="2"), "threads: expected a whole number"),
        (lambda: puzzlelab.solve(EIGHT, algo="sat", encoding=1), "encoding: expected"),
        (lambda: puzzlelab.solve(EIGHT, algo="sat", backend=1), "backend: expected"),
        (lambda: puzzlelab.trace(EIGHT, lang=1), "lang: expected a language as a string: 'en' or 'ru'; got int"),
        (lambda: puzzlelab.trace(EIGHT, max_events="10"), "max_events: expected a whole number"),
        (lambda: puzzlelab.trace(EIGHT, snapshot_every=2.0), "snapshot_every: expected a whole number"),
        (lambda: puzzlelab.bachet(1.5), "pile: expected a whole number (an int); got float"),
        (lambda: puzzlelab.bachet("13"), "pile: expected a whole number (an int); got str"),
        (lambda: puzzlelab.bachet(13, max_take=3.0), "max_take: expected a whole number"),
        (lambda: puzzlelab.bachet(13, solver=1), "solver: expected a game solver's name"),
        (lambda: puzzlelab.trace_bachet(None), "pile: expected a whole number (an int); got NoneType"),
        (lambda: puzzlelab.trace_bachet(13, lang=None), "lang: expected"),
        (lambda: puzzlelab._puzzlelab.record_search(EIGHT, "events"), "events: expected a list of event tuples"),
        (lambda: puzzlelab._puzzlelab.record_search(EIGHT, [], lang=1), "lang: expected"),
        (lambda: Board.goal(size=4.0), "size: expected a size as a string such as '4x4' or '3'"),
        (lambda: Board.goal(goal=1), "goal: expected"),
        (lambda: Board.shuffle("3x3", seed=1.5), "seed: expected a whole number"),
        (lambda: Board.shuffle("3x3", 1, moves="3"), "moves: expected a whole number"),
        (lambda: Board(EIGHT).apply(5), "moves: expected moves as a string"),
        (lambda: Board(EIGHT).solvability(lang=1), "lang: expected"),
        (lambda: Board(EIGHT).format(1), "name: expected a format's name"),
        (lambda: Board(EIGHT).svg(cell=1.5), "cell: expected a whole number"),
        (lambda: puzzlelab.figure("board", EIGHT, format=1), "format: expected a format as a string"),
        (lambda: puzzlelab._puzzlelab.figure(["board"], "svg"), "request: expected the figure's request as JSON text"),
    ],
)
def test_an_argument_of_the_wrong_type_is_a_type_error_naming_it(call, said):
    with pytest.raises(TypeError) as wrong:
        call()
    message = str(wrong.value)
    assert said in message
    assert "extract" not in message and "variant" not in message


@pytest.mark.parametrize(
    "call,said",
    [
        (lambda: puzzlelab.bachet(-1), "pile: -1 is not a whole number from 0 to 1000000"),
        (lambda: puzzlelab.bachet(10**30), "pile: "),
        (lambda: puzzlelab.bachet(1_000_001), "pile: 1000001 is not a whole number from 0 to 1000000"),
        (lambda: puzzlelab.trace_bachet(-5), "pile: -5 is not a whole number from 0 to 1000000"),
        (lambda: puzzlelab.bachet(13, max_take=0), "max_take: 0 is not a whole number from 1 to 1000000"),
        (lambda: puzzlelab.bachet(13, max_take=-2), "max_take: -2 is not a whole number from 1 to 1000000"),
        (lambda: puzzlelab.solve(EIGHT, max_nodes=-1), "max_nodes: -1 is not a whole number from 1 to"),
        (lambda: puzzlelab.solve(EIGHT, threads=0), "threads: 0 is not a whole number from 1 to 256"),
        (lambda: puzzlelab.solve(EIGHT, timeout=-1), "timeout"),
        (lambda: puzzlelab.trace(EIGHT, max_events=-3), "max_events: -3 is not a whole number from 1 to 10000000"),
        (lambda: Board.shuffle("3x3", seed=-1), "seed: -1 is not a whole number from 0 to"),
        (lambda: Board.goal(size=(-3, 3)), "-3x3"),
        (lambda: Board([1, 2, 3, -1]), "could not be read"),
    ],
)
def test_a_number_out_of_its_range_is_refused_with_the_bounds(call, said):
    with pytest.raises(PuzzlelabError) as refused:
        call()
    assert isinstance(refused.value, ValueError)
    assert said in str(refused.value)


def test_the_pile_bounds_are_the_command_lines(cli):
    # `bachet trace` and `bachet solve` take an empty pile: the game is over, won for the
    # player to move in the lesson's game
    code, out = cli("bachet", "trace", "0")
    assert code == 0 and '"win":true' in out
    assert puzzlelab.bachet(0)["win"] is True
    assert puzzlelab.trace_bachet(0)["win"] is True
    code, _ = cli("bachet", "trace", "1000001")
    assert code == 2
    code, _ = cli("bachet", "solve", "13", "--max-take", "0")
    assert code == 2


def test_a_board_is_read_from_a_tuple_of_tiles_or_of_rows():
    assert Board((1, 2, 3, 0)) == Board([[1, 2], [3, 0]]) == Board(((1, 2), (3, 0)))
