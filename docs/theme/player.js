// The search lab's player: steps through a recorded run (`puzzlelab fifteen trace`, the schema
// puzzlelab-trace/1) forward and back. Any point is reached from the snapshot before it, never
// by replaying from the start. Plain JavaScript, no network: the trace is embedded in the page
// as window.PUZZLELAB_TRACES[name], so the page works from file:// too.
(function () {
    "use strict";
    var WORDS = {
        en: {
            push: "enters the frontier", pop: "leaves the frontier", expand: "is expanded",
            generate: "is generated", threshold: "a new iteration, bound", solution: "solved in",
            limit: "a limit stopped the search", settled: "is settled", chosen: "the winning move",
            start: "the start: nothing done yet", moves: "moves", expanded: "expanded",
            generated: "generated", frontier: "frontier", bound: "bound", step: "event",
            play: "Play", pause: "Pause", back: "Back", forward: "Forward", first: "Start", last: "End",
            speed: "speed", node: "node", won: "won for the player to move", lost: "lost for the player to move"
        },
        ru: {
            push: "входит во фронт", pop: "покидает фронт", expand: "раскрывается",
            generate: "порождается", threshold: "новая итерация, порог", solution: "решено за",
            limit: "поиск остановлен пределом", settled: "решена", chosen: "выигрышный ход",
            start: "начало: ещё ничего не сделано", moves: "ходов", expanded: "раскрыто",
            generated: "порождено", frontier: "фронт", bound: "порог", step: "событие",
            play: "Пуск", pause: "Пауза", back: "Назад", forward: "Вперёд", first: "В начало", last: "В конец",
            speed: "скорость", node: "узел"
        }
    };

    function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) { e.className = cls; }
        if (text !== undefined) { e.textContent = text; }
        return e;
    }

    // The state after the first `at` events: the snapshot before it, then its events replayed.
    function stateAt(trace, at) {
        var snap = trace.snapshots[Math.min(Math.floor(at / trace.every), trace.snapshots.length - 1)];
        var s = {
            frontier: snap.frontier.slice(), expanded: snap.expanded, generated: snap.generated,
            threshold: snap.threshold, current: null
        };
        for (var i = snap.at; i < at; i++) {
            var e = trace.events[i];
            if (e.event === "push") { s.frontier.push(e.node); }
            else if (e.event === "pop") {
                var j = s.frontier.lastIndexOf(e.node);
                if (j >= 0) { s.frontier.splice(j, 1); }
            } else if (e.event === "threshold") { s.threshold = e.bound; s.frontier = []; }
            else if (e.event === "expand") { s.expanded += 1; }
            else if (e.event === "generate") { s.generated += 1; }
        }
        if (at > 0) {
            var last = trace.events[at - 1];
            s.current = last.node !== undefined ? last.node : (last.child !== undefined ? last.child : null);
        }
        return s;
    }

    function narrate(trace, at, w) {
        if (at === 0) { return w.start; }
        var e = trace.events[at - 1];
        var node = function (n) { return "[" + trace.nodes[n] + "]"; };
        switch (e.event) {
            case "threshold": return w.threshold + " " + e.bound;
            case "solution": return w.solution + " " + e.cost + " " + w.moves;
            case "limit": return w.limit;
            case "generate": return node(e.child) + " " + w.generate + " (g = " + e.g + ")";
            case "expand": return node(e.node) + " " + w.expand + " (g = " + e.g + ")";
            case "chosen": return w.chosen + ": " + trace.nodes[e.node] + " → " + trace.nodes[e.next];
            case "settled": return node(e.node) + " " + w.settled + ": " + (e.win ? w.won : w.lost) + ", " + e.distance + " " + w.moves;
            default: return node(e.node) + " " + w[e.event];
        }
    }

    function boardTable(text, size) {
        var dims = String(size || "").split("x");
        var width = parseInt(dims[0], 10) || Math.round(Math.sqrt(text.split(" ").length));
        var table = el("table", "lab-board");
        var tiles = text.split(" ");
        for (var r = 0; r * width < tiles.length; r++) {
            var row = el("tr");
            for (var c = 0; c < width; c++) {
                var t = tiles[r * width + c];
                row.appendChild(el("td", t === "0" ? "blank" : "", t === "0" ? "" : t));
            }
            table.appendChild(row);
        }
        return table;
    }

    function Player(root, trace, lang) {
        var w = WORDS[lang] || WORDS.en;
        var at = 0, timer = null, total = trace.events.length;
        root.setAttribute("tabindex", "0");
        root.setAttribute("role", "application");
        var bar = el("div", "lab-controls");
        var buttons = {};
        [["first", "⏮"], ["back", "◀"], ["play", "▶"], ["forward", "▶|"], ["last", "⏭"]].forEach(function (b) {
            var button = el("button", "lab-" + b[0], b[1]);
            button.type = "button";
            button.title = w[b[0]];
            button.setAttribute("aria-label", w[b[0]]);
            buttons[b[0]] = button;
            bar.appendChild(button);
        });
        var scrub = el("input", "lab-scrub");
        scrub.type = "range"; scrub.min = 0; scrub.max = total; scrub.value = 0;
        scrub.setAttribute("aria-label", w.step);
        bar.appendChild(scrub);
        var speed = el("input", "lab-speed");
        speed.type = "range"; speed.min = 1; speed.max = 50; speed.value = 10;
        speed.setAttribute("aria-label", w.speed);
        bar.appendChild(speed);
        var position = el("span", "lab-position");
        bar.appendChild(position);
        var code = el("ol", "lab-code");
        trace.pseudocode.forEach(function (line) { code.appendChild(el("li", "", line)); });
        var board = el("div", "lab-current");
        var counters = el("div", "lab-counters");
        var frontier = el("ol", "lab-frontier");
        var say = el("p", "lab-say");
        say.setAttribute("aria-live", "polite");
        var panels = el("div", "lab-panels");
        panels.appendChild(code);
        panels.appendChild(board);
        var side = el("div", "lab-side");
        side.appendChild(counters);
        if (!trace.game) {  // a game solver has no frontier and no bound
            side.appendChild(el("div", "lab-frontier-title", w.frontier));
            side.appendChild(frontier);
        }
        panels.appendChild(side);
        root.appendChild(bar);
        root.appendChild(panels);
        root.appendChild(say);

        function show() {
            var s = stateAt(trace, at);
            position.textContent = w.step + " " + at + " / " + total;
            scrub.value = at;
            var line = at > 0 ? trace.events[at - 1].line : -1;
            Array.prototype.forEach.call(code.children, function (li, i) {
                li.className = i === line ? "current" : "";
            });
            board.innerHTML = "";
            var shown = s.current !== null ? s.current : 0;
            if (trace.size) { board.appendChild(boardTable(String(trace.nodes[shown]), trace.size)); }
            else { board.appendChild(el("div", "lab-pile", String(trace.nodes[shown]))); }
            counters.innerHTML = "";
            var shownCounters = [["expanded", s.expanded], ["generated", s.generated]];
            if (!trace.game) {
                shownCounters.push(["frontier", s.frontier.length], ["bound", s.threshold === null ? "–" : s.threshold]);
            }
            shownCounters.forEach(function (c) {
                var item = el("span", "lab-counter lab-count-" + c[0], w[c[0]] + ": ");
                item.appendChild(el("b", "", String(c[1])));
                item.dataset.value = String(c[1]);
                counters.appendChild(item);
            });
            frontier.innerHTML = "";
            s.frontier.slice(0, 50).forEach(function (n) {
                var item = el("li", "", String(trace.nodes[n]));
                item.dataset.node = String(n);
                frontier.appendChild(item);
            });
            frontier.dataset.nodes = s.frontier.join(",");
            say.textContent = narrate(trace, at, w);
        }
        function go(to) { at = Math.max(0, Math.min(total, to)); show(); }
        function stop() { if (timer) { clearInterval(timer); timer = null; } buttons.play.textContent = "▶"; }
        function play() {
            if (timer) { stop(); return; }
            buttons.play.textContent = "⏸";
            timer = setInterval(function () {
                if (at >= total) { stop(); return; }
                go(at + Math.max(1, Math.round(speed.value / 10)));
            }, 100);
        }
        buttons.first.onclick = function () { stop(); go(0); };
        buttons.back.onclick = function () { stop(); go(at - 1); };
        buttons.forward.onclick = function () { stop(); go(at + 1); };
        buttons.last.onclick = function () { stop(); go(total); };
        buttons.play.onclick = play;
        scrub.oninput = function () { stop(); go(parseInt(scrub.value, 10)); };
        root.addEventListener("keydown", function (e) {
            var keys = { ArrowRight: function () { go(at + 1); }, ArrowLeft: function () { go(at - 1); },
                Home: function () { go(0); }, End: function () { go(total); }, " ": play };
            // the book's own arrows turn the page: inside the player they step it instead
            if (keys[e.key]) { e.preventDefault(); e.stopPropagation(); if (e.key !== " ") { stop(); } keys[e.key](); }
        });
        root.puzzlelabPlayer = { go: go, at: function () { return at; }, total: total };
        show();
    }

    function start() {
        var traces = window.PUZZLELAB_TRACES || {};
        var lang = document.documentElement.lang === "ru" ? "ru" : "en";
        Array.prototype.forEach.call(document.querySelectorAll(".lab-player"), function (root) {
            var trace = traces[root.dataset.trace];
            if (trace) { new Player(root, trace, lang); }
        });
    }
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
    else { start(); }
})();
