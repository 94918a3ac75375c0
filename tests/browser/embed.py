"""The embeddable player (embed.html, docs/theme/embed.js) driven in headless Chromium, from
file:// with the network off, through drive_player.py's Browser:

- a board from the address, traced by the page's engine: the events and the last counters are
  `fifteen trace`'s for the same words, the player opens at `from`, at `speed`, and shows only
  the panels the address names;
- the same in Russian (ru/embed.html, and lang=ru on the English page): the pseudo-code is
  `fifteen trace --lang ru`'s, autoplay runs and stops at `to`;
- a pile (pile=21&solver=retrograde) against `bachet trace 21`;
- a malformed board and an unsolvable one refused, the engine's message shown in the page's
  language; a site without the engine says so;
- "Embed this" on the lesson pages' players: the snippet's src, opened, plays the same run
  (the same number of events) at the event the player was at.

Screenshots: output/screenshots/embed-*.png (a teacher's slide with the iframe, the snippet box).

    from embed import check_embed
    check_embed(browser, failures, puzzlelab, SITE)
"""
import html
import json
import os
import re
import shutil
import tempfile
import time
import urllib.parse

BOARD = "8 1 0 4 7 2 6 5 3"
PANELS = ["title", "controls", "code", "board", "counters", "open", "closed", "tree", "piles", "say", "embed"]

STATE = """(function () {
  var root = document.getElementById('puzzlelab-embed');
  if (!root) { return null; }
  var p = root.querySelector('.lab-player'), player = p.puzzlelabPlayer;
  var value = function (name) { var c = p.querySelector('.lab-count-' + name); return c ? c.dataset.value : null; };
  var shown = {};
  Array.prototype.forEach.call(root.querySelectorAll('[data-panel]'), function (part) {
    shown[part.dataset.panel] = shown[part.dataset.panel] || getComputedStyle(part).display !== 'none';
  });
  var code = p.querySelector('.lab-code li');
  return {
    state: root.dataset.state, at: root.dataset.at, total: root.dataset.total, lang: document.documentElement.lang,
    message: root.querySelector('.lab-embed-message').textContent, caption: root.querySelector('.lab-embed-caption').textContent,
    shown: shown, expanded: value('expanded'), generated: value('generated'), code: code ? code.textContent : null,
    play: (p.querySelector('.lab-play') || {}).title || null, playing: player ? player.playing() : false,
    speed: player ? player.speed() : null, playerAt: player ? player.at() : null, ms: root.dataset.ms || null,
    piles: Array.prototype.map.call(p.querySelectorAll('.lab-pile-cell'), function (c) { return c.dataset.value; })
  };
})()"""


def address(page, words):
    return page + "?" + urllib.parse.urlencode(words)


