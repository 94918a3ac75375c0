"""SAT with certificates: written and checked as the command line writes and checks them."""

import pytest

import puzzlelab
from puzzlelab import PuzzlelabError

BOARD = "8 1 3 4 0 2 7 6 5"  # 14 moves: the refutation of 12 is a real proof


def test_a_certificate_is_written_checked_here_and_by_the_command_line(tmp_path, cli):
    folder = tmp_path / "cert"
    made = puzzlelab.certify(BOARD, folder)
    assert made["length"] == 14 == len(made["moves"])
    assert puzzlelab.Board(BOARD).apply(made["moves"]) == puzzlelab.Board.goal("3x3")
    assert made["refuted"] == 12
    files = list(folder.iterdir())
    assert made["files"] == len(files) and made["bytes"] == sum(f.stat().st_size for f in files)
    checked = puzzlelab.verify_certificate(folder)
    assert checked["optimum"] == 14 and checked["refuted"] == [12] and checked["lemmas"] > 0
    code, out = cli("sat", "verify", str(folder))
    assert code == 0, out


def test_a_tampered_certificate_is_refused_with_what_failed(tmp_path):
    folder = tmp_path / "cert"
    puzzlelab.certify(BOARD, folder)
    proof = folder / "horizon-12.drat"  # the refutation of 12 moves
    proof.write_bytes(proof.read_bytes() + b"0\n")
    with pytest.raises(PuzzlelabError) as caught:
        puzzlelab.verify_certificate(folder)
    assert "horizon-12.drat" in str(caught.value)


def test_a_certificate_takes_the_command_lines_words_only():
    with pytest.raises(PuzzlelabError, match="SAT backend"):
        puzzlelab.certify(BOARD, "unused", backend="minisat")
