"""A corpus of structural breakages of real models, and the verdicts of onnx's checker, onnxruntime and validate.

Each mutation takes a document (as ``onnxjson.to_dict`` gives it) and breaks one thing a person editing
it could break: a graph output nothing produces, dims that disagree with the payload (in every inline
storage form), a value produced twice, a domain without its opset, an attribute of the wrong type, a
missing required attribute, a name a subgraph cannot see, value_info contradicting an initialiser,
an unknown operator, a wrong input count, nodes out of order... It returns None where the document has
nothing to break that way. The seeds are the samples, onnx's backend test models (tests/corpora.py)
and small models made here with onnx.helper (subgraphs, typed payload fields, Constant nodes).

``verdicts`` rebuilds a mutated document and asks onnx.checker (``full_check`` False and True),
onnxruntime (session creation on the CPU provider) and validate. tests/test_runtime_agreement.py
runs a seeded sample; ``python tests/mutations.py`` measures the whole corpus and prints the table.
"""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import onnx
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from onnx import TensorProto, helper
from trees import copy_tree

import onnxjson
from onnxjson.validate import validate_document

Doc = dict[str, Any]


# ---------------------------------------------------------------------------------------------
# Seeds


def made_models() -> Iterator[tuple[str, onnx.ModelProto]]:
    """Small models made here: typed payload fields, Constant nodes, Cast/Concat, If and Loop subgraphs."""
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])
    w_typed = helper.make_tensor("w", TensorProto.FLOAT, [2, 3], [1.0, 2, 3, 4, 5, 6])
    i_typed = helper.make_tensor("shape", TensorProto.INT64, [2], [3, 2])
    nodes = [
        helper.make_node("Add", ["x", "w"], ["a"]),
        helper.make_node("Reshape", ["a", "shape"], ["r"]),
        helper.make_node("Constant", [], ["c"], value=helper.make_tensor("cv", TensorProto.FLOAT, [3, 2],
                                                                          [0.5] * 6)),
        helper.make_node("Mul", ["r", "c"], ["m"]),
        helper.make_node("Cast", ["m"], ["k"], to=TensorProto.FLOAT),
        helper.make_node("Concat", ["k", "k"], ["cc"], axis=0),
        helper.make_node("Flatten", ["cc"], ["f"], axis=1),
        helper.make_node("Slice", ["f", "starts", "ends"], ["s"]),
        helper.make_node("Reshape", ["s", "shape2"], ["y"]),
    ]
    inits = [w_typed, i_typed, helper.make_tensor("starts", TensorProto.INT64, [1], [0]),
             helper.make_tensor("ends", TensorProto.INT64, [1], [3]),
             helper.make_tensor("shape2", TensorProto.INT64, [2], [2, 3])]
    graph = helper.make_graph(nodes, "typed", [x], [y], inits)
    yield "made:typed", helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)

    raw = [helper.make_tensor("w", TensorProto.FLOAT, [2, 3], [1.0, 2, 3, 4, 5, 6], raw=False)]
    raw[0].raw_data = raw[0].SerializeToString()[:0] + bytes(24)
    del raw[0].float_data[:]
    big = helper.make_tensor("big", TensorProto.FLOAT, [4, 32], [0.25] * 128)
    big.raw_data = bytes(4 * 128)
    del big.float_data[:]
    nodes = [helper.make_node("Add", ["x", "w"], ["a"]), helper.make_node("MatMul", ["a", "b3"], ["m"]),
             helper.make_node("Identity", ["m"], ["y"]), helper.make_node("Identity", ["big"], ["z"])]
    b3 = helper.make_tensor("b3", TensorProto.FLOAT, [3, 3], [0.0] * 9)
    b3.raw_data = bytes(36)
    del b3.float_data[:]
    graph = helper.make_graph(nodes, "raw", [x], [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3]),
                                                  helper.make_tensor_value_info("z", TensorProto.FLOAT, [4, 32])],
                              [*raw, b3, big])
    yield "made:raw", helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)

    cond = helper.make_tensor_value_info("cond", TensorProto.BOOL, [])
    then_g = helper.make_graph([helper.make_node("Add", ["x", "one"], ["t"])], "then", [],
                               [helper.make_tensor_value_info("t", TensorProto.FLOAT, [2, 3])])
    else_g = helper.make_graph([helper.make_node("Sub", ["x", "one"], ["e"])], "else", [],
                               [helper.make_tensor_value_info("e", TensorProto.FLOAT, [2, 3])])
    body = helper.make_graph(
        [helper.make_node("Identity", ["c_in"], ["c_out"]), helper.make_node("Add", ["v_in", "one"], ["v_out"])],
        "body", [helper.make_tensor_value_info("i", TensorProto.INT64, []),
                 helper.make_tensor_value_info("c_in", TensorProto.BOOL, []),
                 helper.make_tensor_value_info("v_in", TensorProto.FLOAT, [2, 3])],
        [helper.make_tensor_value_info("c_out", TensorProto.BOOL, []),
         helper.make_tensor_value_info("v_out", TensorProto.FLOAT, [2, 3])])
    nodes = [helper.make_node("Greater", ["x", "x"], ["g"]),
             helper.make_node("If", ["cond"], ["iy"], then_branch=then_g, else_branch=else_g),
             helper.make_node("Loop", ["trip", "cond", "iy"], ["y"], body=body)]
    graph = helper.make_graph(nodes, "control", [x, cond], [y], [
        helper.make_tensor("one", TensorProto.FLOAT, [], [1.0]),
        helper.make_tensor("trip", TensorProto.INT64, [], [2])])
    yield "made:control", helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)


