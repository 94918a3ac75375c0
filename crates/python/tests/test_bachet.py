"""Bachet's game: the solvers' proof beside the lesson's rule, and its trace."""

import pytest
from conftest import without

import puzzlelab
from puzzlelab import LimitReached, PuzzlelabError


def test_the_lessons_piles():
    lost = puzzlelab.bachet(13)
    assert (lost["value"], lost["win"], lost["winning_takes"]) == ("loss", False, [])
    assert lost["closed_form_take"] is None
    won = puzzlelab.bachet(14)
    assert (won["value"], won["winning_takes"], won["closed_form_take"]) == ("win", [1], 1)
    assert won["distance"] == 8 and won["expanded"] > 0
    assert (won["max_take"], won["misere"], won["solver"]) == (3, True, "retrograde")


@pytest.mark.parametrize("max_take,misere", [(3, True), (3, False), (5, True), (1, False)])
def test_both_solvers_agree_with_the_closed_form(max_take, misere):
    for pile in range(1, 40):
        a = puzzlelab.bachet(pile, max_take=max_take, misere=misere)
        b = puzzlelab.bachet(pile, max_take=max_take, misere=misere, solver="minimax")
        keep = ("value", "distance", "winning_takes")
        assert [a[k] for k in keep] == [b[k] for k in keep]
        rule = a["closed_form_take"]
        assert (rule is not None) == a["win"]
        if rule is not None:
            assert rule in a["winning_takes"]


@pytest.mark.parametrize(
    "kwargs,message",
    [
        ({"pile": 5, "max_take": 0}, "max_take: 0 is not a whole number"),
        ({"pile": 2_000_000}, "pile: 2000000 is not a whole number"),
        ({"pile": 5, "solver": "alphabeta"}, "'alphabeta' is not a game solver"),
        ({"pile": 20_000, "solver": "minimax"}, "minimax is solved from piles up to 10000"),
    ],
)
def test_bad_words(kwargs, message):
    with pytest.raises(PuzzlelabError, match=message):
        puzzlelab.bachet(**kwargs)


def test_a_limit_stops_the_solver():
    with pytest.raises(LimitReached) as caught:
        puzzlelab.bachet(100_000, max_nodes=10)
    assert "node limit of 10 expansions reached" in str(caught.value)
    assert caught.value.result["pile"] == 100_000


def test_a_game_trace_is_bachet_traces_document(cli_json):
    doc = puzzlelab.trace_bachet(9, solver="minimax")
    code, expected = cli_json("bachet", "trace", "9", "--solver", "minimax")
    assert code == 0
    assert without(doc) == without(expected)
    assert doc["schema"] == "puzzlelab-trace/1" and doc["win"] is False


def test_a_game_trace_in_russian_and_normal_play():
    doc = puzzlelab.trace_bachet(8, misere=False, lang="ru")
    assert doc["rules"] == {"max_take": 3, "misere": False}
    assert doc["pseudocode"] != puzzlelab.trace_bachet(8, misere=False)["pseudocode"]
