"""A sidecar dump's hashing started before the command line is parsed (``python -m onnxjson``).

``weights.start_model_hashing`` hashes a model file's large initialisers from before the CLI is
imported; the dump takes those digests for the same unchanged file and the same payload places, and
writes the same sidecar and document as without them. Speed is measured by bench/run.py, never here.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from onnx import TensorProto, helper

import onnxjson
from onnxjson import accel, weights
from onnxjson.__main__ import sidecar_dump_model
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.values import Blob
from onnxjson.sources import decode_model

POOL = 4096  # weights.POOL_BYTES in these tests
ROOT = Path(accel.__file__).resolve().parent.parent  # the onnxjson under test (installed or not)


def model_of(payloads: list[bytes], *, constant: bytes | None = None) -> bytes:
    """A model whose initialisers hold ``payloads`` as uint8 raw_data (a node's tensor attribute too)."""
    inits = [helper.make_tensor(f"t{i}", TensorProto.UINT8, [len(raw)], raw, raw=True) for i, raw in enumerate(payloads)]
    nodes = []
    if constant is not None:  # a payload outside graph.initializer: the early scan does not see it
        value = helper.make_tensor("c", TensorProto.UINT8, [len(constant)], constant, raw=True)
        nodes.append(helper.make_node("Constant", [], ["c"], value=value))
    graph = helper.make_graph(nodes, "g", [], [], initializer=inits)
    return helper.make_model(graph).SerializeToString()


def random_payloads(seed: int) -> list[bytes]:
    """Sizes around the pool's threshold, ties and a look-alike (same size and sampled bytes)."""
    rng = np.random.default_rng(seed)
    out = [rng.integers(0, 256, int(n), dtype=np.uint8).tobytes()
           for n in rng.choice([10, POOL - 1, POOL, POOL + 1, 3 * POOL + 17, 40_000, 70_001], 9)]
    out.append(out[2])  # a tie
    twin = bytearray(out[5])
    twin[len(twin) // 2 + 200] ^= 0x5A  # outside the sampled windows
    return [*out, bytes(twin), out[5]]


@pytest.fixture
def small_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(weights, "POOL_BYTES", POOL)
    monkeypatch.setattr(weights, "EARLY_MODEL_BYTES", 0)
    monkeypatch.setattr(weights, "JOB_BYTES", 3 * POOL)


def _dump(model: Path, out: Path, threshold: int = 64) -> tuple[bytes, bytes]:
    onnxjson.dump(model, out / "m.json", sidecar=out / "m.bin", strip_threshold=threshold)
    return (out / "m.json").read_bytes(), (out / "m.bin").read_bytes()


def _taken(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the payloads the dump takes from the early digests."""
    hits: list[int] = []
    slot_of = weights.ModelDigests.slot_of

    def counting(self: weights.ModelDigests, payload: Any) -> int | None:
        found = slot_of(self, payload)
        hits.append(found is not None)
        return found

    monkeypatch.setattr(weights.ModelDigests, "slot_of", counting)
    return hits


@pytest.mark.parametrize("args,found", [
    (["dump", "m.onnx", "-o", "m.json", "--sidecar", "m.bin"], ("m.onnx", 1024)),
    (["dump", "--sidecar=m.bin", "-o", "m.json", "-q", "m.onnx"], ("m.onnx", 1024)),
    (["dump", "m.onnx", "--strip-threshold", "0", "--sidecar", "m.bin", "--trust-paths"], ("m.onnx", 0)),
    (["dump", "m.onnx", "--strip-threshold=4096", "--external", "sidecar", "--sidecar", "s"], ("m.onnx", 4096)),
    (["dump", "m.onnx", "-o", "m.json"], None),  # no sidecar
    (["dump", "m.onnx", "--sidecar"], None),  # no file for it
    (["dump", "-", "--sidecar", "m.bin"], None),  # stdin
    (["dump", "m.onnx", "--sidecar", "m.bin", "--help"], None),
    (["dump", "m.onnx", "n.onnx", "--sidecar", "m.bin"], None),  # two models: the CLI's error
    (["dump", "m.onnx", "--sidecar", "m.bin", "--strip-threshold", "-1"], None),
    (["dump", "m.onnx", "--sidecar", "m.bin", "--new-flag"], None),
    (["build", "m.json", "-o", "m.onnx"], None),
    (["--sidecar", "m.bin", "dump", "m.onnx"], None),
    ([], None),
])
def test_which_command_lines_start_hashing(args: list[str], found: tuple[str, int] | None) -> None:
    assert sidecar_dump_model(args) == found


@pytest.mark.usefixtures("accel_path")
def test_the_scan_finds_each_initialiser_s_raw_data() -> None:
    payloads = random_payloads(1)
    data = model_of(payloads, constant=b"k" * 5000)
    found = list(weights._initializer_raw_data(memoryview(data), 1))
    assert [bytes(data[at:at + size]) for at, size in found] == payloads
    for least in (POOL, POOL + 1, 40_000):  # only the large ones, however the small ones lie
        assert [bytes(data[at:at + size]) for at, size in weights._initializer_raw_data(memoryview(data), least)] \
            == [p for p in payloads if len(p) >= least]
    doc = decode_model(memoryview(data), "m", type=None, options=DecodeOptions(), source=data)
    blobs = [init["raw_data"] for init in doc["graph"]["initializer"]]
    assert [(b.offset, len(b)) for b in blobs if type(b) is Blob] == \
        [(at, size) for (at, size), b in zip(found, blobs, strict=True) if type(b) is Blob]
    for cut in (0, 1, 7, len(data) // 3, len(data) - 1):  # truncated: fewer ranges, no error
        assert all(at + size <= cut for at, size in weights._initializer_raw_data(memoryview(data[:cut]), 1))


@pytest.mark.usefixtures("accel_path", "small_pool")
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("threshold", [0, 64, POOL])
def test_early_digests_give_the_same_sidecar(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int,
                                             threshold: int) -> None:
    payloads = random_payloads(seed)
    model = tmp_path / "m.onnx"
    model.write_bytes(model_of(payloads, constant=payloads[0] + b"!"))
    (tmp_path / "plain").mkdir()
    (tmp_path / "early").mkdir()
    want = _dump(model, tmp_path / "plain", threshold)
    hits = _taken(monkeypatch)
    weights.start_model_hashing(str(model), threshold)
    try:
        got = _dump(model, tmp_path / "early", threshold)
        assert weights._early == []  # taken by the dump, closed with it
    finally:
        weights.stop_model_hashing()
    assert got == want
    large = [p for p in payloads if len(p) >= POOL and len(p) > threshold]
    assert sum(hits) == len(large) > 0  # every large initialiser's digest came from the early hashing
    side = want[1]
    for p in payloads:
        if len(p) > threshold:
            assert hashlib.sha256(p).hexdigest().encode() in want[0] and p in side


@pytest.mark.usefixtures("small_pool")
def test_early_digests_only_for_the_same_unchanged_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    payloads = random_payloads(4)
    model = tmp_path / "m.onnx"
    model.write_bytes(model_of(payloads))
    twin = tmp_path / "twin.onnx"
    twin.write_bytes(model.read_bytes())
    for name in ("plain", "twin", "changed"):
        (tmp_path / name).mkdir()
    want = _dump(model, tmp_path / "plain")
    hits = _taken(monkeypatch)
    weights.start_model_hashing(str(model), 64)
    try:
        assert _dump(twin, tmp_path / "twin") == want  # the same bytes, another file: not taken
        assert len(weights._early) == 1 and hits == []
        changed = [payloads[0], os.urandom(len(payloads[1])), *payloads[2:]]
        model.write_bytes(model_of(changed))  # rewritten in place after the hashing started
        os.utime(model, ns=(1, 1))
        again = _dump(model, tmp_path / "changed")
        assert len(weights._early) == 1 and hits == []
        assert hashlib.sha256(changed[1]).hexdigest().encode() in again[0]
    finally:
        weights.stop_model_hashing()
    assert weights._early == []
    weights.start_model_hashing("-", 0)  # never stdin, a missing file or a folder
    weights.start_model_hashing(str(tmp_path / "missing.onnx"), 0)
    weights.start_model_hashing(str(tmp_path), 0)
    assert weights._early == []


def test_small_models_are_not_hashed_early(tmp_path: Path) -> None:
    model = tmp_path / "m.onnx"
    model.write_bytes(model_of(random_payloads(5)))
    assert os.path.getsize(model) < weights.EARLY_MODEL_BYTES
    weights.start_model_hashing(str(model), 0)
    assert weights._early == []


def test_python_m_onnxjson_hashes_early_and_writes_the_same(tmp_path: Path) -> None:
    """The module entry point starts the hashing for a sidecar dump (with the accelerator: without
    it the scan is Python) and stops it afterwards."""
    compiled = accel.ENABLED and accel.compiled is not None
    model = tmp_path / "m.onnx"
    model.write_bytes(model_of(random_payloads(6)))
    args = ["dump", str(model), "-o", "OUT.json", "--sidecar", "OUT.bin", "--strip-threshold", "64"]
    run = (
        "import runpy, sys\n"
        "from onnxjson import weights\n"
        f"weights.POOL_BYTES = {POOL}; weights.EARLY_MODEL_BYTES = 0\n"
        "take = weights.take_model_digests\n"
        "def told(src):\n"
        "    found = take(src)\n"
        "    print('taken' if found is not None else 'not taken', file=sys.stderr)\n"
        "    return found\n"
        "weights.take_model_digests = told\n"
        "sys.argv = ['onnxjson', *sys.argv[1:]]\n"
        "runpy.run_module('onnxjson', run_name='__main__')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    outs = []
    for name, entry in (("early", ["-c", run]), ("plain", ["-m", "onnxjson"])):
        argv = [a.replace("OUT", str(tmp_path / name)) for a in args]
        done = subprocess.run([sys.executable, *entry, *argv], cwd=ROOT, env=env, capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stderr
        assert done.stderr.splitlines() == ([] if name == "plain" else ["taken"] if compiled else ["not taken"])
        text = (tmp_path / f"{name}.json").read_text().replace(f"{name}.bin", "SIDE")
        outs.append((text, (tmp_path / f"{name}.bin").read_bytes()))
    assert outs[0] == outs[1]
