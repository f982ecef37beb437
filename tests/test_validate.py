"""``onnxjson validate`` end to end: the corpora validate, hand-broken documents are rejected well.

The "Done when" of the schema issue:

- every document dumped from the corpora (the onnx wheel's backend test data and samples/, whole
  and with weights stripped) validates;
- a table of hand-broken documents (:data:`CASES`), each a real dumped document with one mutation,
  is rejected with the expected JSON path and a message a person can act on, through the library
  (:func:`onnxjson.validate.validate_document`) and through the command line (exit 1, path and
  line printed);
- the command line: exit 2 for unreadable JSON, ``--schema-only``, several findings in one run,
  ``build`` refusing invalid documents before writing anything;
- the cost of validating a 2,000-node and a 100,000-node document (printed; bounds are generous).
"""

from __future__ import annotations

import copy
import functools
import hashlib
import io
import json
import os
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from corpora import BACKEND_DATA, BACKEND_MESSAGES, BACKEND_MODELS, SAMPLE_MODELS, message_type
from hypothesis import given, note
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper
from test_fuzz import SAMPLE_DOCS as _FUZZ_DOCS
from test_fuzz import _seeded as _fuzz_seeded
from test_fuzz import _settings as _fuzz_settings
from test_fuzz import apply_edit as _fuzz_apply
from test_fuzz import edit as _fuzz_edit

import onnxjson
from onnxjson import cli, jsonio
from onnxjson.validate import Finding, validate_document

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
DATA_DIR = BACKEND_DATA


# -- helpers ----------------------------------------------------------------------------------------

