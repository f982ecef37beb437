"""The sidecar written while payloads are hashed on the other cores, and build's checks of it.

dump places each large payload at once, without waiting for its digest, unless a payload placed
before it could be identical (same size and sampled bytes); the digests are gathered at the end.
build hashes the sidecar's large ranges on the other cores from the moment the document is read and
compares them once the output is written. These tests hold both to the plain definitions over random
payload sets: the layout of writing the payloads one after another (64-byte boundaries, an identical
payload sharing the first one's range), and a build that refuses any damaged range, naming the first
in output order, leaving no output. The pool's threshold (``weights.POOL_BYTES``) is lowered so that
small payloads take the parallel paths too; payloads of every size around it, 0-byte ones, ties,
and payloads that share their sampled bytes without being identical are generated.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from hypothesis import given, seed, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper

import onnxjson
from onnxjson import WeightsError, files, jsonio, weights
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.values import Blob
from onnxjson.sources import decode_model, open_model

POOL = 4096  # weights.POOL_BYTES in these tests: payloads from 4 KiB up go to the pool
CHECK = 1 << 16  # weights.CHECK_AT_FETCH: build checks ranges from 64 KiB up once the output is written


def model_of(payloads: list[bytes]) -> bytes:
    """A model whose initialisers hold ``payloads`` as uint8 raw_data, in order."""
    inits = []
    for i, raw in enumerate(payloads):
        t = onnx.TensorProto()
        t.name = f"t{i}"
        t.data_type = TensorProto.UINT8
        t.dims.append(len(raw))
        t.raw_data = raw
        inits.append(t)
    graph = helper.make_graph([], "g", [], [], initializer=inits)
    return helper.make_model(graph).SerializeToString()


def reference_layout(payloads: list[bytes], threshold: int) -> tuple[bytes, list[int | None]]:
    """The sidecar of writing the payloads one after another (the definition), and each offset."""
    out = bytearray()
    first: dict[tuple[str, int], int] = {}
    offsets: list[int | None] = []
    for raw in payloads:
        if len(raw) <= threshold:
            offsets.append(None)
            continue
        key = (hashlib.sha256(raw).hexdigest(), len(raw))
        if key not in first:
            out += bytes(-len(out) % 64)
            first[key] = len(out)
            out += raw
        offsets.append(first[key])
    return bytes(out), offsets


@st.composite
def payload_sets(draw: st.DrawFn) -> list[bytes]:
    """Payloads of sizes around the pool's threshold, 0-byte ones, exact ties, and look-alikes: the
    same size and sampled bytes (start, middle, end) as another payload, other bytes elsewhere."""
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    sizes = st.sampled_from([0, 1, 63, 64, 65, 200, POOL - 1, POOL, POOL + 1, 3 * POOL + 17, 40_000, 70_001])
    out: list[bytes] = []
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["new", "new", "tie", "lookalike", "constant"]))
        if kind == "tie" and out:
            out.append(out[draw(st.integers(0, len(out) - 1))])
        elif kind == "lookalike" and any(len(p) > 400 for p in out):
            base = bytearray(draw(st.sampled_from([p for p in out if len(p) > 400])))
            n = len(base)
            spot = draw(st.sampled_from([70, n // 2 - 70, n // 2 + 70, n - 70]))
            base[spot] ^= 0x5A  # outside the sampled windows: same sample, other bytes
            out.append(bytes(base))
        elif kind == "constant":
            out.append(bytes([draw(st.integers(0, 255))]) * draw(sizes))
        else:
            out.append(rng.integers(0, 256, draw(sizes), dtype=np.uint8).tobytes())
    return out


@seed(20261201)
@settings(max_examples=60, deadline=None)
@given(payload_sets(), st.sampled_from([0, 64, POOL]), st.booleans())
def test_sidecar_layout_is_the_sequential_one(tmp_path_factory: pytest.TempPathFactory, payloads: list[bytes],
                                              threshold: int, mapped: bool) -> None:
    """Into a regular file (kernel copies from the mapped model, reserved ranges) or memory, the
    sidecar and the references are those of writing one payload after another."""
    folder = tmp_path_factory.mktemp("layout")
    data = model_of(payloads)
    (folder / "m.onnx").write_bytes(data)
    expected, offsets = reference_layout(payloads, threshold)
    mp = pytest.MonkeyPatch()
    mp.setattr(weights, "POOL_BYTES", POOL)
    mp.setattr(files, "RESERVE_BYTES", 0)  # every large payload's range reserved
    try:
        if mapped:
            with open_model(str(folder / "m.onnx")) as src:
                doc = decode_model(src.data, src.name, type=None, options=DecodeOptions(), source=src.source)
                with files.atomic_output(folder / "m.bin") as stream:
                    size = weights.to_sidecar(doc, stream, threshold=threshold, reference="m.bin",
                                              fds={id(src.source): src.fd} if src.fd is not None else {})
            side = (folder / "m.bin").read_bytes()
        else:
            doc = decode_model(data, "<bytes>", type=None, options=DecodeOptions())
            memory = io.BytesIO()
            size = weights.to_sidecar(doc, memory, threshold=threshold, reference="m.bin")
            side = memory.getvalue()
    finally:
        mp.undo()
    assert side == expected and size == len(expected)
    inits = doc["graph"].get("initializer", [])
    for t, raw, offset in zip(inits, payloads, offsets, strict=True):
        ref = t.get("raw_data")
        if offset is None:
            continue
        assert ref == {"offset": offset, "size": len(raw), "sha256": hashlib.sha256(raw).hexdigest()}


def _dump_pair(folder: Path, payloads: list[bytes]) -> tuple[bytes, dict[str, Any]]:
    data = model_of(payloads)
    (folder / "m.onnx").write_bytes(data)
    onnxjson.dump(folder / "m.onnx", folder / "m.json", sidecar=folder / "m.bin", strip_threshold=0)
    return data, json.loads((folder / "m.json").read_text())


def _ranges(doc: dict[str, Any]) -> list[tuple[int, int]]:
    """The referenced (offset, size) of each initialiser, in output order, 0-byte ones left out."""
    out = []
    for t in doc["graph"].get("initializer", []):
        ref = t.get("raw_data")
        if isinstance(ref, dict) and "offset" in ref and ref["size"]:
            out.append((ref["offset"], ref["size"]))
    return out


@seed(20261202)
@settings(max_examples=40, deadline=None)
@given(payload_sets(), st.data())
def test_build_refuses_any_damaged_range_and_names_the_first(tmp_path_factory: pytest.TempPathFactory,
                                                             payloads: list[bytes], data: st.DataObject) -> None:
    """One or two bytes flipped anywhere in referenced ranges: build fails on the first damaged
    range in output order and leaves no output; a flipped padding byte changes nothing."""
    folder = tmp_path_factory.mktemp("damage")
    mp = pytest.MonkeyPatch()
    mp.setattr(weights, "POOL_BYTES", POOL)
    mp.setattr(weights, "CHECK_AT_FETCH", CHECK)
    mp.setattr(files, "RESERVE_BYTES", 0)
    try:
        model, doc = _dump_pair(folder, payloads)
        ranges = _ranges(doc)
        side = bytearray((folder / "m.bin").read_bytes())
        used = {i for offset, size in ranges for i in range(offset, offset + size)}
        padding = [i for i in range(len(side)) if i not in used]
        if padding:
            spot = data.draw(st.sampled_from(padding))
            side[spot] ^= 0xFF
            (folder / "m.bin").write_bytes(bytes(side))
            onnxjson.build(folder / "m.json", folder / "ok.onnx")
            assert (folder / "ok.onnx").read_bytes() == model
        if not ranges:
            return
        picks = data.draw(st.lists(st.integers(0, len(ranges) - 1), min_size=1, max_size=2))
        for k in picks:
            offset, size = ranges[k]
            side[offset + data.draw(st.integers(0, size - 1))] ^= 1 << data.draw(st.integers(0, 7))
        (folder / "m.bin").write_bytes(bytes(side))
        damaged = {ranges[k] for k in picks}
        # Small ranges are checked as they are encoded, large ones once the output is written: the
        # error is the first damaged small range, else the first damaged large one, in output order.
        order = [(t["name"], (t["raw_data"]["offset"], t["raw_data"]["size"]))
                 for t in doc["graph"].get("initializer", [])
                 if isinstance(t.get("raw_data"), dict) and "offset" in t["raw_data"] and t["raw_data"]["size"]]
        bad = [(name, r) for name, r in order if r in damaged]
        name = next((n for n, r in bad if r[1] < CHECK), bad[0][0])
        with pytest.raises(WeightsError, match="do not match the digest") as caught:
            onnxjson.build(folder / "m.json", folder / "bad.onnx")
        assert f'"{name}"' in str(caught.value)
        assert not (folder / "bad.onnx").exists()
        assert not [p for p in os.listdir(folder) if p.endswith(".tmp")]
    finally:
        mp.undo()


def test_digests_are_hashlib_s_in_order_whoever_takes_them() -> None:
    """The pool hashes from the first, the caller from the last back: the digests are the same."""
    rng = np.random.default_rng(7)
    payloads: list[Any] = [rng.integers(0, 256, int(n), dtype=np.uint8).tobytes()
                           for n in rng.integers(0, 300_000, 40)]
    payloads += [rng.integers(0, 256, 9 << 20, dtype=np.uint8).tobytes(), b"x" * (17 << 20)]
    payloads.append(Blob(memoryview(payloads[3])))
    want = [hashlib.sha256(bytes(p)).hexdigest() for p in payloads]
    with weights.Digests(list(payloads)) as pool:
        assert pool.result(5) == want[5]
        assert pool.finish() == want
    with weights.Digests([]) as empty:
        assert empty.finish() == []
        index = empty.add(payloads[0])
        assert empty.result(index) == want[0]
        for p in payloads[1:]:
            empty.add(p)
        assert empty.result(len(payloads) - 1) == want[-1]
        empty.take_rest()
        assert empty.finish() == want


def test_digest_jobs_are_one_payload_each_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """A job of the pool is one payload (hashlib releases the GIL: the threads share the payloads
    on all cores), in the order they were added, each once. The digests are hashlib's."""
    monkeypatch.setattr(weights, "POOL_BYTES", 64)
    rng = np.random.default_rng(11)
    sizes = ([2304] * 5 + [11184] * 2 + [2304] * 4 + [11184] * 2 + [2304] * 4 + [11184] + [60_000, 3000]) * 2
    payloads = [rng.integers(0, 256, n, dtype=np.uint8).tobytes() for n in sizes]
    with weights.Digests(list(payloads)) as pool:
        assert pool.finish() == [hashlib.sha256(p).hexdigest() for p in payloads]
        jobs = [[len(payloads[i]) for i in job] for job in pool._members]
    assert jobs == [[n] for n in sizes]


