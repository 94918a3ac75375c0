"""Framing, in headless Chromium: `puzzlelab serve` on a free port, and a course page of another
origin (a second server, on another loopback port) with an <iframe> of each served page:

- embed.html and ru/embed.html load inside the frame: the player's page runs there (its own
  scripts, served beside it) and records the run the address asks for (a site built without the
  page's engine: says so, in the frame);
- index.html and search.html are refused: the frame shows Chromium's error page, never the
  site's, since every page but the embeddable player carries `frame-ancestors 'none'` and
  `X-Frame-Options: DENY`.

The site is output/site (cargo xtask docs); without one, a site of the embeddable player's own
files (docs/src/embed.html, docs/theme/) and a front page stands in, so that this check runs
without the book built.

Screenshot: output/screenshots/framing-course.png (the course page, one frame shown, one refused).

    from framing import check_framing
    check_framing(browser, failures)
    tests/browser/framing.py    # alone
"""
import functools
import http.server
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.parse

from drive_player import ROOT, SITE, binary, run_alone

BOARD = "8 1 0 4 7 2 6 5 3"

# what each frame holds once settled: its address, the address it could not reach, and the
# player's state when the page is the player's
FRAME = """(function () {
  var root = document.getElementById('puzzlelab-embed');
  return { href: location.href, state: root ? root.dataset.state : null,
           text: document.body ? document.body.innerText.slice(0, 200) : '' };
})()"""


def stand_in_site(folder):
    """The embeddable player's files as the book copies them, and a front page."""
    docs = os.path.join(ROOT, "docs")
    for book, into in [(os.path.join(docs, "src"), folder), (os.path.join(docs, "ru", "src"), os.path.join(folder, "ru"))]:
        os.makedirs(os.path.join(into, "lab"), exist_ok=True)
        shutil.copy(os.path.join(book, "embed.html"), into)
        for name in os.listdir(os.path.join(book, "lab")):
            shutil.copy(os.path.realpath(os.path.join(book, "lab", name)), os.path.join(into, "lab", name))
    for page in ["index.html", "search.html"]:
        with open(os.path.join(folder, page), "w", encoding="utf-8") as f:
            f.write(f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{page}</title></head>'
                    f'<body><h1>puzzlelab: {page}</h1></body></html>')
    return folder


def course_page(folder, site):
    """A course's page with a frame of each page of the served `site`, named for the page."""
    frames = {
        "embed": f"embed.html?{urllib.parse.urlencode({'board': BOARD, 'algo': 'astar', 'heuristic': 'manhattan', 'from': 5})}",
        "embed-ru": f"ru/embed.html?{urllib.parse.urlencode({'pile': 13, 'solver': 'retrograde'})}",
        "index": "index.html",
        "search": "search.html",
    }
    tags = "".join(f'<div style="display: inline-block; margin: 0 1em 1em 0"><h2>{name}</h2>'
                   f'<iframe name="{name}" src="{site}/{src}" width="540" height="280"></iframe></div>'
                   for name, src in frames.items())
    with open(os.path.join(folder, "course.html"), "w", encoding="utf-8") as f:
        f.write('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lecture 5</title></head>'
                '<body style="font-family: sans-serif"><h1>Lecture 5: how A* chooses</h1>' + tags + '</body></html>')
    return {name: f"{site}/{src}" for name, src in frames.items()}


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def frames_of(browser):
    """The course page's frames by name: each frame's id and address."""
    tree = browser.send("Page.getFrameTree", session=True)["frameTree"]
    return {child["frame"].get("name"): child["frame"] for child in tree.get("childFrames", [])}


def inside(browser, frame_id):
    """What the frame `frame_id` holds (FRAME), read in a world of its own."""
    world = browser.send("Page.createIsolatedWorld", {"frameId": frame_id, "worldName": "framing"},
                         session=True)["executionContextId"]
    result = browser.send("Runtime.evaluate", {"expression": FRAME, "contextId": world, "returnByValue": True},
                          session=True)
    return result["result"].get("value") or {}


def settle(browser, names, engine, seconds=120):
    """Each named frame once settled: refused (an error page), or the player's state past loading."""
    deadline = time.time() + seconds
    while True:
        frames, held = frames_of(browser), {}
        for name in names:
            frame = frames.get(name)
            if frame is None:
                continue
            held[name] = dict(frame, inside=inside(browser, frame["id"]))
        waiting = [name for name in names if name not in held or
                   (name.startswith("embed") and not held[name].get("unreachableUrl") and
                    held[name]["inside"].get("state") in (None, "loading", "recording"))]
        if not waiting or time.time() > deadline:
            return held
        time.sleep(0.1)


def check_framing(browser, failures):
    """Everything above; a failure is a line appended to `failures`."""
    folder = tempfile.mkdtemp()
    built = os.path.exists(os.path.join(SITE, "embed.html"))
    site_dir = SITE if built else stand_in_site(os.path.join(folder, "site"))
    engine = os.path.exists(os.path.join(site_dir, "engine-wasm.js"))
    server = subprocess.Popen([binary(), "serve", "--port", "0", "--site", site_dir], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    course_dir = os.path.join(folder, "course")
    os.makedirs(course_dir)
    handler = functools.partial(Quiet, directory=course_dir)
    course = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=course.serve_forever, daemon=True).start()
    try:
        site = re.search(r"http://[0-9.:]+", server.stdout.readline()).group(0).rstrip("/")
        origin = f"http://127.0.0.1:{course.server_address[1]}"
        addresses = course_page(course_dir, site)
        browser.offline(False)
        browser.open(f"{origin}/course.html")
        held = settle(browser, list(addresses), engine)
        where = f"a course page at {origin} framing {site}"
        wanted = "playing" if engine else "noengine"
        for name in ["embed", "embed-ru"]:
            frame = held.get(name)
            if frame is None:
                failures.append(f"{where}: no frame {name}")
                continue
            state, href = frame["inside"].get("state"), frame["inside"].get("href")
            if frame.get("unreachableUrl") or href != addresses[name] or state != wanted:
                failures.append(f"{where}: the frame of {addresses[name]} holds {href} "
                                f"(refused: {frame.get('unreachableUrl')}), the player {state}, not {wanted}")
            else:
                print(f"{where}: {addresses[name][len(site):]} loads inside the frame, the player {state}")
        for name in ["index", "search"]:
            frame = held.get(name)
            if frame is None:
                failures.append(f"{where}: no frame {name}")
                continue
            href, text = frame["inside"].get("href"), frame["inside"].get("text") or ""
            shown = href == addresses[name] or "puzzlelab" in text
            if shown or not frame.get("unreachableUrl"):
                failures.append(f"{where}: the frame of {addresses[name]} shows {href} ({text[:80]!r}): "
                                "another site framed it")
            else:
                print(f"{where}: {addresses[name][len(site):]} refused in the frame ({frame['url']})")
        browser.screenshot("framing-course.png")
    finally:
        browser.offline(True)
        course.shutdown()
        server.kill()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    run_alone(check_framing)
