#!/usr/bin/env python3
"""The lab driven in headless Chromium through the DevTools protocol (over
--remote-debugging-pipe: no websocket, no package beyond Python's own). Each lesson page is
opened from file:// with the network off, in English and in Russian:

- every player is stepped with the keys: the counters, the open list (in the algorithm's
  order: the next entry to leave it comes first), the closed set, the tree and the marked
  pseudo-code line must equal the trace replayed here; back, Home and forward again give the
  identical state; End shows the run's counters;
- "your turn": a wrong answer is marked wrong with its explanation, a right one accepted (A*'s
  next expansion, IDA*'s next bound, the winning take);
- the 15-puzzle and Bachet's game are played on recorded games, and every board, verdict and
  message must be what the Rust program (`fifteen play`, `fifteen show`, `bachet play`) says;
- live mode: `puzzlelab serve` on a free port, a board typed in, its trace played;
- framing (framing.py): a course page of another origin frames the served embed.html, which
  loads, and index.html, which is refused;
- the page's own engine (engine_page.py): every algorithm and heuristic against the command line,
  a pile, a refusal, Cancel, and the figures of the engine in the page;
- the lessons' practice (practice.py): questions asked by the page's engine, each the one
  `puzzlelab quiz --json` makes for its name, answered right and wrong, the score counted;
- seeking: a trace of 10^6 events made by `fifteen trace`, 50 random jumps timed (a figure).

Screenshots go to output/screenshots/ (every lesson page whole, in tiles, under pages/). Build
the site first: cargo xtask docs.

    tests/browser/drive_player.py
    tests/browser/drive_player.py --seek TRACE.json   # only the jumps, on a trace of yours
"""
import base64
import json
import os
import random
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # the checks beside this script are imported: no __pycache__ left behind
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITE = os.path.join(ROOT, "output", "site")
SHOTS = os.path.join(ROOT, "output", "screenshots")
GENERATED = os.path.join(ROOT, "output", "generated")


class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands) and 4 (answers and events)."""

    def __init__(self, file_access=True):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            sys.exit("chromium is not installed (apt-get install -y chromium)")
        self.profile = tempfile.mkdtemp()
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def fds():
            # copies first, so that neither end lands on the other's number before it moves
            commands, answers = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(commands, 3)
            os.dup2(answers, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--remote-debugging-pipe", "--user-data-dir=" + self.profile,
             *(["--allow-file-access-from-files"] if file_access else []),
             "--window-size=1200,900", "about:blank"],
            preexec_fn=fds, pass_fds=(3, 4),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for method in ["Page.enable", "Network.enable", "Runtime.enable"]:
            self.send(method, session=True)
        self.offline(True)

    def read(self):
        while b"\0" not in self.buffer:
            ready, _, _ = select.select([self.from_browser], [], [], 60)
            if not ready:
                raise TimeoutError("chromium said nothing for 60 s")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            answer = self.read()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_for(self, method):
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[i]
                    return event
            self.events.append(self.read())

    def open(self, path):
        self.events = []
        url = path if path.startswith("http") else "file://" + path
        self.send("Page.navigate", {"url": url}, session=True)
        self.wait_for("Page.loadEventFired")

    def offline(self, flag):
        self.send("Network.emulateNetworkConditions", {
            "offline": flag, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
            session=True)

    def js(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                           session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def key(self, key, code):
        for kind in ["keyDown", "keyUp"]:
            self.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key,
                                                 "windowsVirtualKeyCode": code}, session=True)

    def screenshot(self, name):
        os.makedirs(SHOTS, exist_ok=True)
        data = self.send("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        path = os.path.join(SHOTS, name)
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        print(f"saved {os.path.relpath(path, ROOT)}")

    def page_in_tiles(self, name, tile=2400):
        """The whole page as screenshots `tile` CSS pixels tall, NAME-1.png, NAME-2.png, ...;
        returns how many."""
        os.makedirs(os.path.dirname(os.path.join(SHOTS, name)), exist_ok=True)
        metrics = self.send("Page.getLayoutMetrics", session=True)
        size = metrics.get("cssContentSize") or metrics["contentSize"]
        width, height = int(size["width"]), int(size["height"])
        count = 0
        for top in range(0, height, tile):
            clip = {"x": 0, "y": top, "width": width, "height": min(tile, height - top), "scale": 1}
            data = self.send("Page.captureScreenshot", {
                "format": "png", "clip": clip, "captureBeyondViewport": True}, session=True)["data"]
            count += 1
            with open(os.path.join(SHOTS, f"{name}-{count}.png"), "wb") as f:
                f.write(base64.b64decode(data))
        return count

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def run_alone(check):
    """A module's `check(browser, failures)` run on its own: its failures printed, exit 1 on any."""
    failures = []
    browser = Browser()
    try:
        check(browser, failures)
    finally:
        browser.close()
    for failure in failures:
        print("FAIL", failure)
    sys.exit(1 if failures else 0)


