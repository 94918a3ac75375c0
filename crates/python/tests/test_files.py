"""Files: every file the package writes goes through the command line's one writer, which
writes a regular file whole or not at all and refuses any other target (a device, a named
pipe), leaving it as it was. The devices and pipes here are the test's own, in its folder."""

import json
import os
import stat

import pytest

import puzzlelab
from puzzlelab import PuzzlelabError, Tracer, WriteRefused


def graded():
    """A grade of a two-move BFS."""
    tracer = Tracer("1 2 3 4 5 6 0 7 8", algo="bfs")
    tracer.push("1 2 3 4 5 6 0 7 8", 0)
    tracer.pop("1 2 3 4 5 6 0 7 8", 0)
    tracer.expand("1 2 3 4 5 6 0 7 8", 0)
    tracer.generate("1 2 3 4 5 6 0 7 8", "1 2 3 0 5 6 4 7 8", 1)
    tracer.solution("LL")
    return tracer.grade()


def writers():
    """Each way the package writes a file, by the name of the file it writes."""
    figure = puzzlelab.figure("board", "1 2 3 4 5 6 0 7 8")
    grade = graded()
    return [
        ("figure.svg", figure.save),
        ("results.json", grade.gradescope),
        ("junit.xml", grade.junit),
    ]


def a_fifo(folder, name):
    path = folder / name
    os.mkfifo(path)
    return path


def a_char_device(folder, name):
    """The test's own character device (the null device's numbers), made in its folder; only
    root may make one."""
    path = folder / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))
    except (PermissionError, OSError) as error:
        pytest.skip(f"no device node can be made here: {error}")
    return path


@pytest.mark.parametrize("make,kind,is_kind", [
    (a_fifo, "a named pipe", stat.S_ISFIFO),
    (a_char_device, "a device", stat.S_ISCHR),
])
def test_a_target_that_is_not_a_regular_file_is_refused_and_left_as_it_was(
    tmp_path, make, kind, is_kind
):
    for name, write in writers():
        target = make(tmp_path, name)
        with pytest.raises(WriteRefused, match=kind) as refused:
            write(target)
        assert isinstance(refused.value, OSError)
        assert str(target) in str(refused.value)
        assert is_kind(os.lstat(target).st_mode), f"{name} is still {kind}"
        target.unlink()
    assert list(tmp_path.iterdir()) == [], "no temporary file is left behind"


def test_a_link_to_a_pipe_is_refused_and_the_link_kept(tmp_path):
    pipe = a_fifo(tmp_path, "pipe")
    link = tmp_path / "figure.svg"
    link.symlink_to(pipe)
    with pytest.raises(WriteRefused, match="named pipe"):
        puzzlelab.figure("board", "1 2 3 4 5 6 0 7 8").save(link)
    assert link.is_symlink() and stat.S_ISFIFO(os.lstat(pipe).st_mode)


def test_a_regular_file_is_replaced_whole_and_keeps_its_permissions(tmp_path):
    for name, write in writers():
        target = tmp_path / name
        target.write_text("old")
        target.chmod(0o600)
        write(target)
        assert target.read_bytes() != b"old"
        assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert json.loads((tmp_path / "results.json").read_text())["tests"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["figure.svg", "junit.xml", "results.json"]


def test_a_missing_folder_is_the_systems_own_error_with_the_path(tmp_path):
    target = tmp_path / "nowhere" / "figure.svg"
    with pytest.raises(FileNotFoundError) as missing:
        puzzlelab.figure("board", "1 2 3 4 5 6 0 7 8").save(target)
    assert missing.value.filename == str(target)


def test_the_package_has_one_writer():
    import puzzlelab.figures as figures
    import puzzlelab.tracer as tracer

    assert not hasattr(figures, "write_atomic") and not hasattr(tracer, "write_atomic")
    with pytest.raises(ModuleNotFoundError):
        __import__("puzzlelab._files")


def test_write_file_takes_bytes(tmp_path):
    with pytest.raises(TypeError):
        puzzlelab._puzzlelab.write_file(tmp_path / "x.txt", "text")
    with pytest.raises(PuzzlelabError):
        puzzlelab.figure("board", "1 2 3 4 5 6 0 7 8").save(tmp_path / "figure")
