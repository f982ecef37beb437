"""The compiled accelerator (onnxjson/_accel.c) against the pure-Python references.

Every compiled path must give exactly what its reference gives: the same bytes of text, the same
documents, the same error (type and message), or hand the input back to the reference. These tests
run both on real documents (samples, onnx's backend test data, the large reader's LongText forms),
random edits of them and random trees, and skip (saying why) when the extension is not built.
"""

from __future__ import annotations

import contextlib
import copy
import enum
import io
import math
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import onnx
import pytest
from hypothesis import given, seed, settings
from hypothesis import strategies as st

import onnxjson
from onnxjson import accel, jsonio
from onnxjson.codec.values import Blob

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "samples").glob("*.onnx"))
DATA_DIR = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data"
CORPUS = sorted(p for p in DATA_DIR.rglob("*") if p.is_file() and p.suffix in (".onnx", ".pb"))

NOT_BUILT = ("the compiled accelerator is not built here (python setup.py build_ext --inplace builds it "
             "beside the sources) or ONNXJSON_NO_ACCEL is set")
needs_compiled = pytest.mark.skipif(accel.compiled is None, reason=NOT_BUILT)


@contextlib.contextmanager
def compiled_paths(on: bool) -> Iterator[None]:
    saved = accel.ENABLED
    accel.ENABLED = on
    try:
        yield
    finally:
        accel.ENABLED = saved


def render(doc: Any, *, compiled: bool, width: int = 100) -> tuple[str, Any, list[int]]:
    """("text", bytes, payload pieces) or ("error", (type, message), pieces) of writing ``doc``."""
    pieces: list[int] = []
    out = io.BytesIO()
    with compiled_paths(compiled):
        try:
            jsonio.write_document(doc, out, width=width, on_payload=pieces.append)
        except (ValueError, TypeError) as e:
            return "error", (type(e), str(e)), pieces
    return "text", out.getvalue(), pieces


def assert_same_text(doc: Any, width: int = 100) -> bytes:
    """Both paths write the same text and report the same payload pieces, or raise the same error
    (the reference may have written part of the text, and reported its pieces, before it)."""
    before = jsonio.dumps_document(doc) if render(doc, compiled=False)[0] == "text" else None
    reference = render(doc, compiled=False, width=width)
    fast = render(doc, compiled=True, width=width)
    if reference[0] == "error":
        assert fast[:2] == reference[:2]
    else:
        assert fast == reference
    if before is not None:
        assert jsonio.dumps_document(doc) == before  # neither path changes the document
    return reference[1]


def test_the_variable_switches_it_off() -> None:
    code = "from onnxjson import accel; print(accel.compiled is None)"
    env = {**os.environ, accel.DISABLE_VARIABLE: "1", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("strip", [False, True])
def test_sample_documents_render_the_same(path: Path, strip: bool) -> None:
    doc = onnxjson.to_dict(path, values_limit=64 if not strip else 0)
    assert_same_text(doc)
    for width in (1, 40, 200):
        assert_same_text(doc, width)


@needs_compiled
@pytest.mark.slow
def test_corpus_documents_render_the_same() -> None:
    for path in CORPUS:
        assert_same_text(onnxjson.to_dict(path))
    assert len(CORPUS) > 100


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_large_reader_documents_render_the_same(path: Path) -> None:
    """LongText values (strings left in the text by the large reader) are streamed in place."""
    text = onnxjson.dumps(path.read_bytes()).encode()
    doc = jsonio.read_large_document(text, splice_min_bytes=1)
    assert render(doc, compiled=True) == render(doc, compiled=False)
    assert render(doc, compiled=True)[1] == text


@needs_compiled
def test_payload_pieces_are_reported_in_order() -> None:
    doc = {"a": [Blob(b"x" * (3 << 20) + b"tail"), {"b": Blob(b"12")}], "c": Blob(b""), "d": [1, 2]}
    kind, text, pieces = render(doc, compiled=True)
    assert (kind, text, pieces) == render(doc, compiled=False)
    assert pieces == [3 << 20, 4, 2, 0]


@needs_compiled
def test_deep_documents_go_to_the_reference() -> None:
    # Deeper than MAX_INDENT_LEVEL the reference stops indenting: the compiled pass hands them back.
    for depth in (jsonio.MAX_INDENT_LEVEL - 2, jsonio.MAX_INDENT_LEVEL, jsonio.MAX_INDENT_LEVEL + 3, 400):
        doc: Any = {"x": [1, 2]}
        for i in range(depth):
            doc = {"k": [doc, i]} if i % 2 else {"k": doc}
        assert_same_text(doc)
        assert_same_text(doc, width=5)


class Color(enum.IntEnum):
    RED = 1


class Name(str):
    pass


class Num(float):
    pass


_SCALARS = (st.none() | st.booleans() | st.integers(-(2**63) - 2, 2**64 + 2)
            | st.integers(-5, 300) | st.floats(allow_nan=True, allow_infinity=True)
            | st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False)
            | st.text(alphabet='ab ,"\\\n\t\x00é€😀', max_size=12) | st.text(max_size=4))
