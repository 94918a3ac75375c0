// The language switch: a link in the menu bar to the same page in the other language.
// The English book is the site's root; the Russian one lives in ru/. Pages with no Russian
// version (the CLI reference, the statistics, the assignments) switch to the Russian book's
// start page. `path_to_root` is set by mdBook on every page.
(function () {
    "use strict";
    var RU_PAGES = ["index.html", "introduction.html", "fifteen.html", "search.html", "sat.html", "bachet.html", "figures.html"];
    var isRu = document.documentElement.lang === "ru";
    var bookRoot = new URL(path_to_root, window.location.href);
    var page = window.location.pathname.slice(bookRoot.pathname.length) || "index.html";
    var target;
    if (isRu) {
        target = new URL("../" + page, bookRoot);
    } else {
        target = new URL("ru/" + (RU_PAGES.indexOf(page) >= 0 ? page : "index.html"), bookRoot);
    }
    var link = document.createElement("a");
    link.className = "lang-switch";
    link.href = target.href;
    link.textContent = isRu ? "English" : "Русский";
    link.title = isRu ? "Read this page in English" : "Читать по-русски";
    link.setAttribute("hreflang", isRu ? "en" : "ru");
    var buttons = document.querySelector(".right-buttons") || document.querySelector("#menu-bar");
    if (buttons) {
        buttons.insertBefore(link, buttons.firstChild);
    }
})();
