"""Weights hashed on all cores and copied in the kernel give the bytes of the plain path.

Payloads are hashed on all cores while they are copied (copy_file_range from the mapped model, its
external-data files or the weights_from model into a regular file; written from memory into
anything else: an in-memory stream, a pipe, a file opened for appending). These tests hold the
paths to the same bytes and digests over the corpus and over generated multi-tensor models with
several payloads above 1 MiB, ties and typed payloads, and check that the errors stay one line,
exit 2, with no output left behind, the first bad range in output order being the one named.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import tracemalloc
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import cli_command, cli_env
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import WeightsError, jsonio, weights
from onnxjson.codec.decode import DecodeOptions
from onnxjson.sources import decode_model

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
CORPUS = BACKEND_MODELS[::7] + SAMPLE_MODELS
SEEDS = (0, 1, 2)


def cli(*args: str | os.PathLike[str], cwd: Path, stdout: Any = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*cli_command(cli_env()), *map(os.fspath, args)], cwd=cwd, env=cli_env(),
                          stdout=stdout if stdout is not None else subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=300, check=False)


def multi_tensor_model(seed: int) -> tuple[onnx.ModelProto, list[str]]:
    """A model of many initialisers from ``seed``: several above 1 MiB (the parallel paths), small
    ones, tied weights under other names, typed payloads (float_data, int64_data) and strings.
    Returns the model and the names of its big tensors, in document order."""
    rng = np.random.default_rng(seed)
    print(f"multi_tensor_model seed={seed}")
    inits: list[onnx.TensorProto] = []
    big: list[str] = []
    for i in range(int(rng.integers(4, 9))):
        kind = int(rng.integers(0, 4))
        if kind == 0 or i < 3:  # above 1 MiB
            n = int(rng.integers(1 << 18, 3 << 18))
            t = numpy_helper.from_array(rng.standard_normal(n).astype(np.float32), name=f"big{i}")
            big.append(t.name)
        elif kind == 1:  # small raw_data of another type
            t = numpy_helper.from_array(rng.integers(-128, 127, int(rng.integers(1, 5000))).astype(np.int8),
                                        name=f"small{i}")
        elif kind == 2:  # typed payloads
            t = helper.make_tensor(f"typed{i}", TensorProto.FLOAT, [300], rng.standard_normal(300).tolist())
            inits.append(t)
            t = helper.make_tensor(f"ints{i}", TensorProto.INT64, [40], rng.integers(-9, 9, 40).tolist())
        else:  # a tie: an earlier payload under another name
            first = inits[int(rng.integers(0, len(inits)))]
            t = onnx.TensorProto()
            t.CopyFrom(first)
            t.name = f"tie{i}_{first.name}"
            if first.name in big:
                big.append(t.name)
        inits.append(t)
    inits.append(helper.make_tensor("words", TensorProto.STRING, [3], [b"a" * 700, b"b" * 700, b"c"]))
    graph = helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])], initializer=inits)
    return helper.make_model(graph), big


@pytest.fixture(scope="module", params=SEEDS, ids=lambda s: f"seed{s}")
def generated(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes, list[str]]:
    model, big = multi_tensor_model(request.param)
    folder = tmp_path_factory.mktemp(f"multi{request.param}")
    data = model.SerializeToString()
    (folder / "model.onnx").write_bytes(data)
    assert len(data) > 4 << 20 and len(big) >= 3
    return folder, data, big


def sequential_sidecar(data: bytes, threshold: int, reference: str) -> tuple[bytes, bytes]:
    """The document text and sidecar written to an in-memory stream (every byte through Python)."""
    doc = decode_model(data, "<bytes>", type=None, options=DecodeOptions())
    stream = io.BytesIO()  # no file descriptor: no kernel copies
    weights.to_sidecar(doc, stream, threshold=threshold, reference=reference)
    return jsonio.dumps_document(doc), stream.getvalue()


# -- the same bytes -------------------------------------------------------------------------------

def test_sidecar_copied_in_the_kernel_is_the_sidecar_written_from_memory(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, data, _ = generated
    onnxjson.dump(folder / "model.onnx", folder / "model.json", sidecar=folder / "model.bin")
    text, side = sequential_sidecar(data, threshold=1024, reference="model.bin")
    assert (folder / "model.bin").read_bytes() == side
    assert (folder / "model.json").read_bytes() == text
    onnxjson.build(folder / "model.json", folder / "rebuilt.onnx")
    assert (folder / "rebuilt.onnx").read_bytes() == data


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.parent.name if p.name == "model.onnx" else p.name)
def test_corpus_sidecar_matches_the_sidecar_written_from_memory(tmp_path: Path, path: Path) -> None:
    data = path.read_bytes()
    onnxjson.dump(path, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    text, side = sequential_sidecar(data, threshold=0, reference="m.bin")
    assert (tmp_path / "m.bin").read_bytes() == side
    assert (tmp_path / "m.json").read_bytes() == text
    onnxjson.build(tmp_path / "m.json", tmp_path / "r.onnx")
    assert (tmp_path / "r.onnx").read_bytes() == data


def test_build_into_a_file_a_pipe_and_an_appended_file_agree(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, data, _ = generated
    assert cli("dump", "model.onnx", "-o", "side.json", "--sidecar", "side.bin", cwd=folder).returncode == 0
    done = cli("build", "side.json", "-o", "file.onnx", cwd=folder)
    assert done.returncode == 0, done.stderr
    assert (folder / "file.onnx").read_bytes() == data
    piped = cli("build", "side.json", "-o", "-", cwd=folder)  # a pipe: no kernel copies
    assert piped.returncode == 0 and piped.stdout == data
    (folder / "appended.onnx").write_bytes(b"prefix")
    with open(folder / "appended.onnx", "ab") as out:  # O_APPEND: kernel copies append too
        assert cli("build", "side.json", "-o", "-", cwd=folder, stdout=out).returncode == 0
    assert (folder / "appended.onnx").read_bytes() == b"prefix" + data


def test_weights_from_and_strip_digests_on_all_cores(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, data, big = generated
    onnxjson.dump(folder / "model.onnx", folder / "strip.json", strip_weights=True)
    doc = json.loads((folder / "strip.json").read_text())
    model = onnx.load_model_from_string(data)
    for tensor in model.graph.initializer:
        if tensor.name in big:  # each digest is SHA-256 of the raw bytes, whichever thread took it
            ref = next(t for t in doc["graph"]["initializer"] if t["name"] == tensor.name)["raw_data"]
            assert ref == {"size": len(tensor.raw_data), "sha256": hashlib.sha256(tensor.raw_data).hexdigest()}
    onnxjson.build(folder / "strip.json", folder / "wf.onnx", weights_from=folder / "model.onnx")
    assert (folder / "wf.onnx").read_bytes() == data
    assert onnxjson.from_dict(doc, weights_from=data) == data  # bytes in memory: the sequential path


def test_verify_of_generated_models(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, data, _ = generated
    result = onnxjson.verify(folder / "model.onnx")
    assert result.identical and result.size == len(data)


def test_external_data_is_mapped_not_copied(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, data, _ = generated
    ext = folder / "ext"
    ext.mkdir(exist_ok=True)
    model = onnx.load_model_from_string(data)
    onnx.save_model(model, str(ext / "model.onnx"), save_as_external_data=True, all_tensors_to_one_file=True,
                    location="weights.bin", size_threshold=1024)
    onnxjson.dump(folder / "model.onnx", folder / "plain.json", sidecar=folder / "plain.bin")
    tracemalloc.start()
    try:
        onnxjson.dump(ext / "model.onnx", ext / "side.json", sidecar=ext / "side.bin", external="sidecar")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2 << 20  # no tensor of 1-3 MiB was copied into memory
    assert (ext / "side.bin").read_bytes() == (folder / "plain.bin").read_bytes()
    onnxjson.build(ext / "side.json", ext / "rebuilt.onnx")
    assert (ext / "rebuilt.onnx").read_bytes() == data
    onnxjson.dump(ext / "model.onnx", ext / "inline.json", external="inline")
    onnxjson.build(ext / "inline.json", ext / "inline.onnx")
    assert (ext / "inline.onnx").read_bytes() == data


# -- the same errors ------------------------------------------------------------------------------

def _sidecar_pair(folder: Path, name: str) -> tuple[Path, dict[str, Any]]:
    onnxjson.dump(folder / "model.onnx", folder / f"{name}.json", sidecar=folder / f"{name}.bin")
    return folder / f"{name}.bin", json.loads((folder / f"{name}.json").read_text())


def _range_of(doc: dict[str, Any], name: str) -> dict[str, Any]:
    ref: dict[str, Any] = next(t for t in doc["graph"]["initializer"] if t["name"] == name)["raw_data"]
    return ref


def test_the_first_bad_range_in_output_order_is_the_error(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, _, big = generated
    side, doc = _sidecar_pair(folder, "bad")
    originals = [name for name in big if not name.startswith("tie")]  # a tie comes after its original
    first, last = originals[1], originals[-1]
    raw = bytearray(side.read_bytes())
    for name in (last, first):  # both damaged: the error is the first in output order
        ref = _range_of(doc, name)
        raw[ref["offset"] + ref["size"] // 2] ^= 0xFF
    side.write_bytes(bytes(raw))
    done = cli("build", "bad.json", "-o", "bad.onnx", cwd=folder)
    assert done.returncode == 2
    lines = done.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and f'tensor "{first}"' in lines[0], lines
    assert "do not match the digest" in lines[0]
    assert not (folder / "bad.onnx").exists()
    with pytest.raises(WeightsError, match="do not match the digest"):
        onnxjson.build(folder / "bad.json", folder / "bad.onnx")
    assert not (folder / "bad.onnx").exists()


def test_truncated_and_missing_sidecars_are_one_line_errors(generated: tuple[Path, bytes, list[str]]) -> None:
    folder, _, big = generated
    side, doc = _sidecar_pair(folder, "cut")
    ref = _range_of(doc, big[-1])
    with open(side, "r+b") as f:
        f.truncate(ref["offset"] + ref["size"] - 1)
    done = cli("build", "cut.json", "-o", "cut.onnx", cwd=folder)
    assert done.returncode == 2
    lines = done.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and "past the end" in lines[0], lines
    side.unlink()
    done = cli("build", "cut.json", "-o", "cut.onnx", cwd=folder)
    assert done.returncode == 2
    lines = done.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and "cut.bin" in lines[0], lines
    assert not (folder / "cut.onnx").exists()


def test_a_document_that_fails_its_schema_is_refused(
        generated: tuple[Path, bytes, list[str]]) -> None:
    folder, _, _ = generated
    _, doc = _sidecar_pair(folder, "schema")
    doc["graph"]["initializer"][0]["dims"] = "nope"
    (folder / "schema.json").write_text(json.dumps(doc))
    done = cli("build", "schema.json", "-o", "schema.onnx", cwd=folder)
    assert done.returncode == 2
    lines = done.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and "dims" in lines[0], lines
    assert not (folder / "schema.onnx").exists()
