"""Tests of onnxjson.explore: summarize and its renderings."""

from __future__ import annotations

import base64
import io
import itertools
import json
import math
import re
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper
from test_fuzz import _seeded as seeded
from test_fuzz import _settings

import onnxjson
from onnxjson import weights
from onnxjson.codec.tensors import ELEMENT_SIZE
from onnxjson.explore import (
    ModelInfo,
    arrange,
    base64_size,
    render_plain,
    render_rich,
    summarize,
    tensor_storage,
)

BACKEND_DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"


def _doc(model: onnx.ModelProto, **options: Any) -> dict[str, Any]:
    return onnxjson.to_dict(model.SerializeToString(), **options)


def _info(doc: dict[str, Any]) -> dict[str, Any]:
    """The JSON form of the summary of ``doc``."""
    return summarize(doc).as_dict()


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
    info = _info(_doc(_model()))
    assert info["producer_name"] == "test" and info["producer_version"] == "1.0"
    assert info["opsets"] == {"": 17, "custom": 1}
    assert info["counts"] == {"nodes": 8, "graph_nodes": 3, "subgraph_nodes": 3, "function_nodes": 2,
                              "training_nodes": 0, "initializers": 8, "subgraph_initializers": 1,
                              "functions": 1, "subgraphs": 2}
    assert info["op_types"] == {"Constant": 2, "Neg": 2, "If": 1, "MatMul": 1, "Relu": 1, "custom:F": 1}
    assert info["inputs"] == [{"name": "x", "type": {"kind": "tensor", "elem_type": "FLOAT", "dims": ["N", 8]}},
                              {"name": "cond", "type": {"kind": "tensor", "elem_type": "BOOL", "dims": []}}]
    assert info["outputs"] == [{"name": "y", "type": {"kind": "tensor", "elem_type": "FLOAT", "dims": ["N", 300]}}]
    assert info["nodes"][0] == {"name": "mm", "op_type": "MatMul", "domain": "", "inputs": ["x", "W"],
                                "outputs": ["m"]}
    assert [n["name"] for n in info["nodes"]] == ["mm", "if", "call"]
    json.dumps(info)  # JSON-able


def test_initializer_storage_and_sizes() -> None:
    info = _info(_doc(_model()))
    table = {e["name"]: (e["kind"], e["data_type"], e["dims"], e["storage"], e["field"], e["size"], e["params"])
             for e in info["initializers"]}
    assert table == {
        "W": ("tensor", "FLOAT", [8, 300], "raw_data", "raw_data", 9600, 2400),
        "shape": ("tensor", "INT64", [2], "raw_data", "raw_data", 16, 2),
        "typed": ("tensor", "FLOAT", [5], "typed", "float_data", 20, 5),
        "half": ("tensor", "FLOAT16", [3], "typed", "int32_data", 6, 3),
        "c64": ("tensor", "COMPLEX64", [2], "typed", "float_data", 16, 2),
        "names": ("tensor", "STRING", [2], "typed", "string_data", 4, 2),
        "empty": ("tensor", "FLOAT", [0], "empty", None, 0, 0),
        "sp": ("sparse", "FLOAT", [10], "raw_data", "raw_data", 8 + 16, 2),
    }
    assert info["weight_bytes"] == 9600 + 16 + 20 + 6 + 16 + 4 + 0 + 24
    assert info["params"] == 2400 + 2 + 5 + 3 + 2 + 2 + 0 + 2
    assert info["by_dtype"] == [
        {"data_type": "FLOAT", "tensors": 4, "params": 2407, "size": 9644},
        {"data_type": "COMPLEX64", "tensors": 1, "params": 2, "size": 16},  # equal sizes: by name
        {"data_type": "INT64", "tensors": 1, "params": 2, "size": 16},
        {"data_type": "FLOAT16", "tensors": 1, "params": 3, "size": 6},
        {"data_type": "STRING", "tensors": 1, "params": 2, "size": 4}]
    assert info["by_storage"] == [
        {"storage": "raw_data", "tensors": 3, "params": 2404, "size": 9640},
        {"storage": "typed", "tensors": 4, "params": 12, "size": 46},
        {"storage": "empty", "tensors": 1, "params": 0, "size": 0}]


