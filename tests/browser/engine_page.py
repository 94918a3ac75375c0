"""The page's engine (WebAssembly, in a Web Worker) driven from file:// with the network off,
in English and in Russian, against the command line:

- a board typed into live mode is solved by every algorithm and heuristic the form offers, and
  each run's counters and moves equal `fifteen solve --json`; a trace equals `fifteen trace`;
- a Bachet pile traced by both game solvers equals `bachet trace`;
- an unsolvable board is refused with the parity rule's explanation, as `fifteen show` words it;
- Cancel stops a long search, and while the worker searches a recorded player still steps (the
  delay measured and printed);
- figures: the pattern databases' build time in the page, and the same 50-move solve in the
  page and on the command line (their ratio).
"""
import json
import os
import subprocess
import time

from drive_player import SITE, binary, puzzlelab

LIVE = "document.querySelector('.lab-live')"
EIGHT = "8 1 0 4 7 2 6 5 3"
FIFTEEN = "5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12"
KORF_8 = "12 11 15 3 8 0 4 2 6 13 9 5 14 1 10 7"
UNSOLVABLE = "2 1 3 4 5 6 7 8 0"
# what the form offers, and the boards each heuristic is for
ALGOS = ["astar", "bfs", "ida", "ida-generic", "iddfs"]
BLIND = {"bfs", "iddfs"}
HEURISTICS = {EIGHT: ["manhattan", "misplaced", "linear-conflict", "pdb:44"],
              FIFTEEN: ["manhattan", "misplaced", "linear-conflict", "pdb:555", "pdb:663"]}


def wait(browser, expression, seconds=120):
    """The value of `expression` once it is neither null nor "waiting"."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = browser.js(expression)
        if value not in (None, "waiting"):
            return value
        time.sleep(0.02)
    return "timed out"


def live_run(browser, board, algo, heuristic, button="solve", goal="standard"):
    """One run of live mode's form: its state and the dataset the page left."""
    browser.js(f"""(function () {{
      var live = {LIVE};
      live.querySelector('.lab-live-board').value = {json.dumps(board)};
      live.querySelector('.lab-live-algo').value = {json.dumps(algo)};
      live.querySelector('.lab-live-heuristic').value = {json.dumps(heuristic)};
      live.querySelector('.lab-live-goal').value = {json.dumps(goal)};
      live.dataset.state = 'waiting';
      live.querySelector('.lab-live-fifteen .lab-live-{button}').click();
    }})()""")
    state = wait(browser, f"{LIVE}.dataset.state")
    shown = browser.js(f"""(function () {{ var d = {LIVE}.dataset; return {{state: d.state, engine: d.answeredBy,
      expanded: d.expanded, generated: d.generated, moves: d.moves,
      message: {LIVE}.querySelector('.lab-status').textContent}}; }})()""")
    shown["state"] = state
    return shown


def cli_solve(board, algo, heuristic, goal="standard"):
    args = ["fifteen", "solve", board, "--algo", algo, "--goal", goal, "--json"]
    if algo not in BLIND:
        args += ["--heuristic", heuristic]
    return json.loads(puzzlelab(*args))


def check_solves(browser, lang, failures):
    runs = 0
    for board, heuristics in HEURISTICS.items():
        for algo in ALGOS:
            for heuristic in (heuristics[:1] if algo in BLIND else heuristics):
                if board == FIFTEEN and algo in BLIND and lang == "ru":
                    continue  # the blind searches of the 15-puzzle board once, in English
                shown = live_run(browser, board, algo, heuristic)
                cli = cli_solve(board, algo, heuristic)
                expected = [str(cli["expanded"]), str(cli["generated"]), cli["moves"]]
                if shown["state"] != "solved" or shown["engine"] != "page" or \
                        [shown["expanded"], shown["generated"], shown["moves"]] != expected:
                    failures.append(f"engine ({lang}) {board} {algo} {heuristic}: the page "
                                    f"{shown}, fifteen solve --json {expected}")
                runs += 1
    # one trace, event for event as the command line records it
    shown = live_run(browser, EIGHT, "astar", "linear-conflict", button="run")
    trace = json.loads(puzzlelab("fifteen", "trace", EIGHT, "--algo", "astar", "--heuristic", "linear-conflict",
                                 "--lang", lang))
    player = f"{LIVE}.querySelector('.lab-player').puzzlelabPlayer"
    total = browser.js(f"{player} ? {player}.total : null")
    if shown["state"] != "traced" or total != len(trace["events"]):
        failures.append(f"engine ({lang}): the trace of {EIGHT} has {total} events in the page, "
                        f"{len(trace['events'])} by fifteen trace")
    return runs


