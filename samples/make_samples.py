"""Regenerate the bundled samples and their golden JSON documents.

    python samples/make_samples.py          # rewrite models (onnx.helper ones) and goldens
    python samples/make_samples.py --check  # exit 1 when a golden file is stale

samples/info/ holds the goldens of ``onnxjson info`` (text and --json) over the samples, a stripped
document, a sidecar document and a lone tensor (tensor.pb, as in onnx's test data sets).

The torch_*.onnx models come from a real exporter (samples/export_torch.py, run by hand); this
script only refreshes their goldens. The golden files pin the document layout: a change in them is
a change of the format that users see in their diffs.
"""

from __future__ import annotations

import argparse
import base64
import sys
import tempfile
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

import onnxjson

HERE = Path(__file__).resolve().parent


def features_model() -> onnx.ModelProto:
    """A Constant node, a sparse initialiser and an If subgraph with its own initialiser."""
    rng = np.random.default_rng(7)
    weight = numpy_helper.from_array(rng.standard_normal((16, 32)).astype(np.float32), "weight")
    bias = numpy_helper.from_array(np.linspace(-1, 1, 32, dtype=np.float32), "bias")
    sparse_values = numpy_helper.from_array(np.array([1.5, -2.0, 3.25], dtype=np.float32), "sparse")
    sparse_indices = numpy_helper.from_array(np.array([1, 40, 77], dtype=np.int64), "sparse_indices")
    sparse = helper.make_sparse_tensor(sparse_values, sparse_indices, [4, 32])
    then_init = numpy_helper.from_array(rng.standard_normal((32,)).astype(np.float32), "then_scale")
    then_big = numpy_helper.from_array(rng.standard_normal((16, 32)).astype(np.float32), "then_table")
    then_graph = helper.make_graph(
        [helper.make_node("Mul", ["h", "then_scale"], ["then_out"], name="then_mul")],
        "then_branch", [], [helper.make_tensor_value_info("then_out", TensorProto.FLOAT, [2, 32])],
        initializer=[then_init, then_big])
    else_graph = helper.make_graph(
        [helper.make_node("Relu", ["h"], ["else_out"], name="else_relu")],
        "else_branch", [], [helper.make_tensor_value_info("else_out", TensorProto.FLOAT, [2, 32])])
    nodes = [
        helper.make_node("Constant", [], ["shape"], name="shape_const",
                         value=numpy_helper.from_array(np.array([2, -1], dtype=np.int64))),
        helper.make_node("Reshape", ["x", "shape"], ["x2"], name="flatten"),
        helper.make_node("Gemm", ["x2", "weight", "bias"], ["h"], name="dense", alpha=1.0, beta=1.0),
        helper.make_node("If", ["cond"], ["y"], name="branch", then_branch=then_graph,
                         else_branch=else_graph),
    ]
    graph = helper.make_graph(
        nodes, "features",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 4, 4]),
         helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 32])],
        initializer=[weight, bias], sparse_initializer=[sparse], doc_string="onnxjson sample")
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)],
                              producer_name="onnxjson-samples", producer_version="1")
    helper.set_model_props(model, {"license": "Apache-2.0", "purpose": "round-trip in every mode"})
    model.ir_version = 8
    return model


def onnx_light_bytes() -> bytes:
    """A model using every onnx-light catalogue field (fields 1000-1099), built as a document."""
    state_type = {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [{"dim_value": 4}]}}}
    kv_type = {"struct_type": {"type_ref": 1}}
    doc = {
        "$onnxjson": {"format_version": 1, "type": "ModelProto"},
        "ir_version": 10,
        "opset_import": [{"domain": "", "version": 21}],
        "producer_name": "onnxjson-samples",
        "graph": {
            "node": [
                {"input": ["state", "delta"], "output": ["state_out"], "name": "update", "op_type": "Add"},
                {"input": ["kv"], "output": ["kv_out"], "name": "pass_kv", "op_type": "Identity"},
            ],
            "name": "stateful",
            "input": [
                {"name": "state", "type": state_type},
                {"name": "delta", "type": state_type},
                {"name": "kv", "type": kv_type},
            ],
            "output": [
                {"name": "state_out", "type": state_type},
                {"name": "kv_out", "type": kv_type},
            ],
            "encoded_initializer": [{
                "affine": {
                    "storage_type": "INT8",
                    "scale": {"data_type": "FLOAT", "float_data": [0.05], "name": "qw_scale"},
                    "zero_point": {"data_type": "INT8", "int32_data": [0], "name": "qw_zero"},
                    "axis": 0,
                    "block_size": 32,
                },
                "logical_type": {"tensor_type": {"elem_type": "FLOAT",
                                                 "shape": {"dim": [{"dim_value": 64}]}}},
                "raw_data": base64.b64encode(bytes(range(64))).decode(),
                "name": "qw",
            }],
            "persistent_bindings": [{
                "input_name": "state", "output_name": "state_out",
                # An extension message carrying a field the catalogue does not know.
                "$unknown": [{"number": 9, "wire_type": "varint", "value": 1}],
            }],
            "paged_cache_initializer": [{
                "$unknown": [
                    {"number": 1, "wire_type": "len", "value": base64.b64encode(b"cache0").decode()},
                    {"number": 2, "wire_type": "varint", "value": 16},
                ],
            }],
        },
        "struct_types": [{
            "structure": {"field": [
                {"name": "k", "type": {"tensor_type": {"elem_type": "FLOAT16"}}},
                {"name": "v", "type": {"tensor_type": {"elem_type": "FLOAT16"}}},
            ]},
            "name": "KVPair",
            "type_id": 1,
        }],
    }
    return onnxjson.from_dict(doc)