def test_stripped_and_sidecar_sizes_match_inline() -> None:
    full = _info(_doc(_model()))
    stripped_doc = _doc(_model(), strip_weights=True, strip_threshold=8)
    stripped = _info(stripped_doc)
    assert [e["size"] for e in stripped["initializers"]] == [e["size"] for e in full["initializers"]]
    assert [e["params"] for e in stripped["initializers"]] == [e["params"] for e in full["initializers"]]
    storages = {e["name"]: (e["storage"], e["field"]) for e in stripped["initializers"]}
    assert storages["W"] == ("stripped", "raw_data") and storages["typed"] == ("stripped", "float_data")
    side_doc = _doc(_model())
    weights.to_sidecar(side_doc, io.BytesIO(), threshold=8, reference="w.bin")
    side = _info(side_doc)
    assert side["weight_bytes"] == full["weight_bytes"] and side["params"] == full["params"]
    assert {e["name"]: e["storage"] for e in side["initializers"]}["W"] == "sidecar"
    assert {g["storage"] for g in side["by_storage"]} >= {"sidecar"}


def test_external_data_size(tmp_path: Path) -> None:
    path = tmp_path / "m.onnx"
    onnx.save_model(_model(), str(path), save_as_external_data=True, all_tensors_to_one_file=True,
                    location="w.bin", size_threshold=100)
    info = _info(onnxjson.to_dict(path))
    w = next(e for e in info["initializers"] if e["name"] == "W")
    assert (w["storage"], w["field"], w["size"]) == ("external", None, 9600)
    assert info["weight_bytes"] == _info(_doc(_model()))["weight_bytes"]
    # Without a length entry, dims × data_type tell the size.
    doc = onnxjson.to_dict(path)
    t = next(t for t in doc["graph"]["initializer"] if t["name"] == "W")
    t["external_data"] = [e for e in t["external_data"] if e["key"] != "length"]
    assert tensor_storage(t) == ("external", None, 9600)


def test_encoded_initializer() -> None:
    doc = _doc(_model())
    doc["graph"]["encoded_initializer"] = [{
        "name": "q", "raw_data": base64.b64encode(bytes(7)).decode(),
        "logical_type": {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{"dim_value": 4},
                                                                                {"dim_param": "K"}]}}}}]
    info = _info(doc)
    q = info["initializers"][-1]
    assert q == {"name": "q", "kind": "encoded", "data_type": "FLOAT", "dims": [4, "K"], "storage": "raw_data",
                 "field": "raw_data", "size": 7, "params": None}
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
    info = summarize(doc).as_dict()
    assert info["weight_bytes"] > 9600


def test_render_plain_sorts() -> None:
    info = summarize(_doc(_model()))
    by_size = render_plain(arrange(info, sort="size"))
    assert "nodes         8 (graph 3, subgraphs 3, functions 2)" in by_size
    assert "weights       9686 bytes (9.5 KiB)" in by_size
    assert "params        2416\n" in by_size
    assert "opsets        ai.onnx 17, custom 1" in by_size

    def order(text: str) -> list[str]:
        lines = text.split("initializers (")[1].split("\n\n", maxsplit=1)[0].splitlines()[2:]
        return [line.split()[0] for line in lines]

    assert order(by_size) == ["W", "sp", "typed", "c64", "shape", "half", "names", "empty"]
    by_name = render_plain(arrange(info, sort="name"))
    assert "initializers (by name)" in by_name
    assert order(by_name) == sorted(order(by_size))
    assert order(render_plain(arrange(info, sort="order"))) == [e.name for e in info.initializers]
    assert "\nnodes\n" not in by_size
    with_nodes = render_plain(arrange(info, sort="order"), nodes=True)
    assert "\nnodes\n" in with_nodes
    assert "call  custom:F  m       y" in with_nodes
    assert by_size.endswith("\n") and "\x1b" not in by_size
    top = render_plain(arrange(info, sort="size", top=2))
    assert "initializers (top 2 of 8, by size)" in top and order(top) == ["W", "sp"]
    assert "initializers  8\n" in top  # totals count them all
    with pytest.raises(onnxjson.OnnxJsonError, match="sort must be one of"):
        arrange(info, sort="bogus")
    for bad in (0, -1, True, 1.5):
        with pytest.raises(onnxjson.OnnxJsonError, match="top must be a positive integer"):
            arrange(info, sort="size", top=bad)  # type: ignore[arg-type]


