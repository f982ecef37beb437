"""The compiled payload walk (``payload_walk`` of onnxjson/_accel_payload.c) against iter_payload_messages.

payload_messages lists the messages the generator yields, the same objects in the same order, on
real documents, random edits of them, deep documents and containers of odd types (which the C walk
hands back to the generator). The tests skip (saying why) when the extension is not built.
"""

from __future__ import annotations

import copy
import gc
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from accel_support import blocks_left_behind, needs_compiled
from hypothesis import given, note
from hypothesis import strategies as st
from test_accel_encode import SAMPLES, Dict, List, _body, _edit, model_bodies
from test_fuzz import SAMPLE_DOCS, _seeded, _settings, apply_edit, edit

import onnxjson
from onnxjson import OnnxJsonError, accel
from onnxjson.codec.payload import _walk_tables, iter_payload_messages, payload_messages
from onnxjson.proto import registry

pytestmark = needs_compiled


def assert_same_walk(body: Any, name: str) -> list[Any]:
    reg = registry()
    expected = [msg for msg, _spec, _path in iter_payload_messages(body, reg.messages[name], reg, paths=False)]
    listed = payload_messages(body, reg.messages[name], reg)
    assert len(listed) == len(expected) and all(a is b for a, b in zip(listed, expected, strict=True))
    return listed


def compiled_walk(body: Any, name: str) -> Any:
    assert accel.compiled is not None
    index, tables = _walk_tables(registry(), accel.compiled)
    return accel.compiled.payload_walk(tables, index[name], body)


def test_real_documents() -> None:
    found = 0
    for name, body in model_bodies():
        found += len(assert_same_walk(body, name))
        assert compiled_walk(body, name) is not None
    assert found > 100


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_random_edits(path: Path) -> None:
    rnd = random.Random(20261220)
    print(f"seed 20261220, {path.name}")
    name, body = _body(onnxjson.to_dict(path))
    for _ in range(60):
        assert_same_walk(_edit(body, rnd), name)


@_seeded
@_settings(200)
@given(st.sampled_from(sorted(SAMPLE_DOCS)), st.lists(edit(), min_size=1, max_size=4))
def test_hypothesis_edits(name: str, edits: list[tuple[str, int, Any]]) -> None:
    doc = copy.deepcopy(SAMPLE_DOCS[name])
    for kind, where, payload in edits:
        note(apply_edit(doc, kind, where, payload))
    try:
        root, body = _body(doc)
    except OnnxJsonError:
        return
    assert_same_walk(body, root)


def test_deep_documents_take_no_stack() -> None:
    graph: dict[str, Any] = {"initializer": [{"name": "deepest"}]}
    for i in range(30_000):  # each level holds the one below once (twice would double the walk)
        below = {"g": graph} if i % 2 else {"graphs": ["x", graph]}
        graph = {"initializer": [{"name": str(i)}], "node": [{"attribute": [{"t": {"name": "t"}, **below}]}]}
    listed = assert_same_walk(graph, "GraphProto")
    assert len(listed) == 60_001


def test_containers_of_other_types() -> None:
    tensor = {"name": "t"}
    for graph in ({"initializer": List([tensor])}, {"initializer": [Dict(name="t")]},
                  {"node": [Dict(attribute=[{"t": tensor}])]}, {"node": (1, 2)}, {"initializer": tensor},
                  {"node": [None, 1, "x", [tensor], {"attribute": {"t": tensor}}]}, {"initializer": None},
                  {"sparse_initializer": [{"values": tensor, "indices": [tensor]}]}, {1: 2, "node": []}):
        assert_same_walk(graph, "GraphProto")
    assert compiled_walk({"initializer": List([tensor])}, "GraphProto") is None
    assert compiled_walk({"node": [Dict(attribute=[])]}, "GraphProto") is None
    assert compiled_walk(Dict(name="t"), "TensorProto") is None
    assert compiled_walk("x", "GraphProto") == []


def test_no_reference_is_kept_or_lost() -> None:
    rnd = random.Random(20261221)
    name, body = _body(SAMPLE_DOCS["features.onnx"])
    bodies = [body, *(_edit(body, rnd) for _ in range(20)), {"initializer": List([{}])}]
    watched = [x for b in bodies for x in payload_messages(b, registry().messages[name])]
    for b in bodies:
        payload_messages(b, registry().messages[name])
    gc.collect()
    counts = [sys.getrefcount(x) for x in watched]

    def run() -> None:
        for b in bodies:
            compiled_walk(b, name)

    left = blocks_left_behind(run)  # 30 runs of every body
    assert [sys.getrefcount(x) for x in watched] == counts
    assert len(left) < 20, left[:20]


def test_tables_refuse_unknown_message_types() -> None:
    assert accel.compiled is not None
    with pytest.raises(ValueError, match="no such message type"):
        accel.compiled.walk_tables([(True, [("x", 3, False)])])
    tables = accel.compiled.walk_tables([(True, [])])
    with pytest.raises(IndexError):
        accel.compiled.payload_walk(tables, 1, {})
    with pytest.raises(ValueError):
        accel.compiled.payload_walk(object(), 0, {})
