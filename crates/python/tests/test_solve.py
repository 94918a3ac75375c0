"""Searches: the solvers' answers, the command line's JSON, the errors and the limits."""

import gc
import tracemalloc

import pytest
from conftest import without

import puzzlelab
from puzzlelab import Board, LimitReached, PuzzlelabError

EIGHT = "8 6 7 2 5 4 3 0 1"  # one of the two hardest 8-puzzles: 31 moves
EASY_FIFTEEN = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"


def test_a_solve_is_the_schemas_object():
    result = puzzlelab.solve("1 2 3 4 5 6 0 7 8", algo="bfs")
    assert result["schema"] == "puzzlelab-solve/1"
    assert (result["status"], result["moves"], result["length"]) == ("solved", "LL", 2)
    assert result["heuristic"] is None and result["goal"] == "standard"
    for key in ["expanded", "generated", "max_frontier", "max_stored", "iterations", "seconds"]:
        assert key in result


@pytest.mark.parametrize(
    "algo,heuristic",
    [
        ("bfs", None),
        ("astar", None),
        ("astar", "misplaced"),
        ("astar", "linear-conflict"),
        ("ida", "manhattan"),
        ("ida", "pdb:44"),
        ("ida-generic", "linear-conflict"),
    ],
)
def test_every_optimal_search_finds_the_same_length_and_its_moves_are_legal(algo, heuristic):
    result = puzzlelab.solve(EIGHT, algo=algo, heuristic=heuristic)
    assert result["length"] == 31
    assert Board(EIGHT).apply(result["moves"]) == Board.goal("3x3")
    named = heuristic or "linear-conflict"  # a solve's default, the command line's
    assert result["heuristic"] == (None if algo == "bfs" else named)


def test_sat_proves_the_optimum():
    result = puzzlelab.solve("1 2 3 4 5 6 0 7 8", algo="sat")
    assert result["length"] == 2 and result["encoding"] == "compact"
    assert result["backend"] == "varisat" and result["horizons"]


def test_other_goals():
    korf = puzzlelab.lessons.KORF_79
    result = puzzlelab.solve(korf, algo="ida", heuristic="linear-conflict", goal="blank-first")
    assert result["length"] == 42 and result["goal"] == "blank-first"
    spiral = Board.goal("3x3", "spiral")
    start = spiral.apply("DR")
    assert puzzlelab.solve(start, goal=spiral)["moves"] == "LU"


@pytest.mark.parametrize(
    "algo,heuristic",
    [("astar", "manhattan"), ("ida", "linear-conflict"), ("bfs", None), ("ida-generic", "misplaced")],
)
def test_a_solve_equals_the_command_lines_json(cli_json, algo, heuristic):
    board = "4 1 3 0 2 6 7 5 8"
    args = ["fifteen", "solve", board, "--algo", algo, "--json"]
    if heuristic:
        args += ["--heuristic", heuristic]
    code, expected = cli_json(*args)
    assert code == 0
    ours = puzzlelab.solve(board, algo=algo, heuristic=heuristic)
    assert without(ours) == without(expected)


def test_an_unsolvable_board_is_refused_with_the_parity_rule():
    with pytest.raises(PuzzlelabError) as caught:
        puzzlelab.solve("2 1 3 4 5 6 7 8 0")
    assert str(caught.value) == (
        "the board cannot reach the goal: 1 disorder, odd: unsolvable; swap 1 and 2 to fix"
    )


@pytest.mark.parametrize(
    "kwargs,message",
    [
        ({"algo": "dfs"}, "'dfs' is not a search algorithm"),
        ({"algo": "bfs", "heuristic": "manhattan"}, "uses no heuristic"),
        ({"heuristic": "euclid"}, "'euclid' is not a heuristic"),
        ({"heuristic": "pdb:999"}, "is not a heuristic"),
        ({"heuristic": "pdb:663"}, "no partition '663' for a 3x3 board"),
        ({"timeout": "soon"}, "'soon' is not a duration"),
        ({"timeout": -1}, "not a positive duration"),
        ({"max_memory": "lots"}, "'lots' is not a size"),
        ({"max_nodes": 0}, "max_nodes: 0 is not a whole number"),
        ({"goal": "sideways"}, "the goal does not fit"),
        ({"encoding": "compact"}, "go with algo 'sat'"),
        ({"algo": "sat", "backend": "minisat"}, "'minisat' is not a SAT backend"),
    ],
)
def test_bad_words_are_refused_with_the_command_lines_reasons(kwargs, message):
    with pytest.raises(PuzzlelabError, match=message):
        puzzlelab.solve("1 2 3 4 5 6 0 7 8", **kwargs)


