"""The payloads' SHA-256 (``values.sha256_hex_many``, ``weights.hash_all``): hashlib's digest of each
payload whatever it is (bytes, bytearray, memoryviews, Blobs of memory and of a file mapping, zeros,
base64 text), in order, on the compiled and the pure paths alike. There is no compiled SHA-256: the
hand-written two-lane one paid 1.14-1.23x end to end, below the 1.5x that would keep it
(docs/PERFORMANCE.md#sha256-lanes)."""

from __future__ import annotations

import hashlib
import mmap
import os
import random
from pathlib import Path
from typing import Any

import pytest

from onnxjson import accel, weights
from onnxjson.codec import values
from onnxjson.codec.values import Base64Text, Blob

SEED = 20261201


def hexes(buffers: list[Any]) -> list[str]:
    return [hashlib.sha256(b).hexdigest() for b in buffers]


@pytest.mark.usefixtures("accel_path")
def test_sha256_hex_many_is_sha256_hex_for_every_kind_of_payload(tmp_path: Path) -> None:
    """Plain buffers, Blobs of memory and of a mapping, a subclass, base64 text."""
    data = os.urandom(3 << 20)
    path = tmp_path / "m.bin"
    path.write_bytes(data)
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        view = memoryview(m)
        payloads: list[Any] = [
            data[:1000], bytearray(data[:77]), memoryview(data)[5:70_000], b"",
            Blob(view[100:(2 << 20) + 1], m, 100), Blob(data[7:9000]), Blob(memoryview(data)[1:3]),
            weights._Zeros(3 << 20), Base64Text("AAECAw=="),
            Blob(view[0:0], m, 0),
            Blob(data[:5000], m, 0),  # a Blob whose bytes are not in its mapping
        ]
        try:
            want = [values.sha256_hex(p) for p in payloads]
            assert values.sha256_hex_many(payloads) == want
            assert values.sha256_hex_many(payloads) == want  # the same after a mapping's pages went back
            assert want[4] == hashlib.sha256(data[100:(2 << 20) + 1]).hexdigest()
            assert want[7] == hashlib.sha256(bytes(3 << 20)).hexdigest()
            assert values.sha256_hex_many([]) == []
        finally:
            payloads.clear()
            view.release()


def test_every_length_around_the_block_and_padding_edges() -> None:
    data = bytes(random.Random(SEED).randrange(256) for _ in range(300))
    buffers = [data[:n] for n in range(300)]
    assert values.sha256_hex_many(buffers) == hexes(buffers)
    assert values.sha256_hex_many([Blob(memoryview(b)) for b in buffers]) == hexes(buffers)


def test_hash_all_pairs_by_size_and_keeps_the_order() -> None:
    rng = random.Random(SEED)
    payloads: list[Any] = [os.urandom(rng.choice([0, 5, 1 << 20, 3 << 20, rng.randrange(2 << 20)]))
                           for _ in range(23)]
    payloads.append(Blob(memoryview(payloads[2])))
    assert weights.hash_all(payloads) == hexes([bytes(p) for p in payloads])
    assert weights.hash_all(payloads[:1]) == hexes([payloads[0]])
    assert weights.hash_all([]) == []


def test_the_accelerator_has_no_sha256() -> None:
    """Removed (its row left the twins table with it): hashlib is the one SHA-256."""
    assert accel.compiled is None or not hasattr(accel.compiled, "sha256_lanes")