def seed_models(backend_limit: int | None = None) -> Iterator[tuple[str, bytes]]:
    """(name, model bytes) of every seed: made here, the samples, onnx's backend test models."""
    for name, model in made_models():
        yield name, model.SerializeToString()
    for path in SAMPLE_MODELS:
        yield f"sample:{path.name}", path.read_bytes()
    for path in BACKEND_MODELS[:backend_limit]:
        yield f"backend:{path.parent.name}", path.read_bytes()


# ---------------------------------------------------------------------------------------------
# Mutations: each takes (doc, rng) and changes doc in place, returning a short note, or None.


def _graph(doc: Doc) -> Doc:
    g: Doc = doc.get("graph") or {}
    return g


def _nodes(doc: Doc) -> list[Doc]:
    return [n for n in _graph(doc).get("node", []) if isinstance(n, dict)]


def _produced(doc: Doc) -> list[str]:
    return [o for n in _nodes(doc) for o in n.get("output", []) if o]


def dangling_output(doc: Doc, rng: random.Random) -> str | None:
    outs = _graph(doc).get("output")
    if not outs:
        return None
    extra = copy.deepcopy(outs[0])
    extra["name"] = "nothing_makes_this"
    outs.append(extra)
    return "graph.output: a name no node, input or initializer gives"


def renamed_output(doc: Doc, rng: random.Random) -> str | None:
    outs = _graph(doc).get("output")
    if not outs:
        return None
    outs[rng.randrange(len(outs))]["name"] += "_typo"
    return "graph.output renamed"


def _tensors(doc: Doc) -> Iterator[Doc]:
    yield from (t for t in _graph(doc).get("initializer", []) if isinstance(t, dict))
    for n in _nodes(doc):
        for a in n.get("attribute", []):
            if isinstance(a.get("t"), dict):
                yield a["t"]


def _storage(t: Doc) -> str | None:
    raw = t.get("raw_data")
    if isinstance(raw, dict) and "values" in raw:
        return "values"
    if isinstance(raw, str):
        return "base64"
    for key in ("float_data", "int32_data", "int64_data", "double_data", "uint64_data", "string_data"):
        if key in t:
            return "typed"
    return None


