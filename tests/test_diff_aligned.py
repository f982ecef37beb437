"""diff's keyed lists paired by position (issue 30, item 2): two lists of dicts under one list of
unique keys (initialisers, graph inputs and outputs, value_info, annotations...) are compared a run
of members at a time by their exact texts, and only the members of differing runs are paired and
compared; any other pair of lists is keyed and paired in full. The changes are those of the full
pairing: seeded documents whose lists cross the run's length, with repeated, empty and non-string
names, NaN, infinities, signed zeros, 1 against 1.0, Blob payloads and members added, removed,
swapped, renamed or edited, compared with the full pairing forced; and a model on both paths."""

from __future__ import annotations

import copy
import importlib
import math
import random
from typing import Any

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson.codec.values import Blob

# The module (the package's name ``diff`` is the function: tests/test_api.py).
diff_module = importlib.import_module("onnxjson.diff")

_FLOATS = (0.0, -0.0, 1.0, math.nan, math.inf, -math.inf, 0.5, 1)


def _name(rnd: random.Random, i: int, names: str) -> Any:
    roll = rnd.random()
    if names == "unique" or roll > 0.35:
        return f"w{i}"
    if roll < 0.1:
        return ""
    if roll < 0.15:
        return 7  # not a string: keyed says #i
    return f"w{i}" if names == "odd" else f"w{rnd.randrange(max(i, 1))}"  # a repeat


def _tensor(rnd: random.Random, i: int, plain: bool, names: str = "any") -> dict[str, Any]:
    t: dict[str, Any] = {"name": _name(rnd, i, names), "data_type": "FLOAT", "dims": [2]}
    kind = rnd.choice(("values", "float_data", "blob", "text")) if not plain else rnd.choice(("values", "float_data"))
    if kind == "values":
        t["raw_data"] = {"values": [rnd.choice(_FLOATS) if not plain else 0.25 * rnd.randrange(8) for _ in range(2)]}
    elif kind == "float_data":
        t["float_data"] = [rnd.choice(_FLOATS) if not plain else float(rnd.randrange(4)) for _ in range(2)]
    elif kind == "blob":
        t["raw_data"] = Blob(rnd.randbytes(8))
    else:
        t["raw_data"] = "AAAAAAAAgD8="
    return t


def _edited(rnd: random.Random, items: list[Any]) -> list[Any]:
    out = copy.deepcopy(items)
    edits = ["value", "zero", "int", "nan", "flip", "flip", "dims"]
    if rnd.random() < 0.5:  # else the members stay where they are, under their names
        edits += ["swap", "rename", "drop", "add"]
    for _ in range(rnd.choice((0, 1, 2, 3, 4))):
        if not out:
            break
        i = rnd.randrange(len(out))
        what = rnd.choice(edits)
        item = out[i]
        if what == "value" and "float_data" in item:
            item["float_data"][0] = 3.5
        elif what == "zero" and "float_data" in item:
            item["float_data"][1] = -item["float_data"][1] if isinstance(item["float_data"][1], float) else -0.0
        elif what == "int" and "float_data" in item:
            item["float_data"][0] = int(item["float_data"][0]) if math.isfinite(item["float_data"][0]) else 1
        elif what == "nan":
            item["raw_data"] = {"values": [math.nan, rnd.choice(_FLOATS)]}
            item.pop("float_data", None)
        elif what == "flip":  # one non-finite value for another: one text (null), two values
            for field in ("float_data", "raw_data"):
                held = item.get(field)
                held = held.get("values") if isinstance(held, dict) else held
                if isinstance(held, list):
                    held[:] = [rnd.choice([w for w in (math.nan, math.inf, -math.inf) if repr(w) != repr(v)])
                               if isinstance(v, float) and not math.isfinite(v) else v for v in held]
        elif what == "swap" and len(out) > 1:
            j = rnd.randrange(len(out))
            out[i], out[j] = out[j], out[i]
        elif what == "rename":
            item["name"] = rnd.choice((f"v{i}", "", f"w{rnd.randrange(len(out))}"))
        elif what == "drop":
            del out[i]
        elif what == "add":
            out.insert(i, _tensor(rnd, 1000 + i, False))
        elif what == "dims":
            item["dims"] = [1, 2]
    return out


