"""diff's numbers of a changed small weight without numpy (issue 30 item 2: numpy's import was a tenth
of diff's time for an edited scalar or bias): diff._few_numbers gives weight_numbers' numpy answer
bit for bit, or leaves it to numpy: seeded pairs of float16, float32 and float64 tensors of 0 to
4,097 elements whose values are edges (signed zeros, NaN payloads, infinities, subnormals, the
largest finite values), random bits or small edits of one another (sums exact in any order, or
not: then numpy's). Pure Python: one path."""

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


def test_few_numbers_are_numpys(monkeypatch: pytest.MonkeyPatch) -> None:
    """400 seeded pairs; most small edits are counted without numpy (not all left to it). One test,
    not one a seed: the count needs every case in one process, whatever worker runs it."""
    taken = [seed for seed in range(400) if _case(seed, monkeypatch)]
    assert len(taken) >= 100, taken


def _case(seed: int, monkeypatch: pytest.MonkeyPatch) -> bool:
    """One seeded pair: _few_numbers is numpy's answer or None; whether it answered."""
    rnd = random.Random(f"few-numbers-{seed}")
    dtype = rnd.choice(sorted(_CODES))
    code = _CODES[dtype]
    n = rnd.choice((0, 1, 2, 3, 8, 9, 16, 40, 129, 4096, 4097)) if seed % 20 else rnd.choice((4096, 4097))
    width = struct.calcsize(code)
    if rnd.random() < 0.5:  # values of one scale, a few edited: sums exact in any order
        scale = rnd.choice((1e-3, 1.0, 0.1, 3e4))
        raw_a = b"".join(_pack(code, scale * rnd.uniform(-1, 1)) for _ in range(n))
        raw_b = bytearray(raw_a)
        for _ in range(rnd.choice((1, 2, 5, 50))):
            if n:
                i = rnd.randrange(n)
                raw_b[i * width:(i + 1) * width] = _pack(code, scale * rnd.uniform(-1, 1))
    else:
        raw_a = _raw(rnd, code, n)
        raw_b = bytearray(raw_a) if rnd.random() < 0.3 else bytearray(_raw(rnd, code, n))
    if raw_b and rnd.random() < 0.3:  # one bit of one element
        raw_b[rnd.randrange(len(raw_b))] ^= 1 << rnd.randrange(8)
    if rnd.random() < 0.05:
        raw_b = raw_b[:-1]  # another length: numpy's answer (None)
    few = diff_module._few_numbers(raw_a, bytes(raw_b), code)
    expected = _numpy_numbers(raw_a, bytes(raw_b), dtype, monkeypatch)
    if n > 4096 or len(raw_b) != len(raw_a):
        assert few is None, seed
    elif few is not None:
        assert repr(few) == repr(expected), seed  # the floats bit for bit (repr tells -0.0 and NaN apart)
    assert repr(diff_module.weight_numbers(raw_a, dtype, bytes(raw_b), dtype)) == repr(expected), seed
    return few is not None


def _pack(code: str, value: float) -> bytes:
    try:
        return struct.pack(f"<{code}", value)
    except OverflowError:
        return struct.pack(f"<{code}", float("inf"))


def test_exact_sums() -> None:
    assert diff_module._exact_sum([]) == 0.0
    assert diff_module._exact_sum([0.5, 0.25, 3.0]) == 3.75
    assert diff_module._exact_sum([1e16, 1.0, 1.0]) is None  # 1e16 + 1 rounds in one order, not another
    assert diff_module._exact_sum([5e-324, 5e-324]) == 1e-323
    assert diff_module._exact_sum([float(2 ** 52), float(2 ** 52)]) is None


def test_long_tensors_and_other_types_go_to_numpy() -> None:
    assert diff_module._few_numbers(b"\0" * 4 * 4097, b"\1" * 4 * 4097, "f") is None
    numbers = diff_module.weight_numbers(struct.pack("<2i", 1, 2), 6, struct.pack("<2i", 1, 5), 6)
    assert numbers == {"elements": 2, "changed": 1, "max_abs_change": 3.0, "mean_abs_change": 1.5}