def _dims_mutation(form: str) -> Callable[[Doc, random.Random], str | None]:
    def mutate(doc: Doc, rng: random.Random) -> str | None:
        found = [t for t in _tensors(doc) if _storage(t) == form and t.get("data_location") != "EXTERNAL"]
        if not found:
            return None
        t = rng.choice(found)
        dims = t.get("dims", [])
        if dims and rng.random() < 0.5:
            t["dims"] = [*dims[:-1], dims[-1] + 1]
        else:
            t["dims"] = [*dims, 2]
        return f"dims of {t.get('name')!r} ({form})"
    return mutate


def duplicate_node_output(doc: Doc, rng: random.Random) -> str | None:
    nodes = [n for n in _nodes(doc) if n.get("output")]
    if len(nodes) < 2:
        return None
    a, b = rng.sample(range(len(nodes)), 2)
    nodes[b]["output"][0] = nodes[a]["output"][0]
    return "two nodes produce one name"


def initializer_as_node_output(doc: Doc, rng: random.Random) -> str | None:
    inits = [t for t in _graph(doc).get("initializer", []) if t.get("name")]
    nodes = [n for n in _nodes(doc) if n.get("output")]
    if not inits or not nodes:
        return None
    rng.choice(nodes)["output"][0] = rng.choice(inits)["name"]
    return "a node output named as an initializer"


def duplicate_initializer(doc: Doc, rng: random.Random) -> str | None:
    inits = _graph(doc).get("initializer", [])
    if len(inits) < 2:
        return None
    inits.append(copy.deepcopy(rng.choice(inits)))
    return "an initializer twice"


def duplicate_graph_input(doc: Doc, rng: random.Random) -> str | None:
    ins = _graph(doc).get("input")
    if not ins:
        return None
    ins.append(copy.deepcopy(rng.choice(ins)))
    return "a graph input twice"


def domain_without_opset(doc: Doc, rng: random.Random) -> str | None:
    nodes = _nodes(doc)
    if not nodes:
        return None
    rng.choice(nodes)["domain"] = "com.example.unimported"
    return "a domain not imported"


def no_default_opset(doc: Doc, rng: random.Random) -> str | None:
    imports = doc.get("opset_import", [])
    kept = [o for o in imports if o.get("domain", "") not in ("", "ai.onnx")]
    if len(kept) == len(imports) or not _nodes(doc):
        return None
    doc["opset_import"] = kept
    return "the default domain's opset removed"


def unknown_operator(doc: Doc, rng: random.Random) -> str | None:
    nodes = [n for n in _nodes(doc) if n.get("domain", "") in ("", "ai.onnx")]
    if not nodes:
        return None
    rng.choice(nodes)["op_type"] = "NoSuchOperator"
    return "an unknown operator"


def extra_input(doc: Doc, rng: random.Random) -> str | None:
    nodes = [n for n in _nodes(doc) if n.get("domain", "") in ("", "ai.onnx") and n.get("input")]
    if not nodes:
        return None
    n = rng.choice(nodes)
    n["input"] = n["input"] + [n["input"][0]] * 6
    return "too many inputs"


def no_inputs(doc: Doc, rng: random.Random) -> str | None:
    nodes = [n for n in _nodes(doc) if n.get("domain", "") in ("", "ai.onnx") and n.get("input")
             and n.get("op_type") not in ("Constant",)]
    if not nodes:
        return None
    rng.choice(nodes)["input"] = []
    return "no inputs"


def _schema(node: Doc, doc: Doc) -> Any:
    version = {o.get("domain", ""): o.get("version") for o in doc.get("opset_import", [])}.get(
        node.get("domain", ""))
    try:
        return onnx.defs.get_schema(node["op_type"], version or 1, node.get("domain", ""))
    except Exception:  # noqa: BLE001
        return None


_WRONG_TYPE = {"INT": ("FLOAT", "f", 1.5), "FLOAT": ("INT", "i", 1), "INTS": ("FLOATS", "floats", [1.5]),
               "FLOATS": ("INTS", "ints", [1]), "STRING": ("INT", "i", 1), "STRINGS": ("INTS", "ints", [1]),
               "TENSOR": ("INT", "i", 1)}
