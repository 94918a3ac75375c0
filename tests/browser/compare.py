#!/usr/bin/env python3
"""The lab's comparison (docs/theme/compare.js) driven in headless Chromium, from file:// with
the network off, in English and in Russian: a board typed in, runs chosen, Compare; then the
runs stepped together by the shared buttons. At an early and a middle step k every run's
counters must be those of its trace (`fifteen trace`) after min(k, its expansions) expansions,
and the chart's expansions per depth the trace's; at the end every run's counters and solution
length must be the command line's (`fifteen trace` and `fifteen solve --json`). A malformed
board is refused in the page's language. Screenshots: output/screenshots/compare-en.png and
compare-ru.png.

    tests/browser/compare.py          # only this check (drive_player.py runs it with the rest)
"""
import base64
import json
import os
import re
import time

from drive_player import ROOT, SHOTS, SITE, puzzlelab, run_alone

ROOT_SELECTOR = "document.querySelector('.lab-compare')"

# What each book compares: a board (None: the widget's own default) and its runs as
# (row, algorithm, heuristic), the other rows unticked. The Russian book changes two rows.
SETUPS = {
    "en": (None, [(0, "bfs", None), (1, "astar", "misplaced"), (2, "astar", "manhattan"),
                  (3, "astar", "linear-conflict"), (4, "ida", "manhattan"), (5, "astar", "pdb:44")]),
    "ru": ("0 1 3 7 2 6 8 5 4", [(0, "bfs", None), (1, "ida-generic", "misplaced"), (2, "astar", "manhattan"),
                                 (3, "astar", "linear-conflict"), (4, "ida", "manhattan"), (6, "ida", "linear-conflict")]),
}

COLUMNS = """(function () {
  var root = document.querySelector('.lab-compare');
  var series = Array.prototype.map.call(root.querySelectorAll('.lab-compare-series'), function (g) { return g.getAttribute('data-counts'); });
  return { state: root.dataset.state, step: root.dataset.step, total: root.dataset.total,
    message: root.querySelector('.lab-status').textContent,
    caption: (root.querySelector('.lab-compare-chart figcaption') || {}).textContent,
    runs: Array.prototype.map.call(root.querySelectorAll('.lab-compare-run'), function (c, i) {
      return { algo: c.dataset.algo, heuristic: c.dataset.heuristic, expanded: c.dataset.expanded,
               generated: c.dataset.generated, frontier: c.dataset.frontier, moves: c.dataset.moves,
               done: c.dataset.done, total: c.dataset.total, name: c.dataset.name,
               counts: series[i] };
    }) };
})()"""


def state_at(trace, k):
    """A run's state after its first k expansions (just before the next), replayed from its
    trace: expanded, generated, the frontier's size and the expansions per depth."""
    expanded, generated, held, size, counts = 0, 0, {}, 0, []
    for event in trace["events"]:
        kind = event["event"]
        if kind == "expand":
            if expanded == k:
                break
            expanded += 1
            counts += [0] * (event["g"] + 1 - len(counts))
            counts[event["g"]] += 1
        elif kind == "generate":
            generated += 1
        elif kind == "push":
            entry = (event["node"], event["g"])
            held[entry] = held.get(entry, 0) + 1
            size += 1
        elif kind == "pop":
            entry = (event["node"], event["g"])
            if held.get(entry, 0) > 0:
                held[entry] -= 1
                size -= 1
        elif kind == "threshold":
            held, size = {}, 0
    return {"expanded": str(expanded), "generated": str(generated), "frontier": str(size),
            "counts": ",".join(map(str, counts))}


def expansions(trace):
    return sum(1 for e in trace["events"] if e["event"] == "expand")


def wait_until_done(browser, seconds=300):
    """The comparison's state once its traces are in (or it gave up)."""
    end = time.time() + seconds
    while time.time() < end:
        state = browser.js(f"{ROOT_SELECTOR}.dataset.state")
        if state not in (None, "idle", "comparing"):
            return state
        time.sleep(0.1)
    return "timed out"