def binary():
    """The puzzlelab binary `cargo test` built (CARGO_TARGET_DIR honoured)."""
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    path = os.path.join(target, "debug", "puzzlelab")
    if not os.path.exists(path):
        subprocess.run(["cargo", "build", "-q", "--bin", "puzzlelab"], cwd=ROOT, check=True)
    return path


def puzzlelab(*args, stdin=""):
    run = subprocess.run([binary(), *args], input=stdin, capture_output=True, text=True, cwd=ROOT,
                         env=dict(os.environ, NO_COLOR="1"))
    return run.stdout


def trace_of(name):
    text = open(os.path.join(GENERATED, f"trace-{name}.js"), encoding="utf-8").read()
    line = text.splitlines()[1]  # window.PUZZLELAB_TRACES["name"] = {...};
    return json.loads(line.split(" = ", 1)[1].rsplit(";", 1)[0])


def first_out(trace, frontier):
    """The index of the entry the algorithm takes next: BFS the oldest, A* the least f, then the
    largest g, then the newest, IDA* the newest (its path is a stack)."""
    if trace["algorithm"] == "bfs":
        return 0
    if trace["algorithm"] == "astar":
        h = trace["h"]
        return min(range(len(frontier)),
                   key=lambda i: (frontier[i][1] + h[frontier[i][0]], -frontier[i][1], -i))
    return len(frontier) - 1


def replay(trace, at):
    """The state after the first `at` events, replayed from the very start."""
    frontier, expanded, generated = [], 0, 0
    for event in trace["events"][:at]:
        kind = event["event"]
        if kind == "push":
            frontier.append([event["node"], event["g"]])
        elif kind == "pop":
            entry = [event["node"], event["g"]]
            i = len(frontier) - 1 - frontier[::-1].index(entry)
            frontier.pop(i)
        elif kind == "threshold":
            frontier = []
        elif kind == "expand":
            expanded += 1
        elif kind == "generate":
            generated += 1
    line = trace["events"][at - 1]["line"] if at else -1
    return {"frontier": ",".join(str(e[0]) for e in frontier), "entries": frontier,
            "expanded": str(expanded), "generated": str(generated), "line": line}


SHOWN = """(function () {
  var p = document.querySelectorAll('.lab-player[data-trace]')[INDEX];
  var lines = Array.prototype.map.call(p.querySelectorAll('.lab-code li'), function (li) { return li.className; });
  var list = p.querySelector('.lab-frontier'), closed = p.querySelector('.lab-closed');
  var circles = Array.prototype.filter.call(p.querySelectorAll('.lab-tree circle'), function (c) { return c.style.display !== 'none'; });
  return {
    frontier: list ? list.dataset.nodes : '',
    order: list ? list.dataset.order : '',
    closed: closed && closed.dataset.count !== undefined ? closed.dataset.count : null,
    tree: circles.length,
    expanded: p.querySelector('.lab-count-expanded').dataset.value,
    generated: p.querySelector('.lab-count-generated').dataset.value,
    line: lines.indexOf('current'),
    say: p.querySelector('.lab-say').textContent,
    live: p.querySelector('.lab-say').getAttribute('aria-live'),
    code: p.querySelector('.lab-code li').textContent,
    at: p.puzzlelabPlayer.at()
  };
})()"""


