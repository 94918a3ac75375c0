#!/usr/bin/env python3
"""The notebooks' player (puzzlelab.widget.Player, an anywidget) driven in headless Chromium as a
notebook shows it, from file:// with the network off, in English and in Russian.

The four notebooks (crates/python/notebooks/) are executed (nbclient, which saves the widgets'
state in each notebook), and tests/browser/notebook_widget.html shows every widget of each from
that saved state exactly as anywidget does: the `_css` in a <style>, the `_esm` imported from a
blob address, its default export's render({model, el}) given a model over the state. Then:

- every player is there, in the notebook's language, with its CSS applied, "Embed this" hidden,
  and nothing wider than the notebook's column;
- the first player of each notebook is stepped with the keys (→, ←, End, Home) and its buttons:
  the event number, the counters (expanded, generated, frontier, bound) and the marked
  pseudo-code line must be the trace's replayed here; a step tells the model the event shown;
  the model's `at` set (as from Python) moves the player;
- two players shown together (a student's run beside the reference, two heuristics) step
  together: either one stepped by its button or sent to its end, the other follows to the same
  event or stops at its own end, and neither pulls the other back.

Screenshots: output/screenshots/notebook/NOTEBOOK-N.png, each widget at an event where the
frontier and the tree have something to show.

The notebooks are executed by a Python with puzzlelab and nbclient (anywidget, nbformat and
ipykernel beside them): $PUZZLELAB_PYTHON, else this one. With $PUZZLELAB_NOTEBOOK_OUT naming a
folder that already holds the executed notebooks, those are used and nothing is executed.

    python3 tests/browser/notebook_widget.py                  # only this check
    PUZZLELAB_PYTHON=/path/to/venv/bin/python python3 tests/browser/notebook_widget.py
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

from drive_player import ROOT, SHOTS, run_alone

PAGE = os.path.join(ROOT, "tests", "browser", "notebook_widget.html")
RUNNER = os.path.join(ROOT, "crates", "python", "tests", "test_notebooks.py")
NOTEBOOKS = ["search-lesson.en", "search-lesson.ru", "astar-assignment.en", "astar-assignment.ru"]
VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"
WORDS = {"en": ("event", "Forward"), "ru": ("событие", "Вперёд")}

# What a player shows, read from its page: the event, the counters, the marked line, the parts.
READ = """(function (root) {
  var value = function (name) { var c = root.querySelector('.lab-count-' + name); return c ? c.dataset.value : null; };
  var lines = Array.prototype.map.call(root.querySelectorAll('.lab-code li'), function (li) { return li.className; });
  var board = root.querySelector('.lab-board td:not(.blank)');
  var column = root.closest('.cell');
  return { at: root.puzzlelabPlayer.at(), total: root.puzzlelabPlayer.total,
    position: root.querySelector('.lab-position').textContent,
    forward: root.querySelector('.lab-forward').title,
    expanded: value('expanded'), generated: value('generated'), frontier: value('frontier'), bound: value('bound'),
    line: lines.indexOf('current'),
    embed: getComputedStyle(root.querySelector('.lab-embed-button')).display,
    tile: board ? getComputedStyle(board).backgroundColor : null,
    overflow: column.scrollWidth - column.clientWidth };
})"""


def replay(trace, k):
    """The counters after the first `k` events, replayed here from the trace's first snapshot."""
    first = trace["snapshots"][0]
    frontier = [tuple(entry) for entry in first["frontier"]]
    expanded, generated, bound = first["expanded"], first["generated"], first["threshold"]
    for event in trace["events"][first["at"]:k]:
        kind = event["event"]
        if kind == "push":
            frontier.append((event["node"], event["g"]))
        elif kind == "pop":
            where = max(i for i, entry in enumerate(frontier) if entry == (event["node"], event["g"]))
            del frontier[where]
        elif kind == "threshold":
            bound, frontier = event["bound"], []
        elif kind == "expand":
            expanded += 1
        elif kind == "generate":
            generated += 1
    shown = {"expanded": str(expanded), "generated": str(generated)}
    if not trace.get("game"):
        shown.update(frontier=str(len(frontier)), bound="–" if bound is None else str(bound))
    return shown


def python_with_notebooks():
    """A Python that can execute the notebooks ($PUZZLELAB_PYTHON, else this one), or None."""
    for python in [os.environ.get("PUZZLELAB_PYTHON"), sys.executable]:
        if python and subprocess.run([python, "-c", "import nbclient, puzzlelab.widget"],
                                     capture_output=True).returncode == 0:
            return python
    return None


