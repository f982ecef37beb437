"""The compiled node and initialiser loops of the graph checks (``graph_nodes``, ``graph_initializers``
of onnxjson/_accel_graph.c) against the pure-Python reference (schema/checks.py).

check_document must give the same problems (paths, messages, rules, order) with and without them:
on real documents, on random graphs drawn to break every rule the loops hand back (dangling and
late inputs, outputs named twice, in the node or in an enclosing graph, missing opsets, unknown and
deprecated operators, wrong input counts, unknown attributes, subgraphs, local functions, odd
types in every field) and at every ``max_problems``. The tests skip (saying why) when the extension
is not built.
"""

from __future__ import annotations

import gc
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from accel_support import blocks_left_behind, needs_compiled, references_moved
from hypothesis import given, note
from hypothesis import strategies as st
from test_accel_encode import Dict, List, model_bodies
from test_fuzz import _seeded, _settings
from trees import copy_tree

from onnxjson import accel
from onnxjson.schema.checks import STANDARD_DOMAINS, Problem, check_document

pytestmark = needs_compiled


@contextmanager
def reference_only() -> Iterator[None]:
    saved = accel.ENABLED
    accel.ENABLED = False
    try:
        yield
    finally:
        accel.ENABLED = saved


def both(body: Any, name: str = "ModelProto", max_problems: int = 100) -> list[Problem]:
    """The problems of the compiled loops, asserted equal to the reference's; the body unchanged."""
    before = copy_tree(body)
    with reference_only():
        expected = check_document(body, name, max_problems=max_problems)
    found = check_document(body, name, max_problems=max_problems)
    assert found == expected
    assert body == before
    return found


def test_real_documents() -> None:
    checked = 0
    for name, body in model_bodies():
        both(body, name)
        checked += 1
    assert checked > 100


def test_the_loops_take_a_clean_graph() -> None:
    assert accel.compiled is not None
    nodes = [{"op_type": "Relu", "input": ["x" if i == 0 else f"y{i - 1}"], "output": [f"y{i}"]}
             for i in range(50)]
    defined: dict[str, Any] = {"x": ("graph input", 0)}
    ops = {"": {"Relu": (1, 1, {}, 0)}}
    assert accel.compiled.graph_nodes(nodes, 0, defined, (), {"": 17}, ops, STANDARD_DOMAINS) == 50
    assert defined == {"x": ("graph input", 0), **{f"y{i}": i for i in range(50)}}
    items = [{"name": f"w{i}"} for i in range(10)]
    seen: dict[str, Any] = {}
    assert accel.compiled.graph_initializers(items, 0, seen, "initializer") == 10
    assert seen == {f"w{i}": ("initializer", i) for i in range(10)}
    # Where they stop, nothing of that node (or item) has been entered.
    nodes[7]["output"] = ["z", "z"]
    defined = {"x": ("graph input", 0)}
    assert accel.compiled.graph_nodes(nodes, 0, defined, (), {"": 17}, ops, STANDARD_DOMAINS) == 7
    assert "z" not in defined and len(defined) == 8
    assert accel.compiled.graph_initializers([*items, {"name": "w3"}], 0, {}, "initializer") == 10
    assert accel.compiled.graph_initializers([{"name": ""}], 0, {}, "initializer") == 0


def _model(nodes: list[Any], *, opsets: Any = None, initializers: Any = None, inputs: Any = None,
           functions: Any = None) -> dict[str, Any]:
    graph: dict[str, Any] = {"node": nodes}
    if initializers is not None:
        graph["initializer"] = initializers
    if inputs is not None:
        graph["input"] = inputs
    model: dict[str, Any] = {"graph": graph,
                             "opset_import": [{"domain": "", "version": 13}] if opsets is None else opsets}
    if functions is not None:
        model["functions"] = functions
    return model


