#!/usr/bin/env python3
"""The lessons' practice (docs/theme/practice.js) driven in headless Chromium, from file:// with
the network off, in English and in Russian. On each lesson page (the 15-puzzle, search, SAT,
Bachet's game), opened with ?seed= and ?level=, ten questions in all per language are answered,
some right and some wrong, by the buttons, by Enter and by Check:

- each question the page shows (its kind, level and seed in data attributes) must be, word for
  word, the one `puzzlelab quiz --kind K --level L --seed S --count 1 --json` prints, and its
  text and drawn board (or pile) what that question says;
- a right answer, taken from the command line's JSON and written another way where its form
  allows (moves in lower case with commas, a set backwards), gets data-right=true; a wrong one
  data-right=false and feedback holding the question's explanation;
- the score ("right/asked" at the level shown, for the page's session) counts as expected, each
  level apart; "Another one" takes the next seed; the kind and level selects ask again with the
  same seed;
- without the engine (its script blocked), the lesson's recorded bank (`cargo xtask docs`'s
  practice-TOPIC.js): on each lesson page the practice says it asks the site's N recorded
  questions and names `puzzlelab quiz`; four of them are answered, two right (written another
  way) and two wrong (one typed with a quote and a backslash, one by a button), through the
  kind select and "Another one": each must be the command line's question of its name, with
  data-right as expected and the feedback, word for word, the verdict's words from the bank
  around the command line's answer and explanation, which the command line's own checker
  (`puzzlelab quiz` answered on stdin) prints too where it reads the answer; the page's copy
  of the canonical forms (and of Rust's quoting) must agree with every case the bank carries
  from Rust's `Form::canonical`;
- without the engine and without a bank, the practice says so and names `puzzlelab quiz`.

Screenshots: output/screenshots/practice-en.png and practice-ru.png (a wrong answer explained),
practice-offline-en.png and practice-offline-ru.png (a recorded question, answered wrong).

    tests/browser/practice.py          # only this check (drive_player.py runs it with the rest)
"""
import json
import os
import re
import time

from drive_player import SITE, puzzlelab, run_alone

ROOT_SELECTOR = "document.querySelector('.lab-practice')"

# Per page: the seed and level it is opened with, then each question's step: how it is reached
# ("open", "next": Another one, ("level", L) or ("kind", K): a select changed), and how it is
# answered ("right" or "wrong", by "enter" or "click" where an answer is typed).
PLAN = [
    ("fifteen", 7, "easy", [("open", "right", "enter"), ("next", "wrong", "click"), (("level", "medium"), "right", "click")]),
    ("search", 11, "medium", [("open", "wrong", "enter"), ("next", "right", "enter"), (("level", "easy"), "right", "click")]),
    ("sat", 5, "easy", [("open", "right", "enter"), ("next", "wrong", "enter")]),
    ("bachet", 23, "hard", [("open", "wrong", "click"), (("kind", "winning-take"), "right", "enter")]),
]
SHOT_AT = ("search", 0)  # the page and question whose explained wrong answer is photographed

STATE = f"""(function () {{
  var r = {ROOT_SELECTOR};
  return {{ state: r.dataset.state, kind: r.dataset.kind, level: r.dataset.level, seed: r.dataset.seed,
    right: r.dataset.right, score: r.dataset.score,
    text: r.querySelector('.lab-practice-text').textContent,
    feedback: (r.querySelector('.lab-practice-feedback') || {{}}).textContent || '',
    verdict: r.querySelector('.lab-practice-verdict').textContent,
    status: r.querySelector('.lab-practice-status').textContent,
    scoreText: r.querySelector('.lab-practice-score').textContent,
    tiles: Array.prototype.map.call(r.querySelectorAll('.lab-practice-board .lab-tile'), function (t) {{ return t.textContent; }}),
    pile: (r.querySelector('.lab-practice-pile-count') || {{}}).textContent || null,
    question: r.puzzlelabPractice ? r.puzzlelabPractice.question() : null }};
}})()"""


