"""The tracer: a student's search written in Python, recorded event by event, played as the
reference is played and graded against puzzlelab's own run of the same algorithm.

The students' searches below are plain textbook code on ``puzzlelab.aima.SlidingPuzzle``
(tuples of tiles, moves U D L R): a correct A*, BFS and IDA*, which must match the reference
event for event, and A*s with one classic mistake each, which must lose the points for it."""

import itertools
import json
import xml.etree.ElementTree as ElementTree
from collections import deque

import pytest

import puzzlelab
from puzzlelab import Board, PuzzlelabError, Tracer
from puzzlelab.aima import SlidingPuzzle

# an 8-puzzle 18 moves from the goal (Board.shuffle("3x3", 2, moves=30)), where A* meets
# positions again by other paths, and three times the Manhattan distance leads it astray
DEEP = "7 2 6 3 0 8 4 1 5"
# a board BFS solves in a moment
NEAR = "4 1 3 7 2 6 0 5 8"

FOUND = "found"


def deepest_then_newest(f, g, order):
    """The reference's order: least f, then largest g, then the newest pushed."""
    return (f, -g, -order)


def oldest_first(f, g, order):
    """A tie rule of many textbooks: least f, then the oldest pushed."""
    return (f, order)


def astar(
    problem,
    tracer,
    h=None,
    priority=deepest_then_newest,
    closing=True,
    goal_test_on_generation=False,
):
    """A* with a heap keyed by ``priority(f, g, order)``, positions closed when they come out.
    The keywords switch on the mistakes graded below: another tie rule, another ``h``, no
    closed set, the goal tested when generated."""
    h = h or problem.h
    order = itertools.count()
    frontier = tracer.frontier([])  # a heap of (priority, g, moves, parent, state)
    start = problem.initial
    frontier.heappush((priority(h(start), 0, next(order)), 0, "", None, start))
    closed = set()
    while frontier:
        _, g, moves, parent, state = frontier.heappop()
        if state in closed:
            continue
        if closing:
            closed.add(state)
        if problem.goal_test(state):
            tracer.solution(moves)
            return moves
        tracer.expand(state, g)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child == parent:
                continue
            tracer.generate(state, child, g + 1)
            if goal_test_on_generation and problem.goal_test(child):
                tracer.solution(moves + action)
                return moves + action
            key = priority(g + 1 + h(child), g + 1, next(order))
            frontier.heappush((key, g + 1, moves + action, state, child))
    return None


def bfs(problem, tracer, goal_test_on_generation=False):
    """Breadth-first search with a deque; the costs are left to the tracer to work out. With
    ``goal_test_on_generation`` it stops as soon as the goal is generated, as many textbooks'
    BFS does."""
    frontier = tracer.frontier(deque())  # (moves, parent, state)
    frontier.append(("", None, problem.initial))
    seen = {problem.initial}
    while frontier:
        moves, parent, state = frontier.popleft()
        if problem.goal_test(state):
            tracer.solution(moves)
            return moves
        tracer.expand(state)
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child == parent:
                continue
            tracer.generate(state, child)
            if goal_test_on_generation and problem.goal_test(child):
                tracer.solution(moves + action)
                return moves + action
            if child not in seen:
                seen.add(child)
                frontier.append((moves + action, state, child))
    return None


def ida_star(problem, tracer):
    """IDA*: depth first under a bound on f, the bound raised to the least f cut off."""
    start = problem.initial
    path, moves = [start], []

    def search(g, bound):
        state = path[-1]
        if problem.goal_test(state):
            return FOUND
        tracer.expand(state, g)
        least = float("inf")
        for action in problem.actions(state):
            child = problem.result(state, action)
            if len(path) > 1 and child == path[-2]:
                continue
            tracer.generate(state, child, g + 1)
            f = g + 1 + problem.h(child)
            if f > bound:
                least = min(least, f)
                continue
            path.append(child)
            moves.append(action)
            tracer.push(child, g + 1)
            found = search(g + 1, bound)
            if found == FOUND:
                return FOUND
            least = min(least, found)
            path.pop()
            moves.pop()
            tracer.pop(child, g + 1)
        return least

    bound = problem.h(start)
    while True:
        tracer.threshold(bound)
        tracer.push(start, 0)
        found = search(0, bound)
        if found == FOUND:
            tracer.solution(moves)
            return "".join(moves)
        bound = found


