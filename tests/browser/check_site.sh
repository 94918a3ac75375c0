#!/usr/bin/env bash
# The browser test of the docs site: headless Chromium opens every page of output/site/ (served on
# 127.0.0.1), and the test fails on a broken image, a broken link or anchor, or a missing figure
# (an <img> whose file is not there), a lesson figure outside a lesson step or gathered in a
# section of its own, a lesson figure shown smaller than its width or the page's (the renderer's
# PAGE_WIDTH), and a page missing in one of the two languages. It saves a screenshot of
# every lesson page in both languages in output/screenshots/. Build the site first:
# cargo xtask docs.
#
#   tests/browser/check_site.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
site=output/site
shots=output/screenshots
[ -f "$site/index.html" ] || { echo "no site in $site: run cargo xtask docs first" >&2; exit 2; }
chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || { echo "chromium is not installed (apt-get install -y chromium)" >&2; exit 2; }
mkdir -p "$shots"

profile=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >"$profile/server.log" 2>&1 &
server=$!
cleanup() { kill "$server" 2>/dev/null || true; rm -rf "$profile" "$site/__check_site.html" "$site/__check_site.js"; }
trap cleanup EXIT
for _ in $(seq 50); do
    curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break
    python3 -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
    sleep 0.1
done

# The pages: every HTML file but mdBook's helpers (print.html repeats every page; toc.html is
# the sidebar; 404.html is the error page) and the embeddable player (embed.html: the player
# alone, for an iframe, with no book around it; drive_player.py checks it).
pages=$(cd "$site" && find . -name '*.html' ! -name print.html ! -name toc.html ! -name 404.html \
    ! -name embed.html ! -name '__check_site.html' | sed 's#^\./##' | sort)
count=$(echo "$pages" | wc -l)
# the width a page shows a figure at, as the renderer lays figures out for it
page_width=$(sed -n 's/^pub const PAGE_WIDTH: u32 = \([0-9]*\);/\1/p' crates/render/src/output.rs)
[ -n "$page_width" ] || { echo "PAGE_WIDTH not found in crates/render/src/output.rs" >&2; exit 2; }
{
    echo '<!doctype html><html><head><meta charset="utf-8"><title>check</title></head><body>'
    echo '<pre id="report">running</pre><iframe id="frame" width="1200" height="800"></iframe>'
    echo "<script>window.PAGE_WIDTH = $page_width;</script>"
    echo '<script>window.SITE_PAGES = ['
    echo "$pages" | sed 's/.*/"&",/'
    echo '];</script><script src="__check_site.js"></script></body></html>'
} >"$site/__check_site.html"
cp tests/browser/check_site.js "$site/__check_site.js"

flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
    --disable-background-networking --disable-component-update --disable-sync
    --user-data-dir="$profile/chromium" --hide-scrollbars)
echo "== checking $count pages in $chromium"
"$chromium" "${flags[@]}" --virtual-time-budget=120000 --dump-dom \
    "http://127.0.0.1:$port/__check_site.html" 2>"$profile/chromium.log" >"$profile/dom.html" || true
report=$(python3 -c "
import html, re, sys
dom = open(sys.argv[1], encoding='utf-8').read()
m = re.search(r'<pre id=\"report\">(.*?)</pre>', dom, re.S)
print(html.unescape(m.group(1)) if m else 'no report: the harness did not run')
" "$profile/dom.html")
echo "$report"

# Every figure `puzzlelab figures` listed must be shown on some page (and the harness above
# proved that every image shown loads).
missing=0
for dir in figures figures-ru; do
    [ -f "output/$dir/index.md" ] || continue
    for file in $(sed -n 's/^- \[`\([^`]*\)`\].*/\1/p' "output/$dir/index.md"); do
        if ! grep -rqF "$dir/$file\"" "$site" --include='*.html'; then
            echo "FAIL missing figure: $dir/$file (in output/$dir/index.md, on no page)"
            missing=$((missing + 1))
        fi
    done
done

echo "== screenshots of every lesson page, in both languages"
for lesson in fifteen search sat bachet; do
    for lang in en ru; do
        page="$lesson.html" shot="$lesson"
        [ "$lang" = ru ] && page="ru/$lesson.html" shot="$lesson-ru"
        "$chromium" "${flags[@]}" --window-size=1280,2000 --screenshot="$shots/$shot.png" \
            "http://127.0.0.1:$port/$page" 2>>"$profile/chromium.log" >/dev/null || true
        [ -s "$shots/$shot.png" ] || { echo "FAIL no screenshot $shots/$shot.png"; exit 1; }
        echo "saved $shots/$shot.png"
    done
done

echo "$report" | grep -qx "SITE OK" || exit 1
[ "$missing" = 0 ] || exit 1
[ "$(echo "$report" | grep -c '^checked')" = 1 ] || exit 1
echo "browser test: $count pages passed"