def test_a_big_partition_is_not_built_in_memory():
    with pytest.raises(PuzzlelabError, match="puzzlelab pdb build 78 --pdb-dir DIR"):
        puzzlelab.solve(puzzlelab.lessons.WORKSHEET, algo="ida", heuristic="pdb:78")


def test_pattern_databases_read_and_built_in_a_folder_named(tmp_path):
    result = puzzlelab.solve(EIGHT, algo="ida", heuristic="pdb:44", pdb_dir=tmp_path)
    assert result["length"] == 31 and result["heuristic"] == "pdb:44"
    assert any(tmp_path.iterdir())


def test_a_node_limit_carries_what_the_search_learned():
    with pytest.raises(LimitReached) as caught:
        puzzlelab.solve(EIGHT, algo="ida", max_nodes=100)
    stopped = caught.value
    assert str(stopped).startswith("node limit of 100 expansions reached after")
    assert "no solution is shorter than" in str(stopped)
    assert stopped.limit == {"kind": "nodes", "value": 100}
    assert stopped.result["status"] == "limit"
    assert stopped.lower_bound == stopped.result["lower_bound"] >= 21
    assert not isinstance(stopped, ValueError)


def test_a_time_and_a_memory_limit():
    with pytest.raises(LimitReached) as caught:
        puzzlelab.solve(puzzlelab.lessons.KORF_79, algo="bfs", timeout="50ms", goal="blank-first")
    assert caught.value.limit["kind"] in ("time", "memory")
    with pytest.raises(LimitReached) as caught:
        puzzlelab.solve(EIGHT, algo="astar", heuristic="misplaced", max_memory=100_000)
    assert caught.value.limit == {"kind": "memory", "value": 100_000}


def test_a_trace_is_the_documents_of_fifteen_trace(cli_json):
    board = "4 1 3 0 2 6 7 5 8"
    doc = puzzlelab.trace(board, algo="astar", heuristic="manhattan", snapshot_every=5)
    code, expected = cli_json(
        "fifteen", "trace", board, "--algo", "astar", "--heuristic", "manhattan",
        "--snapshot-every", "5",
    )
    assert code == 0
    assert without(doc) == without(expected)


def test_a_trace_in_both_languages():
    board = "1 2 3 4 5 6 0 7 8"
    doc = puzzlelab.trace(board, algo="bfs")
    assert doc["schema"] == "puzzlelab-trace/1" and doc["moves"] == "LL"
    assert doc["expanded"] == puzzlelab.solve(board, algo="bfs")["expanded"]
    russian = puzzlelab.trace(board, algo="bfs", lang="ru")
    assert russian["pseudocode"] != doc["pseudocode"]
    assert without(russian["events"], keys=("say",)) == without(doc["events"], keys=("say",))
    with pytest.raises(PuzzlelabError, match="SAT has no search nodes"):
        puzzlelab.trace(board, algo="sat")
    with pytest.raises(PuzzlelabError, match="max_events"):
        puzzlelab.trace(board, max_events=0)


def test_a_stopped_trace_carries_its_document():
    with pytest.raises(LimitReached) as caught:
        puzzlelab.trace(EIGHT, algo="bfs", max_nodes=50)
    doc = caught.value.result
    assert doc["status"] == "limit" and doc["events"]
    assert caught.value.lower_bound == doc["lower_bound"]