_FIELD = {"INT": "i", "FLOAT": "f", "INTS": "ints", "FLOATS": "floats", "STRING": "s", "STRINGS": "strings",
          "TENSOR": "t", "GRAPH": "g"}


def attribute_wrong_type(doc: Doc, rng: random.Random) -> str | None:
    found = [(n, a) for n in _nodes(doc) for a in n.get("attribute", []) if a.get("type") in _WRONG_TYPE]
    if not found:
        return None
    n, a = rng.choice(found)
    new_type, field, value = _WRONG_TYPE[a["type"]]
    a.pop(_FIELD[a["type"]], None)
    a["type"] = new_type
    a[field] = value
    return f"attribute {a.get('name')!r} of {n.get('op_type')} as {new_type}"


def attribute_type_field_only(doc: Doc, rng: random.Random) -> str | None:
    found = [a for n in _nodes(doc) for a in n.get("attribute", []) if a.get("type") in ("INT", "FLOAT")]
    if not found:
        return None
    a = rng.choice(found)
    a["type"] = "FLOAT" if a["type"] == "INT" else "INT"
    return "an attribute's type field disagreeing with its value"


def attribute_without_type(doc: Doc, rng: random.Random) -> str | None:
    found = [a for n in _nodes(doc) for a in n.get("attribute", []) if "type" in a]
    if not found:
        return None
    del rng.choice(found)["type"]
    return "an attribute without its type"


def string_count(doc: Doc, rng: random.Random) -> str | None:
    inits = _graph(doc).setdefault("initializer", [])
    inits.append({"name": "extra_strings", "dims": [3], "data_type": "STRING", "string_data": ["a", "b"]})
    nodes = _graph(doc).get("node")
    if not nodes:
        return None
    nodes.append({"input": ["extra_strings"], "output": ["extra_strings_out"], "op_type": "Identity"})
    return "string_data of another count than the dims"


def two_payload_fields(doc: Doc, rng: random.Random) -> str | None:
    found = [t for t in _tensors(doc) if _storage(t) == "typed" and t.get("data_type") == "FLOAT"]
    if not found:
        return None
    t = rng.choice(found)
    t["raw_data"] = {"values": [0.0] * len(t["float_data"])}
    return "raw_data beside float_data"


def missing_required_attribute(doc: Doc, rng: random.Random) -> str | None:
    found = []
    for n in _nodes(doc):
        schema = _schema(n, doc)
        if schema is None:
            continue
        required = {k for k, v in schema.attributes.items() if v.required}
        for i, a in enumerate(n.get("attribute", [])):
            if a.get("name") in required:
                found.append((n, i))
    if not found:
        return None
    n, i = rng.choice(found)
    del n["attribute"][i]
    if not n["attribute"]:
        del n["attribute"]
    return "a required attribute removed"


def unknown_attribute(doc: Doc, rng: random.Random) -> str | None:
    nodes = [n for n in _nodes(doc) if n.get("domain", "") in ("", "ai.onnx")]
    if not nodes:
        return None
    n = rng.choice(nodes)
    n.setdefault("attribute", []).append({"name": "no_such_attribute", "i": 1, "type": "INT"})
    return "an unknown attribute"


def duplicate_attribute(doc: Doc, rng: random.Random) -> str | None:
    found = [n for n in _nodes(doc) if n.get("attribute")]
    if not found:
        return None
    n = rng.choice(found)
    n["attribute"].append(copy.deepcopy(n["attribute"][0]))
    return "an attribute twice"


def dangling_input(doc: Doc, rng: random.Random) -> str | None:
    nodes = [n for n in _nodes(doc) if any(n.get("input", []))]
    if not nodes:
        return None
    n = rng.choice(nodes)
    j = rng.choice([j for j, v in enumerate(n["input"]) if v])
    n["input"][j] = "undefined_value"
    return "a node reads an undefined name"


