"""The textbook's search problem: ``SlidingPuzzle`` on puzzlelab's rules, and aima-python's
own searches (the ``aima3`` package) run on it unchanged, traced, checked and graded."""

import pytest

import puzzlelab
from puzzlelab import Board, PuzzlelabError, Tracer
from puzzlelab.aima import SlidingPuzzle

# the last one 12 moves from the goal: Board.shuffle("3x3", 1, moves=14)
BOARDS = ["4 1 3 7 2 6 0 5 8", "1 2 3 4 5 6 0 7 8", "0 1 3 4 2 5 7 8 6", "4 1 3 7 0 8 5 6 2"]
FIFTEEN = "1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15"


def solved(problem, moves):
    """Whether ``moves`` lead from the problem's start to its goal by legal moves."""
    end = Board(list(problem.initial)).apply("".join(moves))
    return tuple(end.tiles) == problem.goal


# ---- the problem ----


def test_the_problem_follows_the_package_rules():
    problem = SlidingPuzzle((4, 1, 3, 7, 2, 6, 0, 5, 8))
    assert problem.initial == (4, 1, 3, 7, 2, 6, 0, 5, 8)
    assert problem.goal == (1, 2, 3, 4, 5, 6, 7, 8, 0)
    board = Board(BOARDS[0])
    assert problem.actions(problem.initial) == board.legal_moves() == ["D", "L"]
    for action in problem.actions(problem.initial):
        assert problem.result(problem.initial, action) == tuple(board.apply(action).tiles)
    assert problem.goal_test(problem.goal) and not problem.goal_test(problem.initial)
    assert problem.path_cost(4, None, "U", None) == 5


def test_a_start_and_a_goal_are_any_board():
    assert SlidingPuzzle(Board(FIFTEEN)).goal == tuple(range(1, 16)) + (0,)
    blank_first = SlidingPuzzle("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15", goal="blank-first")
    assert blank_first.goal == tuple(range(16))
    goal = (0, 1, 2, 3, 4, 5, 6, 7, 8)
    assert SlidingPuzzle("1 0 2 3 4 5 6 7 8", goal=goal).goal == goal


def test_a_board_that_cannot_reach_the_goal_is_refused_with_the_parity_rule():
    with pytest.raises(PuzzlelabError, match="(?i)parity|inversion|swap"):
        SlidingPuzzle((2, 1, 3, 4, 5, 6, 7, 8, 0))


@pytest.mark.parametrize("board", BOARDS + [FIFTEEN])
def test_h_is_the_manhattan_distance_puzzlelab_estimates(board):
    problem = SlidingPuzzle(board)
    reference = puzzlelab.trace(board, algo="astar", heuristic="manhattan")
    for line, estimate in zip(reference["nodes"], reference["h"]):
        state = tuple(Board(line).tiles)
        assert problem.h(state) == estimate, line


# ---- the book's searches, traced unchanged ----


def search_traced(search, board, algo):
    """aima3's ``search`` on ``board`` through a tracer of ``algo``: the tracer, the node."""
    problem = SlidingPuzzle(board)
    tracer = Tracer(problem.initial, goal=problem.goal, algo=algo)
    node = search(tracer.watch(problem))
    tracer.solution(node.solution())
    return problem, tracer, node


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize(
    ("name", "algo"), [("astar_search", "astar"), ("breadth_first_search", "bfs")]
)
def test_a_book_search_finds_a_shortest_solution_and_its_trace_plays(board, name, algo):
    search = getattr(pytest.importorskip("aima3.search"), name)
    problem, tracer, node = search_traced(search, board, algo)
    assert solved(problem, node.solution())
    assert len(node.solution()) == puzzlelab.solve(board, algo=algo)["length"]

    document = tracer.trace()
    assert document["status"] == "solved" and document["moves"] == "".join(node.solution())
    nodes = [Board(line) for line in document["nodes"]]
    assert nodes[0] == Board(board)
    expanded = [e for e in document["events"] if e["event"] == "expand"]
    assert len(expanded) == tracer.expanded == document["expanded"] > 0
    g = {}
    for event in document["events"]:
        if event["event"] == "expand":
            g[event["node"]] = event["g"]
        if event["event"] == "generate":
            parent = nodes[event["parent"]]
            assert nodes[event["child"]] in [parent.apply(m) for m in parent.legal_moves()]
            assert event["g"] == g[event["parent"]] + 1  # the cost path_cost told


def test_the_costs_are_those_of_the_book_nodes():
    search = pytest.importorskip("aima3.search").breadth_first_search
    problem, tracer, node = search_traced(search, BOARDS[2], "bfs")
    depths = [event[2] for event in tracer.events if event[0] == "expand"]
    assert depths == sorted(depths) and depths[0] == 0  # BFS goes down level by level
    assert depths[-1] <= len(node.solution())


def test_a_book_astar_is_graded_and_the_grader_explains_its_order():
    search = pytest.importorskip("aima3.search").astar_search
    _, tracer, node = search_traced(search, BOARDS[-1], "astar")
    grade = tracer.grade()
    assert grade.tests[0]["status"] == grade.tests[1]["status"] == "passed"  # legal, shortest
    assert grade.score >= 5, grade.report
    if grade.divergence is not None:  # the book breaks ties of f by the smaller state
        assert grade.result["tie_rule"] in grade.report
        assert f"expansion {grade.divergence['index'] + 1} differs" in grade.report
    print(grade.report)


def test_a_book_bfs_tests_the_goal_when_generated_and_so_expands_fewer():
    search = pytest.importorskip("aima3.search").breadth_first_search
    _, tracer, node = search_traced(search, BOARDS[-1], "bfs")
    grade = tracer.grade()
    assert grade.tests[0]["status"] == grade.tests[1]["status"] == "passed"
    yours, reference = grade.result["expanded"]["yours"], grade.result["expanded"]["reference"]
    assert yours < reference
    assert grade.divergence["index"] == yours and grade.divergence["yours"] is None
    print(grade.report)


def test_watching_passes_everything_else_through():
    problem = SlidingPuzzle(BOARDS[0])
    watched = Tracer(BOARDS[0]).watch(problem)
    assert watched.initial == problem.initial and watched.goal == problem.goal
    assert watched.h(problem.initial) == problem.h(problem.initial)
    assert watched.problem is problem