def traced(search, board, algo, **options):
    """``search`` run on ``board`` under a tracer of ``algo``: the tracer and the moves."""
    problem = SlidingPuzzle(board)
    tracer = Tracer(board, algo=algo)
    moves = search(problem, tracer, **options)
    return tracer, moves


def outcome(grade, test):
    """The status of one of the grade's tests ("passed" or "failed")."""
    return next(t["status"] for t in grade.tests if t["id"] == test)


def expansions(document):
    """The positions a trace document expands, in order."""
    nodes = document["nodes"]
    return [nodes[e["node"]] for e in document["events"] if e["event"] == "expand"]


# ---- the correct searches: every point, and the reference's run event for event ----


@pytest.mark.parametrize(
    ("search", "algo", "board"),
    [(astar, "astar", DEEP), (bfs, "bfs", NEAR), (ida_star, "ida-generic", DEEP)],
)
def test_a_correct_search_earns_every_point_and_is_the_reference_event_for_event(
    search, algo, board
):
    tracer, moves = traced(search, board, algo)
    grade = tracer.grade()
    assert (grade.score, grade.max_score) == (10, 10), grade.report
    assert grade.passed and grade.divergence is None
    assert len(moves) == puzzlelab.solve(board, algo="astar")["length"]

    yours, reference = tracer.trace(), tracer.reference()
    assert expansions(yours) == expansions(reference)
    assert yours["nodes"] == reference["nodes"]
    assert yours["events"] == reference["events"]
    assert tracer.expanded == reference["expanded"] == grade.result["expanded"]["reference"]


# ---- the wrong searches: the points for the mistake lost, the divergence shown ----


def test_an_astar_that_never_closes_a_position_expands_some_twice():
    tracer, moves = traced(astar, DEEP, "astar", closing=False)
    grade = tracer.grade()
    assert outcome(grade, "solution") == outcome(grade, "optimal") == "passed"
    assert outcome(grade, "count") == outcome(grade, "order") == "failed"
    assert grade.score == 5, grade.report
    assert grade.result["expanded"]["yours"] > grade.result["expanded"]["reference"]
    divergence = grade.divergence
    assert divergence["index"] > 0 and divergence["yours"] and divergence["reference"]
    assert f"expansion {divergence['index'] + 1} differs" in grade.report
    # the repeated expansion: a position the search had already expanded
    assert divergence["yours"] in expansions(tracer.trace())[: divergence["index"]]


def test_a_bfs_that_stops_when_the_goal_is_generated_expands_too_few():
    tracer, moves = traced(bfs, NEAR, "bfs", goal_test_on_generation=True)
    grade = tracer.grade()
    assert outcome(grade, "solution") == "passed"
    assert outcome(grade, "count") == outcome(grade, "order") == "failed"
    assert grade.score <= 5, grade.report
    divergence = grade.divergence
    assert divergence["yours"] is None and divergence["reference"]
    assert divergence["index"] == tracer.expanded
    assert "yours" in grade.report and "(stopped)" in grade.report
    assert "(yours: stopped)" in grade._repr_html_()


def test_an_astar_with_another_tie_rule_expands_in_another_order():
    tracer, moves = traced(astar, DEEP, "astar", priority=oldest_first)
    grade = tracer.grade()
    assert outcome(grade, "solution") == outcome(grade, "optimal") == "passed"
    assert outcome(grade, "order") == "failed"
    assert grade.score <= 7, grade.report
    divergence = grade.divergence
    assert divergence["yours"] != divergence["reference"]
    assert f"expansion {divergence['index'] + 1} differs" in grade.report
    assert grade.result["tie_rule"] in grade.report