def test_natural_order_of_names() -> None:
    names = ["layer10.weight", "layer2.weight", "layer1.bias", "layer1.weight", "head", "layer10.bias"]
    g = helper.make_graph([], "g", [], [], [numpy_helper.from_array(np.zeros(1, np.float32), n) for n in names])
    info = summarize(_doc(helper.make_model(g)))
    expected = ["head", "layer1.bias", "layer1.weight", "layer2.weight", "layer10.bias", "layer10.weight"]
    assert [e.name for e in arrange(info, sort="name").initializers] == expected
    # Equal sizes fall back to the natural order too.
    assert [e.name for e in arrange(info, sort="size").initializers] == expected


def test_human_and_exact_sizes() -> None:
    g = helper.make_graph([], "g", [], [], [numpy_helper.from_array(np.zeros((1024, 1024), np.float32), "w")])
    info = arrange(summarize(_doc(helper.make_model(g), values_limit=0)), sort="size")
    exact = render_plain(info)
    assert "w     FLOAT      [1024, 1024]  raw_data  1048576  4194304" in exact
    assert "weights       4194304 bytes (4.0 MiB)" in exact
    human = render_plain(info, human=True)
    assert "4.0 MiB" in human and "4194304" not in human and "1,048,576" in human
    assert "params        1,048,576 (1.0 M)" in human


def test_no_empty_headings() -> None:
    """A model without initialisers, inputs or nodes shows no table headed over nothing."""
    info = summarize(_doc(helper.make_model(helper.make_graph([], "g", [], []))))
    text = render_plain(arrange(info, sort="size"), nodes=True)
    assert "\n\n" not in text, text  # the summary lines only: no table follows
    assert text.splitlines()[-1] == "weights       0 bytes"
    # One input and nothing else: one table.
    g = helper.make_graph([], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, None)], [])
    text = render_plain(arrange(summarize(_doc(helper.make_model(g))), sort="size"), nodes=True)
    assert text.split("\n\n")[1:] == ["inputs and outputs\nkind   name  type\ninput  x     FLOAT\n"]


def test_render_rich() -> None:
    from rich.console import Console

    info = summarize(_doc(_model()))
    console = Console(record=True, width=160, color_system=None)
    console.print(render_rich(arrange(info, sort="size"), nodes=True))
    text = console.export_text()
    assert "initializers (by size)" in text and "nodes" in text and "weights by storage" in text
    assert "custom:F" in text and "9.4 KiB" in text
    console = Console(record=True, width=160, color_system=None)
    console.print(render_rich(arrange(info, sort="size"), human=False))
    assert "9600" in console.export_text()


def test_graph_document_and_training_info() -> None:
    m = _model()
    training = onnx.TrainingInfoProto()
    training.algorithm.CopyFrom(helper.make_graph([helper.make_node("Neg", ["a"], ["b"])], "alg", [], []))
    m.training_info.append(training)
    info = _info(_doc(m))
    assert info["counts"]["training_nodes"] == 1 and info["counts"]["nodes"] == 9
    g_doc = onnxjson.to_dict(m.graph.SerializeToString(), type="GraphProto")
    g_info = _info(g_doc)
    assert g_info["type"] == "GraphProto" and g_info["counts"]["graph_nodes"] == 3 and g_info["ir_version"] is None
    assert "type          GraphProto" in render_plain(summarize(g_doc))