def not_topological(doc: Doc, rng: random.Random) -> str | None:
    nodes = _graph(doc).get("node", [])
    produced = {o: i for i, n in enumerate(nodes) for o in n.get("output", []) if o}
    pairs = [(produced[v], j) for j, n in enumerate(nodes) for v in n.get("input", []) if v in produced]
    if not pairs:
        return None
    i, j = rng.choice(pairs)
    nodes[i], nodes[j] = nodes[j], nodes[i]
    return "a consumer moved before its producer"


def _subgraphs(doc: Doc) -> Iterator[Doc]:
    todo = [_graph(doc)]
    while todo:
        g = todo.pop()
        for n in g.get("node", []):
            for a in n.get("attribute", []):
                if isinstance(a.get("g"), dict):
                    yield a["g"]
                    todo.append(a["g"])
                for sub in a.get("graphs", []):
                    yield sub
                    todo.append(sub)


def subgraph_undefined_name(doc: Doc, rng: random.Random) -> str | None:
    found = [n for g in _subgraphs(doc) for n in g.get("node", []) if any(n.get("input", []))]
    if not found:
        return None
    n = rng.choice(found)
    j = rng.choice([j for j, v in enumerate(n["input"]) if v])
    n["input"][j] = "outer_scope_has_no_such_value"
    return "a subgraph reads a name no scope defines"


def subgraph_reads_later_value(doc: Doc, rng: random.Random) -> str | None:
    g = _graph(doc)
    nodes = g.get("node", [])
    for i, n in enumerate(nodes):
        for a in n.get("attribute", []):
            sub = a.get("g")
            later = [o for m in nodes[i + 1:] for o in m.get("output", []) if o]
            if isinstance(sub, dict) and later and sub.get("node") and sub["node"][0].get("input"):
                sub["node"][0]["input"][0] = later[-1]
                return "a subgraph reads a value its outer graph makes after it"
    return None


def subgraph_output_dangling(doc: Doc, rng: random.Random) -> str | None:
    subs = [g for g in _subgraphs(doc) if g.get("output")]
    if not subs:
        return None
    g = rng.choice(subs)
    g["output"][0]["name"] = "subgraph_output_nothing_makes"
    return "a subgraph output nothing produces"


def value_info_contradicts_initializer(doc: Doc, rng: random.Random) -> str | None:
    inits = [t for t in _graph(doc).get("initializer", []) if t.get("name") and t.get("data_type")]
    if not inits:
        return None
    t = rng.choice(inits)
    other = "INT8" if t["data_type"] != "INT8" else "FLOAT"
    dims = t.get("dims", [])
    if rng.random() < 0.5:
        vi_type: Doc = {"tensor_type": {"elem_type": other,
                                        "shape": {"dim": [{"dim_value": d} for d in dims]}}}
    else:
        vi_type = {"tensor_type": {"elem_type": t["data_type"],
                                   "shape": {"dim": [{"dim_value": d + 1} for d in dims] or [{"dim_value": 3}]}}}
    _graph(doc).setdefault("value_info", []).append({"name": t["name"], "type": vi_type})
    return "value_info contradicting an initializer"


def input_contradicts_initializer(doc: Doc, rng: random.Random) -> str | None:
    inits = [t for t in _graph(doc).get("initializer", []) if t.get("name") and t.get("data_type")]
    if not inits:
        return None
    t = rng.choice(inits)
    other = "INT8" if t["data_type"] != "INT8" else "FLOAT"
    _graph(doc).setdefault("input", []).append(
        {"name": t["name"], "type": {"tensor_type": {"elem_type": other}}})
    return "a graph input typed unlike its initializer"


def initializer_undefined_type(doc: Doc, rng: random.Random) -> str | None:
    inits = [t for t in _graph(doc).get("initializer", []) if t.get("data_type")]
    if not inits:
        return None
    rng.choice(inits)["data_type"] = "UNDEFINED"
    return "an initializer of data_type UNDEFINED"