def test_an_astar_with_an_inadmissible_heuristic_finds_a_longer_way():
    problem = SlidingPuzzle(DEEP)
    tracer, moves = traced(astar, DEEP, "astar", h=lambda state: 3 * problem.h(state))
    grade = tracer.grade()
    assert len(moves) > puzzlelab.solve(DEEP, algo="astar")["length"]
    assert outcome(grade, "solution") == "passed"
    assert outcome(grade, "optimal") == "failed"
    assert grade.score <= 8, grade.report
    assert f"{len(moves)} moves, longer than the shortest" in grade.report


def test_a_search_without_a_solution_loses_the_solution_and_its_length():
    tracer, _ = traced(astar, NEAR, "astar")
    forgetful = Tracer(NEAR, algo="astar")
    for kind, *details in tracer.events:
        if kind != "solution":
            getattr(forgetful, kind)(*details)
    grade = forgetful.grade()
    assert outcome(grade, "solution") == "failed"
    assert grade.score == 5, grade.report
    assert "tracer.solution(moves)" in grade.report


def test_a_textbook_ida_star_expands_more_than_the_fast_one_which_skips_twin_move_strings():
    tracer, moves = traced(ida_star, DEEP, "ida")
    grade = tracer.grade()
    assert outcome(grade, "optimal") == "passed" and outcome(grade, "order") == "failed"
    assert grade.result["expanded"]["yours"] > grade.result["expanded"]["reference"]


# ---- the document a student's search becomes ----


def test_the_document_of_a_student_search_replays_through_the_rules():
    tracer, moves = traced(astar, DEEP, "astar", priority=oldest_first)
    document = tracer.trace()
    assert document["schema"] == "puzzlelab-trace/1"
    assert document["status"] == "solved" and document["moves"] == moves
    nodes = [Board(line) for line in document["nodes"]]
    assert all(node.size == (3, 3) for node in nodes)
    assert str(nodes[0]) == tracer.board
    popped = None
    for event in document["events"]:
        if event["event"] == "pop":
            popped = event["node"]
        elif event["event"] == "expand":
            assert event["node"] == popped  # A* expands the node it has just taken out
        elif event["event"] == "generate":
            parent = nodes[event["parent"]]
            children = [parent.apply(move) for move in parent.legal_moves()]
            assert nodes[event["child"]] in children
    assert Board(document["board"]).apply(moves) == Board.goal("3x3")
    assert document["expanded"] == tracer.expanded


def test_a_malformed_event_is_refused_when_it_is_told():
    tracer = Tracer(NEAR, algo="bfs")
    with pytest.raises(PuzzlelabError):
        tracer.push((1, 2, 3))  # not a board
    with pytest.raises(PuzzlelabError, match="'X' at position 2 is not a move"):
        tracer.solution("LXQ")
    assert tracer.events == [] and tracer.trace()["events"] == []


# ---- what the tracer works out and records by itself ----


def test_a_state_is_a_board_text_or_tiles_and_is_kept_as_one_line():
    tracer = Tracer((4, 1, 3, 7, 2, 6, 0, 5, 8), goal=[1, 2, 3, 4, 5, 6, 7, 8, 0])
    assert tracer.board == str(Board(NEAR)) == "4 1 3 7 2 6 0 5 8"
    assert tracer.goal == "1 2 3 4 5 6 7 8 0"
    assert Tracer(Board(NEAR), goal="blank-first").goal == "blank-first"
    for state in (NEAR, Board(NEAR), (4, 1, 3, 7, 2, 6, 0, 5, 8), [4, 1, 3, 7, 2, 6, 0, 5, 8]):
        tracer.push(state)
    assert {event[1] for event in tracer.events} == {"4 1 3 7 2 6 0 5 8"}


