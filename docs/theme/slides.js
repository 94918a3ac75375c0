// The slide deck's presenter (`puzzlelab slides`): one offline HTML file, every slide a
// <section class="slide"> inside #deck, laid out at 1280x720 and scaled to fit the window.
//
// Fragments: in a slide, the elements of class `fragment` are revealed in groups, one group per
// step. A group's key is the element's data-fragment-index (a number) when it has one; an
// element without it is a group of its own. Groups come in the order of their keys, numbers
// ascending; the elements without an index get keys after the largest explicit one, in document
// order. A stepped figure (.steps) stacks its .step figures in one place and shows only the
// latest one revealed.
//
// Keys: next → ↓ PageDown Space Enter n; previous ← ↑ PageUp Backspace p; Home, End; f full
// screen; s speaker view; b or . black screen; Escape closes the notes or the black screen, or
// gives the keys back to the deck from a lab player. A click on the right two thirds of the slide
// goes on, on the left third back; a swipe leftwards goes on, rightwards back. The address #/N/F
// names the slide (from 1) and how many of its groups are shown; #print-steps (or ?print-steps)
// prints one page per step. What the deck shows is on #deck (data-slide, data-fragment,
// data-ready) and in window.puzzlelabDeck, for the browser test. Plain JavaScript, no network:
// the deck works from file://.
(function () {
    "use strict";
    var deck = document.getElementById("deck");
    if (!deck || deck.dataset.ready) { return; }
    var WIDTH = 1280, HEIGHT = 720, SMALLEST_FIT = 0.7;
    var WORDS = {
        en: { notes: "Notes", now: "Now", next: "Next", end: "the end of the deck", slide: "slide", step: "step",
            elapsed: "elapsed", reset: "click to restart the clock", noNotes: "(no notes)", speaker: "Speaker view",
            close: "s or Esc closes the notes", nextStep: "the next step of this slide" },
        ru: { notes: "Заметки", now: "Сейчас", next: "Далее", end: "конец показа", slide: "слайд", step: "шаг",
            elapsed: "прошло", reset: "щёлкните, чтобы пустить часы заново", noNotes: "(заметок нет)",
            speaker: "Заметки докладчика", close: "s или Esc закрывает заметки", nextStep: "следующий шаг этого слайда" }
    };
    var root = document.documentElement;
    var w = WORDS[root.lang] || WORDS.en;
    var slides = Array.prototype.filter.call(deck.children, function (e) {
        return e.tagName === "SECTION" && e.classList.contains("slide");
    });
    if (!slides.length) { return; }
    var printSteps = /(^|[#&?])print-steps(&|$)/.test(location.hash) || /[?&]print-steps(&|=|$)/.test(location.search);
    var current = 0, shown = 0;

    function each(list, f) { Array.prototype.forEach.call(list, f); }
    function el(doc, tag, cls, text) {
        var e = doc.createElement(tag);
        if (cls) { e.className = cls; }
        if (text !== undefined) { e.textContent = text; }
        return e;
    }
    function inside(e, selector) { return !!(e && e.closest && e.closest(selector)); }

    // A slide's fragments in document order, its notes' own left out: the same list in a clone.
    function fragmentsOf(slide) {
        return Array.prototype.filter.call(slide.querySelectorAll(".fragment"), function (e) {
            return !inside(e, ".notes");
        });
    }
    // For each fragment (in fragmentsOf order) the number of its group, from 1; and the count.
    function grouping(slide) {
        var keyed = [], largest = 0, explicit = false;
        fragmentsOf(slide).forEach(function (e) {
            var index = e.getAttribute("data-fragment-index");
            var key = index !== null && index.trim() !== "" ? Number(index) : NaN;
            if (isFinite(key)) {
                largest = explicit ? Math.max(largest, key) : key;
                explicit = true;
            }
            keyed.push({ key: key });
        });
        var next = explicit ? largest : 0;
        keyed.forEach(function (k) { if (!isFinite(k.key)) { next += 1; k.key = next; } });
        var keys = keyed.map(function (k) { return k.key; })
            .sort(function (a, b) { return a - b; })
            .filter(function (key, i, all) { return i === 0 || key !== all[i - 1]; });
        var group = keyed.map(function (k) { return keys.indexOf(k.key) + 1; });
        return { group: group, count: keys.length };
    }
    var groups = slides.map(grouping);

    // Slide `slide` (the original or a clone) drawn with its first `count` groups shown.
    function draw(slide, index, count) {
        var group = groups[index].group;
        fragmentsOf(slide).forEach(function (e, i) {
            e.classList.toggle("visible", group[i] <= count);
        });
        each(slide.querySelectorAll(".steps"), function (box) {
            var latest = null;
            each(box.children, function (step) {
                if (!step.classList.contains("step")) { return; }
                if (!step.classList.contains("fragment") || step.classList.contains("visible")) { latest = step; }
            });
            each(box.children, function (step) { step.classList.toggle("shown", step === latest); });
        });
    }
    slides.forEach(function (slide, i) {
        slide.setAttribute("aria-roledescription", "slide");
        slide.setAttribute("aria-label", (i + 1) + " / " + slides.length);
        // a print of the whole deck shows each stepped figure's last step
        each(slide.querySelectorAll(".steps"), function (box) {
            var last = null;
            each(box.children, function (step) { if (step.classList.contains("step")) { last = step; } });
            if (last) { last.classList.add("step-last"); }
        });
    });

    // ---- the frame: progress bar, slide number, black screen ----
    var progress = el(document, "div", "deck-progress");
    var bar = el(document, "div", "deck-progress-bar");
    progress.appendChild(bar);
    progress.setAttribute("aria-hidden", "true");
    var number = el(document, "div", "deck-number");
    number.setAttribute("aria-live", "polite");
    deck.appendChild(progress);
    deck.appendChild(number);
    var black = el(document, "div", "deck-black");
    black.hidden = true;
    document.body.appendChild(black);
    var positions = slides.length + groups.reduce(function (sum, g) { return sum + g.count; }, 0);

    // Each slide's type made smaller (down to SMALLEST_FIT) until nothing sticks out of it: a
    // Russian paragraph is longer than its English one. The body is made smaller first, the
    // heading keeping its size; only when that is not enough, the heading too. The fit is on
    // the slide as data-fit.
    function fit(slide) {
        var all = Array.prototype.filter.call(slide.children, function (e) { return !e.classList.contains("notes"); });
        var body = all.filter(function (e) { return !/^H[1-3]$/.test(e.tagName); });
        var measuring = !slide.classList.contains("current");
        if (measuring) { slide.classList.add("measuring"); }
        var over = function () {
            return slide.scrollHeight > slide.clientHeight + 1 || slide.scrollWidth > slide.clientWidth + 1;
        };
        var shrink = function (parts) {
            all.forEach(function (e) { e.style.fontSize = ""; });
            var sizes = parts.map(function (e) { return parseFloat(getComputedStyle(e).fontSize) || 28; }), k = 1;
            while (over() && k > SMALLEST_FIT + 0.001) {
                k = Math.round((k - 0.05) * 100) / 100;
                parts.forEach(function (e, i) { e.style.fontSize = (sizes[i] * k) + "px"; });
            }
            return k;
        };
        var k = shrink(body.length ? body : all);
        if (over() && body.length && body.length < all.length) { k = shrink(all); }
        slide.dataset.fit = String(k);
        if (measuring) { slide.classList.remove("measuring"); }
        return k;
    }
    function fitAll() { return slides.map(fit).join(","); }

    // The deck scaled to the window, whole, centred.
    function layout() {
        var width = window.innerWidth || WIDTH, height = window.innerHeight || HEIGHT;
        var scale = Math.min(width / WIDTH, height / HEIGHT);
        var left = (width - WIDTH * scale) / 2, top = (height - HEIGHT * scale) / 2;
        deck.style.transform = "translate(" + left + "px, " + top + "px) scale(" + scale + ")";
    }

    // ---- every step a page: a clone of each slide for each of its states, printed instead ----
    var printPages = null;
    function expandForPrint() {
        if (printPages) { printPages.parentNode.removeChild(printPages); }
        printPages = el(document, "div", "print-pages");
        printPages.setAttribute("aria-hidden", "true");
        slides.forEach(function (slide, index) {
            for (var count = 0; count <= groups[index].count; count++) {
                var page = slide.cloneNode(true);
                draw(page, index, count);
                // a player is not printed (its .print-only figure is), and a clone must not start one
                each(page.querySelectorAll(".notes, .lab-player"), function (e) { e.parentNode.removeChild(e); });
                each(page.querySelectorAll("[id]"), function (e) { e.removeAttribute("id"); });
                page.classList.remove("current");
                page.classList.add("print-page");
                page.removeAttribute("aria-hidden");
                printPages.appendChild(page);
            }
        });
        deck.parentNode.insertBefore(printPages, deck.nextSibling);
    }
    function countPages() {
        root.dataset.pagesSlides = String(slides.length);
        root.dataset.pagesSteps = String(positions);
        root.dataset.pages = String(printSteps ? positions : slides.length);
    }

    // ---- moving ----
    function addressOf(index, count) { return "#/" + (index + 1) + "/" + count; }
    // The state an address names: [slide index, groups shown], or null when it names none.
    function readAddress(hash) {
        var m = /^#\/(\d+)(?:\/(\d+))?\/?$/.exec(hash || "");
        if (!m) { return null; }
        var index = parseInt(m[1], 10) - 1;
        if (index < 0 || index >= slides.length) { return null; }
        return [index, Math.min(m[2] ? parseInt(m[2], 10) : 0, groups[index].count)];
    }

    function show(index, count, keepAddress) {
        index = Math.max(0, Math.min(slides.length - 1, index));
        count = Math.max(0, Math.min(groups[index].count, count));
        var changed = index !== current;
        current = index;
        shown = count;
        slides.forEach(function (slide, i) {
            var on = i === index;
            slide.classList.toggle("current", on);
            if (on) { slide.removeAttribute("aria-hidden"); } else { slide.setAttribute("aria-hidden", "true"); }
        });
        draw(slides[index], index, count);
        // the keys come back to the deck when what had the focus goes out of sight
        var active = document.activeElement;
        if (changed && active && active !== document.body && deck.contains(active) && !slides[index].contains(active)) {
            active.blur();
        }
        deck.dataset.slide = String(index + 1);
        deck.dataset.fragment = String(count);
        number.textContent = (index + 1) + " / " + slides.length;
        var at = count;
        for (var i = 0; i < index; i++) { at += groups[i].count + 1; }
        bar.style.width = (positions > 1 ? 100 * at / (positions - 1) : 100) + "%";
        if (!keepAddress && location.hash !== addressOf(index, count)) {
            try { history.replaceState(history.state, "", addressOf(index, count)); } catch (e) { /* an address we may not set */ }
        }
        speakerFollow();
    }
    function next() {
        if (shown < groups[current].count) { show(current, shown + 1); }
        else if (current + 1 < slides.length) { show(current + 1, 0); }
    }
    function prev() {
        if (shown > 0) { show(current, shown - 1); }
        else if (current > 0) { show(current - 1, groups[current - 1].count); }
    }
    function first() { show(0, 0); }
    function last() { show(slides.length - 1, groups[slides.length - 1].count); }
    function fromAddress() {
        var state = readAddress(location.hash);
        if (state) { show(state[0], state[1]); }
        else { show(0, 0, printSteps); }  // a bad address opens slide 1; #print-steps stays
    }

    function toggleBlack(on) {
        black.hidden = on === undefined ? !black.hidden : !on;
    }
    function toggleFullscreen() {
        var doc = document;
        var full = doc.fullscreenElement || doc.webkitFullscreenElement;
        try {
            var done = full ? (doc.exitFullscreen || doc.webkitExitFullscreen).call(doc)
                : (root.requestFullscreen || root.webkitRequestFullscreen).call(root);
            if (done && done.catch) { done.catch(function () { /* refused: the window stays as it is */ }); }
        } catch (e) { /* no full screen here */ }
    }

    // ---- the speaker view: a window of its own, or the notes over the deck when pop-ups are blocked ----
    var speaker = null;  // { win, doc, started, timer } while the window is open
    var overlay = null;

    function notesOf(index) {
        var notes = slides[index].querySelector(".notes");
        return notes ? notes : null;
    }
    function fillNotes(doc, box, index) {
        box.innerHTML = "";
        var notes = notesOf(index);
        if (notes && notes.textContent.trim()) {
            each(notes.childNodes, function (n) { box.appendChild(doc.importNode(n, true)); });
        } else {
            box.appendChild(el(doc, "p", "speaker-none", w.noNotes));
        }
    }
    // A small copy of slide `index` with `count` groups shown, into `frame` (a box of `width` px).
    function preview(doc, frame, index, count, width) {
        frame.innerHTML = "";
        if (index === null) {
            frame.appendChild(el(doc, "div", "speaker-end", w.end));
            return;
        }
        var clone = doc.importNode(slides[index], true);
        draw(clone, index, count);
        each(clone.querySelectorAll(".notes"), function (e) { e.parentNode.removeChild(e); });
        each(clone.querySelectorAll("[id]"), function (e) { e.removeAttribute("id"); });
        clone.classList.remove("current");
        clone.removeAttribute("aria-hidden");
        clone.style.transform = "scale(" + (width / WIDTH) + ")";
        var stage = el(doc, "div", "speaker-stage");
        stage.style.width = width + "px";
        stage.style.height = Math.round(width * HEIGHT / WIDTH) + "px";
        stage.appendChild(clone);
        frame.appendChild(stage);
    }
    function clock(ms) {
        var s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
        var two = function (n) { return (n < 10 ? "0" : "") + n; };
        return (h ? h + ":" + two(m) : String(m)) + ":" + two(s % 60);
    }
    function tick() {
        if (!speaker) { return; }
        if (speaker.win.closed) { clearInterval(speaker.timer); speaker = null; return; }
        var e = speaker.doc.querySelector(".speaker-clock");
        if (e) { e.textContent = w.elapsed + " " + clock(Date.now() - speaker.started); }
    }
    function speakerFollow() {
        if (speaker) {
            if (speaker.win.closed) { clearInterval(speaker.timer); speaker = null; }
            else {
                var doc = speaker.doc, count = groups[current].count;
                doc.querySelector(".speaker-position").textContent = w.slide + " " + (current + 1) + " / " + slides.length +
                    " · " + w.step + " " + shown + " / " + count;
                preview(doc, doc.querySelector(".speaker-now"), current, shown, 640);
                var following = current + 1 < slides.length ? current + 1 : null;
                preview(doc, doc.querySelector(".speaker-next"), following, following === null ? 0 : groups[following].count, 400);
                doc.querySelector(".speaker-next-note").textContent = shown < count ? "→ " + w.nextStep : "";
                fillNotes(doc, doc.querySelector(".speaker-notes"), current);
                doc.body.dataset.slide = String(current + 1);
                doc.body.dataset.fragment = String(shown);
            }
        }
        if (overlay && !overlay.hidden) {
            overlay.querySelector(".deck-notes-position").textContent = (current + 1) + " / " + slides.length;
            fillNotes(document, overlay.querySelector(".deck-notes-text"), current);
        }
    }
    function openSpeaker() {
        if (speaker && !speaker.win.closed) { speaker.win.focus(); return; }
        if (overlay && !overlay.hidden) { overlay.hidden = true; return; }
        var win = null, doc = null;
        try {
            win = window.open("", "puzzlelab-notes", "width=1180,height=760");
            doc = win && win.document;
        } catch (e) { win = null; }
        if (!win || !doc) { showOverlay(); return; }
        doc.open();
        doc.write("<!doctype html><html><head><meta charset=\"utf-8\"><title></title></head><body></body></html>");
        doc.close();
        doc.documentElement.lang = root.lang;
        doc.title = w.speaker + " · " + document.title;
        // the deck's own styles (slides.css and puzzlelab.css), so the previews look as the slides do
        each(document.querySelectorAll("head style"), function (s) { doc.head.appendChild(doc.importNode(s, true)); });
        var body = doc.body;
        body.className = "puzzlelab-speaker" + (document.body.classList.contains("dark") ? " dark" : "");
        var top = el(doc, "div", "speaker-top");
        top.appendChild(el(doc, "span", "speaker-position"));
        var time = el(doc, "button", "speaker-clock");
        time.type = "button";
        time.title = w.reset;
        top.appendChild(time);
        body.appendChild(top);
        var views = el(doc, "div", "speaker-views");
        var now = el(doc, "div", "speaker-column");
        now.appendChild(el(doc, "div", "speaker-label", w.now));
        now.appendChild(el(doc, "div", "speaker-now"));
        var later = el(doc, "div", "speaker-column");
        later.appendChild(el(doc, "div", "speaker-label", w.next));
        later.appendChild(el(doc, "div", "speaker-next"));
        later.appendChild(el(doc, "div", "speaker-next-note"));
        views.appendChild(now);
        views.appendChild(later);
        body.appendChild(views);
        body.appendChild(el(doc, "div", "speaker-label", w.notes));
        body.appendChild(el(doc, "div", "speaker-notes"));
        speaker = { win: win, doc: doc, started: Date.now(), timer: setInterval(tick, 1000) };
        time.onclick = function () { speaker.started = Date.now(); tick(); };
        doc.addEventListener("keydown", function (e) { onKey(e, true); });
        win.addEventListener("beforeunload", function () { if (speaker && speaker.win === win) { clearInterval(speaker.timer); speaker = null; } });
        tick();
        speakerFollow();
    }
    function showOverlay() {
        if (!overlay) {
            overlay = el(document, "div", "deck-notes");
            var head = el(document, "div", "deck-notes-head");
            head.appendChild(el(document, "span", "deck-notes-position"));
            head.appendChild(el(document, "span", "deck-notes-close", w.close));
            overlay.appendChild(head);
            overlay.appendChild(el(document, "div", "deck-notes-text"));
            document.body.appendChild(overlay);
        }
        overlay.hidden = false;
        speakerFollow();
    }
    // What the speaker view shows, for the browser test.
    function speakerState() {
        if (speaker && !speaker.win.closed) {
            return { mode: "window", slide: Number(speaker.doc.body.dataset.slide), fragment: Number(speaker.doc.body.dataset.fragment),
                notes: speaker.doc.querySelector(".speaker-notes").textContent.trim(),
                previews: speaker.doc.querySelectorAll(".speaker-stage > .slide").length };
        }
        if (overlay && !overlay.hidden) {
            return { mode: "overlay", slide: current + 1, fragment: shown,
                notes: overlay.querySelector(".deck-notes-text").textContent.trim(), previews: 0 };
        }
        return { mode: null };
    }
    function closeSpeaker() {
        if (speaker && !speaker.win.closed) { speaker.win.close(); }
        if (speaker) { clearInterval(speaker.timer); }
        speaker = null;
        if (overlay) { overlay.hidden = true; }
    }

    // ---- keys and clicks ----
    var NEXT = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, " ": 1, Spacebar: 1, Enter: 1, n: 1, N: 1 };
    var PREV = { ArrowLeft: 1, ArrowUp: 1, PageUp: 1, Backspace: 1, p: 1, P: 1 };
    var TYPING = "input, textarea, select, [contenteditable]:not([contenteditable=\"false\"])";

    function onKey(e, fromSpeaker) {
        if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) { return; }
        var target = e.target;
        if (inside(target, ".lab-player")) {
            // the player steps itself with the arrows; Escape gives the keys back to the deck
            if (e.key === "Escape") { target.blur(); }
            return;
        }
        if (inside(target, TYPING) || target.isContentEditable) { return; }
        // Enter and Space on a focused button or link press it, they do not turn the slide
        if ((e.key === "Enter" || e.key === " ") && inside(target, "button, a[href], summary")) { return; }
        var key = e.key, act = null;
        if (NEXT[key]) { act = next; }
        else if (PREV[key]) { act = prev; }
        else if (key === "Home") { act = first; }
        else if (key === "End") { act = last; }
        else if ((key === "f" || key === "F") && !fromSpeaker) { act = toggleFullscreen; }
        else if ((key === "s" || key === "S") && !fromSpeaker) { act = openSpeaker; }
        else if (key === "b" || key === "B" || key === ".") { act = function () { toggleBlack(); }; }
        else if (key === "Escape") {
            act = function () { toggleBlack(false); if (overlay) { overlay.hidden = true; } };
        }
        if (act) {
            e.preventDefault();
            act();
        }
    }
    document.addEventListener("keydown", function (e) { onKey(e, false); });
    document.addEventListener("click", function (e) {
        if (e.button !== 0 || e.defaultPrevented) { return; }
        var target = e.target;
        if (target === black) { toggleBlack(false); return; }
        if (inside(target, ".lab-player, a, button, input, select, textarea, label, summary, [contenteditable], .deck-notes")) { return; }
        var selection = window.getSelection && window.getSelection();
        if (selection && !selection.isCollapsed && String(selection).trim()) { return; }  // text being selected
        var box = deck.getBoundingClientRect();
        if (e.clientX - box.left < box.width / 3) { prev(); } else { next(); }
    });
    // a finger swiped across the slide: leftwards goes on, rightwards back
    var touch = null;
    document.addEventListener("touchstart", function (e) {
        touch = e.touches.length === 1 && !inside(e.target, ".lab-player") ? [e.touches[0].clientX, e.touches[0].clientY] : null;
    }, { passive: true });
    document.addEventListener("touchend", function (e) {
        if (!touch || !e.changedTouches.length) { return; }
        var dx = e.changedTouches[0].clientX - touch[0], dy = e.changedTouches[0].clientY - touch[1];
        touch = null;
        if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) {
            e.preventDefault();  // no click after the swipe
            if (dx < 0) { next(); } else { prev(); }
        }
    });
    window.addEventListener("resize", layout);
    window.addEventListener("hashchange", fromAddress);
    window.addEventListener("load", function () {
        // the figures are decoded now and the players started: fit again, and the pages again if it changed
        var before = slides.map(function (s) { return s.dataset.fit; }).join(",");
        if (fitAll() !== before && printSteps) { expandForPrint(); }
        layout();
    });

    // ---- start ----
    document.body.classList.add("deck-js");
    fitAll();
    if (printSteps) {
        root.classList.add("print-steps");
        expandForPrint();
    }
    countPages();
    layout();
    fromAddress();
    window.puzzlelabDeck = {
        next: next, prev: prev,
        go: function (slide, fragment) { show((slide || 1) - 1, fragment || 0); },
        state: function () {
            return { slide: current + 1, fragment: shown, slides: slides.length,
                fragments: groups.map(function (g) { return g.count; }) };
        },
        speaker: speakerState, closeSpeaker: closeSpeaker
    };
    deck.dataset.ready = "1";
})();