def wait(browser, seconds=180):
    """The practice's state once it is no longer waiting for the engine."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        state = browser.js(f"{ROOT_SELECTOR} && {ROOT_SELECTOR}.dataset.state")
        if state not in (None, "waiting"):
            return browser.js(STATE)
        time.sleep(0.05)
    return {"state": "timed out"}


def canonical(form, given, choices):
    """An answer written the quiz's canonical way (crates/quiz/src/answer.rs), or None."""
    given = given.strip()
    nothing = given.lower() in ("", "none", "-", "—", "нет", "ничего")
    if form == "number":
        return str(int(given)) if given.isdigit() else None
    if form in ("numbers", "number-set"):
        if nothing:
            return ""
        parts = [p for p in re.split(r"[\s,;]+", given) if p]
        if not all(p.isdigit() for p in parts):
            return None
        numbers = [int(p) for p in parts]
        if form == "number-set":
            numbers = sorted(set(numbers))
        return " ".join(map(str, numbers))
    if form == "moves":
        if nothing:
            return ""
        moves = "".join(c.upper() for c in given if not c.isspace() and c != ",")
        return moves if all(c in "LRUD" for c in moves) else None
    if form == "yes-no":
        return {"yes": "yes", "y": "yes", "да": "yes", "no": "no", "n": "no", "нет": "no"}.get(given.lower())
    return given if given in choices else None


def accepted(q, given):
    """Whether the quiz would accept `given`, by its canonical writing."""
    c = canonical(q["form"], given, q["choices"])
    right = q["accepted"] or [canonical(q["form"], q["answer"], q["choices"])]
    return c is not None and c in right


def right_answer(q):
    """A right answer to `q`, written another way than the key where the form allows."""
    answer = q["answer"]
    if q["form"] == "moves" and answer:
        return ", ".join(answer.lower())
    if q["form"] == "number-set" and answer:
        return ", ".join(reversed(answer.split()))
    if q["form"] == "numbers":
        return "  ".join(answer.split())
    if q["form"] == "number":
        return f" {answer} "
    return answer


def wrong_answer(q):
    """An answer to `q` the checker reads and refuses."""
    answer, form = q["answer"], q["form"]
    if form == "number":
        candidates = [str(int(answer) + 1)]
    elif form == "yes-no":
        candidates = ["yes", "no"]  # the button's values; the key may be written "да"
    elif form == "choice":
        candidates = [c for c in q["choices"] if not accepted(q, c)]
    elif form == "moves":
        candidates = [answer[:-1] or "none", answer + "L", "none"]
    elif form == "numbers":
        n = answer.split()
        candidates = [" ".join(n[1:] + n[:1]), " ".join(n + ["1"])]
    else:
        n = answer.split()
        candidates = [" ".join(n[:-1]) or "none", answer + " 1", "1"]
    for c in candidates:
        if c and not accepted(q, c):
            return c
    raise AssertionError(f"no wrong answer found for {q['kind']}: {q['answer']}")


def answer_in_page(browser, q, given, how):
    """Answers the question shown: a button for a choice or yes/no, else typed, then Enter or
    Check."""
    if q["form"] in ("choice", "yes-no"):
        clicked = browser.js(f"""(function () {{
          var b = Array.prototype.filter.call({ROOT_SELECTOR}.querySelectorAll('.lab-practice-choice'),
            function (b) {{ return b.dataset.value === {json.dumps(given)}; }})[0];
          if (!b) {{ return false; }}
          b.click();
          return true;
        }})()""")
        if not clicked:
            raise AssertionError(f"no button for {given!r}")
        return
    browser.js(f"var i = {ROOT_SELECTOR}.querySelector('.lab-practice-input'); i.value = {json.dumps(given)}; i.focus();")
    if how == "enter":
        browser.key("Enter", 13)
    else:
        browser.js(f"{ROOT_SELECTOR}.querySelector('.lab-practice-check').click()")


def cli_question(q, lang):
    """The command line's question of the same name (kind, level, seed), without its name."""
    line = puzzlelab("quiz", "--kind", q["kind"], "--level", q["level"], "--seed", str(q["seed"]),
                     "--count", "1", "--json", "--lang", lang).strip()
    cli = json.loads(line)
    name = cli.pop("name")
    if name != f"{q['kind']}-{q['level']}-{q['seed']}":
        raise AssertionError(f"the command line made {name} instead")
    return cli


