"""The compiled module's stamp: a module built from other ``_accel*`` files than those beside it is
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
    assert accel.stale(_module(accel.source_digest([("_accel.c", b"int x;\n")])), source) is None


def _tree(tmp_path: Path) -> dict[str, bytes]:
    files = {"_accel.c": b"#include \"_accel.h\"\n", "_accel.h": b"int f(void);\n", "_accel_a.c": b"int f(void) {}\n"}
    for name, text in files.items():
        (tmp_path / name).write_bytes(text)
    (tmp_path / "other.c").write_bytes(b"not one of the module's files\n")
    return files


def test_the_digest_covers_every_file_the_module_is_built_from(tmp_path: Path) -> None:
    files = _tree(tmp_path)
    source = tmp_path / "_accel.c"
    assert [path.name for path in accel.source_files(source)] == sorted(files)
    module = _module(accel.source_digest(sorted(files.items())))
    assert accel.stale(module, source) is None
    (tmp_path / "other.c").write_bytes(b"changed\n")  # not one of them
    assert accel.stale(module, source) is None
    (tmp_path / "_accel_a.c").write_bytes(b"int f(void) { return 1; }\n")
    assert accel.stale(module, source) is not None
    (tmp_path / "_accel_a.c").write_bytes(files["_accel_a.c"])
    assert accel.stale(module, source) is None
    (tmp_path / "_accel_b.c").write_bytes(b"")  # a new file, even empty
    assert accel.stale(module, source) is not None
    (tmp_path / "_accel_b.c").unlink()
    (tmp_path / "_accel.h").unlink()  # a file gone
    assert accel.stale(module, source) is not None


def test_moving_text_between_files_changes_the_digest() -> None:
    assert accel.source_digest([("_accel.c", b"ab"), ("_accel_x.c", b"c")]) != accel.source_digest(
        [("_accel.c", b"a"), ("_accel_x.c", b"bc")])
    assert accel.source_digest([("_accel.c", b"a")]) != accel.source_digest([("_accel_.c", b"a")])


@pytest.mark.parametrize("stamp", ["", None, "0" * 32, "the digest of another source"])
def test_a_module_built_from_another_source_is_stale(tmp_path: Path, stamp: str | None) -> None:
    source = tmp_path / "_accel.c"
    source.write_bytes(b"int x;\n")
    why = accel.stale(_module(stamp), source)
    assert why is not None and "_accel.cpython-311-x86_64-linux-gnu.so was built from other _accel* files" in why
    assert "rebuild" in why


def test_one_changed_byte_of_the_source_makes_it_stale(tmp_path: Path) -> None:
    text = b"/* a source */\nstatic int a = 1;\n"
    module = _module(accel.source_digest([("_accel.c", text)]))
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
    if accel.SOURCE.is_file():  # a source tree: the module in use is the one built from its files
        files = accel.source_files()
        assert {"_accel.c", "_accel.h"} < {path.name for path in files}
        assert stamp == accel.source_digest([(path.name, path.read_bytes()) for path in files])


def test_the_state_names_what_became_of_the_module() -> None:
    if accel.compiled is not None:
        assert accel.STATE == "compiled"
    else:
        assert accel.STATE == "not built" or accel.STATE.startswith(("off (", "stale: "))