def test_other_roots_show_where_their_bytes_go() -> None:
    """Every root type dump takes (issue 31, item 5): another message than a model, graph or tensor
    is shown by its type and its fields (it was refused before)."""
    data = helper.make_node("Relu", ["a"], ["b"]).SerializeToString()
    doc = onnxjson.to_dict(data, type="NodeProto")
    info = summarize(doc)
    assert info.as_dict() == {"info_version": 1, "type": "NodeProto", "fields": None, "fields_from": None}
    measured = onnxjson.info(data, type="NodeProto").as_dict()
    assert measured["fields_from"] == "model"
    assert sum(r["bytes"] for r in measured["fields"]) == len(data)
    assert onnxjson.info(doc).as_dict() == {**measured, "fields_from": "document"}
    assert render_plain(onnxjson.info(data, type="NodeProto")).startswith("type  NodeProto\n\nwhere the bytes go")


# -- lone tensors -------------------------------------------------------------------------------
def _tensor_cases() -> list[onnx.TensorProto]:
    rng = np.random.default_rng(7)
    cases = [numpy_helper.from_array(rng.standard_normal((3, 5)).astype(dtype), f"t_{np.dtype(dtype).name}")
             for dtype in (np.float32, np.float64, np.float16)]
    cases += [numpy_helper.from_array(rng.integers(-100, 100, (20,)).astype(dtype), f"t_{np.dtype(dtype).name}")
              for dtype in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.int64, np.uint32, np.uint64)]
    cases.append(numpy_helper.from_array(np.array([True, False, True]), "t_bool"))
    cases.append(helper.make_tensor("typed_f", TensorProto.FLOAT, [12], [float(i) / 3 for i in range(12)]))
    cases.append(helper.make_tensor("typed_i64", TensorProto.INT64, [3], [1, -2, 3]))
    cases.append(helper.make_tensor("typed_h", TensorProto.FLOAT16, [3], np.array([1.5, -2, 3], np.float16)))
    cases.append(helper.make_tensor("typed_b", TensorProto.BOOL, [2], [True, False]))
    cases.append(helper.make_tensor("typed_i8", TensorProto.INT8, [2], [-5, 7]))
    return cases


@pytest.mark.parametrize("values_limit", [0, 64], ids=["base64", "values"])
def test_lone_tensor_shows_its_first_values(values_limit: int) -> None:
    for tensor in _tensor_cases():
        array = numpy_helper.to_array(tensor).ravel()
        for doc in (onnxjson.to_dict(tensor.SerializeToString(), values_limit=values_limit),
                    json.loads(onnxjson.dumps(tensor.SerializeToString(), values_limit=values_limit))):
            info = summarize(doc)
            assert info.type == "TensorProto", tensor.name
            d = info.as_dict()
            assert d["tensor"]["name"] == tensor.name and d["tensor"]["dims"] == list(tensor.dims)
            assert d["tensor"]["params"] == array.size and d["tensor"]["size"] == array.nbytes
            shown = d["values"]
            assert shown is not None and len(shown) == min(8, array.size), tensor.name
            np.testing.assert_array_equal(np.array(shown, dtype=array.dtype), array[:8], err_msg=tensor.name)
            text = render_plain(info)
            assert "type       TensorProto" in text and f"params     {array.size}" in text
            assert ("first 8 of" in text) == (array.size > 8)


def test_lone_tensor_without_values() -> None:
    tensor = numpy_helper.from_array(np.zeros((64, 64), np.float32), "big")
    stripped = onnxjson.to_dict(tensor.SerializeToString(), strip_weights=True)
    info = summarize(stripped)
    assert info.as_dict()["values"] is None and info.as_dict()["tensor"]["storage"] == "stripped"
    assert "values     -" in render_plain(info)
    c = helper.make_tensor("c", TensorProto.COMPLEX64, [1], _any([1 + 2j]))
    assert summarize(onnxjson.to_dict(c.SerializeToString())).as_dict()["values"] is None


