"""Tests of onnxjson.explore: summarize and its renderings."""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import weights
from onnxjson.codec.tensors import ELEMENT_SIZE
from onnxjson.explore import base64_size, render_plain, render_rich, summarize, tensor_storage

BACKEND_DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"


def _doc(model: onnx.ModelProto, **options: Any) -> dict[str, Any]:
    return onnxjson.to_dict(model.SerializeToString(), **options)


def _any(value: Any) -> Any:
    """onnx's type hints say numbers; make_tensor also takes complex and bytes values."""
    return value


def _model() -> onnx.ModelProto:
    """A graph with an If (two subgraphs), a function and initialisers of every storage."""
    then_g = helper.make_graph(
        [helper.make_node("Constant", [], ["t"], value=numpy_helper.from_array(np.ones(2, np.float32))),
         helper.make_node("Neg", ["t"], ["t2"])],
        "then", [], [helper.make_tensor_value_info("t2", TensorProto.FLOAT, [2])])
    else_g = helper.make_graph(
        [helper.make_node("Constant", [], ["e"], value=numpy_helper.from_array(np.zeros(2, np.float32)))],
        "else", [], [helper.make_tensor_value_info("e", TensorProto.FLOAT, [2])],
        [numpy_helper.from_array(np.zeros(3, np.int8), "sub_init")])
    nodes = [
        helper.make_node("MatMul", ["x", "W"], ["m"], name="mm"),
        helper.make_node("If", ["cond"], ["branch"], name="if", then_branch=then_g, else_branch=else_g),
        helper.make_node("F", ["m"], ["y"], domain="custom", name="call"),
    ]
    inits = [
        numpy_helper.from_array(np.ones((8, 300), np.float32), "W"),          # raw_data, base64
        numpy_helper.from_array(np.array([1, -1], np.int64), "shape"),        # raw_data, values
        helper.make_tensor("typed", TensorProto.FLOAT, [5], [1.0] * 5),        # float_data
        helper.make_tensor("half", TensorProto.FLOAT16, [3], [1.0, 2.0, 3.0]),  # int32_data
        helper.make_tensor("c64", TensorProto.COMPLEX64, [2], _any([1 + 2j, 3 + 4j])),
        helper.make_tensor("names", TensorProto.STRING, [2], _any([b"ab", "\u00e9".encode()])),
        helper.make_tensor("empty", TensorProto.FLOAT, [0], []),
    ]
    sparse = helper.make_sparse_tensor(numpy_helper.from_array(np.array([1.0, 2.0], np.float32), "sp"),
                                       numpy_helper.from_array(np.array([0, 5], np.int64)), [10])
    g = helper.make_graph(nodes, "main",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 8]),
                           helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 300])],
                          inits, sparse_initializer=[sparse])
    f = helper.make_function("custom", "F", ["a"], ["b"],
                             [helper.make_node("Relu", ["a"], ["r"]), helper.make_node("Neg", ["r"], ["b"])],
                             [helper.make_opsetid("", 17)])
    m = helper.make_model(g, functions=[f], opset_imports=[helper.make_opsetid("", 17),
                                                            helper.make_opsetid("custom", 1)],
                          producer_name="test", producer_version="1.0")
    return m


def test_model_info_counts_and_summary() -> None:
    info = summarize(_doc(_model()))
    assert info["producer_name"] == "test" and info["producer_version"] == "1.0"
    assert info["opsets"] == {"": 17, "custom": 1}
    assert info["counts"] == {"nodes": 8, "graph_nodes": 3, "subgraph_nodes": 3, "function_nodes": 2,
                              "training_nodes": 0, "initializers": 8, "subgraph_initializers": 1,
                              "functions": 1, "subgraphs": 2}
    assert info["op_types"] == {"Constant": 2, "Neg": 2, "If": 1, "MatMul": 1, "Relu": 1, "custom:F": 1}
    assert info["inputs"] == [{"name": "x", "type": "FLOAT [N, 8]"}, {"name": "cond", "type": "BOOL []"}]
    assert info["outputs"] == [{"name": "y", "type": "FLOAT [N, 300]"}]
    assert info["nodes"][0] == {"name": "mm", "op_type": "MatMul", "domain": "", "inputs": ["x", "W"],
                                "outputs": ["m"]}
    assert [n["name"] for n in info["nodes"]] == ["mm", "if", "call"]
    json.dumps(info)  # JSON-able


