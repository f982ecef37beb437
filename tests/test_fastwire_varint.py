"""codec.fastwire.varint's two-byte fast path (issue 30, item 3: a forest's node ids are two-byte
varints, millions of them, read by the pure-Python decoders): on random bytes, positions and ends
and every varint kind, the same value and position as the general reading (read, decode, refuse
what is not canonical). The compiled decoder reads varints itself: this reader is the pure path's."""

from __future__ import annotations

from typing import Any

from hypothesis import given, seed, settings
from hypothesis import strategies as st

from onnxjson.codec import fastwire

KINDS = ("int32", "int64", "uint32", "uint64", "sint32", "sint64", "bool", "enum")

_BYTE = st.sampled_from([0, 1, 0x7F, 0x80, 0x81, 0xFF, 0x01, 0x02]) | st.integers(0, 255)


@seed(20261203)
@settings(max_examples=800, deadline=None)
@given(st.lists(_BYTE, min_size=1, max_size=12), st.data(), st.sampled_from(KINDS), st.booleans())
def test_the_fast_path_reads_as_the_general_one(data: list[int], draw: st.DataObject, kind: str, view: bool) -> None:
    raw = bytes(data)
    buf: Any = memoryview(raw) if view else raw
    pos = draw.draw(st.integers(0, len(raw) - 1))
    end = draw.draw(st.integers(pos, len(raw)))
    got = fastwire.varint(buf, pos, end, kind)
    expected = fastwire.general_varint(buf, pos, end, kind)
    assert got == expected and type(got[0]) is type(expected[0])
