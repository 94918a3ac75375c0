// The browser test's harness page: loads every page of the site in an iframe, waits for its
// scripts, then checks every image (loaded, non-zero size) and every link inside the site
// (fetched: must answer 200, and a #fragment must name an element of the target page).
// The report goes into <pre id="report">, which check_site.sh reads from Chromium's DOM dump.
(async function () {
    "use strict";
    const report = document.getElementById("report");
    const lines = [];
    const pages = window.SITE_PAGES;
    const frame = document.getElementById("frame");
    const linkStatus = new Map();
    const docs = new Map();
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

    async function load(url) {
        await new Promise((resolve) => {
            frame.onload = resolve;
            frame.src = url;
        });
        await sleep(200);
        return frame.contentDocument;
    }
    async function status(url) {
        if (!linkStatus.has(url)) {
            try {
                const response = await fetch(url);
                linkStatus.set(url, response.status);
            } catch (e) {
                linkStatus.set(url, "error " + e);
            }
        }
        return linkStatus.get(url);
    }

    let images = 0, links = 0, failures = 0;
    const fail = (line) => { failures += 1; lines.push("FAIL " + line); };
    const fragments = [];
    for (const page of pages) {
        const url = new URL(page, window.location.href).href;
        const doc = await load(url);
        if (!doc || !doc.body) { fail("page " + page + " did not load"); continue; }
        docs.set(url, new Set(Array.from(doc.querySelectorAll("[id]"), (e) => e.id)));
        if (doc.body.textContent.includes("{{#include")) fail("page " + page + " has an unresolved include");
        if (!doc.querySelector("a.lang-switch")) fail("page " + page + " has no language switch");
        // a lesson's figures stand at the steps they illustrate, never in a section of their own
        const headings = Array.from(doc.querySelectorAll("main h2"));
        for (const h of headings) {
            if (/^(Figures|Рисунки)$/.test(h.textContent.trim())) fail("page " + page + " gathers figures in a section: " + h.textContent);
        }
        for (const figure of doc.querySelectorAll("figure.lesson-figure")) {
            const before = headings.filter((h) => h.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING);
            const step = before.length ? before[before.length - 1].textContent.trim() : "";
            if (!/^(Step|Шаг) \d+/.test(step)) fail("a figure on " + page + " is outside a lesson step (under '" + step + "'): " + figure.querySelector("img").getAttribute("src"));
        }
        for (const img of doc.querySelectorAll("img")) {
            images += 1;
            if (!img.complete) await new Promise((r) => { img.onload = r; img.onerror = r; setTimeout(r, 3000); });
            if (!img.complete || img.naturalWidth === 0) fail("broken image on " + page + ": " + img.getAttribute("src"));
        }
        // a lesson figure is shown at its own width, or at the page's (PAGE_WIDTH, the width the
        // renderer lays its text out for) when it is wider: never smaller, so its text stays
        // as large as the renderer's test measured it
        for (const img of doc.querySelectorAll("figure.lesson-figure img")) {
            const expected = Math.min(img.naturalWidth, window.PAGE_WIDTH);
            if (img.naturalWidth > 0 && Math.abs(img.clientWidth - expected) > 2) {
                fail("a figure on " + page + " is shown " + img.clientWidth + " px wide, not " + expected + ": " + img.getAttribute("src"));
            }
        }
        for (const a of doc.querySelectorAll("a[href]")) {
            const target = new URL(a.getAttribute("href"), url);
            if (target.origin !== window.location.origin) continue;
            links += 1;
            const bare = target.href.split("#")[0];
            const code = await status(bare);
            if (code !== 200) fail("broken link on " + page + ": " + a.getAttribute("href") + " (" + code + ")");
            else if (target.hash.length > 1) fragments.push([page, a.getAttribute("href"), bare, decodeURIComponent(target.hash.slice(1))]);
        }
    }
    // every page in both languages: X.html and ru/X.html
    const listed = new Set(pages);
    for (const page of pages) {
        const twin = page.startsWith("ru/") ? page.slice(3) : "ru/" + page;
        if (!listed.has(twin)) fail("page " + page + " has no " + (page.startsWith("ru/") ? "English" : "Russian") + " twin " + twin);
    }
    for (const [page, href, bare, id] of fragments) {
        if (!docs.has(bare)) continue; // a page outside the list (e.g. print.html): the file exists
        if (!docs.get(bare).has(id)) fail("broken anchor on " + page + ": " + href);
    }
    lines.push("checked " + pages.length + " pages, " + images + " images, " + links + " links: " + failures + " failures");
    lines.push(failures === 0 ? "SITE OK" : "SITE BROKEN");
    report.textContent = lines.join("\n");
})();
