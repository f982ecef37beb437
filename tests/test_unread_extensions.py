"""onnx-light fields whose bytes do not read as their message: kept exactly, reported by validate.

NOTE: onnx knows no field 1000-1099: protobuf keeps such a field's bytes unread, as an unknown
field, and onnx.load accepts the model whatever they hold. onnxjson reads the catalogue's fields
(onnxjson/proto/catalogue.py) as their messages; one whose bytes do not read as its message is kept
in ``$unknown`` as it is (the model dumps and builds back to the same bytes) and validate reports
it (rule ``extension-unread``, at the entry's path, with why it does not read). The generator puts
random bytes, cut and mutated contents (tests/wiretree.py) in every catalogue field of its host
message, at its canonical place or first, on both paths and with decode_unknown on and off.
"""

from __future__ import annotations

import base64
import random
from pathlib import Path
from typing import Any

import onnx
import pytest
from wirebuild import field_len
from wiretree import mutate, parse, write

import onnxjson
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.codec.encode import reads_as_message
from onnxjson.proto import catalogue, registry

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
REG = registry()


def _hosts() -> dict[str, bytes]:
    """A canonical message of each type the catalogue extends."""
    from conftest import _rich_model

    model = _rich_model()
    return {"ModelProto": model.SerializeToString(), "GraphProto": model.graph.SerializeToString(),
            "TypeProto": model.graph.input[0].type.SerializeToString()}


def _valid_contents() -> dict[str, list[bytes]]:
    """The contents of each extension message found in the onnx-light sample, by message name."""
    found: dict[str, list[bytes]] = {}
    todo = [("ModelProto", parse((SAMPLES / "onnx_light.onnx").read_bytes(), "ModelProto"))]
    while todo:
        type_name, fields = todo.pop()
        spec = REG.messages[type_name]
        for f in fields:
            declared = spec.fields.get(f.number)
            if declared is not None and declared.kind == "message" and isinstance(f.content, list):
                todo.append((declared.message or "", f.content))
                found.setdefault(declared.message or "", []).append(write(f.content))
    return found


HOSTS = _hosts()
VALID = _valid_contents()
EXTENSIONS = [(ext.extends, ext.field) for ext in catalogue.EXTENSIONS]


def _contents(type_name: str, rng: random.Random) -> tuple[bytes, str]:
    valid = VALID.get(type_name) or [b""]
    base = rng.choice(valid)
    pick = rng.randrange(4)
    if pick == 0:
        return rng.randbytes(rng.randint(1, 40)), "random bytes"
    if pick == 1 and base:
        cut = rng.randrange(len(base))
        return base[:cut], f"cut at {cut} of {len(base)}"
    if pick == 2:
        tree = parse(base, type_name)
        notes = [mutate(tree, rng) for _ in range(rng.randint(1, 2))]
        return write(tree), "; ".join(notes)
    return base, "valid"


def _reads(contents: bytes, type_name: str) -> bool:
    try:
        decode_message(contents, REG.messages[type_name], REG, DecodeOptions())
    except onnxjson.OnnxJsonError:
        return False
    return True


def _case(seed: int) -> tuple[str, Any, bytes, bytes, str]:
    rng = random.Random(seed)
    host, f = EXTENSIONS[seed % len(EXTENSIONS)]
    contents, how = _contents(f.type, rng)
    field = field_len(f.number, contents)
    data = HOSTS[host] + field if rng.random() < 0.7 else field + HOSTS[host]
    return host, f, contents, data, how


def _entry_paths(doc: Any, number: int) -> list[str]:
    """The paths of the ``$unknown`` entries with this number in the document (its root message only)."""
    return [f"$unknown[{i}]" for i, e in enumerate(doc.get("$unknown", [])) if e.get("number") == number]


def check_case(seed: int, decode_unknown: bool) -> None:
    host, f, contents, data, how = _case(seed)
    where = f"seed {seed}: {host}.{f.name} holding {contents.hex()} ({how})"
    onnx_class = getattr(onnx, host)
    onnx_class.FromString(data)  # onnx reads it, whatever the field holds
    if host == "ModelProto":
        onnx.load_model_from_string(data)
    doc = onnxjson.to_dict(data, type=host, decode_unknown=decode_unknown)
    assert onnxjson.from_dict(doc) == data, where
    reads = _reads(contents, f.type)
    assert reads_as_message(contents, REG.messages[f.type], REG) == reads, where
    findings = [x for x in onnxjson.validate(doc).findings if x.rule == "extension-unread"]
    if reads:
        assert not _entry_paths(doc, f.number), where  # read as the field (a oneof may keep a later member)
        assert not findings, where
    else:
        assert _entry_paths(doc, f.number) == [x.path for x in findings], where
        assert f"GraphProto.{f.name}" in findings[0].message or f"{host}.{f.name}" in findings[0].message, where


#: Generated cases each run makes, on each path.
GENERATED_CASES = 300


@pytest.mark.parametrize("block", range(3))
def test_catalogue_fields_holding_anything_rebuild_and_are_reported(accel_path: str, block: int) -> None:
    per_block = GENERATED_CASES // 3
    for seed in range(block * per_block, (block + 1) * per_block):
        check_case(seed, decode_unknown=seed % 3 == 0)


