"""The strict reader's errors about a value name its JSON path, not only its line (issue 27, item 5).

An integer literal beyond 64 bits and a NaN/Infinity token are placed at a random path of a random
document (keys with escapes and non-ASCII text, arrays with siblings before and after, any
indentation); the error must name exactly that path, on both paths of the reader.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from onnxjson import jsonio
from onnxjson.errors import DocumentError, NumberRangeError

_LEAVES = st.one_of(st.integers(-(1 << 63), (1 << 63) - 1), st.text(max_size=4), st.booleans(), st.none(),
                    st.floats(allow_nan=False, allow_infinity=False))
_SIBLINGS = st.recursive(_LEAVES, lambda c: st.lists(c, max_size=2) | st.dictionaries(st.text(max_size=3), c,
                                                                                          max_size=2), max_leaves=4)
_MARK = "\u0000MARK\u0000"


@st.composite
def placed(draw: st.DrawFn) -> tuple[Any, list[str | int]]:
    """A document holding the marker string at a random path (itself a list of keys and indices)."""
    steps = draw(st.lists(st.one_of(st.text(max_size=5).map(lambda k: ("key", k)), st.just(("index", 0))),
                          min_size=1, max_size=6))
    value: Any = _MARK
    path: list[str | int] = []
    for kind, key in reversed(steps):
        if kind == "key":
            others = draw(st.dictionaries(st.text(max_size=3).filter(lambda k, key=key: k != key), _SIBLINGS,
                                          max_size=2))
            items = list(others.items())
            at = draw(st.integers(0, len(items)))
            value = dict([*items[:at], (key, value), *items[at:]])
            path.insert(0, key)
        else:
            before = draw(st.lists(_SIBLINGS, max_size=2))
            after = draw(st.lists(_SIBLINGS, max_size=2))
            value = [*before, value, *after]
            path.insert(0, len(before))
    if not isinstance(value, dict):
        value = {"root": value}
        path.insert(0, "root")
    return value, path


def _text(doc: Any, token: str, indent: int | None) -> bytes:
    return json.dumps(doc, indent=indent, ensure_ascii=False).replace(json.dumps(_MARK), token).encode("utf-8")


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(placed(), st.sampled_from([None, 1, 2]), st.integers(0, 1 << 70))
def test_an_integer_beyond_64_bits_is_named_by_its_path(doc_path: tuple[Any, list[str | int]],
                                                         indent: int | None, extra: int) -> None:
    doc, path = doc_path
    value = (1 << 64) + extra
    with pytest.raises(NumberRangeError) as info:
        jsonio.read_document(_text(doc, str(value), indent))
    assert info.value.path == jsonio.format_path(path)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(placed(), st.sampled_from([None, 2]), st.sampled_from(["NaN", "Infinity", "-Infinity"]))
def test_a_special_float_token_is_named_by_its_path(doc_path: tuple[Any, list[str | int]],
                                                     indent: int | None, token: str) -> None:
    doc, path = doc_path
    with pytest.raises(DocumentError) as info:
        jsonio.read_document(_text(doc, token, indent))
    assert info.value.path == jsonio.format_path(path)


def test_the_issue_example() -> None:
    text = (b'{\n  "graph": {\n    "node": [\n      {\n        "attribute": [\n          {\n'
            b'            "i": 18446744073709551616\n          }\n        ]\n      }\n    ]\n  }\n}\n')
    with pytest.raises(NumberRangeError) as info:
        jsonio.read_document(text)
    assert info.value.path == "graph.node[0].attribute[0].i" and info.value.line == 7
    assert "rounded" not in info.value.message  # 2**64 is no double's rounding of a 64-bit bound