def check_state(trace, at, shown, where, failures):
    """What a player shows at event `at` against the trace replayed: the frontier, the open
    list's order (its first entry is the next to leave it), the closed set, the tree, the counters."""
    expected = replay(trace, at)
    for field in ["frontier", "expanded", "generated", "line"]:
        if shown.get(field, "") != expected[field]:
            failures.append(f"{where} at {at}: {field} {shown.get(field)!r}, the trace says {expected[field]!r}")
    if trace.get("game"):
        return
    entries = expected["entries"]
    # the next change to the frontier: when it is a pop, the list's first entry must leave
    pops = [e for e in trace["events"][at:] if e["event"] in ("push", "pop", "threshold")][:1]
    if entries and pops and pops[0]["event"] == "pop":
        first = shown["order"].split(",")[0]
        if first != f"{pops[0]['node']}:{pops[0]['g']}":
            failures.append(f"{where} at {at}: the open list starts with {first}, the next out is {pops[0]}")
        if first != "%d:%d" % tuple(entries[first_out(trace, entries)]):
            failures.append(f"{where} at {at}: the open list is not in the algorithm's order")
    expands = sum(1 for e in trace["events"][:at] if e["event"] == "expand")
    if trace["algorithm"] != "ida" and shown["closed"] != str(expands):
        failures.append(f"{where} at {at}: closed set {shown['closed']}, the trace expanded {expands}")
    seen = 1 + max([0] + [max(v for k, v in e.items() if k in ("node", "child", "parent"))
                          for e in trace["events"][:at] if any(k in e for k in ("node", "child"))])
    if shown["tree"] != min(seen, 200, len(trace["nodes"])):
        failures.append(f"{where} at {at}: {shown['tree']} tree nodes shown, {seen} met")


