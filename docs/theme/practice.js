// The lessons' practice: questions on the page's lesson, made and checked by the page's engine
// (engine.js), one at a time, with a score per level. A question is the quiz crate's
// (crates/quiz), named by its kind, level and seed, so the one shown here is the one
// `puzzlelab quiz --kind K --level L --seed S --count 1` asks in a terminal (the page says so
// under each question). With the engine, the page keeps no answer key of its own: a check
// sends the question's name and the answer, and the engine makes the question again and judges
// the answer with the quiz's own checker, which accepts every way of writing a right answer. A
// seed whose instance the quiz's limits leave unsettled (the engine's status 3) is passed over
// for the next one, as the command line passes over it. The seed starts from the address
// (?seed=N) or at random; "Another one" takes the next.
// Without the page's engine (a copy of the site built without it), the questions come from the
// lesson's recorded bank (window.PUZZLELAB_PRACTICE, written by `cargo xtask docs`: seeds 1 to
// 8 of every kind at every level, each the quiz's own question with its accepted answers and
// explanation, and the verdict's words): the selects filter it, "Another one" walks it, and an
// answer is checked here, brought to its form's canonical writing as the quiz does.
// State for the browser tests sits in data attributes on the root: data-state (waiting,
// asking, answered, refused, unavailable), data-source (engine or bank), data-bank (the bank's
// size), data-kind, data-level, data-seed, data-right after a check, data-score ("right/asked"
// at the level shown). Plain JavaScript, no network, so the page works from file:// too.
(function () {
    "use strict";
    var TOPICS = {
        fifteen: ["parity", "fix-swap", "legal-moves", "cell", "after-moves"],
        search: ["heuristic", "astar-next", "ida-threshold", "bfs-layers", "optimal-length"],
        sat: ["sat-horizons"],
        bachet: ["winning-take", "losing-piles", "grundy"]
    };
    var LEVELS = ["easy", "medium", "hard"];
    // seeds passed over in a row, unsettled, before the page stops and says so
    var MAX_SKIPPED = 16;
    var WORDS = {
        en: {
            kind: "Question", any: "any kind", level: "Level",
            levels: { easy: "easy", medium: "medium", hard: "hard" },
            kinds: {
                parity: "can it be solved? (parity)", "fix-swap": "the swap that fixes it", "legal-moves": "legal moves",
                cell: "array index and cell", "after-moves": "the board after moves", heuristic: "a heuristic's value",
                "astar-next": "A*'s next expansion", "ida-threshold": "IDA*'s next threshold", "bfs-layers": "BFS layer by layer",
                "optimal-length": "the shortest solution", "sat-horizons": "horizons SAT refutes",
                "winning-take": "the winning take", "losing-piles": "the losing piles", grundy: "Sprague–Grundy values"
            },
            // the feedback itself begins with the verdict ("Right.", "Not quite: ..."); the mark goes before it
            seed: "seed", next: "Another one", check: "Check", yes: "Yes", no: "No", answer: "Your answer",
            making: "Making a question…", checking: "Checking…",
            right: "✓", wrong: "✗",
            score: "Score", of: function (r, a) { return r + " of " + a; },
            none: "no question answered yet",
            pile: function (n) { return "Pile: " + n + (n === 1 ? " object" : " objects"); },
            terminal: "The same question in a terminal:",
            skipped: function (n) { return n + (n === 1 ? " seed" : " seeds") + " passed over: the solvers could not settle their instance within the quiz's limits."; },
            failed: "The page's engine stopped: ",
            recorded: function (n) { return "This copy of the site was built without the page's engine (WebAssembly), so these are the site's recorded questions, " + n + " of them, made and checked when the site was built. The page's engine makes endless new ones, as does this command in a terminal: "; },
            unavailable: "This copy of the site was built without the page's engine (WebAssembly), so practice questions cannot be made here. The same questions are asked in a terminal by: "
        },
        ru: {
            kind: "Вопрос", any: "любой", level: "Уровень",
            levels: { easy: "лёгкий", medium: "средний", hard: "трудный" },
            kinds: {
                parity: "решаема ли доска (чётность)", "fix-swap": "обмен, который исправит доску", "legal-moves": "допустимые ходы",
                cell: "индекс массива и клетка", "after-moves": "доска после ходов", heuristic: "значение эвристики",
                "astar-next": "следующее раскрытие A*", "ida-threshold": "следующий порог IDA*", "bfs-layers": "поиск в ширину по слоям",
                "optimal-length": "кратчайшее решение", "sat-horizons": "горизонты, которые опровергает SAT",
                "winning-take": "выигрывающий ход", "losing-piles": "проигрышные кучки", grundy: "значения Шпрага — Гранди"
            },
            seed: "зерно", next: "Ещё вопрос", check: "Проверить", yes: "Да", no: "Нет", answer: "Ваш ответ",
            making: "Составляется вопрос…", checking: "Проверяется…",
            right: "✓", wrong: "✗",
            score: "Итог", of: function (r, a) { return r + " из " + a; },
            none: "пока ни одного ответа",
            pile: function (n) { return "Кучка: " + n + " " + plural(n, "предмет", "предмета", "предметов"); },
            terminal: "Тот же вопрос в терминале:",
            skipped: function (n) { return "пропущено зёрен: " + n + " — решатели не решили их задачи в пределах ограничений тренировки."; },
            failed: "Движок страницы остановился: ",
            recorded: function (n) { return "Эта копия сайта собрана без движка страницы (WebAssembly), поэтому здесь записанные вопросы сайта, составленные и проверенные при его сборке: " + n + " " + plural(n, "вопрос", "вопроса", "вопросов") + ". Сколько угодно новых составляет движок страницы, а в терминале — команда: "; },
            unavailable: "Эта копия сайта собрана без движка страницы (WebAssembly), поэтому вопросы здесь не составить. Те же вопросы задаёт в терминале команда: "
        }
    };

    // An answer written its form's canonical way, or null: a small mirror of Form::canonical in
    // crates/quiz/src/answer.rs, for the recorded questions (the bank carries Rust's own
    // writings of typed answers, and the browser test holds this to every one). Spaces are
    // Rust's char::is_whitespace, not JavaScript's \s; a number is what u64's from_str reads.
    var SPACE = "\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
    var TRIM = new RegExp("^[" + SPACE + "]+|[" + SPACE + "]+$", "g");
    var NOTHING = ["", "none", "-", "—", "нет", "ничего"];
    function trim(s) { return s.replace(TRIM, ""); }
    function number(t) {
        if (!/^\+?[0-9]+$/.test(t)) { return null; }
        t = t.replace(/^\+?0*/, "") || "0";
        return t.length < 20 || (t.length === 20 && t <= "18446744073709551615") ? t : null;
    }
    function numbers(t) {
        if (NOTHING.indexOf(t.toLowerCase()) >= 0) { return []; }
        var parts = t.split(new RegExp("[" + SPACE + ",;]+")).filter(function (p) { return p !== ""; });
        var read = parts.map(number);
        return read.indexOf(null) >= 0 ? null : read;
    }
    function canonical(form, given, choices) {
        var t = trim(given), n, moves;
        if (form === "number") { return number(t); }
        if (form === "numbers" || form === "number-set") {
            n = numbers(t);
            if (n && form === "number-set") {
                n.sort(function (a, b) { return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0); });
                n = n.filter(function (x, i) { return i === 0 || x !== n[i - 1]; });
            }
            return n && n.join(" ");
        }
        if (form === "moves") {
            if (NOTHING.indexOf(t.toLowerCase()) >= 0) { return ""; }
            moves = t.replace(new RegExp("[" + SPACE + ",]", "g"), "").replace(/[a-z]/g, function (c) { return c.toUpperCase(); });
            return /^[LRUD]*$/.test(moves) ? moves : null;
        }
        if (form === "yes-no") {
            t = t.toLowerCase();
            return ["yes", "y", "да", "д"].indexOf(t) >= 0 ? "yes" : ["no", "n", "нет", "н"].indexOf(t) >= 0 ? "no" : null;
        }
        n = number(t);  // a choice: its number, or its text in any case
        if (n !== null) { return choices[n - 1] === undefined ? null : choices[n - 1]; }
        n = choices.filter(function (c) { return trim(c).toLowerCase() === t.toLowerCase(); });
        return n.length ? n[0] : null;
    }
    // `s` as Rust's {:?} writes a string: in quotes, with \ " and control characters escaped
    // (Rust escapes unprintable and combining characters too, which a typed answer rarely holds).
    function quoted(s) {
        return "\"" + s.replace(/[\\"]/g, "\\$&").replace(/[\x00-\x1f\x7f-\x9f]/g, function (c) {
            var named = { "\t": "\\t", "\n": "\\n", "\r": "\\r", "\x00": "\\0" }[c];
            return named || "\\u{" + c.charCodeAt(0).toString(16) + "}";
        }) + "\"";
    }
    // The quiz's verdict on `given` to the recorded question `q`, with the bank's words.
    function judged(bank, q, given) {
        var c = canonical(q.form, given, q.choices), v = bank.verdict, t = trim(given);
        var right = c !== null && (q.accepted.length ? q.accepted.indexOf(c) >= 0 : canonical(q.form, q.answer, q.choices) === c);
        return {
            right: right,
            feedback: right ? v.right + q.explanation
                : v.wrong[0] + (v.quoted ? quoted(t) : t) + v.wrong[1] + q.answer + v.wrong[2] + q.explanation
        };
    }

    function plural(n, one, few, many) {
        var ten = n % 10, hundred = n % 100;
        if (ten === 1 && hundred !== 11) { return one; }
        if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) { return few; }
        return many;
    }
    function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) { e.className = cls; }
        if (text !== undefined) { e.textContent = text; }
        return e;
    }
    function button(text, cls) {
        var b = el("button", cls, text);
        b.type = "button";
        return b;
    }
    function select(cls, label, options) {
        var s = el("select", cls);
        s.setAttribute("aria-label", label);
        options.forEach(function (o) { var option = el("option", "", o[1]); option.value = o[0]; s.appendChild(option); });
        return s;
    }
    // A word of the page's address (?seed=12&level=hard), or null.
    function fromAddress(name) {
        var found = new RegExp("[?&]" + name + "=([^&#]*)").exec(window.location.search);
        return found ? decodeURIComponent(found[1]) : null;
    }
    // The command that asks the same question in a terminal.
    function command(q, lang) {
        return "puzzlelab quiz --kind " + q.kind + " --level " + q.level + " --seed " + q.seed + " --count 1" + (lang === "ru" ? " --lang ru" : "");
    }

    // The board as a small grid: square, or as wide as the question measured it.
    function grid(board, measured) {
        var tiles = board.split(/\s+/), width = Math.round(Math.sqrt(tiles.length));
        (measured || []).forEach(function (m) { if (m[0] === "width") { width = m[1]; } });
        if (width < 1 || tiles.length % width !== 0) { return null; }
        var box = el("div", "lab-grid small lab-practice-board");
        box.style.gridTemplateColumns = "repeat(" + width + ", auto)";
        box.setAttribute("aria-hidden", "true");  // the text says the board in numbers
        tiles.forEach(function (t) { box.appendChild(el("div", "lab-tile" + (t === "0" ? " blank" : ""), t === "0" ? "" : t)); });
        return box;
    }
    // A pile as a row of sticks (up to 60 of them) with its count.
    function pile(n, w) {
        var box = el("div", "lab-practice-pile");
        if (n <= 60) { box.appendChild(el("span", "lab-practice-sticks", new Array(n + 1).join("|"))); }
        box.appendChild(el("span", "lab-practice-pile-count", w.pile(n)));
        return box;
    }

    function Practice(root, w, lang) {
        var topic = TOPICS[root.dataset.topic] ? root.dataset.topic : "fifteen";
        var kinds = TOPICS[topic];
        root.setAttribute("role", "group");
        root.setAttribute("aria-label", w.kind);
        var quiz = "puzzlelab quiz --topic " + topic + (lang === "ru" ? " --lang ru" : "");
        // without the page's engine, the lesson's recorded questions (or, without them, a word)
        var bank = window.PuzzlelabEngine && window.PuzzlelabEngine.available() ? null
            : (window.PUZZLELAB_PRACTICE || {})[topic];
        if (bank === undefined) {
            var sorry = el("p", "lab-help lab-practice-unavailable", w.unavailable);
            sorry.appendChild(el("code", "", quiz));
            root.appendChild(sorry);
            root.dataset.state = "unavailable";
            return;
        }
        root.dataset.source = bank ? "bank" : "engine";
        var engine = null, asked = 0, question = null, scores = {};
        var seed = parseInt(fromAddress("seed"), 10), walked = [], at = 0;
        if (!(seed >= 0)) { seed = bank ? -1 : Math.floor(Math.random() * 1000000000); }
        if (bank) {
            root.dataset.bank = String(bank.questions.length);
            var recorded = el("p", "lab-help lab-practice-recorded", w.recorded(bank.questions.length));
            recorded.appendChild(el("code", "", quiz));
            root.appendChild(recorded);
        }
        LEVELS.forEach(function (l) { scores[l] = { right: 0, asked: 0 }; });

        var bar = el("div", "lab-controls lab-practice-controls");
        var kind = select("lab-practice-kind", w.kind, [["", w.any]].concat(kinds.map(function (k) { return [k, w.kinds[k]]; })));
        var level = select("lab-practice-level", w.level, LEVELS.map(function (l) { return [l, w.levels[l]]; }));
        if (LEVELS.indexOf(fromAddress("level")) >= 0) { level.value = fromAddress("level"); }
        if (kinds.indexOf(fromAddress("kind")) >= 0) { kind.value = fromAddress("kind"); }
        var seedShown = el("span", "lab-practice-seed");
        var next = button(w.next, "lab-practice-next");
        if (kinds.length > 1) {
            bar.appendChild(el("label", "lab-practice-label", w.kind + ":"));
            bar.appendChild(kind);
        }
        bar.appendChild(el("label", "lab-practice-label", w.level + ":"));
        bar.appendChild(level);
        bar.appendChild(seedShown);
        bar.appendChild(next);
        root.appendChild(bar);

        var card = el("div", "lab-practice-card");
        var kindShown = el("div", "lab-practice-kind-name");
        var text = el("p", "lab-practice-text");
        var figure = el("div", "lab-practice-figure");
        var how = el("p", "lab-help lab-practice-how");
        var form = el("div", "lab-controls lab-practice-answer");
        var verdict = el("p", "lab-verdict lab-practice-verdict");
        verdict.setAttribute("aria-live", "polite");
        [kindShown, text, figure, how, form, verdict].forEach(function (c) { card.appendChild(c); });
        root.appendChild(card);
        var score = el("p", "lab-practice-score");
        var status = el("p", "lab-help lab-practice-status");
        status.setAttribute("aria-live", "polite");
        var terminal = el("p", "lab-help lab-practice-terminal");
        [score, status, terminal].forEach(function (c) { root.appendChild(c); });

        function showScore() {
            var shown = scores[level.value], parts = [];
            root.dataset.score = shown.right + "/" + shown.asked;
            LEVELS.forEach(function (l) {
                var s = scores[l];
                if (s.asked > 0 || l === level.value) { parts.push(w.levels[l] + ": " + w.of(s.right, s.asked)); }
            });
            var any = LEVELS.some(function (l) { return scores[l].asked > 0; });
            score.textContent = w.score + ": " + (any ? parts.join(" · ") : w.none);
        }
        function busy(flag) {
            next.disabled = flag;
            kind.disabled = flag;
            level.disabled = flag;
            Array.prototype.forEach.call(form.querySelectorAll("button, input"), function (c) { c.disabled = flag || root.dataset.state === "answered"; });
        }
        function failed(e) {
            status.textContent = w.failed + String(e && e.message || e);
            root.dataset.state = "refused";
            busy(false);
        }

        // The question's words for the engine: its name, and the answer to check.
        function words(run, q, answer) {
            var request = { run: run, kind: q.kind, level: q.level, seed: String(q.seed), lang: lang };
            if (answer !== undefined) { request.answer = answer; }
            return request;
        }

        // Shows `q`, the question to answer.
        function show(q) {
            question = q;
            root.dataset.kind = q.kind;
            root.dataset.level = q.level;
            root.dataset.seed = String(q.seed);
            delete root.dataset.right;
            seed = q.seed;
            seedShown.textContent = w.seed + " " + q.seed + (bank ? " (" + (at + 1) + "/" + walked.length + ")" : "");
            kindShown.textContent = w.kinds[q.kind] || q.kind;
            text.textContent = q.text;
            figure.innerHTML = "";
            var drawn = q.board ? grid(q.board, q.measured) : null;
            if (drawn) { figure.appendChild(drawn); }
            if (q.pile !== null && q.pile !== undefined) { figure.appendChild(pile(q.pile, w)); }
            how.textContent = q.how;
            verdict.textContent = "";
            verdict.className = "lab-verdict lab-practice-verdict";
            form.innerHTML = "";
            if (q.form === "choice" || q.form === "yes-no") {
                var offered = q.form === "choice" ? q.choices : [w.yes, w.no];
                var values = q.form === "choice" ? q.choices : ["yes", "no"];
                offered.forEach(function (c, i) {
                    var b = button(q.form === "choice" ? "(" + (i + 1) + ") " + c : c, "lab-practice-choice");
                    b.dataset.value = values[i];
                    b.onclick = function () { check(values[i], b); };
                    form.appendChild(b);
                });
                how.textContent = "";
            } else {
                var input = el("input", "lab-practice-input");
                input.type = "text";
                input.setAttribute("aria-label", w.answer + " (" + q.how + ")");
                input.placeholder = q.how;
                input.autocomplete = "off";
                input.spellcheck = false;
                var go = button(w.check, "lab-practice-check");
                go.onclick = function () { check(input.value); };
                input.onkeydown = function (e) {
                    e.stopPropagation();  // the book's arrows turn the page; here they move the caret
                    if (e.key === "Enter") { e.preventDefault(); go.onclick(); }
                };
                form.appendChild(input);
                form.appendChild(go);
            }
            terminal.innerHTML = "";
            terminal.appendChild(document.createTextNode(w.terminal + " "));
            terminal.appendChild(el("code", "", command(q, lang)));
            root.dataset.state = "asking";
            showScore();
        }

        // Shows the recorded question of the level and kind chosen with seed `from` (the first
        // after it, or at random for a negative one), or the next one after the shown one.
        function fromBank(from, chosen, following) {
            var shown = question;
            walked = bank.questions.filter(function (q) { return q.level === level.value && (!kind.value || q.kind === kind.value); });
            if (!walked.length) { status.textContent = ""; root.dataset.state = "refused"; return; }
            if (following) { at = (at + 1) % walked.length; }
            else if (from < 0) { at = Math.floor(Math.random() * walked.length); }
            else {
                var same = walked.filter(function (q) { return q.seed === from && shown && q.kind === shown.kind; })[0];
                var after = walked.filter(function (q) { return q.seed >= from; })[0];
                at = Math.max(0, walked.indexOf(same || after));
            }
            status.textContent = "";
            show(walked[at]);
            var first = form.querySelector("input, button");
            if (first && chosen) { first.focus({ preventScroll: true }); }
        }

        // Asks the engine for the question of `from` (the next seeds if unsettled).
        function ask(from, chosen, following) {
            if (bank) { fromBank(from, chosen, following); return; }
            var mine = ++asked, skipped = 0;
            engine = engine || window.PuzzlelabEngine.make();
            root.dataset.state = "waiting";
            status.textContent = w.making;
            busy(true);
            function attempt(s) {
                var request = { run: "question", level: level.value, seed: String(s), lang: lang };
                if (kind.value) { request.kind = kind.value; } else { request.topic = topic; }
                engine.run(request).then(function (answer) {
                    if (mine !== asked) { return; }
                    if (answer.status === 3 && skipped + 1 < MAX_SKIPPED) { skipped++; attempt(s + 1); return; }
                    if (answer.status !== 0 || !answer.question) {
                        status.textContent = answer.error || String(answer.status);
                        root.dataset.state = "refused";
                        busy(false);
                        return;
                    }
                    status.textContent = skipped ? w.skipped(skipped) : "";
                    show(answer.question);
                    busy(false);
                    // the reader's own click moves on to the answer; a page just opened keeps its keys
                    var first = form.querySelector("input, button");
                    if (first && chosen) { first.focus({ preventScroll: true }); }
                }, function (e) { if (mine === asked) { failed(e); } });
            }
            attempt(from);
        }

        // Checks `given`, the answer typed or the choice pressed (`pressed`).
        function check(given, pressed) {
            if (!question || root.dataset.state !== "asking") { return; }
            var q = question;
            if (bank) { answered(q, judged(bank, q, given), pressed); return; }
            var mine = ++asked;
            root.dataset.state = "waiting";
            status.textContent = w.checking;
            busy(true);
            engine.run(words("check", q, given)).then(function (answer) {
                if (mine !== asked) { return; }
                if (answer.status !== 0 || !answer.verdict) {
                    status.textContent = answer.error || String(answer.status);
                    root.dataset.state = "refused";
                    busy(false);
                    return;
                }
                answered(q, answer.verdict, pressed);
            }, function (e) { if (mine === asked) { failed(e); } });
        }

        // Shows the verdict on the answer to `q` (`pressed`: the choice pressed).
        function answered(q, said, pressed) {
            var right = said.right;
            scores[q.level].asked++;
            if (right) { scores[q.level].right++; }
            root.dataset.right = String(right);
            root.dataset.state = "answered";
            verdict.className = "lab-verdict lab-practice-verdict " + (right ? "lab-right" : "lab-wrong");
            verdict.innerHTML = "";
            verdict.appendChild(el("b", "", (right ? w.right : w.wrong) + " "));
            verdict.appendChild(el("span", "lab-practice-feedback", said.feedback));
            Array.prototype.forEach.call(form.querySelectorAll(".lab-practice-choice"), function (b) {
                var accepted = q.form === "choice" ? (q.accepted.indexOf(b.dataset.value) >= 0 || q.answer === b.dataset.value)
                    : b.dataset.value === canonical(q.form, q.answer, q.choices);
                if (accepted) { b.classList.add("lab-practice-accepted"); }
            });
            if (pressed) { pressed.classList.add(right ? "lab-practice-picked-right" : "lab-practice-picked-wrong"); }
            status.textContent = "";
            showScore();
            busy(false);
            next.focus({ preventScroll: true });
        }

        next.onclick = function () { ask(question ? question.seed + 1 : seed, true, true); };
        level.onchange = function () { showScore(); ask(seed, true); };
        kind.onchange = function () { ask(seed, true); };
        root.addEventListener("keydown", function (e) {
            // a choice or a select keeps its keys from the book's page turning
            var tag = e.target && e.target.tagName;
            if (tag === "SELECT" || tag === "BUTTON") { e.stopPropagation(); }
        });
        root.puzzlelabPractice = {
            ask: function (s) { ask(s === undefined ? seed : s, false); },
            question: function () { return question; },
            canonical: canonical,
            quoted: quoted
        };
        showScore();
        ask(seed, false);
    }

    function start() {
        var lang = document.documentElement.lang === "ru" ? "ru" : "en";
        Array.prototype.forEach.call(document.querySelectorAll(".lab-practice"), function (root) {
            if (!root.puzzlelabPractice && !root.dataset.state) { new Practice(root, WORDS[lang], lang); }
        });
    }
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
    else { start(); }
})();
