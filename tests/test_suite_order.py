"""The suite's own bookkeeping: every name in conftest.LONG_TESTS is still a test of the suite."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from conftest import LONG_TESTS

TESTS = Path(__file__).resolve().parent


@pytest.mark.parametrize("name", LONG_TESTS)
def test_each_long_test_is_still_a_test(name: str) -> None:
    """A renamed or removed long test would silently fall back to the collection order."""
    file, function = name.split("::")
    path = TESTS / file
    assert path.is_file(), f"{name}: no {file} in tests/"
    defined = {node.name for node in ast.parse(path.read_text("utf-8")).body
               if isinstance(node, ast.FunctionDef)}
    assert function in defined, f"{name}: {file} defines no {function} (update conftest.LONG_TESTS)"
