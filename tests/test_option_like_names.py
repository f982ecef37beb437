"""File names that look like options (issue 26, class 8): every command takes its files after ``--``.

git's drivers (tests/test_git.py) hand their file names after ``--``; so may any script. Each
command is run on files called ``-o.onnx``, ``--help.json`` and so on, named after ``--``, and must
treat them as files.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

import onnxjson
from onnxjson.cli import main

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "samples" / "features.onnx"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    shutil.copyfile(FEATURES, tmp_path / "-o.onnx")
    shutil.copyfile(FEATURES, tmp_path / "--version.onnx")
    onnxjson.dump(tmp_path / "-o.onnx", tmp_path / "--help.json")
    return tmp_path


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_command_takes_files_after_double_dash(folder: Path, capsys: pytest.CaptureFixture[str],
                                                      accel_path: str) -> None:
    features = FEATURES.read_bytes()
    code, _, err = _run(capsys, "dump", "-o", "-x.json", "--", "-o.onnx")
    assert (code, err) == (0, "") and (folder / "-x.json").exists()
    code, _, err = _run(capsys, "dump", "--sidecar=-s.bin", "-o", "-d.json", "--", "--version.onnx")
    assert (code, err) == (0, "") and (folder / "-s.bin").exists()
    code, _, err = _run(capsys, "build", "-o", "-b.onnx", "--", "--help.json")
    assert (code, err) == (0, "") and (folder / "-b.onnx").read_bytes() == features
    code, _, err = _run(capsys, "build", "-o", "-c.onnx", "--", "-d.json")  # its sidecar is "-s.bin"
    assert (code, err) == (0, "") and (folder / "-c.onnx").read_bytes() == features
    code, _, err = _run(capsys, "verify", "-q", "--", "-o.onnx", "--version.onnx")
    assert (code, err) == (0, "")
    code, _, err = _run(capsys, "validate", "-q", "--", "--help.json")
    assert (code, err) == (0, "")
    code, out, err = _run(capsys, "diff", "--", "-o.onnx", "--help.json")
    assert (code, err) == (0, ""), out
    code, out, err = _run(capsys, "info", "--", "-o.onnx")
    assert code == 0 and "ir_version" in out, err
    code, out, err = _run(capsys, "textconv", "--", "-o.onnx")
    assert code == 0 and out.startswith("{"), err
    code, _, err = _run(capsys, "merge", "--output=-m.onnx", "--name=-o.onnx", "--", "-o.onnx", "-o.onnx",
                        "--version.onnx")
    assert (code, err) == (0, "") and (folder / "-m.onnx").read_bytes() == features
    assert sorted(p for p in os.listdir(folder) if p.startswith(".")) == []  # no temporary file left
