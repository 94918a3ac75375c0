"""The notebooks (crates/python/notebooks/), executed headlessly as a reader would run them: no
cell fails, the figures and the player are in the outputs, the player's state is saved in the
notebook, and the assignment's worked solution gets full marks. The committed notebooks carry
no outputs, and the English and Russian ones have the same cells.

The executed notebooks go to a temporary folder, or to $PUZZLELAB_NOTEBOOK_OUT when it names
one (the browser check shows their widgets from there). Run alone, this file executes all four
into a folder: ``python crates/python/tests/test_notebooks.py FOLDER``."""

import os
import pathlib
import re
import sys

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
pytest.importorskip("anywidget")

from jupyter_client.manager import KernelManager  # noqa: E402

FOLDER = pathlib.Path(__file__).resolve().parents[1] / "notebooks"
LESSON = ["search-lesson.en", "search-lesson.ru"]
ASSIGNMENT = ["astar-assignment.en", "astar-assignment.ru"]
VIEW = "application/vnd.jupyter.widget-view+json"
STATE = "application/vnd.jupyter.widget-state+json"


def kernel():
    """A kernel of this very Python, the one puzzlelab is installed in, whatever kernels the
    machine has registered under the name python3."""
    manager = KernelManager(kernel_name="python3")
    manager.kernel_spec.argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    return manager


def execute(name, folder):
    """The notebook `name` executed (a failing cell raises CellExecutionError), its widgets'
    state saved in its metadata, written into `folder`."""
    notebook = nbformat.read(FOLDER / f"{name}.ipynb", as_version=4)
    client = nbclient.NotebookClient(
        notebook, km=kernel(), timeout=600, store_widget_state=True,
        resources={"metadata": {"path": str(folder)}},
    )
    client.execute()
    nbformat.write(notebook, os.path.join(folder, f"{name}.ipynb"))
    return notebook


@pytest.fixture(scope="module")
def out(tmp_path_factory):
    """Where the executed notebooks go."""
    kept = os.environ.get("PUZZLELAB_NOTEBOOK_OUT")
    if kept:
        os.makedirs(kept, exist_ok=True)
        return kept
    return str(tmp_path_factory.mktemp("notebooks"))


def outputs(notebook):
    """Every output's data of every code cell, in order."""
    return [output.get("data", {}) for cell in notebook.cells if cell.cell_type == "code"
            for output in cell.outputs]


def text(notebook):
    """Everything the outputs say as text."""
    said = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            said.append(output.get("text", ""))
            for kind in ["text/plain", "text/markdown", "text/html"]:
                said.append(output.get("data", {}).get(kind, ""))
    return "\n".join(said)


def players(notebook):
    """The players' saved state, each as the notebook saved it."""
    state = notebook.metadata.get("widgets", {}).get(STATE, {}).get("state", {})
    shown = {data[VIEW]["model_id"] for data in outputs(notebook) if VIEW in data}
    return [state[model]["state"] for model in shown if model in state]


def gif_shown(data):
    return "image/gif" in data or "data:image/gif;base64," in data.get("text/html", "")


def check_player(notebook, name):
    shown = players(notebook)
    assert shown, f"{name}: no player in the outputs, or its state was not saved"
    for state in shown:
        assert "window.PuzzlelabPlayer" in state["_esm"] and "export default" in state["_esm"]
        assert ".puzzlelab-widget .lab-board td" in state["_css"]
        assert state["trace"]["schema"] == "puzzlelab-trace/1"
        assert state["lang"] == name.rsplit(".", 1)[1]
    return shown


@pytest.mark.parametrize("name", LESSON)
def test_the_search_lesson_runs_with_its_figures_and_player(name, out):
    notebook = execute(name, out)
    data = outputs(notebook)
    assert any("image/svg+xml" in d for d in data), "no SVG figure"
    assert any("image/png" in d for d in data), "no PNG figure"
    assert any(gif_shown(d) for d in data), "no GIF"
    shown = check_player(notebook, name)
    assert {state["trace"]["algorithm"] for state in shown} >= {"bfs", "astar", "ida"}
    # the table of counters: BFS, A* and IDA* on the 8-puzzle, with the same solution length
    assert re.search(r"\|\s*(BFS|поиск в ширину)\s*\|", text(notebook))


@pytest.mark.parametrize("name", ASSIGNMENT)
def test_the_assignment_runs_to_full_marks(name, out):
    notebook = execute(name, out)
    shown = check_player(notebook, name)
    pairs = [state for state in shown if state["beside"]]
    assert pairs, f"{name}: the student's run is not shown beside the reference"
    assert pairs[0]["trace"]["events"] == pairs[0]["beside"]["events"]
    # the grade shown (**10 / 10**), then one line a board ("...: 10 / 10")
    marks = re.findall(r"(?:\*\*|: )(\d+) / (\d+)", text(notebook))
    assert len(marks) == 4 and all(score == most for score, most in marks), marks


@pytest.mark.parametrize("name", LESSON + ASSIGNMENT)
def test_the_committed_notebook_has_no_outputs(name):
    notebook = nbformat.read(FOLDER / f"{name}.ipynb", as_version=4)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source[:60]
    assert "widgets" not in notebook.metadata


@pytest.mark.parametrize("english, russian", [LESSON, ASSIGNMENT])
def test_the_russian_notebook_is_the_english_one_translated(english, russian):
    en = nbformat.read(FOLDER / f"{english}.ipynb", as_version=4)
    ru = nbformat.read(FOLDER / f"{russian}.ipynb", as_version=4)
    assert [c.cell_type for c in en.cells] == [c.cell_type for c in ru.cells]
    for a, b in zip(en.cells, ru.cells):
        if a.cell_type == "markdown":
            assert not re.search("[а-яё]", a.source, re.I), a.source[:60]
            assert re.search("[а-яё]", b.source, re.I), b.source[:60]


if __name__ == "__main__":
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name in LESSON + ASSIGNMENT:
        execute(name, folder)
        print(f"executed {name}.ipynb into {folder}")