def check_bachet(browser, lang, failures):
    for solver in ["retrograde", "minimax"]:
        browser.js(f"""(function () {{ var live = {LIVE};
          live.querySelector('.lab-live-pile').value = '21';
          live.querySelector('.lab-live-solver').value = '{solver}';
          live.dataset.state = 'waiting';
          live.querySelector('.lab-live-bachet .lab-live-run').click(); }})()""")
        state = wait(browser, f"{LIVE}.dataset.state")
        game = json.loads(puzzlelab("bachet", "trace", "21", "--solver", solver, "--lang", lang))
        player = f"{LIVE}.querySelector('.lab-player').puzzlelabPlayer"
        total = browser.js(f"{player} ? {player}.total : null")
        if state != "traced" or total != len(game["events"]):
            failures.append(f"engine ({lang}): the pile 21 by {solver}: {state}, {total} events; "
                            f"bachet trace {len(game['events'])}")


def check_refusal(browser, lang, failures):
    """The parity rule's verdict, as `fifteen show` words it."""
    shown = live_run(browser, UNSOLVABLE, "astar", "manhattan")
    verdict = puzzlelab("fifteen", "show", UNSOLVABLE, "--lang", lang).strip().splitlines()[-1]
    if shown["state"] != "refused" or verdict not in shown["message"]:
        failures.append(f"engine ({lang}): the unsolvable board gave {shown['state']} "
                        f"{shown['message']!r}; fifteen show says {verdict!r}")
    return shown["message"]


def check_cancel(browser, lang, failures):
    """A search that would run for minutes, cancelled; a recorded player steps meanwhile."""
    browser.js(f"""(function () {{ var live = {LIVE};
      live.querySelector('.lab-live-board').value = '{KORF_8}';
      live.querySelector('.lab-live-algo').value = 'ida';
      live.querySelector('.lab-live-heuristic').value = 'misplaced';
      live.querySelector('.lab-live-goal').value = 'blank-first';
      live.dataset.state = 'waiting';
      live.querySelector('.lab-live-fifteen .lab-live-solve').click(); }})()""")
    time.sleep(1.0)
    delays = []
    for step in range(10):
        browser.js(f"""(function () {{
          var p = document.querySelector('.lab-player[data-trace]').puzzlelabPlayer, asked = performance.now();
          window.labDelay = null;
          setTimeout(function () {{ p.go({step + 1}); void document.body.offsetHeight;
            window.labDelay = performance.now() - asked; }}, 0);
        }})()""")
        delays.append(wait(browser, "window.labDelay", 10))
    busy = browser.js(f"{LIVE}.dataset.state")
    browser.js(f"{LIVE}.querySelector('.lab-live-cancel').click()")
    state = wait(browser, f"{LIVE}.dataset.state", 10)
    if busy != "waiting" or state != "cancelled":
        failures.append(f"engine ({lang}): a long search was {busy} after 1 s, then {state} on Cancel")
    if any(not isinstance(d, (int, float)) for d in delays):
        failures.append(f"engine ({lang}): a player did not step while the worker searched: {delays}")
        return None
    again = live_run(browser, EIGHT, "astar", "manhattan")
    if again["state"] != "solved":
        failures.append(f"engine ({lang}): after Cancel a new solve gave {again}")
    return max(delays)


