// The lab's comparison: several searches of one board side by side (BFS against A*, one
// heuristic against another, A* against IDA*), stepped together one expansion at a time, so
// that the difference a better heuristic makes is seen as it happens: which run is done while
// another still searches, how many positions each has expanded and holds in its frontier, and
// how the expansions spread over the depths (a chart that grows with the step). Every run is
// the real solver's, traced by the page's engine (engine.js) exactly as `fifteen trace` traces
// it; nothing here searches, it only reads the traces. Step k shows each run after its first k
// expansions (with the successors they generated), or at its end when it had fewer.
// Plain JavaScript, no network, so the page works from file:// too.
(function () {
    "use strict";
    var WORDS = {
        en: {
            board: "Board (numbers, 0 the empty place)", compare: "Compare", cancel: "Cancel",
            runs: "Runs to compare", use: "compare this run", algo: "algorithm", heuristic: "heuristic",
            algos: { bfs: "BFS", astar: "A*", ida: "IDA*", "ida-generic": "IDA* (generic)", iddfs: "iterative deepening" },
            heuristics: { misplaced: "misplaced tiles", manhattan: "Manhattan distance", "linear-conflict": "linear conflict",
                "pdb:44": "pattern databases 4+4", "pdb:555": "pattern databases 5+5+5" },
            help: "Tick the runs and press Compare. Each step is one expansion of every run still searching; a run that has finished stays at its end.",
            unavailable: "This copy of the site was built without the page's engine (WebAssembly), so runs cannot be compared here; the recorded runs above still play.",
            none: "Tick at least one run.",
            tracing: function (i, n, name) { return "tracing run " + i + " of " + n + ": " + name + "…"; },
            building: function (tiles, percent) { return tiles ? "building the pattern database of tiles " + tiles.join(" ") + "…" : "building the pattern database: " + percent + "%"; },
            cancelled: "cancelled", ready: function (n) { return n + " " + (n === 1 ? "run" : "runs") + " of the same board, ready to step."; },
            first: "Back to the start", back: "One expansion back", forward: "One expansion", ten: "Ten expansions",
            play: "Play", pause: "Pause", last: "To the end", speed: "speed",
            perSecond: function (n) { return n + " expansions/s"; },
            position: function (k, n) { return "expansion " + k + " of " + n; },
            expanded: "expanded", generated: "generated", frontier: "frontier", depth: "depth g", bound: "bound",
            start: "the start", lastExpanded: "expanded last", step: "expansion", searching: "searching…",
            solved: function (n) { return "solved: " + n + " " + (n === 1 ? "move" : "moves"); },
            limit: "stopped by a limit", unsolvable: "no solution",
            truncated: function (events, expanded) { return "recorded up to " + events + " events; the run expanded " + expanded + " in all"; },
            chart: "Positions expanded at each depth", axisX: "depth g (moves from the start)",
            axisY: "positions expanded (logarithmic scale)",
            caption: function (k, shown) {
                return "After " + shown + " " + (k === 1 ? "expansion" : "expansions") + " of each run. IDA* and iterative deepening are counted over all their iterations: a position expanded again in a later iteration counts again.";
            },
            point: function (name, d, c) { return name + ": depth " + d + ", " + c + " expanded"; }
        },
        ru: {
            board: "Доска (числа, 0 — пустое место)", compare: "Сравнить", cancel: "Отменить",
            runs: "Прогоны для сравнения", use: "сравнивать этот прогон", algo: "алгоритм", heuristic: "эвристика",
            algos: { bfs: "поиск в ширину", astar: "A*", ida: "IDA*", "ida-generic": "IDA* (общий)", iddfs: "итеративное углубление" },
            heuristics: { misplaced: "фишки не на месте", manhattan: "манхэттенское расстояние", "linear-conflict": "линейные конфликты",
                "pdb:44": "базы образцов 4+4", "pdb:555": "базы образцов 5+5+5" },
            help: "Отметьте прогоны и нажмите «Сравнить». Каждый шаг — одно раскрытие в каждом прогоне, который ещё ищет; закончивший прогон остаётся в своём конце.",
            unavailable: "Эта копия сайта собрана без движка страницы (WebAssembly), поэтому сравнить прогоны здесь нельзя; записанные прогоны выше по-прежнему проигрываются.",
            none: "Отметьте хотя бы один прогон.",
            tracing: function (i, n, name) { return "трассируется прогон " + i + " из " + n + ": " + name + "…"; },
            building: function (tiles, percent) { return tiles ? "строится база образцов для фишек " + tiles.join(" ") + "…" : "строится база образцов: " + percent + "%"; },
            cancelled: "отменено", ready: function (n) { return n + " " + plural(n, "прогон", "прогона", "прогонов") + " одной доски: можно идти по шагам."; },
            first: "В начало", back: "На одно раскрытие назад", forward: "Одно раскрытие", ten: "Десять раскрытий",
            play: "Пуск", pause: "Пауза", last: "В конец", speed: "скорость",
            perSecond: function (n) { return n + " " + plural(n, "раскрытие", "раскрытия", "раскрытий") + "/с"; },
            position: function (k, n) { return "раскрытие " + k + " из " + n; },
            expanded: "раскрыто", generated: "порождено", frontier: "фронт", depth: "глубина g", bound: "порог",
            start: "старт", lastExpanded: "раскрыта последней", step: "раскрытие", searching: "идёт поиск…",
            solved: function (n) { return "решено: " + n + " " + plural(n, "ход", "хода", "ходов"); },
            limit: "остановлено пределом", unsolvable: "решения нет",
            truncated: function (events, expanded) { return "записано до " + events + " событий; всего раскрыто " + expanded; },
            chart: "Раскрыто позиций на каждой глубине", axisX: "глубина g (ходов от старта)",
            axisY: "раскрыто позиций (логарифмическая шкала)",
            caption: function (k, shown) {
                return "После " + shown + " " + plural(k, "раскрытия", "раскрытий", "раскрытий") + " в каждом прогоне. У IDA* и итеративного углубления учтены все итерации: позиция, раскрытая снова в следующей итерации, учитывается снова.";
            },
            point: function (name, d, c) { return name + ": глубина " + d + ", раскрыто " + c; }
        }
    };
    // Okabe and Ito's colours, told apart without red-green vision (as the static figures'
    // won/lost, crates/render/src/style.rs); the last is the text's own colour. Each run also
    // has its own marker, so the chart reads in grey too.
    var PALETTE = ["#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9", "currentColor"];
    var MARKERS = ["circle", "square", "triangle", "diamond", "down", "plus", "cross"];
    var ALGOS = ["bfs", "astar", "ida", "ida-generic", "iddfs"];
    var HEURISTICS = ["misplaced", "manhattan", "linear-conflict", "pdb:44", "pdb:555"];
    // the rows offered, the first five ticked
    var ROWS = [["bfs", "manhattan", true], ["astar", "misplaced", true], ["astar", "manhattan", true],
        ["astar", "linear-conflict", true], ["ida", "manhattan", true], ["astar", "pdb:44", false], ["ida", "linear-conflict", false]];
    var BOARD = "1 3 5 7 6 4 0 8 2";  // 14 moves from the goal
    var TICK = 100;                    // ms between two steps of play

    var el = window.PuzzlelabPlayer.el, svg = window.PuzzlelabPlayer.svg;  // player.js loads first
    function button(text, cls, title) {
        var b = el("button", cls, text);
        b.type = "button";
        if (title) { b.title = title; b.setAttribute("aria-label", title); }
        return b;
    }
    function plural(n, one, few, many) {
        var ten = n % 10, hundred = n % 100;
        if (ten === 1 && hundred !== 11) { return one; }
        if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) { return few; }
        return many;
    }
    // A count as the language writes it (the rules' `Lang::int`): 3,205 and 3 205.
    function int(n, lang) {
        var digits = String(n), out = "";
        for (var i = 0; i < digits.length; i++) {
            if (i > 0 && (digits.length - i) % 3 === 0) { out += lang === "ru" ? "\u00a0" : ","; }
            out += digits[i];
        }
        return out;
    }
    function usesHeuristic(algo) { return algo !== "bfs" && algo !== "iddfs"; }
    function runName(w, algo, heuristic) {
        return w.algos[algo] + (usesHeuristic(algo) ? " · " + (w.heuristics[heuristic] || heuristic) : "");
    }

    // One run's trace read once into what a step looks up: for each k, the state after its
    // first k expansions (just before the next), and each expansion's node and depth.
    function Run(doc, spec, index, w) {
        var events = doc.events, count = 0, i;
        for (i = 0; i < events.length; i++) { if (events[i].event === "expand") { count++; } }
        this.doc = doc;
        this.algo = spec.algo;
        this.heuristic = usesHeuristic(spec.algo) ? spec.heuristic : null;
        this.name = runName(w, spec.algo, spec.heuristic);
        this.colour = PALETTE[index];
        this.marker = MARKERS[index];
        this.total = count;
        this.node = new Int32Array(count);
        this.depth = new Int32Array(count);
        this.generated = new Float64Array(count + 1);
        this.frontier = new Int32Array(count + 1);
        this.bound = new Int32Array(count + 1);
        // the frontier as a count of each entry [node, g]: a pop takes one copy, if there is one
        var held = {}, size = 0, generated = 0, bound = -1, j = 0;
        for (i = 0; i < events.length; i++) {
            var e = events[i], key = e.node + ":" + e.g;
            if (e.event === "expand") {
                this.generated[j] = generated; this.frontier[j] = size; this.bound[j] = bound;
                this.node[j] = e.node; this.depth[j] = e.g; j++;
            } else if (e.event === "generate") { generated++; }
            else if (e.event === "push") { held[key] = (held[key] || 0) + 1; size++; }
            else if (e.event === "pop") { if (held[key] > 0) { held[key]--; size--; } }
            else if (e.event === "threshold") { held = {}; size = 0; bound = e.bound; }
        }
        this.generated[count] = generated; this.frontier[count] = size; this.bound[count] = bound;
        this.deepest = 0;
        this.largest = 0;
        for (i = 0; i < count; i++) { this.deepest = Math.max(this.deepest, this.depth[i]); }
        var all = this.perDepth(count);
        for (i = 0; i < all.length; i++) { this.largest = Math.max(this.largest, all[i]); }
        this.widest = 0;
        for (i = 0; i <= count; i++) { this.widest = Math.max(this.widest, this.frontier[i]); }
        this.size = parseInt(String(doc.size).split("x")[0], 10) || Math.round(Math.sqrt(doc.board.split(" ").length));
    }
    // Expansions at each depth among the first k.
    Run.prototype.perDepth = function (k) {
        var counts = [], n = Math.min(k, this.total);
        for (var i = 0; i < n; i++) {
            var d = this.depth[i];
            while (counts.length <= d) { counts.push(0); }
            counts[d]++;
        }
        return counts;
    };

    // A marker of `kind` centred at (x, y), filled with `colour`.
    function marker(kind, x, y, colour) {
        var r = 4.5, attrs = { fill: colour, stroke: colour };
        if (kind === "circle") { attrs.cx = x; attrs.cy = y; attrs.r = r; return svg("circle", attrs); }
        if (kind === "square") { attrs.x = x - r + 0.5; attrs.y = y - r + 0.5; attrs.width = 2 * r - 1; attrs.height = 2 * r - 1; return svg("rect", attrs); }
        var points;
        if (kind === "triangle") { points = [[x, y - r - 1], [x + r + 0.5, y + r - 0.5], [x - r - 0.5, y + r - 0.5]]; }
        else if (kind === "down") { points = [[x, y + r + 1], [x + r + 0.5, y - r + 0.5], [x - r - 0.5, y - r + 0.5]]; }
        else if (kind === "diamond") { points = [[x, y - r - 1], [x + r + 1, y], [x, y + r + 1], [x - r - 1, y]]; }
        if (points) {
            attrs.points = points.map(function (p) { return p[0].toFixed(1) + "," + p[1].toFixed(1); }).join(" ");
            return svg("polygon", attrs);
        }
        var path = kind === "plus" ? "M" + (x - r) + " " + y + "h" + 2 * r + "M" + x + " " + (y - r) + "v" + 2 * r
            : "M" + (x - r) + " " + (y - r) + "l" + 2 * r + " " + 2 * r + "M" + (x - r) + " " + (y + r) + "l" + 2 * r + " " + (-2 * r);
        return svg("path", { d: path, stroke: colour, "stroke-width": 2.5, fill: "none" });
    }
    function key(run) {
        var picture = svg("svg", { width: 28, height: 14, viewBox: "0 0 28 14", "aria-hidden": "true", "class": "lab-compare-key" });
        picture.appendChild(svg("line", { x1: 1, y1: 7, x2: 27, y2: 7, stroke: run.colour, "stroke-width": 2.5 }));
        picture.appendChild(marker(run.marker, 14, 7, run.colour));
        return picture;
    }

    // The chart of expansions per depth: its axes fixed by the whole runs, so that it grows
    // in place as the step advances; a logarithmic scale, since BFS expands thousands of
    // positions at a depth where a good heuristic expands one.
    function Chart(runs, w, lang) {
        var deepest = 1, largest = 10;
        runs.forEach(function (r) { deepest = Math.max(deepest, r.deepest); largest = Math.max(largest, r.largest); });
        var decades = Math.ceil(Math.log(largest) / Math.LN10 - 1e-9);
        var left = 62, right = 16, top = 34, bottom = 48, width = 720, height = 320, pad = 10;
        var plotW = width - left - right, plotH = height - top - bottom;
        this.x = function (d) { return left + pad + (plotW - 2 * pad) * d / deepest; };
        // runs with the same count at a depth side by side, not hidden behind one another
        var dodge = Math.min(3.5, (plotW - 2 * pad) / deepest / (2 * runs.length));
        function shift(i) { return dodge * (i - (runs.length - 1) / 2); }
        // the scale starts a little below 1, so that a line of ones stands clear of the axis
        var floor = -0.15;
        this.y = function (c) { return top + plotH * (1 - (Math.log(c) / Math.LN10 - floor) / (decades - floor)); };
        this.root = el("figure", "lab-compare-chart");
        this.root.appendChild(el("div", "lab-list-title", w.chart));
        var picture = svg("svg", { viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": w.chart });
        var axes = svg("g", { "class": "lab-compare-axes", fill: "currentColor" });
        var self = this;
        for (var p = 0; p <= decades; p++) {
            var y = this.y(Math.pow(10, p));
            axes.appendChild(svg("line", { x1: left, x2: width - right, y1: y, y2: y, "class": "lab-compare-grid" }));
            var label = svg("text", { x: left - 8, y: y + 5, "text-anchor": "end" });
            label.textContent = int(Math.pow(10, p), lang);
            axes.appendChild(label);
        }
        var every = deepest <= 20 ? 1 : deepest <= 40 ? 2 : 5;
        for (var d = 0; d <= deepest; d += every) {
            var tick = svg("text", { x: this.x(d), y: top + plotH + 20, "text-anchor": "middle" });
            tick.textContent = String(d);
            axes.appendChild(tick);
            axes.appendChild(svg("line", { x1: this.x(d), x2: this.x(d), y1: top + plotH, y2: top + plotH + 5, "class": "lab-compare-axis" }));
        }
        axes.appendChild(svg("line", { x1: left, x2: width - right, y1: top + plotH, y2: top + plotH, "class": "lab-compare-axis" }));
        axes.appendChild(svg("line", { x1: left, x2: left, y1: top, y2: top + plotH, "class": "lab-compare-axis" }));
        var xTitle = svg("text", { x: left + plotW / 2, y: height - 6, "text-anchor": "middle" });
        xTitle.textContent = w.axisX;
        axes.appendChild(xTitle);
        var yTitle = svg("text", { x: 4, y: 16, "text-anchor": "start" });
        yTitle.textContent = w.axisY;
        axes.appendChild(yTitle);
        picture.appendChild(axes);
        this.series = runs.map(function (run, i) {
            var g = svg("g", { "class": "lab-compare-series", "data-run": i });
            picture.appendChild(g);
            return g;
        });
        this.root.appendChild(picture);
        var legend = el("div", "lab-compare-legend");
        runs.forEach(function (run) {
            var item = el("span", "lab-compare-legend-item");
            item.appendChild(key(run));
            item.appendChild(document.createTextNode(" " + run.name));
            legend.appendChild(item);
        });
        this.root.appendChild(legend);
        this.caption = el("figcaption", "");
        this.root.appendChild(this.caption);
        this.show = function (k) {
            runs.forEach(function (run, i) {
                var g = self.series[i], counts = run.perDepth(k), points = [];
                g.innerHTML = "";
                g.setAttribute("data-counts", counts.join(","));
                counts.forEach(function (c, depth) { if (c > 0) { points.push([self.x(depth) + shift(i), self.y(c), depth, c]); } });
                if (points.length > 1) {
                    g.appendChild(svg("polyline", {
                        points: points.map(function (q) { return q[0].toFixed(1) + "," + q[1].toFixed(1); }).join(" "),
                        fill: "none", stroke: run.colour, "stroke-width": 2.5, "stroke-linejoin": "round"
                    }));
                }
                points.forEach(function (q) {
                    var m = marker(run.marker, q[0], q[1], run.colour), title = svg("title", {});
                    title.textContent = w.point(run.name, q[2], int(q[3], lang));
                    m.appendChild(title);
                    g.appendChild(m);
                });
            });
            self.caption.textContent = w.caption(k, int(k, lang));
        };
    }

    // One run's column: its name and key, the board it expanded last, its counters.
    function Column(run, w, lang, scale) {
        var root = el("div", "lab-compare-run");
        root.style.borderTopColor = run.colour;
        root.dataset.algo = run.algo;
        root.dataset.heuristic = run.heuristic || "";
        root.dataset.total = String(run.total);
        root.dataset.name = run.name;
        var head = el("div", "lab-compare-name"), first = el("div", "");
        first.appendChild(key(run));
        first.appendChild(el("b", "", " " + w.algos[run.algo]));
        head.appendChild(first);
        if (run.heuristic) { head.appendChild(el("div", "lab-compare-heuristic-name", w.heuristics[run.heuristic] || run.heuristic)); }
        head.title = run.name;
        root.appendChild(head);
        var table = el("table", "lab-board lab-compare-board"), cells = [];
        table.style.fontSize = Math.min(0.9, 3.2 / run.size).toFixed(3) + "em";  // a larger board in the same width
        for (var r = 0; r < run.size; r++) {
            var row = el("tr");
            for (var c = 0; c < run.size; c++) { var cell = el("td"); cells.push(cell); row.appendChild(cell); }
            table.appendChild(row);
        }
        root.appendChild(table);
        var which = el("div", "lab-compare-which");
        root.appendChild(which);
        var counters = {};
        ["expanded", "generated", "frontier", "depth", "bound"].forEach(function (name) {
            var line = el("div", "lab-compare-counter lab-count-" + name);
            var value = el("b", "");
            line.appendChild(el("span", "", w[name]));
            line.appendChild(value);
            root.appendChild(line);
            var bar = null;
            if (name === "expanded" || name === "frontier") {
                var track = el("div", "lab-compare-bar");
                bar = el("div", "");
                bar.style.background = run.colour;
                track.appendChild(bar);
                root.appendChild(track);
            }
            counters[name] = { line: line, value: value, bar: bar };
        });
        var outcome = el("p", "lab-compare-outcome");
        root.appendChild(outcome);
        var note = el("p", "lab-compare-note");
        root.appendChild(note);
        // each part a row the columns share (a subgrid), so that boards and counters line up
        root.style.gridRow = "span " + root.children.length;
        this.root = root;
        this.show = function (k) {
            var at = Math.min(k, run.total), done = k >= run.total, doc = run.doc;
            var tiles = String(doc.nodes[at > 0 ? run.node[at - 1] : 0]).split(" ");
            cells.forEach(function (cell, i) {
                var t = tiles[i];
                cell.textContent = t === "0" ? "" : t;
                cell.className = t === "0" ? "blank" : "";
            });
            which.textContent = at > 0 ? w.lastExpanded : w.start;
            var values = { expanded: at, generated: run.generated[at], frontier: run.frontier[at],
                depth: at > 0 ? run.depth[at - 1] : null, bound: run.bound[at] >= 0 ? run.bound[at] : null };
            Object.keys(counters).forEach(function (name) {
                var v = values[name];
                counters[name].value.textContent = v === null ? "–" : int(v, lang);
                counters[name].line.dataset.value = v === null ? "" : String(v);
                if (counters[name].bar) {
                    var most = name === "expanded" ? scale.expanded : scale.frontier;
                    counters[name].bar.style.width = (most > 0 ? 100 * v / most : 0).toFixed(1) + "%";
                }
            });
            root.dataset.expanded = String(at);
            root.dataset.generated = String(run.generated[at]);
            root.dataset.frontier = String(run.frontier[at]);
            root.dataset.bound = values.bound === null ? "" : String(values.bound);
            root.dataset.done = String(done);
            var solved = done && doc.status === "solved";
            root.dataset.moves = solved ? String((doc.moves || "").length) : "";
            root.className = "lab-compare-run" + (done ? " lab-compare-done" : "");
            outcome.textContent = !done ? w.searching : solved ? "✓ " + w.solved((doc.moves || "").length)
                : doc.status === "limit" ? w.limit : doc.status === "unsolvable" ? w.unsolvable : doc.status;
            note.textContent = done && doc.truncated ? w.truncated(int(doc.events.length, lang), int(doc.expanded, lang)) : "";
        };
    }

    function Compare(root, w, lang) {
        root.setAttribute("tabindex", "0");
        root.setAttribute("role", "group");
        root.setAttribute("aria-label", w.runs);
        if (!(window.PuzzlelabEngine && window.PuzzlelabEngine.available())) {
            root.appendChild(el("p", "lab-help", w.unavailable));
            root.dataset.state = "unavailable";
            return;
        }
        root.dataset.state = "idle";
        var engine = null, asked = 0, runs = [], columns = [], chart = null, k = 0, total = 0, timer = null;

        var form = el("div", "lab-controls lab-compare-form");
        var board = el("input", "lab-compare-input");
        board.value = root.dataset.board || BOARD;
        board.setAttribute("aria-label", w.board);
        board.placeholder = w.board;
        var go = button(w.compare, "lab-compare-go");
        var cancel = button(w.cancel, "lab-compare-cancel");
        cancel.disabled = true;
        [board, go, cancel].forEach(function (c) { form.appendChild(c); });
        root.appendChild(form);
        root.appendChild(el("p", "lab-help", w.help));

        var list = el("fieldset", "lab-compare-runs");
        list.appendChild(el("legend", "", w.runs));
        var rows = ROWS.map(function (spec, i) {
            var line = el("label", "lab-compare-row");
            var tick = el("input", "lab-compare-use");
            tick.type = "checkbox";
            tick.checked = spec[2];
            tick.setAttribute("aria-label", w.use);
            var algo = el("select", "lab-compare-algo"), heuristic = el("select", "lab-compare-heuristic");
            algo.setAttribute("aria-label", w.algo);
            heuristic.setAttribute("aria-label", w.heuristic);
            ALGOS.forEach(function (a) { var o = el("option", "", w.algos[a]); o.value = a; algo.appendChild(o); });
            HEURISTICS.forEach(function (h) { var o = el("option", "", w.heuristics[h]); o.value = h; heuristic.appendChild(o); });
            algo.value = spec[0];
            heuristic.value = spec[1];
            var swatch = key({ colour: PALETTE[i], marker: MARKERS[i] });
            function shown() { heuristic.disabled = !usesHeuristic(algo.value); line.classList.toggle("off", !tick.checked); }
            algo.onchange = shown;
            tick.onchange = shown;
            shown();
            [tick, swatch, algo, heuristic].forEach(function (c) { line.appendChild(c); });
            list.appendChild(line);
            return { tick: tick, algo: algo, heuristic: heuristic, index: i };
        });
        root.appendChild(list);

        var message = el("p", "lab-status");
        message.setAttribute("aria-live", "polite");
        root.appendChild(message);
        var view = el("div", "lab-compare-view");
        root.appendChild(view);

        var bar = el("div", "lab-controls"), buttons = {};
        [["first", "⇤"], ["back", "←"], ["forward", "→"], ["ten", "+10"], ["play", "▶"], ["last", "⇥"]].forEach(function (b) {
            buttons[b[0]] = button(b[1], "lab-compare-" + b[0], w[b[0]]);
            bar.appendChild(buttons[b[0]]);
        });
        var scrub = el("input", "lab-scrub");
        scrub.type = "range"; scrub.min = 0; scrub.value = 0;
        scrub.setAttribute("aria-label", w.step);
        bar.appendChild(scrub);
        var speed = el("input", "lab-speed");
        speed.type = "range"; speed.min = 0; speed.max = 30; speed.value = 0;
        speed.setAttribute("aria-label", w.speed);
        var speedText = el("span", "lab-compare-speed");
        bar.appendChild(el("span", "lab-compare-speed-label", w.speed + ":"));
        bar.appendChild(speed);
        bar.appendChild(speedText);
        var position = el("div", "lab-position lab-compare-position");
        function perTick() { return Math.round(Math.pow(10, parseInt(speed.value, 10) / 10)); }
        speed.oninput = function () { speedText.textContent = w.perSecond(int(perTick() * 1000 / TICK, lang)); };
        speed.oninput();

        function show() {
            root.dataset.step = String(k);
            position.textContent = w.position(int(k, lang), int(total, lang));
            scrub.value = k;
            columns.forEach(function (c) { c.show(k); });
            chart.show(k);
        }
        function to(step) {
            k = Math.max(0, Math.min(total, step));
            show();
        }
        function stop() { if (timer) { clearInterval(timer); timer = null; } buttons.play.textContent = "▶"; buttons.play.title = w.play; }
        function play() {
            if (timer) { stop(); return; }
            if (k >= total) { to(0); }
            buttons.play.textContent = "❚❚";
            buttons.play.title = w.pause;
            timer = setInterval(function () {
                if (k >= total) { stop(); return; }
                to(k + perTick());
            }, TICK);
        }
        buttons.first.onclick = function () { stop(); to(0); };
        buttons.back.onclick = function () { stop(); to(k - 1); };
        buttons.forward.onclick = function () { stop(); to(k + 1); };
        buttons.ten.onclick = function () { stop(); to(k + 10); };
        buttons.last.onclick = function () { stop(); to(total); };
        buttons.play.onclick = play;
        scrub.oninput = function () { stop(); to(parseInt(scrub.value, 10)); };
        root.addEventListener("keydown", function (e) {
            var tag = e.target && e.target.tagName;
            // typing, choosing and pressing a button keep their keys
            if ((tag === "INPUT" && e.target.type !== "range") || tag === "SELECT" || (tag === "BUTTON" && (e.key === " " || e.key === "Enter"))) { return; }
            if (!runs.length) { return; }
            var keys = { ArrowRight: function () { to(k + 1); }, ArrowLeft: function () { to(k - 1); },
                PageDown: function () { to(k + 10); }, PageUp: function () { to(k - 10); },
                Home: function () { to(0); }, End: function () { to(total); }, " ": play };
            // the book's own arrows turn the page: inside the comparison they step it instead
            if (keys[e.key]) { e.preventDefault(); e.stopPropagation(); if (e.key !== " ") { stop(); } keys[e.key](); }
        });
        board.onkeydown = function (e) { e.stopPropagation(); if (e.key === "Enter") { go.onclick(); } };

        // The runs built from the answers, laid out once; a step only changes their text.
        function lay(answers, specs) {
            runs = answers.map(function (a, i) { return new Run(a.trace, specs[i], specs[i].index, w); });
            total = 0;
            var scale = { expanded: 0, frontier: 0 };
            runs.forEach(function (r) {
                total = Math.max(total, r.total);
                scale.expanded = Math.max(scale.expanded, r.total);
                scale.frontier = Math.max(scale.frontier, r.widest);
            });
            view.innerHTML = "";
            view.appendChild(bar);
            view.appendChild(position);
            var row = el("div", "lab-compare-columns");
            columns = runs.map(function (r) { var c = new Column(r, w, lang, scale); row.appendChild(c.root); return c; });
            view.appendChild(row);
            chart = new Chart(runs, w, lang);
            view.appendChild(chart.root);
            scrub.max = total;
            root.dataset.total = String(total);
            to(0);
        }

        go.onclick = function () {
            var specs = rows.filter(function (r) { return r.tick.checked; }).map(function (r) {
                return { algo: r.algo.value, heuristic: r.heuristic.value, index: r.index };
            });
            if (!specs.length) { message.textContent = w.none; return; }
            stop();
            engine = engine || window.PuzzlelabEngine.make();
            var mine = ++asked, names = specs.map(function (s) { return runName(w, s.algo, s.heuristic); });
            root.dataset.state = "comparing";
            go.disabled = true;
            cancel.disabled = false;
            message.textContent = w.tracing(1, specs.length, names[0]);
            // one engine answers in order: every request is sent at once, each answer tells the next
            var asking = specs.map(function (s, i) {
                var words = { board: board.value, algo: s.algo, run: "trace", "max-events": "200000", lang: lang };
                if (usesHeuristic(s.algo)) { words.heuristic = s.heuristic; }
                return engine.run(words, function (p) {
                    if (mine !== asked) { return; }
                    if (p.building) { message.textContent = w.building(p.building); }
                    else if (p.entries && p.filled !== undefined) { message.textContent = w.building(null, Math.floor(100 * p.filled / p.entries)); }
                }).then(function (answer) {
                    if (mine === asked && i + 1 < specs.length) { message.textContent = w.tracing(i + 2, specs.length, names[i + 1]); }
                    return answer;
                });
            });
            Promise.all(asking).then(function (answers) {
                if (mine !== asked) { return; }
                var refused = [];
                answers.forEach(function (a, i) {
                    if (a.status === 2 || !a.trace) {
                        var why = a.error || String(a.status);
                        if (refused.indexOf(why) < 0 && refused.indexOf(names[i] + ": " + why) < 0) {
                            refused.push(answers.every(function (b) { return b.error === why; }) ? why : names[i] + ": " + why);
                        }
                    }
                });
                if (refused.length) {
                    message.textContent = refused.join(" ");
                    root.dataset.state = "refused";
                    return;
                }
                lay(answers, specs);
                message.textContent = w.ready(specs.length);
                root.dataset.state = "ready";
            }, function (e) {
                if (mine !== asked) { return; }
                message.textContent = e.cancelled ? w.cancelled : String(e);
                root.dataset.state = e.cancelled ? "cancelled" : "failed";
            }).then(function () {
                if (mine === asked) { go.disabled = false; cancel.disabled = true; }
            });
        };
        cancel.onclick = function () { if (engine) { engine.cancel(); } };
        root.puzzlelabCompare = { to: function (step) { stop(); to(step); }, step: function () { return k; },
            total: function () { return total; } };
    }

    function start() {
        var lang = document.documentElement.lang === "ru" ? "ru" : "en";
        Array.prototype.forEach.call(document.querySelectorAll(".lab-compare"), function (root) {
            if (!root.puzzlelabCompare && !root.dataset.state) { new Compare(root, WORDS[lang], lang); }
        });
    }
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
    else { start(); }
})();