def test_a_cost_left_out_is_worked_out_as_the_search_has_it():
    start, child = NEAR, str(Board(NEAR).apply("D"))
    tracer = Tracer(start, algo="astar")
    tracer.push(start)
    tracer.pop(start)
    tracer.expand(start)
    tracer.generate(start, child)
    tracer.push(child)
    tracer.push(child, 5)  # a dearer copy of the same position
    tracer.pop(child)
    tracer.expand(child)
    tracer.solution(["D"])
    assert tracer.events == [
        ("push", start, 0),
        ("pop", start, 0),
        ("expand", start, 0),
        ("generate", start, child, 1),
        ("push", child, 1),
        ("push", child, 5),
        ("pop", child, 1),  # the cheapest copy leaves first
        ("expand", child, 1),
        ("solution", "D"),
    ]
    assert tracer.expanded == 2


@pytest.mark.parametrize(
    ("container", "push", "pop", "order"),
    [
        ([], "append", lambda f: f.pop(), "ba"),  # a stack
        ([], "append", lambda f: f.pop(0), "ab"),  # a queue on a list
        (deque(), "append", lambda f: f.popleft(), "ab"),  # a queue on a deque
        ([], "heappush", lambda f: f.heappop(), "ab"),  # a heap
    ],
)
def test_a_frontier_records_what_goes_in_and_comes_out(container, push, pop, order):
    a, b = NEAR, str(Board(NEAR).apply("D"))
    states = {"a": a, "b": b}
    tracer = Tracer(NEAR)
    frontier = tracer.frontier(container)
    getattr(frontier, push)((1, "a", a))
    getattr(frontier, push)((2, "b", b))
    assert len(frontier) == 2 and frontier
    taken = [pop(frontier)[1], pop(frontier)[1]]
    assert not frontier
    assert "".join(taken) == order
    kinds = [(event[0], event[1]) for event in tracer.events]
    assert kinds == [("push", a), ("push", b)] + [("pop", states[k]) for k in order]


def test_a_frontier_reads_a_node_state_and_cost():
    class Node:
        def __init__(self, state, path_cost):
            self.state, self.path_cost = state, path_cost

    tracer = Tracer(NEAR)
    frontier = tracer.frontier()
    frontier.append(Node((4, 1, 3, 7, 2, 6, 0, 5, 8), 3))
    frontier.append((4, 1, 3, 7, 2, 6, 0, 5, 8))  # a bare state: its own item
    assert tracer.events == [("push", NEAR, 3), ("push", NEAR, 0)]


# ---- the grade's forms ----


def test_a_grade_is_shown_and_written_as_gradescope_and_junit_read_it(tmp_path):
    tracer, _ = traced(astar, DEEP, "astar", priority=oldest_first)
    grade = tracer.grade()
    assert str(grade) == grade.report and repr(grade) == f"<Grade {grade.score}/10>"
    html = grade._repr_html_()
    assert html.startswith("<pre>") and html.count("<svg") == 2
    assert grade._repr_markdown_().startswith(f"**{grade.score} / 10**")

    results = grade.gradescope(tmp_path)  # a folder: results.json in it
    assert json.loads((tmp_path / "results.json").read_text()) == results
    assert sum(test["score"] for test in results["tests"]) == grade.score
    xml = grade.junit(tmp_path / "junit.xml")
    assert (tmp_path / "junit.xml").read_text() == xml
    suite = ElementTree.fromstring(xml)
    assert len(list(suite.iter("testcase"))) == 4 and len(list(suite.iter("failure"))) >= 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["junit.xml", "results.json"]


def test_play_shows_the_search_beside_the_reference():
    pytest.importorskip("anywidget")
    tracer, _ = traced(bfs, NEAR, "bfs")
    player = tracer.play()
    assert player.trace["events"] == tracer.trace()["events"]
    assert player.beside["events"] == tracer.reference()["events"]
    assert list(player.titles) == ["Your search", "Reference"]