def _doc(rnd: random.Random) -> tuple[dict[str, Any], dict[str, Any]]:
    plain = rnd.random() < 0.3  # ordinary values
    # unique names (the aligned path is taken), also empty and not strings (#i), or with repeats
    names = rnd.choice(("unique", "unique", "odd", "any"))
    n = rnd.choice((0, 1, 63, 64, 65, 130, 200))
    inits = [_tensor(rnd, i, plain, names) for i in range(n)]
    values = [{"name": f"x{i}", "type": {"tensor_type": {"elem_type": "FLOAT", "shape": {"dim": [
        {"dim_value": rnd.randrange(3)}]}}}} for i in range(rnd.choice((0, 2, 70)))]
    notes = [{"tensor_name": f"w{i}", "quant_parameter_tensor_names": [{"key": "k", "value": f"s{i}"}]}
             for i in range(rnd.choice((0, 3, 66)))]
    graph = {"name": "g", "node": [{"op_type": "Identity", "input": ["x0"], "output": ["y"]}],
             "initializer": inits, "input": values, "value_info": copy.deepcopy(values),
             "quantization_annotation": notes}
    other = copy.deepcopy(graph)
    for key in ("initializer", "input", "value_info", "quantization_annotation"):
        if rnd.random() < (0.9 if key == "initializer" else 0.5):
            other[key] = _edited(rnd, other[key]) if key == "initializer" else _edited_plain(rnd, other[key])
    return ({"ir_version": 8, "graph": graph, "opset_import": [{"version": 17}]},
            {"ir_version": 8, "graph": other, "opset_import": [{"version": 17}]})


def _edited_plain(rnd: random.Random, items: list[Any]) -> list[Any]:
    out = copy.deepcopy(items)
    if out and rnd.random() < 0.8:
        i = rnd.randrange(len(out))
        choice = rnd.random()
        if choice < 0.3:
            del out[i]
        elif choice < 0.5 and len(out) > 1:
            out[0], out[-1] = out[-1], out[0]
        elif "name" in out[i]:
            out[i]["type"] = {"tensor_type": {"elem_type": "INT64"}}
        else:
            out[i]["tensor_name"] = rnd.choice(("", "w0", "other"))
    return out


def _changes(a: dict[str, Any], b: dict[str, Any]) -> str:
    return diff_module.render_json(diff_module.diff_documents(a, b))


