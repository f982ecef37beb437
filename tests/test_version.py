"""The version has one source: pyproject.toml's ``version``, read from the installed distribution.

``onnxjson.__version__`` and ``onnxjson --version`` read it with importlib.metadata; the schemas'
``$id`` carries the document format's version (``/schemas/v1/``), never the package's.
"""

from __future__ import annotations

import importlib.metadata
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import cli_env

import onnxjson

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(onnxjson.__file__).parent


def _pyproject_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text[text.index("\n[project]\n"):]
    found = re.search(r'^version = "([^"]+)"$', project, re.MULTILINE)
    assert found, "pyproject.toml names no [project] version"
    return found.group(1)


def test_version_is_the_installed_distributions() -> None:
    assert onnxjson.__version__ == importlib.metadata.version("onnxjson")


def test_version_is_pyprojects() -> None:
    if not (ROOT / "pyproject.toml").is_file():
        pytest.skip("no pyproject.toml beside the tests")
    assert onnxjson.__version__ == _pyproject_version(), (
        "the installed metadata is not pyproject.toml's version: reinstall (pip install -e .)")


def test_the_version_is_written_nowhere_else() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert re.search(r"^\s*__version__\s*=", text, re.MULTILINE) is None, path
    version = onnxjson.__version__
    for path in sorted((ROOT / "schemas").glob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        assert "/schemas/v1/" in schema["$id"] and version not in schema["$id"], path


def test_import_does_not_read_the_metadata() -> None:
    """importlib.metadata is imported when the version is asked for, not by every start-up."""
    code = ("import sys, onnxjson; assert 'importlib.metadata' not in sys.modules, 'imported'; "
            "print(onnxjson.__version__); assert 'importlib.metadata' in sys.modules")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=cli_env(), check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{onnxjson.__version__}\n", "")


def test_sources_without_a_distribution_say_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    assert onnxjson._installed_version() == "0+unknown"