def check_question(shown, where, page, lang, failures):
    """The question the page shows against the command line's of the same name; that question
    (the page's own, when they differ: a failure)."""
    q = shown["question"]
    if shown["state"] != "asking" or not q:
        failures.append(f"{where}: no question asked ({shown['state']}: {shown.get('status')!r})")
        return None
    kinds = {"fifteen": ["parity", "fix-swap", "legal-moves", "cell", "after-moves"],
             "search": ["heuristic", "astar-next", "ida-threshold", "bfs-layers", "optimal-length"],
             "sat": ["sat-horizons"], "bachet": ["winning-take", "losing-piles", "grundy"]}[page]
    if shown["kind"] not in kinds or [shown["kind"], shown["level"], shown["seed"]] != [q["kind"], q["level"], str(q["seed"])]:
        failures.append(f"{where}: data-kind/level/seed {shown['kind']}/{shown['level']}/{shown['seed']} for {q['kind']}/{q['level']}/{q['seed']}")
    cli = cli_question(q, lang)
    if cli != q:
        # the page's own question is answered then, so that its checks still run
        differ = sorted(k for k in set(cli) | set(q) if cli.get(k) != q.get(k))
        failures.append(f"{where}: the page's question {q['kind']}-{q['level']}-{q['seed']} is not puzzlelab quiz --json's: "
                        f"{', '.join(differ)} differ (board {q['board']!r} / {cli['board']!r}, pile {q['pile']} / {cli['pile']})")
        cli = q
    if shown["text"] != cli["text"]:
        failures.append(f"{where}: the page says {shown['text']!r}, the command line {cli['text']!r}")
    if cli["board"]:
        tiles = ["" if t == "0" else t for t in cli["board"].split()]
        if shown["tiles"] != tiles:
            failures.append(f"{where}: the board drawn is {shown['tiles']}, the question's {cli['board']}")
    elif shown["tiles"]:
        failures.append(f"{where}: a board drawn for a question without one")
    if (cli["pile"] is not None) != (shown["pile"] is not None) or (shown["pile"] and str(cli["pile"]) not in shown["pile"]):
        failures.append(f"{where}: the pile shown is {shown['pile']!r}, the question's {cli['pile']}")
    return cli


def check_practice(browser, failures):
    for lang, prefix in [("en", ""), ("ru", "ru")]:
        asked, said, totals, same = 0, [], [], 0
        for page, seed, level, steps in PLAN:
            scores = {"easy": [0, 0], "medium": [0, 0], "hard": [0, 0]}  # a page's session
            path = os.path.join(SITE, prefix, f"{page}.html")
            browser.open(f"{path}?seed={seed}&level={level}")
            previous = None
            for i, (reach, verdict, how) in enumerate(steps):
                where = f"{page}.html ({lang}) question {i + 1}"
                if reach == "next":
                    browser.js(f"{ROOT_SELECTOR}.querySelector('.lab-practice-next').click()")
                elif reach != "open":
                    control, value = reach
                    browser.js(f"var s = {ROOT_SELECTOR}.querySelector('.lab-practice-{control}'); s.value = {json.dumps(value)}; "
                               "s.dispatchEvent(new Event('change'));")
                shown = wait(browser)
                # a seed passed over, unsettled, is said in the status line
                if reach == "open" and shown.get("seed") != str(seed) and not shown.get("status"):
                    failures.append(f"{where}: opened with seed {seed}, shows {shown.get('seed')} and says nothing")
                q = check_question(shown, where, page, lang, failures)
                if not q:
                    break
                if reach == "next" and int(shown["seed"]) <= int(previous["seed"]):
                    failures.append(f"{where}: Another one went from seed {previous['seed']} to {shown['seed']}")
                if reach == "next" and int(shown["seed"]) != int(previous["seed"]) + 1 and not shown["status"]:
                    failures.append(f"{where}: Another one skipped from seed {previous['seed']} to {shown['seed']} silently")
                if reach != "open" and reach != "next":
                    control, value = reach
                    if shown[control] != value or (shown["seed"] != previous["seed"] and not shown["status"]):
                        failures.append(f"{where}: the {control} {value} asked {shown[control]} with seed {shown['seed']} (was {previous['seed']})")
                if q is not shown["question"]:  # the command line's, equal to the page's
                    same += 1
                given = right_answer(q) if verdict == "right" else wrong_answer(q)
                answer_in_page(browser, q, given, how)
                done = wait(browser)
                asked += 1
                scores[q["level"]][1] += 1
                if verdict == "right":
                    scores[q["level"]][0] += 1
                expected_score = "{}/{}".format(*scores[q["level"]])
                if done["state"] != "answered" or done["right"] != ("true" if verdict == "right" else "false"):
                    failures.append(f"{where}: the {verdict} answer {given!r} to {q['kind']}: {done['state']}, data-right={done['right']}: {done['verdict']!r}")
                if q["explanation"] not in done["feedback"]:
                    failures.append(f"{where}: the feedback {done['feedback']!r} lacks the explanation {q['explanation']!r}")
                if done["score"] != expected_score:
                    failures.append(f"{where}: the score is {done['score']}, expected {expected_score} at {q['level']}")
                russian = bool(re.search("[а-яё]", done["verdict"] + done["scoreText"], re.I))
                if russian != (lang == "ru"):
                    failures.append(f"{where}: the verdict is not in the page's language: {done['verdict']!r}")
                said.append(f"{q['kind']}-{q['level']}-{q['seed']} {verdict}")
                if (page, i) == SHOT_AT:
                    browser.js(f"{ROOT_SELECTOR}.scrollIntoView(); window.scrollBy(0, -70)")  # below the book's bar
                    browser.screenshot(f"practice-{lang}.png")
                previous = shown
            totals.append(f"{page} " + ", ".join("{} {}/{}".format(level, *s) for level, s in scores.items() if s[1]))
        print(f"practice ({lang}): {asked} questions ({same} of them as puzzlelab quiz --json makes them), answered and judged "
              f"({', '.join(said)}); the scores shown: {'; '.join(totals)}")
        offline(browser, lang, prefix, failures)


