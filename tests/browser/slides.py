#!/usr/bin/env python3
"""The lessons' slide decks (`puzzlelab slides LESSON --lang en|ru`, one offline HTML file each,
presented by docs/theme/slides.js) driven in headless Chromium, from file:// with the network off.
For each of fifteen, search, sat and bachet, in English and in Russian:

- the deck is in its language; it has the slides and the steps the command says it wrote, and
  the presenter counts the same steps (its fragment groups counted here again from the page's
  data-fragment-index); every slide has speaker notes;
- the whole deck is stepped with the keys, → to the end and ← back to the start: after every
  press the deck is one step further (a fragment group, else the next slide), exactly one slide
  is on screen, the fragments shown are those of the groups reached (a stepped figure shows its
  latest step alone), and the address says #/slide/step; Home, End, an address #/3/1 (followed,
  and opened by a reload), a bad address (slide 1);
- no image is broken; nothing (no element, no line of text) sticks out of its slide with all
  its steps shown; the smallest text of each slide is measured in pixels of the 1280x720
  window (the page's words, and each figure's, from its SVG's font sizes and the size it is
  drawn at inside its box) and printed, the words held at 14 px or more, the figures at 12 or
  more; a slide's lab player is there, and → in it steps the player, not the deck;
- the speaker view (s) shows the slide's notes and follows the deck, and keys pressed in it
  move the deck;
- no request leaves the page for anything but file:, data:, blob: or about:, and no script
  error is thrown;
- printed by Chromium (--print-to-pdf), a deck gives a page a slide, and with #print-steps a
  page a step (slides + steps); so do the command's own PDFs (search, ru: --format pdf and
  --format pdf --handout steps).

Screenshots (1280x720): output/screenshots/slides/LESSON.LANG-N.png (slides 1, 3, the middle,
the player's and the last), the speaker view, and page 2 of each PDF (with pdftoppm).

The decks come from the built binary (target/debug/puzzlelab). --sample runs the same checks
on tests/browser/slides_sample.html instead, a hand-written deck of the same shape with the
theme's current slides.css, puzzlelab.css, player.js and slides.js put into it, for working
on the presenter without the binary.

    python3 tests/browser/slides.py            # the eight decks the binary makes
    python3 tests/browser/slides.py --sample   # the hand-written sample deck
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from drive_player import ROOT, SHOTS, binary, run_alone

LESSONS = ["fifteen", "search", "sat", "bachet"]
LANGS = ["en", "ru"]
FOLDER = os.path.join(SHOTS, "slides")
THEME = os.path.join(ROOT, "docs", "theme")
SAMPLE = os.path.join(ROOT, "tests", "browser", "slides_sample.html")
ALLOWED = ("file:", "data:", "blob:", "about:", "chrome-error:")

# What the page says of its deck: the slides, each slide's fragments (their data-fragment-index,
# whether a stepped figure's step) and stepped figures (each step's fragment number, or null for
# a step shown from the start), its notes, its players; and the presenter's own counts.
DECK = """(function () {
  var d = document.getElementById('deck');
  var slides = Array.prototype.slice.call(d.querySelectorAll(':scope > section.slide'));
  return {
    lang: document.documentElement.lang, dataSlides: d.dataset.slides, dataFragments: d.dataset.fragments,
    state: window.puzzlelabDeck ? window.puzzlelabDeck.state() : null,
    pages: document.documentElement.dataset.pages,
    slides: slides.map(function (s) {
      var frags = Array.prototype.filter.call(s.querySelectorAll('.fragment'), function (f) { return !f.closest('.notes'); });
      var notes = s.querySelector('.notes');
      return {
        fragments: frags.map(function (f) { return f.getAttribute('data-fragment-index'); }),
        steps: Array.prototype.map.call(s.querySelectorAll('.steps'), function (box) {
          return Array.prototype.filter.call(box.children, function (c) { return c.classList.contains('step'); })
            .map(function (c) { var i = frags.indexOf(c); return i < 0 ? null : i; });
        }),
        notes: notes ? notes.textContent.replace(/\\s+/g, ' ').trim() : '',
        players: s.querySelectorAll('.lab-player').length,
        title: (s.querySelector('h1, h2') || {textContent: ''}).textContent.trim().slice(0, 60)
      };
    })
  };
})()"""

# What is on screen now: the state, the slides displayed, and on the current slide which
# fragments and which steps of each stepped figure are visible.
SHOWN = """(function () {
  var d = document.getElementById('deck');
  var slides = Array.prototype.slice.call(d.querySelectorAll(':scope > section.slide'));
  var displayed = [];
  slides.forEach(function (s, i) { if (getComputedStyle(s).display !== 'none') { displayed.push(i + 1); } });
  var s = slides[Number(d.dataset.slide) - 1];
  var visible = function (e) { return getComputedStyle(e).visibility === 'visible'; };
  var frags = s ? Array.prototype.filter.call(s.querySelectorAll('.fragment'), function (f) { return !f.closest('.notes'); }) : [];
  return {
    slide: Number(d.dataset.slide), fragment: Number(d.dataset.fragment), hash: location.hash, displayed: displayed,
    state: window.puzzlelabDeck.state(),
    fragments: frags.map(function (f) { return f.classList.contains('step') ? null : visible(f); }),
    steps: s ? Array.prototype.map.call(s.querySelectorAll('.steps'), function (box) {
      return Array.prototype.filter.call(box.children, function (c) { return c.classList.contains('step'); }).map(visible);
    }) : []
  };
})()"""

# Whatever on the current slide (an element's box, a line of text) is outside the slide's box.
OUTSIDE = """(function () {
  var slide = document.querySelector('#deck > section.slide.current');
  var box = slide.getBoundingClientRect(), bad = [];
  var name = function (e) {
    var c = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '';
    return e.tagName.toLowerCase() + c;
  };
  var beyond = function (r) {
    if (r.width <= 0 || r.height <= 0) { return 0; }
    return Math.max(box.left - r.left, box.top - r.top, r.right - box.right, r.bottom - box.bottom);
  };
  var walker = document.createTreeWalker(slide, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  var range = document.createRange();
  while (walker.nextNode() && bad.length < 5) {
    var n = walker.currentNode, e = n.nodeType === 1 ? n : n.parentElement;
    // notes and print-only figures are not on screen; a player scrolls inside its own box
    if (e.closest('.notes, .print-only') || (e.parentElement && e.parentElement.closest('.lab-player'))) { continue; }
    if (n.nodeType === 3 && e.closest('.lab-player')) { continue; }
    var rects = [];
    if (n.nodeType === 1) { rects = [n.getBoundingClientRect()]; }
    else if (n.textContent.trim()) { range.selectNodeContents(n); rects = Array.prototype.slice.call(range.getClientRects()); }
    for (var i = 0; i < rects.length; i++) {
      var by = beyond(rects[i]);
      if (by > 1) {
        bad.push({ what: n.nodeType === 1 ? name(n) : 'text in ' + name(e) + ' "' + n.textContent.trim().slice(0, 50) + '"', by: Math.round(by) });
        break;
      }
    }
  }
  return { bad: bad, fit: slide.dataset.fit };
})()"""

BROKEN = """Array.prototype.filter.call(document.querySelectorAll('img'), function (i) {
  return !(i.complete && i.naturalWidth > 0);
}).map(function (i) { return (i.alt || '') + ' ' + i.src.slice(0, 60); })"""


# The smallest text on the slide shown, in CSS pixels of the 1280x720 window: the page's own
# words (computed font size times the deck's scale) and each figure's, every step of a stepped
# figure (an SVG's smallest font-size times the size it is drawn at over its own); where each is.
SMALLEST = """(function () {
  var d = document.getElementById('deck');
  var s = d.querySelectorAll(':scope > section.slide')[Number(d.dataset.slide) - 1];
  var shown = function (e) {
    var r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility === 'visible';
  };
  var text = {px: 1e9, what: ''};
  Array.prototype.forEach.call(s.querySelectorAll('*'), function (e) {
    if (e.closest('.notes') || e.closest('svg') || !shown(e)) { return; }
    var own = Array.prototype.some.call(e.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
    if (!own) { return; }
    var scale = e.offsetWidth ? e.getBoundingClientRect().width / e.offsetWidth : 1;
    var px = parseFloat(getComputedStyle(e).fontSize) * scale;
    if (px < text.px) { text = {px: px, what: e.textContent.trim().slice(0, 40)}; }
  });
  var figure = {px: 1e9, what: ''};
  // every step of a stepped figure, each in the one box the steps share, not only the last
  var stepped = function (img) {
    var r = img.getBoundingClientRect();
    return img.closest('.steps > .step') && r.width > 0 && r.height > 0;
  };
  Array.prototype.forEach.call(s.querySelectorAll('img'), function (img) {
    if (!(shown(img) || stepped(img)) || img.src.indexOf('data:image/svg+xml;base64,') !== 0) { return; }
    var svg = new DOMParser().parseFromString(atob(img.src.slice(26)), 'image/svg+xml').documentElement;
    var width = parseFloat(svg.getAttribute('width')) || img.naturalWidth;
    var height = parseFloat(svg.getAttribute('height')) || img.naturalHeight;
    var sizes = Array.prototype.map.call(svg.querySelectorAll('text'), function (t) {
      return parseFloat(t.getAttribute('font-size') || getComputedStyle(t).fontSize);
    }).filter(function (x) { return x > 0; });
    if (!sizes.length) { return; }
    // drawn whole inside its box (object-fit: contain): the box's width or height, whichever
    // the picture meets first
    var box = img.getBoundingClientRect();
    var px = Math.min.apply(null, sizes) * Math.min(box.width / width, box.height / height);
    if (px < figure.px) { figure = {px: px, what: img.alt.slice(0, 40)}; }
  });
  return {text: text, figure: figure};
})()"""


# The least text size, in CSS pixels of a 1280x720 slide, for a slide's words and its figures'.
WORDS_PX = 14
FIGURE_PX = 12


def smallest_text(browser, groups):
    """The smallest text of each slide with all its steps shown: (slide, page px, figure px,
    the figure's alt)."""
    found = []
    for number, (_, count) in enumerate(groups, 1):
        browser.js(f"window.puzzlelabDeck.go({number}, {count})")
        time.sleep(0.05)
        small = browser.js(SMALLEST)
        found.append((number, small["text"]["px"], small["figure"]["px"], small["figure"]["what"]))
    return found


def groups_of(indices):
    """The fragment groups of a slide from its fragments' data-fragment-index, as the presenter
    must make them: a number groups, the rest each a group after the largest number, in order.
    Returns each fragment's group (from 1) and the count."""
    keys = []
    numbers = []
    for index in indices:
        try:
            value = float(index) if index is not None and index.strip() else None
        except ValueError:
            value = None
        numbers.append(value)
    explicit = [n for n in numbers if n is not None]
    after = max(explicit) if explicit else 0
    for n in numbers:
        if n is None:
            after += 1
            n = after
        keys.append(n)
    order = sorted(set(keys))
    return [order.index(k) + 1 for k in keys], len(order)


def expected_view(slide, groups, count):
    """What slide `slide` must show with `count` groups: each fragment's visibility (None for a
    step) and, per stepped figure, the one step visible."""
    fragments = [None if any(i in box for box in slide["steps"]) else groups[i] <= count
                 for i in range(len(groups))]
    steps = []
    for box in slide["steps"]:
        latest = None
        for k, ordinal in enumerate(box):
            if ordinal is None or groups[ordinal] <= count:
                latest = k
        steps.append([k == latest for k in range(len(box))])
    return fragments, steps


def wait_ready(browser, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if browser.js("(function () { var d = document.getElementById('deck'); return !!(d && d.dataset.ready === '1'); })()"):
            return True
        time.sleep(0.05)
    return False


def wait_state(browser, slide, fragment, seconds=5):
    """The state once it is (slide, fragment), or what it is after `seconds`."""
    deadline = time.time() + seconds
    while True:
        shown = browser.js(SHOWN)
        if (shown["slide"], shown["fragment"]) == (slide, fragment) or time.time() > deadline:
            return shown
        time.sleep(0.05)


def shoot(browser, name):
    os.makedirs(FOLDER, exist_ok=True)
    browser.screenshot(os.path.join("slides", name))


def pdf_pages(path):
    """The number of pages of a PDF: pdfinfo's, else its /Type /Page objects counted."""
    if shutil.which("pdfinfo"):
        run = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
        match = re.search(r"^Pages:\s+(\d+)", run.stdout, re.M)
        if match:
            return int(match.group(1))
    with open(path, "rb") as f:
        return len(re.findall(rb"/Type\s*/Page\b(?!s)", f.read()))


def page_picture(pdf, name):
    """Page 2 of `pdf` as output/screenshots/slides/NAME.png, when pdftoppm is there."""
    if not shutil.which("pdftoppm"):
        return False
    os.makedirs(FOLDER, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "2", "-l", "2", "-singlefile", pdf,
                    os.path.join(FOLDER, name)], check=True)
    print(f"saved {os.path.relpath(os.path.join(FOLDER, name + '.png'), ROOT)}")
    return True


def chromium_pdf(deck, suffix, out):
    """The deck printed by Chromium itself, as the command prints it: the number of pages."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    profile = tempfile.mkdtemp()
    try:
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--no-pdf-header-footer", "--user-data-dir=" + profile, "--print-to-pdf=" + out,
                        "file://" + deck + suffix], capture_output=True, timeout=180)
    except subprocess.TimeoutExpired:
        return None
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return pdf_pages(out) if os.path.exists(out) else None


def step_through(browser, info, groups, where, failures):
    """→ from slide 1 to the end and ← back, every state checked; the overflow checked at the
    end of each slide. Returns the number of presses each way and the slides' fits."""
    counts = [g[1] for g in groups]
    route = [(s + 1, f) for s, c in enumerate(counts) for f in range(c + 1)]
    fits = {}

    def check(at, key):
        slide, fragment = route[at]
        shown = browser.js(SHOWN)
        problems = []
        if (shown["slide"], shown["fragment"]) != (slide, fragment):
            problems.append(f"the deck is at {shown['slide']}/{shown['fragment']}, not {slide}/{fragment}")
        if shown["displayed"] != [shown["slide"]]:
            problems.append(f"slides {shown['displayed']} are displayed")
        if shown["hash"] != f"#/{shown['slide']}/{shown['fragment']}":
            problems.append(f"the address is {shown['hash']!r}")
        if not problems:
            fragments, steps = expected_view(info["slides"][slide - 1], groups[slide - 1][0], fragment)
            if shown["fragments"] != fragments:
                problems.append(f"fragments visible {shown['fragments']}, expected {fragments}")
            if shown["steps"] != steps:
                problems.append(f"steps visible {shown['steps']}, expected {steps}")
        if problems:
            failures.append(f"{where}: after {key} (press {at}): " + "; ".join(problems))
            return False
        return True

    def outside(slide):
        found = browser.js(OUTSIDE)
        fits[slide] = found["fit"]
        if found["bad"]:
            failures.append(f"{where}: slide {slide} ({info['slides'][slide - 1]['title']!r}), all steps shown: " +
                            "; ".join(f"{bad['what']} is {bad['by']} px outside the slide" for bad in found["bad"][:3]))

    browser.js("window.puzzlelabDeck.go(1, 0)")
    if not check(0, "go(1, 0)"):
        return 0, fits
    presses = 0
    for at in range(1, len(route)):
        if route[at][1] == 0:
            outside(route[at - 1][0])
        browser.key("ArrowRight", 39)
        presses += 1
        if not check(at, "→"):
            return presses, fits
    outside(route[-1][0])
    browser.key("ArrowRight", 39)
    check(len(route) - 1, "→ at the end")
    for at in range(len(route) - 2, -1, -1):
        browser.key("ArrowLeft", 37)
        if not check(at, "←"):
            return presses, fits
    browser.key("ArrowLeft", 37)
    check(0, "← at the start")
    browser.key("End", 35)
    check(len(route) - 1, "End")
    browser.key("Home", 36)
    check(0, "Home")
    if len(route) > 1:
        click(browser, 1000, 360)
        check(1, "a click on the right")
        click(browser, 200, 360)
        check(0, "a click on the left")
    return presses, fits


def click(browser, x, y):
    for kind in ["mousePressed", "mouseReleased"]:
        browser.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1},
                     session=True)


def check_address(browser, info, groups, where, failures):
    """#/3/1 followed and opened by a reload; a bad address opens slide 1."""
    slides = len(groups)
    target = (min(3, slides), min(1, groups[min(3, slides) - 1][1]))
    browser.js("location.hash = '#/3/1'")
    shown = wait_state(browser, *target)
    if (shown["slide"], shown["fragment"]) != target or shown["displayed"] != [target[0]]:
        failures.append(f"{where}: the address #/3/1 shows {shown['slide']}/{shown['fragment']} ({shown['displayed']} displayed)")
    browser.js("window.puzzlelabDeck.go(2, 0)")
    browser.js("history.replaceState(null, '', '#/3/1')")
    browser.events = [e for e in browser.events if e.get("method") != "Page.loadEventFired"]
    browser.js("setTimeout(function () { location.reload(); }, 0)")
    browser.wait_for("Page.loadEventFired")
    if not wait_ready(browser):
        failures.append(f"{where}: reloaded at #/3/1, the deck did not start")
        return
    shown = browser.js(SHOWN)
    if (shown["slide"], shown["fragment"]) != target or shown["displayed"] != [target[0]]:
        failures.append(f"{where}: opened at #/3/1, the deck shows {shown['slide']}/{shown['fragment']}")
    browser.js("location.hash = '#/999/2'")
    shown = wait_state(browser, 1, 0)
    if (shown["slide"], shown["fragment"]) != (1, 0) or shown["hash"] != "#/1/0":
        failures.append(f"{where}: the bad address #/999/2 shows {shown['slide']}/{shown['fragment']} at {shown['hash']!r}")


def check_player(browser, info, where, failures):
    """The first slide with a lab player: the player is there, → in it steps the player and not
    the deck, Escape gives the keys back. Returns the slide's number, or None."""
    numbers = [i + 1 for i, s in enumerate(info["slides"]) if s["players"]]
    if not numbers:
        return None
    idle = browser.js("Array.prototype.filter.call(document.querySelectorAll('#deck .lab-player'), function (p) { "
                      "return !p.children.length || !p.puzzlelabPlayer; }).map(function (p) { return p.dataset.trace; })")
    if idle:
        failures.append(f"{where}: players that did not start: {idle}")
    slide = numbers[0]
    browser.js(f"window.puzzlelabDeck.go({slide}, 0)")
    player = f"document.querySelectorAll('#deck > section.slide')[{slide - 1}].querySelector('.lab-player')"
    mounted = browser.js(f"(function (p) {{ return {{children: p.children.length, player: !!p.puzzlelabPlayer, "
                         f"at: p.puzzlelabPlayer ? p.puzzlelabPlayer.at() : null}}; }})({player})")
    if not mounted["children"] or not mounted["player"]:
        failures.append(f"{where}: the player on slide {slide} did not start ({mounted})")
        return slide
    browser.js(f"{player}.focus()")
    browser.key("ArrowRight", 39)
    after = browser.js(f"[window.puzzlelabDeck.state().slide, window.puzzlelabDeck.state().fragment, {player}.puzzlelabPlayer.at()]")
    if after[:2] != [slide, 0] or after[2] != mounted["at"] + 1:
        failures.append(f"{where}: → in the player on slide {slide}: the deck went to {after[0]}/{after[1]}, "
                        f"the player to event {after[2]} (from {mounted['at']})")
    browser.key("Escape", 27)
    browser.key("ArrowRight", 39)
    state = browser.js("window.puzzlelabDeck.state()")
    moved = (state["slide"], state["fragment"]) != (slide, 0)
    if not moved and not (slide == state["slides"] and state["fragments"][slide - 1] == 0):
        failures.append(f"{where}: after Escape in the player, → did not move the deck")
    browser.js(f"window.puzzlelabDeck.go({slide}, 0)")
    return slide


def speaker_target(browser, before):
    """The speaker window's target id, if a new page target appeared."""
    for target in browser.send("Target.getTargets")["targetInfos"]:
        if target["type"] == "page" and target["targetId"] not in before:
            return target["targetId"]
    return None


def position(state):
    """A deck's state as the number of steps from its start."""
    return sum(count + 1 for count in state["fragments"][:state["slide"] - 1]) + state["fragment"]


def check_speaker(browser, info, name, where, failures, picture):
    """s opens the speaker view; it shows the notes, follows the deck; keys in it move the deck."""
    before = {t["targetId"] for t in browser.send("Target.getTargets")["targetInfos"]}
    slide = min(2, len(info["slides"]))
    browser.js(f"window.puzzlelabDeck.go({slide}, 0)")
    browser.key("s", 83)
    view = browser.js("window.puzzlelabDeck.speaker()")
    if view["mode"] is None:
        failures.append(f"{where}: s opened no speaker view")
        return "no speaker view"
    notes = info["slides"][slide - 1]["notes"]
    if " ".join(view["notes"].split()) != notes or view["slide"] != slide:
        failures.append(f"{where}: the speaker view ({view['mode']}) shows slide {view['slide']} notes {view['notes'][:60]!r}, "
                        f"slide {slide}'s are {notes[:60]!r}")
    browser.key("ArrowRight", 39)
    state = browser.js("window.puzzlelabDeck.state()")
    view = browser.js("window.puzzlelabDeck.speaker()")
    if (view["slide"], view["fragment"]) != (state["slide"], state["fragment"]):
        failures.append(f"{where}: the deck went to {state['slide']}/{state['fragment']}, the speaker view shows "
                        f"{view['slide']}/{view['fragment']}")
    said = f"speaker view in {'its own window' if view['mode'] == 'window' else 'an overlay (no pop-up)'}, following"
    if view["mode"] == "window":
        if view["previews"] < 1:
            failures.append(f"{where}: the speaker window has no preview of the slides")
        target = speaker_target(browser, before)
        if target:
            session = browser.session
            try:
                browser.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
                browser.key("ArrowRight", 39)
                if picture:
                    browser.send("Emulation.setDeviceMetricsOverride", {"width": 1180, "height": 760,
                                 "deviceScaleFactor": 1, "mobile": False}, session=True)
                    shoot(browser, f"{name}-speaker.png")
            finally:
                browser.session = session
            moved = browser.js("window.puzzlelabDeck.state()")
            ahead = 1 if state["fragment"] < state["fragments"][state["slide"] - 1] or state["slide"] < state["slides"] else 0
            if position(moved) != position(state) + ahead:
                failures.append(f"{where}: → in the speaker window left the deck at {moved['slide']}/{moved['fragment']}")
            else:
                said += ", keys in it move the deck"
    browser.js("window.puzzlelabDeck.closeSpeaker()")
    return said


def check_deck(browser, path, name, lang, slides, steps, failures, picture=True):
    """One deck, all of the above. `slides` and `steps` are what the command said it wrote."""
    where = f"slides {name}"
    browser.open(path)
    if not wait_ready(browser):
        failures.append(f"{where}: the deck did not start (no data-ready on #deck)")
        return
    info = browser.js(DECK)
    groups = [groups_of(s["fragments"]) for s in info["slides"]]
    total = sum(g[1] for g in groups)
    if info["lang"] != lang:
        failures.append(f"{where}: <html lang={info['lang']!r}>")
    if info["dataSlides"] != str(len(info["slides"])) or len(info["slides"]) != slides:
        failures.append(f"{where}: data-slides {info['dataSlides']}, {len(info['slides'])} section.slide, "
                        f"the command said {slides} slides")
    if info["dataFragments"] != str(total) or total != steps:
        failures.append(f"{where}: data-fragments {info['dataFragments']}, {total} fragment groups in the page, "
                        f"the command said {steps} steps")
    if info["state"]["fragments"] != [g[1] for g in groups]:
        failures.append(f"{where}: the presenter counts the groups {info['state']['fragments']}, "
                        f"the page's data-fragment-index give {[g[1] for g in groups]}")
        return
    if info["pages"] != str(len(info["slides"])):
        failures.append(f"{where}: a print would make {info['pages']} pages, not {len(info['slides'])}")
    silent = [i + 1 for i, s in enumerate(info["slides"]) if not s["notes"]]
    if silent:
        failures.append(f"{where}: no speaker notes on slides {silent}")
    before = len(failures)
    presses, fits = step_through(browser, info, groups, where, failures)
    outside = sum(1 for f in failures[before:] if "px outside the slide" in f)
    broken = browser.js(BROKEN)
    if broken:
        failures.append(f"{where}: broken images: {broken[:5]}")
    images = browser.js("document.querySelectorAll('img').length")
    check_address(browser, info, groups, where, failures)
    player = check_player(browser, info, where, failures)
    speaker = check_speaker(browser, info, name, where, failures, picture=picture)
    # the screenshots: slide 1, 3, the middle, the player's, the last
    count = len(groups)
    chosen = sorted({1, min(3, count), count // 2 + 1, count} | ({player} if player else set()))
    for number in chosen if picture else []:
        fragment = groups[number - 1][1] if number != count // 2 + 1 else (groups[number - 1][1] + 1) // 2
        browser.js(f"window.puzzlelabDeck.go({number}, {fragment})")
        shoot(browser, f"{name}-{number}.png")
    network_and_errors(browser, where, failures)
    small = smallest_text(browser, groups)
    page = min(small, key=lambda x: x[1])
    figures = [x for x in small if x[2] < 1e9]
    figure = min(figures, key=lambda x: x[2]) if figures else None
    # words at 14 px of a 720-pixel slide (2% of its height) are read from the back of a room;
    # a figure's numbers, bold and set apart, at 12 px, as on a page (the search trees and the
    # strategy, the densest figures, are laid out for a slide to stay above it)
    if page[1] < WORDS_PX:
        failures.append(f"{where}: slide {page[0]}'s words are {page[1]:.1f} px at 1280x720, below {WORDS_PX}")
    if figure and figure[2] < FIGURE_PX:
        failures.append(f"{where}: slide {figure[0]}'s figure text is {figure[2]:.1f} px at 1280x720, below {FIGURE_PX}")
    # every step a page: the pages the print will make
    browser.open(path + "?print-steps")
    wait_ready(browser)
    pages = browser.js("[document.documentElement.dataset.pages, document.querySelectorAll('.print-pages > section.slide').length]")
    if pages != [str(len(groups) + total), len(groups) + total]:
        failures.append(f"{where}?print-steps: data-pages {pages[0]}, {pages[1]} pages drawn; slides + steps = {len(groups) + total}")
    network_and_errors(browser, where + "?print-steps", failures)
    shrunk = [f"{n} ({k})" for n, k in sorted(fits.items()) if k not in (None, "1")]
    print(f"{where}: {len(groups)} slides, {total} steps (the command said {slides} and {steps}), "
          f"{'no notes on slides ' + str(silent) if silent else 'notes on every slide'}; "
          f"stepped by the keys {presses} times to the end and back; Home, End, #/3/1, a bad address; "
          f"clicks right and left; {images} images, {len(broken)} broken; "
          f"{str(outside) + ' slides with something outside' if outside else 'nothing outside its slide'}"
          f"{' (type made smaller on slides ' + ', '.join(shrunk) + ')' if shrunk else ''}; "
          f"{'the player on slide ' + str(player) + ' keeps its arrows' if player else 'no player'}; {speaker}; "
          f"a print makes {len(groups)} pages, with #print-steps {len(groups) + total}; "
          f"smallest words {page[1]:.1f} px (slide {page[0]})"
          + (f", smallest figure text {figure[2]:.1f} px (slide {figure[0]}, {figure[3]!r}); "
             f"per slide: {', '.join(f'{n}: {f:.1f}' for n, _, f, _ in figures)}" if figure else ""))
    return len(groups), total


def network_and_errors(browser, where, failures):
    """Since the page opened: a request for anything but file:, data:, blob: or about:, and
    a script error, each a failure."""
    for event in browser.events:
        if event.get("method") == "Network.requestWillBeSent":
            url = event["params"]["request"]["url"]
            if not url.startswith(ALLOWED):
                failures.append(f"{where}: a request for {url[:100]}")
        elif event.get("method") == "Runtime.exceptionThrown":
            details = event["params"]["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text", "")
            failures.append(f"{where}: a script error: {text[:300]}")


def check_print(path, name, slides, steps, folder, failures):
    """The deck printed by Chromium: a page a slide, and with #print-steps a page a step."""
    said = []
    for suffix, expected, label in [("", slides, "pdf"), ("#print-steps", slides + steps, "steps-pdf")]:
        out = os.path.join(folder, f"{name}.{label}.pdf")
        pages = chromium_pdf(path, suffix, out)
        if pages != expected:
            failures.append(f"slides {name}: chromium --print-to-pdf {os.path.basename(path)}{suffix} made {pages} pages, not {expected}")
        else:
            page_picture(out, f"{name}.{label}-2")
        said.append(f"{pages} pages{' with ' + suffix if suffix else ''}")
    print(f"slides {name}: printed by chromium --print-to-pdf: {', and '.join(said)}")


def make_deck(lesson, lang, folder, failures, extra=(), label=""):
    """`puzzlelab slides LESSON --lang LANG [EXTRA] --out PATH`: the path, and the slides and
    steps it says it wrote, in either language (None for a PDF that does not say); None when
    it failed."""
    path = os.path.join(folder, f"{lesson}.{lang}{'.' + label if label else ''}" + (".pdf" if "pdf" in extra else ".html"))
    try:
        program = binary()
    except (subprocess.CalledProcessError, OSError) as error:
        failures.append(f"slides: no puzzlelab binary to make the decks with ({error})")
        return None
    command = [program, "slides", lesson, "--lang", lang, *extra, "--out", path]
    run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, NO_COLOR="1"))
    if run.returncode != 0 or not os.path.exists(path):
        failures.append(f"slides: {' '.join(command[1:])} failed ({run.returncode}): {(run.stderr or run.stdout).strip()[-400:]}")
        return None
    # "wrote PATH: S slides, F steps", in Russian "записано PATH: S слайдов, F шагов"
    match = re.search(r"(?:wrote|записано) (.+): (\d+) \w+, (\d+) \w+", run.stdout)
    if match:
        return path, int(match.group(2)), int(match.group(3))
    if "pdf" not in extra:
        failures.append(f"slides: {' '.join(command[1:])} did not say how many slides and steps it wrote: {run.stdout.strip()[:200]!r}")
        return None
    return path, None, None


def sample_deck(folder):
    """The hand-written sample with the theme's current styles and scripts put in its slots."""
    text = open(SAMPLE, encoding="utf-8").read()
    for slot, name in [("/*SLIDES_CSS*/", "slides.css"), ("/*PUZZLELAB_CSS*/", "puzzlelab.css"),
                       ("/*PLAYER_JS*/", "player.js"), ("/*SLIDES_JS*/", "slides.js")]:
        text = text.replace(slot, open(os.path.join(THEME, name), encoding="utf-8").read())
    path = os.path.join(folder, "sample.en.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    slides = int(re.search(r'data-slides="(\d+)"', text).group(1))
    steps = int(re.search(r'data-fragments="(\d+)"', text).group(1))
    return path, slides, steps


def check_slides(browser, failures, decks=None, sample=False):
    """Every deck (`decks`: [(lesson, lang)], all eight by default; with `sample`, the sample
    deck alone) checked as above; a failure is a line appended to `failures`."""
    folder = tempfile.mkdtemp()
    browser.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 720, "deviceScaleFactor": 1,
                                                        "mobile": False}, session=True)
    browser.offline(True)
    try:
        if sample:
            # the hand-written sample, for work on the presenter; the real decks come from the binary
            path, slides, steps = sample_deck(folder)
            check_deck(browser, path, "sample.en", "en", slides, steps, failures)
            check_print(path, "sample.en", slides, steps, folder, failures)
            return
        # the real decks: made by the built binary, `puzzlelab slides LESSON --lang LANG`
        made = {}
        for lesson, lang in decks or [(lesson, lang) for lesson in LESSONS for lang in LANGS]:
            deck = make_deck(lesson, lang, folder, failures)
            if deck is None:
                continue
            path, slides, steps = deck
            try:
                counted = check_deck(browser, path, f"{lesson}.{lang}", lang, slides, steps, failures)
            except RuntimeError as error:  # the page threw: its message, cut short
                failures.append(f"slides {lesson}.{lang}: {str(error)[:400]}")
                continue
            made[(lesson, lang)] = (path, slides, steps)
            if counted and (lesson, lang) == ("search", "ru"):
                check_print(path, f"{lesson}.{lang}", slides, steps, folder, failures)
        # the command's own PDFs: a page a slide, and a page a step
        if ("search", "ru") in made:
            _, slides, steps = made[("search", "ru")]
            for extra, expected, label in [(("--format", "pdf"), slides, "command-pdf"),
                                           (("--format", "pdf", "--handout", "steps"), slides + steps, "command-steps-pdf")]:
                deck = make_deck("search", "ru", folder, failures, extra, label)
                if deck is None:
                    continue
                pages = pdf_pages(deck[0])
                if pages != expected:
                    failures.append(f"slides: slides search --lang ru {' '.join(extra)} made {pages} pages, not {expected}")
                else:
                    page_picture(deck[0], f"search.ru.{label}-2")
                print(f"slides search --lang ru {' '.join(extra)}: {pages} pages (slides {slides}, steps {steps})")
    finally:
        browser.send("Emulation.clearDeviceMetricsOverride", session=True)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    if "--sample" in sys.argv[1:]:
        run_alone(lambda browser, failures: check_slides(browser, failures, sample=True))
    else:
        run_alone(check_slides)
