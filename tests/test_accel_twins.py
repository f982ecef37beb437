"""The twins table (tests/accel_twins.py) is complete and true: every function the compiled
accelerator exports has a row naming its C function (defined in the file the row names), its
pure-Python reference (importable) and the tests that compare the two (defined where named)."""

from __future__ import annotations

import ast
import importlib
import re
import sys
from functools import cache
from pathlib import Path

import pytest
from accel_support import needs_compiled
from accel_twins import LINUX_ONLY, NOT_TWINS, TWINS, Twin

from onnxjson import accel

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "onnxjson"


def methods_table(text: str) -> dict[str, str]:
    """The module's methods table in ``_accel.c``: exported name -> C function."""
    body = text[text.index("static PyMethodDef methods[] = {"):]
    body = body[:body.index("{NULL, NULL, 0, NULL}")]
    return dict(re.findall(r'\{"(\w+)",\s*(\w+),\s*METH_', body))


def declared_exports() -> dict[str, str]:
    """Every export the sources declare: the methods table, and NameTable (added by the init)."""
    return {**methods_table((SOURCES / "_accel.c").read_text()), "NameTable": "NameTableType"}


@cache
def _test_names(path: Path) -> frozenset[str]:
    tree = ast.parse(path.read_text())
    return frozenset(node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef))


def _resolves(reference: str) -> bool:
    module_name, _, qualified = reference.partition(":")
    try:
        found: object = importlib.import_module(module_name)
    except ImportError:
        return False
    for part in qualified.split("."):
        if not hasattr(found, part):
            return False
        found = getattr(found, part)
    return callable(found)


def _defined_in(c_file: Path, function: str) -> bool:
    text = c_file.read_text() if c_file.is_file() else ""
    return bool(re.search(rf"^(?:{re.escape(function)}\(|static PyTypeObject {re.escape(function)} = \{{)", text,
                          re.MULTILINE))


def problems(twins: dict[str, Twin], exports: dict[str, str], root: Path = ROOT) -> list[str]:
    """What is wrong with ``twins`` for a module exporting ``exports`` (name -> C function)."""
    found = [f"{name}: exported, no row in tests/accel_twins.py" for name in sorted(set(exports) - set(twins))]
    found += [f"{name}: a row, not exported" for name in sorted(set(twins) - set(exports))]
    for name, twin in sorted(twins.items()):
        if name in exports and exports[name] != twin.c_function:
            found.append(f"{name}: the module's C function is {exports[name]}, the row says {twin.c_function}")
        if not _defined_in(root / "onnxjson" / twin.c_file, twin.c_function):
            found.append(f"{name}: {twin.c_function} is not defined in onnxjson/{twin.c_file}")
        if not _resolves(twin.reference):
            found.append(f"{name}: no reference {twin.reference}")
        if not twin.tests:
            found.append(f"{name}: no test")
        for test in twin.tests:
            file, _, function = test.partition("::")
            path = root / file
            if not path.is_file() or function not in _test_names(path):
                found.append(f"{name}: no test {test}")
    return found


def test_the_table_is_complete_and_true() -> None:
    assert problems(TWINS, declared_exports()) == []


@needs_compiled
def test_the_built_module_exports_what_the_table_holds() -> None:
    exported = {name for name in dir(accel.compiled) if not name.startswith("__")} - NOT_TWINS
    expected = set(TWINS) if sys.platform.startswith("linux") else set(TWINS) - LINUX_ONLY
    assert exported == expected


def test_the_methods_table_is_read_whole() -> None:
    table = methods_table((SOURCES / "_accel.c").read_text())
    assert len(table) >= 27 and table["b64encode"] == "oj_b64encode" and table["decode_range"] == "oj_pn_decode_range"


@pytest.mark.parametrize("damage", ["export", "row", "c_function", "c_file", "reference", "test", "test_file", "none"])
def test_each_kind_of_gap_is_found(damage: str) -> None:
    twins, exports = dict(TWINS), declared_exports()
    row = twins["b64run"]
    if damage == "export":
        exports["b64runs"] = "oj_b64runs"
    elif damage == "row":
        del twins["b64run"]
    elif damage == "c_function":
        twins["b64run"] = row._replace(c_function="oj_b64runs")
    elif damage == "c_file":
        twins["b64run"] = row._replace(c_file="_accel_encode.c")
    elif damage == "reference":
        twins["b64run"] = row._replace(reference="onnxjson.jsonio:_string_end_")
    elif damage == "test":
        twins["b64run"] = row._replace(tests=("tests/test_accel_base64.py::test_that_was_never_written",))
    elif damage == "test_file":
        twins["b64run"] = row._replace(tests=("tests/test_accel_base65.py::test_the_string_end_is_the_reference",))
    found = problems(twins, exports)
    assert (found == []) == (damage == "none"), found
    if damage != "none":
        assert all(line.startswith(("b64run", "b64runs")) for line in found), found