def test_every_rule_the_loops_hand_back() -> None:
    relu = {"op_type": "Relu", "input": ["x"], "output": ["y"]}
    cases: list[dict[str, Any]] = [
        _model([relu], inputs=[{"name": "x"}]),
        _model([relu]),  # dangling
        _model([{**relu, "input": ["y"]}], inputs=[{"name": "x"}]),  # its own output
        _model([{**relu, "input": ["z"]}, {**relu, "output": ["z"]}], inputs=[{"name": "x"}]),  # late
        _model([relu, relu], inputs=[{"name": "x"}]),  # produced twice
        _model([{**relu, "output": ["y", "y"]}], inputs=[{"name": "x"}]),  # twice in one node
        _model([{**relu, "output": ["x"]}], inputs=[{"name": "x"}]),  # a graph input
        _model([{**relu, "domain": "ai.onnx.ml"}], inputs=[{"name": "x"}]),  # domain not imported
        _model([{**relu, "domain": "ai.onnx"}], inputs=[{"name": "x"}]),
        _model([{**relu, "domain": "custom"}], inputs=[{"name": "x"}],
               opsets=[{"domain": "", "version": 13}, {"domain": "custom", "version": 1}]),
        _model([{**relu, "op_type": "Relux"}], inputs=[{"name": "x"}]),  # unknown
        _model([{**relu, "op_type": "Upsample", "input": ["x", "x"]}], inputs=[{"name": "x"}]),  # deprecated
        _model([{**relu, "op_type": "Gelu"}], inputs=[{"name": "x"}]),  # only from a later opset
        _model([{**relu, "input": ["x", "x"]}], inputs=[{"name": "x"}]),  # input count
        _model([{**relu, "input": []}], inputs=[{"name": "x"}]),
        _model([{**relu, "attribute": [{"name": "alpha", "f": 1.0}]}], inputs=[{"name": "x"}]),
        _model([{**relu, "op_type": "LeakyRelu", "attribute": [{"name": "alpha", "f": 1.0}]}],
               inputs=[{"name": "x"}]),
        _model([{**relu, "op_type": "LeakyRelu", "attribute": [{"f": 1.0}]}], inputs=[{"name": "x"}]),
        _model([{**relu, "op_type": "LeakyRelu", "attribute": "alpha"}], inputs=[{"name": "x"}]),
        _model([{**relu, "op_type": "LeakyRelu", "attribute": None}], inputs=[{"name": "x"}]),
        _model([{**relu, "input": [{"$bytes": "eA=="}]}], inputs=[{"name": "x"}]),
        _model([{**relu, "output": [{"$bytes": "eA=="}]}, {**relu, "input": ["x"], "output": ["x"]}],
               inputs=[{"name": "x"}]),
        _model([{**relu, "op_type": None}], inputs=[{"name": "x"}]),
        _model([{**relu, "domain": None}], inputs=[{"name": "x"}]),
        _model([{**relu, "domain": 3}], inputs=[{"name": "x"}]),
        _model([{**relu, "input": "x"}, {**relu, "output": "y"}], inputs=[{"name": "x"}]),
        _model([{**relu, "input": ["", "x"]}, {**relu, "output": ["", "z"]}], inputs=[{"name": "x"}]),
        _model([None, 3, "node", relu], inputs=[{"name": "x"}]),
        _model([Dict(relu), relu], inputs=[{"name": "x"}]),
        _model(List([relu]), inputs=[{"name": "x"}]),
        _model([relu], initializers=[{"name": "x"}, {"name": "x"}, None, {"name": ""}, {"name": {"$bytes": "eA=="}}]),
        _model([relu], initializers=[Dict(name="x")]),
        _model([relu], initializers=[{"name": "x"}], inputs=[{"name": "x"}]),
        _model([relu], opsets=[]),
        _model([relu], opsets=[{"domain": "", "version": 0}]),
        _model([relu], opsets=None, functions=[{"name": "f", "domain": "local", "node": [relu]}]),
        _model([{"op_type": "If", "input": ["x"], "output": ["y"], "attribute": [
            {"name": "then_branch", "g": {"node": [{**relu, "output": ["t"]}]}},
            {"name": "else_branch", "g": {"node": [{**relu, "output": ["x"]}]}}]}], inputs=[{"name": "x"}]),
        _model([{"op_type": "If", "input": ["x"], "output": ["y"], "attribute": [
            {"name": "then_branch", "graphs": []}, {"name": "else_branch", "g": None}]}], inputs=[{"name": "x"}]),
    ]
    for max_problems in (1, 2, 100):
        for k, body in enumerate(cases):
            print(f"case {k}, max_problems={max_problems}")
            both(body, max_problems=max_problems)
    assert both(cases[0]) == []


# -- random graphs -------------------------------------------------------------------------------

