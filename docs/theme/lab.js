// The lab's hands-on parts: the 15-puzzle to play (any size from 3x3 to 6x6, clicks and keys,
// a board typed in and judged by the lesson's parity rule), Bachet's game against the
// strategy with its tree growing as it is played, a pattern-database lookup, and the live mode
// that runs any board or pile in the page's own engine (engine.js) or in `puzzlelab serve`.
// The rules here are the lesson's, and the browser test plays recorded games through them and
// through the Rust rules alike; the game's values, the computer's takes and the messages come
// from the Rust rules, embedded.
(function () {
    "use strict";
    var WORDS = {
        en: {
            size: "Size", shuffle: "Shuffle", seed: "seed", set: "Set", board: "Board (numbers, 0 the empty place)",
            help: "Click a tile next to the empty place, or use the arrow keys: the tile slides that way.",
            moves: function (n) { return "Moves: " + n; },
            praise: function (n) { return "Well done! Solved in " + n + " " + (n === 1 ? "move" : "moves") + "."; },
            noMove: "no tile can slide that way",
            badBoard: "give each number from 0 to N once",
            inversions: function (n) { return n + " disorder" + (n === 1 ? "" : "s"); },
            rows: function (d, count) { return " + " + d + " row" + (d === 1 ? "" : "s") + " of the empty place from its goal row = " + count; },
            solvable: ", even: solvable",
            unsolvable: function (a, b) { return ", odd: unsolvable; swap " + a + " and " + b + " to fix"; },
            pile: "Pile", youFirst: "You move first", meFirst: "The computer moves first", take: "Take",
            tree: "The game so far: each position with its takes (green: won for the player to move there, red: lost)",
            pattern: "pattern", table: "its table says", sum: "sum of the tables", reflected: "on the reflected board",
            estimate: "estimate (the larger sum)", manhattan: "Manhattan distance",
            live: "Trace any board: the solver runs in `puzzlelab serve` and its trace plays here.",
            offline: "This copy of the site was built without the page's engine (no WebAssembly toolchain where it was built): live mode needs the site served by `puzzlelab serve`; the recorded runs above still play.",
            livePage: "Trace or solve any board or pile: puzzlelab's own solvers run inside this page (WebAssembly), with no server; the answers are the command line's.",
            run: "Trace", algo: "algorithm", heuristic: "heuristic", cancel: "Cancel", cancelled: "cancelled",
            solveOnly: "Solve", solveTitle: "solve without recording the search: its answer and counters only (as fifteen solve --json)",
            solvedIn: function (n) { return "solved in " + n + " " + (n === 1 ? "move" : "moves"); },
            won: function (takes) { return "a win for the player to move: take " + takes.join(" or "); },
            lost: "a loss for the player to move",
            stopped: function (expanded, bound) { return "stopped by a limit after " + expanded + " expansions" + (bound !== undefined && bound !== null ? "; no solution is shorter than " + bound + " moves" : ""); },
            took: function (ms) { return ms < 1000 ? Math.round(ms) + " ms" : (ms / 1000).toFixed(1) + " s"; },
            counts: function (d) { return "expanded " + d.expanded + ", generated " + d.generated + ", largest frontier " + d.max_frontier + ", most stored " + d.max_stored; },
            building: function (tiles, percent) { return tiles ? "building the pattern database of tiles " + tiles.join(" ") + "…" : "building the pattern database: " + percent + "%"; },
            built: function (tiles, s) { return "built the database of tiles " + tiles.join(" ") + " in " + s.toFixed(2) + " s"; },
            goal: "goal", engine: "engine", enginePage: "this page (WebAssembly)", engineServe: "puzzlelab serve",
            answeredBy: { page: "answered by this page's engine", serve: "answered by puzzlelab serve" }
        },
        ru: {
            size: "Размер", shuffle: "Перемешать", seed: "зерно", set: "Поставить", board: "Доска (числа, 0 — пустое место)",
            help: "Щёлкните фишку рядом с пустым местом или нажмите стрелку: фишка сдвинется в ту сторону.",
            moves: function (n) { return "Сделано ходов: " + n; },
            praise: function (n) { return "Молодец! Игра успешно завершена: " + n + " " + plural(n, "ход", "хода", "ходов") + "."; },
            noMove: "в эту сторону не сдвинуть ни одной фишки",
            badBoard: "дайте каждое число от 0 до N по одному разу",
            inversions: function (n) { return n + " " + plural(n, "беспорядок", "беспорядка", "беспорядков"); },
            rows: function (d, count) { return " + " + d + " " + plural(d, "ряд", "ряда", "рядов") + " от пустого места до его ряда в цели = " + count; },
            solvable: ", чётное число: решение есть",
            unsolvable: function (a, b) { return ", нечётное число: решения нет; поменяйте местами " + a + " и " + b; },
            pile: "Кучка", youFirst: "Первым хожу я", meFirst: "Первым ходит компьютер", take: "Взять",
            tree: "Партия до сих пор: каждая позиция со своими ходами (зелёная — выигрыш для того, кто там ходит, красная — проигрыш)",
            pattern: "шаблон", table: "его таблица даёт", sum: "сумма таблиц", reflected: "на отражённой доске",
            estimate: "оценка (большая из сумм)", manhattan: "манхэттенское расстояние",
            live: "Трассировка любой доски: решатель работает в `puzzlelab serve`, его трасса проигрывается здесь.",
            offline: "Эта копия сайта собрана без движка страницы (там, где её собирали, не было инструментов WebAssembly): живому режиму нужен сайт, поданный `puzzlelab serve`; записанные прогоны выше всё равно проигрываются.",
            livePage: "Трассируйте или решайте любую доску и кучку: решатели puzzlelab работают прямо в этой странице (WebAssembly), без сервера; ответы те же, что в командной строке.",
            run: "Трассировать", algo: "алгоритм", heuristic: "эвристика", cancel: "Отменить", cancelled: "отменено",
            solveOnly: "Решить", solveTitle: "решить, не записывая поиск: только ответ и счётчики (как fifteen solve --json)",
            solvedIn: function (n) { return "решено за " + n + " " + plural(n, "ход", "хода", "ходов"); },
            won: function (takes) { return "выигрыш для того, кто ходит: взять " + takes.join(" или "); },
            lost: "проигрыш для того, кто ходит",
            stopped: function (expanded, bound) { return "остановлено ограничением после " + expanded + " " + plural(expanded, "раскрытия", "раскрытий", "раскрытий") + (bound !== undefined && bound !== null ? "; решения короче " + bound + " " + plural(bound, "хода", "ходов", "ходов") + " нет" : ""); },
            took: function (ms) { return ms < 1000 ? Math.round(ms) + " мс" : (ms / 1000).toFixed(1).replace(".", ",") + " с"; },
            counts: function (d) { return "раскрыто " + d.expanded + ", порождено " + d.generated + ", наибольший фронт " + d.max_frontier + ", больше всего в памяти " + d.max_stored; },
            building: function (tiles, percent) { return tiles ? "строится база образцов для фишек " + tiles.join(" ") + "…" : "строится база образцов: " + percent + "%"; },
            built: function (tiles, s) { return "база для фишек " + tiles.join(" ") + " построена за " + s.toFixed(2).replace(".", ",") + " с"; },
            goal: "цель", engine: "движок", enginePage: "эта страница (WebAssembly)", engineServe: "puzzlelab serve",
            answeredBy: { page: "ответил движок этой страницы", serve: "ответил puzzlelab serve" }
        }
    };
    var COLOURS = { win: "#009e73", loss: "#d55e00", accent: "#ffa726", faint: "#c8c8c8" };
    var PATTERNS = ["#ffa726", "#4285f4", "#4caf50", "#ab47bc", "#e5534b", "#26a69a"];

    function plural(n, one, few, many) {
        var ten = n % 10, hundred = n % 100;
        if (ten === 1 && hundred !== 11) { return one; }
        if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) { return few; }
        return many;
    }
    var el = window.PuzzlelabPlayer.el, svg = window.PuzzlelabPlayer.svg;  // player.js loads first
    function button(text, cls) { var b = el("button", cls, text); b.type = "button"; return b; }
    function language() { return document.documentElement.lang === "ru" ? "ru" : "en"; }

    // ---- The 15-puzzle: the lesson's array model, moves and parity rule ----

    // The move that slides a tile the way `dir` says (U, D, L, R) into the empty place: the
    // cell the tile comes from, or -1 when no tile is there.
    function source(tiles, width, dir) {
        var blank = tiles.indexOf(0), row = Math.floor(blank / width), col = blank % width, height = tiles.length / width;
        if (dir === "U") { return row + 1 < height ? blank + width : -1; }
        if (dir === "D") { return row > 0 ? blank - width : -1; }
        if (dir === "L") { return col + 1 < width ? blank + 1 : -1; }
        return col > 0 ? blank - 1 : -1;
    }
    // The lesson's disorders: a smaller number after a larger one (the 0 never counts).
    function inversions(tiles) {
        var numbers = tiles.filter(function (t) { return t !== 0; }), count = 0;
        for (var i = 0; i < numbers.length; i++) { for (var j = i + 1; j < numbers.length; j++) { if (numbers[j] < numbers[i]) { count++; } } }
        return count;
    }
    // The parity rule for the standard goal, explained as `fifteen show` explains it.
    function explain(tiles, width, w) {
        var n = inversions(tiles), height = tiles.length / width, text = w.inversions(n), count = n;
        if (width % 2 === 0) {
            var d = height - 1 - Math.floor(tiles.indexOf(0) / width);
            count += d;
            if (d > 0) { text += w.rows(d, count); }
        }
        if (count % 2 === 0) { return { solvable: true, text: text + w.solvable }; }
        var fix = fixingSwap(tiles, width);
        return { solvable: false, text: text + w.unsolvable(fix[0], fix[1]) };
    }
    // The swap `fifteen show` offers (the rules' `fixing_swap`): the one that puts the most tiles
    // home, then the nearest pair, then the pair latest in the goal; the smaller tile first.
    function fixingSwap(tiles, width) {
        var home = goal(tiles.length), best = null, bestKey = null;
        var place = function (t) { return home.indexOf(t); };
        for (var i = 0; i < tiles.length; i++) {
            for (var j = i + 1; j < tiles.length; j++) {
                if (tiles[i] === 0 || tiles[j] === 0) { continue; }
                var putHome = (home[i] === tiles[j] ? 1 : 0) + (home[j] === tiles[i] ? 1 : 0);
                var apart = Math.abs(Math.floor(i / width) - Math.floor(j / width)) + Math.abs(i % width - j % width);
                var key = [2 - putHome, apart, home.length - Math.max(place(tiles[i]), place(tiles[j]))];
                var less = bestKey === null || key[0] < bestKey[0] || (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])));
                if (less) { bestKey = key; best = [Math.min(tiles[i], tiles[j]), Math.max(tiles[i], tiles[j])]; }
            }
        }
        return best || [1, 2];
    }
    function goal(cells) { var g = []; for (var i = 1; i < cells; i++) { g.push(i); } g.push(0); return g; }

    function Puzzle(root, w) {
        var width = parseInt(root.dataset.size || "4", 10), tiles = goal(width * width), moves = 0, seed = 1;
        root.setAttribute("tabindex", "0");
        var controls = el("div", "lab-controls");
        var size = el("select", "lab-size");
        size.setAttribute("aria-label", w.size);
        [3, 4, 5, 6].forEach(function (n) { var o = el("option", "", n + "x" + n); o.value = n; size.appendChild(o); });
        size.value = width;
        var seedBox = el("input", "lab-seed");
        seedBox.type = "number"; seedBox.value = "1"; seedBox.setAttribute("aria-label", w.seed);
        var shuffle = button(w.shuffle, "lab-shuffle");
        var typed = el("input", "lab-typed");
        typed.setAttribute("aria-label", w.board);
        typed.placeholder = w.board;
        var set = button(w.set, "lab-set");
        [size, shuffle, seedBox, typed, set].forEach(function (c) { controls.appendChild(c); });
        var grid = el("div", "lab-grid");
        var counter = el("p", "lab-moves");
        var status = el("p", "lab-status");
        status.setAttribute("aria-live", "polite");
        root.appendChild(controls);
        root.appendChild(el("p", "lab-help", w.help));
        root.appendChild(grid);
        root.appendChild(counter);
        root.appendChild(status);

        function draw() {
            grid.innerHTML = "";
            grid.style.gridTemplateColumns = "repeat(" + width + ", 2.6em)";
            tiles.forEach(function (t, cell) {
                var tile = el("button", t === 0 ? "lab-tile blank" : "lab-tile", t === 0 ? "" : String(t));
                tile.type = "button";
                tile.tabIndex = -1;
                tile.dataset.cell = String(cell);
                if (t !== 0) {
                    var row = Math.floor((t - 1) / width), col = (t - 1) % width;
                    if ((row + col) % 2 === 1) { tile.className += " white"; }  // the worksheet's colouring
                }
                tile.onclick = function () { click(cell); };
                grid.appendChild(tile);
            });
            root.dataset.board = tiles.join(" ");
            counter.textContent = w.moves(moves);
        }
        function slide(dir) {
            var from = source(tiles, width, dir);
            if (from < 0) { status.textContent = w.noMove; return false; }
            var blank = tiles.indexOf(0);
            tiles[blank] = tiles[from]; tiles[from] = 0; moves++;
            status.textContent = tiles.join(" ") === goal(tiles.length).join(" ") ? w.praise(moves) : "";
            draw();
            return true;
        }
        function click(cell) {
            var blank = tiles.indexOf(0), d = cell - blank;
            var dir = d === width ? "U" : d === -width ? "D" : (d === 1 && cell % width !== 0) ? "L" : (d === -1 && blank % width !== 0) ? "R" : null;
            if (dir) { slide(dir); } else { status.textContent = w.noMove; }
        }
        function start(newTiles) {
            tiles = newTiles; width = Math.round(Math.sqrt(tiles.length)); size.value = width; moves = 0;
            var verdict = explain(tiles, width, w);
            status.textContent = verdict.text;
            root.dataset.solvable = String(verdict.solvable);
            draw();
        }
        // A seeded random walk from the goal: the same seed gives the same board.
        shuffle.onclick = function () {
            seed = (parseInt(seedBox.value, 10) || 0) >>> 0;
            var state = seed || 1, walk = goal(width * width), dirs = "UDLR";
            for (var i = 0; i < width * width * 20; i++) {
                state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
                var from = source(walk, width, dirs[state % 4]);
                if (from >= 0) { var b = walk.indexOf(0); walk[b] = walk[from]; walk[from] = 0; }
            }
            start(walk);
        };
        size.onchange = function () { width = parseInt(size.value, 10); start(goal(width * width)); };
        set.onclick = function () {
            var numbers = typed.value.trim().split(/[\s,]+/).map(function (t) { return parseInt(t, 10); });
            var n = numbers.length, side = Math.round(Math.sqrt(n)), sorted = numbers.slice().sort(function (a, b) { return a - b; });
            var valid = side >= 3 && side <= 6 && side * side === n && sorted.every(function (v, i) { return v === i; });
            if (!valid) { status.textContent = w.badBoard.replace("N", Math.max(n - 1, 8)); root.dataset.solvable = ""; return; }
            start(numbers);
        };
        typed.onkeydown = function (e) { e.stopPropagation(); if (e.key === "Enter") { set.onclick(); } };
        root.addEventListener("keydown", function (e) {
            var dir = { ArrowUp: "U", ArrowDown: "D", ArrowLeft: "L", ArrowRight: "R" }[e.key];
            if (dir && e.target.tagName !== "INPUT" && e.target.tagName !== "SELECT") { e.preventDefault(); e.stopPropagation(); slide(dir); }
        });
        draw();
    }

    // ---- Bachet's game against the strategy, the tree of the game growing ----

    function Bachet(root, data, w, lang) {
        var say = data.words[lang], pile = 0, computer = false, over = true, played = [];
        var controls = el("div", "lab-controls");
        var pileBox = el("input", "lab-pile-input");
        pileBox.type = "number"; pileBox.min = 1; pileBox.max = data.max_pile; pileBox.value = root.dataset.pile || "13";
        pileBox.setAttribute("aria-label", w.pile);
        var you = button(w.youFirst, "lab-you-first"), me = button(w.meFirst, "lab-me-first");
        [el("span", "", w.pile + " "), pileBox, you, me].forEach(function (c) { controls.appendChild(c); });
        var takes = el("div", "lab-takes");
        var log = el("ol", "lab-log");
        log.setAttribute("aria-live", "polite");
        var figure = el("figure", "lab-game-tree");
        var caption = el("figcaption", "", w.tree);
        var picture = svg("svg", { role: "img", "aria-label": w.tree });
        figure.appendChild(caption);
        figure.appendChild(picture);
        root.appendChild(el("p", "lab-help", say.rules));
        root.appendChild(controls);
        root.appendChild(takes);
        root.appendChild(log);
        root.appendChild(figure);

        function line(text) { log.appendChild(el("li", "", text)); }
        // Who is to move at `pile` may have lost already (the lesson's variant 2).
        function next() {
            takes.innerHTML = "";
            if (pile === 0 && data.mover_wins_at_end) { line(computer ? say.you_took_the_last : say.i_took_the_last); return end(); }
            if (pile === data.lost_pile) { line(computer ? say.i_lost : say.you_lost); return end(); }
            if (computer) {
                var take = data.computer[pile];
                if (data.lost[pile]) { line(say.hope_for_a_mistake); }
                line(say.i_take[take]);
                move(take);
                return next();
            }
            line(say.your_move);
            for (var t = 1; t <= Math.min(data.max_take, pile); t++) {
                var b = button(w.take + " " + t, "lab-take");
                b.dataset.take = String(t);
                b.onclick = (function (t) { return function () { move(t); next(); }; })(t);
                takes.appendChild(b);
            }
            draw();
        }
        function move(take) {
            played.push({ pile: pile, take: take });
            pile -= take;
            line(say.left[pile]);
            computer = !computer;
        }
        function end() { over = true; root.dataset.over = "true"; draw(); }
        function begin(computerFirst) {
            var n = parseInt(pileBox.value, 10);
            if (!(n >= 1 && n <= data.max_pile)) { pileBox.value = 13; n = 13; }
            pile = n; computer = computerFirst; over = false; played = []; log.innerHTML = "";
            root.dataset.over = "false";
            if (computer) { line(say.i_move_first); }
            next();
        }
        // Each position played, with a child for every legal take; the take made in orange.
        function draw() {
            picture.innerHTML = "";
            var dx = 46, dy = 50, x = 0, nodes = [], edges = [];
            var positions = played.concat(over ? [] : [{ pile: pile, take: null }]);
            if (over) { positions.push({ pile: pile, take: null, end: true }); }
            positions.forEach(function (p, depth) {
                nodes.push({ x: x, y: depth, pile: p.pile, current: !over && depth === positions.length - 1 });
                if (p.take === null || p.end) { return; }
                var options = [];
                for (var t = 1; t <= Math.min(data.max_take, p.pile); t++) { options.push(t); }
                var chosenX = x;
                options.forEach(function (t, i) {
                    var cx = x + (i - (options.length - 1) / 2) * dx;
                    edges.push({ x1: x, y1: depth, x2: cx, y2: depth + 1, chosen: t === p.take });
                    if (t === p.take) { chosenX = cx; }
                    else { nodes.push({ x: cx, y: depth + 1, pile: p.pile - t, ghost: true }); }
                });
                x = chosenX;
            });
            var xs = nodes.map(function (n) { return n.x; }), left = Math.min.apply(null, xs) - 30, right = Math.max.apply(null, xs) + 30;
            var height = positions.length * dy + 10;
            picture.setAttribute("viewBox", left + " 0 " + (right - left) + " " + height);
            picture.style.maxWidth = (right - left) * 1.3 + "px";
            edges.forEach(function (e) {
                picture.appendChild(svg("line", { x1: e.x1, y1: 20 + e.y1 * dy, x2: e.x2, y2: 20 + e.y2 * dy,
                    stroke: e.chosen ? COLOURS.accent : COLOURS.faint, "stroke-width": e.chosen ? 4 : 1.5 }));
            });
            nodes.forEach(function (n) {
                var lost = data.lost[n.pile] === true;
                var c = svg("circle", { cx: n.x, cy: 20 + n.y * dy, r: 14, fill: lost ? COLOURS.loss : COLOURS.win,
                    "fill-opacity": n.ghost ? 0.45 : 1, stroke: "#141414", "stroke-width": n.current ? 3 : 0.8, "data-pile": n.pile });
                picture.appendChild(c);
                var label = svg("text", { x: n.x, y: 25 + n.y * dy, "text-anchor": "middle", "font-size": 13, "font-weight": "bold" });
                label.textContent = String(n.pile);
                picture.appendChild(label);
            });
        }
        you.onclick = function () { begin(false); };
        me.onclick = function () { begin(true); };
        pileBox.onkeydown = function (e) { e.stopPropagation(); };
        root.puzzlelabGame = { state: function () { return { pile: pile, over: over, played: played.length }; } };
    }

    // ---- A pattern-database lookup: the pattern's tiles coloured, each table's value, the sum ----

    function Lookup(root, data, w) {
        var width = parseInt(data.size, 10), tiles = data.board.split(" ").map(Number), owner = {};
        data.patterns.forEach(function (p, i) { p.tiles.forEach(function (t) { owner[t] = i; }); });
        var row = el("div", "lab-panels");
        function grid(only) {
            var g = el("div", "lab-grid small");
            g.style.gridTemplateColumns = "repeat(" + width + ", 2.2em)";
            tiles.forEach(function (t) {
                var shown = t !== 0 && (only === undefined || owner[t] === only);
                var cell = el("span", "lab-tile" + (shown ? "" : " blank"), shown ? String(t) : "");
                if (shown) { cell.style.background = PATTERNS[owner[t] % PATTERNS.length]; }
                g.appendChild(cell);
            });
            return g;
        }
        var whole = el("div", "lab-lookup-board");
        whole.appendChild(grid());
        row.appendChild(whole);
        data.patterns.forEach(function (p, i) {
            var box = el("div", "lab-lookup-pattern");
            box.appendChild(el("div", "lab-list-title", w.pattern + " " + p.tiles.join(", ")));
            box.appendChild(grid(i));
            var value = el("p", "lab-lookup-value", w.table + ": " + p.value);
            value.dataset.value = String(p.value);
            box.appendChild(value);
            row.appendChild(box);
        });
        root.appendChild(row);
        var sums = el("p", "lab-lookup-sum");
        var parts = [w.sum + ": " + data.patterns.map(function (p) { return p.value; }).join(" + ") + " = " + data.sum];
        if (data.reflected_sum !== null && data.reflected_sum !== undefined) { parts.push(w.reflected + ": " + data.reflected.join(" + ") + " = " + data.reflected_sum); }
        parts.push(w.estimate + ": " + data.estimate, w.manhattan + ": " + data.manhattan);
        parts.forEach(function (text) { sums.appendChild(el("span", "lab-counter", text)); });
        sums.dataset.sum = String(data.sum);
        sums.dataset.estimate = String(data.estimate);
        root.appendChild(sums);
    }

    // ---- Live mode: any board or pile, run by the page's engine (WebAssembly) or by `puzzlelab serve` ----

    // What the run's answer says, in the page's words: solved, stopped by a limit, unsolvable.
    function outcome(w, doc) {
        if (doc.status === "solved" && doc.moves !== undefined) {
            return w.solvedIn(doc.moves ? doc.moves.length : 0) + (doc.moves ? ": " + doc.moves : "");
        }
        if (doc.status === "solved") { return doc.win ? w.won(doc.winning_takes || []) : w.lost; }
        if (doc.status === "limit") { return w.stopped(doc.expanded, doc.lower_bound); }
        return doc.status;
    }

    function Live(root, w, lang) {
        // the engines this copy of the page can reach: its own, and a server beside it
        var engines = [];
        if (window.PuzzlelabEngine && window.PuzzlelabEngine.available()) { engines.push("page"); }
        if (location.protocol !== "file:") { engines.push("serve"); }
        var engine = engines[0];
        root.dataset.engine = engine || "none";
        root.appendChild(el("p", "lab-help", engine === "page" ? w.livePage : engine === "serve" ? w.live : w.offline));
        if (!engine) { return; }
        var page = engines.indexOf("page") >= 0 ? window.PuzzlelabEngine.make() : null;
        var message = el("p", "lab-status");
        message.setAttribute("aria-live", "polite");
        var player = el("div", "lab-player");
        var cancel = button(w.cancel, "lab-live-cancel");
        cancel.disabled = true;
        // one form a line: a board with its algorithm and heuristic, a pile with its solver
        function form(cls, fields, request, solve) {
            var line = el("div", "lab-controls " + cls);
            var inputs = fields.map(function (f) {
                var input;
                if (f.options) {
                    input = el("select", f.cls);
                    f.options.forEach(function (v) { var o = el("option", "", v); o.value = v; input.appendChild(o); });
                } else {
                    input = el("input", f.cls);
                    input.value = f.value;
                    input.onkeydown = function (e) { e.stopPropagation(); if (e.key === "Enter") { run.onclick(); } };
                }
                input.setAttribute("aria-label", f.label);
                line.appendChild(input);
                return input;
            });
            var run = button(w.run, "lab-live-run");
            line.appendChild(run);
            run.onclick = function () { ask(request(inputs), "trace"); };
            if (solve && page) {
                var only = button(w.solveOnly, "lab-live-solve");
                only.title = w.solveTitle;
                line.appendChild(only);
                only.onclick = function () { ask(request(inputs), "solve"); };
            }
            root.appendChild(line);
        }
        form("lab-live-fifteen", [
            { cls: "lab-live-board", label: w.board, value: root.dataset.board || "8 1 0 4 7 2 6 5 3" },
            { cls: "lab-live-algo", label: w.algo, options: ["astar", "bfs", "ida", "ida-generic", "iddfs"] },
            { cls: "lab-live-heuristic", label: w.heuristic, options: ["manhattan", "misplaced", "linear-conflict", "pdb:44", "pdb:555", "pdb:663"] },
            { cls: "lab-live-goal", label: w.goal, options: ["standard", "blank-first", "spiral"] }
        ], function (i) {
            var words = { board: i[0].value, algo: i[1].value, goal: i[3].value };
            if (i[1].value !== "bfs" && i[1].value !== "iddfs") { words.heuristic = i[2].value; }
            return words;
        }, true);
        form("lab-live-bachet", [
            { cls: "lab-live-pile", label: w.pile, value: "13" },
            { cls: "lab-live-solver", label: w.algo, options: ["retrograde", "minimax"] }
        ], function (i) { return { pile: i[0].value, solver: i[1].value }; }, false);
        var controls = el("div", "lab-controls");
        var choice = null;
        if (engines.length > 1) {
            // both can answer: the reader picks, the page's own engine first
            controls.appendChild(el("span", "lab-live-engine-label", w.engine + ":"));
            choice = el("select", "lab-live-engine");
            choice.setAttribute("aria-label", w.engine);
            engines.forEach(function (e) {
                var o = el("option", "", e === "page" ? w.enginePage : w.engineServe);
                o.value = e;
                choice.appendChild(o);
            });
            controls.appendChild(choice);
            // the server traces; solving without a recording is the page engine's
            choice.onchange = function () {
                Array.prototype.forEach.call(root.querySelectorAll(".lab-live-solve"), function (b) { b.disabled = choice.value !== "page"; });
            };
        }
        controls.appendChild(cancel);
        root.appendChild(controls);
        root.appendChild(message);
        root.appendChild(player);
        cancel.onclick = function () { if (page) { page.cancel(); } };

        function shown(answer) {
            root.dataset.status = String(answer.status);
            if (answer.status === 2) {
                message.textContent = answer.error;
                player.textContent = "";  // the last run's player would seem to answer this request
                root.dataset.state = "refused";
                return;
            }
            var doc = answer.trace || answer.result;
            root.dataset.expanded = String(doc.expanded);
            root.dataset.generated = String(doc.generated);
            root.dataset.moves = doc.moves || "";
            var said = outcome(w, doc) + " (" + (answer.ms !== undefined ? w.took(answer.ms) + "; " : "") + w.answeredBy[answer.by] + ")";
            root.dataset.answeredBy = answer.by;
            message.textContent = said;
            if (answer.trace) {
                window.PuzzlelabPlayer.start(player, answer.trace);
                root.dataset.state = "traced";
            } else {
                player.textContent = "";
                player.appendChild(el("p", "lab-counters", w.counts(doc)));
                root.dataset.state = "solved";
            }
        }
        function ask(words, run) {
            words.lang = lang;
            message.textContent = "…";
            root.dataset.state = "waiting";
            if (page && (!choice || choice.value === "page")) {
                words.run = run;
                // a trace the player can step through: the server's size, not the command line's
                words["max-events"] = "200000";
                cancel.disabled = false;
                page.run(words, function (p) {
                    if (p.building) { message.textContent = w.building(p.building); }
                    else if (p.entries && p.filled !== undefined) {
                        message.textContent = w.building(null, Math.floor(100 * p.filled / p.entries));
                    } else if (p.built) { message.textContent = w.built(p.built, p.seconds); }
                }).then(function (answer) { answer.by = "page"; shown(answer); }, function (e) {
                    message.textContent = e.cancelled ? w.cancelled : String(e);
                    root.dataset.state = e.cancelled ? "cancelled" : "failed";
                }).then(function () { cancel.disabled = true; });
                return;
            }
            var kind = words.board !== undefined ? "fifteen" : "bachet";
            var query = Object.keys(words).map(function (k) { return k + "=" + encodeURIComponent(words[k]); }).join("&");
            var base = location.pathname.replace(/[^/]*$/, "").replace(/\/ru\/$/, "/");
            fetch(base + "api/trace/" + kind + "?" + query).then(function (answer) {
                return answer.text().then(function (text) { return { ok: answer.ok, status: answer.status, text: text }; });
            }).then(function (answer) {
                if (!answer.ok) {
                    var why = answer.text.trim();
                    try { why = JSON.parse(why).error || why; } catch (e) { /* a plain-text answer */ }
                    message.textContent = answer.status + ": " + why;
                    player.textContent = "";
                    root.dataset.state = "refused";
                    return;
                }
                shown({ status: 0, trace: JSON.parse(answer.text), by: "serve" });
            }).catch(function (e) { message.textContent = String(e); root.dataset.state = "failed"; });
        }
    }

    function start() {
        var lang = language(), w = WORDS[lang];
        var each = function (selector, make) { Array.prototype.forEach.call(document.querySelectorAll(selector), make); };
        each(".lab-puzzle", function (root) { new Puzzle(root, w); });
        each(".lab-bachet", function (root) { if (window.PUZZLELAB_BACHET) { new Bachet(root, window.PUZZLELAB_BACHET, w, lang); } });
        each(".lab-lookup", function (root) {
            var data = (window.PUZZLELAB_LOOKUPS || {})[root.dataset.lookup];
            if (data) { new Lookup(root, data, w); }
        });
        each(".lab-live", function (root) { new Live(root, w, lang); });
    }
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
    else { start(); }
})();
