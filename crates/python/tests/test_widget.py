"""The notebook's player (puzzlelab.widget): the lab's own player and stylesheet, the trace it
plays (a search's, a game's, as a dict or as JSON), its languages, two traces side by side,
and bad input refused."""

import json
import pathlib
import re

import pytest

pytest.importorskip("anywidget")

import puzzlelab  # noqa: E402
from puzzlelab import PuzzlelabError  # noqa: E402
from puzzlelab._puzzlelab import PLAYER_CSS, PLAYER_JS  # noqa: E402
from puzzlelab.widget import Player, play  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[3]
EIGHT = "4 1 3 7 2 6 0 5 8"  # the search lesson's 8-puzzle, 6 moves from the goal


@pytest.fixture(scope="module")
def search():
    return puzzlelab.trace(EIGHT, algo="astar")


@pytest.fixture(scope="module")
def game():
    return puzzlelab.trace_bachet(13)


def rules(css):
    """The selectors of every rule of a stylesheet."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    return [rule.partition("{")[0].strip() for rule in css.split("}") if "{" in rule]


def test_the_widget_runs_the_lab_player(search):
    state = Player(search).get_state()
    assert PLAYER_JS == (ROOT / "docs" / "theme" / "player.js").read_text(encoding="utf-8")
    assert state["_esm"].startswith(PLAYER_JS)
    assert "window.PuzzlelabPlayer" in state["_esm"] and "export default { render }" in state["_esm"]
    assert "lab.start(root, trace" in state["_esm"]
    json.dumps(state)  # what the notebook saves and sends is JSON


def test_the_stylesheet_is_the_lab_one_kept_to_the_widget(search):
    css = Player(search).get_state()["_css"]
    assert PLAYER_CSS == (ROOT / "docs" / "theme" / "puzzlelab.css").read_text(encoding="utf-8")
    selectors = [s.strip() for rule in rules(css) for s in rule.split(",")]
    # every rule of the lab's stylesheet is there, none reaches past the widget
    assert len(rules(css)) > len(rules(PLAYER_CSS))
    assert all(s.startswith(".puzzlelab-widget") for s in selectors)
    assert ".puzzlelab-widget .lab-board td" in selectors
    assert '.puzzlelab-widget [data-panel="embed"]' in selectors


def test_a_search_as_a_dict_or_as_json(search):
    player = Player(search, at=5)
    assert player.trace == search and player.at == 5 and player.lang == "en"
    assert player.beside is None and player.titles == []
    again = Player(json.dumps(search))
    assert again.get_state()["trace"] == search


def test_a_game(game):
    player = Player(game, lang="ru")
    state = player.get_state()
    assert state["trace"]["game"] == "bachet" and state["trace"]["pile"] == 13
    assert state["lang"] == "ru"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_play_traces_and_shows_in_either_language(lang):
    player = play(EIGHT, algo="ida", lang=lang, at=3)
    assert player.lang == lang and player.at == 3
    assert player.trace["algorithm"] == "ida" and player.trace["board"] == EIGHT
    russian = any(re.search("[а-яё]", line, re.I) for line in player.trace["pseudocode"])
    assert russian == (lang == "ru")


def test_two_traces_side_by_side(search):
    reference = puzzlelab.trace(EIGHT, algo="astar", heuristic="misplaced")
    player = Player(search, beside=reference, titles=("Manhattan", "misplaced"))
    state = player.get_state()
    assert state["beside"] == reference and state["titles"] == ["Manhattan", "misplaced"]


def test_a_player_alone_may_have_a_title(search):
    assert Player(search, titles="A*").titles == ["A*"]


def test_where_widgets_cannot_run_the_player_says_what_it_plays(search, game):
    events = len(search["events"])
    assert repr(Player(search)) == f"<puzzlelab player: astar from {EIGHT}, {events} events>"
    shown = repr(Player(game, beside=game))
    assert shown.startswith("<puzzlelab player: retrograde from pile 13, ") and " beside " in shown


def test_a_step_in_the_page_reaches_python(search):
    player = Player(search)
    player.set_state({"at": 12})  # what the page sends when the reader steps
    assert player.at == 12
    player.at = 20
    assert player.get_state()["at"] == 20


@pytest.mark.parametrize(
    "trace, words",
    [
        ("{not json", "could not be read as JSON"),
        ("[1, 2]", "not a trace"),
        (42, "not a trace"),
        ({"schema": "puzzlelab-solve/1", "moves": "LL"}, "not a trace"),
        ({"schema": "puzzlelab-trace/1", "nodes": []}, "the trace has no pseudocode, events"),
    ],
)
def test_what_is_not_a_trace_is_refused(trace, words):
    with pytest.raises(PuzzlelabError, match=words):
        Player(trace)


def test_a_solve_result_is_not_a_trace():
    with pytest.raises(PuzzlelabError, match="not a trace"):
        Player(puzzlelab.solve(EIGHT))


def test_bad_words_are_refused(search):
    with pytest.raises(PuzzlelabError, match="unknown language 'de': use en or ru"):
        Player(search, lang="de")
    with pytest.raises(ValueError, match="counts from 0"):
        Player(search, at=-1)
    player = Player(search)
    with pytest.raises(PuzzlelabError, match="not a trace"):
        player.beside = {"schema": "something else"}
    with pytest.raises(PuzzlelabError):
        player.lang = "fr"
    assert player.lang == "en" and player.beside is None


def test_play_refuses_what_trace_refuses():
    with pytest.raises(PuzzlelabError, match="tile 4 appears twice"):
        play("1 2 3 4 4 6 0 7 8")
    with pytest.raises(PuzzlelabError, match="unknown language"):
        play(EIGHT, lang="de")
