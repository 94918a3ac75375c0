#!/usr/bin/env bash
# Builds the docs site into output/site/ (the lessons in English at the root, in Russian in ru/).
#
#   docs/build.sh            then open output/site/index.html
#
# Set-up is part of the command: mdbook is installed with `cargo install mdbook --locked` when it
# is missing (a few minutes, once). The figures come from `puzzlelab figures` when the program
# has that command; the transcripts and numbers the pages include from `puzzlelab docs generate`.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$HOME/.cargo/bin:$PATH"
if ! command -v mdbook >/dev/null 2>&1; then
    echo "== installing mdbook (once)"
    # Only the search feature: serve and watch bring a web server the build does not need.
    cargo install mdbook --locked --no-default-features --features search
fi

echo "== building puzzlelab"
cargo build --quiet --bins --examples
puzzlelab=target/debug/puzzlelab

if "$puzzlelab" --help | grep -qE '^  figures '; then
    echo "== rendering the figures (puzzlelab figures)"
    "$puzzlelab" figures --out output/figures --quiet
    "$puzzlelab" figures --out output/figures-ru --lang ru --quiet
fi

echo "== writing the pages' generated parts (puzzlelab docs generate)"
"$puzzlelab" docs generate --out output/generated --figures output/figures --figures-ru output/figures-ru

echo "== building the site"
rm -rf output/site
mdbook build docs -d "$PWD/output/site"
mdbook build docs/ru -d "$PWD/output/site/ru"
for dir in figures figures-ru; do
    if [ -d "output/$dir" ]; then
        cp -r "output/$dir" "output/site/$dir"
    fi
done
echo "the site is in output/site/: open output/site/index.html"