@functools.cache
def _golden(name: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def golden(name: str) -> dict[str, Any]:
    """A fresh copy of a sample's golden document (``features``, ``onnx_light``, ``torch_cnn``...)."""
    return copy.deepcopy(_golden(name))


def text_of(doc: dict[str, Any]) -> bytes:
    """The document as JSON text (the stdlib writer: it also writes integers beyond 64 bits)."""
    return json.dumps(doc, indent=2, ensure_ascii=False).encode("utf-8")


def findings_of(doc: dict[str, Any], **kwargs: Any) -> tuple[bytes, list[Finding]]:
    text = text_of(doc)
    return text, validate_document(jsonio.read_document(text), source=text, **kwargs)


def run_cli(capsys: pytest.CaptureFixture[str], *args: Any) -> tuple[int, str, str]:
    code = cli.main([os.fspath(a) if isinstance(a, Path) else str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "Traceback" not in out
    return code, out, err


def at(doc: Any, *path: str | int) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def setter(*path: str | int, value: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(doc: dict[str, Any]) -> None:
        at(doc, *path[:-1])[path[-1]] = value
    return mutate


def tensor_type(elem: str = "FLOAT", dims: list[Any] | None = None) -> dict[str, Any]:
    t: dict[str, Any] = {"elem_type": elem}
    if dims is not None:
        t["shape"] = {"dim": [{"dim_value": d} if isinstance(d, int) else {"dim_param": d} for d in dims]}
    return {"tensor_type": t}


# -- the corpora validate ---------------------------------------------------------------------------

CORPUS_MODELS = BACKEND_MODELS + SAMPLE_MODELS
CORPUS_MESSAGES = BACKEND_MESSAGES


def test_corpus_found() -> None:
    assert len(CORPUS_MODELS) > 100, f"backend test data not found under {DATA_DIR}"
    assert len(CORPUS_MESSAGES) > 100


@pytest.mark.slow
def test_every_dumped_corpus_model_validates() -> None:
    failures = []
    for path in CORPUS_MODELS:
        data = path.read_bytes()
        variants = {
            "whole": onnxjson.to_dict(data),
            "stripped-all": onnxjson.to_dict(data, strip_weights=True, strip_threshold=0),
        }
        for variant, doc in variants.items():
            found = validate_document(doc)
            if found:
                failures.append((path.name, variant, [str(f) for f in found[:3]]))
    assert failures == []


@pytest.mark.slow
def test_every_dumped_corpus_message_validates() -> None:
    """The .pb files (TensorProto, SequenceProto... roots) validate against their own schema. Read
    without a type, each is what its test's model declares, or refused as ambiguous among types
    that include it (a one-value sequence and an optional share their bytes: onnx 1.16's data), and
    then read as the declared type."""
    failures = []
    for path in CORPUS_MESSAGES:
        data = path.read_bytes()
        declared = message_type(path)
        try:
            doc = onnxjson.to_dict(data)
        except onnxjson.OnnxJsonError as e:
            assert declared is not None and f"type={declared}" in e.message, (path, e.message)
            doc = onnxjson.to_dict(data, type=declared)
        assert declared in (None, doc["$onnxjson"]["type"]), (path, declared, doc["$onnxjson"]["type"])
        found = validate_document(doc)
        if found:
            failures.append((path.name, doc["$onnxjson"]["type"], [str(f) for f in found[:3]]))
    assert failures == []


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.json")), ids=lambda p: p.name)
def test_golden_documents_validate_from_text(path: Path) -> None:
    text = path.read_bytes()
    assert validate_document(jsonio.read_document(text), source=text) == []


# -- the table of broken documents ------------------------------------------------------------------

@dataclass(frozen=True)
class Case:
    id: str
    base: str
    """The golden document mutated: a samples/ name (``features``, ``onnx_light``, ``torch_cnn``...)."""
    mutate: Callable[[dict[str, Any]], None]
    path: str
    """Regex the finding's JSON path must match (fullmatch)."""
    message: str
    """Regex the finding's message must contain (search)."""
    xfail: str | None = None
    """Why the row is expected to fail (a known bug), or None."""
    exit: int = 1
    """The exit code of ``onnxjson validate`` on the document."""


def _add_functions(doc: dict[str, Any], calls: dict[str, str]) -> None:
    """Model-local functions in domain "local": name → the op each one's body calls."""
    doc["opset_import"].append({"domain": "local", "version": 1})
    doc["functions"] = [
        {"name": name, "input": ["a"], "output": ["b"],
         "node": [{"input": ["a"], "output": ["b"], "op_type": callee, "domain": "local"}],
         "opset_import": [{"domain": "local", "version": 1}], "domain": "local"}
        for name, callee in calls.items()]


def _function_cycle(doc: dict[str, Any]) -> None:
    _add_functions(doc, {"F1": "F2", "F2": "F1"})


def _function_self_call(doc: dict[str, Any]) -> None:
    _add_functions(doc, {"Rec": "Rec"})


def _unresolved_function(doc: dict[str, Any]) -> None:
    _add_functions(doc, {"F1": "F2", "F2": "F3"})
    body = doc["functions"][1]["node"][0]
    body.update(op_type="Relu", domain="")
    doc["functions"][1]["opset_import"] = [{"domain": "", "version": 17}]
    doc["graph"]["node"].append({"input": ["y"], "output": ["z"], "name": "call", "op_type": "F4",
                                 "domain": "local"})


def _swap_nodes(doc: dict[str, Any]) -> None:
    nodes = doc["graph"]["node"]
    nodes[1], nodes[2] = nodes[2], nodes[1]


def _duplicate_graph_input(doc: dict[str, Any]) -> None:
    doc["graph"]["input"].append(copy.deepcopy(doc["graph"]["input"][0]))


def _binding_in_subgraph(doc: dict[str, Any]) -> None:
    g = doc["graph"]
    g["input"].append({"name": "c", "type": tensor_type("BOOL", [])})
    branch = {"node": [{"input": ["delta"], "output": ["t"], "op_type": "Identity"}],
              "output": [{"name": "t"}]}
    then = copy.deepcopy(branch)
    then["persistent_bindings"] = [{"input_name": "delta", "output_name": "t"}]
    g["node"].append({"input": ["c"], "output": ["o"], "name": "if", "op_type": "If", "attribute": [
        {"name": "then_branch", "g": then, "type": "GRAPH"},
        {"name": "else_branch", "g": branch, "type": "GRAPH"}]})


def _string_binding(doc: dict[str, Any]) -> None:
    g = doc["graph"]
    for vi in (g["input"][0], g["input"][1], g["output"][0]):
        vi["type"]["tensor_type"]["elem_type"] = "STRING"


def _struct_binding(ref: int) -> Callable[[dict[str, Any]], None]:
    def mutate(doc: dict[str, Any]) -> None:
        doc["graph"]["persistent_bindings"].append({"input_name": "kv", "output_name": "kv_out"})
        doc["graph"]["output"][1]["type"]["struct_type"]["type_ref"] = ref
    return mutate


def _append_binding(binding: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def mutate(doc: dict[str, Any]) -> None:
        doc["graph"]["persistent_bindings"].append(binding)
    return mutate


G = "graph"
ENC = (G, "encoded_initializer", 0)
UNK = (G, "persistent_bindings", 0, "$unknown")
SEQUENCE_OF_FLOAT = {"elem_type": tensor_type()}
INT64_AS_FLOAT = "int64 minimum - 1 (-9223372036854775809) is accepted: orjson parses integers beyond 64 bits as floats"
ONEOF_MESSAGE = ("a oneof conflict is reported as 'expected null, got {...}' on each member: the schemas encode "
                 "oneofs as dependentSchemas/if-else with type null, but validate._rewrite only rewrites a "
                 "'not' keyword into 'at most one of ... may be set'")

CASES: list[Case] = [
    # wrong types
    Case("type-int-as-string", "features", setter("ir_version", value="8"), r"ir_version",
         r'expected an integer.*got "8"'),
    Case("type-int-as-float", "features", setter("ir_version", value=8.5), r"ir_version",
         r"expected an integer.*got 8\.5"),
    Case("type-string-as-int", "features", setter(G, "node", 1, "name", value=5), r"graph\.node\[1\]\.name",
         r"expected a string.*got 5"),
    Case("type-array-as-string", "features", setter(G, "node", 1, "input", value="x"),
         r"graph\.node\[1\]\.input", r'expected an array.*got "x"'),
    Case("type-array-item-bool", "features", setter(G, "node", 1, "input", 0, value=True),
         r"graph\.node\[1\]\.input\[0\]", r"expected a string.*got true"),
    Case("type-message-as-array", "features", setter(G, "initializer", 1, value=[1, 2]),
         r"graph\.initializer\[1\]", r"expected an object.*got \[1, 2\]"),
    Case("type-bool-as-int", "features", setter("opset_import", 0, "version", value=True),
         r"opset_import\[0\]\.version", r"expected an integer.*got true"),
    # unknown keys
    Case("unknown-key-top", "features", setter("producer_nam", value="x"), r"producer_nam",
         r'"producer_nam" is not a field.*did you mean "producer_name"\?'),
    Case("unknown-key-node", "features", setter(G, "node", 1, "op_typ", value="Reshape"),
         r"graph\.node\[1\]\.op_typ", r'"op_typ" is not a field of NodeProto; did you mean "op_type"\?'),
    Case("unknown-key-attribute", "features", setter(G, "node", 2, "attribute", 0, "tpye", value="FLOAT"),
         r"graph\.node\[2\]\.attribute\[0\]\.tpye", r'"tpye" is not a field.*did you mean "type"\?'),
    Case("unknown-key-tensor", "features", setter(G, "initializer", 1, "data_tpye", value="FLOAT"),
         r"graph\.initializer\[1\]\.data_tpye", r'"data_tpye" is not a field.*did you mean "data_type"\?'),
    Case("unknown-key-envelope", "features", setter("$onnxjson", "typ", value="ModelProto"), r"\$onnxjson\.typ",
         r'"typ" is not a field.*did you mean "type"\?'),
    Case("unknown-key-extension", "onnx_light", setter(G, "persistent_bindings", 0, "input_nam", value="x"),
         r"graph\.persistent_bindings\[0\]\.input_nam", r'"input_nam" is not a field.*did you mean "input_name"\?'),
    # bad enums
    Case("enum-data-type", "features", setter(G, "initializer", 0, "data_type", value="FLAOT"),
         r"graph\.initializer\[0\]\.data_type", r'"FLAOT" is not a .*did you mean "FLOAT"\?'),
    Case("enum-attribute-type", "features", setter(G, "node", 2, "attribute", 0, "type", value="FLAOT"),
         r"graph\.node\[2\]\.attribute\[0\]\.type", r'"FLAOT" is not a .*did you mean "FLOAT"\?'),
    Case("enum-elem-type", "features",
         setter(G, "input", 0, "type", "tensor_type", "elem_type", value="FLOAT61"),
         r"graph\.input\[0\]\.type\.tensor_type\.elem_type", r'"FLOAT61" is not a .*did you mean "FLOAT(16)?"\?'),
    Case("enum-data-location", "features", setter(G, "initializer", 0, "data_location", value="EXTERNEL"),
         r"graph\.initializer\[0\]\.data_location", r'"EXTERNEL" is not a .*did you mean "EXTERNAL"\?'),
    Case("enum-storage-type", "onnx_light", setter(*ENC, "affine", "storage_type", value="IMT8"),
         r"graph\.encoded_initializer\[0\]\.affine\.storage_type", r'"IMT8" is not a .*did you mean "U?INT8"\?'),
    Case("enum-unknown-wire-type", "onnx_light", setter(*UNK, 0, "wire_type", value="varnit"),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]\.wire_type", r'"varnit".*did you mean "varint"\?'),
    # out-of-range integers
    Case("int32-over", "features", setter(G, "initializer", 0, "data_type", value=2**31),
         r"graph\.initializer\[0\]\.data_type", r"2147483648 is out of range \(-2147483648\.\.2147483647\)"),
    Case("int32-under", "features", setter(G, "input", 0, "type", "tensor_type", "elem_type", value=-(2**31) - 1),
         r"graph\.input\[0\]\.type\.tensor_type\.elem_type", r"-2147483649 is out of range"),
    Case("int64-over", "features", setter("ir_version", value=2**63), r"ir_version",
         r"9223372036854775808 is out of range \(-9223372036854775808\.\.9223372036854775807\)"),
    Case("int64-over-opset", "features", setter("opset_import", 0, "version", value=2**63),
         r"opset_import\[0\]\.version", r"out of range"),
    Case("uint64-negative", "onnx_light", setter(*ENC, "affine", "block_size", value=-1),
         r"graph\.encoded_initializer\[0\]\.affine\.block_size", r"-1 is out of range \(0\.\."),
    Case("uint64-type-id-negative", "onnx_light", setter("struct_types", 0, "type_id", value=-5),
         r"struct_types\[0\]\.type_id", r"-5 is out of range"),
    # bad base64
    Case("base64-alphabet", "onnx_light", setter(*ENC, "raw_data", value="!!!notbase64"),
         r"graph\.encoded_initializer\[0\]\.raw_data", r"(?i)base64"),
    Case("base64-padding-inside", "features", setter(G, "initializer", 0, "raw_data", value="AA=A"),
         r"graph\.initializer\[0\]\.raw_data", r"(?i)base64"),
    Case("base64-impossible-length", "onnx_light", setter(*ENC, "raw_data", value="AAECA"),
         r"graph\.encoded_initializer\[0\]\.raw_data", r"(?i)base64"),
    Case("bytes-escape-bad", "features", setter(G, "node", 1, "name", value={"$bytes": "%%%"}),
         r"graph\.node\[1\]\.name(\.\$bytes)?", r"(?i)base64|expected a string"),
    # oneof conflicts
    Case("oneof-type-tensor-and-sequence", "features", setter(G, "input", 0, "type", "sequence_type",
                                                             value=SEQUENCE_OF_FLOAT),
         r"graph\.input\[0\]\.type(\.(tensor|sequence)_type)?", r"at most one of|oneof"),
    Case("oneof-dim-value-and-param", "features",
         setter(G, "input", 0, "type", "tensor_type", "shape", "dim", 0, "dim_param", value="N"),
         r"graph\.input\[0\]\.type\.tensor_type\.shape\.dim\[0\](\.dim_(value|param))?", r"at most one of|oneof"),
    # names, producers, order
    Case("dangling-input", "features", setter(G, "node", 1, "input", 0, value="xx"),
         r"graph\.node\[1\]\.input\[0\]", r'reads "xx", which nothing produces.*did you mean "x"\?'),
    Case("dangling-input-subgraph", "features",
         setter(G, "node", 3, "attribute", 1, "g", "node", 0, "input", 1, value="then_scal"),
         r"graph\.node\[3\]\.attribute\[1\]\.g\.node\[0\]\.input\[1\]", r"nothing produces.*then_scale"),
    Case("duplicate-producer", "features", setter(G, "node", 1, "output", 0, value="shape"),
         r"graph\.node\[1\]\.output\[0\]", r'outputs "shape", which is already produced by node "shape_const"'),
    Case("duplicate-graph-input", "features", _duplicate_graph_input, r"graph\.input\[2\]\.name",
         r'graph input "x" is declared twice'),
    Case("duplicate-initializer", "features", setter(G, "initializer", 1, "name", value="weight"),
         r"graph\.initializer\[1\]\.name", r'initializer name "weight" is used twice'),
    Case("cycle-own-output", "features", setter(G, "node", 1, "input", 0, value="x2"),
         r"graph\.node\[1\]\.input\[0\]", r"its own output.*cycle"),
    Case("topological-order", "features", _swap_nodes, r"graph\.node\[1\]\.input\[0\]",
         r'reads "x2", which node "flatten" \(Reshape\) produces later.*topological order'),
    Case("missing-opset", "features", setter("opset_import", 0, "domain", value="com.example"),
         r"graph\.node\[0\]", r"ai\.onnx.*does not import"),
    Case("missing-opset-custom-domain", "features", setter(G, "node", 1, "domain", value="com.example"),
         r"graph\.node\[1\]\.domain", r'domain "com\.example", which the model.s opset_import does not import'),
    Case("misspelled-op", "torch_cnn", setter(G, "node", 0, "op_type", value="Cnov"),
         r"graph\.node\[0\]\.op_type", r'"Cnov" is not an operator.*did you mean "Conv"\?'),
    Case("op-from-newer-opset", "features", setter(G, "node", 1, "op_type", value="Col2Im"),
         r"graph\.node\[1\]\.op_type", r"Col2Im exists .* only from opset 18"),
    Case("unknown-attribute", "features", setter(G, "node", 2, "attribute", 0, "name", value="alhpa"),
         r"graph\.node\[2\]\.attribute\[0\]\.name", r'attribute "alhpa".*did you mean "alpha"\?'),
    Case("too-few-inputs", "features", setter(G, "node", 2, "input", value=["x2"]),
         r"graph\.node\[2\]\.input", r"has 1 input, but Gemm \(opset 13\) takes 2 to 3"),
    Case("too-many-inputs", "features", setter(G, "node", 3, "attribute", 0, "g", "node", 0, "input",
                                               value=["h", "h"]),
         r"graph\.node\[3\]\.attribute\[0\]\.g\.node\[0\]\.input", r"has 2 inputs, but Relu .* takes exactly 1"),
    # functions
    Case("function-cycle", "features", _function_cycle, r"functions\[0\]", r"cycle: F1 → F2 → F1"),
    Case("function-self-call", "features", _function_self_call, r"functions\[0\]", r"cycle: Rec → Rec"),
    Case("unresolved-function", "features", _unresolved_function, r"graph\.node\[4\]\.op_type",
         r'calls "F4" in domain "local", but no model-local function'),
    # persistent bindings: every rule
    Case("binding-unknown-name", "onnx_light", setter(G, "persistent_bindings", 0, "input_name", value="stat"),
         r"graph\.persistent_bindings\[0\]\.input_name", r'no input named "stat".*did you mean "state"\?'),
    Case("binding-field-path", "onnx_light", setter(G, "persistent_bindings", 0, "output_name",
                                                    value="state_out.data"),
         r"graph\.persistent_bindings\[0\]\.output_name", r'no output named "state_out\.data".*literally'),
    Case("binding-legacy-field", "onnx_light",
         setter(*UNK, value=[{"number": 3, "wire_type": "len", "value": "YQ=="}]),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]", r"wire field 3.*retired field-path form"),
    Case("binding-duplicate", "onnx_light", _append_binding({"input_name": "state", "output_name": "state_out"}),
         r"graph\.persistent_bindings\[1\]\.input_name", r'input "state" is already bound by binding 0'),
    Case("binding-in-subgraph", "onnx_light", _binding_in_subgraph,
         r"graph\.node\[2\]\.attribute\[0\]\.g\.persistent_bindings\[0\]", r"inside a subgraph"),
    Case("binding-string", "onnx_light", _string_binding, r"graph\.persistent_bindings\[0\]",
         r"string tensors cannot be persistent.*tensor\(string\)"),
    Case("binding-type-elem", "onnx_light", setter(G, "output", 0, "type", "tensor_type", "elem_type",
                                                   value="DOUBLE"),
         r"graph\.persistent_bindings\[0\]", r"incompatible.*FLOAT \(input\) vs DOUBLE \(output\)"),
    Case("binding-type-dim", "onnx_light", setter(G, "output", 0, "type", "tensor_type", "shape", "dim", 0,
                                                  "dim_value", value=8),
         r"graph\.persistent_bindings\[0\]", r"dimension 0 is 4 \(input\) vs 8 \(output\)"),
    Case("binding-struct-unknown-ref", "onnx_light", _struct_binding(2), r"graph\.persistent_bindings\[1\]",
         r"type_ref 2 refers to no entry of the model's struct_types"),
    # $layout
    Case("layout-bad-run", "features", setter(G, "node", 1, "$layout", value={"runs": ["1x", "2"]}),
         r"graph\.node\[1\]\.\$layout\.runs\[0\]", r'"1x" does not match'),
    Case("layout-no-runs", "features", setter(G, "node", 1, "$layout", value={"tag": {}}),
         r"graph\.node\[1\]\.\$layout", r"'runs' is a required property"),
    Case("layout-unknown-key", "features", setter(G, "node", 1, "$layout", value={"runs": ["1"], "rnus": 1}),
         r"graph\.node\[1\]\.\$layout\.rnus", r'"rnus" is not a field'),
    Case("layout-runs-not-array", "features", setter(G, "node", 1, "$layout", value={"runs": "1"}),
         r"graph\.node\[1\]\.\$layout\.runs", r"expected an array"),
    Case("layout-bad-hex", "features", setter(G, "node", 1, "$layout", value={"runs": ["1"], "tag": {"0.0": "zz"}}),
         r'graph\.node\[1\]\.\$layout\.tag(\["0\.0"\]|\.0\.0)', r'"zz" does not match .*hex'),
    # $unknown
    Case("unknown-field-number-zero", "onnx_light", setter(*UNK, 0, "number", value=0),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]\.number", r"0 is out of range \(1\.\.536870911\)"),
    Case("unknown-field-no-value", "onnx_light", setter(*UNK, value=[{"number": 9, "wire_type": "varint"}]),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]", r"'value' is a required property"),
    Case("unknown-field-extra-key", "onnx_light",
         setter(*UNK, value=[{"number": 9, "wire_type": "varint", "value": 1, "vaule": 2}]),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]\.vaule", r'"vaule" is not a field.*did you mean "value"\?'),
    Case("unknown-field-varint-negative", "onnx_light", setter(*UNK, 0, "value", value=-1),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]\.value", r"-1 is out of range"),
    Case("unknown-field-i32-too-big", "onnx_light",
         setter(*UNK, value=[{"number": 9, "wire_type": "i32", "value": 2**32}]),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]\.value", r"4294967296 is out of range \(0\.\.4294967295\)"),
    Case("unknown-field-len-as-int", "onnx_light",
         setter(*UNK, value=[{"number": 9, "wire_type": "len", "value": 5}]),
         r"graph\.persistent_bindings\[0\]\.\$unknown\[0\]\.value", r"expected a string or an array"),
    Case("unknown-not-array", "onnx_light", setter(*UNK, value={"number": 9}),
         r"graph\.persistent_bindings\[0\]\.\$unknown", r"expected an array"),
    # placeholders (stripped / sidecar payloads) and readable values
    Case("placeholder-bad-digest", "features.stripped",
         setter(G, "initializer", 0, "raw_data", value={"size": 2048, "sha256": "xyz"}),
         r"graph\.initializer\[0\]\.raw_data\.sha256", r'"xyz" does not match .*64 hex digits'),
    Case("placeholder-no-size", "features.stripped",
         setter(G, "initializer", 0, "raw_data", value={"sha256": "0" * 64}),
         r"graph\.initializer\[0\]\.raw_data", r"'size' is a required property"),
    Case("placeholder-extra-key", "features.stripped",
         setter(G, "initializer", 0, "raw_data", value={"size": 2048, "sha256": "0" * 64, "sha": "x"}),
         r"graph\.initializer\[0\]\.raw_data\.sha", r'"sha" is not a field.*did you mean "sha256"\?'),
    Case("placeholder-typed-no-count", "features.stripped",
         setter(G, "initializer", 0, "float_data", value={"size": 2048, "sha256": "0" * 64}),
         r"graph\.initializer\[0\]\.float_data", r"'count' is a required property"),
    Case("placeholder-negative-size", "features.stripped",
         setter(G, "initializer", 0, "raw_data", value={"size": -1, "sha256": "0" * 64}),
         r"graph\.initializer\[0\]\.raw_data\.size", r"^(?!.*None).*-1 .*(out of range|at least|minimum)"),
    Case("values-not-array", "features", setter(G, "node", 0, "attribute", 0, "t", "raw_data", value={"values": 2}),
         r"graph\.node\[0\]\.attribute\[0\]\.t\.raw_data\.values", r"expected an array"),
]


def _params() -> list[Any]:
    out = []
    for case in CASES:
        marks = [pytest.mark.xfail(strict=True, reason=case.xfail)] if case.xfail else []
        out.append(pytest.param(case, id=case.id, marks=marks))
    return out


def test_table_is_large_and_unique() -> None:
    assert len(CASES) >= 40
    assert len({c.id for c in CASES}) == len(CASES)


@functools.cache
def _base_is_valid(name: str) -> bool:
    return validate_document(golden(name)) == []


def _broken(case: Case) -> dict[str, Any]:
    assert _base_is_valid(case.base), f"{case.base} must be valid before the mutation"
    doc = golden(case.base)
    case.mutate(doc)
    return doc


@pytest.mark.parametrize("case", _params())
def test_broken_document_is_rejected(case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = _broken(case)
    text, found = findings_of(doc)
    assert found, f"{case.id}: no finding"
    match = [f for f in found if re.fullmatch(case.path, f.path)]
    assert match, f"{case.id}: no finding at a path matching {case.path!r}: {[str(f) for f in found]}"
    finding = match[0]
    assert re.search(case.message, finding.message), f"{case.id}: {finding.message!r} !~ {case.message!r}"
    # Every finding carries its line; a finding on a key's value points at the line holding that key.
    assert finding.line is not None, f"{case.id}: {finding} has no line"
    last = re.search(r"\.([A-Za-z_$][\w$]*)$", finding.path)
    if last is not None:
        line = text.decode("utf-8").splitlines()[finding.line - 1]
        assert f'"{last.group(1)}"' in line, (finding, line)
    # The command line: exit 1, "FILE: PATH (line N): message".
    path = tmp_path / "broken.json"
    path.write_bytes(text)
    code, out, err = run_cli(capsys, "validate", path)
    assert code == case.exit, (out, err)
    assert err == ""
    shown = f"{path}: {finding.path or '(document)'} (line {finding.line}): {finding.message}"
    assert shown in out.splitlines(), out


def test_oneof_conflict_is_rejected_at_the_oneof() -> None:
    """Whatever the wording (see the xfail rows above), the conflict is found, at the TypeProto."""
    doc = golden("features")
    doc["graph"]["input"][0]["type"]["sequence_type"] = SEQUENCE_OF_FLOAT
    _, found = findings_of(doc)
    assert found
    assert all(f.path.startswith("graph.input[0].type") for f in found), found


def test_extension_member_of_a_oneof_conflicts_too() -> None:
    doc = golden("onnx_light")
    doc["graph"]["input"][2]["type"]["tensor_type"] = {"elem_type": "FLOAT"}
    _, found = findings_of(doc)
    assert found and all(f.path.startswith("graph.input[2].type") for f in found), found


def test_unknown_key_finding_points_at_the_key_line() -> None:
    text = (SAMPLES / "features.json").read_bytes().replace(b'"producer_name"', b'"producer_nam"', 1)
    line = text[:text.index(b'"producer_nam"')].count(b"\n") + 1
    found = validate_document(jsonio.read_document(text), source=text)
    assert [f.line for f in found] == [line], found


def test_integer_beyond_64_bits_is_not_silently_rounded(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    text = (SAMPLES / "features.json").read_bytes().replace(
        b'"ir_version": 8,', b'"ir_version": 8,\n  "model_version": -9223372036854775809,', 1)
    path = tmp_path / "m.json"
    path.write_bytes(text)
    code, _, _ = run_cli(capsys, "build", path, "-o", tmp_path / "m.onnx")
    built = onnx.load(tmp_path / "m.onnx").model_version if code == 0 else None
    assert code == 2, f"built with model_version {built}"


def test_foreign_protobuf_json_validates() -> None:
    from google.protobuf import json_format

    model = onnx.load(SAMPLES / "features.onnx")
    doc = json.loads(json_format.MessageToJson(model))
    assert onnxjson.from_dict(doc) == (SAMPLES / "features.onnx").read_bytes()
    assert validate_document(doc) == []


# -- the command line -------------------------------------------------------------------------------

def test_validate_cli_valid_documents(capsys: pytest.CaptureFixture[str]) -> None:
    paths = sorted(SAMPLES.glob("*.json"))
    code, out, err = run_cli(capsys, "validate", *paths)
    assert (code, err) == (0, "")
    assert out.splitlines() == [f"valid  {p}" for p in paths]
    code, out, _ = run_cli(capsys, "validate", "-q", *paths)
    assert (code, out) == (0, "")


@pytest.mark.parametrize(("content", "message"), [
    (b'{"ir_version": 8,\n  "graph": {\n', r"line 3: invalid JSON at column \d+"),
    (b"", r"empty"),
    (b'{"a": 1, "a": 2}', r"duplicate key"),
    (b"[1, 2]", r"object"),
])
def test_validate_cli_unreadable_json_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run_cli(capsys, "validate", path)
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: "), err
    assert re.search(message, lines[0]), lines[0]


def test_validate_cli_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(capsys, "validate", tmp_path / "nope.json", SAMPLES / "features.json")
    assert code == 2
    assert err.splitlines() == [f"error: {tmp_path / 'nope.json'}: no such file"]


def test_validate_cli_invalid_and_unreadable_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden("features")
    doc["ir_version"] = "8"
    (tmp_path / "invalid.json").write_bytes(text_of(doc))
    (tmp_path / "broken.json").write_bytes(b"{")
    code, out, err = run_cli(capsys, "validate", tmp_path / "invalid.json", tmp_path / "broken.json")
    assert code == 2  # could not do its job for one file: that wins over "invalid"
    assert "ir_version" in out and len(err.splitlines()) == 1


def _graph_broken() -> dict[str, Any]:
    doc = golden("features")
    doc["graph"]["node"][1]["op_type"] = "Reshpae"
    return doc


def test_schema_only_skips_graph_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "graph.json"
    path.write_bytes(text_of(_graph_broken()))
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1 and "Reshpae" in out and 'did you mean "Reshape"' in out
    code, out, _ = run_cli(capsys, "validate", "--schema-only", path)
    assert code == 0 and out == f"valid  {path}\n"
    # ... but not the schema itself.
    doc = _graph_broken()
    doc["ir_version"] = "8"
    path.write_bytes(text_of(doc))
    code, out, _ = run_cli(capsys, "validate", "--schema-only", path)
    assert code == 1 and "ir_version" in out and "Reshpae" not in out


def _finding_lines(out: str, path: Path) -> list[str]:
    return [line for line in out.splitlines() if line.startswith(f"{path}: ")]


def test_three_schema_errors_are_all_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden("features")
    doc["ir_version"] = "8"
    doc["graph"]["node"][1]["op_typ"] = "Reshape"
    doc["graph"]["initializer"][0]["data_type"] = "FLAOT"
    path = tmp_path / "three.json"
    path.write_bytes(text_of(doc))
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1
    lines = _finding_lines(out, path)
    assert len(lines) == 3, out
    assert re.match(rf"{re.escape(str(path))}: ir_version \(line \d+\): expected an integer", lines[0])
    assert any("graph.node[1].op_typ (line" in li for li in lines)
    assert any("graph.initializer[0].data_type (line" in li and "FLAOT" in li for li in lines)


def test_three_graph_errors_are_all_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden("features")
    doc["graph"]["node"][1]["input"][0] = "xx"              # dangling
    doc["graph"]["node"][2]["attribute"][0]["name"] = "alhpa"  # unknown attribute
    doc["graph"]["node"][3]["attribute"][0]["g"]["node"][0]["op_type"] = "Rleu"  # unknown op
    path = tmp_path / "three.json"
    path.write_bytes(text_of(doc))
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1
    lines = _finding_lines(out, path)
    assert len(lines) == 3, out
    assert "graph.node[1].input[0] (line" in lines[0] and '"xx"' in lines[0]
    assert "graph.node[2].attribute[0].name (line" in lines[1] and '"alhpa"' in lines[1]
    assert "graph.node[3].attribute[0].g.node[0].op_type (line" in lines[2] and '"Rleu"' in lines[2]


def test_max_errors_caps_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden("features")
    for node in doc["graph"]["node"]:
        node["op_typ"] = "x"
    path = tmp_path / "many.json"
    path.write_bytes(text_of(doc))
    code, out, _ = run_cli(capsys, "validate", "--max-errors", "2", path)
    assert code == 1
    assert len(_finding_lines(out, path)) == 3  # two findings and the "stopped after" note
    assert "stopped after 2 problems" in out


def test_validate_reads_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden("features")
    doc["ir_version"] = "8"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text_of(doc))))
    code, out, err = run_cli(capsys, "validate", "-")
    assert (code, err) == (1, "")
    assert re.fullmatch(r"-: ir_version \(line \d+\): expected an integer or null, got \"8\"\n", out), out


# -- build refuses invalid documents ----------------------------------------------------------------

def test_build_refuses_a_schema_invalid_document_before_writing(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden("features")
    doc["graph"]["node"][1]["op_typ"] = "Reshape"
    path = tmp_path / "bad.json"
    path.write_bytes(text_of(doc))
    out_path = tmp_path / "out.onnx"
    code, out, err = run_cli(capsys, "build", path, "-o", out_path)
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert re.fullmatch(rf'error: {re.escape(str(path))}: graph\.node\[1\]\.op_typ \(line \d+\): "op_typ" is not a '
                        r'field.*did you mean "op_type"\?', lines[0]), lines[0]
    assert not out_path.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]  # no temporary left behind
    # An existing output is left untouched.
    out_path.write_bytes(b"old")
    assert run_cli(capsys, "build", path, "-o", out_path)[0] == 2
    assert out_path.read_bytes() == b"old"


def test_build_strict_refuses_a_graph_invalid_document(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "graph.json"
    path.write_bytes(text_of(_graph_broken()))
    out_path = tmp_path / "out.onnx"
    code, _, err = run_cli(capsys, "build", "--strict", path, "-o", out_path)
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: graph.node[1].op_type (line "), err
    assert 'did you mean "Reshape"' in lines[0]
    assert not out_path.exists()
    # Without --strict the graph checks do not run: the document builds.
    code, _, err = run_cli(capsys, "build", path, "-o", out_path)
    assert (code, err) == (0, "")
    assert onnx.load(out_path).graph.node[1].op_type == "Reshpae"


# -- speed ------------------------------------------------------------------------------------------

def chain_document(n: int) -> dict[str, Any]:
    """The stripped document of a chain of ``n`` nodes (Relu / Add with a 1 KiB+ bias), built directly."""
    nodes = []
    for i in range(n):
        node: dict[str, Any] = {"input": [f"v{i}", "bias"] if i % 2 else [f"v{i}"], "output": [f"v{i + 1}"],
                                "name": f"n{i}", "op_type": "Add" if i % 2 else "Relu"}
        nodes.append(node)
    bias = numpy_helper.from_array(np.ones(512, np.float32), "bias")
    digest = hashlib.sha256(bias.raw_data).hexdigest()
    return {
        "$schema": "https://onnxjson.dev/schemas/v1/ModelProto.schema.json",
        "$onnxjson": {"format_version": 1, "type": "ModelProto"},
        "ir_version": 10,
        "graph": {
            "node": nodes,
            "name": "chain",
            "initializer": [{"dims": [512], "data_type": "FLOAT", "name": "bias",
                             "raw_data": {"size": 2048, "sha256": digest}}],
            "input": [{"name": "v0", "type": tensor_type("FLOAT", [512])}],
            "output": [{"name": f"v{n}", "type": tensor_type("FLOAT", [512])}],
        },
        "opset_import": [{"domain": "", "version": 21}],
    }


def chain_model(n: int) -> onnx.ModelProto:
    nodes = [helper.make_node("Add" if i % 2 else "Relu", [f"v{i}", "bias"] if i % 2 else [f"v{i}"],
                              [f"v{i + 1}"], name=f"n{i}") for i in range(n)]
    graph = helper.make_graph(
        nodes, "chain", [helper.make_tensor_value_info("v0", TensorProto.FLOAT, [512])],
        [helper.make_tensor_value_info(f"v{n}", TensorProto.FLOAT, [512])],
        initializer=[numpy_helper.from_array(np.ones(512, np.float32), "bias")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])
    model.ir_version = 10
    return model


def test_chain_document_is_what_dump_writes() -> None:
    data = chain_model(50).SerializeToString()
    assert chain_document(50) == onnxjson.to_dict(data, strip_weights=True)
    assert onnxjson.from_dict(chain_document(50), weights_from=data) == data


def _time_validate(text: bytes, label: str) -> tuple[float, list[Finding]]:
    start = time.perf_counter()
    found = validate_document(jsonio.read_document(text), source=text)
    elapsed = time.perf_counter() - start
    print(f"\nvalidate: {label}, {len(text):,} bytes of JSON: {elapsed:.2f} s (parse + schema + graph)")
    return elapsed, found


def _misspell_op(text: bytes, node: int) -> tuple[bytes, int]:
    """The text with node ``node`` (a Relu) spelled "Rleu"; and the line of that op_type."""
    start = text.index(f'"name": "n{node}"'.encode())
    pos = text.index(b'"op_type": "Relu"', start)
    return text[:pos] + b'"op_type": "Rleu"' + text[pos + len(b'"op_type": "Relu"'):], text[:pos].count(b"\n") + 1


def test_validate_2000_nodes_is_fast() -> None:
    text = jsonio.dumps_document(chain_document(2_000))
    assert _time_validate(text, "2,000 nodes, first run")[1] == []  # warms the caches (schemas, onnx.defs)
    _elapsed, found = _time_validate(text, "2,000 nodes")
    assert found == []
    # One misspelled op near the end: found and located.
    broken, line = _misspell_op(text, 1_990)
    _elapsed, found = _time_validate(broken, "2,000 nodes, one misspelled op")
    assert [(f.path, f.line) for f in found] == [("graph.node[1990].op_type", line)]
    assert 'did you mean "Relu"' in found[0].message


@pytest.mark.slow
def test_validate_100k_nodes() -> None:
    text = jsonio.dumps_document(chain_document(100_000))
    _elapsed, found = _time_validate(text, "100,000 nodes")
    assert found == []


@pytest.mark.parametrize("value", [-(2**63) - 1, 2**64])
def test_integer_beyond_64_bits_is_an_invalid_document(value: int, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    # orjson would read such a literal as a rounded float: the reader refuses it with its line,
    # validate reports it as a verdict (exit 1) and build refuses it (exit 2).
    doc = golden("features")
    doc["model_version"] = value
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc, indent=1))
    code, out, _ = run_cli(capsys, "validate", path)
    assert code == 1 and "does not fit in 64 bits" in out and "line " in out
    code, _, err = run_cli(capsys, "build", path, "-o", tmp_path / "x.onnx")
    assert code == 2 and "does not fit in 64 bits" in err
    assert not (tmp_path / "x.onnx").exists()


@_fuzz_seeded
@_fuzz_settings(200)
@given(st.sampled_from(sorted(_FUZZ_DOCS)), st.lists(_fuzz_edit(), min_size=1, max_size=3))
def test_a_document_the_encoder_takes_has_no_payload_finding(name: str, edits: list[tuple[str, int, Any]]) -> None:
    """validate checks payload lengths only for a document its encoder stage refuses: on random edits
    of real documents (base64 of impossible lengths among them), one the encoder takes never has a
    payload finding, so skipping the check for it changes no result."""
    from onnxjson.codec.document import split_envelope
    from onnxjson.proto import registry

    validate_module = sys.modules["onnxjson.validate"]
    doc = copy.deepcopy(_FUZZ_DOCS[name])
    for kind, where, payload in edits:
        note(_fuzz_apply(doc, kind, where, payload))
    try:
        spec, envelope, body = split_envelope(doc, registry(), None)
    except onnxjson.OnnxJsonError:
        return
    encoder = validate_module._encoder_findings(envelope if isinstance(envelope, dict) else {}, body, spec,
                                                Path("."))
    if not encoder:
        assert validate_module._payload_findings(body, spec.name, 100) == []


@pytest.mark.parametrize("raw", ["A", "AAAAA", "AAAAA==", "AAAAAA", "AAAAAAAA"])
def test_an_impossible_base64_length_is_still_reported_as_such(raw: str) -> None:
    doc = onnxjson.to_dict(helper.make_model(helper.make_graph(
        [], "g", [], [], [numpy_helper.from_array(np.zeros(3, np.float32), "w")])))
    doc["graph"]["initializer"][0]["raw_data"] = raw
    rules = [f.rule for f in validate_document(doc)]
    assert (rules == ["schema-base64"]) == (len(raw.strip().rstrip("=")) % 4 == 1), rules