def executed(folder):
    """The executed notebooks' paths by name: $PUZZLELAB_NOTEBOOK_OUT's, or executed into
    `folder` now. None when there is no Python to execute them."""
    kept = os.environ.get("PUZZLELAB_NOTEBOOK_OUT")
    paths = {name: os.path.join(kept or folder, name + ".ipynb") for name in NOTEBOOKS}
    if kept and all(os.path.exists(path) for path in paths.values()):
        return paths
    python = python_with_notebooks()
    if python is None:
        return None
    started = time.time()
    run = subprocess.run([python, RUNNER, kept or folder], capture_output=True, text=True,
                         env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    if run.returncode != 0:
        raise RuntimeError(f"the notebooks did not run:\n{run.stdout[-2000:]}{run.stderr[-4000:]}")
    print(f"the four notebooks executed by {python} in {time.time() - started:.0f} s")
    return paths


def saved_widgets(path, lang):
    """What the page needs from an executed notebook: its widget views in output order (the
    cell each is in) and the widgets' saved state."""
    with open(path, encoding="utf-8") as f:
        notebook = json.load(f)
    views = []
    for number, cell in enumerate(notebook["cells"], 1):
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(VIEW)
            if view:
                views.append({"model_id": view["model_id"], "cell": number})
    state = notebook["metadata"].get("widgets", {}).get(STATE, {}).get("state", {})
    return {"notebook": os.path.basename(path), "lang": lang, "views": views, "state": state}


def shoot(browser, selector, name):
    """The element `selector` alone, however tall, as output/screenshots/notebook/NAME."""
    folder = os.path.join(SHOTS, "notebook")
    os.makedirs(folder, exist_ok=True)
    box = browser.js(f"(function () {{ var r = document.querySelector({json.dumps(selector)}).getBoundingClientRect(); "
                     "return {x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height}; })()")
    clip = {"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"], "scale": 1}
    data = browser.send("Page.captureScreenshot", {"format": "png", "clip": clip, "captureBeyondViewport": True},
                        session=True)["data"]
    path = os.path.join(folder, name)
    with open(path, "wb") as f:
        f.write(base64.b64decode(data))
    print(f"saved {os.path.relpath(path, ROOT)}")


def check_player(browser, root, trace, lang, where, failures):
    """One player against its trace: what it shows now, and its parts."""
    shown = browser.js(f"({READ})({root})")
    expected = replay(trace, shown["at"])
    got = {key: shown[key] for key in expected}
    if got != expected:
        failures.append(f"{where} at event {shown['at']}: the player shows {got}, the trace says {expected}")
    line = trace["events"][shown["at"] - 1]["line"] if shown["at"] > 0 else -1
    if shown["line"] != line:
        failures.append(f"{where} at event {shown['at']}: line {shown['line']} marked, the trace says {line}")
    word, forward = WORDS[lang]
    if shown["position"] != f"{word} {shown['at']} / {len(trace['events'])}" or shown["forward"] != forward:
        failures.append(f"{where}: {shown['position']!r} and {shown['forward']!r} are not the player's {lang} words")
    if shown["embed"] != "none":
        failures.append(f"{where}: \"Embed this\" is shown in a notebook")
    if shown["tile"] not in (None, "rgb(173, 216, 230)"):
        failures.append(f"{where}: the board's tiles are {shown['tile']}: the player's CSS is not applied")
    if shown["overflow"] > 1:
        failures.append(f"{where}: {shown['overflow']} px wider than the notebook's column")
    return shown


def step(browser, root, how):
    """One step of the player `root`: a key pressed in it, or one of its buttons clicked."""
    keys = {"→": ("ArrowRight", 39), "←": ("ArrowLeft", 37), "End": ("End", 35), "Home": ("Home", 36)}
    if how in keys:
        browser.js(f"{root}.focus()")
        browser.key(*keys[how])
    else:
        browser.js(f"{root}.querySelector('.lab-{how}').click()")
    return browser.js(f"{root}.puzzlelabPlayer.at()")


def drive_alone(browser, cell, model, trace, lang, where, failures):
    """A single player stepped by keys and buttons, and moved through its model."""
    root = f"document.querySelector('[data-model=\"{cell}\"] .lab-player')"
    start = browser.js(f"{root}.puzzlelabPlayer.at()")
    total = len(trace["events"])
    route = [("→", 1), ("→", 2), ("→", 3), ("→", 4), ("→", 5), ("←", 4), ("←", 3), ("forward", 4), ("back", 3)]
    for how, ahead in route:
        at = step(browser, root, how)
        if at != min(total, start + ahead):
            failures.append(f"{where}: {how} went to event {at}, not {min(total, start + ahead)}")
        check_player(browser, root, trace, lang, f"{where} after {how}", failures)
    told = browser.js(f"[{model}.get('at'), {model}.saved]")
    if told[0] != min(total, start + 3) or told[1] < 1:
        failures.append(f"{where}: the model was told event {told[0]} ({told[1]} saves) for the player's {min(total, start + 3)}")
    step(browser, root, "End")
    end = check_player(browser, root, trace, lang, f"{where} at the end", failures)
    if not trace.get("truncated") and [end["expanded"], end["generated"]] != [str(trace["expanded"]), str(trace["generated"])]:
        failures.append(f"{where} at the end: {end['expanded']}/{end['generated']}, the run's counters are "
                        f"{trace['expanded']}/{trace['generated']}")
    if step(browser, root, "Home") != 0:
        failures.append(f"{where}: Home did not go back to the start")
    middle = total // 2
    browser.js(f"{model}.set('at', {middle})")
    if browser.js(f"{root}.puzzlelabPlayer.at()") != middle:
        failures.append(f"{where}: the model's at set to {middle} did not move the player")
    check_player(browser, root, trace, lang, f"{where} moved by its model", failures)
    return f"stepped {start} → {start + 5} → {start + 3} by keys and buttons, End ({end['expanded']} expanded, " \
           f"{end['generated']} generated), Home, and moved to {middle} by its model"


