"""values.equal's comparison of long lists of scalars in C (issue 30, item 3: a forest's attribute
lists made diff walk millions of members one by one): the same answer, and the same trail of
differing containers, as the member-by-member walk, on generated trees whose lists hold ints, bools,
strings, None and floats with their edges (signed zeros, NaN payloads, 1 against 1.0, True against
1). values.equal has no compiled twin: one path. And diff's first check, jsonio.exact_text: one text, one
value."""

from __future__ import annotations

import math
import random
import struct
from typing import Any

import pytest
import seeded
from hypothesis import given, note, seed, settings

from onnxjson import jsonio
from onnxjson.codec import values
from onnxjson.codec.values import Blob, equal

_NAN_PAYLOAD = struct.unpack("<d", struct.pack("<Q", 0x7FF0000000000001))[0]
_FLOAT_EDGES = (0.0, -0.0, 1.0, math.nan, _NAN_PAYLOAD, math.inf, -math.inf, 5e-324, 0.1)


def _scalar(rnd: random.Random, kind: str) -> Any:
    if kind == "int":
        return seeded.integer(rnd, -(2**63), 2**64 - 1)
    if kind == "float":
        return rnd.choice(_FLOAT_EDGES) if rnd.random() < 0.5 else seeded.floating(rnd)
    if kind == "str":
        return seeded.text(rnd, "ab\u00e9", 3)
    if kind == "bool":
        return rnd.random() < 0.5
    return None


def _list(rnd: random.Random) -> list[Any]:
    kind = rnd.choice(("int", "float", "str", "bool", "none", "mixed"))
    n = rnd.choice((0, 3, 8, 9, 40))
    if kind == "mixed":
        return [_scalar(rnd, rnd.choice(("int", "float", "str", "bool"))) for _ in range(n)]
    return [_scalar(rnd, kind) for _ in range(n)]


def _mutated(rnd: random.Random, value: Any) -> Any:
    """A copy of ``value`` (new containers), with a few of its list members changed to a value that
    ``==`` may or may not tell apart (-0.0 for 0.0, 1.0 for 1, True for 1, another NaN, a new copy)."""
    if isinstance(value, dict):
        return {k: _mutated(rnd, v) for k, v in value.items()}
    if not isinstance(value, list):
        return value
    out = [_mutated(rnd, v) for v in value]
    for _ in range(rnd.choice((0, 0, 1, 2))):
        if not out:
            break
        i = rnd.randrange(len(out))
        x = out[i]
        if isinstance(x, (dict, list)):
            continue
        choices: list[Any] = [-x if isinstance(x, float) else x, math.nan, _NAN_PAYLOAD, 0.0, -0.0, 1, 1.0, True]
        if isinstance(x, float) and math.isnan(x):
            choices.append(float("nan"))  # another NaN object with the default bits
        if type(x) is int and abs(x) < 2**53:
            choices.append(float(x))
        out[i] = rnd.choice(choices)
    return out


def _tree(rnd: random.Random) -> Any:
    return seeded.tree(rnd, _list, (seeded.list_branch(4), seeded.dict_branch(lambda r: seeded.text(r, "kl", 2), 3)),
                       12)


@seed(20261203)
@settings(max_examples=400, deadline=None)
@given(seeded.SEEDS)
def test_lists_of_scalars_compare_as_the_walk(seed_: int) -> None:
    rnd = random.Random(seed_)
    a = _tree(rnd)
    b = _mutated(rnd, a)
    note(f"a={a!r}\nb={b!r}")
    trail: list[tuple[Any, Any]] = []
    got = equal(a, b, trail)
    saved = values._same_scalars
    values._same_scalars = lambda x, y: None  # the member-by-member walk
    try:
        walked_trail: list[tuple[Any, Any]] = []
        expected = equal(a, b, walked_trail)
    finally:
        values._same_scalars = saved
    assert got is expected
    assert [(id(p), id(q)) for p, q in trail] == [(id(p), id(q)) for p, q in walked_trail]


@pytest.mark.parametrize("x, y, same", [
    ([0.0] * 9, [0.0] * 8 + [-0.0], False),
    ([1] * 9, [1] * 8 + [True], False),
    ([1] * 9, [1] * 8 + [1.0], True),  # same_leaf: an int and a float of one value (not -0.0) are one value
    ([math.nan] * 9, [float("nan")] * 9, True),
    ([math.nan] * 9, [math.nan] * 8 + [_NAN_PAYLOAD], False),
    (["a"] * 9, ["a"] * 9, True),
    ([None] * 9, [None] * 8 + [0], False),
])
def test_the_edges_of_bit_for_bit(x: list[Any], y: list[Any], same: bool) -> None:
    assert equal({"v": x}, {"v": y}) is same
    assert equal({"v": y}, {"v": x}) is same