def test_issue_case_graph_field_1000_that_is_not_an_encoded_value(accel_path: str) -> None:
    """The issue's case: GraphProto field 1000 whose bytes are not an EncodedValueProto. onnx.load
    accepts the model; onnxjson refused it whole. Now it dumps, builds back the same bytes and
    validate names the field."""
    from conftest import _rich_model

    model = _rich_model()
    model.graph.ParseFromString(model.graph.SerializeToString() + field_len(1000, b"\x0a\x05x"))
    data = model.SerializeToString()
    onnx.load_model_from_string(data)
    doc = onnxjson.to_dict(data)
    assert doc["graph"]["$unknown"] == [{"number": 1000, "wire_type": "len", "value": "CgV4"}]
    assert onnxjson.from_dict(doc) == data
    (finding,) = [x for x in onnxjson.validate(doc).findings if x.rule == "extension-unread"]
    assert finding.path == "graph.$unknown[0]"
    assert finding.rule == "extension-unread"
    assert "GraphProto.encoded_initializer" in finding.message and "EncodedValueProto" in finding.message
    assert "length 5 runs past the end" in finding.message


def test_an_entry_that_reads_as_the_extension_is_still_refused() -> None:
    """An unknown entry whose bytes do read as the catalogue field's message would hide what dump
    shows under the field's name: build refuses it, as it refuses any entry that shadows a field."""
    contents = VALID["EncodedValueProto"][0]
    doc = {"$onnxjson": {"format_version": 1, "type": "GraphProto"},
           "$unknown": [{"number": 1000, "wire_type": "len", "value": base64.b64encode(contents).decode()}]}
    with pytest.raises(onnxjson.OnnxJsonError, match=r"GraphProto\.encoded_initializer, which every protobuf"):
        onnxjson.from_dict(doc)


def test_reads_as_message_is_the_decoders_answer_on_generated_wire() -> None:
    """The encoder's check (reads_as_message, no document made) against the reference decoder, on
    the framing generator's cases of every root type and on each case's extension contents."""
    from test_framing import generated_case

    for seed in range(600):
        type_name, data, notes = generated_case(seed)
        spec = REG.messages[type_name]
        assert reads_as_message(data, spec, REG) == _reads(data, type_name), f"seed {seed}: {notes}: {data.hex()}"
    for seed in range(300):
        rng = random.Random(seed)
        for name, contents in VALID.items():
            tree = parse(rng.choice(contents), name)
            for _ in range(rng.randint(1, 3)):
                mutate(tree, rng)
            data = write(tree)
            assert reads_as_message(data, REG.messages[name], REG) == _reads(data, name), f"seed {seed} {name}"


@pytest.mark.parametrize("max_depth", [4, 5, 6, 8, 9, 10, 13, 20])
def test_contents_deeper_than_max_depth_are_kept_and_rebuilt(accel_path: str, max_depth: int) -> None:
    """Contents of a catalogue field that read only below max_depth are kept in ``$unknown`` by a
    dump with that depth, and build with the same depth writes them back (it reads them at the depth
    the decoder did, not at the default)."""
    inner = b""
    for _ in range(4):  # StructTypeProto.array.element_type (a TypeProto).struct_type, four times
        inner = field_len(1, field_len(1, field_len(1000, inner)))
    data = b"\x08\x08" + field_len(1000, inner)
    onnx.load_model_from_string(data)
    doc = onnxjson.to_dict(data, max_depth=max_depth)
    assert onnxjson.from_dict(doc, max_depth=max_depth) == data


def test_the_walk_for_unread_extensions_keeps_a_frame_a_level() -> None:
    """validate's walk for unread extensions holds one lazy iterator of children a level: it listed
    every child of a message with its path link at once (a graph of 333,333 empty extension messages,
    bench/worst_inputs' extension kind: 200 bytes a message, 67 an input byte). Its findings, and
    the first ``cap`` of them, are the same in any case: a message's own entries, then its children's
    from the last to the first."""
    import importlib
    import tracemalloc

    validate_module = importlib.import_module("onnxjson.validate")
    graph = REG.messages["GraphProto"]
    body: dict[str, Any] = {"encoded_initializer": [{} for _ in range(100_000)]}
    tracemalloc.start()
    try:
        assert validate_module._unread_extensions(body, graph, 50) == []
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 200_000, peak  # was 20 MB
    # Unread entries everywhere in a nested graph: every cap gives the first of all the findings.
    unread = {"number": 1000, "wire_type": "len", "value": "/w=="}
    inner: dict[str, Any] = {"name": "g", "$unknown": [unread, unread]}
    for depth in range(4):
        inner = {"name": f"g{depth}", "$unknown": [unread],
                 "node": [{"op_type": "If", "attribute": [{"name": "then_branch", "type": "GRAPH", "g": inner}]},
                          {"op_type": "Loop", "attribute": [{"name": "body", "type": "GRAPH",
                                                             "g": {"name": "b", "$unknown": [unread]}}]}]}
    every = validate_module._unread_extensions(inner, graph, 1000)
    assert len(every) == 4 + 4 + 2
    assert [f.path for f in every[:3]] == ["$unknown[0]", "node[1].attribute[0].g.$unknown[0]",
                                           "node[0].attribute[0].g.$unknown[0]"]
    for cap in range(len(every) + 2):
        assert validate_module._unread_extensions(inner, graph, cap) == every[:cap]