def drive_pair(browser, cell, traces, lang, where, failures):
    """Two players stepping together: each stepped by its button, the other following."""
    roots = [f"document.querySelectorAll('[data-model=\"{cell}\"] .lab-player')[{i}]" for i in range(2)]
    totals = [len(trace["events"]) for trace in traces]
    for leader, follower in [(0, 1), (1, 0)]:
        step(browser, roots[leader], "Home")
        for _ in range(7):
            at = step(browser, roots[leader], "forward")
        followed = browser.js(f"{roots[follower]}.puzzlelabPlayer.at()")
        if at != min(7, totals[leader]) or followed != min(at, totals[follower]):
            failures.append(f"{where}: player {leader + 1} stepped to {at}, player {follower + 1} is at {followed}")
        for i in range(2):
            check_player(browser, roots[i], traces[i], lang, f"{where}, player {i + 1}", failures)
    # End on either: it goes to its end, the other to the same event or its own end, and stays
    for leader in [0, 1]:
        step(browser, roots[leader], "End")
        ends = [browser.js(f"{root}.puzzlelabPlayer.at()") for root in roots]
        expected = [min(totals[leader], total) for total in totals]
        if ends != expected:
            failures.append(f"{where}: End on player {leader + 1} left them at {ends}, not {expected} "
                            f"(their runs have {totals} events)")
    return f"two players ({totals[0]} and {totals[1]} events) stepped together, each following the other, " \
           "to either one's end"


def check_notebook(browser, path, name, folder, failures):
    """One executed notebook's widgets, shown from its saved state and driven."""
    lang = name.rsplit(".", 1)[1]
    saved = saved_widgets(path, lang)
    if not saved["views"]:
        failures.append(f"{name}: the executed notebook shows no widget")
        return
    data = os.path.join(folder, name + ".widgets.js")
    with open(data, "w", encoding="utf-8") as f:
        f.write("window.NOTEBOOK_WIDGETS = " + json.dumps(saved) + ";\n")
    browser.open(PAGE + "?widgets=" + urllib.parse.quote("file://" + data))
    for _ in range(200):
        state = browser.js("document.body.dataset.state")
        if state != "loading":
            break
        time.sleep(0.05)
    if state != "ready":
        failures.append(f"{name}: the page did not show the widgets ({state}): {browser.js('document.body.dataset.failure')}")
        return
    said = []
    for number, view in enumerate(saved["views"], 1):
        cell = model_id = view["model_id"]
        model = f"window.NOTEBOOK_MODELS[{json.dumps(model_id)}]"
        state = saved["state"][model_id]["state"]
        traces = [t for t in (state["trace"], state.get("beside")) if t]
        where = f"{name}, cell {view['cell']}"
        players = browser.js(f"document.querySelectorAll('[data-model=\"{cell}\"] .lab-player').length")
        if players != len(traces):
            failures.append(f"{where}: {players} players for {len(traces)} traces")
            continue
        if len(traces) == 1 and number == 1:
            said.append(drive_alone(browser, cell, model, traces[0], lang, where, failures))
        elif len(traces) == 2:
            said.append(drive_pair(browser, cell, traces, lang, where, failures))
        # the picture: a third of the way through, where the frontier and the tree are full
        browser.js(f"{model}.set('at', {max(len(t['events']) for t in traces) // 3})")
        browser.js(f"document.querySelector('[data-model=\"{cell}\"]').scrollIntoView()")
        shoot(browser, f'[data-model="{cell}"]', f"{name}-{number}.png")
    print(f"{name}: {len(saved['views'])} widgets shown from the notebook's saved state; " + "; ".join(said))


def check_notebook_widget(browser, failures, required=False):
    """Everything above; a failure is a line appended to `failures`. Without a Python able to
    execute the notebooks the check is skipped, or fails when `required`."""
    folder = tempfile.mkdtemp()
    try:
        try:
            paths = executed(folder)
        except RuntimeError as error:
            failures.append(f"notebook widget: {error}")
            return
        if paths is None:
            message = ("notebook widget: no Python with puzzlelab and nbclient to execute the notebooks "
                       "(set PUZZLELAB_PYTHON, or PUZZLELAB_NOTEBOOK_OUT to executed ones)")
            if required:
                failures.append(message)
            else:
                print("skipped:", message)
            return
        browser.offline(True)
        for name, path in paths.items():
            try:
                check_notebook(browser, path, name, folder, failures)
            except RuntimeError as error:  # the page threw: its message, cut short
                failures.append(f"{name}: {str(error)[:400]}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    run_alone(lambda browser, failures: check_notebook_widget(browser, failures, required=True))