def test_hash_threads_cancel_wait_and_raise() -> None:
    """The threads of Digests: a job not started can be cancelled (and is never run), a result is
    waited for, an error is raised where the result is asked for, shutdown cancels what waits."""
    import threading

    gate = threading.Event()
    ran: list[str] = []

    def slow(name: str) -> str:
        gate.wait(5)
        ran.append(name)
        return name

    def fails(_: object) -> None:
        raise ValueError("no")

    pool = weights._HashThreads(1)
    first, second, third = pool.submit(slow, "a"), pool.submit(slow, "b"), pool.submit(fails, None)
    assert second.cancel() is True and second.cancel() is False
    gate.set()
    assert first.result() == "a" and first.cancel() is False
    with pytest.raises(ValueError, match="no"):
        third.result()
    with pytest.raises(RuntimeError, match="cancelled"):
        second.result()
    late = pool.submit(slow, "c")
    pool.shutdown()
    assert ran in (["a"], ["a", "c"]) and (late.state == weights._DONE) == (ran == ["a", "c"])
    assert weights._done([1]).result() == [1] and weights._done([1]).cancel() is False


def test_reserve_changes_neither_size_nor_bytes(tmp_path: Path) -> None:
    """Reserving is a hint: an atomic output keeps exactly the bytes written; other streams are left alone."""
    with files.atomic_output(tmp_path / "out.bin") as stream:
        files.reserve(stream, 0, 1 << 20)
        stream.write(b"abc")
        files.reserve(stream, 3, 4096)
    assert (tmp_path / "out.bin").read_bytes() == b"abc"
    memory = io.BytesIO()
    files.reserve(memory, 0, 1 << 20)  # no file: nothing happens
    assert memory.getvalue() == b""
    path = tmp_path / "theirs.bin"
    path.write_bytes(b"x")
    with open(path, "ab") as theirs:  # a file of the caller's: never touched
        files.reserve(theirs, 0, 1 << 20)
    assert os.path.getsize(path) == 1


def test_early_hashing_never_reports_before_the_document_s_findings(tmp_path: Path) -> None:
    """The sidecar is hashed before the document is checked; a document that fails its checks is
    still refused for its own finding, whatever its sidecar references look like."""
    payloads = [os.urandom(3 * POOL), os.urandom(2 * POOL)]
    mp = pytest.MonkeyPatch()
    mp.setattr(weights, "POOL_BYTES", POOL)
    try:
        _, doc = _dump_pair(tmp_path, payloads)
        doc["graph"]["initializer"][0]["dims"] = "nope"
        for sidecar, offset in (("m.bin", 10**12), ("../elsewhere.bin", 0), ("missing.bin", 0), ("m.bin", -1)):
            doc["$onnxjson"]["weights"]["sidecar"] = sidecar
            doc["graph"]["initializer"][1]["raw_data"]["offset"] = offset
            (tmp_path / "bad.json").write_bytes(jsonio.dumps_document(doc))
            with pytest.raises(onnxjson.OnnxJsonError, match="dims"):
                onnxjson.build(tmp_path / "bad.json", tmp_path / "bad.onnx")
            assert not (tmp_path / "bad.onnx").exists()
    finally:
        mp.undo()