def test_initializer_storage_and_sizes() -> None:
    info = summarize(_doc(_model()))
    table = {e["name"]: (e["data_type"], e["shape"], e["storage"], e["size"]) for e in info["initializers"]}
    assert table == {
        "W": ("FLOAT", [8, 300], "raw_data", 9600),
        "shape": ("INT64", [2], "raw_data", 16),
        "typed": ("FLOAT", [5], "float_data", 20),
        "half": ("FLOAT16", [3], "int32_data", 6),
        "c64": ("COMPLEX64", [2], "float_data", 16),
        "names": ("STRING", [2], "string_data", 4),
        "empty": ("FLOAT", [0], "none", 0),
        "sp": ("FLOAT", [10], "sparse", 8 + 16),
    }
    assert info["weight_bytes"] == 9600 + 16 + 20 + 6 + 16 + 4 + 0 + 24


def test_stripped_and_sidecar_sizes_match_inline() -> None:
    full = summarize(_doc(_model()))
    stripped_doc = _doc(_model(), strip_weights=True, strip_threshold=8)
    stripped = summarize(stripped_doc)
    assert [e["size"] for e in stripped["initializers"]] == [e["size"] for e in full["initializers"]]
    storages = {e["name"]: e["storage"] for e in stripped["initializers"]}
    assert storages["W"] == "raw_data (stripped)" and storages["typed"] == "float_data (stripped)"
    side_doc = _doc(_model())
    weights.to_sidecar(side_doc, io.BytesIO(), threshold=8, reference="w.bin")
    side = summarize(side_doc)
    assert side["weight_bytes"] == full["weight_bytes"]
    assert {e["name"]: e["storage"] for e in side["initializers"]}["W"] == "raw_data (sidecar)"


def test_external_data_size(tmp_path: Path) -> None:
    path = tmp_path / "m.onnx"
    onnx.save_model(_model(), str(path), save_as_external_data=True, all_tensors_to_one_file=True,
                    location="w.bin", size_threshold=100)
    info = summarize(onnxjson.to_dict(path))
    w = next(e for e in info["initializers"] if e["name"] == "W")
    assert (w["storage"], w["size"]) == ("external", 9600)
    assert info["weight_bytes"] == summarize(_doc(_model()))["weight_bytes"]
    # Without a length entry, dims × data_type tell the size.
    doc = onnxjson.to_dict(path)
    t = next(t for t in doc["graph"]["initializer"] if t["name"] == "W")
    t["external_data"] = [e for e in t["external_data"] if e["key"] != "length"]
    assert tensor_storage(t) == ("external", 9600)


def test_encoded_initializer() -> None:
    doc = _doc(_model())
    doc["graph"]["encoded_initializer"] = [{
        "name": "q", "raw_data": base64.b64encode(bytes(7)).decode(),
        "logical_type": {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{"dim_value": 4},
                                                                                {"dim_param": "K"}]}}}}]
    info = summarize(doc)
    q = info["initializers"][-1]
    assert q == {"name": "q", "data_type": "FLOAT", "shape": [4, "K"], "storage": "encoded", "size": 7}
    assert info["counts"]["initializers"] == 9


@pytest.mark.parametrize("n", range(0, 40))
def test_base64_size_is_exact(n: int) -> None:
    data = bytes(range(n))
    padded = base64.b64encode(data).decode()
    assert base64_size(padded) == n
    assert base64_size(padded.rstrip("=")) == n
    assert base64_size(base64.urlsafe_b64encode(data).decode()) == n


