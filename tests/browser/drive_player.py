#!/usr/bin/env python3
"""The lab's player driven in headless Chromium through the DevTools protocol (over
--remote-debugging-pipe: no websocket, no package beyond Python's own). Each lesson page with a
player is opened from file:// with the network off; keys step it forward and back, and what it
shows (the counters, the frontier, the marked pseudo-code line) must equal the trace replayed
here; Home and forward again must give the identical state; the Russian page speaks Russian.
Screenshots go to output/screenshots/. Build the site first: cargo xtask docs.

    tests/browser/drive_player.py
    tests/browser/drive_player.py --seek TRACE.json   # the time of random jumps on a big trace
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITE = os.path.join(ROOT, "output", "site")
SHOTS = os.path.join(ROOT, "output", "screenshots")
GENERATED = os.path.join(ROOT, "output", "generated")


class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands) and 4 (answers and events)."""

    def __init__(self):
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
             "--allow-file-access-from-files", "--window-size=1200,900", "about:blank"],
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
        self.send("Network.emulateNetworkConditions", {
            "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
            session=True)

    def read(self):
        while b"\0" not in self.buffer:
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
        self.send("Page.navigate", {"url": "file://" + path}, session=True)
        self.wait_for("Page.loadEventFired")

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

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def trace_of(name):
    text = open(os.path.join(GENERATED, f"trace-{name}.js"), encoding="utf-8").read()
    line = text.splitlines()[1]  # window.PUZZLELAB_TRACES["name"] = {...};
    return json.loads(line.split(" = ", 1)[1].rsplit(";", 1)[0])


def replay(trace, at):
    """The state after the first `at` events, replayed from the very start."""
    frontier, expanded, generated = [], 0, 0
    for event in trace["events"][:at]:
        kind = event["event"]
        if kind == "push":
            frontier.append(event["node"])
        elif kind == "pop":
            i = len(frontier) - 1 - frontier[::-1].index(event["node"])
            frontier.pop(i)
        elif kind == "threshold":
            frontier = []
        elif kind == "expand":
            expanded += 1
        elif kind == "generate":
            generated += 1
    line = trace["events"][at - 1]["line"] if at else -1
    return {"frontier": ",".join(map(str, frontier)), "expanded": str(expanded),
            "generated": str(generated), "line": line}


SHOWN = """(function () {
  var p = document.querySelectorAll('.lab-player')[INDEX];
  var lines = Array.prototype.map.call(p.querySelectorAll('.lab-code li'), function (li) { return li.className; });
  return {
    frontier: p.querySelector('.lab-frontier') ? p.querySelector('.lab-frontier').dataset.nodes : '',
    expanded: p.querySelector('.lab-count-expanded').dataset.value,
    generated: p.querySelector('.lab-count-generated').dataset.value,
    line: lines.indexOf('current'),
    say: p.querySelector('.lab-say').textContent,
    live: p.querySelector('.lab-say').getAttribute('aria-live'),
    code: p.querySelector('.lab-code li').textContent
  };
})()"""


def check_player(browser, page, index, trace, lang, failures):
    """Steps player `index` of the open page and compares what it shows with `trace`."""
    shown = SHOWN.replace("INDEX", str(index))
    player = f"document.querySelectorAll('.lab-player')[{index}]"
    if not browser.js(f"!!{player}.querySelector('.lab-controls')"):
        failures.append(f"{page} #{index}: the player did not start")
        return
    browser.js(f"{player}.focus()")
    steps = min(37, len(trace["events"]))
    for _ in range(steps):
        browser.key("ArrowRight", 39)
    first = browser.js(shown)
    expected = replay(trace, steps)
    for field in ["frontier", "expanded", "generated", "line"]:
        if first.get(field, "") != expected[field]:
            failures.append(f"{page} #{index} after {steps} steps: {field} {first.get(field)!r}, the trace says {expected[field]!r}")
    for _ in range(5):
        browser.key("ArrowLeft", 37)
    back = browser.js(shown)
    if back["expanded"] != replay(trace, steps - 5)["expanded"]:
        failures.append(f"{page} #{index}: 5 steps back is not the state of event {steps - 5}")
    browser.key("Home", 36)
    for _ in range(steps):
        browser.key("ArrowRight", 39)
    again = browser.js(shown)
    if again != first:
        failures.append(f"{page} #{index}: Home and {steps} steps again gave {again}, not {first}")
    if first["live"] != "polite" or not first["say"]:
        failures.append(f"{page} #{index}: no narration in an ARIA live region")
    russian = ["фронт", "раскрыва", "порожда", "решена"]
    if lang == "ru" and not any(w in first["say"] for w in russian):
        failures.append(f"{page} #{index}: the narration is not Russian: {first['say']!r}")
    if lang == "ru" and first["code"] != trace["pseudocode"][0]:
        failures.append(f"{page} #{index}: the pseudo-code is not the Russian trace's: {first['code']!r}")
    browser.js(f"{player}.scrollIntoView()")
    browser.screenshot(f"player-{trace_name(trace)}-{lang}.png")
    browser.key("End", 35)
    end = browser.js(shown)
    if end["expanded"] != str(trace["expanded"]) or end["generated"] != str(trace["generated"]):
        failures.append(f"{page} #{index}: the last counters {end['expanded']}/{end['generated']} are not the run's")
    print(f"{os.path.relpath(page, ROOT)} #{index} ({trace_name(trace)}): {steps} steps forward, 5 back, "
          f"Home, {steps} again, End: frontier, counters and line as the trace says")


def trace_name(trace):
    return trace.get("algorithm", "") + ("-" + trace["heuristic"] if trace.get("heuristic") else "")


# The pages with players, and the traces they show, in page order.
PAGES = [
    ("search.html", ["astar-eight", "astar-eight-misplaced", "ida-eight"]),
    ("bachet.html", ["retrograde-13"]),
]


def check_pages(browser, failures):
    for page, names in PAGES:
        for lang, prefix, suffix in [("en", "", ""), ("ru", "ru", "-ru")]:
            path = os.path.join(SITE, prefix, page)
            browser.open(path)
            count = browser.js("document.querySelectorAll('.lab-player').length")
            if count != len(names):
                failures.append(f"{path}: {count} players, expected {len(names)}")
                continue
            for index, name in enumerate(names):
                check_player(browser, path, index, trace_of(name + suffix), lang, failures)


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
        t.push(performance.now() - start);
      }
      t.sort(function (a, b) { return a - b; });
      return {events: p.total, median: t[25], worst: t[49]};
    })()""")
    print(f"seek on a trace of {times['events']} events: 50 random jumps, median "
          f"{times['median']:.1f} ms, worst {times['worst']:.1f} ms (each rendered)")


def main():
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
    try:
        check_pages(browser, failures)
    finally:
        browser.close()
    for failure in failures:
        print("FAIL", failure)
    if failures:
        sys.exit(1)
    print("PLAYER OK")


if __name__ == "__main__":
    main()