def models() -> dict[str, bytes]:
    out = {
        "features": features_model().SerializeToString(),
        "onnx_light": onnx_light_bytes(),
    }
    for path in sorted(HERE.glob("torch_*.onnx")):
        out[path.stem] = path.read_bytes()
    return out


def goldens(data: bytes) -> dict[str, str]:
    return {
        ".json": onnxjson.dumps(data),
        ".stripped.json": onnxjson.dumps(data, strip_weights=True),
    }


def tensor_bytes() -> bytes:
    """A lone TensorProto, like the input_0.pb files of onnx's test data sets."""
    values = (np.arange(24, dtype=np.float32) / 8 - 1).reshape(2, 3, 4)
    return numpy_helper.from_array(values, "input_0").SerializeToString()


#: info goldens: name → (input file in samples/, extra arguments). "features.sidecar" is dumped
#: with a sidecar into a temporary folder first (the sidecar itself is never read by info).
INFO_CASES: dict[str, tuple[str, list[str]]] = {
    **{path.stem: (path.name, ["--nodes"]) for path in sorted(HERE.glob("*.onnx"))},
    "features.stripped": ("features.stripped.json", ["--sort", "name"]),
    "features.sidecar": ("features.onnx", []),
    "torch_attention.top3": ("torch_attention.onnx", ["--top", "3", "--sort", "name"]),
    "tensor": ("tensor.pb", []),
}


def info_input(name: str, folder: Path) -> Path:
    """The file the info golden ``name`` describes (a sidecar document is made in ``folder``)."""
    source = HERE / INFO_CASES[name][0]
    if name != "features.sidecar":
        return source
    document = folder / "features.sidecar.json"
    onnxjson.dump(source, document, sidecar=folder / "features.bin", strip_threshold=64)
    return document


def info_goldens(folder: Path) -> dict[str, str]:
    """samples/info/<name>.txt and .json, as the CLI prints them when piped."""
    from onnxjson import explore

    out = {}
    for name, (_, args) in INFO_CASES.items():
        sort = args[args.index("--sort") + 1] if "--sort" in args else "size"
        top = int(args[args.index("--top") + 1]) if "--top" in args else None
        result = onnxjson.info(info_input(name, folder), sort=sort, top=top)
        out[f"{name}.txt"] = explore.render_plain(result, nodes="--nodes" in args)
        out[f"{name}.json"] = explore.render_json(result)
    return out


def _refresh(files: dict[Path, bytes], *, check: bool) -> list[str]:
    """The names of the stale files (rewritten unless ``check``)."""
    stale = []
    for path, content in files.items():
        if path.exists() and path.read_bytes() == content:
            continue
        stale.append(path.name)
        if not check:
            path.parent.mkdir(exist_ok=True)
            path.write_bytes(content)
    return stale


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report stale files instead of writing")
    args = parser.parse_args()
    files = {HERE / "tensor.pb": tensor_bytes()}
    for name, data in models().items():
        files[HERE / f"{name}.onnx"] = data
        for suffix, text in goldens(data).items():
            files[HERE / f"{name}{suffix}"] = text.encode("utf-8")
    stale = _refresh(files, check=args.check)
    # The info goldens describe the samples just written.
    with tempfile.TemporaryDirectory() as folder:
        infos = {HERE / "info" / name: text.encode("utf-8") for name, text in info_goldens(Path(folder)).items()}
    stale += _refresh(infos, check=args.check)
    if args.check and stale:
        print("stale:", ", ".join(stale))
        return 1
    print("written:" if stale else "up to date", ", ".join(stale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
