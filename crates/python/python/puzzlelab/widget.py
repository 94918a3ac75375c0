"""The lab's player in a notebook: a recorded search stepped forward and back.

The widget is the player of the lessons' pages (``docs/theme/player.js``, compiled into the
package), so a notebook shows a run exactly as the site does, offline: the pseudo-code with
the running line marked, the board, the counters, the open list in the order the algorithm
takes from it, the closed set and the search tree growing. It plays any trace document:
``puzzlelab.trace(...)``, ``puzzlelab.trace_bachet(...)``, or a student's own search recorded
with the tracer. It works wherever anywidget does: Jupyter, JupyterLab, VS Code, Colab.

    import puzzlelab
    from puzzlelab.widget import Player, play
    play("4 1 3 7 2 6 0 5 8", algo="astar")                        # traced and shown
    Player(puzzlelab.trace_bachet(13), lang="ru")                    # a game solved
    Player(yours, beside=reference, titles=("Yours", "Reference"))   # two runs stepped together

The player's keys step it once it has the focus (a click on it): ←, →, Home, End, Space plays.
"""

import json
import re

import anywidget
import traitlets

from ._puzzlelab import PLAYER_CSS, PLAYER_JS, PuzzlelabError
from ._puzzlelab import trace as _trace

__all__ = ["Player", "play"]

SCHEMA = "puzzlelab-trace/1"
"""The schema every trace document names: the one the player reads."""

LANGUAGES = ("en", "ru")
"""The player's languages."""

# The fields the player reads from every trace, a search's or a game's.
_FIELDS = ("pseudocode", "nodes", "events", "every", "snapshots")

# What the widget adds to the player: it draws one player per trace into the cell's output,
# two side by side stepping together, and tells the notebook the event shown.
_RENDER = """
const lab = window.PuzzlelabPlayer;

function render({ model, el }) {
    el.classList.add("puzzlelab-widget");
    // keys pressed inside the player step it: the notebook's own shortcuts leave them alone
    el.setAttribute("data-lm-suppress-shortcuts", "true");
    // `quiet` while the players are moved from here, so that their own steps are not echoed
    let players = [], quiet = true;

    function pause() {
        players.forEach(function (root) {
            if (root.puzzlelabPlayer.playing()) { root.querySelector(".lab-play").click(); }
        });
    }
    function tell(at) {
        model.set("at", at);
        model.save_changes();
    }
    function draw() {
        pause();
        quiet = true;
        el.innerHTML = "";
        const traces = [model.get("trace"), model.get("beside")].filter(Boolean);
        const titles = model.get("titles") || [];
        el.classList.toggle("puzzlelab-widget-pair", traces.length > 1);
        players = traces.map(function (trace, i) {
            const column = lab.el("div", "puzzlelab-widget-column");
            if (titles[i]) { column.appendChild(lab.el("div", "puzzlelab-widget-title", titles[i])); }
            const root = lab.el("div", "lab-player");
            column.appendChild(root);
            el.appendChild(column);
            lab.start(root, trace, { lang: model.get("lang"), at: model.get("at"),
                step: function (at) { moved(root, at); } });
            return root;
        });
        // an event past the end was asked for: the model learns where the players stopped
        const shown = Math.max.apply(null, players.map(function (root) { return root.puzzlelabPlayer.at(); }));
        if (players.length && shown !== model.get("at")) { tell(shown); }
        quiet = false;
    }
    // a step in one player: the other follows it (up to its own end), the model learns the event
    function moved(from, at) {
        if (quiet) { return; }
        quiet = true;
        players.forEach(function (root) { if (root !== from) { root.puzzlelabPlayer.go(at); } });
        tell(at);
        quiet = false;
    }
    // `at` set from Python: every player goes there
    function follow() {
        if (quiet) { return; }
        quiet = true;
        const at = model.get("at");
        players.forEach(function (root) { root.puzzlelabPlayer.go(at); });
        quiet = false;
    }

    const listeners = { "change:trace": draw, "change:beside": draw, "change:titles": draw,
        "change:lang": draw, "change:at": follow };
    Object.keys(listeners).forEach(function (name) { model.on(name, listeners[name]); });
    draw();
    // the view taken away: nothing plays on, nothing listens
    return function () {
        pause();
        Object.keys(listeners).forEach(function (name) { model.off(name, listeners[name]); });
    };
}

export default { render };
"""

# The widget's own look: a light card in any notebook theme, in the type size of the lessons'
# pages; the pseudo-code as wide as its lines, the open list beside it the rest, unwrapped (or
# under them, whole, when the rest is too narrow); two players in columns when the cell is wide
# enough; no "Embed this" (its address is the site's).
_WIDGET_CSS = """
.puzzlelab-widget { color: #141414; background: #ffffff; border-radius: 6px; padding: 0.2em; font-size: 14px; }
.puzzlelab-widget .lab-player { margin: 0; }
.puzzlelab-widget .lab-code { flex: 0 1 auto; }
.puzzlelab-widget .lab-side { flex: 1 1 24em; }
.puzzlelab-widget .lab-frontier li { white-space: nowrap; }
.puzzlelab-widget [data-panel="embed"] { display: none; }
.puzzlelab-widget-pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(30em, 1fr)); gap: 0.8em; }
.puzzlelab-widget-column { min-width: 0; }
.puzzlelab-widget-title { font-weight: bold; margin: 0.2em 0 0.3em; }
"""