# Without the engine, per page: the seed, level and kind it is opened with, then each step: how
# the question is reached ("open", "next", ("kind", K)) and answered ("right" or "wrong", typed
# or by a button as its form says; a wrong typed answer with a quote and a backslash in it).
OFFLINE = [
    ("fifteen", 3, "medium", "legal-moves", [("open", "right"), ("next", "wrong"), (("kind", "parity"), "wrong")]),
    ("bachet", 5, "hard", "losing-piles", [("open", "right")]),
    ("search", None, None, None, []),
    ("sat", None, None, None, []),
]
# Typed wrong, unreadable in every typed form: its quoting in the verdict is exercised.
ODD_ANSWER = 'L "x\\'

BANK = """(function () {
  var r = %s, bank = (window.PUZZLELAB_PRACTICE || {})[r.dataset.topic];
  return bank ? { source: r.dataset.source, size: r.dataset.bank, count: bank.questions.length,
    verdict: bank.verdict, lang: bank.lang,
    recorded: (r.querySelector('.lab-practice-recorded') || {}).textContent || '',
    cases: bank.cases.length, quotings: bank.quoting.length,
    wrong: bank.cases.filter(function (c) { return r.puzzlelabPractice.canonical(c[0], c[1], []) !== c[2]; })
      .map(function (c) { return [c[0], c[1], c[2], r.puzzlelabPractice.canonical(c[0], c[1], [])]; }),
    misquoted: bank.quoting.filter(function (c) { return r.puzzlelabPractice.quoted(c[0]) !== c[1]; }) } : null;
})()""" % ROOT_SELECTOR


def expected_feedback(words, q, given, right):
    """The verdict the quiz's checker gives `given` to `q`, from the bank's words: the quiz's
    `messages::feedback` with its parts filled in."""
    if right:
        return words["right"] + q["explanation"]
    given = given.strip()
    if words["quoted"]:
        # Rust's {:?} of a string; JSON's quoting is the same for the answers typed here
        assert all(c.isprintable() for c in given), given
        given = json.dumps(given, ensure_ascii=False)
    head, middle, tail = words["wrong"]
    return head + given + middle + q["answer"] + tail + q["explanation"]


def checker_says(q, given, lang):
    """What `puzzlelab quiz`, answered `given` on stdin, prints (its checker's feedback among
    the lines)."""
    return puzzlelab("quiz", "--kind", q["kind"], "--level", q["level"], "--seed", str(q["seed"]),
                     "--count", "1", "--lang", lang, stdin=given + "\n")