def shoot(browser, name, shots, root):
    """The comparison alone, however tall, as one PNG."""
    os.makedirs(shots, exist_ok=True)
    browser.js("window.scrollTo(0, 0)")  # the book's menu bar stays at the top, clear of the comparison
    box = browser.js(f"(function () {{ var r = {ROOT_SELECTOR}.getBoundingClientRect(); "
                     "return {x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height}; })()")
    clip = {"x": max(0, box["x"] - 8), "y": max(0, box["y"] - 8), "width": box["width"] + 16,
            "height": box["height"] + 16, "scale": 1}
    data = browser.send("Page.captureScreenshot", {"format": "png", "clip": clip, "captureBeyondViewport": True},
                        session=True)["data"]
    path = os.path.join(shots, name)
    with open(path, "wb") as f:
        f.write(base64.b64decode(data))
    print(f"saved {os.path.relpath(path, root)}")


def check_compare(browser, failures):
    """Both books' comparisons, from file:// with the network off (see the module's doc)."""
    for lang, prefix in [("en", ""), ("ru", "ru")]:
        page = os.path.join(SITE, prefix, "search.html")
        where = f"{os.path.relpath(page, ROOT)} comparison"
        browser.offline(True)
        browser.open(page)
        if browser.js(f"!!{ROOT_SELECTOR}") is not True:
            failures.append(f"{where}: no <div class=\"lab-compare\"> on the page")
            continue
        state = browser.js(f"{ROOT_SELECTOR}.dataset.state")
        if state != "idle":
            text = browser.js(f"{ROOT_SELECTOR}.textContent")
            failures.append(f"{where}: the comparison did not start ({state}): {text!r}")
            continue
        board, chosen = SETUPS[lang]
        if board is None:
            board = browser.js(f"{ROOT_SELECTOR}.querySelector('.lab-compare-input').value")
        rows = {row: (algo, heuristic) for row, algo, heuristic in chosen}
        browser.js(f"""(function () {{
          var root = {ROOT_SELECTOR}, rows = root.querySelectorAll('.lab-compare-row'), chosen = {json.dumps(rows)};
          root.querySelector('.lab-compare-input').value = {json.dumps(board)};
          Array.prototype.forEach.call(rows, function (row, i) {{
            var use = row.querySelector('.lab-compare-use'), pick = chosen[String(i)];
            use.checked = !!pick;
            if (pick) {{
              row.querySelector('.lab-compare-algo').value = pick[0];
              if (pick[1]) {{ row.querySelector('.lab-compare-heuristic').value = pick[1]; }}
              row.querySelector('.lab-compare-algo').dispatchEvent(new Event('change'));
            }}
            use.dispatchEvent(new Event('change'));
          }});
          root.querySelector('.lab-compare-go').click();
        }})()""")
        started = time.time()
        state = wait_until_done(browser)
        seconds = time.time() - started
        if state != "ready":
            failures.append(f"{where}: Compare gave {state}: {browser.js(f'{ROOT_SELECTOR}.textContent')!r}")
            continue
        # the command line's runs, one per column
        traces, solves = [], []
        for _, algo, heuristic in chosen:
            flags = ["--algo", algo] + (["--heuristic", heuristic] if heuristic else [])
            traces.append(json.loads(puzzlelab("fifteen", "trace", board, *flags)))
            solves.append(json.loads(puzzlelab("fifteen", "solve", board, *flags, "--json")))
        totals = [expansions(t) for t in traces]
        shown = browser.js(COLUMNS)
        if len(shown["runs"]) != len(chosen):
            failures.append(f"{where}: {len(shown['runs'])} columns for {len(chosen)} runs")
            continue
        for run, (_, algo, heuristic), total in zip(shown["runs"], chosen, totals):
            if run["algo"] != algo or run["heuristic"] != (heuristic or "") or run["total"] != str(total):
                failures.append(f"{where}: a column of {run['algo']} {run['heuristic']} with {run['total']} expansions "
                                f"stands for {algo} {heuristic} with {total}")
        if shown["total"] != str(max(totals)) or shown["step"] != "0":
            failures.append(f"{where}: {shown['step']} of {shown['total']} steps at the start, the longest run has {max(totals)}")

        def check_step(k, how):
            now = browser.js(COLUMNS)
            if now["step"] != str(k):
                failures.append(f"{where}: {how} gave step {now['step']}, not {k}")
            for run, trace, total in zip(now["runs"], traces, totals):
                expected = state_at(trace, k)
                got = {field: run[field] for field in expected}
                if got != expected or run["expanded"] != str(min(k, total)):
                    failures.append(f"{where} at step {k} ({how}): {run['name']} shows {got}, its trace says {expected}")
                if run["done"] != ("true" if k >= total else "false"):
                    failures.append(f"{where} at step {k}: {run['name']} done={run['done']}, it has {total} expansions")
            return now

        control = lambda name: browser.js(f"{ROOT_SELECTOR}.querySelector('.lab-compare-{name}').click()")
        # early: +10, one forward, one forward, one back
        for name in ["ten", "forward", "forward", "back"]:
            control(name)
        check_step(11, "+10, →, →, ←")
        # the middle: past the shortest run, short of the longest
        middle = (min(totals) + max(totals)) // 2
        browser.js(f"{ROOT_SELECTOR}.puzzlelabCompare.to({middle})")
        mid = check_step(middle, "a jump")
        done_mid = sum(1 for r in mid["runs"] if r["done"] == "true")
        browser.js(f"{ROOT_SELECTOR}.scrollIntoView()")
        shoot(browser, f"compare-{lang}.png", SHOTS, ROOT)
        # the end, with the button
        control("last")
        end = check_step(max(totals), "⇥")
        figures = []
        for run, trace, solve, total in zip(end["runs"], traces, solves, totals):
            expected = [str(trace["expanded"]), str(trace["generated"]), str(len(trace["moves"] or ""))]
            solved = [str(solve["expanded"]), str(solve["generated"]), str(solve["length"])]
            got = [run["expanded"], run["generated"], run["moves"]]
            if got != expected:
                failures.append(f"{where} at the end: {run['name']} shows {got}, fifteen trace says {expected}")
            if got != solved:
                failures.append(f"{where} at the end: {run['name']} shows {got}, fifteen solve --json says {solved}")
            figures.append(f"{run['algo']}{'/' + run['heuristic'] if run['heuristic'] else ''} "
                           f"{run['expanded']}/{run['generated']}/{run['moves']}")
        russian = re.search("[а-яё]", end["caption"] + end["message"], re.I)
        if (lang == "ru") != bool(russian):
            failures.append(f"{where}: the words are not the page's language: {end['message']!r} {end['caption']!r}")
        # back to the start, then a malformed board refused in the page's language
        control("first")
        if browser.js(f"{ROOT_SELECTOR}.dataset.step") != "0":
            failures.append(f"{where}: ⇤ did not go back to the start")
        browser.js(f"var r = {ROOT_SELECTOR}; r.querySelector('.lab-compare-input').value = '1 2 3 4 4 6 0 7 8'; "
                   "r.querySelector('.lab-compare-go').click()")
        refused = wait_until_done(browser, 60)
        message = browser.js(f"{ROOT_SELECTOR}.querySelector('.lab-status').textContent")
        if refused != "refused" or not message or (lang == "ru") != bool(re.search("[а-яё]", message, re.I)):
            failures.append(f"{where}: a malformed board gave {refused} {message!r}")
        print(f"{where}: {len(chosen)} runs of {board} traced in the page in {seconds:.1f} s and stepped together "
              f"(expanded/generated/moves at the end: {', '.join(figures)}: as fifteen trace and fifteen solve --json); "
              f"at steps 11 and {middle} ({done_mid} runs done) every counter min(k, its expansions) and the chart per depth "
              f"as the traces say; a malformed board refused: {message!r}")


if __name__ == "__main__":
    run_alone(check_compare)
