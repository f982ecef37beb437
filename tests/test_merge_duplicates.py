"""diff and merge of documents that hold duplicates (issue 26, class 5).

onnx accepts a graph whose node was copied and pasted (the same node twice), an initializer, an
attribute or a metadata entry twice. Matching takes such copies as a multiset with stable positions:
identical copies pair with each other, so an untouched copy is no change in diff, and a merge of two
unrelated edits holds each copy exactly as often as the base does.

The property test draws a real document (the samples and the rich test model, as test_merge.py's
corpus), duplicates some of its elements (nodes of any graph, subgraphs and functions included,
initializers, attributes, graph inputs, outputs and value_info, metadata entries, opsets; in place
or at the end), builds it and reads it back on the path under test, then applies random
unrelated edits on the two sides (test_merge.py's edits).
"""

from __future__ import annotations

import copy
import os
from typing import Any

import onnx
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from test_merge import CORPUS, Edit, Path_, _apply, _at, _candidates, _node_paths, _same

import onnxjson
from onnxjson.codec.values import equal
from onnxjson.diff import diff_documents, match_nodes, render_text
from onnxjson.merge import merge_documents, render_conflicts

#: ONNXJSON_FUZZ_EXAMPLES=N runs N cases of each property test (as test_merge.py does).
EXAMPLES = int(os.environ.get("ONNXJSON_FUZZ_EXAMPLES", "0") or 0)
Doc = dict[str, Any]

#: What can be duplicated.
KINDS = ("node", "initializer", "attribute", "metadata", "input", "output", "value_info", "opset")


def _places(doc: Doc) -> dict[str, list[Any]]:
    """Where each kind of element sits: the lists (their paths) and an index in each."""
    node_paths = _node_paths(doc)
    lists: dict[str, list[Path_]] = {
        "node": sorted({p[:-1] for p in node_paths}),
        "attribute": [(*p, "attribute") for p in node_paths],
        "initializer": [("graph", "initializer")],
        "input": [("graph", "input")],
        "output": [("graph", "output")],
        "value_info": [("graph", "value_info")],
        "metadata": [("metadata_props",)],
        "opset": [("opset_import",)],
    }
    return {kind: [(path, i) for path in paths for i in range(len(_get(doc, path)))]
            for kind, paths in lists.items()}


def _get(doc: Any, path: Path_) -> list[Any]:
    try:
        found = _at(doc, path)
    except (KeyError, IndexError):
        return []
    return found if isinstance(found, list) else []


def _duplicate(doc: Doc, kind: str, where: Any, at_end: bool) -> Any:
    """Copy one element beside itself (or at the end of its list); returns the copy."""
    path, i = where
    items = _at(doc, path)
    item = copy.deepcopy(items[i])
    items.insert(len(items) if at_end else i + 1, item)
    return item


@st.composite
def _duplicated(draw: Any) -> tuple[str, Doc, list[tuple[str, Any]]]:
    name = draw(st.sampled_from(sorted(CORPUS)))
    doc = copy.deepcopy(CORPUS[name])
    copies: list[tuple[str, Any]] = []
    for _ in range(draw(st.integers(1, 3))):
        places = _places(doc)
        kind = draw(st.sampled_from([k for k in KINDS if places[k]]))
        where = draw(st.sampled_from(places[kind]))
        copies.append((kind, _duplicate(doc, kind, where, draw(st.booleans()))))
    return name, doc, copies


@st.composite
def _edits(draw: Any, doc: Doc) -> tuple[list[tuple[str, Edit]], list[tuple[str, Edit]]]:
    """Unrelated edits (different targets) for the two sides."""
    candidates = _candidates(doc)
    picked = draw(st.lists(st.sampled_from(sorted(candidates)), min_size=2, max_size=6, unique=True))
    ours: list[tuple[str, Edit]] = []
    theirs: list[tuple[str, Edit]] = []
    for n, target in enumerate(picked):
        edit = draw(st.sampled_from(candidates[target]))(n + 1)
        (ours if n % 2 == 0 else theirs).append((target, edit))
    return ours, theirs


def _count(items: list[Any], item: Any) -> int:
    return sum(equal(x, item) for x in items)


def _lists(doc: Doc, kind: str) -> list[list[Any]]:
    """Every list of elements of this kind in a document."""
    return [_get(doc, path) for path in {p for p, _ in _places(doc)[kind]}]


def _copies(doc: Doc, kind: str, item: Any) -> int:
    return sum(_count(items, item) for items in _lists(doc, kind))


SETTINGS = settings(max_examples=EXAMPLES or 60, deadline=None, database=None, print_blob=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.data_too_large])