def test_backend_test_data_tensors() -> None:
    """The .pb files of onnx's test data sets show as tensors with onnx's own values."""
    paths = sorted(BACKEND_DATA.rglob("*.pb"))[:60]
    if not paths:
        pytest.skip("onnx backend test data not installed")
    seen = 0
    for path in paths:
        tensor = onnx.TensorProto()
        tensor.ParseFromString(path.read_bytes())
        info = onnxjson.info(path)
        where = str(path.relative_to(BACKEND_DATA))
        if tensor.data_type == 0 or not isinstance(info, onnxjson.TensorInfo):
            continue  # a sequence or an optional: not a tensor
        seen += 1
        array = numpy_helper.to_array(tensor)
        assert info.tensor.dims == list(tensor.dims), where
        assert info.tensor.params == array.size, where
        if tensor.data_type in ELEMENT_SIZE:
            assert info.tensor.size == array.nbytes, where
        if info.values is not None and array.dtype.kind in "fiub":
            shown = np.array(info.values, dtype=array.dtype)  # shortest decimals read back to the same bits
            np.testing.assert_array_equal(shown, array.ravel()[:8], err_msg=where)
    assert seen >= 40


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
        info = _info(onnxjson.to_dict(data, **options))
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
            assert entry["dims"] == list(tensor.dims), where
            assert entry["params"] == math.prod(tensor.dims), where
            assert entry["data_type"] == TensorProto.DataType.Name(tensor.data_type), where
            if tensor.data_type in ELEMENT_SIZE:
                nbytes = numpy_helper.to_array(tensor).nbytes
                assert entry["size"] == nbytes, f"{where}: {tensor.name}"
                compared_tensors += 1
            total += entry["size"] or 0
        assert info["weight_bytes"] >= total, where
    print(f"compared {len(paths)} backend models, {compared_tensors} numeric initialisers")
    assert len(paths) >= 100



# -- properties over random models ------------------------------------------------------------------
_DTYPES = [np.float32, np.float16, np.float64, np.int8, np.uint8, np.int32, np.int64, np.bool_]
_names = st.lists(st.tuples(st.sampled_from(["layer", "Layer", "h.", "blk_", ""]), st.integers(0, 120),
                            st.sampled_from(["", ".weight", ".bias", "a"])),
                  min_size=1, max_size=12, unique=True)


@seeded
@_settings(40)
@given(_names, st.lists(st.tuples(st.sampled_from(range(len(_DTYPES))),
                                  st.lists(st.integers(0, 40), max_size=3)), min_size=12, max_size=12),
       st.integers(0, 64))
def test_info_is_the_same_in_every_form(parts: list[tuple[str, int, str]], shapes: list[tuple[int, list[int]]],
                                        threshold: int) -> None:
    """Params, sizes, dims and the natural order do not depend on where the weights are."""
    inits = []
    for (prefix, number, suffix), (dtype, dims) in zip(parts, shapes, strict=False):
        array = np.zeros(dims, _DTYPES[dtype])
        inits.append(numpy_helper.from_array(array, f"{prefix}{number}{suffix}"))
    data = helper.make_model(helper.make_graph([], "g", [], [], inits)).SerializeToString()
    side = onnxjson.to_dict(data)
    weights.to_sidecar(side, io.BytesIO(), threshold=threshold, reference="w.bin")
    forms = [onnxjson.to_dict(data), onnxjson.to_dict(data, values_limit=0),
             onnxjson.to_dict(data, strip_weights=True, strip_threshold=threshold), side]
    infos = [arrange(summarize(doc), sort="name") for doc in forms]
    expected = [(t.name, list(t.dims), numpy_helper.to_array(t).size, numpy_helper.to_array(t).nbytes) for t in inits]
    for info in infos:
        assert isinstance(info, ModelInfo)
        got = sorted((e.name, e.dims, e.params, e.size) for e in info.initializers)
        assert got == sorted(expected)
        assert info.params == sum(e[2] for e in expected) and info.weight_bytes == sum(e[3] for e in expected)
        assert sum(g.size for g in info.by_storage) == info.weight_bytes == sum(g.size for g in info.by_dtype)
        names = [e.name for e in info.initializers]
        # Natural order: names that differ only in their number are ordered by its value.
        for a, b in itertools.pairwise(names):
            pa, pb = re.fullmatch(r"(\D*)(\d+)(.*)", a), re.fullmatch(r"(\D*)(\d+)(.*)", b)
            assert pa and pb
            if pa.group(1) == pb.group(1):
                assert int(pa.group(2)) <= int(pb.group(2)), names