@pytest.mark.parametrize(
    "words",
    [
        {"algo": "ida", "heuristic": "manhattan", "max_nodes": 100_000},
        {"algo": "astar", "heuristic": "manhattan", "snapshot_every": 1, "max_nodes": 20_000},
        {"algo": "bfs", "lang": "ru", "max_nodes": 50_000},
    ],
)
def test_a_trace_holds_its_document_within_its_half_of_the_memory(words):
    """The trace's half of ``max_memory`` holds the document as Python holds it: the values
    read from it, and its text while they are, counted by tracemalloc (every Python
    allocation, nothing the Rust side holds)."""
    limit = 20_000_000
    gc.collect()
    tracemalloc.start()
    try:
        with pytest.raises(LimitReached) as caught:
            puzzlelab.trace(puzzlelab.lessons.KORF_79, goal="blank-first", max_memory=limit, **words)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    doc = caught.value.result
    assert doc["truncated"] and doc["events"], "the trace holds the run up to where it filled"
    assert peak <= limit // 2, f"the document took {peak:,} bytes of Python's memory"


def test_a_trace_that_fills_its_memory_says_so_with_its_share():
    with pytest.raises(LimitReached) as caught:
        puzzlelab.trace(EIGHT, algo="ida", max_memory="1MB", snapshot_every=1)
    assert "filled its share of the memory (500 KB, half of max_memory)" in str(caught.value)
    doc = caught.value.result
    assert doc["truncated"] and doc["status"] == "solved"


def test_ctrl_c_stops_a_long_search_at_once_and_the_next_one_runs():
    import os
    import signal
    import threading
    import time

    korf_8 = "12 11 15 3 8 0 4 2 6 13 9 5 14 1 10 7"  # misplaced tiles: minutes of A*
    threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        puzzlelab.solve(korf_8, algo="astar", heuristic="misplaced", goal="blank-first")
    assert time.monotonic() - start < 60  # the search's own limit is 5 minutes
    assert puzzlelab.solve("1 2 3 4 5 6 0 7 8")["moves"] == "LL"


def test_the_command_lines_cache_is_read_only_when_named(monkeypatch, tmp_path, cli):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = puzzlelab.cache_dir()
    assert folder == tmp_path / "puzzlelab" / "pdb"
    code, _ = cli("pdb", "build", "44", "--pdb-dir", str(folder))
    assert code == 0
    built = sorted(p.name for p in folder.iterdir())
    result = puzzlelab.solve(EIGHT, algo="ida", heuristic="pdb:44", pdb_dir=folder)
    assert result["length"] == 31
    assert built and sorted(p.name for p in folder.iterdir()) == built


def test_one_run_asked_in_keywords_is_the_command_lines_run_with_its_flags(cli_json):
    """The limits and the trace settings are read once, in the solvers' `Ask`: the same words
    as keywords and as flags make the same run."""
    board = "8 1 0 4 7 2 6 5 3"
    words = {"max_nodes": 2000000, "timeout": "5s", "max_events": 200000, "snapshot_every": 3}
    doc = puzzlelab.trace(board, algo="astar", heuristic="manhattan", **words)
    flags = [f"--{k.replace('_', '-')}={v}" for k, v in words.items()]
    code, expected = cli_json("fifteen", "trace", board, "--algo", "astar", "--heuristic", "manhattan", *flags)
    assert code == 0
    assert without(doc) == without(expected)
    assert doc["every"] == 3


def test_a_run_asked_with_no_choices_is_the_command_lines_run_with_no_flags(cli_json):
    """The defaults are the solvers' (`solve::SOLVE`, `solve::TRACE`), written once: a solve and
    a trace asked for with the board alone search as the command line does."""
    board = "8 1 0 4 7 2 6 5 3"
    code, expected = cli_json("fifteen", "solve", board, "--json")
    assert code == 0
    assert without(puzzlelab.solve(board)) == without(expected)
    code, expected = cli_json("fifteen", "trace", board)
    assert code == 0
    assert without(puzzlelab.trace(board)) == without(expected)


def test_the_searches_that_use_a_heuristic_are_the_solvers_own_list():
    names = ("bfs", "iddfs", "astar", "ida", "ida-generic", "sat")
    uses = [puzzlelab._puzzlelab.uses_heuristic(name) for name in names]
    assert uses == [False, False, True, True, True, False]
    with pytest.raises(PuzzlelabError, match="search algorithm"):
        puzzlelab._puzzlelab.uses_heuristic("dijkstra")