def test_model_info_never_decodes_payloads(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = _doc(_model(), values_limit=0)

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("summarize decoded a payload")

    import onnxjson.codec.values as values_module

    monkeypatch.setattr(base64, "b64decode", refuse)
    monkeypatch.setattr(values_module, "b64decode", refuse)
    monkeypatch.setattr(np, "frombuffer", refuse)
    info = summarize(doc)
    assert info["weight_bytes"] > 9600


def test_render_plain_sorts() -> None:
    info = summarize(_doc(_model()))
    by_size = render_plain(info, nodes=False, sort="size")
    assert "nodes         8 (graph 3, subgraphs 3, functions 2)" in by_size
    assert "weights       9686 bytes (9.5 KiB)" in by_size
    assert "opsets        ai.onnx 17, custom 1" in by_size

    def order(text: str) -> list[str]:
        lines = text.split("initializers (by ")[1].split("\n\n", maxsplit=1)[0].splitlines()[2:]
        return [line.split()[0] for line in lines]

    assert order(by_size) == ["W", "sp", "typed", "c64", "shape", "half", "names", "empty"]
    assert order(render_plain(info, nodes=False, sort="name")) == sorted(order(by_size))
    assert order(render_plain(info, nodes=False, sort="order")) == [e["name"] for e in info["initializers"]]
    assert "\nnodes\n" not in by_size
    with_nodes = render_plain(info, nodes=True, sort="order")
    assert "\nnodes\n" in with_nodes
    assert "call  custom:F  m       y" in with_nodes
    assert by_size.endswith("\n") and "\x1b" not in by_size
    with pytest.raises(ValueError, match="sort must be one of"):
        render_plain(info, nodes=False, sort="bogus")


def test_render_rich() -> None:
    from rich.console import Console

    info = summarize(_doc(_model()))
    console = Console(record=True, width=160, color_system=None)
    console.print(render_rich(info, nodes=True, sort="size"))
    text = console.export_text()
    assert "initializers (by size)" in text and "nodes" in text
    assert "custom:F" in text and "9600" in text
    with pytest.raises(ValueError):
        render_rich(info, nodes=False, sort="bogus")


def test_graph_document_and_training_info() -> None:
    m = _model()
    training = onnx.TrainingInfoProto()
    training.algorithm.CopyFrom(helper.make_graph([helper.make_node("Neg", ["a"], ["b"])], "alg", [], []))
    m.training_info.append(training)
    info = summarize(_doc(m))
    assert info["counts"]["training_nodes"] == 1 and info["counts"]["nodes"] == 9
    g_doc = onnxjson.to_dict(m.graph.SerializeToString(), type="GraphProto")
    g_info = summarize(g_doc)
    assert g_info["counts"]["graph_nodes"] == 3 and g_info["ir_version"] is None


# -- against onnx's own view of the backend test models ----------------------------------------
def _onnx_counts(model: onnx.ModelProto) -> dict[str, int]:
    counts = {"nodes": 0, "subgraphs": 0}

    def walk(nodes: Any) -> None:
        for node in nodes:
            counts["nodes"] += 1
            for attr in node.attribute:
                subs = ([attr.g] if attr.HasField("g") else []) + list(attr.graphs)
                counts["subgraphs"] += len(subs)
                for g in subs:
                    walk(g.node)

    walk(model.graph.node)
    for f in model.functions:
        walk(f.node)
    for t in model.training_info:
        walk(t.initialization.node)
        walk(t.algorithm.node)
    return counts


@pytest.mark.slow
@pytest.mark.parametrize("options", [{}, {"strip_weights": True, "strip_threshold": 0}, {"values_limit": 0}],
                         ids=["inline", "stripped", "base64"])
def test_matches_onnx_on_backend_models(options: dict[str, Any]) -> None:
    paths = sorted(BACKEND_DATA.rglob("*.onnx"))
    if not paths:
        pytest.skip("onnx backend test data not installed")
    compared_tensors = 0
    for path in paths:
        data = path.read_bytes()
        model = onnx.load_from_string(data)
        info = summarize(onnxjson.to_dict(data, **options))
        where = str(path.relative_to(BACKEND_DATA))
        graph = model.graph
        counts = info["counts"]
        assert counts["graph_nodes"] == len(graph.node), where
        assert counts["initializers"] == len(graph.initializer) + len(graph.sparse_initializer), where
        assert counts["functions"] == len(model.functions), where
        expected = _onnx_counts(model)
        assert (counts["nodes"], counts["subgraphs"]) == (expected["nodes"], expected["subgraphs"]), where
        assert info["ir_version"] == model.ir_version, where
        assert info["opsets"] == {o.domain: o.version for o in model.opset_import}, where
        assert [n["op_type"] for n in info["nodes"]] == [n.op_type for n in graph.node], where
        total = 0
        for entry, tensor in zip(info["initializers"], graph.initializer, strict=False):
            assert entry["name"] == tensor.name, where
            assert entry["shape"] == list(tensor.dims), where
            assert entry["data_type"] == TensorProto.DataType.Name(tensor.data_type), where
            if tensor.data_type in ELEMENT_SIZE:
                nbytes = numpy_helper.to_array(tensor).nbytes
                assert entry["size"] == nbytes, f"{where}: {tensor.name}"
                compared_tensors += 1
            total += entry["size"] or 0
        assert info["weight_bytes"] >= total, where
    print(f"compared {len(paths)} backend models, {compared_tensors} numeric initialisers")
    assert len(paths) >= 100

