// The search lab's player: steps through a recorded run (`puzzlelab fifteen trace`, the schema
// puzzlelab-trace/1) forward and back. Any point is reached from the snapshot before it, never
// by replaying from the start. Beside the pseudo-code and the board it shows the open list in
// the algorithm's own order, the closed set, the search tree growing (the colours of the static
// figures) and, for a game, the piles settled. "Your turn" stops at each decision the
// algorithm makes and asks the reader to make it. "Embed this" gives the <iframe> of the
// embeddable player (embed.html, theme/embed.js) for the run at the event shown: the trace's
// own head says which request to run again, so a teacher's page shows this very run. Plain
// JavaScript, no network: the trace is embedded in the page as window.PUZZLELAB_TRACES[name],
// so the page works from file:// too.
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
            speed: "speed", won: "won for the player to move", lost: "lost for the player to move",
            open: { bfs: "Queue (first in, first out)", astar: "Open list (least f = g + h first)",
                ida: "Path (the last is searched)" },
            closed: "Closed set (expanded, newest first)", noClosed: "no closed set: IDA* keeps only its path",
            tree: "Search tree", treeNote: "the first N positions", legend: ["expanded", "on the frontier", "generated"],
            piles: "Piles settled", more: "more", yourTurn: "Your turn",
            askPop: "Your turn: which position does A* expand next? Click it in the open list.",
            askBound: "Your turn: this iteration failed. What is the next bound?",
            askTake: "Your turn: how many do you take from PILE to win?",
            check: "Check", right: "Right.", wrong: "Not quite.",
            whyPop: "A* expands a position of least f = g + h. You chose f = F; the least is BEST.",
            tiePop: "Right f = F. On a tie this A* takes the deepest position (largest g), then the newest: NODE.",
            whyBound: "The next bound is the least f = g + h that passed the bound BOUND in the last iteration: NEXT (at NODE).",
            whyTake: "Taking T leaves LEFT, which is won for your opponent (the player to move there). A winning take leaves a lost pile: take WIN.",
            noTake: "From PILE every take leaves a pile won for the opponent: there is no winning take.",
            f: "f",
            embed: "Embed this", embedTitle: "Show this player in another page, a course or a slide: an iframe to paste",
            embedHelp: "Paste this into a page, a course or a slide. It opens this run at this event, at this speed. The address is relative to this page: elsewhere, put the site's own address before embed.html. Add &to=N to stop playing at event N, &autoplay=1 to start playing at once, &panels=board,code,counters,controls to show only those parts.",
            copy: "Copy", copied: "Copied.", copyByHand: "Select the text and copy it (Ctrl+C).", openEmbed: "Open it",
            frameTitle: "puzzlelab: a recorded search"
        },
        ru: {
            push: "входит во фронт", pop: "покидает фронт", expand: "раскрывается",
            generate: "порождается", threshold: "новая итерация, порог", solution: "решено за",
            limit: "поиск остановлен пределом", settled: "решена", chosen: "выигрышный ход",
            start: "начало: ещё ничего не сделано", moves: "ходов", expanded: "раскрыто",
            generated: "порождено", frontier: "фронт", bound: "порог", step: "событие",
            play: "Пуск", pause: "Пауза", back: "Назад", forward: "Вперёд", first: "В начало", last: "В конец",
            speed: "скорость", won: "выигрыш для того, кто ходит", lost: "проигрыш для того, кто ходит",
            open: { bfs: "Очередь (первым пришёл — первым вышел)", astar: "Открытый список (сначала наименьшее f = g + h)",
                ida: "Путь (ищется из последней)" },
            closed: "Закрытое множество (раскрытые, новые сверху)", noClosed: "закрытого множества нет: IDA* хранит только путь",
            tree: "Дерево поиска", treeNote: "первые N позиций", legend: ["раскрыта", "во фронте", "порождена"],
            piles: "Решённые кучки", more: "ещё", yourTurn: "Ваш ход",
            askPop: "Ваш ход: какую позицию A* раскроет следующей? Щёлкните её в открытом списке.",
            askBound: "Ваш ход: итерация не нашла решения. Каков следующий порог?",
            askTake: "Ваш ход: сколько взять из PILE, чтобы выиграть?",
            check: "Проверить", right: "Верно.", wrong: "Не совсем.",
            whyPop: "A* раскрывает позицию с наименьшим f = g + h. У выбранной f = F, наименьшее — BEST.",
            tiePop: "f = F верно. При равенстве этот A* берёт самую глубокую позицию (наибольшее g), затем самую новую: NODE.",
            whyBound: "Следующий порог — наименьшее f = g + h, превысившее порог BOUND в прошлой итерации: NEXT (у NODE).",
            whyTake: "Если взять T, останется LEFT, а это выигрыш для соперника (ему ходить). Выигрышный ход оставляет проигрышную кучку: возьмите WIN.",
            noTake: "Из PILE любой ход оставляет кучку, выигрышную для соперника: выигрышного хода нет.",
            f: "f",
            embed: "Встроить", embedTitle: "Показать этот проигрыватель на другой странице, в курсе или на слайде: iframe для вставки",
            embedHelp: "Вставьте это в страницу, курс или слайд: откроется этот же прогон на этом событии, с этой скоростью. Адрес указан относительно этой страницы: в другом месте допишите перед embed.html адрес самого сайта. Добавьте &to=N, чтобы проигрывание остановилось на событии N, &autoplay=1 — чтобы оно началось сразу, &panels=board,code,counters,controls — чтобы показать только эти части.",
            copy: "Копировать", copied: "Скопировано.", copyByHand: "Выделите текст и скопируйте его (Ctrl+C).", openEmbed: "Открыть",
            frameTitle: "puzzlelab: записанный поиск"
        }
    };
    // The static figures' colours (crates/render/src/style.rs): expanded, frontier, generated.
    var COLOURS = { expanded: "#4285f4", frontier: "#ffa726", generated: "#c8c8c8", win: "#009e73", loss: "#d55e00" };
    var TREE_MAX = 200, LIST_MAX = 40;

    function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) { e.className = cls; }
        if (text !== undefined) { e.textContent = text; }
        return e;
    }
    function svg(tag, attrs) {
        var e = document.createElementNS("http://www.w3.org/2000/svg", tag);
        Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
        return e;
    }
    function fill(text, values) {
        return text.replace(/\b[A-Z]{1,5}\b/g, function (k) { return values[k] !== undefined ? values[k] : k; });
    }

    // What the player looks up on every step, computed once: each node's parent and depth in
    // the tree, the events at which nodes are expanded and settled, and the nodes seen so far.
    function Index(trace) {
        var n = trace.nodes.length, events = trace.events;
        this.parent = new Int32Array(n).fill(-1);
        this.depth = new Int32Array(n);
        this.expandedAt = new Int32Array(n).fill(-1);
        this.settledAt = new Int32Array(n).fill(-1);
        this.expands = [];
        this.seen = new Int32Array(events.length + 1);
        this.win = {};
        this.chosen = {};
        var seen = 1;
        this.seen[0] = 1;
        for (var i = 0; i < events.length; i++) {
            var e = events[i];
            if (e.event === "generate" && e.child !== 0 && this.parent[e.child] < 0 && e.child !== e.parent) {
                this.parent[e.child] = e.parent;
                this.depth[e.child] = this.depth[e.parent] + 1;
            } else if (e.event === "expand") {
                this.expands.push(i);
                if (this.expandedAt[e.node] < 0) { this.expandedAt[e.node] = i; }
            } else if (e.event === "settled") {
                this.settledAt[e.node] = i;
                this.win[e.node] = e.win;
            } else if (e.event === "chosen") {
                (this.chosen[e.node] = this.chosen[e.node] || []).push(e.next);
            }
            var ids = [e.node, e.child, e.parent, e.next];
            for (var k = 0; k < 4; k++) { if (ids[k] !== undefined && ids[k] + 1 > seen) { seen = ids[k] + 1; } }
            this.seen[i + 1] = seen;
        }
    }
    // How many expand events come before event `at` (a binary search).
    Index.prototype.expandsBefore = function (at) {
        var lo = 0, hi = this.expands.length;
        while (lo < hi) { var mid = (lo + hi) >> 1; if (this.expands[mid] < at) { lo = mid + 1; } else { hi = mid; } }
        return lo;
    };

    // The state after the first `at` events: the snapshot before it, then its events replayed.
    function stateAt(trace, at) {
        var snap = trace.snapshots[Math.min(Math.floor(at / trace.every), trace.snapshots.length - 1)];
        var s = {
            frontier: snap.frontier.map(function (e) { return [e[0], e[1]]; }), expanded: snap.expanded,
            generated: snap.generated, threshold: snap.threshold, current: null
        };
        for (var i = snap.at; i < at; i++) {
            var e = trace.events[i];
            if (e.event === "push") { s.frontier.push([e.node, e.g]); }
            else if (e.event === "pop") {
                for (var j = s.frontier.length - 1; j >= 0; j--) {
                    if (s.frontier[j][0] === e.node && s.frontier[j][1] === e.g) { s.frontier.splice(j, 1); break; }
                }
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

    // The frontier in the order the algorithm takes from it: first in the list comes out next.
    // BFS: the oldest entry; A*: the least f, then the largest g, then the newest; IDA*: the path.
    function ordered(trace, frontier) {
        var entries = frontier.map(function (e, i) { return { node: e[0], g: e[1], i: i }; });
        if (trace.algorithm === "astar") {
            entries.forEach(function (e) { e.f = e.g + trace.h[e.node]; });
            entries.sort(function (a, b) { return (a.f - b.f) || (b.g - a.g) || (b.i - a.i); });
        } else if (trace.algorithm !== "bfs") {
            entries.reverse();
        }
        return entries;
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

    // The tree of the first TREE_MAX nodes, laid out once (leaves left to right in the order
    // they appeared, a parent above the middle of its children); a step only recolours it.
    function Tree(trace, index, w) {
        var count = Math.min(trace.nodes.length, TREE_MAX), children = [];
        for (var n = 0; n < count; n++) { children.push([]); }
        for (n = 1; n < count; n++) { if (index.parent[n] >= 0 && index.parent[n] < count) { children[index.parent[n]].push(n); } }
        var x = new Float64Array(count), leaf = 0, deepest = 0;
        (function place(root) {
            var stack = [[root, 0]];
            while (stack.length) {
                var top = stack[stack.length - 1], kids = children[top[0]];
                if (top[1] < kids.length) { stack.push([kids[top[1]++], 0]); continue; }
                stack.pop();
                x[top[0]] = kids.length ? (x[kids[0]] + x[kids[kids.length - 1]]) / 2 : leaf++;
                deepest = Math.max(deepest, index.depth[top[0]]);
            }
        })(0);
        var dx = 22, dy = 34, width = Math.max(1, leaf) * dx + 20, height = (deepest + 1) * dy + 20;
        this.root = el("figure", "lab-tree");
        var caption = el("figcaption", "", w.tree + (trace.nodes.length > count ? " (" + w.treeNote.replace("N", count) + ")" : ""));
        this.picture = svg("svg", { viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": w.tree });
        this.picture.style.maxWidth = Math.min(width * 1.5, 2000) + "px";
        this.circles = [];
        var at = function (n) { return [10 + dx / 2 + x[n] * dx, 16 + index.depth[n] * dy]; };
        var edges = svg("g", { stroke: "#969696" }), dots = svg("g", {});
        for (n = 0; n < count; n++) {
            var p = at(n);
            if (n > 0 && index.parent[n] >= 0) {
                var q = at(index.parent[n]);
                edges.appendChild(svg("line", { x1: q[0], y1: q[1], x2: p[0], y2: p[1], "data-node": n }));
            }
            var c = svg("circle", { cx: p[0], cy: p[1], r: 8, "data-node": n });
            var title = svg("title", {});
            title.textContent = "#" + n + " [" + trace.nodes[n] + "]" + (trace.h ? " h = " + trace.h[n] : "");
            c.appendChild(title);
            dots.appendChild(c);
            this.circles.push(c);
        }
        this.edges = edges;
        this.picture.appendChild(edges);
        this.picture.appendChild(dots);
        var legend = el("div", "lab-legend");
        [COLOURS.expanded, COLOURS.frontier, COLOURS.generated].forEach(function (colour, i) {
            var key = el("span", "lab-key");
            key.style.background = colour;
            legend.appendChild(key);
            legend.appendChild(document.createTextNode(" " + w.legend[i] + " "));
        });
        this.root.appendChild(caption);
        this.root.appendChild(this.picture);
        this.root.appendChild(legend);
    }
    Tree.prototype.show = function (index, state, at) {
        var waiting = {};
        state.frontier.forEach(function (e) { waiting[e[0]] = true; });
        var seen = index.seen[at];
        this.circles.forEach(function (c, n) {
            var shown = n < seen;
            c.style.display = shown ? "" : "none";
            var status = index.expandedAt[n] >= 0 && index.expandedAt[n] < at ? "expanded" : (waiting[n] ? "frontier" : "generated");
            c.setAttribute("fill", COLOURS[status]);
            c.setAttribute("class", status + (n === state.current ? " current" : ""));
        });
        Array.prototype.forEach.call(this.edges.children, function (line) {
            line.style.display = parseInt(line.getAttribute("data-node"), 10) < seen ? "" : "none";
        });
    };

    // The address of the embeddable player (embed.html) that runs this trace's request again,
    // opened at event `at`: the request's words are the command line's flags without dashes,
    // read back from the trace's own head, so the page's engine records the same run.
    function embedAddress(trace, at, speed, lang) {
        var words = [];
        if (trace.game) {
            words.push(["pile", trace.pile], ["solver", trace.algorithm]);
            if (trace.rules && trace.rules.max_take !== 3) { words.push(["max-take", trace.rules.max_take]); }
            if (trace.rules && !trace.rules.misere) { words.push(["normal", 1]); }
        } else {
            var tiles = String(trace.board).split(" "), dims = String(trace.size || "").split("x");
            var width = parseInt(dims[0], 10), height = parseInt(dims[1], 10), board = trace.board;
            if (width && height && width !== height) {
                // a board that is not square goes as rows: one line of numbers is read as a square
                var rows = [];
                for (var r = 0; r < height; r++) { rows.push(tiles.slice(r * width, (r + 1) * width).join(" ")); }
                board = rows.join("\n");
            }
            words.push(["board", board], ["algo", trace.algorithm]);
            if (trace.heuristic) { words.push(["heuristic", trace.heuristic]); }
            var standard = tiles.map(function (t, i) { return i + 1 < tiles.length ? String(i + 1) : "0"; }).join(" ");
            if (trace.goal && trace.goal !== standard) { words.push(["goal", trace.goal]); }
        }
        // a recording cut short is cut at the same event again
        if (trace.truncated) { words.push(["max-events", trace.events.length]); }
        words.push(["from", at], ["speed", speed], ["lang", lang]);
        var root = typeof window.path_to_root === "string" ? window.path_to_root : "";
        return root + "embed.html?" + words.map(function (w) {
            return w[0] + "=" + encodeURIComponent(String(w[1])).replace(/%20/g, "+");
        }).join("&");
    }
    // The <iframe> that shows it, sized for a slide.
    function embedSnippet(trace, at, speed, lang) {
        var w = WORDS[lang] || WORDS.en;
        var src = embedAddress(trace, at, speed, lang).replace(/&/g, "&amp;");
        return "<iframe src=\"" + src + "\" width=\"960\" height=\"600\" title=\"" + w.frameTitle +
            "\" style=\"border: 1px solid #b0c4de\"></iframe>";
    }

    // `options` (all optional, for a page that starts a player itself): `at`, the event to open
    // at; `speed`, the slider's value (1 to 50); `stop`, the event Play stops at (pressed again
    // there, it plays on to the end); `play`, start playing; `step(at, total)`, told each move.
    function Player(root, trace, lang, options) {
        var w = WORDS[lang] || WORDS.en, language = WORDS[lang] ? lang : "en";
        options = options || {};
        var at = 0, timer = null, total = trace.events.length, index = new Index(trace);
        var game = !!trace.game, kind = trace.algorithm === "bfs" || trace.algorithm === "astar" ? trace.algorithm : "ida";
        var asking = null;  // the question the reader must answer before the next event
        root.setAttribute("tabindex", "0");
        root.setAttribute("role", "application");
        var bar = el("div", "lab-controls");
        var buttons = {};
        [["first", "⇤"], ["back", "←"], ["play", "▶"], ["forward", "→"], ["last", "⇥"]].forEach(function (b) {
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
        if (options.speed >= 1 && options.speed <= 50) { speed.value = Math.round(options.speed); }
        bar.appendChild(speed);
        var position = el("span", "lab-position");
        bar.appendChild(position);
        var turnLabel = el("label", "lab-turn-switch");
        var turnBox = el("input", "lab-your-turn");
        turnBox.type = "checkbox";
        turnLabel.appendChild(turnBox);
        turnLabel.appendChild(document.createTextNode(" " + w.yourTurn));
        bar.appendChild(turnLabel);
        // "Embed this": the <iframe> of embed.html for this run at this event, to paste elsewhere
        var embedButton = el("button", "lab-embed-button", w.embed);
        embedButton.type = "button";
        embedButton.title = w.embedTitle;
        embedButton.setAttribute("aria-expanded", "false");
        bar.appendChild(embedButton);
        var embedBox = el("div", "lab-embed-box");
        embedBox.hidden = true;
        embedBox.appendChild(el("p", "lab-embed-help", w.embedHelp));
        var snippet = el("textarea", "lab-embed-snippet");
        snippet.readOnly = true;
        snippet.rows = 4;
        snippet.spellcheck = false;
        snippet.setAttribute("aria-label", w.embed);
        embedBox.appendChild(snippet);
        var embedRow = el("div", "lab-controls");
        var copy = el("button", "lab-embed-copy", w.copy);
        copy.type = "button";
        var canCopy = !!(navigator.clipboard && navigator.clipboard.writeText) ||
            !!(document.queryCommandSupported && document.queryCommandSupported("copy"));
        if (canCopy) { embedRow.appendChild(copy); }
        var preview = el("a", "lab-embed-open", w.openEmbed);
        preview.target = "_blank";
        preview.rel = "noopener";
        embedRow.appendChild(preview);
        var copied = el("span", "lab-embed-copied");
        copied.setAttribute("aria-live", "polite");
        embedRow.appendChild(copied);
        embedBox.appendChild(embedRow);
        [embedButton, embedBox].forEach(function (e) { e.dataset.panel = "embed"; });

        var code = el("ol", "lab-code");
        trace.pseudocode.forEach(function (line) { code.appendChild(el("li", "", line)); });
        var board = el("div", "lab-current");
        var counters = el("div", "lab-counters");
        var frontier = el("ol", "lab-frontier");
        var closed = el("ol", "lab-closed");
        var piles = el("div", "lab-piles");
        var say = el("p", "lab-say");
        say.setAttribute("aria-live", "polite");
        var turn = el("div", "lab-turn");
        turn.setAttribute("aria-live", "assertive");
        var panels = el("div", "lab-panels");
        panels.appendChild(code);
        panels.appendChild(board);
        var side = el("div", "lab-side");
        side.appendChild(counters);
        var openTitle = el("div", "lab-list-title", w.open[kind]);
        if (!game) {
            side.appendChild(openTitle);
            side.appendChild(frontier);
        }
        panels.appendChild(side);
        var lower = el("div", "lab-panels");
        var tree = null;
        var pilesTitle = el("div", "lab-list-title", w.piles);
        if (game) {
            lower.appendChild(pilesTitle);
            lower.appendChild(piles);
            var byPile = trace.nodes.map(function (pile, n) { return n; });
            byPile.sort(function (a, b) { return trace.nodes[a] - trace.nodes[b]; });
            byPile.forEach(function (n) {
                var cell = el("span", "lab-pile-cell", String(trace.nodes[n]));
                cell.dataset.node = String(n);
                piles.appendChild(cell);
            });
        } else {
            var closedBox = el("div", "lab-closed-box");
            closedBox.appendChild(el("div", "lab-list-title", w.closed));
            if (kind === "ida") { closed.appendChild(el("li", "lab-none", w.noClosed)); }
            closedBox.appendChild(closed);
            lower.appendChild(closedBox);
            tree = new Tree(trace, index, w);
            lower.appendChild(tree.root);
        }
        root.appendChild(bar);
        root.appendChild(embedBox);
        root.appendChild(panels);
        root.appendChild(say);
        root.appendChild(turn);
        root.appendChild(lower);
        // each part named, so that a page showing the player may show only some of them
        var named = { controls: [bar], code: [code], board: [board], counters: [counters], open: [openTitle, frontier],
            closed: [closedBox], tree: [tree && tree.root], piles: [pilesTitle, piles], say: [say] };
        Object.keys(named).forEach(function (name) {
            named[name].forEach(function (part) { if (part) { part.dataset.panel = name; } });
        });

        function entryText(e) {
            var text = trace.nodes[e.node] + "  g = " + e.g;
            if (trace.h) { text += ", f = " + e.g + " + " + trace.h[e.node] + " = " + (e.g + trace.h[e.node]); }
            return text;
        }

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
            if (!game) {
                shownCounters.push(["frontier", s.frontier.length], ["bound", s.threshold === null ? "–" : s.threshold]);
            }
            shownCounters.forEach(function (c) {
                var item = el("span", "lab-counter lab-count-" + c[0], w[c[0]] + ": ");
                item.appendChild(el("b", "", String(c[1])));
                item.dataset.value = String(c[1]);
                counters.appendChild(item);
            });
            if (!game) { showLists(s); tree.show(index, s, at); }
            else { showPiles(); }
            say.textContent = narrate(trace, at, w);
            if (!embedBox.hidden) { showEmbed(); }
            if (options.step) { options.step(at, total); }
        }
        function showEmbed() {
            preview.href = embedAddress(trace, at, parseInt(speed.value, 10), language);
            if (document.activeElement !== snippet) { snippet.value = embedSnippet(trace, at, parseInt(speed.value, 10), language); }
        }
        function showLists(s) {
            frontier.innerHTML = "";
            var entries = ordered(trace, s.frontier);
            entries.slice(0, LIST_MAX).forEach(function (e) {
                var item = el("li", "", entryText(e));
                item.dataset.node = String(e.node);
                item.dataset.g = String(e.g);
                if (asking && asking.kind === "pop") {
                    item.className = "lab-pick";
                    item.setAttribute("role", "button");
                    item.tabIndex = 0;
                    item.onclick = function () { answerPop(e, entries); };
                    item.onkeydown = function (k) { if (k.key === "Enter") { k.stopPropagation(); answerPop(e, entries); } };
                }
                frontier.appendChild(item);
            });
            if (entries.length > LIST_MAX) { frontier.appendChild(el("li", "lab-none", "… " + (entries.length - LIST_MAX) + " " + w.more)); }
            frontier.dataset.nodes = s.frontier.map(function (e) { return e[0]; }).join(",");
            frontier.dataset.order = entries.map(function (e) { return e.node + ":" + e.g; }).join(",");
            if (kind !== "ida") {
                closed.innerHTML = "";
                var count = index.expandsBefore(at), listed = {}, shownCount = 0;
                for (var i = count - 1; i >= 0 && shownCount < LIST_MAX; i--) {
                    var n = trace.events[index.expands[i]].node;
                    if (!listed[n]) { listed[n] = true; shownCount++; closed.appendChild(el("li", "", String(trace.nodes[n]))); }
                }
                closed.dataset.count = String(count);
            }
        }
        function showPiles() {
            Array.prototype.forEach.call(piles.children, function (cell) {
                var n = parseInt(cell.dataset.node, 10), settled = index.settledAt[n] >= 0 && index.settledAt[n] < at;
                cell.style.background = settled ? (index.win[n] ? COLOURS.win : COLOURS.loss) : COLOURS.generated;
                cell.dataset.value = settled ? (index.win[n] ? "win" : "loss") : "";
                cell.title = settled ? (index.win[n] ? w.won : w.lost) : "";
            });
        }

        // The decision event `i` makes, if "your turn" asks the reader to make it.
        function question(i) {
            if (!turnBox.checked || i >= total) { return null; }
            var e = trace.events[i], before = i > 0 ? trace.events[i - 1] : null;
            if (kind === "astar" && e.event === "pop" && i > 0 && stateAt(trace, i).frontier.length > 1) { return { kind: "pop", event: e }; }
            if (!game && kind === "ida" && e.event === "threshold" && i > 0) { return { kind: "bound", event: e }; }
            if (game && e.event === "chosen" && !(before && before.event === "chosen" && before.node === e.node)) {
                return { kind: "take", event: e };
            }
            return null;
        }
        function ask(q) {
            asking = q;
            turn.innerHTML = "";
            turn.className = "lab-turn asking";
            var prompt = el("p", "lab-ask");
            turn.appendChild(prompt);
            var verdict = el("p", "lab-verdict");
            if (q.kind === "pop") {
                prompt.textContent = w.askPop;
            } else if (q.kind === "bound") {
                prompt.textContent = w.askBound;
                var input = el("input", "lab-answer");
                input.type = "number";
                input.setAttribute("aria-label", w.bound);
                var check = el("button", "lab-check", w.check);
                check.type = "button";
                check.onclick = function () { answerBound(parseInt(input.value, 10)); };
                input.onkeydown = function (k) { k.stopPropagation(); if (k.key === "Enter") { check.onclick(); } };
                turn.appendChild(input);
                turn.appendChild(check);
            } else {
                var pile = trace.nodes[q.event.node];
                prompt.textContent = w.askTake.replace("PILE", pile);
                for (var t = 1; t <= Math.min(trace.rules.max_take, pile); t++) {
                    var take = el("button", "lab-take", String(t));
                    take.type = "button";
                    take.onclick = (function (t) { return function () { answerTake(t); }; })(t);
                    turn.appendChild(take);
                }
            }
            turn.appendChild(verdict);
            show();
        }
        function judge(right, text) {
            var verdict = turn.querySelector(".lab-verdict");
            verdict.className = "lab-verdict " + (right ? "lab-right" : "lab-wrong");
            verdict.textContent = (right ? w.right : w.wrong) + " " + text;
            if (right) { asking = null; turn.className = "lab-turn answered"; go(at + 1, true); }
        }
        function answerPop(chosen, entries) {
            var best = entries[0], f = chosen.g + trace.h[chosen.node];
            if (chosen.node === best.node && chosen.g === best.g) { judge(true, ""); }
            else if (f === best.f) { judge(true, fill(w.tiePop, { F: f, NODE: "[" + trace.nodes[best.node] + "]" })); }
            else { judge(false, fill(w.whyPop, { F: f, BEST: best.f })); }
        }
        function answerBound(value) {
            var e = asking.event;
            if (value === e.bound) { judge(true, ""); return; }
            // the least f that passed the old bound, among the nodes the last iteration generated
            var old = stateAt(trace, at).threshold, best = null, node = 0;
            for (var i = at - 1; i >= 0 && trace.events[i].event !== "threshold"; i--) {
                var g = trace.events[i];
                if (g.event === "generate" && trace.h && g.g + trace.h[g.child] > old) {
                    var f = g.g + trace.h[g.child];
                    if (best === null || f < best) { best = f; node = g.child; }
                }
            }
            var why = fill(w.whyBound, { BOUND: old, NEXT: e.bound, NODE: "[" + trace.nodes[node] + "]" });
            judge(false, best === e.bound ? why : why.replace(/ \(.*\)/, ""));
        }
        function answerTake(t) {
            var pile = trace.nodes[asking.event.node], winning = (index.chosen[asking.event.node] || []).map(function (n) { return trace.nodes[n]; });
            if (winning.indexOf(pile - t) >= 0) { judge(true, ""); return; }
            var text = winning.length ? fill(w.whyTake, { T: t, LEFT: pile - t, WIN: pile - winning[0] }) : w.noTake.replace("PILE", pile);
            judge(false, text);
        }

        function go(to, answered) {
            var target = Math.max(0, Math.min(total, to));
            if (!answered && target > at) {
                // stepping forward stops at a decision the reader has to make
                for (var i = at; i < target; i++) {
                    var q = question(i);
                    if (q) { stop(); at = i; ask(q); return; }
                }
            }
            if (asking && target !== at) { asking = null; turn.innerHTML = ""; turn.className = "lab-turn"; }
            at = target;
            show();
        }
        function stop() { if (timer) { clearInterval(timer); timer = null; } buttons.play.textContent = "▶"; }
        function play() {
            if (timer) { stop(); return; }
            // playing stops at options.stop when it starts before it, else at the end
            var end = options.stop !== undefined && options.stop !== null && at < options.stop ? Math.min(options.stop, total) : total;
            buttons.play.textContent = "❚❚";
            timer = setInterval(function () {
                if (at >= end || asking) { stop(); return; }
                go(Math.min(end, at + Math.max(1, Math.round(speed.value / 10))));
            }, 100);
        }
        buttons.first.onclick = function () { stop(); go(0); };
        buttons.back.onclick = function () { stop(); go(at - 1); };
        buttons.forward.onclick = function () { stop(); go(at + 1); };
        buttons.last.onclick = function () { stop(); go(total, turnBox.checked); };
        buttons.play.onclick = play;
        scrub.oninput = function () { stop(); go(parseInt(scrub.value, 10), true); };
        turnBox.onchange = function () { if (!turnBox.checked && asking) { asking = null; turn.innerHTML = ""; show(); } };
        root.addEventListener("keydown", function (e) {
            if (e.target && e.target.tagName === "INPUT" && e.target.type === "number") { return; }
            var keys = { ArrowRight: function () { go(at + 1); }, ArrowLeft: function () { go(at - 1); },
                Home: function () { go(0); }, End: function () { go(total, true); }, " ": play };
            // the book's own arrows turn the page: inside the player they step it instead
            if (keys[e.key]) { e.preventDefault(); e.stopPropagation(); if (e.key !== " ") { stop(); } keys[e.key](); }
        });
        embedButton.onclick = function () {
            embedBox.hidden = !embedBox.hidden;
            embedButton.setAttribute("aria-expanded", String(!embedBox.hidden));
            copied.textContent = "";
            if (!embedBox.hidden) { showEmbed(); snippet.focus(); snippet.select(); }
        };
        copy.onclick = function () {
            snippet.value = embedSnippet(trace, at, parseInt(speed.value, 10), language);
            var byHand = function () {
                snippet.focus();
                snippet.select();
                var done = false;
                try { done = document.execCommand("copy"); } catch (e) { done = false; }
                copied.textContent = done ? w.copied : w.copyByHand;
            };
            if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(snippet.value).then(function () { copied.textContent = w.copied; }, byHand);
            } else {
                byHand();
            }
        };
        snippet.onkeydown = function (e) { e.stopPropagation(); };
        root.puzzlelabPlayer = { go: function (to) { go(to, true); }, at: function () { return at; }, total: total,
            playing: function () { return !!timer; }, speed: function () { return parseInt(speed.value, 10); } };
        show();
        if (options.at) { go(options.at, true); }
        if (options.play) { play(); }
    }

    function start() {
        var traces = window.PUZZLELAB_TRACES || {};
        var lang = document.documentElement.lang === "ru" ? "ru" : "en";
        Array.prototype.forEach.call(document.querySelectorAll(".lab-player"), function (root) {
            var trace = traces[root.dataset.trace];
            if (trace && !root.puzzlelabPlayer) { new Player(root, trace, lang); }
        });
    }
    // a player started on a trace that came later (the live mode), and the element helpers
    // the lab's other parts (lab.js) use
    window.PuzzlelabPlayer = { start: function (root, trace, options) {
        root.innerHTML = "";
        root.puzzlelabPlayer = null;
        var lang = options && WORDS[options.lang] ? options.lang : document.documentElement.lang === "ru" ? "ru" : "en";
        new Player(root, trace, lang, options);
    }, el: el, svg: svg, embedAddress: embedAddress };
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
    else { start(); }
})();