def wait(browser, settled=("playing", "refused", "failed", "noengine"), seconds=120):
    """The page's state once it is one of `settled`."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        state = browser.js(STATE)
        if state and state["state"] in settled:
            return state
        time.sleep(0.05)
    return browser.js(STATE) or {"state": "timed out"}


def to_end(browser):
    """The counters the player shows at its last event."""
    browser.js("(function () { var p = document.querySelector('#puzzlelab-embed .lab-player').puzzlelabPlayer; p.go(p.total); })()")
    return browser.js(STATE)


def open_embed(browser, url):
    browser.open(url)
    return wait(browser)


def check_panels(state, wanted, where, failures):
    for name in PANELS:
        if name not in state["shown"]:
            continue  # a part this run has not got (the piles of a search, the tree of a game)
        if state["shown"][name] != (name in wanted):
            failures.append(f"{where}: the panel {name} is {'shown' if state['shown'][name] else 'hidden'}, "
                            f"the address says panels={','.join(wanted)}")


def check_search(browser, failures, puzzlelab, site):
    """A board traced in the page, against `fifteen trace` for the same words."""
    expected = json.loads(puzzlelab("fifteen", "trace", BOARD, "--algo", "astar", "--heuristic", "manhattan"))
    total = len(expected["events"])
    start = min(37, total)
    wanted = ["board", "code", "counters", "controls"]
    url = address(os.path.join(site, "embed.html"), {
        "board": BOARD, "algo": "astar", "heuristic": "manhattan", "from": start, "speed": 20,
        "panels": ",".join(wanted), "lang": "en"})
    where = "embed.html (astar, en)"
    state = open_embed(browser, url)
    if state["state"] != "playing":
        failures.append(f"{where}: {state['state']}: {state.get('message')!r}")
        return
    if state["total"] != str(total) or state["at"] != str(start) or state["playerAt"] != start:
        failures.append(f"{where}: {state['total']} events, opened at {state['at']}; fifteen trace has {total}, from={start}")
    if state["speed"] != 20:
        failures.append(f"{where}: the speed is {state['speed']}, the address says 20")
    if state["code"] != expected["pseudocode"][0] or state["play"] != "Play":
        failures.append(f"{where}: not in English: {state['code']!r}, {state['play']!r}")
    check_panels(state, wanted, where, failures)
    browser.screenshot("embed-astar-en.png")
    end = to_end(browser)
    if [end["expanded"], end["generated"]] != [str(expected["expanded"]), str(expected["generated"])]:
        failures.append(f"{where}: the last counters {end['expanded']}/{end['generated']}, fifteen trace says "
                        f"{expected['expanded']}/{expected['generated']}")
    print(f"{where}: {total} events, {end['expanded']} expanded and {end['generated']} generated at the end, as "
          f"fifteen trace says; opened at event {start}, speed 20, only {', '.join(wanted)} shown "
          f"(recorded in the page in {float(state['ms'] or 0):.0f} ms)")

    # Russian: the Russian page, and lang=ru on the English one; autoplay stops at `to`
    russian = json.loads(puzzlelab("fifteen", "trace", BOARD, "--algo", "astar", "--heuristic", "manhattan", "--lang", "ru"))
    for page in [os.path.join(site, "ru", "embed.html"), os.path.join(site, "embed.html")]:
        words = {"board": BOARD, "algo": "astar", "heuristic": "manhattan", "from": 5, "to": 25, "autoplay": 1, "speed": 50}
        if "/ru/" not in page:
            words["lang"] = "ru"
        where = f"{os.path.relpath(page, site)}?...{'&lang=ru' if 'lang' in words else ''} (astar, ru)"
        state = open_embed(browser, address(page, words))
        if state["state"] != "playing":
            failures.append(f"{where}: {state['state']}: {state.get('message')!r}")
            continue
        for _ in range(200):
            state = browser.js(STATE)
            if not state["playing"]:
                break
            time.sleep(0.05)
        if state["lang"] != "ru" or state["code"] != russian["pseudocode"][0] or state["play"] != "Пуск":
            failures.append(f"{where}: not in Russian: {state['lang']}, {state['code']!r}, {state['play']!r}")
        if state["at"] != "25" or state["playing"]:
            failures.append(f"{where}: autoplay from 5 to 25 stopped at {state['at']} (playing: {state['playing']})")
        if state["total"] != str(len(russian["events"])):
            failures.append(f"{where}: {state['total']} events, fifteen trace --lang ru has {len(russian['events'])}")
        check_panels(state, [p for p in PANELS if p != "embed"], where, failures)
        if "/ru/" in page:
            browser.screenshot("embed-astar-ru.png")
        print(f"{where}: the pseudo-code and the controls in Russian, autoplay from 5 stopped at 25, every panel shown")


def check_pile(browser, failures, puzzlelab, site):
    expected = json.loads(puzzlelab("bachet", "trace", "21"))
    where = "embed.html?pile=21&solver=retrograde"
    state = open_embed(browser, address(os.path.join(site, "embed.html"), {"pile": 21, "solver": "retrograde"}))
    if state["state"] != "playing":
        failures.append(f"{where}: {state['state']}: {state.get('message')!r}")
        return
    end = to_end(browser)
    piles = ["loss" if n % 4 == 1 else "win" for n in range(22)]
    if end["total"] != str(len(expected["events"])) or end["piles"] != piles or \
            [end["expanded"], end["generated"]] != [str(expected["expanded"]), str(expected["generated"])]:
        failures.append(f"{where}: {end['total']} events, {end['expanded']}/{end['generated']}, piles {end['piles']}; "
                        f"bachet trace 21 says {len(expected['events'])}, {expected['expanded']}/{expected['generated']}")
    print(f"{where}: {end['total']} events and {end['expanded']}/{end['generated']} as bachet trace 21; 1, 5, ..., 21 lost ({end['caption']!r})")


def check_refusals(browser, failures, site):
    for page, board, lang in [(os.path.join(site, "embed.html"), "1 2 3 4 4 6 0 7 8", "en"),
                              (os.path.join(site, "ru", "embed.html"), "1 2 3 4 5 6 8 7 0", "ru")]:
        where = f"{os.path.relpath(page, site)}?board={board}"
        state = open_embed(browser, address(page, {"board": board, "algo": "astar"}))
        cyrillic = re.search("[а-яА-Я]", state.get("message") or "")
        if state["state"] != "refused" or not state["message"] or bool(cyrillic) != (lang == "ru"):
            failures.append(f"{where}: {state['state']}, message {state.get('message')!r}")
        else:
            print(f"{where}: refused, the page says {state['message']!r}")
    browser.screenshot("embed-refused-ru.png")
    state = open_embed(browser, os.path.join(site, "embed.html"))
    if state["state"] != "refused" or "embed.html?board=" not in state["message"]:
        failures.append(f"embed.html with no words: {state['state']}, {state.get('message')!r}")
    # a copy of the site built without the engine: the page says so, in its language
    folder = tempfile.mkdtemp()
    try:
        shutil.copy(os.path.join(site, "embed.html"), folder)
        os.symlink(os.path.join(site, "lab"), os.path.join(folder, "lab"))
        for lang, word in [("en", "WebAssembly"), ("ru", "движка")]:
            state = open_embed(browser, address(os.path.join(folder, "embed.html"), {"board": BOARD, "lang": lang}))
            if state["state"] != "noengine" or word not in state["message"]:
                failures.append(f"embed.html without engine-wasm.js ({lang}): {state['state']}, {state.get('message')!r}")
        print(f"embed.html without the engine: {state['message']!r}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def snippet_src(snippet):
    match = re.search(r'<iframe src="([^"]*)"', snippet)
    return html.unescape(match.group(1)) if match else None


def check_button(browser, failures, site):
    """"Embed this" on a lesson page's player: the snippet's src plays the same run."""
    for page, name, at, lang in [(os.path.join(site, "search.html"), "astar-eight", 37, "en"),
                                 (os.path.join(site, "ru", "bachet.html"), "retrograde-13", 20, "ru")]:
        where = f"{os.path.relpath(page, site)} {name}: Embed this"
        browser.open(page)
        player = f"document.querySelector('.lab-player[data-trace=\"{name}\"]')"
        if not browser.js(f"!!({player} && {player}.puzzlelabPlayer)"):
            failures.append(f"{where}: no such player")
            continue
        total = browser.js(f"{player}.puzzlelabPlayer.total")
        browser.js(f"{player}.puzzlelabPlayer.go({at}); {player}.querySelector('.lab-embed-button').click()")
        box = browser.js(f"(function () {{ var b = {player}.querySelector('.lab-embed-box'), t = b.querySelector('textarea.lab-embed-snippet');"
                         f" return {{ hidden: b.hidden, snippet: t ? t.value : '', button: {player}.querySelector('.lab-embed-button').textContent }}; }})()")
        src = snippet_src(box["snippet"])
        if box["hidden"] or not src or not src.startswith("embed.html?"):
            failures.append(f"{where}: the box shows {box}")
            continue
        words = urllib.parse.parse_qs(urllib.parse.urlsplit(src).query)
        if words.get("from") != [str(at)] or words.get("lang") != [lang] or 'width="' not in box["snippet"]:
            failures.append(f"{where}: the snippet {box['snippet']!r} does not say from={at}, lang={lang}, a width")
        if at == 37:
            browser.js(f"{player}.scrollIntoView()")
            browser.screenshot(f"embed-snippet-{lang}.png")
        state = open_embed(browser, os.path.join(os.path.dirname(page), src))
        if state["state"] != "playing" or state["total"] != str(total) or state["at"] != str(at):
            failures.append(f"{where}: its src gave {state['state']} with {state['total']} events at {state['at']}; "
                            f"the player had {total} at {at}")
            continue
        print(f"{where} ({box['button']!r}): {src} plays {total} events from {at}, as the page's player")
        if at == 37:
            slide(browser, os.path.join(os.path.dirname(page), src), box["snippet"])


def slide(browser, target, snippet):
    """A teacher's slide: a title and the snippet's iframe (its src made absolute), shot."""
    folder = tempfile.mkdtemp()
    try:
        page = os.path.join(folder, "slide.html")
        frame = snippet.replace(snippet_src(snippet).replace("&", "&amp;"), html.escape("file://" + target))
        with open(page, "w", encoding="utf-8") as f:
            f.write('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>slide</title></head>'
                    '<body style="font-family: sans-serif; margin: 1em 2em">'
                    '<h1 style="font-size: 1.6em">Lecture 5: how A* chooses</h1>' + frame + '</body></html>')
        browser.open(page)
        for _ in range(600):
            state = browser.js("(function () { var f = document.querySelector('iframe'); var r = f.contentDocument && f.contentDocument.getElementById('puzzlelab-embed'); return r ? r.dataset.state : null; })()")
            if state not in (None, "loading"):
                break
            time.sleep(0.05)
        browser.screenshot("embed-slide-en.png")
        if state != "playing":
            print(f"note: the slide's iframe is {state} (a file:// frame may be kept from its parent)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def check_embed(browser, failures, puzzlelab, site):
    """Everything above; a failure is a line appended to `failures`."""
    if not os.path.exists(os.path.join(site, "embed.html")):
        failures.append("no output/site/embed.html: the site was built without the embeddable player")
        return
    engine = os.path.join(site, "engine-wasm.js")
    if not os.path.exists(engine) or "PUZZLELAB_WASM" not in open(engine, encoding="utf-8").read(400):
        # a site built where there was no WebAssembly toolchain: the page must say so
        state = open_embed(browser, address(os.path.join(site, "embed.html"), {"board": BOARD}))
        if state["state"] != "noengine" or not state["message"]:
            failures.append(f"embed.html on a site without the engine: {state['state']}, {state.get('message')!r}")
        print(f"embed.html: this site has no page engine, and the page says so: {state.get('message')!r}")
        return
    check_search(browser, failures, puzzlelab, site)
    check_pile(browser, failures, puzzlelab, site)
    check_refusals(browser, failures, site)
    check_button(browser, failures, site)
