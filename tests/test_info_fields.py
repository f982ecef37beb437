"""info's field table: every byte of a model accounted for, by field path (issue 31, item 1).

NOTE: :func:`onnxjson.explore.field_sizes` walks the framing of the bytes (never decodes or encodes
them again). The property, on every corpus model and message and on generated ones (tests/wiretree.py's
framing mutations: padded tags, lengths and values, unknown fields of every wire type and groups,
other wire types of declared fields): the top-level rows add up to the file's size exactly, the rows
nested in a message row add up to its content, each path is listed once under a parent that is
listed, and the walk gives up (None) exactly where the framing does not parse. An independent
oracle: for canonical models, protobuf's own sizes (``ByteSize``) of every message field path. Both
paths (the walk takes its fields from the compiled ``field_pieces`` when it is there).
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from typing import Any

import onnx
import pytest
from corpora import BACKEND_MESSAGES, BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import HealthCheck, given, settings
from seeded import SEEDS
from wiretree import mutate, parse, unknown_field, write

import onnxjson
from onnxjson import explore
from onnxjson.proto import registry
from onnxjson.wire import whole_fields

REG = registry()


def check_sums(rows: list[dict[str, Any]], size: int) -> None:
    """The rows account for every byte: top level to ``size``, nested rows to their parent's content."""
    by_path = {r["path"]: r for r in rows}
    assert len(by_path) == len(rows), "a path listed twice"
    assert sum(r["bytes"] for r in rows if "." not in r["path"]) == size
    children: dict[str, int] = defaultdict(int)
    for r in rows:
        assert r["count"] >= 1 and r["bytes"] >= r["count"], r
        if "." in r["path"]:
            parent = r["path"].rsplit(".", 1)[0]
            assert by_path[parent].get("nested"), (r["path"], "under a row that is not opened")
            children[parent] += r["bytes"]
        if "content" in r:
            assert r["content"] < r["bytes"], r
    for r in rows:
        if r.get("nested"):
            assert children[r["path"]] == r["content"], r["path"]


def _message_sizes(message: Any, prefix: str, out: dict[str, int]) -> None:
    """protobuf's sizes of every message field path of ``message`` (the oracle)."""
    todo = [(message, prefix)]
    while todo:
        msg, where = todo.pop()
        for fd, value in msg.ListFields():
            if fd.message_type is None or fd.message_type.GetOptions().map_entry:
                continue
            path = f"{where}.{fd.name}" if where else fd.name
            # is_repeated is protobuf 5.28+; label (deprecated there) is what 4.25 has.
            repeated = fd.is_repeated if hasattr(fd, "is_repeated") else fd.label == fd.LABEL_REPEATED
            items = list(value) if repeated else [value]
            tag = _varint_len(fd.number << 3)
            for item in items:
                n = item.ByteSize()
                out[path] += tag + _varint_len(n) + n
                todo.append((item, path))


def _varint_len(n: int) -> int:
    return max(1, (n.bit_length() + 6) // 7)


@pytest.mark.parametrize("path", SAMPLE_MODELS + BACKEND_MODELS[::7], ids=lambda p: p.name)
def test_corpus_models_account_for_every_byte(path: Any, accel_path: str) -> None:
    data = path.read_bytes()
    rows = explore.field_sizes(data, "ModelProto", REG)
    assert rows is not None
    check_sums(rows, len(data))
    oracle: dict[str, int] = defaultdict(int)
    model = onnx.ModelProto()
    model.ParseFromString(data)
    if model.SerializeToString() == data:  # canonical: protobuf's sizes are the file's
        _message_sizes(model, "", oracle)
        got = {r["path"]: r["bytes"] for r in rows if "content" in r}
        assert {p: got.get(p) for p in oracle} == dict(oracle)


def test_every_corpus_file_accounts_for_every_byte(accel_path: str) -> None:
    """Every backend model and message (.pb: tensors and other messages, read as TensorProto where they frame)."""
    for path in BACKEND_MODELS + BACKEND_MESSAGES:
        data = path.read_bytes()
        for type_name in ("ModelProto", "TensorProto"):
            rows = explore.field_sizes(data, type_name, REG)
            assert (rows is None) == (not whole_fields(data, 0, len(data))), path
            if rows is not None:
                check_sums(rows, len(data))


def _seeded_model(seed: int) -> tuple[bytes, str]:
    rng = random.Random(seed)
    base = rng.choice(SAMPLE_MODELS).read_bytes()
    tree = parse(base, "ModelProto")
    notes = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.3:
            tree.insert(rng.randint(0, len(tree)), unknown_field(rng))
            notes.append("unknown field at the top")
        else:
            notes.append(mutate(tree, rng))
    return write(tree), "; ".join(notes)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS)