def test_long_lists_are_not_walked_member_by_member(monkeypatch: pytest.MonkeyPatch) -> None:
    """A forest's attribute lists (a million floats, ints, strings) reach no per-member comparison."""
    calls = []
    real = values.same_leaf

    def counted(x: Any, y: Any) -> bool:
        calls.append(1)
        return real(x, y)

    monkeypatch.setattr(values, "same_leaf", counted)
    n = 1_000_000
    a: dict[str, list[Any]] = {"floats": [i / 7 for i in range(n)], "ints": list(range(n)), "strings": ["BRANCH_LEQ"] * n}
    b = {k: list(v) for k, v in a.items()}
    assert equal(a, b)
    b["floats"][n // 2] = -b["floats"][n // 2]
    assert not equal(a, b)
    assert calls == []



@seed(20261203)
@settings(max_examples=400, deadline=None)
@given(seeded.SEEDS)
def test_the_same_exact_text_is_the_same_value(seed_: int) -> None:
    """diff's first check (jsonio.exact_text): two values with one text are equal bit for bit; values
    it cannot tell apart by text (NaN, the infinities) have none."""
    rnd = random.Random(seed_)
    a = _tree(rnd)
    b = _mutated(rnd, a)
    note(f"a={a!r}\nb={b!r}")
    ta, tb = jsonio.exact_text(a), jsonio.exact_text(b)
    if ta is not None and ta == tb:
        assert equal(a, b)
    if equal(a, b) and ta is not None and tb is not None and not _has_int_float_pair(a, b):
        assert ta == tb


def _has_int_float_pair(a: Any, b: Any) -> bool:
    """Whether an int faces a float somewhere (equal values of other texts: 1 and 1.0)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return any(_has_int_float_pair(v, b.get(k)) for k, v in a.items())
    if isinstance(a, list) and isinstance(b, list):
        return any(_has_int_float_pair(x, y) for x, y in zip(a, b, strict=True))
    return {type(a), type(b)} == {int, float}


@pytest.mark.parametrize("value", [math.nan, [1.0, math.inf], {"v": [-math.inf]},
                                   [Blob(bytes(jsonio.EXACT_BLOB_BYTES + 1))], [2**64], {1: 2}])
def test_no_exact_text_where_text_cannot_tell(value: Any) -> None:
    assert jsonio.exact_text(value) is None


def test_a_small_blob_has_a_text_of_its_own() -> None:
    """A Blob of at most EXACT_BLOB_BYTES is written (a NUL and its hex): one text for the same bytes,
    another for other bytes and for every other value, strings holding that text included."""
    text = jsonio.exact_text([Blob(b"ab")])
    assert text is not None and text == jsonio.exact_text([Blob(memoryview(b"xab")[1:])])
    assert text != jsonio.exact_text([Blob(b"ac")])
    for other in ("\x006162", "6162", {"$bytes": "YWI="}, [97, 98], b"ab".hex()):
        assert jsonio.exact_text([other]) != text
    assert jsonio.one_exact_text([Blob(b"ab")], [Blob(b"ab")])
    assert not jsonio.one_exact_text([Blob(b"ab")], ["\x006162"])


def test_exact_texts_tell_signed_zeros_and_bools_apart() -> None:
    assert jsonio.exact_text([0.0]) != jsonio.exact_text([-0.0])
    assert jsonio.exact_text([True]) != jsonio.exact_text([1])
    assert jsonio.exact_text([1e16]) != jsonio.exact_text([1e16 + 2])


def _with_blobs(rnd: random.Random, value: Any) -> Any:
    """``value`` with some list members replaced by Blobs (what the public form turns to base64)."""
    if isinstance(value, dict):
        return {k: _with_blobs(rnd, v) for k, v in value.items()}
    if isinstance(value, list):
        return [Blob(rnd.randbytes(3)) if rnd.random() < 0.05 else _with_blobs(rnd, v) for v in value]
    return value


def _lists_of(value: Any) -> list[list[Any]]:
    out: list[list[Any]] = []
    todo = [value]
    while todo:
        v = todo.pop()
        if isinstance(v, list):
            out.append(v)
            todo.extend(v)
        elif isinstance(v, dict):
            todo.extend(v.values())
    return out


@seed(20261203)
@settings(max_examples=300, deadline=None)
@given(seeded.SEEDS)
def test_lists_of_unchanged_types_are_copied_whole(seed_: int) -> None:
    """map_leaves with ``unchanged`` (the public form's JSON scalars) gives the tree the leaf-by-leaf
    copy gives, its lists new ones (nothing shared with the input)."""
    rnd = random.Random(seed_)
    tree = _with_blobs(rnd, _tree(rnd))
    note(f"tree={tree!r}")

    def leaf(v: Any) -> Any:
        return v.base64() if isinstance(v, Blob) else v

    whole = values.map_leaves(tree, leaf, unchanged=values.JSON_SCALAR_TYPES)
    assert equal(whole, values.map_leaves(tree, leaf))
    inputs = {id(v) for v in _lists_of(tree)}
    assert not any(id(v) in inputs for v in _lists_of(whole))
