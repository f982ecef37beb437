"""codec.fastwire.varint's two-byte fast path (issue 30, item 3: a forest's node ids are two-byte
varints, millions of them, read by the pure-Python decoders): on random bytes, positions and ends
and every varint kind, the same value and position as the general reading (read, decode, refuse
what is not canonical). The compiled decoder reads varints itself: this reader is the pure path's.

The cases are seeded random draws, not hypothesis's (see tests/seeded.py's note): the inputs are a
few bytes, and drawing them value by value cost hypothesis nearly all of this test's time (800
examples in 0.85 s); the same classes of inputs (bytes at the varint's edges often, any byte
otherwise; 1-12 of them, any start and end, bytes or a memoryview, every kind), 25 times as many
cases in a tenth of the time. A failure names its case number and the case.
"""

from __future__ import annotations

import random
from typing import Any

from onnxjson.codec import fastwire

KINDS = ("int32", "int64", "uint32", "uint64", "sint32", "sint64", "bool", "enum")

#: Bytes at the edges of a varint's groups, drawn half the time (as st.sampled_from(...) | st.integers did).
EDGE_BYTES = (0, 1, 0x7F, 0x80, 0x81, 0xFF, 0x01, 0x02)
#: Seeded cases a run makes.
CASES = 20_000


def _case(rng: random.Random) -> tuple[bytes, int, int, str, bool]:
    raw = bytes(rng.choice(EDGE_BYTES) if rng.random() < 0.5 else rng.randrange(256)
                for _ in range(rng.randint(1, 12)))
    pos = rng.randint(0, len(raw) - 1)
    end = rng.randint(pos, len(raw))
    return raw, pos, end, rng.choice(KINDS), rng.random() < 0.5


def test_the_fast_path_reads_as_the_general_one() -> None:
    rng = random.Random(20261203)
    for n in range(CASES):
        raw, pos, end, kind, view = case = _case(rng)
        buf: Any = memoryview(raw) if view else raw
        got = fastwire.varint(buf, pos, end, kind)
        expected = fastwire.general_varint(buf, pos, end, kind)
        assert got == expected and type(got[0]) is type(expected[0]), (n, case, got, expected)
