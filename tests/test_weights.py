"""Weights: --strip-weights, binary sidecars, rebuild from the original model, ONNX external data.

The rules under test are docs/FORMAT.md section 6. Most cases use the library API; a few run the
real command line (``python -m onnxjson``) end to end.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import signal
import stat
import struct
import subprocess
import sys
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import cli_command, cli_env
from corpora import BACKEND_DATA, BACKEND_MODELS, SAMPLE_MODELS
from onnx import TensorProto, helper, numpy_helper
from trees import tree_values

import onnxjson
from onnxjson import OnnxJsonError, PathSafetyError, WeightsError

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
DATA_DIR = BACKEND_DATA
CORPUS = BACKEND_MODELS + SAMPLE_MODELS

PAYLOAD_KEYS = ("raw_data", "float_data", "int32_data", "string_data", "int64_data", "double_data",
                "uint64_data")

sys.path.insert(0, str(SAMPLES))
from make_samples import features_model  # noqa: E402

sys.path.remove(str(SAMPLES))


# -- helpers ----------------------------------------------------------------------------------------

def cli(*args: str | os.PathLike[str], cwd: Path, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*cli_command(cli_env()), *map(os.fspath, args)], cwd=cwd,
                          env=cli_env(), capture_output=True, timeout=timeout, check=False)


def walk_payloads(doc: Any, path: str = "$") -> Iterator[tuple[str, dict[str, Any], str, Any]]:
    """(path, message, key, value) of every payload field anywhere in a document."""
    stack = [(doc, path)]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if key in PAYLOAD_KEYS:
                    yield f"{where}.{key}", value, key, item
                stack.append((item, f"{where}.{key}"))
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{i}]") for i, item in enumerate(value))


def is_ref(value: Any) -> bool:
    return isinstance(value, dict) and "sha256" in value and "size" in value


def refs(doc: Any) -> list[tuple[str, dict[str, Any], str, dict[str, Any]]]:
    return [item for item in walk_payloads(doc) if is_ref(item[3])]


def ref_of(doc: Any, name: str) -> dict[str, Any]:
    """The placeholder of the tensor called ``name``."""
    found = [value for _, msg, _, value in refs(doc) if msg.get("name") == name]
    assert len(found) == 1, f"{name}: {len(found)} placeholders"
    return found[0]


def _itemsize(data_type: Any) -> int:
    number = TensorProto.DataType.Value(data_type) if isinstance(data_type, str) else data_type
    return int(helper.tensor_dtype_to_np_dtype(number).itemsize)


def inline_size(msg: dict[str, Any], key: str, value: Any) -> int:
    """Raw-form bytes of an inline payload, computed independently of onnxjson.weights."""
    if key == "string_data":
        return sum(len(v.encode("utf-8")) if isinstance(v, str) else len(base64.b64decode(v["$bytes"]))
                   for v in value)
    if key == "raw_data":
        if isinstance(value, str):
            return len(base64.b64decode(value))
        assert set(value) == {"values"}, value
        return len(value["values"]) * _itemsize(msg["data_type"])
    if key in ("float_data", "double_data"):
        return len(value) * (4 if key == "float_data" else 8)
    return len(value) * _itemsize(msg["data_type"])


def f32(name: str, n: int, seed: int) -> TensorProto:
    return numpy_helper.from_array(np.random.default_rng(seed).standard_normal(n).astype(np.float32), name)


def all_payloads_model(n: int) -> bytes:
    """Payloads everywhere FORMAT.md section 6 lists, ``n`` elements each; serialized."""
    rng = np.random.default_rng(n)
    inits = [
        f32("w_raw", n, 1),
        helper.make_tensor("w_float", TensorProto.FLOAT, [n],
                           [float(v) for v in rng.standard_normal(n).astype(np.float32)]),
        helper.make_tensor("w_int64", TensorProto.INT64, [n], rng.integers(-2**62, 2**62, n).tolist()),
        helper.make_tensor("w_int32", TensorProto.INT32, [n], rng.integers(-2**31, 2**31 - 1, n).tolist()),
        helper.make_tensor("w_fp16", TensorProto.FLOAT16, [n], rng.standard_normal(n).astype(np.float16)),
        helper.make_tensor("w_double", TensorProto.DOUBLE, [n], rng.standard_normal(n).tolist()),
        helper.make_tensor("w_uint64", TensorProto.UINT64, [n],
                           [int(v) for v in rng.integers(0, 2**64 - 1, n, dtype=np.uint64)]),
        helper.make_tensor("w_str", TensorProto.STRING, [n], [f"string {i}".encode() for i in range(n)]),
    ]
    assert [bool(t.raw_data) for t in inits] == [True] + [False] * 7
    assert inits[4].int32_data and inits[6].uint64_data and inits[5].double_data

    def sparse(prefix: str) -> onnx.SparseTensorProto:
        return helper.make_sparse_tensor(
            f32(f"{prefix}_values", n, 2),
            numpy_helper.from_array(np.arange(n, dtype=np.int64) * 2, f"{prefix}_indices"), [2 * n])

    then_graph = helper.make_graph(
        [helper.make_node("Identity", ["then_w"], ["t_out"])], "then", [],
        [helper.make_tensor_value_info("t_out", TensorProto.FLOAT, [n])], initializer=[f32("then_w", n, 3)])
    else_graph = helper.make_graph(
        [helper.make_node("Identity", ["w_raw"], ["e_out"])], "else", [],
        [helper.make_tensor_value_info("e_out", TensorProto.FLOAT, [n])])
    nodes = [
        helper.make_node("Constant", [], ["c_t"], value=f32("const_t", n, 4)),
        helper.make_node("Custom", [], ["c_ts"], domain="local", tensors=[
            f32("attr_t0", n, 5), numpy_helper.from_array(np.arange(n, dtype=np.int64), "attr_t1")]),
        helper.make_node("Constant", [], ["c_sp"], sparse_value=sparse("attr_sp")),
        helper.make_node("If", ["cond"], ["y"], then_branch=then_graph, else_branch=else_graph),
        helper.make_node("Fn", [], ["f"], domain="local"),
    ]
    graph = helper.make_graph(
        nodes, "everywhere", [helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [n])],
        initializer=inits, sparse_initializer=[sparse("init_sp")])
    function = helper.make_function(
        "local", "Fn", [], ["f"], [helper.make_node("Constant", [], ["f"], value=f32("fn_const", n, 6))],
        [helper.make_opsetid("", 18)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18),
                                                    helper.make_opsetid("local", 1)],
                              functions=[function])
    training = onnx.TrainingInfoProto()
    training.initialization.CopyFrom(helper.make_graph([], "init", [], [], initializer=[f32("train_init", n, 7)]))
    training.algorithm.CopyFrom(helper.make_graph([], "algo", [], [], initializer=[f32("train_algo", n, 8)]))
    model.training_info.append(training)

    # onnx-light: an EncodedValueProto with raw_data and affine scale / zero_point tensors.
    doc = onnxjson.to_dict(model.SerializeToString())
    doc["graph"]["encoded_initializer"] = [{
        "affine": {
            "storage_type": "INT8",
            "scale": {"dims": [n], "data_type": "FLOAT", "name": "enc_scale",
                      "float_data": [float(v) for v in rng.standard_normal(n).astype(np.float32)]},
            "zero_point": {"dims": [n], "data_type": "INT8", "name": "enc_zero",
                           "int32_data": rng.integers(-128, 127, n).tolist()},
            "axis": 0,
            "block_size": 1,
        },
        "raw_data": base64.b64encode(rng.bytes(4 * n)).decode(),
        "name": "enc",
    }]
    return onnxjson.from_dict(doc)


ALL_PAYLOAD_NAMES = {
    "w_raw", "w_float", "w_int64", "w_int32", "w_fp16", "w_double", "w_uint64", "w_str",
    "init_sp_values", "init_sp_indices", "const_t", "attr_t0", "attr_t1", "attr_sp_values",
    "attr_sp_indices", "then_w", "fn_const", "train_init", "train_algo", "enc", "enc_scale", "enc_zero",
}


@pytest.fixture(scope="module")
def everywhere() -> bytes:
    return all_payloads_model(48)


def features_bytes() -> bytes:
    return features_model().SerializeToString()


# -- where weights live -----------------------------------------------------------------------------

def test_threshold_zero_strips_every_payload(everywhere: bytes) -> None:
    # 48 elements: small float/int raw_data is shown as {"values": [...]} and must be stripped too.
    assert any(isinstance(v, dict) and "values" in v
               for _, _, _, v in walk_payloads(onnxjson.to_dict(everywhere)))
    doc = onnxjson.to_dict(everywhere, strip_weights=True, strip_threshold=0)
    inline = [p for p, _, _, v in walk_payloads(doc) if not is_ref(v)]
    assert inline == []
    found = refs(doc)
    assert {msg.get("name") for _, msg, _, _ in found} == ALL_PAYLOAD_NAMES
    assert len(found) == len(ALL_PAYLOAD_NAMES)
    for path, _, key, ref in found:
        assert ref["size"] > 0, path
        assert ("count" in ref) == (key != "raw_data"), path
    assert onnxjson.from_dict(doc, weights_from=everywhere) == everywhere


@pytest.mark.parametrize("threshold", [1, 100, 200, 400])
def test_no_payload_above_the_threshold_stays_inline(everywhere: bytes, threshold: int) -> None:
    doc = onnxjson.to_dict(everywhere, strip_weights=True, strip_threshold=threshold)
    seen = 0
    for path, msg, key, value in walk_payloads(doc):
        seen += 1
        if is_ref(value):
            assert value["size"] > threshold, path
        else:
            assert inline_size(msg, key, value) <= threshold, path
    assert seen == len(ALL_PAYLOAD_NAMES)
    assert onnxjson.loads(onnxjson.dumps(everywhere, strip_weights=True, strip_threshold=threshold),
                          weights_from=everywhere) == everywhere


def test_stripped_json_size_does_not_grow_with_the_weights() -> None:
    small, big = all_payloads_model(100), all_payloads_model(10_000)
    assert len(big) > len(small) + 1_000_000
    text_small = onnxjson.dumps(small, strip_weights=True, strip_threshold=0)
    text_big = onnxjson.dumps(big, strip_weights=True, strip_threshold=0)
    # Only the digits of dims, sizes and counts change.
    assert abs(len(text_big) - len(text_small)) < 500


def test_onnx_light_payloads_are_stripped(everywhere: bytes) -> None:
    doc = onnxjson.to_dict(everywhere, strip_weights=True, strip_threshold=0)
    enc = doc["graph"]["encoded_initializer"][0]
    assert enc["raw_data"]["size"] == 4 * 48
    assert enc["affine"]["scale"]["float_data"]["count"] == 48
    assert enc["affine"]["zero_point"]["int32_data"] == {
        "count": 48, "size": 48, "sha256": enc["affine"]["zero_point"]["int32_data"]["sha256"]}


# -- digests ----------------------------------------------------------------------------------------

def _stripped_tensor(tensor: TensorProto) -> dict[str, Any]:
    return onnxjson.to_dict(tensor.SerializeToString(), type="TensorProto", strip_weights=True,
                            strip_threshold=0)


@pytest.mark.parametrize(("data_type", "dtype", "values"), [
    (TensorProto.FLOAT, np.float32, [1.0, -0.0, 2.5, float("inf"), 1e-45]),
    (TensorProto.INT64, np.int64, [0, -1, 2**63 - 1, -(2**63)]),
    (TensorProto.FLOAT16, np.float16, [1.0, -2.0, 65504.0]),
    (TensorProto.DOUBLE, np.float64, [0.1, -1e300]),
    (TensorProto.UINT64, np.uint64, [0, 2**64 - 1]),
    (TensorProto.INT32, np.int32, [7, -7]),
])
def test_digest_is_the_same_for_typed_and_raw_storage(data_type: int, dtype: Any, values: list[Any]) -> None:
    array = np.array(values, dtype=dtype)
    typed = helper.make_tensor("t", data_type, [len(values)], array)
    raw = numpy_helper.from_array(array, "t")
    assert raw.raw_data and not typed.raw_data
    typed_doc, raw_doc = _stripped_tensor(typed), _stripped_tensor(raw)
    typed_key = next(k for k in PAYLOAD_KEYS if k in typed_doc)
    assert typed_key != "raw_data"
    expected = hashlib.sha256(array.astype(array.dtype.newbyteorder("<")).tobytes()).hexdigest()
    assert typed_doc[typed_key]["sha256"] == raw_doc["raw_data"]["sha256"] == expected
    assert typed_doc[typed_key]["size"] == raw_doc["raw_data"]["size"] == array.nbytes
    assert typed_doc[typed_key]["count"] == len(getattr(typed, typed_key))


def test_format_example_digest() -> None:
    # FORMAT.md: float_data [1.0] and raw_data 0000803f have one digest.
    typed = _stripped_tensor(helper.make_tensor("t", TensorProto.FLOAT, [1], [1.0]))
    raw = _stripped_tensor(helper.make_tensor("t", TensorProto.FLOAT, [1], bytes.fromhex("0000803f"), raw=True))
    assert typed["float_data"]["sha256"] == raw["raw_data"]["sha256"] == \
        hashlib.sha256(bytes.fromhex("0000803f")).hexdigest()


def test_string_digest() -> None:
    strings = [b"hello", b"", b"\xff\xfe", "é".encode()]
    doc = _stripped_tensor(helper.make_tensor("s", TensorProto.STRING, [4], strings))
    h = hashlib.sha256()
    for s in strings:
        h.update(struct.pack("<Q", len(s)) + s)
    assert doc["string_data"] == {"count": 4, "size": sum(map(len, strings)), "sha256": h.hexdigest()}


# -- strip -> build --weights-from ORIGINAL ---------------------------------------------------------

def test_corpus_found() -> None:
    assert len(CORPUS) > 100, f"no .onnx files under {DATA_DIR}"


@pytest.mark.slow
@pytest.mark.parametrize("threshold", [0, 1024])
def test_strip_then_weights_from_is_bit_exact_over_corpus(threshold: int) -> None:
    failures, stripped = [], 0
    for path in CORPUS:
        data = path.read_bytes()
        text = onnxjson.dumps(path, strip_weights=True, strip_threshold=threshold)
        stripped += text.count('"sha256"')
        try:
            rebuilt = onnxjson.loads(text, weights_from=path)
        except OnnxJsonError as e:
            failures.append(f"{path.name}: {e}")
            continue
        if rebuilt != data:
            failures.append(f"{path.name}: rebuilt bytes differ")
    assert failures == []
    assert stripped > (500 if threshold == 0 else 5)


def test_renamed_weight_is_found_by_digest() -> None:
    data = features_bytes()
    doc = onnxjson.to_dict(data, strip_weights=True)
    init = doc["graph"]["initializer"][0]
    assert init["name"] == "weight" and is_ref(init["raw_data"])
    init["name"] = "renamed"
    rebuilt = onnx.load_from_string(onnxjson.from_dict(doc, weights_from=data))
    original = onnx.load_from_string(data)
    assert rebuilt.graph.initializer[0].name == "renamed"
    assert rebuilt.graph.initializer[0].raw_data == original.graph.initializer[0].raw_data


def test_identical_values_with_different_names_both_resolve() -> None:
    a = f32("a", 512, 1)
    b = f32("b", 512, 1)
    assert a.raw_data == b.raw_data
    typed = helper.make_tensor("c", TensorProto.FLOAT, [512], np.frombuffer(a.raw_data, np.float32))
    graph = helper.make_graph([], "g", [], [], initializer=[a, b, typed])
    data = helper.make_model(graph).SerializeToString()
    doc = onnxjson.to_dict(data, strip_weights=True)
    digests = {value["sha256"] for _, _, _, value in refs(doc)}
    assert len(refs(doc)) == 3 and len(digests) == 1
    assert onnxjson.from_dict(doc, weights_from=data) == data
    # Renaming both keeps them resolvable.
    for init in doc["graph"]["initializer"]:
        init["name"] += "_x"
    rebuilt = onnx.load_from_string(onnxjson.from_dict(doc, weights_from=data))
    assert [t.name for t in rebuilt.graph.initializer] == ["a_x", "b_x", "c_x"]
    assert list(rebuilt.graph.initializer[2].float_data) == list(typed.float_data)


def test_unknown_digest_names_the_tensor() -> None:
    data = features_bytes()
    doc = onnxjson.to_dict(data, strip_weights=True)
    ref_of(doc, "then_table")["sha256"] = "0" * 64
    with pytest.raises(WeightsError, match=r'"then_table".*digest'):
        onnxjson.from_dict(doc, weights_from=data)


@pytest.mark.parametrize(("field", "value"), [("dims", [16, 31]), ("dims", [16, 32, 2]),
                                              ("data_type", "DOUBLE"), ("data_type", "FLOAT16")])
def test_edited_dtype_or_dims_no_longer_fitting_is_an_error(field: str, value: Any) -> None:
    data = features_bytes()
    doc = onnxjson.to_dict(data, strip_weights=True)
    init = doc["graph"]["initializer"][0]
    assert init["name"] == "weight"
    init[field] = value
    with pytest.raises(WeightsError, match=r'"weight"'):
        onnxjson.from_dict(doc, weights_from=data)


def test_edited_dtype_of_a_typed_payload_is_an_error() -> None:
    tensor = helper.make_tensor("typed_w", TensorProto.FLOAT, [300], np.arange(300, dtype=np.float32))
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=[tensor])).SerializeToString()
    doc = onnxjson.to_dict(data, strip_weights=True)
    init = doc["graph"]["initializer"][0]
    assert init["float_data"]["count"] == 300
    for dtype, dims in (("INT32", [300]), ("FLOAT", [299])):
        init["data_type"], init["dims"] = dtype, dims
        with pytest.raises(WeightsError, match=r'"typed_w"'):
            onnxjson.from_dict(doc, weights_from=data)


def test_no_weight_source_says_how_to_supply_weights() -> None:
    doc = onnxjson.to_dict(features_bytes(), strip_weights=True)
    with pytest.raises(WeightsError) as info:
        onnxjson.from_dict(doc)
    assert "weights_from=" in str(info.value) and "fill=zeros" in str(info.value)
    assert re.search(r'tensor "(weight|then_table)"', str(info.value))


def test_cli_strip_then_build_over_the_original_file(tmp_path: Path) -> None:
    model = tmp_path / "model.onnx"
    data = features_bytes()
    model.write_bytes(data)
    done = cli("dump", model, "--strip-weights", "-o", "model.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert len((tmp_path / "model.json").read_bytes()) < len(data) * 2
    # The original is an input: refused as the output (issue 12), and left as it was.
    done = cli("build", "model.json", "--weights-from", model, "-o", model, cwd=tmp_path)
    assert done.returncode == 2
    assert "would overwrite the --weights-from model" in done.stderr.decode()
    assert model.read_bytes() == data
    done = cli("build", "model.json", "--weights-from", model, "-o", "rebuilt.onnx", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "rebuilt.onnx").read_bytes() == data
    (tmp_path / "rebuilt.onnx").unlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.json", "model.onnx"]

    # Without a weight source: exit 2, a message that says how to supply the weights.
    done = cli("build", "model.json", "-o", "out.onnx", cwd=tmp_path)
    assert done.returncode == 2
    err = done.stderr.decode()
    assert err.startswith("error: ") and "--weights-from" in err and "--fill zeros" in err
    assert not (tmp_path / "out.onnx").exists()

    # --fill zeros: a valid model whose stripped payloads are zeros, the others intact.
    done = cli("build", "model.json", "--fill", "zeros", "-o", "zeros.onnx", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    onnx.checker.check_model(str(tmp_path / "zeros.onnx"), full_check=True)
    zeros = onnx.load(str(tmp_path / "zeros.onnx"))
    stripped = {msg.get("name") for _, msg, _, _ in refs(json.loads((tmp_path / "model.json").read_bytes()))}
    assert stripped == {"weight", "then_table"}
    original = {t.name: numpy_helper.to_array(t) for t in all_tensors(onnx.load_from_string(data))}
    filled = {t.name: numpy_helper.to_array(t) for t in all_tensors(zeros)}
    assert original.keys() == filled.keys()
    for name, array in filled.items():
        if name in stripped:
            assert array.shape == original[name].shape and not array.any(), name
        else:
            np.testing.assert_array_equal(array, original[name])


def all_tensors(model: onnx.ModelProto) -> list[TensorProto]:
    """Every TensorProto in a model's graphs (initialisers, attributes, subgraphs)."""
    out: list[TensorProto] = []
    graphs = [model.graph]
    while graphs:
        graph = graphs.pop()
        out.extend(graph.initializer)
        for node in graph.node:
            for attr in node.attribute:
                if attr.HasField("t"):
                    out.append(attr.t)
                out.extend(attr.tensors)
                if attr.HasField("g"):
                    graphs.append(attr.g)
                graphs.extend(attr.graphs)
    return out