_NAMES = ["", "a", "b", "c", "d", "x", "y"]
_OPS = ["Relu", "Add", "Sum", "LeakyRelu", "Upsample", "Gelu", "NoSuchOp", "If", "f"]
_DOMAINS = [None, "", "ai.onnx", "ai.onnx.ml", "local", 7]
_ATTRIBUTES = ["alpha", "then_branch", "else_branch", "mode", "nope"]


class Key(str):
    """A key equal to a field's name that is not exactly a str."""


def _rekeyed(value: Any, make: Any) -> Any:
    """``value`` with every dict key given by ``make(key)``."""
    if isinstance(value, dict):
        return {make(k) if type(k) is str else k: _rekeyed(v, make) for k, v in value.items()}
    if isinstance(value, list):
        return [_rekeyed(v, make) for v in value]
    return value


def test_odd_attributes_of_a_known_operator() -> None:
    """The loops look an operator up once the reference has (its first node): a later node of it with
    odd attributes (not a list, a name that is not a str or given twice, a type no field holds or not
    the operator's, the value missing or None, an attribute the operator does not define) is handed
    back at that node, with the same problems as the reference's."""
    clean = {"op_type": "LeakyRelu", "input": ["x"], "output": ["y"],
             "attribute": [{"name": "alpha", "type": "FLOAT", "f": 0.5}]}
    alpha = {"name": "alpha", "type": "FLOAT", "f": 0.5}
    for attributes in ("alpha", {}, [alpha, alpha], [{**alpha, "name": 3}], [{**alpha, "type": "NOPE"}],
                       [{**alpha, "type": 3}], [{**alpha, "f": None}], [{"name": "alpha", "type": "FLOAT", "i": 1}],
                       [{"name": "alpha", "type": "INT", "i": 1}], [{**alpha, "name": "beta"}], [alpha]):
        later = {**clean, "input": ["y"], "output": ["z"], "attribute": attributes}
        found = both(_model([clean, later, {**clean, "input": ["z"], "output": ["w"]}], inputs=[{"name": "x"}]))
        if attributes == [alpha]:
            assert found == []


def test_node_keys_of_every_kind() -> None:
    """graph_nodes reads a node's keys in one walk when it has met each key object before: the same
    problems with the keys of the JSON reader, new equal objects, the reader's again, keys that are
    not exactly str, and None in each field, over the real documents and every node of one."""
    from onnxjson import jsonio

    for name, body in list(model_bodies())[::5]:
        read = jsonio.read_document(jsonio.dumps_document(body))
        for doc in (read, _rekeyed(read, lambda k: "".join(list(k))), read, _rekeyed(read, Key), read):
            both(doc, name)
    body = dict(next(b for n, b in model_bodies() if n == "ModelProto" and len(b["graph"].get("node", [])) > 3))
    for i in range(min(6, len(body["graph"]["node"]))):
        for key in ("input", "domain", "op_type", "attribute", "output", "name"):
            for edit in (None, Key(key)):
                graph = copy_tree(body["graph"])
                changed = dict(graph["node"][i])
                if edit is None:
                    changed[key] = None
                else:
                    value = changed.pop(key, ["x"])
                    changed = {edit: value, **changed}
                graph["node"][i] = changed
                both({**body, "graph": graph})


#: An attribute's type and the field that holds a value of that type (and a type no field holds).
_ATTRIBUTE_FIELDS = [("FLOAT", "f"), ("INT", "i"), ("STRING", "s"), ("INTS", "ints"), ("FLOATS", "floats"),
                     ("TENSOR", "t"), ("GRAPH", "g"), ("NOPE", "f")]


def _typed_attribute(rnd: random.Random) -> dict[str, Any]:
    """An attribute of three keys (name, type, the value's field) as a document has them, often
    broken: a name of another type, a type no field holds or of another type than the operator's, the
    value in another field or None (the loops take the well-formed ones and hand the rest back)."""
    type_name, field = rnd.choice(_ATTRIBUTE_FIELDS)
    name: Any = rnd.choice(_ATTRIBUTES) if rnd.random() < 0.9 else rnd.choice([3, None, {"$bytes": "eA=="}])
    if rnd.random() < 0.1:
        field = rnd.choice(_ATTRIBUTE_FIELDS)[1]
    value: Any = {"f": 0.5, "i": 2, "s": "x", "ints": [1], "floats": [1.0], "t": {"dims": [1]},
                  "g": {"name": "g"}}[field] if rnd.random() < 0.9 else None
    return {"name": name, "type": type_name if rnd.random() < 0.95 else 7, field: value}