def empty_op_type(doc: Doc, rng: random.Random) -> str | None:
    nodes = _nodes(doc)
    if not nodes:
        return None
    rng.choice(nodes)["op_type"] = ""
    return "an empty op_type"


def opset_too_new(doc: Doc, rng: random.Random) -> str | None:
    for o in doc.get("opset_import", []):
        if o.get("domain", "") in ("", "ai.onnx"):
            o["version"] = 999
            return "opset 999"
    return None


def no_ir_version(doc: Doc, rng: random.Random) -> str | None:
    if "ir_version" not in doc:
        return None
    del doc["ir_version"]
    return "no ir_version"


def no_graph_output(doc: Doc, rng: random.Random) -> str | None:
    if not _graph(doc).get("output"):
        return None
    del _graph(doc)["output"]
    return "no graph output"


def empty_output_name(doc: Doc, rng: random.Random) -> str | None:
    outs = _graph(doc).get("output")
    if not outs:
        return None
    outs[0]["name"] = ""
    return "a graph output without a name"


def graph_input_untyped(doc: Doc, rng: random.Random) -> str | None:
    init_names = {t.get("name") for t in _graph(doc).get("initializer", [])}
    ins = [v for v in _graph(doc).get("input", []) if v.get("name") not in init_names and "type" in v]
    if not ins:
        return None
    del rng.choice(ins)["type"]
    return "a graph input without a type"


MUTATIONS: dict[str, Callable[[Doc, random.Random], str | None]] = {
    "dangling-graph-output": dangling_output,
    "renamed-graph-output": renamed_output,
    "no-graph-output": no_graph_output,
    "empty-graph-output-name": empty_output_name,
    "dims-vs-payload:values": _dims_mutation("values"),
    "dims-vs-payload:base64": _dims_mutation("base64"),
    "dims-vs-payload:typed": _dims_mutation("typed"),
    "duplicate-node-output": duplicate_node_output,
    "initializer-as-node-output": initializer_as_node_output,
    "duplicate-initializer": duplicate_initializer,
    "duplicate-graph-input": duplicate_graph_input,
    "domain-without-opset": domain_without_opset,
    "no-default-opset": no_default_opset,
    "opset-too-new": opset_too_new,
    "unknown-operator": unknown_operator,
    "empty-op-type": empty_op_type,
    "too-many-inputs": extra_input,
    "no-inputs": no_inputs,
    "attribute-wrong-type": attribute_wrong_type,
    "attribute-type-field-only": attribute_type_field_only,
    "missing-required-attribute": missing_required_attribute,
    "attribute-without-type": attribute_without_type,
    "string-data-count": string_count,
    "two-payload-fields": two_payload_fields,
    "unknown-attribute": unknown_attribute,
    "duplicate-attribute": duplicate_attribute,
    "dangling-input": dangling_input,
    "not-topological": not_topological,
    "subgraph-undefined-name": subgraph_undefined_name,
    "subgraph-reads-later-value": subgraph_reads_later_value,
    "subgraph-output-dangling": subgraph_output_dangling,
    "value-info-vs-initializer": value_info_contradicts_initializer,
    "input-vs-initializer": input_contradicts_initializer,
    "initializer-undefined-type": initializer_undefined_type,
    "no-ir-version": no_ir_version,
    "graph-input-untyped": graph_input_untyped,
}


# ---------------------------------------------------------------------------------------------
# Verdicts


@dataclass(frozen=True)
class Verdicts:
    """Whether each judge refused the document (True: refused)."""

    checker: bool
    checker_full: bool
    ort: bool
    validate: bool
    paths: tuple[str, ...]
    detail: str

    @property
    def runtime_refuses(self) -> bool:
        return self.checker or self.ort


def _refuses(fn: Callable[[], Any]) -> tuple[bool, str]:
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - each judge raises its own types
        return True, str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    return False, ""