# -- sidecar ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_sidecar_then_build_is_bit_exact_over_corpus(tmp_path: Path) -> None:
    failures, moved = [], 0
    for i, path in enumerate(CORPUS):
        folder = tmp_path / str(i)
        folder.mkdir()
        onnxjson.dump(path, folder / "m.json", sidecar=folder / "m.bin", strip_threshold=0)
        doc = json.loads((folder / "m.json").read_bytes())
        assert doc["$onnxjson"]["weights"] == {"sidecar": "m.bin"}
        for where, _, _, ref in refs(doc):
            moved += 1
            if ref["offset"] % 64:
                failures.append(f"{path.name}: {where} offset {ref['offset']} is not aligned to 64")
        try:
            onnxjson.build(folder / "m.json", folder / "m.onnx")
        except OnnxJsonError as e:
            failures.append(f"{path.name}: {e}")
            continue
        if (folder / "m.onnx").read_bytes() != path.read_bytes():
            failures.append(f"{path.name}: rebuilt bytes differ")
    assert failures == []
    assert moved > 500


def test_sidecar_holds_every_numeric_payload(tmp_path: Path, everywhere: bytes) -> None:
    onnxjson.dump(everywhere, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    doc = json.loads((tmp_path / "m.json").read_bytes())
    found = refs(doc)
    assert {msg["name"] for _, msg, _, _ in found} == ALL_PAYLOAD_NAMES - {"w_str"}
    # string_data stays inline (ONNX external data cannot hold strings).
    w_str = next(t for t in doc["graph"]["initializer"] if t["name"] == "w_str")
    assert isinstance(w_str["string_data"], list)
    side = (tmp_path / "m.bin").read_bytes()
    for _, _, _, ref in found:
        assert ref["offset"] % 64 == 0
        assert hashlib.sha256(side[ref["offset"]:ref["offset"] + ref["size"]]).hexdigest() == ref["sha256"]
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == everywhere


def test_tied_weights_share_one_range(tmp_path: Path) -> None:
    tensors = [f32("a", 100, 1), f32("odd", 3, 9), f32("b", 100, 1), f32("c", 100, 2)]
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=tensors)).SerializeToString()
    onnxjson.dump(data, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    doc = json.loads((tmp_path / "m.json").read_bytes())
    a, odd, b, c = (ref_of(doc, n) for n in ("a", "odd", "b", "c"))
    assert a == b
    assert [a["offset"], odd["offset"], c["offset"]] == [0, 448, 512]
    assert (tmp_path / "m.bin").stat().st_size == 512 + 400
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data


def test_sidecar_in_a_subfolder_is_referenced_relative_to_the_json(tmp_path: Path) -> None:
    data = features_bytes()
    (tmp_path / "weights").mkdir()
    onnxjson.dump(data, tmp_path / "m.json", sidecar=tmp_path / "weights" / "m.bin", strip_threshold=0)
    doc = json.loads((tmp_path / "m.json").read_bytes())
    assert doc["$onnxjson"]["weights"] == {"sidecar": "weights/m.bin"}
    assert onnxjson.from_dict(doc, base_dir=tmp_path) == data
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data


def test_cli_sidecar_with_json_on_stdout_is_relative_to_the_current_folder(tmp_path: Path) -> None:
    data = features_bytes()
    (tmp_path / "model.onnx").write_bytes(data)
    (tmp_path / "out" / "w").mkdir(parents=True)
    done = cli("dump", "model.onnx", "--sidecar", "out/w/m.bin", "--strip-threshold", "0", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["$onnxjson"]["weights"] == {"sidecar": "out/w/m.bin"}
    (tmp_path / "m.json").write_bytes(done.stdout)
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data


def test_existing_sidecar_is_replaced_not_appended(tmp_path: Path) -> None:
    data = features_bytes()
    side = tmp_path / "m.bin"
    junk = b"JUNK" * 100_000
    side.write_bytes(junk)
    os.link(side, tmp_path / "old.bin")
    onnxjson.dump(data, tmp_path / "m.json", sidecar=side, strip_threshold=0)
    first = side.read_bytes()
    assert len(first) < 10_000 and not first.startswith(b"JUNK")
    assert (tmp_path / "old.bin").read_bytes() == junk  # a new file was renamed over it
    onnxjson.dump(data, tmp_path / "m.json", sidecar=side, strip_threshold=0)
    assert side.read_bytes() == first
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_nothing_is_written_when_dump_fails(tmp_path: Path) -> None:
    data = features_bytes()
    with pytest.raises(OnnxJsonError):
        onnxjson.dump(data, tmp_path / "missing" / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    assert list(tmp_path.iterdir()) == []
    (tmp_path / "m.bin").write_bytes(b"old")
    with pytest.raises(OnnxJsonError):
        onnxjson.dump(data, tmp_path / "missing" / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    assert [p.name for p in tmp_path.iterdir()] == ["m.bin"]
    assert (tmp_path / "m.bin").read_bytes() == b"old"


def test_nothing_is_written_when_build_fails(tmp_path: Path) -> None:
    onnxjson.dump(features_bytes(), tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    side = bytearray((tmp_path / "m.bin").read_bytes())
    side[-1] ^= 1
    (tmp_path / "m.bin").write_bytes(side)
    with pytest.raises(WeightsError, match="digest"):
        onnxjson.build(tmp_path / "m.json", tmp_path / "new.onnx")
    (tmp_path / "old.onnx").write_bytes(b"previous")
    with pytest.raises(WeightsError, match="digest"):
        onnxjson.build(tmp_path / "m.json", tmp_path / "old.onnx")
    assert (tmp_path / "old.onnx").read_bytes() == b"previous"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.bin", "m.json", "old.onnx"]


# -- build --external-data --------------------------------------------------------------------------

def _run(model: str | bytes, cond: bool) -> np.ndarray:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.log_severity_level = 3
    session = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
    x = np.random.default_rng(0).standard_normal((2, 4, 4)).astype(np.float32)
    result: np.ndarray = session.run(None, {"x": x, "cond": np.array(cond)})[0]
    return result


def test_build_external_data_runs_in_onnxruntime(tmp_path: Path) -> None:
    pytest.importorskip("onnxruntime")
    data = features_bytes()
    # 64: the initialisers (also the If branch's) go out; the Reshape shape Constant stays inline,
    # as onnxruntime's shape inference needs it in the model.
    onnxjson.dump(data, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=64)
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx", external_data=True)
    lean = onnx.load(str(tmp_path / "m.onnx"), load_external_data=False)
    external = {t.name for t in all_tensors(lean) if t.data_location == TensorProto.EXTERNAL}
    assert external == {"weight", "bias", "then_scale", "then_table"}
    for t in all_tensors(lean):
        if t.name in external:
            entries = {e.key: e.value for e in t.external_data}
            assert entries["location"] == "m.bin" and int(entries["offset"]) % 64 == 0
    loaded = onnx.load(str(tmp_path / "m.onnx"))
    original = onnx.load_from_string(data)
    for a, b in zip(all_tensors(loaded), all_tensors(original), strict=True):
        np.testing.assert_array_equal(numpy_helper.to_array(a), numpy_helper.to_array(b))
    for cond in (True, False):
        np.testing.assert_array_equal(_run(str(tmp_path / "m.onnx"), cond), _run(data, cond))


def test_build_external_data_keeps_strings_inline(tmp_path: Path) -> None:
    strings = helper.make_tensor("labels", TensorProto.STRING, [200], [f"label {i}".encode() for i in range(200)])
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=[f32("w", 300, 1), strings]),
                             ir_version=10).SerializeToString()
    onnxjson.dump(data, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx", external_data=True)
    lean = onnx.load(str(tmp_path / "m.onnx"), load_external_data=False)
    w, labels = lean.graph.initializer
    assert w.data_location == TensorProto.EXTERNAL and not w.raw_data
    assert labels.data_location == TensorProto.DEFAULT and list(labels.string_data) == list(strings.string_data)
    loaded = onnx.load(str(tmp_path / "m.onnx"))
    np.testing.assert_array_equal(numpy_helper.to_array(loaded.graph.initializer[0]),
                                  numpy_helper.to_array(onnx.load_from_string(data).graph.initializer[0]))


def test_external_data_and_back_is_bit_exact(tmp_path: Path, everywhere: bytes) -> None:
    # sidecar -> ONNX external data -> dump --external inline -> the original bytes, for raw_data
    # payloads of tensors and of onnx-light encoded values.
    data = features_bytes()
    for i, model in enumerate((data, onnxjson.from_dict(onnx_light_doc()))):
        folder = tmp_path / str(i)
        folder.mkdir()
        onnxjson.dump(model, folder / "m.json", sidecar=folder / "m.bin", strip_threshold=0)
        onnxjson.build(folder / "m.json", folder / "ext.onnx", external_data=True)
        ext_doc = onnxjson.to_dict(folder / "ext.onnx")
        assert refs(ext_doc) == []
        assert "m.bin" in json.dumps(ext_doc)
        onnxjson.dump(folder / "ext.onnx", folder / "back.json", external="inline")
        onnxjson.build(folder / "back.json", folder / "back.onnx")
        assert (folder / "back.onnx").read_bytes() == model


def onnx_light_doc() -> dict[str, Any]:
    return {
        "$onnxjson": {"format_version": 1, "type": "ModelProto"},
        "ir_version": 10,
        "graph": {
            "name": "light",
            "encoded_initializer": [{
                "affine": {"storage_type": "INT8",
                           "scale": {"dims": [1], "data_type": "FLOAT", "raw_data": "zczMPQ==", "name": "s"}},
                "raw_data": base64.b64encode(bytes(range(200))).decode(),
                "name": "qw",
            }],
        },
    }


# -- ONNX external data in the input ----------------------------------------------------------------

@pytest.fixture
def external_model(tmp_path: Path) -> tuple[Path, onnx.ModelProto]:
    original = features_model()
    original.graph.initializer[0].doc_string = "documented"  # a field after raw_data's number
    copy = onnx.ModelProto()
    copy.CopyFrom(original)
    onnx.save_model(copy, str(tmp_path / "model.onnx"), save_as_external_data=True,
                    all_tensors_to_one_file=True, location="data.bin", size_threshold=0)
    assert (tmp_path / "data.bin").is_file()
    return tmp_path / "model.onnx", original


def _assert_same_values(built: bytes, original: onnx.ModelProto) -> None:
    model = onnx.load_from_string(built)
    got, want = all_tensors(model), all_tensors(original)
    assert [t.name for t in got] == [t.name for t in want]
    for a, b in zip(got, want, strict=True):
        assert a.data_location == TensorProto.DEFAULT and not a.external_data, a.name
        np.testing.assert_array_equal(numpy_helper.to_array(a), numpy_helper.to_array(b))


def test_external_keep_does_not_read_the_data_file(tmp_path: Path,
                                                   external_model: tuple[Path, onnx.ModelProto]) -> None:
    model, _ = external_model
    (tmp_path / "data.bin").rename(tmp_path / "elsewhere.bin")
    onnxjson.dump(model, tmp_path / "keep.json")
    doc = json.loads((tmp_path / "keep.json").read_bytes())
    located = [t for t in all_tensor_dicts(doc) if t.get("data_location") == "EXTERNAL"]
    assert {t["name"] for t in located} == {"weight", "bias", "then_scale", "then_table"}
    assert all({"key": "location", "value": "data.bin"} in t["external_data"] for t in located)
    onnxjson.build(tmp_path / "keep.json", tmp_path / "again.onnx")
    assert (tmp_path / "again.onnx").read_bytes() == model.read_bytes()


def all_tensor_dicts(doc: Any) -> list[dict[str, Any]]:
    return [value for value in tree_values(doc) if isinstance(value, dict) and "data_type" in value]


def test_external_inline(tmp_path: Path, external_model: tuple[Path, onnx.ModelProto]) -> None:
    model, original = external_model
    onnxjson.dump(model, tmp_path / "inline.json", external="inline")
    doc = json.loads((tmp_path / "inline.json").read_bytes())
    assert not [t for t in all_tensor_dicts(doc) if "external_data" in t or "data_location" in t]
    built = onnxjson.from_dict(doc)
    _assert_same_values(built, original)
    assert built == original.SerializeToString()
    # The document is the one of the model with its data inline (keys in field-number order).
    onnxjson.dump(model, tmp_path / "inline0.json", external="inline", values_limit=0)
    assert (tmp_path / "inline0.json").read_text() == onnxjson.dumps(original, values_limit=0)


def test_external_sidecar(tmp_path: Path, external_model: tuple[Path, onnx.ModelProto]) -> None:
    model, original = external_model
    (tmp_path / "out").mkdir()
    done = cli("dump", model, "--external", "sidecar", "--sidecar", "out/m.bin", "-o", "out/m.json",
               "--strip-threshold", "16", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    doc = json.loads((tmp_path / "out" / "m.json").read_bytes())
    assert doc["$onnxjson"]["weights"] == {"sidecar": "m.bin"}
    assert not [t for t in all_tensor_dicts(doc) if "external_data" in t]
    assert {msg["name"] for _, msg, _, _ in refs(doc)} >= {"weight", "bias", "then_scale", "then_table"}
    onnxjson.build(tmp_path / "out" / "m.json", tmp_path / "out" / "m.onnx")
    built = (tmp_path / "out" / "m.onnx").read_bytes()
    _assert_same_values(built, original)


def _dotdot_model(tmp_path: Path) -> Path:
    """A model in sub/ whose external data location is ../data.bin."""
    original = features_model()
    tensor = original.graph.initializer[0]
    (tmp_path / "data.bin").write_bytes(tensor.raw_data)
    tensor.ClearField("raw_data")
    tensor.data_location = TensorProto.EXTERNAL
    for key, value in (("location", "../data.bin"), ("offset", "0"), ("length", "2048")):
        tensor.external_data.add(key=key, value=value)
    (tmp_path / "sub").mkdir()
    path = tmp_path / "sub" / "model.onnx"
    path.write_bytes(original.SerializeToString())
    return path


def test_external_location_with_dotdot_is_refused(tmp_path: Path) -> None:
    model = _dotdot_model(tmp_path)
    with pytest.raises(PathSafetyError, match=r"\.\./data\.bin"):
        onnxjson.dump(model, tmp_path / "m.json", external="inline")
    assert not (tmp_path / "m.json").exists()
    done = cli("dump", model, "--external", "inline", cwd=tmp_path)
    assert done.returncode == 2 and b"../data.bin" in done.stderr and not done.stdout
    # keep mode does not follow the location.
    onnxjson.dump(model, tmp_path / "m.json")


def test_external_location_with_dotdot_is_allowed_when_trusted(tmp_path: Path) -> None:
    model = _dotdot_model(tmp_path)
    onnxjson.dump(model, tmp_path / "m.json", external="inline", trust_paths=True)
    _assert_same_values(onnxjson.from_dict(json.loads((tmp_path / "m.json").read_bytes())), features_model())


# -- faults -----------------------------------------------------------------------------------------

@pytest.fixture
def sidecar_doc(tmp_path: Path) -> tuple[Path, dict[str, Any], bytes]:
    """tmp/doc/m.json + m.bin: "w1" (32 floats) and "w2" (w1's last 16 floats)."""
    w1 = np.arange(32, dtype=np.float32)
    tensors = [numpy_helper.from_array(w1, "w1"), numpy_helper.from_array(w1[16:], "w2")]
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=tensors)).SerializeToString()
    folder = tmp_path / "doc"
    folder.mkdir()
    onnxjson.dump(data, folder / "m.json", sidecar=folder / "m.bin", strip_threshold=0)
    doc = json.loads((folder / "m.json").read_bytes())
    assert [ref_of(doc, "w1")["offset"], ref_of(doc, "w2")["offset"]] == [0, 128]
    assert onnxjson.from_dict(doc, base_dir=folder) == data
    return folder, doc, data


def _set_sidecar(doc: dict[str, Any], reference: str) -> None:
    doc["$onnxjson"]["weights"]["sidecar"] = reference


def test_sidecar_missing(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    (folder / "m.bin").unlink()
    with pytest.raises(WeightsError, match=r"'m\.bin'.*no such file"):
        onnxjson.from_dict(doc, base_dir=folder)
    done = cli("build", "m.json", "-o", "m.onnx", cwd=folder)
    assert done.returncode == 2
    assert b"m.bin" in done.stderr and done.stderr.startswith(b"error: ")
    assert not (folder / "m.onnx").exists()


def test_sidecar_truncated(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    os.truncate(folder / "m.bin", 150)
    with pytest.raises(WeightsError, match=r'"w2".*truncated'):
        onnxjson.from_dict(doc, base_dir=folder)


def test_sidecar_digest_mismatch(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    side = bytearray((folder / "m.bin").read_bytes())
    side[130] ^= 0x01
    (folder / "m.bin").write_bytes(side)
    with pytest.raises(WeightsError, match=r'"w2".*digest'):
        onnxjson.from_dict(doc, base_dir=folder)


@pytest.mark.parametrize(("key", "value", "message"), [
    ("offset", -64, "offset"),
    ("offset", 10**18, "past the end"),
    ("size", 10**15, "past the end"),
    ("offset", True, "offset"),
    ("size", -1, "size"),
])
def test_sidecar_bad_range(sidecar_doc: tuple[Path, dict[str, Any], bytes], key: str, value: int,
                           message: str) -> None:
    folder, doc, _ = sidecar_doc
    ref_of(doc, "w2")[key] = value
    tracemalloc.start()
    try:
        with pytest.raises(WeightsError, match=rf'"w2".*{message}'):
            onnxjson.from_dict(doc, base_dir=folder)
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < 64 << 20  # no huge allocation or read


def test_sidecar_huge_size_with_fill_zeros_does_not_allocate(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    ref = ref_of(doc, "w2")
    del ref["offset"]
    ref["size"] = 10**15
    tracemalloc.start()
    try:
        # Checked against the dims first (issue 12), so no allocation is ever attempted.
        with pytest.raises(WeightsError, match=r'"w2".*"size" 1,000,000,000,000,000 does not match its data_type and dims'):
            onnxjson.from_dict(doc, fill="zeros", base_dir=folder)
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < 64 << 20  # no huge allocation or read


def test_fill_zeros_huge_string_count_does_not_allocate() -> None:
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=[
        helper.make_tensor("s", TensorProto.STRING, [2], [b"x" * 600, b"y" * 600])])).SerializeToString()
    doc = onnxjson.to_dict(data, strip_weights=True)
    assert onnxjson.from_dict(doc, weights_from=data) == data
    doc["graph"]["initializer"][0]["string_data"]["count"] = 10**15
    tracemalloc.start()
    try:
        with pytest.raises(WeightsError, match=r'"s".*count'):
            onnxjson.from_dict(doc, fill="zeros")
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < 64 << 20  # no huge allocation or read


def test_sidecar_ranges_overlapping(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    # w2's bytes are also w1's second half, so the digest still matches at offset 64.
    ref_of(doc, "w2")["offset"] = 64
    with pytest.raises(WeightsError, match=r'"w2".*overlaps'):
        onnxjson.from_dict(doc, base_dir=folder)


def test_sidecar_identical_ranges_are_allowed(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    doc["graph"]["initializer"].append(dict(doc["graph"]["initializer"][0], name="w1_again"))
    rebuilt = onnx.load_from_string(onnxjson.from_dict(doc, base_dir=folder))
    assert rebuilt.graph.initializer[2].raw_data == rebuilt.graph.initializer[0].raw_data


@pytest.mark.parametrize("reference", [
    "../doc/m.bin", "sub/../../doc/m.bin", "sub/../m.bin", "..\\doc\\m.bin", "C:m.bin", "\\\\server\\share\\m.bin",
])
def test_sidecar_path_leading_out_is_refused(sidecar_doc: tuple[Path, dict[str, Any], bytes],
                                             reference: str) -> None:
    folder, doc, _ = sidecar_doc
    _set_sidecar(doc, reference)
    with pytest.raises(PathSafetyError) as info:
        onnxjson.from_dict(doc, base_dir=folder)
    assert repr(reference) in str(info.value) and "trust_paths=True" in str(info.value)


def test_sidecar_absolute_path(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, data = sidecar_doc
    _set_sidecar(doc, str(folder / "m.bin"))
    with pytest.raises(PathSafetyError, match="absolute"):
        onnxjson.from_dict(doc, base_dir=folder)
    assert onnxjson.from_dict(doc, base_dir=folder, trust_paths=True) == data


@pytest.mark.parametrize("reference", ["m\x00.bin", "m\n.bin", "\x1b[31mm.bin", "m\x7f.bin", "m\t.bin"])
def test_sidecar_path_with_control_characters(sidecar_doc: tuple[Path, dict[str, Any], bytes],
                                              reference: str) -> None:
    folder, doc, _ = sidecar_doc
    _set_sidecar(doc, reference)
    for trust in (False, True):
        with pytest.raises(PathSafetyError, match="control characters"):
            onnxjson.from_dict(doc, base_dir=folder, trust_paths=trust)


def test_sidecar_symlink_leading_out(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, data = sidecar_doc
    outside = folder.parent / "outside"
    outside.mkdir()
    (folder / "m.bin").rename(outside / "m.bin")
    (folder / "m.bin").symlink_to(outside / "m.bin")
    with pytest.raises(PathSafetyError, match="symlink"):
        onnxjson.from_dict(doc, base_dir=folder)
    assert onnxjson.from_dict(doc, base_dir=folder, trust_paths=True) == data


def test_sidecar_symlinked_parent_folder(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, data = sidecar_doc
    outside = folder.parent / "outside"
    outside.mkdir()
    (folder / "m.bin").rename(outside / "m.bin")
    (folder / "w").symlink_to(outside, target_is_directory=True)
    _set_sidecar(doc, "w/m.bin")
    with pytest.raises(PathSafetyError, match="symlink"):
        onnxjson.from_dict(doc, base_dir=folder)
    assert onnxjson.from_dict(doc, base_dir=folder, trust_paths=True) == data


def test_sidecar_symlink_inside_the_folder_is_fine(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, data = sidecar_doc
    (folder / "w").mkdir()
    (folder / "m.bin").rename(folder / "w" / "real.bin")
    (folder / "link.bin").symlink_to(Path("w") / "real.bin")
    _set_sidecar(doc, "link.bin")
    assert onnxjson.from_dict(doc, base_dir=folder) == data


def test_sidecar_hard_link(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, data = sidecar_doc
    outside = folder.parent / "outside"
    outside.mkdir()
    os.link(folder / "m.bin", outside / "m.bin")
    with pytest.raises(PathSafetyError, match="hard link"):
        onnxjson.from_dict(doc, base_dir=folder)
    assert onnxjson.from_dict(doc, base_dir=folder, trust_paths=True) == data


def test_sidecar_is_a_folder(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    (folder / "m.bin").unlink()
    (folder / "m.bin").mkdir()
    with pytest.raises(WeightsError, match=r"'m\.bin'.*folder"):
        onnxjson.from_dict(doc, base_dir=folder)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs os.mkfifo")
def test_sidecar_is_a_fifo(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    (folder / "m.bin").unlink()
    os.mkfifo(folder / "m.bin")
    assert stat.S_ISFIFO(os.stat(folder / "m.bin").st_mode)

    def hung(*_: object) -> None:
        raise AssertionError("reading a FIFO sidecar hung")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        with pytest.raises(WeightsError, match=r"'m\.bin'.*regular file"):
            onnxjson.from_dict(doc, base_dir=folder)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    done = cli("build", "m.json", "-o", "m.onnx", cwd=folder, timeout=30)
    assert done.returncode == 2 and b"regular file" in done.stderr
    assert not (folder / "m.onnx").exists()


def test_sidecar_offset_without_a_sidecar_name(sidecar_doc: tuple[Path, dict[str, Any], bytes]) -> None:
    folder, doc, _ = sidecar_doc
    del doc["$onnxjson"]["weights"]
    with pytest.raises(WeightsError, match="names no sidecar"):
        onnxjson.from_dict(doc, base_dir=folder)


def test_fault_errors_are_onnxjson_errors() -> None:
    assert issubclass(WeightsError, OnnxJsonError) and issubclass(PathSafetyError, WeightsError)


# -- build --external-data checks the sidecar it references ----------------------------------------

@pytest.mark.parametrize("damage", ["flip", "truncate", "folder", "overlap", "dims"])
def test_build_external_data_checks_the_sidecar(sidecar_doc: tuple[Path, dict[str, Any], bytes],
                                                damage: str) -> None:
    folder, doc, _ = sidecar_doc
    side = folder / "m.bin"
    if damage == "flip":
        content = bytearray(side.read_bytes())
        content[130] ^= 1
        side.write_bytes(content)
        message = r'"w2".*digest'
    elif damage == "truncate":
        os.truncate(side, 150)
        message = r'"w2".*truncated'
    elif damage == "folder":
        side.unlink()
        side.mkdir()
        message = r"'m\.bin'.*folder"
    elif damage == "overlap":
        ref_of(doc, "w2")["offset"] = 64
        message = r'"w2".*overlaps'
    else:
        doc["graph"]["initializer"][1]["dims"] = [15]
        message = r'"w2".*need 60 bytes'
    (folder / "m.json").write_text(json.dumps(doc))
    with pytest.raises(WeightsError, match=message):
        onnxjson.build(folder / "m.json", folder / "m.onnx", external_data=True)
    assert not (folder / "m.onnx").exists()


def test_build_external_data_through_a_symlinked_folder(tmp_path: Path) -> None:
    # The document's folder is reached through a symlink (like /tmp -> /private/tmp on macOS).
    data = features_bytes()
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real", target_is_directory=True)
    folder = tmp_path / "link"
    onnxjson.dump(data, folder / "m.json", sidecar=folder / "m.bin", strip_threshold=64)
    onnxjson.build(folder / "m.json", folder / "m.onnx", external_data=True)
    lean = onnx.load(str(folder / "m.onnx"), load_external_data=False)
    assert {e.value for e in lean.graph.initializer[0].external_data if e.key == "location"} == {"m.bin"}
    _assert_same_values(onnx.load(str(folder / "m.onnx")).SerializeToString(), onnx.load_from_string(data))


@pytest.mark.parametrize("damage", ["missing", "short", "fifo", "absolute"])
def test_external_inline_faults(tmp_path: Path, external_model: tuple[Path, onnx.ModelProto],
                                damage: str) -> None:
    model, _ = external_model
    data = tmp_path / "data.bin"
    if damage == "missing":
        data.unlink()
        message = r"'data\.bin'.*no such file"
    elif damage == "short":
        os.truncate(data, 100)
        message = r'tensor "then_scale": external range .*outside'
    elif damage == "fifo":
        data.unlink()
        os.mkfifo(data)
        message = r"'data\.bin'.*regular file"
    else:
        proto = onnx.load(str(model), load_external_data=False)
        proto.graph.initializer[0].external_data[0].value = str(data)
        model.write_bytes(proto.SerializeToString())
        message = "absolute"
    with pytest.raises(WeightsError, match=message):
        onnxjson.dump(model, tmp_path / "m.json", external="inline")
    assert not (tmp_path / "m.json").exists()


# -- every data type -------------------------------------------------------------------------------

#: int32_data of FLOAT6 holds one element per value while raw_data packs 4 in 3 bytes: no raw form.
NO_RAW_FORM = {TensorProto.FLOAT6E2M3, TensorProto.FLOAT6E3M2} if hasattr(TensorProto, "FLOAT6E2M3") else set()


def every_dtype_model() -> tuple[bytes, set[str]]:
    tensors, inline = [], set()
    for name, dt in TensorProto.DataType.items():
        if dt in (TensorProto.UNDEFINED, TensorProto.STRING):
            continue
        np_type = helper.tensor_dtype_to_np_dtype(dt)
        if dt in (TensorProto.COMPLEX64, TensorProto.COMPLEX128):
            array = (np.arange(1, 25) + 2j).astype(np_type)
        else:
            # 2-bit integers (onnx 1.23's INT2/UINT2 in ml_dtypes 0.7) hold 0..1 in both; 7 values elsewhere.
            limit = 2 if np.dtype(np_type).name in ("int2", "uint2") else 7
            array = (np.arange(1, 25) % limit).astype(np.float32).astype(np_type)
        tensors.append(helper.make_tensor(f"{name}_typed", dt, [24], array))
        if dt in NO_RAW_FORM:
            inline.add(f"{name}_typed")
        else:
            tensors.append(helper.make_tensor(f"{name}_raw", dt, [24], array, raw=True))
    tensors.append(helper.make_tensor("strings", TensorProto.STRING, [3], [b"\xff\x00", b"ok", "é".encode()]))
    model = helper.make_model(helper.make_graph([], "g", [], [], initializer=tensors))
    return model.SerializeToString(), inline


def test_every_data_type(tmp_path: Path) -> None:
    data, inline = every_dtype_model()
    doc = onnxjson.to_dict(data, strip_weights=True, strip_threshold=0)
    assert {t["name"] for t in doc["graph"]["initializer"]
            if not any(is_ref(t.get(k)) for k in PAYLOAD_KEYS)} == inline
    assert onnxjson.from_dict(doc, weights_from=data) == data
    zeros = onnx.load_from_string(onnxjson.from_dict(doc, fill="zeros"))
    onnx.checker.check_model(zeros)
    assert list(zeros.graph.initializer[-1].string_data) == [b"", b"", b""]

    onnxjson.dump(data, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=0)
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data
    onnxjson.build(tmp_path / "m.json", tmp_path / "ext.onnx", external_data=True)
    loaded = onnx.load(str(tmp_path / "ext.onnx"))
    original = onnx.load_from_string(data)
    for a, b in zip(loaded.graph.initializer[:-1], original.graph.initializer[:-1], strict=True):
        assert a.name == b.name
        assert numpy_helper.to_array(a).tobytes() == numpy_helper.to_array(b).tobytes(), a.name
    assert loaded.graph.initializer[-1].string_data == original.graph.initializer[-1].string_data


def test_dump_refuses_a_sidecar_outside_the_documents_folder(tmp_path: Path) -> None:
    # build would refuse the "../m.bin" such a dump must store, so dump says so before writing.
    (tmp_path / "sub").mkdir()
    model = features_model().SerializeToString()
    with pytest.raises(OnnxJsonError, match="outside the document's folder"):
        onnxjson.dump(model, tmp_path / "sub" / "m.json", sidecar=tmp_path / "m.bin")
    assert not (tmp_path / "m.bin").exists() and not (tmp_path / "sub" / "m.json").exists()
    onnxjson.dump(model, tmp_path / "sub" / "m.json", sidecar=tmp_path / "m.bin", trust_paths=True)
    onnxjson.build(tmp_path / "sub" / "m.json", tmp_path / "out.onnx", trust_paths=True)
    assert (tmp_path / "out.onnx").read_bytes() == model