def _random_graph(rnd: random.Random, depth: int = 0) -> dict[str, Any]:
    nodes: list[Any] = []
    for _ in range(rnd.randrange(12)):
        if rnd.random() < 0.05:
            nodes.append(rnd.choice([None, 1, "node", Dict(op_type="Relu")]))
            continue
        node: dict[str, Any] = {}
        if rnd.random() < 0.95:
            node["op_type"] = rnd.choice(_OPS) if rnd.random() < 0.97 else {"$bytes": "eA=="}
        if rnd.random() < 0.4:
            node["domain"] = rnd.choice(_DOMAINS)
        for key in ("input", "output"):
            if rnd.random() < 0.9:
                node[key] = [rnd.choice(_NAMES) if rnd.random() < 0.97 else {"$bytes": "eA=="}
                             for _ in range(rnd.randrange(4))]
            elif rnd.random() < 0.5:
                node[key] = rnd.choice([None, "x", {}])
        if rnd.random() < 0.4:
            attributes: list[Any] = []
            for _ in range(rnd.randrange(3)):
                attr: Any = {"name": rnd.choice(_ATTRIBUTES)} if rnd.random() < 0.9 else rnd.choice([{}, None, 2])
                if isinstance(attr, dict) and rnd.random() < 0.5:
                    attr = _typed_attribute(rnd)
                if isinstance(attr, dict) and depth < 2 and rnd.random() < 0.2:
                    if rnd.random() < 0.5:
                        attr["g"] = _random_graph(rnd, depth + 1)
                    else:
                        attr["graphs"] = [_random_graph(rnd, depth + 1) for _ in range(rnd.randrange(3))]
                attributes.append(attr)
            node["attribute"] = attributes if rnd.random() < 0.95 else rnd.choice([None, "alpha"])
        if rnd.random() < 0.1:
            node["name"] = rnd.choice(_NAMES)
        nodes.append(node)
    graph: dict[str, Any] = {"node": nodes}
    if rnd.random() < 0.6:
        graph["initializer"] = [{"name": rnd.choice(_NAMES)} if rnd.random() < 0.95 else None
                                for _ in range(rnd.randrange(4))]
    if rnd.random() < 0.3:
        graph["sparse_initializer"] = [{"values": {"name": rnd.choice(_NAMES)}} for _ in range(rnd.randrange(3))]
    if rnd.random() < 0.6:
        graph["input"] = [{"name": rnd.choice(_NAMES)} for _ in range(rnd.randrange(4))]
    return graph


def _random_model(rnd: random.Random) -> dict[str, Any]:
    opsets = [{"domain": d, "version": rnd.choice([1, 7, 13, 20])}
              for d in rnd.sample(["", "ai.onnx", "ai.onnx.ml", "local"], rnd.randrange(4))]
    model: dict[str, Any] = {"graph": _random_graph(rnd)}
    if rnd.random() < 0.9:
        model["opset_import"] = opsets
    if rnd.random() < 0.15:
        model["functions"] = [{"name": "f", "domain": "local", "input": ["a"], "output": ["b"],
                               "opset_import": opsets, "node": _random_graph(rnd)["node"]}]
    return model


def test_random_graphs() -> None:
    rnd = random.Random(20261201)
    print("seed 20261201")
    for _ in range(1500):
        model = _random_model(rnd)
        both(model, max_problems=rnd.choice([1, 3, 100]))
        both(model["graph"], "GraphProto")


@_seeded
@_settings(300)
@given(st.randoms(use_true_random=False), st.sampled_from([1, 2, 5, 100]))
def test_hypothesis_graphs(rnd: random.Random, max_problems: int) -> None:
    model = _random_model(rnd)
    note(repr(model))
    both(model, max_problems=max_problems)


