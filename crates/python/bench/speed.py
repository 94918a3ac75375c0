"""How fast puzzlelab is from Python, measured against two peers in the same run.

(a) Korf's 15-puzzles solved by IDA* through ``puzzlelab.solve`` and through the command line
    (``puzzlelab fifteen solve --json``) with the same heuristic: the binding's cost over the
    compiled program, per instance and in all.
(b) A* written in pure Python, the textbook's (aima3's ``astar_search`` on
    ``puzzlelab.aima.SlidingPuzzle``) and a plain one with ``heapq``, against
    ``puzzlelab.solve(algo="astar")`` on ten seeded 8-puzzles and ten seeded 15-puzzles.

Run from anywhere, with the package installed:

    python crates/python/bench/speed.py                   # both parts, a few minutes
    python crates/python/bench/speed.py --quick           # a few instances of each, seconds
    python crates/python/bench/speed.py --cli target/release/puzzlelab --heuristic pdb:663

The Korf instances taken are those Korf's own IDA* with the Manhattan distance solved in
fewer than ten million generated nodes (25 of the 100): each takes IDA* with the linear
conflict heuristic well under a second. The boards of (b) are random walks from the goal
made by ``Board.shuffle`` from fixed seeds, long enough to need real search and short enough
for pure Python to finish each in seconds.
"""

import argparse
import heapq
import itertools
import json
import os
import pathlib
import subprocess
import sys
import time

import puzzlelab
from puzzlelab.aima import SlidingPuzzle

CRATES = pathlib.Path(__file__).resolve().parents[2]
ROOT = CRATES.parent
KORF100 = CRATES / "solvers" / "src" / "pdb" / "korf100.txt"

EASY_KORF_NODES = 10_000_000
"""An instance is taken when Korf's IDA* (Manhattan) generated fewer nodes than this."""

# (size, seed of the first board, walk length): ten boards each, seeds first..first+9
SMALL = ("3x3", 800, 40)
LARGE = ("4x4", 1500, 30)


def korf_instances(quick):
    """The easy Korf instances as (number, optimal length, board line), easiest first."""
    taken = []
    for line in KORF100.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        head, tiles = line.split("|")
        number, optimal, nodes = (int(x) for x in head.split())
        if nodes < EASY_KORF_NODES:
            taken.append((nodes, number, optimal, tiles.strip()))
    taken.sort()
    return [(number, optimal, tiles) for _, number, optimal, tiles in taken[: 3 if quick else None]]


def command_line(given):
    """The puzzlelab binary: ``given``, $PUZZLELAB_CLI, or target/release then target/debug."""
    if given or os.environ.get("PUZZLELAB_CLI"):
        return pathlib.Path(given or os.environ["PUZZLELAB_CLI"])
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    for profile in ("release", "debug"):
        if (target / profile / "puzzlelab").is_file():
            return target / profile / "puzzlelab"
    return None


def timed(run):
    """``run()``'s value and the wall time it took, in seconds."""
    start = time.perf_counter()
    value = run()
    return value, time.perf_counter() - start


def korf_part(cli, heuristic, pdb_dir, quick):
    """Part (a): each easy Korf instance solved from Python and by the command line."""
    print(f"(a) Korf's 15-puzzles (blank-first goal), IDA* with {heuristic}: Python vs {cli}")
    words = ["--algo", "ida", "--heuristic", heuristic, "--goal", "blank-first"]
    if pdb_dir:
        words += ["--pdb-dir", str(pdb_dir)]
    # the pattern databases are built once per process: built here, outside the timings
    puzzlelab.solve(puzzlelab.lessons.KORF_79, "ida", heuristic, "blank-first", pdb_dir=pdb_dir)
    print(f"{'#':>4} {'moves':>5} {'py search':>10} {'py call':>9} {'cli search':>10} "
          f"{'cli run':>9} {'call/run':>8}")
    totals = [0.0, 0.0, 0.0, 0.0]
    for number, optimal, tiles in korf_instances(quick):
        ours, call = timed(lambda: puzzlelab.solve(
            tiles, "ida", heuristic, "blank-first", pdb_dir=pdb_dir))
        done, run = timed(lambda: subprocess.run(
            [str(cli), "fifteen", "solve", "--json", "--quiet", *words, tiles],
            capture_output=True, text=True, check=True))
        theirs = json.loads(done.stdout)
        if not ours["length"] == theirs["length"] == optimal:
            sys.exit(f"instance {number}: lengths {ours['length']}, {theirs['length']}, "
                     f"Korf's {optimal}")
        row = [ours["seconds"], call, theirs["seconds"], run]
        totals = [t + x for t, x in zip(totals, row)]
        print(f"{number:>4} {optimal:>5} {row[0]:>10.3f} {row[1]:>9.3f} {row[2]:>10.3f} "
              f"{row[3]:>9.3f} {row[1] / row[3]:>8.2f}")
    print(f"{'all':>4} {'':>5} {totals[0]:>10.3f} {totals[1]:>9.3f} {totals[2]:>10.3f} "
          f"{totals[3]:>9.3f} {totals[1] / totals[3]:>8.2f}")
    print("search: the seconds the search reported; call: puzzlelab.solve's wall time;")
    print("run: the command's wall time, the process started and ended included\n")