def engine_run(browser, request, seconds=600):
    """`request` answered by a fresh engine of the page: the answer, the time it took, and what
    the engine told meanwhile."""
    browser.js(f"""(function () {{
      window.labAnswer = null; window.labTold = [];
      PuzzlelabEngine.make().run({json.dumps(request)}, function (p) {{ window.labTold.push(p); }})
        .then(function (a) {{ window.labAnswer = a; }}, function (e) {{ window.labAnswer = {{failed: String(e)}}; }});
    }})()""")
    answer = wait(browser, "window.labAnswer", seconds)
    return answer, browser.js("window.labTold")


def pdb_build(browser, heuristic, failures):
    """The build of a pattern database in a fresh engine of the page, as the engine told it."""
    answer, told = engine_run(browser, {"run": "solve", "board": FIFTEEN, "algo": "astar", "heuristic": heuristic})
    built = [t for t in told if "built" in t]
    if not isinstance(answer, dict) or answer.get("status") != 0 or len(built) != 3:
        failures.append(f"engine: {heuristic} in the page: {answer}, told {told[-3:] if told else told}")
        return "not built"
    return ", ".join(f"{' '.join(map(str, t['built']))}: {t['entries']} entries in {t['seconds']:.2f} s"
                     for t in built)


def fastest_binary():
    """The release build where one is there (`cargo build --release`), else the tests' build."""
    release = os.path.join(os.path.dirname(os.path.dirname(binary())), "release", "puzzlelab")
    return release if os.path.exists(release) else binary()


def korf(browser, failures):
    """The same 50-move solve, in the page and on the command line, each the median of three:
    the search's own time (the page's worker around the engine's call, the command line's
    `seconds`)."""
    request = {"run": "solve", "board": KORF_8, "goal": "blank-first", "algo": "ida", "heuristic": "linear-conflict"}
    page, line = [], []
    for _ in range(3):
        answer, _ = engine_run(browser, request)
        cli = json.loads(subprocess.run([fastest_binary(), "fifteen", "solve", KORF_8, "--goal", "blank-first",
                                         "--algo", "ida", "--heuristic", "linear-conflict", "--json"],
                                        capture_output=True, text=True, check=True).stdout)
        result = answer.get("result", {}) if isinstance(answer, dict) else {}
        if [result.get("expanded"), result.get("moves")] != [cli["expanded"], cli["moves"]]:
            failures.append(f"engine: Korf #8 in the page {result.get('expanded')} expanded, "
                            f"{result.get('moves')!r}; fifteen solve {cli['expanded']}, {cli['moves']!r}")
            return
        page.append(answer["ms"] / 1000)
        line.append(cli["seconds"])
    page, line = sorted(page)[1], sorted(line)[1]
    build = os.path.basename(os.path.dirname(fastest_binary()))
    print(f"Korf #8 ({len(cli['moves'])} moves, IDA* linear conflict, {cli['expanded']} expanded), median of 3: "
          f"the page {page:.3f} s, the command line ({build} build) {line:.3f} s: page / command line = {page / line:.2f}")


def check_engine(browser, failures):
    for lang, prefix in [("en", ""), ("ru", "ru")]:
        browser.open(os.path.join(SITE, prefix, "search.html"))
        engine = browser.js(f"{LIVE}.dataset.engine")
        if engine != "page":
            failures.append(f"engine ({lang}): live mode from file:// runs on {engine!r}, not the page's engine")
            continue
        runs = check_solves(browser, lang, failures)
        check_bachet(browser, lang, failures)
        refusal = check_refusal(browser, lang, failures)
        browser.js(f"{LIVE}.scrollIntoView()")
        browser.screenshot(f"engine-{lang}.png")
        delay = check_cancel(browser, lang, failures)
        stepped = f"{delay:.1f} ms" if delay is not None else "never"
        print(f"search.html ({lang}), the page's engine: {runs} solves equal fifteen solve --json, a trace "
              f"and piles equal fifteen/bachet trace; refused {refusal!r}; Cancel stopped IDA* on Korf #8; "
              f"while it searched, a recorded player's step answered in at most {stepped}")
    for heuristic in ["pdb:555", "pdb:663"]:
        print(f"the pattern databases of {heuristic} built in the page: {pdb_build(browser, heuristic, failures)}")
    korf(browser, failures)