@pytest.mark.parametrize("case", range(60))
def test_aligned_lists_give_the_full_pairings_changes(case: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(f"diff-aligned-{case}")
    a, b = _doc(rnd)
    fast = _changes(a, b)
    monkeypatch.setattr(diff_module._Differ, "_aligned", staticmethod(lambda *args: None))
    assert _changes(a, b) == fast, "the aligned pairing gave other changes than the full one"


@pytest.mark.parametrize("case", range(60))
def test_long_lists_asked_run_by_run_give_the_whole_texts_changes(case: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """same_members asks about a long list a run at a time and keyed_pairs goes on from the first run
    that may differ: the changes are those of asking about the whole list's text (and of pairing
    from the start), on the same seeded documents (NaN, signed zeros, 1 against 1.0, Blobs, edits
    anywhere, lists of 0 to 200 members)."""
    rnd = random.Random(f"diff-aligned-{case}")
    a, b = _doc(rnd)
    runs = _changes(a, b)
    monkeypatch.setattr(diff_module._Differ, "_same_runs", lambda self, x, y: self.same(x, y))
    assert _changes(a, b) == runs, "the run-by-run question gave other changes than the whole text"


def test_runs_known_the_same_are_not_made_into_text_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """An edit in the third run of 200 initialisers: the runs before it are made into text once (by
    same_members), not again by keyed_pairs, which starts at the run that differs."""
    inits = [{"name": f"w{i}", "data_type": "FLOAT", "dims": [1], "raw_data": {"values": [float(i)]}} for i in range(200)]
    a = {"graph": {"node": [{"op_type": "Identity", "input": ["x"], "output": ["y"]}], "initializer": inits}}
    b = copy.deepcopy(a)
    b["graph"]["initializer"][130]["raw_data"]["values"] = [-1.0]
    asked: list[int] = []
    real = diff_module.one_exact_text

    def counted(x: Any, y: Any) -> bool:
        if isinstance(x, list):
            asked.append(inits.index(x[0]) if x and x[0] in inits else -1)
        return real(x, y)

    monkeypatch.setattr(diff_module, "one_exact_text", counted)
    assert [c.path for c in diff_module.diff_documents(a, b)] == ["graph.initializer[w130]"]
    assert asked == [0, 64, 128, 128, 192]  # same_members to the run that differs, keyed_pairs from it


def test_the_aligned_path_is_taken_and_finds_each_edit(monkeypatch: pytest.MonkeyPatch) -> None:
    """200 initialisers, unique names: an edit in the middle of a run and at a run's ends is found, and
    the paths of the others are never made."""
    inits = [{"name": f"w{i}", "data_type": "FLOAT", "dims": [1], "raw_data": {"values": [float(i)]}} for i in range(200)]
    a = {"graph": {"initializer": inits}}
    b = copy.deepcopy(a)
    for i in (0, 63, 64, 130, 199):
        b["graph"]["initializer"][i]["raw_data"]["values"] = [-float(i) if i else -0.0]
    found = []
    real = diff_module._Differ._aligned
    monkeypatch.setattr(diff_module._Differ, "_aligned", staticmethod(lambda *args: found.append(real(*args)) or found[-1]))
    changes = diff_module.diff_documents(a, b)
    assert [c.path for c in changes] == [f"graph.initializer[w{i}]" for i in (0, 63, 64, 130, 199)]
    assert [[key for key, _, _ in pairs] for pairs in found] == [["w0", "w63", "w64", "w130", "w199"]]
    b["graph"]["initializer"][5]["raw_data"]["values"] = [math.nan]
    assert [c.path for c in diff_module.diff_documents(a, b)][1] == "graph.initializer[w5]"
    # NaN and an infinity have one text (null): their pair is compared, not left out.
    a["graph"]["initializer"][5]["raw_data"]["values"] = [math.inf]
    assert [c.path for c in diff_module.diff_documents(a, b)][1] == "graph.initializer[w5]"


def test_a_model_with_one_edited_weight_on_both_paths(accel_path: str, tmp_path: Any) -> None:
    rnd = random.Random(30)
    inits = [numpy_helper.from_array(np.array([rnd.random()], dtype=np.float32), f"c{i}") for i in range(150)]
    nodes = [helper.make_node("Add", ["x" if i == 0 else f"y{i - 1}", f"c{i}"], [f"y{i}"], name=f"n{i}")
             for i in range(150)]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("y149", TensorProto.FLOAT, [1])], initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    old = model.SerializeToString()
    model.graph.initializer[77].raw_data = bytes([model.graph.initializer[77].raw_data[0] ^ 1]) + \
        model.graph.initializer[77].raw_data[1:]
    model.graph.initializer[140].raw_data = np.array([-0.0], dtype=np.float32).tobytes()
    changes = onnxjson.diff(old, model.SerializeToString())
    assert [c.path for c in changes] == ["graph.initializer[c77]", "graph.initializer[c140]"]


def test_members_without_a_string_name_are_keyed_by_position() -> None:
    inits = [{"name": name, "data_type": "FLOAT", "dims": [1], "raw_data": {"values": [1.0]}}
             for name in ("a", "", "b", 7, "c")]
    a = {"graph": {"initializer": inits}}
    b = copy.deepcopy(a)
    for item in b["graph"]["initializer"]:
        item["raw_data"]["values"] = [2.0]
    assert [c.path for c in diff_module.diff_documents(a, b)] == [
        f"graph.initializer[{key}]" for key in ("a", "#1", "b", "#3", "c")]


def _graph_edit(rnd: random.Random, graph: dict[str, Any]) -> None:
    """An edit of a graph's own fields: its name, a field only one side has, a node, a subgraph's node."""
    what = rnd.choice(("none", "name", "only", "node", "subgraph", "doc"))
    if what == "name":
        graph["name"] = "h"
    elif what == "only":
        graph["doc_string"] = "only here"
    elif what == "doc":
        graph.pop("name", None)
    elif what == "node":
        graph["node"][0]["output"] = ["z"]
    elif what == "subgraph":
        graph["node"][-1]["attribute"][0]["g"]["node"][0]["op_type"] = "Neg"


@pytest.mark.parametrize("case", range(40))
def test_graphs_asked_field_by_field_give_the_whole_graphs_changes(case: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """_Differ.same_members (a graph's fields asked in turn, the same ones remembered) gives the changes
    of asking about the whole graph."""
    rnd = random.Random(f"diff-members-{case}")
    a, b = _doc(rnd)
    body = {"name": "then", "node": [{"op_type": "Relu", "input": ["x0"], "output": ["t"]}], "output": [{"name": "t"}]}
    for doc in (a, b):
        doc["graph"]["node"].append({"op_type": "If", "input": ["c"], "output": ["o"], "name": "if",
                                     "attribute": [{"name": "then_branch", "type": "GRAPH", "g": copy.deepcopy(body)}]})
    if rnd.random() < 0.5:
        b["graph"]["node"] = copy.deepcopy(a["graph"]["node"])
    _graph_edit(rnd, b["graph"])
    fast = _changes(a, b)
    monkeypatch.setattr(diff_module._Differ, "same_members", lambda self, x, y: self.same(x, y))
    assert _changes(a, b) == fast
