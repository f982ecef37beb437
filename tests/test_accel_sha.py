"""The compiled SHA-256 (onnxjson/_accel_sha256.c) against hashlib.

``sha256_lanes`` hashes a list of buffers two at a time on one core; each digest must be hashlib's
whatever the lengths (every length around the block and padding edges, lanes that end at
different places and take the next buffer) and whatever the buffers are (bytes, bytearray,
memoryviews, slices of a file mapping whose pages it hands back as it goes, which must then still
read the same). ``values.sha256_hex_many`` uses it for the buffers it can take and
``values.sha256_hex`` for every other payload; with the accelerator off, or in a process with
``ONNXJSON_NO_SIMD`` set (no SHA extensions used: the answer is None), it is hashlib throughout.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, seed, settings
from hypothesis import strategies as st

from onnxjson import accel, weights
from onnxjson.codec import values
from onnxjson.codec.values import Base64Text, Blob

NOT_BUILT = ("the compiled accelerator is not built here (python setup.py build_ext --inplace builds it "
             "beside the sources) or ONNXJSON_NO_ACCEL is set")
C: Any = accel.compiled
SEED = 20261201


def lanes(buffers: list[Any], release: list[bool] | None = None) -> list[str]:
    found = C.sha256_lanes(buffers, release if release is not None else [False] * len(buffers))
    if found is None:
        pytest.skip("this processor has no SHA extensions: sha256_lanes answers None")
    return list(found)


def hexes(buffers: list[Any]) -> list[str]:
    return [hashlib.sha256(b).hexdigest() for b in buffers]


needs_compiled = pytest.mark.skipif(C is None, reason=NOT_BUILT)


@needs_compiled
def test_every_length_around_the_block_and_padding_edges() -> None:
    data = bytes(random.Random(SEED).randrange(256) for _ in range(1200))
    buffers = [data[:n] for n in range(0, 1200)]
    assert lanes(buffers) == hexes(buffers)
    assert lanes([]) == []
    assert lanes([b""]) == hexes([b""])


@needs_compiled
def test_lanes_that_end_at_different_places_take_the_next_buffer() -> None:
    """Random lists: one buffer, odd counts, a long one beside many short ones, equal lengths."""
    rng = random.Random(SEED)
    for _ in range(60):
        sizes = [rng.choice([0, 1, 63, 64, 65, 4096, rng.randrange(200_000), rng.randrange(3 << 20)])
                 for _ in range(rng.randrange(1, 9))]
        buffers: list[Any] = [os.urandom(n) for n in sizes]
        kinds = [bytes, bytearray, memoryview]
        buffers = [kinds[rng.randrange(3)](b) for b in buffers]
        assert lanes(buffers) == hexes(buffers), sizes


@needs_compiled
@seed(SEED)
@settings(max_examples=200, deadline=None)
@given(st.lists(st.binary(max_size=700), max_size=7))
def test_hypothesis_lists(buffers: list[bytes]) -> None:
    assert lanes(buffers) == hexes(buffers)


@needs_compiled
def test_mapped_buffers_hand_back_pages_and_still_read_the_same(tmp_path: Path) -> None:
    """Released pages of a read-only file mapping are read again from the file: same bytes, same digests."""
    data = os.urandom(5 << 20 | 123)
    path = tmp_path / "m.bin"
    path.write_bytes(data)
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        view = memoryview(m)
        try:
            cuts = [(0, 3), (3, 70_001), (70_001, 3 << 20), ((3 << 20) + 5, len(data))]
            pieces = [view[a:b] for a, b in cuts]
            want = [hashlib.sha256(data[a:b]).hexdigest() for a, b in cuts]
            assert lanes(pieces, [True] * len(pieces)) == want
            assert bytes(view) == data
            assert lanes(pieces, [True] * len(pieces)) == want
        finally:
            for piece in pieces:
                piece.release()
            view.release()


@needs_compiled
def test_arguments() -> None:
    with pytest.raises(ValueError, match="one release flag per buffer"):
        C.sha256_lanes([b"a"], [])
    with pytest.raises(TypeError):
        C.sha256_lanes((b"a",), [False])
    with pytest.raises(TypeError):
        C.sha256_lanes(["text"], [False])
    strided = memoryview(b"abcdef")[::2]
    with pytest.raises(BufferError):
        C.sha256_lanes([strided], [False])


@needs_compiled
def test_no_simd_answers_none() -> None:
    """ONNXJSON_NO_SIMD: sha256_lanes says None, and the payload digests are hashlib's."""
    code = ("from onnxjson import accel; from onnxjson.codec import values; "
            "assert accel.compiled.sha256_lanes([b'x'], [False]) is None; "
            "assert values.sha256_hex_many([b'x', b'']) == "
            "['2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881', "
            "'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855']")
    # The onnxjson this process tests (the source tree, or the installed package CI builds): -c puts
    # the working folder first on the path, so it runs there.
    package_root = Path(accel.__file__).resolve().parent.parent
    env = dict(os.environ, ONNXJSON_NO_SIMD="1", PYTHONPATH=str(package_root))
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=package_root)


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
            Blob(data[:5000], m, 0),  # a Blob whose bytes are not in its mapping: nothing handed back
        ]
        try:
            want = [values.sha256_hex(p) for p in payloads]
            assert values.sha256_hex_many(payloads) == want
            assert values.sha256_hex_many(payloads) == want  # the same after the pages went back
            assert want[4] == hashlib.sha256(data[100:(2 << 20) + 1]).hexdigest()
            assert values.sha256_hex_many([]) == []
        finally:
            payloads.clear()
            view.release()


@pytest.mark.usefixtures("accel_path")
def test_hash_all_pairs_by_size_and_keeps_the_order() -> None:
    rng = random.Random(SEED)
    payloads: list[Any] = [os.urandom(rng.choice([0, 5, 1 << 20, 3 << 20, rng.randrange(2 << 20)]))
                           for _ in range(23)]
    payloads.append(Blob(memoryview(payloads[2])))
    assert weights.hash_all(payloads) == hexes([bytes(p) for p in payloads])
    assert weights.hash_all(payloads[:1]) == hexes([payloads[0]])
    assert weights.hash_all([]) == []