def offline(browser, lang, prefix, failures):
    """A copy of the site without the engine: the recorded questions, asked and checked in the
    page as the quiz asks and checks them."""
    browser.send("Network.setBlockedURLs", {"urls": ["*engine-wasm.js"]}, session=True)
    sizes, said, cases = [], [], set()
    try:
        for page, seed, level, kind, steps in OFFLINE:
            query = f"?seed={seed}&level={level}&kind={kind}" if seed else ""
            browser.open(os.path.join(SITE, prefix, f"{page}.html") + query)
            bank = browser.js(BANK)
            where = f"{page}.html ({lang}) without the engine"
            if not bank:
                failures.append(f"{where}: no recorded bank")
                continue
            sizes.append(f"{page} {bank['count']}")
            n = str(bank["count"])
            if bank["source"] != "bank" or bank["size"] != n or bank["lang"] != lang:
                failures.append(f"{where}: data-source {bank['source']}, data-bank {bank['size']} for {n} {bank['lang']} questions")
            if n not in bank["recorded"] or f"puzzlelab quiz --topic {page}" not in bank["recorded"]:
                failures.append(f"{where}: the page says {bank['recorded']!r}")
            russian = bool(re.search("[а-яё]", bank["recorded"], re.I))
            if russian != (lang == "ru"):
                failures.append(f"{where}: not in the page's language: {bank['recorded']!r}")
            for case in bank["wrong"]:
                failures.append(f"{where}: {case[0]} {case[1]!r} is {case[2]!r} in Rust, {case[3]!r} in the page")
            for case in bank["misquoted"]:
                failures.append(f"{where}: {case[0]!r} is quoted {case[1]} in Rust, otherwise in the page")
            cases.add((bank["cases"], bank["quotings"]))
            previous = None
            for i, (reach, verdict) in enumerate(steps):
                where = f"{page}.html ({lang}) without the engine, question {i + 1}"
                if reach == "next":
                    browser.js(f"{ROOT_SELECTOR}.querySelector('.lab-practice-next').click()")
                elif reach != "open":
                    control, value = reach
                    browser.js(f"var s = {ROOT_SELECTOR}.querySelector('.lab-practice-{control}'); s.value = {json.dumps(value)}; "
                               "s.dispatchEvent(new Event('change'));")
                shown = wait(browser, 5)
                q = check_question(shown, where, page, lang, failures)
                if not q:
                    break
                name = (q["kind"], q["level"], q["seed"])
                expect = {"open": (kind, level, seed), "next": (kind, level, (previous or {}).get("seed", 0) + 1)}.get(reach)
                if reach not in ("open", "next"):
                    expect = (reach[1], previous["level"], previous["seed"])
                if name != expect:
                    failures.append(f"{where}: {reach} shows {name}, not the bank's {expect}")
                if q["form"] in ("choice", "yes-no"):
                    given = right_answer(q) if verdict == "right" else wrong_answer(q)
                else:
                    given = right_answer(q) if verdict == "right" else ODD_ANSWER
                answer_in_page(browser, q, given, "click" if i % 2 else "enter")
                done = wait(browser, 5)
                feedback = expected_feedback(bank["verdict"], q, given, verdict == "right")
                if done["state"] != "answered" or done["right"] != ("true" if verdict == "right" else "false"):
                    failures.append(f"{where}: the {verdict} answer {given!r} to {q['kind']}: {done['state']}, data-right={done['right']}")
                if done["feedback"] != feedback:
                    failures.append(f"{where}: the feedback is {done['feedback']!r}, the quiz's {feedback!r}")
                if given != ODD_ANSWER:
                    printed = checker_says(q, given, lang)
                    if feedback not in printed.splitlines():
                        failures.append(f"{where}: puzzlelab quiz, answered {given!r}, does not say {feedback!r}:\n{printed}")
                said.append(f"{q['kind']}-{q['level']}-{q['seed']} {verdict} ({given!r})")
                if page == "fifteen" and i == 1:
                    browser.js(f"{ROOT_SELECTOR}.scrollIntoView(); window.scrollBy(0, -70)")
                    browser.screenshot(f"practice-offline-{lang}.png")
                previous = q
        print(f"practice ({lang}) without the engine: banks of {', '.join(sizes)} recorded questions; "
              f"{len(said)} answered and judged as the quiz judges them ({', '.join(said)}); "
              f"{' or '.join(str(c) for c, _ in cases)} canonical-form cases (a form, a typed answer) and "
              f"{' or '.join(str(q) for _, q in cases)} quotings from Rust agree with the page's, on each of its {len(sizes)} pages")
        unavailable(browser, lang, prefix, failures)
    finally:
        browser.send("Network.setBlockedURLs", {"urls": []}, session=True)


def unavailable(browser, lang, prefix, failures):
    """A copy of the site without the engine and without a bank: the page says so, in its
    language, and names the command that asks the same questions."""
    # the bank's script fails on a global that stays undefined
    hidden = browser.send("Page.addScriptToEvaluateOnNewDocument", {
        "source": "Object.defineProperty(window, 'PUZZLELAB_PRACTICE', { get: function () {}, set: function () {} });"},
        session=True)["identifier"]
    try:
        browser.open(os.path.join(SITE, prefix, "bachet.html"))
        shown = browser.js(f"[{ROOT_SELECTOR}.dataset.state, {ROOT_SELECTOR}.textContent]")
    finally:
        browser.send("Page.removeScriptToEvaluateOnNewDocument", {"identifier": hidden}, session=True)
    russian = bool(re.search("[а-яё]", shown[1] or "", re.I))
    if shown[0] != "unavailable" or "puzzlelab quiz --topic bachet" not in shown[1] or russian != (lang == "ru"):
        failures.append(f"bachet.html ({lang}) without the engine or a bank: {shown}")
    else:
        print(f"practice ({lang}) without the engine or a bank: {shown[1]!r}")


if __name__ == "__main__":
    run_alone(check_practice)