_ODD = (st.builds(Blob, st.binary(max_size=40)) | st.sampled_from([Color.RED, Name("n"), Num(1.5), Name("a,b")])
        | st.sampled_from([b"bytes", (1, 2), {1, 2}]))
_KEYS = st.text(alphabet='kéy ,"\\', max_size=5) | st.sampled_from(["dims", "name", "values", "input"])


def _trees(odd: bool) -> st.SearchStrategy[Any]:
    leaves = _SCALARS | _ODD if odd else _SCALARS
    keys = _KEYS | st.sampled_from([1, Name("sub")]) if odd else _KEYS
    return st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=30) | st.lists(_SCALARS, min_size=1, max_size=60)
        | st.dictionaries(keys, inner, max_size=6),
        max_leaves=80)


@needs_compiled
@seed(20261213)
@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.dictionaries(_KEYS, _trees(False), max_size=6), st.integers(1, 130))
def test_random_documents_render_the_same(doc: dict[str, Any], width: int) -> None:
    assert_same_text(doc, width)


@needs_compiled
@seed(20261214)
@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.dictionaries(_KEYS | st.sampled_from([1, Name("sub")]), _trees(True), max_size=6), st.integers(1, 130))
def test_random_documents_with_odd_values_render_or_fail_the_same(doc: dict[Any, Any], width: int) -> None:
    """Subclasses, bytes, tuples, non-str keys, NaN, integers beyond 64 bits: the same text or error."""
    assert_same_text(doc, width)


def _edit(doc: Any, rnd: Any) -> Any:
    """``doc`` with some of its values replaced (one random walk down, several times)."""
    doc = copy.deepcopy(doc)
    replacements = [[], {}, [1.5, -0.0, 2**64 - 1], ["a,b", "c"], "é\"\\", 3, None, [[1], ["x"]],
                    Blob(b"\x00\xff"), [float("nan")], {"k": [True, None]}, "x" * 150, list(range(60))]
    for _ in range(rnd.randint(1, 4)):
        parent: Any = doc
        while True:
            keys = list(parent.keys()) if isinstance(parent, dict) else list(range(len(parent)))
            if not keys:
                break
            key = rnd.choice(keys)
            child = parent[key]
            if isinstance(child, (dict, list)) and child and rnd.random() < 0.8:
                parent = child
                continue
            parent[key] = copy.deepcopy(rnd.choice(replacements))
            break
    return doc


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_random_edits_of_real_documents_render_the_same(path: Path) -> None:
    import random

    rnd = random.Random(20261215)
    print(f"seed 20261215, {path.name}")
    doc = onnxjson.to_dict(path)
    for _ in range(30):
        assert_same_text(_edit(doc, rnd), rnd.choice([100, 100, 30, 250]))


@needs_compiled
def test_non_finite_floats_fail_the_same_wherever_they_are() -> None:
    for bad in (math.nan, math.inf, -math.inf):
        for doc in ({"f": bad}, {"l": [1.0, bad]}, {"l": [{"a": 1}, bad]}, {"l": [[bad, "s"]]},
                    {"d": {"e": [1] * 80 + [bad]}}):
            kind, error, _ = render(doc, compiled=True)
            assert kind == "error" and (kind, error) == render(doc, compiled=False)[:2]
            assert_same_text(doc)