def _scoped(css, scope=".puzzlelab-widget"):
    """Every rule of ``css`` with each of its selectors under ``scope``, so that the lab's
    stylesheet styles the player and nothing else on the notebook's page. The stylesheet is
    plain rules (no @media, no nesting): a rule is its selectors, ``{``, its declarations, ``}``."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    rules = []
    for rule in css.split("}"):
        selectors, brace, body = rule.partition("{")
        if brace:
            under = ", ".join(f"{scope} {s.strip()}" for s in selectors.split(","))
            rules.append(f"{under} {{{body.rstrip()} }}")
    return "\n".join(rules)


def _document(trace):
    """A trace document as a dict: ``trace`` itself, or its JSON text read. Anything else, or
    a document of another schema, is refused with PuzzlelabError."""
    if isinstance(trace, (str, bytes)):
        try:
            trace = json.loads(trace)
        except ValueError as error:
            raise PuzzlelabError(f"the trace could not be read as JSON: {error}") from None
    if not isinstance(trace, dict) or trace.get("schema") != SCHEMA:
        raise PuzzlelabError(
            f"not a trace: the player plays the document puzzlelab.trace() returns (schema {SCHEMA})"
        )
    missing = [field for field in _FIELDS if field not in trace]
    if missing:
        raise PuzzlelabError(f"the trace has no {', '.join(missing)}")
    return trace


def _language(lang):
    """``lang`` if the player speaks it ("en", "ru"), else PuzzlelabError."""
    if lang not in LANGUAGES:
        raise PuzzlelabError(f"unknown language {lang!r}: use en or ru")
    return lang


def _described(trace):
    """A trace in a few words: "astar from 4 1 3 7 2 6 0 5 8, 255 events"."""
    start = f"pile {trace['pile']}" if trace.get("game") else trace.get("board")
    return f"{trace.get('algorithm')} from {start}, {len(trace['events'])} events"


class _Trace(traitlets.TraitType):
    """A trait holding a trace document: given as a dict or as its JSON text, kept as a dict."""

    info_text = "a trace document (schema puzzlelab-trace/1)"

    def validate(self, obj, value):
        """The document, checked by :func:`_document`."""
        return _document(value)


class Player(anywidget.AnyWidget):
    """The lab's player showing ``trace`` (a dict or its JSON text), in ``lang`` ("en", "ru"),
    opened at event ``at``. With ``beside``, a second trace is shown next to the first and the
    two step together (a student's run beside the reference); ``titles`` names them (one title
    a player, a string for a player alone).

    The traits can be changed after the widget is shown: ``player.at = 40`` moves it, and
    ``player.at`` is the event the reader has stepped to."""

    _esm = PLAYER_JS + "\n" + _RENDER
    _css = _scoped(PLAYER_CSS) + "\n" + _WIDGET_CSS

    trace = _Trace().tag(sync=True)
    """The trace played."""
    beside = _Trace(default_value=None, allow_none=True).tag(sync=True)
    """A second trace shown beside the first, or None."""
    titles = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The title over each player (none when empty)."""
    lang = traitlets.Unicode("en").tag(sync=True)
    """The player's words: "en" or "ru" (the pseudo-code is the trace's own)."""
    at = traitlets.Int(0).tag(sync=True)
    """The event shown: 0 is the start, the number of events the end."""

    def __init__(self, trace, beside=None, *, titles=(), lang="en", at=0):
        titles = [titles] if isinstance(titles, str) else list(titles)
        super().__init__(trace=trace, beside=beside, titles=titles, lang=lang, at=at)

    def __repr__(self):
        # what a page that cannot run widgets shows instead of the player
        runs = " beside ".join(_described(t) for t in (self.trace, self.beside) if t)
        return f"<puzzlelab player: {runs}>"

    @traitlets.validate("lang")
    def _lang(self, proposal):
        return _language(proposal["value"])

    @traitlets.validate("at")
    def _at(self, proposal):
        if proposal["value"] < 0:
            raise PuzzlelabError(f"the event to open at is {proposal['value']}: it counts from 0")
        return proposal["value"]


def play(board, algo="astar", heuristic=None, *, lang="en", at=0, **options):
    """Searches ``board`` as ``puzzlelab.trace`` does (``algo``, ``heuristic`` and any of its
    ``options``: goal, limits, max_events) and returns the player showing the run, its
    pseudo-code and words in ``lang``: the notebook's ``puzzlelab fifteen trace BOARD --play``."""
    return Player(_trace(board, algo, heuristic, lang=lang, **options), lang=lang, at=at)