@SETTINGS
@given(_duplicated(), st.data())
def test_duplicates_survive_unrelated_edits(accel_path: str, case: tuple[str, Doc, list[tuple[str, Any]]],
                                            data: Any) -> None:
    name, doc, copies = case
    base = onnxjson.to_dict(onnxjson.from_dict(doc))  # the model's document, on this path
    ours_edits, theirs_edits = data.draw(_edits(base))
    note(f"{name}: copies {[k for k, _ in copies]}; ours {[t for t, _ in ours_edits]}, "
         f"theirs {[t for t, _ in theirs_edits]}")
    ours, theirs = _apply(base, ours_edits), _apply(base, theirs_edits)
    expected = _apply(base, [*ours_edits, *theirs_edits])
    # diff: the untouched copies are no change; each side's changes are its edits only.
    assert not diff_documents(base, copy.deepcopy(base))
    for side in (ours, theirs):
        changes = diff_documents(base, side)
        removed = [c for c in changes if c.kind == "removed"]
        added = [c for c in changes if c.kind == "added"]
        for r in removed:  # an untouched copy reported as removed and added again
            assert not any(a.category == r.category and equal(a.new, r.old) for a in added), \
                render_text(changes, color=False)
    result = merge_documents(base, ours, theirs)
    assert not result.conflicts, render_conflicts(result.conflicts)
    _same(result.document, expected)
    for kind, item in copies:
        # Each element copied in the base is there as often as the edits leave it.
        assert _copies(result.document, kind, item) == _copies(expected, kind, item), kind
    onnxjson.from_dict(result.document)


# -- the finding ----------------------------------------------------------------------------------
def _model_with_a_pasted_node() -> Doc:
    nodes = [onnx.helper.make_node("Elu", ["x"], ["y"], name="elu", alpha=1.0),
             onnx.helper.make_node("Relu", ["y"], ["z"], name="relu")]
    graph = onnx.helper.make_graph(
        nodes, "g", [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [onnx.helper.make_tensor_value_info("z", onnx.TensorProto.FLOAT, [1])])
    model = onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 18)])
    model.graph.node.add().CopyFrom(model.graph.node[1])  # copy-pasted: onnx accepts it
    return onnxjson.to_dict(model.SerializeToString())


def test_a_pasted_node_is_kept_once_by_a_merge_of_unrelated_edits() -> None:
    """The finding: a merge of two unrelated edits gave the pasted node four times, and diff
    reported the untouched copies as removed and added."""
    base = _model_with_a_pasted_node()
    ours = copy.deepcopy(base)
    ours["graph"]["node"][0]["doc_string"] = "ours"
    theirs = copy.deepcopy(base)
    theirs["graph"]["node"].append({"input": ["z"], "output": ["w"], "name": "new", "op_type": "Identity"})
    assert [c.path for c in diff_documents(base, ours)] == ["graph.node[elu].doc_string"]
    result = merge_documents(base, ours, theirs)
    assert not result.conflicts
    assert [n.get("name") for n in result.document["graph"]["node"]] == ["elu", "relu", "relu", "new"]
    assert result.document["graph"]["node"][0]["doc_string"] == "ours"


def test_copies_pair_as_a_multiset_with_stable_positions() -> None:
    def nodes(*docs: str) -> list[Doc]:
        return [{"name": "n", "op_type": "Relu", "doc_string": d} for d in docs]

    # As many on both sides: in order, so an edit of one copy pairs with its own place.
    assert match_nodes(nodes("x", "x"), nodes("edited", "x")) == [(0, 0), (1, 1)]
    assert match_nodes(nodes("x", "x"), nodes("x", "edited")) == [(0, 0), (1, 1)]
    assert match_nodes(nodes("x", "x", "x"), nodes("a", "x", "c")) == [(0, 0), (1, 1), (2, 2)]
    # Copies removed or added: the identical ones pair, and between them the others in order.
    assert match_nodes(nodes("x", "x", "y"), nodes("x", "y")) == [(0, 0), (1, None), (2, 1)]
    assert match_nodes(nodes("1", "2"), nodes("2", "2", "3")) == [(0, None), (1, 0), (None, 1), (None, 2)]
    assert match_nodes(nodes("2", "1", "2"), nodes("2", "3", "4", "2")) == [(0, 0), (1, 1), (2, 3), (None, 2)]


def test_a_repeated_opset_domain_is_an_entry_of_its_own() -> None:
    base = onnxjson.to_dict(onnx.helper.make_model(onnx.helper.make_graph([], "g", [], []),
                                                   opset_imports=[onnx.helper.make_opsetid("", 17)]))
    doubled = copy.deepcopy(base)
    doubled["opset_import"].append({"domain": "", "version": 18})
    [change] = diff_documents(base, doubled)
    assert (change.kind, change.path) == ("added", "opset_import[ai.onnx#2]")


def test_a_pasted_node_through_the_command_line(tmp_path: Any, capsys: Any) -> None:
    from onnxjson import cli

    base = _model_with_a_pasted_node()
    ours = copy.deepcopy(base)
    ours["graph"]["node"][0]["doc_string"] = "ours"
    theirs = copy.deepcopy(base)
    theirs["graph"]["node"].append({"input": ["z"], "output": ["w"], "name": "new", "op_type": "Identity"})
    for name, doc in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / f"{name}.onnx").write_bytes(onnxjson.from_dict(doc))
    assert cli.main(["diff", str(tmp_path / "base.onnx"), str(tmp_path / "ours.onnx")]) == 1
    assert capsys.readouterr().out.splitlines() == ['~ node elu: doc_string (none) → "ours"']
    out = tmp_path / "merged.onnx"
    assert cli.main(["merge", "-o", str(out), "--", *(str(tmp_path / f"{n}.onnx") for n in ("base", "ours", "theirs"))]) == 0
    merged = onnx.load(str(out))
    assert [n.name for n in merged.graph.node] == ["elu", "relu", "relu", "new"]
