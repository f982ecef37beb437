"""The compiled module's stamp: a module built from another ``_accel.c`` than the one beside it is
never used (onnxjson.accel.stale), since it may lack functions or answer them by other rules."""

from __future__ import annotations

import types
from pathlib import Path

import pytest
from accel_support import needs_compiled

from onnxjson import accel


def _module(stamp: str | None) -> types.ModuleType:
    module = types.ModuleType("onnxjson._accel")
    module.__file__ = "/x/_accel.cpython-311-x86_64-linux-gnu.so"
    if stamp is not None:
        module.SOURCE = stamp  # type: ignore[attr-defined]
    return module


def test_a_module_built_from_the_source_beside_it_is_used(tmp_path: Path) -> None:
    source = tmp_path / "_accel.c"
    source.write_bytes(b"int x;\n")
    assert accel.stale(_module(accel.source_digest(b"int x;\n")), source) is None


@pytest.mark.parametrize("stamp", ["", None, "0" * 32, "the digest of another source"])
def test_a_module_built_from_another_source_is_stale(tmp_path: Path, stamp: str | None) -> None:
    source = tmp_path / "_accel.c"
    source.write_bytes(b"int x;\n")
    why = accel.stale(_module(stamp), source)
    assert why is not None and "_accel.cpython-311-x86_64-linux-gnu.so was built from another _accel.c" in why
    assert "rebuild" in why


def test_one_changed_byte_of_the_source_makes_it_stale(tmp_path: Path) -> None:
    text = b"/* a source */\nstatic int a = 1;\n"
    module = _module(accel.source_digest(text))
    source = tmp_path / "_accel.c"
    for at in range(len(text)):
        source.write_bytes(text[:at] + bytes([text[at] ^ 1]) + text[at + 1:])
        assert accel.stale(module, source) is not None, at
    source.write_bytes(text + b"\n")
    assert accel.stale(module, source) is not None


def test_an_installed_module_without_its_source_is_used(tmp_path: Path) -> None:
    assert accel.stale(_module(None), tmp_path / "_accel.c") is None


@needs_compiled
def test_the_built_module_carries_the_digest_of_its_source() -> None:
    assert accel.STATE == "compiled"
    stamp = getattr(accel.compiled, "SOURCE", None)
    assert isinstance(stamp, str) and len(stamp) == 32
    if accel.SOURCE.is_file():  # a source tree: the module in use is the one built from it
        assert stamp == accel.source_digest(accel.SOURCE.read_bytes())


def test_the_state_names_what_became_of_the_module() -> None:
    if accel.compiled is not None:
        assert accel.STATE == "compiled"
    else:
        assert accel.STATE == "not built" or accel.STATE.startswith(("off (", "stale: "))