def verdicts(doc: Doc, *, lint: bool = False) -> Verdicts:
    findings = validate_document(copy_tree(doc))
    try:
        data = onnxjson.from_dict(copy_tree(doc))
    except onnxjson.OnnxJsonError as e:  # build refuses: no bytes for the runtimes to judge
        return Verdicts(True, True, True, bool(findings), tuple(f.path for f in findings), f"build: {e}")
    checker, checker_full, refused, why = _judged(data)
    return Verdicts(checker, checker_full, refused, bool(findings), tuple(f.path for f in findings), why)


#: The third-party judges' answers by the model bytes they judged: onnx's checker and onnxruntime are
#: not the code under test and answer the same bytes the same way, and both paths build the same
#: bytes from a document (the tests compare them), so the second path's verdicts judge them once.
_JUDGED: dict[bytes, tuple[bool, bool, bool, str]] = {}


def _judged(data: bytes) -> tuple[bool, bool, bool, str]:
    """(checker refuses, full checker refuses, onnxruntime refuses, why) for model bytes ``data``."""
    import onnxruntime as ort  # only here: a heavy import

    known = _JUDGED.get(data)
    if known is None:
        model = onnx.ModelProto.FromString(data)
        checker, why_c = _refuses(lambda: onnx.checker.check_model(model, full_check=False))
        checker_full, _ = _refuses(lambda: onnx.checker.check_model(model, full_check=True))
        options = ort.SessionOptions()
        options.log_severity_level = 4
        refused, why_o = _refuses(lambda: ort.InferenceSession(data, options, providers=["CPUExecutionProvider"]))
        if len(_JUDGED) >= 1024:
            _JUDGED.clear()
        known = _JUDGED[data] = (checker, checker_full, refused, why_c or why_o)
    return known


def accepted_seeds(backend_limit: int | None = None) -> Iterator[tuple[str, Doc]]:
    """The seeds all judges accept as they are, as documents."""
    for name, data in seed_models(backend_limit):
        docs = [(name, onnxjson.to_dict(data))]
        if not name.startswith("backend:"):  # every raw_data as base64 too (no readable values)
            docs.append((f"{name}:base64", onnxjson.to_dict(data, values_limit=0)))
        for label, doc in docs:
            v = verdicts(doc)
            if not (v.checker or v.ort or v.validate):
                yield label, doc


def mutants(seeds: list[tuple[str, Doc]], seed: int, per_kind: int | None = None,
            kinds: list[str] | None = None) -> Iterator[tuple[str, str, str, Doc]]:
    """(kind, seed name, note, mutated document) for each mutation of each seed (at most per_kind each)."""
    for kind, mutate in MUTATIONS.items():
        if kinds is not None and kind not in kinds:
            continue
        rng = random.Random(f"{seed}:{kind}")
        made = 0
        order = list(seeds)
        rng.shuffle(order)
        for name, doc in order:
            if per_kind is not None and made >= per_kind:
                break
            mutated = copy_tree(doc)
            note = mutate(mutated, rng)
            if note is None:
                continue
            made += 1
            yield kind, name, note, mutated


def storage_cases(folder: Path) -> Iterator[tuple[str, Doc, Path]]:
    """(storage form, document with dims that disagree with its payload, the folder it sits in)
    for the forms that keep a payload outside the document: a sidecar, ONNX external data, stripped
    (a placeholder: the runtimes judge the model the stripped document was made of)."""
    import numpy as np  # only here: the storage cases make weights

    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 32])
    w = onnx.numpy_helper.from_array(np.ones((4, 32), np.float32), "w")
    graph = helper.make_graph([helper.make_node("Add", ["x", "w"], ["y"])], "g", [x],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 32])], [w])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    for dims in ([4, 33], [4, 32, 2], [4, 16], [3, 32]):
        for form in ("sidecar", "external", "stripped"):
            where = folder / f"{form}-{'x'.join(map(str, dims))}"
            where.mkdir(parents=True)
            if form == "sidecar":
                onnxjson.save(model, where / "m.json", strip_threshold=16, sidecar=where / "m.bin")
                doc = onnxjson.jsonio.read_document((where / "m.json").read_bytes())
            elif form == "external":
                onnx.save_model(model, where / "m.onnx", save_as_external_data=True, location="m.bin",
                                size_threshold=0)
                doc = onnxjson.to_dict((where / "m.onnx").read_bytes())
            else:
                doc = onnxjson.to_dict(model, strip_weights=True, strip_threshold=16)
            doc["graph"]["initializer"][0]["dims"] = dims
            yield f"dims-vs-payload:{form}", doc, where


