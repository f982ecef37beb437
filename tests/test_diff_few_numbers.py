"""diff's numbers of a changed weight of one or two elements without numpy (issue 30 item 2: numpy's
import was a tenth of diff's time for an edited scalar): diff._few_numbers gives weight_numbers'
numpy answer bit for bit: seeded pairs of float16, float32 and float64 tensors of 0 to 2 elements
(and lengths it leaves to numpy) whose values are edges (signed zeros, NaN payloads, infinities,
subnormals, the largest finite values) or random bits. Pure Python: one path."""

from __future__ import annotations

import importlib
import random
import struct
from typing import Any

import pytest

diff_module = importlib.import_module("onnxjson.diff")

_CODES = {1: "f", 10: "e", 11: "d"}
_EDGES = (0.0, -0.0, 1.0, -1.0, float("inf"), float("-inf"), float("nan"), 5e-324, 1e-45, 6e-8, 65504.0,
          3.4028234663852886e38, 1.7976931348623157e308, 0.1)


def _raw(rnd: random.Random, code: str, n: int) -> bytes:
    width = struct.calcsize(code)
    out = b""
    for _ in range(n):
        if rnd.random() < 0.5:
            out += rnd.randbytes(width)  # any bits: NaN payloads, subnormals
        else:
            value = rnd.choice(_EDGES)
            try:
                out += struct.pack(f"<{code}", value)
            except OverflowError:
                out += struct.pack(f"<{code}", float("inf"))
    return out


def _numpy_numbers(raw_a: bytes, raw_b: bytes, dtype: int, monkeypatch: pytest.MonkeyPatch) -> Any:
    with monkeypatch.context() as m:
        m.setattr(diff_module, "_few_numbers", lambda *args: None)
        return diff_module.weight_numbers(raw_a, dtype, raw_b, dtype)


@pytest.mark.parametrize("seed", range(400))
def test_few_numbers_are_numpys(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(f"few-numbers-{seed}")
    dtype = rnd.choice(sorted(_CODES))
    code = _CODES[dtype]
    n = rnd.choice((0, 1, 1, 2, 2, 2, 3))
    raw_a = _raw(rnd, code, n)
    raw_b = bytearray(raw_a) if rnd.random() < 0.3 else bytearray(_raw(rnd, code, n))
    if raw_b and rnd.random() < 0.3:  # one bit of one element
        raw_b[rnd.randrange(len(raw_b))] ^= 1 << rnd.randrange(8)
    if rnd.random() < 0.05:
        raw_b = raw_b[:-1]  # another length: numpy's answer (None)
    few = diff_module._few_numbers(raw_a, bytes(raw_b), code)
    expected = _numpy_numbers(raw_a, bytes(raw_b), dtype, monkeypatch)
    if n > 2 or len(raw_b) != len(raw_a):
        assert few is None
    else:
        assert few is not None
        assert repr(few) == repr(expected)  # the floats bit for bit (repr tells -0.0 and NaN apart)
    assert repr(diff_module.weight_numbers(raw_a, dtype, bytes(raw_b), dtype)) == repr(expected)


def test_three_elements_and_other_types_go_to_numpy() -> None:
    assert diff_module._few_numbers(b"\0" * 12, b"\1" * 12, "f") is None
    numbers = diff_module.weight_numbers(struct.pack("<2i", 1, 2), 6, struct.pack("<2i", 1, 5), 6)
    assert numbers == {"elements": 2, "changed": 1, "max_abs_change": 3.0, "mean_abs_change": 1.5}