def test_generated_models_account_for_every_byte(seed: int, accel_path: str) -> None:
    data, note = _seeded_model(seed)
    rows = explore.field_sizes(data, "ModelProto", REG)
    assert (rows is None) == (not whole_fields(data, 0, len(data))), note
    if rows is not None:
        check_sums(rows, len(data))


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS)
def test_long_messages_framed_a_piece_at_a_time_give_the_same_rows(seed: int, accel_path: str) -> None:
    """Issue 34 (memory per input byte): a message longer than FRAMING_PIECE_BYTES is framed a piece
    at a time, its framing checked first; with pieces of a few bytes (every message a long one: runs
    cut, groups, fields that do not frame) the rows are those of whole lists."""
    data, note = _seeded_model(seed)
    whole = explore.field_sizes(data, "ModelProto", REG)
    for piece in (1, 7, 64):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(explore, "FRAMING_PIECE_BYTES", piece)
            assert explore.field_sizes(data, "ModelProto", REG) == whole, (piece, note)


def test_a_long_message_of_tiny_fields_is_walked_in_bounded_memory(accel_path: str) -> None:
    """Issue 34: info's field walk held every field of the graph in a list, and every message field
    still to open in another: 120 bytes an input byte for a graph of 2-byte fields. Now it holds one
    message's fields a level (a piece of a long one; on the compiled path, one entry a run of
    consecutive fields of one number in a long message: at worst, fields of two numbers in turn)."""
    import tracemalloc

    from wirebuild import field_len

    count = 60_000
    graph = (field_len(1, b"") + field_len(14, b"")) * (count // 2)  # empty nodes and annotations in turn
    data = field_len(7, graph)
    tracemalloc.start()
    try:
        rows = explore.field_sizes(data, "ModelProto", REG)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert rows is not None
    check_sums(rows, len(data))
    assert {r["path"]: r["count"] for r in rows}["graph.node"] == count // 2
    print(f"{accel_path}: {peak / len(data):.1f} bytes an input byte")
    # Compiled: 136 bytes a run of 2-byte fields (68 an input byte); pure Python: no list at all.
    assert peak < (72 if accel_path == "compiled" else 8) * len(data), peak / len(data)


def test_unknown_and_other_wire_types_are_named_by_number() -> None:
    from wirebuild import field_len, field_varint, group

    graph = field_len(2, b"g") + field_varint(77, 5) + field_varint(2, 1) + group(90, field_varint(1, 1))
    data = field_len(7, graph) + field_len(1000, b"\xff\xff")  # struct_types whose bytes do not parse
    rows = explore.field_sizes(data, "ModelProto", REG)
    assert rows is not None
    check_sums(rows, len(data))
    table = {r["path"]: (r["type"], r["count"]) for r in rows}
    assert table["graph.77"] == ("unknown varint", 1)
    assert table["graph.2"] == ("unknown varint", 1)  # name is a string: a varint 2 is unknown
    assert table["graph.name"] == ("string", 1)
    assert table["graph.90"] == ("unknown group", 1)
    assert table["1000"] == ("unknown len", 1)


def test_deep_messages_are_counted_whole() -> None:
    from wirebuild import field_len

    graph = field_len(2, b"g")
    for _ in range(explore.FIELD_DEPTH + 5):  # graph.node.attribute.g.node.attribute.g...
        graph = field_len(1, field_len(5, field_len(1, b"then_branch") + field_len(6, graph)))
    data = field_len(7, graph)
    rows = explore.field_sizes(data, "ModelProto", REG)
    assert rows is not None
    check_sums(rows, len(data))
    assert max(r["path"].count(".") for r in rows) == explore.FIELD_DEPTH - 1
    assert any(r.get("nested") is False for r in rows)


@pytest.mark.parametrize("path", SAMPLE_MODELS, ids=lambda p: p.name)
def test_info_json_fields_of_model_and_document(path: Any, tmp_path: Any, accel_path: str) -> None:
    """info of a model walks its bytes; of its document (stripped or not), the bytes it builds."""
    data = path.read_bytes()
    info = onnxjson.info(str(path)).as_dict()
    assert info["fields_from"] == "model"
    check_sums(info["fields"], len(data))
    doc = onnxjson.to_dict(data)
    from_doc = onnxjson.info(doc).as_dict()
    assert from_doc["fields"] == info["fields"]
    assert from_doc["fields_from"] == "document"
    stripped = onnxjson.to_dict(data, strip_weights=True, strip_threshold=0)
    from_stripped = onnxjson.info(stripped).as_dict()
    assert from_stripped["fields"] == info["fields"]
    has_payloads = any(e["storage"] in ("raw_data", "typed") and e["size"] for e in info["initializers"])
    assert from_stripped["fields_from"] == (
        "document, payloads not in it at their sizes" if has_payloads else "document")


# -- the terminal's tables (issue 31, item 2) -------------------------------------------------------
def _metadata_model() -> bytes:
    from onnx import TensorProto, helper

    nodes = [helper.make_node("Add", ["x", "x"], [f"v{i}"], name=f"add{i}") for i in range(30)]
    nodes.append(helper.make_node("Cast", ["x"], ["c"], name="cast\u202eevil", to=TensorProto.INT64))
    nodes.append(helper.make_node("Constant", [], ["k"], name="const",
                                  value_ints=list(range(40)), doc_string="line one\nline two"))
    for n in nodes:
        helper.set_metadata_props(n, {"pkg.torch.stack": "x" * 300})
    graph = helper.make_graph(nodes, "main\x1b[31m", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
                              [helper.make_tensor_value_info("c", TensorProto.INT64, [2])],
                              value_info=[helper.make_tensor_value_info(f"v{i}", TensorProto.FLOAT, [2])
                                          for i in range(30)])
    model = helper.make_model(graph, domain="ai.example", model_version=7, doc_string="the model\nmore")
    helper.set_model_props(model, {"author": "someone", "evil\x1b]0;x\x07": "v"})
    return model.SerializeToString()


def test_info_shows_metadata_value_info_and_the_field_table(tmp_path: Any, accel_path: str) -> None:
    path = tmp_path / "meta.onnx"
    path.write_bytes(_metadata_model())
    info = onnxjson.info(str(path))
    assert (info.domain, info.model_version, info.doc_string, info.graph_name) == (
        "ai.example", 7, "the model\nmore", "main\x1b[31m")
    assert info.metadata_props == [{"key": "author", "value": "someone"}, {"key": "evil\x1b]0;x\x07", "value": "v"}]
    assert [v.name for v in info.value_info] == [f"v{i}" for i in range(30)]
    text = explore.render_plain(info)
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text
    assert re.search(r"^domain +ai\.example\nmodel_version +7\ngraph +main\\x1b\[31m\n", text, re.M), text
    assert "doc_string" in text and "the model…" in text
    table = text.split("where the bytes go (measured on the model)\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert table[0].split() == ["field", "#", "type", "count", "bytes", "share"]
    first = {line.split()[0]: line.split() for line in table[1:]}
    assert first["graph.node.metadata_props"][1:3] == ["9", "repeated"]
    assert first["graph.node.metadata_props"][-3] == "32"  # count: one entry a node
    rows = {r["path"]: r for r in info.fields or []}
    assert first["graph.node.metadata_props"][-2] == str(rows["graph.node.metadata_props"]["bytes"])
    assert len(table) - 1 == sum(1 for r in rows if r.count(".") <= (2 if r.startswith("graph.") else 1))
    plain_value_info = text.split("\nvalue_info\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert len(plain_value_info) == 31  # complete in a pipe


def test_terminal_tables_are_trimmed_and_json_complete(tmp_path: Any) -> None:
    from rich.console import Console

    path = tmp_path / "meta.onnx"
    path.write_bytes(_metadata_model())
    info = onnxjson.info(str(path))
    import io

    console = Console(width=200, color_system=None, record=True, file=io.StringIO())
    console.print(explore.render_rich(info))
    shown = console.export_text()
    assert "… 10 more ('onnxjson info --json' lists them)" in shown  # value_info: 30, 20 shown
    assert "\x1b" not in shown
    data = info.as_dict()
    assert len(data["value_info"]) == 30 and len(data["fields"]) > 20


def test_node_option_shows_attributes(tmp_path: Any) -> None:
    from onnxjson import cli

    path = tmp_path / "meta.onnx"
    path.write_bytes(_metadata_model())
    node = onnxjson.info(str(path), node="const").node
    assert node is not None and node.op_type == "Constant" and node.doc_string == "line one\nline two"
    assert [(a.name, a.type) for a in node.attributes] == [("value_ints", "INTS")]
    assert node.attributes[0].value.startswith("[0, 1, 2,") and node.attributes[0].value.endswith("… (40 in all)]")
    assert node.metadata_props == [{"key": "pkg.torch.stack", "value": "x" * 300}]
    detail = onnxjson.info(str(path), node="cast\u202eevil").node
    assert detail is not None and [(a.name, a.type, a.value) for a in detail.attributes] == [("to", "INT", "7")]
    text = explore.render_plain(onnxjson.info(str(path), node="cast\u202eevil"))
    assert "\u202e" not in text and "node cast\\u202eevil" in text
    assert cli.main(["info", str(path), "--node", "nope"]) == 2
    assert cli.main(["info", str(path), "--node", "const", "--json"]) == 0
    with pytest.raises(onnxjson.OnnxJsonError, match="tensor"):
        onnxjson.info(str(SAMPLE_MODELS[0].parent / "tensor.pb"), node="x")


# -- every root type dump takes (issue 31, item 5) ---------------------------------------------------
def _root_messages() -> dict[str, bytes]:
    from onnx import TensorProto, helper

    value = helper.make_tensor_value_info("v", TensorProto.FLOAT, ["n", 3])
    attr = helper.make_attribute("axes", [0, 1])
    node = helper.make_node("Relu", ["a"], ["b"], name="r", doc_string="d")
    function = helper.make_function("custom", "F", ["x"], ["y"], [helper.make_node("Relu", ["x"], ["y"])],
                                    [helper.make_opsetid("", 17)])
    sparse = helper.make_sparse_tensor(helper.make_tensor("v", TensorProto.FLOAT, [2], [1.0, 2.0]),
                                       helper.make_tensor("i", TensorProto.INT64, [2], [0, 3]), [4])
    return {"NodeProto": node.SerializeToString(), "AttributeProto": attr.SerializeToString(),
            "ValueInfoProto": value.SerializeToString(), "TypeProto": value.type.SerializeToString(),
            "TensorShapeProto": value.type.tensor_type.shape.SerializeToString(),
            "FunctionProto": function.SerializeToString(), "SparseTensorProto": sparse.SerializeToString(),
            "OperatorSetIdProto": helper.make_opsetid("ai.onnx.ml", 3).SerializeToString(),
            "StringStringEntryProto": b"\n\x01k\x12\x01v"}


@pytest.mark.parametrize("type_name", sorted(_root_messages()))
def test_every_root_type_shows_where_its_bytes_go(type_name: str, tmp_path: Any, accel_path: str) -> None:
    data = _root_messages()[type_name]
    info = onnxjson.info(data, type=type_name).as_dict()
    assert info["type"] == type_name and info["fields_from"] == "model"
    check_sums(info["fields"], len(data))
    doc = onnxjson.to_dict(data, type=type_name)
    assert onnxjson.info(doc).as_dict() == {**info, "fields_from": "document"}
    stripped = onnxjson.to_dict(data, type=type_name, strip_weights=True, strip_threshold=0)
    assert onnxjson.info(stripped).as_dict()["fields"] == info["fields"]
    path = tmp_path / "m.pb"
    path.write_bytes(data)
    from onnxjson import cli

    assert cli.main(["info", str(path), "--type", type_name, "--html", "-o", str(tmp_path / "p.html")]) == 0
    assert cli.main(["info", str(path), "--type", type_name]) == 0


def test_large_documents_are_not_built_to_be_measured(monkeypatch: Any) -> None:
    """A document is built in memory to measure it: past FIELDS_FILL_LIMIT bytes of payloads (inline or
    not) it is not, and says so (fields null), the rest of info unchanged."""
    path = next(p for p in SAMPLE_MODELS if p.name == "torch_cnn.onnx")
    doc = onnxjson.to_dict(path.read_bytes())
    whole = onnxjson.info(doc).as_dict()
    assert whole["fields"] is not None
    monkeypatch.setattr(explore, "FIELDS_FILL_LIMIT", whole["weight_bytes"] - 1)
    cut = onnxjson.info(doc).as_dict()
    assert cut["fields"] is None and cut["fields_from"] is None
    assert {k: v for k, v in cut.items() if not k.startswith("fields")} == {
        k: v for k, v in whole.items() if not k.startswith("fields")}
    assert "where the bytes go" not in explore.render_plain(onnxjson.info(doc))
