"""float32 document values in numpy's integers (codec/float32.py) against FloatFormat.shortest.

The pure path formats float32 batches of FLOAT32_NUMPY_MIN elements or more with
``float32.shortest_many`` once the process has formatted NUMPY_BATCH of them (or numpy is
imported): it must give the floats ``FloatFormat.shortest`` gives, element by element (signed
zeros, subnormals, every power of two, interval ends on short decimals, the largest values), and
hand a batch holding a NaN or an infinity back to the per-element method. And the dispatch: the
same document values through ``many_to_doc`` on both paths, whichever formatter runs.
"""

from __future__ import annotations

import random
import struct
from typing import Any

import pytest
from accel_support import compiled_paths
from test_float_format import _structured_float32

from onnxjson.codec import float32, values
from onnxjson.codec.values import FLOAT_FORMATS

F32 = FLOAT_FORMATS[1]


def _reprs(items: list[Any]) -> list[str]:
    return [repr(v) for v in items]  # tells -0.0 from 0.0, and floats apart exactly


def _generated_words(rnd: random.Random) -> list[int]:
    """Random finite words, short decimals of every magnitude with their neighbours and negations,
    a run of consecutive subnormals and the largest finite values."""
    words = [w for w in (rnd.getrandbits(32) for _ in range(8_000)) if w & 0x7F800000 != 0x7F800000]
    for _ in range(3_000):
        value = rnd.randint(1, 10 ** rnd.randint(1, 9)) * 10.0 ** rnd.randint(-46, 29)
        try:
            word = struct.unpack("<I", struct.pack("<f", value))[0]
        except OverflowError:
            continue
        words += [w for w in (word, word + 1, word | 0x80000000) if w & 0x7F800000 != 0x7F800000]
    start = rnd.randrange(0, 1 << 23)
    words += list(range(start, min(start + 400, 1 << 23)))
    words += list(range(0x7F7FFFFF - 200, 0x7F800000))
    rnd.shuffle(words)
    return words


@pytest.mark.parametrize("case", range(4))
def test_generated_values_are_the_shortest_decimals(case: int) -> None:
    words = _generated_words(random.Random(4400 + case))
    data = struct.pack(f"<{len(words)}I", *words)
    found = float32.shortest_many(data)
    assert found is not None
    assert _reprs(found) == _reprs([F32.doc_of_bits(w) for w in words])


def test_structured_sample_is_the_shortest_decimals() -> None:
    """Every exponent with its edge significands, every power of two, the values whose interval
    ends on a short decimal, runs of subnormals and integers (test_float_format's sample)."""
    data = _structured_float32()
    found = float32.shortest_many(data)
    assert found is not None
    words = struct.unpack(f"<{len(data) // 4}I", data)
    assert _reprs(found) == _reprs([F32.doc_of_bits(w) for w in words])
    powers = [exp << 23 | sign for exp in range(0, 255) for sign in (0, 0x80000000)]
    found = float32.shortest_many(struct.pack(f"<{len(powers)}I", *powers))
    assert found is not None
    assert _reprs(found) == _reprs([F32.doc_of_bits(w) for w in powers])


@pytest.mark.parametrize("special", [0x7FC00000, 0x7FC00001, 0xFF800000, 0x7F800000])
def test_a_batch_holding_a_nan_or_an_infinity_goes_back(special: int) -> None:
    assert float32.shortest_many(struct.pack("<3I", 0x3F800000, special, 0)) is None


@pytest.mark.parametrize("compiled", [False, True])
def test_many_to_doc_gives_the_same_values_whichever_formatter_runs(compiled: bool,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Batches below and above FLOAT32_NUMPY_MIN, before and after the process has formatted
    NUMPY_BATCH elements, with and without NaNs: the per-element method's values."""
    rnd = random.Random(4500)
    fmt = values.FloatFormat(4, 8, F32.unpack, F32.pack, 9, "<f4")
    monkeypatch.setattr(values, "NUMPY_BATCH", 300)
    with compiled_paths(compiled):
        for size in (8, values.FLOAT32_NUMPY_MIN - 1, values.FLOAT32_NUMPY_MIN, 200, 500, 2_000):
            words = [rnd.getrandbits(32) for _ in range(size)]
            if size == 500:
                words[7] = 0x7FC00000
            data = struct.pack(f"<{size}I", *words)
            assert _reprs(fmt.many_to_doc(data)) == _reprs([F32.doc_of_bits(w) for w in words])
    assert compiled or fmt.formatted > 300


def test_chunks_without_large_elements_are_the_shortest_decimals() -> None:
    """A chunk whose elements are all below 2**25 in magnitude (no e2 >= 0, the usual weights) skips
    the steps of the others: its values are still FloatFormat.shortest's, edges of the range too."""
    rnd = random.Random(4409)
    words = [w for w in _generated_words(rnd) if (w >> 23) & 0xFF < 152]
    words += [(e << 23) | f for e in (0, 1, 126, 127, 150, 151) for f in (0, 1, 0x400000, 0x7FFFFF)]
    words += [w | 0x80000000 for w in words[:500]]
    for start in range(0, len(words), float32.CHUNK):
        chunk = words[start:start + float32.CHUNK]
        found = float32.shortest_many(struct.pack(f"<{len(chunk)}I", *chunk))
        assert found is not None
        assert _reprs(found) == _reprs([F32.doc_of_bits(w) for w in chunk])