def storage_verdicts(doc: Doc, where: Path, form: str) -> Verdicts:
    """The verdicts on a storage case: validate with the document's folder; the runtimes on the
    model built with its weights (from the sidecar, next to its external data; a stripped
    document's model has dims that disagree with the weights it was stripped of, as for the
    inline forms: refused by both, as the table's inline rows show)."""
    import onnxruntime as ort  # only here: a heavy import

    findings = validate_document(copy_tree(doc), base_dir=where)
    paths = tuple(f.path for f in findings)
    if form == "stripped":
        return Verdicts(True, True, True, bool(findings), paths, "stripped: judged as the inline forms")
    try:
        data = onnxjson.from_dict(copy_tree(doc), base_dir=where)
    except onnxjson.OnnxJsonError as e:
        return Verdicts(True, True, True, bool(findings), paths, f"build: {e}")
    (where / "built.onnx").write_bytes(data)
    checker, why_c = _refuses(lambda: onnx.checker.check_model(str(where / "built.onnx"), full_check=False))
    checker_full, _ = _refuses(lambda: onnx.checker.check_model(str(where / "built.onnx"), full_check=True))
    options = ort.SessionOptions()
    options.log_severity_level = 4
    refused, why_o = _refuses(lambda: ort.InferenceSession(str(where / "built.onnx"), options,
                                                           providers=["CPUExecutionProvider"]))
    return Verdicts(checker, checker_full, refused, bool(findings), paths, why_c or why_o)


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 27
    seeds = list(accepted_seeds())
    print(f"{len(seeds)} seeds accepted by all judges (seed {seed})", file=sys.stderr)
    table: dict[str, list[int]] = {}
    misses: list[str] = []
    for kind, name, note, doc in mutants(seeds, seed):
        v = verdicts(doc)
        row = table.setdefault(kind, [0] * 7)
        row[0] += 1
        row[1] += v.checker
        row[2] += v.checker_full
        row[3] += v.ort
        row[4] += v.validate
        row[5] += v.runtime_refuses and v.validate
        row[6] += (not v.runtime_refuses) and v.validate
        if v.runtime_refuses != v.validate:
            misses.append(f"{kind} {name} {note}: checker={v.checker} ort={v.ort} validate={v.paths[:2]} {v.detail}")
    import tempfile  # only here: the storage cases need a folder

    with tempfile.TemporaryDirectory() as folder:
        for kind, doc, where in storage_cases(Path(folder)):
            v = storage_verdicts(doc, where, kind.split(":")[1])
            row = table.setdefault(kind, [0] * 7)
            for i, flag in enumerate((True, v.checker, v.checker_full, v.ort, v.validate,
                                      v.runtime_refuses and v.validate, (not v.runtime_refuses) and v.validate)):
                row[i] += flag
            if v.runtime_refuses != v.validate:
                misses.append(f"{kind} {where.name}: checker={v.checker} ort={v.ort} validate={v.paths[:2]} "
                              f"{v.detail}")
    print("| mutation | n | checker | checker full | ort | validate | refused by a runtime, validate too | "
          "both accept, validate refuses |")
    print("|---|---|---|---|---|---|---|---|")
    total = [0] * 7
    for kind, row in table.items():
        print(f"| {kind} | " + " | ".join(str(c) for c in row) + " |")
        total = [a + b for a, b in zip(total, row, strict=True)]
    print("| total | " + " | ".join(str(c) for c in total) + " |")
    for m in misses:
        print(m, file=sys.stderr)


if __name__ == "__main__":
    main()
