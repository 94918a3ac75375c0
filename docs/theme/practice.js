// The lessons' practice: questions on the page's lesson, made and checked by the page's engine
// (engine.js), one at a time, with a score per level. A question is the quiz crate's
// (crates/quiz), named by its kind, level and seed, so the one shown here is the one
// `puzzlelab quiz --kind K --level L --seed S --count 1` asks in a terminal (the page says so
// under each question). The page keeps no answer key of its own: a check sends the question's
// name and the answer, and the engine makes the question again and judges the answer with the
// quiz's own checker, which accepts every way of writing a right answer. A seed whose instance
// the quiz's limits leave unsettled (the engine's status 3) is passed over for the next one, as
// the command line passes over it. The seed starts from the address (?seed=N) or at random;
// "Another one" takes the next. State for the browser tests sits in data attributes on the
// root: data-state (waiting, asking, answered, refused, unavailable), data-kind, data-level,
// data-seed, data-right after a check, data-score ("right/asked" at the level shown).
// Plain JavaScript, no network, so the page works from file:// too.
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
            unavailable: "Эта копия сайта собрана без движка страницы (WebAssembly), поэтому вопросы здесь не составить. Те же вопросы задаёт в терминале команда: "
        }
    };

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
        if (!(window.PuzzlelabEngine && window.PuzzlelabEngine.available())) {
            var sorry = el("p", "lab-help lab-practice-unavailable", w.unavailable);
            sorry.appendChild(el("code", "", "puzzlelab quiz --topic " + topic + (lang === "ru" ? " --lang ru" : "")));
            root.appendChild(sorry);
            root.dataset.state = "unavailable";
            return;
        }
        var engine = null, asked = 0, question = null, scores = {};
        var seed = parseInt(fromAddress("seed"), 10);
        if (!(seed >= 0)) { seed = Math.floor(Math.random() * 1000000000); }
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
            seedShown.textContent = w.seed + " " + q.seed;
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

        // Asks the engine for the question of `from` (the next seeds if unsettled).
        function ask(from, chosen) {
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
            var q = question, mine = ++asked;
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
                var right = answer.verdict.right;
                scores[q.level].asked++;
                if (right) { scores[q.level].right++; }
                root.dataset.right = String(right);
                root.dataset.state = "answered";
                verdict.className = "lab-verdict lab-practice-verdict " + (right ? "lab-right" : "lab-wrong");
                verdict.innerHTML = "";
                verdict.appendChild(el("b", "", (right ? w.right : w.wrong) + " "));
                verdict.appendChild(el("span", "lab-practice-feedback", answer.verdict.feedback));
                Array.prototype.forEach.call(form.querySelectorAll(".lab-practice-choice"), function (b) {
                    var accepted = q.form === "choice" ? (q.accepted.indexOf(b.dataset.value) >= 0 || q.answer === b.dataset.value)
                        : b.dataset.value === q.answer;
                    if (accepted) { b.classList.add("lab-practice-accepted"); }
                });
                if (pressed) { pressed.classList.add(right ? "lab-practice-picked-right" : "lab-practice-picked-wrong"); }
                status.textContent = "";
                showScore();
                busy(false);
                next.focus({ preventScroll: true });
            }, function (e) { if (mine === asked) { failed(e); } });
        }

        next.onclick = function () { ask(question ? question.seed + 1 : seed, true); };
        level.onchange = function () { showScore(); ask(seed, true); };
        kind.onchange = function () { ask(seed, true); };
        root.addEventListener("keydown", function (e) {
            // a choice or a select keeps its keys from the book's page turning
            var tag = e.target && e.target.tagName;
            if (tag === "SELECT" || tag === "BUTTON") { e.stopPropagation(); }
        });
        root.puzzlelabPractice = {
            ask: function (s) { ask(s === undefined ? seed : s, false); },
            question: function () { return question; }
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