def test_long_clean_graph_and_its_breaks() -> None:
    nodes = [{"op_type": "Add", "input": ["x", f"y{i - 1}" if i else "w0"], "output": [f"y{i}"]}
             for i in range(3000)]
    model = _model(nodes, inputs=[{"name": "x"}], initializers=[{"name": f"w{i}"} for i in range(3000)])
    assert both(model) == []
    rnd = random.Random(20261202)
    for _ in range(40):
        broken = copy_tree(model)
        for _ in range(rnd.randrange(1, 4)):
            node = broken["graph"]["node"][rnd.randrange(3000)]
            node[rnd.choice(["input", "output"])][0] = f"y{rnd.randrange(3000)}"
        if rnd.random() < 0.3:
            broken["graph"]["initializer"][rnd.randrange(3000)]["name"] = f"w{rnd.randrange(3000)}"
        both(broken, max_problems=rnd.choice([1, 10, 100]))


def _run_loops(model: dict[str, Any]) -> None:
    """The compiled loops alone over a model's root graph (as check_graph calls them, fresh scopes)."""
    assert accel.compiled is not None
    graph = model["graph"]
    ops = {"": {"Relu": (1, 1, {}, 0), "Add": (2, 2, {}, 0), "LeakyRelu": (1, 1, {"alpha": ("FLOAT", False)}, 0)}}
    imports = {"": 13, "ai.onnx.ml": 1, "local": 1}
    nodes, items = graph.get("node"), graph.get("initializer")
    defined: dict[str, Any] = {}
    if isinstance(items, list):
        i = 0
        while i < len(items):
            i = accel.compiled.graph_initializers(items, i, defined, "initializer") + 1
    if isinstance(nodes, list):
        i = 0
        while i < len(nodes):
            i = accel.compiled.graph_nodes(nodes, i, defined, ({"x": 0},), imports, ops, STANDARD_DOMAINS) + 1


def test_no_reference_is_kept_or_lost() -> None:
    rnd = random.Random(20261203)
    models = [_random_model(rnd) for _ in range(60)]
    for model in models:
        _run_loops(model)
    gc.collect()
    names = sorted({n for m in models for node in m["graph"]["node"] if isinstance(node, dict)
                    for n in node.get("output") or () if isinstance(n, str)})
    counts = [sys.getrefcount(n) for n in names]

    def run() -> None:
        for model in models:
            _run_loops(model)

    left = blocks_left_behind(run)  # 30 runs of every model
    assert references_moved(names, counts) == []
    assert len(left) < 20, left[:20]


def test_loops_refuse_wrong_arguments() -> None:
    assert accel.compiled is not None
    with pytest.raises(TypeError):
        accel.compiled.graph_nodes((), 0, {}, (), {}, {}, STANDARD_DOMAINS)
    with pytest.raises(TypeError):
        accel.compiled.graph_initializers([], 0, {}, 3)
    assert accel.compiled.graph_nodes(List([{}]), 0, {}, (), {}, {}, STANDARD_DOMAINS) == 0
    assert accel.compiled.graph_nodes([], 5, {}, (), {}, {}, STANDARD_DOMAINS) == 5



def test_operator_tables_the_loops_cannot_read() -> None:
    """The operator table is the caller's (schema/checks.py makes each entry (fewest inputs, most
    inputs, attributes, required count)): an entry of other types is an error of the loop, or its
    node is handed back, never read wrong."""
    assert accel.compiled is not None
    nodes = [{"op_type": "Relu", "input": ["x"], "output": ["y"]}]
    for info, outcome in [((1, 1, {}, 0), 1), ((1, 1, "attributes", 0), 0), ((1, 1, None, 0), 0),
                          ((2, 3, {}, 0), 0), ((1, 1, {}, 1), 0), (("1", 1, {}, 0), TypeError),
                          ((1, 1.5, {}, 0), TypeError), ((1, 1, {}, "0"), TypeError), ((1, 1 << 70, {}, 0), OverflowError),
                          ((1, 1, {}), 0), ([1, 1, {}, 0], 0)]:
        defined: dict[str, Any] = {"x": ("graph input", 0)}
        arguments = (nodes, 0, defined, (), {"": 17}, {"": {"Relu": info}}, STANDARD_DOMAINS)
        if isinstance(outcome, int):
            assert accel.compiled.graph_nodes(*arguments) == outcome, info
            assert ("y" in defined) == (outcome == 1), info
        else:
            with pytest.raises(outcome):
                accel.compiled.graph_nodes(*arguments)
            assert "y" not in defined
