"""``onnxjson merge``: three-way merge of documents and of files.

The property tests draw random independent edits of real documents (the samples and the rich test
model), split them between two sides (some on both), and check that the merge holds every edit,
that a side without changes gives back the other side itself, and that equal sides merge to
themselves. Seeds are derandomised; ONNXJSON_FUZZ_EXAMPLES / ONNXJSON_FUZZ_SEED widen the search.
"""

from __future__ import annotations

import base64
import copy
import json
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import onnx
import pytest
from cli_support import cli_command, cli_env
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

import onnxjson
from onnxjson import OnnxJsonError, cli
from onnxjson.diff import diff_documents, render_text
from onnxjson.merge import Conflict, merge_documents, render_conflicts

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
EXAMPLES = int(os.environ.get("ONNXJSON_FUZZ_EXAMPLES", "0") or 0)
_SEED = os.environ.get("ONNXJSON_FUZZ_SEED")

Doc = dict[str, Any]
Edit = Callable[[Doc], None]


def _settings(default: int) -> Any:
    return settings(max_examples=EXAMPLES or default, deadline=None,
                    database=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _corpus() -> dict[str, Doc]:
    from conftest import _rich_model

    docs = {p.name: onnxjson.to_dict(p) for p in sorted(SAMPLES.glob("*.onnx"))}
    docs["rich"] = onnxjson.to_dict(_rich_model())
    return docs


CORPUS = _corpus()


def _nodes(doc: Doc) -> list[Doc]:
    return doc.get("graph", {}).get("node", [])


def _same(a: Doc, b: Doc) -> None:
    changes = diff_documents(a, b)
    assert not changes, render_text(changes, color=False)


# -- edits of real documents ----------------------------------------------------------------------
Path_ = tuple[Any, ...]


def _at(doc: Any, path: Path_) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _node_paths(doc: Doc) -> list[Path_]:
    """Every node: the main graph's, those of subgraphs (attributes g / graphs) and of functions."""
    graphs: list[Path_] = [("graph",)] if "graph" in doc else []
    graphs += [("functions", i) for i in range(len(doc.get("functions", [])))]
    out: list[Path_] = []
    while graphs:
        g = graphs.pop(0)
        for i, node in enumerate(_at(doc, g).get("node", [])):
            out.append((*g, "node", i))
            for j, attr in enumerate(node.get("attribute", [])):
                here = (*g, "node", i, "attribute", j)
                if "g" in attr:
                    graphs.append((*here, "g"))
                graphs += [(*here, "graphs", k) for k in range(len(attr.get("graphs", [])))]
    return out


def _edit_attribute(path: Path_, name: str, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        attr = next(a for a in _at(doc, path)["attribute"] if a["name"] == name)
        if "i" in attr:
            attr["i"] = attr["i"] + k
        elif "f" in attr and isinstance(attr["f"], float):
            attr["f"] = attr["f"] * 2 + k
        elif "ints" in attr:
            attr["ints"] = [*attr["ints"], k]
        elif "floats" in attr:
            attr["floats"] = [*attr["floats"], float(k)]
        elif "s" in attr and isinstance(attr["s"], str):
            attr["s"] = attr["s"] + f"~{k}"
    return edit


def _remove_attribute(path: Path_, name: str, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        node = _at(doc, path)
        node["attribute"] = [a for a in node["attribute"] if a["name"] != name]
    return edit


def _editable(attr: Doc) -> bool:
    return ("i" in attr or ("f" in attr and isinstance(attr["f"], float)) or "ints" in attr
            or "floats" in attr or ("s" in attr and isinstance(attr["s"], str)))


def _edit_weight(name: str, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        tensor = next(t for t in doc["graph"]["initializer"] if t.get("name") == name)
        raw = tensor["raw_data"]
        if isinstance(raw, dict):
            values = list(raw["values"])
            values[0] = (values[0] + k) if isinstance(values[0], (int, float)) and not isinstance(
                values[0], bool) else values[0]
            if values == raw["values"]:
                values.append(values[0])
                tensor["dims"] = [len(values)]
            tensor["raw_data"] = {"values": values}
        else:
            data = bytearray(base64.b64decode(raw))
            data[0] ^= 1 + k % 255
            tensor["raw_data"] = base64.b64encode(bytes(data)).decode()
    return edit


def _edit_node_doc(path: Path_, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        _at(doc, path)["doc_string"] = f"edited {k}"
    return edit


def _add_metadata(k: int) -> Edit:
    def edit(doc: Doc) -> None:
        doc.setdefault("metadata_props", []).append({"key": f"merge-test-{k}", "value": str(k)})
    return edit


def _change_metadata(key: str, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        next(m for m in doc["metadata_props"] if m["key"] == key)["value"] = f"changed {k}"
    return edit


def _remove_metadata(key: str, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        doc["metadata_props"] = [m for m in doc["metadata_props"] if m["key"] != key]
    return edit


def _add_opset(k: int) -> Edit:
    def edit(doc: Doc) -> None:
        doc.setdefault("opset_import", []).append({"domain": f"merge.test{k}", "version": k + 1})
    return edit


def _add_node(source: str, k: int) -> Edit:
    def edit(doc: Doc) -> None:
        nodes = doc["graph"].setdefault("node", [])
        nodes.append({"input": [source], "output": [f"merge_added_{k}"], "name": f"merge_added_{k}",
                      "op_type": "Identity"})
    return edit


def _edit_producer(k: int) -> Edit:
    def edit(doc: Doc) -> None:
        doc["producer_version"] = f"merge {k}"
    return edit


Maker = Callable[[int], Edit]


def _candidates(doc: Doc) -> dict[str, list[Maker]]:
    """target → the ways to edit it; edits of different targets never touch the same value."""
    out: dict[str, list[Maker]] = {}
    for path in _node_paths(doc):
        for attr in _at(doc, path).get("attribute", []):
            if "g" in attr or "graphs" in attr:
                continue  # its subgraph's nodes are targets of their own
            makers: list[Maker] = [lambda k, p=path, n=attr["name"]: _remove_attribute(p, n, k)]
            if _editable(attr):
                makers.append(lambda k, p=path, n=attr["name"]: _edit_attribute(p, n, k))
            out[f"attr {path} {attr['name']}"] = makers
        out[f"doc {path}"] = [lambda k, p=path: _edit_node_doc(p, k)]
    for tensor in doc.get("graph", {}).get("initializer", []):
        raw = tensor.get("raw_data")
        if tensor.get("name") and ((isinstance(raw, str) and raw) or (isinstance(raw, dict) and raw.get("values"))):
            out[f"weight {tensor['name']}"] = [lambda k, n=tensor["name"]: _edit_weight(n, k)]
    for entry in doc.get("metadata_props", []):
        out[f"metadata {entry['key']}"] = [lambda k, key=entry["key"]: _change_metadata(key, k),
                                           lambda k, key=entry["key"]: _remove_metadata(key, k)]
    has_onnx_opset = any(o.get("domain", "") in ("", "ai.onnx") for o in doc.get("opset_import", []))
    sources = [i["name"] for i in doc.get("graph", {}).get("input", [])]
    for n in range(3):
        out[f"new metadata {n}"] = [lambda k, n=n: _add_metadata(n * 100 + k)]
        out[f"new opset {n}"] = [lambda k, n=n: _add_opset(n * 100 + k)]
        if has_onnx_opset and sources:
            out[f"new node {n}"] = [lambda k, n=n: _add_node(sources[n % len(sources)], n * 100 + k)]
    out["producer"] = [_edit_producer]
    return out


CANDIDATES = {name: _candidates(doc) for name, doc in CORPUS.items()}


@st.composite
def _scenario(draw: Any) -> tuple[str, list[tuple[str, Edit]], list[tuple[str, Edit]]]:
    name = draw(st.sampled_from(sorted(CORPUS)))
    candidates = CANDIDATES[name]
    picked = draw(st.lists(st.sampled_from(sorted(candidates)), min_size=1, max_size=8, unique=True))
    ours: list[tuple[str, Edit]] = []
    theirs: list[tuple[str, Edit]] = []
    for n, target in enumerate(picked):
        edit = draw(st.sampled_from(candidates[target]))(n + 1)
        side = draw(st.sampled_from(("ours", "theirs", "both")))
        if side in ("ours", "both"):
            ours.append((target, edit))
        if side in ("theirs", "both"):
            theirs.append((target, edit))
    return name, ours, theirs


def _apply(doc: Doc, edits: list[tuple[str, Edit]]) -> Doc:
    out = copy.deepcopy(doc)
    for _target, edit in edits:
        edit(out)
    return out


@_settings(60)
@given(_scenario())
def test_merge_holds_both_sides_edits(scenario: tuple[str, list[tuple[str, Edit]], list[tuple[str, Edit]]]) -> None:
    name, ours_edits, theirs_edits = scenario
    note(f"{name}: ours {[t for t, _ in ours_edits]}, theirs {[t for t, _ in theirs_edits]}")
    base = CORPUS[name]
    ours, theirs = _apply(base, ours_edits), _apply(base, theirs_edits)
    both = {t for t, _ in ours_edits} | {t for t, _ in theirs_edits}
    expected = _apply(base, [*ours_edits, *(e for e in theirs_edits if e[0] not in {t for t, _ in ours_edits})])
    assert len(both) == len(ours_edits) + len(theirs_edits) - len({t for t, _ in ours_edits} & {t for t, _ in theirs_edits})
    result = merge_documents(base, ours, theirs)
    assert not result.conflicts, render_conflicts(result.conflicts)
    _same(result.document, expected)
    # The merge commutes (up to which side's envelope and order it keeps).
    _same(merge_documents(base, theirs, ours).document, expected)
    # A side without changes gives back the other side itself; equal sides give themselves.
    for side, edits in ((ours, ours_edits), (theirs, theirs_edits)):
        if edits:
            assert merge_documents(base, base, side).document is side
            assert merge_documents(base, side, base).document is side
            assert merge_documents(base, side, copy.deepcopy(side)).document is side
    # The merged document builds.
    onnxjson.from_dict(result.document)


@_settings(40)
@given(_scenario(), st.data())
def test_the_same_target_edited_two_ways_is_a_conflict(
        scenario: tuple[str, list[tuple[str, Edit]], list[tuple[str, Edit]]], data: Any) -> None:
    """Every target edited differently on the two sides is reported, at a path, with three values."""
    name, ours_edits, _theirs = scenario
    base = CORPUS[name]
    candidates = CANDIDATES[name]
    targets = [t for t, _ in ours_edits if not t.startswith("new ")]
    if not targets:
        return
    target = data.draw(st.sampled_from(targets))
    ours = _apply(base, [(target, data.draw(st.sampled_from(candidates[target]))(1))])
    theirs = _apply(base, [(target, data.draw(st.sampled_from(candidates[target]))(2))])
    if not diff_documents(ours, theirs):
        return  # the two edits happen to mean the same (say, a weight byte flipped the same way)
    result = merge_documents(base, ours, theirs)
    assert result.conflicts, target
    assert result.document is ours
    for c in result.conflicts:
        assert c.path and c.reason and not c.check
        assert c.ours != c.theirs


# -- specific cases -------------------------------------------------------------------------------
CNN = CORPUS["torch_cnn.onnx"]


def _node(doc: Doc, name: str) -> Doc:
    return next(n for n in _nodes(doc) if n.get("name") == name)


def _alpha(doc: Doc, value: float) -> Doc:
    out = copy.deepcopy(doc)
    next(a for a in _node(out, "/head/Gemm")["attribute"] if a["name"] == "alpha")["f"] = value
    return out


def test_conflict_report_names_the_path_and_three_values() -> None:
    result = merge_documents(CNN, _alpha(CNN, 2.0), _alpha(CNN, 3.0))
    assert result.conflicts == [Conflict("graph.node[/head/Gemm].attribute[alpha].f",
                                         "changed differently on both sides", 1.0, 2.0, 3.0)]
    text = render_conflicts(result.conflicts, name="model.onnx")
    assert text.splitlines() == [
        "onnxjson merge: 1 conflict in model.onnx; ours is left in place",
        "conflict at graph.node[/head/Gemm].attribute[alpha].f: changed differently on both sides",
        "  base:   1.0",
        "  ours:   2.0",
        "  theirs: 3.0",
    ]


def test_removed_on_one_side_changed_on_the_other() -> None:
    ours = copy.deepcopy(CNN)
    ours["graph"]["initializer"] = [t for t in ours["graph"]["initializer"] if t["name"] != "head.bias"]
    theirs = copy.deepcopy(CNN)
    _edit_weight("head.bias", 1)(theirs)
    [c] = merge_documents(CNN, ours, theirs).conflicts
    assert c.path == "graph.initializer[head.bias]"
    assert c.reason == "removed on ours side, changed on the other"
    assert c.ours is None and c.base["$payload"] != c.theirs["$payload"]


def test_both_sides_adding_a_producer_of_one_name_is_a_conflict() -> None:
    """Different nodes (names and ops differ) producing the same value: invalid, so a conflict."""
    src = _nodes(CNN)[0]["output"][0]
    ours, theirs = copy.deepcopy(CNN), copy.deepcopy(CNN)
    _nodes(ours).append({"input": [src], "output": ["extra"], "name": "a", "op_type": "Relu"})
    _nodes(theirs).append({"input": [src, src], "output": ["extra", "more"], "name": "b", "op_type": "Add"})
    result = merge_documents(CNN, ours, theirs)
    assert result.conflicts and result.document is ours
    assert any("extra" in c.reason for c in result.conflicts), render_conflicts(result.conflicts)
    # The same output and name but another op: the one node was added two ways.
    _nodes(theirs)[-1] = {"input": [src], "output": ["extra"], "name": "a", "op_type": "Sigmoid"}
    [c] = merge_documents(CNN, ours, theirs).conflicts
    assert (c.path, c.ours, c.theirs) == ("graph.node[a].op_type", "Relu", "Sigmoid")


def test_an_edit_using_a_value_the_other_side_removed_is_a_conflict() -> None:
    ours = copy.deepcopy(CNN)
    last = _nodes(ours)[-1]
    _nodes(ours).append({"input": [last["output"][0]], "output": ["probs"], "name": "softmax",
                         "op_type": "Softmax"})
    theirs = copy.deepcopy(CNN)
    # theirs drops the Flatten node and feeds the pooled value straight into the Gemm
    flatten = _node(theirs, "/Flatten")
    _nodes(theirs).remove(flatten)
    _node(theirs, "/head/Gemm")["input"][0] = flatten["input"][0]
    clean = merge_documents(CNN, ours, theirs)
    assert not clean.conflicts, render_conflicts(clean.conflicts)
    assert [n["name"] for n in _nodes(clean.document)][-2:] == ["/head/Gemm", "softmax"]
    # Now ours also reads the Flatten output that theirs removed.
    _nodes(ours)[-1]["input"] = [flatten["output"][0]]
    result = merge_documents(CNN, ours, theirs)
    assert result.conflicts and all(c.check for c in result.conflicts)
    assert any(flatten["output"][0] in c.reason for c in result.conflicts), render_conflicts(result.conflicts)


def test_new_nodes_are_placed_in_topological_order() -> None:
    """Ours inserts a node before the Gemm, theirs one after it: the merged order is valid."""
    ours, theirs = copy.deepcopy(CNN), copy.deepcopy(CNN)
    gemm = _node(ours, "/head/Gemm")
    flat = gemm["input"][0]
    _nodes(ours).insert(len(_nodes(ours)) - 1, {"input": [flat], "output": ["scaled"], "name": "neg",
                                                "op_type": "Neg"})
    gemm["input"][0] = "scaled"
    _nodes(theirs).insert(0, {"input": ["logits"], "output": ["probs"], "name": "softmax", "op_type": "Softmax"})
    result = merge_documents(CNN, ours, theirs)
    assert not result.conflicts, render_conflicts(result.conflicts)
    names = [n["name"] for n in _nodes(result.document)]
    assert names[-3:] == ["neg", "/head/Gemm", "softmax"], names


def test_ordered_lists_conflict_when_both_sides_insert_at_one_place() -> None:
    ours, theirs = copy.deepcopy(CNN), copy.deepcopy(CNN)
    out = ours["graph"]["output"][0]
    ours["graph"]["output"].append({**out, "name": "a"})
    theirs["graph"]["output"].append({**out, "name": "b"})
    conflicts = merge_documents(CNN, ours, theirs).conflicts
    assert [c.reason for c in conflicts] == ["both sides added entries after logits"]
    assert conflicts[0].path == "graph.output"
    # One side adding is taken.
    one = merge_documents(CNN, ours, _alpha(CNN, 2.0))
    assert not one.conflicts
    assert [o["name"] for o in one.document["graph"]["output"]] == ["logits", "a"]


def test_the_same_change_on_both_sides_is_taken_once() -> None:
    ours, theirs = _alpha(CNN, 2.0), _alpha(CNN, 2.0)
    _add_metadata(1)(ours)
    _add_metadata(1)(theirs)
    _edit_producer(1)(theirs)
    result = merge_documents(CNN, ours, theirs)
    assert not result.conflicts
    assert result.document["metadata_props"] == [{"key": "merge-test-1", "value": "1"}]
    _same(result.document, theirs)


def test_no_base_merges_two_additions() -> None:
    """An empty base (both sides added the file): equal files merge, different ones conflict."""
    assert merge_documents({}, CNN, copy.deepcopy(CNN)).document is CNN
    assert merge_documents({}, CNN, _alpha(CNN, 2.0)).conflicts


def test_different_root_types_are_refused() -> None:
    tensor = onnxjson.to_dict(onnx.numpy_helper.from_array(__import__("numpy").zeros(2, "float32")))
    with pytest.raises(OnnxJsonError, match="different types"):
        merge_documents(CNN, CNN, tensor)


# -- files and the command line -------------------------------------------------------------------
class Done(NamedTuple):
    returncode: int
    stdout: str
    stderr: str


Run = Callable[..., Done]


@pytest.fixture
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Run:
    """``onnxjson ARGS`` in-process, in tmp_path."""
    monkeypatch.chdir(tmp_path)

    def call(*args: str) -> Done:
        code = cli.main(list(args))
        out, err = capsys.readouterr()
        assert "Traceback" not in err, err
        return Done(code, out, err)
    return call


def test_merge_runs_as_a_process(tmp_path: Path) -> None:
    _write(tmp_path / "base.onnx", CNN)
    _write(tmp_path / "theirs.onnx", _alpha(CNN, 2.0))
    done = subprocess.run([*cli_command(cli_env()), "merge", "base.onnx", "base.onnx", "theirs.onnx",
                           "-o", "out.onnx"], cwd=tmp_path, env=cli_env(), capture_output=True, text=True,
                          check=False, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert (tmp_path / "out.onnx").read_bytes() == (tmp_path / "theirs.onnx").read_bytes()


def _write(path: Path, doc: Doc) -> Path:
    path.write_bytes(onnxjson.from_dict(doc))
    return path


def test_cli_merges_models_and_documents(tmp_path: Path, run: Run) -> None:
    base = _write(tmp_path / "base.onnx", CNN)
    ours_doc = copy.deepcopy(CNN)
    _edit_weight("head.bias", 1)(ours_doc)
    ours = _write(tmp_path / "ours.onnx", ours_doc)
    theirs = _write(tmp_path / "theirs.onnx", _alpha(CNN, 2.0))
    done = run("merge", "base.onnx", "ours.onnx", "theirs.onnx", "-o", "out.onnx")
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    merged = onnxjson.to_dict(tmp_path / "out.onnx")
    expected = _alpha(ours_doc, 2.0)
    _same(merged, expected)
    # ONNX in, and the merged bytes are what building the expected document gives.
    assert (tmp_path / "out.onnx").read_bytes() == onnxjson.from_dict(expected)
    # Documents in: a document out (in the form of ours), with the same meaning.
    for name in ("base", "ours", "theirs"):
        onnxjson.dump(tmp_path / f"{name}.onnx", tmp_path / f"{name}.onnx.json")
    done = run("merge", "base.onnx.json", "ours.onnx.json", "theirs.onnx", "-o", "out.onnx.json")
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "out.onnx.json").read_bytes()
    assert text.startswith(b"{")
    _same(json.loads(text), expected)
    assert onnxjson.loads(text) == (tmp_path / "out.onnx").read_bytes()
    assert base.read_bytes() == onnxjson.from_dict(CNN) and ours.read_bytes() == onnxjson.from_dict(ours_doc)
    assert theirs.exists()


def test_cli_no_change_on_one_side_gives_the_other_side_bit_exactly(tmp_path: Path, run: Run) -> None:
    base = _write(tmp_path / "base.onnx", CNN)
    edited = copy.deepcopy(CNN)
    _edit_weight("features.4.weight", 3)(edited)
    _node(edited, "/features/features.3/MaxPool")["doc_string"] = "x"
    _write(tmp_path / "edited.onnx", edited)
    # A side whose bytes differ but whose meaning does not (an explicit default field) is no change.
    same = copy.deepcopy(CNN)
    _node(same, "/head/Gemm")["doc_string"] = ""
    _write(tmp_path / "same.onnx", same)
    assert (tmp_path / "same.onnx").read_bytes() != base.read_bytes()
    for ours, theirs in (("base.onnx", "edited.onnx"), ("edited.onnx", "base.onnx"),
                         ("same.onnx", "edited.onnx"), ("edited.onnx", "same.onnx"),
                         ("edited.onnx", "edited.onnx")):
        done = run("merge", "base.onnx", ours, theirs, "-o", "out.onnx")
        assert done.returncode == 0, done.stderr
        assert (tmp_path / "out.onnx").read_bytes() == (tmp_path / "edited.onnx").read_bytes(), (ours, theirs)
    # Documents: the other side's text, byte for byte, even hand-formatted.
    (tmp_path / "base.json").write_text(json.dumps(CNN), encoding="utf-8")
    (tmp_path / "edited.json").write_text(json.dumps(edited, indent=1), encoding="utf-8")
    done = run("merge", "base.json", "base.json", "edited.json", "-o", "out.json")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.json").read_bytes() == (tmp_path / "edited.json").read_bytes()


def test_cli_conflict_leaves_ours_and_reports(tmp_path: Path, run: Run) -> None:
    _write(tmp_path / "base.onnx", CNN)
    ours = _write(tmp_path / "ours.onnx", _alpha(CNN, 2.0))
    _write(tmp_path / "theirs.onnx", _alpha(CNN, 3.0))
    before = ours.read_bytes()
    done = run("merge", "base.onnx", "ours.onnx", "theirs.onnx", "-o", "ours.onnx", "--report", "r.json",
                "--name", "models/cnn.onnx")
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.startswith("onnxjson merge: 1 conflict in models/cnn.onnx; ours is left in place\n")
    assert "conflict at graph.node[/head/Gemm].attribute[alpha].f: changed differently on both sides" in done.stderr
    assert ours.read_bytes() == before
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert report == [{"path": "graph.node[/head/Gemm].attribute[alpha].f",
                       "reason": "changed differently on both sides", "base": 1.0, "ours": 2.0,
                       "theirs": 3.0, "check": False}]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["base.onnx", "ours.onnx", "r.json", "theirs.onnx"]


def test_cli_bad_input_exits_2(tmp_path: Path, run: Run) -> None:
    _write(tmp_path / "base.onnx", CNN)
    (tmp_path / "junk.onnx").write_bytes(b"\xff\xff\xff\xff garbage")
    (tmp_path / "side.json").write_text(json.dumps({**CNN, "$onnxjson": {**CNN["$onnxjson"], "weights": {
        "sidecar": "side.bin"}}}), encoding="utf-8")
    for args, message in (
            (("base.onnx", "base.onnx", "missing.onnx", "-o", "o.onnx"), "missing.onnx: no such file"),
            (("base.onnx", "junk.onnx", "base.onnx", "-o", "o.onnx"), "junk.onnx"),
            (("base.onnx", "base.onnx", "side.json", "-o", "o.onnx"), "sidecar"),
            (("base.onnx", "base.onnx", "base.onnx", "-o", "base.onnx"), "would overwrite"),
            (("base.onnx", "base.onnx"), "Missing argument")):
        done = run("merge", *args)
        assert done.returncode == 2, (args, done.stderr)
        assert done.stderr.startswith("error: ") and message in done.stderr, done.stderr
        assert done.stderr.count("\n") == 1
    assert not (tmp_path / "o.onnx").exists()


def test_cli_empty_base_means_no_common_ancestor(tmp_path: Path, run: Run) -> None:
    """git passes an empty %O when both branches added the file."""
    (tmp_path / "empty").write_bytes(b"")
    _write(tmp_path / "a.onnx", CNN)
    _write(tmp_path / "b.onnx", _alpha(CNN, 2.0))
    shutil.copyfile(tmp_path / "a.onnx", tmp_path / "a2.onnx")
    done = run("merge", "empty", "a.onnx", "a2.onnx", "-o", "out.onnx")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.onnx").read_bytes() == (tmp_path / "a.onnx").read_bytes()
    done = run("merge", "empty", "a.onnx", "b.onnx", "-o", "out2.onnx")
    assert done.returncode == 1
    assert "conflict at graph.node[/head/Gemm].attribute[alpha].f: added differently on both sides" in done.stderr
    assert not (tmp_path / "out2.onnx").exists()