def heapq_astar(problem):
    """A plain A* in pure Python: a heap of (f, -g, -order), positions closed when they come
    out; the moves of a shortest solution."""
    order = itertools.count()
    start = problem.initial
    frontier = [(problem.h(start), 0, 0, "", start)]  # (f, -g, -order, moves, state)
    closed = set()
    while frontier:
        *_, moves, state = heapq.heappop(frontier)
        if state in closed:
            continue
        closed.add(state)
        if problem.goal_test(state):
            return moves
        g = len(moves) + 1  # the children's cost
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in closed:
                item = (g + problem.h(child), -g, -next(order), moves + action, child)
                heapq.heappush(frontier, item)
    return None


def textbook_part(quick):
    """Part (b): pure-Python A* (aima3's, a heapq one) against puzzlelab.solve's A*."""
    try:
        from aima3.search import astar_search
    except ImportError:
        astar_search = None
        print("(aima3 is not installed: `pip install --no-deps aima3` adds its column)")
    print("(b) A* in pure Python vs puzzlelab.solve(algo='astar'), Manhattan distance")
    print(f"{'board':>12} {'moves':>5} {'aima3':>9} {'heapq':>9} {'puzzlelab':>10} "
          f"{'aima3/pl':>9} {'heapq/pl':>9}")
    totals = [0.0, 0.0, 0.0]
    for size, first, walk in (SMALL, LARGE):
        for seed in range(first, first + (2 if quick else 10)):
            board = puzzlelab.Board.shuffle(size, seed, moves=walk)
            problem = SlidingPuzzle(board)
            ours, fast = timed(lambda: puzzlelab.solve(board, "astar", "manhattan"))
            plain, slow = timed(lambda: heapq_astar(problem))
            book = float("nan")  # without aima3
            if astar_search is not None:
                node, book = timed(lambda: astar_search(problem))
                assert len(node.solution()) == ours["length"], f"{size} seed {seed}"
            assert len(plain) == ours["length"], f"{size} seed {seed}"
            totals = [t + x for t, x in zip(totals, (book, slow, fast))]
            print(f"{size + ' #' + str(seed):>12} {ours['length']:>5} {book:>9.3f} {slow:>9.3f} "
                  f"{fast:>10.4f} {book / fast:>9.0f} {slow / fast:>9.0f}")
    print(f"{'all':>12} {'':>5} {totals[0]:>9.3f} {totals[1]:>9.3f} {totals[2]:>10.4f} "
          f"{totals[0] / totals[2]:>9.0f} {totals[1] / totals[2]:>9.0f}")
    print(f"boards: Board.shuffle(size, seed, moves=walk), walks {SMALL[2]} (3x3), "
          f"{LARGE[2]} (4x4); times in seconds, wall")


def main():
    """Reads the arguments and runs both parts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few instances of each part")
    parser.add_argument("--cli", help="the puzzlelab binary (default: $PUZZLELAB_CLI, "
                        "target/release/puzzlelab, target/debug/puzzlelab)")
    parser.add_argument("--heuristic", default="linear-conflict",
                        help="IDA*'s heuristic in part (a) (default linear-conflict)")
    parser.add_argument("--pdb-dir", help="where both read and build pattern databases")
    parser.add_argument("--skip-korf", action="store_true", help="part (b) only")
    args = parser.parse_args()

    cli = command_line(args.cli)
    if args.skip_korf:
        pass
    elif cli is None or not cli.is_file():
        print("(a) skipped: no puzzlelab binary (build it, or give --cli PATH)\n")
    else:
        korf_part(cli, args.heuristic, args.pdb_dir, args.quick)
    textbook_part(args.quick)


if __name__ == "__main__":
    main()
