"""What every test of the package shares: the command line built beside it, to compare with."""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]


def _cli():
    """The `puzzlelab` binary `cargo test --workspace` built, if it is there."""
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    exe = target / "debug" / "puzzlelab"
    return exe if exe.is_file() else None


@pytest.fixture(scope="session")
def cli():
    """Runs the command line and returns (exit code, stdout); skips the test without it."""
    exe = _cli()
    if exe is None:
        pytest.skip("target/debug/puzzlelab is not built (cargo test --workspace builds it)")

    def run(*args):
        done = subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300)
        return done.returncode, done.stdout

    return run


@pytest.fixture(scope="session")
def cli_json(cli):
    """Runs the command line and loads what it prints as JSON."""

    def run(*args):
        code, out = cli(*args)
        return code, json.loads(out)

    return run


def without(value, keys=("seconds",)):
    """`value` with every key in `keys` removed at any depth: what varies from run to run."""
    if isinstance(value, dict):
        return {k: without(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [without(v, keys) for v in value]
    return value
