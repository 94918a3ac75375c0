// The embeddable player (embed.html): one recorded run, alone on its page, for a teacher's own
// page, a course or a slide to show in an <iframe>. Nothing is recorded in advance: the address
// says which run, in the command line's words (board, algo, heuristic, goal, pile, solver,
// max-take, misere, normal, max-nodes, timeout, ...: the flags without their dashes), the
// page's engine (theme/engine.js, the solvers in WebAssembly) records it here, and the lab's
// player (theme/player.js) plays it. So any board or pile can be shown, and what is shown is
// what `puzzlelab fifteen trace` or `bachet trace` records for the same words. The address
// also says how to show it: lang (en or ru), from (the event it opens at), to (the event Play
// stops at), speed (the player's slider, 1 to 50), autoplay=1, and panels (the parts shown, by
// name). It runs from file:// with no network, like the rest of the site: the engine comes as a
// script (engine-wasm.js), and the page loads the lab's scripts from lab/ under their own
// names (mdBook gives its copies in theme/ hashed names, which a page outside the book cannot
// know). What the page is doing is on its root's dataset (data-state, data-at, data-total),
// for the browser test and for a page that looks inside the frame.
(function () {
    "use strict";
    var root = document.getElementById("puzzlelab-embed");
    if (!root) { return; }  // not embed.html: nothing to do

    var WORDS = {
        en: {
            title: "puzzlelab: a recorded search",
            loading: "Running the search in this page…",
            noEngine: "This copy of the puzzlelab site was built without the page's engine (WebAssembly), so it cannot run a search here. The lesson pages still play their recorded runs.",
            failed: "The page's engine failed: ",
            limit: "A limit stopped the search: the recording plays up to it.",
            truncated: function (n) { return "The recording holds the first " + n + " events; the search went on past them."; },
            hint: "Say in the address what to run, for example embed.html?board=8+1+0+4+7+2+6+5+3&algo=astar&heuristic=manhattan or embed.html?pile=21.",
            building: function (tiles, percent) { return tiles ? "building the pattern database of tiles " + tiles.join(" ") + "…" : "building the pattern database: " + percent + "%"; },
            built: function (tiles, s) { return "built the database of tiles " + tiles.join(" ") + " in " + s.toFixed(2) + " s"; },
            algo: { bfs: "Breadth-first search", astar: "A*", ida: "IDA*", "ida-generic": "IDA* (generic)",
                iddfs: "Iterative deepening", retrograde: "retrograde analysis", minimax: "minimax" },
            heuristic: { manhattan: "Manhattan distance", misplaced: "misplaced tiles", "linear-conflict": "linear conflicts",
                pdb: "pattern databases " },
            game: function (pile) { return "Bachet's game, pile " + pile; },
            takes: function (k) { return "take 1 to " + k; },
            lastWins: "whoever takes the last one wins"
        },
        ru: {
            title: "puzzlelab: записанный поиск",
            loading: "Поиск идёт прямо в этой странице…",
            noEngine: "Эта копия сайта puzzlelab собрана без движка страницы (WebAssembly), поэтому запустить поиск здесь нельзя. Записанные прогоны на страницах уроков по-прежнему проигрываются.",
            failed: "Движок страницы не справился: ",
            limit: "Поиск остановлен ограничением: запись проигрывается до этого места.",
            truncated: function (n) { return "В записи только " + plural(n, "первое", "первые", "первые") + " " + n + " " + plural(n, "событие", "события", "событий") + "; поиск шёл и дальше."; },
            hint: "Укажите в адресе, что запустить, например embed.html?board=8+1+0+4+7+2+6+5+3&algo=astar&heuristic=manhattan или embed.html?pile=21.",
            building: function (tiles, percent) { return tiles ? "строится база образцов для фишек " + tiles.join(" ") + "…" : "строится база образцов: " + percent + "%"; },
            built: function (tiles, s) { return "база для фишек " + tiles.join(" ") + " построена за " + s.toFixed(2).replace(".", ",") + " с"; },
            algo: { bfs: "Поиск в ширину", astar: "A*", ida: "IDA*", "ida-generic": "IDA* (обобщённый)",
                iddfs: "Итеративное углубление", retrograde: "ретроградный анализ", minimax: "минимакс" },
            heuristic: { manhattan: "манхэттенское расстояние", misplaced: "фишки не на месте", "linear-conflict": "линейные конфликты",
                pdb: "базы образцов " },
            game: function (pile) { return "Игра Баше, кучка " + pile; },
            takes: function (k) { return "брать от 1 до " + k; },
            lastWins: "взявший последний выигрывает"
        }
    };
    // The parts of the player a URL can show (panels=...); "embed", the player's own
    // "Embed this", is left out unless named.
    var PANELS = ["title", "controls", "code", "board", "counters", "open", "closed", "tree", "piles", "say"];
    // The address's words that are the page's own; every other word is the engine's.
    var OWN = { lang: true, from: true, to: true, speed: true, panels: true, autoplay: true, run: true };
    var FLAGS = { misere: true, normal: true };

    function plural(n, one, few, many) {
        var ten = n % 10, hundred = n % 100;
        if (ten === 1 && hundred !== 11) { return one; }
        if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) { return few; }
        return many;
    }
    // The address's words, in order: "a=1&b=x+y" gives {a: "1", b: "x y"}; a bare word is "".
    function query(search) {
        var words = {};
        search.replace(/^\?/, "").split("&").forEach(function (part) {
            if (!part) { return; }
            var eq = part.indexOf("="), key = eq < 0 ? part : part.slice(0, eq), value = eq < 0 ? "" : part.slice(eq + 1);
            var decode = function (t) { try { return decodeURIComponent(t.replace(/\+/g, " ")); } catch (e) { return t; } };
            words[decode(key)] = decode(value);
        });
        return words;
    }
    function yes(value) { return !/^(0|false|no|off)$/i.test(String(value).trim()); }
    function count(value) { var n = parseInt(value, 10); return isNaN(n) ? null : Math.max(0, n); }

    var words = query(window.location.search);
    var lang = words.lang === "ru" || words.lang === "en" ? words.lang : (document.documentElement.lang === "ru" ? "ru" : "en");
    var w = WORDS[lang];
    document.documentElement.lang = lang;  // the player takes its words from the page's language
    document.title = w.title;
    root.dataset.lang = lang;

    var caption = root.querySelector(".lab-embed-caption");
    var message = root.querySelector(".lab-embed-message");
    var player = root.querySelector(".lab-player");
    var shown = {};
    (words.panels !== undefined ? words.panels.split(",") : PANELS).forEach(function (p) { shown[p.trim()] = true; });
    root.dataset.panels = Object.keys(shown).join(",");

    function say(state, text) {
        root.dataset.state = state;
        message.textContent = text || "";
        message.hidden = !text;
    }
    // The parts the address did not name, hidden.
    function hide() {
        Array.prototype.forEach.call(root.querySelectorAll("[data-panel]"), function (part) {
            if (!shown[part.dataset.panel]) { part.style.display = "none"; }
        });
    }
    // What is shown, in a line: the algorithm and heuristic and the board, or the game and pile.
    function title(trace) {
        if (trace.game) {
            var rules = [];
            if (trace.rules && trace.rules.max_take !== 3) { rules.push(w.takes(trace.rules.max_take)); }
            if (trace.rules && !trace.rules.misere) { rules.push(w.lastWins); }
            return w.game(trace.pile) + (rules.length ? " (" + rules.join(", ") + ")" : "") + ": " + (w.algo[trace.algorithm] || trace.algorithm);
        }
        var h = trace.heuristic, named = !h ? "" : w.heuristic[h] || (h.indexOf("pdb:") === 0 ? w.heuristic.pdb + h.slice(4) : h);
        return (w.algo[trace.algorithm] || trace.algorithm) + (named ? ", " + named : "") + ": " + trace.board;
    }

    var request = { run: "trace", "max-events": "200000" };
    Object.keys(words).forEach(function (k) {
        if (OWN[k]) { return; }
        request[k] = FLAGS[k] ? yes(words[k]) : words[k];
    });
    request.lang = lang;

    if (!(window.PuzzlelabEngine && window.PuzzlelabEngine.available())) {
        say("noengine", w.noEngine);
        return;
    }
    say("loading", w.loading);
    window.PuzzlelabEngine.make().run(request, function (p) {
        if (p.building) { message.textContent = w.building(p.building); }
        else if (p.entries && p.filled !== undefined) { message.textContent = w.building(null, Math.floor(100 * p.filled / p.entries)); }
        else if (p.built) { message.textContent = w.built(p.built, p.seconds); }
    }).then(function (answer) {
        if (answer.status === 2 || !answer.trace) {
            var asked = words.board !== undefined || words.pile !== undefined;
            say(answer.status === 2 ? "refused" : "failed", (answer.error || w.failed + answer.status) + (asked ? "" : "\n" + w.hint));
            return;
        }
        var trace = answer.trace, notes = [];
        if (answer.status === 3 && trace.status === "limit") { notes.push(w.limit); }
        if (trace.truncated) { notes.push(w.truncated(trace.events.length)); }
        caption.textContent = title(trace);
        root.dataset.total = String(trace.events.length);
        root.dataset.ms = String(Math.round(answer.ms || 0));
        window.PuzzlelabPlayer.start(player, trace, {
            lang: lang,
            at: count(words.from) || 0,
            stop: words.to !== undefined ? count(words.to) : null,
            speed: count(words.speed),
            play: words.autoplay !== undefined && yes(words.autoplay),
            step: function (at, total) { root.dataset.at = String(at); root.dataset.total = String(total); }
        });
        hide();
        say("playing", notes.join(" "));
    }, function (e) {
        say("failed", w.failed + (e && e.message ? e.message : String(e)));
    });
})();