def test_the_report_and_the_documents_speak_the_tracer_language():
    tracer = Tracer(NEAR, algo="bfs", lang="ru")
    bfs(SlidingPuzzle(NEAR), tracer)
    assert tracer.grade().report.startswith("Ваш поиск")
    assert "взят из фронта" in tracer.trace()["events"][1]["say"]


# ---- a search that never stops: bounded as puzzlelab's own ----


def runaway(tracer, board="1 2 3 4 5 6 0 7 8"):
    """A search with no goal test and no seen set: it walks on forever, expanding as it goes."""
    state, g = Board(board), 0
    while True:
        tracer.push(state, g)
        tracer.pop(state, g)
        tracer.expand(state, g)
        children = [state.apply(move) for move in state.legal_moves()]
        for child in children:
            tracer.generate(state, child, g + 1)
        state, g = children[g % len(children)], g + 1


def test_a_runaway_search_stops_at_its_node_limit_with_what_it_did():
    tracer = Tracer("1 2 3 4 5 6 0 7 8", algo="bfs", max_nodes=30)
    with pytest.raises(puzzlelab.LimitReached) as caught:
        runaway(tracer)
    stop = caught.value
    assert "node limit of 30 expansions reached" in str(stop)
    assert stop.limit == {"kind": "nodes", "value": 30} and stop.lower_bound is None
    assert tracer.expanded == 30
    doc = stop.result
    assert doc["schema"] == "puzzlelab-trace/1" and doc["status"] == "unfinished"
    assert sum(e["event"] == "expand" for e in doc["events"]) == 30
    assert len(doc["events"]) == len(tracer.events)


def test_a_runaway_search_stops_when_its_trace_fills_its_memory():
    tracer = Tracer("1 2 3 4 5 6 0 7 8", algo="bfs", max_memory="1MB")
    with pytest.raises(puzzlelab.LimitReached) as caught:
        runaway(tracer)
    stop = caught.value
    assert "filled its share of the memory (500 KB, half of max_memory)" in str(stop)
    assert stop.limit == {"kind": "memory", "value": 500_000}
    assert 0 < len(stop.result["events"]) == len(tracer.events)


def test_a_runaway_search_stops_when_its_trace_holds_its_most_events():
    tracer = Tracer("1 2 3 4 5 6 0 7 8", algo="bfs", max_events=100)
    with pytest.raises(puzzlelab.LimitReached, match="at most 100 events") as caught:
        runaway(tracer)
    assert caught.value.limit is None
    assert len(caught.value.result["events"]) == len(tracer.events) == 100


def test_a_stopped_search_records_nothing_more():
    tracer = Tracer("1 2 3 4 5 6 0 7 8", algo="bfs", max_nodes=1)
    tracer.expand("1 2 3 4 5 6 0 7 8", 0)
    with pytest.raises(puzzlelab.LimitReached):
        tracer.expand("1 2 3 4 5 6 7 0 8", 1)
    with pytest.raises(puzzlelab.LimitReached, match="node limit of 1"):
        tracer.push("1 2 3 4 5 6 7 0 8", 1)
    assert tracer.events == [("expand", "1 2 3 4 5 6 0 7 8", 0)]
    assert tracer.expanded == 1


@pytest.mark.parametrize(
    "limits,error,said",
    [
        ({"max_nodes": 0}, PuzzlelabError, "max_nodes: 0 is not a whole number"),
        ({"timeout": "soon"}, PuzzlelabError, "'soon' is not a duration"),
        ({"max_memory": "lots"}, PuzzlelabError, "'lots' is not a size"),
        ({"max_events": 10**9}, PuzzlelabError, "max_events: 1000000000 is not a whole number from 1 to 10000000"),
        ({"max_events": 1.5}, TypeError, "max_events: expected a whole number"),
    ],
)
def test_a_tracers_limits_are_read_as_the_command_line_reads_them(limits, error, said):
    with pytest.raises(error) as refused:
        Tracer("1 2 3 4 5 6 0 7 8", **limits)
    assert said in str(refused.value)