def check_player(browser, page, index, trace, lang, failures):
    """Steps player `index` of the open page and compares what it shows with `trace`."""
    shown = SHOWN.replace("INDEX", str(index))
    player = f"document.querySelectorAll('.lab-player[data-trace]')[{index}]"
    where = f"{os.path.relpath(page, ROOT)} #{index}"
    if not browser.js(f"!!{player}.querySelector('.lab-controls')"):
        failures.append(f"{where}: the player did not start")
        return
    browser.js(f"{player}.focus()")
    steps = min(37, len(trace["events"]))
    for _ in range(steps):
        browser.key("ArrowRight", 39)
    first = browser.js(shown)
    check_state(trace, steps, first, where, failures)
    for _ in range(5):
        browser.key("ArrowLeft", 37)
    back = browser.js(shown)
    check_state(trace, steps - 5, back, where, failures)
    browser.key("Home", 36)
    for _ in range(steps):
        browser.key("ArrowRight", 39)
    again = browser.js(shown)
    if again != first:
        failures.append(f"{where}: Home and {steps} steps again gave {again}, not {first}")
    if first["live"] != "polite" or not first["say"]:
        failures.append(f"{where}: no narration in an ARIA live region")
    russian = ["фронт", "раскрыва", "порожда", "решена", "итерация"]
    if lang == "ru" and not any(w in first["say"] for w in russian):
        failures.append(f"{where}: the narration is not Russian: {first['say']!r}")
    if lang == "ru" and first["code"] != trace["pseudocode"][0]:
        failures.append(f"{where}: the pseudo-code is not the Russian trace's: {first['code']!r}")
    # jumps from the snapshots: a few points spread over the run
    for at in sorted({len(trace["events"]) * k // 7 for k in range(1, 7)}):
        browser.js(f"{player}.puzzlelabPlayer.go({at})")
        check_state(trace, at, browser.js(shown), where, failures)
    browser.js(f"{player}.puzzlelabPlayer.go({steps})")
    browser.js(f"{player}.scrollIntoView()")
    browser.screenshot(f"player-{trace_name(trace)}-{lang}.png")
    browser.js(f"{player}.focus()")
    browser.key("End", 35)
    end = browser.js(shown)
    if end["expanded"] != str(trace["expanded"]) or end["generated"] != str(trace["generated"]):
        failures.append(f"{where}: the last counters {end['expanded']}/{end['generated']} are not the run's")
    print(f"{where} ({trace_name(trace)}): {steps} steps forward, 5 back, Home, {steps} again, "
          f"6 jumps, End: open list in order, closed set, tree, counters and line as the trace says")


def trace_name(trace):
    return trace.get("algorithm", "") + ("-" + trace["heuristic"] if trace.get("heuristic") else "")


# The pages with players, and the traces they show, in page order.
PAGES = [
    ("search.html", ["bfs-eight", "astar-eight", "astar-eight-misplaced", "ida-eight", "ida-eight-pdb"]),
    ("bachet.html", ["retrograde-13"]),
]

TURN = """(function () {
  var p = document.querySelectorAll('.lab-player[data-trace]')[INDEX], t = p.querySelector('.lab-turn');
  var v = t.querySelector('.lab-verdict');
  return { asking: t.className, ask: (t.querySelector('.lab-ask') || {}).textContent || '',
           verdict: v ? v.className : '', text: v ? v.textContent : '', at: p.puzzlelabPlayer.at() };
})()"""

# A wrong answer's explanation says why, in the page's language.
WHY = {
    ("pop", "en"): "least f = g + h", ("pop", "ru"): "наименьшим f",
    ("bound", "en"): "least f = g + h that passed", ("bound", "ru"): "наименьшее f = g + h",
    ("take", "en"): "A winning take leaves a lost pile", ("take", "ru"): "Выигрышный ход оставляет",
}


def check_your_turn(browser, page, index, trace, lang, failures):
    """Ticks "your turn", steps to the first decision, answers it wrong and then right."""
    player = f"document.querySelectorAll('.lab-player[data-trace]')[{index}]"
    turn = TURN.replace("INDEX", str(index))
    where = f"{os.path.relpath(page, ROOT)} #{index} your turn"
    browser.js(f"{player}.querySelector('.lab-your-turn').click(); {player}.puzzlelabPlayer.go(0); {player}.focus()")
    events = trace["events"]
    kinds = {"astar": "pop", "ida": "bound", "retrograde": "take"}
    kind = kinds[trace["algorithm"]]
    for _ in range(len(events)):
        state = browser.js(turn)
        if "asking" in state["asking"]:
            break
        browser.key("ArrowRight", 39)
    else:
        failures.append(f"{where}: no question was asked")
        return
    at = state["at"]
    event = events[at]
    if kind == "pop":
        expected = [event["node"], event["g"]]
        entries = replay(trace, at)["entries"]
        f = lambda e: e[1] + trace["h"][e[0]]
        wrong = [e for e in entries if f(e) > f(expected)]
        if event["event"] != "pop" or not wrong:
            failures.append(f"{where}: asked at {event}, no wrong answer to give")
            return
        pick = lambda e: (f"Array.prototype.filter.call({player}.querySelectorAll('.lab-frontier li.lab-pick'), "
                          f"function (li) {{ return li.dataset.node === '{e[0]}' && li.dataset.g === '{e[1]}'; }})[0].click()")
        browser.js(pick(wrong[0]))
        answered = browser.js(turn)
        browser.js(pick(expected))
    elif kind == "bound":
        set_value = lambda v: browser.js(f"var t = {player}.querySelector('.lab-turn'); t.querySelector('.lab-answer').value = '{v}'; t.querySelector('.lab-check').click()")
        set_value(event["bound"] + 1)
        answered = browser.js(turn)
        set_value(event["bound"])
    else:
        pile = trace["nodes"][event["node"]]
        right = pile - trace["nodes"][event["next"]]
        wrong = next(t for t in range(1, min(3, pile) + 1) if t != right)
        click = lambda t: browser.js(f"Array.prototype.filter.call({player}.querySelectorAll('.lab-turn .lab-take'), function (b) {{ return b.textContent === '{t}'; }})[0].click()")
        click(wrong)
        answered = browser.js(turn)
        click(right)
    accepted = browser.js(turn)
    if "wrong" not in answered["verdict"] or WHY[(kind, lang)] not in answered["text"]:
        failures.append(f"{where}: a wrong answer gave {answered}")
    if answered["at"] != at:
        failures.append(f"{where}: a wrong answer moved the player on")
    if "right" not in accepted["verdict"] or accepted["at"] != at + 1:
        failures.append(f"{where}: the right answer gave {accepted}")
    browser.js(f"{player}.scrollIntoView()")
    browser.screenshot(f"your-turn-{trace_name(trace)}-{lang}.png")
    browser.js(f"{player}.querySelector('.lab-your-turn').click()")
    print(f"{where}: asked at event {at} ({kind}); wrong answer explained: {answered['text']!r}; right one accepted")


def check_pages(browser, failures):
    for page, names in PAGES:
        for lang, prefix, suffix in [("en", "", ""), ("ru", "ru", "-ru")]:
            path = os.path.join(SITE, prefix, page)
            browser.open(path)
            count = browser.js("document.querySelectorAll('.lab-player[data-trace]').length")
            if count != len(names):
                failures.append(f"{path}: {count} players, expected {len(names)}")
                continue
            for index, name in enumerate(names):
                trace = trace_of(name + suffix)
                check_player(browser, path, index, trace, lang, failures)
                if name in ("astar-eight", "ida-eight", "retrograde-13"):
                    check_your_turn(browser, path, index, trace, lang, failures)


def shoot_lessons(browser):
    """Every lesson page, whole, in both languages: output/screenshots/pages/LESSON[-ru]-K.png."""
    for lesson in ["fifteen", "search", "sat", "bachet"]:
        for prefix, suffix in [("", ""), ("ru", "-ru")]:
            browser.open(os.path.join(SITE, prefix, lesson + ".html"))
            browser.js("new Promise((r) => setTimeout(r, 300))")
            tiles = browser.page_in_tiles(os.path.join("pages", lesson + suffix))
            print(f"saved output/screenshots/pages/{lesson}{suffix}-1..{tiles}.png")


def boards_of(transcript):
    """The boards a `fifteen play` transcript draws, each as one line of numbers."""
    boards, rows = [], []
    for line in transcript.splitlines():
        if line.startswith("║"):
            rows.append(" ".join(c.strip() or "0" for c in line.strip("║").split("│")))
        elif line.startswith("╚"):
            boards.append(" ".join(rows))
            rows = []
    return boards


PUZZLE = """(function () {
  var p = document.querySelector('.lab-puzzle');
  return { board: p.dataset.board, solvable: p.dataset.solvable, status: p.querySelector('.lab-status').textContent,
           moves: p.querySelector('.lab-moves').textContent };
})()"""

KEYS = {"U": ("ArrowUp", 38), "D": ("ArrowDown", 40), "L": ("ArrowLeft", 37), "R": ("ArrowRight", 39)}


def check_puzzle(browser, lang, failures):
    """Recorded games: seeded shuffles and seeded moves (some illegal), played on the page by
    keys and clicks and through `fifteen play`: the same boards after every move, the same count;
    typed boards judged as `fifteen show` judges them; a finished game praised as the game does."""
    prefix = "ru" if lang == "ru" else ""
    browser.open(os.path.join(SITE, prefix, "fifteen.html"))
    if not browser.js("!!document.querySelector('.lab-puzzle .lab-grid')"):
        failures.append(f"fifteen.html ({lang}): the puzzle did not start")
        return
    moves_played = 0

    def type_board(board):
        browser.js(f"var p = document.querySelector('.lab-puzzle'); p.querySelector('.lab-typed').value = '{board}'; p.querySelector('.lab-set').click(); p.focus()")

    rng = random.Random(15)
    for size, seed in [("3x3", 1), ("3x3", 2), ("4x4", 3), ("4x4", 4), ("5x5", 5)]:
        board = puzzlelab("fifteen", "shuffle", "--size", size, "--seed", str(seed)).strip()
        moves = [rng.choice("UDLR") for _ in range(40)]
        rust = boards_of(puzzlelab("fifteen", "play", board, "--lines", "--lang", lang,
                                   stdin="\n".join(moves) + "\nquit\ny\n"))
        type_board(board)
        shown = [browser.js(PUZZLE)["board"]]
        width = int(size[0])
        for i, m in enumerate(moves):
            if i % 2:  # every other move by a click on the tile that slides
                tiles = shown[-1].split(" ")
                blank = tiles.index("0")
                step = {"U": width, "D": -width, "L": 1, "R": -1}[m]
                cell = blank + step
                same_row = m in "UD" or (0 <= cell < len(tiles) and cell // width == blank // width)
                if 0 <= cell < len(tiles) and same_row:
                    browser.js(f"document.querySelector('.lab-puzzle .lab-tile[data-cell=\"{cell}\"]').click()")
                else:
                    browser.key(*KEYS[m])
            else:
                browser.key(*KEYS[m])
            now = browser.js(PUZZLE)["board"]
            if now != shown[-1]:
                shown.append(now)
        moves_played += len(moves)
        if shown != rust[:len(shown)] or len(shown) != len(rust):
            failures.append(f"puzzle {size} seed {seed} ({lang}): the page's boards {shown} are not fifteen play's {rust}")
        count = browser.js(PUZZLE)["moves"]
        if not count.endswith(f" {len(rust) - 1}"):
            failures.append(f"puzzle {size} seed {seed} ({lang}): the counter says {count!r}, fifteen play made {len(rust) - 1} moves")
    # typed boards, solvable or not, judged by the parity rule as `fifteen show` judges them
    for board in ["1 2 3 4 5 6 8 7 0", "8 1 0 4 7 2 6 5 3", "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0",
                  "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "2 1 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
                  "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"]:
        verdict = puzzlelab("fifteen", "show", board, "--lang", lang).strip().splitlines()[-1]
        type_board(board)
        shown = browser.js(PUZZLE)
        if shown["status"] != verdict:
            failures.append(f"puzzle ({lang}) {board}: the page says {shown['status']!r}, fifteen show {verdict!r}")
    type_board("1 2 3 4 5 6 7 0")
    if "0" not in browser.js(PUZZLE)["status"]:
        failures.append(f"puzzle ({lang}): a board with a missing number was not refused")
    browser.js("document.querySelector('.lab-puzzle').scrollIntoView()")
    browser.screenshot(f"puzzle-{lang}.png")
    # a game to the goal, praised as `fifteen play` praises it (without the time)
    type_board("1 2 3 4 5 6 0 7 8")
    browser.key(*KEYS["L"])
    browser.key(*KEYS["L"])
    praise = puzzlelab("fifteen", "play", "1 2 3 4 5 6 0 7 8", "--lines", "--lang", lang, stdin="L\nL\n").strip().splitlines()[-1]
    status = browser.js(PUZZLE)["status"]
    if not status or not praise.startswith(status.rstrip(".")):
        failures.append(f"puzzle ({lang}): the page praises {status!r}, fifteen play {praise!r}")
    print(f"fifteen.html ({lang}): 5 recorded games, {moves_played} moves by keys and clicks, boards as fifteen play's; "
          f"6 typed boards judged as fifteen show judges them; the win praised as the game praises it")


GAME = """(function () {
  var g = document.querySelector('.lab-bachet');
  return { log: Array.prototype.map.call(g.querySelectorAll('.lab-log li'), function (li) { return li.textContent; }),
           over: g.dataset.over, takes: g.querySelectorAll('.lab-takes button').length,
           tree: g.querySelectorAll('.lab-game-tree circle').length };
})()"""


def check_bachet_game(browser, lang, failures):
    """Recorded games of the lesson's variant 2 (seeded takes, either side first), played on the
    page and through `bachet play --variant 2`: the page's messages are the program's, in order."""
    prefix = "ru" if lang == "ru" else ""
    browser.open(os.path.join(SITE, prefix, "bachet.html"))
    if not browser.js("!!document.querySelector('.lab-bachet .lab-log')"):
        failures.append(f"bachet.html ({lang}): the game did not start")
        return
    rng = random.Random(4)
    games = 0
    for pile, computer_first in [(13, False), (13, True), (14, False), (21, True), (7, False), (30, False), (2, True), (1, False)]:
        browser.js(f"var g = document.querySelector('.lab-bachet'); g.querySelector('.lab-pile-input').value = '{pile}';"
                   f"g.querySelector('.{'lab-me-first' if computer_first else 'lab-you-first'}').click()")
        takes = []
        for _ in range(40):
            state = browser.js(GAME)
            if state["over"] == "true":
                break
            t = rng.randint(1, state["takes"])
            takes.append(t)
            browser.js(f"document.querySelector('.lab-bachet .lab-take[data-take=\"{t}\"]').click()")
        state = browser.js(GAME)
        script = "\n".join([str(pile), "1" if computer_first else "2"] + [str(t) for t in takes] + ["n"]) + "\n"
        lines = puzzlelab("bachet", "play", "--variant", "2", "--lang", lang, stdin=script).strip().splitlines()
        said = [line for line in lines[3:-1] if "?" not in line]
        if state["log"] != said or state["over"] != "true":
            failures.append(f"bachet game {pile} ({lang}, takes {takes}): the page said {state['log']}, bachet play {said}")
        if state["tree"] < len(takes):
            failures.append(f"bachet game {pile} ({lang}): the tree has {state['tree']} positions for {len(takes)} takes")
        games += 1
    browser.js("document.querySelector('.lab-bachet').scrollIntoView()")
    browser.screenshot(f"bachet-game-{lang}.png")
    print(f"bachet.html ({lang}): {games} recorded games against the strategy, every message as bachet play --variant 2 says it")


def check_lookup(browser, failures):
    for lang, prefix in [("en", ""), ("ru", "ru")]:
        browser.open(os.path.join(SITE, prefix, "search.html"))
        values = browser.js("Array.prototype.map.call(document.querySelectorAll('.lab-lookup .lab-lookup-value'), function (v) { return v.dataset.value; })")
        sums = browser.js("(function () { var s = document.querySelector('.lab-lookup .lab-lookup-sum'); return s ? [s.dataset.sum, s.dataset.estimate] : null; })()")
        lookup = json.loads(puzzlelab("pdb", "lookup", "44", "8 1 0 4 7 2 6 5 3", "--json"))
        expected = [str(p["value"]) for p in lookup["patterns"]]
        if values != expected or sums != [str(lookup["sum"]), str(lookup["estimate"])]:
            failures.append(f"search.html ({lang}): the lookup shows {values} {sums}, pdb lookup says {expected} {lookup['sum']} {lookup['estimate']}")
        browser.js("document.querySelector('.lab-lookup').scrollIntoView()")
        browser.screenshot(f"pdb-lookup-{lang}.png")
    print("search.html: the pattern-database lookup shows what pdb lookup 44 says, in both books")


def check_live(browser, failures):
    """`puzzlelab serve` on a free port: the page asks it for a trace and plays it."""
    server = subprocess.Popen([binary(), "serve", "--port", "0", "--site", SITE], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        address = re.search(r"http://[0-9.:]+", server.stdout.readline()).group(0)
        browser.offline(False)
        browser.open(address + "/search.html")
        live = "document.querySelector('.lab-live')"
        board = "1 2 3 4 5 6 0 7 8"
        # served, the page may answer itself too: the reader picks the server here
        browser.js(f"var e = {live}.querySelector('.lab-live-engine'); if (e) {{ e.value = 'serve'; e.onchange(); }}")
        browser.js(f"{live}.querySelector('.lab-live-board').value = '{board}'; {live}.querySelector('.lab-live-algo').value = 'astar'; {live}.querySelector('.lab-live-fifteen .lab-live-run').click()")
        state = wait_for_state(browser, live)
        expected = json.loads(puzzlelab("fifteen", "trace", board, "--algo", "astar", "--heuristic", "manhattan"))
        player = f"{live}.querySelector('.lab-player')"
        answered = browser.js(f"[{live}.dataset.answeredBy, {live}.querySelector('.lab-status').textContent]")
        if state != "traced" or answered[0] != "serve":
            failures.append(f"live mode: {state}, answered by {answered}")
            return
        browser.js(f"{player}.puzzlelabPlayer.go({player}.puzzlelabPlayer.total)")
        counts = browser.js(f"[{player}.querySelector('.lab-count-expanded').dataset.value, {player}.querySelector('.lab-count-generated').dataset.value, {player}.puzzlelabPlayer.total]")
        if state != "traced" or counts != [str(expected["expanded"]), str(expected["generated"]), len(expected["events"])]:
            failures.append(f"live mode: {state}, counters {counts}, fifteen trace says {expected['expanded']}/{expected['generated']}/{len(expected['events'])}")
        browser.js(f"{live}.scrollIntoView()")
        browser.screenshot("live-en.png")
        browser.js(f"{live}.querySelector('.lab-live-board').value = '1 2 3 4 4 6 0 7 8'; {live}.querySelector('.lab-live-fifteen .lab-live-run').click()")
        state = wait_for_state(browser, live)
        message = browser.js(f"{live}.querySelector('.lab-status').textContent")
        if state != "refused" or not message.startswith("400"):
            failures.append(f"live mode: a malformed board gave {state} {message!r}")
        browser.js(f"{live}.querySelector('.lab-live-pile').value = '21'; {live}.querySelector('.lab-live-bachet .lab-live-run').click()")
        state = wait_for_state(browser, live)
        game = json.loads(puzzlelab("bachet", "trace", "21"))
        browser.js(f"{player}.puzzlelabPlayer.go({player}.puzzlelabPlayer.total)")
        piles = browser.js(f"Array.prototype.map.call({player}.querySelectorAll('.lab-pile-cell'), function (c) {{ return c.dataset.value; }})")
        expected = ["loss" if n % 4 == 1 else "win" for n in range(22)]
        if state != "traced" or piles != expected or browser.js(f"{player}.puzzlelabPlayer.total") != len(game["events"]):
            failures.append(f"live mode: the pile 21 gave {state}, piles {piles}")
        print(f"live mode at {address}: a typed board traced by the server and played ({counts[0]} expanded, as fifteen trace); a malformed one refused: {message!r}; the pile 21 solved, 1, 5, ..., 21 lost")
    finally:
        browser.offline(True)
        server.kill()
        server.wait()


def wait_for_state(browser, live):
    for _ in range(200):
        state = browser.js(f"{live}.dataset.state")
        if state not in (None, "waiting"):
            return state
        time.sleep(0.05)
    return "timed out"


def seek(browser, trace_file):
    """How long a jump to a random event takes on a big trace: a figure, printed."""
    page = os.path.join(tempfile.mkdtemp(), "seek.html")
    player = os.path.join(ROOT, "docs", "theme", "player.js")
    with open(page, "w", encoding="utf-8") as f:
        f.write('<!doctype html><html lang="en"><body><div class="lab-player" data-trace="big"></div>'
                '<script>window.PUZZLELAB_TRACES = {big: ')
        with open(trace_file, encoding="utf-8") as t:
            shutil.copyfileobj(t, f)
        f.write(f'}};</script><script src="file://{player}"></script></body></html>')
    browser.open(page)
    times = browser.js("""(function () {
      var p = document.querySelector('.lab-player').puzzlelabPlayer, t = [], seed = 1;
      for (var i = 0; i < 50; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        var at = seed % (p.total + 1), start = performance.now();
        p.go(at);
        void document.body.offsetHeight;  // the layout of what was drawn, inside the timing
        t.push(performance.now() - start);
      }
      t.sort(function (a, b) { return a - b; });
      return {events: p.total, median: t[25], worst: t[49]};
    })()""")
    shutil.rmtree(os.path.dirname(page), ignore_errors=True)
    print(f"seek on a trace of {times['events']} events: 50 random jumps, median "
          f"{times['median']:.1f} ms, worst {times['worst']:.1f} ms (each drawn and laid out)")


def big_trace(folder):
    """A trace of 10^6 events: iterative deepening on an 8-puzzle 22 moves out, cut at 10^6."""
    path = os.path.join(folder, "big.json")
    subprocess.run([binary(), "fifteen", "trace", "7 4 6 8 3 5 0 2 1", "--algo", "iddfs",
                    "--max-events", "1000000", "--max-nodes", "2000000", "--out", path], check=True)
    return path


def main():
    from engine_page import check_engine
    from practice import check_practice
    from compare import check_compare
    from embed import check_embed
    from framing import check_framing
    from notebook_widget import check_notebook_widget
    from slides import check_slides
    if len(sys.argv) == 3 and sys.argv[1] == "--seek":
        browser = Browser()
        try:
            seek(browser, sys.argv[2])
        finally:
            browser.close()
        return
    if not os.path.exists(os.path.join(SITE, "search.html")):
        sys.exit("no site in output/site: run cargo xtask docs first")
    browser = Browser()
    failures = []
    folder = tempfile.mkdtemp()
    try:
        shoot_lessons(browser)
        check_pages(browser, failures)
        check_lookup(browser, failures)
        for lang in ["en", "ru"]:
            check_puzzle(browser, lang, failures)
            check_bachet_game(browser, lang, failures)
        check_live(browser, failures)
        check_embed(browser, failures, puzzlelab, SITE)
        check_framing(browser, failures)
        check_compare(browser, failures)
        check_engine(browser, failures)
        check_practice(browser, failures)
        # in CI the notebooks were executed by the Python package's step: a skip is a failure
        check_notebook_widget(browser, failures, required=os.environ.get("CI") == "true")
        check_slides(browser, failures)
        seek(browser, big_trace(folder))
    finally:
        browser.close()
        shutil.rmtree(folder, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure)
    if failures:
        sys.exit(1)
    print("LAB OK")


if __name__ == "__main__":
    main()
