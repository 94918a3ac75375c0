"""The notebooks (crates/python/notebooks/), executed headlessly as a reader would run them: no
cell fails, the figures and the player are in the outputs, the player's state is saved in the
notebook, and the assignment's worked solution gets full marks. The committed notebooks carry
no outputs, and the English and Russian ones have the same cells.

The assignment notebooks are the teachers' edition: their worked answer is in cells tagged
``answer``, which the student edition (``cargo xtask student-kit``) leaves out, keeping the
``starter`` cell before them. In the student edition (no answer keys beside it), these tests
check that the answer is gone and that the notebook runs up to the student's A*.

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
TEACHERS = (pathlib.Path(__file__).resolve().parents[3] / "crates/assignments/src/keys").is_dir()
"""Whether this is the teachers' repository (the answer keys are here), not the student edition."""
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


def tagged(cell, tag):
    """Whether `cell` carries `tag` in its metadata."""
    return tag in cell.get("metadata", {}).get("tags", [])


def students(notebook):
    """`notebook` as the student edition has it: without the cells tagged answer."""
    notebook.cells = [cell for cell in notebook.cells if not tagged(cell, "answer")]
    return notebook


def execute(name, folder, notebook=None):
    """The notebook `name` (or `notebook`, written under that name) executed (a failing cell
    raises CellExecutionError), its widgets' state saved in its metadata, written into
    `folder`."""
    if notebook is None:
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
    if not TEACHERS:
        pytest.skip("the student edition: the worked answer is the student's to write")
    notebook = execute(name, out)
    shown = check_player(notebook, name)
    pairs = [state for state in shown if state["beside"]]
    assert pairs, f"{name}: the student's run is not shown beside the reference"
    assert pairs[0]["trace"]["events"] == pairs[0]["beside"]["events"]
    # the grade shown (**10 / 10**), then one line a board ("...: 10 / 10")
    marks = re.findall(r"(?:\*\*|: )(\d+) / (\d+)", text(notebook))
    assert len(marks) == 4 and all(score == most for score, most in marks), marks


@pytest.mark.parametrize("name", ASSIGNMENT)
def test_the_worked_answer_is_in_tagged_cells_the_student_edition_leaves_out(name, tmp_path):
    notebook = nbformat.read(FOLDER / f"{name}.ipynb", as_version=4)
    answers = [cell for cell in notebook.cells if tagged(cell, "answer")]
    solution = "heapq.heappush(" + "open_list"  # in two halves: the student edition holds this file
    if TEACHERS:
        assert any(solution in cell.source for cell in answers), f"{name}: no tagged answer"
    else:
        assert answers == [], f"{name}: the student edition holds a worked answer"
    student = students(notebook)
    assert not any(solution in cell.source for cell in student.cells)
    starter = [i for i, cell in enumerate(student.cells) if tagged(cell, "starter")]
    assert len(starter) == 1, f"{name}: one starter cell"
    # the student edition runs up to the student's A*, and stops there, asking for it
    with pytest.raises(nbclient.exceptions.CellExecutionError, match="NotImplementedError"):
        execute(name, str(tmp_path), student)
    ran = [cell for cell in student.cells if cell.cell_type == "code" and cell.outputs]
    assert ran and "NotImplementedError" in str(ran[-1].outputs), ran[-1].source[:60]
    assert student.cells.index(ran[-1]) > starter[0]


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
